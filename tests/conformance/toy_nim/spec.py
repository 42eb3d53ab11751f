"""Nim registers itself: the one call that puts a game in every service."""

from __future__ import annotations

from typing import Any

from games.core.outcome import Outcome
from games.core.registry import GameSpec, Play, register

from . import codec, players, report, rules


def _play(p: Play) -> Any:
    return players.play_game(p.seed, p.first, p.second, p.options, p.watch)


def _outcome(s: Any) -> Outcome:
    return Outcome(s.winner.value, {side.value: n for side, n in s.score.items()})


def _random_action(game: rules.Nim, rng: Any) -> rules.Take:
    return players.choose("random", game, rng)


SPEC = register(
    GameSpec(
        name="toy-nim",
        title="Nim",
        sides=("first", "second"),
        players=players.PLAYERS,
        default_player="perfect",
        options=lambda: rules.Options,
        rules_doc="tests/conformance/toy_nim/rules.py",
        new_engine=lambda seed, options: rules.Nim(seed, options),
        play=_play,
        report=report.Report,
        codecs=lambda: {"toy-nim": codec.NimCodec},
        outcome_of=_outcome,
        play_on=players.play_on,
        random_action=_random_action,
        max_actions=200,
    )
)

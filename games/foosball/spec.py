"""Foosball under the MabuchiLab rules, as the registry of games knows it. Its model is a match:
the table's physics, the referee and the CPU teams, stepped 240 times a second."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from games.core.outcome import Outcome
from games.core.registry import GameSpec, Play, Setting, lazy, lazy_value, register

MAX_GAME = 1800.0  # s: games.foosball.match.MAX_GAME, without importing the match here


def _engine(seed: int, options: Any) -> Any:
    from games.foosball.match import FoosMatch

    return FoosMatch(seed, None, None, options)


def _play(p: Play) -> Any:
    from games.foosball.match import play_game

    seconds = p.settings.get("max_seconds") or MAX_GAME
    return play_game(p.seed, p.first, p.second, seconds, p.options, p.check, p.watch)


def _codecs() -> Mapping[str, type]:
    from games.foosball.codec import FoosballCodec, FoosPracticeCodec

    return {"foosball": FoosballCodec, "foosball-practice": FoosPracticeCodec}


def _outcome(summary: Any) -> Outcome | None:
    if not summary.finished:
        return None
    score = {side.value: n for side, n in summary.score.items()}
    return Outcome(None if summary.winner is None else summary.winner.value, score, void=summary.voided)


def _play_on(match: Any, kinds: tuple[str, str], record: Callable[..., None]) -> Iterator[None]:
    """The match records itself through its tape as it steps (``record`` is not needed); a
    game that reaches the time limit is left unfinished, everything played written."""
    from games.foosball.match import MAX_GAME
    from sim.foosball.spec import Side

    for side, kind in zip(Side, kinds, strict=True):
        match.set_player(side, kind)
    while not match.ref.is_over() and match.table.t < MAX_GAME:
        match.step()
        if match.steps % 240 == 0:
            yield
    if match.tape is not None:
        match.tape.flush()


def _resume(resumed: Any, humans: frozenset[str], cpu: str) -> Callable[[Any], Any]:
    from games.foosball.ui.game_scene import FoosballGameScene

    away = None if "away" in humans else cpu  # the person at the mouse plays home
    return lambda app: FoosballGameScene(app, away, resumed=resumed)


def _seconds(text: str) -> float:
    import math

    value = float(text)
    if not (math.isfinite(value) and 1.0 <= value <= 86_400.0):
        raise ValueError(f"{text!r} is not from 1 to 86400 s")
    return value


SPEC = register(
    GameSpec(
        name="foosball",
        title="Foosball",
        sides=("home", "away"),
        players=("novice", "club", "expert"),
        default_player="club",
        options=lazy_value("games.foosball.rules.actions:FoosOptions"),
        rules_doc="docs/rules/foosball.md",
        new_engine=_engine,
        play=_play,
        report=lazy("games.foosball.report:Report"),
        codecs=_codecs,
        outcome_of=_outcome,
        play_on=_play_on,
        settings=(
            Setting(
                "max_seconds",
                f"stop a game unfinished after this much play (default {MAX_GAME:g} s)",
                _seconds,
                MAX_GAME,
                "S",
            ),
        ),
        windows=lazy("games.foosball.ui.windows:windows"),
        resume_window=_resume,
        replay_painter=lazy("games.foosball.ui.replay_view:painter"),
        scene_states=lazy_value("games.foosball.ui.states:FOOSBALL_STATES"),
        # No mirror: the engine is the match, the table's physics in flight and the CPU teams'
        # hands, which no public constructor sets up as a position to turn. Its rules, the
        # referee, mirror (games.foosball.mirror:REFEREE), held to it on a match's own table
        # events and on random ones by tests/conformance/test_referee_mirror.py.
        mirror=None,
        env_ids={"tabletop/Foosball-v0": "games.envs.versus:foosball"},
        menu_rank=1,
        # 2: each failed rod kept (a serve waits for all), failures declared only of a broken rod,
        # no shame when a hand brought the ball out of the goal, the goalie's ten on an exchange
        # too, a dead ball on the centre line to the last toucher, a ball at rest in a goal's
        # mouth dead (docs/rules/foosball.md). Version 1 recordings name goalie_shame_on_exchange.
        rules_version=2,
        legacy_options={
            1: {
                "failures": "one_flag",
                "declare_failure": "any",
                "hand_in_goal": "ignored",
                "centre_line": "away_half",
                "resting_in_goal": "ignored",
            },
        },
    )
)

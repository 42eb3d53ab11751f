"""Foosball under the MabuchiLab rules, as the registry of games knows it. Its model is a match:
the table's physics, the referee and the CPU teams, stepped 240 times a second."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from games.core.outcome import Outcome
from games.core.registry import GameSpec, Play, Setting, Window, register

MAX_GAME = 1800.0  # s: games.foosball.match.MAX_GAME, without importing the match here


def _engine(seed: int, options: Any) -> Any:
    from games.foosball.match import FoosMatch

    return FoosMatch(seed, None, None, options)


def _play(p: Play) -> Any:
    from games.foosball.match import play_game

    seconds = p.settings.get("max_seconds") or MAX_GAME
    return play_game(p.seed, p.first, p.second, seconds, p.options, p.check, p.watch)


def _report(first: str, second: str) -> Any:
    from games.foosball.report import Report

    return Report(first, second)


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


def _windows() -> tuple[Window, ...]:
    from games.foosball.ui.windows import windows

    return windows()


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


def _replay_painter(codec: Any, game: Any, area: Any) -> Any:
    from games.foosball.ui.replay_view import painter

    return painter(codec, game, area)


def _scene_states() -> Any:
    from games.foosball.ui.states import FOOSBALL_STATES

    return FOOSBALL_STATES


def _options() -> type:
    from games.foosball.rules.actions import FoosOptions

    return FoosOptions


SPEC = register(
    GameSpec(
        name="foosball",
        title="Foosball",
        sides=("home", "away"),
        players=("novice", "club", "expert"),
        default_player="club",
        options=_options,
        rules_doc="docs/rules/foosball.md",
        new_engine=_engine,
        play=_play,
        report=_report,
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
        windows=_windows,
        resume_window=_resume,
        replay_painter=_replay_painter,
        scene_states=_scene_states,
        env_ids={"tabletop/Foosball-v0": "games.envs.versus:foosball"},
        menu_rank=1,
    )
)

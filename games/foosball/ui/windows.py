"""Foosball's windows as the launcher offers them: a game under the MabuchiLab rules, and
practice against a CPU team with no rules."""

from __future__ import annotations

from typing import Any

from games.core.registry import Window

SKILLS = ("novice", "club", "expert")


def _game(app: Any, mat: Any) -> Any:
    from games.foosball.ui.game_scene import foosball_setup

    return foosball_setup(app)


def _versus(app: Any, opponent: str | None, mat: Any, seed: int) -> Any:
    """You are home (red); the CPU at ``opponent`` is away, or a second player on the keyboard."""
    from games.foosball.ui.game_scene import FoosballGameScene

    return FoosballGameScene(app, opponent, seed)


def _practice(app: Any, mat: Any) -> Any:
    from games.foosball.ui.practice import FoosballPracticeScene

    return FoosballPracticeScene(app, seed=app.new_seed())  # a fresh game (games/window/seeds.py)


def windows() -> tuple[Window, ...]:
    return (
        Window("foosball", "Foosball", _game, _versus, SKILLS),
        Window("foosball-practice", "Foosball practice", _practice),
    )

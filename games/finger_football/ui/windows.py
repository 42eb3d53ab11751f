"""Finger Football's windows as the launcher offers them: the game, its practice, and field-goal
practice."""

from __future__ import annotations

from typing import Any

from games.core.registry import Window
from games.finger_football.players.levels import LEVELS


def _game(app: Any, mat: Any) -> Any:
    from games.finger_football.ui.setup import GameSetup

    return GameSetup(app, mat)


def _versus(app: Any, opponent: str | None, mat: Any, seed: int) -> Any:
    """You play Red; the CPU at ``opponent`` plays Blue, or a friend at the same mouse."""
    from games.finger_football.rules.actions import Team
    from games.finger_football.ui.game_scene import GameScene

    humans = frozenset({Team.RED}) if opponent is not None else frozenset(Team)
    return GameScene(app, humans, opponent or "club", mat, seed)


def _practice(app: Any, mat: Any) -> Any:
    from games.finger_football.ui.practice import PracticeScene

    return PracticeScene(app, mat)


def _field_goal(app: Any, mat: Any) -> Any:
    from games.finger_football.ui.kick_scene import FieldGoalScene

    distance = 1.10 if mat is None else mat.field.length + mat.field.endzone
    return FieldGoalScene(app, distance=distance)


def windows() -> tuple[Window, ...]:
    return (
        Window("finger-football", "Finger Football", _game, _versus, LEVELS),
        Window("finger-football-practice", "Finger Football practice", _practice),
        Window("field-goal-practice", "Field goal practice", _field_goal),
    )

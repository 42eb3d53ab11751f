"""Tortellini Football's window as the launcher offers it."""

from __future__ import annotations

from typing import Any

from games.core.registry import Window

SKILLS = ("novice", "club", "expert", "strategist")


def _game(app: Any, mat: Any) -> Any:
    from games.tortellini.ui.opponent import tortellini_setup

    return tortellini_setup(app)


def _versus(app: Any, opponent: str | None, mat: Any, seed: int) -> Any:
    """You are team one; the CPU at ``opponent`` is team two, or a friend at the same mouse."""
    from games.tortellini.rules.actions import Team
    from games.tortellini.ui import howto
    from games.tortellini.ui.game_scene import TortelliniScene

    howto.show_once(app, guided=opponent is not None)  # the rules before a first game, if unguided
    if opponent is None:
        return TortelliniScene(app, frozenset(Team), seed)
    return TortelliniScene(app, frozenset({Team.ONE}), seed, opponent)


def windows() -> tuple[Window, ...]:
    return (Window("tortellini", "Tortellini Football", _game, _versus, SKILLS),)

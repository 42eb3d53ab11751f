"""All-Pro Football's window as the launcher offers it."""

from __future__ import annotations

from typing import Any

from games.core.registry import Window


def _game(app: Any, mat: Any) -> Any:
    from games.all_pro.ui.game_scene import all_pro_setup

    return all_pro_setup(app)


# The CPU's levels as the launcher names them ("Beginner CPU", "Coach CPU") and `--vs-cpu` takes
# them, and the scene's level for each (the beginner is player "cpu" headless: games/all_pro/match.py).
LEVELS = {"beginner": "cpu", "coach": "coach"}


def _versus(app: Any, opponent: str | None, mat: Any, seed: int) -> Any:
    """You are home; the CPU (the beginner or the coach) is away, or a friend at the same
    mouse."""
    from games.all_pro.rules.board import Team
    from games.all_pro.ui.game_scene import AllProScene

    humans = frozenset({Team.HOME}) if opponent is not None else frozenset(Team)
    level = LEVELS.get(opponent or "coach", "coach")
    return AllProScene(app, humans, seed, howto_first=True, level=level)


def windows() -> tuple[Window, ...]:
    # `tabletop play all-pro` asks who plays, the beginner first: straight in, a newcomer's first
    # game was against the coach, the strongest (play-test: "too strong on defence")
    return (Window("all-pro", "All-Pro Football", _game, _versus, tuple(LEVELS)),)

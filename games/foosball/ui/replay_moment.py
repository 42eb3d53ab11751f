"""The goal-replay moment, as both foosball windows show it: the table's last seconds drawn from
the frames kept (goal_replay.py) where the table is, a tag off the table saying what it is and how
to skip it. Any key or click skips it; Esc asks "Leave this game?" as everywhere (the game's
in_game() stays true while even the winning goal is replayed)."""

from __future__ import annotations

import pygame

from games.foosball.ui.goal_replay import GoalReplay
from games.foosball.ui.view import TableView

GOALS = ("goal", "payout", "win", "suicide")  # the referee's calls that end a point: replayed


def draw_replay(surface: pygame.Surface, replay: GoalReplay, area: pygame.Rect) -> None:
    """The replay's frame now, laid out over ``area`` (the live table's)."""
    frame = TableView(replay.frame())
    frame.layout(area)
    frame.draw(surface)

"""The goal-replay moment, as both foosball windows show it: the table's last seconds drawn from
the frames kept (goal_replay.py) where the table is, a tag off the table saying what it is and how
to skip it. Any key or click skips it; Esc asks "Leave this game?" as everywhere (the game's
in_game() stays true while even the winning goal is replayed)."""

from __future__ import annotations

import pygame

from games.foosball.ui.goal_replay import GoalReplay
from games.foosball.ui.view import TableView
from games.window import ui

GOALS = ("goal", "payout", "win", "suicide")  # the referee's calls that end a point: replayed


def draw_replay(surface: pygame.Surface, replay: GoalReplay, area: pygame.Rect) -> None:
    """The replay's frame now, laid out over ``area`` (the live table's)."""
    frame = TableView(replay.frame())
    frame.layout(area)
    frame.draw(surface)
    _mark_goal(surface, frame, replay.goal_end)
    trail = [frame.to_screen(x, y) for x, y in replay.trail()]
    for k in range(1, len(trail)):  # the ball's way, brighter near the ball
        shade = 90 + round(165 * k / len(trail))
        pygame.draw.line(surface, (shade, shade, 80), trail[k - 1], trail[k], 3)


def _mark_goal(surface: pygame.Surface, view: TableView, end: float) -> None:
    """A ring round the mouth the ball goes in at: where to look (its name would lie on the
    table, where only banners may; the bar under the table says whose goal it is)."""
    spec = view.table.spec
    x0, x1 = sorted((end * (spec.half_length - 0.02), end * (spec.half_length + spec.goal_depth)))
    g = spec.goal_width / 2 + 0.015
    a, b = view.to_screen(x0, g), view.to_screen(x1, -g)
    box = pygame.Rect(round(a[0]), round(a[1]), round(b[0] - a[0]), round(b[1] - a[1]))
    pygame.draw.rect(surface, ui.ACCENT, box, 3, border_radius=4)

"""The table's speed against the wall clock: S cycles half, three-quarter and full speed, and the
choice is remembered. A newcomer starts at half: at full speed a novice's serve reached their
midfield rod in a quarter of a second and their goal in three quarters (a play-test), too fast to see
who struck it. Only fewer physics steps run each second: the game, its recording and its replay
are the same at every speed."""

from __future__ import annotations

import pygame

from games.window import ui
from games.window.scene import Host
from games.window.settings import TABLE_SPEEDS

KEY = pygame.K_s
WORDS = {0.5: "half speed", 0.75: "three-quarter speed", 1.0: "full speed"}
CONTROL = ("S", "the table's speed: half, three quarters or full (slower is easier to follow)")


def pace(app: Host) -> float:
    return app.settings.table_speed


def words(app: Host) -> str:
    return f"Table speed: {WORDS[pace(app)].removesuffix(' speed')} (S changes it)"


def cycle(app: Host) -> str:
    """The next speed, remembered; what to tell the player."""
    now = pace(app)
    later = TABLE_SPEEDS[(TABLE_SPEEDS.index(now) + 1) % len(TABLE_SPEEDS)] if now in TABLE_SPEEDS else 1.0
    app.settings.table_speed = later
    app.settings.save()
    return f"The table now runs at {WORDS[later]} (S changes it)"


def draw(app: Host, surface: pygame.Surface, at: tuple[int, int]) -> None:
    """The speed, in small words, its top right corner at ``at``."""
    ui.text(surface, words(app), at, 14, ui.MUTED, "topright")

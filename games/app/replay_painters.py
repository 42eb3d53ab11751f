"""How the replay viewer draws each kind of game: each game's own painter, from the registry,
drawing the game at a frame and a frame's motion (a slide, a kick's flight, a stretch of foosball)
``t`` seconds in."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import pygame

from games.core import registry
from games.replays import Codec
from games.replays.frames import Frame


class Painter(Protocol):
    def draw(self, s: pygame.Surface, game: Any, frames: Sequence[Frame], index: int, t: float) -> None: ...


def painter_for(codec: Codec, game: Any, area: pygame.Rect) -> Painter:
    """The painter of the game a codec replays, laid out in ``area``."""
    spec = registry.recording_game(codec.name)
    if spec.replay_painter is None:
        raise LookupError(f"{spec.title} cannot be shown in the replay viewer")
    painter: Painter = spec.replay_painter(codec, game, area)
    return painter

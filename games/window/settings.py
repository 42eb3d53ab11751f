"""What the window remembers between sessions: the sound muted or not, which first-game hints and
guides the player has already seen, and the scale of text and panels. A small JSON file in the
user's data folder, written atomically; a file that is missing, unreadable or garbled gives the
defaults (and is replaced on the next save), and a folder that cannot be written costs the memory,
never the game."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from games.core.data_dir import data_dir
from sim.errors import DataError
from sim.io.atomic import write_text
from sim.io.toml import read_text

FILE_NAME = "settings.json"
UI_SCALES = (1.0, 1.25, 1.5)  # the choices of the scale of text and panels
# How fast a real-time table runs against the clock on the wall (foosball): a newcomer's first
# games at half speed, the ball's flight slow enough to follow (the physics and its recording are
# the same at every speed: only fewer steps run each second).
TABLE_SPEEDS = (0.5, 0.75, 1.0)


@dataclass(slots=True)
class Settings:
    path: Path | None = None  # None: remember nothing (a picture rendered headless)
    muted: bool = False
    hints_seen: set[str] = field(default_factory=set)
    ui_scale: float = 1.0  # text and panels this much larger: one of UI_SCALES
    table_speed: float = TABLE_SPEEDS[0]  # one of TABLE_SPEEDS
    _warned: bool = False

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = path or data_dir() / FILE_NAME
        try:  # only a regular file of a sane size: a pipe would block the window for ever
            data = json.loads(read_text(path, DataError))
        except (DataError, ValueError, RecursionError):  # unreadable, not JSON, nested too deep
            return cls(path)
        if not isinstance(data, dict):
            return cls(path)
        hints = data.get("hints_seen", [])
        seen = {h for h in hints if isinstance(h, str)} if isinstance(hints, list) else set()
        scale = data.get("ui_scale", 1.0)
        scale = float(scale) if scale in UI_SCALES else 1.0
        speed = data.get("table_speed", TABLE_SPEEDS[0])
        speed = float(speed) if speed in TABLE_SPEEDS and not isinstance(speed, bool) else TABLE_SPEEDS[0]
        return cls(path, data.get("muted") is True, seen, scale, speed)

    def save(self) -> None:
        if self.path is None:
            return
        data = {
            "muted": self.muted,
            "hints_seen": sorted(self.hints_seen),
            "ui_scale": self.ui_scale,
            "table_speed": self.table_speed,
        }
        text = json.dumps(data, indent=1)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_text(self.path, text + "\n")
        except OSError as exc:
            if not self._warned:
                print(f"tabletop: settings not saved ({self.path}): {exc}", file=sys.stderr)
                self._warned = True

    def first_time(self, hint: str) -> bool:
        """Has the player not yet been shown (and acted on) this hint?"""
        return hint not in self.hints_seen

    def hint_seen(self, hint: str) -> None:
        if hint not in self.hints_seen:
            self.hints_seen.add(hint)
            self.save()

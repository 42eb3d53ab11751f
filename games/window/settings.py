"""What the window remembers between sessions: the sound muted or not, and which first-game hints
the player has already seen. A small JSON file in the user's data folder, written atomically; a
file that is missing, unreadable or garbled gives the defaults (and is replaced on the next save),
and a folder that cannot be written costs the memory, never the game."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from games.core.data_dir import data_dir
from sim.io.atomic import write_text

FILE_NAME = "settings.json"


@dataclass(slots=True)
class Settings:
    path: Path | None = None  # None: remember nothing (a picture rendered headless)
    muted: bool = False
    hints_seen: set[str] = field(default_factory=set)
    _warned: bool = False

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = path or data_dir() / FILE_NAME
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls(path)
        if not isinstance(data, dict):
            return cls(path)
        hints = data.get("hints_seen", [])
        seen = {h for h in hints if isinstance(h, str)} if isinstance(hints, list) else set()
        return cls(path, data.get("muted") is True, seen)

    def save(self) -> None:
        if self.path is None:
            return
        text = json.dumps({"muted": self.muted, "hints_seen": sorted(self.hints_seen)}, indent=1)
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

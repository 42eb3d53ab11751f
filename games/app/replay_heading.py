"""The replay viewer's words about a recording as a whole: its heading (the game, who played,
when, cut to fit), which actions scored, and its header read on its own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from games.replays.frames import Frame
from games.window import ui


def scores_of(frames: list[Frame]) -> list[tuple[int, str | None]]:
    """The frames whose action scored (an event with points), and the side that scored."""
    out = []
    for k, frame in enumerate(frames):
        scored = [e for e in frame.events if getattr(e, "points", 0)]
        if scored:
            team = getattr(scored[0], "team", None)
            out.append((k, None if team is None else str(getattr(team, "value", team))))
    return out


def fit_heading(words: str, width: int, size: int) -> str:
    """The heading cut to ``width``: first the players' parentheses ('CPU (club)' -> 'CPU club'),
    then the mat's name and the date are kept over the players, then cut with an ellipsis."""
    if ui.text_width(words, size) <= width:
        return words
    parts = words.split(" · ")
    shorter = " · ".join(p.replace("CPU (", "CPU ").replace(")", "") if " vs " in p else p for p in parts)
    if ui.text_width(shorter, size) <= width:
        return shorter
    kept = " · ".join(p for p in parts if " vs " not in p)
    return ui.fit(kept if ui.text_width(kept, size) <= width else words, width, size)


def started(header: dict[str, Any], path: Path) -> str:
    """When the recording began, in local time ('03 Dec 2025, 14:02'), or ''."""
    import time

    from games.app.replay_list import _started as when

    return time.strftime("%d %b %Y, %H:%M", time.localtime(when(header, path))) if header else ""


def mat_name_of(header: dict[str, Any]) -> str:
    """The name of the mat a recording was played on ('' for a game without one)."""
    from games.app.replay_list import mat_name

    return mat_name(header)


def header_of(path: Path) -> dict[str, Any]:
    """The recording's first line (who played), read on its own; nothing if it does not read
    (the replay itself then says what is wrong)."""
    try:
        with path.open("rb") as f:
            head = json.loads(f.readline(1 << 24))
    except (OSError, ValueError):
        return {}
    return head if isinstance(head, dict) else {}


def key_rows(words: str, width: int, size: int) -> list[str]:
    """The keys' line in rows that fit ``width``, broken only between keys (at the dots), so a
    key never parts from what it does."""
    rows: list[str] = []
    for part in words.split(" · "):
        joined = f"{rows[-1]} · {part}" if rows else part
        if rows and ui.text_width(joined, size) <= width:
            rows[-1] = joined
        else:
            rows.append(part)
    return rows

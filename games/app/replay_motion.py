"""Time in the replay viewer, worked out from the frames alone: when each frame starts in a
real-time game (foosball's quarter-second stretches), where to start so that the seconds before a
goal are seen ("N" lands before the shot, never after the ball is back at the service hole), and
a recording's counts and times in the words its game's players use ("move 12 of 388", "turn 40",
"1:23 of 4:10"). Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate
from typing import Any

LEAD = 2.5  # s of play shown before a goal that N (or a click on its diamond) jumps to
GOAL_HOLD = 2.0  # s a goal is held on screen (the ball in the net, the banner) before play goes on


def unit(game: str, count: int = 2) -> str:
    """The word for ``count`` recorded steps of ``game``, as its codec says it: 'move', 'flicks'."""
    from games.replays import CODECS

    one, many = getattr(CODECS.get(game), "steps", ("move", "moves"))
    return str(one if count == 1 else many)


def counted(game: str, count: int) -> str:
    """'388 moves', '1 kick'."""
    return f"{count} {unit(game, count)}"


def starts(frames: Sequence[Any]) -> list[float]:
    """Each frame's start in a real-time game's seconds (a frame without motion takes none)."""
    return [0.0, *accumulate(f.duration or 0.0 for f in frames)][: len(frames)]


def clock(seconds: float) -> str:
    """'1:05' (minutes and seconds)."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def lead_in(frames: Sequence[Any], goal: int, lead: float = LEAD) -> tuple[int, float]:
    """Where to start so that ``lead`` seconds of play are seen before frame ``goal`` ends (the
    goal is called at its end): the frame and the seconds into it."""
    left = lead - (frames[goal].duration or 0.0)
    k = goal
    while left > 0.0 and k > 0 and frames[k - 1].duration:
        k -= 1
        left -= frames[k].duration or 0.0
    return k, max(0.0, -left)


def scored(frame: Any) -> bool:
    """Did this frame's action score (an event with points)?"""
    return any(getattr(e, "points", 0) for e in frame.events)

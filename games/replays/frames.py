"""A recording re-simulated once into frames, one per recorded action, for the replay viewer:
the game after each action, the play-by-play lines it added, and whether it replayed true."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from games.core.replay_format import ReplayError
from sim.slider.mat import Mat

from .codecs import Codec
from .replaying import load, steps


@dataclass(frozen=True, slots=True)
class Frame:
    """The game after one recorded action (frame 0: before the first)."""

    snapshot: Any  # the game after the action (the codec restores it)
    lines: tuple[str, ...]  # the play-by-play lines this action added
    action: Any  # the action itself (None for the start)
    duration: float | None  # seconds it takes to show (a slide, a stretch of foosball), if it moves
    ok: bool  # the re-simulated state matches the recorded hash
    line: int  # the line of the file
    events: tuple[Any, ...] = ()  # the play-by-play events behind ``lines``, to be told in other names


Frames = tuple[Codec, list["Frame"], str | None]


def frames_of(
    path: str | Path, mat: Mat | None = None, progress: Callable[[int], None] | None = None
) -> Frames:
    """Re-simulate a recording (on ``mat``, for a what-if); the frames up to the first action
    that does not replay, and the error that stopped it (``None`` when every action replayed).
    ``progress`` hears each action replayed. Raises :class:`ReplayError` when not even the header
    can be read."""
    replay, codec = load(path, tolerate_cut=True, mat=mat)
    opening = tuple(codec.log())  # what the game says before the first action (a toss)
    frames = [
        Frame(codec.snapshot(), ("The start", *(e.text for e in opening)), None, None, True, 1, opening)
    ]
    error = None
    seen = len(opening)
    try:
        for step in steps(replay, codec):
            log = codec.log()
            events = tuple(log[seen:])
            lines = tuple(e.text for e in events) or (codec.describe(step.action),)
            seen = len(log)
            ok = step.ok and step.outcome_ok is not False
            frames.append(
                Frame(
                    codec.snapshot(), lines, step.action, codec.duration(step.action), ok, step.line, events
                )
            )
            if progress is not None:
                progress(1)
    except ReplayError as exc:
        error = str(exc)
    return codec, frames, error

"""Ctrl+Z: taking back the player's last decision, when it revealed nothing new.

A scene keeps a :class:`TakeBack`. It calls ``before(engine, recording)`` just before it
applies a decision of the person at the window (a button, a lit circle, a formation: never a
flick, a kick), or applies a decision of several actions inside
``with takeback.decision(engine, recording):``; either keeps a copy of the engine and the place
in the recording where the decision begins (a decision may be several actions: "advance all");
before any other action (a flick, the CPU's move) it calls ``forget(why)``. Ctrl+Z then gives
the engine back as it stood, and the recording is cut back to where the decision began, only if
nothing was revealed since: no throw of chance (``engine.chance.thrown`` did not grow: a toss, a
die) and no draw from the game's generator (a hand's tremor), and the game is not over. Never in
network play, where the other player has seen the decision (there is none yet: :data:`NETWORK_PLAY`
is the flag such a game sets)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

NETWORK_PLAY = False  # a game played over a network never takes a decision back

NOTHING = "Nothing to take back: Ctrl+Z takes back your last choice"
THROWN = "Chance was thrown after your choice (a toss, a roll): it cannot be taken back"
OVER = "The game is over: nothing to take back"
NETWORK = "Not in a game over the network: your opponent has seen it"
UNRECORDABLE = "This game's recording cannot take a line back"


@dataclass(slots=True)
class _Before:
    engine: Any  # a copy of the engine as it stood
    thrown: int  # throws of chance by then
    rng: Any  # the state of the game's generator then
    mark: Any  # where the recording stood (its own token), or None


@dataclass(slots=True)
class TakeBack:
    network: bool = NETWORK_PLAY
    deciding: bool = False  # inside a decision: its actions belong to it
    _before: _Before | None = None
    _why: str = NOTHING  # why there is nothing to take back, when there is not

    def before(self, engine: Any, recording: Any = None) -> None:
        """The person is about to apply a decision of one action to ``engine``: keep it."""
        if not self.deciding:
            self._before = _kept(engine, recording)

    @contextmanager
    def decision(self, engine: Any, recording: Any = None) -> Iterator[None]:
        """The person's decision is applied inside the block (one action or several); a decision
        inside another is part of it."""
        if self.deciding:
            yield
            return
        before = _kept(engine, recording)
        self.deciding = True
        try:
            yield
        finally:
            self.deciding = False
        self._before = before

    def forget(self, why: str = NOTHING) -> None:
        """Another action is about to be applied (a flick, a kick, the CPU's move): the last
        decision can no longer be taken back, for the reason ``why``. Inside a decision, nothing."""
        if not self.deciding:
            self._before, self._why = None, why

    def refused(self, engine: Any, recording: Any = None) -> str | None:
        """Why Ctrl+Z cannot take the last decision back now, or None when it can."""
        before = self._before
        if self.network:
            return NETWORK
        if before is None:
            return self._why
        if recording is not None and (before.mark is None or not hasattr(recording, "take_back")):
            return UNRECORDABLE
        if engine.is_over():
            return OVER
        if len(engine.chance.thrown) > before.thrown or _rng_state(engine) != before.rng:
            return THROWN
        return None

    def take(self, recording: Any = None) -> Any:
        """The engine as it stood before the last decision; the recording (if any) is cut back
        to where the decision began. Only when :meth:`refused` says None."""
        before, self._before, self._why = self._before, None, NOTHING
        assert before is not None, "take() only after refused() said None"
        if recording is not None:
            recording.take_back(before.engine, before.mark)  # the recording goes on from it
        return before.engine


def _kept(engine: Any, recording: Any) -> _Before:
    mark = recording.mark() if recording is not None and hasattr(recording, "mark") else None
    return _Before(engine.clone(), len(engine.chance.thrown), _rng_state(engine), mark)


def _rng_state(engine: Any) -> Any:
    return engine.chance.rng.bit_generator.state

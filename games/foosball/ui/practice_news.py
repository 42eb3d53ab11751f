"""The practice window's status line as a queue: each thing said stays up HOLD at least, long
enough to read, the next waiting its turn (play-test 5: "messages change before they can be
read"); a restart's reason stays up until the person next acts (serves, shoots, presses a key),
so "your serve" never comes back with no reason seen."""

from __future__ import annotations

from collections import deque

HOLD = 3.0  # s each line stays up at least
WAITING = 3  # lines queued at most: older ones give way to the newest


class News:
    def __init__(self) -> None:
        self.shown: str | None = None
        self.age = 0.0  # s the shown line has been up
        self.sticky = False  # up until the person acts (a restart's reason)
        self.queue: deque[tuple[str, bool]] = deque(maxlen=WAITING)
        self.fresh = False  # the person acted: what follows is the answer, shown at once

    def say(self, line: str, sticky: bool = False) -> None:
        """A new line: shown at once if the one up has been read, else queued."""
        if self.fresh:  # the answer to what the person just did: shown at once
            self.fresh = False
            self.queue.clear()
            self.shown, self.age, self.sticky = line, 0.0, sticky
            return
        if sticky:  # a restart's reason: what was waiting is over already
            self.queue.clear()
        elif (self.queue and self.queue[-1][0] == line) or (not self.queue and self.shown == line):
            return  # said already
        if self.shown is None or (self.age >= HOLD and not self.queue):
            self.shown, self.age, self.sticky = line, 0.0, sticky
        else:
            self.queue.append((line, sticky))

    def acted(self) -> None:
        """The person did something: a sticky line may go once read, and what it brings is
        shown at once."""
        self.sticky = False
        self.fresh = True

    def tick(self, dt: float) -> None:
        self.age += dt
        if self.age < HOLD:
            return
        if self.queue:
            self.shown, self.sticky = self.queue.popleft()
            self.age = 0.0
        elif not self.sticky:
            self.shown = None  # said long enough: the table's state speaks again

    @property
    def line(self) -> str | None:
        return self.shown

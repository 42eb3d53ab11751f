"""The kick window's first-time guide. The whole kick is told in one step before the press, and
that step stays up unchanged while the count runs: the count starts at the press, and a step that
changed at that moment ("keep holding, drag back...") was read while the three seconds ran out
(play-test). Then, once a kick is seen to its end, what the result says and the practice's keys."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any, Protocol

from games.finger_football.ui.guides import CountingGuide
from games.window.guide import Guide, Step

PRACTICE_LINE = "The dotted line shows the kick as dragged (in a round, only its first half)."
GAME_LINE = "The dotted line is the flight: green clears the hands, red misses."


class FieldGoalScene(Protocol):
    @property
    def kicks_made(self) -> int: ...

    @property
    def phase(self) -> Enum: ...

    @property
    def on_result(self) -> Callable[..., Any] | None: ...


def kick_words(practice: bool) -> str:
    """The kick, told whole before the press that starts the count."""
    return (
        "When ready, press on the ball in the top view: the count of three starts then. Keep "
        'holding, drag back away from the hands, let go before "one thousand three". '
        + (PRACTICE_LINE if practice else GAME_LINE)
    )


def kick_guide(scene: FieldGoalScene) -> Guide:
    """The kick's step from the wait through the count (never changing at the press); in
    practice, the result and the keys once a kick has been seen to its end."""
    k = scene
    practice = k.on_result is None
    guide = CountingGuide("field-goal-practice" if practice else "finger-football-kick")
    result = Step(
        "Above: how the kick went and why; the hands at the right mark where the ball "
        "crossed. The wheel sets the loft; a press on the ball (or R) brings the next kick.",
        guide.counted(1, lambda: k.kicks_made, 2),
        lambda: k.phase.name in ("DONE", "WAITING"),
    )

    def kick_due() -> bool:
        """The kick's step: before and through the count, and from a result too (G in F1): it is
        always the first step, its "Tab: next" the result's. Shown from a result only once the
        result's step was passed, G at a result read "Step 1 of 2" on the after-the-kick words
        and the kick's step second (play-test 7)."""
        return k.phase.name in ("WAITING", "COUNTING", "DONE")

    steps = [Step(kick_words(practice), guide.counted(0, lambda: k.kicks_made), kick_due)]
    steps += [result] if practice else []
    guide.steps = tuple(steps)
    return guide

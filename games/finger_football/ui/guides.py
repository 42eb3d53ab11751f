"""The first-game guides of Finger Football's windows: a step at a time, each shown until the
player has done it (the kit shows a guide once, Tab skips a step, F1 shows it again). Each step
counts what is done from the moment it comes up (:class:`CountingGuide`): one flick that happens to
hit the lit circle passes the first step, not the second as well, so steps never jump 1 to 3."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from games.finger_football.rules.actions import Phase
from games.window.guide import STRIP_HEIGHT, Guide, Step

PLACED_AT_MOST = 120  # px: a strip the scene placed keeps its own height up to this (guide_place.py)


class CountingGuide(Guide):
    """A guide whose steps count from when each comes up: a step's count is taken the first
    time it is asked (only the current step is asked), and shown again it starts afresh."""

    def __init__(self, name: str) -> None:
        super().__init__(name, [])
        self.since: dict[int, float] = {}
        self.passed: set[int] = set()  # the steps done or skipped: always the first few shown
        self.original: tuple[Step, ...] | None = None  # the steps' order before any moved up
        self.shown: set[int] = set()  # the steps shown so far (by id): each keeps its place
        self.on_show: int | None = None  # the step last shown (by id)

    @property
    def current(self) -> Step | None:
        """The first step not yet passed whose moment has come, else the first not passed: a step
        waiting for its moment (the first flick, when the CPU has the ball for six plays) no
        longer holds back the steps after it whose moment is now (play-test 3). A step taken
        ahead of its turn moves up to the first place not yet shown, so the card's "Step N"
        counts 1, 2, 3 in the order the player sees the steps (it read Step 1, 4, 2: play-test
        25), and a step once shown keeps its number: one moved up after it never takes its
        place (two texts were both "Step 2", and one text "Step 3" and then "Step 4": newcomer)."""
        if self.ended:
            return None
        pending = [i for i in range(len(self.steps)) if i not in self.passed]
        if not pending:
            return None
        free = next((i for i in pending if id(self.steps[i]) not in self.shown), None)
        pick = next((i for i in pending if self.steps[i].when()), pending[0])
        if free is not None and pick > free:
            if self.original is None:
                self.original = self.steps
            steps = self.steps
            self.steps = (*steps[:free], steps[pick], *steps[free:pick], *steps[pick + 1 :])
            pick = free
        self.index = pick
        step = self.steps[pick]
        if step.when():
            self.shown.add(id(step))  # its place, and so its number, is kept from now
            self._overtaken(step)
        return step

    def _overtaken(self, step: Step) -> None:
        """A step shown and not done, whose moment went and another step's came, is passed: the
        card never goes back to it ("Step 3" then "Step 2" after a kickoff: play-test). The steps
        shown keep the first places, so the ones passed stay the first few."""
        if self.on_show is not None and self.on_show != id(step):
            for i, other in enumerate(self.steps):
                if id(other) in self.shown and id(other) != id(step) and i < self.index:
                    self.passed.add(i)
        self.on_show = id(step)

    def card(self, area: pygame.Rect, scale: float = 1.0) -> pygame.Rect:
        """The strip: as tall as the rectangle the scene placed it in (guide_place.py: a band
        beside the title bar, not over it), or the title bar's height over the kit's whole window."""
        tall = area.height if area.height <= PLACED_AT_MOST else STRIP_HEIGHT
        return pygame.Rect(area.left, area.top, area.width, max(STRIP_HEIGHT, tall))

    def advance(self) -> None:
        while (step := self.current) is not None and step.done():
            self.passed.add(self.index)

    def skip(self) -> None:
        if self.current is not None:
            self.passed.add(self.index)

    def restart(self) -> None:
        super().restart()
        if self.original is not None:
            self.steps, self.original = self.original, None
        self.since = {}
        self.passed = set()
        self.shown = set()
        self.on_show = None

    def counted(self, step: int, count: Callable[[], float], enough: float = 1) -> Callable[[], bool]:
        """Done once ``count`` has grown by ``enough`` since step ``step`` (its place as made: a
        key, whatever place it moves up to) came up (the step current as the guide is made counts
        from then: a flick before the first frame counts)."""
        if step == self.index:
            self.since.setdefault(step, count())

        def done() -> bool:
            base = self.since.setdefault(step, count())
            return count() - base >= enough

        return done


# What each guide watches of its scene: the scenes import the guides, not the other way round.
class GameScene(Protocol):
    @property
    def decisions(self) -> int: ...

    @property
    def flicks_made(self) -> int: ...

    @property
    def targets_chosen(self) -> int: ...

    @property
    def game(self) -> Any: ...

    @property
    def app(self) -> Any: ...

    @property
    def aim_help(self) -> str: ...

    @property
    def cpu_results_seen(self) -> int: ...

    def flick_waits(self) -> bool: ...

    def defends(self) -> bool: ...


class PracticeScene(Protocol):
    @property
    def flicks(self) -> Sequence[Any]: ...

    @property
    def fine_or_spin_flicks(self) -> int: ...

    @property
    def placed(self) -> int: ...

    @property
    def hits(self) -> int: ...

    @property
    def hit_flicks(self) -> Sequence[int]: ...


FIRST_FLICK = (
    "Your first flick: press inside the white ring around the slider, pull back away from where "
    "it should go, and let go. The yellow line ends where it will stop."
)
FIRST_FLICK_ESTIMATE = (
    "Your first flick: press inside the white ring around the slider, pull back away from where "
    "it should go, and let go. The line ends at the shortest likely stop; 8 in 10 stop in the "
    "pale band beyond, most likely at its orange mark."
)


def first_flick(aim_help: str) -> str:
    """The first flick's step, as the aim help draws the aim line."""
    if aim_help == "exact":
        return FIRST_FLICK
    if aim_help == "estimate":
        return FIRST_FLICK_ESTIMATE
    return FIRST_FLICK.replace("The yellow line ends where it will stop.", "The line shows the way it goes.")


def game_guide(scene: GameScene) -> Guide:
    g = scene
    guide = CountingGuide("finger-football-game")
    guide.steps = (
        Step(
            "Your decisions are the buttons on the right: click one, or press its number. "
            "Start with the coin toss.",
            lambda: g.decisions > 0 or g.game.phase != Phase.COIN_TOSS,
        ),
        Step(first_flick(g.aim_help), guide.counted(1, lambda: g.flicks_made), g.flick_waits),
        Step(
            "Hold Shift while pulling for a pull four times finer; the wheel sets spin (it turns "
            "the slider as it slides). G changes the aim help. The CPU's flicks are drawn the same way.",
            guide.counted(2, lambda: g.flicks_made),
            g.flick_waits,
        ),
        Step(
            "F1 shows the rules with pictures: circles, dice, flags, scoring, the kick.",
            lambda: g.app.help_open,
            lambda: not g.flick_waits(),
        ),
        Step(
            "The dice give you the choice: click a lit circle to pick it, then press Run (touch "
            "its black circle) or Pass (touch its white centre).",
            guide.counted(4, lambda: g.targets_chosen),
            lambda: g.game.phase == Phase.CHOOSE_TARGET,
        ),
        Step(DEFENDING, guide.counted(5, lambda: g.cpu_results_seen), g.defends),
    )
    return guide


# The CPU's ball: nothing to press while it plays (a newcomer who defended first saw no guide).
DEFENDING = (
    "The CPU has the ball: you defend. Its plays go on by themselves: the dice roll, it flicks, "
    "its result shows a moment. The shaded zone is the ball's: no target lies in it."
)


def hit_since(guide: CountingGuide, p: PracticeScene) -> Callable[[], bool]:
    """Done once a flick made while the step shows stops on its circle: the first flick, still
    sliding as the step came up, did not count (a hit with it passed the step before it was read:
    play-test, "the guide skips step 2")."""

    def done() -> bool:
        first = guide.since.setdefault(1, len(p.flicks))  # the flicks made when the step came up
        return any(i >= first for i in p.hit_flicks)

    return done


def practice_guide(scene: PracticeScene) -> Guide:
    p = scene
    guide = CountingGuide("finger-football-practice")
    guide.steps = (
        Step(FIRST_FLICK, guide.counted(0, lambda: len(p.flicks))),
        Step(
            "While you pull, the see-through slider shows where the flick would rest. Stop one on "
            "the circle ringed in yellow: the panel counts your hits. Round 2 counts, with a band "
            "instead and a trembling hand.",
            hit_since(guide, p),
        ),
        Step(
            "Try a flick holding Shift at some moment of the pull (four times finer), or turn the "
            "wheel first (spin: it turns the slider as it slides, hardly bending its path; 0 clears it).",
            guide.counted(2, lambda: p.fine_or_spin_flicks),
        ),
        Step(
            "Right-click puts the slider anywhere on the field (its flicks are free tries, not "
            "scored); R puts it back at the start.",
            guide.counted(3, lambda: p.placed),
        ),
    )
    return guide

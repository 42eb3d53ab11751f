"""The first-game guides of Finger Football's windows: a step at a time, each shown until the
player has done it (the kit shows a guide once, Tab skips a step, F1 shows it again). Each step
counts what is done from the moment it comes up (:class:`CountingGuide`): one flick that happens to
hit the lit circle passes the first step, not the second as well, so steps never jump 1 to 3.

A step done while the next one's moment has not come stays up a while, saying what comes next
(the game's guide: ``keeps``): the card had gone at once, and a newcomer who read F1 at "F1 shows
the rules" (so doing that step) took the guide to have ended on its own."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Protocol

import pygame

from games.finger_football.rules.actions import Phase
from games.window.guide import STRIP_HEIGHT, Guide, Step

PLACED_AT_MOST = 120  # px: a strip the scene placed keeps its own height up to this (guide_place.py)
KEPT_FRAMES = 600  # frames (about 10 s) a done step stays up, saying what comes next
KEPT = "Done. The next tip comes {when}; until then, just play (F1: the rules, any time)."


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
        self.keeps = False  # a step done stays up until the next one's moment (the game's guide)
        self.moments: dict[int, str] = {}  # when each step comes (by id), said on a kept card
        self.kept: int | None = None  # the step done and kept up (by id)
        self.kept_for = 0  # frames it has been kept

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
        kept = next((i for i in pending if id(self.steps[i]) == self.kept), None)
        if kept is not None:
            if not any(self.steps[i].when() for i in pending if i != kept) and self.kept_for < KEPT_FRAMES:
                self.index = kept
                return self.steps[kept]  # still up, saying what comes next
            self.passed.add(kept)  # another step's moment has come (or it has been up long enough)
            self.kept = None
            return self.current
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

    @property
    def showing(self) -> Step | None:
        """The step on show; a step done and kept says what comes next."""
        step = self.current
        if step is None:
            return None
        if id(step) == self.kept:
            return replace(step, words=self.kept_words(), when=lambda: True)
        return step if step.when() else None

    def kept_words(self) -> str:
        """A kept card's words: when the next step not yet done comes."""
        others = [s for i, s in enumerate(self.steps) if i not in self.passed and id(s) != self.kept]
        when = self.moments.get(id(others[0]), "when it is time") if others else "when it is time"
        return KEPT.format(when=when)

    def advance(self) -> None:
        """Pass each step done; the game's guide keeps the last one done up while no other
        step's moment has come (one frame of being kept counted per call: the kit calls it once
        a frame)."""
        if self.kept is not None:
            self.kept_for += 1
        while (step := self.current) is not None and step.done():
            if id(step) == self.kept:
                return
            pending = [i for i in range(len(self.steps)) if i not in self.passed and i != self.index]
            if self.keeps and pending and not any(self.steps[i].when() for i in pending):
                self.kept, self.kept_for = id(step), 0
                return
            self.passed.add(self.index)

    def skip(self) -> None:
        if self.current is not None:
            self.passed.add(self.index)
            self.kept = None

    def restart(self) -> None:
        super().restart()
        if self.original is not None:
            self.steps, self.original = self.original, None
        self.since = {}
        self.passed = set()
        self.shown = set()
        self.on_show = None
        self.kept = None

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

    def human_turn(self) -> bool: ...

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
            lambda: g.game.phase == Phase.CHOOSE_TARGET and g.human_turn(),  # not the CPU's pick
        ),
        Step(DEFENDING, guide.counted(5, lambda: g.cpu_results_seen), g.defends),
    )
    guide.keeps = True
    moments = (
        "now",
        "when your first flick waits",
        "at your next flick",
        "in a moment",
        "when the dice let you pick a circle",
        "when the CPU has the ball",
    )
    guide.moments = {id(step): when for step, when in zip(guide.steps, moments, strict=True)}
    return guide


# The CPU's ball: nothing to press while it plays (a newcomer who defended first saw no guide).
DEFENDING = (
    "The CPU has the ball: you defend. Its plays go on by themselves: the dice roll, it flicks, "
    "its result shows a moment (a score until Space). The shaded zone is the ball's: no target in it."
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

"""Foosball's first-game guides: a step at a time, each done by doing it (your first serve, a rod
slide, a rod turn, a shot), shown by the window kit (games/window/guide.py).

A play-test said the steps "advance by themselves": the slide step passed on the mouse moving
just after the serve, before it could be read, and the turn step on any fast contact of a figure.
Now each step is on show READ_TIME at least (what is done meanwhile still counts), a slide counts
only from when its step is shown, a step is passed only once a drag is let go (``busy``), and a
step let go after a few goals says so (``gave_up``).

A later play-test (vs the CPU): the serve step still said to serve after the serve, held READ_TIME
like the rest. A step done by one deliberate act (Ready, your serve: ``at_once``) passes as soon
as it is done, even under a goal's replay or a news card; READ_TIME is for the steps a mouse
moving by chance could pass. Nor does a step hold a live table any more (guide_wait.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from games.foosball.ui.hands import MouseHands
from games.window.guide import Guide, Step

SLID = 0.15  # m of slide the slide step waits for
TURNED = 0.6  # rad of turn the turn step waits for
# Goals after which a step about the rods is let go even if the player never did that one thing
# (issue 32's third play-test: "Step 4 of 5" stayed all game for a player who only used the wheel).
GIVE_UP_GOALS = 3
READ_TIME = 2.5  # s a step is on show at least before it is passed (a scene with a clock)
# The first step that holds the table while it is read (FoosGuide.reading), at a dead moment only
# (guide_wait.py): those about the rods (Ready and the serve come with the ball in hand).
HOLDS_FROM = 2


class Learner(Protocol):
    """What the guides watch in a foosball scene."""

    @property
    def mouse(self) -> MouseHands: ...
    @property
    def serves(self) -> int:
        """Serves you made."""

    @property
    def shots(self) -> int:
        """Balls your figures struck hard."""

    @property
    def goals(self) -> int:
        """Goals scored, by either side."""


class FoosGuide(Guide):
    """A guide whose steps count what the player does from the moment each is shown: shown again
    (F1's G) it starts afresh, and a step is never passed by what was done before it."""

    def __init__(self, name: str, steps: list[Step]) -> None:
        super().__init__(name, steps)
        self.since: dict[tuple[int, str], float] = {}  # a step's counts when it came up
        self.start_at: Callable[[], int] = lambda: 0  # where a guide shown again starts
        # The scene's clock (s): with one, a step stays on show READ_TIME at least.
        self.clock: Callable[[], float] | None = None
        self.shown: dict[int, float] = {}  # when each step came on show, by the clock
        # The scene's count of "go"s (Ready, Space, a count-in run out), and its value when each
        # step came on show: a step shown before the last go was on show while the table waited.
        self.mark: Callable[[], int] = lambda: 0
        self.marks: dict[int, int] = {}
        self.gave_up: Callable[[str], None] = lambda what: None  # told what a let-go step taught
        # Is the player in the middle of a drag (a step is never passed under a held button: a
        # play-test saw step 4 come up while the drag that did step 3 went on)?
        self.busy: Callable[[], bool] = lambda: False
        # Is the game away from the table (a goal's replay, a news card)? No step is passed then
        # and its time on show stands still: a play-test's step 6 came up and went during the
        # CPU's first goal's replay, never seen.
        self.away: Callable[[], bool] = lambda: False
        self._seen_at: float | None = None  # the clock at the last advance
        # Steps done by one deliberate act (Ready, a serve): passed as soon as done, unread.
        self.at_once: set[int] = set()

    def reading(self) -> bool:
        """Has the step on show been up less than READ_TIME, with no go given since it came up (a
        play-test read steps 2-5 with the ball live: the table waits while one is read, at a dead
        moment, guide_wait.py; a step on show as the player said go was read at the card)?"""
        if self.clock is None or self.showing is None or self.index < HOLDS_FROM:
            return False
        if self.marks.get(self.index, self.mark()) != self.mark():
            return False
        shown = self.shown.get(self.index)
        return shown is None or self.clock() - shown < READ_TIME

    def restart(self) -> None:
        super().restart()
        self.since = {}
        self.shown = {}
        self.marks = {}
        self.index = self.start_at()

    def advance(self) -> None:
        """Pass the steps the player has done, each once it has been on show long enough to read
        (its count is taken from when it came on show all the same); an ``at_once`` step as soon
        as it is done."""
        while self.index in self.at_once and (step := self.current) is not None:
            if not step.done() or self.busy():
                break
            self.index += 1
        if self.clock is not None:
            now, last = self.clock(), self._seen_at
            self._seen_at = now
            if self.away():
                if last is not None and self.index in self.shown:
                    self.shown[self.index] += max(0.0, now - last)
                return
        while (step := self.current) is not None:
            done = step.done()  # asked first: a step's counts start when it comes on show
            if self.clock is not None and step.when():
                shown = self.shown.setdefault(self.index, self.clock())
                self.marks.setdefault(self.index, self.mark())
                if self.clock() - shown < READ_TIME:
                    return
            if not done or self.busy():
                return
            self.index += 1

    def counted(
        self, step: int, count: Callable[[], float], enough: float, what: str = ""
    ) -> Callable[[], bool]:
        """Done once ``count`` (named ``what`` among the step's counts) has grown by ``enough``
        since step ``step`` came up."""

        def done() -> bool:
            base = self.since.setdefault((step, what), count())
            return count() - base >= enough

        return done

    def any_of(
        self, step: int, scene: Learner, *done: Callable[[], bool], what: str = "that step"
    ) -> Callable[[], bool]:
        """Done by any of ``done`` (each counted from when the step came up), or after a few
        goals: no step waits all game for one way of doing a thing (and ``gave_up`` is told
        ``what`` the step taught)."""
        late = self.counted(step, lambda: scene.goals, GIVE_UP_GOALS, "goals")
        told: set[int] = set()

        def passed() -> bool:
            if any([d() for d in done]):  # a list: every count takes its base
                return True
            if late():
                if step not in told:
                    told.add(step)
                    self.gave_up(what)
                return True
            return False

        return passed


PRACTICE_SERVE = (
    "Your first serve: press on the ringed ball at your service hole (bottom middle), pull it"
    " down and a little sideways, and let go (straight up the middle it rolls out of the far"
    " hole untouched)"
)
GAME_SERVE = (
    "Your first serve: press on the ringed ball (bottom middle), pull it down and to the right"
    " into the green band, and let go: it rolls up-left to your midfield rod (the path turns green)"
)


def _steps(
    guide: FoosGuide,
    scene: Learner,
    first: int,
    served: Callable[[], bool] | None = None,
    serve_words: str = PRACTICE_SERVE,
) -> list[Step]:
    return [
        Step(
            serve_words,
            served or guide.counted(first, lambda: scene.serves, 1),
        ),
        Step(
            "Slide your rods: move the mouse up and down over the table",
            guide.any_of(
                first + 1,
                scene,
                guide.counted(first + 1, lambda: scene.mouse.slid, SLID),
                what="sliding your rods (move the mouse up and down)",
            ),
        ),
        Step(
            "Turn your rods: hold the left button and drag sideways (right turns the feet towards the"
            " far goal, on the right), or roll the wheel",
            guide.any_of(  # a wheel strike turns the rods too
                first + 2,
                scene,
                guide.counted(first + 2, lambda: scene.mouse.turned, TURNED),
                guide.counted(first + 2, lambda: scene.mouse.strikes, 1, "strikes"),
                what="turning your rods (drag sideways, or roll the wheel)",
            ),
        ),
        Step(
            "Shoot: when the ball is in front of one of your figures, roll the wheel. The dotted line"
            " shows where it goes: slide so the ball meets the edge of the foot to angle it",
            guide.any_of(
                first + 3,
                scene,
                guide.counted(first + 3, lambda: scene.shots, 1),
                what="a shot (roll the wheel with the ball in front of a figure)",
            ),
        ),
    ]


def practice_guide(
    scene: Learner,
    serving: Callable[[], bool],
    cpu_on: Callable[[], bool] = lambda: False,
) -> FoosGuide:
    """``serving``: the ball waits in your hand (a guide shown again with the ball in play starts
    at the rods, not at the serve). ``cpu_on``: a CPU plays the other rods (practice opens with
    it off; the last step says how to bring it in)."""
    guide = FoosGuide("foosball-practice", [])
    last = Step(
        "The CPU is off while you learn. V: CPU off / novice / club (press V for a novice CPU)",
        guide.any_of(4, scene, cpu_on),
    )
    guide.steps = (*_steps(guide, scene, 0), last)
    guide.start_at = lambda: 0 if serving() else 1
    return guide


LIVE_PAIR = (
    "The two yellow rods are in your hand: goalie and defence while the ball is behind your"
    " midfield rod, midfield and attack when it is in front. Keys 1, 2, 3 pick a pair; A follows again"
)


def game_guide(scene: Learner, ready: Callable[[], bool], served: Callable[[], bool]) -> FoosGuide:
    """``served``: your first serve is made, or is not yours to make (the CPU serves). A match's
    guide also says which rods are in your hand (a newcomer's goalie stood still as a shot came:
    it was not in hand), done once the pair in hand has changed (the ball crossed your midfield
    rod, or a key picked a pair)."""
    guide = FoosGuide("foosball", [])
    first = Step("Nothing moves until you say so: press Space (or Ready) when you are ready", ready)
    serve, slide, turn, shoot = _steps(guide, scene, 1, served, GAME_SERVE)
    pair = Step(
        LIVE_PAIR,
        guide.any_of(
            4,
            scene,
            guide.counted(4, lambda: scene.mouse.switches, 1),
            what="the rods in your hand (they change as the ball crosses your midfield rod)",
        ),
    )
    shoot = Step(
        shoot.words,
        guide.any_of(
            5,
            scene,
            guide.counted(5, lambda: scene.shots, 1),
            what="a shot (roll the wheel with the ball in front of a figure)",
        ),
    )
    guide.steps = (first, serve, slide, turn, pair, shoot)
    guide.at_once = {0, 1}  # Ready and the serve: the guide follows them at once
    return guide

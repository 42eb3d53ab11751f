"""A turn revealed on the board in the order a player follows it, at a pace a newcomer can
follow, each step said in a caption above the board: both plans' arrows first, on the chips
where they stood; then the chips move together; then a pass flies, and a caught one is said
caught where it landed; then a ball that changes hands (an interception, a tackle) or a goal is
ringed where it happened. Any key or click skips to the end. The score and the log say the
turn's result only once it has been shown."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from games.core.wording import Who, sentence, tell, who, whose
from games.tortellini.rules.actions import CHIPS, Team, square_name
from games.tortellini.rules.engine import Chip
from games.tortellini.ui.story import Story, chip_said, passer_words, swap_words
from sim.tiles.grid import Square

PLANS_TIME = 2.2  # s the two plans are shown before anything moves
MOVE_SPEED = 1.6  # squares a second a chip glides
MOVE_TIME = 1.0  # s at least from the first move to the pass (the glide, then a pause)
BALL_SPEED = 4.0  # squares a second a long pass flies
# s a pass is in the air at least: a pass was one leg of its glide however far it went, over in
# 0.25 s, and a play-test capturing every 0.3 s never saw the ball fly (7/10).
FLIGHT_TIME = 0.8
BALL_TIME = 0.9  # s at least from the throw to what comes of it: the ball seen to land
CAUGHT_TIME = 1.4  # s "Caught by ..." is said before a tackle on the catcher (or the next turn)
# s a change of hands or a goal stays ringed, its caption and banner on show: the banner's whole
# life (games/window/banner.py's LIFE, 2.4 s) or until a key or click; at 2.0 s the GOAL banner
# was cut short by the next goal's setting up (play-test 7/10).
MARK_TIME = 2.5


class Stage(Enum):
    PLANS = "plans"
    MOVING = "moving"
    BALL = "ball"
    CAUGHT = "caught"
    MARKED = "marked"
    DONE = "done"


@dataclass(slots=True)
class Reveal:
    """One turn being shown (its :class:`Story`) and how far the showing has come."""

    story: Story
    stage: Stage = Stage.PLANS
    t: float = 0.0
    started: set[Stage] = field(default_factory=set)
    skipped: bool = False  # a key or click ended it before its time

    @property
    def before(self) -> Mapping[Chip, Square]:
        return self.story.before

    @property
    def ball_path(self) -> list[Square]:
        return self.story.ball_path

    @property
    def marks(self) -> list[Square]:
        """The squares ringed once the chips have moved: where the ball changed hands, or the goal."""
        square = self.story.changed_hands
        if square is None and self.story.goal:
            square = self.story.after[self.story.holder]
        return [] if square is None else [square]

    def orders(self) -> dict[Chip, str]:
        """Both teams' orders, chip by chip, while the plans are shown."""
        if self.stage != Stage.PLANS:
            return {}
        return {(team, chip): plan.order(chip) for team, plan in self.story.plans.items() for chip in CHIPS}

    def frozen(self) -> dict[Chip, Square | None] | None:
        """Where the chips are drawn (a gliding chip aside): where they stood while the plans are
        shown, where they moved to after (even when a goal has cleared the board)."""
        if self.stage == Stage.DONE:
            return None
        chips = self.story.before if self.stage == Stage.PLANS else self.story.after
        return dict(chips)

    def ball_on(self) -> Chip | None:
        """The chip the ball is drawn on (a flying ball aside)."""
        s = self.story
        if self.stage in (Stage.PLANS, Stage.MOVING):
            return s.carrier
        if self.stage in (Stage.BALL, Stage.CAUGHT):
            return s.interceptor or s.receiver or s.carrier
        return s.holder if self.stage == Stage.MARKED else None

    def advance(self, dt: float, busy: bool) -> Stage:
        """Time goes on; ``busy``: the board is still gliding something. Returns the stage now
        (the caller starts each stage's glides when it first sees it)."""
        self.t += dt
        if self.stage == Stage.PLANS and self.t >= PLANS_TIME:
            self._to(Stage.MOVING)
        elif self.stage == Stage.MOVING and self._settled(busy, MOVE_TIME):
            self._to(Stage.BALL if len(self.ball_path) >= 2 else Stage.MARKED)
        elif self.stage == Stage.BALL and self._settled(busy, BALL_TIME):
            self._to(Stage.MARKED if self.story.interceptor is not None else Stage.CAUGHT)
        elif self.stage == Stage.CAUGHT and self.t >= CAUGHT_TIME:
            self._to(Stage.MARKED)
        elif self.stage == Stage.MARKED and (not self._held() or self.t >= MARK_TIME):
            self._to(Stage.DONE)
        return self.stage

    def _held(self) -> bool:
        """Does the end of the turn stay on show: a square ringed, or a swap to explain?"""
        return bool(self.marks) or self.story.swapped is not None

    def _settled(self, busy: bool, least: float) -> bool:
        return not busy and self.stage in self.started and self.t >= least

    def begin(self, stage: Stage) -> bool:
        """Is this the first time ``stage`` is seen (its glides to start)?"""
        if stage in self.started:
            return False
        self.started.add(stage)
        return True

    def skip(self) -> None:
        self.skipped = True
        self._to(Stage.DONE)

    def _to(self, stage: Stage) -> None:
        self.stage, self.t = stage, 0.0

    def flight_speed(self) -> float:
        """The pass's glide speed (its path is one leg, however long): a long pass flies at
        ``BALL_SPEED``, a short one takes ``FLIGHT_TIME`` all the same."""
        (c0, r0), (c1, r1) = self.ball_path[0], self.ball_path[-1]
        return 1.0 / max(FLIGHT_TIME, max(abs(c1 - c0), abs(r1 - r0)) / BALL_SPEED)

    # ----------------------------------------------------------------- words
    def caption(self, names: Mapping[Team, Who]) -> str:
        """What the board shows now, in the screen's names."""
        s = self.story
        if self.stage == Stage.PLANS:
            one, two = Team.ONE, Team.TWO
            return sentence(
                tell(f"both plans at once: {whose(one)} orders solid, {whose(two)} dashed", names)
            )
        if self.stage == Stage.MOVING:
            return "The chips move, all together"
        if self.stage == Stage.BALL and s.receiver is not None:
            throw = f"{chip_said(s.carrier, names)} passes to {chip_said(s.receiver, names)}"
            if s.interceptor is not None:
                return sentence(f"{throw}: {chip_said(s.interceptor, names)} is in the lane!")
            return sentence(throw)
        if self.stage == Stage.CAUGHT and s.receiver is not None:
            return f"Caught by {chip_said(s.receiver, names)} on {square_name(s.after[s.receiver])}"
        if self.stage == Stage.MARKED:
            return self._outcome(names)
        return ""

    def _outcome(self, names: Mapping[Team, Who]) -> str:
        s = self.story
        if s.interceptor is not None:
            where = square_name(s.after[s.interceptor])
            words = f"intercepted on {where} by {chip_said(s.interceptor, names)}!"
        elif s.tackler is not None:
            victim = s.receiver or s.carrier
            where = square_name(s.after[s.tackler])
            taker, loser = chip_said(s.tackler, names), chip_said(victim, names)
            words = f"tackled on {where}: {taker} takes the ball from {loser}"
        else:
            words = (swap_words(s, names) or passer_words(s, names) or "").rstrip(".")
        if s.goal:
            scorer = s.holder[0]
            goal = tell(f"goal for {who(scorer)}, on {whose(scorer.other)} home row!", names)
            words = f"{words.rstrip('!')}, and a {goal}" if words else goal
        return sentence(words)

"""How a goal came, in one plain sentence as a player saw it, from the figures' touches since the
ball was put in play: "The CPU's midfield rod knocks it into its own goal", "The CPU's midfield
shot bounces off your attack rod into its own goal", "Your attack rod shoots it in". (A newcomer's
play-test: the CPU knocked the ball into its own goal and the card said "You punish the CPU's
attack from the midfield rod (greed)": the table talk's name of a goal is only a caption under
these words, never the words themselves.)

A figure of a rod not in your hand (not lit) is never said to have knocked the ball in: a
play-test read "Your defence rod knocks it into your own goal" when that rod hung still out of
hand; it is "The ball bounced off your defence figure (not in your hand) into your own goal".

A touch is a shot only if the figure's foot was swinging (a turn of the rod); a figure that met
the ball only sliding across the table pushed it (a newcomer's play-test: two goals the player made
only moving the mouse up and down were told "Your midfield rod shoots it in", and "Your goalie
knocks it into your own goal" of a goalie that was only sliding): "Your midfield man's slide
pushed it in", "Your goalie's slide pushed it into your own goal".

Also which of your rods the ball went past while they were not in your hand (not lit): the first
goal the CPU scores past one, the card says which key takes them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass

from games.foosball.rules.wording import Who, rod_name
from games.window import ui
from sim.foosball.spec import Side, TableSpec
from sim.foosball.table import EventKind, TableEvent

STRUCK = 0.5  # m/s: a figure moving this fast at a contact struck the ball; slower, it bounced off


@dataclass(frozen=True, slots=True)
class Touch:
    """One figure's touch of the ball (its contacts in a row): whose, which rod, how fast."""

    team: Side
    rod: int
    speed: float  # the figure's fastest at the touch (m/s)
    held: bool = True  # the rod was in its player's hand (lit) at the touch
    turn: float | None = None  # of which the foot's swing (m/s; None: all of it)

    def touched(self, speed: float, turn: float | None = None) -> Touch:
        swing = max(self.swing, speed if turn is None else turn)
        return Touch(self.team, self.rod, max(self.speed, speed), self.held, swing)

    @property
    def swing(self) -> float:
        return self.speed if self.turn is None else self.turn

    @property
    def struck(self) -> bool:
        """A shot: the foot swung into the ball."""
        return self.swing >= STRUCK

    @property
    def pushed(self) -> bool:
        """Not a shot, but the figure slid into the ball fast: it pushed it."""
        return not self.struck and self.speed >= STRUCK


def _own(who: Who) -> str:
    return "your" if who.you else f"{who.name}'s"


def _man(role: str) -> str:
    """A figure of a rod, as a player names it: "goalie", "midfield man"."""
    return role if role == "goalie" else f"{role} man"


def _itself(who: Who) -> str:
    """``who``'s own goal, as the sentence says it: "your own goal", "its own goal"."""
    return "your own" if who.you else "its own"


class GoalStory:
    """The touches since the ball was last put in play, and the rods it passed unlit."""

    def __init__(self, spec: TableSpec, you: Side = Side.HOME) -> None:
        self.spec = spec
        self.you = you
        self.touches: list[Touch] = []
        self.passed_unlit: set[int] = set()  # your rods the ball went by, towards your goal, unlit

    def clear(self) -> None:
        """The ball is put in play again: a new story."""
        self.touches = []
        self.passed_unlit = set()

    def heard(
        self,
        events: list[TableEvent],
        lit: Collection[int] | None = None,
        slides: Callable[[int], float] | None = None,
    ) -> None:
        """A step's contacts, each joined to the touch it goes on; ``lit``: your rods in your
        hand then (None: all of them); ``slides``: how fast a rod slides now (m/s), the rest of a
        figure's speed at a contact being its foot's swing (None: all swing)."""
        for event in events:
            if event.kind != EventKind.CONTACT or event.team is None or event.rod is None:
                continue
            turn = None
            if slides is not None:  # (the table's contact speed is the figure's, both ways)
                turn = math.sqrt(max(0.0, event.speed**2 - slides(event.rod) ** 2))
            last = self.touches[-1] if self.touches else None
            if last is not None and last.team == event.team and last.rod == event.rod:
                self.touches[-1] = last.touched(event.speed, turn)
            else:
                held = event.team != self.you or lit is None or event.rod in lit
                touch = Touch(event.team, event.rod, event.speed, held, turn)
                self.touches = [*self.touches[-5:], touch]
            if event.team != self.you:
                self.passed_unlit = set()  # a new shot of theirs: what it goes past counts

    def moved(self, before: float, after: float, lit: Collection[int]) -> None:
        """The ball went from ``before`` to ``after`` along the table: note your rods it went past
        towards your goal while they were not in your hand."""
        forward = 1.0 if self.you == Side.HOME else -1.0
        if (after - before) * forward >= 0.0:
            return
        for rod in self.spec.rods:
            if rod.team == self.you and rod.index not in lit and (before - rod.x) * (after - rod.x) < 0.0:
                self.passed_unlit.add(rod.index)

    def told(self, goal: Side, who: Mapping[Side, Who]) -> str:
        """How the goal into ``goal`` came, in one plain sentence in the players' names."""
        scorer, conceder = who[goal.other], who[goal]
        touches = self.touches
        if not touches:
            return "It rolls in untouched"
        last = touches[-1]
        before = touches[-2] if len(touches) > 1 else None
        rod = rod_name(self.spec.rods[last.rod])
        man = _man(self.spec.rods[last.rod].role)
        if last.team == goal:  # off a figure of the side scored upon
            if not last.struck and before is not None and before.team != goal and before.struck:
                shot = self.spec.rods[before.rod].role
                words = f"{_own(scorer)} {shot} shot goes in off {_own(conceder)} {rod}"
            elif not last.held:  # hanging still out of hand: the ball came off it, no one's doing
                figure = rod.removesuffix(" rod")
                words = f"the ball bounced off {_own(conceder)} {figure} figure (not in your hand) into"
                words += f" {_itself(conceder)} goal"
            elif last.struck:
                words = f"{_own(conceder)} {rod} knocks it into {_itself(conceder)} goal"
            elif last.pushed:  # sliding, not kicking: said as it happened
                words = f"{_own(conceder)} {man}'s slide pushed it into {_itself(conceder)} goal"
            else:
                words = f"the ball came off {_own(conceder)} {man} into {_itself(conceder)} goal"
            return ui.sentence(words)
        if last.struck:
            return ui.sentence(f"{_own(scorer)} {rod} shoots it in")
        if before is not None and before.team == goal and before.struck:
            # Their shot bounced off a still figure of the scorer's, back into their own goal.
            shot = self.spec.rods[before.rod].role
            own = _itself(conceder)
            words = f"{_own(conceder)} {shot} shot bounces off {_own(scorer)} {rod} into {own} goal"
            return ui.sentence(words)
        if last.pushed:
            return ui.sentence(f"{_own(scorer)} {man}'s slide pushed it in")
        return ui.sentence(f"{_own(scorer)} {rod} nudges it in")

    def unlit_words(self, names: Mapping[int, str]) -> str:
        """The tip after a goal past your rods not in your hand ("" if none was passed)."""
        forward = 1.0 if self.you == Side.HOME else -1.0
        passed = sorted(self.passed_unlit, key=lambda i: self.spec.rods[i].x * forward)
        if not passed:
            return ""
        rods = " and ".join(names.get(i, rod_name(self.spec.rods[i])) for i in passed)
        return (
            f"Tip: the shot went past your {rods}, not in your hand (not lit yellow). Keys 1, 2, 3"
            " take a pair (1: goalie and defence); A: your hand follows the ball again."
        )

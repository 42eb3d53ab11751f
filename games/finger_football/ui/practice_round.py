"""Practice's rounds: what counts, and the one counter the window shows. Pure: no pygame.

Round 1 is a warm-up of :data:`WARM_UP` targets that teaches: the aim help exact (the yellow line
ends where it stops) and the hand exact. From round 2 every round counts, :data:`ROUND` targets,
the best kept: the aim help an estimate (a band where eight in ten of the flicks that stay on
the mat stop, the likeliest marked, its label saying how many leave it: likely_band.py) and a
club player's trembling hand. With exact help and an exact hand, a newcomer hit 4 of 4 with no skill.

What is never scored, and says so: a flick of a slider the player put somewhere (right-click:
every flick is a free try until R puts it back at the start: placed on the lit circle, a 3-yd
nudge had counted as a hit), and any flick once G or H changed the round's aim help or hand
(free practice until T starts a scored round).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.finger_football.ui.flick_input import ESTIMATE, EXACT
from games.finger_football.ui.likely_band import HOLDS
from games.finger_football.ui.practice_words import count

WARM_UP = 3  # targets in the warm-up round
ROUND = 10  # targets in a scored round: a score out of ten, the best kept in the settings
BAND_HOLDS = f"{HOLDS} flicks"  # measured: test_finger_football_practice5.py
SCORED_HELP, SCORED_HAND = ESTIMATE, "club"
WARM_UP_RULE = "Round 1, a warm-up (not kept): the yellow line shows where it stops; your hand is steady."
SCORED_RULE = "Round {n}: the band shows where {holds} stop; your hand trembles."
FREE_RULE = "Your own aim help and hand, not scored. T: a scored round."  # under "Free practice"
PLACED = "Free try: you put the slider there, so its flicks are not scored. R: back where it was."
# A round's free try is not judged against the round's target (it was: play-test).
FREE_TRY = "Free try, not scored: no hit or miss for the round. R: back where the round had it."


@dataclass(frozen=True, slots=True)
class Try:
    """One scored flick, as the round's card sums it up: hit or not, how far it went, where it
    stopped from its target's centre along the flick's way (+: past it) and across, in yards."""

    hit: bool
    yards: float
    past: float
    aside: float
    target: str  # the circle's one name (practice_words.circle_name)


def best_try(tries: list[Try]) -> str:
    """The round's best flick: its longest hit, else its nearest miss."""
    hits = [t for t in tries if t.hit]
    if hits:
        t = max(hits, key=lambda t: t.yards)
        return f"Best flick: a {t.yards:.0f}-yd hit on {t.target}."
    if not tries:
        return ""
    t = min(tries, key=lambda t: abs(complex(t.past, t.aside)))
    return f"Best flick: {abs(complex(t.past, t.aside)):.0f} yd from {t.target}."


def next_try(tries: list[Try]) -> str:
    """What to try next, from where the round's misses went: past, short or aside, the most."""
    misses = [t for t in tries if not t.hit]
    if not misses:
        return "Try next: keep it up, every flick was a hit."
    past = sum(t.past > abs(t.aside) for t in misses)
    short = sum(-t.past > abs(t.aside) for t in misses)
    aside = len(misses) - past - short
    if past >= max(short, aside):
        return f"Try next: pull a little softer ({past} of {len(misses)} misses went past)."
    if short >= aside:
        return f"Try next: pull a little harder ({short} of {len(misses)} misses stopped short)."
    return f"Try next: line the pull up through the circle ({aside} of {len(misses)} misses went aside)."


@dataclass(slots=True)
class Rounds:
    number: int = 1  # 1: the warm-up
    free: bool = False  # G or H changed the round's help or hand: nothing is scored
    tries: int = 0  # targets tried in this round (one scored flick each)
    hits: int = 0
    last: int | None = None  # the score of the last scored round ended
    ended: str = ""  # the card's words as a round ends
    flicks: list[Try] = field(default_factory=list)  # this round's scored flicks
    summary: tuple[str, ...] = ()  # the ended round's best flick and what to try next

    @property
    def warm_up(self) -> bool:
        return self.number == 1 and not self.free

    @property
    def length(self) -> int:
        return WARM_UP if self.number == 1 else ROUND

    def aids(self) -> tuple[str, str]:
        """(aim help, hand) this round is played with."""
        return (EXACT, EXACT) if self.number == 1 else (SCORED_HELP, SCORED_HAND)

    def rule(self) -> str:
        if self.free:
            return FREE_RULE
        return WARM_UP_RULE if self.warm_up else SCORED_RULE.format(n=self.number, holds=BAND_HOLDS)

    def counter(self, best: int) -> str:
        """The one counter: this round's hits of its targets tried, the target now, the best."""
        if self.free:
            return "Free practice"  # "not scored" is the rule's to say, once (play-test: thrice)
        name = "Warm-up" if self.warm_up else f"Round {self.number}"
        target = f"target {self.tries + 1} of {self.length}"
        words = f"{name}: {count(self.hits, 'hit')} in {self.tries} · {target}"
        last = f" · last round {self.last}/{ROUND}" if self.last is not None else ""
        return words + last + (f" · best {best}/{ROUND}" if best else "")

    def scored(self, hit: bool, flick: Try | None = None) -> bool:
        """One target tried; True when that ended the round (the next one starts: round 2 and on
        count). The round's score is then :attr:`last` (a scored round's) and :attr:`ended`, its
        best flick and what to try next :attr:`summary`."""
        self.tries += 1
        self.hits += hit
        if flick is not None:
            self.flicks.append(flick)
        if self.tries < self.length:
            return False
        if self.warm_up:
            self.ended = f"Warm-up over: {self.hits} of {WARM_UP} · round 2 counts"
        else:
            self.last = self.hits
            self.ended = f"Round {self.number} over: {self.hits} of {ROUND} hit"
        self.summary = tuple(w for w in (best_try(self.flicks), next_try(self.flicks)) if w)
        self.number += 1
        self.tries = self.hits = 0
        self.flicks = []
        return True

    def in_scored_round(self) -> bool:
        """A scored round is under way (a flick of it made): leaving it loses them."""
        return not self.free and not self.warm_up and self.tries > 0

    def under_way(self) -> bool:
        """A round, the warm-up too, has a target tried: G or H ask before they leave it (a
        tester pressed H part-way through the warm-up and saw no question)."""
        return not self.free and self.tries > 0

    def leave(self) -> None:
        """G or H: the round is left for free practice (its targets tried are kept for T's
        numbering: a round left half-way is not played on)."""
        self.free = True

    def new_round(self) -> None:
        """T: a scored round from its first target (never the warm-up again)."""
        self.number = max(2, self.number + (1 if self.tries else 0))
        self.free = False
        self.tries = self.hits = 0
        self.flicks = []

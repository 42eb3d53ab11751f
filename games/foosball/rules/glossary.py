"""The words of the table's commentary (rules/commentary.py): the MabuchiLab glossary's terms
(Article XII) that can be seen on the table with the rulebook's sentence for each, the options
that say where a call begins, a call, and calls counted per side."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

from games.foosball.rules.wording import RULEBOOK, Who, tell
from sim.foosball.spec import Side


class Term(StrEnum):
    """The glossary's terms that can be seen on the table."""

    AU_IE = "au-ie"
    BUCK = "buck"
    DUB = "dub"
    GREED = "greed"
    JACKHAMMER = "jackhammer"
    KEEVE = "keeve"
    OSCILLATION = "oscillation"
    OUT_OF_PHASE = "out of phase"
    OVERTIME = "overtime"
    POSTMASTER = "postmaster"


# Each term's sentence in Article XII, as the rulebook has it.
GLOSSARY: Mapping[Term, str] = {
    Term.AU_IE: 'A goal scored by an intentionally and insultingly slow-moving shot. Exploits "Oscillation".',
    Term.BUCK: (
        "A goal scored, from the forward line, by rapidly reversing a defender's attempt to clear the ball."
    ),
    Term.DUB: (
        "A goal scored, from the midfield line, by rapidly reversing a defender's attempt to clear the ball."
    ),
    Term.GREED: (
        "Any exchange in which a player is scored upon as a result of mis-timing an aggressive counterattack."
    ),
    Term.JACKHAMMER: "When a player, usually John Stockton, takes many shots in rapid succession.",
    Term.KEEVE: "To serve the ball directly to one's own midfielder then score with the first touch.",
    Term.OSCILLATION: (
        "To move into and out of the path of a slow-moving ball, often as a result of too much gain"
        " in the motor coordination department."
    ),
    Term.OUT_OF_PHASE: "To be out of phase is to hit the ball in the wrong direction.",
    Term.OVERTIME: "Any point in the game when the losing player/team has 9 or more points.",
    Term.POSTMASTER: "A player with a propensity for missing the goal by hitting its edges.",
}


# What each term means, in a few plain words, for a newcomer reading the log (the window puts
# it after the call, as a tooltip would).
PLAIN: Mapping[Term, str] = {
    Term.AU_IE: "a goal from a deliberately slow shot",
    Term.BUCK: "a goal by the attack rod turning a clearance straight back",
    Term.DUB: "a goal by the midfield rod turning a clearance straight back",
    Term.GREED: "an attack answered at once by a goal the other way",
    Term.JACKHAMMER: "many shots in quick succession",
    Term.KEEVE: "serve to your own midfield rod, score with its first touch",
    Term.OSCILLATION: "a rod dithering in front of a slow ball",
    Term.OUT_OF_PHASE: "a hit sent back towards the hitter's own goal",
    Term.OVERTIME: "the side behind has 9 goals or more",
    Term.POSTMASTER: "shots keep hitting the goal's posts",
}


@dataclass(frozen=True, slots=True)
class CommentaryOptions:
    """Where a call begins: each field reads a word of the glossary that names an intent or a
    habit (docs/rules/foosball.md, "Article XII")."""

    # "the first touch": contacts of one rod this close together (s) are one touch (the table
    # reports a figure again as it speeds up through one swing).
    touch_time: float = 0.1
    # A shot: a hit that sends the ball towards the other goal at least this fast (m/s). It is
    # what "takes many shots" counts, and what makes a counterattack "aggressive" (greed).
    shot_speed: float = 2.0
    # Jackhammer, "many shots in rapid succession": this many shots by one side ...
    jackhammer_shots: int = 4
    # ... each at most this long (s) after the one before, with no shot by the other side between.
    jackhammer_gap: float = 1.0
    # Au-ie, "an intentionally and insultingly slow-moving shot": the scorer's own hit reached the
    # goal's plane at no more than this average speed (m/s).
    au_ie_speed: float = 0.5
    # Buck and dub, "rapidly reversing a defender's attempt to clear": the reversing touch came
    # at most this long (s) after the clearance.
    reverse_time: float = 0.4
    # Greed, "scored upon as a result of" an aggressive counterattack: the goal came at most this
    # long (s) after the counterattacking shot.
    greed_time: float = 1.5
    # Out of phase, "hit the ball in the wrong direction": a hit that sends the ball towards the
    # hitter's own goal at least this fast (m/s); slower, it is a touch back, not a hit.
    out_of_phase_speed: float = 1.5
    # Postmaster, "a propensity for missing the goal by hitting its edges": called at every this
    # many shots off the posts of the goal a side attacks, in a game.
    postmaster_hits: int = 3
    # Oscillation, "the path of a slow-moving ball": a ball no faster than this (m/s) ...
    oscillation_speed: float = 0.5
    # ... whose path the rod it heads for moves into and out of ("into and out of") this many times.
    oscillation_exits: int = 2

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, int) and not 1 <= value <= 100:
                raise ValueError(f"{f.name} must be a whole number from 1 to 100")
            if isinstance(value, float) and not (math.isfinite(value) and 0.0 < value <= 100.0):
                raise ValueError(f"{f.name} must be a number above 0, at most 100")

    def to_json(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CommentaryOptions:
        known = {f.name: f for f in fields(cls)}
        unknown = set(data) - set(known)
        if unknown:
            raise ValueError(f"unknown commentary option(s): {', '.join(sorted(unknown))}")
        defaults = cls()
        typed = {k: type(getattr(defaults, k))(v) for k, v in data.items()}
        return cls(**typed)


@dataclass(frozen=True, slots=True)
class Call:
    """One call of the commentary: a glossary term about ``side`` at table time ``t``. ``words``
    is a template naming the teams as ``{home}`` and ``{away}`` (games/core/wording.py);
    ``after`` is how many of the referee's lines had been said when it was called, to place it
    in the play-by-play."""

    term: Term
    side: Side
    t: float
    words: str
    after: int = 0

    @property
    def text(self) -> str:
        """The call in the rulebook's names."""
        return tell(self.words, RULEBOOK)

    def told(self, names: Mapping[Side, Who]) -> str:
        """The call in these names: you, the CPU."""
        return tell(self.words, names)

    def to_json(self) -> dict[str, Any]:
        return {"term": self.term.value, "side": self.side.value, "t": round(self.t, 4), "text": self.text}


def tally(calls: Iterable[Call]) -> dict[Side, Counter[str]]:
    """How many times each term was called, per side."""
    counts: dict[Side, Counter[str]] = {side: Counter() for side in Side}
    for call in calls:
        counts[call.side][call.term.value] += 1
    return counts


def tally_json(counts: Mapping[Side, Mapping[str, int]]) -> dict[str, dict[str, int]]:
    """Counts per side with every term named, as ``simulate --json`` writes them."""
    return {
        side.value: {term.value: counts.get(side, {}).get(term.value, 0) for term in Term} for side in Side
    }


def counted(counts: Mapping[Side, Counter[str]], names: Mapping[Side, Who] = RULEBOOK) -> str:
    """Counts per side in words, as the names say the sides: "home keeve 1, jackhammer 2; away
    greed 1" ("you keeve 1; the CPU greed 1"); "" for none."""
    parts = []
    for side in Side:
        said = counts.get(side, Counter())
        named = ", ".join(f"{term.value} {said[term.value]}" for term in Term if said[term.value])
        if named:
            parts.append(f"{names[side].name} {named}")
    return "; ".join(parts)

"""The state of a game of Finger Football, in small dataclasses by what each part is about, and
its JSON, written and read from their fields (games/core/state_json.py).

:class:`Ends` (Starting Play, Game Length: the toss, the goal each team defends, who kicks off
next), :class:`Drive` (Play From Scrimmage: the offence, its line of scrimmage and down, whether
it has reached the 50 for a field goal), :class:`Play` (the dice, the target, a rest waiting to be
judged), :class:`Clock` (Game Length, Breaking Ties: the quarter, its plays, the overtime periods)
and :class:`Scoreboard` (Object of Play: the score, and each team's counts).

The saved game is one flat JSON object, every group's fields side by side, in the form games were
saved in before the groups were drawn: replays hash it (codec.py), so its keys and values are a
file format, and a field added to a group is saved and loaded with no more code.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from games.core.state_json import CODEC, GROUP, OPTIONAL, Codec
from games.finger_football.rules.actions import Dice, Event, Phase, Target, Team
from sim.slider.mat import Half

FORMAT = "tabletop-sim/finger-football-state"
VERSION = 1


@dataclass(frozen=True, slots=True)
class Judgement:
    """How a scrimmage flick reads, waiting for a bump or its acceptance. ``why`` is a template
    (wording.py): a bump names the team that moved the surface."""

    result: str  # success, fail, touchdown, touchback, fumble, penalty, sideways
    rest: tuple[float, float]
    why: str
    near: bool = False  # close enough to what was aimed at to need a careful look
    # The slider's angle at rest (rules version 3): a bump moves the slider as it lies.
    rest_angle: float | None = None

    def to_json(self) -> list[Any]:
        """As the state saves it: without the angle when there is none, as games saved before
        it was kept (their states hash as they always did)."""
        out = [self.result, list(self.rest), self.why, self.near]
        return out if self.rest_angle is None else [*out, self.rest_angle]


@dataclass(slots=True)
class Ends:
    """Starting Play and Game Length: who won the toss, the goal each team defends (they change at
    each quarter's end), and who kicks off next."""

    defends: dict[Team, Half] = field(default_factory=dict)
    toss_winner: Team | None = None
    kicker: Team | None = None


@dataclass(slots=True)
class Drive:
    """Play From Scrimmage: the team with the ball, where and on which down; ``midfield_reached``:
    this drive has touched or crossed the 50 (Field Goals: "once he has successfully touched or
    crossed the 50 yard line")."""

    offense: Team | None = None
    los: tuple[float, float] | None = None
    midfield_reached: bool = field(default=False, metadata={OPTIONAL: True})  # older saves lack it
    down: int = 1


@dataclass(slots=True)
class Play:
    """The play being run: the dice thrown for it, the target, a rest waiting to be judged."""

    dice: Dice | None = None
    target: Target | None = None
    pending: Judgement | None = None


@dataclass(slots=True)
class Clock:
    """Game Length and Breaking Ties: the quarter (overtime periods follow the last one), the
    plays run in it, and how many overtime periods have been added."""

    quarter: int = 1
    plays: int = 0
    overtime: int = 0


@dataclass(slots=True)
class Scoreboard:
    """Object of Play: the score; and what each team did, counted for reports."""

    score: dict[Team, int] = field(default_factory=lambda: dict.fromkeys(Team, 0))
    stats: dict[Team, Counter[str]] = field(default_factory=lambda: {t: Counter() for t in Team})


def _rng_from_json(data: dict[str, Any]) -> np.random.Generator:
    rng = np.random.default_rng()
    rng.bit_generator.state = data
    return rng


RNG = Codec(lambda rng: rng.bit_generator.state, _rng_from_json)
LOG = Codec(lambda log: [e.to_json() for e in log], lambda data: [Event.from_json(e) for e in data])


@dataclass(init=False, eq=False, repr=False)
class State:
    """What a game saves besides its seed, options and mat: the engine (engine.py) is built on
    it. Each group's fields are read and set on the game by their own names too."""

    rng: np.random.Generator = field(metadata={CODEC: RNG})
    phase: Phase
    clock: Clock = field(metadata={GROUP: True})
    scoreboard: Scoreboard = field(metadata={GROUP: True})
    ends: Ends = field(metadata={GROUP: True})
    drive: Drive = field(metadata={GROUP: True})
    play: Play = field(metadata={GROUP: True})
    log: list[Event] = field(metadata={CODEC: LOG})

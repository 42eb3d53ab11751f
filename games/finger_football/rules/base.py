"""The ground every section of the rules stands on: the state (state.py), made at the start of a
game and saved and loaded whole; the queries any part of the rules or a player asks (whose turn,
which way a team attacks, the winner); and the helpers every section uses (the play-by-play,
refusing an action).

The sections build on it, each in its own module after the rulebook's sections: scoring.py
(Object of Play, Game Length, Breaking Ties), scrimmage.py (Play From Scrimmage, the dice, the
Special Rules' zones), starting.py (Starting Play), kickoffs.py (Kicking Off, Onside Kicks),
judging.py (a scrimmage flick's rest, Touchdowns, the moved-surface rule), penalties.py
(Penalties, Fumbles and Interceptions), punts.py (Punts) and kicks.py (Field Goals and Kicked
Extra Points, Two Point Conversions). rules.py puts them together as ``FingerFootball``.

The state lives in groups (``game.drive.los``, ``game.clock.quarter``); each group's field is read
and set on the game by its own name as well (``game.los``, ``game.quarter``), as players, windows
and tests do.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Self

import numpy as np

from games.core import CHANCE, Chance, ChanceNode, Outcome
from games.core.engine import clone_sharing_history
from games.core.state_json import Via
from games.core.state_json import from_json as state_from_json
from games.core.state_json import to_json as state_to_json
from games.finger_football.rules.actions import (
    ZONE_FACES,
    Dice,
    Event,
    IllegalAction,
    LogKind,
    Options,
    Phase,
    Target,
    Team,
)
from games.finger_football.rules.field import Field, attack_direction
from games.finger_football.rules.state import (
    FORMAT,
    VERSION,
    Clock,
    Drive,
    Ends,
    Judgement,
    Play,
    Scoreboard,
    State,
)
from sim.slider import mat as mats
from sim.slider.mat import Half, Mat


def other_half(half: Half) -> Half:
    """The other end of the field: the goal the other team defends."""
    return Half.VISITOR if half == Half.HOME else Half.HOME


class Engine(State):
    """A game's state with the queries and helpers every section of the rules uses."""

    def __init__(self, mat: Mat | None = None, seed: int = 0, options: Options | None = None) -> None:
        self.mat = mat or mats.default()
        self._mat_toml: str | None = None  # the mat in its file form, written once when first saved
        self.options = options or Options()
        self.field = Field(self.mat, self.options.symmetric_lines)
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.chance = Chance(self.rng)
        self.phase = Phase.COIN_TOSS
        self.clock = Clock()
        self.scoreboard = Scoreboard()
        self.ends = Ends()
        self.drive = Drive()
        self.play = Play()
        self.log = []

    # Each group's fields by their own names.
    defends = Via[dict[Team, Half]]("ends")
    toss_winner = Via[Team | None]("ends")
    kicker = Via[Team | None]("ends")  # who kicks off next
    offense = Via[Team | None]("drive")
    los = Via[tuple[float, float] | None]("drive")
    midfield_reached = Via[bool]("drive")
    down = Via[int]("drive")
    dice = Via[Dice | None]("play")
    target = Via[Target | None]("play")
    pending = Via[Judgement | None]("play")
    quarter = Via[int]("clock")
    plays = Via[int]("clock")  # plays run in this quarter
    overtime = Via[int]("clock")
    score = Via[dict[Team, int]]("scoreboard")
    stats = Via[dict[Team, Counter[str]]]("scoreboard")

    # ================================================================= queries
    @property
    def defense(self) -> Team | None:
        return None if self.drive.offense is None else self.drive.offense.other

    @property
    def toss_loser(self) -> Team | None:
        return None if self.ends.toss_winner is None else self.ends.toss_winner.other

    def direction(self, team: Team) -> int:
        return attack_direction(self.ends.defends[team])

    def attacked_half(self, team: Team) -> Half:
        """The endzone ``team`` attacks: the one the other team defends."""
        return self.ends.defends[team.other]

    def to_move(self) -> Team | str | None:
        """Who acts now: a team, CHANCE at the coin toss, None when the game is over. The dice
        are the defence's to throw (they say ``Roll``); what comes up is chance, as
        :meth:`chance_node` says."""
        p = self.phase
        if p == Phase.GAME_OVER:
            return None
        if p == Phase.COIN_TOSS:
            return CHANCE
        if p == Phase.TOSS_CHOICE:
            return self.ends.toss_winner
        if p in (Phase.GOAL_CHOICE, Phase.HALF_CHOICE):
            return self.toss_loser
        if p in (Phase.KICKOFF, Phase.ONSIDE, Phase.KICKOFF_CHOICE):
            return self.ends.kicker
        if p in (Phase.ROLL, Phase.PENALTY, Phase.DEFENCE_JUDGE):
            return self.defense
        return self.drive.offense

    def is_over(self) -> bool:
        return self.phase == Phase.GAME_OVER

    @property
    def winner(self) -> Team | None:
        """The winner, once the game is over (ties go to overtime, so there always is one)."""
        if not self.is_over():
            return None
        score = self.scoreboard.score
        return max(score, key=lambda t: score[t])

    def outcome(self) -> Outcome | None:
        winner = self.winner
        if winner is None:
            return None
        return Outcome(winner.value, {t.value: n for t, n in self.scoreboard.score.items()})

    def clone(self) -> Self:
        return clone_sharing_history(self, self.log, self.chance.thrown)

    def chance_node(self) -> ChanceNode | None:
        """The next throw, when one is due: the toss (True: Red wins it), or the zone die of a
        roll (its direction die is thrown next, from ``Options.direction_faces``)."""
        if self.phase == Phase.COIN_TOSS:
            return ChanceNode.bernoulli("toss", 0.5)
        if self.phase == Phase.ROLL:
            return ChanceNode.uniform("zone die", ZONE_FACES)
        return None

    # ================================================================= helpers
    def _expect(self, *phases: Phase, rule: str) -> None:
        if self.phase not in phases:
            raise IllegalAction(f"{rule} (now: {self.phase.value})")

    def _say(
        self,
        kind: LogKind,
        template: str,
        team: Team | None = None,
        points: int = 0,
        data: dict[str, Any] | None = None,
    ) -> None:
        """A line of the play-by-play, its teams left to be named (wording.py)."""
        self.log.append(Event(kind, template, team, points, data=data or {}))

    # ================================================================= saving
    def to_json(self, with_log: bool = True) -> dict[str, Any]:
        """The whole game; without its log (``with_log=False``) for who keeps the log its own way."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "seed": self.seed,
            "options": self.options.to_json(),
            "mat": self._mat_text(),
            **state_to_json(self, frozenset() if with_log else frozenset({"log"})),
        }

    def _mat_text(self) -> str:
        if self._mat_toml is None:
            self._mat_toml = self.mat.to_toml()
        return self._mat_toml

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        if data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ValueError(f"not a Finger Football state (version {VERSION})")
        game = cls(mats.loads(data["mat"], "state"), int(data["seed"]), Options.from_json(data["options"]))
        state_from_json(game, data)
        game.chance = Chance(game.rng)  # draws from the generator just loaded
        return game

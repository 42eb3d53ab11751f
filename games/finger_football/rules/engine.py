"""The rules of Finger Football (rulebooks/finger_football.txt) as a state machine.

Shape from python-chess and OpenSpiel: one state, ``legal_actions()``, ``apply(action)`` that
returns the events it caused or raises :class:`IllegalAction` naming the rule, ``is_over()`` and
``result()``, ``to_json()``/``from_json()``. Chance (the coin, the dice) is drawn from the game's
own seeded generator inside ``apply(Toss())`` and ``apply(Roll())`` and written into the events.
Physics arrives as data: a ``Flicked`` action carries the slider's :class:`FlickOutcome`, a
``Kicked`` action the foam ball's :class:`KickOutcome`; ``request()`` says which is wanted, from
where. Every reading of an ambiguous sentence is in docs/rules/finger_football.md.

The rules are split by the rulebook's sections, each a class in its own module that the game is
built from (engine.py lists them); this module puts them together, says what each phase allows
and wants, and hands each action to the section that applies it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.finger_football.rules.actions import (
    JUDGING,
    ZONE_FACES,
    Accept,
    Action,
    Bump,
    Call,
    CallPlay,
    ChooseConversion,
    ChooseGoal,
    ChooseKick,
    ChooseKickoff,
    ChooseTarget,
    Conversion,
    Dice,
    Direction,
    Event,
    Flicked,
    IllegalAction,
    Kicked,
    Options,
    PenaltyChoice,
    Phase,
    PlayKind,
    Purpose,
    Roll,
    Target,
    Team,
    Toss,
    ordinal,
)
from games.finger_football.rules.base import other_half
from games.finger_football.rules.field import Field, attack_direction
from games.finger_football.rules.judging import Judging, read_rest
from games.finger_football.rules.kicks import KICK_PHASES, Kicks
from games.finger_football.rules.numbers import POINTS, TWO_POINT_LINE
from games.finger_football.rules.punts import Punts
from games.finger_football.rules.starting import Starting
from games.finger_football.rules.state import Judgement
from sim.geometry import Pose
from sim.slider.mat import Half, Mat

__all__ = [
    "FLICK_PHASES",
    "KICK_PHASES",
    "POINTS",
    "START_TOLERANCE",
    "ZONE_FACES",
    "Accept",
    "Action",
    "Bump",
    "Call",
    "CallPlay",
    "ChooseConversion",
    "ChooseGoal",
    "ChooseKick",
    "ChooseKickoff",
    "ChooseTarget",
    "Conversion",
    "Dice",
    "Direction",
    "Event",
    "Field",
    "FingerFootball",
    "FlickRequest",
    "Flicked",
    "IllegalAction",
    "Judgement",
    "KickRequest",
    "Kicked",
    "Options",
    "PenaltyChoice",
    "Phase",
    "PlayKind",
    "Purpose",
    "Roll",
    "Target",
    "Team",
    "Toss",
    "attack_direction",
    "ordinal",
    "read_rest",
]

START_TOLERANCE = 1e-9  # m: a flick must start where the rules put the slider
FLICK_PHASES = {
    Phase.KICKOFF: Purpose.KICKOFF,
    Phase.ONSIDE: Purpose.ONSIDE,
    Phase.SCRIMMAGE: Purpose.SCRIMMAGE,
    Phase.PUNT: Purpose.PUNT,
    Phase.TWO_POINT: Purpose.TWO_POINT,
}


@dataclass(frozen=True, slots=True)
class FlickRequest:
    """The rules want a flick: by ``team``, from ``start``, for ``purpose``."""

    team: Team
    purpose: Purpose
    start: Pose
    target: Target | None


@dataclass(frozen=True, slots=True)
class KickRequest:
    """The rules want a foam-ball kick by ``team`` at the goalpost ``distance`` away."""

    team: Team
    purpose: str  # "field goal" or "extra point"
    distance: float


class FingerFootball(Starting, Kicks, Punts, Judging):
    """One game, from the coin toss to the final whistle."""

    @classmethod
    def position(
        cls,
        offense: Team,
        own_yards: float,
        y: float = 0.0,
        down: int = 1,
        red_defends: Half = Half.HOME,
        mat: Mat | None = None,
        seed: int = 0,
        options: Options | None = None,
        *,
        quarter: int = 1,
        plays: int = 0,
    ) -> FingerFootball:
        """A game set up at a line of scrimmage, as a chess position is set from a FEN: the
        offence on its own ``own_yards`` line, ``down``, ready to call the play. The toss went
        to Red. For tests, teaching and what-if studies.

        Keyword-only, the clock: the ``quarter`` being played (1 to the options' quarters) with
        ``plays`` of it already run (0 to the options' plays a quarter, less one). A ValueError
        names a clock no game in regulation shows."""
        game = cls(mat, seed, options)
        quarters, per_quarter = game.options.quarters, game.options.plays_per_quarter
        if not 1 <= quarter <= quarters:
            raise ValueError(f"quarter {quarter}: a game in regulation is in quarter 1 to {quarters}")
        if not 0 <= plays < per_quarter:
            raise ValueError(f"{plays} plays run: a quarter still going has run 0 to {per_quarter - 1}")
        game.clock.quarter, game.clock.plays = quarter, plays
        game.ends.defends = {Team.RED: red_defends, Team.BLUE: other_half(red_defends)}
        game.ends.toss_winner = Team.RED
        game.ends.kicker = None
        d = game.direction(offense)
        los = game.field.spot(own_yards, d, y)
        game.drive.offense = offense
        game.drive.los = los
        game.drive.midfield_reached = game.field.touched_midfield(los[0], d)
        game.drive.down = down
        game.phase = Phase.CALL
        return game

    # ================================================================= what the rules want
    def request(self) -> FlickRequest | KickRequest | None:
        """The physics the rules wait for now, if any."""
        team = self.to_move()
        if not isinstance(team, Team):
            return None
        if self.phase in FLICK_PHASES:
            return FlickRequest(team, FLICK_PHASES[self.phase], self._flick_start(team), self.play.target)
        if self.phase in KICK_PHASES:
            purpose = "field goal" if self.phase == Phase.FIELD_GOAL else "extra point"
            # "Placing the foam football on its side just inside the goal line so that attempts
            # cross the entire length of the field": goal line to the far end line.
            return KickRequest(team, purpose, self.mat.field.length + self.mat.field.endzone)
        return None

    def _flick_start(self, team: Team) -> Pose:
        d = self.direction(team)
        if self.phase in (Phase.KICKOFF, Phase.ONSIDE):
            return self.field.kickoff_pose(d)
        if self.phase == Phase.TWO_POINT:
            return self.field.scrimmage_pose(*self.field.spot(TWO_POINT_LINE, d), d)
        assert self.drive.los is not None
        return self.field.scrimmage_pose(*self.drive.los, d)

    def legal_actions(self) -> list[Action]:
        """Every decision open now. Flicks and kicks are not enumerable: see :meth:`request`."""
        p = self.phase
        if p == Phase.COIN_TOSS:
            return [Toss()]
        if p == Phase.ROLL:
            return [Roll()]
        if p in (Phase.TOSS_CHOICE, Phase.HALF_CHOICE):
            return [ChooseKick(False), ChooseKick(True)]
        if p == Phase.GOAL_CHOICE:
            return [ChooseGoal(Half.HOME), ChooseGoal(Half.VISITOR)]
        if p == Phase.CALL:
            return [CallPlay(c) for c in self._calls()]
        if p == Phase.CHOOSE_TARGET:
            return [ChooseTarget(t) for t in self._choices()]
        if p == Phase.JUDGE and self.options.bump_claims == "either":
            return [Accept(), Bump(Team.RED), Bump(Team.BLUE)]
        if p in JUDGING:
            mover = self.to_move()
            assert isinstance(mover, Team)
            return [Accept(), Bump(mover)]
        if p == Phase.PENALTY:
            return [PenaltyChoice(True), PenaltyChoice(False)]
        if p == Phase.CONVERSION_CHOICE:
            return [ChooseConversion(Conversion.KICK), ChooseConversion(Conversion.TWO_POINT)]
        if p == Phase.KICKOFF_CHOICE:
            return [ChooseKickoff(False), ChooseKickoff(True)]
        return []

    # ================================================================= apply
    def apply(self, action: Action) -> list[Event]:
        """Apply one action; return the events it caused. Raises IllegalAction with the rule."""
        if self.phase == Phase.GAME_OVER:
            raise IllegalAction("the game is over")
        before = len(self.log)
        handler = self._handlers().get(type(action))
        if handler is None:
            raise IllegalAction(f"{type(action).__name__} is not an action of this game")
        handler(action)
        return self.log[before:]

    def _handlers(self) -> dict[type, Callable[[Any], None]]:
        """Each action, to the section of the rules that applies it."""
        return {
            Toss: self._toss,
            ChooseKick: self._choose_kick,
            ChooseGoal: self._choose_goal,
            CallPlay: self._call,
            Roll: self._roll,
            ChooseTarget: self._choose_target,
            Flicked: self._flicked,
            Kicked: self._kicked,
            Accept: self._accept,
            Bump: self._bump,
            PenaltyChoice: self._penalty,
            ChooseConversion: self._conversion,
            ChooseKickoff: self._kickoff_choice,
        }

    def _flicked(self, action: Flicked) -> None:
        """A flick from where the rules put the slider, read by the section that asked for it."""
        request = self.request()
        if not isinstance(request, FlickRequest):
            raise IllegalAction(f"no flick is wanted now (now: {self.phase.value})")
        start, o = request.start, action.outcome.start
        if math.hypot(o.x - start.x, o.y - start.y) > START_TOLERANCE:
            raise IllegalAction(
                f"the {request.purpose.value} must start at ({start.x:.4f}, {start.y:.4f}) m, "
                f"not ({o.x:.4f}, {o.y:.4f})"
            )
        refused = self.flick_refusal(action.outcome)
        if refused is not None:
            raise IllegalAction(refused)
        {
            Phase.KICKOFF: self._kickoff_result,
            Phase.ONSIDE: self._onside_result,
            Phase.SCRIMMAGE: self._scrimmage_result,
            Phase.PUNT: self._punt_result,
            Phase.TWO_POINT: self._two_point_result,
        }[self.phase](action.outcome)

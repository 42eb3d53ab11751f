"""The rules of Finger Football (rulebooks/finger_football.txt) as a state machine.

Shape from python-chess and OpenSpiel: one state, ``legal_actions()``, ``apply(action)`` that
returns the events it caused or raises :class:`IllegalAction` naming the rule, ``is_over()`` and
``result()``, ``to_json()``/``from_json()``. Chance (the coin, the dice) is drawn from the game's
own seeded generator inside ``apply(Toss())`` and ``apply(Roll())`` and written into the events.
Physics arrives as data: a ``Flicked`` action carries the slider's :class:`FlickOutcome`, a
``Kicked`` action the foam ball's :class:`KickOutcome`; ``request()`` says which is wanted, from
where. Every reading of an ambiguous sentence is in docs/rules/finger_football.md.
"""

from __future__ import annotations

import copy
import math
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from games.core import CHANCE, Chance, ChanceNode, Outcome
from sim import mat as mats
from sim.features import FeatureKind
from sim.geometry import Pose
from sim.kick import KickOutcome
from sim.mat import Half, Mat, Side
from sim.slider import EventKind, FlickOutcome

from .actions import (
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
from .field import Field, attack_direction

POINTS = {"touchdown": 6, "field goal": 3, "extra point": 1, "two-point": 2}
START_TOLERANCE = 1e-9  # m: a flick must start where the rules put the slider
FLICK_PHASES = {
    Phase.KICKOFF: Purpose.KICKOFF,
    Phase.ONSIDE: Purpose.ONSIDE,
    Phase.SCRIMMAGE: Purpose.SCRIMMAGE,
    Phase.PUNT: Purpose.PUNT,
    Phase.TWO_POINT: Purpose.TWO_POINT,
}
KICK_PHASES = (Phase.FIELD_GOAL, Phase.EXTRA_POINT)


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


@dataclass(frozen=True, slots=True)
class Judgement:
    """How a scrimmage flick reads, waiting for a bump or its acceptance."""

    result: str  # success, fail, touchdown, touchback, fumble, penalty, sideways
    rest: tuple[float, float]
    why: str
    near: bool = False  # close enough to what was aimed at to need a careful look


class FingerFootball:
    """One game, from the coin toss to the final whistle."""

    def __init__(self, mat: Mat | None = None, seed: int = 0, options: Options | None = None) -> None:
        self.mat = mat or mats.default()
        self._mat_toml: str | None = None  # the mat in its file form, written once when first saved
        self.field = Field(self.mat)
        self.options = options or Options()
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.chance = Chance(self.rng)
        self.phase = Phase.COIN_TOSS
        self.quarter = 1
        self.plays = 0  # plays run in this quarter
        self.score = {Team.RED: 0, Team.BLUE: 0}
        self.defends: dict[Team, Half] = {}
        self.toss_winner: Team | None = None
        self.kicker: Team | None = None  # who kicks off next
        self.offense: Team | None = None
        self.los: tuple[float, float] | None = None
        self.midfield_reached = False  # this drive has touched or crossed the 50
        self.down = 1
        self.dice: Dice | None = None
        self.target: Target | None = None
        self.pending: Judgement | None = None
        self.overtime = 0
        self.stats: dict[Team, Counter[str]] = {Team.RED: Counter(), Team.BLUE: Counter()}
        self.log: list[Event] = []

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
    ) -> FingerFootball:
        """A game set up at a line of scrimmage, as a chess position is set from a FEN: the
        offence on its own ``own_yards`` line, ``down``, ready to call the play. The toss went
        to Red. For tests, teaching and what-if studies."""
        game = cls(mat, seed, options)
        game.defends = {
            Team.RED: red_defends,
            Team.BLUE: Half.VISITOR if red_defends == Half.HOME else Half.HOME,
        }
        game.toss_winner = Team.RED
        game.kicker = None
        game.offense = offense
        d = game.direction(offense)
        game.los = game.field.spot(own_yards, d, y)
        game.midfield_reached = game.field.touched_midfield(game.los[0], d)
        game.down = down
        game.phase = Phase.CALL
        return game

    # ================================================================= queries
    @property
    def defense(self) -> Team | None:
        return None if self.offense is None else self.offense.other

    @property
    def toss_loser(self) -> Team | None:
        return None if self.toss_winner is None else self.toss_winner.other

    def direction(self, team: Team) -> int:
        return attack_direction(self.defends[team])

    def attacked_half(self, team: Team) -> Half:
        """The endzone ``team`` attacks: the one the other team defends."""
        return self.defends[team.other]

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
            return self.toss_winner
        if p in (Phase.GOAL_CHOICE, Phase.HALF_CHOICE):
            return self.toss_loser
        if p in (Phase.KICKOFF, Phase.ONSIDE, Phase.KICKOFF_CHOICE):
            return self.kicker
        if p in (Phase.ROLL, Phase.PENALTY):
            return self.defense
        return self.offense

    def is_over(self) -> bool:
        return self.phase == Phase.GAME_OVER

    def result(self) -> Team | None:
        """The winner, once the game is over (ties go to overtime, so there always is one)."""
        if not self.is_over():
            return None
        return max(self.score, key=lambda t: self.score[t])

    def outcome(self) -> Outcome | None:
        winner = self.result()
        if winner is None:
            return None
        return Outcome(winner.value, {t.value: n for t, n in self.score.items()})

    def clone(self) -> FingerFootball:
        return copy.deepcopy(self)

    def chance_node(self) -> ChanceNode | None:
        """The next throw, when one is due: the toss (True: Red wins it), or the zone die of a
        roll (its direction die is thrown next, from ``Options.direction_faces``)."""
        if self.phase == Phase.COIN_TOSS:
            return ChanceNode.bernoulli("toss", 0.5)
        if self.phase == Phase.ROLL:
            return ChanceNode.uniform("zone die", ZONE_FACES)
        return None

    def request(self) -> FlickRequest | KickRequest | None:
        """The physics the rules wait for now, if any."""
        team = self.to_move()
        if not isinstance(team, Team):
            return None
        if self.phase in FLICK_PHASES:
            return FlickRequest(team, FLICK_PHASES[self.phase], self._flick_start(team), self.target)
        if self.phase in KICK_PHASES:
            purpose = "field goal" if self.phase == Phase.FIELD_GOAL else "extra point"
            return KickRequest(team, purpose, self.mat.field.length + self.mat.field.endzone)
        return None

    def _flick_start(self, team: Team) -> Pose:
        d = self.direction(team)
        if self.phase in (Phase.KICKOFF, Phase.ONSIDE):
            return self.field.kickoff_pose(d)
        if self.phase == Phase.TWO_POINT:
            return self.field.scrimmage_pose(*self.field.spot(30.0, d), d)
        assert self.los is not None
        return self.field.scrimmage_pose(*self.los, d)

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
        if p == Phase.JUDGE:
            return [Accept(), Bump(Team.RED), Bump(Team.BLUE)]
        if p == Phase.PENALTY:
            return [PenaltyChoice(True), PenaltyChoice(False)]
        if p == Phase.CONVERSION_CHOICE:
            return [ChooseConversion(Conversion.KICK), ChooseConversion(Conversion.TWO_POINT)]
        if p == Phase.KICKOFF_CHOICE:
            return [ChooseKickoff(False), ChooseKickoff(True)]
        return []

    def _calls(self) -> list[Call]:
        assert self.offense is not None and self.los is not None
        d = self.direction(self.offense)
        if self.field.in_opponent_zone(self.los[0], d, 3):
            return [Call.TOUCHDOWN, Call.FIELD_GOAL] + ([Call.PUNT] if self.options.punt_in_zone_3 else [])
        calls = [Call.ROLL, Call.PUNT]
        if self.may_kick_field_goal():
            calls.append(Call.FIELD_GOAL)
        return calls

    def may_kick_field_goal(self) -> bool:
        """ "The offensive player may attempt a field goal on any down once he has successfully
        touched or crossed the 50 yard line": in this drive, or from this line of scrimmage."""
        assert self.offense is not None and self.los is not None
        here = self.field.touched_midfield(self.los[0], self.direction(self.offense))
        return here or (self.options.field_goal_reach == "drive" and self.midfield_reached)

    def _choices(self) -> list[Target]:
        """CHOICE: any legal symbol, run or pass, or a touchdown attempt."""
        assert self.offense is not None and self.los is not None
        d = self.direction(self.offense)
        out = [Target(PlayKind.TOUCHDOWN, (), "touchdown")]
        for c in self.field.legal_circles(*self.los, d):
            side = self.field.side_seen(c, d).value.lower()
            where = self.field.on_line(c.x, d)  # two circles can share zone and side: say which
            for kind in (PlayKind.RUN, PlayKind.PASS):
                out.append(Target(kind, (c.id,), f"Zone {c.zone} {side} {kind.value} {where}"))
        return out

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

    def _handlers(self) -> dict[type, Any]:
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

    def _expect(self, *phases: Phase, rule: str) -> None:
        if self.phase not in phases:
            raise IllegalAction(f"{rule} (now: {self.phase.value})")

    def _say(
        self,
        kind: str,
        text: str,
        team: Team | None = None,
        points: int = 0,
        data: dict[str, Any] | None = None,
    ) -> None:
        self.log.append(Event(kind, text, team, points, data or {}))

    # ----------------------------------------------------------------- the start
    def _toss(self, _: Toss) -> None:
        self._expect(Phase.COIN_TOSS, rule="the coin is tossed only to start the game or overtime")
        self.toss_winner = Team.RED if self.chance.coin("toss") else Team.BLUE
        self._say("toss", f"{self.toss_winner.label} wins the coin toss", self.toss_winner)
        self.phase = Phase.TOSS_CHOICE

    def _choose_kick(self, action: ChooseKick) -> None:
        self._expect(
            Phase.TOSS_CHOICE,
            Phase.HALF_CHOICE,
            rule="kick or receive is chosen after the toss, or by the toss's loser at halftime",
        )
        chooser = self.to_move()
        assert isinstance(chooser, Team)
        self.kicker = chooser if action.kick else chooser.other
        self._say(
            "choice",
            f"{chooser.label} chooses to {'kick off' if action.kick else 'receive'}",
            chooser,
        )
        if self.phase == Phase.TOSS_CHOICE:
            self.phase = Phase.GOAL_CHOICE
        else:
            self._start_kickoff()

    def _choose_goal(self, action: ChooseGoal) -> None:
        self._expect(
            Phase.GOAL_CHOICE, rule="the loser of the toss chooses the goal to defend after the toss"
        )
        loser = self.toss_loser
        assert loser is not None
        self.defends = {
            loser: action.defend,
            loser.other: Half.VISITOR if action.defend == Half.HOME else Half.HOME,
        }
        self._say("choice", f"{loser.label} defends the {action.defend.value} goal", loser)
        self._start_kickoff()

    def _start_kickoff(self) -> None:
        self.offense = None
        self.los = None
        self.target = None
        self.phase = Phase.KICKOFF
        self._check_quarter()

    # ----------------------------------------------------------------- plays from scrimmage
    def _call(self, action: CallPlay) -> None:
        self._expect(Phase.CALL, rule="a play is called at the line of scrimmage")
        if action.call not in self._calls():
            if action.call == Call.FIELD_GOAL:
                raise IllegalAction(
                    "a field goal may be tried only once the offence has touched or crossed the 50"
                )
            if action.call == Call.ROLL:
                raise IllegalAction("in the opponent's Zone 3 there is no roll: touchdown or field goal only")
            if action.call == Call.PUNT:
                raise IllegalAction(
                    "in the opponent's Zone 3 the only options are a touchdown or a field goal"
                )
            raise IllegalAction("a touchdown can be called only from the opponent's Zone 3")
        team = self.offense
        assert team is not None
        if action.call == Call.ROLL:
            self.phase = Phase.ROLL
            return
        self._count_play()
        self._say(
            "call",
            f"[{self.clock_text()}] {team.label} calls a {action.call.value} ({self._situation()})",
            team,
        )
        if action.call == Call.PUNT:
            self.phase = Phase.PUNT
        elif action.call == Call.FIELD_GOAL:
            self.phase = Phase.FIELD_GOAL
        else:
            self.target = Target(PlayKind.TOUCHDOWN, (), "touchdown")
            self.phase = Phase.SCRIMMAGE

    def _roll(self, _: Roll) -> None:
        self._expect(Phase.ROLL, rule="the defence rolls when the offence has called for the dice")
        zone, kind = self.chance.choice("zone die", ZONE_FACES)
        direction = self.chance.choice("direction die", self.options.direction_faces())
        self._read_dice(Dice(zone, kind, direction))

    def apply_dice(self, dice: Dice) -> list[Event]:
        """The defence's roll with the dice showing ``dice``: chance fixed, as a position is set
        up, for tests, teaching and what-if studies. It counts as the play a roll is."""
        self._expect(Phase.ROLL, rule="the defence rolls when the offence has called for the dice")
        before = len(self.log)
        self._read_dice(dice)
        return self.log[before:]

    def _read_dice(self, dice: Dice) -> None:
        assert self.offense is not None and self.los is not None
        self._count_play()
        self.dice = dice
        zone, kind, direction = dice.zone, dice.kind, dice.direction
        d = self.direction(self.offense)
        text = f"[{self.clock_text()}] {self.offense.other.label} rolls {self.dice}"
        if self.field.in_opponent_zone(self.los[0], d, 2) and zone != 3:
            self._say(
                "roll",
                f"{text}: in the opponent's Zone 2, the offence has its choice",
                data={"dice": str(self.dice)},
            )
            self.phase = Phase.CHOOSE_TARGET
        elif direction == Direction.CHOICE:
            self._say("roll", f"{text}: the offence has its choice", data={"dice": str(self.dice)})
            self.phase = Phase.CHOOSE_TARGET
        elif direction == Direction.TD:
            self.target = Target(PlayKind.TOUCHDOWN, (), "touchdown")
            self._say("roll", f"{text}: a touchdown attempt", data={"dice": str(self.dice)})
            self.phase = Phase.SCRIMMAGE
        else:
            self._aim_at_roll(text, zone, kind, Side(direction.value))

    def _aim_at_roll(self, text: str, zone: int, kind: PlayKind, side: Side) -> None:
        assert self.offense is not None and self.los is not None
        target = self.field.targets(zone, kind, side, *self.los, self.direction(self.offense))
        if target.circles:
            self.target = target
            self._say("roll", text, data={"dice": str(self.dice), "circles": target.circles})
            self.phase = Phase.SCRIMMAGE
        elif self.options.impossible_roll == "choice":
            self._say(
                "roll",
                f"{text}: no such symbol ahead, the offence has its choice",
                data={"dice": str(self.dice)},
            )
            self.phase = Phase.CHOOSE_TARGET
        else:
            self._say("roll", f"{text}: no such symbol ahead, roll again", data={"dice": str(self.dice)})
            self.phase = Phase.ROLL
            self._check_quarter()

    def _choose_target(self, action: ChooseTarget) -> None:
        self._expect(Phase.CHOOSE_TARGET, rule="a symbol is announced only when the offence has its choice")
        if action.target not in self._choices():
            raise IllegalAction(
                f"{action.target} is not a legal symbol: it must lie ahead, outside the current zone"
            )
        self.target = action.target
        assert self.offense is not None
        self._say("choice", f"{self.offense.label} announces {action.target}", self.offense)
        self.phase = Phase.SCRIMMAGE

    # ----------------------------------------------------------------- flicks
    def _flicked(self, action: Flicked) -> None:
        request = self.request()
        if not isinstance(request, FlickRequest):
            raise IllegalAction(f"no flick is wanted now (now: {self.phase.value})")
        start, o = request.start, action.outcome.start
        if math.hypot(o.x - start.x, o.y - start.y) > START_TOLERANCE:
            raise IllegalAction(
                f"the {request.purpose.value} must start at ({start.x:.4f}, {start.y:.4f}) m, "
                f"not ({o.x:.4f}, {o.y:.4f})"
            )
        {
            Phase.KICKOFF: self._kickoff_result,
            Phase.ONSIDE: self._onside_result,
            Phase.SCRIMMAGE: self._scrimmage_result,
            Phase.PUNT: self._punt_result,
            Phase.TWO_POINT: self._two_point_result,
        }[self.phase](action.outcome)

    def _kickoff_result(self, o: FlickOutcome) -> None:
        kicker = self.kicker
        assert kicker is not None
        receiver = kicker.other
        home_of_receiver = self.defends[receiver]
        sideline = o.event(EventKind.SIDELINE_CROSSED)
        entered = next(
            (
                e
                for e in o.events
                if e.kind == EventKind.ENDZONE_ENTERED and e.feature == f"endzone-{home_of_receiver.value}"
            ),
            None,
        )
        d = self.direction(receiver)
        if sideline is not None and (entered is None or sideline.t < entered.t):
            self.stats[kicker]["kickoffs out of bounds"] += 1
            self._possession(
                receiver,
                self.field.spot(40.0, d),
                "the kickoff goes out of bounds: penalty on the "
                f"kicking team, {receiver.label} ball on its own 40",
            )
        elif self.field.touches_goal_line(o, home_of_receiver) or self.field.entered_endzone(
            o, home_of_receiver
        ):
            self._possession(
                receiver,
                self.field.spot(20.0, d),
                f"kickoff into the endzone: {receiver.label} ball on its own 20",
            )
        elif self.field.in_field_of_play(o):
            self._possession(
                receiver,
                (o.rest.x, o.rest.y),
                f"kickoff rests {self.field.on_line(o.rest.x, d)}: {receiver.label} ball",
            )
        else:
            self._possession(
                receiver,
                self.field.spot(80.0, d),
                f"the kickoff never reaches the field: {receiver.label} ball on the kicking team's 20",
            )

    def _onside_result(self, o: FlickOutcome) -> None:
        kicker = self.kicker
        assert kicker is not None
        d = self.direction(kicker)
        self.stats[kicker]["onside kicks tried"] += 1
        wanted = {c.id for c in self.field.onside_circles(d)}
        if any(t.kind == FeatureKind.RUN_CIRCLE and t.id in wanted for t in o.touched):
            self.stats[kicker]["onside kicks recovered"] += 1
            self._possession(
                kicker, (o.rest.x, o.rest.y), f"onside kick recovered by {kicker.label}!", how="onside"
            )
        else:
            receiver = kicker.other
            self._possession(
                receiver,
                self.field.spot(40.0, self.direction(receiver)),
                f"onside kick fails: {receiver.label} ball on its own 40",
            )

    def _scrimmage_result(self, o: FlickOutcome) -> None:
        judgement = self._judge(o)
        self.pending = judgement
        if self.options.allow_bumps:
            self.phase = Phase.JUDGE
        else:
            self._resolve(judgement)

    def _judge(self, o: FlickOutcome) -> Judgement:
        assert self.offense is not None and self.target is not None
        attacked = self.attacked_half(self.offense)
        gap = self.field.gap_to_target(o.rest, self.target, attacked) if o.on_surface else math.inf
        near = gap <= self.options.inspection_gap * self.mat.slider.length
        result, why = self._read_rest(o, attacked)
        return Judgement(result, (o.rest.x, o.rest.y), why, near)

    def _read_rest(self, o: FlickOutcome, attacked: Half) -> tuple[str, str]:
        assert self.offense is not None and self.target is not None
        return read_rest(self.field, o, self.target, self.direction(self.offense), attacked)

    def _accept(self, _: Accept) -> None:
        self._expect(Phase.JUDGE, rule="a rest is accepted after a scrimmage flick")
        assert self.pending is not None
        self._resolve(self.pending)

    def _bump(self, action: Bump) -> None:
        """ "The advantage is given to the player not involved in causing the movement", for a
        slider "near a completed or successful run or pass, close enough to require careful
        inspection". The offence moving it makes the play unsuccessful (a fumble, a flag or a
        touchback still stands: they are no better for the offence); the defence moving a slider
        near its target makes the attempt good; one moved from farther away is put back."""
        self._expect(Phase.JUDGE, rule="the moved-surface rule applies to a slider at rest after a flick")
        j = self.pending
        assert j is not None and self.offense is not None and self.target is not None
        rest = j.rest
        if action.by == self.offense:
            if j.result in ("fumble", "penalty", "touchback", "sideways"):
                self._resolve(replace(j, why=f"{j.why} ({action.by.label} moved the surface)"))
            else:
                self._resolve(
                    Judgement("fail", rest, f"{action.by.label} moved the surface: the play is unsuccessful")
                )
            return
        if j.result == "sideways" or not (j.near or self.options.bump_anywhere):
            self._resolve(
                replace(j, why=f"{j.why} ({action.by.label} moved the surface, too far away to matter)")
            )
            return
        why = f"{action.by.label} moved the surface: the offence's attempt is good"
        if self.target.kind == PlayKind.TOUCHDOWN:
            self._resolve(Judgement("touchdown", rest, why))
            return
        nearest = min(
            (self.field.circle(c) for c in self.target.circles),
            key=lambda c: math.hypot(c.x - rest[0], c.y - rest[1]),
        )
        self._resolve(Judgement("success", self.field.touching_spot(rest, nearest, self.target.kind), why))

    def _resolve(self, j: Judgement) -> None:
        team = self.offense
        assert team is not None and self.los is not None
        d = self.direction(team)
        self.pending = None
        name = team.label
        if j.result == "success":
            self._say(
                "play",
                f"{name}: {j.why}, new line of scrimmage {self.field.on_line(j.rest[0], d)}",
                team,
                data={"rest": j.rest},
            )
            self.stats[team]["first downs"] += 1
            self.los, self.down = j.rest, 1
            self.midfield_reached = self.midfield_reached or self.field.touched_midfield(j.rest[0], d)
            self._next_call()
        elif j.result == "touchdown":
            self._score(team, "touchdown", f"{name}: {j.why}")
            self.stats[team]["touchdowns"] += 1
            self.phase = Phase.CONVERSION_CHOICE
        elif j.result == "touchback":
            self.stats[team]["touchbacks"] += 1
            other = team.other
            self._possession(
                other,
                self.field.spot(20.0, self.direction(other)),
                f"{name}: {j.why}; {other.label} ball on its own 20",
            )
        elif j.result == "fumble":
            self.stats[team]["fumbles"] += 1
            self._possession(
                team.other, j.rest, f"{name}: {j.why} {team.other.label} ball there", how="fumble"
            )
        elif j.result == "penalty":
            self.stats[team]["penalties"] += 1
            self._say("penalty", f"{name}: {j.why}; {team.other.label} may accept or refuse", team)
            self.phase = Phase.PENALTY
        else:
            self._say("play", f"{name}: {j.why}; back to the line of scrimmage", team, data={"rest": j.rest})
            self._loss_of_down()

    def _penalty(self, action: PenaltyChoice) -> None:
        self._expect(Phase.PENALTY, rule="the defence decides on a penalty after a flick rests on a flag")
        team = self.offense
        assert team is not None and self.los is not None
        d = self.direction(team)
        if action.accept and self.down >= 4 and self.options.flag_turnover_spot == "original":
            self._say("penalty", "penalty accepted on 4th down: loss of down", team.other)
        elif action.accept:
            self.los = (self.field.penalty_spot(self.los[0], d), self.los[1])
            self._say(
                "penalty",
                f"penalty accepted: back {self.field.on_line(self.los[0], d, 'to')}, loss of down",
                team.other,
            )
        else:
            self._say("penalty", "penalty refused: back to the line of scrimmage, loss of down", team.other)
        self._loss_of_down()

    def _loss_of_down(self) -> None:
        team = self.offense
        assert team is not None and self.los is not None
        self.down += 1
        if self.down > 4:
            self.stats[team]["turnovers on downs"] += 1
            self._possession(
                team.other, self.los, f"turnover on downs: {team.other.label} takes over", how="downs"
            )
        else:
            self._next_call()

    def _punt_result(self, o: FlickOutcome) -> None:
        team = self.offense
        assert team is not None
        receiver = team.other
        self.stats[team]["punts"] += 1
        d = self.direction(receiver)
        home = self.defends[receiver]
        # The path decides first, in the order it happened: out of bounds, or into the endzone.
        first = self.field.first_punt_event(o, home)
        if first is not None and first.kind == EventKind.SIDELINE_CROSSED:
            spot = self.field.into_field(first.x, 0.0)
            self._possession(receiver, spot, f"the punt goes out of bounds {self.field.on_line(spot[0], d)}")
        elif first is not None or self.field.touches_goal_line(o, home) or not o.on_surface:
            self._possession(
                receiver,
                self.field.spot(20.0, d),
                f"the punt carries into the endzone: {receiver.label} ball on its own 20",
            )
        elif self.options.flags_on_punts and self.field.touches(o, FeatureKind.FLAG):
            self.stats[team]["penalties"] += 1
            self._say("penalty", f"{team.label}'s punt rests on a penalty flag", team)
            self.phase = Phase.PENALTY
        else:  # in the field, or behind the punter's own goal line (brought out to it)
            spot = self.field.into_field(o.rest.x, o.rest.y)
            self._possession(receiver, spot, f"the punt rests {self.field.on_line(spot[0], d)}")

    def _two_point_result(self, o: FlickOutcome) -> None:
        team = self.offense
        assert team is not None
        self.stats[team]["two-point tries"] += 1
        if self.field.within_endzone(o, self.attacked_half(team)):
            self.stats[team]["two-point conversions"] += 1
            self._score(team, "two-point", f"{team.label}: two-point conversion good")
        else:
            self._say("conversion", f"{team.label}: two-point try fails", team)
        self._after_conversion(team)

    def _after_conversion(self, team: Team) -> None:
        """The scorer kicks off, and may go onside "immediately following" the conversion, unless
        the quarter's last play has been run: a half or the game ends first (no kickoff), and a
        quarter ends with the ends changed before it."""
        self.kicker = team
        self.phase = Phase.KICKOFF_CHOICE
        self._check_quarter()

    # ----------------------------------------------------------------- kicks
    def _kicked(self, action: Kicked) -> None:
        self._expect(*KICK_PHASES, rule="the foam ball is kicked for a field goal or an extra point")
        team = self.offense
        assert team is not None
        o: KickOutcome = action.outcome
        if self.phase == Phase.FIELD_GOAL:
            self.stats[team]["field goals tried"] += 1
            if o.good:
                self.stats[team]["field goals"] += 1
                self._score(team, "field goal", f"{team.label}: field goal is GOOD")
                self.kicker = team
                self._start_kickoff()
            else:
                assert self.los is not None
                self._possession(
                    team.other,
                    self.los,
                    f"{team.label}: field goal {o.call}; "
                    f"{team.other.label} ball at the previous line of scrimmage",
                    how="missed field goal",
                )
        else:
            self.stats[team]["extra points tried"] += 1
            if o.good:
                self.stats[team]["extra points"] += 1
                self._score(team, "extra point", f"{team.label}: extra point is GOOD")
            else:
                self._say("conversion", f"{team.label}: extra point {o.call}", team)
            self._after_conversion(team)

    def _conversion(self, action: ChooseConversion) -> None:
        self._expect(Phase.CONVERSION_CHOICE, rule="a conversion is chosen after a touchdown")
        self.phase = Phase.EXTRA_POINT if action.conversion == Conversion.KICK else Phase.TWO_POINT
        if self.phase == Phase.TWO_POINT:
            self.target = Target(PlayKind.TOUCHDOWN, (), "two-point try")

    def _kickoff_choice(self, action: ChooseKickoff) -> None:
        self._expect(
            Phase.KICKOFF_CHOICE, rule="an onside kick may be chosen only right after a conversion attempt"
        )
        assert self.kicker is not None
        self.offense = None
        self.los = None
        self.phase = Phase.ONSIDE if action.onside else Phase.KICKOFF
        if action.onside:
            self._say("choice", f"{self.kicker.label} tries an onside kick", self.kicker)
        self._check_quarter()

    # ----------------------------------------------------------------- bookkeeping
    def _score(self, team: Team, what: str, text: str) -> None:
        points = POINTS[what]
        self.score[team] += points
        self._say("score", f"{text}: +{points} ({self._scoreline()})", team, points, {"what": what})

    def _scoreline(self) -> str:
        return f"Red {self.score[Team.RED]}, Blue {self.score[Team.BLUE]}"

    def _possession(self, team: Team, spot: tuple[float, float], text: str, how: str = "") -> None:
        """``team`` has the ball at ``spot``; ``how`` names a turnover (fumble, downs, onside,
        missed field goal) for those who show the game: it is not part of the state."""
        self.offense = team
        self.los = spot
        self.midfield_reached = self.field.touched_midfield(spot[0], self.direction(team))
        self.down = 1
        self.target = None
        self._say("possession", text, team, data={"los": spot, "how": how})
        self._next_call()

    def _next_call(self) -> None:
        self.target = None
        self.dice = None
        self.phase = Phase.CALL
        self._check_quarter()

    def _count_play(self) -> None:
        self.plays += 1
        if self.offense is not None:
            self.stats[self.offense]["plays"] += 1

    def clock_text(self) -> str:
        """Where the game is: 'Q2 play 7' (overtime periods are OT1, OT2...)."""
        n = self.options.quarters
        period = f"Q{self.quarter}" if self.quarter <= n else f"OT{self.quarter - n}"
        return f"{period} play {self.plays}"

    def _situation(self) -> str:
        assert self.offense is not None and self.los is not None
        d = self.direction(self.offense)
        return f"{ordinal(self.down)} down {self.field.on_line(self.los[0], d)}"

    def _check_quarter(self) -> None:
        """At the start of a play or a kickoff: end the quarter if its plays are run."""
        if self.plays < self.options.plays_per_quarter:
            return
        ended = self.quarter
        self._say("quarter", f"end of {self._quarter_name(ended)} ({self._scoreline()})")
        last = ended >= self.options.quarters + self.overtime
        if last:
            if self.score[Team.RED] != self.score[Team.BLUE]:
                winner = max(self.score, key=lambda t: self.score[t])
                self._say("game", f"final: {winner.label} wins, {self._scoreline()}", winner)
                self.phase = Phase.GAME_OVER
                return
            self.overtime += 1
            self._begin_quarter()
            self._say("quarter", f"tied: overtime period {self.overtime}, a new coin toss")
            self.phase = Phase.COIN_TOSS
            self.offense = self.los = self.kicker = None
            return
        self._begin_quarter()
        self._switch_ends()
        if ended == self.options.quarters // 2 and self.options.quarters > 1:
            self.offense = self.los = None
            self.phase = Phase.HALF_CHOICE
            self._say(
                "quarter",
                f"halftime: {self.toss_loser.label if self.toss_loser else ''} chooses to kick or receive",
            )

    def _begin_quarter(self) -> None:
        self.quarter += 1
        self.plays = 0

    def _switch_ends(self) -> None:
        self.defends = {t: Half.VISITOR if h == Half.HOME else Half.HOME for t, h in self.defends.items()}
        if self.los is not None:
            self.los = self.field.mirror(*self.los)

    def _quarter_name(self, q: int) -> str:
        n = self.options.quarters
        return f"quarter {q}" if q <= n else f"overtime period {q - n}"

    # ================================================================= serialising
    def to_json(self) -> dict[str, Any]:
        return {
            "format": "tabletop-sim/finger-football-state",
            "version": 1,
            "seed": self.seed,
            "options": self.options.to_json(),
            "mat": self._mat_text(),
            "rng": self.rng.bit_generator.state,
            "phase": self.phase.value,
            "quarter": self.quarter,
            "plays": self.plays,
            "score": {t.value: s for t, s in self.score.items()},
            "defends": {t.value: h.value for t, h in self.defends.items()},
            "toss_winner": _opt(self.toss_winner),
            "kicker": _opt(self.kicker),
            "offense": _opt(self.offense),
            "los": list(self.los) if self.los else None,
            "midfield_reached": self.midfield_reached,
            "down": self.down,
            "dice": None
            if self.dice is None
            else [self.dice.zone, self.dice.kind.value, self.dice.direction.value],
            "target": None
            if self.target is None
            else [self.target.kind.value, list(self.target.circles), self.target.label],
            "pending": None
            if self.pending is None
            else [self.pending.result, list(self.pending.rest), self.pending.why, self.pending.near],
            "overtime": self.overtime,
            "stats": {t.value: dict(c) for t, c in self.stats.items()},
            "log": [[e.kind, e.text, _opt(e.team), e.points] for e in self.log],
        }

    def _mat_text(self) -> str:
        if self._mat_toml is None:
            self._mat_toml = self.mat.to_toml()
        return self._mat_toml

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> FingerFootball:
        if data.get("format") != "tabletop-sim/finger-football-state" or data.get("version") != 1:
            raise ValueError("not a Finger Football state (version 1)")
        game = cls(mats.loads(data["mat"], "state"), int(data["seed"]), Options.from_json(data["options"]))
        game.rng.bit_generator.state = data["rng"]
        game.phase = Phase(data["phase"])
        game.quarter, game.plays, game.down, game.overtime = (
            data["quarter"],
            data["plays"],
            data["down"],
            data["overtime"],
        )
        game.score = {Team(t): s for t, s in data["score"].items()}
        game.defends = {Team(t): Half(h) for t, h in data["defends"].items()}
        game.toss_winner = _team(data["toss_winner"])
        game.kicker = _team(data["kicker"])
        game.offense = _team(data["offense"])
        game.los = (data["los"][0], data["los"][1]) if data["los"] else None
        game.midfield_reached = bool(data.get("midfield_reached", False))
        dice = data["dice"]
        game.dice = None if dice is None else Dice(dice[0], PlayKind(dice[1]), Direction(dice[2]))
        target = data["target"]
        game.target = None if target is None else Target(PlayKind(target[0]), tuple(target[1]), target[2])
        pending = data["pending"]
        game.pending = (
            None
            if pending is None
            else Judgement(
                pending[0], (pending[1][0], pending[1][1]), pending[2], bool(pending[3:4] == [True])
            )
        )
        game.stats = {Team(t): Counter(c) for t, c in data["stats"].items()}
        game.log = [Event(k, text, _team(team), points) for k, text, team, points in data["log"]]
        return game


def _opt(team: Team | None) -> str | None:
    return None if team is None else team.value


def _team(value: str | None) -> Team | None:
    return None if value is None else Team(value)


def read_rest(
    field: Field, o: FlickOutcome, target: Target, direction: int, attacked: Half
) -> tuple[str, str]:
    """What a scrimmage flick at ``target`` by an offence attacking in ``direction`` (the endzone
    ``attacked``) comes to: (result, why), the result one of sideways, fumble, penalty,
    touchdown, touchback, success and fail."""
    if not field.forward_enough(o, direction):
        return "sideways", "flicked sideways or backwards: no play"
    if field.touches(o, FeatureKind.FUMBLE) and o.on_surface:
        return "fumble", "rests on a red football: fumble!"
    if field.touches(o, FeatureKind.FLAG) and o.on_surface:
        return "penalty", "rests on a penalty flag"
    if target.kind == PlayKind.TOUCHDOWN:
        if field.within_endzone(o, attacked):
            return "touchdown", "completely within the endzone: TOUCHDOWN"
        if field.touchback(o, attacked):
            return "touchback", "through the back of the endzone and off the mat: touchback"
        return "fail", "not completely within the endzone"
    if field.reached(o, target, attacked):
        return "success", f"{target.kind.value} complete"
    return "fail", f"misses the {target.kind.value} circle"

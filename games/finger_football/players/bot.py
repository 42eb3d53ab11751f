"""A Finger Football player for the CPU: it picks from the legal actions, aims by inverting the
friction model and the kick model, then flicks with its skill's execution noise.

Decisions (docs/bots.md): it estimates how likely each shot is with a Gaussian model of its own
noise, values a success by the yards it gains (a touchdown by the yards plus a bonus), and takes
the best expected value: which symbol to announce on CHOICE, touchdown or field goal in the
opponent's Zone 3, a field goal on fourth down when the kick is likely, a punt on fourth down in
its own half, the extra-point kick unless the two-point try is worth more, an onside kick only
when trailing late. It always accepts a penalty (refusing gives the same loss of down nearer
the defence's goal) and never bumps the table.
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from games.finger_football.rules.actions import (
    JUDGING,
    Accept,
    Action,
    Call,
    CallPlay,
    ChooseConversion,
    ChooseGoal,
    ChooseKick,
    ChooseKickoff,
    ChooseTarget,
    Conversion,
    PenaltyChoice,
    Phase,
    PlayKind,
    Purpose,
    Target,
    Team,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest, KickRequest
from sim.geometry import Pose
from sim.inverse import flick_to, kick_through
from sim.kick import FoamBall, Goalpost, Kick, KickRange, KickTiming, load_setup
from sim.noise import Skill
from sim.slider.friction import FrictionModel
from sim.slider.mat import Half
from sim.slider.table import MAX_SPEED, Flick

TOUCHDOWN_BONUS = 40.0  # yards a touchdown is worth beyond the yards it gains
KICK_ELEVATION = math.radians(38.0)
KICK_CLEARANCE = 0.05  # m the bot aims above the crossbar


def _normal_within(half_width: float, sd: float) -> float:
    """P(|X| <= half_width) for X ~ N(0, sd)."""
    if sd <= 0.0:
        return 1.0
    return math.erf(half_width / (sd * math.sqrt(2.0)))


class Bot:
    """A CPU player of one skill. Its noise comes from its own generator."""

    def __init__(self, skill: Skill, rng: np.random.Generator, kick_range: KickRange) -> None:
        self.skill = skill
        self.rng = rng
        self.kick_range = kick_range

    # ----------------------------------------------------------------- decisions
    def decide(self, game: FingerFootball) -> Action:
        p = game.phase
        if p in (Phase.TOSS_CHOICE, Phase.HALF_CHOICE):
            return ChooseKick(False)
        if p == Phase.GOAL_CHOICE:
            return ChooseGoal(Half.HOME)
        if p == Phase.CALL:
            return CallPlay(self._call(game))
        if p == Phase.CHOOSE_TARGET:
            return ChooseTarget(self._best_target(game))
        if p in JUDGING:  # a CPU never bumps the table: it accepts at once
            return Accept()
        if p == Phase.PENALTY:
            return PenaltyChoice(True)
        if p == Phase.CONVERSION_CHOICE:
            return ChooseConversion(self._conversion(game))
        if p == Phase.KICKOFF_CHOICE:
            return ChooseKickoff(self._onside(game))
        raise ValueError(f"the bot has no decision to make in phase {p.value}")

    def _call(self, game: FingerFootball) -> Call:
        calls = [a.call for a in game.legal_actions() if isinstance(a, CallPlay)]
        team = game.offense
        assert team is not None and game.los is not None
        if Call.TOUCHDOWN in calls:
            td = self.chance(game, Target(PlayKind.TOUCHDOWN))
            return Call.TOUCHDOWN if 6.0 * td >= 3.0 * self.field_goal_chance else Call.FIELD_GOAL
        if game.down < 4:
            return Call.ROLL
        if Call.FIELD_GOAL in calls and self.field_goal_chance > 0.45:
            return Call.FIELD_GOAL
        own = game.field.own_yards(game.los[0], game.direction(team))
        return Call.PUNT if own < 50.0 else Call.ROLL

    def _best_target(self, game: FingerFootball) -> Target:
        targets = [a.target for a in game.legal_actions() if isinstance(a, ChooseTarget)]
        return max(targets, key=lambda t: self.chance(game, t) * self._gain(game, t))

    def _gain(self, game: FingerFootball, target: Target) -> float:
        team = game.offense
        assert team is not None and game.los is not None
        d = game.direction(team)
        here = game.field.own_yards(game.los[0], d)
        if target.kind == PlayKind.TOUCHDOWN:
            return 100.0 - here + TOUCHDOWN_BONUS
        c = game.field.circle(target.circles[0])
        return game.field.own_yards(c.x, d) - here

    def _conversion(self, game: FingerFootball) -> Conversion:
        team = game.offense
        assert team is not None
        two = self.chance(game, Target(PlayKind.TOUCHDOWN), start=self._two_point_start(game, team))
        return Conversion.TWO_POINT if 2.0 * two > self.field_goal_chance else Conversion.KICK

    def _onside(self, game: FingerFootball) -> bool:
        team = game.kicker
        assert team is not None
        late = game.quarter >= game.options.quarters and game.plays > game.options.plays_per_quarter - 5
        return late and game.score[team] < game.score[team.other]

    # ----------------------------------------------------------------- estimates
    def chance(self, game: FingerFootball, target: Target, start: Pose | None = None) -> float:
        """Rough probability that a flick at ``target`` reaches it, from the bot's own spread."""
        team = game.offense
        assert team is not None
        if start is None:
            assert game.los is not None
            start = Pose(*game.los)
        aim, half_long, half_across = self._aim_box(game, team, target, start)
        distance = math.hypot(aim[0] - start.x, aim[1] - start.y)
        along = 2.0 * self.skill.speed_sd * distance + 0.002
        across = self.skill.angle_sd * distance + 0.002
        return _normal_within(half_long, along) * _normal_within(half_across, across)

    def touchback_chance(self, game: FingerFootball, start: Pose) -> float:
        """Rough probability that a touchdown attempt from ``start`` slides out of the back of
        the endzone and off the surface (a touchback), from the bot's spread along its flick."""
        team = game.offense
        assert team is not None
        aim, _, _ = self._aim_box(game, team, Target(PlayKind.TOUCHDOWN), start)
        f, slider = game.mat.field, game.mat.slider
        distance = math.hypot(aim[0] - start.x, aim[1] - start.y)
        along = 2.0 * self.skill.speed_sd * distance + 0.002
        beyond = f.endzone / 2.0 + f.margin + slider.length / 2.0
        return 0.5 * (1.0 - math.erf(beyond / (along * math.sqrt(2.0))))

    def _aim_box(
        self, game: FingerFootball, team: Team, target: Target, start: Pose
    ) -> tuple[tuple[float, float], float, float]:
        """Where to aim for a target, and the half-sizes of the region that counts."""
        slider = game.mat.slider
        if target.kind == PlayKind.TOUCHDOWN:
            f = game.mat.field
            goal = 0.0 if game.attacked_half(team) == Half.HOME else f.length
            d = game.direction(team)
            depth = f.endzone - f.line_width - slider.length
            y = max(-f.half_width / 2, min(f.half_width / 2, start.y))
            return (goal + d * f.endzone / 2.0, y), depth / 2.0, f.half_width - slider.width
        circles = [game.field.circle(c) for c in target.circles]
        c = min(circles, key=lambda c: math.hypot(c.x - start.x, c.y - start.y))
        if target.kind == PlayKind.PASS:
            reach = c.pass_radius + slider.width / 2.0
            return (c.pass_x, c.pass_y), reach, reach
        reach = c.radius + slider.width / 2.0
        return (c.x, c.y), reach, reach

    @property
    def field_goal_chance(self) -> float:
        """Its success rate at field goals, measured on its own noise (once per process)."""
        return _kick_plan(self.skill, self.kick_range.post, self.kick_range.ball)[1]

    # ----------------------------------------------------------------- shots
    def flick(self, game: FingerFootball, request: FlickRequest) -> Flick:
        """The flick it makes for a request: aimed, then spoiled by its noise."""
        aim = self._flick_aim(game, request)
        friction = FrictionModel(game.mat.mu, game.mat.slider.friction_radius)
        speed, direction = flick_to(friction, request.start, aim)
        speed, direction, spin = self.skill.flick(speed, direction, 0.0, self.rng)
        speed = min(speed, 0.95 * MAX_SPEED)
        return _flick(game, request.start, speed, direction, spin)

    def _flick_aim(self, game: FingerFootball, request: FlickRequest) -> tuple[float, float]:
        team = request.team
        d = game.direction(team)
        f = game.field
        if request.purpose == Purpose.KICKOFF:
            return f.spot(90.0, d)  # deep, short of the endzone (that would give the 20)
        if request.purpose == Purpose.ONSIDE:
            c = min(f.onside_circles(d), key=lambda c: abs(c.y))
            return c.x, c.y
        if request.purpose == Purpose.PUNT:
            return f.spot(min(85.0, f.own_yards(request.start.x, d) + 55.0), d, request.start.y * 0.5)
        target = request.target or Target(PlayKind.TOUCHDOWN)
        aim, _, _ = self._aim_box(game, team, target, request.start)
        return aim

    def kick(self, request: KickRequest) -> tuple[Kick, float]:
        """(the kick it makes, seconds after "go")."""
        intended = _kick_plan(self.skill, self.kick_range.post, self.kick_range.ball)[0]
        return _spoil(self.skill, intended, self.rng)

    @staticmethod
    def _two_point_start(game: FingerFootball, team: Team) -> Pose:
        d = game.direction(team)
        return Pose(*game.field.spot(30.0, d))


class RandomBot(Bot):
    """A player that picks random legal actions and flicks at random: the floor to beat."""

    def decide(self, game: FingerFootball) -> Action:
        actions = game.legal_actions()
        return actions[int(self.rng.integers(len(actions)))]

    def flick(self, game: FingerFootball, request: FlickRequest) -> Flick:
        ahead = request.start.angle
        speed = float(self.rng.uniform(0.3, 3.0))
        direction = ahead + float(self.rng.uniform(-1.0, 1.0))
        return _flick(game, request.start, speed, direction, 0.0)

    def kick(self, request: KickRequest) -> tuple[Kick, float]:
        kick = Kick(
            float(self.rng.uniform(1.0, 6.0)),
            math.radians(float(self.rng.uniform(10, 70))),
            math.radians(float(self.rng.uniform(-10, 10))),
        )
        return kick, float(self.rng.uniform(0.5, 2.5))


def _spoil(skill: Skill, kick: Kick, rng: np.random.Generator) -> tuple[Kick, float]:
    speed, elevation, aim, at = skill.kick(kick.speed, kick.elevation, kick.aim, rng)
    elevation = min(max(elevation, 0.0), math.radians(75.0))
    return Kick(min(speed, 11.5), elevation, max(-1.0, min(1.0, aim))), at


@lru_cache(maxsize=32)
def _kick_plan(skill: Skill, post: Goalpost, ball: FoamBall) -> tuple[Kick, float]:
    """The kick a bot aims (through the middle, KICK_CLEARANCE over the bar) and how often its
    noise lets it succeed, measured on 40 seeded kicks."""
    kick_range = KickRange(post, ball)
    intended = kick_through(kick_range, post.crossbar_height + KICK_CLEARANCE, KICK_ELEVATION)
    rng = np.random.default_rng(12345)
    good = 0
    trials = 40
    count = load_setup().count_length  # "one thousand three", as the data has it
    for _ in range(trials):
        kick, at = _spoil(skill, intended, rng)
        good += kick_range.kick(kick, timing=KickTiming(count, 0.0, at)).good
    return intended, good / trials


def _flick(game: FingerFootball, start: Pose, speed: float, direction: float, spin: float) -> Flick:
    """The impulse for a launch, with the spin clamped to what a strike on the slider can give."""
    spec = game.mat.slider
    if speed <= 0.0:
        return Flick((0.0, 0.0))
    max_arm = 0.8 * spec.width / 2.0
    max_spin = max_arm * spec.mass * speed / spec.inertia
    spin = max(-max_spin, min(max_spin, spin))
    return Flick.from_velocity(speed, direction, spin, spec.mass, spec.inertia, start.angle)

"""A Finger Football player for the CPU: it picks from the legal actions, aims by inverting the
friction model and the kick model, then flicks with its skill's execution noise.

Decisions (docs/bots.md): every option the rulebook gives is weighed by its own estimate
(estimates.py): expected points from its own flicks simulated through the real physics and a
value iteration over drives, and in the last quarter the chance of winning. It calls the dice, a
punt, a field goal or a touchdown attempt on any down, picks the CHOICE symbol, the conversion,
the plain kickoff or, only when trailing in the last quarter, the onside kick, accepts or refuses a
penalty, and kicks off or receives, by which is worth more. It never bumps the table (a bump
only ever helps the other side).
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from games.finger_football.players.estimates import (
    Model,
    after_kickoff,
    drive_from,
    late,
    model,
    option_for,
    plays_left,
    win_chance,
)
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
    Options,
    PenaltyChoice,
    Phase,
    PlayKind,
    Purpose,
    Target,
    Team,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest, KickRequest
from games.finger_football.rules.numbers import DOWNS, FIELD, ONSIDE_FAIL_LINE
from sim.geometry import Pose
from sim.inverse import flick_to, kick_through
from sim.kick import FoamBall, Goalpost, Kick, KickRange, KickTiming, load_setup
from sim.noise import Skill
from sim.slider.friction import FrictionModel
from sim.slider.mat import Half, Mat
from sim.slider.table import MAX_SPEED, Flick

KICK_ELEVATION = math.radians(38.0)
KICK_CLEARANCE = 0.05  # m the bot aims above the crossbar
STRAY_LIMIT = 1.5  # no draw of its hand strays further than this many spreads (a person's miss, never absurd)


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
        self._model: tuple[Mat, Options, Model] | None = None

    # ----------------------------------------------------------------- decisions
    def decide(self, game: FingerFootball) -> Action:
        p = game.phase
        if p in (Phase.TOSS_CHOICE, Phase.HALF_CHOICE):
            return ChooseKick(self._kick_off(game))
        if p == Phase.GOAL_CHOICE:  # the two ends are alike (the mirror test holds them so)
            return ChooseGoal(Half.HOME)
        if p == Phase.CALL:
            return CallPlay(self._call(game))
        if p == Phase.CHOOSE_TARGET:
            return ChooseTarget(self._best_target(game))
        if p in JUDGING:  # a bump by its own side only ever helps the other: it accepts at once
            return Accept()
        if p == Phase.PENALTY:
            return PenaltyChoice(self._accept_penalty(game))
        if p == Phase.CONVERSION_CHOICE:
            return ChooseConversion(self._conversion(game))
        if p == Phase.KICKOFF_CHOICE:
            return ChooseKickoff(self._onside(game))
        raise ValueError(f"the bot has no decision to make in phase {p.value}")

    def model(self, game: FingerFootball) -> Model:
        """Its estimates on this mat under these rules (estimates.py), built once per process."""
        cached = self._model
        if cached is None or cached[0] is not game.mat or cached[1] is not game.options:
            made = model(self.skill, game.mat, game.options, self.kick_range, type(self))  # its own flicks
            cached = game.mat, game.options, made
            self._model = cached  # hashing a mat for the shared cache costs more than a decision
        return cached[2]

    def call_values(self, game: FingerFootball) -> dict[Call, float]:
        """What each play it may call is worth, in expected points (estimates.py)."""
        m = self.model(game)
        team, los = game.offense, game.los
        assert team is not None and los is not None
        x = game.field.own_yards(los[0], game.direction(team))
        values: dict[Call, float] = {}
        for a in game.legal_actions():
            assert isinstance(a, CallPlay)
            if a.call == Call.ROLL:
                values[a.call] = m.roll(x, game.down)
            elif a.call == Call.PUNT:
                values[a.call] = m.punt_value(x)
            elif a.call == Call.FIELD_GOAL:
                values[a.call] = m.kick_value(x)
            else:
                option = option_for(self, game, Target(PlayKind.TOUCHDOWN), Pose(*los))
                values[a.call] = m.option(option, x, game.down)
        return values

    def _call(self, game: FingerFootball) -> Call:
        values = self.call_values(game)
        return max(values, key=lambda c: values[c])  # ties: the rules' order (the dice first)

    def target_values(self, game: FingerFootball) -> dict[Target, float]:
        m = self.model(game)
        team, los = game.offense, game.los
        assert team is not None and los is not None
        x = game.field.own_yards(los[0], game.direction(team))
        start = Pose(*los)
        return {
            a.target: m.option(option_for(self, game, a.target, start), x, game.down)
            for a in game.legal_actions()
            if isinstance(a, ChooseTarget)
        }

    def _best_target(self, game: FingerFootball) -> Target:
        values = self.target_values(game)
        return max(values, key=lambda t: values[t])

    def penalty_values(self, game: FingerFootball) -> tuple[float, float]:
        """(accepted, refused): what the offence expects after each, by the defence's estimate."""
        m = self.model(game)
        team, los = game.offense, game.los
        assert team is not None and los is not None
        d = game.direction(team)
        x = game.field.own_yards(los[0], d)
        back = game.field.own_yards(game.field.penalty_spot(los[0], d), d)
        refused = m.fail(x, game.down)
        if game.down < DOWNS:
            return m.ep(back, game.down + 1), refused
        if game.options.flag_turnover_spot == "original":
            return refused, refused
        return -m.ep(FIELD - back, 1), refused

    def _accept_penalty(self, game: FingerFootball) -> bool:
        accepted, refused = self.penalty_values(game)
        return accepted <= refused  # the defence wants the offence's worth low; a tie: accept

    def conversion_values(self, game: FingerFootball) -> tuple[float, float]:
        """(kick, two-point try): expected points, or late in the game the chance of winning."""
        m = self.model(game)
        team = game.offense
        assert team is not None
        kick, two = m.field_goal, m.two_point
        if not late(game):
            return kick, 2.0 * two
        margin = game.score[team] - game.score[team.other]
        left, theirs = plays_left(game), after_kickoff(m)

        def win(points: int) -> float:
            return win_chance(m, margin + points, left, theirs, ours=False)

        return kick * win(1) + (1 - kick) * win(0), two * win(2) + (1 - two) * win(0)

    def _conversion(self, game: FingerFootball) -> Conversion:
        kick, two = self.conversion_values(game)
        return Conversion.TWO_POINT if two > kick + 1e-9 else Conversion.KICK

    def kickoff_values(self, game: FingerFootball) -> tuple[float, float]:
        """(plain, onside): expected points, or late in the game the chance of winning."""
        m = self.model(game)
        team = game.kicker
        assert team is not None
        if not late(game):
            return -m.receive, m.onside_value()
        margin = game.score[team] - game.score[team.other]
        left = plays_left(game)
        plain = win_chance(m, margin, left, after_kickoff(m), ours=False)
        kept = win_chance(m, margin, left, drive_from(m, m.onside_spot), ours=True)
        lost = win_chance(m, margin, left, drive_from(m, ONSIDE_FAIL_LINE), ours=False)
        return plain, m.onside * kept + (1.0 - m.onside) * lost

    def _onside(self, game: FingerFootball) -> bool:
        """Onside only as the rules page sells it, "a gamble for when you are behind": trailing in
        the last quarter (or overtime), and then only when it is worth more to its chance of
        winning. Its expected points rate the onside kick higher almost always (docs/bots.md),
        but a CPU that kept the ball by onside kicks while leading 31-0 left a newcomer the ball
        twice in a game (play-test)."""
        if not behind_late(game):
            return False
        plain, onside = self.kickoff_values(game)
        return onside > plain + 1e-9

    def _kick_off(self, game: FingerFootball) -> bool:
        """Kick off rather than receive when receiving is worth less than nothing."""
        return self.model(game).receive < 0.0

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
        beyond = f.endzone - self._touchdown_depth(game) + f.margin + slider.length / 2.0
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
            return (goal + d * self._touchdown_depth(game), y), depth / 2.0, f.half_width - slider.width
        circles = [game.field.circle(c) for c in target.circles]
        c = min(circles, key=lambda c: math.hypot(c.x - start.x, c.y - start.y))
        if target.kind == PlayKind.PASS:
            reach = c.pass_radius + slider.width / 2.0
            return (c.pass_x, c.pass_y), reach, reach
        reach = c.radius + slider.width / 2.0
        return (c.x, c.y), reach, reach

    def _touchdown_depth(self, game: FingerFootball) -> float:
        """How deep into the endzone (m past the goal line) it aims a touchdown try: the middle."""
        return game.mat.field.endzone / 2.0

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
        # Its three draws held within STRAY_LIMIT spreads: a weak player misses by its spread, not
        # by an absurd choice (a novice flicked a 24-yard target at 5% power: play-test).
        z = np.clip(self.rng.standard_normal(3), -STRAY_LIMIT, STRAY_LIMIT)
        s = self.skill
        speed = min(max(0.0, speed * (1.0 + s.speed_sd * z[0])), 0.95 * MAX_SPEED)
        return _flick(game, request.start, speed, direction + s.angle_sd * z[1], s.spin_sd * z[2])

    def _flick_aim(self, game: FingerFootball, request: FlickRequest) -> tuple[float, float]:
        team = request.team
        d = game.direction(team)
        f = game.field
        if request.purpose == Purpose.KICKOFF:
            return f.spot(90.0, d)  # deep, short of the endzone (that would give the 20)
        if request.purpose == Purpose.ONSIDE:
            return f.onside_aim(d)
        if request.purpose == Purpose.PUNT:
            return f.spot(min(85.0, f.own_yards(request.start.x, d) + 55.0), d, request.start.y * 0.5)
        target = request.target or Target(PlayKind.TOUCHDOWN)
        aim, _, _ = self._aim_box(game, team, target, request.start)
        return aim

    def kick(self, request: KickRequest) -> tuple[Kick, float]:
        """(the kick it makes, seconds after "go")."""
        intended = _kick_plan(self.skill, self.kick_range.post, self.kick_range.ball)[0]
        return _spoil(self.skill, intended, self.rng)


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


def behind_late(game: FingerFootball) -> bool:
    """Is the side kicking off trailing in the last quarter (or an overtime period)? The only
    time the CPU gambles on an onside kick."""
    team = game.kicker
    return team is not None and late(game) and game.score[team] < game.score[team.other]


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

"""The CPU's own estimate of what a position is worth: expected points, and late in a game the
chance of winning.

Two parts, built once per skill, mat and options (cached for the process, about 0.2 s):

* **Special plays, simulated.** Its own noisy flicks through the real slider physics, read by
  the real rules (a seeded generator of its own, so every estimate is the same in every run):
  punts from every 5 yards of its own half, plain and onside kickoffs, the two-point try; the
  field goal is the kick plan's 40 seeded kicks (bot.py).
* **Drives, by value iteration.** ``ep[x, down]``: the points the team with the ball on its own
  ``x`` yard line expects to score less what the other side then scores, with every option the
  rulebook gives (the dice's average of the best answer to each face, a punt, a field goal, the
  touchdown attempt in the opponent's Zone 3). A flick's chance is the bot's Gaussian model of its
  own spread (``Bot.chance``), a touchdown attempt's overshoot off the back is a touchback. Flags
  and fumbles are left out (1.6 % and 0.5 % of plays between club players). A touchdown is worth
  6, its best conversion, less what the other side expects from the kickoff that follows.

From the drives it also knows how often a drive from the kickoff scores and how many plays it
takes, which the win estimate (:func:`win_chance`) plays forward over the plays left.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

import numpy as np

from games.finger_football.rules.actions import (
    ZONE_FACES,
    Call,
    CallPlay,
    Direction,
    Flicked,
    Options,
    Phase,
    PlayKind,
    Target,
    Team,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.rules.numbers import (
    CHOICE_ZONE,
    DOWNS,
    FIELD,
    ONSIDE_FAIL_LINE,
    SCORING_ZONE,
    TOUCHBACK_LINE,
    TWO_POINT_LINE,
)
from games.finger_football.rules.scrimmage import TOUCHDOWN_TRY
from sim.geometry import Pose
from sim.kick import FoamBall, Goalpost, KickRange
from sim.noise import Skill
from sim.slider.mat import Half, Mat, Side
from sim.slider.table import Flick, SliderTable


class Bot(Protocol):
    """The CPU whose estimates these are (bot.py), as they use it: its chances and its flicks.
    Said here so this module need not import the bot that imports it."""

    @property
    def field_goal_chance(self) -> float: ...
    def chance(self, game: FingerFootball, target: Target, start: Pose | None = None) -> float: ...
    def touchback_chance(self, game: FingerFootball, start: Pose) -> float: ...
    def _aim_box(
        self, game: FingerFootball, team: Team, target: Target, start: Pose
    ) -> tuple[tuple[float, float], float, float]: ...
    def flick(self, game: FingerFootball, request: FlickRequest) -> Flick: ...


# How a bot of a skill is made, with its own generator and kicks (bot.py's class).
MakeBot = Callable[[Skill, np.random.Generator, KickRange], Bot]

SPOTS = FIELD + 1  # own yard lines 0..100
PUNT_GRID = 5  # yards between the spots punts are simulated from
PUNT_TRIALS = 12
KICKOFF_TRIALS = 24
TWO_POINT_TRIALS = 40
SWEEPS = 120  # value-iteration sweeps (the values settle to 1e-3 in about 80)
DISCOUNT = 0.995  # a play's worth of caution: keeps the iteration a contraction
ESTIMATE_SEED = 20261203


@dataclass(frozen=True, slots=True)
class Option:
    """One flick the offence could make: its chance, its chance of a touchback, and where a
    success leaves the ball (None: a touchdown)."""

    p: float
    touchback: float
    to: float | None


@dataclass(frozen=True, slots=True)
class Drives:
    """What drives are worth (module docstring). ``ep[x, d - 1]``; ``scores[x]``: chance that a
    first down there ends in a touchdown, and in a field goal, and the plays it takes."""

    ep: np.ndarray
    roll: np.ndarray  # [x, d - 1]: calling the dice (where it may be called)
    touchdown: np.ndarray
    field_goal: np.ndarray
    plays: np.ndarray


@dataclass(frozen=True, slots=True)
class Model:
    """Everything the bot estimates for one skill on one mat under one set of options."""

    field_goal: float  # chance its field goal (and extra point) is good
    two_point: float  # chance its two-point try is good
    onside: float  # chance its onside kick is recovered
    onside_spot: float  # own yard line of a recovered onside kick, on average
    kickoff: np.ndarray  # where a plain kickoff gives the receivers the ball: P(own yard line)
    punt: np.ndarray  # [x, r]: P(the receivers' own r) for a punt from the own x
    drives: Drives

    # ----------------------------------------------------------------- values
    def ep(self, x: float, down: int = 1) -> float:
        """Expected points for the team with the ball on its own ``x``, on ``down``."""
        return _interp(self.drives.ep[:, down - 1], x)

    def roll(self, x: float, down: int) -> float:
        """What calling for the dice is worth on the own ``x``, on ``down``."""
        return _interp(self.drives.roll[:, down - 1], x)

    def fail(self, x: float, down: int) -> float:
        """The offence's value of a down lost at ``x``: the next down, or the ball turned over."""
        return self.ep(x, down + 1) if down < DOWNS else -self.ep(FIELD - x, 1)

    @property
    def receive(self) -> float:
        """What the receivers of a plain kickoff expect."""
        return float(self.kickoff @ self.drives.ep[:, 0])

    @property
    def conversion(self) -> float:
        return max(self.field_goal, 2.0 * self.two_point)

    @property
    def touchdown(self) -> float:
        """A touchdown's worth: 6, the conversion, less the kickoff it gives the other side."""
        return 6.0 + self.conversion - self.receive

    @property
    def field_goal_value(self) -> float:
        return 3.0 - self.receive

    def option(self, o: Option, x: float, down: int) -> float:
        success = self.touchdown if o.to is None else self.ep(o.to, 1)
        missed = 1.0 - o.p - o.touchback
        return o.p * success - o.touchback * self.ep(TOUCHBACK_LINE, 1) + missed * self.fail(x, down)

    def punt_value(self, x: float) -> float:
        row = self.punt[round(min(max(x, 0.0), FIELD))]
        return -float(row @ self.drives.ep[:, 0])

    def kick_value(self, x: float) -> float:
        """A field goal from the own ``x``: good is 3 and a kickoff, missed the ball at x."""
        return self.field_goal * self.field_goal_value - (1.0 - self.field_goal) * self.ep(FIELD - x, 1)

    def onside_value(self) -> float:
        return self.onside * self.ep(self.onside_spot) - (1.0 - self.onside) * self.ep(ONSIDE_FAIL_LINE)


def _interp(column: np.ndarray, x: float) -> float:
    """The column's value at ``x`` yards, linear between whole yards."""
    x = min(max(x, 0.0), float(FIELD))
    i = min(int(x), FIELD - 1)
    t = x - i
    return float(column[i] * (1.0 - t) + column[i + 1] * t)


# ===================================================================== the offence's options
def roll_faces(bot: Bot, game: FingerFootball) -> list[list[Option]]:
    """For each face of the dice, equally likely, the flicks the offence may choose between."""
    team, los = game.offense, game.los
    assert team is not None and los is not None
    d = game.direction(team)
    f = game.field
    start = Pose(*los)
    in_choice_zone = f.in_opponent_zone(los[0], d, CHOICE_ZONE)
    cache: dict[Target, Option] = {}

    def opt(t: Target) -> Option:
        if t not in cache:
            cache[t] = option_for(bot, game, t, start)
        return cache[t]

    choice: list[Option] | None = None
    faces: list[list[Option]] = []
    for zone, kind in ZONE_FACES:
        for direction in game.options.direction_faces():
            target = None
            if not (in_choice_zone and zone != SCORING_ZONE) and direction != Direction.CHOICE:
                if direction == Direction.TD:
                    target = TOUCHDOWN_TRY
                else:
                    found = f.targets(zone, kind, Side(direction.value), *los, d)
                    target = found if found.circles else None
            if target is not None:
                faces.append([opt(target)])
                continue
            if choice is None:
                choice = [opt(t) for t in game._choices()]
            faces.append(choice)
    return faces


def option_for(bot: Bot, game: FingerFootball, target: Target, start: Pose) -> Option:
    team = game.offense
    assert team is not None
    p = bot.chance(game, target, start)
    if target.kind == PlayKind.TOUCHDOWN:
        return Option(p, bot.touchback_chance(game, start), None)
    aim, _, _ = bot._aim_box(game, team, target, start)
    return Option(p, 0.0, game.field.own_yards(aim[0], game.direction(team)))


# ===================================================================== building the model
def model(skill: Skill, mat: Mat, options: Options, kick_range: KickRange, make: MakeBot) -> Model:
    """The estimates for a skill on a mat under options, with its kicks at this goalpost, of
    the bots ``make`` makes."""
    return _model(skill, mat, options, kick_range.post, kick_range.ball, make)


@lru_cache(maxsize=16)
def _model(skill: Skill, mat: Mat, options: Options, post: Goalpost, ball: FoamBall, make: MakeBot) -> Model:
    bot = make(skill, np.random.default_rng(ESTIMATE_SEED), KickRange(post, ball))
    table = SliderTable(mat)
    fg = bot.field_goal_chance
    two = _two_point(bot, table, mat, options)
    onside, onside_spot = _onside(bot, table, mat, options)
    kickoff = _kickoffs(bot, table, mat, options)
    punt = _punts(bot, table, mat, options)
    part = Model(
        fg,
        two,
        onside,
        onside_spot,
        kickoff,
        punt,
        Drives(*[np.zeros((SPOTS, DOWNS))] * 2, *[np.zeros(SPOTS)] * 3),
    )
    return _iterate(bot, part, mat, options)


def _position(mat: Mat, options: Options, x: float, down: int = 1) -> FingerFootball:
    return FingerFootball.position(Team.RED, x, down=down, mat=mat, options=options)


def _flick(bot: Bot, table: SliderTable, game: FingerFootball) -> Flicked:
    request = game.request()
    assert isinstance(request, FlickRequest)
    return Flicked(table.flick(request.start, bot.flick(game, request)))


def _two_point(bot: Bot, table: SliderTable, mat: Mat, options: Options) -> float:
    good = 0
    for _ in range(TWO_POINT_TRIALS):
        game = _position(mat, options, float(TWO_POINT_LINE))
        game.phase = Phase.TWO_POINT
        game.play.target = TOUCHDOWN_TRY
        o = _flick(bot, table, game).outcome
        good += game.field.within_endzone(o, Half.VISITOR)
    return good / TWO_POINT_TRIALS


def _kickoff_game(mat: Mat, options: Options, phase: Phase) -> FingerFootball:
    game = _position(mat, options, 50.0)
    game.drive.offense = game.drive.los = None
    game.ends.kicker = Team.RED
    game.phase = phase
    return game


def _onside(bot: Bot, table: SliderTable, mat: Mat, options: Options) -> tuple[float, float]:
    spots = []
    for _ in range(KICKOFF_TRIALS):
        game = _kickoff_game(mat, options, Phase.ONSIDE)
        game.apply(_flick(bot, table, game))
        if game.offense == Team.RED and game.los is not None:
            spots.append(game.field.own_yards(game.los[0], 1))
    return len(spots) / KICKOFF_TRIALS, float(np.mean(spots)) if spots else 70.0


def _kickoffs(bot: Bot, table: SliderTable, mat: Mat, options: Options) -> np.ndarray:
    out = np.zeros(SPOTS)
    for _ in range(KICKOFF_TRIALS):
        game = _kickoff_game(mat, options, Phase.KICKOFF)
        game.apply(_flick(bot, table, game))
        assert game.offense == Team.BLUE and game.los is not None
        out[_spot(game.field.own_yards(game.los[0], -1))] += 1.0 / KICKOFF_TRIALS
    return out


def _punts(bot: Bot, table: SliderTable, mat: Mat, options: Options) -> np.ndarray:
    """[x, r]: from each own x (simulated every PUNT_GRID yards, the nearest used between), the
    chance the receivers start on their own r. A punt that stays with the punter (a flag or no
    punt, a down lost) is counted at 4th down: the ball turned over where it was."""
    grid: dict[int, np.ndarray] = {}
    for gx in range(0, FIELD + 1, PUNT_GRID):
        row = np.zeros(SPOTS)
        x = float(min(max(gx, 1), FIELD - 1))
        for _ in range(PUNT_TRIALS):
            game = _position(mat, options, x, down=DOWNS)
            game.apply(CallPlay(Call.PUNT)) if Call.PUNT in game._calls() else None
            if game.phase != Phase.PUNT:
                row[_spot(FIELD - x)] += 1.0 / PUNT_TRIALS
                continue
            game.apply(_flick(bot, table, game))
            if game.offense == Team.BLUE and game.los is not None:
                row[_spot(game.field.own_yards(game.los[0], -1))] += 1.0 / PUNT_TRIALS
            else:  # a flag: accepted on 4th down, or refused, the ball is theirs at the line
                row[_spot(FIELD - x)] += 1.0 / PUNT_TRIALS
        grid[gx] = row
    return np.array([grid[PUNT_GRID * round(x / PUNT_GRID)] for x in range(SPOTS)])


def _spot(own_yards: float) -> int:
    return round(min(max(own_yards, 0.0), float(FIELD)))


# ===================================================================== value iteration
@dataclass(frozen=True, slots=True)
class _Flat:
    """Every spot's options, flattened for numpy: each option's chance, touchback chance and
    where a success leaves the ball (SPOTS: a touchdown), its spot, and its face."""

    p: np.ndarray
    touchback: np.ndarray
    to: np.ndarray
    spot: np.ndarray
    face_starts: np.ndarray
    faces_per_spot: int
    roll_spots: np.ndarray  # the spots where the offence may call the dice
    zone3: np.ndarray  # the opponent's Zone 3: touchdown or field goal
    zone3_touchdown: list[Option]
    kick_spots: np.ndarray  # may kick a field goal (touched the 50)


def _flatten(bot: Bot, mat: Mat, options: Options) -> _Flat:
    p: list[float] = []
    tb: list[float] = []
    to: list[float] = []
    spot: list[int] = []
    starts: list[int] = []
    roll_spots: list[int] = []
    zone3: list[int] = []
    kick: list[int] = []
    zone3_td: list[Option] = []
    faces_per_spot = 0
    for x in range(SPOTS):
        at = float(min(max(x, 0.5), FIELD - 0.5))
        game = _position(mat, options, at)
        if game.field.touched_midfield(game.los[0] if game.los else 0.0, 1):
            kick.append(x)
        if Call.ROLL not in game._calls():
            zone3.append(x)
            zone3_td.append(option_for(bot, game, TOUCHDOWN_TRY, Pose(*game.los)))  # type: ignore[misc]
            continue
        roll_spots.append(x)
        faces = roll_faces(bot, game)
        faces_per_spot = len(faces)
        for face in faces:
            starts.append(len(p))
            for o in face:
                p.append(o.p)
                tb.append(o.touchback)
                to.append(SPOTS if o.to is None else min(max(o.to, 0.0), float(FIELD)))
                spot.append(x)
    return _Flat(
        np.array(p),
        np.array(tb),
        np.array(to),
        np.array(spot),
        np.array(starts),
        faces_per_spot,
        np.array(roll_spots),
        np.array(zone3),
        zone3_td,
        np.array(kick),
    )


def _iterate(bot: Bot, part: Model, mat: Mat, options: Options) -> Model:
    flat = _flatten(bot, mat, options)
    grid = np.arange(SPOTS, dtype=float)
    ep = np.zeros((SPOTS, DOWNS))
    z3_p = np.array([o.p for o in flat.zone3_touchdown])
    z3_tb = np.array([o.touchback for o in flat.zone3_touchdown])
    roll = np.zeros_like(ep)
    for _ in range(SWEEPS):
        ep, roll = _sweep(_with(part, ep, roll), flat, ep, grid, z3_p, z3_tb)
        ep *= DISCOUNT
    # Beyond the last spot the dice may be called from, the dice as from that spot.
    last = int(flat.roll_spots.max())
    roll[last + 1 :] = roll[last]
    model_ = _with(part, ep, roll)
    return _with(part, ep, roll, _drive_odds(model_, flat, grid, z3_p, z3_tb))


def _with(part: Model, ep: np.ndarray, roll: np.ndarray, odds: tuple[np.ndarray, ...] | None = None) -> Model:
    zeros = np.zeros(SPOTS)
    td, fg, plays = odds if odds is not None else (zeros, zeros, zeros)
    return Model(
        part.field_goal,
        part.two_point,
        part.onside,
        part.onside_spot,
        part.kickoff,
        part.punt,
        Drives(ep, roll, td, fg, plays),
    )


def _fail_values(ep: np.ndarray, grid: np.ndarray) -> np.ndarray:
    """[x, d - 1]: the offence's value of a down lost at x on down d."""
    fail = np.empty_like(ep)
    fail[:, :-1] = ep[:, 1:]
    fail[:, -1] = -ep[::-1, 0]  # turned over: the other side on its own 100 - x
    return fail


def _sweep(
    m: Model, flat: _Flat, ep: np.ndarray, grid: np.ndarray, z3_p: np.ndarray, z3_tb: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """One sweep: every spot and down's best option, and the dice's worth where they may be
    called."""
    first = np.append(ep[:, 0], m.touchdown)
    succ = np.where(flat.to >= SPOTS, first[-1], np.interp(np.minimum(flat.to, FIELD), grid, ep[:, 0]))
    tb_cost = ep[TOUCHBACK_LINE, 0]
    fail = _fail_values(ep, grid)
    punt = -(m.punt @ ep[:, 0])
    kick = m.field_goal * m.field_goal_value - (1.0 - m.field_goal) * ep[::-1, 0]
    kick_ok = np.full(SPOTS, -np.inf)
    kick_ok[flat.kick_spots] = kick[flat.kick_spots]
    out = np.empty_like(ep)
    rolls = np.zeros_like(ep)
    rs, z3 = flat.roll_spots, flat.zone3
    for d in range(DOWNS):
        missed = 1.0 - flat.p - flat.touchback
        values = flat.p * succ - flat.touchback * tb_cost + missed * fail[flat.spot, d]
        best = np.maximum.reduceat(values, flat.face_starts)
        roll = best.reshape(len(rs), flat.faces_per_spot).mean(axis=1)
        rolls[rs, d] = roll
        out[rs, d] = np.maximum(np.maximum(roll, punt[rs]), kick_ok[rs])
        td = z3_p * m.touchdown - z3_tb * tb_cost + (1.0 - z3_p - z3_tb) * fail[z3, d]
        out[z3, d] = np.maximum(td, kick_ok[z3])
    return out, rolls


def _drive_odds(
    m: Model, flat: _Flat, grid: np.ndarray, z3_p: np.ndarray, z3_tb: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Following the best option everywhere (as the values choose it), the chance a drive from
    a first down on each spot ends in a touchdown and in a field goal, and its plays."""
    ep = m.drives.ep
    fail = _fail_values(ep, grid)
    first = np.append(ep[:, 0], m.touchdown)
    succ = np.where(flat.to >= SPOTS, first[-1], np.interp(np.minimum(flat.to, FIELD), grid, ep[:, 0]))
    tb_cost = ep[TOUCHBACK_LINE, 0]
    punt = -(m.punt @ ep[:, 0])
    kick = m.field_goal * m.field_goal_value - (1.0 - m.field_goal) * ep[::-1, 0]
    rs, z3 = flat.roll_spots, flat.zone3
    kick_allowed = np.zeros(SPOTS, dtype=bool)
    kick_allowed[flat.kick_spots] = True
    # What each spot and down does: 0 roll (the best option per face), 1 punt, 2 kick, 3 touchdown.
    missed = 1.0 - flat.p - flat.touchback
    chosen = []  # per down: the index of each face's best option
    action = np.zeros((SPOTS, DOWNS), dtype=int)
    for d in range(DOWNS):
        values = flat.p * succ - flat.touchback * tb_cost + missed * fail[flat.spot, d]
        face_of = np.repeat(
            np.arange(len(flat.face_starts)), np.diff(np.append(flat.face_starts, len(values)))
        )
        order = np.lexsort((-values, face_of))
        firsts = np.searchsorted(face_of[order], np.arange(len(flat.face_starts)))
        chosen.append(order[firsts])
        roll = (
            np.maximum.reduceat(values, flat.face_starts).reshape(len(rs), flat.faces_per_spot).mean(axis=1)
        )
        kick_rs = np.where(kick_allowed[rs], kick[rs], -np.inf)
        action[rs, d] = np.argmax(np.stack([roll, punt[rs], kick_rs]), axis=0)
        td = z3_p * m.touchdown - z3_tb * tb_cost + (1.0 - z3_p - z3_tb) * fail[z3, d]
        action[z3, d] = np.where(kick_allowed[z3] & (kick[z3] > td), 2, 3)
    odds = np.zeros((3, SPOTS, DOWNS))  # touchdown, field goal, plays
    roll_d = action[rs] == 0
    punt_d, kick_d, td_d = action == 1, action == 2, action == 3
    o_p = np.array([o.p for o in flat.zone3_touchdown])
    o_miss = 1.0 - o_p - np.array([o.touchback for o in flat.zone3_touchdown])
    is_td = flat.to >= SPOTS
    to = np.minimum(flat.to, FIELD)
    for _ in range(80):
        nxt = np.zeros_like(odds)
        nxt[:, :, :-1] = odds[:, :, 1:]
        new = np.zeros_like(odds)
        new[2][punt_d | kick_d] = 1.0
        new[1][kick_d] = m.field_goal
        for d in range(DOWNS):
            k = chosen[d]
            p, miss = flat.p[k], 1.0 - flat.p[k] - flat.touchback[k]
            spot = flat.spot[k]
            for j, scored in enumerate((1.0, 0.0, 0.0)):
                s = np.where(is_td[k], scored, np.interp(to[k], grid, odds[j, :, 0]))
                per_face = p * s + miss * nxt[j, spot, d] + (1.0 if j == 2 else 0.0)
                roll = per_face.reshape(len(rs), flat.faces_per_spot).mean(axis=1)
                new[j, rs, d] = np.where(roll_d[:, d], roll, new[j, rs, d])
            z = td_d[z3, d]
            for j, z3_scored in enumerate((o_p, 0.0 * o_p, 0.0 * o_p)):
                val = z3_scored + o_miss * nxt[j, z3, d] + (1.0 if j == 2 else 0.0)
                new[j, z3, d] = np.where(z, val, new[j, z3, d])
        odds = new
    return odds[0, :, 0], odds[1, :, 0], odds[2, :, 0]


# ===================================================================== winning
def win_chance(
    m: Model, margin: int, plays_left: float, first: tuple[float, float, float], ours: bool
) -> float:
    """The chance of winning (a tie, overtime, counted half) from ``margin`` up with
    ``plays_left`` in the game, the next drive (its touchdown and field-goal chances and its
    plays) ``first``, ours or theirs; every later drive starts from a plain kickoff."""
    kick = (
        float(m.kickoff @ m.drives.touchdown),
        float(m.kickoff @ m.drives.field_goal),
        max(1.0, float(m.kickoff @ m.drives.plays)),
    )
    dist = {margin: 1.0}
    left, drive, sign = plays_left, first, 1 if ours else -1
    while left > 0.0:
        td, fg, plays = drive
        share = min(1.0, left / max(plays, 1.0))
        seven = td * share * m.field_goal
        six = td * share - seven
        three = fg * share
        out: dict[int, float] = {}
        for score, pr in dist.items():
            for pts, q in ((7, seven), (6, six), (3, three), (0, 1.0 - seven - six - three)):
                key = score + sign * pts
                out[key] = out.get(key, 0.0) + pr * q
        dist = out
        left -= plays
        drive, sign = kick, -sign
    return sum(pr for s, pr in dist.items() if s > 0) + 0.5 * dist.get(0, 0.0)


def drive_from(m: Model, x: float) -> tuple[float, float, float]:
    """A first down on the own ``x``: (touchdown, field goal, plays)."""
    d = m.drives
    return _interp(d.touchdown, x), _interp(d.field_goal, x), max(1.0, _interp(d.plays, x))


def after_kickoff(m: Model) -> tuple[float, float, float]:
    d = m.drives
    return (
        float(m.kickoff @ d.touchdown),
        float(m.kickoff @ d.field_goal),
        max(1.0, float(m.kickoff @ d.plays)),
    )


def plays_left(game: FingerFootball) -> int:
    """Plays left in regulation (or in this overtime period)."""
    o = game.options
    last = max(game.quarter, o.quarters)
    return (last - game.quarter) * o.plays_per_quarter + o.plays_per_quarter - game.plays


def late(game: FingerFootball) -> bool:
    """The last quarter (or an overtime period): the score decides, not points alone."""
    return game.quarter >= game.options.quarters

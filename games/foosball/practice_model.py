"""Foosball practice without the rules, as a model: a person (home) against a CPU team (away),
goals counted, the ball served again after a goal, a ball off the table or a dead ball. The
practice scene draws it and feeds it the person's rod commands; a replay drives it with the
recorded ones (:mod:`games.foosball.codec`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from games.foosball.match import DT, Tape, rounded
from games.foosball.match import in_front_of as _in_front_of
from games.foosball.players.cpu import FOOS_SKILLS, CpuTeam, FoosSkill, serve_velocity, slide_for
from games.foosball.rules.wording import rod_name
from sim.foosball.spec import RodSpec, Side
from sim.foosball.table import EventKind, FoosballTable, RodCommand, TableEvent

RESTART_PAUSE = 1.2  # s before the CPU serves or a dead ball is put back
STILL_SPEED = 0.02  # m/s: a ball in play slower than this is standing still
STUCK_TIME = 1.5  # s a ball stands still before the window says what to do about it
# m between a figure's face and the ball P puts in front of it: far enough for the foot to meet
# the ball at full swing, near vertical, and shoot it low. (At 5 mm, a foot starting from rest
# nudged the ball, caught it up tilted forward and lifted it over the rods: "the ball left the
# table" on every wheel roll in front of a midfield rod, play-test of issue 32.) Recordings made before
# it hold no gap and replay with OLD_GAP.
SWING_GAP = 0.02
OLD_GAP = 0.005
SOFT_SERVE = 0.35  # m/s: a failed serve slower than this was too soft (else too slanted)
BACK_AFTER = 5.0  # s a ball stands still out of your feet's reach before it comes back by itself
# The practice CPU, as the player picks it (V, in this order): off when practice opens (a newcomer
# learns the rods on a still table first: play-test of issue 32, "the CPU shot before I saw the
# ball"); novice, slow to react, weak and wide of the mark; or the game's club.
# The novice (called gentle until a play-test asked for one set of names everywhere; play-test
# 5: "it scored 2 s after the serve"): it sees the ball 0.8 s late, lines up
# loosely, strikes slowly (a small lead: about 2 m/s), not at all for GENTLE_SETTLE s after any
# serve, and rests a second after each strike. Measured against a scripted newcomer (the test of
# tests/games/test_foosball_practice_newcomer5.py and the report): it scores about one goal a
# minute, never within the first GENTLE_SETTLE s of a serve.
GENTLE_SETTLE = 4.0
CPU_LEVELS: dict[str, FoosSkill | None] = {
    "off": None,
    "novice": FoosSkill("novice", 0.8, 0.04, 0.3, lead=0.06, settle=GENTLE_SETTLE, recover=1.0, courtesy=4.0),
    "club": FOOS_SKILLS["club"],
}
# With the CPU off its rods are turned up, feet level (a real player lifts an idle team's
# figures so the ball passes under them): a figure lifted this far never reaches a ball on the
# field (table.py: a foot reaches only while cos(angle) >= reach / leg), so your shots fly free.
LIFTED = math.pi / 2
# m/s of a figure's swing below which a contact is the ball bouncing off a figure, not a shot.
BOUNCE_SPEED = 0.5
PICK_CPU = "V: CPU off / novice / club"
YOUR_SERVE = "drag from the ball to serve"


def cpu_words(level: str) -> str:
    """What V says: who you practise against now."""
    if level == "off":
        return f"the CPU is off: you practise on your own ({PICK_CPU})"
    return f"practice against the CPU: {level} ({PICK_CPU})"


def first_line(level: str) -> str:
    """What practice says first, as the CPU is: on your own with it off, against it otherwise."""
    if level == "off":
        return f"practice on your own, the CPU is off ({PICK_CPU}): goals count, no rules; F1: how to play"
    return f"practice against the CPU ({level}): goals count, no rules; F1: how to play"


def serve_failed_words(speed: float) -> str:
    """Why a serve of yours never got into play, as the person can fix it."""
    if speed < SOFT_SERVE:
        return "your serve was too soft to get through the hole: pull further before letting go"
    return "your serve hit the side of the service hole: pull more straight down"


@dataclass(frozen=True, slots=True)
class Note:
    """One line of the session's play-by-play."""

    text: str


class FoosPractice:
    def __init__(
        self,
        seed: int = 0,
        cpu_skill: str | None = "club",
        table: FoosballTable | None = None,
        forgiving: bool = True,
        standing: bool = True,
    ) -> None:
        self.seed = seed
        # A ball put back goes in front of a figure where it stands now (a play-test: "moved to
        # where no figure stood"); recordings made before it (no "standing" option) replay without.
        self.standing = standing
        # Play-test 5's forgiving table: a failed serve comes back to the hand at once, and a ball
        # at rest out of every reach on your side comes back in front of your figure. Recordings
        # made before it (no "forgiving" option) replay without.
        self.forgiving = forgiving
        self.table = table or FoosballTable()
        self._cpu_rng = np.random.default_rng(seed)
        self.cpu: CpuTeam | None = None
        self.cpu_level = "off"
        self.set_cpu(cpu_skill)
        self.rng = np.random.default_rng(seed + 1)
        self.score = {Side.HOME: 0, Side.AWAY: 0}
        self.lines: list[str] = [first_line(self.cpu_level)]
        self.log: list[Note] = []
        self.wait = 0.0
        self.server: Side | None = Side.HOME  # who is to serve; None while the ball is in play
        self.steps = 0
        self.tape: Tape | None = None
        self._ball_in_goal: Side | None = None
        self._last_touch: Side | None = None  # whose figure touched the ball last (own goals)
        # The figures' touches since the last serve, (team, rod, figure's speed), newest last:
        # a goal off a bounce says which rod it bounced off.
        self._touches: list[tuple[Side, int, float]] = []
        self._served: tuple[Side, float] = (Side.HOME, 0.0)  # the last serve: by whom, how fast
        self.last_goal = ""  # the last goal in words, as the log says it
        self.still = 0.0  # s the ball in play has stood still (the window's, not the recording's)
        self.events: list[TableEvent] = []  # the table's events of the last step (for the sounds)
        # The ball waits in your hand at your service hole, where the window draws it, from the
        # start: the first serve is a drag from there. (A recording starts at that serve, which
        # puts the ball there too.)
        self.table.place_ball(*self.table.serve_position(Side.HOME))

    def set_cpu(self, level: str | None) -> None:
        """The CPU team at ``level`` (CPU_LEVELS, or a game skill), or none. Its rod commands are
        recorded each step, so a replay needs none of this."""
        skill = None if level is None else CPU_LEVELS.get(level, FOOS_SKILLS.get(level))
        self.cpu_level = "off" if skill is None else str(level)
        self.cpu = None if skill is None else CpuTeam(self.table, Side.AWAY, skill, self._cpu_rng)
        if self.cpu is not None:  # turned on: a newcomer's moment before it strikes
            self.cpu.settle(self.table.t)

    # ----------------------------------------------------------------- the live loop
    def tick(self, human: dict[int, RodCommand]) -> None:
        """One step of the live loop: the CPU's serve after its pause, or a step of play."""
        if self.server is None:
            commands = self.lifted_cpu() if self.cpu is None else dict(self.cpu.commands(self.table.t))
            commands.update(human)
            self.step(commands)
            return
        self.wait -= DT
        if self.server == Side.AWAY and self.wait <= 0.0:
            self.serve(Side.AWAY, *serve_velocity(self.rng, Side.AWAY))

    def lifted_cpu(self) -> dict[int, RodCommand]:
        """The CPU's rods turned up where they stand (it is off): recorded as any rod command."""
        return {
            rod.spec.index: RodCommand(rod.command.y if rod.command else rod.y, LIFTED)
            for rod in self.table.rods
            if rod.spec.team == Side.AWAY
        }

    # ----------------------------------------------------------------- inputs (what a replay holds)
    def step(self, commands: dict[int, RodCommand]) -> None:
        """One physics step of play with these rod commands."""
        commands = {rod: rounded(c) for rod, c in commands.items()}
        events = self.table.step(DT, commands)
        self.steps += 1
        self.events = events
        speed = abs(self.table.ball_velocity[0]) + abs(self.table.ball_velocity[1])
        self.still = self.still + DT if speed < STILL_SPEED and not self.table.gone else 0.0
        for event in events:
            self._react(event)
        if self.tape is not None:
            self.tape.stepped(commands)

    @property
    def stuck(self) -> bool:
        """Has the ball in play stood still long enough for the window to say what to do?"""
        return self.server is None and self.still >= STUCK_TIME

    def in_hole_mouth(self) -> bool:
        """Is the ball by a service hole, just inside the wall: a serve too soft to reach any
        figure (play-test 4 of issue 32 read "stuck" there as the table's fault)?"""
        s = self.table.spec
        x, y, _ = self.table.ball_position
        by_hole = abs(x) <= s.hole_width / 2.0 + 2.0 * s.ball_radius
        return by_hole and abs(y) >= s.half_width - s.ball_radius  # at the wall, or in its tunnel

    def in_front_of_yours(self) -> bool:
        """Is the ball where one of your figures can strike it towards the CPU's goal?"""
        x, y, _ = self.table.ball_position
        return in_front_of(self.table, Side.HOME, x, y)

    def serve(self, side: Side, vx: float, vy: float) -> None:
        if self.tape is not None:
            self.tape.before_input()
        self.table.start_serve(side, vx, vy)
        self.server = None
        self._touches = []
        self._served = (side, math.hypot(vx, vy))
        if self.cpu is not None:  # no CPU strike for its settle moment after any serve
            self.cpu.settle(self.table.t)
        self._say("in play" if side == Side.HOME else "the CPU serves")
        if self.tape is not None:
            self.tape.served(side, vx, vy)

    def serve_again(self) -> None:
        """The person takes the ball back to serve (R)."""
        if self.tape is not None:
            self.tape.before_input()
        self._to_serve(Side.HOME, "serve again")
        if self.tape is not None:
            self.tape.acted(ServeAgain())

    def back_to_you(self) -> None:
        """With the CPU off, a ball that was to be the CPU's serve comes to your service hole
        instead (nobody would serve it). Recorded (a replay's model has no CPU to ask), and
        quiet: what happened stays the line said, only the next thing to do changes."""
        if self.tape is not None:
            self.tape.before_input()
        self._place_for(Side.HOME)
        self.lines = [*self.lines[:1], YOUR_SERVE]
        if self.tape is not None:
            self.tape.acted(ServeAgain(quiet=True))

    def put_in_reach(self, gap: float = SWING_GAP, clear: bool = True, nearest: bool = False) -> None:
        """The person puts the ball, at rest, in front of the nearest of their figures (P), where
        a shot has a clear path (``clear``; recordings made before it replay without).
        ``nearest``: always in front of the figure nearest the ball (the window's P; recordings
        made before it replay without: those could put a ball behind your goalie in front of
        your attack rod, where its way to goal was clear)."""
        if self.tape is not None:
            self.tape.before_input()
        self._in_reach(gap, clear, nearest)
        self._say("you put the ball in front of your figure: shoot")
        if self.tape is not None:
            self.tape.acted(PutInReach(gap, clear, nearest))

    def _in_reach(self, gap: float = SWING_GAP, clear: bool = True, nearest: bool = False) -> None:
        x, y, _ = self.table.ball_position
        if nearest:
            self.table.place_ball(*front_of_nearest_figure(self.table, Side.HOME, x, y, gap))
            self.server, self.still = None, 0.0
            self._touches = []
            return
        spot = front_of_standing(self.table, Side.HOME, x, y, gap) if self.standing else None
        self.table.place_ball(*(spot or front_of_nearest(self.table, Side.HOME, x, y, gap, clear)))
        self.server, self.still = None, 0.0
        self._touches = []

    # ----------------------------------------------------------------- what the table does
    def _react(self, event: TableEvent) -> None:
        if event.kind == EventKind.GOAL_PLANE:
            if event.inward:
                self._ball_in_goal = event.team
            elif self._ball_in_goal is not None:
                self._say("SHAME! out of the goal")
                self._ball_in_goal = None
        elif event.kind == EventKind.CONTACT and event.team is not None:
            self._last_touch = event.team
            self._touches = [*self._touches[-3:], (event.team, event.rod or 0, event.speed)]
        elif event.kind == EventKind.SERVE_FAILED and self.forgiving:
            # The ball never got into play: it is back in the server's hand, never left in the
            # hole's tunnel on the rail (play-test 5 found it there, called "too soft").
            side, speed = self._served
            self._to_serve(side, serve_failed_words(speed) if side == Side.HOME else "the CPU serves again")
        elif event.kind == EventKind.TROUGH and event.team is not None:
            scorer = event.team.other
            self.score[scorer] += 1
            who = self._goal_words(scorer)
            self.last_goal = who
            # No score in the words: the window's counts keep own goals apart, the model's do not
            # (a play-test read "GOAL: you score (2-3)" beside "you 2 - 1 the CPU").
            # An own goal says so once ("GOAL: own goal: ... your own goal" read as a stutter).
            self._to_serve(event.team, who if who.startswith("own goal") else f"GOAL: {who}")
        elif event.kind == EventKind.LEFT_TABLE:
            self._to_serve(Side.HOME, self._left_words(event.x, event.y))
        elif event.kind == EventKind.DEAD_BALL and self.forgiving and (event.x < 0.0 or self.cpu is None):
            near = _just_out_of_reach(self.table, event.x, event.y)
            self._in_reach()
            if near is not None and self.standing:
                self._say(f"the ball stopped just out of your {near}'s reach: it is put back in front of it")
            else:
                self._say(
                    "the ball stopped where no figure could reach it: it is put in front of your figure"
                )
        elif event.kind == EventKind.DEAD_BALL:
            self._to_serve(
                Side.HOME if event.x < 0.0 or self.cpu is None else Side.AWAY,
                "the ball stopped where no figure can reach it (between the rods): serve again",
            )

    def _goal_words(self, scorer: Side) -> str:
        """Who scored, as the person saw it: a ball into your goal off your own figure is your
        own goal, never "the CPU scores" (nor is one with the CPU off: play-test of issue 32)."""
        if scorer == Side.HOME:
            return "you score"
        bounced = self._bounced_off()
        if bounced is not None:
            if self.cpu is None:
                return f"own goal: your shot bounced off the CPU's {bounced} back into your goal"
            return f"the CPU scores: your shot bounced off its {bounced} back into your goal"
        if self._last_touch == Side.HOME and self.cpu is None:
            # Your own shot back off the far end wall past the CPU's lifted men (a play-test: a
            # plain forward shot "Own goal" in 0.25 s): practice, not a fault of yours. Your rods
            # stand down for the rebound (hands.py) but a fast one can beat them.
            return "own goal, from your own rebound: in a game the CPU's men would stand in its way"
        if self._last_touch == Side.HOME:
            return "own goal: your figure put the ball into your own goal"
        if self.cpu is None:
            return "the ball rolled into your own goal"
        return "the CPU scores"

    def _bounced_off(self) -> str | None:
        """The CPU's rod a shot of yours bounced off last (a still or slow figure of its, after
        a touch of yours), in words; None if the CPU's last touch was a shot of its own."""
        touches = self._touches
        if len(touches) < 2 or touches[-1][0] != Side.AWAY or touches[-1][2] >= BOUNCE_SPEED:
            return None
        if touches[-2][0] != Side.HOME:
            return None
        return rod_name(self.table.spec.rods[touches[-1][1]])

    def _left_words(self, x: float, y: float) -> str:
        """Where the ball left the table, as the person saw it."""
        s = self.table.spec
        if abs(x) <= s.hole_width / 2.0 + s.ball_radius and abs(y) >= s.half_width - s.ball_radius:
            if y > 0.0 and self._touches:  # after a rally: no serve to mend (a newcomer's play-test)
                return "the ball rolled out of the far service hole: serve again"
            if y > 0.0:
                return (
                    "the ball rolled across, out of every figure's reach, and out of the far"
                    " service hole: serve at more of a slant, across your midfield rod"
                )
            return "the ball rolled back out of your own service hole: serve again"
        return "the ball jumped off the table: serve again"

    def _to_serve(self, side: Side, why: str) -> None:
        """The next serve: by ``side`` (the scored-upon team after a goal)."""
        self._place_for(side)
        self._say(why)
        self.lines.append(YOUR_SERVE if side == Side.HOME else "the CPU will serve")

    def _place_for(self, side: Side) -> None:
        """The ball at ``side``'s service hole, to be served after the pause."""
        self.server = side
        self.wait = RESTART_PAUSE
        self._ball_in_goal = None
        self._last_touch = None
        self._touches = []
        x, y = self.table.serve_position(side)
        self.table.place_ball(x, y)
        self.table.in_table = False

    def _say(self, text: str) -> None:
        self.lines = [text]
        self.log.append(Note(text))

    def tell(self, text: str) -> None:
        """A word for the person that is no event of play (the CPU's level, as V sets it): shown,
        not logged, so a recording's states, which count the log, never hear it."""
        self.lines = [text]


@dataclass(frozen=True, slots=True)
class ServeAgain:
    """The person took the ball back to serve again; ``quiet``: the ball came to the person's
    hole because the CPU is off (nothing said)."""

    quiet: bool = False


@dataclass(frozen=True, slots=True)
class PutInReach:
    """The person put the ball in front of the nearest of their figures, ``gap`` m clear of it."""

    gap: float = SWING_GAP
    clear: bool = False  # in a clear path (recordings made before it hold none)
    nearest: bool = False  # always the nearest figure's (recordings made before it hold none)


def front_of_nearest(
    table: FoosballTable, side: Side, x: float, y: float, gap: float = SWING_GAP, clear: bool = False
) -> tuple[float, float]:
    """Just in front of the figure of ``side`` nearest to (x, y), where it strikes the ball
    towards the goal it attacks (no rule to keep in practice). ``clear``: never right in line
    with an opposing figure that stands, foot down, between there and the goal attacked (play-test
    5: a ball given back in front of the defence rod, a CPU figure 70 px ahead on its line, and every
    shot bounced back into the player's own goal); the spot may slide along the figure's reach."""
    spec = table.spec
    forward = 1.0 if side == Side.HOME else -1.0
    gap = spec.figure_thickness / 2.0 + spec.ball_radius + gap
    best: tuple[float, float, float] | None = None
    for rod in spec.rods:
        if rod.team != side:
            continue
        slide = slide_for(rod, y)
        near = min((slide + off for off in rod.offsets()), key=lambda f: abs(f - y))
        fx = rod.x + forward * gap
        for fy in _spots(rod, near) if clear else (near,):
            blocked = clear and shot_blocked(table, side, fx, fy)
            cost = math.hypot(fx - x, fy - y) + (BLOCKED if blocked else 0.0)
            if spec.on_field(fx, fy, spec.ball_radius) and (best is None or cost < best[0]):
                best = (cost, fx, fy)
    assert best is not None, "a team has a figure on the field"
    return best[1], best[2]


def front_of_nearest_figure(
    table: FoosballTable, side: Side, x: float, y: float, gap: float = SWING_GAP
) -> tuple[float, float]:
    """Just in front of the figure of ``side`` nearest to (x, y), as the help says P does (a
    newcomer's P put a ball behind the goalie in front of the midfield rod up the table): the
    rod whose figures can come nearest the ball; on it, the figure standing nearest with a clear
    way to goal, else a clear spot along its reach, else the nearest spot (the aim line then says
    what stands in the way)."""
    spec = table.spec
    forward = 1.0 if side == Side.HOME else -1.0
    fx_of = {
        rod.spec.index: rod.spec.x + forward * (spec.figure_thickness / 2.0 + spec.ball_radius + gap)
        for rod in table.rods
    }

    def near_y(rod: RodSpec) -> float:
        return min((slide_for(rod, y) + off for off in rod.offsets()), key=lambda f: abs(f - y))

    mine = [rod for rod in table.rods if rod.spec.team == side]
    rod = min(mine, key=lambda r: math.hypot(fx_of[r.spec.index] - x, near_y(r.spec) - y))
    fx = fx_of[rod.spec.index]

    def fine(fy: float) -> bool:
        return spec.on_field(fx, fy, spec.ball_radius) and not shot_blocked(table, side, fx, fy)

    standing = sorted((rod.y + off for off in rod.spec.offsets()), key=lambda f: abs(f - y))
    reach = _spots(rod.spec, near_y(rod.spec))
    fy = next((f for f in [*standing, *reach] if fine(f)), None)
    if fy is None:
        fy = next((f for f in reach if spec.on_field(fx, f, spec.ball_radius)), near_y(rod.spec))
    return fx, fy


def front_of_standing(
    table: FoosballTable, side: Side, x: float, y: float, gap: float = SWING_GAP
) -> tuple[float, float] | None:
    """Just in front of the figure of ``side`` nearest the ball as the rods stand now, where it
    can strike at once; None if every such spot is off the field or in line with an opposing
    figure standing foot down (then :func:`front_of_nearest` looks along the figures' reach)."""
    spec = table.spec
    forward = 1.0 if side == Side.HOME else -1.0
    ahead = spec.figure_thickness / 2.0 + spec.ball_radius + gap
    spots = [
        (rod.spec.x + forward * ahead, rod.y + off)
        for rod in table.rods
        if rod.spec.team == side
        for off in rod.spec.offsets()
    ]
    spots = [
        spot
        for spot in spots
        if spec.on_field(*spot, spec.ball_radius) and not shot_blocked(table, side, *spot)
    ]
    return min(spots, key=lambda s: math.hypot(s[0] - x, s[1] - y), default=None)


def _just_out_of_reach(table: FoosballTable, x: float, y: float) -> str | None:
    """The rod of yours a ball resting at (x, y) stopped just in front of, out of its reach
    (said so, not "where no figure could reach it", beside a figure: a play-test), or None."""
    spec = table.spec
    for rod in table.rods:
        if rod.spec.team != Side.HOME or not 0.0 < x - rod.spec.x <= spec.reach + NEAR_REACH:
            continue
        if any(abs(rod.y + off - y) <= spec.figure_width for off in rod.spec.offsets()):
            return rod_name(rod.spec)
    return None


NEAR_REACH = 0.05  # m past a figure's reach a ball still lies "just out of" it
BLOCKED = 10.0  # m a spot in line with a standing opposing figure costs: any clear spot is better
SPOT_STEP = 0.01  # m between the spots tried along a figure's reach
LINE_MARGIN = 0.006  # m of room a shot needs beside an opposing foot


def _spots(rod: RodSpec, near: float) -> list[float]:
    """The y's a figure of ``rod`` can stand at, from ``near`` outwards (nearest first)."""
    half = rod.travel / 2.0
    lo = min(rod.offsets(), key=lambda off: abs(off + slide_for(rod, near) - near))
    top, bottom = lo + half, lo - half
    steps = round((top - bottom) / SPOT_STEP)
    spots = [bottom + k * SPOT_STEP for k in range(steps + 1)]
    return sorted([near, *spots], key=lambda f: abs(f - near))


def shot_blocked(table: FoosballTable, side: Side, x: float, y: float) -> bool:
    """Would a shot from (x, y) straight at the goal ``side`` attacks meet a figure of the other
    team standing foot down in its way (a lifted figure lets it pass under)?"""
    spec = table.spec
    forward = 1.0 if side == Side.HOME else -1.0
    low = (spec.rod_height - spec.ball_radius) / spec.leg
    room = spec.figure_width / 2.0 + spec.ball_radius + LINE_MARGIN
    for rod in table.rods:
        if rod.spec.team == side or (rod.spec.x - x) * forward <= 0.0:
            continue
        if math.cos(rod.wrapped) < low:
            continue  # lifted: the ball passes under
        if any(abs(rod.y + off - y) < room for off in rod.spec.offsets()):
            return True
    return False


def in_front_of(table: FoosballTable, side: Side, x: float, y: float) -> bool:
    """Can a figure of ``side`` strike a ball resting at (x, y) towards the goal it attacks (the
    ball in front of the rod, within its reach along the table and across)?"""
    return _in_front_of(table.spec, side, x, y)

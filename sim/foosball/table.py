"""The foosball table: walls, sloped corners, goals with a pocket and a trough, service holes,
eight rods that slide and turn, and a ball that rolls, bounces, lifts and can leave the table.

A top view in pymunk (x along the table, y across) holds the walls, the posts, the pockets and
one kinematic body per rod carrying its figures; the ball's height z is integrated alongside.
A figure touches the ball only while its foot is low enough to reach the ball's height: a rod
at angle theta (0: foot down) reaches a ball whose centre is h = rod_height - z_c below the rod
while cos(theta) >= h / leg, and meets it at x = rod_x + h * theta, moving at h * omega there, so
a fast swing is a hard shot and a raised figure lets the ball pass under (docs/foosball.md).

A rod heads for its commanded target with limited speed and acceleration, and where it is is a
function of time (sim/foosball/rod_motion.py), worked out only when read. The bodies of the rods whose
figures could meet the ball within a step are moved by velocity, sub-step by sub-step; the
others' bodies are left behind, touch nothing, and are put where their figures are when they
next come near. Each step is cut into sub-steps short enough that neither the ball nor a foot
moves more than a centimetre in one, so a 15 m/s ball cannot pass through a figure.

Why this file is past 600 lines: it is one class, the table stepped with its collision callbacks,
which mypyc compiles into native methods calling each other directly; a split into mixins would
need mypyc's traits on the hot path of every step, for no reader's gain.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import pymunk
from mypy_extensions import mypyc_attr

from sim.constants import GRAVITY
from sim.foosball.rod_motion import Clock, DriveLimits, RodCommand, RodState, wrap
from sim.foosball.spec import Side, TableSpec, load_table
from sim.io.pickling import attributes, by_fields

__all__ = ["BallPlace", "EventKind", "FoosballTable", "RodCommand", "RodState", "TableEvent"]

SUBSTEP_TRAVEL = 0.008  # m a ball or foot may move in one sub-step
WALL_RADIUS = 0.002  # m: the walls' half thickness, as chipmunk sees them
SERVE_TIME = 3.0  # s: a served ball not in play by then never will be
GOAL_WATCH = 0.1  # m from an end wall: only a ball nearer can cross a goal's plane in a sub-step
REST_SPEED = 0.004  # m/s: slower than this on the field, the ball is at rest
# m/s: the fastest a ball is put on the table (a serve, a restart), twice the hardest shot
# measured on a real table; a file asking more (2**31 m/s) would only grow the sub-steps.
MAX_PLACED_SPEED = 30.0
BALL, FIGURE, WALL, LINTEL, BACK = 1, 2, 3, 4, 5
SUNK = 0.25  # of the ball's radius: sunk this far into a goal's drop, its edge holds the ball in
RESHOT_SPEED = 0.05  # m/s: a touching figure faster than this, and than
RESHOT_FACTOR = 1.25  # times the speed last reported, is reported again (a shot from touching)


try:  # chipmunk's own accessors, as pymunk 7 ships them; pymunk's properties are the fallback
    from pymunk._chipmunk import lib as _chipmunk

    _fast_velocity, _fast_position = _chipmunk.cpBodySetVelocity, _chipmunk.cpBodySetPosition
    _get_position, _get_velocity = _chipmunk.cpBodyGetPosition, _chipmunk.cpBodyGetVelocity
    _space_step = _chipmunk.cpSpaceStep
except (ImportError, AttributeError):  # pragma: no cover - another build of pymunk
    _fast_velocity = _fast_position = _get_position = _get_velocity = _space_step = None


class BallPlace(StrEnum):
    """Where the ball is: always exactly one of these."""

    HAND = "in a hand"  # held outside a service hole, to be served (or taken off the table)
    HOLE = "in a service hole"  # served, not yet wholly on the field
    FIELD = "on the field"
    GOAL = "in a goal"  # in a goal's pocket or trough
    OFF = "off the table"  # left the table (in the air above it, or beyond its sides)


class EventKind(StrEnum):
    CONTACT = "contact"  # a figure touched the ball
    GOAL_PLANE = "goal plane"  # the ball's centre crossed a goal plane (inward or outward)
    TROUGH = "trough"  # the ball fell to the bottom of a goal's trough: a goal
    BALL_IN_GOAL = "ball in goal"  # wholly past a goal plane
    LEFT_TABLE = "left table"
    BACK_ON_TABLE = "back on table"  # a ball that left the table fell back onto the field
    DEAD_BALL = "dead ball"  # at rest, in play, out of reach of every figure
    SERVE_OUTER = "serve outer plane"  # the ball broke the service hole's outer plane
    SERVE_INNER = "serve inner plane"  # ... its inner plane: in play
    SERVE_CROSSED = "serve crossed"  # ... wholly inside
    SERVE_FAILED = "serve failed"  # a served ball that will not enter play: back to the hand
    FAILURE_STARTED = "mechanical failure"
    FAILURE_REPAIRED = "failure repaired"


@dataclass(frozen=True, slots=True)
class TableEvent:
    kind: EventKind
    t: float
    x: float
    y: float
    rod: int | None = None
    team: Side | None = None  # the rod's team for contacts; the goal's or hole's side otherwise
    inward: bool | None = None  # goal plane: into the goal (True) or back out (False)
    speed: float = 0.0  # contacts: the figure's speed at the contact (m/s)
    ball_speed: float = 0.0  # contacts: the ball's speed as it met the figure (m/s)
    note: str = ""

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled (see setup.py), and still a base class
class FoosballTable:
    """The table and its ball. ``step(dt, commands)`` advances it and returns what happened."""

    def __init__(self, spec: TableSpec | None = None) -> None:
        self.spec = spec or load_table()
        self.space = pymunk.Space()
        self.space.collision_slop = 1e-4
        self._clock = Clock()  # the table's time, which its rods are read at
        s = self.spec
        limits = DriveLimits(s.max_slide_speed, s.max_slide_accel, s.max_spin, s.max_spin_accel)
        self.rods = [RodState(r, limits, self._clock) for r in self.spec.rods]
        self._rod_bodies: list[pymunk.Body] = []
        self._figure_of: dict[pymunk.Shape, tuple[int, int]] = {}
        self._build_walls()
        self._build_rods()
        self._build_ball()
        self._chip_handles = self._handles()
        self._space_handle = getattr(self.space, "_space", None)
        self._goal_planes = [(side, self.spec.goal_x(side)) for side in Side]
        self._events: list[TableEvent] = []
        # Rods touching the ball, with the figure's speed at the contact last reported.
        self._touching: dict[int, float] = {}
        self._lift = 0.0
        self.z = 0.0  # height of the ball's bottom above the field (negative: falling into a trough)
        self.vz = 0.0
        self.in_table = False
        self.in_goal: Side | None = None  # a ball in a goal's pocket or trough
        self.off_table = False  # out of the table, not yet back
        self.gone = False  # in a trough or on the floor: out of the simulation
        self._dead = False
        self._serve: tuple[Side, int] | None = None  # the hole being served through, planes broken
        self._served_at = 0.0
        self.space.on_collision(
            BALL,
            FIGURE,
            pre_solve=self._figure_pre,
            post_solve=self._figure_post,
            separate=self._figure_separate,
        )
        self.space.on_collision(BALL, WALL, pre_solve=self._wall_pre)
        self.space.on_collision(BALL, LINTEL, pre_solve=self._lintel_pre)
        self.space.on_collision(BALL, BACK, pre_solve=self._back_pre)

    # ================================================================= building
    def _segment(
        self,
        a: tuple[float, float],
        b: tuple[float, float],
        radius: float = WALL_RADIUS,
        elasticity: float | None = None,
        kind: int = WALL,
    ) -> None:
        seg = pymunk.Segment(self.space.static_body, a, b, radius)
        seg.elasticity = self.spec.restitution_wall if elasticity is None else elasticity
        seg.friction = 0.0
        seg.collision_type = kind
        self.space.add(seg)

    def _build_walls(self) -> None:
        s = self.spec
        hl, hw, c, g, hole = s.half_length, s.half_width, s.corner, s.goal_width / 2.0, s.hole_width / 2.0
        for sy in (-1.0, 1.0):
            # Side walls with the service hole at midfield, and its tunnel through the wall.
            self._segment((-hl + c, sy * hw), (-hole, sy * hw))
            self._segment((hole, sy * hw), (hl - c, sy * hw))
            for sx in (-1.0, 1.0):
                self._segment((sx * hole, sy * hw), (sx * hole, sy * (hw + s.wall_thickness)))
                # End walls beside the goal, and the sloped corners.
                self._segment((sx * hl, sy * g), (sx * hl, sy * (hw - c)))
                self._segment((sx * hl, sy * (hw - c)), (sx * (hl - c), sy * hw))
        for sx in (-1.0, 1.0):
            # The wall above the goal's mouth, met only by a ball flying higher than the mouth.
            self._segment((sx * hl, -g), (sx * hl, g), kind=LINTEL)
            # The goal pocket: its sides and its back wall, and the posts.
            back = sx * (hl + s.goal_depth)
            self._segment((sx * hl, -g), (back, -g), elasticity=s.back_restitution)
            self._segment((sx * hl, g), (back, g), elasticity=s.back_restitution)
            self._segment((back, -g), (back, g), elasticity=s.back_restitution, kind=BACK)
            for sy in (-1.0, 1.0):
                post = pymunk.Circle(self.space.static_body, s.post_radius, (sx * hl, sy * g))
                post.elasticity = s.restitution_wall
                post.collision_type = WALL
                self.space.add(post)

    def _build_rods(self) -> None:
        s = self.spec
        # A rounded foot keeps its outer size: the corners' centres are set in by the toe's radius.
        half_t, half_w = s.figure_thickness / 2.0 - s.toe, s.figure_width / 2.0 - s.toe
        for rod in self.spec.rods:
            body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
            body.position = (rod.x, 0.0)
            shapes = []
            for k, off in enumerate(rod.offsets()):
                box = pymunk.Poly(
                    body,
                    [
                        (-half_t, off - half_w),
                        (half_t, off - half_w),
                        (half_t, off + half_w),
                        (-half_t, off + half_w),
                    ],
                    radius=s.toe,
                )
                box.elasticity = s.restitution_figure
                box.friction = 0.0
                box.collision_type = FIGURE
                self._figure_of[box] = (rod.index, k)
                shapes.append(box)
            self.space.add(body, *shapes)
            self._rod_bodies.append(body)
        # Where each rod body is (pymunk moves a kinematic body by exactly velocity * dt), kept
        # here to spare reading it back every sub-step; and which bodies are moving. Only the
        # rods that could meet the ball this step (``_driven``) have their bodies moved with
        # them: the others' bodies are left where they were, and their contacts ignored.
        self._body_at = [(rod.x, 0.0) for rod in self.spec.rods]
        self._rod_xs = tuple(rod.x for rod in self.spec.rods)
        self._by_x = sorted(range(len(self._rod_xs)), key=self._rod_xs.__getitem__)  # rods along x
        self._sorted_xs = [self._rod_xs[i] for i in self._by_x]
        self._moving: set[int] = set()
        self._driven: list[int] = []
        self._reach_at = [math.nan] * len(self.spec.rods)  # the reach each rod's body was set for
        # Which rods' feet reach the ball's height now, and did a sub-step ago: a foot that comes
        # down onto a ball it already overlaps strikes it (see _strike), pymunk does not part them.
        self._reaching = [False] * len(self.spec.rods)
        self._was_reaching = [False] * len(self.spec.rods)
        self._strikes: list[tuple[RodState, int]] = []
        # How near (in x, in y) a figure's centre must come to the ball's for the two to touch.
        self._reach_x = s.figure_thickness / 2.0 + s.ball_radius
        # Each rod's figures: the first one's offset, the spacing, the last one's number.
        self._figure_rows = [(rod.offsets()[0], rod.spacing, rod.figures - 1) for rod in s.rods]
        self._reach_y = s.figure_width / 2.0 + s.ball_radius
        # How far the ball's centre keeps from every wall and post while it rolls freely.
        self._clear = s.ball_radius + max(WALL_RADIUS, s.post_radius) + 1e-4
        # The field shrunk by that much (as TableSpec.on_field reckons it): half length, half
        # width, and the sloped corners' |x| + |y|.
        self._clear_field = (
            s.half_length - self._clear,
            s.half_width - self._clear,
            s.half_length + s.half_width - s.corner - self._clear * math.sqrt(2.0),
        )

    def _build_ball(self) -> None:
        s = self.spec
        moment = pymunk.moment_for_circle(s.ball_mass, 0.0, s.ball_radius)
        self.ball = pymunk.Body(s.ball_mass, moment)
        self.ball.position = (0.0, 0.0)
        shape = pymunk.Circle(self.ball, s.ball_radius)
        shape.elasticity = 1.0  # each obstacle's elasticity is its restitution with the ball
        shape.friction = 0.0
        shape.collision_type = BALL
        self.ball_shape = shape
        self.space.add(self.ball, shape)
        self.ball.moment = math.inf  # the ball's spin is not modelled

    @property
    def t(self) -> float:
        """The table's time (s)."""
        return self._clock.t

    @t.setter
    def t(self, value: float) -> None:
        self._clock.t = value

    # ================================================================= the ball
    @property
    def ball_position(self) -> tuple[float, float, float]:
        """(x, y, z of the centre) of the ball."""
        x, y = self._ball_xy()
        return x, y, self.z + self.spec.ball_radius

    @property
    def ball_velocity(self) -> tuple[float, float, float]:
        vx, vy = self._ball_v()
        return vx, vy, self.vz

    def place_ball(
        self, x: float, y: float, vx: float = 0.0, vy: float = 0.0, z: float = 0.0, vz: float = 0.0
    ) -> None:
        """Put the ball on the table (in play) with a velocity: for tests, drills and restarts."""
        speed = math.hypot(vx, math.hypot(vy, vz))
        if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(z) and speed <= MAX_PLACED_SPEED):
            raise ValueError(
                f"a ball put on the table at ({x:.4g}, {y:.4g}) m moving {speed:.4g} m/s: "
                f"its place must be finite and its speed at most {MAX_PLACED_SPEED:g} m/s"
            )
        self.ball.position = (x, y)
        self.ball.velocity = (vx, vy)
        self.z, self.vz = z, vz
        s = self.spec
        self.in_table = abs(x) < s.half_length and abs(y) < s.half_width
        self.in_goal, self.off_table, self.gone, self._dead, self._serve = None, False, False, False, None
        self._touching.clear()
        self._sync_rod_bodies()

    def _sync_rod_bodies(self) -> None:
        """Put the figures' bodies where the rods are, at rest: while no ball is in play the
        space is not stepped, so they have not followed the rods."""
        self._place_bodies(range(len(self.rods)))
        self._driven = []
        self._refresh_reaching()

    def _place_bodies(self, indices: Iterable[int]) -> None:
        """These rods' bodies put where their figures are now (at the ball's height), at rest."""
        reach = max(0.0, self._reach())
        for i in indices:
            rod, body = self.rods[i], self._rod_bodies[i]
            at = (self._figure_x(rod.spec.x, rod.angle, reach), rod.y)
            body.position = self._body_at[i] = at
            body.velocity = (0.0, 0.0)
            self._reach_at[i] = reach
            self._moving.discard(i)
            self.space.reindex_shapes_for_body(body)

    @staticmethod
    def _figure_x(rod_x: float, angle: float, reach: float) -> float:
        """Where a rod's feet meet the ball's height along the table (``reach`` below the rod)."""
        a = angle if -1.0 <= angle <= 1.0 else wrap(angle)
        return rod_x + reach * (a if -1.0 <= a <= 1.0 else (1.0 if a > 0.0 else -1.0))

    def _refresh_reaching(self) -> None:
        """Which feet reach the ball now, as if they had all along: after the rods or the ball
        were set by hand, nothing has come down onto the ball."""
        reach = self._reach()
        low = reach / self.spec.leg
        for i, rod in enumerate(self.rods):
            self._reaching[i] = reach > 0.0 and math.cos(rod.wrapped) >= low
        self._was_reaching[:] = self._reaching
        self._strikes.clear()

    def serve_position(self, side: Side) -> tuple[float, float]:
        """Where the server holds the ball: outside the service hole on its side."""
        s = self.spec
        sy = -1.0 if side == Side.HOME else 1.0
        return 0.0, sy * (s.half_width + s.wall_thickness + s.ball_radius + 0.005)

    def start_serve(self, side: Side, vx: float, vy: float) -> None:
        """The server flicks the ball from outside the service hole on its side."""
        x, y = self.serve_position(side)
        self.place_ball(x, y, vx, vy)
        self._serve = (side, 0)
        self._served_at = self.t

    @property
    def place(self) -> BallPlace:
        if self.in_goal is not None:
            return BallPlace.GOAL
        if self.off_table:
            return BallPlace.OFF
        if self._serve is not None:
            return BallPlace.HOLE
        return BallPlace.FIELD if self.in_table else BallPlace.HAND

    def set_rods(self, poses: dict[int, tuple[float, float]]) -> None:
        """Set rods at rest at (slide, angle), as a game or drill starts: not a way to move them
        in play (``step`` drives them by velocity)."""
        for index, (y, angle) in poses.items():
            self.rods[index].set(y, angle)
        self._place_bodies(poses)
        self._refresh_reaching()

    # ================================================================= failures
    def fail(self, rod: int, figure: int | None = None) -> list[TableEvent]:
        """Inject a mechanical failure: a jammed rod, or (with ``figure``) a broken foot."""
        state = self.rods[rod]
        if figure is None:
            state.jam()
            note = "jammed rod"
        else:
            state.broken.add(figure)
            note = f"broken foot (figure {figure})"
        x, y, _ = self.ball_position
        return [TableEvent(EventKind.FAILURE_STARTED, self.t, x, y, rod=rod, team=state.spec.team, note=note)]

    def repair(self, rod: int) -> list[TableEvent]:
        state = self.rods[rod]
        state.repair()
        x, y, _ = self.ball_position
        return [TableEvent(EventKind.FAILURE_REPAIRED, self.t, x, y, rod=rod, team=state.spec.team)]

    @property
    def failed(self) -> bool:
        return any(r.jammed or r.broken for r in self.rods)

    # ================================================================= stepping
    def step(self, dt: float, commands: dict[int, RodCommand] | None = None) -> list[TableEvent]:
        """Advance by ``dt`` seconds with the rods heading for ``commands`` (by rod index)."""
        for index, command in (commands or {}).items():
            rod = self.rods[index]
            if command is not rod.command:  # a command held from the step before is already set
                rod.command = command
                rod.aim(self._clamped(index, command))
        ball = (*self._ball_xy(), *self._ball_v())
        n, near = self._substeps(dt, *ball)
        h = dt / n
        self._events = []
        if not near and self._free_roll(dt, *ball):
            self._driven = []
            self._coast(dt, *ball)
            return self._events
        # Only the rods whose figures could meet the ball are driven, sub-step by sub-step where
        # contacts are resolved; the others go their way unread (see RodState).
        self._take_up(near)
        for _ in range(n):
            self._substep(h, near)
        return self._events

    def _take_up(self, near: list[int]) -> None:
        """Bodies for the rods to be driven this step: a rod that was not driven the step before
        has its body put where its figures are now; one no longer driven has its body stopped."""
        driven = self._driven
        if near == driven:
            return
        for i in driven:
            if i not in near and i in self._moving:
                self._set_velocity(i, (0.0, 0.0))
                self._moving.discard(i)
        new = [i for i in near if i not in driven]
        if new:
            self._place_bodies(new)
            reach = self._reach()
            low = reach / self.spec.leg
            for i in new:
                self._reaching[i] = reach > 0.0 and math.cos(self.rods[i].wrapped) >= low
                self._was_reaching[i] = self._reaching[i]
        self._driven = near

    def _free_roll(self, dt: float, x: float, y: float, vx: float, vy: float) -> bool:
        """Does the ball (at x, y with velocity vx, vy) roll this whole step on the field
        touching nothing? No figure can meet it (the caller knows), it is on the field, neither
        flying nor served nor touching a figure, and its whole path stays clear of every wall
        and post."""
        if (
            self.z != 0.0
            or self.vz != 0.0
            or self._serve is not None
            or self._touching
            or self._strikes
            or not self.in_table
            or self.off_table
            or self.in_goal is not None
            or self.gone
        ):
            return False
        # On the field, clear of its sides, ends and corners, at both ends of the straight path.
        hl, hw, corner = self._clear_field
        x1, y1 = abs(x + vx * dt), abs(y + vy * dt)
        x, y = abs(x), abs(y)
        return x <= hl and y <= hw and x + y <= corner and x1 <= hl and y1 <= hw and x1 + y1 <= corner

    def _coast(self, dt: float, x: float, y: float, vx: float, vy: float) -> None:
        """The ball (at x, y with velocity vx, vy) rolls freely for ``dt``: slowed by rolling
        friction at a constant rate, in a straight line, exactly (no contact is possible, so
        chipmunk is not stepped; the rods' bodies catch up with the rods before it next is)."""
        speed = math.hypot(vx, vy)
        if speed > 0.0:
            decel = self.spec.rolling * GRAVITY
            rolling_for = min(dt, speed / decel) if decel > 0.0 else dt
            along = (speed - 0.5 * decel * rolling_for) * rolling_for / speed
            keep = max(0.0, speed - decel * dt) / speed
            position = (x + vx * along, y + vy * along)
            vx, vy = vx * keep, vy * keep
            self._place_ball_body(position, (vx, vy))
        self.t += dt
        # Of what _watch looks for, only coming to rest can happen on a free roll: the ball stays
        # on the field, short of the goals' planes, neither served nor flying.
        self._watch_rest(*self._ball_xy(), vx, vy)

    def _place_ball_body(self, position: tuple[float, float], velocity: tuple[float, float]) -> None:
        """The ball's body moved and its velocity set, through chipmunk where it can be."""
        if _fast_position is not None:
            _fast_position(self._chip_handles[-1], position)
        else:
            self.ball.position = position
        self._set_ball_velocity(velocity)

    def _clamped(self, index: int, command: RodCommand) -> RodCommand:
        half = self.rods[index].spec.travel / 2.0
        if -half <= command.y <= half:
            return command
        return RodCommand(max(-half, min(half, command.y)), command.angle)

    def _substeps(self, dt: float, x: float, y: float, vx: float, vy: float) -> tuple[int, list[int]]:
        """Enough sub-steps that the ball moves at most SUBSTEP_TRAVEL in one, and that it and a
        foot low enough to meet it within this step close at most that much; and the rods whose
        figures could meet it. A rod counts only if one of its feet could come low enough to
        touch the ball within the step, and the gap between them could close within the step at
        the fastest its drive allows, so the bound never lets a ball pass through a figure.
        (x, y) is the ball's place, (vx, vy) its velocity."""
        vz = abs(self.vz)
        ball = math.hypot(vx, vy) + vz
        s = self.spec
        leg, max_spin = s.leg, s.max_spin
        h = self._reach()
        # However its rod turns, a figure's body stays within the reach (at most a leg, on the
        # field) of the rod's axis: farther than that and the step's whole travel, a rod is out
        # of the question at once.
        beyond = max(leg, h) + self._reach_x + (abs(vx) + vz + max_spin * leg) * dt
        foot = 0.0
        near = []
        closing_x = (abs(vx) + vz) * dt
        closing_y = abs(vy) * dt
        reach_x, reach_y = self._reach_x, self._reach_y
        reach, t, rods, rod_xs = max(0.0, h), self.t, self.rods, self._rod_xs
        # How far from hanging down a foot reaches a rolling ball's height (see _reaches): a rod
        # whose feet are turned farther all through the step cannot touch the ball. (A ball in
        # the air may rise to a foot: every foot counts then.)
        band = math.acos(min(1.0, reach / leg)) if self.z == 0.0 and self.vz == 0.0 else math.inf
        spin_up, slide_up = s.max_spin_accel * dt, s.max_slide_accel * dt
        xs = self._sorted_xs
        within = self._by_x[bisect_left(xs, x - beyond) : bisect_right(xs, x + beyond)]
        if len(within) > 1:
            within.sort()
        for i in within:
            r = rods[i]
            target = r.target
            rod_y, rod_vy, angle, omega = r.at(t)
            spin = 0.0 if omega == 0.0 and angle == target.angle else min(max_spin, abs(omega) + spin_up)
            # Where the feet meet the ball's height along the table (as _figure_x).
            a = angle if -1.0 <= angle <= 1.0 else wrap(angle)
            if abs(a) - spin * dt > band:
                continue  # its feet are up, over a rolling ball, all through the step
            figure_x = rod_xs[i] + reach * (a if -1.0 <= a <= 1.0 else (1.0 if a > 0.0 else -1.0))
            if abs(figure_x - x) - reach_x > closing_x + spin * leg * dt:
                continue  # no figure of this rod can meet the ball within the step, along x
            slide = (
                0.0 if rod_vy == 0.0 and rod_y == target.y else min(s.max_slide_speed, abs(rod_vy) + slide_up)
            )
            if self._gap_y(i, y - rod_y) - reach_y > closing_y + slide * dt:
                continue  # nor across it
            near.append(i)
            foot = max(foot, spin * leg + slide)
        return max(1, math.ceil((ball + foot) * dt / SUBSTEP_TRAVEL)), near

    def _gap_y(self, index: int, y: float) -> float:
        """How far ``y`` (across the table, from the rod's slide position) is from the centre of
        the rod's nearest figure. The figures are evenly spaced: the nearest is found at once."""
        first, spacing, last = self._figure_rows[index]
        if spacing == 0.0:
            return abs(y - first)
        k = min(last, max(0, round((y - first) / spacing)))
        return abs(y - first - k * spacing)

    def _substep(self, h: float, near: list[int]) -> None:
        before = self._ball_xy()
        # The clock goes first: the rods are read, in the contacts too, as they are at its end.
        self.t += h
        if near:
            self._drive_rods(h, near)
        self._lift = 0.0
        if not self.gone:
            self._step_space(h)
        if self.gone:
            return
        if self._strikes:
            self._strike()
        self._roll(h)
        x, y = self._ball_xy()
        if self._lift != 0.0 or self.z > 0.0 or self.vz != 0.0 or self._over_drop(x, y):
            self._height(h)  # not rolling on the field
            x, y = self._ball_xy()
        self._watch(before, x, y)

    def _reach(self) -> float:
        """h: how far below the rods the ball's centre is."""
        return self.spec.rod_height - (self.z + self.spec.ball_radius)

    def _drive_rods(self, h: float, indices: list[int]) -> None:
        """Give these rods' bodies the velocities that take their figures, over the ``h``
        seconds to now, to where the rods' feet meet the ball's height now."""
        reach = max(0.0, self._reach())
        low = reach / self.spec.leg
        reaching, was, at, reach_at = self._reaching, self._was_reaching, self._body_at, self._reach_at
        moving, rods, t = self._moving, self.rods, self.t
        for i in indices:
            rod = rods[i]
            was[i] = reaching[i]
            if i not in moving and reach_at[i] == reach and rod.resting:
                continue  # a rod at rest stays where its body is
            reach_at[i] = reach
            y, _, a, _ = rod.at(t)
            a = wrap(a)
            reaching[i] = reach > 0.0 and math.cos(a) >= low
            x = rod.spec.x + reach * (a if -1.0 <= a <= 1.0 else (1.0 if a > 0.0 else -1.0))
            x0, y0 = at[i]
            if x != x0 or y != y0:
                self._set_velocity(i, ((x - x0) / h, (y - y0) / h))
                moving.add(i)
            elif i in moving:
                self._set_velocity(i, (0.0, 0.0))
                moving.discard(i)
            at[i] = (x, y)

    def _step_space(self, h: float) -> None:
        """Chipmunk's step, called directly where it can be: nothing is added to or removed
        from the space during a step, which is all pymunk's own step adds."""
        if _space_step is not None and self._space_handle is not None:
            _space_step(self._space_handle, h)
        else:
            self.space.step(h)

    def _handles(self) -> list[Any]:
        """Chipmunk's own handles of the rods' bodies (see _set_velocity), then the ball's."""
        return [getattr(body, "_body", None) for body in (*self._rod_bodies, self.ball)]

    def _ball_xy(self) -> tuple[float, float]:
        """The ball's centre on the table, read through chipmunk where it can be: pymunk's
        property builds a vector each time, and this is read every sub-step."""
        if _get_position is not None:
            p = _get_position(self._chip_handles[-1])
            return p.x, p.y
        p = self.ball.position
        return p.x, p.y

    def _ball_v(self) -> tuple[float, float]:
        """The ball's velocity on the table (as _ball_xy)."""
        if _get_velocity is not None:
            v = _get_velocity(self._chip_handles[-1])
            return v.x, v.y
        v = self.ball.velocity
        return v.x, v.y

    def __getstate__(self) -> dict[str, Any]:
        # The handles are pointers into this process's memory: a copy finds its own.
        return attributes(self, leave_out=("_chip_handles", "_space_handle"))

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            setattr(self, name, value)
        self._chip_handles = self._handles()
        self._space_handle = getattr(self.space, "_space", None)

    def _set_velocity(self, index: int, velocity: tuple[float, float]) -> None:
        """A rod body's velocity, set through chipmunk itself where it can be: pymunk's property
        is most of the cost of setting it, every sub-step, for every rod that moves."""
        if _fast_velocity is not None:
            _fast_velocity(self._chip_handles[index], velocity)
        else:
            self._rod_bodies[index].velocity = velocity

    def _roll(self, h: float) -> None:
        if self.z != 0.0:
            return  # in flight, or falling into a trough
        vx, vy = self._ball_v()
        speed = math.hypot(vx, vy)
        if speed == 0.0:
            return
        keep = max(0.0, speed - self.spec.rolling * GRAVITY * h) / speed
        self._set_ball_velocity((vx * keep, vy * keep))

    def _set_ball_velocity(self, velocity: tuple[float, float]) -> None:
        """The ball's velocity, set through chipmunk where it can be (as _set_velocity)."""
        if _fast_velocity is not None:
            _fast_velocity(self._chip_handles[-1], velocity)
        else:
            self.ball.velocity = velocity

    def _over_drop(self, x: float, y: float) -> bool:
        s = self.spec
        return abs(y) < s.goal_width / 2.0 and abs(x) > s.half_length + s.goal_lip

    def _height(self, h: float) -> None:
        """The ball's height: exact free flight under gravity; bounces on the field."""
        s = self.spec
        x, y = self._ball_xy()
        self.vz += self._lift
        if self.z <= 0.0 and self.vz == 0.0 and not self._over_drop(x, y):
            return  # rolling on the field
        z = self.z + self.vz * h - 0.5 * GRAVITY * h * h
        vz = self.vz - GRAVITY * h
        if z < 0.0 and not self._over_drop(x, y):
            if self.z >= 0.0:
                # It reaches the field within this sub-step: bounce with the speed it lands at.
                landing = math.sqrt(self.vz * self.vz + 2.0 * GRAVITY * self.z)
                z, vz = 0.0, (s.restitution_field * landing if landing > 0.05 else 0.0)
            elif self.z >= -SUNK * s.ball_radius and self._climb_out(-self.z):
                z, vz = 0.0, 0.0
            else:
                self._held_by_the_edge()
        self.z, self.vz = z, vz

    def _held_by_the_edge(self) -> None:
        """A ball sunk into the drop meets the drop's edge: it bounces back over the drop."""
        s = self.spec
        x, y = self.ball.position
        vx, vy = self.ball.velocity
        edge = math.copysign(s.half_length + s.goal_lip + 1e-6, x)
        self.ball.position = (edge, y)
        if vx * x < 0.0:  # heading back towards the field
            self.ball.velocity = (-s.restitution_wall * vx, vy)

    def _climb_out(self, depth: float) -> bool:
        """A ball that has begun to drop rolls back over the edge onto the pocket's floor only
        while it is shallow and fast enough to pay for the height (else it keeps falling)."""
        vx, vy = self.ball.velocity
        v2 = vx * vx + vy * vy - 2.0 * GRAVITY * depth
        if v2 <= 0.0:
            return False
        keep = math.sqrt(v2 / (vx * vx + vy * vy))
        self.ball.velocity = (vx * keep, vy * keep)
        return True

    # ================================================================= figures
    def _figure_state(self, arbiter: pymunk.Arbiter) -> tuple[RodState, int] | None:
        """The rod and figure of a contact; None for a rod not driven this step, whose body was
        left behind by its rod and touches nothing."""
        for shape in arbiter.shapes:
            found = self._figure_of.get(shape)
            if found is not None:
                return (self.rods[found[0]], found[1]) if found[0] in self._driven else None
        return None

    def _reaches(self, rod: RodState, figure: int) -> bool:
        if figure in rod.broken:
            return False
        reach = self._reach()
        if reach <= 0.0:
            return False  # a ball above the rods (off the table) flies over the figures
        return math.cos(rod.wrapped) >= reach / self.spec.leg

    def _figure_pre(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        """Every sub-step of an overlap: the figure counts only while its foot reaches the ball
        (so this is decided here, not once when the shapes first meet)."""
        found = self._figure_state(arbiter)
        # Set both ways: pymunk keeps an arbiter's flag from one step to the next. A ball already
        # leaving the figure faster than it follows is let go: a foot that met the ball already
        # a little inside it (it came down onto the ball's height) must not hold it back.
        if found is not None and self._reaches(*found) and not self._was_reaching[found[0].spec.index]:
            # The foot came down onto a ball it already overlaps: it strikes it (after the step).
            arbiter.process_collision = False
            if found not in self._strikes:
                self._strikes.append(found)
            return
        # (What was set is not read back: chipmunk hands it back as an int, not the bool typed.)
        process = found is not None and self._reaches(*found) and self._closing(arbiter, found[0])
        arbiter.process_collision = process
        if found is None or not process:
            return
        rod, _ = found
        speed = math.hypot(self._reach() * rod.omega, rod.vy)
        reported = self._touching.get(rod.spec.index)
        # A figure already touching the ball is reported again when it speeds up: a shot by a
        # figure resting against the ball is that figure's contact.
        if reported is None or speed > max(RESHOT_SPEED, RESHOT_FACTOR * reported):
            self._report_contact(rod, speed, self.ball.velocity.length)  # before its impulse

    def _report_contact(self, rod: RodState, speed: float, ball_speed: float) -> None:
        self._touching[rod.spec.index] = speed
        x, y = self.ball.position
        self._events.append(
            TableEvent(
                EventKind.CONTACT,
                self.t,
                x,
                y,
                rod=rod.spec.index,
                team=rod.spec.team,
                speed=speed,
                ball_speed=ball_speed,
            )
        )

    def _strike(self) -> None:
        """A foot that came down onto the ball: the ball is put beside the figure on the side
        the foot is moving to (or, a foot at rest, the side the ball's centre is on), and a ball
        moving into the foot bounces off it. It never passes through a foot that reaches it."""
        s = self.spec
        strikes, self._strikes = self._strikes, []
        for rod, _figure in strikes:
            index = rod.spec.index
            fig_x = self._body_at[index][0]
            foot_vx = self._rod_bodies[index].velocity.x
            x, y = self.ball.position
            vx, vy = self.ball.velocity
            if abs(x - fig_x) >= s.figure_thickness / 2.0 + s.ball_radius:
                continue  # parted already
            side = math.copysign(1.0, foot_vx if abs(foot_vx) > 1e-3 else (x - fig_x) or -vx or 1.0)
            into = (vx - foot_vx) * side
            ball_speed = math.hypot(vx, vy)
            if into < 0.0:
                vx = foot_vx - s.restitution_figure * (vx - foot_vx)
            self.ball.position = (fig_x + side * (s.figure_thickness / 2.0 + s.ball_radius + 1e-6), y)
            self.ball.velocity = (vx, vy)
            self._report_contact(rod, math.hypot(self._reach() * rod.omega, rod.vy), ball_speed)

    def _wall_pre(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        """A ball already moving away from a wall is let go: pymunk would otherwise bounce a ball
        that went a little into the wall a second time, and faster."""
        self._let_go(arbiter)

    def _let_go(self, arbiter: pymunk.Arbiter) -> bool:
        """Is the ball still moving into what it touches (else it is let go)?"""
        n, v = arbiter.normal, self.ball.velocity
        process = v.x * n.x + v.y * n.y >= -1e-6
        arbiter.process_collision = process
        return process

    def _back_pre(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        """The goal's back plate is a deflector: it turns part of a shot's speed downwards."""
        if self._let_go(arbiter):
            n, v = arbiter.normal, self.ball.velocity
            self.vz = min(self.vz, -self.spec.deflector * abs(v.x * n.x + v.y * n.y))

    def _lintel_pre(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        """The wall above the goal stops a ball whose centre is above the mouth's top."""
        above = self.z + self.spec.ball_radius > self.spec.goal_height
        if above:
            self._wall_pre(arbiter, space, data)
        else:
            arbiter.process_collision = False

    def _closing(self, arbiter: pymunk.Arbiter, rod: RodState) -> bool:
        """Are the ball and the figure moving together along the contact normal (ball to figure)?"""
        n = arbiter.normal
        fig = self._rod_bodies[rod.spec.index].velocity
        ball = self.ball.velocity
        return (fig.x - ball.x) * n.x + (fig.y - ball.y) * n.y <= 1e-6

    def _figure_post(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        found = self._figure_state(arbiter)
        if found is None:
            return
        rod, _ = found
        # The face that pushes the ball is tilted by the rod's angle: pushing towards +x, a foot
        # past vertical (theta > 0) faces upwards and lifts the ball; the other way, it presses
        # the ball into the field. Only the foot's own motion lifts: a ball bouncing off a still
        # figure keeps to the field.
        push = -arbiter.normal.x  # the normal runs from the ball to the figure
        tilt = math.tan(rod.wrapped) * (1.0 if push > 0.0 else -1.0)
        foot = self._rod_bodies[rod.spec.index].velocity.x * (1.0 if push > 0.0 else -1.0)
        if tilt > 0.0 and foot > 0.0:
            s = self.spec
            self._lift = max(self._lift, s.lift * (1.0 + s.restitution_figure) * foot * tilt)

    def _figure_separate(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        for shape in arbiter.shapes:  # a rod no longer driven also lets go
            found = self._figure_of.get(shape)
            if found is not None:
                self._touching.pop(found[0], None)

    # ================================================================= watching the ball
    def _watch(self, before: tuple[float, float], x: float, y: float) -> None:
        """What the ball's move from ``before`` to (x, y) this sub-step did."""
        s = self.spec
        if abs(y) < s.goal_width / 2.0 and s.half_length - abs(x) <= GOAL_WATCH:
            self._watch_goals(before[0], x, y)
        if self._serve is not None:
            self._watch_serve(before[1], y, x)
        inside = abs(x) < s.half_length and abs(y) < s.half_width
        z_c = self.z + s.ball_radius
        if (
            self.in_table
            and not self.off_table
            and (z_c > s.rod_height or (not inside and self.in_goal is None))
        ):
            self.off_table = True
            self._events.append(TableEvent(EventKind.LEFT_TABLE, self.t, x, y))
        elif self.off_table and inside and z_c <= s.rod_height:
            self.off_table = False  # fell back onto the field
            self._events.append(TableEvent(EventKind.BACK_ON_TABLE, self.t, x, y))
        if inside:
            self.in_table = True
        if self.in_goal is not None and self.z < -s.trough:
            self.gone = True
            self.ball.velocity = (0.0, 0.0)
            self._events.append(TableEvent(EventKind.TROUGH, self.t, x, y, team=self.in_goal))
        self._watch_rest(x, y, *self._ball_v())

    def _watch_goals(self, x0: float, x1: float, y: float) -> None:
        """The goals' planes, for a ball near a goal's mouth (the caller knows)."""
        s = self.spec
        for side, plane in self._goal_planes:
            if (x0 - plane) * (x1 - plane) < 0.0:
                inward = abs(x1) > abs(x0)
                self.in_goal = side if inward else None
                self._events.append(
                    TableEvent(EventKind.GOAL_PLANE, self.t, plane, y, team=side, inward=inward)
                )
            # Wholly past the plane: the ball has "completely crossed" it (Article 0, shame).
            wholly = abs(plane) + s.ball_radius
            if abs(x0) <= wholly < abs(x1) and x1 * plane > 0.0:
                self._events.append(TableEvent(EventKind.BALL_IN_GOAL, self.t, x1, y, team=side))

    def _watch_serve(self, y0: float, y1: float, x: float) -> None:
        """The service hole's planes, for a ball being served (the caller knows)."""
        assert self._serve is not None
        s = self.spec
        side, broken = self._serve
        planes = (
            (s.half_width + s.wall_thickness, EventKind.SERVE_OUTER),
            (s.half_width, EventKind.SERVE_INNER),
            (s.half_width - s.ball_radius, EventKind.SERVE_CROSSED),
        )
        if broken < len(planes):
            depth, kind = planes[broken]
            if abs(y1) <= depth < abs(y0):
                self._serve = (side, broken + 1)
                self._events.append(TableEvent(kind, self.t, x, y1, team=side))
                if kind == EventKind.SERVE_CROSSED:
                    self._serve = None
                return
        if broken < 2 and self._serve_missed(x, y1):
            # Not in play, and never will be: the server has it back in hand.
            self._serve = None
            self.ball.velocity = (0.0, 0.0)
            self._events.append(TableEvent(EventKind.SERVE_FAILED, self.t, x, y1, team=side))

    def _serve_missed(self, x: float, y: float) -> bool:
        """A served ball that has not entered play and will not: at rest, going back out, past
        the hole's mouth, or too long about it."""
        s = self.spec
        vx, vy = self._ball_v()
        beyond = abs(y) - (s.half_width + s.wall_thickness)  # > 0: outside the outer plane
        return (
            math.hypot(vx, vy) < REST_SPEED
            or (beyond > 0.0 and (vy * y > 0.0 or abs(x) > s.hole_width / 2.0 + s.ball_radius))
            or self.t - self._served_at > SERVE_TIME
        )

    def _watch_rest(self, x: float, y: float, vx: float, vy: float) -> None:
        resting = math.hypot(vx, vy) < REST_SPEED and self.z == 0.0 and self.vz == 0.0
        if resting and self.in_table and not self.off_table and self.in_goal is None:
            if not self._dead and not self.reachable(x, y):
                self._dead = True
                self._events.append(TableEvent(EventKind.DEAD_BALL, self.t, x, y))
        elif not resting:
            self._dead = False

    @property
    def reach(self) -> float:
        return self.spec.reach

    def reachable(self, x: float, y: float) -> bool:
        return self.spec.reachable(x, y)

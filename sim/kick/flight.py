"""The flight of a kick: integrated in 3-D, its contacts found in two 2-D pymunk spaces (see
:mod:`sim.kick`)."""

from __future__ import annotations

import math

import pymunk

from sim.constants import GRAVITY
from sim.kick.setup import FoamBall, Goalpost, load_setup
from sim.kick.shot import Contact, ContactKind, Kick, KickOutcome, KickTiming, Reason, Verdict
from sim.sweep import closest_on_segment, contact_normal, first_touch

STEP = 0.01  # s: RK4 step of the flight
SUB_CHORDS = 8  # pieces of a step swept for contacts near an obstacle
ROLL_SPEED = 0.08  # m/s: a bounce this slow off the table ends in rolling
# m/s: a ball meeting a finger slower than gravity speeds it up in one sub-step rests on it
RESTING_SPEED = GRAVITY * STEP / SUB_CHORDS
TIME_LIMIT = 10.0  # s
MAX_CONTACTS = 100  # a ball still bouncing after this many is called dead where it is


# --------------------------------------------------------------------------- the model

_TABLE, _CROSSBAR, _THUMB_LEFT, _THUMB_RIGHT = range(4)
_KINDS = (ContactKind.TABLE, ContactKind.CROSSBAR, ContactKind.THUMB_LEFT, ContactKind.THUMB_RIGHT)

State = tuple[float, float, float, float, float, float]  # x, y, z, vx, vy, vz


class KickRange:
    """A goalpost and a ball, ready to take kicks."""

    def __init__(self, goalpost: Goalpost, ball: FoamBall | None = None) -> None:
        self.post = goalpost
        self.ball = ball or load_setup().ball
        r = self.ball.radius
        self.side = pymunk.Space()
        self.top = pymunk.Space()
        self.side.collision_slop = self.top.collision_slop = 1e-5
        far = 1000.0
        table = pymunk.Segment(self.side.static_body, (-far, 0.0), (far, 0.0), 0.0)
        bar = pymunk.Circle(
            self.side.static_body,
            goalpost.crossbar_thickness / 2.0,
            (goalpost.distance, goalpost.crossbar_height),
        )
        half = goalpost.width / 2.0
        left = pymunk.Circle(self.top.static_body, goalpost.thumb_thickness / 2.0, (goalpost.distance, half))
        right = pymunk.Circle(
            self.top.static_body, goalpost.thumb_thickness / 2.0, (goalpost.distance, -half)
        )
        self.side.add(table, bar)
        self.top.add(left, right)
        # The exact obstacles: capsules (axis ends, radius). The index fingers run between the
        # thumbs' axes; a thumb's axis rises from the crossbar's centre to half its thickness
        # below its tip, whose rounded top is then at thumb_top.
        d, hc = goalpost.distance, goalpost.crossbar_height
        tip = goalpost.thumb_top - goalpost.thumb_thickness / 2.0
        self.capsules: dict[int, tuple[tuple[float, float, float], tuple[float, float, float], float]] = {
            _CROSSBAR: ((d, -half, hc), (d, half, hc), goalpost.crossbar_thickness / 2.0),
            _THUMB_LEFT: ((d, half, hc), (d, half, tip), goalpost.thumb_thickness / 2.0),
            _THUMB_RIGHT: ((d, -half, hc), (d, -half, tip), goalpost.thumb_thickness / 2.0),
        }
        # Swept radius queries go to each shape: a space's index misses radius hits on shapes
        # whose bounding box the query's centre line does not cross (pymunk 7.3).
        self._side_shapes = ((table, _TABLE), (bar, _CROSSBAR))
        self._top_shapes = ((left, _THUMB_LEFT), (right, _THUMB_RIGHT))
        # Sweeps are needed only where the ball comes near something: near the table, or
        # within this much of the goalpost's plane.
        self._near_post = r + max(goalpost.crossbar_thickness, goalpost.thumb_thickness) / 2.0 + 0.02
        self._near_table = r + 0.02

    def kick(
        self,
        kick: Kick,
        drag: bool = True,
        timing: KickTiming | None = None,
        trajectory: bool = False,
        sail: bool = True,
    ) -> KickOutcome:
        """Fly the ball from the tee and judge the kick. ``timing`` (the count) can block it.
        ``sail``: the rulebook's "the attempt is considered good if the ball sails between the
        goal posts": a ball over the hands only after bouncing on the table is no good. False:
        such a bounce counts (the reading before; older recordings replay under it)."""
        flight = _Flight(self, kick, drag, trajectory)
        flight.run()
        verdict, reason = flight.verdict()
        if sail and verdict == Verdict.GOOD and flight.bounced_first():
            verdict, reason = Verdict.NO_GOOD, Reason.BOUNCED
        kicked_at = timing.kicked_at if timing else None
        if timing is not None and timing.early:
            verdict, reason = Verdict.NO_GOOD, Reason.TOO_EARLY
        elif timing is not None and timing.late:
            verdict, reason = Verdict.BLOCKED, Reason.TOO_LATE
        return KickOutcome(
            kick=kick,
            verdict=verdict,
            reason=reason,
            cross=flight.last_cross,
            time=flight.end_time,
            contacts=tuple(flight.contacts),
            apex=flight.apex,
            landing=flight.landing,
            rest=flight.rest,
            kicked_at=kicked_at,
            trajectory=tuple(flight.samples) if trajectory else None,
            sail=sail,
        )


class _Flight:
    """One flight, from the tee to a verdict."""

    def __init__(self, rng: KickRange, kick: Kick, drag: bool, record: bool) -> None:
        self.rng = rng
        self.k = rng.ball.drag_per_mass if drag else 0.0
        ce, se = math.cos(kick.elevation), math.sin(kick.elevation)
        v = kick.speed
        self.t = 0.0
        self.s: State = (
            0.0,
            0.0,
            rng.ball.tee_height,
            v * ce * math.cos(kick.aim),
            v * ce * math.sin(kick.aim),
            v * se,
        )
        self.contacts: list[Contact] = []
        self.crossings: list[tuple[int, float, float, float]] = []  # (direction, t, y, z)
        self.apex = self.s[2]
        self.landing: tuple[float, float] | None = None
        self.rest: tuple[float, float] | None = None
        self.end_time = 0.0
        self.record = record
        self.samples: list[tuple[float, float, float, float]] = [(0.0, 0.0, 0.0, self.s[2])] if record else []

    # ----------------------------------------------------------------- integration
    def _accel(self, vx: float, vy: float, vz: float) -> tuple[float, float, float]:
        if self.k == 0.0:
            return 0.0, 0.0, -GRAVITY
        c = -self.k * math.sqrt(vx * vx + vy * vy + vz * vz)
        return c * vx, c * vy, c * vz - GRAVITY

    def _rk4(self, s: State, h: float) -> State:
        x, y, z, vx, vy, vz = s
        a1 = self._accel(vx, vy, vz)
        b = (vx + 0.5 * h * a1[0], vy + 0.5 * h * a1[1], vz + 0.5 * h * a1[2])
        a2 = self._accel(*b)
        c = (vx + 0.5 * h * a2[0], vy + 0.5 * h * a2[1], vz + 0.5 * h * a2[2])
        a3 = self._accel(*c)
        d = (vx + h * a3[0], vy + h * a3[1], vz + h * a3[2])
        a4 = self._accel(*d)
        return (
            x + h / 6.0 * (vx + 2.0 * b[0] + 2.0 * c[0] + d[0]),
            y + h / 6.0 * (vy + 2.0 * b[1] + 2.0 * c[1] + d[1]),
            z + h / 6.0 * (vz + 2.0 * b[2] + 2.0 * c[2] + d[2]),
            vx + h / 6.0 * (a1[0] + 2.0 * a2[0] + 2.0 * a3[0] + a4[0]),
            vy + h / 6.0 * (a1[1] + 2.0 * a2[1] + 2.0 * a3[1] + a4[1]),
            vz + h / 6.0 * (a1[2] + 2.0 * a2[2] + 2.0 * a3[2] + a4[2]),
        )

    @staticmethod
    def _hermite(s0: State, s1: State, h: float, u: float) -> State:
        """The state a fraction u into a step: cubic Hermite, exact for a parabola."""
        u2 = u * u
        u3 = u2 * u
        h00, h10, h01, h11 = 2 * u3 - 3 * u2 + 1, (u3 - 2 * u2 + u) * h, -2 * u3 + 3 * u2, (u3 - u2) * h
        d0, d10, d11 = (6 * u2 - 6 * u) / h, 3 * u2 - 4 * u + 1, 3 * u2 - 2 * u
        x0, y0, z0, vx0, vy0, vz0 = s0
        x1, y1, z1, vx1, vy1, vz1 = s1
        return (
            h00 * x0 + h10 * vx0 + h01 * x1 + h11 * vx1,
            h00 * y0 + h10 * vy0 + h01 * y1 + h11 * vy1,
            h00 * z0 + h10 * vz0 + h01 * z1 + h11 * vz1,
            d0 * (x0 - x1) + d10 * vx0 + d11 * vx1,
            d0 * (y0 - y1) + d10 * vy0 + d11 * vy1,
            d0 * (z0 - z1) + d10 * vz0 + d11 * vz1,
        )

    # ----------------------------------------------------------------- the run
    def run(self) -> None:
        while self.t < TIME_LIMIT:
            if self._done():
                break
            if self.rest is not None:
                break
            s0 = self.s
            s1 = self._rk4(s0, STEP)
            hit = self._sweep(s0, s1, STEP) if self._near(s0, s1) else None
            if hit is None:
                self._advance(s0, s1, STEP)
                continue
            u, shape_kind, normal = hit
            s_hit = self._touching(self._hermite(s0, s1, STEP, u), shape_kind)
            self._advance(s0, s_hit, STEP * u, partial_of=(s1, STEP))
            self._bounce(shape_kind, normal)
        self.end_time = self.crossings[-1][1] if self._crossed_forward() else self.t

    def _done(self) -> bool:
        x, _, _, vx, _, _ = self.s
        post = self.rng.post
        return (x > post.distance + self.rng._near_post and vx > 0.0) or x < -0.5 or self.s[2] < -1.0

    def _near(self, s0: State, s1: State) -> bool:
        post = self.rng.post
        lo_x, hi_x = min(s0[0], s1[0]), max(s0[0], s1[0])
        near_post = hi_x > post.distance - self.rng._near_post and lo_x < post.distance + self.rng._near_post
        return near_post or min(s0[2], s1[2]) < self.rng._near_table

    def _advance(self, s0: State, s1: State, h: float, partial_of: tuple[State, float] | None = None) -> None:
        """Move from s0 to s1 over h seconds: record the goal-plane crossing and the apex."""
        full, full_h = partial_of if partial_of is not None else (s1, h)
        d = self.rng.post.distance
        if (s0[0] - d) * (s1[0] - d) < 0.0 or (s1[0] == d and s0[0] != d):
            u = self._solve_u(s0, full, full_h, 0, d, h / full_h)
            st = self._hermite(s0, full, full_h, u)
            self.crossings.append((1 if s1[0] > s0[0] else -1, self.t + u * full_h, st[1], st[2]))
        if s0[5] > 0.0 >= s1[5]:
            u = self._solve_u(s0, full, full_h, 5, 0.0, h / full_h)
            self.apex = max(self.apex, self._hermite(s0, full, full_h, u)[2])
        self.apex = max(self.apex, s1[2])
        if self.record:
            # The chords the contacts were swept along: 8 a step, within microns of the path.
            span = h / full_h
            for k in range(1, SUB_CHORDS):
                st = self._hermite(s0, full, full_h, span * k / SUB_CHORDS)
                self.samples.append((self.t + h * k / SUB_CHORDS, st[0], st[1], st[2]))
        self.t += h
        self.s = s1
        if self.record:
            self.samples.append((self.t, s1[0], s1[1], s1[2]))

    def _solve_u(self, s0: State, s1: State, h: float, axis: int, level: float, u_max: float) -> float:
        """The fraction of the step where component ``axis`` of the Hermite state crosses
        ``level``: Newton from the linear estimate, kept within [0, u_max]."""
        a, b = s0[axis] - level, s1[axis] - level
        u = min(max(a / (a - b), 0.0), u_max) if a != b else 0.0
        for _ in range(8):
            st = self._hermite(s0, s1, h, u)
            rate = (st[axis + 3] if axis < 3 else self._accel(st[3], st[4], st[5])[axis - 3]) * h
            if rate == 0.0:
                break
            step = (st[axis] - level) / rate
            u = min(max(u - step, 0.0), u_max)
            if abs(step) < 1e-13:
                break
        return u

    # ----------------------------------------------------------------- contacts
    def _sweep(self, s0: State, s1: State, h: float) -> tuple[float, int, tuple[float, float, float]] | None:
        """The first contact in the step: (fraction, obstacle, 3-D normal), or None."""
        r = self.rng.ball.radius
        # The path strays from its chord by at most |a| h^2 / 8: a query of the whole chord with
        # that much more radius finds every obstacle the step can touch.
        v2 = max(s0[3] ** 2 + s0[4] ** 2 + s0[5] ** 2, s1[3] ** 2 + s1[4] ** 2 + s1[5] ** 2)
        slack = 0.125 * h * h * (GRAVITY + self.k * v2) + 1e-9
        side = [
            (shape, kind)
            for shape, kind in self.rng._side_shapes
            if shape.segment_query((s0[0], s0[2]), (s1[0], s1[2]), r + slack) is not None
        ]
        top = [
            (shape, kind)
            for shape, kind in self.rng._top_shapes
            if shape.segment_query((s0[0], s0[1]), (s1[0], s1[1]), r + slack) is not None
        ]
        if not side and not top:
            return None
        candidates = [kind for _, kind in side + top]
        prev = s0
        for k in range(1, SUB_CHORDS + 1):
            u0, u1 = (k - 1) / SUB_CHORDS, k / SUB_CHORDS
            cur = self._hermite(s0, s1, h, u1) if k < SUB_CHORDS else s1
            hit = self._first_touch(prev, cur, candidates)
            if hit is not None:
                return u0 + hit[0] * (u1 - u0), hit[1], hit[2]
            prev = cur
        return None

    def _first_touch(
        self, a: State, b: State, kinds: list[int]
    ) -> tuple[float, int, tuple[float, float, float]] | None:
        """The first contact along the straight chord a-b, exactly: the table is a plane, the
        crossbar and the thumbs are capsules (their rounded tips included)."""
        r = self.rng.ball.radius
        p0, p1 = (a[0], a[1], a[2]), (b[0], b[1], b[2])
        best: tuple[float, int, tuple[float, float, float]] | None = None
        for kind in kinds:
            if kind == _TABLE:
                if not a[2] > r >= b[2]:
                    continue
                u = (a[2] - r) / (a[2] - b[2])
                n = (0.0, 0.0, 1.0)
            else:
                end0, end1, radius = self.rng.capsules[kind]
                touch = first_touch(p0, p1, end0, end1, r + radius)
                if touch is None:
                    continue
                u = touch
                n = contact_normal(self._lerp(a, b, u)[:3], end0, end1)
            # Every root is where the chord closes in; the velocity there may still be leaving
            # (a ball resting on a finger): the bounce tells the two apart.
            if best is None or u < best[0]:
                best = (u, kind, n)
        return best

    def _touching(self, s: State, kind: int) -> State:
        """The state at a contact, its centre put exactly at the contact distance: the path
        strays microns from the chord the contact was found on, and never into a finger."""
        r = self.rng.ball.radius
        if kind == _TABLE:
            return (s[0], s[1], r, s[3], s[4], s[5])
        end0, end1, radius = self.rng.capsules[kind]
        q = closest_on_segment((s[0], s[1], s[2]), end0, end1)
        n = contact_normal((s[0], s[1], s[2]), end0, end1)
        reach = r + radius
        return (q[0] + reach * n[0], q[1] + reach * n[1], q[2] + reach * n[2], s[3], s[4], s[5])

    @staticmethod
    def _lerp(a: State, b: State, u: float) -> State:
        return tuple(a[i] + (b[i] - a[i]) * u for i in range(6))  # type: ignore[return-value]

    def _bounce(self, kind: int, n: tuple[float, float, float]) -> None:
        ball = self.rng.ball
        x, y, z, vx, vy, vz = self.s
        vn = vx * n[0] + vy * n[1] + vz * n[2]
        e = ball.restitution_table if kind == _TABLE else ball.restitution_hand
        tx, ty, tz = vx - vn * n[0], vy - vn * n[1], vz - vn * n[2]
        vt = math.sqrt(tx * tx + ty * ty + tz * tz)
        keep = max(0.0, 1.0 - ball.friction * (1.0 + e) * abs(vn) / vt) if vt > 0.0 else 0.0
        out = -e * vn
        self.contacts.append(Contact(_KINDS[kind], self.t, x, y, z, abs(vn)))
        if kind == _TABLE and self.landing is None:
            self.landing = (x, y)
        v = (tx * keep + out * n[0], ty * keep + out * n[1], tz * keep + out * n[2])
        # Nudge off the surface so the next sweep does not find the same contact at once.
        x, y, z = x + 1e-9 * n[0], y + 1e-9 * n[1], z + 1e-9 * n[2]
        if kind == _TABLE and out < ROLL_SPEED:
            self._roll(x, y, v[0], v[1])
        elif kind != _TABLE and (
            math.sqrt(v[0] ** 2 + v[1] ** 2 + v[2] ** 2) < ROLL_SPEED or vn > -RESTING_SPEED
        ):
            # Barely moving on the defender's fingers, or resting on them (coming back within a
            # sub-step, or already leaving when the chords met them): it is dead there.
            self.s = (x, y, z, 0.0, 0.0, 0.0)
            self.rest = (x, y)
        elif len(self.contacts) >= MAX_CONTACTS:
            self.s = (x, y, z, 0.0, 0.0, 0.0)
            self.rest = (x, y)
        else:
            self.s = (x, y, z, v[0], v[1], v[2])

    def _roll(self, x: float, y: float, vx: float, vy: float) -> None:
        """Roll on the table to rest (closed form). Rolling under the crossbar is short."""
        speed = math.hypot(vx, vy)
        decel = self.rng.ball.rolling * GRAVITY
        r = self.rng.ball.radius
        if speed > 0.0:
            ux, uy = vx / speed, vy / speed
            stop_t = speed / decel
            dist = speed * speed / (2.0 * decel)
            d = self.rng.post.distance
            if ux > 0.0 and x < d <= x + dist * ux:
                s = (d - x) / ux
                t_cross = (speed - math.sqrt(max(speed * speed - 2.0 * decel * s, 0.0))) / decel
                self.crossings.append((1, self.t + t_cross, y + s * uy, r))
            x, y = x + ux * dist, y + uy * dist
            self.t += stop_t
        self.s = (x, y, r, 0.0, 0.0, 0.0)
        self.rest = (x, y)
        if self.record:
            self.samples.append((self.t, x, y, r))

    # ----------------------------------------------------------------- the call
    def bounced_first(self) -> bool:
        """Did the ball touch the table before it last crossed the goal plane going forward?"""
        forward = [c for c in self.crossings if c[0] > 0]
        if not forward:
            return False
        crossed_at = forward[-1][1]
        return any(c.kind == ContactKind.TABLE and c.t <= crossed_at for c in self.contacts)

    def _crossed_forward(self) -> bool:
        return bool(self.crossings) and self.s[0] > self.rng.post.distance

    @property
    def last_cross(self) -> tuple[float, float] | None:
        forward = [c for c in self.crossings if c[0] > 0]
        return (forward[-1][2], forward[-1][3]) if forward else None

    def verdict(self) -> tuple[Verdict, Reason]:
        post = self.rng.post
        hands = [c for c in self.contacts if c.kind != ContactKind.TABLE]
        off = None
        if hands:
            off = Reason.OFF_CROSSBAR if hands[-1].kind == ContactKind.CROSSBAR else Reason.OFF_THUMB
        if self._crossed_forward():
            cross = self.last_cross
            assert cross is not None
            y, z = cross
            if abs(y) < post.width / 2.0 and z > post.crossbar_height:
                return Verdict.GOOD, Reason.GOOD
            if off is not None:
                return Verdict.NO_GOOD, off
            if abs(y) >= post.width / 2.0:
                return Verdict.NO_GOOD, Reason.WIDE_LEFT if y > 0 else Reason.WIDE_RIGHT
            return Verdict.NO_GOOD, Reason.SHORT
        return Verdict.NO_GOOD, off or Reason.SHORT

"""The slider football on the mat: one flick from a start pose to rest.

A pymunk space holds the mat's features as sensor shapes and the slider's outline as a polygon
on a body: what the slider touches is a pymunk shape query. The motion itself is the closed form
of :mod:`sim.slider.friction` (a straight path, speed and spin decaying together), so a whole flick costs
a handful of table look-ups however long it slides, and the path events (goal lines, endzones,
sidelines, the edge of the surface) are intersections of that straight path with the lines. A mat
whose slider has the footprint model (``friction = "footprint"``) slides on a curved path
integrated from its footprint's table (:mod:`sim.slider.footprint_table`), its events found on it
(:mod:`sim.slider.curved_events`).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import pymunk

from sim.errors import FlickError
from sim.geometry import Pose, rotate, transform
from sim.slider.curved_events import Edges, curved_events
from sim.slider.curved_path import CurvedSlide
from sim.slider.features import CIRCLE_KINDS, LINE_KINDS, Disk, Feature, FeatureKind, mat_features
from sim.slider.footprint_table import FootprintFriction
from sim.slider.friction import FrictionModel, SlideMotion
from sim.slider.mat import FrictionKind, Mat

# A finger flick of the slider is below 5 m/s; the model accepts up to this speed.
MAX_SPEED = 8.0  # m/s
# Spin beyond this would need a strike outside any plausible slider.
MAX_SPIN = 400.0  # rad/s
COLLISION_SLOP = 1e-4  # m; pymunk's default of 0.1 is meant for pixels


class EventKind(StrEnum):
    GOAL_LINE_CROSSED = "goal_line_crossed"
    END_LINE_CROSSED = "end_line_crossed"
    SIDELINE_CROSSED = "sideline_crossed"
    ENDZONE_ENTERED = "endzone_entered"
    ENDZONE_LEFT = "endzone_left"
    LEFT_SURFACE = "left_surface"


@dataclass(frozen=True, slots=True)
class Touch:
    """A feature the slider touches at rest.

    ``within``: the slider lies completely inside it (circles), or completely within the endzone,
    touching none of its lines (endzones). For other kinds it is False.
    """

    feature: Feature
    within: bool = False

    @property
    def id(self) -> str:
        return self.feature.id

    @property
    def kind(self) -> FeatureKind:
        return self.feature.kind


@dataclass(frozen=True, slots=True)
class PathEvent:
    """Something the slider's centre did on its way: the rules need where, the view when."""

    kind: EventKind
    feature: str  # id of the line, endzone or surface
    t: float
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Flick:
    """The impulse of a finger on the slider.

    ``impulse`` (N s) is in the mat frame; ``offset`` (m) is where the finger strikes, relative
    to the slider's centre in the slider's own frame (x along its length). An off-centre strike
    spins the slider.
    """

    impulse: tuple[float, float]
    offset: tuple[float, float] = (0.0, 0.0)

    @classmethod
    def from_velocity(
        cls, speed: float, angle: float, spin: float, mass: float, inertia: float, heading: float
    ) -> Flick:
        """The flick that starts the slider at ``speed`` (m/s) towards ``angle`` (rad) with
        ``spin`` (rad/s): the impulse passes at distance I*spin/|J| to the right of the centre.
        ``heading`` is the slider's angle, needed to express the strike point in its frame."""
        for name, value in (("speed", speed), ("angle", angle), ("spin", spin)):
            if not math.isfinite(value):
                raise FlickError(f"{name} must be finite, got {value!r}")
        if speed < 0.0:
            raise FlickError(f"speed must not be negative, got {speed!r}")
        if spin != 0.0 and speed == 0.0:
            raise FlickError("a flick with no speed cannot give spin")
        j = mass * speed
        jx, jy = j * math.cos(angle), j * math.sin(angle)
        arm = inertia * spin / j if j > 0.0 else 0.0
        # Right of the direction of travel: (sin a, -cos a); expressed in the slider's frame.
        ox, oy = rotate(arm * math.sin(angle), -arm * math.cos(angle), -heading)
        return cls((jx, jy), (ox, oy))


@dataclass(frozen=True, slots=True)
class Launch:
    """The slider's initial motion, from a flick applied at a pose."""

    speed: float  # m/s
    direction: float  # rad
    spin: float  # rad/s


@dataclass(frozen=True, slots=True)
class TrajectorySample:
    t: float
    x: float
    y: float
    angle: float


@dataclass(frozen=True, slots=True)
class FlickOutcome:
    start: Pose
    flick: Flick
    launch: Launch
    rest: Pose
    time: float  # s to rest
    distance: float  # m travelled by the centre
    touched: tuple[Touch, ...]
    events: tuple[PathEvent, ...]
    on_surface: bool  # some part of the slider rests on the printed surface
    zone: int | None  # zone band holding the rest centre (None behind a goal line)
    trajectory: tuple[TrajectorySample, ...] | None = None

    def touches(self, kind: FeatureKind) -> list[Touch]:
        return [t for t in self.touched if t.kind == kind]

    def touching(self, feature_id: str) -> Touch | None:
        return next((t for t in self.touched if t.id == feature_id), None)

    def event(self, kind: EventKind) -> PathEvent | None:
        return next((e for e in self.events if e.kind == kind), None)

    def to_json(self) -> dict[str, Any]:
        """The stable JSON form documented in docs/cli.md."""
        return {
            "start": {"x": self.start.x, "y": self.start.y, "angle": self.start.angle},
            "flick": {
                "impulse": list(self.flick.impulse),
                "offset": list(self.flick.offset),
                "speed": self.launch.speed,
                "direction": self.launch.direction,
                "spin": self.launch.spin,
            },
            "rest": {"x": self.rest.x, "y": self.rest.y, "angle": self.rest.angle},
            "distance": self.distance,
            "time": self.time,
            "zone": self.zone,
            "on_surface": self.on_surface,
            "touched": [
                {
                    "id": t.id,
                    "kind": t.kind.value,
                    "within": t.within,
                    "zone": t.feature.zone,
                    "side": t.feature.side.value if t.feature.side else None,
                    "half": t.feature.half.value if t.feature.half else None,
                }
                for t in self.touched
            ],
            "events": [
                {"kind": e.kind.value, "feature": e.feature, "time": e.t, "x": e.x, "y": e.y}
                for e in self.events
            ],
        }


class SliderTable:
    """A mat in a pymunk space, ready to take flicks of its slider."""

    def __init__(self, mat: Mat) -> None:
        self.mat = mat
        self.friction = FrictionModel(mat.mu, mat.slider.friction_radius)
        self.footprint = (
            FootprintFriction(mat.slider.footprint(), mat.mu)
            if mat.slider.friction == FrictionKind.FOOTPRINT
            else None
        )
        self._last_path: tuple[tuple[float, Launch], CurvedSlide] | None = None
        self._edges = Edges.of(mat)
        self.outline = mat.slider.outline()
        self.space = pymunk.Space()
        self.space.collision_slop = COLLISION_SLOP
        self._features: dict[pymunk.Shape, Feature] = {}
        self._circles: dict[pymunk.Shape, tuple[float, float, float]] = {}
        self._build(mat)
        self.body = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.shape = pymunk.Poly(self.body, list(self.outline))
        self.shape.sensor = True
        self._surface = next(sh for sh, f in self._features.items() if f.kind == FeatureKind.SURFACE)

    def _build(self, mat: Mat) -> None:
        static = self.space.static_body
        for feature, geom in mat_features(mat):
            if isinstance(geom, Disk):
                shape: pymunk.Shape = pymunk.Circle(static, geom.radius, (geom.x, geom.y))
                self._circles[shape] = (geom.x, geom.y, geom.radius)
            else:
                shape = pymunk.Poly(static, transform(geom.vertices, Pose(geom.x, geom.y, geom.angle)))
            shape.sensor = True
            self.space.add(shape)
            self._features[shape] = feature

    # ----------------------------------------------------------------- flicks
    def launch(self, pose: Pose, flick: Flick) -> Launch:
        """Validate a flick and turn it into the slider's initial speed, direction and spin."""
        jx, jy = flick.impulse
        ox, oy = flick.offset
        if not (math.isfinite(jx) and math.isfinite(jy) and math.isfinite(ox) and math.isfinite(oy)):
            raise FlickError(f"flick impulse and offset must be finite, got {flick}")
        spec = self.mat.slider
        speed = math.hypot(jx, jy) / spec.mass
        if speed > MAX_SPEED:
            raise FlickError(
                f"impulse {math.hypot(jx, jy):.4g} N s gives {speed:.3g} m/s, "
                f"beyond the maximum of {MAX_SPEED} m/s"
            )
        if not _inside_convex(self.outline, ox, oy, 1e-9):
            raise FlickError(f"strike point ({ox:.4g}, {oy:.4g}) m is not on the slider")
        rx, ry = rotate(ox, oy, pose.angle)
        spin = (rx * jy - ry * jx) / spec.inertia
        if abs(spin) > MAX_SPIN:
            raise FlickError(f"the flick gives {spin:.4g} rad/s of spin, beyond the maximum of {MAX_SPIN}")
        return Launch(speed, math.atan2(jy, jx), spin)

    def flick(self, start: Pose, flick: Flick, trajectory_dt: float | None = None) -> FlickOutcome:
        """Flick the slider from ``start`` and follow it to rest."""
        launch = self.launch(start, flick)
        if self.footprint is not None:
            return self._curved_flick(start, flick, launch, trajectory_dt)
        motion = self.friction.slide(launch.speed, launch.spin)
        ux, uy = math.cos(launch.direction), math.sin(launch.direction)
        rest = Pose(
            start.x + ux * motion.distance,
            start.y + uy * motion.distance,
            _wrap(start.angle + motion.rotation),
        )
        events = list(self._path_events(start, (ux, uy), motion))
        trajectory = None
        if trajectory_dt is not None:
            trajectory = tuple(self._samples(start, (ux, uy), motion, trajectory_dt))
        return self._outcome(
            start, flick, launch, rest, motion.stop_time, motion.distance, events, trajectory
        )

    def _curved_flick(
        self, start: Pose, flick: Flick, launch: Launch, trajectory_dt: float | None
    ) -> FlickOutcome:
        """A flick of the footprint model: the path curves, its events found on it."""
        path = self._path(start, launch)
        rest = Pose(start.x + path.dx, start.y + path.dy, _wrap(path.end_angle))
        events = [
            PathEvent(_CURVED_EVENTS[what], fid, t, x, y)
            for what, fid, t, x, y in curved_events(self._edges, start, path, self._over_surface)
        ]
        trajectory = None
        if trajectory_dt is not None:
            trajectory = tuple(
                TrajectorySample(t, start.x + x, start.y + y, a)
                for t in _sample_times(path.stop_time, trajectory_dt)
                for x, y, a in [path.at(t)]
            )
        return self._outcome(start, flick, launch, rest, path.stop_time, path.length(), events, trajectory)

    def _outcome(
        self,
        start: Pose,
        flick: Flick,
        launch: Launch,
        rest: Pose,
        time: float,
        distance: float,
        events: list[PathEvent],
        trajectory: tuple[TrajectorySample, ...] | None,
    ) -> FlickOutcome:
        """The flick's outcome: what it touches at ``rest``, its band, its events in order."""
        touched, on_surface = self._query(rest)
        band = self.mat.zone_at(rest.x)
        return FlickOutcome(
            start=start,
            flick=flick,
            launch=launch,
            rest=rest,
            time=time,
            distance=distance,
            touched=tuple(touched),
            events=tuple(sorted(events, key=lambda e: e.t)),
            on_surface=on_surface,
            zone=band.zone if band else None,
            trajectory=trajectory,
        )

    def _path(self, start: Pose, launch: Launch) -> CurvedSlide:
        assert self.footprint is not None
        key = (start.angle, launch)
        if self._last_path is None or self._last_path[0] != key:
            path = self.footprint.path(launch.speed, launch.direction, launch.spin, start.angle)
            self._last_path = (key, path)
        return self._last_path[1]

    def touching(self, pose: Pose) -> list[Touch]:
        """Every feature the slider touches when it rests at ``pose``, in mat order."""
        return self._query(pose)[0]

    def _query(self, pose: Pose) -> tuple[list[Touch], bool]:
        """The features touched at ``pose``, and whether any part of it is on the surface."""
        self.body.position = (pose.x, pose.y)
        self.body.angle = pose.angle
        self.shape.cache_bb()
        hits = {info.shape for info in self.space.shape_query(self.shape)}
        verts: list[tuple[float, float]] | None = None  # the outline on the mat, if a circle is hit
        on_a_line = any(self._features[shape].kind in LINE_KINDS for shape in hits)
        result = []
        on_surface = False
        for shape, feature in self._features.items():
            if shape not in hits:
                continue
            if feature.kind == FeatureKind.SURFACE:
                on_surface = True
                continue
            within = False
            if feature.kind in CIRCLE_KINDS:
                cx, cy, r = self._circles[shape]
                verts = verts or transform(self.outline, pose)
                within = all(math.hypot(x - cx, y - cy) <= r for x, y in verts)
            elif feature.kind == FeatureKind.ENDZONE:
                within = not on_a_line
            result.append(Touch(feature, within))
        return result, on_surface

    def pose_at(self, outcome: FlickOutcome, t: float) -> Pose:
        """Where the slider of ``outcome`` is ``t`` seconds after the flick (for drawing)."""
        if self.footprint is not None:
            x, y, angle = self._path(outcome.start, outcome.launch).at(t)
            return Pose(outcome.start.x + x, outcome.start.y + y, angle)
        state = self.friction.slide(outcome.launch.speed, outcome.launch.spin).at(t)
        d, start = outcome.launch.direction, outcome.start
        return Pose(
            start.x + math.cos(d) * state.s,
            start.y + math.sin(d) * state.s,
            start.angle + state.turned,
        )

    def _samples(
        self, start: Pose, u: tuple[float, float], motion: SlideMotion, dt: float
    ) -> Iterator[TrajectorySample]:
        for t in _sample_times(motion.stop_time, dt):
            st = motion.at(t)
            yield TrajectorySample(
                st.t, start.x + u[0] * st.s, start.y + u[1] * st.s, start.angle + st.turned
            )

    # ----------------------------------------------------------------- path events
    def _path_events(self, start: Pose, u: tuple[float, float], motion: SlideMotion) -> Iterator[PathEvent]:
        length = motion.distance
        if length <= 0.0:
            return

        def event(kind: EventKind, fid: str, s: float) -> PathEvent:
            x, y = start.x + u[0] * s, start.y + u[1] * s
            return PathEvent(kind, fid, motion.at_distance(s).t, x, y)

        for line in self.mat.lines():
            s = _segment_crossing(start, u, length, line.a, line.b)
            if s is not None:
                yield event(_LINE_EVENTS[FeatureKind(line.kind.value)], line.id, s)
        for ez in self.mat.endzones():
            for kind, s in _box_crossings(start, u, length, (ez.x0, ez.y0, ez.x1, ez.y1)):
                yield event(EventKind.ENDZONE_ENTERED if kind else EventKind.ENDZONE_LEFT, ez.id, s)
        s_off = self._leaves_surface(start, u, motion)
        if s_off is not None:
            yield event(EventKind.LEFT_SURFACE, "surface", s_off)

    def _leaves_surface(self, start: Pose, u: tuple[float, float], motion: SlideMotion) -> float | None:
        """Distance along the path at which no part of the slider is over the surface any more.

        "Over the surface" is the same shape query that decides ``on_surface`` at rest, so a
        slider resting wholly off the surface always has this event. Once the centre is farther
        beyond the edge it crossed than the slider's circumradius, no part of it can be over the
        surface: the first such distance bounds the search."""
        box = self.mat.field.surface
        exits = [s for entering, s in _box_crossings(start, u, motion.distance, box) if not entering]
        if not exits:
            return None
        s_exit = exits[0]
        x, y = start.x + u[0] * s_exit, start.y + u[1] * s_exit
        x0, y0, x1, y1 = box
        # The edge crossed: its outward normal, the one the centre's exit point lies on.
        n = min(
            (((-1.0, 0.0), -x0), ((1.0, 0.0), x1), ((0.0, -1.0), -y0), ((0.0, 1.0), y1)),
            key=lambda nc: abs(nc[0][0] * x + nc[0][1] * y - nc[1]),
        )[0]
        approach = u[0] * n[0] + u[1] * n[1]
        clear = s_exit + self.mat.slider.circumradius / max(approach, 1e-9) * (1.0 + 1e-9) + 1e-12

        def off(s: float) -> bool:
            st = motion.at_distance(s)
            return not self._over_surface(
                Pose(start.x + u[0] * s, start.y + u[1] * s, start.angle + st.turned)
            )

        lo, hi = s_exit, min(motion.distance, clear)
        # The outline turns as it goes: find the first grid point off the surface, then bisect.
        steps = 24
        for k in range(1, steps + 1):
            s = lo + (hi - lo) * k / steps
            if off(s):
                hi = s
                break
            lo = s
        else:
            return None
        for _ in range(50):
            mid = 0.5 * (lo + hi)
            if off(mid):
                hi = mid
            else:
                lo = mid
        return hi

    def _over_surface(self, pose: Pose) -> bool:
        self.body.position = (pose.x, pose.y)
        self.body.angle = pose.angle
        self.shape.cache_bb()
        return any(info.shape is self._surface for info in self.space.shape_query(self.shape))


_LINE_EVENTS = {
    FeatureKind.GOAL_LINE: EventKind.GOAL_LINE_CROSSED,
    FeatureKind.END_LINE: EventKind.END_LINE_CROSSED,
    FeatureKind.SIDELINE: EventKind.SIDELINE_CROSSED,
}
_CURVED_EVENTS = {  # sim.slider.curved_events' names of its events: a line's kind, or another
    **{kind.value: event for kind, event in _LINE_EVENTS.items()},
    "entered": EventKind.ENDZONE_ENTERED,
    "left": EventKind.ENDZONE_LEFT,
    "left_surface": EventKind.LEFT_SURFACE,
}


def _sample_times(stop: float, dt: float) -> list[float]:
    """Every ``dt`` from the flick to its stop, the stop last."""
    if not (dt > 0.0 and math.isfinite(dt)):
        raise FlickError(f"trajectory step must be positive, got {dt!r}")
    return [min(k * dt, stop) for k in range(math.ceil(stop / dt) + 1)]


def _wrap(angle: float) -> float:
    """Angle in (-pi, pi]."""
    return math.atan2(math.sin(angle), math.cos(angle))


def _inside_convex(poly: tuple[tuple[float, float], ...], x: float, y: float, tol: float) -> bool:
    n = len(poly)
    for i in range(n):
        ax, ay = poly[i]
        bx, by = poly[(i + 1) % n]
        if (bx - ax) * (y - ay) - (by - ay) * (x - ax) < -tol:
            return False
    return True


def _segment_crossing(
    start: Pose,
    u: tuple[float, float],
    length: float,
    a: tuple[float, float],
    b: tuple[float, float],
) -> float | None:
    """Distance along the path where the centre crosses segment a-b, if it does."""
    ex, ey = b[0] - a[0], b[1] - a[1]
    denom = u[0] * ey - u[1] * ex
    if denom == 0.0:
        return None
    wx, wy = a[0] - start.x, a[1] - start.y
    s = (wx * ey - wy * ex) / denom
    k = (wx * u[1] - wy * u[0]) / denom
    if 0.0 < s < length and 0.0 <= k <= 1.0:
        return s
    return None


def _box_crossings(
    start: Pose, u: tuple[float, float], length: float, box: tuple[float, float, float, float]
) -> list[tuple[bool, float]]:
    """(entering, distance) where the centre's path enters or leaves an axis-aligned box."""
    x0, y0, x1, y1 = box
    t_in, t_out = -math.inf, math.inf
    for p, d, lo, hi in ((start.x, u[0], x0, x1), (start.y, u[1], y0, y1)):
        if d == 0.0:
            if not lo <= p <= hi:
                return []
            continue
        ta, tb = (lo - p) / d, (hi - p) / d
        t_in, t_out = max(t_in, min(ta, tb)), min(t_out, max(ta, tb))
    if t_in > t_out:
        return []
    out = []
    if 0.0 < t_in < length:
        out.append((True, t_in))
    if 0.0 < t_out < length:
        out.append((False, t_out))
    return out

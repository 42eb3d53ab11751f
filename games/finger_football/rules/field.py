"""The mat as the rules see it: yard lines from each offence's point of view, zones, the symbols
a roll of the dice asks for, the spots play restarts from, and how a flick's outcome reads.

Pure geometry on :class:`sim.slider.mat.Mat`; no physics, no pygame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from games.finger_football.rules.actions import PlayKind, Target
from games.finger_football.rules.numbers import (
    FIELD,
    MIDFIELD,
    ONSIDE_FAIL_LINE,
    ONSIDE_LINE,
    PENALTY_YARDS,
    TOUCHBACK_LINE,
    TWO_POINT_LINE,
)
from sim.geometry import Pose, polygon_box_gap, polygon_point_distance, transform
from sim.slider.features import FeatureKind
from sim.slider.mat import Half, Mat, RunCircle, Side, ZoneBand
from sim.slider.table import EventKind, FlickOutcome, PathEvent

# A scrimmage flick may not go "sideways or backwards": its direction, and a target's bearing
# from the line of scrimmage, must be within this angle of straight ahead.
MAX_ANGLE = math.radians(80.0)


def attack_direction(defends: Half) -> int:
    """+1 for a team defending the home goal (x = 0), attacking towards +x; else -1."""
    return 1 if defends == Half.HOME else -1


@dataclass(frozen=True, slots=True)
class Field:
    mat: Mat
    halves_up: bool = True  # Options.symmetric_lines: how a spot half-way between lines is told

    # ----------------------------------------------------------------- yard lines
    def own_yards(self, x: float, direction: int) -> float:
        """Yards from the offence's own goal line (0) towards the opponent's (100)."""
        f = self.mat.field
        return f.yards(x if direction > 0 else f.length - x)

    def spot(self, own_yards: float, direction: int, y: float = 0.0) -> tuple[float, float]:
        """The mat point on the offence's own ``own_yards`` line."""
        f = self.mat.field
        d = own_yards * f.yard
        return (d if direction > 0 else f.length - d), y

    def mirror(self, x: float, y: float) -> tuple[float, float]:
        """The same spot seen from the other end: teams change ends between quarters."""
        return self.mat.field.length - x, -y

    def on_zone_line(self, x: float) -> float:
        """x, or the zone line it lies within a rounding error of: a spot mirrored onto a line
        (``length - x``) can land a float step short of the line the mat has there."""
        lines = {edge for band in self.mat.zones for edge in (band.start, band.end)}
        near = [line for line in lines if abs(line - x) < 1e-9]
        return min(near, key=lambda line: abs(line - x), default=x)

    def yard_line_name(self, x: float, direction: int) -> str:
        """'own 23', 'opponent's 40', '50' for the offence attacking in ``direction``."""
        yards = self.own_yards(x, direction)
        if abs(yards - MIDFIELD) < 0.5:
            return "50"
        return f"own {self._yards(yards)}" if yards < MIDFIELD else f"opponent's {self._yards(FIELD - yards)}"

    def _yards(self, yards: float) -> str:
        """Yards from a goal line as a line is told: the nearest, half-way by the farther, and
        under a yard as it is (a spot on the field is never "the 0"). Before rules version 3,
        Python's rounding: half-way to the even one, so 0.5 was "0"."""
        if not self.halves_up:
            return f"{yards:.0f}"
        # The margins: a mirrored spot is a float step off the other's.
        tenths = math.floor(yards * 10.0 + 0.5 + 1e-7) / 10.0
        if tenths < 1.0:
            return f"{tenths:.1f}"
        return str(math.floor(yards + 0.5 + 1e-9))

    def on_line(self, x: float, direction: int, preposition: str = "on") -> str:
        """'on its own 23', 'on the opponent's 40', 'on the 50' (or 'to ...')."""
        name = self.yard_line_name(x, direction)
        return f"{preposition} {'its' if name.startswith('own') else 'the'} {name}"

    def touched_midfield(self, x: float, direction: int) -> bool:
        """Has the slider at x touched or crossed the 50 (any part of it on the line)?"""
        reach = self.mat.field.yards(self.mat.slider.length / 2.0)
        return self.own_yards(x, direction) >= MIDFIELD - reach

    # ----------------------------------------------------------------- zones
    def band_at(self, x: float, direction: int) -> ZoneBand | None:
        """The zone band an offence attacking in ``direction`` stands in at x.

        A spot on a zone line belongs to the band ahead of it (the offence has reached that
        line). The same reading for both offences keeps the game mirror-symmetric, which the
        mat's own ``zone_at`` (start <= x < end, whoever attacks) does not."""
        x = min(max(x, 0.0), self.mat.field.length)
        for band in self.mat.zones:
            if (band.start <= x < band.end) if direction > 0 else (band.start < x <= band.end):
                return band
        return self.mat.zone_at(x)  # on a goal line: the band it closes

    def zone_of(self, x: float, direction: int) -> tuple[int, bool]:
        """(zone, in the offence's own half) of a line of scrimmage."""
        band = self.band_at(x, direction)
        zone = band.zone if band else 3
        return zone, self.own_yards(x, direction) < MIDFIELD

    def in_opponent_zone(self, x: float, direction: int, zone: int) -> bool:
        z, own = self.zone_of(x, direction)
        return z == zone and not own

    def side_seen(self, circle: RunCircle, direction: int) -> Side:
        return circle.side if direction > 0 else circle.side.mirrored()

    def targets(self, zone: int, kind: PlayKind, side: Side, x: float, y: float, direction: int) -> Target:
        """The circles a roll of (zone, run/pass, side) asks for from a line of scrimmage at
        (x, y): every such circle in a band of that zone ahead of the offence, not the band it
        stands in, within MAX_ANGLE of straight ahead. Empty when there is none."""
        ids = tuple(
            c.id
            for c in self.legal_circles(x, y, direction)
            if c.zone == zone and self.side_seen(c, direction) == side
        )
        label = f"Zone {zone} {side.value.lower()} {kind.value}"
        return Target(kind, ids, label)

    def legal_circles(self, x: float, y: float, direction: int) -> list[RunCircle]:
        """Symbols the offence may aim at from (x, y): ahead, outside its own band, not sideways."""
        current = self.band_at(x, direction)
        out = []
        for c in self.mat.run_circles:
            band = self.mat.zone_at(c.x)
            if band is None or band == current:
                continue
            if (band.start - x) * direction <= 0.0 and (band.end - x) * direction <= 0.0:
                continue  # a band behind the offence
            bearing = math.atan2(c.y - y, (c.x - x) * direction)
            if abs(bearing) <= MAX_ANGLE and (c.x - x) * direction > 0.0:
                out.append(c)
        return out

    def onside_circles(self, direction: int) -> list[RunCircle]:
        """ "The two run circles in the middle of the field on his opponent's 30 yard line"."""
        return [
            c
            for c in self.mat.run_circles
            if c.side == Side.MIDDLE and abs(self.own_yards(c.x, direction) - ONSIDE_LINE) < 2.5
        ]

    def onside_target(self, direction: int) -> RunCircle | None:
        """The onside circle a kicker aims at: of the two, the one nearer the centre line; None on
        a mat without one (an onside kick there can only fail: kickoffs.py)."""
        circles = self.onside_circles(direction)
        return min(circles, key=lambda c: abs(c.y)) if circles else None

    def onside_aim(self, direction: int) -> tuple[float, float]:
        """Where a kicker aims an onside kick: its target circle, or the middle of the opponent's
        30 yard line on a mat without one."""
        target = self.onside_target(direction)
        return (target.x, target.y) if target is not None else self.spot(ONSIDE_LINE, direction)

    def circle(self, circle_id: str) -> RunCircle:
        return next(c for c in self.mat.run_circles if c.id == circle_id)

    # ----------------------------------------------------------------- start spots
    def kickoff_pose(self, direction: int) -> Pose:
        """Just inside the kicking team's own endzone, clear of the goal line, centred."""
        f = self.mat.field
        inside = self.mat.slider.length / 2.0 + f.line_width / 2.0 + 0.0005
        x = -inside if direction > 0 else f.length + inside
        return Pose(x, 0.0, 0.0 if direction > 0 else math.pi)

    def start_spots(self) -> list[tuple[str, Pose]]:
        """Where the rules put the slider for either team, named for a designer: the kick-off,
        and the scrimmage spots centred on the 20 (a touchback), the 30 (a two-point try) and the
        40 (a failed onside kick)."""
        out = []
        for direction, team in ((1, "home"), (-1, "visitors'")):
            out.append((f"the {team} kick-off spot", self.kickoff_pose(direction)))
            for yards, why in (
                (TOUCHBACK_LINE, "a touchback"),
                (TWO_POINT_LINE, "a two-point try"),
                (ONSIDE_FAIL_LINE, "a failed onside kick"),
            ):
                x, y = self.spot(yards, direction)
                out.append((f"the {team} {yards} ({why})", self.scrimmage_pose(x, y, direction)))
        return out

    def scrimmage_pose(self, x: float, y: float, direction: int) -> Pose:
        return Pose(x, y, 0.0 if direction > 0 else math.pi)

    def into_field(self, x: float, y: float) -> tuple[float, float]:
        """The nearest spot between the goal lines and inside the sidelines (half a yard in)."""
        f = self.mat.field
        inset = f.yard / 2.0
        side = f.half_width - self.mat.slider.width / 2.0
        return min(max(x, inset), f.length - inset), min(max(y, -side), side)

    def penalty_spot(self, x: float, direction: int) -> float:
        """Back 15 yards from x, or half the distance to the offence's own goal if less."""
        own = self.own_yards(x, direction)
        back = min(float(PENALTY_YARDS), own / 2.0)
        return self.spot(own - back, direction)[0]

    def within_endzone(self, outcome: FlickOutcome, attacking: Half) -> bool:
        """Completely within the endzone the offence attacks: touching none of its lines."""
        ez = f"endzone-{attacking.value}"
        return any(t.id == ez and t.within for t in outcome.touched)

    # ----------------------------------------------------------------- reading outcomes
    def reached(self, outcome: FlickOutcome, target: Target, attacking: Half) -> bool:
        if target.kind == PlayKind.TOUCHDOWN:
            return self.within_endzone(outcome, attacking)
        wanted = set(target.circles)
        if target.kind == PlayKind.PASS:
            wanted = {f"{c}/pass" for c in wanted}
        kind = FeatureKind.RUN_CIRCLE if target.kind == PlayKind.RUN else FeatureKind.PASS_CIRCLE
        return any(t.kind == kind and t.id in wanted for t in outcome.touched)

    @staticmethod
    def touches(outcome: FlickOutcome, kind: FeatureKind) -> bool:
        return any(t.kind == kind for t in outcome.touched)

    def in_field_of_play(self, outcome: FlickOutcome) -> bool:
        """At rest between the goal lines and inside the sidelines, on the surface."""
        f = self.mat.field
        x, y = outcome.rest.x, outcome.rest.y
        return outcome.on_surface and 0.0 < x < f.length and abs(y) < f.half_width

    def touchback(self, outcome: FlickOutcome, attacking: Half) -> bool:
        """Out of the back of the attacked endzone and off the surface."""
        end = f"end-line-{attacking.value}"
        crossed = any(e.kind == EventKind.END_LINE_CROSSED and e.feature == end for e in outcome.events)
        return crossed and outcome.event(EventKind.LEFT_SURFACE) is not None

    def entered_endzone(self, outcome: FlickOutcome, half: Half) -> bool:
        ez = f"endzone-{half.value}"
        return any(e.kind == EventKind.ENDZONE_ENTERED and e.feature == ez for e in outcome.events) or any(
            t.id == ez for t in outcome.touched
        )

    def touches_goal_line(self, outcome: FlickOutcome, half: Half) -> bool:
        return any(t.id == f"goal-line-{half.value}" for t in outcome.touched)

    def forward_enough(self, outcome: FlickOutcome, direction: int) -> bool:
        """Not flicked sideways or backwards (a slider that was not moved went neither way)."""
        if outcome.launch.speed == 0.0:
            return True
        d = outcome.launch.direction
        ahead = 0.0 if direction > 0 else math.pi
        return abs(math.atan2(math.sin(d - ahead), math.cos(d - ahead))) <= MAX_ANGLE

    def touching_spot(
        self, rest: tuple[float, float], circle: RunCircle, kind: PlayKind, angle: float | None = None
    ) -> tuple[float, float]:
        """The moved-surface rule: move the slider 'just enough to have it touching the circle'
        (the run circle, or the pass circle inside it), along the line to the circle's centre:
        until its outline, turned as it lies (``angle``), touches; with no angle (games before
        rules version 3), until a disk of its half-width does."""
        cx, cy, r = self._disk(circle, kind)
        dx, dy = rest[0] - cx, rest[1] - cy
        dist = math.hypot(dx, dy)
        if angle is None:
            reach = r + 0.99 * self.mat.slider.width / 2.0
            return rest if dist <= reach else (cx + dx * reach / dist, cy + dy * reach / dist)
        outline = self.mat.slider.outline()

        def gap(t: float) -> float:  # how far the slider moved t of the way in is from touching
            at = Pose(rest[0] - dx * t, rest[1] - dy * t, angle)
            return polygon_point_distance(transform(outline, at), (cx, cy)) - r

        if gap(0.0) <= 0.0:
            return rest
        lo, hi = 0.0, 1.0  # gap(lo) > 0 >= gap(hi): the slider's centre on the circle's touches
        for _ in range(48):  # to well under a micrometre
            mid = (lo + hi) / 2.0
            lo, hi = (lo, mid) if gap(mid) <= 0.0 else (mid, hi)
        return rest[0] - dx * hi, rest[1] - dy * hi

    @staticmethod
    def _disk(circle: RunCircle, kind: PlayKind) -> tuple[float, float, float]:
        if kind == PlayKind.PASS:
            return circle.pass_x, circle.pass_y, circle.pass_radius
        return circle.x, circle.y, circle.radius

    def gap_to_target(self, rest: Pose, target: Target, attacking: Half) -> float:
        """How far (m) the slider resting at ``rest`` is from touching what it was flicked at:
        the nearest of the target's circles, or the endzone attacked. 0 when it touches."""
        outline = transform(self.mat.slider.outline(), rest)
        if target.kind == PlayKind.TOUCHDOWN:
            ez = next(e for e in self.mat.endzones() if e.half == attacking)
            return polygon_box_gap(outline, (ez.x0, ez.y0, ez.x1, ez.y1))
        gaps = (
            max(0.0, polygon_point_distance(outline, (cx, cy)) - r)
            for cx, cy, r in (self._disk(self.circle(c), target.kind) for c in target.circles)
        )
        return min(gaps, default=math.inf)

    def first_punt_event(self, outcome: FlickOutcome, receivers_half: Half) -> PathEvent | None:
        """The first of the events that decide a punt, in the order they happened: crossing a
        sideline (out of bounds there) or entering the receiving team's endzone."""
        ez = f"endzone-{receivers_half.value}"
        deciding = [
            e
            for e in outcome.events
            if e.kind == EventKind.SIDELINE_CROSSED
            or (e.kind == EventKind.ENDZONE_ENTERED and e.feature == ez)
        ]
        return min(deciding, key=lambda e: e.t, default=None)

"""The estimate's band of likely stops, honest at every pull: where eight in ten of the flicks that
stay on the mat come to rest (:data:`SHARE`, said on the label), the most likely stop marked in it
(the middle flick's), and how many leave the mat.

The band was two of the hand's speed spreads either way, unsaid: it held 96 in 100 and ran from
short to twice as far ("likely 23-47 yd" at a 22% pull), with no mark of where most flicks stop
(play-test). Now its ends are the hand's spreads that hold SHARE of the distances, and the label
says so ("8 in 10 stop 26-42 yd, most likely 34"). On a long pull most flicks leave the mat, and a
band cut at its edge held fewer than half (measured, club hand from practice's start, 200
flicks: pull 0.7, 45 % inside and 146 off the mat). So the share that leaves is worked out apart
and said, and the band is the middle SHARE of the rests that do not leave.

The slide's square root grows in step with the launch speed (a slide grows as its square), so the
physics' two solved ends (:func:`band_through_physics`, spin and all) give the distance at any
number of speed spreads by a straight line in square roots. Pure: no pygame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist

from games.finger_football.ui.aim import Aim, strike_for_spin
from games.finger_football.ui.hand import hand_skill
from sim.errors import FlickError
from sim.geometry import Pose
from sim.slider.mat import Mat
from sim.slider.table import MAX_SPEED, SliderTable

SHARE = 0.8  # of the distances of the flicks that stay on the mat, the band holds this share
SPREADS = NormalDist().inv_cdf(0.5 + SHARE / 2)  # the hand's speed spreads either way that hold it
WAY_SPREADS = 2.0  # the band's width: this many of the hand's angle spreads either way (19 in 20)


def likely_stops(slide: float, hand: str = "club") -> tuple[float, float, float]:
    """(nearest, farthest, half-angle) of the band of likely stops of a slide ``slide`` long,
    flicked by ``hand`` (hand.py: the noise the flick really goes through, so the band is
    honest): a slide grows as the square of the speed, so two spreads of the hand's speed either
    way give (1 -/+ k sd)^2 of it, k the spreads that hold SHARE; the direction strays by two of
    the hand's angle spreads."""
    skill = hand_skill(hand)
    sd = SPREADS * skill.speed_sd
    return slide * max(0.0, 1.0 - sd) ** 2, slide * (1.0 + sd) ** 2, WAY_SPREADS * skill.angle_sd


def band_through_physics(table: SliderTable, pose: Pose, aim: Aim, hand: str) -> tuple[float, float, float]:
    """:func:`likely_stops` through the physics: the slowest and the fastest flick the hand
    likely makes of ``aim`` (two speed spreads either way, the fast one with two spreads of
    unintended spin more, which carries a slider further), solved on ``table``; the formula's
    band where a flick cannot be solved."""
    near, far, half = likely_stops(aim.slide_length(table.mat.mu), hand)
    skill = hand_skill(hand)
    if skill.speed_sd <= 0.0:
        return near, far, half
    spec = table.mat.slider
    spin = aim.spin(spec, pose.angle)
    extra = SPREADS * skill.spin_sd * (1.0 if spin >= 0 else -1.0)
    ends = []
    for k, twist in ((-1.0, 0.0), (1.0, extra)):
        speed = min(0.95 * MAX_SPEED, max(1e-3, aim.speed * (1.0 + k * SPREADS * skill.speed_sd)))
        offset = strike_for_spin(spin + twist, pose, spec, aim.direction, speed)
        try:
            ends.append(table.flick(pose, Aim(aim.power, aim.direction, speed, offset).flick(spec)).distance)
        except (FlickError, ValueError):
            return near, far, half
    return min(near, ends[0]), max(far, ends[1]), half


def to_mat_edge(pose: Pose, direction: float, mat: Mat) -> float:
    """How far (m) from ``pose`` along ``direction`` the mat's printed surface ends: a slider's
    centre past it has left the mat."""
    x0, y0, x1, y1 = mat.field.surface
    c, s = math.cos(direction), math.sin(direction)
    ends = []
    if abs(c) > 1e-12:
        ends.append(((x1 if c > 0 else x0) - pose.x) / c)
    if abs(s) > 1e-12:
        ends.append(((y1 if s > 0 else y0) - pose.y) / s)
    return max(0.0, min(ends, default=math.inf))


NORMAL = NormalDist()
TAIL = NORMAL.cdf(-SPREADS)  # the share of flicks the band leaves out at each end
ALL_STAY = 0.005  # a share leaving the mat below this is not said


@dataclass(frozen=True, slots=True)
class Band:
    """Where a flick likely stops: ``near`` to ``far`` (m from the slider; never further past
    ``edge``, where the mat ends along the aim, than the slider's half length), within ``half``
    rad of the aim, most likely at ``mid`` (the middle of the rests on the mat); ``off`` the
    share of flicks that leave the mat (0 to 1)."""

    near: float
    far: float
    half: float
    edge: float
    off: float
    mid: float = 0.0


def likely_band(table: SliderTable, pose: Pose, aim: Aim, hand: str) -> Band:
    """The band of ``aim`` flicked by ``hand`` from ``pose``: SHARE (eight in ten) of the rests on
    the mat in it, and the share that leaves the mat."""
    near, far, half = band_through_physics(table, pose, aim, hand)
    edge = to_mat_edge(pose, aim.direction, table.mat)
    # A slider stays on the mat while any of it rests on the printed surface: its centre may be
    # up to half its length past the edge (the share said to leave was too high without this).
    reach = edge + table.mat.slider.circumradius
    if hand_skill(hand).speed_sd <= 0.0 or far - near <= 1e-9:
        off = 1.0 if near > reach else 0.0
        return Band(min(near, reach), min(far, reach), half, edge, off, min((near + far) / 2, reach))
    root_near, root_far = math.sqrt(near), math.sqrt(far)

    def spreads_to(distance: float) -> float:
        """How many speed spreads from the aimed speed a slide ``distance`` long is."""
        return -SPREADS + 2 * SPREADS * (math.sqrt(distance) - root_near) / (root_far - root_near)

    def distance_at(spreads: float) -> float:
        root = root_near + (spreads + SPREADS) / (2 * SPREADS) * (root_far - root_near)
        return max(0.0, root) ** 2

    stay = NORMAL.cdf(spreads_to(reach))
    if stay >= 1.0 - ALL_STAY:
        return Band(near, min(far, reach), half, edge, 0.0, distance_at(0.0))
    if stay <= 1e-6:
        return Band(reach, reach, half, edge, 1.0, reach)
    low = distance_at(NORMAL.inv_cdf(TAIL * stay))
    high = distance_at(NORMAL.inv_cdf((1.0 - TAIL) * stay))
    mid = distance_at(NORMAL.inv_cdf(0.5 * stay))  # the middle of the rests that stay
    return Band(low, min(high, reach), half, edge, 1.0 - stay, min(mid, reach))


def leave_words(off: float) -> str:
    """How many flicks of ten leave the mat, as the label says it ("" when hardly any do)."""
    tenths = round(off * 10)
    if off < ALL_STAY:
        return ""
    if tenths <= 0:
        return "a few in 100 leave the mat"
    if tenths >= 10:
        return "nearly every flick leaves the mat"
    return f"{tenths} in 10 {'leaves' if tenths == 1 else 'leave'} the mat"


HOLDS = f"{round(SHARE * 10)} in 10"  # the band's share, as the label and the round's rule say it


def band_words(band: Band, yards_per_metre: float) -> str:
    """The band after the power on the pull's label: " · 8 in 10 stop 26-42 yd, most likely 34",
    or on a long pull " · 7 in 10 leave the mat; of the rest 8 in 10 stop 68-93 yd"."""
    near, far = band.near * yards_per_metre, band.far * yards_per_metre
    mid = band.mid * yards_per_metre
    if round(far) - round(near) < 1:
        span = f"about {(near + far) / 2:.0f} yd"
    else:
        span = f"{near:.0f}-{far:.0f} yd, most likely {mid:.0f}"
    leaving = leave_words(band.off)
    if not leaving:
        return f" · {HOLDS} stop {span}"
    if band.off >= 0.95:
        return f" · {leaving} (its edge {band.edge * yards_per_metre:.0f} yd away)"
    if band.off >= 0.5:  # most leave: "most likely 62" beside it read as a contradiction
        rest = (
            f"about {(near + far) / 2:.0f} yd" if round(far) - round(near) < 1 else f"{near:.0f}-{far:.0f} yd"
        )
        return f" · most likely off the mat ({leaving}); of the rest {HOLDS} stop {rest}"
    return f" · {HOLDS} stop {span}; {leaving}"


def short_band_words(band: Band, yards_per_metre: float) -> str:
    """The band on the CPU's label, short enough for one large line (its long wording wrapped in
    a small size: play-test): " · most likely off the mat" or " · likely stops 26-42 yd"."""
    if band.off >= 0.5:
        return " · most likely off the mat"
    near, far = band.near * yards_per_metre, band.far * yards_per_metre
    if round(far) - round(near) < 1:
        return f" · likely stops about {(near + far) / 2:.0f} yd"
    return f" · likely stops {near:.0f}-{far:.0f} yd"

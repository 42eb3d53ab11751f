"""The estimate's band of likely stops, honest at every pull, drawn and said from the same numbers,
every count one of the same ten flicks: where eight in ten come to rest (:data:`SHARE`, said on
the label), the most likely stop marked in it (the middle flick's), and how many leave the mat.

The band was two of the hand's speed spreads either way, unsaid: it held 96 in 100 and ran from
short to twice as far ("likely 23-47 yd" at a 22% pull), with no mark of where most flicks stop
(play-test). Then its ends were the hand's spreads that hold SHARE of the distances, and the label
said so ("8 in 10 stop 26-42 yd, most likely 34 yd"). On a long pull many flicks leave the mat; the
band was then the middle SHARE of the rests that stayed, and its label read "8 in 10 stop 66-92
yd ...; 4 in 10 leave the mat" beside a band ending short of the mat's edge: 8 + 4 of 10, and
flicks said to leave past a band that did not reach the edge (play-test). Now, once one in ten
or more leave, the band runs from the shortest tenth's end to the mat's edge and the label counts
the same ten: "5 in 10 stop 66-92 yd (to the edge), most likely 79 yd; 4 in 10 leave the mat"
(the shortest one, short of the band, is left unsaid); fewer leaving ("a few in 100") are
said past the middle eight in ten's end.

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
    rad of the aim, most likely at ``mid`` (the middle flick's stop; past ``far`` when most
    leave the mat); ``off`` the share of all flicks that leave the mat, ``inside`` the share of
    all flicks that stop in the band (0 to 1). The band runs to the mat's edge exactly when its
    words say how many in 10 leave it."""

    near: float
    far: float
    half: float
    edge: float
    off: float
    mid: float = 0.0
    inside: float = SHARE


def likely_band(table: SliderTable, pose: Pose, aim: Aim, hand: str) -> Band:
    """The band of ``aim`` flicked by ``hand`` from ``pose``, in shares of all its flicks: the
    middle SHARE (eight in ten) while hardly any leave the mat; once one in ten or more would
    leave (:func:`leaves`), from the shortest tenth's end to the mat's edge, those that leave
    counted apart. Drawn and said from these same numbers (a band short of the edge beside "4 in
    10 leave the mat", and "8 in 10 stop" of the rest beside it, read as 8 + 4 of 10: play-test)."""
    near, far, half = band_through_physics(table, pose, aim, hand)
    edge = to_mat_edge(pose, aim.direction, table.mat)
    # A slider stays on the mat while any of it rests on the printed surface: its centre may be
    # up to half its length past the edge (the share said to leave was too high without this).
    reach = edge + table.mat.slider.circumradius
    if hand_skill(hand).speed_sd <= 0.0 or far - near <= 1e-9:
        off = 1.0 if near > reach else 0.0
        inside = 0.0 if off else 1.0
        return Band(min(near, reach), min(far, reach), half, edge, off, min((near + far) / 2, reach), inside)
    root_near, root_far = math.sqrt(near), math.sqrt(far)

    def spreads_to(distance: float) -> float:
        """How many speed spreads from the aimed speed a slide ``distance`` long is."""
        return -SPREADS + 2 * SPREADS * (math.sqrt(distance) - root_near) / (root_far - root_near)

    def distance_at(spreads: float) -> float:
        root = root_near + (spreads + SPREADS) / (2 * SPREADS) * (root_far - root_near)
        return max(0.0, root) ** 2

    stay = NORMAL.cdf(spreads_to(reach))
    off = 1.0 - stay
    # The middle flick's stop; none on the mat once five in ten are said to leave it.
    mid = min(distance_at(0.0), reach) if tenths(off) < 5 else reach + 1.0
    if not leaves(off):  # the middle eight in ten, the few that leave (if any) past its end
        return Band(near, min(far, reach), half, edge, max(0.0, off) if off >= ALL_STAY else 0.0, mid, SHARE)
    inside = stay - TAIL  # from the shortest tenth's end to the mat's edge
    if round(inside * 10) < 1:  # nearly all leave: no band to draw
        return Band(reach, reach, half, edge, off, reach + 1.0, max(0.0, inside))
    return Band(distance_at(-SPREADS), reach, half, edge, off, mid, inside)


def leaves(off: float) -> bool:
    """Do enough flicks leave the mat to be counted in tenths (one in ten, rounded, or more)?
    Then the band runs to the mat's edge; fewer ("a few in 100") are said past its end."""
    return round(off * 10) >= 1


def tenths(share: float) -> int:
    return round(share * 10)


def leave_words(off: float) -> str:
    """How many flicks of ten leave the mat, as the label says it ("" when hardly any do)."""
    if off < ALL_STAY:
        return ""
    if tenths(off) <= 0:
        return "a few in 100 leave the mat"
    if tenths(off) >= 10:
        return "nearly every flick leaves the mat"
    return f"{tenths(off)} in 10 {'leaves' if tenths(off) == 1 else 'leave'} the mat"


HOLDS = f"{round(SHARE * 10)} in 10"  # the band's share, as the label and the round's rule say it


def band_words(band: Band, yards_per_metre: float) -> str:
    """The band after the power on the pull's label, every count of the same ten flicks, and
    the band drawn to the mat's edge whenever some are said to leave it: " · 8 in 10 stop 26-42
    yd, most likely 34 yd"; " · 6 in 10 stop 66-92 yd (to the edge), most likely 79 yd; 3 in 10 leave
    the mat"; " · most likely off the mat: 7 in 10 leave the mat; 2 in 10 stop 53-68 yd (to its
    edge)"."""
    near, far = band.near * yards_per_metre, band.far * yards_per_metre
    span = f"about {(near + far) / 2:.0f} yd" if round(far) - round(near) < 1 else f"{near:.0f}-{far:.0f} yd"
    likeliest = (
        f", most likely {band.mid * yards_per_metre:.0f} yd" if band.near < band.mid <= band.far else ""
    )
    if not leaves(band.off):
        few = f"; {leave_words(band.off)}" if band.off >= ALL_STAY else ""
        return f" · {HOLDS} stop {span}{likeliest}{few}"
    n_off, n_in = tenths(band.off), tenths(band.inside)
    if n_in < 1 or n_off >= 10:
        return f" · nearly every flick leaves the mat (edge {band.edge * yards_per_metre:.0f} yd)"
    # One wording for every count, "N in 10": it switched between "8 in 10 stop" and "of 10
    # flicks, 7 stop" as the pull grew, and read as two kinds of number (play-test).
    stop = f"{n_in} in 10 {'stops' if n_in == 1 else 'stop'} {span}"
    leave = f"{n_off} in 10 {'leaves' if n_off == 1 else 'leave'} the mat"
    if n_off >= 5:  # half or more leave: said first, and no "most likely" on the mat
        most = "most likely off the mat: " if band.off >= 0.5 else ""
        return f" · {most}{leave}; {stop} (to its edge)"
    return f" · {stop} (to the edge){likeliest}; {leave}"


def short_band_words(band: Band, yards_per_metre: float) -> str:
    """The band on the CPU's label, short enough for one large line (its long wording wrapped in
    a small size: play-test): " · most likely off the mat", " · likely stops 26-42 yd" or, the
    band drawn to the mat's edge, " · likely stops 66-92 yd or off the mat"."""
    if band.off >= 0.5:
        return " · most likely off the mat"
    near, far = band.near * yards_per_metre, band.far * yards_per_metre
    off = " or off the mat" if leaves(band.off) else ""
    if round(far) - round(near) < 1:
        return f" · likely stops about {(near + far) / 2:.0f} yd{off}"
    return f" · likely stops {near:.0f}-{far:.0f} yd{off}"

"""What practice says of the mat, one name per thing: a circle is "the lower middle circle on
your 30" in the target line, in the verdict and in the "Last flick" lines alike; the halves are
"your" (the end the slider starts in, its end zone lettered YOUR END ZONE) and "their" (a person
mixed up "home 46" and "visitors' 46" side by side); a miss is said as the screen shows it (right
of, above), never as the flick faced. Pure: no pygame."""

from __future__ import annotations

import math

from games.finger_football.rules.describe import describe_touch, place
from games.finger_football.ui.sides import screen_side
from sim.geometry import Pose, transform
from sim.slider.features import FeatureKind
from sim.slider.mat import Mat, RunCircle
from sim.slider.table import FlickOutcome

YOUR_END_ZONE, THEIR_END_ZONE = "YOUR · END ZONE", "THEIR · END ZONE"
OPEN_FIELD = "on open field"


def where(x: float, y: float, mat: Mat) -> str:
    """:func:`place` with the halves as practice names them: 'on your 30', 'in their endzone'."""
    words = place(x, y, mat)
    for old, new in (("the home ", "your "), ("the visitors' ", "their "), ("endzone", "end zone")):
        words = words.replace(old, new)
    return words


def rest_lines(o: FlickOutcome, mat: Mat) -> list[str]:
    """Where the slider rests and what it touches, never at odds: a slider whose middle is off
    the mat but part of it on read "Rests off the mat · on open field" (play-test)."""
    at = where(o.rest.x, o.rest.y, mat)
    if not o.on_surface:
        return [f"Rests {at}"]
    if at == "off the mat":
        return ["Rests hanging over the mat's edge"]
    touching = rest_words(o, mat)
    if touching == [OPEN_FIELD] and not at.startswith(("on ", "at ")):
        touching = []  # beyond the field (out of bounds, an end zone): no "open field"
    return [f"Rests {at}", *touching]


def circle_name(c: RunCircle, mat: Mat) -> str:
    """'the upper circle on your 46', 'the lower middle circle on your 30': its side as drawn
    (two middle circles stand side by side on each 30), then where it is."""
    side = screen_side(c.side.value, 1)
    if side == "middle" and abs(c.y) > 0.01:
        side = "upper middle" if c.y > 0 else "lower middle"
    return f"the {side} circle {where(c.x, c.y, mat)}"


def miss_words(o: FlickOutcome, c: RunCircle, mat: Mat) -> str:
    """Where a miss stopped, as the player sees the mat: by how much it missed the circle's edge
    (the slider's nearest edge to the circle's: said so, as "by 16 yd" beside "9 yd right of and
    20 yd below its centre" did not add up for a newcomer), then where from its centre: "Missed
    the upper circle on your 30 by 0.3 yd, edge to edge: it stopped 4 yd left of and 3 yd above
    its centre" (said from the centre alone, a slider a hair off the edge read "4 yd left of and
    3 yd above it" and looked a hit: play-test; "right" of the flick's way read wrong while the
    slider sat above the circle on the screen)."""
    name = circle_name(c, mat)
    if not o.on_surface:
        return "Missed: it left the mat."
    yd = mat.field.yard
    gap = edge_gap(o.rest, c, mat) / yd
    by = f"{gap:.1f}" if gap < 2 else f"{gap:.0f}"
    dx, dy = (o.rest.x - c.x) / yd, (o.rest.y - c.y) / yd
    parts = []
    if abs(dx) >= 0.5:
        parts.append(f"{abs(dx):.0f} yd {'right' if dx > 0 else 'left'} of")
    if abs(dy) >= 0.5:
        parts.append(f"{abs(dy):.0f} yd {'above' if dy > 0 else 'below'}")
    return f"Missed {name} by {by} yd, edge to edge: it stopped {' and '.join(parts)} its centre."


def edge_gap(rest: Pose, c: RunCircle, mat: Mat) -> float:
    """How far (m) the slider resting at ``rest`` is from touching the circle: its nearest corner
    to the circle's edge, the footprint the rules judge (0 if it touches)."""
    corners = transform(mat.slider.outline(), rest)
    edges = zip(corners, (*corners[1:], corners[0]), strict=True)
    return max(0.0, min(to_segment((c.x, c.y), a, b) for a, b in edges) - c.radius)


def to_segment(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    """The distance from ``p`` to the segment ``a``-``b``."""
    ax, ay, bx, by = *a, *b
    length2 = (bx - ax) ** 2 + (by - ay) ** 2
    t = 0.0 if length2 == 0 else ((p[0] - ax) * (bx - ax) + (p[1] - ay) * (by - ay)) / length2
    t = min(max(t, 0.0), 1.0)
    return math.hypot(p[0] - (ax + t * (bx - ax)), p[1] - (ay + t * (by - ay)))


def rest_words(outcome: FlickOutcome, mat: Mat) -> list[str]:
    """What the slider rests on, a thing once each, in the screen's words: a circle once by its
    one name (its white centre said with it), a red football or a yellow flag by name."""
    words: list[str] = []
    by_id = {c.id: c for c in mat.run_circles}
    circles: dict[str, bool] = {}  # circle id -> its white centre touched
    for touch in outcome.touched:
        f = touch.feature
        if f.kind in (FeatureKind.RUN_CIRCLE, FeatureKind.PASS_CIRCLE):
            key = f.id.removesuffix("/pass")
            circles[key] = circles.get(key, False) or f.kind == FeatureKind.PASS_CIRCLE
        elif f.kind == FeatureKind.FUMBLE:
            words.append("on a red football (in a game: a fumble)")
        elif f.kind == FeatureKind.FLAG:
            words.append("on a yellow flag (in a game: a penalty)")
        else:
            words.append(describe_touch(touch))
    for key, centre in circles.items():
        name = circle_name(by_id[key], mat) if key in by_id else "a circle"
        words.insert(0, f"touching {name}{', its white centre too' if centre else ''}")
    return [w.replace("endzone", "end zone") for w in words] or [OPEN_FIELD]


def count(n: int, thing: str) -> str:
    """ "1 hit", "2 hits", "0 flicks"."""
    return f"{n} {thing}{'' if n == 1 else 's'}"

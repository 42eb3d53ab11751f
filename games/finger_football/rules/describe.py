"""Plain-words descriptions of where a slider rests, for the screen and the command line."""

from __future__ import annotations

from sim.slider.features import FeatureKind
from sim.slider.mat import Mat, Side
from sim.slider.table import FlickOutcome, Touch


def side_seen_by(side: Side | None, attacking: int) -> str:
    """The side as the offence attacking towards +x (attacking=1) or -x (-1) names it."""
    if side is None:
        return ""
    return (side if attacking > 0 else side.mirrored()).value


def describe_touch(touch: Touch, attacking: int = 1) -> str:
    f = touch.feature
    relation = "within" if touch.within else "touching"
    match f.kind:
        case FeatureKind.RUN_CIRCLE | FeatureKind.PASS_CIRCLE:
            what = "run circle" if f.kind == FeatureKind.RUN_CIRCLE else "pass circle"
            return f"{relation} the Zone {f.zone} {side_seen_by(f.side, attacking).lower()} {what}"
        case FeatureKind.FLAG:
            return "on a penalty flag"
        case FeatureKind.FUMBLE:
            return "on a fumble football"
        case FeatureKind.ENDZONE:
            return "completely in the endzone" if touch.within else "partly in the endzone"
        case FeatureKind.GOAL_LINE:
            return "touching the goal line"
        case FeatureKind.END_LINE:
            return "touching the end line"
        case FeatureKind.SIDELINE:
            return "touching the sideline"
        case _:
            return f"touching {f.id}"


def describe_rest(outcome: FlickOutcome, mat: Mat, attacking: int = 1) -> list[str]:
    """One line per thing worth saying about the rest position, most important first."""
    if not outcome.on_surface:
        return ["off the playing surface"]
    lines = [describe_touch(t, attacking) for t in outcome.touched]
    hw = mat.field.half_width
    if abs(outcome.rest.y) > hw:
        lines.append("out of bounds")
    if not lines:
        where = f"Zone {outcome.zone}" if outcome.zone else "behind the goal line"
        lines.append(f"on open field, {where}")
    return lines


def yard_line(x: float, mat: Mat) -> str:
    """The yard line a point is on, as a broadcaster says it: 'home 30', 'midfield'."""
    f = mat.field
    yards = f.yards(x)
    if yards < -f.yards(f.endzone):
        return "home end line and beyond"
    if yards > f.yards(f.length + f.endzone):
        return "visitors' end line and beyond"
    if yards < 0:
        return "home endzone"
    if yards > f.yards(f.length):
        return "visitors' endzone"
    mid = mat.field.yards(mat.field.midfield)
    if abs(yards - mid) < 0.5:
        return "midfield"
    return f"home {yards:.0f}" if yards < mid else f"visitors' {2 * mid - yards:.0f}"


def place(x: float, y: float, mat: Mat) -> str:
    """Where a point of the mat is, with its preposition: 'on the home 30', 'in the visitors'
    endzone', 'at midfield', 'out of bounds beside the home 30', 'off the mat'."""
    f = mat.field
    x0, y0, x1, y1 = f.surface
    if not (x0 <= x <= x1 and y0 <= y <= y1):
        return "off the mat"
    line = yard_line(x, mat)
    if abs(y) > f.half_width:
        return f"out of bounds beside the {line}"
    if line.endswith("endzone"):
        return f"in the {line}"
    if line.endswith("beyond"):
        return f"beyond the {line.removesuffix(' and beyond')}"
    return "at midfield" if line == "midfield" else f"on the {line}"


def on_field(x: float, y: float, mat: Mat) -> bool:
    """Between the sidelines and the end lines: where a slider may be put to practise."""
    f = mat.field
    return -f.endzone <= x <= f.length + f.endzone and abs(y) <= f.half_width

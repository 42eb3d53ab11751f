"""``tabletop flick``: one Finger Football flick, headless."""

from __future__ import annotations

import argparse
import json
import math
from typing import Any

from games.finger_football.rules.describe import describe_rest, place
from sim.geometry import Pose
from sim.slider.table import MAX_SPEED, MAX_SPIN, Flick, FlickOutcome, SliderTable

from ..errors import CliError
from ..options import add_mat_option, float_in, load_mat, point


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "flick",
        help="flick the slider once and print where it rests",
        description="Flick the Finger Football slider once, headless, and print the outcome. "
        "Lengths are metres, or yards with a 'yd' suffix (20yd,0).",
    )
    add_mat_option(p)
    p.add_argument(
        "--from",
        dest="start",
        default="20yd,0",
        metavar="X,Y",
        help="start of the slider's centre (default: 20yd,0, the home 20, centred)",
    )
    p.add_argument(
        "--heading",
        type=float_in(-360.0, 360.0, " deg"),
        default=0.0,
        metavar="DEG",
        help="the slider's own angle at the start (default 0: along the field)",
    )
    p.add_argument(
        "--speed",
        type=float_in(0.0, MAX_SPEED, " m/s"),
        required=True,
        metavar="V",
        help=f"launch speed, 0 to {MAX_SPEED:g} m/s",
    )
    p.add_argument(
        "--angle",
        type=float_in(-360.0, 360.0, " deg"),
        default=0.0,
        metavar="DEG",
        help="direction of travel in degrees, 0 towards the visitors' goal, 90 to the left",
    )
    p.add_argument(
        "--spin",
        type=float_in(-MAX_SPIN, MAX_SPIN, " rad/s"),
        default=0.0,
        metavar="RAD_PER_S",
        help=f"launch spin, -{MAX_SPIN:g} to {MAX_SPIN:g} rad/s, counter-clockwise positive (default 0)",
    )
    p.add_argument("--json", action="store_true", help="print the outcome as JSON (docs/cli.md)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    mat = load_mat(args.mat)
    try:
        x, y = point(args.start, mat.field.yard)
    except argparse.ArgumentTypeError as exc:
        raise CliError(f"--from: {exc}") from None
    x0, y0, x1, y1 = mat.field.surface
    if not (x0 <= x <= x1 and y0 <= y <= y1):
        yd = mat.field.yards
        raise CliError(
            f"--from {args.start} is off the mat: the printed surface runs from "
            f"{yd(x0):g} to {yd(x1):g} yd along and {yd(y0):g} to {yd(y1):g} yd across"
        )
    start = Pose(x, y, math.radians(args.heading))
    spec = mat.slider
    flick = Flick.from_velocity(
        args.speed, math.radians(args.angle), args.spin, spec.mass, spec.inertia, start.angle
    )
    outcome = SliderTable(mat).flick(start, flick)
    if args.json:
        data = outcome.to_json()
        data["mat"] = mat.name
        data["description"] = describe_rest(outcome, mat)
        print(json.dumps(data, indent=2, allow_nan=False))
    else:
        print(_report(outcome, mat))
    return 0


def _report(o: FlickOutcome, mat: Any) -> str:
    yd = mat.field.yards
    lines = [
        f"flick from ({o.start.x:.3f}, {o.start.y:.3f}) m at {o.launch.speed:.3f} m/s "
        f"towards {math.degrees(o.launch.direction):.1f} deg, spin {o.launch.spin:+.1f} rad/s",
        f"rests at ({o.rest.x:.4f}, {o.rest.y:.4f}) m, heading {math.degrees(o.rest.angle):.1f} deg: "
        f"{place(o.rest.x, o.rest.y, mat)}, {yd(o.rest.y):+.1f} yd across",
        f"slid {o.distance:.4f} m ({yd(o.distance):.1f} yd) in {o.time:.3f} s",
    ]
    lines += [f"  {line}" for line in describe_rest(o, mat)]
    for e in o.events:
        lines.append(
            f"  at {e.t:.3f} s: {e.kind.value.replace('_', ' ')} ({e.feature}) at ({e.x:.3f}, {e.y:.3f}) m"
        )
    return "\n".join(lines)

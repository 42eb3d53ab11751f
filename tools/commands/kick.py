"""``tabletop kick``: one foam-ball field goal attempt, headless."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from sim.kick import HANDS, ContactKind, Kick, KickOutcome, KickRange, KickTiming, load_setup
from sim.kick.setup import MAX_DISTANCE, MIN_DISTANCE
from sim.kick.shot import MAX_KICK_SPEED

from ..options import add_force_option, existing_path, float_in, output_path, writable

CONTACT_NAMES = {
    ContactKind.TABLE: "table",
    ContactKind.CROSSBAR: "crossbar",
    ContactKind.THUMB_LEFT: "left thumb",
    ContactKind.THUMB_RIGHT: "right thumb",
}


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "kick",
        help="kick the foam football once at the finger goalpost",
        description="Kick the foam football once from the tee at the defender's finger goalpost, "
        "headless, and print the call. Model and parameters: docs/kick.md.",
    )
    p.add_argument(
        "--speed",
        type=float_in(0.0, MAX_KICK_SPEED, " m/s"),
        required=True,
        metavar="V",
        help=f"launch speed, 0 to {MAX_KICK_SPEED:g} m/s",
    )
    p.add_argument(
        "--elevation",
        type=float_in(0.0, 75.0, " deg"),
        required=True,
        metavar="DEG",
        help="launch angle above the table, 0 to 75 degrees",
    )
    p.add_argument(
        "--aim",
        type=float_in(-60.0, 60.0, " deg"),
        default=0.0,
        metavar="DEG",
        help="direction across the field, degrees, + to the kicker's left (default 0)",
    )
    p.add_argument(
        "--hands", choices=HANDS, default="medium", help="the defender's hand size (default medium)"
    )
    p.add_argument(
        "--distance",
        type=float_in(MIN_DISTANCE, MAX_DISTANCE, " m"),
        default=1.10,
        metavar="M",
        help=f"kick spot to the goalpost, {MIN_DISTANCE:g} to {MAX_DISTANCE:g} m "
        "(default 1.10: goal line to the far end line)",
    )
    p.add_argument("--no-drag", action="store_true", help="fly without air drag")
    p.add_argument(
        "--at",
        type=float_in(0.0, 60.0, " s"),
        metavar="S",
        help="seconds after 'go' the kick is made; after the count's end it is BLOCKED",
    )
    p.add_argument(
        "--data", type=existing_path, metavar="FILE", help="ball and hands data (TOML; default: shipped)"
    )
    p.add_argument("--json", action="store_true", help="print the outcome as JSON (docs/cli.md)")
    p.add_argument(
        "--png", type=output_path, metavar="FILE", help="also draw the flight (side and top views)"
    )
    add_force_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    setup = load_setup(args.data)
    post = setup.goalpost(args.hands, args.distance)
    kick = Kick(args.speed, math.radians(args.elevation), math.radians(args.aim))
    timing = None if args.at is None else KickTiming(setup.count_length, stood_at=0.0, kicked_at=args.at)
    outcome = KickRange(post, setup.ball).kick(
        kick, drag=not args.no_drag, timing=timing, trajectory=args.png is not None
    )
    if args.png is not None:
        from games.finger_football.ui.picture import save_kick_png

        writable(args.png, args.force, "PNG picture")
        save_kick_png(outcome, args.hands, args.distance, args.png)
        print(f"drew {args.png}", file=sys.stderr)
    if args.json:
        data = outcome.to_json()
        data["goalpost"] = {
            "hands": post.hands,
            "width": post.width,
            "crossbar_height": post.crossbar_height,
            "thumb_top": post.thumb_top,
            "distance": post.distance,
        }
        print(json.dumps(data, indent=2, allow_nan=False))
    else:
        print(_report(outcome))
    return 0


def _report(o: KickOutcome) -> str:
    lines = [o.call]
    if o.cross is not None:
        lines.append(
            f"  crossed the goal plane {o.cross[0] * 100:+.1f} cm across, {o.cross[1] * 100:.1f} cm high"
        )
    lines.append(f"  apex {o.apex * 100:.1f} cm; {o.time:.3f} s")
    for c in o.contacts:
        lines.append(
            f"  at {c.t:.3f} s hit the {CONTACT_NAMES[c.kind]} at {c.speed:.2f} m/s "
            f"({c.x:.3f}, {c.y:+.3f}, {c.z:.3f}) m"
        )
    if o.rest is not None:
        lines.append(f"  stopped at ({o.rest[0]:.3f}, {o.rest[1]:+.3f}) m")
    return "\n".join(lines)

"""``tabletop simulate foosball-table``: rallies on the foosball table's physics alone, CPU
against CPU, without the rules (``tabletop simulate foosball`` plays whole games)."""

from __future__ import annotations

import argparse
import itertools
import json
from collections import Counter
from typing import Any

from games.foosball.players.cpu import FOOS_SKILLS, rally
from sim.foosball.table import EventKind, TableEvent

from ..errors import CliError
from ..options import (
    SEED,
    float_in,
    int_in,
)


def add_parser(games: Any) -> None:
    table = games.add_parser(
        "foosball-table",
        help="foosball rallies on the table's physics, CPU against CPU",
        description="Foosball rallies, CPU against CPU: each from a home serve until a goal, the ball "
        "leaving the table, a dead ball, or the time limit. Home defends the goal at -x.",
    )
    table.add_argument("--seed", type=SEED, default=0, help="seed of the first rally (default 0)")
    table.add_argument(
        "--rallies", type=int_in(1, 100_000), default=1, metavar="K", help="how many rallies (default 1)"
    )
    table.add_argument(
        "--seconds", type=float_in(0.1, 3600.0, " s"), default=30.0, help="time limit of a rally (default 30)"
    )
    table.add_argument("--home", choices=sorted(FOOS_SKILLS), default="club", help="home CPU's skill")
    table.add_argument("--away", choices=sorted(FOOS_SKILLS), default="club", help="away CPU's skill")
    table.add_argument("--json", action="store_true", help="print the rallies as JSON")
    table.add_argument("--log", action="store_true", help="print every table event")
    table.set_defaults(run=run_foosball_table)


def run_foosball_table(args: argparse.Namespace) -> int:
    if args.rallies < 1 or not args.seconds > 0:
        raise CliError("--rallies must be at least 1 and --seconds positive")
    reports = []
    for seed in range(args.seed, args.seed + args.rallies):
        table, events = rally(args.seconds, seed, args.home, args.away)
        reports.append(_rally_report(seed, table.t, events))
        if args.log and not args.json:
            for e in events:
                print(_event_line(e))
        if not args.json:
            r = reports[-1]
            counts = f"{r['contacts']} contacts, {r['shames']} shames"
            print(f"seed {seed}: {r['end']} after {r['seconds']:.2f} s; {counts}")
    if args.json:
        print(
            json.dumps(
                {"game": "foosball-table", "home": args.home, "away": args.away, "rallies": reports}, indent=2
            )
        )
    return 0


def _rally_report(seed: int, seconds: float, events: list[TableEvent]) -> dict[str, Any]:
    kinds = Counter(e.kind for e in events)
    goal = next((e for e in events if e.kind == EventKind.TROUGH), None)
    if goal is not None and goal.team is not None:
        end = f"goal for {goal.team.other.value} (into the {goal.team.value} goal)"
    elif kinds[EventKind.LEFT_TABLE]:
        end = "the ball left the table"
    elif kinds[EventKind.DEAD_BALL]:
        end = "dead ball"
    else:
        end = "time"
    planes = [e.inward for e in events if e.kind == EventKind.GOAL_PLANE]
    shames = sum(1 for a, b in itertools.pairwise(planes) if a and not b)
    return {
        "seed": seed,
        "end": end,
        "seconds": seconds,
        "contacts": kinds[EventKind.CONTACT],
        "shames": shames,
        "events": {k.value: n for k, n in kinds.items()},
    }


def _event_line(e: TableEvent) -> str:
    who = (
        f" rod {e.rod} ({e.team.value})"
        if e.rod is not None and e.team
        else (f" {e.team.value}" if e.team else "")
    )
    extra = f" figure {e.speed:.2f} m/s, ball {e.ball_speed:.2f} m/s" if e.kind == EventKind.CONTACT else ""
    if e.inward is not None:
        extra = " inward" if e.inward else " outward"
    return f"  {e.t:7.3f} s {e.kind.value}{who}{extra} at ({e.x:+.3f}, {e.y:+.3f})"

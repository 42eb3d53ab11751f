"""``tabletop simulate GAME``: bot-against-bot games, headless."""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from collections import Counter
from typing import Any

from tqdm import tqdm

from games.finger_football.actions import Team
from games.finger_football.match import PLAYER_KINDS, GameSummary, Physics, play_game
from games.foosball.cpu import FOOS_SKILLS, rally
from sim.foosball import EventKind, TableEvent

from ..errors import CliError
from ..options import add_mat_option, load_mat

# The counts printed per game and summed over games, in this order.
FF_COLUMNS = (
    "plays",
    "touchdowns",
    "field goals",
    "field goals tried",
    "extra points",
    "extra points tried",
    "two-point conversions",
    "two-point tries",
    "punts",
    "fumbles",
    "penalties",
    "touchbacks",
    "turnovers on downs",
    "onside kicks tried",
    "onside kicks recovered",
)


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "simulate",
        help="play CPU against CPU, headless",
        description="Play whole games CPU against CPU, headless, and report them.",
    )
    games = p.add_subparsers(dest="game", metavar="GAME", required=True)
    ff = games.add_parser(
        "finger-football",
        help="Finger Football by the rulebook",
        description="Finger Football, CPU against CPU. Home plays Red, away plays Blue.",
    )
    ff.add_argument(
        "--seed", type=int, default=0, help="seed of the first game (default 0); game k uses seed+k"
    )
    ff.add_argument("--home", choices=PLAYER_KINDS, default="club", help="home CPU's skill (default club)")
    ff.add_argument("--away", choices=PLAYER_KINDS, default="club", help="away CPU's skill (default club)")
    ff.add_argument("--games", type=int, default=1, metavar="K", help="how many games (default 1)")
    ff.add_argument("--json", action="store_true", help="print the games and totals as JSON")
    ff.add_argument("--log", action="store_true", help="print each game's play-by-play")
    add_mat_option(ff)
    ff.set_defaults(run=run_finger_football)
    table = games.add_parser(
        "foosball-table",
        help="foosball rallies on the table's physics, CPU against CPU",
        description="Foosball rallies, CPU against CPU: each from a home serve until a goal, the ball "
        "leaving the table, a dead ball, or the time limit. Home defends the goal at -x.",
    )
    table.add_argument("--seed", type=int, default=0, help="seed of the first rally (default 0)")
    table.add_argument("--rallies", type=int, default=1, metavar="K", help="how many rallies (default 1)")
    table.add_argument("--seconds", type=float, default=30.0, help="time limit of a rally (default 30)")
    table.add_argument("--home", choices=sorted(FOOS_SKILLS), default="club", help="home CPU's skill")
    table.add_argument("--away", choices=sorted(FOOS_SKILLS), default="club", help="away CPU's skill")
    table.add_argument("--json", action="store_true", help="print the rallies as JSON")
    table.add_argument("--log", action="store_true", help="print every table event")
    table.set_defaults(run=run_foosball_table)


def run_finger_football(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise CliError("--games must be at least 1")
    mat = load_mat(args.mat)
    physics = Physics(mat)
    summaries = []
    seeds = range(args.seed, args.seed + args.games)
    progress = tqdm(seeds, desc="games", unit="game", disable=args.games < 10 or not sys.stderr.isatty())
    for seed in progress:
        summaries.append(play_game(seed, args.home, args.away, mat=mat, physics=physics))
    if args.json:
        print(json.dumps(_json(summaries, args), indent=2))
        return 0
    for s in summaries:
        if args.log:
            print("\n".join(e.text for e in s.log))
        print(_line(s))
    if len(summaries) > 1:
        print(_totals(summaries))
    return 0


def _line(s: GameSummary) -> str:
    red, blue = s.score[Team.RED], s.score[Team.BLUE]
    ot = f", {s.overtime} overtime" if s.overtime else ""
    counts = "; ".join(
        f"{k} {s.stats[Team.RED][k]}-{s.stats[Team.BLUE][k]}"
        for k in FF_COLUMNS
        if s.stats[Team.RED][k] or s.stats[Team.BLUE][k]
    )
    return f"seed {s.seed}: home {red} - away {blue}{ot} ({counts})"


def _totals(summaries: list[GameSummary]) -> str:
    wins = Counter(s.winner for s in summaries)
    total = {t: Counter() for t in Team}  # type: dict[Team, Counter[str]]
    for s in summaries:
        for t in Team:
            total[t].update(s.stats[t])
    n = len(summaries)
    lines = [
        f"{n} games: home won {wins[Team.RED]}, away won {wins[Team.BLUE]}; "
        f"{sum(1 for s in summaries if s.overtime)} went to overtime",
        f"points per game: home {sum(s.score[Team.RED] for s in summaries) / n:.1f}, "
        f"away {sum(s.score[Team.BLUE] for s in summaries) / n:.1f}",
    ]
    lines += [f"  {k}: home {total[Team.RED][k]}, away {total[Team.BLUE][k]}" for k in FF_COLUMNS]
    return "\n".join(lines)


def _json(summaries: list[GameSummary], args: argparse.Namespace) -> dict[str, Any]:
    games = [s.to_json(with_log=args.log) for s in summaries]
    for g in games:
        g["home"], g["away"] = g["score"]["red"], g["score"]["blue"]
    totals: dict[str, Any] = {
        "games": len(summaries),
        "home_wins": sum(1 for s in summaries if s.winner == Team.RED),
        "away_wins": sum(1 for s in summaries if s.winner == Team.BLUE),
        "overtime_games": sum(1 for s in summaries if s.overtime),
    }
    for side, team in (("home", Team.RED), ("away", Team.BLUE)):
        c: Counter[str] = Counter()
        for s in summaries:
            c.update(s.stats[team])
        totals[side] = {"points": sum(s.score[team] for s in summaries), **{k: c[k] for k in FF_COLUMNS}}
    return {"game": "finger-football", "home": args.home, "away": args.away, "games": games, "totals": totals}


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

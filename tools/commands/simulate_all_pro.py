"""``tabletop simulate all-pro``: All-Pro Football games between CPU, coach or random players."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from typing import Any

from games.all_pro.actions import Options
from games.all_pro.board import Team
from games.all_pro.match import COUNTS, PLAYERS, AllProSummary, play_game

from ..batch import interrupted_note, play_all
from ..options import GAMES, SEED, add_check_option, add_record_option, record_watches, report_checked
from ..rules import parse_rules


def add_parser(games: Any) -> None:
    p = games.add_parser(
        "all-pro",
        help="All-Pro Football, the board game, by its rulebook",
        description="All-Pro Football games headless, by the rulebook (docs/rules/all_pro.md). One "
        "game prints its play-by-play; several print a line each and the totals.",
    )
    p.add_argument(
        "--seed", type=SEED, default=0, help="seed of the first game (default 0); game k uses seed+k"
    )
    p.add_argument("--games", type=GAMES, default=1, metavar="K", help="how many games (default 1)")
    p.add_argument("--home", choices=sorted(PLAYERS), default="cpu", help="home player (default cpu)")
    p.add_argument("--away", choices=sorted(PLAYERS), default="cpu", help="away player (default cpu)")
    p.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule reading (docs/rules/all_pro.md), e.g. fumble_chance=0.05; repeatable",
    )
    p.add_argument("--json", action="store_true", help="print the games and totals as JSON")
    p.add_argument("--log", action="store_true", help="print each game's play-by-play (default for one game)")
    add_check_option(p)
    add_record_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    options = parse_rules(Options, args.rule)
    seeds = list(range(args.seed, args.seed + args.games))
    watches = record_watches(args, "all-pro", seeds, {"home": args.home, "away": args.away})
    summaries, interrupted = play_all(
        lambda seed: play_game(
            seed, args.home, args.away, options, check=args.check, watch=watches.get(seed)
        ),
        seeds,
        quiet=args.games < 10,
    )
    if interrupted:
        interrupted_note("simulate", len(summaries), len(seeds))
        if not summaries:
            return 130
    if args.json:
        print(json.dumps(_json(summaries, args), indent=2))
        return 130 if interrupted else 0
    for s in summaries:
        if args.log or args.games == 1:
            print("\n".join(_event_line(e) for e in s.log))
        print(_line(s))
    if len(summaries) > 1:
        print(_totals(summaries))
    report_checked(args, len(summaries))
    return 130 if interrupted else 0


def _event_line(e: Any) -> str:
    dice = f"  [dice {' '.join(map(str, e.dice))}]" if e.dice else ""
    return f"  {e.text}{dice}"


def _line(s: AllProSummary) -> str:
    counts = ", ".join(f"{k} {s.stats[k]}" for k in COUNTS if s.stats[k])
    result = "a tie" if s.winner is None else f"{s.winner.value} wins"
    return (
        f"seed {s.seed}: home ({s.home}) {s.score[Team.HOME]} - away ({s.away}) {s.score[Team.AWAY]}, "
        f"{result} ({counts})"
    )


def _totals(summaries: list[AllProSummary]) -> str:
    wins = Counter(s.winner for s in summaries)
    total: Counter[str] = Counter()
    for s in summaries:
        total.update(s.stats)
    n = len(summaries)
    return "\n".join(
        [
            f"{n} games: home won {wins[Team.HOME]}, away won {wins[Team.AWAY]}, {wins[None]} tied",
            f"points per game: home {sum(s.score[Team.HOME] for s in summaries) / n:.1f}, "
            f"away {sum(s.score[Team.AWAY] for s in summaries) / n:.1f}",
            "  " + ", ".join(f"{k} {total[k]}" for k in COUNTS),
        ]
    )


def _json(summaries: list[AllProSummary], args: argparse.Namespace) -> dict[str, Any]:
    total: Counter[str] = Counter()
    for s in summaries:
        total.update(s.stats)
    return {
        "game": "all-pro",
        "home": args.home,
        "away": args.away,
        "games": [s.to_json(with_log=args.log) for s in summaries],
        "totals": {
            "games": len(summaries),
            "home_wins": sum(1 for s in summaries if s.winner == Team.HOME),
            "away_wins": sum(1 for s in summaries if s.winner == Team.AWAY),
            "ties": sum(1 for s in summaries if s.winner is None),
            **{k: total[k] for k in COUNTS},
        },
    }

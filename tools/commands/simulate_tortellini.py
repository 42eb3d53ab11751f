"""``tabletop simulate tortellini``: Tortellini Football games between CPU (or random) players."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from typing import Any

from games.tortellini.actions import Options, Team
from games.tortellini.match import PLAYERS, TortelliniSummary, play_game

from ..batch import interrupted_note, play_all
from ..options import GAMES, SEED, add_check_option, add_record_option, record_watches, report_checked
from ..rules import parse_rules

COUNTS = {"goal": "goals", "pass": "passes", "interception": "interceptions", "turnover": "turnovers"}


def add_parser(games: Any) -> None:
    p = games.add_parser(
        "tortellini",
        help="Tortellini Football: secret simultaneous orders on a checkerboard",
        description="Tortellini Football games headless (docs/rules/tortellini.md). Players: "
        f"{', '.join(PLAYERS)}. One game prints its turns; several print a line each and the totals.",
    )
    p.add_argument(
        "--seed", type=SEED, default=0, help="seed of the first game (default 0); game k uses seed+k"
    )
    p.add_argument("--games", type=GAMES, default=1, metavar="K", help="how many games (default 1)")
    p.add_argument(
        "--one", choices=sorted(PLAYERS), default="expert", help="team one's player (default expert)"
    )
    p.add_argument(
        "--two", choices=sorted(PLAYERS), default="expert", help="team two's player (default expert)"
    )
    p.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule reading, e.g. pass_timing=before",
    )
    p.add_argument("--json", action="store_true", help="print the games and totals as JSON")
    p.add_argument("--log", action="store_true", help="print each game's turns (default for one game)")
    add_check_option(p)
    add_record_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    options = parse_rules(Options, args.rule)
    seeds = list(range(args.seed, args.seed + args.games))
    watches = record_watches(args, "tortellini", seeds, {"one": args.one, "two": args.two})
    games, interrupted = play_all(
        lambda seed: play_game(seed, args.one, args.two, options, check=args.check, watch=watches.get(seed)),
        seeds,
        quiet=args.games < 50,
    )
    if interrupted:
        interrupted_note("simulate", len(games), len(seeds))
        if not games:
            return 130
    if args.json:
        print(json.dumps(_json(games, args), indent=2))
        return 130 if interrupted else 0
    for g in games:
        if args.log or args.games == 1:
            print("\n".join(f"  {e.text}" for e in g.log))
        print(_line(g))
    if len(games) > 1:
        wins = Counter(g.winner for g in games)
        total: Counter[str] = Counter()
        for g in games:
            total.update(g.stats)
        print(
            f"{len(games)} games: team one ({args.one}) won {wins[Team.ONE]},"
            f" team two ({args.two}) won {wins[Team.TWO]}"
        )
        print(
            "  "
            + ", ".join(f"{name} {total[k]}" for k, name in COUNTS.items())
            + f"; turns a game {sum(g.turns for g in games) / len(games):.1f}"
        )
    report_checked(args, len(games))
    return 130 if interrupted else 0


def _line(g: TortelliniSummary) -> str:
    counts = ", ".join(f"{name} {g.stats[k]}" for k, name in COUNTS.items() if g.stats[k])
    winner = "nobody" if g.winner is None else f"team {g.winner.value}"
    score = f"one ({g.one}) {g.score[Team.ONE]} - two ({g.two}) {g.score[Team.TWO]}"
    return f"seed {g.seed}: {score}, {winner} wins in {g.turns} turns ({counts})"


def _json(games: list[TortelliniSummary], args: argparse.Namespace) -> dict[str, Any]:
    total: Counter[str] = Counter()
    for g in games:
        total.update(g.stats)
    return {
        "game": "tortellini",
        "one": args.one,
        "two": args.two,
        "games": [g.to_json(with_log=args.log) for g in games],
        "totals": {
            "games": len(games),
            "one_wins": sum(1 for g in games if g.winner == Team.ONE),
            "two_wins": sum(1 for g in games if g.winner == Team.TWO),
            **{name: total[k] for k, name in COUNTS.items()},
        },
    }

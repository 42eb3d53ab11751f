"""``tabletop simulate GAME``: bot-against-bot games, headless."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from typing import Any

from games.finger_football.actions import Options, Team
from games.finger_football.match import PLAYER_KINDS, GameSummary, Physics, play_game

from ..batch import interrupted_note, play_all
from ..options import (
    GAMES,
    SEED,
    add_check_option,
    add_mat_option,
    add_record_option,
    load_mat,
    record_watches,
    report_checked,
)
from ..rules import parse_rules
from . import simulate_all_pro, simulate_foosball, simulate_tortellini

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
        "--seed", type=SEED, default=0, help="seed of the first game (default 0); game k uses seed+k"
    )
    ff.add_argument("--home", choices=PLAYER_KINDS, default="club", help="home CPU's skill (default club)")
    ff.add_argument("--away", choices=PLAYER_KINDS, default="club", help="away CPU's skill (default club)")
    ff.add_argument("--games", type=GAMES, default=1, metavar="K", help="how many games (default 1)")
    ff.add_argument("--json", action="store_true", help="print the games and totals as JSON")
    ff.add_argument("--log", action="store_true", help="print each game's play-by-play")
    add_mat_option(ff)
    ff.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule reading (docs/rules/finger_football.md), e.g. punt_in_zone_3=true; repeatable",
    )
    add_check_option(ff)
    add_record_option(ff)
    ff.set_defaults(run=run_finger_football)
    simulate_foosball.add_parsers(games)
    simulate_all_pro.add_parser(games)
    simulate_tortellini.add_parser(games)


def run_finger_football(args: argparse.Namespace) -> int:
    mat = load_mat(args.mat)
    options = parse_rules(Options, args.rule)
    physics = Physics(mat)
    seeds = list(range(args.seed, args.seed + args.games))
    watches = record_watches(args, "finger-football", seeds, {"red": args.home, "blue": args.away})

    def play(seed: int) -> GameSummary:
        return play_game(
            seed,
            args.home,
            args.away,
            mat=mat,
            options=options,
            physics=physics,
            check=args.check,
            watch=watches.get(seed),
        )

    summaries, interrupted = play_all(play, seeds, quiet=args.games < 10)
    if interrupted:
        interrupted_note("simulate", len(summaries), len(seeds))
        if not summaries:
            return 130
    if args.json:
        print(json.dumps(_json(summaries, args), indent=2))
        return 130 if interrupted else 0
    for s in summaries:
        if args.log:
            print("\n".join(e.text for e in s.log))
        print(_line(s))
    if len(summaries) > 1:
        print(_totals(summaries))
    report_checked(args, len(summaries))
    return 130 if interrupted else 0


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

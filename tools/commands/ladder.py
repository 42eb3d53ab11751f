"""``tabletop ladder GAME``: a round robin among a game's players and their Elo ratings."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from games.core import registry
from games.ladder import Rating, Result, fit, play, schedule

from ..batch import interrupted_note, play_all
from ..errors import CliError
from ..options import GAMES as GAME_COUNT
from ..options import JOBS, SEED, jobs_for_machine


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "ladder",
        help="rate a game's players against each other (Elo)",
        description="Play a round robin among a game's players on seeded games (each pair the same "
        "number of games, sides alternating) and fit Elo ratings to the results (Bradley-Terry, "
        "draws as halves) with 95 %% confidence intervals. The same seed gives the same ratings "
        "however many workers play the games.",
    )
    names = registry.names()
    p.add_argument("game", choices=names, metavar="GAME", help="one of " + ", ".join(names))
    p.add_argument("--players", nargs="+", metavar="NAME", help="the players (default: all of the game's)")
    p.add_argument(
        "--games", type=GAME_COUNT, default=20, metavar="N", help="games each pair plays (default 20)"
    )
    p.add_argument("--seed", type=SEED, default=0, help="seed of the first game (default 0)")
    where = p.add_mutually_exclusive_group()
    where.add_argument(
        "--jobs", type=JOBS, default=1, metavar="N", help="games played at once, in N processes"
    )
    where.add_argument("--dask", metavar="ADDRESS", help="play the games on a Dask cluster (tcp://HOST:PORT)")
    p.add_argument("--json", action="store_true", help="print the ratings and the games as JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    players = args.players or list(registry.game(args.game).players)
    try:
        pairings = schedule(args.game, players, args.games, args.seed)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    print(
        f"{args.game}: {len(players)} players, {len(pairings)} games ({args.games} a pair)",
        file=sys.stderr,
    )
    if args.dask:
        results, interrupted = _on_dask(pairings, args.dask), False
    else:
        results, interrupted = play_all(play, pairings, jobs_for_machine(args.jobs))
    if interrupted:
        interrupted_note("ladder", len(results), len(pairings))
        if not results:
            return 130
    ratings = fit(players, results)
    if args.json:
        print(json.dumps(_json(args, ratings, results), indent=2))
    else:
        print(table(ratings))
    return 130 if interrupted else 0


def _on_dask(pairings: list[Any], address: str) -> list[Result]:
    from tqdm import tqdm

    from games.cluster import on_dask, scheduler_address

    try:
        address = scheduler_address(address)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    with tqdm(total=len(pairings), desc="games", unit="game", disable=not sys.stderr.isatty()) as bar:

        def done(k: int) -> None:
            bar.update(k)

        return on_dask(play, pairings, address, done)


def table(ratings: list[Rating]) -> str:
    rows = [f"{'':3}{'player':10} {'Elo':>6}  {'95 % interval':>15}  {'games':>6}  {'score':>6}"]
    for k, r in enumerate(ratings, 1):
        share = r.score / r.games if r.games else 0.0
        rows.append(
            f"{k:<3}{r.player:10} {r.elo:6.0f}  {r.low:6.0f} to {r.high:5.0f}  {r.games:6d}  {share:6.1%}"
        )
    return "\n".join(rows)


def _json(args: argparse.Namespace, ratings: list[Rating], results: list[Result]) -> dict[str, Any]:
    return {
        "game": args.game,
        "games_per_pair": args.games,
        "seed": args.seed,
        "ratings": [
            {
                "player": r.player,
                "elo": r.elo,
                "low": r.low,
                "high": r.high,
                "games": r.games,
                "score": r.score,
            }
            for r in ratings
        ],
        "games": [
            {"seed": r.pairing.seed, "first": r.pairing.first, "second": r.pairing.second, "score": r.score}
            for r in results
        ],
    }

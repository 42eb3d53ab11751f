"""``tabletop simulate GAME``: whole games CPU against CPU, headless, for every registered game;
and ``tabletop simulate foosball-table``, rallies on the foosball table's physics alone."""

from __future__ import annotations

import argparse
import json
from typing import Any

from games.core import registry
from games.core.registry import GameSpec, Play, Setting
from sim.errors import SimError

from ..batch import interrupted_note, play_all
from ..options import (
    GAMES,
    JOBS,
    SEED,
    add_check_option,
    add_record_option,
    jobs_for_machine,
    record_watches,
    report_checked,
)
from ..rules import parse_rules
from . import simulate_table


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "simulate",
        help="play CPU against CPU, headless",
        description="Play whole games CPU against CPU, headless, and report them: one game prints "
        "its play-by-play and its line, several a line each and the totals.",
    )
    games = p.add_subparsers(dest="game", metavar="GAME", required=True)
    for spec in registry.games():
        _add_game(games, spec)
    simulate_table.add_parser(games)


def _add_game(games: Any, spec: GameSpec) -> None:
    first, second = spec.sides
    p = games.add_parser(
        spec.name,
        help=f"{spec.title}, by its rulebook ({spec.rules_doc})",
        description=f"{spec.title} games headless, CPU against CPU, by the rulebook ({spec.rules_doc}). "
        f"Home plays {first}, away plays {second}. Players: {', '.join(spec.players)} (weakest first).",
    )
    p.add_argument(
        "--seed", type=SEED, default=0, help="seed of the first game (default 0); game k uses seed+k"
    )
    p.add_argument("--games", type=GAMES, default=1, metavar="K", help="how many games (default 1)")
    for flag, alias, side in (("--home", "--one", first), ("--away", "--two", second)):
        p.add_argument(
            flag,
            alias,
            dest=flag[2:],
            choices=spec.players,
            default=spec.default_player,
            help=f"who plays {side} (default {spec.default_player})",
        )
    p.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=f"a rule reading ({spec.rules_doc}); repeatable",
    )
    for setting in spec.settings:
        p.add_argument(
            f"--{setting.name.replace('_', '-')}",
            dest=f"setting_{setting.name}",
            type=_parser(setting),
            default=setting.default,
            metavar=setting.metavar,
            help=setting.help,
        )
    p.add_argument("--jobs", type=JOBS, default=1, metavar="N", help="games played at once, in N processes")
    p.add_argument("--json", action="store_true", help="print the games and totals as JSON")
    p.add_argument("--log", action="store_true", help="print each game's play-by-play (default for one game)")
    add_check_option(p)
    add_record_option(p)
    p.set_defaults(run=run, spec=spec.name)


def _parser(setting: Setting) -> Any:
    """The setting's own reading of its text, its errors told as argparse tells them."""

    def parse(text: str) -> Any:
        try:
            return setting.parse(text)
        except (SimError, ValueError, OSError) as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    parse.__name__ = setting.metavar or "value"
    return parse


def _play(job: tuple[str, Play]) -> Any:
    """One game, in this process or a worker's (which finds the game in its own registry)."""
    name, play = job
    return registry.game(name).play(play)


def run(args: argparse.Namespace) -> int:
    spec = registry.game(args.spec)
    options: Any = parse_rules(spec.options(), args.rule)
    settings = {s.name: getattr(args, f"setting_{s.name}") for s in spec.settings}
    seeds = list(range(args.seed, args.seed + args.games))
    players = dict(zip(spec.sides, (args.home, args.away), strict=True))
    watches = record_watches(args, spec.name, seeds, players)
    jobs = [
        (spec.name, Play(seed, args.home, args.away, options, settings, args.check, watches.get(seed)))
        for seed in seeds
    ]
    summaries, interrupted = play_all(_play, jobs, jobs_for_machine(args.jobs), quiet=args.games == 1)
    if interrupted:
        interrupted_note("simulate", len(summaries), len(jobs))
        if not summaries:
            return 130
    report = spec.report(args.home, args.away)
    if args.json:
        print(json.dumps(report.to_json(summaries, args.log), indent=2))
        return 130 if interrupted else 0
    for s in summaries:
        if args.log or args.games == 1:
            print("\n".join(report.log(s)))
        print(report.line(s))
    if len(summaries) > 1:
        print(report.totals(summaries))
    report_checked(args, len(summaries))
    return 130 if interrupted else 0

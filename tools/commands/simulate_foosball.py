"""``tabletop simulate foosball`` (whole games under the MabuchiLab rules) and
``tabletop simulate foosball-table`` (rallies on the table's physics alone), CPU against CPU."""

from __future__ import annotations

import argparse
import itertools
import json
from collections import Counter
from typing import Any

from games.foosball.actions import FoosOptions
from games.foosball.cpu import FOOS_SKILLS, rally
from games.foosball.match import MAX_GAME, FoosSummary, play_game
from games.foosball.ratings import RatingChange, RatingsBook
from games.replays import RecordTo
from sim.foosball import EventKind, TableEvent
from sim.foosball_table import Side

from ..batch import interrupted_note, play_all
from ..errors import CliError
from ..options import (
    GAMES,
    JOBS,
    SEED,
    add_check_option,
    add_record_option,
    float_in,
    int_in,
    jobs_for_machine,
    record_watches,
    report_checked,
)
from ..rules import parse_rules

# The counts reported per game and summed over games, in this order.
FOOS_COLUMNS = (
    "goals",
    "shames",
    "goalie shames",
    "exchanges",
    "kitty payouts",
    "kitty points",
    "suicides",
    "free-for-alls",
    "dead balls",
    "steals",
)


def add_parsers(games: Any) -> None:
    foos = games.add_parser(
        "foosball",
        help="foosball games under the MabuchiLab rules",
        description="Whole foosball games under the MabuchiLab rules, CPU against CPU: final scores, "
        "goals, shames, kitty payouts, suicides, free-for-alls and the rating changes (Article X) "
        "the games would make, starting every player at 100. Home defends the goal at -x.",
    )
    foos.add_argument(
        "--seed", type=SEED, default=0, help="seed of the first game (default 0); game k uses seed+k"
    )
    foos.add_argument("--games", type=GAMES, default=1, metavar="K", help="how many games (default 1)")
    foos.add_argument(
        "--home", choices=sorted(FOOS_SKILLS), default="club", help="home CPU's skill (default club)"
    )
    foos.add_argument(
        "--away", choices=sorted(FOOS_SKILLS), default="club", help="away CPU's skill (default club)"
    )
    foos.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule reading (docs/rules/foosball.md), e.g. goalie_shame_on_exchange=false; repeatable",
    )
    foos.add_argument(
        "--max-seconds",
        type=float_in(1.0, 86_400.0, " s"),
        default=MAX_GAME,
        help=f"stop a game unfinished after this much play (default {MAX_GAME:g} s)",
    )
    foos.add_argument(
        "--jobs", type=JOBS, default=1, metavar="N", help="games played at once, in N processes"
    )
    foos.add_argument("--json", action="store_true", help="print the games and totals as JSON")
    foos.add_argument("--log", action="store_true", help="print each game's calls")
    add_check_option(foos)
    add_record_option(foos)
    foos.set_defaults(run=run_foosball)
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


def _play(job: tuple[int, str, str, FoosOptions, float, bool, RecordTo | None]) -> FoosSummary:
    seed, home, away, options, seconds, check, watch = job
    return play_game(seed, home, away, seconds, options, check, watch)


def run_foosball(args: argparse.Namespace) -> int:
    args.jobs = jobs_for_machine(args.jobs)
    options = parse_rules(FoosOptions, args.rule)
    seeds = list(range(args.seed, args.seed + args.games))
    watches = record_watches(args, "foosball", seeds, {"home": args.home, "away": args.away})
    jobs = [
        (seed, args.home, args.away, options, args.max_seconds, args.check, watches.get(seed))
        for seed in seeds
    ]
    summaries, interrupted = play_all(_play, jobs, args.jobs, quiet=args.games < 4)
    if interrupted:
        interrupted_note("simulate", len(summaries), len(jobs))
        if not summaries:
            return 130
    names = {Side.HOME: f"home ({args.home})", Side.AWAY: f"away ({args.away})"}
    book = RatingsBook()
    changes = [_rate(book, names, s) for s in summaries]
    if args.json:
        print(json.dumps(_foos_json(summaries, changes, book, args), indent=2))
        return 130 if interrupted else 0
    for s, change in zip(summaries, changes, strict=True):
        if args.log:
            print("\n".join(c.text for c in s.log))
        print(_foos_line(s, change))
    if len(summaries) > 1:
        print(_foos_totals(summaries, book))
    report_checked(args, len(summaries))
    return 130 if interrupted else 0


def _rate(book: RatingsBook, names: dict[Side, str], s: FoosSummary) -> RatingChange | None:
    """Article X for a finished game; a void or unfinished game changes no rating."""
    if s.winner is None:
        return None
    return book.record(names[Side.HOME], names[Side.AWAY], s.score[Side.HOME], s.score[Side.AWAY])


def _ending(s: FoosSummary) -> str:
    if s.voided:
        return "void (suicide)"
    if s.winner is None:
        return f"unfinished after {s.seconds:.0f} s"
    return f"{s.winner.value} wins"


def _foos_line(s: FoosSummary, change: RatingChange | None) -> str:
    home, away = s.score[Side.HOME], s.score[Side.AWAY]
    counts = ", ".join(f"{k} {s.stats[k]}" for k in FOOS_COLUMNS if s.stats[k])
    line = f"seed {s.seed}: home {home} - away {away}, {_ending(s)} in {s.seconds:.1f} s ({counts})"
    if change is not None and change.beat_the_spread is not None:
        line += f"; {change.beat_the_spread} beats the spread {change.spread:.2f} by {change.points:.2f}"
    return line


def _foos_totals(summaries: list[FoosSummary], book: RatingsBook) -> str:
    n = len(summaries)
    wins = Counter(s.winner for s in summaries if s.winner is not None)
    total: Counter[str] = Counter()
    for s in summaries:
        total.update(s.stats)
    lines = [
        f"{n} games: home won {wins[Side.HOME]}, away won {wins[Side.AWAY]}, "
        f"{sum(s.voided for s in summaries)} void, {sum(not s.finished for s in summaries)} unfinished",
        "  " + ", ".join(f"{k} {total[k]}" for k in FOOS_COLUMNS),
    ]
    if book.players:
        lines.append("ratings: " + ", ".join(f"{name} {p.rating:.1f}" for name, p in book.ranked()))
    return "\n".join(lines)


def _foos_json(
    summaries: list[FoosSummary],
    changes: list[RatingChange | None],
    book: RatingsBook,
    args: argparse.Namespace,
) -> dict[str, Any]:
    games = []
    for s, change in zip(summaries, changes, strict=True):
        game = s.to_json(with_log=args.log)
        game["rating_change"] = None if change is None else change.to_json()
        games.append(game)
    total: Counter[str] = Counter()
    for s in summaries:
        total.update(s.stats)
    totals = {
        "games": len(summaries),
        "home_wins": sum(1 for s in summaries if s.winner == Side.HOME),
        "away_wins": sum(1 for s in summaries if s.winner == Side.AWAY),
        "void": sum(1 for s in summaries if s.voided),
        "unfinished": sum(1 for s in summaries if not s.finished),
        **{k: total[k] for k in FOOS_COLUMNS},
    }
    return {
        "game": "foosball",
        "home": args.home,
        "away": args.away,
        "games": games,
        "totals": totals,
        "ratings": {name: round(p.rating, 3) for name, p in book.ranked()},
    }


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

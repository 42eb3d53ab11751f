"""``tabletop ratings``: the foosball ratings (Article X) kept between sessions."""

from __future__ import annotations

import argparse
import json
from typing import Any

from games.foosball.rules.ratings import RatingsBook, RatingsError, default_path

from ..errors import CliError
from ..options import existing_path
from ..text import shown


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "ratings",
        help="show the foosball players' ratings",
        description="Show the foosball ratings (MabuchiLab Article X) that games in the window keep "
        "between sessions: every player starts at 100. The file lives in your data folder "
        "(set TABLETOP_DATA_DIR to keep it elsewhere).",
    )
    p.add_argument(
        "--file", type=existing_path, metavar="FILE", help="a ratings file other than your own (read only)"
    )
    p.add_argument("--json", action="store_true", help="print the ratings as JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    path = args.file or default_path()
    try:
        book = RatingsBook.read(path)
    except RatingsError as exc:
        mine = "" if args.file else " (it is kept aside, never lost, when the next game's result is saved)"
        raise CliError(f"{exc}{mine}") from None
    ranked, teams = book.ranked(), book.ranked_teams()
    if args.json:
        players = [{"name": n, "rating": round(p.rating, 3), "games": p.games} for n, p in ranked]
        team_list = [{"name": n, "rating": round(t.rating, 3), "games": t.games} for n, t in teams]
        print(json.dumps({"file": str(path), "players": players, "teams": team_list}, indent=2))
        return 0
    if not ranked and not teams:
        print(f"no ratings yet ({path}): play foosball in the window to earn one")
        return 0
    for heading, rows in (("player", ranked), ("team", teams)):  # Article X: players and teams
        if rows:
            names = {name: shown(name) for name, _ in rows}
            width = max(len(heading), *(len(n) for n in names.values()))
            print(f"{heading:<{width}}  rating  games")
            for name, p in rows:
                print(f"{names[name]:<{width}}  {p.rating:6.1f}  {p.games:5d}")
    print(f"({shown(str(path))})")
    return 0

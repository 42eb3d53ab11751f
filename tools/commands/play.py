"""``tabletop play``: open the window on the menu."""

from __future__ import annotations

import argparse
from typing import Any

from ..errors import CliError
from ..options import add_mat_option, load_mat

GAMES = {"finger-football-practice": "Finger Football practice", "field-goal-practice": "Field goal practice"}


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "play",
        help="open the game window (the menu, or straight into a game)",
        description="Open the game window on the menu, or straight into GAME.",
    )
    p.add_argument(
        "game",
        nargs="?",
        choices=sorted(GAMES),
        metavar="GAME",
        help="go straight to: " + ", ".join(sorted(GAMES)),
    )
    add_mat_option(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    mat = load_mat(args.mat) if args.mat else None
    from games.app.app import NoDisplayError
    from games.launcher import launch

    try:
        launch(GAMES.get(args.game) if args.game else None, mat)
    except NoDisplayError as exc:
        raise CliError(str(exc)) from None
    return 0

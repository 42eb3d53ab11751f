"""``tabletop screenshots``: every window state drawn headless to PNG files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..errors import CliError
from ..options import add_force_option, output_path

MIN_W, MIN_H, MAX_SIDE = 960, 600, 7680


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "screenshots",
        help="draw every window state to PNG files, headless",
        description="Draw each window of the game in each state a player meets (the menu, a "
        "Finger Football game from the toss to the final whistle, practice, the kick window, the "
        "replay viewer, foosball practice and a foosball game from the serve to the final whistle, "
        "All-Pro and Tortellini) to DIR/SCENE-STATE.png, without a display.",
    )
    p.add_argument(
        "--out",
        type=output_path,
        default=Path("screenshots"),
        metavar="DIR",
        help="folder (default screenshots)",
    )
    p.add_argument(
        "--size", type=window_size, default=(1280, 720), metavar="WxH", help="window size (default 1280x720)"
    )
    p.add_argument(
        "--only",
        action="append",
        metavar="NAME",
        help="a window (game, practice, kick, replay, menu, foosball, foosball-practice, all-pro,"
        " tortellini) or one state's name; repeatable",
    )
    p.add_argument("--list", action="store_true", help="list the states' names and draw nothing")
    add_force_option(p)
    p.set_defaults(run=run)


def window_size(text: str) -> tuple[int, int]:
    """'1280x720': at least 960 x 600 (the smallest window), at most 7680 a side."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a size like 1280x720: {text[:40]!r}") from None
    if not (MIN_W <= w <= MAX_SIDE and MIN_H <= h <= MAX_SIDE):
        raise argparse.ArgumentTypeError(f"must be from {MIN_W}x{MIN_H} to {MAX_SIDE}x{MAX_SIDE}, got {text}")
    return w, h


def run(args: argparse.Namespace) -> int:
    from games.app.scene_states import SCENES, STATES

    chosen = [s for s in STATES if not args.only or s.scene in args.only or s.name in args.only]
    if not chosen:
        names = ", ".join(SCENES)
        raise CliError(
            f"no window state called {', '.join(args.only)}: a window ({names}) or a name from --list"
        )
    if args.list:
        for state in chosen:
            print(state.name)
        return 0
    folder: Path = args.out
    if folder.exists() and not folder.is_dir():
        raise CliError(f"{folder} is not a folder")
    taken = [s.name for s in chosen if (folder / f"{s.name}.png").exists()]
    if taken and not args.force:
        raise CliError(f"{folder} holds pictures already ({taken[0]}.png...): add --force to draw them again")
    folder.mkdir(parents=True, exist_ok=True)

    from games.app.screenshots import render

    def said(path: Path) -> None:
        print(path, file=sys.stderr)

    written = render(chosen, folder, args.size, said)
    print(f"{len(written)} pictures in {folder}")
    return 0

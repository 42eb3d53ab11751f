"""``tabletop play``: open the window on the menu."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from games.core import registry
from games.core.registry import Window
from games.window.settings import UI_SCALES
from sim.slider.mat import Mat

from ..errors import CliError
from ..options import SEED, add_mat_option, load_mat


def _ui_scale(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if value not in UI_SCALES:
        raise argparse.ArgumentTypeError(f"{text!r} is not one of " + ", ".join(f"{s:g}" for s in UI_SCALES))
    return value


if TYPE_CHECKING:
    from games.window.scene import Host, Scene


def _windows() -> dict[str, Window]:
    return {w.name: w for w in registry.windows()}


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "play",
        help="open the game window (the menu, or straight into a game)",
        description="Open the game window on the menu, or straight into GAME.",
    )
    windows = _windows()
    versus = [w for w in windows.values() if w.versus is not None]
    p.add_argument(
        "game",
        nargs="?",
        choices=sorted(windows),
        metavar="GAME",
        help="go straight to: " + ", ".join(sorted(windows)),
    )
    add_mat_option(p)
    who = p.add_mutually_exclusive_group()
    who.add_argument(
        "--vs-cpu",
        metavar="SKILL",
        help="GAME against the CPU at this skill: "
        + "; ".join(f"{w.name} {', '.join(w.skills)}" for w in versus),
    )
    who.add_argument(
        "--hotseat",
        action="store_true",
        help="two players: at one mouse (foosball: the second on the keyboard); GAME one of "
        + ", ".join(w.name for w in versus),
    )
    p.add_argument(
        "--seed",
        type=SEED,
        default=None,
        help="seed of the first game's dice, coin and CPU (default: a fresh one for every new game; "
        "a game's recording names its seed, so --seed plays it again)",
    )
    p.add_argument(
        "--ui-scale",
        type=_ui_scale,
        default=None,
        metavar="SCALE",
        help="text and panels this much larger, one of "
        + ", ".join(f"{s:g}" for s in UI_SCALES)
        + " (remembered; also in the menu's settings)",
    )
    p.add_argument(
        "--resume",
        nargs="?",
        const="",
        metavar="FILE",
        help="go on with an interrupted game: the newest unfinished recording, or FILE",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    mat = load_mat(args.mat) if args.mat else None
    from games.app.launcher import launch
    from games.window.app import NoDisplayError

    windows = _windows()
    window = windows.get(args.game) if args.game else None
    if args.vs_cpu or args.hotseat:
        _check_opponent(window, args.vs_cpu, windows)
    if args.resume is not None and (args.game or args.vs_cpu or args.hotseat or args.mat):
        raise CliError("--resume goes on with a recorded game: give no GAME, opponent or mat with it")
    scene: Callable[[Host], Scene] | None = None
    if args.resume is not None:
        scene = _resumed(args.resume)
    elif window is not None and (args.vs_cpu or args.hotseat):
        scene = _game_scene(window, args.vs_cpu, mat, args.seed)
    elif window is not None and window.straight_in and window.skills:
        scene = _game_scene(window, window.skills[-1], mat, args.seed)  # a game, not its setup
    try:
        start = None if scene is not None or window is None else window.title
        launch(start, mat, scene, seed=args.seed, ui_scale=args.ui_scale)
    except NoDisplayError as exc:
        raise CliError(str(exc)) from None
    return 0


def _resumed(path: str) -> Callable[[Host], Scene]:
    from games.app.resume import newest_resumable, resumed_scene

    if path == "":  # --resume without a file: the newest game it can go on with
        offer = newest_resumable()
        for skipped, why in offer.passed_over:
            print(f"not {skipped}: {why}")
        print(f"resuming {offer.path}")
        return offer.scene
    return resumed_scene(Path(path))


def _check_opponent(window: Window | None, skill: str | None, windows: dict[str, Window]) -> None:
    if window is None or window.versus is None:
        names = ", ".join(w.name for w in windows.values() if w.versus is not None)
        raise CliError(f"--vs-cpu and --hotseat choose the opponent of GAME, one of {names}")
    if skill is not None and skill not in window.skills:
        raise CliError(f"--vs-cpu: {window.name}'s CPU plays at {', '.join(window.skills)}, not {skill!r}")


def _game_scene(
    window: Window, skill: str | None, mat: Mat | None, seed: int | None
) -> Callable[[Host], Scene]:
    """Straight into a game: the person plays the first side, the CPU at ``skill`` the other
    (a friend, when it is None); its seed ``seed``, or a fresh one."""
    versus = window.versus
    assert versus is not None

    def scene(app: Host) -> Scene:
        return versus(app, skill, mat, app.new_seed() if seed is None else seed)  # type: ignore[no-any-return]

    return scene

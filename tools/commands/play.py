"""``tabletop play``: open the window on the menu."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sim.mat import Mat

from ..errors import CliError
from ..options import SEED, add_mat_option, load_mat

if TYPE_CHECKING:
    from games.app.scene import Host, Scene

GAMES = {
    "finger-football": "Finger Football",
    "finger-football-practice": "Finger Football practice",
    "field-goal-practice": "Field goal practice",
    "foosball": "Foosball",
    "foosball-practice": "Foosball practice",
    "all-pro": "All-Pro Football",
    "tortellini": "Tortellini Football",
}
VERSUS = ("finger-football", "foosball")  # the games --vs-cpu and --hotseat apply to
SKILLS = ("novice", "club", "expert")


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
    who = p.add_mutually_exclusive_group()
    who.add_argument(
        "--vs-cpu",
        choices=SKILLS,
        metavar="SKILL",
        help="finger-football or foosball against the CPU at this skill: " + ", ".join(SKILLS),
    )
    who.add_argument(
        "--hotseat",
        action="store_true",
        help="two players: finger-football at one mouse, foosball with the second on the keyboard",
    )
    p.add_argument("--seed", type=SEED, default=0, help="seed of the game's dice and coin (default 0)")
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
    from games.app.app import NoDisplayError
    from games.launcher import launch

    if (args.vs_cpu or args.hotseat) and args.game not in VERSUS:
        raise CliError("--vs-cpu and --hotseat choose the opponent of GAME finger-football or foosball")
    if args.resume is not None and (args.game or args.vs_cpu or args.hotseat or args.mat):
        raise CliError("--resume goes on with a recorded game: give no GAME, opponent or mat with it")
    scene: Callable[[Host], Scene] | None = None
    if args.resume is not None:
        scene = _resumed(args.resume)
    elif args.vs_cpu or args.hotseat:
        scene = _game_scene(args, mat)
    try:
        launch(None if scene is not None else (GAMES[args.game] if args.game else None), mat, scene)
    except NoDisplayError as exc:
        raise CliError(str(exc)) from None
    return 0


def _resumed(path: str) -> Callable[[Host], Scene]:
    from games.resume import newest_unfinished, resumed_scene

    if path == "":  # --resume without a file
        newest = newest_unfinished()
        print(f"resuming {newest}")
        return resumed_scene(newest)
    return resumed_scene(Path(path))


def _game_scene(args: argparse.Namespace, mat: Mat | None) -> Callable[[Host], Scene]:
    """Straight into a game: the person plays Red (Finger Football) or Home (foosball); the
    other side is the CPU or a friend."""
    if args.game == "foosball":
        from games.foosball.game_scene import FoosballGameScene

        away = None if args.hotseat else args.vs_cpu

        def foosball(app: Host) -> Scene:
            return FoosballGameScene(app, away, args.seed)

        return foosball

    from games.finger_football.actions import Team
    from games.finger_football.game_scene import GameScene

    humans = frozenset(Team) if args.hotseat else frozenset({Team.RED})

    def scene(app: Host) -> Scene:
        return GameScene(app, humans, args.vs_cpu or "club", mat, args.seed)

    return scene

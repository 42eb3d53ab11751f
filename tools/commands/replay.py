"""``tabletop replay FILE`` (the viewer, or ``--headless --verify``, or ``--mat OTHER`` for a
what-if) and ``tabletop replays`` (the recorded sessions)."""

from __future__ import annotations

import argparse
import json
import stat
import sys
from pathlib import Path
from typing import Any

from games.app.replay_motion import counted
from games.core.replay_format import ReplayError, read
from games.replays import CODECS, EarlierReading, WhatIf, recorded_games, replays_dir, verify, what_if
from sim import __version__
from sim.slider.mat import Mat

from ..errors import CliError
from ..options import add_mat_option, existing_path, load_mat, output_path
from ..text import shown


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "replay",
        help="replay a recorded game: in the window, or headless to verify it",
        description="Replay a recorded game (docs/formats/replay.md). In the window by default; "
        "--headless --verify re-simulates it and checks every outcome against the recording; "
        "--mat OTHER replays a Finger Football game's flicks on another mat and says what changes.",
    )
    p.add_argument(
        "file",
        type=existing_path,
        nargs="?",
        help="the replay file (.jsonl); without it, the window lists your recorded games to choose from",
    )
    p.add_argument("--headless", action="store_true", help="no window")
    p.add_argument("--verify", action="store_true", help="re-simulate and check every hash (with --headless)")
    p.add_argument(
        "--mat",
        type=existing_path,
        metavar="OTHER",
        help="what if: the same flicks on another mat (what changes; then the viewer, unless --headless)",
    )
    p.add_argument(
        "--against",
        choices=["measured"],
        help="measured: each flick's rest against the rest a camera measured (imported with replays "
        "--import): the residuals in mm and rad, on the recording's mat or on --mat OTHER",
    )
    p.add_argument(
        "--plot", type=output_path, metavar="FIGURE.png", help="with --against: draw the residuals here"
    )
    p.add_argument("--json", action="store_true", help="print the verification or what-if as JSON")
    p.set_defaults(run=run)
    q = sub.add_parser(
        "replays",
        help="list the recorded games, or import flicks from CSV",
        description="List the games and practice sessions recorded in your data folder (set "
        "TABLETOP_DATA_DIR to look elsewhere), or --import flicks measured elsewhere from a CSV "
        "(columns x, y in m, speed in m/s, and optionally angle in degrees, spin in rad/s, heading "
        "in degrees) as a practice recording to replay, verify or compare on other mats.",
    )
    q.add_argument("--folder", type=existing_path, help="a folder other than your own replays")
    q.add_argument("--json", action="store_true", help="print the list as JSON")
    q.add_argument(
        "--import", dest="csv", type=existing_path, metavar="CSV", help="import the flicks of a CSV file"
    )
    add_mat_option(q)
    q.add_argument(
        "--out", type=output_path, metavar="FILE", help="the new recording (default: in the replays folder)"
    )
    q.set_defaults(run=run_list)


def run(args: argparse.Namespace) -> int:
    if args.file is None:
        if args.headless or args.verify or args.mat or args.json or args.against:
            raise CliError("--headless, --verify, --mat, --against and --json replay a FILE: give one")
        return _browse()
    if args.plot is not None and args.against is None:
        raise CliError("--plot draws the residuals of --against measured: add it")
    if args.against == "measured":
        return _against_measured(args)
    other = None
    if args.mat is not None:
        other = load_mat(args.mat)
        _what_if(args, other)
        if args.headless or args.json:
            return 0
    elif args.headless or args.verify:
        return _verify(args)
    from tqdm import tqdm

    from games.app.launcher import launch
    from games.app.replay_browser import replay_over_browser
    from games.replays.frames import frames_of
    from games.window.app import NoDisplayError
    from games.window.display import display_problem

    problem = display_problem()
    if problem:
        raise CliError(f"{problem}; without a window: tabletop replay FILE --headless")
    actions = len(read(args.file, recorded_games(), tolerate_cut=True).actions)  # a bad file: an error now
    with tqdm(total=actions, desc="replaying", unit="action", file=sys.stderr, leave=False) as bar:

        def tick(done: int) -> None:
            bar.update(done)

        prepared = frames_of(args.file, other, tick)
    try:
        launch(scene=replay_over_browser(args.file, other, prepared), menu=False)  # Esc: the list
    except NoDisplayError as exc:
        raise CliError(f"{exc} (use --headless)") from None
    return 0


def _against_measured(args: argparse.Namespace) -> int:
    from games.replays.residuals import NothingMeasured, against_measured, plot

    mat = load_mat(args.mat) if args.mat is not None else None
    try:
        found = against_measured(args.file, mat)
    except (NothingMeasured, ReplayError) as exc:
        raise CliError(str(exc)) from None
    summary = found.summary()
    if args.json:
        items = [
            {"line": r.line, "along_m": r.along, "across_m": r.across, "angle_rad": r.angle, "time_s": r.time}
            for r in found.items
        ]
        print(json.dumps({"summary": summary, "residuals": items}, indent=2))
    else:
        print(_residual_words(summary))
    if args.plot is not None:
        plot(found, args.plot)
        print(f"figure: {args.plot}", file=sys.stderr if args.json else sys.stdout)
    return 0


def _residual_words(s: dict[str, Any]) -> str:
    """The summary as a person reads it."""
    lines = [
        f"{s['measured']} of {s['flicks']} flicks have a measured rest; "
        f"slid with the {s['model']} friction model",
        f"  rest, measured minus simulated: {s['rms_mm']:.2f} mm root mean square, "
        f"{s['worst_mm']:.2f} mm at worst",
        f"  on average {s['mean_along_mm']:+.2f} mm along the launch, "
        f"{s['mean_across_mm']:+.2f} mm across (left +)",
    ]
    if s["rms_angle_rad"] is not None:
        lines.append(f"  rest angle: {s['rms_angle_rad']:.4f} rad root mean square")
    if s["rms_time_s"] is not None:
        lines.append(f"  slide time: {s['rms_time_s'] * 1e3:.1f} ms root mean square")
    return "\n".join(lines)


def _browse() -> int:
    """The window on the list of recorded games (the replay browser)."""
    from games.app.launcher import launch
    from games.app.replay_browser import ReplayBrowser
    from games.window.app import NoDisplayError

    folder = replays_dir()
    try:
        launch(scene=lambda app: ReplayBrowser(app, folder), menu=False)
    except NoDisplayError as exc:
        raise CliError(f"{exc} (tabletop replays lists them without a window)") from None
    return 0


def _verify(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    # A bar on standard error for a long file, only at a terminal (a pipe gets the report alone).
    with tqdm(desc="verifying", unit="action", file=sys.stderr, leave=False, disable=None) as bar:

        def tick(done: int, total: int) -> None:
            bar.total = total
            bar.update(done - bar.n)

        report = verify(args.file, against_today=True, progress=tick)
    data = {
        "file": report.path,
        "game": report.game,
        "actions": report.actions,
        "finished": report.finished,
        "identical": report.identical,
        "mismatches": report.mismatches,
        "result": report.result,
        "recorded_by": report.recorded_by,
        "earlier_rules": None
        if report.earlier is None
        else {
            "version": report.earlier.version,
            "readings": report.earlier.readings,
            "differs_from_line": report.earlier.differs_at,
        },
    }
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        if report.finished:
            state = "finished"
        elif CODECS[report.game].resumable:
            state = "unfinished (no end line: tabletop play --resume goes on with it)"
        else:
            state = "a practice session"
        verdict = "identical: every outcome matches the recording" if report.identical else "DIFFERENT"
        print(f"{report.path}: {report.game}, {counted(report.game, report.actions)}, {state}")
        print(f"  {verdict}; result {json.dumps(report.result)}")
        for line in report.mismatches[:20]:
            print(f"  {line}")
        if report.earlier is not None:
            print(f"  {_earlier_words(report.earlier)}")
        if report.mismatches and report.other_version:
            print(
                f"  recorded by tabletop-sim {report.recorded_by}, replayed by {__version__}: "
                "a game's rules or its play-by-play may have changed between the two"
            )
    return 0 if report.identical else 1


def _earlier_words(earlier: EarlierReading) -> str:
    readings = ", ".join(f"{k}={json.dumps(v)}" for k, v in sorted(earlier.readings.items()))
    where = (
        "today's rules play it the same"
        if earlier.differs_at is None
        else f"today's rules would play it otherwise from line {earlier.differs_at}"
    )
    return f"recorded under an earlier reading of the rules (version {earlier.version}: {readings}); {where}"


def _what_if(args: argparse.Namespace, other: Mat) -> None:
    report = what_if(args.file, other)
    if args.json:
        print(json.dumps(_what_if_json(report), indent=2))
        return
    from games.app.what_if_words import lines

    for line in lines(report, args.file, other, args.mat):  # readable; --json gives the raw figures
        print(shown(line))


def _what_if_json(report: WhatIf) -> dict[str, Any]:
    return {
        "flicks": report.flicks,
        "changes": [
            {
                "flick": c.number,
                "line": c.line,
                "before": c.before,
                "after": c.after,
                "zone_before": c.zone_before,
                "zone_after": c.zone_after,
            }
            for c in report.changes
        ],
        "replayed": report.replayed,
        "diverged": report.diverged,
        "score_before": report.score_before,
        "score_after": report.score_after,
    }


def _readable_folder(folder: Path) -> None:
    """A folder the user named must be one: a missing path, a file, a pipe or a loop of links
    is said (a listing of nothing would read as a folder with no recordings)."""
    try:
        info = folder.stat()
    except FileNotFoundError:
        raise CliError(f"{folder}: no such folder") from None
    except OSError as exc:
        raise CliError(f"{folder}: cannot be read ({exc.strerror or exc})") from None
    if not stat.S_ISDIR(info.st_mode):
        raise CliError(f"{folder}: not a folder")


def run_list(args: argparse.Namespace) -> int:
    from games.app.replay_list import mat_name, result_words
    from games.window import who_played

    if args.csv is not None:
        return _import(args)
    if args.out is not None or args.mat is not None:
        raise CliError("--out and --mat go with --import CSV")
    folder = args.folder or replays_dir()
    if args.folder is not None:
        _readable_folder(folder)
    rows = []
    for path in sorted(folder.glob("*.jsonl")) if folder.is_dir() else []:
        try:
            replay = read(path, recorded_games(), tolerate_cut=True)
            rows.append(
                {
                    "file": str(path),
                    "game": replay.game,
                    "started": replay.header.get("started"),
                    "actions": len(replay.actions),
                    "finished": replay.finished,
                    "resumable": CODECS[replay.game].resumable,
                    "result": None if replay.end is None else replay.end.get("result"),
                    "mat": mat_name(replay.header),
                }
            )
            rows[-1]["outcome"] = result_words(
                replay.end, bool(rows[-1]["resumable"]), who_played.players_of(replay.header)
            )
        except ReplayError as exc:
            rows.append({"file": str(path), "error": str(exc)})
    if args.json:
        print(json.dumps({"folder": str(folder), "replays": rows}, indent=2))
        return 0
    if not rows:
        print(f"no recorded games in {folder}")
        return 0
    for row in rows:
        if "error" in row:
            print(shown(f"{row['file']}: unreadable: {row['error']}"))
            continue
        if row["finished"]:
            state = row["outcome"]  # "Blue won 45-26", as the list in the window says it
        else:
            state = "unfinished: tabletop play --resume" if row["resumable"] else "a practice session"
        game = f"{row['game']}, on {row['mat']}" if row["mat"] else row["game"]
        length = counted(str(row["game"]), int(str(row["actions"])))  # "201 moves", as the viewer counts them
        print(shown(f"{row['file']}: {game}, {row['started']}, {length}, {state}"))
    return 0


def _import(args: argparse.Namespace) -> int:
    from games.replays.imports import import_flicks

    if args.out is not None and args.out.exists():
        raise CliError(f"{args.out} exists: a recording is never overwritten (choose another --out)")
    try:
        path, count = import_flicks(args.csv, load_mat(args.mat), args.out)
    except FileExistsError:
        raise CliError(f"{args.out} was created meanwhile: a recording is never overwritten") from None
    print(f"{count} flick{'s' * (count != 1)} from {args.csv} recorded in {path}")
    print(f"  replay them: tabletop replay {path}")
    return 0

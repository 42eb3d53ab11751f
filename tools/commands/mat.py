"""``tabletop mat``: look at, check, edit, study, tune and print mat files, and fit a hand."""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sim.io.atomic import write_text
from sim.slider import mat as mats
from sim.slider.mat import Mat

from ..errors import CliError
from ..options import (
    JOBS,
    SEED,
    add_force_option,
    add_mat_option,
    existing_path,
    int_in,
    jobs_for_machine,
    load_mat,
    output_path,
    writable,
)

if TYPE_CHECKING:
    from games.mat_tuning.report import Report
    from games.mat_tuning.targets import Targets
    from games.mat_tuning.tune import Tuning


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "mat",
        help="show, check, edit, study, tune, fit and print Finger Football mats",
        description="Show, check, edit, study, tune and print a Finger Football mat, and fit a "
        "player's hand (docs/formats/mat.md, docs/mat-tuning.md).",
    )
    msub = p.add_subparsers(dest="mat_command", metavar="SUBCOMMAND", required=True)
    show = msub.add_parser("show", help="print the mat's geometry", description="Print the mat's geometry.")
    add_mat_option(show)
    show.add_argument("--json", action="store_true", help="everything in SI units, as JSON")
    show.add_argument("--png", type=output_path, metavar="FILE", help="also draw the mat to a PNG picture")
    add_force_option(show)
    show.set_defaults(run=run_show)
    validate = msub.add_parser(
        "validate",
        help="check a mat file",
        description="Check a mat file; exit 0 if it is valid, 2 with the reason if not.",
    )
    validate.add_argument("file", type=existing_path, metavar="FILE")
    validate.set_defaults(run=run_validate)
    export = msub.add_parser(
        "export",
        help="the mat at true scale for printing (SVG or PDF)",
        description="Draw the mat at true scale, to print: yard lines, numbers, symbols, flags and "
        "fumble footballs. A mat bigger than the paper is printed on overlapping tiles with "
        "alignment marks (SVG: one file a tile; PDF: one page a tile).",
    )
    export.add_argument("file", type=existing_path, metavar="FILE", help="the mat (TOML)")
    export.add_argument("--format", choices=("svg", "pdf"), help="default: from --out's suffix, else pdf")
    export.add_argument(
        "--paper",
        default="fit",
        metavar="PAPER",
        help="fit (one page the mat's size, the default), a0..a4 (one sheet), or tiled-a0..tiled-a4",
    )
    export.add_argument("--out", type=output_path, metavar="FILE", help="default: the mat's name beside it")
    add_force_option(export)
    export.set_defaults(run=run_export)
    report = msub.add_parser(
        "report",
        help="how hard the mat is: odds of every play, and bot games on it",
        description="A Monte Carlo study of the mat with the game's physics: for every legal target "
        "from a grid of lines of scrimmage, the odds that a player of this skill rests on it (run "
        "and pass), on a flag, on a fumble football, out of bounds; touchdown, two-point and onside "
        "odds; then bot games: points and plays per drive, the scores. Each probability with its "
        "standard error. Same seed, same numbers, on any number of workers.",
    )
    report.add_argument("file", type=existing_path, metavar="FILE", help="the mat (TOML)")
    add_study_options(report, "on the mat", "report.json and the pictures (PNG)", "every number")
    report.set_defaults(run=run_report)
    compare = msub.add_parser(
        "compare",
        help="what a change did: every figure of two mats' studies side by side",
        description="Study two mats with the same hand, seed and flicks (common random numbers) and "
        "print every figure for both with its difference and standard error, the largest changes "
        "first: touchdowns from each line, the two-point try, the onside kick, points a drive in bot "
        "games. --out draws a difference map.",
    )
    compare.add_argument("first", type=existing_path, metavar="A", help="the mat before (TOML)")
    compare.add_argument("second", type=existing_path, metavar="B", help="the mat after (TOML)")
    add_study_options(compare, "on each mat", "comparison.json and the map", "every difference")
    compare.set_defaults(run=run_compare)
    fit = msub.add_parser(
        "fit",
        help="a player's hand (and the friction) from their recorded flicks",
        description="Fit a player's spreads (speed, direction, spin) from recorded flicks that say "
        "where they were meant to stop: Finger Football replays (the scrimmage flicks aim at their "
        "target) or measured CSVs with aim_x, aim_y; and the friction coefficient from CSV flicks "
        "with rest_x, rest_y. The hand file it writes is what --skill takes in mat report and tune.",
    )
    fit.add_argument(
        "recordings", type=existing_path, nargs="+", metavar="RECORDING", help="replay files or CSVs"
    )
    add_mat_option(fit)
    fit.add_argument("--name", default="fitted", help="the hand's name (default: fitted)")
    fit.add_argument("--out", type=output_path, metavar="HAND.toml", help="write the hand here")
    fit.add_argument("--json", action="store_true", help="print the fit as JSON")
    fit.add_argument(
        "--footprint",
        action="store_true",
        help="fit the friction models to the measured rests instead: the disk, the lens under uniform "
        "pressure and the rim-loaded lens (mu, footprint scale, rim width, with 95%% intervals and AIC)",
    )
    fit.add_argument(
        "--mat-out",
        type=output_path,
        metavar="MAT.toml",
        help="with --footprint: write the mat with the best model's slider and mu",
    )
    fit.add_argument(
        "--noise-mm", type=float, default=0.5, help="the camera's position noise (mm, default 0.5)"
    )
    fit.add_argument("--noise-rad", type=float, default=0.02, help="its rest-angle noise (rad, default 0.02)")
    add_force_option(fit)
    fit.set_defaults(run=run_fit)
    tune = msub.add_parser(
        "tune",
        help="change chosen parameters until the odds fall in target ranges",
        description="Adjust the parameters a targets file names (circle radii, symbol and flag "
        "positions) until the study's measures fall in its ranges, on common random numbers, with "
        "SciPy's differential evolution; write the tuned mat with a before-and-after report. "
        "A target out of reach within the bounds is named, and no mat is written. The targets "
        "file is described in docs/mat-tuning.md.",
    )
    tune.add_argument("file", type=existing_path, metavar="FILE", help="the mat (TOML)")
    tune.add_argument("--targets", type=existing_path, required=True, metavar="TARGETS.toml")
    tune.add_argument(
        "--out", type=output_path, metavar="FILE", help="the tuned mat (default: FILE-tuned.toml)"
    )
    tune.add_argument("--json", action="store_true", help="print the before and after as JSON")
    add_force_option(tune)
    tune.set_defaults(run=run_tune)
    edit = msub.add_parser(
        "edit",
        help="edit a mat in the window: drag, resize, add, delete, undo, save",
        description="Open the mat in the window to move its symbols, flags and fumble footballs "
        "(the keys are on screen and in the README). Every edit is checked; an invalid mat is "
        "shown with the reason and not saved. Saving writes FILE (or --out) atomically.",
    )
    edit.add_argument(
        "file",
        type=existing_path,
        nargs="?",
        metavar="FILE",
        help="the mat (default: a copy of the one that ships)",
    )
    edit.add_argument(
        "--out",
        type=output_path,
        metavar="FILE",
        help="save here (default: FILE; without FILE, a new my-mat.toml in your data folder's mats "
        "folder, its full path shown in the window)",
    )
    edit.set_defaults(run=run_edit)


def run_show(args: argparse.Namespace) -> int:
    mat = load_mat(args.mat)
    if args.png is not None:
        from games.finger_football.ui.picture import save_mat_png

        writable(args.png, args.force, "PNG picture")
        save_mat_png(mat, args.png)
        print(f"drew {args.png}", file=sys.stderr)
    if args.json:
        print(json.dumps(mat.to_json(), indent=2, allow_nan=False))
    else:
        print(summary(mat))
    return 0


def run_validate(args: argparse.Namespace) -> int:
    """The file loads (else its key and reason), then its design (sim/slider/overlaps.py): run
    circles that overlap, a flag or fumble football on a pass circle or over another, a feature
    across a sideline or goal line are errors (exit 2, each named); a flag or fumble football over
    a run circle's edge or under a spot where the rules put the slider, a warning."""
    from games.finger_football.rules.field import Field
    from sim.slider.overlaps import overlaps

    mat = mats.load(args.file)
    found = overlaps(mat, Field(mat).start_spots())
    for overlap in found:
        level = "error" if overlap.serious else "warning"
        print(f"tabletop mat validate: {level}: {args.file}: {overlap.words()}", file=sys.stderr)
    errors = sum(o.serious for o in found)
    if errors:
        print(f"{args.file}: not valid: {errors} error{'s' * (errors > 1)} (each above)")
        return 2
    warnings = len(found)
    noted = f"; {warnings} warning{'s' * (warnings > 1)}" if warnings else ""
    print(
        f"{args.file}: valid ({len(mat.run_circles)} run circles, {len(mat.flags)} flags, "
        f"{len(mat.fumbles)} fumble footballs{noted})"
    )
    return 0


def run_export(args: argparse.Namespace) -> int:
    from games.mat_tuning.export import export, pages, targets

    mat = mats.load(args.file)
    fmt = args.format or (args.out.suffix.lstrip(".").lower() if args.out else "pdf")
    out = args.out or args.file.with_suffix(f".{fmt}")
    for target in targets(mat, out, fmt, args.paper):
        writable(target, args.force, f"{fmt.upper()} file")
    written = export(mat, out, fmt, args.paper)
    x0, y0, x1, y1 = mat.field.surface
    size = f"{(x1 - x0) * 1000:.1f} x {(y1 - y0) * 1000:.1f} mm"
    sheets = len(pages(mat, args.paper))
    where = (
        f"{len(written)} files" if len(written) > 1 else f"{written[0]} ({sheets} page{'s' * (sheets > 1)})"
    )
    print(f"{mat.name}: {size} at true scale, paper {args.paper}: {where}")
    if len(written) > 1:
        for path in written:
            print(f"  {path}")
    return 0


def add_study_options(p: argparse.ArgumentParser, games_on: str, written: str, printed: str) -> None:
    """The options of a study (report and compare): the player, the flicks, the bot games
    ``games_on`` the mats, where ``written`` goes and what --json prints."""
    p.add_argument(
        "--skill",
        default="club",
        metavar="SKILL",
        help="novice, club, expert, or a hand fitted by tabletop mat fit (TOML); default club",
    )
    p.add_argument(
        "--flicks",
        type=int_in(1, 10_000_000),
        default=20_000,
        metavar="N",
        help="flicks a shot (default 20,000)",
    )
    p.add_argument("--seed", type=SEED, default=0, help="seed of the players' noise (default 0)")
    p.add_argument(
        "--jobs",
        type=JOBS,
        default=os.cpu_count() or 1,
        metavar="N",
        help="worker processes (default: all cores)",
    )
    p.add_argument(
        "--dask",
        type=_scheduler,
        metavar="ADDRESS",
        help="run on the Dask scheduler at tcp://HOST:PORT (the cluster extra)",
    )
    p.add_argument("--exact", action="store_true", help="the full model flick by flick (slow: a check)")
    p.add_argument(
        "--games", type=int_in(0, 100_000), default=20, metavar="K", help=f"bot games {games_on} (default 20)"
    )
    p.add_argument("--out", type=output_path, metavar="DIR", help=f"write {written} here")
    p.add_argument("--json", action="store_true", help=f"print {printed} as JSON")
    add_force_option(p)


def _scheduler(text: str) -> str:
    from games.cluster import scheduler_address

    try:
        return scheduler_address(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _report_folder(folder: Path, force: bool) -> None:
    """The report's folder: made if new; one holding an earlier report is written over only with
    --force."""
    if folder.exists() and not folder.is_dir():
        raise CliError(f"--out {folder} is not a folder")
    if (folder / "report.json").exists() and not force:
        raise CliError(f"{folder} holds a report already: it is not overwritten unless you add --force")
    folder.mkdir(parents=True, exist_ok=True)


def _studies(args: argparse.Namespace, studied: list[Mat], desc: str) -> list[Report]:
    """Each mat studied as the options say, under one progress bar, after the output folder is
    checked (before the minutes of work, not after)."""
    from tqdm import tqdm

    from games.mat_tuning.hand import hand
    from games.mat_tuning.report import make_report, work_size

    args.jobs = jobs_for_machine(args.jobs)
    if args.out is not None:
        _report_folder(args.out, args.force)
    player = hand(args.skill)
    total = sum(work_size(m, args.flicks, args.games) for m in studied)
    with tqdm(total=total, desc=desc, unit="task", file=sys.stderr) as bar:

        def tick(done: int) -> None:
            bar.update(done)

        study = (args.flicks, args.seed, args.games, args.jobs, args.dask, args.exact)
        return [make_report(m, player, *study, progress=tick) for m in studied]


def _print_study(args: argparse.Namespace, data: dict[str, Any], table: str) -> None:
    print(json.dumps(data, indent=2, allow_nan=False) if args.json else table)


def run_report(args: argparse.Namespace) -> int:
    from games.mat_tuning.report import plots, table

    mat = mats.load(args.file)
    (report,) = _studies(args, [mat], "mat report")
    data = report.to_json()
    if args.out is not None:
        write_text(args.out / "report.json", json.dumps(data, indent=2, allow_nan=False) + "\n")
        for path in plots(report, mat, args.out):
            print(f"drew {path}", file=sys.stderr)
    _print_study(args, data, table(report))
    return 0


def run_compare(args: argparse.Namespace) -> int:
    from games.mat_tuning.compare import compare, difference_map, table

    second = mats.load(args.second)
    comparison = compare(*_studies(args, [mats.load(args.first), second], "mat compare"))
    data = comparison.to_json()
    if args.out is not None:
        write_text(args.out / "comparison.json", json.dumps(data, indent=2, allow_nan=False) + "\n")
        print(f"drew {difference_map(comparison, second, args.out)}", file=sys.stderr)
    _print_study(args, data, table(comparison))
    return 0


def run_fit(args: argparse.Namespace) -> int:
    from games.mat_tuning.fit import fit, observed

    if args.footprint:
        from .mat_fit import fit_footprint

        return fit_footprint(args)
    if args.mat_out is not None:
        raise CliError("--mat-out writes the fitted friction model: add --footprint")
    if args.out is not None:
        writable(args.out, args.force, "hand file")
    mat = load_mat(args.mat)
    result = fit(observed(args.recordings, mat), mat, args.name)
    h = result.hand
    data = {
        "hand": h.to_json(),
        "mu_se": result.mu_se,
        "flicks": result.flicks,
        "aimed": result.aimed,
        "rested": result.rested,
        "speed_bias": result.speed_bias,
        "angle_bias_deg": math.degrees(result.angle_bias),
    }
    if args.out is not None:
        h.save(args.out)
        print(f"wrote {args.out}", file=sys.stderr)
    if args.json:
        print(json.dumps(data, indent=2, allow_nan=False))
        return 0
    print(f"{result.flicks} flicks, {result.aimed} with an aim, {result.rested} with an observed rest")
    print(
        f"  speed spread {100 * h.speed_sd:.1f}% (bias {100 * result.speed_bias:+.1f}%), "
        f"direction spread {math.degrees(h.angle_sd):.2f} deg (bias {math.degrees(result.angle_bias):+.2f}), "
        f"spin {h.spin_sd:.1f} rad/s"
    )
    if h.mu is None:
        print(f"  friction: not fitted (no observed rests); the mat's mu {mat.mu:g} stands")
    else:
        print(f"  friction: mu {h.mu:.4f} +/- {result.mu_se or 0.0:.4f} (the mat says {mat.mu:g})")
    return 0


def run_tune(args: argparse.Namespace) -> int:
    import time

    from games.mat_tuning.tune import load_targets, tune, tuned_text
    from sim.slider.overlaps import errors

    mat = mats.load(args.file)
    out = writable(args.out or args.file.with_name(f"{args.file.stem}-tuned.toml"), args.force, "mat")
    overlapping = errors(mat)
    if overlapping:  # the tuner keeps every overlap out; it does not start from one
        raise CliError(f"{args.file}: {overlapping[0].words()}; tabletop mat validate lists them all")
    targets = load_targets(args.targets, mat)
    games = f" ({targets.games} bot games a candidate)" if targets.plays_games else ""
    print(
        f"tuning {len(targets.parameters)} parameters for {len(targets.goals)} targets{games}...",
        file=sys.stderr,
    )
    began = time.perf_counter()
    result = tune(mat, targets)
    seconds = time.perf_counter() - began
    rows, goals = _tune_rows(mat, targets, result)
    if result.reached:
        # The designer's own file, changed in place: comments, order and untouched numbers kept.
        original = args.file.read_text(encoding="utf-8")
        write_text(
            out, tuned_text(original, mat, targets.parameters, result.after, targets.grid, targets.mirror)
        )
    if args.json:
        data = {
            "reached": result.reached,
            "parameters": rows,
            "targets": goals,
            "unmet": result.unmet,
            "warnings": result.warnings,
            "asymmetry_yd": result.asymmetry,
            "evaluations": result.evaluations,
            "seconds": seconds,
            "mat": str(out) if result.reached else None,
        }
        print(json.dumps(data, indent=2, allow_nan=False))
    else:
        _print_tuning(rows, targets, result, seconds)
    for line in result.warnings:
        print(line, file=sys.stderr)
    if not result.reached:
        for line in result.unmet:
            print(f"out of reach within the bounds: {line}", file=sys.stderr)
            for reason in result.why.get(line.split(": ", 1)[0], []):
                print(f"  {reason}", file=sys.stderr)
        print("no mat written: widen the parameters' bounds or move the targets", file=sys.stderr)
        return 1
    print(f"wrote {out}", file=sys.stderr)
    return 0


def _tune_rows(
    mat: Mat, targets: Targets, result: Tuning
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The parameters before and after (as the file has them: on the grid), and every target."""
    from games.mat_tuning.measures import met
    from games.mat_tuning.tune import written

    rows: list[dict[str, Any]] = []
    for p, b in zip(targets.parameters, result.before, strict=True):
        a = written(mat, result.mat, p)
        rows.append({"parameter": p.name, "features": list(p.features), "before": b, "after": a})
    goals: list[dict[str, Any]] = []
    for goal in targets.goals:
        label = goal.label()
        after = result.measured_after
        value = after.values[label]
        goals.append(
            {
                "target": label,
                "measure": goal.compared,
                "team": goal.team or "both",
                "balance": goal.is_balance,
                "low": goal.low,
                "high": goal.high,
                "before": result.measured_before.values[label],
                "after": None if math.isnan(value) else value,
                "se": None if math.isnan(value) else after.se[label],
                "games": after.games if goal.from_games else None,
                "flicks": after.flicks.get(label),
                "met": met(goal, after),
                "why": result.why.get(label, []),
            }
        )
    return rows, goals


def _print_tuning(rows: list[dict[str, Any]], targets: Targets, result: Tuning, seconds: float) -> None:
    from games.mat_tuning.measures import met

    for row in rows:
        which = ", ".join(row["features"])
        print(f"{row['parameter']} of {which}: {row['before']:.2f} -> {row['after']:.2f} yd")
    before, after = result.measured_before, result.measured_after
    for g in targets.goals:
        label, signed = g.label(), g.is_balance
        was, now, se = (
            g.show(before.values[label], signed),
            g.show(after.values[label], signed),
            after.se[label],
        )
        games = f"{after.games} games, " if g.from_games else ""
        mark = "" if met(g, after) else ": NOT MET"
        print(f"{label}: {was} -> {now} +/- {g.show(se)} ({games}{g.wanted()}){mark}")
    which = "the tuned mat" if result.reached else "the best mat tried"
    print(f"{which} is mirror-symmetric within {result.asymmetry:.2f} yd")
    print(f"{result.evaluations} candidate mats measured in {seconds:.0f} s")


def run_edit(args: argparse.Namespace) -> int:
    from games.app.launcher import launch
    from games.app.mat_editor import EditorScene
    from games.app.mat_open import new_mat
    from games.finger_football.saved_mats import new_mat_path
    from games.window.app import NoDisplayError

    mat = mats.load(args.file) if args.file is not None else mats.default()
    # The file's own text: saved to --out, its comments and order stay (a copy, not a rewrite).
    text = args.file.read_text(encoding="utf-8") if args.file is not None else None
    out = args.out or args.file or new_mat_path()
    fresh = args.out is None and args.file is None  # a new mat: its file is named after its name
    if fresh:
        chosen = new_mat()
        mat, out = chosen.mat, chosen.path
    print(f"editing {mat.name}: Ctrl+S saves to {out.resolve()}", file=sys.stderr)
    try:
        launch(scene=lambda app: EditorScene(app, mat, out, follows_name=fresh, text=text), menu=False)
    except NoDisplayError as exc:
        raise CliError(str(exc)) from None
    return 0


def summary(mat: Mat) -> str:
    f, s = mat.field, mat.slider
    yd = f.yards
    lines = [
        f"{mat.name}",
        f"  field {yd(f.length):g} x {yd(f.width):.2f} yd, endzones {yd(f.endzone):g} yd, "
        f"{f.yard * 100:g} cm per yard: {f.length:.3f} x {f.width:.3f} m between goal lines",
        f"  friction mu {mat.mu:g}; slider {s.length * 1000:.0f} x {s.width * 1000:.0f} mm, "
        f"{s.mass * 1000:g} g, friction radius {s.friction_radius * 1000:.1f} mm",
        "  zones: " + ", ".join(f"{z.zone} ({yd(z.start):g}-{yd(z.end):g})" for z in mat.zones),
        "  run circles (x, y yd; radius / pass radius yd):",
    ]
    for c in mat.run_circles:
        lines.append(
            f"    {c.id:6} zone {c.zone} {c.side.value:6} {c.half.value:7} "
            f"({yd(c.x):5.1f}, {yd(c.y):+5.1f})  r {yd(c.radius):.1f} / {yd(c.pass_radius):.1f}"
        )
    lines.append("  penalty flags: " + ", ".join(f"{g.id} ({yd(g.x):g}, {yd(g.y):+g})" for g in mat.flags))
    lines.append(
        "  fumble footballs: "
        + ", ".join(
            f"{g.id} ({yd(g.x):g}, {yd(g.y):+g}) {math.degrees(g.angle):+.0f} deg" for g in mat.fumbles
        )
    )
    return "\n".join(lines)

"""Hostile input, generated: command-line values for every option of every subcommand, mat files
mutated, flick CSVs of any shape. The only outcomes allowed are success, or a one-line error and
a non-zero exit; never a traceback, never a hang (a guard of a minute turns one into a failure).
Recordings mutated and re-sealed are tests/games/replays/test_forgery.py and test_hostile.py."""

from __future__ import annotations

import argparse
import contextlib
import io
import math
import re
import signal
import tempfile
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from games.replays.imports import FlickCsvError, read_rows
from sim.errors import SimError
from sim.geometry import Pose
from sim.slider import mat as mats
from sim.slider.table import Flick, SliderTable
from tools.cli import build_parser, main

# Long property tests; each command runs under its own SIGALRM guard (below), so the run's
# timeout watches from a thread instead of sharing the alarm.
pytestmark = [pytest.mark.slow, pytest.mark.timeout(method="thread")]

DEFAULT_MAT = resources.files("sim").joinpath("data/default_mat.toml").read_text()
GUARD = 60  # s: far beyond any of these runs; only a hang reaches it


@contextlib.contextmanager
def guard() -> Iterator[None]:
    def hang(signum: int, frame: object) -> None:
        raise TimeoutError("the command hung")

    previous = signal.signal(signal.SIGALRM, hang)
    signal.alarm(GUARD)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def outcome(argv: list[str]) -> tuple[int, str]:
    """Run the command in this process: its exit status and what it wrote on standard error."""
    err = io.StringIO()
    with guard(), contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse: usage and one line
            code = int(exc.code or 0)
    return code, err.getvalue()


def one_line_error(code: int, err: str) -> bool:
    lines = [line for line in err.splitlines() if line and not line.startswith(("usage:", " "))]
    return code != 0 and len(lines) == 1 and "Traceback" not in err


# ----------------------------------------------------------------------------- every option's values


def _options() -> list[tuple[tuple[str, ...], str]]:
    """(subcommand path, option) for every option that takes a value."""
    found: list[tuple[tuple[str, ...], str]] = []

    def walk(parser: argparse.ArgumentParser, path: tuple[str, ...]) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    walk(sub, (*path, name))
            elif action.option_strings and action.nargs != 0 and action.dest not in ("help", "version"):
                found.append((path, action.option_strings[-1]))

    walk(build_parser(), ())
    return found


OPTIONS = _options()
HOSTILE = st.one_of(
    st.sampled_from(
        [
            "",
            "-1",
            "0",
            "nan",
            "inf",
            "-inf",
            "1e308",
            "-1e308",
            "9" * 5000,
            "1.5",
            "yes",
            "-1,0",
            "1e308,0",
            "x" * 300,
            "/",
            "/dev/null",
            "/nonexistent/dir/file",
            "..",
            "\x1b[2J",
            "\u202e",
            "a=b",
            "=",
            "0,0,0",
        ]
    ),
    st.text(max_size=30),
    st.integers().map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
)


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(choice=st.integers(0, len(OPTIONS) - 1), value=HOSTILE)
def test_any_value_of_any_option_is_read_or_refused_in_one_line(choice: int, value: str) -> None:
    """Every option's value is checked as the arguments are read: a value refused there is the
    usage and one line naming the option, exit status 2; nothing else escapes."""
    path, option = OPTIONS[choice]
    parser = build_parser()
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            parser.parse_args([*path, option, value, *_required(path)])
        except SystemExit as exc:
            assert exc.code == 2 and one_line_error(2, err.getvalue()), err.getvalue()


def _required(path: tuple[str, ...]) -> list[str]:
    """What a subcommand needs besides the option under test, to get as far as that option."""
    needs = {
        ("flick",): ["--speed", "1"],
        ("kick",): ["--speed", "3", "--elevation", "30"],
        ("replay",): ["x.jsonl"],
        ("mat", "validate"): ["x.toml"],
        ("mat", "export"): ["x.toml"],
        ("mat", "report"): ["x.toml"],
        ("mat", "fit"): ["x.csv"],
        ("mat", "tune"): ["x.toml", "--targets", "t.toml"],
    }
    return needs.get(path, [])


# ----------------------------------------------------------------------------- commands run end to end

RUNS = [
    ["flick", "--speed", "{v}"],
    ["flick", "--speed", "1", "--from", "{v}"],
    ["flick", "--speed", "1", "--angle", "{v}", "--spin", "{v}"],
    ["flick", "--speed", "1", "--heading", "{v}"],
    ["kick", "--speed", "{v}", "--elevation", "30"],
    ["kick", "--speed", "3", "--elevation", "{v}", "--aim", "{v}"],
    ["kick", "--speed", "3", "--elevation", "30", "--distance", "{v}", "--at", "{v}"],
    ["kick", "--speed", "3", "--elevation", "30", "--data", "{v}"],
    ["mat", "validate", "{v}"],
    ["mat", "show", "--mat", "{v}"],
    ["ratings", "--file", "{v}"],
    ["replays", "--folder", "{v}"],
    ["replay", "{v}", "--headless", "--verify"],
    ["simulate", "tortellini", "--seed", "{v}"],
    ["simulate", "tortellini", "--rule", "{v}"],
    ["simulate", "all-pro", "--seed", "{v}", "--home", "random"],
    ["simulate", "all-pro", "--rule", "plays_per_quarter={v}", "--home", "random", "--away", "random"],
    ["simulate", "finger-football", "--rule", "{v}", "--home", "random", "--away", "random"],
    ["simulate", "foosball", "--max-seconds", "{v}"],
    ["simulate", "foosball", "--rule", "incidental_share={v}", "--max-seconds", "5"],
    ["simulate", "foosball-table", "--seconds", "{v}"],
]
VALUES = st.sampled_from(
    [
        "-1",
        "0",
        "0.5",
        "3",
        "nan",
        "inf",
        "1e308",
        "9" * 50,
        "",
        "x",
        "-1,0",
        "0,0",
        "1e308,0",
        "/",
        "/dev/null",
        "/dev/zero",
        "/nonexistent",
        "x" * 300,
        "a=b",
        "plays_per_quarter=100000000",
        "sixth_face=six",
        "\u202e",
    ]
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(run=st.sampled_from(RUNS), value=VALUES)
def test_commands_given_hostile_values_succeed_or_say_why_in_one_line(
    run: list[str], value: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    argv = [part.replace("{v}", value) for part in run]
    code, err = outcome(argv)
    assert code == 0 or one_line_error(code, err), (argv, code, err)


# ----------------------------------------------------------------------------- mat files mutated


def _numbers(text: str) -> list[re.Match[str]]:
    return list(re.finditer(r"(?<=[=\s])-?\d+(\.\d+)?(e-?\d+)?(?=\s|$)", text))


REPLACEMENTS = st.sampled_from(
    [
        "0",
        "-1",
        "1e-300",
        "1e308",
        "1.7e308",
        "nan",
        "inf",
        "1000000",
        "9" * 400,
        '"text"',
        "true",
        "[]",
        "[" * 60 + "]" * 60,
        "0.5",
        "1.5",
        "100",
        "-0.0",
    ]
)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    where=st.integers(0, 10_000),
    replacement=REPLACEMENTS,
    drop=st.integers(-1, 400),
    copies=st.integers(0, 3),
)
def test_a_mutated_mat_is_valid_and_plays_or_is_a_mat_error(
    where: int, replacement: str, drop: int, copies: int
) -> None:
    """A number replaced, a line dropped, a circle copied: the mat loads and a flick on it works,
    or it is refused with a MatError naming the key. Nothing that passes crashes or hangs later."""
    numbers = _numbers(DEFAULT_MAT)
    m = numbers[where % len(numbers)]
    text = DEFAULT_MAT[: m.start()] + replacement + DEFAULT_MAT[m.end() :]
    lines = text.splitlines()
    if 0 <= drop < len(lines):
        del lines[drop]
    text = "\n".join(lines) + "\n"
    circle = DEFAULT_MAT[DEFAULT_MAT.index("[[run_circles]]") : DEFAULT_MAT.index("[[run_circles]]") + 90]
    text += circle.replace('id = "', 'id = "copy') * copies
    with guard():
        try:
            mat = mats.loads(text, "fuzz.toml")
        except SimError:
            return
        table = SliderTable(mat)
        spec = mat.slider
        out = table.flick(Pose(0.0, 0.0), Flick.from_velocity(2.0, 0.3, 20.0, spec.mass, spec.inertia, 0.0))
        assert math.isfinite(out.rest.x) and math.isfinite(out.rest.y)


# ----------------------------------------------------------------------------- flick CSVs

CELLS = st.one_of(
    st.sampled_from(["0.2", "0", "-5", "1e308", "nan", "inf", "", '"', '""', "x", "1" * 200, "1,2", "#"]),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.text(max_size=12),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    header=st.lists(
        st.sampled_from(["x", "y", "speed", "angle", "spin", "heading", "aim_x", "aim_y", "z", ""]),
        max_size=7,
    ),
    rows=st.lists(st.lists(CELLS, max_size=8), max_size=6),
)
def test_a_flick_csv_reads_or_names_what_is_wrong(
    header: list[str], rows: list[list[str]], tmp_path_factory: pytest.TempPathFactory
) -> None:
    path = tmp_path_factory.mktemp("csv") / "flicks.csv"
    path.write_text("\n".join([",".join(header), *(",".join(r) for r in rows)]) + "\n")
    with guard():
        try:
            read = read_rows(path, mats.default())
        except FlickCsvError as exc:
            assert str(exc).startswith(str(path))
            return
    assert all(math.isfinite(r.speed) for r in read)


# ----------------------------------------------------------------------------- mats validate accepts

BLOCKS = re.compile(r"(?=^\[\[(?:run_circles|flags|fumbles)\]\])", re.M)


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    keep=st.lists(st.booleans(), min_size=40, max_size=40),
    numbers=st.floats(0.1, 26.0),
    moved=st.integers(0, 39),
    to=st.tuples(st.floats(0.0, 100.0), st.floats(-26.0, 26.0)),
)
def test_a_mat_validate_accepts_runs_in_the_study_and_bot_games(
    keep: list[bool], numbers: float, moved: int, to: tuple[float, float]
) -> None:
    """Validate is the one gate: circles, flags and fumble footballs dropped or moved anywhere,
    the rows of yard numbers anywhere (which decides what is a middle circle: a mat may have no
    onside circle), and whatever validate accepts runs through every command that takes a mat: the
    study and its bot games, the export for print, show, and a save read back."""
    from games.mat_tuning.export import export
    from games.mat_tuning.hand import hand
    from games.mat_tuning.report import make_report
    from sim.slider.overlaps import errors
    from tools.commands.mat import summary

    head, *blocks = BLOCKS.split(DEFAULT_MAT)
    head = re.sub(r"^numbers = .*$", f"numbers = {numbers!r}", head, flags=re.M)
    if moved < len(blocks):
        blocks[moved] = re.sub(r"^x = .*$", f"x = {to[0]!r}", blocks[moved], flags=re.M)
        blocks[moved] = re.sub(r"^y = .*$", f"y = {to[1]!r}", blocks[moved], flags=re.M)
    text = head + "".join(b for b, k in zip(blocks, keep, strict=False) if k)
    try:
        mat = mats.loads(text, "fuzz.toml")
    except SimError:
        return
    assume(not errors(mat))
    report = make_report(mat, hand("club"), flicks=100, games=1)
    assert all(0.0 <= r.p["success"] <= 1.0 for r in report.shots)
    assert len(report.games) == 1 and report.games[0].plays > 0
    # The mat drawn for print, shown, and saved and read back as the editor does.
    with tempfile.TemporaryDirectory() as folder:
        (svg,) = export(mat, Path(folder) / "mat.svg")
        assert svg.stat().st_size > 0
        mats.save(mat, Path(folder) / "again.toml")
        assert mats.load(Path(folder) / "again.toml").run_circles == mat.run_circles
    assert mat.name in summary(mat)

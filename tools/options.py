"""Parsing helpers for options shared by several subcommands."""

from __future__ import annotations

import argparse
import math
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from sim.slider import mat as mats
from sim.slider.mat import Mat

from .errors import CliError

if TYPE_CHECKING:
    from games.replays import RecordTo

MAX_PATH = 4096  # bytes: longer than any path a system accepts


def existing_path(text: str) -> Path:
    """A path to read: named (not empty), not absurdly long."""
    if not text:
        raise argparse.ArgumentTypeError("an empty path")
    if len(os.fsencode(text)) > MAX_PATH:
        raise argparse.ArgumentTypeError(f"a path of {len(text)} characters is too long")
    return Path(text)


def output_path(text: str) -> Path:
    """A path to write: named, not absurdly long (whether it may be written is checked when it
    is, by :func:`writable`)."""
    return existing_path(text)


# Numbers as a person types them: ASCII digits, a sign, a point, an exponent. Python's own
# readers also take "1_000", "infinity" and other scripts' digits, none of which a user means.
DECIMAL = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", re.ASCII)
WHOLE = re.compile(r"-?\d+", re.ASCII)


NOT_FINITE = {"nan", "inf", "infinity"}


def _shown(text: str) -> str:
    """A value as an error line shows it: as typed, quoted if it holds a character that would
    not show, or by its length if it is long."""
    if len(text) >= 24:
        return f"a number of {len(text)} characters"
    return text if text.isprintable() and text.strip() == text else repr(text)


def finite_float(text: str) -> float:
    if text.strip().lstrip("+-").lower() in NOT_FINITE:
        raise argparse.ArgumentTypeError(f"must be finite, got {_shown(text)}")
    if not DECIMAL.fullmatch(text.strip()):
        raise argparse.ArgumentTypeError(f"not a number: {_shown(text)}")
    value = float(text)
    if not math.isfinite(value):  # 1e400
        raise argparse.ArgumentTypeError(f"must be finite, got {_shown(text)}")
    return value


def float_in(low: float, high: float, unit: str = "") -> Callable[[str], float]:
    """A number from ``low`` to ``high``: every value a command takes has its range."""

    def parse(text: str) -> float:
        value = finite_float(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low:g} to {high:g}{unit}, got {_shown(text)}")
        return value

    parse.__name__ = "number"
    return parse


def int_in(low: int, high: int) -> Callable[[str], int]:
    """A whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        if not WHOLE.fullmatch(text.strip()):
            raise argparse.ArgumentTypeError(f"not a whole number (digits only): {_shown(text)}")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low:,} to {high:,}, got {_shown(text)}")
        return value

    parse.__name__ = "whole number"
    return parse


SEED = int_in(0, 2**63 - 1)
GAMES = int_in(1, 1_000_000)
JOBS = int_in(1, 1024)


def jobs_for_machine(jobs: int) -> int:
    """No more processes than the machine has cores: more would only wait for each other."""
    cores = os.cpu_count() or 1
    if jobs > cores:
        print(f"note: --jobs {jobs} capped at {cores}, the cores this machine has", file=sys.stderr)
    return min(jobs, cores)


def writable(path: Path, force: bool = False, what: str = "file") -> Path:
    """Check that ``path`` can be written as a new ``what``, or overwritten with ``force``:
    its folder exists, it is not a folder or a special file. A CliError says what is wrong."""
    if path.is_dir():
        raise CliError(f"{path} is a folder: name a {what} to write")
    if path.exists() and not path.is_file():
        raise CliError(f"{path} is not a regular file: it is not written to")
    if path.exists() and not force:
        raise CliError(f"{path} exists: it is not overwritten unless you add --force")
    folder = path.parent
    if not folder.is_dir():
        raise CliError(f"the folder {folder} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise CliError(f"the folder {folder} cannot be written to")
    return path


def add_force_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--force", action="store_true", help="overwrite an existing file")


def length(text: str, yard: float) -> float:
    """A length in metres, or in yards with a 'yd' suffix."""
    text = text.strip()
    if text.endswith("yd"):
        return finite_float(text[:-2]) * yard
    if text.endswith("m"):
        text = text[:-1]
    return finite_float(text)


def point(text: str, yard: float) -> tuple[float, float]:
    parts = text.split(",")
    if len(parts) != 2:
        raise argparse.ArgumentTypeError(f"expected X,Y, got {text!r}")
    return length(parts[0], yard), length(parts[1], yard)


def joined_negative_values(argv: list[str]) -> list[str]:
    """``--from -1,0`` as ``--from=-1,0``: argparse takes a value that starts with a minus sign
    and is not a plain number for an option of its own."""
    out: list[str] = []
    for tok in argv:
        if out and out[-1].startswith("--") and "=" not in out[-1] and _negative_value(tok):
            out[-1] = f"{out[-1]}={tok}"
        else:
            out.append(tok)
    return out


def _negative_value(tok: str) -> bool:
    return len(tok) > 1 and tok[0] == "-" and (tok[1].isdigit() or tok[1] == ".") and "," in tok


def add_mat_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--mat", type=existing_path, metavar="FILE", help="mat file (TOML); default: the mat that ships"
    )


def load_mat(path: Path | None) -> Mat:
    return mats.default() if path is None else mats.load(path)


def add_check_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--check",
        action="store_true",
        help="check the rules' invariants after every action (slower); a broken one stops with exit 1",
    )


def report_checked(args: argparse.Namespace, games: int) -> None:
    if getattr(args, "check", False) and not args.json:
        print(f"invariants held after every action of {games} game{'s' * (games != 1)}")


def add_record_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--record",
        type=Path,
        metavar="DIR",
        help="write every game played as a replay in DIR (made if missing), GAME-seedN.jsonl: "
        "tabletop replay shows it, replay --headless --verify checks it",
    )


def record_watches(
    args: argparse.Namespace, game_name: str, seeds: list[int], players: dict[str, str]
) -> dict[int, RecordTo]:
    """For ``--record DIR``: by seed, what records that game (games.replays.RecordTo); nothing
    without it. A recording already there is never overwritten: a one-line error names it."""
    folder: Path | None = getattr(args, "record", None)
    if folder is None:
        return {}
    from games.replays import RecordTo, recording_path  # the recorder's codecs: only when asked for

    if folder.exists() and not folder.is_dir():
        raise CliError(f"--record {folder}: not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CliError(f"--record {folder}: cannot make the folder: {exc.strerror or exc}") from None
    paths = {seed: recording_path(folder, game_name, seed) for seed in seeds}
    there = [p for p in paths.values() if p.exists()]
    if there:
        raise CliError(f"{there[0]} is already there: recordings are never overwritten (another DIR?)")
    return {seed: RecordTo(game_name, players, path) for seed, path in paths.items()}

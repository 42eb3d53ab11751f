"""Parsing helpers for options shared by several subcommands."""

from __future__ import annotations

import argparse
import math
import os
from pathlib import Path

from sim import mat as mats
from sim.mat import Mat

MAX_PATH = 4096  # bytes: longer than any path a system accepts


def existing_path(text: str) -> Path:
    """A path to read: named (not empty), not absurdly long."""
    if not text:
        raise argparse.ArgumentTypeError("an empty path")
    if len(os.fsencode(text)) > MAX_PATH:
        raise argparse.ArgumentTypeError(f"a path of {len(text)} characters is too long")
    return Path(text)


def finite_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"must be finite, got {text!r}")
    return value


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


def add_mat_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--mat", type=Path, metavar="FILE", help="mat file (TOML); default: the mat that ships"
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

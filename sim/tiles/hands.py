"""The hands that run a board game's pieces, by skill, from their data file (sim/data/hands.toml):
physical numbers (pace, jerk, tremor), not code, so that tuning a hand is editing a table."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import fields
from functools import cache
from importlib import resources

from sim.tiles.run import Hand

SKILLS = ("novice", "club", "expert")  # the hands every game may name, the least skilled first


def parse_hands(text: str, source: str = "hands.toml") -> dict[str, Hand]:
    """The hands of a hands file's text; a ValueError naming the source on a bad one."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{source}: {exc}") from None
    table = data.get("hands")
    if data.get("format") != 1 or not isinstance(table, Mapping):
        raise ValueError(f"{source}: needs format = 1 and a [hands.NAME] table for each hand")
    names = {f.name for f in fields(Hand)}
    out = {}
    for name, numbers in table.items():
        if not isinstance(numbers, Mapping) or set(numbers) != names:
            raise ValueError(f"{source}: hands.{name} needs exactly {', '.join(sorted(names))}")
        if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in numbers.values()):
            raise ValueError(f"{source}: hands.{name}'s values are numbers")
        try:
            out[name] = Hand(**{k: float(v) for k, v in numbers.items()})
        except ValueError as exc:
            raise ValueError(f"{source}: hands.{name}: {exc}") from None
    missing = [s for s in SKILLS if s not in out]
    if missing:
        raise ValueError(f"{source}: no hand for {', '.join(missing)}")
    return out


@cache
def hands() -> Mapping[str, Hand]:
    """The shipped hands, by name."""
    text = resources.files("sim").joinpath("data/hands.toml").read_text(encoding="utf-8")
    return parse_hands(text)

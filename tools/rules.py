"""``--rule NAME=VALUE``: rule readings of any game's options dataclass, each value read as its
field's type."""

from __future__ import annotations

import math
from dataclasses import fields
from typing import Any, TypeVar

from .errors import CliError

T = TypeVar("T")


def parse_rules(options: type[T], items: list[str]) -> T:
    """``NAME=VALUE`` items into an ``options`` instance (the game's own checks included)."""
    types = {f.name: str(f.type) for f in fields(options)}  # type: ignore[arg-type]
    values: dict[str, Any] = {}
    for item in items:
        name, sep, text = item.partition("=")
        name = name.strip().replace("-", "_")
        if not sep or name not in types:
            raise CliError(
                f"--rule {item!r}: expected NAME=VALUE with NAME one of {', '.join(sorted(types))}"
            )
        values[name] = rule_value(name, types[name], text.strip())
    try:
        return options(**values)
    except ValueError as exc:
        raise CliError(f"--rule: {exc}") from None


def rule_value(name: str, kind: str, text: str) -> Any:
    """A ``--rule`` value read as its option's type (bool, int, float or text)."""
    try:
        if kind == "bool":
            if text.lower() not in ("true", "false", "yes", "no", "1", "0"):
                raise ValueError
            return text.lower() in ("true", "yes", "1")
        if kind == "int":
            if len(text) > 12:
                raise ValueError
            return int(text)
        if kind == "float":
            value = float(text)
            if not math.isfinite(value):
                raise CliError(f"--rule {name}: {text!r} is not a finite number")
            return value
        if len(text) > 100 or not text.isprintable():
            raise CliError(f"--rule {name}: not one of the option's words")
        return text
    except ValueError:
        what = {"bool": "true or false", "int": "a whole number of up to 12 digits", "float": "a number"}.get(
            kind, kind
        )
        raise CliError(f"--rule {name}: {text!r} is not {what}") from None

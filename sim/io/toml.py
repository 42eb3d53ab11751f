"""Reading validated TOML data: every error names the dotted key and the file."""

from __future__ import annotations

import difflib
import math
import stat
import tomllib
import unicodedata
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from sim.errors import DataError


class Reader:
    """Reads one table of a TOML document, naming the key in every error."""

    def __init__(self, table: Any, path: str, source: str | None, error: type[DataError] = DataError) -> None:
        self.path, self.source, self.error = path, source, error
        if not isinstance(table, Mapping):
            raise error(path, f"must be a table, got {type(table).__name__}", source)
        self.table: Mapping[str, Any] = table

    def key(self, name: str) -> str:
        return f"{self.path}.{name}" if self.path else name

    def check_keys(self, required: set[str], optional: Iterable[str] = ()) -> None:
        allowed = required | set(optional)
        for name in self.table:
            if name not in allowed:
                close = difflib.get_close_matches(name, sorted(allowed), n=1)
                hint = f" (did you mean '{close[0]}'?)" if close else ""
                raise self.error(self.key(name), f"unknown key{hint}", self.source)
        for name in sorted(required):
            if name not in self.table:
                raise self.error(self.key(name), "missing", self.source)

    def number(self, name: str, default: float | None = None) -> float:
        if name not in self.table and default is not None:
            return default
        value = self.table[name]
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.error(self.key(name), f"must be a number, got {value!r}", self.source)
        if isinstance(value, int) and abs(value) > 10**300:
            raise self.error(
                self.key(name), f"must be finite, got a number of {len(str(value))} digits", self.source
            )
        if not math.isfinite(value):
            raise self.error(self.key(name), f"must be finite, got {value!r}", self.source)
        return float(value)

    def ranged(
        self, name: str, low: float, high: float, unit: str = "", default: float | None = None
    ) -> float:
        """A number within [low, high]: every quantity a file gives has a physical range."""
        value = self.number(name, default)
        if not low <= value <= high:
            raise self.error(
                self.key(name), f"must be from {low:g} to {high:g}{unit}, got {value!r}", self.source
            )
        return value

    def positive(self, name: str) -> float:
        value = self.number(name)
        if value <= 0.0:
            raise self.error(self.key(name), f"must be positive, got {value!r}", self.source)
        return value

    def non_negative(self, name: str) -> float:
        value = self.number(name)
        if value < 0.0:
            raise self.error(self.key(name), f"must not be negative, got {value!r}", self.source)
        return value

    def integer(self, name: str, low: int = -(2**31), high: int = 2**31 - 1) -> int:
        value = self.table[name]
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(self.key(name), f"must be a whole number, got {value!r}", self.source)
        if not low <= value <= high:
            shown = value if abs(value) < 10**12 else f"a number of {len(str(abs(value)))} digits"
            raise self.error(self.key(name), f"must be from {low} to {high}, got {shown}", self.source)
        return value

    def text(self, name: str, longest: int = 200) -> str:
        value = self.table[name]
        if not isinstance(value, str) or not value.strip():
            raise self.error(self.key(name), f"must be a non-empty string, got {value!r}", self.source)
        if len(value) > longest:
            raise self.error(self.key(name), f"must be at most {longest} characters", self.source)
        if any(unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") for ch in value):
            raise self.error(
                self.key(name),
                "must be printable text (no control or direction-override characters)",
                self.source,
            )
        return value

    def tables(self, name: str, most: int = 1000) -> list[Reader]:
        items = self.table.get(name, [])
        if not isinstance(items, list):
            raise self.error(self.key(name), "must be an array of tables ([[...]])", self.source)
        if len(items) > most:
            raise self.error(self.key(name), f"at most {most} entries, got {len(items)}", self.source)
        return [
            Reader(item, f"{self.key(name)}[{i}]", self.source, self.error) for i, item in enumerate(items)
        ]


def parse_toml(text: str, source: str | None, error: type[DataError]) -> dict[str, Any]:
    """TOML text's top table; text that does not parse is ``error`` naming ``source``."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise error("", f"not valid TOML: {exc}", source) from None
    except RecursionError:
        raise error("", "not valid TOML: nested too deeply", source) from None
    except ValueError as exc:  # an integer of thousands of digits
        raise error("", f"not valid TOML: {exc}", source) from None


def read_file(path: Path, error: type[DataError]) -> dict[str, Any]:
    """A TOML file's top table; a file that cannot be read or parsed is ``error`` naming it."""
    return parse_toml(read_text(path, error), str(path), error)


MAX_BYTES = 10_000_000  # no mat, table, targets or hand file comes near this


def read_text(path: Path, error: type[DataError]) -> str:
    """A data file's text: a regular file, of a sane size, in UTF-8; else ``error`` saying why."""
    source = str(path)
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise error("", "cannot read: not a regular file", source)
        if info.st_size > MAX_BYTES:
            raise error("", f"cannot read: {info.st_size} bytes is far larger than any such file", source)
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error("", "no such file", source) from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise error("", f"cannot read: {reason}", source) from None

"""Replay files (docs/formats/replay.md): JSON Lines, a header, one line per action with the hash
of what it led to, and a closing line with the final state's hash.

Written as a game goes: each line is appended and flushed (and synced to disk) at once, so a crash
loses nothing already played. Reading validates every line and names the line and the reason of
any fault. Nothing here knows a game: the games encode their actions and decide what to hash.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import platform
import re
import stat
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import portalocker
import pymunk

from sim import __version__
from sim.errors import SimError

FORMAT = "tabletop-replay"
VERSION = 2  # 2: each state hash is bound to the header, so a changed header shows
READABLE = (1, 2)
# Header fields that say where a recording was made, not what was played: not bound to the hashes.
ACTION_KEYS = frozenset({"type", "n", "action", "hash", "outcome"})
END_KEYS = frozenset({"type", "actions", "hash", "result"})
MAX_BYTES = 1 << 30  # a recording of ten hours of foosball is a tenth of this
MAX_LINE = 16 << 20  # bytes: a line holds a quarter of a second of rod commands, or one action


class ReplayError(SimError, ValueError):
    """A replay file is unreadable or does not replay; the message names the line."""

    def __init__(self, message: str, line: int | None = None, source: str | None = None) -> None:
        self.line = line
        self.message = message
        where = f"{source}: " if source else ""
        at = f"line {line}: " if line is not None else ""
        super().__init__(f"{where}{at}{message}")


def digest(data: Any) -> str:
    """A short, stable hash of JSON-able data (floats written exactly, keys sorted)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def binding(head: dict[str, Any]) -> str:
    """The hash of everything a header says about what was played (the game, the seed, the
    step, the geometry, the options, the players...)."""
    return digest({k: v for k, v in head.items() if k != "check" and _bound(k)})


def bound(head: dict[str, Any], state_hash: str) -> str:
    """A state hash as a recording holds it: bound to its header from version 2 on, so that a
    header changed and re-sealed no longer matches a single line."""
    if head.get("version", VERSION) < 2:
        return state_hash
    return digest([binding(head), state_hash])


def seal(record: dict[str, Any]) -> str:
    """One line of a replay file: the record with a checksum of its own content, so a changed
    or corrupted byte anywhere in it is found on reading."""
    body = {k: v for k, v in record.items() if k != "check"}
    return json.dumps({**body, "check": digest(body)}, allow_nan=False, separators=(",", ":"))


def header(game: str, seed: int, geometry: dict[str, Any], dt: float | None, **extra: Any) -> dict[str, Any]:
    """The first line: what was played, where, with what, so it can be played again."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "package": __version__,
        "pymunk": pymunk.version,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "dt": dt,
        "seed": seed,
        "geometry": geometry,
        "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        **extra,
    }


class Recorder:
    """Appends a replay as it is played. ``action`` after each action; ``close`` at the end.

    The file is created new (never over another) or, to resume, opened to append; either way it
    is locked while it is written, so a second writer is refused with a ReplayError."""

    def __init__(self, path: Path, head: dict[str, Any], resume: bool = False, sync: bool = True) -> None:
        self.path = path
        self.count = 0
        self.sync = sync  # each line to disk as it is written (a game); else at the close (an import)
        path.parent.mkdir(parents=True, exist_ok=True)
        # "x": never overwrite a recording
        self._file: IO[str] = path.open("a" if resume else "x", encoding="utf-8")
        try:
            portalocker.lock(self._file, portalocker.LockFlags.EXCLUSIVE | portalocker.LockFlags.NON_BLOCKING)
        except portalocker.LockException:
            self._file.close()
            raise ReplayError(
                "it is being recorded by another window: one writer at a time", source=str(path)
            ) from None
        if resume:
            self.count = len(read(path, tolerate_cut=True).actions)
        else:
            self._write(head)

    def action(self, action: dict[str, Any], result_hash: str, **extra: Any) -> None:
        self.count += 1
        self._write({"type": "action", "n": self.count, "action": action, "hash": result_hash, **extra})

    def mark(self) -> tuple[int, int]:
        """Where the recording stands (its size in bytes, its actions), to be cut back to."""
        self._file.flush()
        return os.fstat(self._file.fileno()).st_size, self.count

    def take_back(self, mark: tuple[int, int]) -> None:
        """Cut the recording back to ``mark`` (a decision taken back before anything was
        revealed): one truncation at a line's start, so the file is whole before and after,
        never half a line, and replays to the action before."""
        size, count = mark
        if self._file.closed or count > self.count:
            raise ReplayError("cannot take back: the recording has moved on", source=str(self.path))
        self._file.flush()
        os.truncate(self._file.fileno(), size)
        self._file.seek(0, os.SEEK_END)
        os.fsync(self._file.fileno())
        self.count = count

    def close(self, final_hash: str, result: Any = None) -> None:
        if self._file.closed:
            return
        self._write({"type": "end", "actions": self.count, "hash": final_hash, "result": result})
        self.abandon()

    def abandon(self) -> None:
        """Stop writing without an end line (the game can be resumed)."""
        if not self._file.closed:
            self._file.flush()
            os.fsync(self._file.fileno())
            self._file.close()

    def _write(self, record: dict[str, Any]) -> None:
        self._file.write(seal(record) + "\n")
        self._file.flush()
        if self.sync:
            os.fsync(self._file.fileno())


@dataclass(slots=True)
class Replay:
    """A replay file, read and checked line by line."""

    path: str
    header: dict[str, Any]
    actions: list[dict[str, Any]] = field(default_factory=list)  # each with its line number
    end: dict[str, Any] | None = None

    @property
    def game(self) -> str:
        return str(self.header["game"])

    @property
    def finished(self) -> bool:
        return self.end is not None

    def numbered(self) -> Iterator[tuple[int, dict[str, Any]]]:
        for record in self.actions:
            yield int(record["_line"]), record


HEADER_KEYS = {"format", "version", "game", "seed", "geometry"}
MAX_SEED = 2**63  # a seed as the command line takes it (tools/options.py)


def _text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= 200


def _whole(low: int, high: int) -> Callable[[Any], bool]:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def _step(value: Any) -> bool:
    return value is None or (isinstance(value, float) and math.isfinite(value) and 0.0 < value <= 1.0)


def _names(value: Any) -> bool:
    return isinstance(value, dict) and all(isinstance(k, str) and _text(v) for k, v in value.items())


@dataclass(frozen=True, slots=True)
class HeaderField:
    """A header field: the version that added it, what it must be, and whether verify covers it
    (bound into every state hash from version 2) or it only says what recorded the file."""

    since: int
    kind: str  # as an error says it
    valid: Callable[[Any], bool]
    bound: bool


STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", re.ASCII)
HEADER_FIELDS: dict[str, HeaderField] = {
    "format": HeaderField(1, f"{FORMAT!r}", lambda v: v == FORMAT, True),
    "version": HeaderField(1, "a version this reads", lambda v: v in READABLE, True),
    "game": HeaderField(1, "a game's name", _text, True),
    "package": HeaderField(1, "text", _text, False),
    "pymunk": HeaderField(1, "text", _text, False),
    "python": HeaderField(1, "text", _text, False),
    "platform": HeaderField(1, "text", _text, False),
    "started": HeaderField(
        1, "a UTC time (2026-12-03T07:38:21Z)", lambda v: _text(v) and bool(STAMP.fullmatch(v)), False
    ),
    "dt": HeaderField(1, "a step of seconds (0 to 1) or null", _step, True),
    "seed": HeaderField(1, "a whole number from 0 to 2**63 - 1", _whole(0, MAX_SEED - 1), True),
    "geometry": HeaderField(1, "an object", lambda v: isinstance(v, dict), True),
    "players": HeaderField(1, "an object of names", _names, True),
    "options": HeaderField(1, "an object", lambda v: isinstance(v, dict), True),
    "rules_version": HeaderField(2, "a whole number from 1", _whole(1, 1_000_000), True),
}
V1_PACKAGES = ("0.0.0+unknown", "0.1.0")  # the packages that wrote version 1 (before 0.2.0)


def _bound(key: str) -> bool:
    """Is a header field bound into the hashes? (A key no version wrote is refused on reading;
    a caller's own header is bound whole.)"""
    field = HEADER_FIELDS.get(key)
    return field is None or field.bound


def read(path: str | Path, games: tuple[str, ...] | None = None, tolerate_cut: bool = False) -> Replay:
    """Read and check a replay file; any fault raises :class:`ReplayError` naming the line. A
    last line cut short (a recording interrupted in the middle of a write) is a fault too, unless
    ``tolerate_cut``: then it is dropped and everything before it kept, as resuming needs."""
    source = str(path)
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise ReplayError("not a regular file", source=source)
        if info.st_size > MAX_BYTES:
            raise ReplayError(f"{info.st_size} bytes: larger than any recording", source=source)
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise ReplayError(f"cannot read it ({exc.strerror or exc})", source=source) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ReplayError("not UTF-8 text", line, source) from None
    lines = text.split("\n")
    cut_short = not text.endswith("\n")
    if not lines or not lines[0].strip():
        raise ReplayError("empty: no header", 1, source)
    head = _line(lines[0], 1, source, cut_short and len(lines) == 1, tolerate_cut=False)
    head = _check_header(head, source, games)
    replay = Replay(source, head)
    for k, text_line in enumerate(lines[1:], start=2):
        if not text_line.strip():
            continue
        record = _line(text_line, k, source, cut_short and k == len(lines), tolerate_cut)
        if record is None:  # the unfinished last line of a crashed recording
            break
        record = _checked(record, k, source)
        if replay.end is not None:
            raise ReplayError("a line after the end line", k, source)
        kind = record.get("type")
        extra = set(record) - (ACTION_KEYS if kind == "action" else END_KEYS)
        if kind in ("action", "end") and extra:
            raise ReplayError(f"unknown field {sorted(extra)[0]!r} in a line of type {kind!r}", k, source)
        if kind == "action":
            if record.get("n") != len(replay.actions) + 1 or not isinstance(record.get("action"), dict):
                raise ReplayError(f"action {len(replay.actions) + 1} expected, with its action", k, source)
            if not isinstance(record.get("hash"), str):
                raise ReplayError("an action line needs its hash", k, source)
            record["_line"] = k
            replay.actions.append(record)
        elif kind == "end":
            if record.get("actions") != len(replay.actions) or not isinstance(record.get("hash"), str):
                raise ReplayError("the end line does not match the actions before it", k, source)
            replay.end = record
        else:
            raise ReplayError(f"unknown line type {kind!r}", k, source)
    return replay


def _line(line: str, k: int, source: str, cut: bool, tolerate_cut: bool) -> dict[str, Any] | None:
    """One line, parsed. ``cut``: it is the last line and no newline ends it."""
    if len(line) > MAX_LINE:
        raise ReplayError(f"a line of {len(line)} characters: longer than any recording writes", k, source)
    try:
        record = json.loads(line, parse_constant=_not_a_number, parse_float=_finite)
    except RecursionError:
        raise ReplayError("not valid JSON (nested too deeply): a corrupt line", k, source) from None
    except json.JSONDecodeError as exc:
        if cut and tolerate_cut:
            return None
        if cut:
            raise ReplayError(
                "the last line is cut short (a recording interrupted while writing; "
                "tabletop play --resume goes on from the line before)",
                k,
                source,
            ) from None
        raise ReplayError(f"not valid JSON ({exc.msg}): a corrupt line", k, source) from None
    except ValueError as exc:  # NaN or Infinity, or an integer of thousands of digits
        raise ReplayError(f"not valid JSON ({exc}): a corrupt line", k, source) from None
    if not isinstance(record, dict):
        raise ReplayError("a line must be a JSON object", k, source)
    return record


def _not_a_number(name: str) -> Any:
    raise ValueError(f"{name} is not a number a recording holds")


def _finite(text: str) -> float:
    """A number of a line: finite (1e400 would read as infinity, which no recording holds)."""
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:40]} is beyond any number a recording holds")
    return value


def _checked(record: dict[str, Any], k: int, source: str) -> dict[str, Any]:
    check = record.pop("check", None)
    if check is None:
        raise ReplayError("the line has no checksum", k, source)
    if check != digest(record):
        raise ReplayError("the line's checksum does not match: it was changed or corrupted", k, source)
    return record


def _check_header(head: dict[str, Any] | None, source: str, games: tuple[str, ...] | None) -> dict[str, Any]:
    if head is None or head.get("format") != FORMAT:
        raise ReplayError(f"not a replay (the first line's format must be {FORMAT!r})", 1, source)
    if head.get("version") not in READABLE:
        raise ReplayError(
            f"replay version {head.get('version')!r}; this version reads {', '.join(map(str, READABLE))}",
            1,
            source,
        )
    head = _checked(head, 1, source)
    missing = sorted(HEADER_KEYS - set(head))
    if missing:
        raise ReplayError(f"the header lacks {', '.join(missing)}", 1, source)
    if games is not None and head["game"] not in games:
        raise ReplayError(f"unknown game {head['game']!r}: one of {', '.join(games)}", 1, source)
    version = head["version"]
    if version == 1 and head.get("package") not in V1_PACKAGES:
        # Version 1 was written by those packages alone: a later file claiming it would switch
        # off the checks version 2 added (the header bound into the hashes, each line's fields).
        raise ReplayError(
            f"a version 1 header written by package {repr(head.get('package'))[:40]}: "
            f"only {', '.join(V1_PACKAGES)} wrote version 1",
            1,
            source,
        )
    for key, value in head.items():
        field = HEADER_FIELDS.get(key)
        if field is None or field.since > version:
            raise ReplayError(f"unknown field {key!r} in a version {version} header", 1, source)
        if not field.valid(value):
            raise ReplayError(f"the header's {key} must be {field.kind}, got {repr(value)[:40]}", 1, source)
    return head

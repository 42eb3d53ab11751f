"""The state of a game of Finger Football, in small dataclasses by what each part is about, and
its JSON, written and read from their fields.

:class:`Ends` (Starting Play, Game Length: the toss, the goal each team defends, who kicks off
next), :class:`Drive` (Play From Scrimmage: the offence, its line of scrimmage and down, whether
it has reached the 50 for a field goal), :class:`Play` (the dice, the target, a rest waiting to be
judged), :class:`Clock` (Game Length, Breaking Ties: the quarter, its plays, the overtime periods)
and :class:`Scoreboard` (Object of Play: the score, and each team's counts).

The saved game is one flat JSON object, every group's fields side by side, in the form games were
saved in before the groups were drawn: replays hash it (codec.py), so its keys and values are a
file format, and a field added to a group is saved and loaded with no more code.
"""

from __future__ import annotations

import operator
import types
import typing
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, field, fields, is_dataclass
from enum import Enum
from functools import cache
from typing import Any, NamedTuple

import numpy as np

from games.finger_football.rules.actions import Dice, Event, Phase, Target, Team
from sim.slider.mat import Half

FORMAT = "tabletop-sim/finger-football-state"
VERSION = 1


@dataclass(frozen=True, slots=True)
class Judgement:
    """How a scrimmage flick reads, waiting for a bump or its acceptance. ``why`` is a template
    (wording.py): a bump names the team that moved the surface."""

    result: str  # success, fail, touchdown, touchback, fumble, penalty, sideways
    rest: tuple[float, float]
    why: str
    near: bool = False  # close enough to what was aimed at to need a careful look


@dataclass(slots=True)
class Ends:
    """Starting Play and Game Length: who won the toss, the goal each team defends (they change at
    each quarter's end), and who kicks off next."""

    defends: dict[Team, Half] = field(default_factory=dict)
    toss_winner: Team | None = None
    kicker: Team | None = None


@dataclass(slots=True)
class Drive:
    """Play From Scrimmage: the team with the ball, where and on which down; ``midfield_reached``:
    this drive has touched or crossed the 50 (Field Goals: "once he has successfully touched or
    crossed the 50 yard line")."""

    offense: Team | None = None
    los: tuple[float, float] | None = None
    midfield_reached: bool = field(default=False, metadata={"optional": True})  # older saves lack it
    down: int = 1


@dataclass(slots=True)
class Play:
    """The play being run: the dice thrown for it, the target, a rest waiting to be judged."""

    dice: Dice | None = None
    target: Target | None = None
    pending: Judgement | None = None


@dataclass(slots=True)
class Clock:
    """Game Length and Breaking Ties: the quarter (overtime periods follow the last one), the
    plays run in it, and how many overtime periods have been added."""

    quarter: int = 1
    plays: int = 0
    overtime: int = 0


@dataclass(slots=True)
class Scoreboard:
    """Object of Play: the score; and what each team did, counted for reports."""

    score: dict[Team, int] = field(default_factory=lambda: dict.fromkeys(Team, 0))
    stats: dict[Team, Counter[str]] = field(default_factory=lambda: {t: Counter() for t in Team})


# How a field of the state is saved: its group's fields side by side (GROUP), or by a codec.
GROUP = "group"


@dataclass(frozen=True)
class Codec:
    dump: Callable[[Any], Any]
    load: Callable[[Any], Any]


def _rng_from_json(data: dict[str, Any]) -> np.random.Generator:
    rng = np.random.default_rng()
    rng.bit_generator.state = data
    return rng


RNG = Codec(lambda rng: rng.bit_generator.state, _rng_from_json)
LOG = Codec(lambda log: [e.to_json() for e in log], lambda data: [Event.from_json(e) for e in data])


@dataclass(init=False, eq=False, repr=False)
class State:
    """What a game saves besides its seed, options and mat: the engine (engine.py) is built on
    it. Each group's fields are read and set on the game by their own names too."""

    rng: np.random.Generator = field(metadata={"codec": RNG})
    phase: Phase
    clock: Clock = field(metadata={GROUP: True})
    scoreboard: Scoreboard = field(metadata={GROUP: True})
    ends: Ends = field(metadata={GROUP: True})
    drive: Drive = field(metadata={GROUP: True})
    play: Play = field(metadata={GROUP: True})
    log: list[Event] = field(metadata={"codec": LOG})


# ------------------------------------------------------------------------------ saving
Convert = Callable[[Any], Any]


class _Key(NamedTuple):
    """One saved key: how to read it off the state, write it as JSON and read it back; its group
    (or "" for the state's own), and whether a saved game may lack it (the field's default)."""

    name: str
    read: Convert
    dump: Convert
    load: Convert
    group: str
    optional: bool


def to_json(state: State, leave_out: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The state as JSON: each field by its type (or its codec), the groups' fields flattened;
    the keys in ``leave_out`` left out."""
    return {key.name: key.dump(key.read(state)) for key in _keys() if key.name not in leave_out}


def from_json(state: State, data: Mapping[str, Any]) -> None:
    """Fill ``state`` from :func:`to_json`'s output; a missing key is a KeyError naming it, but
    for a field an older save may lack, which keeps its default."""
    hints = _hints(State)
    for f in fields(State):
        if f.metadata.get(GROUP):
            setattr(state, f.name, hints[f.name]())
    for key in _keys():
        if key.name in data:
            setattr(getattr(state, key.group) if key.group else state, key.name, key.load(data[key.name]))
        elif not key.optional:
            raise KeyError(key.name)


@cache
def _keys() -> tuple[_Key, ...]:
    """The saved keys, worked out once from the fields."""
    keys = []
    hints = _hints(State)
    for f in fields(State):
        if f.metadata.get(GROUP):
            group = hints[f.name]
            inner = _hints(group)
            for g in fields(group):
                read = operator.attrgetter(f"{f.name}.{g.name}")
                kind = inner[g.name]
                optional = bool(g.metadata.get("optional"))
                keys.append(_Key(g.name, read, dumper(kind), loader(kind), f.name, optional))
        elif "codec" in f.metadata:
            codec = f.metadata["codec"]
            keys.append(_Key(f.name, operator.attrgetter(f.name), codec.dump, codec.load, "", False))
        else:
            kind = hints[f.name]
            keys.append(_Key(f.name, operator.attrgetter(f.name), dumper(kind), loader(kind), "", False))
    names = [key.name for key in keys]
    if len(set(names)) != len(names):
        raise TypeError(f"two fields of the state would be saved under one key: {sorted(names)}")
    return tuple(keys)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


# ------------------------------------------------------------------------------ one value
@cache
def dumper(kind: Any) -> Convert:
    """How a value of the type ``kind`` is written as JSON: an enum by its value, a tuple or a
    dataclass as a list (a dataclass's fields in order), a dict (a Counter too) by its converted
    keys and values; numbers, strings and booleans as they are."""
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (types.UnionType, typing.Union):
        inner = dumper(_not_none(args))
        return lambda v: None if v is None else inner(v)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            one = dumper(args[0])
            return lambda v: [one(x) for x in v]
        each = [dumper(a) for a in args]
        return lambda v: [d(x) for d, x in zip(each, v, strict=True)]
    if origin is Counter:
        return dict
    if origin is dict:
        key, value = dumper(args[0]), dumper(args[1])
        return lambda v: {key(a): value(b) for a, b in v.items()}
    if kind in (bool, int, float, str):
        return _same
    if isinstance(kind, type) and issubclass(kind, Enum):
        return operator.attrgetter("value")
    if isinstance(kind, type) and is_dataclass(kind):
        hints = _hints(kind)
        parts = [(operator.attrgetter(f.name), dumper(hints[f.name])) for f in fields(kind)]
        return lambda v: [d(read(v)) for read, d in parts]
    raise TypeError(f"no JSON for the type {kind!r}")


@cache
def loader(kind: Any) -> Convert:
    """How :func:`dumper`'s JSON for the type ``kind`` is read back. Numbers are kept as JSON
    read them (an int stays an int), as games were loaded before, so a loaded game hashes as the
    one saved. A dataclass's trailing fields with defaults may be missing (older saves)."""
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (types.UnionType, typing.Union):
        inner = loader(_not_none(args))
        return lambda d: None if d is None else inner(d)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            one = loader(args[0])
            return lambda d: tuple(one(x) for x in d)
        each = [loader(a) for a in args]
        return lambda d: tuple(load(x) for load, x in zip(each, d, strict=True))
    if origin is Counter:
        return Counter
    if origin is dict:
        key, value = loader(args[0]), loader(args[1])
        return lambda d: {key(a): value(b) for a, b in d.items()}
    if kind in (bool, int, float, str):
        return _same
    if isinstance(kind, type) and issubclass(kind, Enum):
        return typing.cast(Convert, kind)
    if isinstance(kind, type) and is_dataclass(kind):
        return _dataclass_loader(kind)
    raise TypeError(f"no JSON for the type {kind!r}")


def _dataclass_loader(kind: type) -> Convert:
    hints = _hints(kind)
    each = [loader(hints[f.name]) for f in fields(kind)]
    required = sum(f.default is MISSING and f.default_factory is MISSING for f in fields(kind))

    def load(d: list[Any]) -> Any:
        if not required <= len(d) <= len(each):
            raise ValueError(f"{kind.__name__} needs {required} to {len(each)} values, got {len(d)}")
        return kind(*(one(x) for one, x in zip(each, d, strict=False)))

    return load


def _same(value: Any) -> Any:
    return value


def _not_none(args: tuple[Any, ...]) -> Any:
    (kind,) = (a for a in args if a is not type(None))
    return kind

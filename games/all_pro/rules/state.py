"""The state of a game of All-Pro Football, in small dataclasses by what each part is about, and
its JSON, written and read from their fields: a field added to any of them is saved and loaded
with no more code.

The board: the men (Materials and Preparation), who stands on each square, and the blocks
(Blocking). Then :class:`Ball` (who has it, and how he came by it), :class:`Turn` (the series of
three moves: How Moves Are Made), :class:`Scrimmage` (the down, its line and marker: Plays From
Scrimmage, Downs), :class:`KickState` (Kick-off, Punt, Field Goal, the kick after a Safety) and
:class:`Scoreboard` (Scoreboard: the score and the plays). The saved game is one flat JSON object,
every group's fields side by side; replays hash it (games/all_pro/codec.py), so its keys and values
are a file format: tests/games/all_pro/test_state.py holds them to it.
"""

from __future__ import annotations

import operator
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, is_dataclass
from enum import Enum
from functools import cache
from typing import Any, NamedTuple

import numpy as np

from games.all_pro.rules.actions import Event, Options, PassKind, Phase
from games.all_pro.rules.board import ROSTER, Kind, Team
from games.core import Chance
from sim.tiles.grid import Square

OFF: Square = (-1, -1)  # a man not lined up yet


@dataclass(slots=True)
class Man:
    id: str
    team: Team
    kind: Kind
    square: Square
    out: bool = False  # blocking or blocked: out of the play


@dataclass(slots=True)
class PendingKick:
    what: str  # "punt", "field goal", "end zone"
    kicker: str


@dataclass(slots=True)
class Ball:
    """Who has the ball, and how his team came by it in this play."""

    carrier: str | None = None
    loose: Square | None = None  # a ball on the board that nobody holds
    offence: Team = Team.HOME  # the team with the ball
    possession_changed: bool = False  # the ball has changed hands during this play
    # The team in possession got the ball from a kick, or by intercepting: a return (a tackle in
    # its own end zone is a touchback).
    kick_return: bool = False
    safe_in_end_zone: bool = False  # possession gained in its own end zone, not left since


@dataclass(slots=True)
class Turn:
    """The series of three moves being made, and the series of this play so far."""

    mover: Team = Team.HOME  # whose series it is
    moves: int = 0  # used of this series
    walker: str | None = None  # a man passing over his own blocker: he must go on
    series: int = 0  # series moved in this play
    idle_series: int = 0  # series in a row ended with nobody moved
    stalled_series: int = 0  # offence series in a row that took the ball no further forward
    best_progress: int | None = None  # the furthest row the ball reached in this play


@dataclass(slots=True)
class Scrimmage:
    """The down: its line of scrimmage, the first-down marker, the snap, and its forward pass."""

    line: int = 50  # the line of scrimmage, as a stripe (yards from the home goal line)
    defence_line: int = 50  # where the defence lines up (the kicking team's 30 after a safety)
    marker: int = 60  # the first-down marker, a stripe
    down: int = 1
    is_down: bool = False  # this play is a down (it began with a snap)
    snapped: bool = True  # the ball is in play (no snap to come)
    snapper: Team | None = None  # the team that snapped this down
    on_line_at_snap: int = len(ROSTER)  # the offence's men on its line at the snap
    formation_called: bool = False  # the defence has called an illegal formation
    passing: tuple[PassKind, str] | None = None  # a called pass and its passer
    passed: bool = False  # a forward pass has been thrown on this down


@dataclass(slots=True)
class KickState:
    """The kicks: the kick-off and its free advance, a punt or field goal called, the ball in
    flight and down, the punt from one's own end zone and the free kick after a safety."""

    kicking: Team = Team.HOME  # the team to kick off (or to kick after a safety)
    kicked: str | None = None  # the kick of this play: "kick-off", "punt", "field goal"
    kicker: str | None = None  # who may punt: snapped to 10 yards or more behind the Center
    pending_kick: PendingKick | None = None  # called: the ball in front of the kicker
    end_zone_kick: bool = False  # "kick" called before the snap
    kick_loose: bool = False  # the kicked ball is down and nobody has touched it yet
    receive_row: int = 0  # on a kick-off: the row the receiving team's linemen line up on
    advanced: set[str] = field(default_factory=set)  # men who made their free advance
    safety_free_kick: bool = False  # the kick after a safety is to be a punt


@dataclass(slots=True)
class Scoreboard:
    """The score, and the plays registered on it (a play is a down or a score)."""

    score: dict[Team, int] = field(default_factory=lambda: dict.fromkeys(Team, 0))
    plays: int = 0
    half_over: str | None = None  # "half" or "end", waiting for a point after
    opening_receiver: Team = Team.AWAY  # the team that received the opening kick-off


# How a field is saved: in the group's place, its own fields side by side (GROUP); not at all,
# being rebuilt from the rest (DERIVED); or by a codec of its own.
GROUP = "group"
DERIVED = "derived"
CODEC = "codec"


@dataclass(frozen=True)
class Codec:
    dump: Callable[[Any], Any]
    load: Callable[[Any], Any]


def _men_to_json(men: dict[str, Man]) -> dict[str, Any]:
    return {m.id: [m.square[0], m.square[1], m.out] for m in men.values()}


def _men_from_json(data: dict[str, Any]) -> dict[str, Man]:
    kinds = dict(ROSTER)
    men = {}
    for mid, (c, r, out) in data.items():
        team, name = mid.split(".", 1)
        men[mid] = Man(mid, Team(team), kinds[name], (int(c), int(r)), bool(out))
    return men


def _rng_from_json(data: dict[str, Any]) -> np.random.Generator:
    rng = np.random.default_rng()
    rng.bit_generator.state = data
    return rng


# A man is saved as [column, row, out]: his id names his team and his place on the roster. A
# block as [column, row, blocker, blocked], a square being no JSON key. The generator by its state.
MEN = Codec(_men_to_json, _men_from_json)
BLOCKS = Codec(
    lambda blocks: [[sq[0], sq[1], b, d] for sq, (b, d) in blocks.items()],
    lambda data: {(int(c), int(r)): (b, d) for c, r, b, d in data},
)
RNG = Codec(lambda rng: rng.bit_generator.state, _rng_from_json)


@dataclass(init=False, eq=False, repr=False)
class State:
    """Everything a game holds. The rules engine is built on it (engine.py)."""

    seed: int
    options: Options
    rng: np.random.Generator = field(metadata={CODEC: RNG})
    chance: Chance = field(metadata={DERIVED: True})  # draws from ``rng``
    men: dict[str, Man] = field(metadata={CODEC: MEN})
    at: dict[Square, str] = field(metadata={DERIVED: True})  # the man on a square (the blocker)
    blocks: dict[Square, tuple[str, str]] = field(metadata={CODEC: BLOCKS})  # -> (blocker, blocked)
    phase: Phase
    forming: Team | None  # the team lining up, in a formation phase
    ball: Ball = field(metadata={GROUP: True})
    turn: Turn = field(metadata={GROUP: True})
    scrimmage: Scrimmage = field(metadata={GROUP: True})
    kick: KickState = field(metadata={GROUP: True})
    scoreboard: Scoreboard = field(metadata={GROUP: True})
    log: list[Event]


# ------------------------------------------------------------------------------ saving
Convert = Callable[[Any], Any]


class _Key(NamedTuple):
    """One saved key of the state: how to read it off the state, write it as JSON and read it
    back; its group (or "" for the state's own), and whether a saved game may lack it."""

    name: str
    read: Convert
    dump: Convert
    load: Convert
    group: str
    optional: bool


def to_json(state: State) -> dict[str, Any]:
    """The state as JSON: each field by its type (or its codec), the groups' fields flattened."""
    return {key.name: key.dump(key.read(state)) for key in _keys()}


def from_json(state: State, data: Mapping[str, Any]) -> None:
    """Fill ``state`` from :func:`to_json`'s output. A group's field missing from ``data`` (a game
    saved before the field was added) keeps its default; what is not saved is rebuilt."""
    hints = _hints(State)
    for f in fields(State):
        if f.metadata.get(GROUP):
            setattr(state, f.name, hints[f.name]())
    for key in _keys():
        if key.name in data:
            setattr(getattr(state, key.group) if key.group else state, key.name, key.load(data[key.name]))
        elif not key.optional:
            raise KeyError(key.name)
    state.chance = Chance(state.rng)
    state.at = {sq: blocker for sq, (blocker, _) in state.blocks.items()}
    walker = state.turn.walker
    for m in state.men.values():
        if m.square != OFF and m.id != walker and m.square not in state.blocks and m.square not in state.at:
            state.at[m.square] = m.id


@cache
def _keys() -> tuple[_Key, ...]:
    """The saved keys, worked out once from the fields."""
    keys = []
    hints = _hints(State)
    for f in fields(State):
        if f.metadata.get(DERIVED):
            continue
        if f.metadata.get(GROUP):
            group = hints[f.name]
            inner = _hints(group)
            for g in fields(group):
                read = operator.attrgetter(f"{f.name}.{g.name}")
                kind = inner[g.name]
                keys.append(_Key(g.name, read, dumper(kind), loader(kind), f.name, True))
        elif CODEC in f.metadata:
            codec = f.metadata[CODEC]
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
    dataclass as a list (a dataclass's fields in order), a set as a sorted list, a dict by its
    converted keys, a type with ``to_json`` by it."""
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
    if origin in (list, set):
        one = dumper(args[0])
        return (lambda v: sorted(one(x) for x in v)) if origin is set else (lambda v: [one(x) for x in v])
    if origin is dict:
        key, value = dumper(args[0]), dumper(args[1])
        return lambda v: {key(a): value(b) for a, b in v.items()}
    if kind in (bool, int, float, str):
        return _same
    if isinstance(kind, type) and issubclass(kind, Enum):
        return operator.attrgetter("value")
    if hasattr(kind, "to_json"):
        return lambda v: v.to_json()
    if isinstance(kind, type) and is_dataclass(kind):
        hints = _hints(kind)
        parts = [(operator.attrgetter(f.name), dumper(hints[f.name])) for f in fields(kind)]
        return lambda v: [d(read(v)) for read, d in parts]
    raise TypeError(f"no JSON for the type {kind!r}")


@cache
def loader(kind: Any) -> Convert:
    """How :func:`dumper`'s JSON for the type ``kind`` is read back."""
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
    if origin in (list, set):
        one = loader(args[0])
        return (lambda d: {one(x) for x in d}) if origin is set else (lambda d: [one(x) for x in d])
    if origin is dict:
        key, value = loader(args[0]), loader(args[1])
        return lambda d: {key(a): value(b) for a, b in d.items()}
    if kind in (bool, int, float, str) or (isinstance(kind, type) and issubclass(kind, Enum)):
        return typing.cast(Convert, kind)
    if hasattr(kind, "from_json"):
        return typing.cast(Convert, kind.from_json)
    if isinstance(kind, type) and is_dataclass(kind):
        hints = _hints(kind)
        each = [loader(hints[f.name]) for f in fields(kind)]
        return lambda d: kind(*(load(x) for load, x in zip(each, d, strict=True)))
    raise TypeError(f"no JSON for the type {kind!r}")


def _same(value: Any) -> Any:
    return value


def _not_none(args: tuple[Any, ...]) -> Any:
    (kind,) = (a for a in args if a is not type(None))
    return kind

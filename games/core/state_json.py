"""A game's state saved as JSON, written and read from its dataclass fields: a field added to the
state (or to one of its groups) is saved and loaded with no more code.

A game's ``State`` is a dataclass whose fields are saved by their types, in its own order, as one
flat JSON object. How a field is saved is said in its metadata:

- ``GROUP``: the field is a dataclass of its own whose fields are saved in its place, side by side
  with the state's own (``game.ball.carrier`` is saved as ``"carrier"``). A group's field may be
  missing from a saved game (one saved before the field was added) if it is marked ``OPTIONAL``,
  or if the group's field on the state is: then it keeps its default.
- ``DERIVED``: not saved at all; the game rebuilds it from the rest after loading.
- ``CODEC``: by a :class:`Codec` of its own.

Replays hash the saved game, so what is written here is a file format: a value is written by its
type (:func:`dumper`) and read back as JSON read it (:func:`loader`), so that a loaded game hashes
as the one saved.
"""

from __future__ import annotations

import operator
import types
import typing
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, fields, is_dataclass
from enum import Enum
from functools import cache
from typing import Any, Generic, NamedTuple, TypeVar, overload

GROUP = "group"
DERIVED = "derived"
CODEC = "codec"
OPTIONAL = "optional"

Convert = Callable[[Any], Any]
T = TypeVar("T")


@dataclass(frozen=True)
class Codec:
    dump: Callable[[Any], Any]
    load: Callable[[Any], Any]


class Via(Generic[T]):
    """A field of one of the state's groups, read and set on the game by its own name."""

    def __init__(self, group: str) -> None:
        self.group = group
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, game: None, owner: type) -> Via[T]: ...
    @overload
    def __get__(self, game: object, owner: type) -> T: ...
    def __get__(self, game: object | None, owner: type) -> Via[T] | T:
        if game is None:
            return self
        value: T = getattr(getattr(game, self.group), self.name)
        return value

    def __set__(self, game: object, value: T) -> None:
        setattr(getattr(game, self.group), self.name, value)


# ------------------------------------------------------------------------------ saving
class _Key(NamedTuple):
    """One saved key: how to read it off the state, write it as JSON and read it back; its group
    (or "" for the state's own), and whether a saved game may lack it (the field's default)."""

    name: str
    read: Convert
    dump: Convert
    load: Convert
    group: str
    optional: bool


def to_json(state: Any, leave_out: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The state as JSON: each field by its type (or its codec), the groups' fields flattened;
    the keys in ``leave_out`` left out."""
    cls: Any = type(state)  # a class is hashable, which mypy does not see
    return {key.name: key.dump(key.read(state)) for key in keys(cls) if key.name not in leave_out}


def from_json(state: Any, data: Mapping[str, Any]) -> None:
    """Fill ``state`` from :func:`to_json`'s output: each group made afresh, then every saved
    key set. A missing key is a KeyError naming it, but for an optional one, which keeps its
    default. What is ``DERIVED`` is the game's to rebuild."""
    cls: Any = type(state)  # a class is hashable, which mypy does not see
    state_cls = _state_class(cls)
    hints = _hints(state_cls)
    for f in fields(state_cls):
        if f.metadata.get(GROUP):
            setattr(state, f.name, hints[f.name]())
    for key in keys(cls):
        if key.name in data:
            setattr(getattr(state, key.group) if key.group else state, key.name, key.load(data[key.name]))
        elif not key.optional:
            raise KeyError(key.name)


@cache
def keys(state_cls: type) -> tuple[_Key, ...]:
    """The keys a state of the class ``state_cls`` (or of a subclass of it) is saved under,
    worked out once from the fields."""
    cls = _state_class(state_cls)
    found = []
    hints = _hints(cls)
    for f in fields(cls):
        if f.metadata.get(DERIVED):
            continue
        if f.metadata.get(GROUP):
            group = hints[f.name]
            inner = _hints(group)
            for g in fields(group):
                read = operator.attrgetter(f"{f.name}.{g.name}")
                kind = inner[g.name]
                optional = bool(f.metadata.get(OPTIONAL) or g.metadata.get(OPTIONAL))
                found.append(_Key(g.name, read, dumper(kind), loader(kind), f.name, optional))
        elif CODEC in f.metadata:
            codec = f.metadata[CODEC]
            found.append(_Key(f.name, operator.attrgetter(f.name), codec.dump, codec.load, "", False))
        else:
            kind = hints[f.name]
            found.append(_Key(f.name, operator.attrgetter(f.name), dumper(kind), loader(kind), "", False))
    names = [key.name for key in found]
    if len(set(names)) != len(names):
        raise TypeError(f"two fields of the state would be saved under one key: {sorted(names)}")
    return tuple(found)


def _state_class(cls: type) -> Any:
    """The dataclass the state's fields are declared on: ``cls`` or the nearest base of it that is
    one (a game's engine is a subclass of its state)."""
    for base in cls.__mro__:
        if "__dataclass_fields__" in vars(base):
            return base
    raise TypeError(f"{cls.__name__} is not a dataclass, nor built on one")


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


# ------------------------------------------------------------------------------ one value
@cache
def dumper(kind: Any) -> Convert:
    """How a value of the type ``kind`` is written as JSON: an enum by its value, a tuple or a
    dataclass as a list (a dataclass's fields in order), a list as a list and a set as a sorted
    one, a dict (a Counter too) by its converted keys and values, a type with ``to_json`` by it;
    numbers, strings and booleans as they are."""
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
    """How :func:`dumper`'s JSON for the type ``kind`` is read back. Numbers, strings and booleans
    are kept as JSON read them (an int stays an int), so a loaded game hashes as the one saved. A
    dataclass's trailing fields with defaults may be missing (older saves)."""
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
    if origin in (list, set):
        one = loader(args[0])
        return (lambda d: {one(x) for x in d}) if origin is set else (lambda d: [one(x) for x in d])
    if origin is dict:
        key, value = loader(args[0]), loader(args[1])
        return lambda d: {key(a): value(b) for a, b in d.items()}
    if kind in (bool, int, float, str):
        return _same
    if isinstance(kind, type) and issubclass(kind, Enum):
        return typing.cast(Convert, kind)
    if hasattr(kind, "from_json"):
        return typing.cast(Convert, kind.from_json)
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

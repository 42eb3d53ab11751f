"""Pickling that works the same for a module run from source and compiled by mypyc (see
setup.py): a compiled class keeps its attributes in C slots, with no ``__dict__``, and a frozen
one refuses the attribute assignments pickle's default way makes."""

from __future__ import annotations

import dataclasses
from typing import Any


def by_fields(value: Any) -> tuple[Any, tuple[Any, ...]]:
    """``__reduce__`` for a dataclass: built again by its constructor from its fields."""
    return type(value), tuple(getattr(value, f.name) for f in dataclasses.fields(value))


def attributes(value: Any, leave_out: tuple[str, ...] = ()) -> dict[str, Any]:
    """An object's attributes by name, in its ``__dict__`` or, compiled, as mypyc lists them."""
    names = getattr(type(value), "__mypyc_attrs__", None) or vars(value)
    return {n: getattr(value, n) for n in names if not n.startswith("__") and n not in leave_out}

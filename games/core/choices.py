"""Options that are a choice of words: each a ``Literal`` type, checked against its own words."""

from __future__ import annotations

from typing import Any, get_args


def check_choice(name: str, value: object, choices: Any) -> None:
    """ValueError unless ``value`` is one of the words of the ``Literal`` type ``choices``."""
    words = get_args(choices)
    if value not in words:
        said = ", ".join(repr(w) for w in words[:-1]) + f" or {words[-1]!r}"
        raise ValueError(f"{name} must be {said}, not {value!r}")

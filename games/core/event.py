"""One line of a game's play-by-play, the same type in every game.

An engine writes each line as a template whose teams are still to be named (wording.py), so a
window tells it as "you" and "the CPU" and the command line in the rulebook's names. A game
subclasses :class:`Event` once, naming its sides, its rulebook's names for them and its
vocabulary of kinds (a ``StrEnum``): an event of a kind the game does not know is refused when
it is made, not when someone filters the log for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any, ClassVar, Generic, Self, TypeVar

from .wording import Who, escape, tell

Side = TypeVar("Side", bound=Enum)


@dataclass(frozen=True, slots=True)
class Event(Generic[Side]):
    """What the rules did: its ``kind`` (one of the game's ``KINDS``), the line, the team it
    concerns, the points it moved, the dice thrown for it, and ``data`` for those who show the
    game (the rest of a flick, what scored); ``data`` is not part of an event's identity."""

    kind: str
    template: str
    team: Side | None = None
    points: int = 0
    dice: tuple[int, ...] = ()
    data: Mapping[str, Any] = field(default_factory=dict, compare=False)
    # The event's JSON, made once: a game's state holds its whole log, and a replay's viewer and
    # hashes write the state after every action, so each event was written again and again.
    _json: dict[str, Any] | None = field(default=None, init=False, repr=False, compare=False)

    KINDS: ClassVar[type[StrEnum]]
    SIDES: ClassVar[type[Enum]]
    RULEBOOK: ClassVar[Mapping[Any, Who]]  # the sides as the rulebook names them

    def __post_init__(self) -> None:
        try:
            object.__setattr__(self, "kind", self.KINDS(self.kind))
        except ValueError:
            known = ", ".join(self.KINDS)
            raise ValueError(f"{self.kind!r} is not a kind of event of this game ({known})") from None

    @staticmethod
    def _tell(template: str, names: Mapping[Any, Who]) -> str:
        return tell(template, names)

    @property
    def text(self) -> str:
        """The line in the rulebook's names."""
        return self._tell(self.template, self.RULEBOOK)

    def told(self, names: Mapping[Side, Who]) -> str:
        """The line in these names: you, the CPU, Player 1."""
        return self._tell(self.template, names)

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict[str, Any]:
        """The event as JSON: one dict, made once and shared (never change it)."""
        if self._json is None:
            made = {
                "kind": str(self.kind),
                "template": self.template,
                "team": None if self.team is None else self.team.value,
                "points": self.points,
                "dice": list(self.dice),
                "data": {k: list(v) if isinstance(v, tuple) else v for k, v in self.data.items()},
            }
            object.__setattr__(self, "_json", made)
            return made
        return self._json

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls._from_mapping(data)

    @classmethod
    def _from_mapping(cls, data: Mapping[str, Any]) -> Self:
        """An event from :meth:`to_json`, or from a game saved before events kept their template
        (its ``text`` told already) or before they all had the same fields."""
        team = data.get("team")
        template = data["template"] if "template" in data else escape(str(data["text"]))
        return cls(
            str(data["kind"]),
            str(template),
            None if team is None else cls.SIDES(team),  # type: ignore[arg-type]
            int(data.get("points", 0)),
            tuple(int(d) for d in data.get("dice", ())),
            {k: tuple(v) if isinstance(v, list) else v for k, v in data.get("data", {}).items()},
        )

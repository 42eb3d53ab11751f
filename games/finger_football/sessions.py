"""Practice sessions as models a replay can hold: the flicks of Finger Football practice and the
kicks of field-goal practice, each with its play-by-play. Practice has no score and no end."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sim import mat as mats
from sim.kick import KickOutcome
from sim.mat import Mat
from sim.slider import FlickOutcome

from .describe import describe_rest, yard_line


@dataclass(frozen=True, slots=True)
class Note:
    """One line of a session's play-by-play."""

    text: str


@dataclass(slots=True)
class PracticeSession:
    """Flicks on a mat from wherever the slider was put."""

    mat: Mat
    seed: int = 0
    log: list[Note] = field(default_factory=list)
    score: dict[Any, int] = field(default_factory=dict)
    los: tuple[float, float] | None = None  # practice has no line of scrimmage

    def request(self) -> None:
        return None

    def is_over(self) -> bool:
        return False

    def flicked(self, outcome: FlickOutcome) -> None:
        shots = sum(1 for note in self.log if note.text.startswith("flick "))
        where = "; ".join(describe_rest(outcome, self.mat)) or "nothing"
        yards = self.mat.field.yards(outcome.distance)
        self.log.append(
            Note(
                f"flick {shots + 1}: {yards:.1f} yd to the {yard_line(outcome.rest.x, self.mat)}, on {where}"
            )
        )

    def to_json(self) -> dict[str, Any]:
        return {"mat": self.mat.to_toml(), "seed": self.seed, "log": [n.text for n in self.log]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PracticeSession:
        return cls(mats.loads(data["mat"], "session"), int(data["seed"]), [Note(t) for t in data["log"]])


@dataclass(slots=True)
class KickSession:
    """Field goals at the finger goalpost, each with the hands, distance and drag it was kicked with."""

    seed: int = 0
    log: list[Note] = field(default_factory=list)
    score: dict[Any, int] = field(default_factory=dict)
    last: dict[str, Any] | None = None  # the last kick's setting, for the viewer

    def is_over(self) -> bool:
        return False

    def kicked(self, outcome: KickOutcome, hands: str, distance: float, drag: bool) -> None:
        good = sum(1 for note in self.log if note.text.startswith("GOOD"))
        total = sum(1 for note in self.log if " · kick " in note.text) + 1
        good += outcome.good
        self.log.append(
            Note(
                f"{outcome.call} · kick {total} from {distance:.2f} m, {hands} hands · {good} of {total} good"
            )
        )
        self.last = {"hands": hands, "distance": distance, "drag": drag}

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "log": [n.text for n in self.log], "last": self.last}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> KickSession:
        return cls(int(data["seed"]), [Note(t) for t in data["log"]], last=data.get("last"))

"""Practice sessions as models a replay can hold: the flicks of Finger Football practice and the
kicks of field-goal practice, each with its play-by-play. Practice has no score and no end."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.core.replay_format import digest
from games.finger_football.rules.describe import describe_rest, place
from sim.kick import Kick, KickOutcome
from sim.slider import mat as mats
from sim.slider.mat import Mat
from sim.slider.table import FlickOutcome


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
    flicks: int = 0
    chain: str = ""  # a hash of every outcome so far, each chained to the ones before

    def request(self) -> None:
        return None

    def is_over(self) -> bool:
        return False

    def flicked(self, outcome: FlickOutcome) -> None:
        self.flicks += 1
        self.chain = digest([self.chain, outcome.to_json()])
        where = "; ".join(describe_rest(outcome, self.mat)) or "nothing"
        yards = self.mat.field.yards(outcome.distance)
        line = place(outcome.rest.x, outcome.rest.y, self.mat)
        self.log.append(Note(f"flick {self.flicks}: {yards:.1f} yd, rests {line}: {where}"))

    def to_json(self) -> dict[str, Any]:
        return {
            "mat": self.mat.to_toml(),
            "seed": self.seed,
            "log": [n.text for n in self.log],
            "flicks": self.flicks,
            "chain": self.chain,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PracticeSession:
        session = cls(mats.loads(data["mat"], "session"), int(data["seed"]), [Note(t) for t in data["log"]])
        session.flicks, session.chain = int(data.get("flicks", 0)), str(data.get("chain", ""))
        return session


@dataclass(frozen=True, slots=True)
class PracticeKick:
    """A field-goal practice kick and the goalpost it was kicked at; ``meant``: the kick drawn,
    when the challenge's trembling hand struck another (the outcome's)."""

    outcome: KickOutcome
    hands: str
    distance: float
    drag: bool
    meant: Kick | None = None


@dataclass(slots=True)
class KickSession:
    """Field goals at the finger goalpost, each with the hands, distance and drag it was kicked with."""

    seed: int = 0
    log: list[Note] = field(default_factory=list)
    score: dict[Any, int] = field(default_factory=dict)
    last: dict[str, Any] | None = None  # the last kick's setting, for the viewer
    kicks: int = 0
    good: int = 0
    chain: str = ""  # a hash of every kick so far (its flight and its goalpost), chained

    def is_over(self) -> bool:
        return False

    def kicked(self, outcome: KickOutcome, hands: str, distance: float, drag: bool) -> None:
        self.kicks += 1
        self.good += outcome.good
        flight = [outcome.verdict.value, outcome.reason.value, outcome.cross, outcome.time, outcome.rest]
        self.chain = digest([self.chain, flight, hands, distance, drag])
        self.log.append(
            Note(
                f"{outcome.call} · kick {self.kicks} from {distance:.2f} m, {hands} hands"
                f" · {self.good} of {self.kicks} good"
            )
        )
        self.last = {"hands": hands, "distance": distance, "drag": drag}

    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "log": [n.text for n in self.log],
            "last": self.last,
            "kicks": self.kicks,
            "good": self.good,
            "chain": self.chain,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> KickSession:
        session = cls(int(data["seed"]), [Note(t) for t in data["log"]], last=data.get("last"))
        session.kicks, session.good = int(data.get("kicks", 0)), int(data.get("good", 0))
        session.chain = str(data.get("chain", ""))
        return session

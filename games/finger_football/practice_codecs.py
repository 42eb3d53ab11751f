"""Practice sessions in a replay: Finger Football practice flicks (each from where the slider was
put) and field-goal practice kicks (each with its hands, distance and drag). Practice has no end,
so a practice recording is never offered for resuming."""

from __future__ import annotations

from typing import Any

from games.core.codec import EngineCodec
from games.core.replay_format import digest
from games.finger_football.codec import header_mat
from games.finger_football.kick_record import Kicker, kick_hash_fields, kick_record
from games.finger_football.measured import Measured
from games.finger_football.rules.actions import Flicked
from games.finger_football.sessions import KickSession, PracticeKick, PracticeSession
from sim.geometry import Pose
from sim.kick import Kick, load_setup
from sim.slider import mat as mats
from sim.slider.table import Flick, SliderTable


class PracticeCodec(EngineCodec):
    name = "finger-football-practice"
    title = "Finger Football practice"  # as the player knows it
    steps = ("flick", "flicks")
    resumable = False
    uses_mat = True

    def __init__(self, game: PracticeSession) -> None:
        super().__init__(game)
        self.table = SliderTable(game.mat)

    @staticmethod
    def new_game(seed: int) -> PracticeSession:
        return PracticeSession(mats.default(), seed)

    @classmethod
    def from_header(cls, head: dict[str, Any], source: str, mat: mats.Mat | None = None) -> PracticeCodec:
        return cls(PracticeSession(mat or header_mat(head, source), int(head["seed"])))

    def geometry(self) -> dict[str, Any]:
        return {"mat": self.game.mat.to_toml()}

    def options(self) -> dict[str, Any]:
        return {}

    def encode(
        self, action: Any, aim: tuple[float, float] | None = None, measured: Measured | None = None, **_: Any
    ) -> dict[str, Any]:
        """The flick as struck; ``aim``, where it was meant to stop (the window's lit target,
        a CSV's aim columns), and what a camera ``measured`` of a real flick (its rest, rest
        angle and time) are kept beside it for ``tabletop mat fit`` and ``replay --against
        measured``: they are not part of the physics, and nothing replays or hashes them."""
        o = action.outcome
        line: dict[str, Any] = {
            "kind": "flick",
            "start": [o.start.x, o.start.y, o.start.angle],
            "impulse": list(o.flick.impulse),
            "offset": list(o.flick.offset),
        }
        seen = measured or Measured()
        if aim is not None:  # a line whose aim is not two numbers does not verify
            seen = Measured(tuple(aim), seen.rest, seen.rest_angle, seen.time)  # type: ignore[arg-type]
        line.update(seen.fields())
        return line

    def decode(self, data: dict[str, Any]) -> Flicked:
        if data.get("kind") != "flick":
            raise ValueError(f"practice holds flicks, not {data.get('kind')!r}")
        x, y, angle = (float(v) for v in data["start"])
        flick = Flick(
            (float(data["impulse"][0]), float(data["impulse"][1])),
            (float(data["offset"][0]), float(data["offset"][1])),
        )
        return Flicked(self.table.flick(Pose(x, y, angle), flick))

    def apply(self, action: Any) -> None:
        self.game.flicked(action.outcome)

    def state_hash(self) -> str:
        return digest([self.game.flicks, self.game.chain])

    def outcome_hash(self, action: Any) -> str | None:
        return digest(action.outcome.to_json())

    def result(self) -> Any:
        return {"flicks": self.game.flicks}

    @staticmethod
    def duration(action: Any) -> float | None:
        return float(action.outcome.time)


class KickPracticeCodec(EngineCodec):
    name = "field-goal-practice"
    title = "Field goal practice"  # as the player knows it
    steps = ("kick", "kicks")
    resumable = False

    def __init__(self, game: KickSession) -> None:
        super().__init__(game)
        self.kicker = Kicker(load_setup())

    @staticmethod
    def new_game(seed: int) -> KickSession:
        return KickSession(seed)

    @classmethod
    def from_header(cls, head: dict[str, Any], source: str, mat: mats.Mat | None = None) -> KickPracticeCodec:
        return cls(KickSession(int(head["seed"])))

    def geometry(self) -> dict[str, Any]:
        return {}  # the goalpost of each kick is on its line: hands and distance change in practice

    def options(self) -> dict[str, Any]:
        return {}

    def encode(self, action: Any, **_: Any) -> dict[str, Any]:
        line = {
            "kind": "kick",
            **kick_record(action.outcome),
            "hands": action.hands,
            "distance": action.distance,
            "drag": action.drag,
        }
        if action.meant is not None:  # the challenge: the kick drawn, beside the one struck
            m = action.meant
            line["meant"] = {"speed": m.speed, "elevation": m.elevation, "aim": m.aim}
        return line

    def decode(self, data: dict[str, Any]) -> PracticeKick:
        if data.get("kind") != "kick":
            raise ValueError(f"field-goal practice holds kicks, not {data.get('kind')!r}")
        hands, distance, drag = str(data["hands"]), float(data["distance"]), bool(data["drag"])
        outcome = self.kicker.again(data, hands, distance, drag, trajectory=True)
        meant = data.get("meant")
        drawn = (
            None
            if meant is None
            else Kick(float(meant["speed"]), float(meant["elevation"]), float(meant["aim"]))
        )
        return PracticeKick(outcome, hands, distance, drag, drawn)

    def apply(self, action: Any) -> None:
        self.game.kicked(action.outcome, action.hands, action.distance, action.drag)

    def state_hash(self) -> str:
        return digest([self.game.kicks, self.game.chain])

    def outcome_hash(self, action: Any) -> str | None:
        return digest(kick_hash_fields(action.outcome))

    def result(self) -> Any:
        return {"kicks": self.game.kicks, "good": self.game.good}

    @staticmethod
    def duration(action: Any) -> float | None:
        trajectory = action.outcome.trajectory
        return float(trajectory[-1][0]) if trajectory else None

"""Foosball (games and practice) in a replay: every physics step's rod commands (the CPU's and a
person's alike, so a replay does not depend on the CPU's code) and every action (serves with the
ball's velocity, dead balls moved by hand, the players' calls), re-simulated on replay.

Rod commands are whole units of slide and angle (:func:`games.foosball.match.rounded`); each line
holds up to a quarter of a second of them, as differences from step to step, zlib-compressed and
base64-encoded. A line ends early where an action comes, so the file keeps the order in which the
match applied its inputs.
"""

from __future__ import annotations

import base64
import pickle
import zlib
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from games.core.codec import in_words
from games.core.recording import Recording
from games.core.replay_format import ReplayError, digest
from games.foosball.match import ANGLE_UNIT, DT, SLIDE_UNIT, FoosMatch
from games.foosball.practice_model import OLD_GAP, FoosPractice, PutInReach, ServeAgain
from games.foosball.rules import actions as fa
from sim.errors import SimError
from sim.foosball.spec import Side, loads_table
from sim.foosball.table import FoosballTable, RodCommand

PLAY_ON = "play goes on"  # a stretch of foosball in which nothing was called

CHUNK = 60  # steps a line holds at most: a quarter of a second
MAX_RODS = 16  # a table has eight

Commands = dict[int, RodCommand]


@dataclass(frozen=True, slots=True)
class RodSteps:
    """Consecutive physics steps from step ``start``: the rod commands of each."""

    start: int
    commands: tuple[Commands, ...]

    @property
    def time(self) -> float:
        return len(self.commands) * DT


@dataclass(frozen=True, slots=True)
class Served:
    """A serve: the ball flicked in through ``side``'s service hole at (vx, vy)."""

    side: Side
    vx: float
    vy: float


def pack(steps: RodSteps, rods: int) -> dict[str, Any]:
    n = len(steps.commands)
    given = np.zeros((n, rods), np.int64)
    slide = np.zeros((n, rods), np.int64)
    angle = np.zeros((n, rods), np.int64)
    for k, commands in enumerate(steps.commands):
        if k:
            slide[k], angle[k] = slide[k - 1], angle[k - 1]  # a rod not commanded: no change
        for rod, c in commands.items():
            given[k, rod] = 1
            slide[k, rod] = round(c.y / SLIDE_UNIT)
            angle[k, rod] = round(c.angle / ANGLE_UNIT)
    table = np.concatenate([given, np.diff(slide, axis=0, prepend=0), np.diff(angle, axis=0, prepend=0)])
    raw = table.astype("<i4").tobytes()
    return {
        "kind": "rods",
        "from": steps.start,
        "steps": n,
        "rods": rods,
        "data": base64.b64encode(zlib.compress(raw, 9)).decode("ascii"),
    }


def unpack(data: dict[str, Any]) -> RodSteps:
    n, rods = int(data["steps"]), int(data["rods"])
    if not 0 < n <= CHUNK or not 0 < rods <= MAX_RODS:
        # What a line may claim bounds the work of replaying it: a quarter of a second of play.
        raise ValueError(f"a rods line of {n} steps of {rods} rods: at most {CHUNK} steps of {MAX_RODS} rods")
    size = 3 * n * rods * 4
    try:
        # Never more than the size the line states: a small line cannot inflate into gigabytes.
        inflate = zlib.decompressobj()
        raw = inflate.decompress(base64.b64decode(str(data["data"]), validate=True), size + 1)
    except (ValueError, zlib.error) as exc:
        raise ValueError(f"the rods data does not decode: {exc}") from None
    if len(raw) != size or inflate.unconsumed_tail or not inflate.eof:
        raise ValueError("the rods data is not the size its steps and rods say")
    given, d_slide, d_angle = np.frombuffer(raw, "<i4").astype(np.int64).reshape(3, n, rods)
    slide, angle = np.cumsum(d_slide, axis=0), np.cumsum(d_angle, axis=0)
    commands = tuple(
        {
            rod: RodCommand(int(slide[k, rod]) * SLIDE_UNIT, int(angle[k, rod]) * ANGLE_UNIT)
            for rod in range(rods)
            if given[k, rod]
        }
        for k in range(n)
    )
    return RodSteps(int(data["from"]), commands)


class TableCodec:
    """What the two foosball codecs share: the table's geometry, steps of rod commands and serves,
    the table's state in the hash, and pickled snapshots for the viewer."""

    name = ""
    title = ""  # as the player knows it
    resumable = True
    uses_mat = False
    real_time = True
    quiet: str | None = PLAY_ON
    steps = ("move", "moves")
    counts_turns = False

    def __init__(self, game: Any) -> None:
        self.game = game

    def over(self) -> bool:
        """Has the game ended? (Practice never does.)"""
        return False

    def describe(self, action: Any) -> str:
        """An action that wrote no play-by-play, in words."""
        if isinstance(action, RodSteps):
            return PLAY_ON
        if isinstance(action, Served):
            return f"{action.side.value} serves"
        return in_words(action)

    @staticmethod
    def _table(head: dict[str, Any], source: str) -> FoosballTable:
        return FoosballTable(loads_table(str(head["geometry"]["table"]), f"{source} (the header's table)"))

    def geometry(self) -> dict[str, Any]:
        text = self.game.table.spec.source_text
        if not text:
            raise ValueError("the table was not read from a file, so it cannot be recorded")
        return {"table": text}

    def attach(self, recorder: Recording) -> None:
        self.game.tape = FoosballTape(recorder, self)

    def encode(self, action: Any, **_: Any) -> dict[str, Any]:
        if isinstance(action, RodSteps):
            return pack(action, len(self.game.table.rods))
        if isinstance(action, Served):
            return {"kind": "serve", "team": action.side.value, "vx": action.vx, "vy": action.vy}
        raise ValueError(f"{type(action).__name__} cannot be recorded")

    def decode(self, data: dict[str, Any]) -> Any:
        kind = data.get("kind")
        if kind == "rods":
            return unpack(data)
        if kind == "serve":
            return Served(Side(data["team"]), float(data["vx"]), float(data["vy"]))
        raise ValueError(f"unknown action kind {kind!r}")

    def apply(self, action: Any) -> None:
        game = self.game
        if isinstance(action, RodSteps):
            if action.start != game.steps:
                raise ValueError(f"steps from {action.start}, but the replay is at step {game.steps}")
            for commands in action.commands:
                game.step(commands)
        elif isinstance(action, Served):
            game.serve(action.side, action.vx, action.vy)
        else:
            raise ValueError(f"{type(action).__name__} is not an action of {self.name}")

    def _table_state(self) -> list[Any]:
        table = self.game.table
        rods = [[r.y, r.vy, r.angle, r.omega] for r in table.rods]
        return [self.game.steps, list(table.ball_position), list(table.ball_velocity), rods]

    def outcome_hash(self, action: Any) -> str | None:
        return None

    def snapshot(self) -> bytes:
        return pickle.dumps(self.game)

    def restore(self, snapshot: bytes) -> Any:
        return pickle.loads(snapshot)

    @staticmethod
    def duration(action: Any) -> float | None:
        return action.time if isinstance(action, RodSteps) else None


class FoosballCodec(TableCodec):
    """A foosball game: the match (table and referee) driven by the recorded inputs alone."""

    name = "foosball"
    title = "Foosball"  # as the player knows it
    game: FoosMatch

    @staticmethod
    def new_game(seed: int) -> FoosMatch:
        return FoosMatch(seed, "club", "club")

    @classmethod
    def from_header(cls, head: dict[str, Any], source: str, mat: Any = None) -> FoosballCodec:
        try:
            options = fa.FoosOptions(**head.get("options", {}))
            return cls(FoosMatch(int(head["seed"]), None, None, options, cls._table(head, source)))
        except (KeyError, TypeError, ValueError, SimError) as exc:
            raise ReplayError(f"the header's geometry or options do not load: {exc}", 1, source) from None

    def options(self) -> dict[str, Any]:
        return asdict(self.game.ref.options)

    def encode(self, action: Any, **_: Any) -> dict[str, Any]:
        if isinstance(action, RodSteps | Served):
            return super().encode(action)
        fields = {}
        for name in action.__slots__:
            value = getattr(action, name)
            fields[name] = value.value if isinstance(value, Side) else value
        return {"kind": "act", "action": type(action).__name__, "at": self.game.steps, **fields}

    def decode(self, data: dict[str, Any]) -> Any:
        if data.get("kind") != "act":
            return super().decode(data)
        kinds = {cls.__name__: cls for cls in fa.Action.__args__}
        cls = kinds.get(str(data.get("action")))
        if cls is None:
            raise ValueError(f"unknown foosball action {data.get('action')!r}")
        if data.get("at") != self.game.steps:
            raise ValueError(f"recorded at step {data.get('at')}, the replay is at step {self.game.steps}")
        args = {k: v for k, v in data.items() if k not in ("kind", "action", "at")}
        args["team"] = Side(args["team"])
        return cls(**args)

    def apply(self, action: Any) -> None:
        if isinstance(action, RodSteps | Served):
            super().apply(action)
        else:
            self.game.act(action)

    def state_hash(self) -> str:
        ref = self.game.ref
        score = {s.value: n for s, n in ref.score.items()}
        return digest([*self._table_state(), ref.phase.value, score, ref.kitty, len(ref.log)])

    def result(self) -> Any:
        ref = self.game.ref
        return {
            "score": {s.value: n for s, n in ref.score.items()},
            "winner": None if ref.winner is None else ref.winner.value,
            "voided": ref.voided,
        }

    def over(self) -> bool:
        return bool(self.game.ref.is_over())

    def log(self) -> list[Any]:
        return list(self.game.ref.log)


class FoosPracticeCodec(TableCodec):
    """Foosball practice: no referee, goals counted; the person's serves again are actions."""

    name = "foosball-practice"
    title = "Foosball practice"  # as the player knows it
    resumable = False
    game: FoosPractice

    @staticmethod
    def new_game(seed: int) -> FoosPractice:
        return FoosPractice(seed)

    @classmethod
    def from_header(cls, head: dict[str, Any], source: str, mat: Any = None) -> FoosPracticeCodec:
        try:
            options = head.get("options", {})
            forgiving, standing = bool(options.get("forgiving", False)), bool(options.get("standing", False))
            return cls(FoosPractice(int(head["seed"]), None, cls._table(head, source), forgiving, standing))
        except (KeyError, TypeError, ValueError, SimError) as exc:
            raise ReplayError(f"the header's geometry does not load: {exc}", 1, source) from None

    def options(self) -> dict[str, Any]:
        options = {"forgiving": True} if self.game.forgiving else {}
        return options | ({"standing": True} if self.game.standing else {})

    def encode(self, action: Any, **_: Any) -> dict[str, Any]:
        if isinstance(action, ServeAgain):  # quiet only when so (older recordings hold none)
            return {"kind": "serve-again", "quiet": True} if action.quiet else {"kind": "serve-again"}
        if isinstance(action, PutInReach) and action.nearest:  # only the window's P makes these
            return {"kind": "put-in-reach", "gap": action.gap, "clear": action.clear, "nearest": True}
        if isinstance(action, PutInReach) and action.clear:
            return {"kind": "put-in-reach", "gap": action.gap, "clear": True}
        if isinstance(action, PutInReach):
            return {"kind": "put-in-reach", "gap": action.gap}
        return super().encode(action)

    def decode(self, data: dict[str, Any]) -> Any:
        if data.get("kind") == "put-in-reach":
            # Older recordings hold no gap, and no clear path.
            gap, clear = float(data.get("gap", OLD_GAP)), bool(data.get("clear", False))
            return PutInReach(gap, clear, bool(data.get("nearest", False)))
        if data.get("kind") == "serve-again":
            return ServeAgain(bool(data.get("quiet", False)))
        return super().decode(data)

    def apply(self, action: Any) -> None:
        if isinstance(action, ServeAgain) and action.quiet:
            self.game.back_to_you()
        elif isinstance(action, ServeAgain):
            self.game.serve_again()
        elif isinstance(action, PutInReach):
            self.game.put_in_reach(action.gap, action.clear, action.nearest)
        else:
            super().apply(action)

    def state_hash(self) -> str:
        score = {s.value: n for s, n in self.game.score.items()}
        server = None if self.game.server is None else self.game.server.value
        return digest([*self._table_state(), score, server, len(self.game.log)])

    def result(self) -> Any:
        return {"score": {s.value: n for s, n in self.game.score.items()}}

    def log(self) -> list[Any]:
        return list(self.game.log)


class FoosballTape:
    """Hears a live match's inputs and writes them as replay lines: rod commands gathered a
    quarter of a second at a time, each action on its own line after the steps before it."""

    def __init__(self, recorder: Recording, codec: TableCodec) -> None:
        self.recorder = recorder
        self.codec = codec
        self.match: FoosMatch | FoosPractice = codec.game
        self.pending: list[Commands] = []
        self.start = self.match.steps

    def stepped(self, commands: Commands) -> None:
        if not self.pending:
            self.start = self.match.steps - 1
        self.pending.append(dict(commands))
        if len(self.pending) >= CHUNK or self.codec.over():
            self.flush()

    def before_input(self) -> None:
        self.flush()

    def served(self, side: Side, vx: float, vy: float) -> None:
        self.recorder.record(Served(side, vx, vy))

    def acted(self, action: Any) -> None:
        self.recorder.record(action)

    def flush(self) -> None:
        if self.pending:
            steps = RodSteps(self.start, tuple(self.pending))
            self.pending = []
            self.recorder.record(steps)

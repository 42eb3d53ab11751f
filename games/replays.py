"""Recording and replaying games (docs/formats/replay.md), on the file format of
:mod:`sim.replay`.

Each game has a codec: how its actions become JSON and back, how a game is rebuilt from a header,
and what is hashed after each action (the rules engine's whole state, and for the physics games
the shot's outcome too). Physics shots are recorded as their inputs (the impulse applied, the kick
and its timing) and re-simulated on replay; chance (coins, dice) comes from the game's seeded
generator, so a replay checks it through the hashes.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sim import mat as mats
from sim.errors import SimError
from sim.kick import Kick, KickRange, KickTiming, Reason, blocked, load_setup
from sim.replay import Recorder, Replay, ReplayError, digest, header, read
from sim.slider import Flick, FlickOutcome, SliderTable

GAMES = ("finger-football", "all-pro", "tortellini")


# ============================================================================ Finger Football


class FingerFootballCodec:
    """Finger Football: decisions, chance (toss, roll) and the physics shots' inputs."""

    name = "finger-football"

    def __init__(self, game: Any) -> None:
        self.game = game
        self._table: SliderTable | None = None
        self.setup = load_setup()
        self.ranges: dict[float, KickRange] = {}

    @property
    def table(self) -> SliderTable:
        if self._table is None:
            self._table = SliderTable(self.game.mat)
        return self._table

    @staticmethod
    def new_game(seed: int) -> Any:
        from games.finger_football.rules import FingerFootball

        return FingerFootball(None, seed)

    @classmethod
    def from_header(
        cls, head: dict[str, Any], source: str, mat: mats.Mat | None = None
    ) -> FingerFootballCodec:
        from games.finger_football.actions import Options
        from games.finger_football.rules import FingerFootball

        try:
            recorded = mats.loads(head["geometry"]["mat"], f"{source} (the header's mat)")
            options = Options(**_ff_options(head.get("options", {})))
        except (KeyError, TypeError, ValueError, SimError) as exc:
            raise ReplayError(f"the header's geometry or options do not load: {exc}", 1, source) from None
        return cls(FingerFootball(mat or recorded, int(head["seed"]), options))

    def geometry(self) -> dict[str, Any]:
        return {"mat": self.game.mat.to_toml()}

    def options(self) -> dict[str, Any]:
        from dataclasses import asdict

        out = asdict(self.game.options)
        out["sixth_face"] = self.game.options.sixth_face.value
        return out

    def encode(self, action: Any, kick_distance: float | None = None) -> dict[str, Any]:
        from games.finger_football import actions as a

        match action:
            case a.Toss():
                return {"kind": "toss"}
            case a.Roll():
                return {"kind": "roll"}
            case a.ChooseKick(kick=kick):
                return {"kind": "choose-kick", "kick": kick}
            case a.ChooseGoal(defend=defend):
                return {"kind": "choose-goal", "defend": defend.value}
            case a.CallPlay(call=call):
                return {"kind": "call", "call": call.value}
            case a.ChooseTarget(target=t):
                return {
                    "kind": "target",
                    "target": {"kind": t.kind.value, "circles": list(t.circles), "label": t.label},
                }
            case a.ChooseConversion(conversion=c):
                return {"kind": "conversion", "conversion": c.value}
            case a.ChooseKickoff(onside=onside):
                return {"kind": "kickoff", "onside": onside}
            case a.Bump(by=by):
                return {"kind": "bump", "by": by.value}
            case a.Accept():
                return {"kind": "accept"}
            case a.PenaltyChoice(accept=accept):
                return {"kind": "penalty", "accept": accept}
            case a.Flicked(outcome=o):
                return {"kind": "flick", "impulse": list(o.flick.impulse), "offset": list(o.flick.offset)}
            case a.Kicked(outcome=o):
                k = o.kick
                return {
                    "kind": "kick",
                    "kick": None if k is None else {"speed": k.speed, "elevation": k.elevation, "aim": k.aim},
                    "kicked_at": o.kicked_at,
                    "late": o.reason == Reason.TOO_LATE,
                    "distance": kick_distance,
                }
        raise ValueError(f"{type(action).__name__} cannot be recorded")

    def decode(self, data: dict[str, Any]) -> Any:
        """The action a record stands for; physics shots are re-simulated here."""
        from games.finger_football import actions as a
        from games.finger_football.rules import FlickRequest, KickRequest
        from sim.mat import Half

        kind = data.get("kind")
        simple: dict[str, Callable[[], Any]] = {
            "toss": a.Toss,
            "roll": a.Roll,
            "choose-kick": lambda: a.ChooseKick(bool(data["kick"])),
            "choose-goal": lambda: a.ChooseGoal(Half(data["defend"])),
            "call": lambda: a.CallPlay(a.Call(data["call"])),
            "target": lambda: a.ChooseTarget(
                a.Target(
                    a.PlayKind(data["target"]["kind"]),
                    tuple(data["target"]["circles"]),
                    data["target"]["label"],
                )
            ),
            "conversion": lambda: a.ChooseConversion(a.Conversion(data["conversion"])),
            "kickoff": lambda: a.ChooseKickoff(bool(data["onside"])),
            "bump": lambda: a.Bump(a.Team(data["by"])),
            "accept": a.Accept,
            "penalty": lambda: a.PenaltyChoice(bool(data["accept"])),
        }
        if kind in simple:
            return simple[kind]()
        request = self.game.request()
        if kind == "flick":
            if not isinstance(request, FlickRequest):
                raise ValueError("a flick, but the rules do not ask for one here")
            flick = Flick(
                (float(data["impulse"][0]), float(data["impulse"][1])),
                (float(data["offset"][0]), float(data["offset"][1])),
            )
            return a.Flicked(self.table.flick(request.start, flick))
        if kind == "kick":
            if not isinstance(request, KickRequest):
                raise ValueError("a kick, but the rules do not ask for one here")
            return a.Kicked(self._kick(data, request.distance))
        raise ValueError(f"unknown action kind {kind!r}")

    def _kick(self, data: dict[str, Any], asked: float) -> Any:
        distance = float(data["distance"]) if data.get("distance") is not None else asked
        kicked_at = data.get("kicked_at")
        count = self.setup.count_length
        timing = KickTiming(count, stood_at=None if data.get("late") else 0.0, kicked_at=kicked_at)
        if data.get("kick") is None:
            return blocked(timing)
        k = data["kick"]
        if distance not in self.ranges:
            self.ranges[distance] = KickRange(self.setup.goalpost("medium", distance), self.setup.ball)
        return self.ranges[distance].kick(
            Kick(float(k["speed"]), float(k["elevation"]), float(k["aim"])), timing=timing
        )

    def apply(self, action: Any) -> None:
        self.game.apply(action)

    def state_hash(self) -> str:
        state = self.game.to_json()
        del state["mat"]  # fixed for the game and written once, in the header
        return digest(state)

    def outcome_hash(self, action: Any) -> str | None:
        from games.finger_football.actions import Flicked, Kicked

        if isinstance(action, Flicked):
            return digest(action.outcome.to_json())
        if isinstance(action, Kicked):
            o = action.outcome
            return digest([o.verdict.value, o.reason.value, o.cross, o.time, o.landing, o.rest, o.kicked_at])
        return None

    def result(self) -> Any:
        return {"score": {t.value: s for t, s in self.game.score.items()}}

    def over(self) -> bool:
        return bool(self.game.is_over())


def _ff_options(data: dict[str, Any]) -> dict[str, Any]:
    from games.finger_football.actions import Direction

    out = dict(data)
    if "sixth_face" in out:
        out["sixth_face"] = Direction(out["sixth_face"])
    return out


# ============================================================================ the board games


class _BoardCodec:
    """What the board games share: no geometry, options as JSON, the state without its log."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def geometry(self) -> dict[str, Any]:
        return {}

    def options(self) -> dict[str, Any]:
        return dict(self.game.options.to_json())

    def apply(self, action: Any) -> None:
        self.game.apply(action)

    def state_hash(self) -> str:
        state = self.game.to_json()
        state.pop("log")
        return digest(state)

    def outcome_hash(self, action: Any) -> str | None:
        return None

    def result(self) -> Any:
        return {"score": {t.value: s for t, s in self.game.score.items()}}

    def over(self) -> bool:
        return bool(self.game.is_over())


class AllProCodec(_BoardCodec):
    name = "all-pro"

    @staticmethod
    def new_game(seed: int) -> Any:
        from games.all_pro.rules import AllPro

        return AllPro(seed)

    @classmethod
    def from_header(cls, head: dict[str, Any], source: str, mat: mats.Mat | None = None) -> AllProCodec:
        from games.all_pro.actions import Options
        from games.all_pro.rules import AllPro

        try:
            return cls(AllPro(int(head["seed"]), Options.from_json(head.get("options", {}))))
        except (TypeError, ValueError) as exc:
            raise ReplayError(f"the header's options do not load: {exc}", 1, source) from None

    def encode(self, action: Any, **_: Any) -> dict[str, Any]:
        from games.all_pro.board import Team

        fields_of: dict[str, Any] = {}
        for name in getattr(action, "__slots__", ()):
            value = getattr(action, name)
            if isinstance(value, Team):
                value = value.value
            elif name == "places":
                value = [[m, list(sq)] for m, sq in value]
            elif isinstance(value, tuple):
                value = list(value)
            fields_of[name] = value
        return {"kind": type(action).__name__, **fields_of}

    def decode(self, data: dict[str, Any]) -> Any:
        from games.all_pro import actions as a
        from games.all_pro.board import Team

        kinds = {cls.__name__: cls for cls in a.Action.__args__}
        cls = kinds.get(str(data.get("kind")))
        if cls is None:
            raise ValueError(f"unknown action kind {data.get('kind')!r}")
        args = {k: v for k, v in data.items() if k != "kind"}
        if "team" in args:
            args["team"] = Team(args["team"])
        if "to" in args and isinstance(args["to"], list):
            args["to"] = (int(args["to"][0]), int(args["to"][1]))
        if "places" in args:
            args["places"] = tuple((m, (int(sq[0]), int(sq[1]))) for m, sq in args["places"])
        return cls(**args)


class TortelliniCodec(_BoardCodec):
    name = "tortellini"

    @staticmethod
    def new_game(seed: int) -> Any:
        from games.tortellini.rules import Tortellini

        return Tortellini(seed)

    @classmethod
    def from_header(cls, head: dict[str, Any], source: str, mat: mats.Mat | None = None) -> TortelliniCodec:
        from games.tortellini.actions import Options
        from games.tortellini.rules import Tortellini

        try:
            return cls(Tortellini(int(head["seed"]), Options.from_json(head.get("options", {}))))
        except (TypeError, ValueError) as exc:
            raise ReplayError(f"the header's options do not load: {exc}", 1, source) from None

    def encode(self, action: Any, **_: Any) -> dict[str, Any]:
        from games.tortellini.actions import Joint, Place

        if isinstance(action, Place):
            return {"kind": "place", "team": action.team.value, "chip": action.chip, "col": action.col}
        if isinstance(action, Joint):
            return {"kind": "joint", "one": list(action.one.orders), "two": list(action.two.orders)}
        raise ValueError(f"{type(action).__name__} cannot be recorded")

    def decode(self, data: dict[str, Any]) -> Any:
        from games.tortellini.actions import Joint, Place, Plan, Team

        if data.get("kind") == "place":
            return Place(Team(data["team"]), str(data["chip"]), int(data["col"]))
        if data.get("kind") == "joint":
            one, two = data["one"], data["two"]
            return Joint(Plan(Team.ONE, (one[0], one[1], one[2])), Plan(Team.TWO, (two[0], two[1], two[2])))
        raise ValueError(f"unknown action kind {data.get('kind')!r}")


Codec = FingerFootballCodec | AllProCodec | TortelliniCodec
CODECS: dict[str, type[Codec]] = {
    "finger-football": FingerFootballCodec,
    "all-pro": AllProCodec,
    "tortellini": TortelliniCodec,
}


# ============================================================================ recording


def replays_dir() -> Path:
    """Where games are recorded: the user's data folder (or $TABLETOP_DATA_DIR)."""
    from games.foosball.ratings import default_path

    return default_path().parent / "replays"


def new_path(game: str) -> Path:
    import time

    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    folder = replays_dir()
    for k in range(1000):
        path = folder / f"{stamp}-{game}{'' if k == 0 else f'-{k}'}.jsonl"
        if not path.exists():
            return path
    raise OSError(f"no free replay name in {folder}")


class GameRecorder:
    """Records one game as it is played: ``record(action)`` after the rules applied it."""

    def __init__(self, codec: Codec, path: Path, head: dict[str, Any], resume: bool = False) -> None:
        self.codec = codec
        self.path = path
        self.header = head
        self.file = Recorder(path, head, resume=resume)
        self.failed = False

    @classmethod
    def start(
        cls, game_name: str, game: Any, players: dict[str, str], path: Path | None = None
    ) -> GameRecorder:
        """Begin recording ``game`` (a fresh rules engine of ``game_name``)."""
        codec = CODECS[game_name](game)
        head = header(
            game_name, int(game.seed), codec.geometry(), 1 / 240, players=players, options=codec.options()
        )
        return cls(codec, path or new_path(game_name), head)

    def record(self, action: Any, **extra: Any) -> None:
        """Append ``action`` (already applied). A disk that fails costs the recording, not the
        game: one warning, and the game goes on unrecorded."""
        if self.failed:
            return
        data = self.codec.encode(action, **extra)
        more = {}
        outcome = self.codec.outcome_hash(action)
        if outcome is not None:
            more["outcome"] = outcome
        try:
            self.file.action(data, self.codec.state_hash(), **more)
            if self.codec.over():
                self.file.close(self.codec.state_hash(), self.codec.result())
        except OSError as exc:
            self.failed = True
            print(f"tabletop: recording stopped ({self.path}): {exc}", file=sys.stderr)

    def abandon(self) -> None:
        self.file.abandon()


def start_recording(game_name: str, game: Any, players: dict[str, str]) -> GameRecorder | None:
    """Record a game being played in the window into the replays folder; a folder that cannot be
    written costs the recording, not the game (one warning on stderr)."""
    try:
        return GameRecorder.start(game_name, game, players)
    except OSError as exc:
        print(f"tabletop: this game is not recorded: {exc}", file=sys.stderr)
        return None


# ============================================================================ replaying


@dataclass(slots=True)
class Step:
    line: int
    action: Any
    ok: bool
    outcome_ok: bool | None


@dataclass(slots=True)
class Verification:
    """What a headless replay found."""

    path: str
    game: str
    actions: int = 0
    mismatches: list[str] = field(default_factory=list)
    finished: bool = False
    final_ok: bool | None = None
    result: Any = None

    @property
    def identical(self) -> bool:
        return not self.mismatches and self.final_ok is not False


def load(path: str | Path, tolerate_cut: bool = False) -> tuple[Replay, Codec]:
    replay = read(path, GAMES, tolerate_cut)
    return replay, CODECS[replay.game].from_header(replay.header, replay.path)


def steps(replay: Replay, codec: Codec, stop_at: int | None = None) -> Iterator[Step]:
    """Apply the replay's actions one by one, re-simulating the shots, checking the hashes."""
    for line, record in replay.numbered():
        if stop_at is not None and int(record["n"]) > stop_at:
            return
        try:
            action = codec.decode(record["action"])
            codec.apply(action)
        except (ValueError, KeyError, TypeError, IndexError, SimError) as exc:
            raise ReplayError(f"action {record['n']} does not replay: {exc}", line, replay.path) from None
        outcome = codec.outcome_hash(action)
        outcome_ok = None if outcome is None or "outcome" not in record else outcome == record["outcome"]
        yield Step(line, action, codec.state_hash() == record["hash"], outcome_ok)


def verify(path: str | Path) -> Verification:
    replay, codec = load(path)
    report = Verification(replay.path, replay.game, finished=replay.finished)
    for step in steps(replay, codec):
        report.actions += 1
        if not step.ok or step.outcome_ok is False:
            what = "the shot's outcome" if step.outcome_ok is False else "the state"
            report.mismatches.append(f"line {step.line}: {what} differs from the recording")
    if replay.end is not None:
        report.final_ok = codec.state_hash() == replay.end["hash"]
    report.result = codec.result()
    return report


def resume(path: str | Path) -> tuple[Codec, GameRecorder]:
    """Rebuild an unfinished game from its recording and go on recording into the same file."""
    replay, codec = load(path, tolerate_cut=True)
    if replay.finished:
        raise ReplayError("this game is finished: nothing to resume", source=replay.path)
    for step in steps(replay, codec):
        if not step.ok or step.outcome_ok is False:
            raise ReplayError(
                "does not replay as recorded here: cannot go on from it", step.line, replay.path
            )
    _drop_cut_line(Path(path))
    recorder = GameRecorder(codec, Path(path), replay.header, resume=True)
    return codec, recorder


def _drop_cut_line(path: Path) -> None:
    """A line cut short by a crash is removed (atomically) before the recording goes on."""
    data = path.read_bytes()
    if data.endswith(b"\n"):
        return
    from sim.atomic import write_bytes

    write_bytes(path, data[: data.rfind(b"\n") + 1])


def unfinished(folder: Path | None = None) -> list[Path]:
    """Recordings without an end line, newest first."""
    out = []
    for path in sorted((folder or replays_dir()).glob("*.jsonl"), reverse=True):
        try:
            if not read(path, GAMES, tolerate_cut=True).finished:
                out.append(path)
        except ReplayError:
            continue
    return out


# ============================================================================ what if: another mat


@dataclass(slots=True)
class FlickChange:
    number: int  # the flick's number in the game
    line: int
    before: list[str]  # features touched at rest, on the recorded mat
    after: list[str]  # on the other mat
    zone_before: int | None
    zone_after: int | None


@dataclass(slots=True)
class WhatIf:
    flicks: int = 0
    changes: list[FlickChange] = field(default_factory=list)
    replayed: int = 0  # actions the game replayed on the other mat before it diverged
    diverged: str | None = None
    score_before: Any = None
    score_after: Any = None


def what_if(path: str | Path, other: mats.Mat) -> WhatIf:
    """The same recorded flicks on another mat: which shots rest on something else, and how far
    the game itself replays there (it stops where a recorded decision no longer applies)."""
    from games.finger_football.actions import Flicked

    replay, codec = load(path)
    if not isinstance(codec, FingerFootballCodec):
        raise ReplayError("what-if replays are for Finger Football recordings", source=replay.path)
    other_table = SliderTable(other)
    report = WhatIf()
    for step in steps(replay, codec):
        if isinstance(step.action, Flicked):
            report.flicks += 1
            o: FlickOutcome = step.action.outcome
            moved = other_table.flick(o.start, o.flick)
            before = sorted(t.id for t in o.touched)
            after = sorted(t.id for t in moved.touched)
            if before != after or o.zone != moved.zone:
                report.changes.append(
                    FlickChange(report.flicks, step.line, before, after, o.zone, moved.zone)
                )
    report.score_before = codec.result()["score"]
    again = FingerFootballCodec.from_header(replay.header, replay.path, mat=other)
    try:
        for _ in steps(replay, again):
            report.replayed += 1
    except ReplayError as exc:
        report.diverged = str(exc)
    report.score_after = again.result()["score"]
    return report


# ============================================================================ recorded CPU games

SIDES = {"finger-football": ("red", "blue"), "all-pro": ("home", "away"), "tortellini": ("one", "two")}
CPU_DEFAULT = {"finger-football": "club", "all-pro": "cpu", "tortellini": "expert"}


def record_game(
    game_name: str,
    seed: int,
    path: Path,
    players: tuple[str, str] | None = None,
    progress: Callable[[int], None] | None = None,
) -> Path:
    """Play a whole CPU game of ``game_name`` from ``seed``, recording it to ``path``.
    ``progress`` is called with the number of actions recorded after each one."""
    if game_name not in CODECS:
        raise ValueError(f"no recorder for {game_name!r}: one of {', '.join(GAMES)}")
    engine = CODECS[game_name].new_game(seed)
    kinds = players or (CPU_DEFAULT[game_name],) * 2
    recorder = GameRecorder.start(game_name, engine, dict(zip(SIDES[game_name], kinds, strict=True)), path)
    play_out(recorder, progress)
    return path


def play_out(recorder: GameRecorder, progress: Callable[[int], None] | None = None) -> None:
    """Play a recorded game on to its end with the CPU players its header names (a person's side
    is played by the CPU at its default level), recording every action."""
    codec = recorder.codec
    named = dict(recorder.header.get("players") or {})
    kinds = [str(named.get(side, "human")) for side in SIDES[codec.name]]
    kinds = [CPU_DEFAULT[codec.name] if k == "human" else k for k in kinds]
    act = _PLAYERS[codec.name](codec.game, kinds)
    while not codec.over():
        action, extra = act()
        codec.apply(action)
        recorder.record(action, **extra)
        if progress is not None:
            progress(recorder.file.count)


Mover = Callable[[], tuple[Any, dict[str, Any]]]


def _finger_football_players(game: Any, kinds: list[str]) -> Mover:
    from games.finger_football.actions import Kicked, Team
    from games.finger_football.match import Physics, make_player, next_action

    physics = Physics(game.mat)
    bots = {t: make_player(k, game.seed, t, physics) for t, k in zip(Team, kinds, strict=True)}

    def act() -> tuple[Any, dict[str, Any]]:
        action = next_action(game, bots, physics)
        return action, {"kick_distance": physics.kick_distance if isinstance(action, Kicked) else None}

    return act


def _all_pro_players(game: Any, kinds: list[str]) -> Mover:
    from games.all_pro.board import Team
    from games.all_pro.match import make_player

    movers = {t: make_player(k, game.seed + 1 + i) for i, (t, k) in enumerate(zip(Team, kinds, strict=True))}
    return lambda: (movers[game.to_act()](game), {})


def _tortellini_players(game: Any, kinds: list[str]) -> Mover:
    from games.tortellini.actions import Joint, Plan, Team
    from games.tortellini.match import make_player

    planners = {
        t: make_player(k, game.seed + 1 + i) for i, (t, k) in enumerate(zip(Team, kinds, strict=True))
    }

    def act() -> tuple[Any, dict[str, Any]]:
        placer = game.to_place()
        if placer is not None:
            return planners[placer](game, placer), {}
        one, two = (planners[t](game, t) for t in Team)
        assert isinstance(one, Plan) and isinstance(two, Plan)
        return Joint(one, two), {}

    return act


_PLAYERS: dict[str, Callable[[Any, list[str]], Mover]] = {
    "finger-football": _finger_football_players,
    "all-pro": _all_pro_players,
    "tortellini": _tortellini_players,
}

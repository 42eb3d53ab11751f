"""Finger Football in a replay: decisions, chance (toss, roll) and the physics shots' inputs (the
impulse applied, the kick and its timing), re-simulated on replay."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.core.codec import EngineCodec, hashed_state
from games.core.replay_format import ReplayError, digest
from games.finger_football.kick_record import Kicker, kick_hash_fields, kick_record
from sim.errors import SimError
from sim.kick import load_setup
from sim.slider import mat as mats
from sim.slider.table import Flick, SliderTable


class FingerFootballCodec(EngineCodec):
    """Finger Football: decisions, chance (toss, roll) and the physics shots' inputs."""

    name = "finger-football"
    title = "Finger Football"  # as the player knows it
    uses_mat = True

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._table: SliderTable | None = None
        self.kicker = Kicker(load_setup())
        self._hashed: list[tuple[Any, list[Any]]] = []  # each line of the log and its hashed form

    def describe(self, action: Any) -> str:
        """A flick by where it rests; a kick by its call; a decision by its button's words."""
        from games.finger_football.rules.actions import Flicked, Kicked
        from games.finger_football.rules.describe import place
        from games.finger_football.ui.prompts import narrate

        if isinstance(action, Flicked):
            o, mat = action.outcome, self.game.mat
            where = place(o.rest.x, o.rest.y, mat)
            return f"the slider slides {mat.field.yards(o.distance):.0f} yd and rests {where}"
        if isinstance(action, Kicked):
            return f"the kick: {action.outcome.call}"
        try:
            return narrate(action, self.game)
        except ValueError:
            return super().describe(action)

    @property
    def table(self) -> SliderTable:
        if self._table is None:
            self._table = SliderTable(self.game.mat)
        return self._table

    @staticmethod
    def new_game(seed: int) -> Any:
        from games.finger_football.rules.engine import FingerFootball

        return FingerFootball(None, seed)

    @classmethod
    def from_header(
        cls, head: dict[str, Any], source: str, mat: mats.Mat | None = None
    ) -> FingerFootballCodec:
        from games.finger_football.rules.actions import Options
        from games.finger_football.rules.engine import FingerFootball

        recorded = header_mat(head, source)
        try:
            options = Options.from_json(head.get("options", {}))
        except (KeyError, TypeError, ValueError, SimError) as exc:
            raise ReplayError(f"the header's options do not load: {exc}", 1, source) from None
        return cls(FingerFootball(mat or recorded, int(head["seed"]), options))

    def geometry(self) -> dict[str, Any]:
        return {"mat": self.game.mat.to_toml()}

    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = self.game.options.to_json()
        return options

    def encode(self, action: Any, kick_distance: float | None = None) -> dict[str, Any]:
        from games.finger_football.rules import actions as a

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
                return {"kind": "kick", **kick_record(o), "distance": kick_distance}
        raise ValueError(f"{type(action).__name__} cannot be recorded")

    def decode(self, data: dict[str, Any]) -> Any:
        """The action a record stands for; physics shots are re-simulated here."""
        from games.finger_football.rules import actions as a
        from games.finger_football.rules.engine import FlickRequest, KickRequest
        from sim.slider.mat import Half

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
        return self.kicker.again(data, "medium", distance)  # a game's goalpost: medium hands

    def state_hash(self) -> str:
        state = self.game.to_json(with_log=False)
        del state["mat"]  # fixed for the game and written once, in the header
        # The log as recordings have always hashed it, each line told in the rulebook's names:
        # a line's template and data are not hashed, so recordings made before they were kept
        # verify as they are.
        state["log"] = self._hashed_log()
        return digest(hashed_state(self.name, state))

    def _hashed_log(self) -> list[list[Any]]:
        """The log in its hashed form, worked out once a line: a game only ever adds lines (a
        game restored from a snapshot is another log, worked out again)."""
        log, done = self.game.log, self._hashed
        if len(done) > len(log) or any(done[k][0] is not log[k] for k in (0, len(done) - 1) if done):
            done.clear()
        for e in log[len(done) :]:
            done.append((e, [e.kind, e.text, None if e.team is None else e.team.value, e.points]))
        return [entry for _, entry in done]

    def outcome_hash(self, action: Any) -> str | None:
        from games.finger_football.rules.actions import Flicked, Kicked

        if isinstance(action, Flicked):
            return digest(action.outcome.to_json())
        if isinstance(action, Kicked):
            return digest(kick_hash_fields(action.outcome))
        return None

    @staticmethod
    def duration(action: Any) -> float | None:
        from games.finger_football.rules.actions import Flicked, Kicked

        # a kick's flight too: the replay viewer shows it flying (play-test: kicks never shown)
        if isinstance(action, Kicked):
            return action.outcome.time if action.outcome.kick is not None else None
        return action.outcome.time if isinstance(action, Flicked) else None


def header_mat(head: dict[str, Any], source: str) -> mats.Mat:
    """The mat a recording's header holds, as the mat file's text; anything else there (a
    number, a list, an object, nothing) is a ReplayError naming the header."""
    text = head["geometry"].get("mat")
    if not isinstance(text, str):
        raise ReplayError("the header's mat must be the mat file's text (TOML)", 1, source)
    try:
        return mats.loads(text, f"{source} (the header's mat)")
    except SimError as exc:
        raise ReplayError(f"the header's mat does not load: {exc}", 1, source) from None

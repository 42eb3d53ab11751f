"""All-Pro Football in a recording: its actions (a measured glide among them) as JSON lines."""

from __future__ import annotations

from typing import Any

from games.core.codec import BoardCodec
from games.core.replay_format import ReplayError
from sim.slider import mat as mats

# An action's own field named "kind" (a safety kick's: kick-off or punt) is written under this key:
# "kind" names the action. (Before, it overwrote the action's name, and a safety kick could not
# be replayed.)
KIND_FIELD = "kick_kind"


class AllProCodec(BoardCodec):
    name = "all-pro"
    title = "All-Pro Football"  # as the player knows it

    @staticmethod
    def new_game(seed: int) -> Any:
        from games.all_pro.rules.engine import AllPro

        return AllPro(seed)

    @classmethod
    def from_header(cls, head: dict[str, Any], source: str, mat: mats.Mat | None = None) -> AllProCodec:
        from games.all_pro.rules.actions import Options
        from games.all_pro.rules.engine import AllPro

        try:
            return cls(AllPro(int(head["seed"]), Options.from_json(head.get("options", {}))))
        except (TypeError, ValueError) as exc:
            raise ReplayError(f"the header's options do not load: {exc}", 1, source) from None

    def encode(self, action: Any, **_: Any) -> dict[str, Any]:
        from games.all_pro.rules.board import Team

        fields_of: dict[str, Any] = {}
        for name in getattr(action, "__slots__", ()):
            value = getattr(action, name)
            if name == "glide":
                if value is not None:  # a measured glide: the physics the rules read
                    fields_of[name] = {f: getattr(value, f) for f in value.__slots__}
                continue
            if name == "hand" and value is None:  # the rules' own hand (recordings before it)
                continue
            if isinstance(value, Team):
                value = value.value
            elif name == "places":
                value = [[m, list(sq)] for m, sq in value]
            elif isinstance(value, tuple):
                value = list(value)
            fields_of[KIND_FIELD if name == "kind" else name] = value
        return {"kind": type(action).__name__, **fields_of}

    def decode(self, data: dict[str, Any]) -> Any:
        from games.all_pro.rules import actions as a
        from games.all_pro.rules.board import Team

        kinds = {cls.__name__: cls for cls in a.Action.__args__}
        cls = kinds.get(str(data.get("kind")))
        if cls is None:
            raise ValueError(f"unknown action kind {data.get('kind')!r}")
        args = {("kind" if k == KIND_FIELD else k): v for k, v in data.items() if k != "kind"}
        if "team" in args:
            args["team"] = Team(args["team"])
        if "to" in args and isinstance(args["to"], list):
            args["to"] = (int(args["to"][0]), int(args["to"][1]))
        if "places" in args:
            args["places"] = tuple((m, (int(sq[0]), int(sq[1]))) for m, sq in args["places"])
        if "glide" in args:
            args["glide"] = _glide(args["glide"])
        return cls(**args)


def _glide(data: Any) -> Any:
    """A measured glide as recorded: every field, of its type."""
    from sim.tiles.carry import Carried

    kinds = {"fell": bool, "at": float, "slip": float, "ahead": bool, "peak": float}
    if not isinstance(data, dict) or set(data) != set(kinds):
        raise ValueError(f"a glide has the fields {', '.join(kinds)}")
    for name, kind in kinds.items():
        value = data[name]
        if kind is bool and not isinstance(value, bool):
            raise ValueError(f"a glide's {name} is true or false")
        if kind is float and (isinstance(value, bool) or not isinstance(value, int | float)):
            raise ValueError(f"a glide's {name} is a number")
    return Carried(**data)

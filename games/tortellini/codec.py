"""Tortellini Football in a recording: the placements and both plans of each turn as JSON lines."""

from __future__ import annotations

from typing import Any

from games.core.codec import BoardCodec
from games.core.replay_format import ReplayError
from sim.slider import mat as mats


class TortelliniCodec(BoardCodec):
    name = "tortellini"
    title = "Tortellini Football"  # as the player knows it
    # A recording's steps are moves (placing a chip is one, a turn of plans another): its turns
    # are the game's own count, said beside them (a play-test read "turn 0 of 126" of 84 turns).
    counts_turns = True

    @staticmethod
    def new_game(seed: int) -> Any:
        from games.tortellini.rules.engine import Tortellini

        return Tortellini(seed)

    @classmethod
    def from_header(cls, head: dict[str, Any], source: str, mat: mats.Mat | None = None) -> TortelliniCodec:
        from games.tortellini.rules.actions import Options
        from games.tortellini.rules.engine import Tortellini

        try:
            return cls(Tortellini(int(head["seed"]), Options.from_json(head.get("options", {}))))
        except (TypeError, ValueError) as exc:
            raise ReplayError(f"the header's options do not load: {exc}", 1, source) from None

    def encode(self, action: Any, **_: Any) -> dict[str, Any]:
        from games.tortellini.rules.actions import Joint, Place

        if isinstance(action, Place):
            return {"kind": "place", "team": action.team.value, "chip": action.chip, "col": action.col}
        if isinstance(action, Joint):
            return {"kind": "joint", "one": list(action.one.orders), "two": list(action.two.orders)}
        raise ValueError(f"{type(action).__name__} cannot be recorded")

    def decode(self, data: dict[str, Any]) -> Any:
        from games.tortellini.rules.actions import Joint, Place, Plan, Team

        if data.get("kind") == "place":
            return Place(Team(data["team"]), str(data["chip"]), int(data["col"]))
        if data.get("kind") == "joint":
            one, two = data["one"], data["two"]
            return Joint(Plan(Team.ONE, (one[0], one[1], one[2])), Plan(Team.TWO, (two[0], two[1], two[2])))
        raise ValueError(f"unknown action kind {data.get('kind')!r}")

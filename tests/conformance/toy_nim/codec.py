"""Nim in a recording: each take a line."""

from __future__ import annotations

from typing import Any

from games.core.codec import BoardCodec
from games.core.replay_format import ReplayError

from .rules import Nim, Options, Side, Take


class NimCodec(BoardCodec):
    name = "toy-nim"
    title = "Nim"

    @staticmethod
    def new_game(seed: int) -> Any:
        return Nim(seed)

    @classmethod
    def from_header(cls, head: dict[str, Any], source: str, mat: Any = None) -> NimCodec:
        try:
            return cls(Nim(int(head["seed"]), Options.from_json(head.get("options", {}))))
        except (TypeError, ValueError) as exc:
            raise ReplayError(f"the header's options do not load: {exc}", 1, source) from None

    def encode(self, action: Any, **_: Any) -> dict[str, Any]:
        return {"kind": "take", "side": action.side.value, "stones": action.stones}

    def decode(self, data: dict[str, Any]) -> Any:
        if data.get("kind") != "take":
            raise ValueError(f"unknown action kind {data.get('kind')!r}")
        return Take(Side(data["side"]), int(data["stones"]))

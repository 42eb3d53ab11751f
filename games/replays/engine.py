"""What the codecs of the games with a rules engine share (Finger Football and the board games):
the engine's play-by-play, and its JSON form as the viewer's snapshots."""

from __future__ import annotations

from typing import Any

from games.recording import Recording


class EngineCodec:
    resumable = True  # an unfinished recording can be played on from where it stopped

    def __init__(self, game: Any) -> None:
        self.game = game

    def attach(self, recorder: Recording) -> None:
        """Actions are recorded by whoever applies them: nothing to hear from the engine."""

    def apply(self, action: Any) -> None:
        self.game.apply(action)

    def result(self) -> Any:
        return {"score": {t.value: s for t, s in self.game.score.items()}}

    def over(self) -> bool:
        return bool(self.game.is_over())

    def log(self) -> list[Any]:
        return list(self.game.log)

    def snapshot(self) -> dict[str, Any]:
        return dict(self.game.to_json())

    def restore(self, snapshot: dict[str, Any]) -> Any:
        return type(self.game).from_json(snapshot)

    @staticmethod
    def duration(action: Any) -> float | None:
        """Seconds the action takes to show, if it moves something (a board move does not)."""
        return None

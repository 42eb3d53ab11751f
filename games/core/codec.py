"""What the codecs of the games with a rules engine share (Finger Football and the board games):
the engine's play-by-play, and its JSON form as the viewer's snapshots. A codec is how a game's
actions become a recording's lines and back (docs/formats/replay.md); each game keeps its own
beside its rules, and the registry hands it to the replays."""

from __future__ import annotations

import re
from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any, Protocol

from games.core.replay_format import digest

from .recording import Recording


class EngineCodec:
    name: str  # the recording's game, as its header names it (each codec sets it)
    resumable = True  # an unfinished recording can be played on from where it stopped
    uses_mat = False  # its flicks can be replayed on another mat (a what-if, a fit)
    real_time = False  # played on without a pause between actions (foosball)
    quiet: str | None = None  # what a stretch in which nothing happened says, not listed
    steps = ("move", "moves")  # one recorded step, and many, as the game's players say it
    counts_turns = False  # the viewer says the game's own turn count beside its steps

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

    def describe(self, action: Any) -> str:
        """An action that wrote no play-by-play, in words."""
        return in_words(action)


def in_words(action: Any) -> str:
    """'choose kickoff: onside no' for ChooseKickoff(onside=False): the action's name and its
    fields as a person reads them (numbers rounded, yes or no, enums by their value)."""
    name = re.sub(r"(?<!^)(?=[A-Z])", " ", type(action).__name__).lower()
    if not is_dataclass(action):
        return name
    parts = [f"{f.name.replace('_', ' ')} {_value(getattr(action, f.name))}" for f in fields(action)]
    return f"{name}: {', '.join(parts)}" if parts else name


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Enum):
        return str(value.value).lower()
    if isinstance(value, float):
        return f"{value:.3g}"
    if isinstance(value, (tuple, list)):
        return "/".join(_value(v) for v in value)
    return str(value)


class BoardCodec(EngineCodec):
    """What the board games share: no geometry, options as JSON, the state without its log."""

    def geometry(self) -> dict[str, Any]:
        return {}

    def options(self) -> dict[str, Any]:
        return dict(self.game.options.to_json())

    def state_hash(self) -> str:
        state = self.game.to_json()
        state.pop("log")
        return digest(hashed_state(self.name, state))

    def outcome_hash(self, action: Any) -> str | None:
        return None


def hashed_state(recording: str, state: dict[str, Any]) -> dict[str, Any]:
    """A state as recordings hash it: without the options a later rules version added. Those are
    bound into every hash through the header, which names them, so a new option keeps every
    recording made before it verifying as it was recorded (docs/formats/replay.md)."""
    from games.core import registry  # the registry imports the codecs' modules lazily

    added = {key for options in registry.recording_game(recording).legacy_options.values() for key in options}
    options = state.get("options")
    if added and isinstance(options, dict):
        state = {**state, "options": {k: v for k, v in options.items() if k not in added}}
    return state


class Codec(Protocol):
    """What the replays ask of a game's codec (docs/formats/replay.md)."""

    name: str  # the recording's game, as its header names it
    title: str  # as players know it
    resumable: bool
    uses_mat: bool
    real_time: bool
    quiet: str | None
    steps: tuple[str, str]
    counts_turns: bool
    game: Any  # the model the recording drives: an engine, a match, a practice

    def __init__(self, game: Any) -> None: ...

    @staticmethod
    def new_game(seed: int) -> Any: ...

    @classmethod
    def from_header(cls, head: dict[str, Any], source: str, mat: Any = None) -> Codec: ...

    def attach(self, recorder: Recording) -> None: ...

    def geometry(self) -> dict[str, Any]: ...

    def options(self) -> dict[str, Any]: ...

    def encode(self, action: Any, **extra: Any) -> dict[str, Any]: ...

    def decode(self, data: dict[str, Any]) -> Any: ...

    def apply(self, action: Any) -> None: ...

    def state_hash(self) -> str: ...

    def outcome_hash(self, action: Any) -> str | None: ...

    def result(self) -> Any: ...

    def over(self) -> bool: ...

    def log(self) -> list[Any]: ...

    def snapshot(self) -> dict[str, Any]: ...

    def restore(self, snapshot: dict[str, Any]) -> Any: ...

    def duration(self, action: Any) -> float | None: ...

    def describe(self, action: Any) -> str: ...

"""The codec of each game: how its actions become JSON and back, how a game is rebuilt from a
header, and what is hashed after each action (the rules engine's state, and for the physics games
each shot's outcome too)."""

from __future__ import annotations

from .boards import AllProCodec, TortelliniCodec
from .finger_football import FingerFootballCodec
from .foosball import FoosballCodec, FoosPracticeCodec
from .practice import KickPracticeCodec, PracticeCodec

Codec = (
    FingerFootballCodec
    | PracticeCodec
    | KickPracticeCodec
    | FoosballCodec
    | FoosPracticeCodec
    | AllProCodec
    | TortelliniCodec
)
CODECS: dict[str, type[Codec]] = {
    "finger-football": FingerFootballCodec,
    "finger-football-practice": PracticeCodec,
    "field-goal-practice": KickPracticeCodec,
    "foosball": FoosballCodec,
    "foosball-practice": FoosPracticeCodec,
    "all-pro": AllProCodec,
    "tortellini": TortelliniCodec,
}
GAMES = tuple(CODECS)

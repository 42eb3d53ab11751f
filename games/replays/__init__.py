"""Recording and replaying games (docs/formats/replay.md), on the file format of
:mod:`sim.replay`.

Physics shots are recorded as their inputs (the impulse applied, the kick and its timing) and
re-simulated on replay; chance (coins, dice) comes from the game's seeded generator, so a replay
checks it through the hashes.
"""

from .boards import AllProCodec, TortelliniCodec
from .codecs import CODECS, GAMES, Codec
from .cpu_games import CPU_DEFAULT, SIDES, RecordTo, play_out, record_game, recording_path
from .finger_football import FingerFootballCodec
from .foosball import FoosballCodec
from .recording import GameRecorder, new_path, replays_dir, start_recording
from .replaying import Step, Verification, load, resume, steps, unfinished, verify
from .what_if import FlickChange, WhatIf, what_if

__all__ = [
    "CODECS",
    "CPU_DEFAULT",
    "GAMES",
    "SIDES",
    "AllProCodec",
    "Codec",
    "FingerFootballCodec",
    "FlickChange",
    "FoosballCodec",
    "GameRecorder",
    "RecordTo",
    "Step",
    "TortelliniCodec",
    "Verification",
    "WhatIf",
    "load",
    "new_path",
    "play_out",
    "record_game",
    "recording_path",
    "replays_dir",
    "resume",
    "start_recording",
    "steps",
    "unfinished",
    "verify",
    "what_if",
]

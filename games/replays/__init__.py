"""Recording and replaying games (docs/formats/replay.md), on the file format of
:mod:`games.core.replay_format`. Each game's codec lives in its own package and comes from the registry of
games.

Physics shots are recorded as their inputs (the impulse applied, the kick and its timing) and
re-simulated on replay; chance (coins, dice) comes from the game's seeded generator, so a replay
checks it through the hashes.
"""

from .codecs import CODECS, Codec, recorded_games
from .cpu_games import RecordTo, play_out, record_game, recording_path
from .recording import GameRecorder, new_path, replays_dir, start_recording
from .replaying import EarlierReading, Step, Verification, load, resume, steps, unfinished, verify
from .what_if import FlickChange, WhatIf, what_if

__all__ = [
    "CODECS",
    "Codec",
    "EarlierReading",
    "FlickChange",
    "GameRecorder",
    "RecordTo",
    "Step",
    "Verification",
    "WhatIf",
    "load",
    "new_path",
    "play_out",
    "record_game",
    "recorded_games",
    "recording_path",
    "replays_dir",
    "resume",
    "start_recording",
    "steps",
    "unfinished",
    "verify",
    "what_if",
]

"""The recordings of a folder in a few words each, for the replay browser: the game, who played,
the mat it was played on, when, the result and how long.

Read lightly: the header line, and the file's last lines for the end (its result) and the length,
so a folder of long foosball games lists at once; a recording is checked in full only when it is
opened. A file that is not a recording is listed with the reason, and cannot be opened. The score
of an unfinished game is not in its file: :func:`score_so_far` replays it to find it (the browser
asks in the background, and it is remembered while the file is unchanged).
"""

from __future__ import annotations

import json
import re
import time
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from games.app.replay_motion import counted
from games.core import registry
from games.core.replay_format import FORMAT
from games.replays import CODECS
from games.window import who_played

TAIL = 1 << 16  # bytes read from a file's end for its last lines
NOTHING_PLAYED = "nothing played"


@dataclass(frozen=True, slots=True)
class Listed:
    """One recording as the browser lists it."""

    path: Path
    game: str  # as players know it
    players: str  # 'you vs the CPU (club)'
    date: str  # local time
    result: str  # 'you won 11-9', 'unfinished', 'practice'
    length: str  # '388 moves', '201 turns', '4 min 10 s'
    when: float  # for the order: newest first
    error: str | None = None  # why it cannot be opened
    resumable: bool = False  # unfinished, and a game that can go on
    mat: str = ""  # the name of the mat it was played on ('' for a game without one)
    empty: bool = False  # left before anything happened (no action): listed last, greyed

    @property
    def openable(self) -> bool:
        return self.error is None


def listed(folder: Path) -> list[Listed]:
    """The folder's recordings (``*.jsonl``), newest first; then the games left before anything
    happened ("nothing played"); files that are not recordings, last."""
    if not folder.is_dir():
        return []
    rows = [summary(path) for path in folder.glob("*.jsonl") if path.is_file()]
    return sorted(rows, key=lambda r: (not r.openable, r.empty, -r.when, r.path.name))


def summary(path: Path) -> Listed:
    try:
        with path.open("rb") as f:
            first = f.readline(1 << 24)
            size = f.seek(0, 2)
            f.seek(max(0, size - TAIL))
            tail = f.read()
        head = json.loads(first)
        if not isinstance(head, dict) or head.get("format") != FORMAT or head.get("game") not in CODECS:
            raise ValueError("not a recording")
        lines = _last_lines(tail, size <= TAIL)
    except OSError as exc:
        return Listed(path, path.name, "", "", "", "", _mtime(path), f"cannot be read: {exc.strerror or exc}")
    except ValueError:  # not JSON, or not a recording's header
        return Listed(path, path.name, "", "", "", "", _mtime(path), "is not a recording of a game")
    game = str(head["game"])
    codec = CODECS[game]
    players = who_played.players_of(head)
    started = _started(head, path)
    end = next((rec for rec in reversed(lines) if rec.get("type") == "end"), None)
    actions = int(end["actions"]) if end is not None else _last_action(lines)
    empty = actions == 0
    return Listed(
        path,
        codec.title,
        line_up(players, game),
        time.strftime("%d %b %Y, %H:%M", time.localtime(started)),
        NOTHING_PLAYED if empty else _result(end, codec.resumable, players),
        _length(codec.real_time, lines, actions, head, game),
        started,
        resumable=end is None and codec.resumable and not empty,
        mat=mat_name(head),
        empty=empty,
    )


def line_up(players: dict[str, str], game: str = "") -> str:
    """Who played, in one form wherever it is said: 'you vs the CPU (club)', 'CPU (club) vs CPU
    (expert)'; each CPU's level as the launcher names it ("you vs the CPU (beginner)" for
    All-Pro's player "cpu"); a CPU whose level was not recorded ('cpu') is said without one:
    'CPU vs CPU', 'you vs the CPU', never 'CPU (cpu)' nor 'the CPU vs the CPU'."""
    words = who_played.line_up({side: skill_word(game, kind) for side, kind in players.items()})
    return re.sub(r"\bCPU \(cpu\)", "CPU", words)


def skill_word(game: str, kind: str) -> str:
    """A recorded CPU player's level in the launcher's word for it (a game's ``level_words``:
    All-Pro's beginner plays as player "cpu"), so a list of games shows every game's skill."""
    words = registry.game(game).level_words if game in registry.names() else {}
    return words.get(kind, kind)


def players_to_fit(words: str, fits: Callable[[str], bool]) -> str:
    """Who played, as long as it fits: 'CPU (expert) vs CPU (novice)', else 'CPU expert vs CPU
    novice', else 'CPUs: expert vs novice'; 'you vs the CPU (club)', else 'you vs CPU (club)',
    else 'you vs CPU club'. The shortest when none fits (the caller cuts it)."""
    tries = player_forms(words)
    return next((t for t in tries if fits(t)), tries[-1])


def player_forms(words: str) -> list[str]:
    """Who played, from the longest way of saying it to the shortest (:func:`players_to_fit`);
    a list shows every row at the same step, so its rows read alike."""
    both = re.fullmatch(r"CPU \((\w+)\) vs CPU \((\w+)\)", words)
    tries = [words, re.sub(r"\((\w+)\)", r"\1", words)]
    if both is not None:
        tries += [f"CPUs: {both[1]} vs {both[2]}", f"{both[1]} vs {both[2]}"]
    else:
        tries.insert(1, words.replace("the CPU", "CPU"))
        tries.append(re.sub(r"\((\w+)\)", r"\1", words.replace("the CPU", "CPU")))
    return tries


def mat_name(head: dict[str, Any]) -> str:
    """The name of the mat in a recording's header (its mat file, as played), or ''."""
    geometry = head.get("geometry")
    text = geometry.get("mat") if isinstance(geometry, dict) else None
    if not isinstance(text, str):
        return ""
    try:
        name = tomllib.loads(text).get("name")
    except tomllib.TOMLDecodeError:
        return ""
    return name if isinstance(name, str) else ""


def result_words(end: dict[str, Any] | None, resumable: bool, players: dict[str, str]) -> str:
    """How a recording ended, in words: 'Blue won 45-26', 'you won 11-9', 'a draw, 3-3',
    'unfinished · R resumes', 'practice'."""
    return _result(end, resumable, players)


_SCORES: dict[tuple[Path, float, int], str] = {}  # (file, its time, its size) -> its score so far


def score_so_far(path: Path) -> str:
    """An unfinished game's score where it was left, in the names the game used: 'you 0, the
    CPU 6' ('' if it does not replay). Replays the file; remembered while the file is unchanged."""
    from games.core.replay_format import ReplayError
    from games.replays.replaying import load, steps

    try:
        stat = path.stat()
    except OSError:
        return ""
    key = (path, stat.st_mtime, stat.st_size)
    if key not in _SCORES:
        try:
            replay, codec = load(path, tolerate_cut=True)
            for _ in steps(replay, codec):
                pass
            scores = getattr(codec.game, "ref", codec.game).score
            named = who_played.names(who_played.players_of(replay.header))
            line = who_played.score_line(scores, named).replace(" · ", ", ")
            _SCORES[key] = line[:1].lower() + line[1:] if named else line  # "you 0, the CPU 6"
        except (ReplayError, AttributeError):
            _SCORES[key] = ""
    return _SCORES[key]


def _last_lines(tail: bytes, whole: bool) -> list[dict[str, Any]]:
    """The complete lines at the end of a file, parsed (a line cut short, or cut by where the
    tail starts, is left out)."""
    raw = tail.split(b"\n")
    if not whole:
        raw = raw[1:]  # the first may be the end of a line that started before the tail
    out = []
    for line in raw:
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict):
            out.append(record)
    return out


def _last_action(lines: list[dict[str, Any]]) -> int:
    numbered = [int(r["n"]) for r in lines if r.get("type") == "action" and isinstance(r.get("n"), int)]
    return max(numbered, default=0)


def _started(head: dict[str, Any], path: Path) -> float:
    """When the game began: the header's time (UTC), or the file's."""
    stamp = head.get("started")
    if isinstance(stamp, str):
        try:
            return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
        except ValueError:
            pass
    return _mtime(path)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _result(end: dict[str, Any] | None, resumable: bool, players: dict[str, str]) -> str:
    if end is None:
        return "unfinished · R resumes" if resumable else "practice"
    result = end.get("result")
    if not isinstance(result, dict) or not isinstance(result.get("score"), dict):
        return "finished"
    score = result["score"]
    points = {str(side): v for side, v in score.items() if isinstance(v, int)}
    if len(points) != 2:
        return "finished"
    high, low = sorted(points.values(), reverse=True)
    if high == low:
        return f"a draw, {high}-{low}"
    winner = str(result.get("winner") or max(points, key=lambda side: points[side]))
    who = who_played.names(players).get(winner)
    return f"{who.name if who is not None else who_played.side_name(winner)} won {high}-{low}"


def _length(
    real_time: bool, lines: list[dict[str, Any]], actions: int, head: dict[str, Any], game: str = ""
) -> str:
    """A real-time game's playing time (its last step times the step); else its recorded steps in
    its players' word: '388 moves', '201 turns', '12 flicks'."""
    if real_time:
        steps = 0
        for record in reversed(lines):
            action = record.get("action")
            if isinstance(action, dict):
                if isinstance(action.get("from"), int) and isinstance(action.get("steps"), int):
                    steps = action["from"] + action["steps"]
                    break
                if isinstance(action.get("at"), int):
                    steps = action["at"]
                    break
        dt = head.get("dt")
        if steps and isinstance(dt, float | int) and dt > 0:
            seconds = round(steps * dt)
            return f"{seconds // 60} min {seconds % 60:02d} s" if seconds >= 60 else f"{seconds} s"
    return counted(game, actions)

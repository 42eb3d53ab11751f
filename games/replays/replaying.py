"""Replaying recordings: step by step with every hash checked, verification, and resuming an
unfinished game."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from games.core import registry
from games.core.errors import IllegalAction
from games.core.replay_format import Replay, ReplayError, bound, digest, read
from games.finger_football.measured import Measured
from sim import __version__
from sim.errors import SimError
from sim.slider.mat import Mat

from .codecs import CODECS, Codec, recorded_games
from .recording import GameRecorder, replays_dir


@dataclass(frozen=True, slots=True)
class Step:
    line: int
    action: Any
    ok: bool
    outcome_ok: bool | None


@dataclass(frozen=True, slots=True)
class EarlierReading:
    """A recording made under an earlier version of its game's rules: the readings it was played
    under (the options added since, at the values it played by), and where today's rules would
    first play it otherwise (a line, or None when they play it the same)."""

    version: int
    readings: dict[str, Any]
    differs_at: int | None


@dataclass(slots=True)
class Verification:
    """What a headless replay found."""

    path: str
    game: str
    actions: int = 0
    mismatches: list[str] = field(default_factory=list)
    finished: bool = False
    final_ok: bool | None = None
    result: Any = None
    recorded_by: str = ""  # the version of tabletop-sim that recorded it
    earlier: EarlierReading | None = None  # asked for: played under an earlier rules version

    @property
    def other_version(self) -> bool:
        """Was it recorded by another version than this one (whose games may differ)?"""
        return bool(self.recorded_by) and self.recorded_by != __version__

    @property
    def identical(self) -> bool:
        return not self.mismatches and self.final_ok is not False


def load(path: str | Path, tolerate_cut: bool = False, mat: Mat | None = None) -> tuple[Replay, Codec]:
    """A recording and its game rebuilt from the header, ready to replay (on ``mat`` instead of
    the recorded one, for a what-if: Finger Football and its practice)."""
    replay = read(path, recorded_games(), tolerate_cut)
    codec = CODECS[replay.game]
    if mat is not None and not codec.uses_mat:
        raise ReplayError(f"a {codec.title} recording has no mat to change", source=replay.path)
    head = replay.header
    if "options" in head:  # read under the rules it was played by
        head = {**head, "options": registry.recording_game(replay.game).options_played(head)}
    return replay, codec.from_header(head, replay.path, mat)


def steps(replay: Replay, codec: Codec) -> Iterator[Step]:
    """Apply the replay's actions one by one, re-simulating the shots, checking the hashes: the
    state's (bound to the header), and each shot's outcome, which a shot's line must carry."""
    for line, record in replay.numbered():
        try:
            action = codec.decode(record["action"])
            codec.apply(action)
        except IllegalAction as exc:
            refused = Refused(f"action {record['n']} does not replay: {exc}", line, replay.path)
            refused.reason = str(exc)
            raise refused from None
        except (ValueError, KeyError, TypeError, IndexError, SimError) as exc:
            raise ReplayError(f"action {record['n']} does not replay: {exc}", line, replay.path) from None
        outcome = codec.outcome_hash(action)
        outcome_ok = None if outcome is None else outcome == record.get("outcome")
        state_ok = bound(replay.header, codec.state_hash()) == record["hash"]
        if replay.header.get("version", 1) >= 2:
            state_ok = state_ok and _says_only(codec, action, record["action"])
        yield Step(line, action, state_ok, outcome_ok)


def _says_only(codec: Codec, action: Any, recorded: dict[str, Any]) -> bool:
    """Does the line say nothing but the action it decodes to (no field added or altered that
    the game would not read)? The action written again must be what is written."""
    try:
        again = codec.encode(action, **_encoding_extra(recorded))
    except (ValueError, KeyError, TypeError):
        return False
    return digest(again) == digest(recorded)


def _encoding_extra(recorded: dict[str, Any]) -> dict[str, Any]:
    """What a line keeps beside its action, given back to its codec to write the line again: a
    kick's distance, a practice flick's aim and measured values."""
    extra: dict[str, Any] = {}
    if "distance" in recorded:
        extra["kick_distance"] = recorded["distance"]
    if "aim" in recorded or "measured" in recorded:
        extra["measured"] = Measured.of_line(recorded)  # ValueError: the line does not verify
    return extra


def verify(
    path: str | Path, against_today: bool = False, progress: Callable[[int, int], None] | None = None
) -> Verification:
    """Replay a recording under the rules it was played by, every hash checked; with
    ``against_today``, a recording of an earlier rules version is replayed again under today's
    rules, to say where they would part (``Verification.earlier``). ``progress`` hears (actions
    done, actions in all) as it goes."""
    replay, codec = load(path)
    report = Verification(
        replay.path, replay.game, finished=replay.finished, recorded_by=str(replay.header.get("package", ""))
    )
    try:
        for step in steps(replay, codec):
            report.actions += 1
            if progress is not None:
                progress(report.actions, len(replay.actions))
            if not step.ok or step.outcome_ok is False:
                what = "the shot's outcome" if step.outcome_ok is False else "the state"
                report.mismatches.append(f"line {step.line}: {what} differs from the recording")
    except ReplayError as exc:
        if not report.mismatches:
            raise  # the recording itself is wrong, not its replay here
        # A game that went another way can reach a point where the recorded action is illegal.
        report.mismatches.append(f"line {exc.line}: {exc.message}; the replay stops there")
        return report
    if replay.end is not None:
        line = len(replay.actions) + 2
        report.final_ok = bound(replay.header, codec.state_hash()) == replay.end["hash"]
        if not codec.over():  # an end line is written when the game ends, and only then
            report.mismatches.append(f"line {line}: an end line where the rules say the game is not over")
        elif digest(replay.end.get("result")) != digest(codec.result()):
            report.mismatches.append(f"line {line}: the end line's result differs from the game's")
    report.result = codec.result()
    if against_today:
        report.earlier = earlier_reading(replay)
    return report


def earlier_reading(replay: Replay) -> EarlierReading | None:
    """How a recording of an earlier rules version stands against today's rules (None for one
    of today's version, or of a game without options)."""
    spec = registry.recording_game(replay.game)
    head = replay.header
    version = head.get("rules_version", 1)
    options = head.get("options")
    if not isinstance(version, int) or version >= spec.rules_version or not isinstance(options, dict):
        return None
    played = spec.options_played(head)
    readings = {k: v for k, v in played.items() if k not in options}
    today = CODECS[replay.game].from_header(head, replay.path)  # the options it names, today's for the rest
    try:
        for step in steps(replay, today):
            if not step.ok or step.outcome_ok is False:
                return EarlierReading(version, readings, step.line)
    except ReplayError as exc:
        return EarlierReading(version, readings, exc.line)
    return EarlierReading(version, readings, None)


class Refused(ReplayError):
    """A recorded action the rules refuse here: a rule fixed since it was recorded (an All-Pro
    formation the snap could not follow, which left its game stuck)."""

    reason = ""  # the rules' words


def resume(path: str | Path) -> tuple[Codec, GameRecorder]:
    """Rebuild an unfinished game from its recording and go on recording into the same file.
    A game whose recording holds an action the rules now refuse (every action before it as
    recorded) goes on from just before it: the file is cut there (its old self kept beside it,
    ``.jsonl.old``) and the recorder's ``note`` says why."""
    replay, codec = load(path, tolerate_cut=True)
    if replay.finished:
        raise ReplayError("this game is finished: nothing to resume", source=replay.path)
    if not codec.resumable:
        raise ReplayError(f"a {replay.game} session is replayed, not resumed", source=replay.path)
    try:
        for step in steps(replay, codec):
            if not step.ok or step.outcome_ok is False:
                raise ReplayError(
                    "does not replay as recorded here: cannot go on from it", step.line, replay.path
                )
    except Refused as exc:
        assert exc.line is not None
        _cut_at(Path(path), exc.line)
        codec, recorder = resume(path)
        recorder.note = f"Your game goes on from before a move the rules now refuse: {exc.reason}"
        return codec, recorder
    _drop_cut_line(Path(path))
    recorder = GameRecorder(codec, Path(path), replay.header, resume=True)
    return codec, recorder


def _cut_at(path: Path, line: int) -> None:
    """The recording without its lines from ``line`` on (the old file kept as ``.jsonl.old``)."""
    from sim.io.atomic import write_bytes

    data = path.read_bytes()
    write_bytes(path.with_suffix(".jsonl.old"), data)
    write_bytes(path, b"".join(data.splitlines(keepends=True)[: line - 1]))


def _drop_cut_line(path: Path) -> None:
    """A line cut short by a crash is removed (atomically) before the recording goes on."""
    data = path.read_bytes()
    if data.endswith(b"\n"):
        return
    from sim.io.atomic import write_bytes

    write_bytes(path, data[: data.rfind(b"\n") + 1])


def unfinished(folder: Path | None = None) -> list[Path]:
    """Recordings without an end line, newest first."""
    out = []
    for path in sorted((folder or replays_dir()).glob("*.jsonl"), reverse=True):
        try:
            replay = read(path, recorded_games(), tolerate_cut=True)
            if not replay.finished and CODECS[replay.game].resumable:
                out.append(path)
        except ReplayError:
            continue
    return out

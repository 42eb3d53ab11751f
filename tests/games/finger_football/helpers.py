"""Synthetic physics for rules tests: outcomes built from a rest pose, without sliding."""

import math
from collections.abc import Sequence

from games.finger_football.rules.actions import JUDGING, Accept, Flicked, Kicked
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from sim.geometry import Pose
from sim.kick import Kick, KickOutcome, Reason, Verdict
from sim.slider import mat as mats
from sim.slider.table import EventKind, Flick, FlickOutcome, Launch, PathEvent, SliderTable

MAT = mats.default()
TABLE = SliderTable(MAT)
YD = MAT.field.yard


def outcome(
    start: Pose, rest: tuple[float, float], events: Sequence[PathEvent] = (), heading: float | None = None
) -> FlickOutcome:
    """The outcome of a flick from ``start`` that rests at ``rest`` (turned to ``heading``, or
    as it started): what it touches there is the real mat's answer; the path events are what
    the test says."""
    pose = Pose(rest[0], rest[1], start.angle if heading is None else heading)
    touched, on_surface = TABLE._query(pose)
    # A slider that rests where it started went nowhere: it keeps the way it faced.
    moved = (rest[0], rest[1]) != (start.x, start.y)
    direction = math.atan2(rest[1] - start.y, rest[0] - start.x) if moved else start.angle
    band = MAT.zone_at(rest[0])
    return FlickOutcome(
        start=start,
        flick=Flick((0.0, 0.0)),
        launch=Launch(1.0, direction, 0.0),
        rest=pose,
        time=1.0,
        distance=math.hypot(rest[0] - start.x, rest[1] - start.y),
        touched=tuple(touched),
        events=tuple(events),
        on_surface=on_surface,
        zone=band.zone if band else None,
    )


def flick_to(
    game: FingerFootball,
    rest: tuple[float, float],
    events: Sequence[PathEvent] = (),
    heading: float | None = None,
) -> list:  # type: ignore[type-arg]
    """Apply a synthetic flick from where the rules want it to ``rest``."""
    request = game.request()
    assert isinstance(request, FlickRequest), game.phase
    return game.apply(Flicked(outcome(request.start, rest, events, heading)))


def event(kind: EventKind, feature: str, x: float, y: float, t: float = 0.5) -> PathEvent:
    return PathEvent(kind, feature, t, x, y)


def kick(good: bool, reason: Reason | None = None) -> Kicked:
    verdict = Verdict.GOOD if good else Verdict.NO_GOOD
    why = Reason.GOOD if good else (reason or Reason.SHORT)
    return Kicked(KickOutcome(Kick(3.0, 0.7), verdict, why, None, 0.4, (), 0.3, None, None, 1.0))


def circle(circle_id: str) -> tuple[float, float]:
    c = next(c for c in MAT.run_circles if c.id == circle_id)
    return c.x, c.y


def yards(own: float, direction: int = 1, y: float = 0.0) -> tuple[float, float]:
    """A mat point on an offence's own line."""
    x = own * YD
    return (x if direction > 0 else MAT.field.length - x), y


def accept(game: FingerFootball) -> None:
    """Both sides accept the slider's rest: each, in its own moment, declares no bump."""
    while game.phase in JUDGING:
        game.apply(Accept())

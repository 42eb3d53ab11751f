"""A kick and what became of it: the finger's kick (speed, loft, aim), its timing against the
defender's count, and the outcome the referee calls."""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from sim.errors import KickError

if TYPE_CHECKING:
    from sim.kick.setup import FoamBall

MAX_KICK_SPEED = 12.0  # m/s: far beyond a finger flick of a foam ball
MAX_ELEVATION = math.radians(75.0)
MAX_AIM = math.radians(60.0)


@dataclass(frozen=True, slots=True)
class Kick:
    """The ball's launch: speed (m/s), elevation above the table and aim (rad, + to the left)."""

    speed: float
    elevation: float
    aim: float = 0.0

    def __post_init__(self) -> None:
        for name in ("speed", "elevation", "aim"):
            value = getattr(self, name)
            if not math.isfinite(value):
                raise KickError(f"kick {name} must be finite, got {value!r}")
        if self.speed < 0.0:
            raise KickError(f"kick speed must not be negative, got {self.speed!r}")
        if self.speed > MAX_KICK_SPEED:
            raise KickError(f"kick speed {self.speed:g} m/s is beyond the maximum of {MAX_KICK_SPEED:g}")
        if not 0.0 <= self.elevation <= MAX_ELEVATION:
            raise KickError(
                f"elevation {math.degrees(self.elevation):.1f} deg is outside 0 to "
                f"{math.degrees(MAX_ELEVATION):.0f} deg"
            )
        if abs(self.aim) > MAX_AIM:
            raise KickError(
                f"aim {math.degrees(self.aim):.1f} deg is beyond +-{math.degrees(MAX_AIM):.0f} deg"
            )

    @classmethod
    def from_strike(cls, impulse: float, strike_height: float, aim: float, ball: FoamBall) -> Kick:
        """The finger's strike on the stood-up ball: an impulse (N s) at ``strike_height`` (m above
        the table). The push is along the surface normal, taken as that of a sphere of the ball's
        half-length around its centre: below the centre lifts the ball."""
        if not (math.isfinite(impulse) and math.isfinite(strike_height)):
            raise KickError(f"strike must be finite, got impulse {impulse!r}, height {strike_height!r}")
        if impulse < 0.0:
            raise KickError(f"strike impulse must not be negative, got {impulse!r}")
        a = ball.tee_height
        if not 0.0 <= strike_height <= 2.0 * a:
            raise KickError(f"strike height {strike_height:g} m is not on the ball (0 to {2 * a:g} m)")
        return cls(impulse / ball.mass, math.asin(max(0.0, (a - strike_height) / a)), aim)

    def strike_height(self, ball: FoamBall) -> float:
        """Where on the stood-up ball a finger strikes to give this elevation."""
        return ball.tee_height * (1.0 - math.sin(self.elevation))


@dataclass(frozen=True, slots=True)
class KickTiming:
    """The defender's count: the kicker must stand the ball up and kick it after "go" and before
    the count ends. Times in seconds from "go"; None: not done."""

    count_length: float = 3.0
    stood_at: float | None = None
    kicked_at: float | None = None

    @property
    def early(self) -> bool:
        """The ball stood up or kicked before "go": not "between 'go' and" the count's end."""
        return any(t is not None and t < 0.0 for t in (self.stood_at, self.kicked_at))

    @property
    def late(self) -> bool:
        if self.kicked_at is None or self.stood_at is None:
            return True
        return self.kicked_at > self.count_length or self.stood_at > self.kicked_at


class Verdict(StrEnum):
    GOOD = "GOOD"
    NO_GOOD = "NO GOOD"
    BLOCKED = "BLOCKED"


class Reason(StrEnum):
    GOOD = "good"
    WIDE_LEFT = "wide left"
    WIDE_RIGHT = "wide right"
    SHORT = "short"
    OFF_CROSSBAR = "off the crossbar"
    OFF_THUMB = "off a thumb"
    BOUNCED = "bounced first"  # over the hands only after touching the table: it did not sail
    TOO_LATE = "too late"
    TOO_EARLY = "too early"


class ContactKind(StrEnum):
    TABLE = "table"
    CROSSBAR = "crossbar"
    THUMB_LEFT = "thumb_left"
    THUMB_RIGHT = "thumb_right"


@dataclass(frozen=True, slots=True)
class Contact:
    kind: ContactKind
    t: float
    x: float
    y: float
    z: float
    speed: float  # normal speed into the contact (m/s)


@dataclass(frozen=True, slots=True)
class KickOutcome:
    kick: Kick | None  # None: no kick before the count ran out
    verdict: Verdict
    reason: Reason
    cross: tuple[float, float] | None  # (y, z) of the centre where it last crossed the goal plane
    time: float  # s from the kick to the crossing, or to rest
    contacts: tuple[Contact, ...]
    apex: float  # highest centre height (m)
    landing: tuple[float, float] | None  # (x, y) of the first touch of the table
    rest: tuple[float, float] | None  # where it stopped rolling, if it did
    kicked_at: float | None = None
    trajectory: tuple[tuple[float, float, float, float], ...] | None = None  # (t, x, y, z)
    sail: bool = False  # judged by "sails between the goal posts" (a bounce over is no good)

    @property
    def good(self) -> bool:
        return self.verdict == Verdict.GOOD

    @property
    def call(self) -> str:
        """What the referee says: GOOD, NO GOOD - wide left, BLOCKED - too late."""
        return self.verdict.value if self.good else f"{self.verdict.value} - {self.reason.value}"

    def to_json(self) -> dict[str, Any]:
        k = self.kick
        return {
            "verdict": self.verdict.value,
            "reason": self.reason.value,
            "call": self.call,
            "kick": None if k is None else {"speed": k.speed, "elevation": k.elevation, "aim": k.aim},
            "kicked_at": self.kicked_at,
            "cross": None if self.cross is None else {"y": self.cross[0], "z": self.cross[1]},
            "time": self.time,
            "apex": self.apex,
            "landing": None if self.landing is None else {"x": self.landing[0], "y": self.landing[1]},
            "rest": None if self.rest is None else {"x": self.rest[0], "y": self.rest[1]},
            "contacts": [
                {"kind": c.kind.value, "time": c.t, "x": c.x, "y": c.y, "z": c.z, "speed": c.speed}
                for c in self.contacts
            ],
        }


def blocked(timing: KickTiming) -> KickOutcome:
    """The attempt of a kicker who did not kick before the count ended."""
    return KickOutcome(
        None, Verdict.BLOCKED, Reason.TOO_LATE, None, 0.0, (), 0.0, None, None, timing.kicked_at
    )

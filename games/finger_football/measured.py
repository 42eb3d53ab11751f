"""What a camera measured of a real flick, kept beside the flick in a practice recording: where
it was meant to stop, where it stopped and how it lay, and how long it slid. Nothing replays or
hashes these: they are what the simulation is compared with (``tabletop replay --against
measured``) and fitted to (``tabletop mat fit``)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Measured:
    aim: tuple[float, float] | None = None  # m, where it was meant to stop
    rest: tuple[float, float] | None = None  # m, where its centre stopped
    rest_angle: float | None = None  # rad, the slider's own angle at rest (needs ``rest``)
    time: float | None = None  # s, from the strike to rest

    def __post_init__(self) -> None:
        for name in ("aim", "rest"):
            point = getattr(self, name)
            if point is not None and (len(point) != 2 or not all(_finite(v) for v in point)):
                raise ValueError(f"a flick's {name} must be two finite numbers (m), not {point!r}")
        if self.rest_angle is not None and (self.rest is None or not _finite(self.rest_angle)):
            raise ValueError(
                f"a rest angle needs a rest and must be a finite number (rad), not {self.rest_angle!r}"
            )
        if self.time is not None and not (_finite(self.time) and self.time >= 0.0):
            raise ValueError(f"a measured time must be a finite number of seconds >= 0, not {self.time!r}")

    def fields(self) -> dict[str, Any]:
        """The line's fields: ``aim`` as before, the rest under ``measured``."""
        out: dict[str, Any] = {}
        if self.aim is not None:
            out["aim"] = [float(v) for v in self.aim]
        seen: dict[str, Any] = {}
        if self.rest is not None:
            seen["rest"] = [float(v) for v in self.rest]
        if self.rest_angle is not None:
            seen["rest_angle"] = float(self.rest_angle)
        if self.time is not None:
            seen["time"] = float(self.time)
        if seen:
            out["measured"] = seen
        return out

    @classmethod
    def of_line(cls, line: dict[str, Any]) -> Measured:
        """A recorded line's measurements (ValueError when they are not numbers)."""
        seen = line.get("measured", {})
        if not isinstance(seen, dict) or set(seen) - {"rest", "rest_angle", "time"}:
            raise ValueError(f"a flick's measured values are rest, rest_angle and time, not {seen!r}")
        return cls(_point(line, "aim"), _point(seen, "rest"), seen.get("rest_angle"), seen.get("time"))

    def __bool__(self) -> bool:
        return any(v is not None for v in (self.aim, self.rest, self.rest_angle, self.time))


def _finite(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _point(fields: dict[str, Any], name: str) -> tuple[float, float] | None:
    value = fields.get(name)
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2 or not all(_finite(v) for v in value):
        raise ValueError(f"the flick's {name} must be two finite numbers (m), not {value!r}")
    return float(value[0]), float(value[1])


NOTHING_MEASURED = Measured()

"""How far the simulation's rests are from a camera's: each measured flick of a recording slid
again on its mat (or another), and the difference of where and how it came to rest, along and
across its launch, with a summary and a figure (``tabletop replay FILE --against measured``)."""

from __future__ import annotations

import io
import math
import statistics
from dataclasses import dataclass
from pathlib import Path

from games.finger_football.measured import Measured
from games.finger_football.rules.actions import Flicked
from sim.errors import SimError
from sim.io import atomic
from sim.slider.mat import Mat

from .replaying import load


class NothingMeasured(SimError, ValueError):
    """A recording with no measured rest to compare with."""


@dataclass(frozen=True, slots=True)
class Residual:
    """Measured minus simulated, for one flick (the line of the recording it is on)."""

    line: int
    along: float  # m, along the launch direction
    across: float  # m, to the left of it
    angle: float | None  # rad, the rest angle's, wrapped to (-pi, pi] (when measured)
    time: float | None  # s, the slide's duration (when measured)

    @property
    def distance(self) -> float:
        return math.hypot(self.along, self.across)


@dataclass(frozen=True, slots=True)
class Residuals:
    items: tuple[Residual, ...]
    flicks: int  # in the recording, measured or not
    model: str  # the friction model the flicks were slid with

    def summary(self) -> dict[str, float | int | str | None]:
        """Counts, means and root mean squares, in mm and rad."""
        along = [r.along for r in self.items]
        across = [r.across for r in self.items]
        angles = [r.angle for r in self.items if r.angle is not None]
        times = [r.time for r in self.items if r.time is not None]
        return {
            "model": self.model,
            "flicks": self.flicks,
            "measured": len(self.items),
            "mean_along_mm": 1e3 * statistics.fmean(along),
            "mean_across_mm": 1e3 * statistics.fmean(across),
            "rms_mm": 1e3 * _rms([r.distance for r in self.items]),
            "worst_mm": 1e3 * max(r.distance for r in self.items),
            "rms_angle_rad": _rms(angles) if angles else None,
            "rms_time_s": _rms(times) if times else None,
        }


def _rms(values: list[float]) -> float:
    return math.sqrt(statistics.fmean(v * v for v in values))


def against_measured(path: str | Path, mat: Mat | None = None) -> Residuals:
    """The residual of every flick of ``path`` that has a measured rest, slid on its own mat or
    on ``mat``."""
    replay, codec = load(path, mat=mat)
    if not getattr(codec, "uses_mat", False):
        raise NothingMeasured(f"{path}: a {replay.game} recording has no flicks")
    out = []
    flicks = 0
    for line, record in replay.numbered():
        action = codec.decode(record["action"])
        codec.apply(action)
        if not isinstance(action, Flicked):
            continue
        flicks += 1
        seen = Measured.of_line(record["action"])
        if seen.rest is not None:
            out.append(_residual(line, action, seen))
    if not out:
        raise NothingMeasured(
            f"{path}: none of its {flicks} flicks has a measured rest: import a CSV with rest_x and "
            "rest_y columns (tabletop replays --import CSV)"
        )
    model = codec.game.mat.slider.friction.value if hasattr(codec.game, "mat") else "disk"
    return Residuals(tuple(out), flicks, model)


def _residual(line: int, action: Flicked, seen: Measured) -> Residual:
    o = action.outcome
    assert seen.rest is not None
    dx, dy = seen.rest[0] - o.rest.x, seen.rest[1] - o.rest.y
    ux, uy = math.cos(o.launch.direction), math.sin(o.launch.direction)
    angle = None if seen.rest_angle is None else math.remainder(seen.rest_angle - o.rest.angle, math.tau)
    time = None if seen.time is None else seen.time - o.time
    return Residual(line, dx * ux + dy * uy, -dx * uy + dy * ux, angle, time)


def plot(residuals: Residuals, out: Path) -> None:
    """The residuals as a figure: where each measured rest lies from the simulated one (mm,
    along and across the launch), and the rest angles' residuals."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    items = residuals.items
    angles = [r.angle for r in items if r.angle is not None]
    fig, axes = plt.subplots(1, 2 if angles else 1, figsize=(10 if angles else 5.5, 4.5), squeeze=False)
    ax = axes[0][0]
    ax.axhline(0.0, color="0.7", lw=0.8)
    ax.axvline(0.0, color="0.7", lw=0.8)
    ax.scatter([1e3 * r.across for r in items], [1e3 * r.along for r in items], s=14)
    ax.set_xlabel("across the launch, left + (mm)")
    ax.set_ylabel("along the launch (mm)")
    s = residuals.summary()
    ax.set_title(f"measured minus simulated rest ({s['model']} model): rms {s['rms_mm']:.2f} mm")
    ax.set_aspect("equal", adjustable="datalim")
    if angles:
        ax2 = axes[0][1]
        ax2.hist(angles, bins=max(5, min(40, len(angles) // 3)))
        ax2.set_xlabel("rest angle, measured minus simulated (rad)")
        ax2.set_ylabel("flicks")
        ax2.set_title(f"rms {s['rms_angle_rad']:.3f} rad")
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=110)
    plt.close(fig)
    atomic.write_bytes(out, buffer.getvalue())  # whole or not at all

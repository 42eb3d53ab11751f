"""``tabletop mat fit --footprint``: which friction model explains a camera's measured flicks,
and its parameters with their confidence intervals.

Each flick with a measured rest (and, when the slider was marked, its rest angle) is slid again
from its measured launch by each model, and the parameters that bring the simulated rests closest
to the measured ones, weighted by the camera's noise, are found by least squares (scipy):

- ``disk``: today's model, a uniformly loaded disk: mu and the disk's radius (as a scale of the
  mat's ``friction_radius``);
- ``uniform``: the slider's lens under uniform pressure: mu and the footprint's scale (a slider
  that touches the mat only within its edge has a smaller footprint than its outline);
- ``rim``: the lens loaded on a rim band: mu, the scale, and the band's width as a fraction of
  the footprint's half-width. The width changes the footprint's shape, so it is fitted by its
  profile: mu and the scale fitted at each of a few widths, the width where the misfit is least
  (a parabola through the three best), its interval where the misfit grows by the 95 % chi-square
  quantile of one parameter.

Intervals are 95 %, from the fit's Jacobian scaled by its own residual variance. Models are
compared by AIC (n ln(RSS/n) + 2k): lower explains the measurements better for its parameters.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from functools import cache

import numpy as np
from numpy.typing import NDArray

from games.replays.imports import MeasuredFlick
from sim.errors import SimError
from sim.slider.footprint import Footprint, Pressure
from sim.slider.footprint_table import FITTING, FootprintFriction
from sim.slider.friction import FrictionModel
from sim.slider.mat import FrictionKind, Mat
from sim.slider.outline import Outline

Array = NDArray[np.float64]
Z95 = 1.959964  # two-sided 95 % of a normal
CHI2_95_1 = 3.841459  # 95 % quantile of chi-square with one degree of freedom
RIM_FRACTIONS = (0.1, 0.2, 0.3, 0.45, 0.6, 0.8)  # the band's width over the footprint's half-width
FITTING_TOL = 1e-6  # of each step: rests within about 0.007 mm and 1.3e-3 rad, well inside a camera's noise


class FootprintFitError(SimError, ValueError):
    """Measurements that cannot give a footprint fit."""


@dataclass(frozen=True, slots=True)
class Estimate:
    value: float
    low: float  # 95 % interval
    high: float


@dataclass(frozen=True, slots=True)
class ModelFit:
    model: str  # disk, uniform or rim
    mu: Estimate
    scale: Estimate
    rim: Estimate | None  # the band's width over the footprint's half-width
    chi2: float  # sum of squared residuals, each over the camera's noise
    residuals: int
    params: int
    rms_mm: float
    rms_angle: float | None  # rad

    @property
    def aic(self) -> float:
        return self.residuals * math.log(self.chi2 / self.residuals) + 2 * self.params


@dataclass(frozen=True, slots=True)
class Noise:
    """The camera's noise: of a measured position (m) and of a rest angle (rad)."""

    position: float = 0.5e-3
    angle: float = 0.02


NOISE = Noise()


def measured_rests(flicks: list[MeasuredFlick]) -> list[MeasuredFlick]:
    rested = [f for f in flicks if f.rest is not None and f.speed > 0.0]
    if len(rested) < 5:
        raise FootprintFitError(
            f"{len(rested)} of {len(flicks)} flicks have a measured rest: a footprint fit needs at least 5 "
            "(CSV columns rest_x, rest_y and, for a marked slider, rest_angle)"
        )
    return rested


def fit_models(
    flicks: list[MeasuredFlick],
    mat: Mat,
    noise: Noise = NOISE,
    progress: Callable[[str], None] | None = None,
    workers: int | None = None,
) -> list[ModelFit]:
    """The disk, the uniform lens and the rim-loaded lens fitted to ``flicks``' measured rests
    (the rim's widths in ``workers`` processes)."""
    rested = measured_rests(flicks)
    say = progress or (lambda _: None)
    say("disk")
    out = [_fit(rested, mat, noise, "disk", None)]
    say("lens, uniform pressure")
    out.append(_fit(rested, mat, noise, "uniform", None))
    say(f"lens, rim bands of {', '.join(f'{f:.0%}' for f in RIM_FRACTIONS)} of the half-width")
    jobs = [(rested, mat, noise, "rim", f) for f in RIM_FRACTIONS]
    with ProcessPoolExecutor(max_workers=workers) as pool:  # each width its own table and fit
        profile = list(zip(RIM_FRACTIONS, pool.map(_fit_job, jobs), strict=True))
    value, low, high = _rim_interval(profile)
    say(f"lens, rim band {value:.0%} of the half-width")
    best = _fit(rested, mat, noise, "rim", value)  # mu and the scale where the profile is least
    out.append(replace(best, rim=Estimate(value, low, high)))
    return out


def fitted_mat(mat: Mat, fit: ModelFit) -> Mat:
    """``mat`` with its slider as ``fit`` found it."""
    s = mat.slider
    if fit.model == "disk":
        spec = replace(s, friction=FrictionKind.DISK, friction_radius=s.friction_radius * fit.scale.value)
    else:
        half = s.width * fit.scale.value / 2.0
        pressure = Pressure.rim(fit.rim.value * half) if fit.rim is not None else Pressure()
        spec = replace(s, friction=FrictionKind.FOOTPRINT, pressure=pressure, footprint_scale=fit.scale.value)
    return replace(mat, mu=fit.mu.value, slider=spec)


# ----------------------------------------------------------------------------- the fits
def _fit_job(job: tuple[list[MeasuredFlick], Mat, Noise, str, float | None]) -> ModelFit:
    return _fit(*job)


def _fit(flicks: list[MeasuredFlick], mat: Mat, noise: Noise, model: str, fraction: float | None) -> ModelFit:
    from scipy.optimize import least_squares

    def residuals(p: Array) -> Array:
        return _residuals(flicks, mat, noise, model, fraction, float(p[0]), float(p[1]))

    # Finite differences a step of 1e-4 wide: the slides are integrated to a tolerance, so a
    # far smaller step would measure the integrator's rounding, not the slope.
    found = least_squares(
        residuals,
        np.array([mat.mu, 1.0]),
        bounds=([0.02, 0.3], [2.0, 1.0]),
        diff_step=1e-4,
        x_scale=[0.1, 0.1],
        # Far tighter than any interval it reports (a 1e-6 relative change of mu or the scale).
        ftol=1e-6,
        xtol=1e-6,
    )
    r = found.fun
    n, k = len(r), 2 + (fraction is not None)
    s2 = float(r @ r) / max(n - k, 1)
    try:
        cov = np.linalg.inv(found.jac.T @ found.jac) * s2
    except np.linalg.LinAlgError:
        cov = np.full((2, 2), np.inf)
    mu, scale = (float(v) for v in found.x)
    half = [Z95 * math.sqrt(max(cov[i, i], 0.0)) for i in range(2)]
    positions = r[: 2 * len(flicks)] * noise.position
    angles = r[2 * len(flicks) :] * noise.angle
    return ModelFit(
        model,
        Estimate(mu, mu - half[0], mu + half[0]),
        Estimate(scale, scale - half[1], scale + half[1]),
        None if fraction is None else Estimate(fraction, fraction, fraction),
        float(r @ r),
        n,
        k,
        1e3 * math.sqrt(2.0 * float(np.mean(positions**2))),
        math.sqrt(float(np.mean(angles**2))) if len(angles) else None,
    )


def _residuals(
    flicks: list[MeasuredFlick],
    mat: Mat,
    noise: Noise,
    model: str,
    fraction: float | None,
    mu: float,
    scale: float,
) -> Array:
    """Measured minus simulated rests over the noise: every x and y, then every rest angle."""
    rest = _model(mat, model, fraction, mu, scale)
    xy, angles = [], []
    for f in flicks:
        dx, dy, turn = rest(f)
        assert f.rest is not None
        xy += [(f.rest[0] - f.start.x - dx) / noise.position, (f.rest[1] - f.start.y - dy) / noise.position]
        seen = f.measured.rest_angle
        if seen is not None:
            angles.append(math.remainder(seen - f.start.angle - turn, math.tau) / noise.angle)
    return np.array(xy + angles)


def _model(
    mat: Mat, model: str, fraction: float | None, mu: float, scale: float
) -> Callable[[MeasuredFlick], tuple[float, float, float]]:
    """A flick's rest, relative to its start, and its turn, by ``model``."""
    s = mat.slider
    if model == "disk":
        disk = FrictionModel(mu, s.friction_radius * scale)

        def on_disk(f: MeasuredFlick) -> tuple[float, float, float]:
            slide = disk.slide(f.speed, f.spin)
            return (
                slide.distance * math.cos(f.direction),
                slide.distance * math.sin(f.direction),
                slide.rotation,
            )

        return on_disk
    footprint = _unit_footprint(s.length, s.width, fraction).scaled(scale, _body(s.length, s.width))
    friction = FootprintFriction(footprint, mu, grid=FITTING, tol=FITTING_TOL)

    def on_footprint(f: MeasuredFlick) -> tuple[float, float, float]:
        r = friction.rest(f.speed, f.direction, f.spin, f.start.angle)
        return r.dx, r.dy, r.turn

    return on_footprint


@cache
def _unit_footprint(length: float, width: float, fraction: float | None) -> Footprint:
    """The lens at the outline's own size: every size the fit tries is a scaled copy of it, with
    one friction table."""
    pressure = Pressure.rim(fraction * width / 2.0) if fraction is not None else Pressure()
    return Footprint(Outline.lens(length, width), pressure)


def _body(length: float, width: float) -> float:
    """The whole slider's radius of gyration: a uniform plate of its outline."""
    return Footprint(Outline.lens(length, width)).k


def _rim_interval(profile: list[tuple[float, ModelFit]]) -> tuple[float, float, float]:
    """The band width of least misfit and its 95 % interval, from a parabola through the three
    best widths tried (at an end of the widths tried, that end and its neighbour)."""
    fractions = np.array([f for f, _ in profile])
    chi2 = np.array([m.chi2 for _, m in profile])
    best = int(np.argmin(chi2))
    lo, hi = max(best - 1, 0), min(best + 1, len(profile) - 1)
    if hi - lo == 2:
        a, b, _ = np.polyfit(fractions[lo : hi + 1], chi2[lo : hi + 1], 2)
        if a > 0.0:
            fit = profile[best][1]
            s2 = fit.chi2 / max(fit.residuals - 3, 1)
            centre = float(np.clip(-b / (2 * a), fractions[lo], fractions[hi]))
            half = math.sqrt(CHI2_95_1 * s2 / a)
            return centre, centre - half, centre + half
    return float(fractions[best]), float(fractions[lo]), float(fractions[hi])

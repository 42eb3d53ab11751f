"""``tabletop mat fit --footprint``: the friction models fitted to measured rests, printed, and
the best written as a mat (games/mat_tuning/footprint_fit.py)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from sim.slider import mat as mats

from ..errors import CliError
from ..options import load_mat, writable


def fit_footprint(args: argparse.Namespace) -> int:
    from games.mat_tuning.fit import observed
    from games.mat_tuning.footprint_fit import Noise, fit_models, fitted_mat

    if args.out is not None:
        raise CliError("--out writes a hand; a footprint fit writes a mat: --mat-out MAT.toml")
    for name, value in (("--noise-mm", args.noise_mm), ("--noise-rad", args.noise_rad)):
        if not (math.isfinite(value) and value > 0.0):
            raise CliError(f"{name} must be a positive number, got {value!r}")
    if args.mat_out is not None:
        writable(args.mat_out, args.force, "mat file")
    mat = load_mat(args.mat)
    noise = Noise(args.noise_mm / 1e3, args.noise_rad)
    fits = fit_models(
        observed(args.recordings, mat), mat, noise, lambda m: print(f"fitting: {m}", file=sys.stderr)
    )
    best = min(fits, key=lambda f: f.aic)
    disk = next(f for f in fits if f.model == "disk")
    if args.mat_out is not None:
        mats.save(fitted_mat(mat, best), args.mat_out)
        print(f"wrote {args.mat_out} ({best.model} model)", file=sys.stderr)
    if args.json:
        print(
            json.dumps(
                {"models": [_fit_json(f) for f in fits], "best": best.model}, indent=2, allow_nan=False
            )
        )
        return 0
    print(f"{fits[0].residuals} measured values; 95% intervals; lower AIC explains the measurements better")
    for f in fits:
        rim = f" rim {f.rim.value:.0%} of the half-width [{f.rim.low:.0%}, {f.rim.high:.0%}]" if f.rim else ""
        angle = f", {f.rms_angle:.3f} rad" if f.rms_angle is not None else ""
        print(
            f"  {f.model:8} mu {f.mu.value:.4f} [{f.mu.low:.4f}, {f.mu.high:.4f}]  scale {f.scale.value:.3f} "
            f"[{f.scale.low:.3f}, {f.scale.high:.3f}]{rim}\n"
            f"           residuals {f.rms_mm:.2f} mm{angle} rms; "
            f"AIC {f.aic:.1f} ({f.aic - disk.aic:+.1f} against the disk)"
        )
    print(f"best: {best.model}")
    return 0


def _fit_json(f: Any) -> dict[str, Any]:
    def est(e: Any) -> dict[str, float] | None:
        return None if e is None else {"value": e.value, "low": e.low, "high": e.high}

    return {
        "model": f.model,
        "mu": est(f.mu),
        "scale": est(f.scale),
        "rim_fraction": est(f.rim),
        "rms_mm": f.rms_mm,
        "rms_angle_rad": f.rms_angle,
        "aic": f.aic,
        "parameters": f.params,
    }

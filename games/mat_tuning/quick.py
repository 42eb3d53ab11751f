"""The editor's live odds: each run circle's chances for a club player, from a quick study.

A few hundred flicks a shot, from every line of scrimmage of the study's grid and for both teams
(the home offence attacking the visitors' half, the visitors the home half), so every circle a
line of scrimmage can aim at has a figure, whichever half it lies in. A circle no line can aim
at (too far to the side of every line, say) has none, and the editor says so. Seeded: the same
mat gives the same figures.
"""

from __future__ import annotations

from dataclasses import dataclass

from sim.slider.mat import Mat

from . import sweep
from .hand import hand
from .shots import study_shots

QUICK_FLICKS = 400  # a shot: a few per cent of standard error, a fraction of a second for the mat


@dataclass(frozen=True, slots=True)
class CircleOdds:
    """How often a club player's flick rests on the circle (and on nothing that spoils it)."""

    run: float
    pass_: float  # a pass: on the pass circle
    lines: int  # the lines of scrimmage (of either team) that can aim at it


def quick_odds(mat: Mat, flicks: int = QUICK_FLICKS) -> dict[str, CircleOdds]:
    """Each run circle's mean odds over the lines of scrimmage it can be aimed from, by its id."""
    shots = [s for d in (1, -1) for s in study_shots(mat, direction=d) if s.kind in ("run", "pass")]
    work = sweep.chunks(mat, shots, hand("club"), flicks, 0, exact=False)
    totals = sweep.totals(work, sweep.run(work))
    success = sweep.COUNTS.index("success")
    found: dict[tuple[str, str], list[float]] = {}
    for shot in shots:
        n, counts = totals[shot.key]
        assert shot.target is not None
        found.setdefault((shot.target, shot.kind), []).append(float(counts[success]) / n)
    out = {}
    for circle in mat.run_circles:
        runs, passes = found.get((circle.id, "run"), []), found.get((circle.id, "pass"), [])
        if runs:
            out[circle.id] = CircleOdds(sum(runs) / len(runs), sum(passes) / len(passes), len(runs))
    return out

"""What a difficulty study aims at: from a grid of lines of scrimmage, every legal symbol (run and
pass) and the touchdown; the two-point try; the onside kick. The home offence attacks towards +x.

Each shot has a stable ``key`` (its line of scrimmage and target), which seeds its noise: the same
shot on two mats meets the same random hands (common random numbers), whatever else changed.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.finger_football.rules.field import Field
from sim.geometry import Pose
from sim.slider.mat import Mat

DEFAULT_GRID = (10, 20, 30, 40, 50, 60, 70, 80, 90)  # own yards of the line of scrimmage
DIRECTION = 1  # the home offence, attacking the visitors' endzone
ENDZONE = ("endzone-visitor",)


@dataclass(frozen=True, slots=True)
class Shot:
    key: str  # "los=30 run H2M1", "los=30 touchdown", "two-point", "onside"
    kind: str  # run, pass, touchdown, two-point, onside
    los: float | None  # own yards of the line of scrimmage
    target: str | None  # the circle's id (run, pass)
    start: Pose
    aim: tuple[float, float]  # where the flick is meant to stop
    goal: tuple[str, ...]  # features the slider must rest touching (or within, for an endzone)


def study_shots(mat: Mat, grid: tuple[float, ...] = DEFAULT_GRID) -> list[Shot]:
    """Every shot of the study, in a stable order."""
    field = Field(mat)
    shots = []
    for yards in grid:
        x, y = field.spot(yards, DIRECTION)
        start = field.scrimmage_pose(x, y, DIRECTION)
        for circle in sorted(field.legal_circles(x, y, DIRECTION), key=lambda c: c.id):
            run_aim = (circle.x, circle.y)
            shots.append(
                Shot(f"los={yards:g} run {circle.id}", "run", yards, circle.id, start, run_aim, (circle.id,))
            )
            shots.append(
                Shot(
                    f"los={yards:g} pass {circle.id}",
                    "pass",
                    yards,
                    circle.id,
                    start,
                    (circle.pass_x, circle.pass_y),
                    (f"{circle.id}/pass",),
                )
            )
        shots.append(
            Shot(f"los={yards:g} touchdown", "touchdown", yards, None, start, _endzone_aim(mat, y), ENDZONE)
        )
    x, y = field.spot(30.0, DIRECTION)
    two = field.scrimmage_pose(x, y, DIRECTION)
    shots.append(Shot("two-point", "two-point", 30.0, None, two, _endzone_aim(mat, 0.0), ENDZONE))
    circles = field.onside_circles(DIRECTION)
    onside = min(circles, key=lambda c: abs(c.y))  # the CPU aims at the middle one
    kickoff = field.kickoff_pose(DIRECTION)
    ids = tuple(c.id for c in circles)
    shots.append(Shot("onside", "onside", None, onside.id, kickoff, (onside.x, onside.y), ids))
    return shots


def _endzone_aim(mat: Mat, y: float) -> tuple[float, float]:
    """The middle of the attacked endzone's depth, in line with the start (as the CPU aims)."""
    f = mat.field
    return f.length + f.endzone / 2.0, max(-f.half_width / 2, min(f.half_width / 2, y))

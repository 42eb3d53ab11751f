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


def study_shots(mat: Mat, grid: tuple[float, ...] = DEFAULT_GRID, direction: int = DIRECTION) -> list[Shot]:
    """Every shot of the study, in a stable order; ``direction`` -1: the visiting offence's,
    attacking the home endzone, whose keys start with "visitors " (the home offence's keep
    theirs, so its common random numbers are unchanged)."""
    field = Field(mat)
    tag = "" if direction > 0 else "visitors "
    endzone = ENDZONE if direction > 0 else ("endzone-home",)
    shots = []
    for yards in grid:
        x, y = field.spot(yards, direction)
        start = field.scrimmage_pose(x, y, direction)
        for circle in sorted(field.legal_circles(x, y, direction), key=lambda c: c.id):
            run_aim = (circle.x, circle.y)
            shots.append(
                Shot(
                    f"{tag}los={yards:g} run {circle.id}",
                    "run",
                    yards,
                    circle.id,
                    start,
                    run_aim,
                    (circle.id,),
                )
            )
            shots.append(
                Shot(
                    f"{tag}los={yards:g} pass {circle.id}",
                    "pass",
                    yards,
                    circle.id,
                    start,
                    (circle.pass_x, circle.pass_y),
                    (f"{circle.id}/pass",),
                )
            )
        aim = _endzone_aim(mat, y, direction)
        shots.append(Shot(f"{tag}los={yards:g} touchdown", "touchdown", yards, None, start, aim, endzone))
    x, y = field.spot(30.0, direction)
    two = field.scrimmage_pose(x, y, direction)
    shots.append(
        Shot(f"{tag}two-point", "two-point", 30.0, None, two, _endzone_aim(mat, 0.0, direction), endzone)
    )
    target = field.onside_target(direction)  # as the CPU aims; a mat may have none (never recovered)
    ids = tuple(c.id for c in field.onside_circles(direction))
    shots.append(
        Shot(
            f"{tag}onside",
            "onside",
            None,
            None if target is None else target.id,
            field.kickoff_pose(direction),
            field.onside_aim(direction),
            ids,
        )
    )
    return shots


def _endzone_aim(mat: Mat, y: float, direction: int = DIRECTION) -> tuple[float, float]:
    """The middle of the attacked endzone's depth, in line with the start (as the CPU aims)."""
    f = mat.field
    x = f.length + f.endzone / 2.0 if direction > 0 else -f.endzone / 2.0
    return x, max(-f.half_width / 2, min(f.half_width / 2, y))

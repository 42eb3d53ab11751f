"""A club or expert CPU aims a shot from a ball at rest: it meets the ball with its foot's
rounded edge so the ball heads for the side of the goal the goalie leaves open; a novice only
lines a figure up with the ball, and its shots go straight along the table."""

import math
from dataclasses import replace

import numpy as np
import pytest

from games.foosball.players.cpu import FOOS_SKILLS, CpuTeam
from sim.foosball.spec import Side, load_table
from sim.foosball.table import EventKind, FoosballTable, RodCommand

DT = 1 / 240
ATTACK, THEIR_GOALIE = 5, 7


def _first_shot(skill: str, ball_y: float, keeper_y: float) -> tuple[float, float, bool]:
    """The home CPU at ``skill`` with a ball at rest in front of its attack rod, the away goalie
    standing at ``keeper_y`` and the other away rods lifted: the ball's velocity just after the
    strike, and whether it went in."""
    table = FoosballTable(load_table())
    cpu = CpuTeam(table, Side.HOME, replace(FOOS_SKILLS[skill], aim_sd=0.0), np.random.default_rng(3))
    away = {r.index: (0.0, math.pi / 2) for r in table.spec.rods if r.team == Side.AWAY}
    away[THEIR_GOALIE] = (keeper_y, 0.0)
    table.set_rods(away)
    hold = {i: RodCommand(*pose) for i, pose in away.items()}
    table.place_ball(table.spec.rods[ATTACK].x + 0.03, ball_y)
    shot: tuple[float, float] | None = None
    for k in range(round(2.0 / DT)):
        commands = {**cpu.commands(k * DT), **hold}
        events = table.step(DT, commands)
        vx, vy, _ = table.ball_velocity
        if shot is None and vx > 0.5:  # (the novice hits a ball at rest at about 1 m/s)
            shot = (vx, vy)
        if any(e.kind == EventKind.GOAL_PLANE for e in events):
            break
    assert shot is not None, "it shot"
    return shot[0], shot[1], table.ball_position[0] > table.spec.half_length


@pytest.mark.parametrize("skill", ["club", "expert"])
@pytest.mark.parametrize("keeper_y", [-0.03, 0.03])
def test_an_aiming_cpu_shoots_at_the_side_the_goalie_leaves_open(skill: str, keeper_y: float) -> None:
    vx, vy, scored = _first_shot(skill, 0.0, keeper_y)
    assert math.copysign(1.0, vy) == -math.copysign(1.0, keeper_y), "away from the goalie"
    assert abs(vy / vx) > 0.05, "an angled shot, not straight along the table"
    assert scored


def test_a_novice_lines_up_squarely_and_shoots_straight() -> None:
    vx, vy, _ = _first_shot("novice", 0.0, 0.03)
    assert abs(vy / vx) < 0.01

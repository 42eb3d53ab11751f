"""The foosball environment treats the two teams alike: each commands its rods from its own goal
out and sees the table from its own end, so a policy plays either side."""

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from games.envs.foosball import FoosballEnv
from sim.foosball.spec import Side

HOME, AWAY = Side.HOME, Side.AWAY
unit = st.floats(-1.0, 1.0)


def test_each_side_s_first_rod_is_its_goalie_and_its_last_its_three_bar() -> None:
    env = FoosballEnv()
    rods = env.match.table.spec.rods
    for side, own_goal in ((HOME, -1.0), (AWAY, 1.0)):
        xs = [rods[i].x * own_goal for i in env._rods[side]]
        assert xs == sorted(xs, reverse=True), "from its own goal out"
        assert [rods[i].figures for i in env._rods[side]] == [1, 2, 5, 3]
        assert all(rods[i].team == side for i in env._rods[side])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(-1.5, 1.5), min_size=8, max_size=8))
def test_the_same_action_moves_the_two_teams_rods_to_mirror_images(action: list[float]) -> None:
    env = FoosballEnv()
    rods = env.match.table.spec.rods
    home = env.commands(HOME, np.array(action))
    away = env.commands(AWAY, np.array(action))
    for h, a in zip(env._rods[HOME], env._rods[AWAY], strict=True):
        assert rods[h].x == -rods[a].x
        assert (away[a].y, away[a].angle) == (-home[h].y, -home[h].angle)
        assert abs(home[h].y) <= rods[h].travel / 2.0 and abs(home[h].angle) <= math.pi


@settings(max_examples=40, deadline=None)
@given(
    st.floats(-0.5, 0.5),
    st.floats(-0.3, 0.3),
    st.floats(-20.0, 20.0),
    st.floats(-20.0, 20.0),
    st.lists(st.tuples(unit, st.floats(-3.0, 3.0)), min_size=8, max_size=8),
    st.integers(0, 4),
    st.integers(0, 4),
)
def test_each_team_sees_the_table_turned_round_as_the_other_sees_it(
    x: float, y: float, vx: float, vy: float, poses: list[tuple[float, float]], goals: int, against: int
) -> None:
    """A table and the same table turned round (every place, speed and angle the other way, the
    score the other way round): the away side sees the second as the home side sees the first."""
    seen = {}
    for side, turned in ((HOME, 1.0), (AWAY, -1.0)):
        env = FoosballEnv()
        env.reset(seed=0)
        table, rods = env.match.table, env.match.table.spec.rods
        them = AWAY if side == HOME else HOME
        placed = {}
        for k, index in enumerate(env._rods[side] + env._rods[them]):
            slide, angle = poses[k]
            placed[index] = (turned * slide * rods[index].travel / 2.0, turned * angle)
        table.set_rods(placed)
        table.place_ball(turned * x, turned * y, turned * vx, turned * vy)
        env.match.ref.score.update({side: goals, them: against})
        seen[side] = env.observe(side)
    np.testing.assert_array_equal(seen[AWAY], seen[HOME])

"""FieldGoal-v0 is a task worth learning: each episode draws the goalpost (distance, bearing, the
defender's hand size) and the kicker's tremor from its own seed and shows them, the middle of the
action space misses most kicks, and a small learner starting there learns to make most of them."""

import math

import numpy as np
import pytest

from games.envs.kick import FieldGoalEnv
from games.envs.learning import kick_policy, learn_kick_policy, success
from sim.kick import HANDS, MAX_AIM, load_setup

ZERO = np.zeros(3, dtype=np.float32)
NEW = 10**6  # the first seed of kicks the learner never saw


def test_each_episode_draws_and_shows_the_goalpost_the_hands_and_the_tremor() -> None:
    env, setup = FieldGoalEnv(), load_setup()
    seen_hands, tremors, bearings = set(), [], []
    for seed in range(60):
        obs, info = env.reset(seed=seed)
        distance, bearing, width, crossbar, thumb_top, tremor = (float(x) for x in obs)
        post = setup.goalpost(info["hands"], distance)
        assert (width, crossbar, thumb_top) == pytest.approx(
            (post.width, post.crossbar_height, post.thumb_top)
        )
        assert tremor == pytest.approx(info["tremor"])
        assert env.observation_space.contains(obs)
        seen_hands.add(info["hands"])
        tremors.append(tremor)
        bearings.append(bearing)
    assert seen_hands == set(HANDS)
    assert min(tremors) < 0.8 and max(tremors) > 2.0
    assert min(bearings) < math.radians(-15) and max(bearings) > math.radians(15)


def test_the_same_seed_gives_the_same_episode_and_fixed_parts_stay_fixed() -> None:
    def episode(env: FieldGoalEnv, seed: int) -> tuple[list[float], float, str]:
        obs, _ = env.reset(seed=seed)
        _, reward, _, _, info = env.step(np.array([-0.3, 0.2, 0.1], dtype=np.float32))
        return [float(x) for x in obs], reward, info["call"]

    a, b = FieldGoalEnv(), FieldGoalEnv()
    assert [episode(a, s) for s in range(20)] == [episode(b, s) for s in range(20)]
    fixed = FieldGoalEnv(distance=0.5, hands="large", tremor=2.0, bearing=0.1)
    for seed in range(5):
        obs, info = fixed.reset(seed=seed)
        assert info["hands"] == "large"
        assert (float(obs[0]), float(obs[1]), float(obs[5])) == pytest.approx((0.5, 0.1, 2.0))
    # Exact hands do not shake: the observation says so.
    obs, info = FieldGoalEnv(skill=None).reset(seed=3)
    assert float(obs[5]) == 0.0 == info["tremor"]


def test_a_kick_at_the_goalposts_bearing_goes_where_the_same_kick_goes_at_one_straight_ahead() -> None:
    aim = math.radians(12.0)
    off = FieldGoalEnv(distance=0.8, hands="medium", skill=None, bearing=aim)
    ahead = FieldGoalEnv(distance=0.8, hands="medium", skill=None, bearing=0.0)
    for turn in (0.0, aim):
        off.reset(seed=1)
        ahead.reset(seed=1)
        kick = np.array([-0.35, 0.0, turn / MAX_AIM], dtype=np.float32)
        at_bearing = off.step(kick)[4]["call"]
        straight = ahead.step(np.array([-0.35, 0.0, (turn - aim) / MAX_AIM], dtype=np.float32))[4]["call"]
        assert at_bearing == straight
    assert at_bearing == "GOOD"  # straight at the goalpost
    off.reset(seed=1)
    assert off.step(ZERO)[4]["call"] == "NO GOOD - wide right"  # along the kicker's line: right of it


def test_the_middle_of_the_action_space_is_no_solution_and_a_learner_starting_there_beats_it() -> None:
    # The cross-entropy method's first mean is all zeros: the zero action (docs/envs.md).
    env, rng = FieldGoalEnv(), np.random.default_rng(1)
    zero = success(env, lambda _: ZERO, 300, NEW)
    random = success(env, lambda _: rng.uniform(-1.0, 1.0, 3).astype(np.float32), 300, NEW)
    assert zero < 0.45
    assert random < 0.2
    learned = success(env, kick_policy(learn_kick_policy(seed=0)), 300, NEW)
    assert learned >= 0.75
    assert learned >= zero + 0.35


@pytest.mark.slow
def test_spawned_vector_workers_make_the_environment_from_the_prefixed_id() -> None:
    # docs/envs.md: a spawned worker has not imported games.envs; the prefix imports it there.
    import gymnasium

    def make() -> gymnasium.Env[np.ndarray, np.ndarray]:
        return gymnasium.make("games.envs:tabletop/FieldGoal-v0")

    envs = gymnasium.vector.AsyncVectorEnv([make, make], context="spawn")
    try:
        observations, _ = envs.reset(seed=7)
        _, rewards, terminated, _, _ = envs.step(np.zeros((2, 3), dtype=np.float32))
    finally:
        envs.close()
    for k in range(2):  # copy k is seeded 7 + k: the same episode as a lone environment's
        env = FieldGoalEnv()
        obs, _ = env.reset(seed=7 + k)
        assert np.array_equal(observations[k], obs)
        assert rewards[k] == env.step(ZERO)[1]
    assert terminated.all()

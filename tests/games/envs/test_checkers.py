"""Every environment as its peers' own checkers judge it: Gymnasium's check_env, PettingZoo's
API, seed and render tests; what the masks and observations promise; episodes replayed bit for
bit from their seeds."""

from collections.abc import Callable
from typing import Any

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test, render_test, seed_test
from pettingzoo.utils import parallel_to_aec

import games.envs
from games.envs.all_pro import AllProEnv, encode
from games.envs.finger_football import FingerFootballEnv
from games.envs.foosball import FoosballEnv
from games.envs.tortellini import TortelliniEnv, action_of, plan_of
from games.tortellini.rules.actions import Plan, Team

AEC: dict[str, Callable[..., Any]] = {"all-pro": AllProEnv, "finger-football": FingerFootballEnv}
PARALLEL: dict[str, Callable[..., Any]] = {
    "tortellini": TortelliniEnv,
    "foosball": lambda **kw: FoosballEnv(max_seconds=30.0, **kw),
}
SINGLE = {
    "tabletop/FieldGoal-v0": {},
    "tabletop/Flick-v0": {},
    "tabletop/FingerFootball-v0": {"cpu": "novice"},
    "tabletop/AllPro-v0": {"cpu": "cpu"},
    "tabletop/Tortellini-v0": {"cpu": "expert"},
    "tabletop/Foosball-v0": {"cpu": "novice", "max_seconds": 20.0},
}


@pytest.mark.parametrize("name", sorted(AEC))
def test_the_turn_based_games_pass_pettingzoos_api_and_seed_tests(name: str) -> None:
    api_test(AEC[name](), num_cycles=300)
    seed_test(AEC[name], num_cycles=150)


@pytest.mark.parametrize("name", sorted(PARALLEL))
def test_the_simultaneous_games_pass_pettingzoos_parallel_api_and_seed_tests(name: str) -> None:
    parallel_api_test(PARALLEL[name](), num_cycles=200)
    parallel_seed_test(PARALLEL[name], num_cycles=100)


@pytest.mark.parametrize("name", sorted(AEC) + sorted(PARALLEL))
def test_every_two_player_game_renders_frames_and_a_window(name: str) -> None:
    make = {**AEC, **PARALLEL}[name]
    if name in PARALLEL:  # PettingZoo's render test steps turn by turn
        render_test(lambda **kw: parallel_to_aec(make(**kw)))
    else:
        render_test(make)
    env = make(render_mode="rgb_array")
    env.reset(seed=1)
    frame = env.render()
    assert frame.shape == (600, 960, 3) and frame.dtype == np.uint8
    assert frame.std() > 10.0, "a frame with something drawn on it"


@pytest.mark.parametrize("env_id", sorted(SINGLE))
def test_every_single_agent_environment_is_registered_and_passes_check_env(env_id: str) -> None:
    assert env_id in games.envs.IDS
    env = gymnasium.make(env_id, **SINGLE[env_id])
    check_env(env.unwrapped, skip_render_check=True)
    framed = gymnasium.make(env_id, render_mode="rgb_array", **SINGLE[env_id])
    framed.reset(seed=2)
    assert framed.render().shape == (600, 960, 3)


@pytest.mark.parametrize("env_id", sorted(SINGLE))
def test_the_same_seed_plays_the_same_episode_bit_for_bit(env_id: str) -> None:
    def episode() -> list[Any]:
        env = gymnasium.make(env_id, **SINGLE[env_id])
        env.action_space.seed(5)
        obs, _ = env.reset(seed=9)
        seen = [obs]
        for _ in range(40):
            action = _masked_sample(env.action_space, obs)
            obs, reward, terminated, truncated, _ = env.step(action)
            seen += [obs, reward]
            if terminated or truncated:
                break
        return seen

    first, second = episode(), episode()
    assert len(first) == len(second)
    for a, b in zip(first, second, strict=True):
        if isinstance(a, dict):
            assert a.keys() == b.keys() and all(np.array_equal(a[k], b[k]) for k in a)
        else:
            assert np.array_equal(a, b)


def _masked_sample(space: gymnasium.Space[Any], obs: Any) -> Any:
    if isinstance(obs, dict) and "action_mask" in obs:
        return space.sample(obs["action_mask"])
    if isinstance(obs, dict) and "decision_mask" in obs:
        action = space.sample()
        legal = np.flatnonzero(obs["decision_mask"])
        if len(legal):
            action["decision"] = int(legal[0])
        return action
    return space.sample()


# ----------------------------------------------------------------------------- masks
def test_every_legal_all_pro_action_has_its_own_number() -> None:
    env = AllProEnv()
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    for _ in range(1500):
        if not env.agents or all(env.terminations.values()):
            env.reset(seed=int(rng.integers(1000)))
        legal = env.game.legal_actions()
        numbers = [encode(env.game, a) for a in legal]
        assert None not in numbers and len(set(numbers)) == len(numbers), legal
        mask = env.observe(env.agent_selection)["action_mask"]
        assert set(np.flatnonzero(mask)) == set(numbers)
        env.step(int(rng.choice(numbers)))


def test_the_tortellini_mask_marks_exactly_the_plans_the_rules_allow() -> None:
    env = TortelliniEnv()
    obs, _ = env.reset(seed=12)
    rng = np.random.default_rng(12)
    checked = 0
    while env.agents and checked < 60:
        if env.game.to_place() is None:
            for team in Team:
                legal = {action_of(p) for p in env.game.plans(team)}
                assert set(np.flatnonzero(env.action_mask(team))) == legal
            checked += 1
        obs, *_ = env.step({a: int(rng.choice(np.flatnonzero(obs[a]["action_mask"]))) for a in env.agents})
    assert checked > 10


def test_every_tortellini_plan_has_one_number_and_back() -> None:
    for number in range(9**3):
        assert action_of(plan_of(Team.ONE, number)) == number
    assert plan_of(Team.TWO, action_of(Plan(Team.TWO, ("N", "P", "P")))).orders == ("N", "P", "P")


def test_an_illegal_action_loses_the_game_for_the_team_that_gave_it() -> None:
    env = TortelliniEnv()
    obs, _ = env.reset(seed=4)
    placer = "one" if obs["one"]["action_mask"][1] else "two"
    other = "two" if placer == "one" else "one"
    _, rewards, terminated, _, infos = env.step({placer: 100, other: 0})  # 100: no placement
    assert rewards == {placer: -1.0, other: 1.0} and all(terminated.values())
    assert infos[placer]["illegal"] and not env.agents


def test_one_tortellini_team_never_sees_the_others_plan() -> None:
    # As the engine's own secrecy test: a plan submitted in secret changes nothing the other
    # team observes, and nothing of it is in its observation.
    env = TortelliniEnv()
    env.reset(seed=6)
    game = env.game
    while game.to_place() is not None:
        placer = game.to_place()
        assert placer is not None
        env.step({placer.value: 3, placer.other.value: 0})
    before = env.observe(Team.TWO)
    secret = game.plans(Team.ONE)[-1]
    game.submit(secret)
    assert np.array_equal(env.observe(Team.TWO), before)
    assert np.array_equal(env.action_mask(Team.TWO), env.action_mask(Team.TWO))


def test_the_finger_football_decision_mask_is_what_the_rules_offer() -> None:
    env = FingerFootballEnv()
    env.reset(seed=8)
    obs = env.observe(env.agent_selection)
    offered = {env._number[k] for k in map(games.envs.finger_football._key, env.game.legal_actions())}
    assert set(np.flatnonzero(obs["decision_mask"])) == offered
    assert obs["needs"] == 0  # the toss winner's choice comes first


@pytest.mark.parametrize(
    ("env_id", "kwargs", "message"),
    [
        ("tabletop/Tortellini-v0", {"cpu": "grandmaster"}, "cpu must be one of"),
        ("tabletop/Tortellini-v0", {"side": "three"}, "side must be one of one, two"),
        ("tabletop/AllPro-v0", {"cpu": "nobody"}, "cpu must be one of"),
        ("tabletop/FingerFootball-v0", {"side": "green"}, "side must be one of red, blue"),
        ("tabletop/Foosball-v0", {"cpu": "pro"}, "cpu must be one of"),
        ("tabletop/Foosball-v0", {"max_seconds": float("nan")}, "max_seconds must be a positive number"),
        ("tabletop/FieldGoal-v0", {"distance": -1.0}, "distance must be a positive number"),
        ("tabletop/Flick-v0", {"skill": "wizard"}, "skill must be one of"),
    ],
)
def test_a_bad_option_is_refused_by_name(env_id: str, kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        gymnasium.make(env_id, **kwargs)


def test_a_flick_with_nan_in_it_is_refused() -> None:
    env = gymnasium.make("tabletop/Flick-v0")
    env.reset(seed=1)
    with pytest.raises(ValueError, match="finite"):
        env.step(np.array([np.nan, 0.0, 0.0], dtype=np.float32))

"""An episode played through an environment is recorded as a replay of that very game, which
``tabletop replay --headless --verify`` re-runs to the same bits."""

from pathlib import Path
from typing import Any

import gymnasium
import pytest

import games.envs  # noqa: F401 - registers the environments
from games.replays import verify
from tools.cli import main

EPISODES = {
    "tortellini": ("tabletop/Tortellini-v0", {"cpu": "expert"}, 60),
    "all-pro": ("tabletop/AllPro-v0", {"cpu": "cpu"}, 150),
    "finger-football": ("tabletop/FingerFootball-v0", {"cpu": "novice"}, 40),
    "foosball": ("tabletop/Foosball-v0", {"cpu": "novice", "max_seconds": 10.0}, 900),
}


def _masked(space: gymnasium.Space[Any], obs: Any) -> Any:
    if isinstance(obs, dict) and "action_mask" in obs:
        return space.sample(obs["action_mask"])
    action = space.sample()
    if isinstance(obs, dict) and "decision_mask" in obs and obs["decision_mask"].any():
        action["decision"] = int(obs["decision_mask"].argmax())
    return action


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(EPISODES))
def test_an_episode_recorded_through_an_environment_verifies(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    env_id, kwargs, steps = EPISODES[game]
    env = gymnasium.make(env_id, record_to=tmp_path, **kwargs)
    env.action_space.seed(1)
    obs, _ = env.reset(seed=21)
    for _ in range(steps):
        obs, _, terminated, truncated, _ = env.step(_masked(env.action_space, obs))
        if terminated or truncated:
            break
    env.close()
    (path,) = tmp_path.glob("*.jsonl")
    assert path.name == f"{game}-seed21.jsonl"
    assert verify(path).identical
    assert main(["replay", str(path), "--headless", "--verify"]) == 0
    assert "identical" in capsys.readouterr().out.lower()

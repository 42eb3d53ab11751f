"""The conformance suite: every registered game keeps the engine contract (games/core/engine.py).
Random legal play ends; a JSON round trip at any point goes on identically; a clone is
independent; every action is applied or refused with its reason, changing nothing; nothing is
applied after the end; chance sums to one; whose turn and the outcome agree with the end; and a
game that says how it mirrors plays as the mirror of itself with its sides swapped."""

from __future__ import annotations

import numpy as np
import pytest

from games.core import registry
from games.core.registry import Play

from . import checks

ENGINES = [spec.name for spec in registry.games() if spec.random_action is not None]
MIRRORED = [name for name in ENGINES if registry.game(name).mirror is not None]
SEEDS = (1, 2)
MIRRORED_POSITIONS = 25  # positions of a random game mirrored, spread over it (and its last)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", ENGINES)
def test_random_play_keeps_the_contract(name: str, seed: int) -> None:
    spec = registry.game(name)
    played = checks.play_randomly(spec, seed, keep_states=True)
    final = played.final.to_json()
    points = np.random.default_rng(seed).choice(len(played.actions), size=3, replace=False)
    for at in sorted(int(p) for p in points):
        assert checks.replay_from(spec, played, at) == final, f"{name}: rebuilt at {at}, it went elsewhere"
        checks.check_clone(spec, played, at)
    checks.check_refusals(spec, played, int(points[0]))
    checks.check_over_refuses(spec, played)
    checks.check_chance(spec, played.final)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", MIRRORED)
def test_the_mirrored_game_plays_as_the_mirror_of_the_game(name: str, seed: int) -> None:
    """Mirror symmetry, where a game has it: from positions all through a random game, the
    mirrored action in the mirrored position comes to the mirror of what the action comes to."""
    spec = registry.game(name)
    assert spec.mirror is not None
    mirror = spec.mirror()
    played = checks.play_randomly(spec, seed, keep_states=True)
    last = len(played.actions) - 1
    for at in sorted({*range(0, last, max(1, last // MIRRORED_POSITIONS)), last}):
        game = type(played.final).from_json(played.states[at])
        checks.check_mirror(name, spec.sides, mirror, game, played.actions[at])


@pytest.mark.slow
@pytest.mark.parametrize("name", ENGINES)
def test_some_action_is_refused_somewhere(name: str) -> None:
    """The refusal check is not empty: some action of a game is illegal at some point of it."""
    spec = registry.game(name)
    played = checks.play_randomly(spec, 3, keep_states=True)
    assert sum(checks.check_refusals(spec, played, at) for at in (0, len(played.actions) // 2)) > 0


@pytest.mark.parametrize("name", registry.names())
def test_a_cpu_game_ends_with_an_outcome_its_summary_agrees_with(name: str) -> None:
    spec = registry.game(name)
    settings = {s.name: s.default for s in spec.settings}
    summary = spec.play(Play(5, spec.default_player, spec.players[0], spec.options()(), settings, check=True))
    outcome = spec.outcome_of(summary)
    assert outcome is not None and (outcome.winner is None or outcome.winner in spec.sides)
    assert summary.seed == 5 and len(summary.log) > 0
    report = spec.report(spec.default_player, spec.players[0])
    assert report.line(summary).startswith("seed 5")


@pytest.mark.slow
@pytest.mark.parametrize("name", registry.names())
def test_every_game_is_recorded_and_verified(name: str, tmp_path: object) -> None:
    from pathlib import Path

    from games.replays import record_game, verify

    assert isinstance(tmp_path, Path)
    path = record_game(name, 6, tmp_path / f"{name}.jsonl")
    report = verify(path)
    assert report.identical and report.finished and report.final_ok

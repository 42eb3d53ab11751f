"""The properties every registered game keeps, as functions over its GameSpec: the conformance
suite runs them on each game (test_engines.py) and on a game added by a test (test_new_game.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from games.core import CHANCE, SIMULTANEOUS, IllegalAction, chance_outcomes
from games.core.chance import PROBABILITY_SLACK
from games.core.registry import GameSpec


@dataclass(slots=True)
class Played:
    """A game played at random to its end: every action, and the states (as JSON) before each."""

    final: Any
    actions: list[Any] = field(default_factory=list)
    states: list[dict[str, Any]] = field(default_factory=list)


def play_randomly(spec: GameSpec, seed: int, keep_states: bool = False) -> Played:
    """Random legal play from a new game to its end, the game's own checks after every action;
    an AssertionError if it has not ended within the game's bound."""
    assert spec.random_action is not None
    game = spec.new_engine(seed, None)
    check = spec.invariants(game) if spec.invariants is not None else None
    rng = np.random.default_rng([seed, 2024])
    played = Played(game)
    for _ in range(spec.max_actions):
        check_turn(spec, game)
        if game.is_over():
            return played
        action = spec.random_action(game, rng)
        if keep_states:
            played.states.append(game.to_json())
        played.actions.append(action)
        events = game.apply(action)
        if check is not None:
            assert check(events) == [], f"{spec.name} seed {seed}: {check(events)}"
    raise AssertionError(f"{spec.name} seed {seed}: random play did not end in {spec.max_actions} actions")


def check_turn(spec: GameSpec, game: Any) -> None:
    """Whose turn and the outcome agree with the end: one name for each, the same in every game;
    a throw due now has outcomes whose probabilities sum to one."""
    outcomes = chance_outcomes(game)
    assert not outcomes or abs(sum(p for _, p in outcomes) - 1.0) <= PROBABILITY_SLACK
    mover = game.to_move()
    outcome = game.outcome()
    if game.is_over():
        assert mover is None and outcome is not None, f"{spec.name}: over, yet {mover!r} is to move"
        assert outcome.winner is None or outcome.winner in spec.sides
        assert set(outcome.score) == set(spec.sides)
    else:
        assert outcome is None, f"{spec.name}: an outcome before the end"
        assert mover in (*spec.sides, CHANCE, SIMULTANEOUS), f"{spec.name}: {mover!r} is to move"


def replay_from(spec: GameSpec, played: Played, at: int) -> dict[str, Any]:
    """The game rebuilt from its JSON before action ``at`` and played on with the same actions:
    its final state, as JSON."""
    game = type(played.final).from_json(played.states[at])
    assert game.to_json() == played.states[at], f"{spec.name}: the JSON round trip changed the state"
    for action in played.actions[at:]:
        game.apply(action)
    return dict(game.to_json())


def check_clone(spec: GameSpec, played: Played, at: int) -> None:
    """A clone goes its own way: what is applied to it leaves the original as it was."""
    original = type(played.final).from_json(played.states[at])
    before = original.to_json()
    copy = original.clone()
    copy.apply(played.actions[at])
    assert original.to_json() == before, f"{spec.name}: applying to a clone changed the original"
    original.apply(played.actions[at])
    assert original.to_json() == copy.to_json()


def check_refusals(spec: GameSpec, played: Played, at: int) -> int:
    """Every action of the game tried at state ``at``: each is applied, or refused with an
    IllegalAction that says why and changes nothing. Returns how many were refused."""
    refused = 0
    for action in {repr(a): a for a in played.actions}.values():
        game = type(played.final).from_json(played.states[at])
        before = game.to_json()
        try:
            game.apply(action)
        except IllegalAction as exc:
            assert str(exc).strip(), f"{spec.name}: {action!r} refused without a reason"
            assert game.to_json() == before, f"{spec.name}: the refused {action!r} changed the game"
            refused += 1
    return refused


def check_over_refuses(spec: GameSpec, played: Played) -> None:
    for action in played.actions[-3:]:
        try:
            played.final.apply(action)
        except IllegalAction as exc:
            assert str(exc).strip()
        else:
            raise AssertionError(f"{spec.name}: {action!r} was applied after the end")


def check_chance(spec: GameSpec, game: Any) -> None:
    """Every throw of the game came from a node whose outcomes sum to one, and could come up."""
    for thrown in game.chance.thrown:
        total = sum(p for _, p in thrown.node.outcomes)
        assert abs(total - 1.0) <= PROBABILITY_SLACK, f"{spec.name}: {thrown.node.what} sums to {total}"
        assert thrown.node.probability(thrown.outcome) > 0.0

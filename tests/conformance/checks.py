"""The properties every registered game keeps, as functions over its GameSpec: the conformance
suite runs them on each game (test_engines.py) and on a game added by a test (test_new_game.py)."""

from __future__ import annotations

import contextlib
import copy
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from games.core import CHANCE, SIMULTANEOUS, IllegalAction, Outcome, chance_outcomes
from games.core.chance import PROBABILITY_SLACK
from games.core.mirror import Mirror
from games.core.registry import GameSpec

MIRROR_SLACK = 1e-9  # a length or an angle turned end for end and back is the same within this


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


def _apply(game: Any, action: Any) -> Sequence[Any]:
    events: Sequence[Any] = game.apply(action)
    return events


def check_mirror(
    name: str,
    sides: tuple[str, str],
    mirror: Mirror,
    game: Any,
    action: Any,
    apply: Callable[[Any, Any], Sequence[Any]] = _apply,
) -> None:
    """Mirror symmetry: ``action`` mirrored, played in the mirrored ``game``, gives the mirror of
    what it gives in ``game``: its events, the state after (as JSON) and the outcome, winner and
    scores swapped, each throw of chance coming up in both as it came up in ``game`` (mirrored:
    a toss won by the other side). ``game`` itself is left as it was; ``apply`` plays an input."""
    twin = mirror.state(game)
    back = _difference(mirror.state(twin).to_json(), game.to_json())
    assert back is None, f"{name}: mirrored twice, the position is not itself at {back}"
    here = _copy(game)
    if hasattr(game, "chance"):  # what comes up, supplied to both games alike
        probe = _copy(game)
        before = len(probe.chance.thrown)
        with contextlib.suppress(IllegalAction):
            apply(probe, action)
        for thrown in probe.chance.thrown[before:]:
            what = thrown.node.what
            here.chance.supply(thrown.outcome, what=what)
            twin.chance.supply(mirror.chance(what, thrown.outcome), what=what)
    twin_action = mirror.action(here, action)
    try:
        events = apply(here, action)
    except IllegalAction:  # refused here, refused in the mirror, and neither changed
        with contextlib.suppress(IllegalAction):
            apply(twin, twin_action)
            raise AssertionError(f"{name}: {action!r} is refused, its mirror {twin_action!r} not") from None
        where = _difference(mirror.state(here).to_json(), twin.to_json())
        assert where is None, f"{name}: a refusal changed the game, or its mirror, at {where}"
        return
    try:
        twin_events = apply(twin, twin_action)
    except IllegalAction as exc:
        raise AssertionError(f"{name}: the mirror of {action!r} is refused in the mirror: {exc}") from None
    said = _difference([_data(mirror.event(here, e)) for e in events], [_data(e) for e in twin_events])
    assert said is None, f"{name}: after {action!r} the mirror says otherwise, at {said}"
    where = _difference(mirror.state(here).to_json(), twin.to_json())
    assert where is None, f"{name}: after {action!r} the mirror stands otherwise, at {where}"
    outcome, twin_outcome = here.outcome(), twin.outcome()
    assert (outcome is None) == (twin_outcome is None), f"{name}: one game is over, its mirror not"
    if outcome is not None:
        assert twin_outcome == _swapped(outcome, sides), f"{name}: {twin_outcome} mirrors {outcome}"


def _copy(game: Any) -> Any:
    return game.clone() if hasattr(game, "clone") else copy.deepcopy(game)


def _swapped(outcome: Outcome, sides: tuple[str, str]) -> Outcome:
    other = {sides[0]: sides[1], sides[1]: sides[0]}
    winner = None if outcome.winner is None else other[outcome.winner]
    return Outcome(winner, {other[s]: n for s, n in outcome.score.items()}, outcome.void)


def _data(value: Any) -> Any:
    return value.to_json() if hasattr(value, "to_json") else value


def _difference(a: Any, b: Any, at: str = "") -> str | None:
    """Where two JSON values differ (numbers within MIRROR_SLACK), or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        if set(a) != set(b):
            return f"{at or '.'}: keys {sorted(set(a) ^ set(b))}"
        return next((d for k in a if (d := _difference(a[k], b[k], f"{at}.{k}")) is not None), None)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        if len(a) != len(b):
            return f"{at or '.'}: {len(a)} items against {len(b)}"
        pairs = enumerate(zip(a, b, strict=True))
        return next((d for i, (x, y) in pairs if (d := _difference(x, y, f"{at}[{i}]")) is not None), None)
    if isinstance(a, float) and isinstance(b, float | int) and not isinstance(b, bool):
        return (
            None
            if math.isclose(a, b, rel_tol=MIRROR_SLACK, abs_tol=MIRROR_SLACK)
            else f"{at}: {a!r} != {b!r}"
        )
    if isinstance(b, float) and isinstance(a, int) and not isinstance(a, bool):
        return _difference(b, a, at)
    return None if a == b else f"{at or '.'}: {a!r} != {b!r}"

"""Mirror symmetry of the one game random play does not reach: foosball, whose engine is a match
stepped in real time. Its referee mirrors (games/foosball/mirror.py) and is held to it here: at
every input it is given, the mirrored referee given the mirrored input rules the mirror. The
inputs come from a match (each step's table events and the CPU teams' actions), and from a
random stream of actions and table events, which reaches what CPU play rarely does (shames,
exchanges of the kitty, suicides, mechanical failures)."""

from __future__ import annotations

import contextlib
from typing import Any

import numpy as np
import pytest

from games.core import IllegalAction, registry
from games.foosball.match import FoosMatch
from games.foosball.mirror import REFEREE, Input, play
from games.foosball.rules.actions import Event, MoveDeadBall
from games.foosball.rules.referee import FoosReferee
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, TableEvent
from tests.conformance import checks

SPEC = registry.game("foosball")
SECONDS = 40.0
RANDOM_INPUTS = 600


class Watched(FoosReferee):
    """A referee that keeps what it was given, and where it stood when it was given it."""

    __slots__ = ("given",)
    given: list[tuple[dict[str, Any], Input]]

    def on_table(self, events: list[Any]) -> list[Event]:
        if events:
            self.given.append((self.to_json(), list(events)))
        return super().on_table(events)

    def apply(self, action: Any) -> list[Event]:
        self.given.append((self.to_json(), action))
        return super().apply(action)


@pytest.mark.parametrize("seed", [3, 8])
def test_the_mirrored_referee_rules_a_match_as_the_mirror(seed: int) -> None:
    match = FoosMatch(seed, "club", "novice")
    watched = Watched.from_json(match.ref.to_json(), match.table.spec)
    assert isinstance(watched, Watched)
    watched.given = []
    match.ref = watched
    for _ in range(int(SECONDS * 240)):
        if watched.is_over():
            break
        match.step()
    assert len(watched.given) > 100
    for state, given in watched.given:
        ref = FoosReferee.from_json(state, match.table.spec)
        checks.check_mirror(SPEC.name, SPEC.sides, REFEREE, ref, given, play)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_mirrored_referee_rules_any_input_as_the_mirror(seed: int) -> None:
    rng = np.random.default_rng(seed)
    ref = FoosReferee(seed=seed)
    for _ in range(RANDOM_INPUTS):
        if ref.is_over():
            break
        given = _random_input(ref, rng)
        checks.check_mirror(SPEC.name, SPEC.sides, REFEREE, ref, given, play)
        with contextlib.suppress(IllegalAction):  # refused, it changes nothing
            play(ref, given)


def _random_input(ref: FoosReferee, rng: np.random.Generator) -> Input:
    """A legal action of either side, a dead ball moved anywhere, or a step's one table event."""
    s = ref.table
    side = Side.HOME if rng.random() < 0.5 else Side.AWAY
    roll = rng.random()
    if roll < 0.3:
        actions = ref.legal_actions(side)
        return actions[int(rng.integers(len(actions)))]
    if roll < 0.35:
        return MoveDeadBall(
            side, float(rng.uniform(-s.half_length, s.half_length)), float(rng.uniform(-0.3, 0.3))
        )
    kinds = list(EventKind)
    kind = kinds[int(rng.integers(len(kinds)))]
    rod = int(rng.integers(len(s.rods)))
    x, y = float(rng.uniform(-s.half_length, s.half_length)), float(rng.uniform(-s.half_width, s.half_width))
    if kind == EventKind.CONTACT:
        event = TableEvent(
            kind, 0.0, x, y, rod, s.rods[rod].team, speed=float(rng.uniform(0, 2)), ball_speed=1.0
        )
    else:
        event = TableEvent(
            kind, 0.0, x, y, None, side, inward=bool(rng.random() < 0.5), note="a rod came loose"
        )
    return [event]

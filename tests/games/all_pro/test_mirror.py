"""The two teams are each other's mirror image: the board reflected end for end, with home and
away swapped, is the same game, and the CPUs make the same (mirrored) choice in it."""

from __future__ import annotations

import copy
from typing import Any

import numpy as np
import pytest

from games.all_pro.match import make_player
from games.all_pro.rules import actions as act
from games.all_pro.rules.board import ROWS, Team
from games.all_pro.rules.engine import AllPro
from sim.tiles.grid import Square


def _man(mid: str | None) -> str | None:
    if mid is None:
        return None
    team, name = mid.split(".", 1)
    return f"{Team(team).other.value}.{name}"


def _team(value: str | None) -> str | None:
    return None if value is None else Team(value).other.value


def _square(square: Square) -> Square:
    return (square[0], ROWS - 1 - square[1])


def mirrored(game: AllPro) -> AllPro:
    """``game`` with the board turned end for end and the teams swapped (its log left out)."""
    d: dict[str, Any] = copy.deepcopy(game.to_json())
    d["men"] = {_man(m): [c, ROWS - 1 - r if r >= 0 else r, out] for m, (c, r, out) in d["men"].items()}
    d["blocks"] = [[c, ROWS - 1 - r, _man(b), how] for c, r, b, how in d["blocks"]]
    for key in ("carrier", "walker", "kicker"):
        d[key] = _man(d[key])
    for key in ("offence", "mover", "forming", "kicking", "opening_receiver", "snapper"):
        d[key] = _team(d[key])
    for key in ("line", "defence_line", "marker"):
        d[key] = 100 - d[key]
    if d["loose"] is not None:
        d["loose"] = list(_square(tuple(d["loose"])))
    d["score"] = {_team(t): s for t, s in d["score"].items()}
    if d["passing"] is not None:
        d["passing"][1] = _man(d["passing"][1])
    if d["pending_kick"] is not None:
        d["pending_kick"][1] = _man(d["pending_kick"][1])
    d["advanced"] = sorted(_man(m) for m in d["advanced"])
    if d.get("on_top") is not None:  # the ball on its carrier, in his own frame: only he changes
        d["on_top"][0] = _man(d["on_top"][0])
    if d["best_progress"] is not None:  # rows counted forward from the team's own end
        d["best_progress"] += (ROWS - 1) * Team(d["offence"]).forward
    d["receive_row"] = ROWS - 1 - d["receive_row"]
    d["log"] = []
    return AllPro.from_json(d)


def mirror_action(a: act.Action) -> act.Action:
    if isinstance(a, act.Step):
        return act.Step(_man(a.man) or "", _square(a.to))
    if isinstance(a, act.Formation):
        places = tuple((_man(m) or "", _square(sq)) for m, sq in a.places)
        return act.Formation(a.team.other, a.name, places)
    if isinstance(a, act.Snap | act.HandOff):
        return type(a)(_man(a.to) or "")
    if isinstance(a, act.Throw):
        return act.Throw(_man(a.receiver) or "")
    if isinstance(a, act.Advance):
        return act.Advance(_man(a.man) or "")
    return a


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["cpu", "coach"])
def test_each_cpu_makes_the_mirrored_choice_in_the_mirrored_game(kind: str) -> None:
    seeds = np.random.SeedSequence(5).generate_state(3)
    game = AllPro(int(seeds[0]))
    players = {Team.HOME: make_player(kind, int(seeds[1])), Team.AWAY: make_player(kind, int(seeds[2]))}
    while not game.is_over():
        player = players[game.to_move()]
        twin = copy.deepcopy(player)  # the same generator state
        action = player(game)
        assert twin(mirrored(game)) == mirror_action(action), (game.phase, game.to_move(), action)
        game.apply(action)


def test_the_mirrored_game_offers_the_mirrored_moves() -> None:
    game = AllPro(11)
    player = make_player("cpu", 12)
    while not game.is_over():
        twin = mirrored(game)
        assert twin.legal_actions() == [mirror_action(a) for a in game.legal_actions()]
        assert twin.to_move() == game.to_move().other
        if game.plays >= 4:
            break
        game.apply(player(game))

"""The saved game: written from the state's dataclasses field by field, it is the JSON the engine
has always written (replays hash it, so recordings made before verify the same), it reads back
exactly at every point of a game, and a game read back plays on the same."""

from __future__ import annotations

import json
import typing
from dataclasses import fields
from typing import Any

import numpy as np
import pytest

from games.all_pro.match import make_player
from games.all_pro.rules.actions import Options
from games.all_pro.rules.base import Engine
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import OFF, AllPro
from games.all_pro.rules.state import NO_RIDE, State
from games.core.state_json import GROUP, Via, dumper, loader

OPTIONS = [
    {},
    {"fumbles": "chance", "fumble_chance": 0.2},
    {"extra_moves": "prevented", "ground_anytime": True},
    {"max_series": 3, "first_kick": "away", "allow_fouls": False},
    {"stalled_series": 0, "plays_per_quarter": 3, "quarters": 2, "hand": "novice"},
]


def _written_by_hand(game: AllPro) -> dict[str, Any]:
    """The saved game as the engine wrote it key by key before its state was split into groups:
    the format the recordings' hashes were taken of."""
    return {
        "seed": game.seed,
        "options": game.options.to_json(),
        "rng": game.rng.bit_generator.state,
        "men": {m.id: [m.square[0], m.square[1], m.out] for m in game.men.values()},
        "blocks": [[sq[0], sq[1], b, d] for sq, (b, d) in game.blocks.items()],
        "carrier": game.carrier,
        "loose": None if game.loose is None else list(game.loose),
        "walker": game.walker,
        "offence": game.offence.value,
        "mover": game.mover.value,
        "moves": game.moves,
        "phase": game.phase.value,
        "forming": None if game.forming is None else game.forming.value,
        "line": game.line,
        "defence_line": game.defence_line,
        "marker": game.marker,
        "down": game.down,
        "score": {t.value: s for t, s in game.score.items()},
        "plays": game.plays,
        "is_down": game.is_down,
        "snapped": game.snapped,
        "kicker": game.kicker,
        "on_line_at_snap": game.on_line_at_snap,
        "formation_called": game.formation_called,
        "passing": None if game.passing is None else [game.passing[0].value, game.passing[1]],
        "passed": game.passed,
        "pending_kick": None
        if game.pending_kick is None
        else [game.pending_kick.what, game.pending_kick.kicker],
        "end_zone_kick": game.end_zone_kick,
        "advanced": sorted(game.advanced),
        "series": game.series,
        "idle_series": game.idle_series,
        "stalled_series": game.stalled_series,
        "best_progress": game.best_progress,
        "kick_return": game.kick_return,
        "safe_in_end_zone": game.safe_in_end_zone,
        "kicking": game.kicking.value,
        "opening_receiver": game.opening_receiver.value,
        "safety_free_kick": game.safety_free_kick,
        "half_over": game.half_over,
        "snapper": None if game.snapper is None else game.snapper.value,
        "kicked": game.kicked,
        "kick_loose": game.kick_loose,
        "possession_changed": game.possession_changed,
        "receive_row": game.receive_row,
        "log": [e.to_json() for e in game.log],
    } | ({} if game.on_top is None else {"on_top": [getattr(game.on_top, f) for f in game.on_top.__slots__]})


def _games(seeds: range) -> typing.Iterator[AllPro]:
    """Games of random and CPU moves under each set of options, yielded after every action."""
    for seed in seeds:
        game = AllPro(seed, Options(**OPTIONS[seed % len(OPTIONS)]))  # type: ignore[arg-type]
        rng = np.random.default_rng(100 + seed)
        cpu = make_player("cpu", seed)
        yield game
        while not game.is_over():
            if seed % 2 and rng.random() < 0.8:
                action = cpu(game)
            else:
                actions = game.legal_actions()
                action = actions[int(rng.integers(len(actions)))]
            game.apply(action)
            yield game


@pytest.mark.slow
def test_the_saved_game_is_the_json_written_before_and_reads_back_exactly() -> None:
    for n, game in enumerate(_games(range(6))):
        log = game.log
        if n % 25:  # the log, which grows all game, only now and then
            game.log = log[-3:]
        data = game.to_json()
        assert data == _written_by_hand(game)
        text = json.dumps(data)
        again = AllPro.from_json(json.loads(text))
        assert json.dumps(again.to_json()) == text
        game.log = log
        if n % 7 == 0 and not game.is_over():  # and it plays on the same
            action = game.legal_actions()[-1]
            assert again.legal_actions() == game.legal_actions()
            twin = game.clone()
            assert again.apply(action) == twin.apply(action)
            assert again.to_json() | {"log": []} == twin.to_json() | {"log": []}


def test_a_game_read_back_has_its_board_rebuilt() -> None:
    for game in _games(range(3)):
        again = AllPro.from_json(game.to_json() | {"log": []})
        on_board = {m.square for m in game.men.values() if m.square != OFF}
        assert set(again.at) == set(game.at) <= on_board
        assert again.chance.rng is again.rng


def test_a_game_saved_before_the_later_fields_reads_with_their_defaults() -> None:
    data = AllPro(3).to_json()
    later = ("idle_series", "stalled_series", "best_progress", "kick_loose", "possession_changed")
    for key in (*later, "receive_row"):
        del data[key]
    game = AllPro.from_json(data)
    assert (game.idle_series, game.stalled_series, game.best_progress) == (0, 0, None)
    assert (game.kick_loose, game.possession_changed, game.receive_row) == (False, False, 0)
    del data["carrier"]
    game = AllPro.from_json(data)  # a group's field: its default
    assert game.carrier is None
    del data["seed"]
    with pytest.raises(KeyError):
        AllPro.from_json(data)  # the game's own fields are never left out


def test_every_field_of_every_group_is_saved_and_reachable_on_the_game() -> None:
    hints = typing.get_type_hints(State)
    groups = {f.name: hints[f.name] for f in fields(State) if f.metadata.get(GROUP)}
    saved = set(AllPro(0).to_json()) | NO_RIDE  # the ball's ride: saved while there is one
    vias = {name: v for name, v in vars(Engine).items() if isinstance(v, Via)}
    for group, cls in groups.items():
        kinds = typing.get_type_hints(cls)
        for f in fields(cls):
            assert f.name in saved
            via = vias.pop(f.name)
            assert via.group == group
            assert typing.get_args(via.__orig_class__) == (kinds[f.name],), f.name  # type: ignore[attr-defined]
    assert vias == {}


def test_the_names_on_the_game_set_the_groups() -> None:
    game = AllPro(0)
    game.offence, game.line, game.kicker, game.plays = Team.AWAY, 35, "away.B1", 7
    assert (game.ball.offence, game.scrimmage.line, game.kick.kicker, game.scoreboard.plays) == (
        Team.AWAY,
        35,
        "away.B1",
        7,
    )


@pytest.mark.parametrize(
    ("kind", "value", "data"),
    [
        (tuple[Team, str] | None, (Team.HOME, "x"), ["home", "x"]),
        (tuple[int, ...], (1, 2, 3), [1, 2, 3]),
        (set[str], {"b", "a"}, ["a", "b"]),
        (dict[Team, int], {Team.AWAY: 3}, {"away": 3}),
        (list[tuple[int, int]], [(1, 2)], [[1, 2]]),
        (int | None, None, None),
    ],
)
def test_a_value_is_written_by_its_type_and_read_back(kind: Any, value: Any, data: Any) -> None:
    assert dumper(kind)(value) == data
    assert loader(kind)(data) == value

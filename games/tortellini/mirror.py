"""Tortellini Football mirrored: the board turned half a turn about its centre, team one's chips
become team two's and the other way round. Each player sees the same board from their own home
row: a chip ordered "forward right" goes forward right for either team, and square a1 (team
one's left corner) becomes h8 (team two's left corner).

The rules name no side but by its home row (the toss aside, thrown when a game is made), so the
mirrored game plays as the mirror of the game (tests/conformance holds it to that).
"""

from __future__ import annotations

import re
from typing import Any

from games.core.mirror import Mirror, swap_sides
from games.tortellini.rules.actions import (
    FILES,
    PASS,
    SIZE,
    Action,
    Event,
    Joint,
    Place,
    Plan,
    Team,
    square_name,
)
from games.tortellini.rules.engine import Tortellini
from sim.tiles.grid import Square

SIDES = (Team.ONE.value, Team.TWO.value)
# Each order turned half a turn: north (towards team two's home row) becomes south.
TURNED = {"N": "S", "NE": "SW", "E": "W", "SE": "NW", "S": "N", "SW": "NE", "W": "E", "NW": "SE", PASS: PASS}
SQUARE_NAME = re.compile(r"\b([" + FILES + r"])([1-" + str(SIZE) + r"])\b")


def square(sq: Square) -> Square:
    return (SIZE - 1 - sq[0], SIZE - 1 - sq[1])


def _team(value: str | None) -> str | None:
    return None if value is None else Team(value).other.value


def _chip(name: str) -> str:
    team, colour = name.split(".", 1)
    return f"{Team(team).other.value}.{colour}"


def _orders(orders: list[str]) -> list[str]:
    return [TURNED[o] for o in orders]


def mirrored(game: Tortellini) -> Tortellini:
    """``game`` with the board turned and the teams swapped, its log told of the mirror."""
    d = game.to_json()
    first = d["options"]["first_ball"]
    chips = d["chips"]
    return Tortellini.from_json(
        {
            **d,
            "options": {**d["options"], "first_ball": _team(first) if first in SIDES else first},
            "chips": {n: None if chips[_chip(n)] is None else list(square(chips[_chip(n)])) for n in chips},
            "carrier": None if d["carrier"] is None else _chip(d["carrier"]),
            "offence": _team(d["offence"]),
            "score": {t: d["score"][_team(t)] for t in d["score"]},
            "pending": {_team(t): _orders(o) for t, o in d["pending"].items()},
            "log": [mirror_event(game, Event.from_json(e)).to_json() for e in d["log"]],
        }
    )


def mirror_action(game: Tortellini, action: Action) -> Action:
    if isinstance(action, Place):
        return Place(action.team.other, action.chip, SIZE - 1 - action.col)
    if isinstance(action, Plan):
        return _plan(action)
    return Joint(_plan(action.two), _plan(action.one))


def _plan(plan: Plan) -> Plan:
    one, two, three = (TURNED[o] for o in plan.orders)
    return Plan(plan.team.other, (one, two, three))


def mirror_event(game: Tortellini, event: Event) -> Event:
    """The line the mirrored game says: the teams swapped, each square turned; both teams'
    orders and the score still told team one first."""
    data: dict[str, Any] = event.to_json()
    template = SQUARE_NAME.sub(lambda m: _turned_name(m.group(1), m.group(2)), data["template"])
    template = swap_sides(template, SIDES)
    if event.kind == "move":  # "{one}: red forward, ...; {two}: ..." swapped reads two first
        template = "; ".join(reversed(template.split("; ")))
    return Event.from_json({**data, "template": template, "team": _team(data["team"])})


def _turned_name(file: str, rank: str) -> str:
    return square_name(square((FILES.index(file), int(rank) - 1)))


def _toss(what: str, outcome: Any) -> Any:
    return not outcome if what == "toss" else outcome  # heads: team one has the first ball


MIRROR = Mirror(state=mirrored, action=mirror_action, event=mirror_event, chance=_toss)

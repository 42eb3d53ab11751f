"""The foosball referee mirrored: the table turned half a turn about its centre (a point (x, y)
goes to (-x, -y)), home's rods become away's (rod k of n is rod n - 1 - k: the table's rods from
each end are exact mirror images) and home becomes away. The referee's inputs turn with it: the
players' actions, and the table's events, which bring the physics to the rules.

The referee's rules name no side but by its goal, its rods and its half (the toss aside, thrown
when a game is made), so the mirrored referee rules as the mirror of the referee; a ball dead
exactly on the centre line (x = 0), in neither half, goes to the last team to play it (rules
version 1, ``centre_line="away_half"``, gave it to home whichever way the table turned). The match, the
spec's engine, is the table's physics in flight and the CPU teams' hands, with no constructor for
a position: the spec gives no mirror, and this one, ``REFEREE``, is checked on a match's own
table events (tests/conformance/test_referee_mirror.py).
"""

from __future__ import annotations

from typing import Any

from games.core.mirror import Mirror, swap_sides
from games.foosball.rules.actions import (
    Acknowledge,
    Action,
    DeclareFailure,
    DemandCanonical,
    Event,
    MoveDeadBall,
    Repair,
    Serve,
    TakeBall,
    TouchBall,
    TouchPole,
)
from games.foosball.rules.referee import FoosReferee
from sim.foosball.spec import Side, TableSpec
from sim.foosball.table import TableEvent

SIDES = (Side.HOME.value, Side.AWAY.value)
Input = Action | list[TableEvent]  # what the referee is given: a player's action, or a step's events


def _side(value: str | None) -> str | None:
    return value if value is None or value not in SIDES else _other(value)


def _other(value: str) -> str:
    return Side(value).other.value


def _rod(table: TableSpec, rod: int) -> int:
    return len(table.rods) - 1 - rod


def mirrored(ref: FoosReferee) -> FoosReferee:
    """``ref`` with the table turned and the sides swapped, its calls told of the mirror."""
    d: dict[str, Any] = ref.to_json()
    last = d["last"]
    out = {
        **d,
        "options": {**d["options"], "first_server": _side(d["options"]["first_server"])},
        "server": _side(d["server"]),
        "score": {s: d["score"][_side(s)] for s in d["score"]},
        "shamer": _side(d["shamer"]),
        "result": _side(d["result"]),  # "void" stays
        "acknowledged": sorted(_other(s) for s in d["acknowledged"]),
        "disqualified": sorted(_other(s) for s in d["disqualified"]),
        "possession": _side(d["possession"]),
        "mover": _side(d["mover"]),
        "dead_at": None if d["dead_at"] is None else [-d["dead_at"][0], -d["dead_at"][1]],
        "last": None if last is None else [_side(last[0]), _rod(ref.table, last[1]), last[2]],
        "wholly_in": _side(d["wholly_in"]),
        "failed": [None if r is None else _rod(ref.table, r) for r in d["failed"]],
        "broken": [None if r is None else _rod(ref.table, r) for r in d["broken"]],
        "log": [mirror_event(ref, Event.from_json(e)).to_json() for e in d["log"]],
    }
    return FoosReferee.from_json(out, ref.table)


def mirror_input(ref: FoosReferee, given: Input) -> Input:
    """A player's action by the other side, or a step's table events turned with the table."""
    if isinstance(given, list):
        return [_table_event(ref.table, e) for e in given]
    if isinstance(given, MoveDeadBall):
        return MoveDeadBall(given.team.other, -given.x, -given.y)
    if isinstance(given, DeclareFailure | TouchPole):
        return type(given)(given.team.other, _rod(ref.table, given.rod))
    if isinstance(given, Serve | DemandCanonical | Acknowledge | TakeBall | TouchBall | Repair):
        return type(given)(given.team.other)  # they name only their side
    raise TypeError(f"{type(given).__name__} is not a foosball action")


def _table_event(table: TableSpec, e: TableEvent) -> TableEvent:
    return TableEvent(
        e.kind,
        e.t,
        -e.x,
        -e.y,
        rod=None if e.rod is None else _rod(table, e.rod),
        team=None if e.team is None else e.team.other,
        inward=e.inward,
        speed=e.speed,
        ball_speed=e.ball_speed,
        note=e.note,
    )


def mirror_event(ref: FoosReferee, event: Event) -> Event:
    """The call the mirrored referee makes: the sides swapped, the score still told home first."""
    data: dict[str, Any] = event.to_json()
    template = swap_sides(data["template"], SIDES)
    return Event.from_json({**data, "template": template, "team": _side(data["team"])})


def play(ref: FoosReferee, given: Input) -> list[Event]:
    """The referee given an input: a player's action, or a step's table events."""
    return ref.on_table(given) if isinstance(given, list) else ref.apply(given)


REFEREE = Mirror(state=mirrored, action=mirror_input, event=mirror_event)

"""Finger Football mirrored: the mat turned half a turn about its centre spot (a spot (x, y) goes
to (L - x, -y), L the length between the goal lines) and Red and Blue swapped. The goal each
team defends is where it was: Red defending the home goal still does, and Red with the ball on
its own 30 becomes Blue with it on its own 30, attacking the other way. A flick turns with the
mat: it starts from the turned spot with the slider turned, its impulse the other way, struck
at the same point of the slider (so with the same spin), and the physics of the mat says where
it comes to rest. A kick of the foam ball is the kicker's own, at the same goalpost: the same.

The symbols are named by where they lie (H1M: the home half's Zone 1, middle), so a symbol's
mirror image has another name; a side seen by the offence (a roll's "left") names the same
symbol for both. This needs a mat that is its own mirror image, as the built-in mat is; another
mat is refused with a ValueError.

Two places where the rules themselves are not yet mirror-symmetric, which the conformance suite
finds in some random games (not those it plays): at a change of ends the line of scrimmage is
drawn at ``L - x`` (``Field.mirror``), so a team on its own 20 at x = 0.8 comes out at
0.19999999999999996, just short of the zone line, and reads as in its own Zone 3 (the dice then
offer it a nearer symbol than from its own 20 set up at that end); and a punt out of bounds behind
the receivers' goal line, brought in half a yard, is told "own 0" for the team attacking +x and
"own 1" for the other (0.5 and 0.5000000000000004 yards, rounded half to even).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from games.core.mirror import Mirror, swap_sides
from games.finger_football.rules.actions import (
    Action,
    Bump,
    ChooseGoal,
    ChooseTarget,
    Event,
    Flicked,
    Target,
    Team,
)
from games.finger_football.rules.base import other_half
from games.finger_football.rules.engine import FingerFootball
from sim.geometry import Pose
from sim.slider.mat import Half, Mat
from sim.slider.table import Flick, SliderTable

SIDES = (Team.RED.value, Team.BLUE.value)
GOALS = {f"the {h.value} goal": f"the {other_half(h).value} goal" for h in Half}
SLACK = 1e-9  # m: a symbol and its mirror image's are this close
ON_THE_LINE = 1e-6  # yards: a spot this close to a whole or half yard line is on it


@lru_cache(maxsize=4)
def _turned(mat: Mat) -> tuple[dict[str, str], tuple[str, ...], SliderTable]:
    """The mat's run circles paired with their mirror images (by id), their order on the mat,
    and the mat's table to flick on; a ValueError if the mat is not its own mirror image."""
    length = mat.field.length

    def twin(x: float, y: float, at: list[tuple[float, float]]) -> int | None:
        return next((i for i, (a, b) in enumerate(at) if math.hypot(a - (length - x), b + y) < SLACK), None)

    circles = [(c.x, c.y) for c in mat.run_circles]
    pairs: dict[str, str] = {}
    for c in mat.run_circles:
        i = twin(c.x, c.y, circles)
        if i is None:
            raise ValueError(f"the mat {mat.name!r} is not its own mirror image: {c.id} has no twin")
        pairs[c.id] = mat.run_circles[i].id
    for spots in ([(f.x, f.y) for f in mat.flags], [(f.x, f.y) for f in mat.fumbles]):
        if any(twin(x, y, spots) is None for x, y in spots):
            raise ValueError(f"the mat {mat.name!r} is not its own mirror image: a flag or fumble")
    return pairs, tuple(c.id for c in mat.run_circles), SliderTable(mat)


def _team(value: str | None) -> str | None:
    return None if value is None else Team(value).other.value


def _spot(mat: Mat, spot: Any) -> list[float] | None:
    return None if spot is None else [mat.field.length - spot[0], -spot[1]]


def _line(game: FingerFootball, spot: Any) -> list[float] | None:
    """The offence's line of scrimmage turned with the mat. A line the rules drew on a whole or
    half yard line (its own 20, a penalty's half the distance) is drawn for the mirrored offence
    as the rules draw it for that team (``Field.spot``), not as ``L - x``, which can miss a zone
    line by the last bit of a float and read the band behind."""
    if spot is None or game.drive.offense is None:
        return _spot(game.mat, spot)
    d = game.direction(game.drive.offense)
    own = game.field.own_yards(spot[0], d)
    if abs(own - round(2.0 * own) / 2.0) > ON_THE_LINE:
        return _spot(game.mat, spot)
    return [game.field.spot(round(2.0 * own) / 2.0, -d)[0], -spot[1]]


def _circles(mat: Mat, circles: Any) -> list[str]:
    """Symbols by id, turned: in the mat's order, as the rules list them."""
    pairs, order, _ = _turned(mat)
    return sorted((pairs[c] for c in circles), key=order.index)


def target(mat: Mat, t: Target) -> Target:
    return Target(t.kind, tuple(_circles(mat, t.circles)), t.label)


def mirrored(game: FingerFootball) -> FingerFootball:
    """``game`` with the mat turned about its centre spot and the teams swapped, its log told
    of the mirror."""
    mat = game.mat
    d: dict[str, Any] = game.to_json()
    out = {
        **d,
        "score": {t: d["score"][_team(t)] for t in d["score"]},
        "stats": {t: d["stats"][_team(t)] for t in d["stats"]},
        "defends": {t: other_half(Half(d["defends"][_team(t)])).value for t in d["defends"]},
        "toss_winner": _team(d["toss_winner"]),
        "kicker": _team(d["kicker"]),
        "offense": _team(d["offense"]),
        "los": _line(game, d["los"]),
        "log": [mirror_event(game, Event.from_json(e)).to_json() for e in d["log"]],
    }
    if d["target"] is not None:
        kind, circles, label = d["target"]
        out["target"] = [kind, _circles(mat, circles), label]
    if d["pending"] is not None:
        result, rest, why, *more = d["pending"]  # [near] or [near, rest angle]
        if len(more) == 2:
            more[1] = math.remainder(more[1] + math.pi, math.tau)  # the slider turned half a turn
        out["pending"] = [result, _line(game, rest), swap_sides(why, SIDES), *more]
    return FingerFootball.from_json(out)


def mirror_action(game: FingerFootball, action: Action) -> Action:
    if isinstance(action, Flicked):
        return Flicked(_flick(game.mat, action))
    if isinstance(action, ChooseTarget):
        return ChooseTarget(target(game.mat, action.target))
    if isinstance(action, ChooseGoal):
        return ChooseGoal(other_half(action.defend))
    if isinstance(action, Bump):
        return Bump(action.by.other)
    return action  # the toss, the dice, the calls and choices, a kick: nobody's side named


def _flick(mat: Mat, action: Flicked) -> Any:
    """The flick turned half a turn with the mat, slid on the mat."""
    o = action.outcome
    start = Pose(mat.field.length - o.start.x, -o.start.y, math.remainder(o.start.angle + math.pi, math.tau))
    (jx, jy), offset = o.flick.impulse, o.flick.offset
    return _turned(mat)[2].flick(start, Flick((-jx, -jy), offset))


def mirror_event(game: FingerFootball, event: Event) -> Event:
    """The line the mirrored game says: the teams swapped, the goals, the spots and the symbols
    turned with the mat; the score still told Red first."""
    data: dict[str, Any] = event.to_json()
    template = swap_sides(data["template"], SIDES)
    for goal, other in GOALS.items():
        if goal in data["template"]:
            template = template.replace(goal, other)
            break
    said = dict(data["data"])
    for key in ("rest", "los"):
        if key in said:
            said[key] = _spot(game.mat, said[key])
    if "circles" in said:
        said["circles"] = _circles(game.mat, said["circles"])
    return Event.from_json({**data, "template": template, "team": _team(data["team"]), "data": said})


def mirror_chance(what: str, outcome: Any) -> Any:
    return not outcome if what == "toss" else outcome  # heads: Red wins the toss


MIRROR = Mirror(state=mirrored, action=mirror_action, event=mirror_event, chance=mirror_chance)

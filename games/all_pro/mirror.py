"""All-Pro Football mirrored: the board turned end for end (row r becomes row 23 - r, the columns
kept, as the formations are laid out the same for both teams) and home's men become away's. The
yard lines are counted from the other goal (stripe s becomes 100 - s). A man who steps towards
the higher columns steps left for home and right for away, so the play-by-play's left and right
change places.

The rules name home only as the end it defends (the toss aside), so the mirrored game plays as
the mirror of the game (tests/conformance holds it to that; tests/games/all_pro/test_mirror.py
holds the CPU players to it).
"""

from __future__ import annotations

import re
from typing import Any

from games.all_pro.rules.actions import (
    Action,
    Advance,
    Event,
    Formation,
    HandOff,
    Snap,
    Step,
    Throw,
)
from games.all_pro.rules.board import ROWS, Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.numbers import FIELD
from games.core.mirror import Mirror, swap_sides
from sim.tiles.grid import Square

SIDES = (Team.HOME.value, Team.AWAY.value)
STEP_SIDEWAYS = re.compile(r"( steps (?:forward |back )?)(left|right)\b")


def square(sq: Square) -> Square:
    return (sq[0], ROWS - 1 - sq[1])


def man(mid: str) -> str:
    """A man's id ("home.B1") for the same man of the other team."""
    team, name = mid.split(".", 1)
    return f"{Team(team).other.value}.{name}"


def _man(mid: str | None) -> str | None:
    return None if mid is None else man(mid)


def _team(value: str | None) -> str | None:
    return None if value is None else Team(value).other.value


def mirrored(game: AllPro) -> AllPro:
    """``game`` with the board turned end for end and the teams swapped, its log told of the mirror."""
    d: dict[str, Any] = game.to_json()
    first = d["options"]["first_kick"]
    offence = Team(d["offence"]).other
    out = {
        **d,
        "options": {**d["options"], "first_kick": _team(first) if first in SIDES else first},
        "men": {m: _man_at(d["men"][man(m)]) for m in d["men"]},
        "blocks": [[c, ROWS - 1 - r, man(blocker), man(blocked)] for c, r, blocker, blocked in d["blocks"]],
        "carrier": _man(d["carrier"]),
        "walker": _man(d["walker"]),
        "kicker": _man(d["kicker"]),
        "loose": None if d["loose"] is None else list(square(d["loose"])),
        "score": {t: d["score"][_team(t)] for t in d["score"]},
        "advanced": sorted(man(m) for m in d["advanced"]),
        "receive_row": ROWS - 1 - d["receive_row"],
        "log": [mirror_event(game, Event.from_json(e)).to_json() for e in d["log"]],
    }
    for key in ("offence", "mover", "forming", "kicking", "opening_receiver", "snapper"):
        out[key] = _team(d[key])
    for key in ("line", "defence_line", "marker"):
        out[key] = FIELD - d[key]
    if d["passing"] is not None:
        out["passing"] = [d["passing"][0], man(d["passing"][1])]
    if d["pending_kick"] is not None:
        out["pending_kick"] = [d["pending_kick"][0], man(d["pending_kick"][1])]
    if d.get("on_top") is not None:  # kept in the carrier's own frame: only he changes
        out["on_top"] = [man(d["on_top"][0]), *d["on_top"][1:]]
    if d["best_progress"] is not None:  # the furthest row times the offence's forward step
        out["best_progress"] = d["best_progress"] + (ROWS - 1) * offence.forward
    return AllPro.from_json(out)


def _man_at(saved: list[Any]) -> list[Any]:
    c, r, out = saved
    return [c, ROWS - 1 - r if r >= 0 else r, out]  # a man off the board stays off it


def mirror_action(game: AllPro, action: Action) -> Action:
    if isinstance(action, Step):
        return Step(man(action.man), square(action.to), action.glide, action.hand)
    if isinstance(action, Formation):
        places = tuple((man(m), square(sq)) for m, sq in action.places)
        return Formation(action.team.other, action.name, places)
    if isinstance(action, Snap | HandOff):
        return type(action)(man(action.to))
    if isinstance(action, Throw):
        return Throw(man(action.receiver))
    if isinstance(action, Advance):
        return Advance(man(action.man))
    return action  # the calls, the kicks and the dice name no side: the one to act makes them


def mirror_event(game: AllPro, event: Event) -> Event:
    """The line the mirrored game says: the teams swapped, a step to the left told to the right;
    the final score still told home first."""
    data: dict[str, Any] = event.to_json()
    template = swap_sides(data["template"], SIDES)
    template = STEP_SIDEWAYS.sub(
        lambda m: m.group(1) + ("right" if m.group(2) == "left" else "left"), template
    )
    return Event.from_json({**data, "template": template, "team": _team(data["team"])})


def mirror_chance(what: str, outcome: Any) -> Any:
    if what == "toss":  # heads: home kicks off
        return not outcome
    if what == "where the ball falls":
        return square(outcome)
    return outcome


MIRROR = Mirror(state=mirrored, action=mirror_action, event=mirror_event, chance=mirror_chance)

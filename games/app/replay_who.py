"""Who played a recorded game, in the words the game used: a recording's header names each side's
player ("human", or the CPU's skill), so a replay of a game against the CPU says "you" and "the
CPU" as the game did, not the rulebook's "home" and "away"."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import Enum
from typing import Any

from games.core.wording import Who

HUMAN = "human"


def players_of(header: Mapping[str, Any]) -> dict[str, str]:
    """Each side's player as the header names it (side -> "human" or a CPU's skill)."""
    players = header.get("players") or {}
    return {str(k): str(v) for k, v in dict(players).items()} if isinstance(players, dict) else {}


def names(players: Mapping[str, str]) -> dict[str, Who]:
    """The sides as the game named them, by side: you and the CPU when one person played the CPU;
    nothing (the rulebook's names) otherwise."""
    humans = [side for side, kind in players.items() if kind == HUMAN]
    if len(players) != 2 or len(humans) != 1:
        return {}
    return {side: Who("you", you=True) if kind == HUMAN else Who("the CPU") for side, kind in players.items()}


def by_team(teams: Iterable[Enum], named: Mapping[str, Who]) -> dict[Any, Who]:
    """The names keyed by a game's own side enum (its events' and its score's keys), if every
    side has one."""
    out = {team: named[str(team.value)] for team in teams if str(team.value) in named}
    return out if out and len(out) == len(named) else {}


def told(lines: tuple[str, ...], events: tuple[Any, ...], named: Mapping[str, Who]) -> tuple[str, ...]:
    """A frame's lines with its events told in ``named`` (the lines before its events, such as
    "The start", as they are)."""
    if not named or not events:
        return lines
    head = lines[: len(lines) - len(events)]
    out = []
    for event in events:
        sides = getattr(type(event), "SIDES", None)
        names_here = by_team(sides, named) if sides is not None else {}
        out.append(event.told(names_here) if names_here else event.text)
    return (*head, *out)


def line_up(players: Mapping[str, str]) -> str:
    """Who played, in a few words: 'you vs the CPU (club)', 'CPU (club) vs CPU (expert)'."""
    kinds = list(players.values())
    if len(kinds) == 1:
        return "you, practising" if kinds[0] == HUMAN else f"the CPU ({kinds[0]})"
    if len(kinds) != 2:
        return ", ".join(f"{side}: {kind}" for side, kind in players.items()) or "players not recorded"
    if kinds.count(HUMAN) == 2:
        return "two players"
    if kinds.count(HUMAN) == 1:
        cpu = next(k for k in kinds if k != HUMAN)
        return f"you vs the CPU ({cpu})"
    return f"CPU ({kinds[0]}) vs CPU ({kinds[1]})"


def side_name(value: str) -> str:
    """A side in the rulebook's words, capitalised: 'Home', 'Red', 'Team two'."""
    return f"Team {value}" if value in ("one", "two") else value.capitalize()


def score_line(scores: Mapping[Any, int], named: Mapping[str, Who]) -> str:
    """'You 3 · the CPU 2', or in the rulebook's names ('Red 12 · Blue 3')."""
    parts = []
    for team, points in scores.items():
        value = str(getattr(team, "value", team))
        who = named.get(value)
        name = who.name if who is not None else str(getattr(team, "label", side_name(value)))
        parts.append(f"{name} {points}")
    line = " · ".join(parts)
    return line[:1].upper() + line[1:]

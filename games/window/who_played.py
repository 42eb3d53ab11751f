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
    "The start", as they are); a line the rules wrote no event for ("Blue asks for the dice")
    has its side named as the events name it ("The CPU asks for the dice")."""
    if not named:
        return lines
    if not events:
        return tuple(_renamed(line, named) for line in lines)
    head = lines[: len(lines) - len(events)]
    out = []
    for event in events:
        sides = getattr(type(event), "SIDES", None)
        names_here = by_team(sides, named) if sides is not None else {}
        out.append(event.told(names_here) if names_here else event.text)
    return (*head, *out)


def _renamed(line: str, named: Mapping[str, Who]) -> str:
    """A described line starting with a side's rulebook name, told with the game's name for it:
    'Blue kicks off as usual' -> 'The CPU kicks off as usual', 'Red asks for...' -> 'You ask for...'."""
    for side, who in named.items():
        label = side_name(side)
        if line.startswith(f"{label} "):
            rest = line[len(label) + 1 :]
            if who.you:
                verb, space, tail = rest.partition(" ")
                rest = _plain(verb) + space + tail
            return who.name[:1].upper() + who.name[1:] + " " + rest
    return line


def _plain(verb: str) -> str:
    """The verb as 'you' says it: asks -> ask, tries -> try, goes -> go, kicks -> kick."""
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("oes", "shes", "ches", "sses")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


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


def score_parts(
    scores: Mapping[Any, int], named: Mapping[str, Who], with_label: bool = False
) -> list[tuple[str, str]]:
    """Each side (by its value) and its score in words: ('red', 'You 3'), or with its label
    ('red', 'You (Red) 3') as a game whose sides wear colours says it; in the rulebook's names
    ('Red 12') when nobody is "you"."""
    parts = []
    for team, points in scores.items():
        value = str(getattr(team, "value", team))
        who = named.get(value)
        label = str(getattr(team, "label", side_name(value)))
        name = label if who is None else f"{who.name} ({label})" if with_label else who.name
        parts.append((value, f"{name} {points}"))
    if parts:
        parts[0] = (parts[0][0], parts[0][1][:1].upper() + parts[0][1][1:])
    return parts


def score_line(scores: Mapping[Any, int], named: Mapping[str, Who]) -> str:
    """'You 3 · the CPU 2', or in the rulebook's names ('Red 12 · Blue 3')."""
    return " · ".join(words for _, words in score_parts(scores, named))

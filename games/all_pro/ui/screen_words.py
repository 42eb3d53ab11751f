"""The play-by-play as the screen shows it. The rules tell a step from the man's own side
("steps forward right": his right as he faces the goal he attacks), which a person watching the
board had to turn round in their head for each team; the window says where the man went on the
screen: up, down, left or right (the home team attacks towards the right)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from games.all_pro.rules.actions import Event, LogKind
from games.all_pro.rules.board import Team
from games.core.wording import Who, sentence

STEP = re.compile(r"\bsteps (forward|back)?(?: ?(left|right))?\b")
# A side's own words for a step, as screen directions: (along the field, across it).
ALONG = {Team.HOME: {"forward": "right", "back": "left"}, Team.AWAY: {"forward": "left", "back": "right"}}
ACROSS = {Team.HOME: {"left": "up", "right": "down"}, Team.AWAY: {"left": "down", "right": "up"}}


def on_screen(words: str, team: Team) -> str:
    """ "steps forward right" of a home man is "steps down and right" on the screen."""

    def retell(match: re.Match[str]) -> str:
        along, across = match.group(1), match.group(2)
        parts = [ACROSS[team][across]] if across else []
        if along:
            parts.append(ALONG[team][along])
        return "steps " + " and ".join(parts) if parts else match.group(0)

    return STEP.sub(retell, words)


# The formations as the panel's buttons name them (the rules' names are a coach's shorthand).
FORMATION_NAMES = {
    "deep kick": "safe punt formation",
    "field goal kick": "field goal formation (the kicker 3 squares back)",
    "7-2-2": "stop the run (7 on the line)",
    "5-4-2": "stop the pass (5 on the line)",
    "punt": "punt formation",
    "T": "backs in a T",
    "balanced": "backs spread out",
    "unbalanced": "line shifted right",
    "wedge": "backs in the middle",
    "deep": "deep return",
    "wide": "wide return",
}
# The rules' "inches to go" (the ball on the marker itself), in the panel's words.
INCHES = "(under a yard to go)"
# The rules call a team's three moves a "series"; the screen calls them a turn (a "series" reads
# as a set of downs to a football fan, play-test 22).
SERIES = re.compile(r"\b(\d+) series\b|\bthe series limit\b")


# The rules' "TOUCHDOWN the CPU: the CPU's E1" read as a garble (round 5): who scored, plainly.
TOUCHDOWN = re.compile(r"^TOUCHDOWN [^:]+: (.+)$")


def touchdown_words(words: str) -> str:
    """ "TOUCHDOWN the CPU: the CPU's E1" as "TOUCHDOWN: the CPU's E1 scores"."""
    return TOUCHDOWN.sub(lambda m: f"TOUCHDOWN: {m.group(1)} scores", words)


def told(event: Event, names: Mapping[Team, Who]) -> str:
    """An event's line of the play-by-play, in the screen's names and directions, with its dice."""
    words = sentence(event.told(names))
    if event.kind == LogKind.MOVE and event.team is not None:
        words = on_screen(words, event.team)
    if event.kind == LogKind.FORMATION:
        head, _, name = words.rpartition(": ")
        words = f"{head}: {FORMATION_NAMES.get(name, name)}" if head else words
    if event.kind == LogKind.SCORE:
        words = touchdown_words(words)
    words = words.replace("(inches to go)", INCHES)
    words = SERIES.sub(lambda m: f"{m.group(1)} turns" if m.group(1) else "the turn limit", words)
    return words + dice_words(event.dice)


def dice_words(dice: tuple[int, ...] | list[int] | None) -> str:
    """The dice of a line, as one die or several: "(die 5)", "(dice 1 and 3)"."""
    if not dice:
        return ""
    if len(dice) == 1:
        return f" (die {dice[0]})"
    return f" (dice {' and '.join(map(str, dice))})"


def play_by_play(events: list[Event], names: Mapping[Team, Who]) -> list[str]:
    """The play-by-play's lines (:func:`told_events`)."""
    return [words for _, words in told_events(events, names)]


def told_events(events: list[Event], names: Mapping[Team, Who]) -> list[tuple[Event, str]]:
    """Each event the play-by-play tells, with its line: a step that ends in a block or a tackle
    told once, by its block or tackle ("Your L2 blocks the CPU's L2"), never its step a line of
    its own too (two "Your L2 steps right" in a row read as two moves: newcomer 6/10)."""
    out: list[tuple[Event, str]] = []
    for k, event in enumerate(events):
        after = events[k + 1] if k + 1 < len(events) else None
        ends = after is not None and after.kind in (LogKind.BLOCK, LogKind.TACKLE)
        if ends and event.kind == LogKind.MOVE and " steps" in event.text:
            continue  # the block or the tackle says this move
        out.append((event, told(event, names)))
    return out

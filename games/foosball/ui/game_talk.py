"""What the side panel's log says in a foosball game: the referee's calls told in the players'
names, with the words a newcomer does not know explained, and the commentary's (Article XII)
among them, each term's first call saying it is only table talk."""

from __future__ import annotations

from games.foosball.rules.commentary import Call, counted, tally
from games.foosball.rules.glossary import PLAIN
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who
from games.foosball.ui.view import TEAM
from games.window import ui
from sim.foosball.spec import Side

TALK = "; just table talk: no penalty"  # after a commentary term's first call in the log

# The referee's words a newcomer does not know, explained after the call in the log (on screen
# only: the referee's log stays as it is).
EXPLAINED = (
    ("free-for-all ends", ""),
    ("FREE-FOR-ALL", "anyone may take the ball: T"),
    ("between the defenders", "it stopped between the two 2-bars"),
    ("dead ball:", "it stopped where nobody can play it"),
    ("shame", "a goal that bounced back out: points go to the kitty"),
)


def explained(words: str) -> str:
    for fragment, means in EXPLAINED:
        if fragment in words:
            return f" ({means})" if means else ""
    return ""


def told_log(ref: FoosReferee, calls: list[Call], who: dict[Side, Who]) -> list[tuple[str, ui.Color]]:
    """The referee's last calls with the commentary's among them, told in the players' names."""
    log, start = ref.log, max(0, len(ref.log) - 12)
    said: list[tuple[float, str, ui.Color]] = [
        (i, call.told(who), TEAM[call.team] if call.team is not None else ui.PAPER)
        for i, call in enumerate(log[start:], start)
    ]
    said = [(i, words + explained(words), colour) for i, words, colour in said]
    first = {c.term: i for i, c in reversed(list(enumerate(calls)))}  # each term's first call
    said += [
        (
            c.after - 0.5,
            f"{c.told(who)} ({PLAIN[c.term]}{TALK if first[c.term] == i else ''})",
            ui.HIGHLIGHT,
        )
        for i, c in enumerate(calls)
        if i >= len(calls) - 6 and c.after > start
    ]
    return [(ui.sentence(words), colour) for _, words, colour in sorted(said, key=lambda line: line[0])]


def called_lines(calls: list[Call], who: dict[Side, Who]) -> list[str]:
    """The game's commentary, counted per side, for the end of the game."""
    words = counted(tally(calls), who)
    return [f"Table talk (no effect on the score): {words}"] if words else []

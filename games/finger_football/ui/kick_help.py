"""The kick window's help pages (F1): howto_pages' kick pages, the tremble's page saying where the
live verdict is given. It promised "strong enough" or "too soft" while dragging, which only free
practice says (a round is judged by eye: its dotted line shows half the way), and it named no way
to move the hands in free practice (play-test 5). Field-goal practice shows only what applies to
it: the game's page on the goal line ("the CPU's 7", "your own 30", "W says this", "P gives you a
practice swing") is a game's kick's, and practice has its rounds' page there instead; the
distance is said where it is drawn, at the top right (it said "the title bar": play-test 6). The
press is made in the top view, on every page as in the window (the side view's ball starts no
count: kick_press.py)."""

from __future__ import annotations

import dataclasses

from games.finger_football.ui import diagrams
from games.finger_football.ui.howto_pages import CHALLENGE, GOAL_LINE, HAND, kick_pages
from games.finger_football.ui.kick_consts import DISTANCE_KEY, TREMBLE_KEY
from games.window.howto import Page

VERDICT = (
    "A kick must pass between the thumbs, over the fingers. In free practice, while you drag, the "
    'dotted flight says "strong enough" or "too soft"; in a round you judge it by eye (the dotted '
    f"line shows the first half of the way). Free practice: {DISTANCE_KEY} moves the hands 5 cm "
    "nearer or further; the line at the top right says how far away they are (in a round, the "
    "line under the kick's number)."
)

PRESS = (
    "When ready, press on the ball in the top view: it stands up and the count starts there. Drag "
    'back and let go before "one thousand three". The dotted line shows its flight while you drag.'
)

ROUNDS = Page(
    "Kick practice",
    (
        "Practice comes in rounds of eight kicks, each at the defender's hands set their own way: "
        "nearer or further, the gap narrower or wider, the fingers lower or higher. Your best round "
        "is kept. T starts a new round.",
        "A steady hand for the first two kicks of a round; from the third your hand trembles. "
        f"{TREMBLE_KEY}, H (the hands), D (air drag) and {DISTANCE_KEY} leave a round for free "
        "practice, not scored.",
        "After a result, a press on the ball (or R) sets up the next kick; press it again when "
        "ready to kick. The wheel (or Up/Down) sets the loft: how steeply the ball rises.",
    ),
    diagrams.hand,
)


def pages(practice: bool = True) -> list[Page]:
    """The kick window's pages: the hands (the press in the top view), then practice's rounds or
    a game's goal line, then the tremble with :data:`VERDICT` for its last paragraph."""
    hand = dataclasses.replace(HAND, lines=(*HAND.lines[:-1], PRESS))
    told = dataclasses.replace(CHALLENGE, lines=(*CHALLENGE.lines[:-1], VERDICT))
    swap = {id(HAND): hand, id(CHALLENGE): told, id(GOAL_LINE): ROUNDS if practice else GOAL_LINE}
    return [swap.get(id(page), page) for page in kick_pages()]

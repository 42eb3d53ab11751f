"""The kick window's help pages (F1): howto_pages' kick pages, the tremble's page saying where the
live verdict is given. It promised "strong enough" or "too soft" while dragging, which only free
practice says (a round is judged by eye: its dotted line shows half the way), and it named no way
to move the hands in free practice (play-test 5)."""

from __future__ import annotations

import dataclasses

from games.finger_football.ui.howto_pages import CHALLENGE, kick_pages
from games.finger_football.ui.kick_consts import DISTANCE_KEY
from games.window.howto import Page

VERDICT = (
    "A kick must pass between the thumbs, over the fingers. In free practice, while you drag, the "
    'dotted flight says "strong enough" or "too soft"; in a round you judge it by eye (the dotted '
    f"line shows the first half of the way). Free practice: {DISTANCE_KEY} moves the hands 5 cm "
    "nearer or further; the title bar says how far away they are."
)


def pages() -> list[Page]:
    """The kick window's pages, the tremble's page with :data:`VERDICT` for its last paragraph."""
    told = dataclasses.replace(CHALLENGE, lines=(*CHALLENGE.lines[:-1], VERDICT))
    return [told if page is CHALLENGE else page for page in kick_pages()]

"""Table talk (Article XII's commentary: oscillation, out of phase, greed, the postmaster...): off
for a newcomer, on with L, and the choice remembered. A play-test found its names flooding the
log, the top banner and half the end screen while the newcomer was still finding their rods; off,
none of it is said in play and the end screen has one small line counting the terms heard."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from games.foosball.rules.commentary import Call
from games.foosball.rules.wording import Who
from games.foosball.ui.log_lines import counted_talk
from games.window.scene import Host
from sim.foosball.spec import Side

KEY = pygame.K_l
CONTROL = ("L", "table talk on or off: foosball slang for plays (greed, out of phase...); off at first")
# Kept among the settings' remembered flags (games/window/settings.py keeps a set of them).
FLAG = "foosball: table talk on"


def on(app: Host) -> bool:
    return not app.settings.first_time(FLAG)


def toggle(app: Host) -> str:
    """Table talk on if it was off, off if on, remembered; what to tell the player."""
    if on(app):
        app.settings.hints_seen.discard(FLAG)
        app.settings.save()
        return "Table talk off: no foosball slang in the log or above the table (L turns it on)"
    app.settings.hint_seen(FLAG)
    return "Table talk on: foosball slang for plays, in the log and above the table; never scores (L: off)"


def end_lines(calls: Sequence[Call], who: Mapping[Side, Who], shown: bool) -> list[str]:
    """The end screen's table talk: counted term by term when on, else one small line."""
    if shown:
        return counted_talk(calls, who)
    terms = len({call.term for call in calls})
    if not terms:
        return []
    return [f"Table talk: {terms} term{'s' if terms > 1 else ''} heard (L shows them)"]

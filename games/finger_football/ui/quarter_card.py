"""The end of a quarter as a card that waits (game_banners.py shows it after the play's result):
a newcomer's touchdown try ended the 1st quarter, and the field jumped into the 2nd with the end
zones swapped and the CPU already flicking, no card at all. The card says which quarter ended,
that the teams change ends and where the person's end zone is now, and waits for Space or a
click. Pure words: no pygame."""

from __future__ import annotations

import re
from collections.abc import Sequence

from games.finger_football.rules.actions import Event, Team, ordinal
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.prompts import Names
from games.window import ui
from games.window.banner import Banner

QUARTER_COLOUR: ui.Color = (250, 210, 90)


def quarter_ended(events: Sequence[Event]) -> int | None:
    """The quarter that ``events`` ended ("end of quarter 1"), None when none did."""
    for e in events:
        found = re.match(r"end of quarter (\d+)", e.text) if e.kind == "quarter" else None
        if found:
            return int(found.group(1))
    return None


def quarter_card(game: FingerFootball, ended: int, names: Names) -> Banner:
    """ "END OF THE 1ST QUARTER" / "The teams change ends: your end zone is now on the right · ..."."""
    score = f"Red {game.score[Team.RED]} - Blue {game.score[Team.BLUE]}"
    half = ended == game.options.quarters // 2 and game.options.quarters > 1
    headline = "HALFTIME" if half else f"END OF THE {ordinal(ended).upper()} QUARTER"
    you = next(iter(names.humans), Team.RED)
    side = "left" if game.direction(you) > 0 else "right"  # you attack away from your own end zone
    whose = "your end zone" if names.versus_cpu else f"{you.label}'s end zone"
    detail = f"The teams change ends: {whose} is now on the {side} · {score}"
    return Banner(headline, detail, QUARTER_COLOUR)

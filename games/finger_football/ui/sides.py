"""The rules name a symbol's side as the offence sees it ("the Zone 1 left run circle", dice
"Zone 2 pass, left"); a player looks at a screen where the field lies across, so the window says
"upper" and "lower" instead: the side as drawn. The offence attacking to the right (towards +x)
has its left at the top of the screen; attacking to the left, at the bottom. The rules' log and
the recordings keep their words: this only rewrites what the window shows. Pure: no pygame."""

from __future__ import annotations

import re

_CIRCLE = re.compile(r"\b(Zone \d) (left|right|middle) (run|pass)\b", re.IGNORECASE)
_DICE = re.compile(r"\b(Zone \d) (run|pass), (left|right|middle)\b", re.IGNORECASE)


def screen_side(side: str, attacking: int) -> str:
    """'left', 'right' or 'middle' as the offence attacking towards ``attacking`` (+1: right on
    the screen, -1: left) sees it, as drawn: 'upper', 'lower' or 'middle'."""
    side = side.lower()
    if side == "middle":
        return "middle"
    up = (side == "left") == (attacking > 0)
    return "upper" if up else "lower"


def on_screen(line: str, attacking: int) -> str:
    """``line`` with every symbol's side as drawn on the screen."""
    line = _CIRCLE.sub(lambda m: f"{m[1]} {screen_side(m[2], attacking)} {m[3]}", line)
    return _DICE.sub(lambda m: f"{m[1]} {m[2]}, {_dice_side(m[3], attacking)}", line)


def _dice_side(side: str, attacking: int) -> str:
    seen = screen_side(side, attacking)
    return seen if seen == "middle" else f"{seen} side"

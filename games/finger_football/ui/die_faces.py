"""The direction die's faces and their odds, said beside the dice: a newcomer felt the die came up
TD on 7 rolls in 10 (the rulebook's die has five faces, "Left, Middle, Right, Choice and TD", one
in five each; a touchdown is also the only play in the opponent's Zone 3, with no roll, and one a
CHOICE may pick). Shown, the odds need no trust. Sides as drawn (sides.py): left and right of the
attack are the upper and lower sides of the screen. Pure words: no pygame."""

from __future__ import annotations

from collections import Counter

from games.finger_football.rules.actions import Direction

DRAWN = {Direction.LEFT: "UPPER", Direction.RIGHT: "LOWER"}  # a side's face as the mat is drawn


def face_word(face: Direction) -> str:
    return DRAWN.get(face, face.value.upper())


def odds_words(faces: tuple[Direction, ...]) -> str:
    """ "Direction die: UPPER, MIDDLE, LOWER, CHOICE, TD · 1 in 5 each"; with a face printed twice,
    "Direction die: TD 2 in 6; UPPER, MIDDLE, LOWER, CHOICE 1 in 6 each"."""
    counts = Counter(faces)
    sides = len(faces)
    once = [face_word(f) for f in dict.fromkeys(faces) if counts[f] == 1]
    more = [f"{face_word(f)} {counts[f]} in {sides}" for f in dict.fromkeys(faces) if counts[f] > 1]
    if not more:
        return f"Direction die: {', '.join(once)} · 1 in {sides} each"
    rest = f"; {', '.join(once)} 1 in {sides} each" if once else ""
    return f"Direction die: {'; '.join(more)}{rest}"

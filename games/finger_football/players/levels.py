"""The CPU's levels as the setup offers them, each with one line of what playing it is like.

``novice``, ``club`` and ``expert`` are sim.noise's skills (the bot's spreads); ``beginner`` is a
level below them for a first game (beginner.py): the novice's choices with a safe plan and a hand
that strays more in power than in way, never absurdly (docs/rules/finger_football.md has the
measured scores).
"""

from __future__ import annotations

from games.finger_football.players.beginner import BEGINNER, beginner_skill

__all__ = ["BEGINNER", "FIRST_LEVEL", "LEVELS", "WORDS", "beginner_skill", "level_words"]

LEVELS = (BEGINNER, "novice", "club", "expert")  # weakest first
FIRST_LEVEL = BEGINNER  # a first game's opponent: one a newcomer can beat
WORDS = {
    BEGINNER: "new to the game: aims sensibly, often falls short, a fair first game",
    "novice": "knows the plays, but its finger misses circles often",
    "club": "a steady club player: reaches most circles, kicks well",
    "expert": "rarely misses: a hard game even for a good player",
}


def level_words(level: str) -> str:
    return WORDS[level]

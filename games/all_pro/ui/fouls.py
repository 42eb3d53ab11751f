"""The moves the rules allow but penalise (``AllPro.is_foul``: a fourth move, an interior
lineman moved diagonally, a defender blocking a protected receiver), in the words the board
marks them with: such a square is never marked as a plain allowed move (a dot, a ring)."""

from __future__ import annotations

from games.all_pro.rules.actions import Step
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.numbers import PENALTY_YARDS
from sim.tiles.grid import Square


def foul_words(game: AllPro, step: Step) -> str | None:
    """What taking ``step`` would cost, short enough for a tag over its square; None: no foul."""
    if not game.is_foul(step):
        return None
    man = game.men[step.man]
    if man.team != game.offence and step.to in game.at:
        return "foul: interference"  # a protected receiver blocked: his side gets a first down
    return f"foul: {PENALTY_YARDS} yards"


def fouls(game: AllPro, steps: list[Step]) -> dict[Square, str]:
    """The squares among ``steps`` that would be fouls, each with its words."""
    return {step.to: words for step in steps if (words := foul_words(game, step)) is not None}

"""The wheel in a match turns the rods in your hand only (the two lit yellow), as the window says.

A newcomer's play-test vs the CPU: "the mouse wheel swings all four of my rods at once". A strike
is one rod's (hands.py: the rod in hand nearest behind the ball), but every rod of yours in front
of it with a figure in the ball's line lifted out of the shot's way, rods not in hand too: a shot
from the goalie lifted the defence, the midfield and the attack, all four rods turning together.
Now only the other rod in hand lifts (it follows the same pointer, so its figure stands right in
the striker's line: a real player lifts it with the other hand); a rod not in hand stays as it
is, as a rod you are not holding does, and a shot that meets it is blocked, as the aim line says
(aim_line.py names your own man in the way).
"""

from __future__ import annotations

from games.foosball.ui.hands import ROD_CONTROLS, MouseHands

WHEEL = (
    "wheel (either way)",
    "strike with the lit rod nearest behind the ball; the other lit rod lifts if it is in the"
    " shot's way, your other rods stay still",
)


class InHandWheel(MouseHands):
    """The mouse's hands, whose wheel strike moves the rods in hand only."""

    def _wanted(self, index: int, striker: int | None, in_hand: bool) -> float:
        if striker is not None and not in_hand and not self.lifted and index not in self.clearing:
            return 0.0  # not in hand: never lifted by a strike (one lifted in hand comes down as ever)
        return super()._wanted(index, striker, in_hand)


def rod_controls() -> list[tuple[str, str]]:
    """The mouse player's rod controls (hands.ROD_CONTROLS), the wheel's as a match plays it."""
    return [WHEEL if name.startswith("wheel") else (name, means) for name, means in ROD_CONTROLS]

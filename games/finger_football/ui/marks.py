"""The marks the game puts on the mat to say who is who and what is aimed at, shared by the game
window and the replay viewer so both say it the same way: each end zone named (and coloured) for
the team that defends it, and the target the dice gave ringed."""

from __future__ import annotations

from collections.abc import Mapping

from games.finger_football.rules.actions import PlayKind, Target, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.prompts import Names
from games.window import ui
from sim.slider.mat import Half

ENDZONE_COLOUR = {Team.RED: (150, 44, 40), Team.BLUE: (34, 84, 160)}  # darker than the words' colours
LIT = (255, 235, 0)


def endzone_names(
    game: FingerFootball | Mapping[Team, Half], names: Names
) -> dict[str, tuple[str, ui.Color]]:
    """Each end zone in the colour and the name of the team that defends it (they change ends
    each quarter): "YOUR END ZONE · RED" and the CPU's, or Red's and Blue's at one mouse.
    ``game``: the game, or which half each team defends (the ends still drawn while a quarter's
    cards are read: field_turn.py)."""
    out = {}
    ends = game.defends if isinstance(game, FingerFootball) else game
    for team, half in ends.items():
        if names.versus_cpu:
            whose = "YOUR END ZONE" if team in names.humans else "CPU'S END ZONE"
            words = f"{whose} · {team.label.upper()}"
        else:
            words = f"{team.label.upper()}'S END ZONE"
        out[half.value] = (words, ENDZONE_COLOUR[team])
    return out


def target_rings(game: FingerFootball, target: Target) -> set[str]:
    """What to ring for the target: the end zone attacked, the pass circles, or the run circles.
    A touchdown's target outlives its play (the conversion, the kickoff after it): with nobody
    attacking, nothing is rung."""
    if target.kind == PlayKind.TOUCHDOWN:
        if game.offense is None:
            return set()
        return {f"endzone-{game.attacked_half(game.offense).value}"}
    if target.kind == PlayKind.PASS:
        return {f"{c}/pass" for c in target.circles}
    return set(target.circles)

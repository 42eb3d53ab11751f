"""The CPU's defensive line-up, read off the offence it faces.

A newcomer met the same "stop the pass" line-up, every man on the same square, five snaps
running, against a T, a spread and a punt formation on 4th & 20. The rulebook lets the defence
set up "using any legal formation, such as 7-2-2, 5-4-2, etc."; this picks one for the down:

- against a punt formation (a man two or more squares straight behind the Center with nobody
  between: the only way to kick), a punt-return set: five rushers, the Ends a step back, and the
  Backs spread deep where the two dice bring the ball down;
- otherwise by the yards to go and how the offence lines up: short yardage or a tight backfield
  (a T, the line shifted right) leans to stopping the run (7 on the line), long yardage with the
  backs spread to stopping the pass (5 on the line), a balanced six-man line between.

The pick is drawn from weights by the player's own seeded generator, so a person cannot read the
set from the down alone and a recording replays the same. Each weight stays small for the set that
fits the down worst, so the defence varies without throwing a down away.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from games.all_pro.rules.actions import Formation
from games.all_pro.rules.board import Team, man_id, row_behind
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.formations import DEFENCE, Shape, place

# Sets beyond the rules' two named ones: (column, rows behind the defence's line), as there.
SETS: dict[str, Shape] = {
    **DEFENCE,
    # Six on the line, the Center standing up behind the gap he leaves: balanced, run or pass.
    "6-3-2": {
        "E1": (2, 0),
        "L1": (3, 0),
        "L2": (4, 0),
        "L3": (6, 0),
        "L4": (7, 0),
        "E2": (8, 0),
        "C": (5, 1),
        "B1": (3, 2),
        "B2": (7, 2),
        "B3": (4, 4),
        "B4": (6, 4),
    },
    # A punt lands 2-12 squares past the ball, set one square before a kicker two back: the Backs
    # wait 4 and 7 rows deep to field it, the Ends between, the rest rush the kick.
    "punt return": {
        "L1": (3, 0),
        "L2": (4, 0),
        "C": (5, 0),
        "L3": (6, 0),
        "L4": (7, 0),
        "E1": (2, 2),
        "E2": (8, 2),
        "B1": (3, 4),
        "B2": (7, 4),
        "B3": (4, 7),
        "B4": (6, 7),
    },
}
NAMED = frozenset(DEFENCE)  # the rules' own: lined up by name, the rest square by square

# Weights of the sets by the down (yards to go), before the offence's look tips them.
SHORT_YARDAGE = {"7-2-2": 0.65, "6-3-2": 0.3, "5-4-2": 0.05}
MIDDLE = {"7-2-2": 0.3, "6-3-2": 0.4, "5-4-2": 0.3}
LONG_YARDAGE = {"7-2-2": 0.05, "6-3-2": 0.3, "5-4-2": 0.65}
AGAINST_PUNT = {"punt return": 0.85, "7-2-2": 0.15}  # now and then all in to block the kick
RUN_LOOK = {"7-2-2": 2.0, "6-3-2": 1.0, "5-4-2": 0.5}  # a T or a shifted line: built to run
PASS_LOOK = {"7-2-2": 0.5, "6-3-2": 1.0, "5-4-2": 1.5}  # backs spread wide: built to throw


def kick_look(game: AllPro, offence: Team) -> bool:
    """The offence lined up to kick: a man on the Center's column two or more rows behind him with
    nobody between (the rulebook's punt: "no player between the Center and the kicker")."""
    centre = game.men[man_id(offence, "C")].square
    behind = [
        (centre[1] - m.square[1]) * offence.forward
        for m in game.men_of(offence)
        if m.square[0] == centre[0] and (centre[1] - m.square[1]) * offence.forward > 0
    ]
    return bool(behind) and min(behind) >= 2


def backfield_spread(game: AllPro, offence: Team) -> int:
    """How many columns the offence's Backs span: 2 in a T, 3 with the line shifted, 4 spread."""
    cols = [m.square[0] for m in game.men_of(offence) if m.id.split(".")[1].startswith("B")]
    return max(cols) - min(cols) if cols else 0


def set_weights(game: AllPro, offence: Team) -> dict[str, float]:
    """The sets the defence may line up in now, each with its weight."""
    if kick_look(game, offence):
        return dict(AGAINST_PUNT)
    need = abs(game.marker - game.line)
    base = SHORT_YARDAGE if need <= 3 else (LONG_YARDAGE if need >= 8 and game.down >= 2 else MIDDLE)
    spread = backfield_spread(game, offence)
    look: Mapping[str, float] = RUN_LOOK if spread <= 3 else PASS_LOOK
    return {name: w * look[name] for name, w in base.items()}


def pick_set(weights: Mapping[str, float], rng: np.random.Generator) -> str:
    names = sorted(weights)
    p = np.array([weights[n] for n in names], dtype=float)
    return names[int(rng.choice(len(names), p=p / p.sum()))]


def defence_formation(game: AllPro, team: Team, rng: np.random.Generator) -> Formation:
    """The line-up the CPU's defence ``team`` takes against the offence standing there now."""
    name = pick_set(set_weights(game, team.other), rng)
    if name in NAMED:
        return Formation(team, name)
    line_row = row_behind(game.defence_line, team)
    places = place(team, SETS[name], line_row, lambda s: game.on_own_side(team, s), set(game.at))
    return Formation(team, name, tuple(sorted(places.items())))

"""Which of your chips a click on a square picks, where several of yours share it: the nearest
of those still without an order (a newcomer clicking a shared square got the chip he had
already ordered, and had to click again for the one still waiting: play-test 7/10); the chip
chosen clicked again, the next of yours there (red, white, blue, round again)."""

from __future__ import annotations

import math
from collections.abc import Mapping

from games.tortellini.rules.actions import Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui import hints
from games.tortellini.ui.view import TortelliniView


def pick(
    view: TortelliniView,
    team: Team,
    pos: tuple[int, int],
    orders: Mapping[Chip, str],
    selected: Chip | None,
) -> Chip | None:
    """The chip of ``team`` a click at ``pos`` chooses (None: none of its chips on that square)."""
    nearest = view.chip_at(pos, team)
    if nearest is None:
        return None
    if selected is not None and view.game.chips[selected] == view.game.chips[nearest]:
        return hints.sharing(view.game, selected) or selected
    spots = view.spots()
    here = view.game.chips[nearest]
    waiting = [c for c in spots if c[0] == team and view.game.chips[c] == here and c not in orders]
    if not waiting:
        return nearest
    return min(waiting, key=lambda c: math.dist(pos, spots[c][:2]))

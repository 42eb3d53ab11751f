"""A scripted newcomer: someone who has just read the rules and plays them plainly, the yardstick
the novice CPU is measured against (tests/games/tortellini/test_novice.py).

With the ball its carrier heads for the goal row, never onto a chip of yours where it stands
now, and it throws to a team-mate two or more rows nearer the goal when nobody stands on the
line between them now; its other chips walk up the field. Without the ball its chips head for
the squares the carrier may step to next, one each. Its choices come
from its own seeded generator."""

from __future__ import annotations

import numpy as np

from games.tortellini.rules.actions import CHIPS, DIRECTIONS, PASS, SIZE, Place, Plan, Team
from games.tortellini.rules.engine import Tortellini
from sim.tiles.grid import Square, between


def _king(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


class Newcomer:
    def __init__(self, seed: int, pass_chance: float = 0.6) -> None:
        self.rng = np.random.default_rng(seed)
        self.pass_chance = pass_chance

    def __call__(self, game: Tortellini, team: Team) -> Place | Plan:
        if game.to_place() == team:
            taken = {sq[0] for (t, _), sq in game.chips.items() if t == team and sq is not None}
            chip = next(c for c in CHIPS if game.chips[(team, c)] is None)
            free = [c for c in range(SIZE) if c not in taken]
            return Place(team, chip, free[int(self.rng.integers(len(free)))])
        return self._attack(game, team) if team == game.offence else self._defend(game, team)

    def _pick(self, options: list[str]) -> str:
        return options[int(self.rng.integers(len(options)))]

    def _step(self, game: Tortellini, team: Team, chip: str, avoid: set[Square]) -> str:
        here = game.chips[(team, chip)]
        assert here is not None
        best: list[str] = []
        top = -99
        for order in game._moves(team, chip):
            dc, dr = DIRECTIONS[order]
            to = (here[0] + dc, here[1] + dr)
            gain = dr * team.forward - (5 if any(_king(to, a) <= 1 for a in avoid) else 0)
            if gain > top:
                best, top = [order], gain
            elif gain == top:
                best.append(order)
        return self._pick(best)

    def _attack(self, game: Tortellini, team: Team) -> Plan:
        assert game.carrier is not None
        carrier = game.carrier[1]
        here = game.chips[game.carrier]
        assert here is not None
        defenders = {sq for (t, _), sq in game.chips.items() if t != team and sq is not None}
        orders = dict.fromkeys(CHIPS, "")
        for receiver, _ in game._pass_pairs(team):
            spot = game.chips[(team, receiver)]
            assert spot is not None
            ahead = (spot[1] - here[1]) * team.forward
            clear = not any(s in defenders for s in between(here, spot))
            if ahead >= 2 and clear and self.rng.random() < self.pass_chance:
                orders[carrier] = orders[receiver] = PASS
                break
        if not orders[carrier]:
            orders[carrier] = self._step(game, team, carrier, defenders)
        for chip in CHIPS:
            if not orders[chip]:
                orders[chip] = self._step(game, team, chip, set())
        return Plan(team, (orders["red"], orders["white"], orders["blue"]))

    def _defend(self, game: Tortellini, team: Team) -> Plan:
        """Each chip, nearest first, onto a different one of the squares the carrier may step to
        next (straight ahead, the diagonals ahead, or where it stands), the nearest it can."""
        ball = game.ball()
        assert ball is not None
        step = team.other.forward
        targets = [(ball[0] + dc, ball[1] + step) for dc in (0, -1, 1)] + [ball]
        targets = [t for t in targets if 0 <= t[0] < SIZE and 0 <= t[1] < SIZE]
        orders = dict.fromkeys(CHIPS, "")
        mine = {chip: game.chips[(team, chip)] for chip in CHIPS}
        for chip in sorted(CHIPS, key=lambda c: _king(mine[c] or ball, ball)):
            here = mine[chip]
            assert here is not None
            target = targets.pop(0) if targets and self.rng.random() < 0.8 else ball
            gaps = {}
            for order in game._moves(team, chip):
                dc, dr = DIRECTIONS[order]
                gaps[order] = _king((here[0] + dc, here[1] + dr), target)
            low = min(gaps.values())
            orders[chip] = self._pick([o for o, g in gaps.items() if g == low])
        return Plan(team, (orders["red"], orders["white"], orders["blue"]))

"""The novice CPU: a fair first opponent for a newcomer.

It plays the CPU's sensible orders at a low foresight, but it threatens as a newcomer would
notice: it throws a clear pass (a team-mate two or more rows nearer the goal that no defender
can reach, nor the line to it) and it reads the carrier well enough to tackle a carrier that
steps where it plainly wants to. Now and then, not every turn, one of its chips slips to another
sensible order: a newcomer's mistake, never a retreat nor a step onto a defender (a play-test
saw the old novice, whose every chip slipped a quarter of the time, miss open tackles and walk
away from clear passes, and a newcomer beat it without understanding the game).
"""

from __future__ import annotations

from games.tortellini.players.bot import Cpu, _king
from games.tortellini.rules.actions import CHIPS, PASS, Place, Plan, Team
from games.tortellini.rules.engine import Tortellini
from sim.tiles.grid import between

SLIP = 0.3  # the chance that one chip's order, in a turn, is another sensible one
CLEAR_PASS = 0.9  # the chance it throws a clear pass when there is one
READ = 0.4  # how firmly its defence expects the carrier's best option (the club's 0.56, its old 0.32)


class Novice(Cpu):
    def __init__(self, seed: int) -> None:
        super().__init__(seed, "novice")

    def __call__(self, game: Tortellini, team: Team) -> Place | Plan:
        if game.to_place() == team or team != game.offence:
            return super().__call__(game, team)
        throw = self._clear_pass(game, team)
        if throw is not None and self.rng.random() < CLEAR_PASS:
            return throw
        return super().__call__(game, team)

    def _sharpness(self) -> float:
        return READ

    def _clear_pass(self, game: Tortellini, team: Team) -> Plan | None:
        """A pass to the team-mate nearest the goal, two or more rows nearer it than the carrier,
        with no defender able to step onto the line or onto the catcher; None if there is none."""
        assert game.carrier is not None
        here = game.chips[game.carrier]
        assert here is not None
        defenders = [sq for (t, _), sq in game.chips.items() if t != team and sq is not None]
        goal = team.other.home_row
        best: tuple[int, str] | None = None
        for receiver, _ in game._pass_pairs(team):
            spot = game.chips[(team, receiver)]
            assert spot is not None
            if (spot[1] - here[1]) * team.forward < 2:
                continue
            if any(_king(d, s) <= 1 for d in defenders for s in [*between(here, spot), spot]):
                continue
            if best is None or abs(goal - spot[1]) < best[0]:
                best = (abs(goal - spot[1]), receiver)
        if best is None:
            return None
        orders = dict.fromkeys(CHIPS, "")
        orders[game.carrier[1]] = orders[best[1]] = PASS
        ball = game.chips[(team, best[1])]
        assert ball is not None
        for chip in CHIPS:
            if not orders[chip]:
                orders[chip] = self._support(game, team, chip, ball, defenders)
        return Plan(team, (orders["red"], orders["white"], orders["blue"]))

    def _blunders(self, game: Tortellini, plan: Plan) -> Plan:
        """Now and then one chip, not every chip, slips to another sensible order."""
        if PASS in plan.orders or self.rng.random() >= SLIP:
            return plan
        orders = list(plan.orders)
        i = int(self.rng.integers(len(CHIPS)))
        options = self._sensible(game, plan.team, CHIPS[i])
        orders[i] = options[int(self.rng.integers(len(options)))]
        return Plan(plan.team, (orders[0], orders[1], orders[2]))

"""Tortellini Football players: random legal orders, and the CPU at three skills.

The CPU plans in secret from the board alone, never from the other's plan. With the ball it
weighs each of the carrier's options (a step, or a pass along a line) by the ground it gains
against the chance a defender lands on it or steps into the passing lane; its other chips move
up in support. On defence it predicts where the carrier may go (the same weighing, from the
other side) and sends its chips where the carrier is likeliest to be, into the passing lanes,
and back between the ball and its home row. Its choices among equals, and a novice's mistakes,
come from its own seeded generator.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from games.tortellini.rules.actions import CHIPS, DIRECTIONS, PASS, SIZE, Place, Plan, Team
from games.tortellini.rules.engine import Tortellini
from sim.tiles.grid import Square, between, line_direction

Player = Callable[[Tortellini, Team], "Place | Plan"]


def _king(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def random_plan(game: Tortellini, team: Team, rng: np.random.Generator) -> Plan:
    """A plan drawn uniformly from the legal ones, without listing them all."""
    moves = [game._moves(team, chip) for chip in CHIPS]
    passes = [(r, o, d) for r, o in game._pass_pairs(team) for d in game._moves(team, o)]
    n_moves = len(moves[0]) * len(moves[1]) * len(moves[2])
    k = int(rng.integers(n_moves + len(passes)))
    if k < n_moves:
        orders = []
        for options in moves:
            k, i = divmod(k, len(options))
            orders.append(options[i])
        return Plan(team, (orders[0], orders[1], orders[2]))
    receiver, other, direction = passes[k - n_moves]
    assert game.carrier is not None
    chosen = dict.fromkeys(CHIPS, "")
    chosen[game.carrier[1]], chosen[receiver], chosen[other] = PASS, PASS, direction
    return Plan(team, (chosen["red"], chosen["white"], chosen["blue"]))


def random_placement(game: Tortellini, team: Team, rng: np.random.Generator) -> Place:
    actions = game.legal_actions(team)
    action = actions[int(rng.integers(len(actions)))]
    assert isinstance(action, Place)
    return action


def random_player(seed: int) -> Player:
    rng = np.random.default_rng(seed)

    def choose(game: Tortellini, team: Team) -> Place | Plan:
        if game.to_place() == team:
            return random_placement(game, team, rng)
        return random_plan(game, team, rng)

    return choose


@dataclass(frozen=True, slots=True)
class TortelliniSkill:
    name: str
    blunder: float  # chance a chip's order is picked at random
    foresight: float  # how much it weighs the other side's likely replies (0: not at all)
    temperature: float  # how far from the best option its choice of the carrier's may stray


SKILLS = {
    "novice": TortelliniSkill("novice", 0.25, 0.4, 2.0),
    "club": TortelliniSkill("club", 0.1, 0.7, 1.5),
    "expert": TortelliniSkill("expert", 0.0, 1.0, 1.0),
}


# How much less a square the CPU's own defence would land on is worth to its carrier: enough to
# end the tackles straight back (measured in docs/bots.md), not so much that it flees every threat.
READ_PENALTY = 5.0


class Cpu:
    def __init__(self, seed: int, skill: str = "expert") -> None:
        self.rng = np.random.default_rng(seed)
        self.skill = SKILLS[skill]

    def __call__(self, game: Tortellini, team: Team) -> Place | Plan:
        if game.to_place() == team:
            return self._place(game, team)
        plan = self._attack(game, team) if team == game.offence else self._defend(game, team)
        return self._blunders(game, plan)

    # ----------------------------------------------------------------- setup
    def _place(self, game: Tortellini, team: Team) -> Place:
        """Spread across the home row: the middle first, then the flanks."""
        taken = {sq[0] for (t, _), sq in game.chips.items() if t == team and sq is not None}
        chip = next(c for c in CHIPS if game.chips[(team, c)] is None)
        wishes = [3, 4, 1, 6, 2, 5, 0, 7]
        col = next(c for c in wishes if c not in taken)
        if self.rng.random() < 0.3:
            col = int(self.rng.integers(SIZE))
        return Place(team, chip, col)

    def _blunders(self, game: Tortellini, plan: Plan) -> Plan:
        """A weaker CPU's slips: now and then a chip's order is another one, but only among the
        sensible ones (a play-test saw the novice's carrier walk into its own corner, step onto a
        defender and lose the ball, and its defenders wander off while the ball walked in)."""
        if self.skill.blunder <= 0.0 or PASS in plan.orders:
            return plan
        orders = list(plan.orders)
        for i, chip in enumerate(CHIPS):
            if self.rng.random() < self.skill.blunder:
                options = self._sensible(game, plan.team, chip)
                orders[i] = options[int(self.rng.integers(len(options)))]
        return Plan(plan.team, (orders[0], orders[1], orders[2]))

    def _sensible(self, game: Tortellini, team: Team, chip: str) -> tuple[str, ...]:
        """The orders a chip could slip into that still play the game: the carrier never
        retreats nor steps beside a defender; its team-mates never go back; a defender never
        steps away from the ball."""
        options = tuple(game._moves(team, chip))
        here = game.chips[(team, chip)]
        ball = None if game.carrier is None else game.chips[game.carrier]
        if here is None or ball is None:
            return options

        def to(order: str) -> Square:
            dc, dr = DIRECTIONS[order]
            return (here[0] + dc, here[1] + dr)

        if game.carrier == (team, chip):
            defenders = [sq for (t, _), sq in game.chips.items() if t != team and sq is not None]
            ahead = [o for o in options if DIRECTIONS[o][1] * team.forward >= 0]
            clear = [o for o in ahead if all(_king(d, to(o)) > 1 for d in defenders)]
            keep = clear or ahead
        elif game.carrier is not None and game.carrier[0] == team:
            keep = [o for o in options if DIRECTIONS[o][1] * team.forward >= 0]
        else:
            keep = [o for o in options if _king(to(o), ball) <= _king(here, ball)]
        return tuple(keep) or options

    # ----------------------------------------------------------------- with the ball
    def _options(self, game: Tortellini, team: Team) -> list[tuple[float, str, str | None, Square]]:
        """The carrier's options as (value, order, receiver, where the ball ends)."""
        assert game.carrier is not None
        carrier = game.carrier[1]
        here = game.chips[game.carrier]
        assert here is not None
        defenders = [sq for (t, _), sq in game.chips.items() if t != team and sq is not None]
        goal = team.other.home_row
        out: list[tuple[float, str, str | None, Square]] = []
        for order in game._moves(team, carrier):
            dc, dr = DIRECTIONS[order]
            to = (here[0] + dc, here[1] + dr)
            out.append((self._value(to, here, team, goal, defenders, []), order, None, to))
        for receiver, _ in game._pass_pairs(team):
            spot = game.chips[(team, receiver)]
            assert spot is not None
            lane = between(here, spot)
            out.append((self._value(spot, here, team, goal, defenders, lane), PASS, receiver, spot))
        return out

    def _value(
        self, to: Square, here: Square, team: Team, goal: int, defenders: list[Square], lane: list[Square]
    ) -> float:
        if to[1] == goal:
            danger_lane = sum(1 for d in defenders for s in lane if _king(d, s) <= 1)
            return 100.0 - 40.0 * self.skill.foresight * min(1, danger_lane)
        gain = (to[1] - here[1]) * team.forward
        reach = sum(1 for d in defenders if _king(d, to) <= 1)
        lane_risk = sum(1 for s in lane for d in defenders if _king(d, s) <= 1)
        return (
            2.0 * gain
            - self.skill.foresight * (3.0 * reach + 4.0 * lane_risk)
            + float(self.rng.random()) * 0.3
        )

    def _attack(self, game: Tortellini, team: Team) -> Plan:
        assert game.carrier is not None
        options = self._read_by_the_defence(game, team, self._options(game, team))
        # A mixed strategy, as a simultaneous game needs: the better an option, the likelier,
        # but never certain (a defence that could read a fixed choice would always be there).
        top = max(o[0] for o in options)
        weights = np.array([math.exp((o[0] - top) / self.skill.temperature) for o in options])
        pick = int(self.rng.choice(len(options), p=weights / weights.sum()))
        _, order, receiver, ball = options[pick]
        orders = dict.fromkeys(CHIPS, "")
        orders[game.carrier[1]] = order
        if receiver is not None:
            orders[receiver] = PASS
        defenders = [sq for (t, _), sq in game.chips.items() if t != team and sq is not None]
        for chip in CHIPS:
            if not orders[chip]:
                orders[chip] = self._support(game, team, chip, ball, defenders)
        return Plan(team, (orders["red"], orders["white"], orders["blue"]))

    def _read_by_the_defence(
        self, game: Tortellini, team: Team, options: list[tuple[float, str, str | None, Square]]
    ) -> list[tuple[float, str, str | None, Square]]:
        """The options as a defence that reads the carrier would leave them: the carrier plays
        the CPU's own defence against itself and marks down the squares its chips would land on.
        Without this the carrier keeps choosing what a defender standing beside it (the one it
        just took the ball from) expects, and the ball goes back and forth between two chips."""
        assert game.carrier is not None
        here = game.chips[game.carrier]
        defenders = [sq for (t, _), sq in game.chips.items() if t != team and sq is not None]
        if here is None or all(_king(d, here) > 1 for d in defenders):
            return options  # nobody stands where it could tackle straight back: nothing to read
        plan = self._defend(game, team.other)
        landings = set()
        for chip, order in zip(CHIPS, plan.orders, strict=True):
            at = game.chips[(team.other, chip)]
            if at is not None and order in DIRECTIONS:
                dc, dr = DIRECTIONS[order]
                landings.add((at[0] + dc, at[1] + dr))
        penalty = READ_PENALTY * self.skill.foresight
        return [(v - penalty if to in landings else v, order, r, to) for v, order, r, to in options]

    def _support(self, game: Tortellini, team: Team, chip: str, ball: Square, defenders: list[Square]) -> str:
        """Up the field, on a line with the ball two to four squares off, clear of defenders."""
        here = game.chips[(team, chip)]
        assert here is not None
        moves = game._moves(team, chip)
        # The strategist asks this for every chip of every plan it weighs: the jitter is drawn
        # at once (the same numbers as one draw per move) and the distances worked out inline.
        jitter = self.rng.random(len(moves)).tolist()
        best: tuple[float, str] | None = None
        for order, noise in zip(moves, jitter, strict=True):
            dc, dr = DIRECTIONS[order]
            c, r = here[0] + dc, here[1] + dr
            value = 1.0 * dr * team.forward
            if 2 <= max(abs(c - ball[0]), abs(r - ball[1])) <= 4 and line_direction(ball, (c, r)) is not None:
                value += 1.5
            value -= 0.8 * sum(1 for x, y in defenders if abs(x - c) <= 1 and abs(y - r) <= 1)
            value += noise * 0.3
            if best is None or value > best[0]:
                best = (value, order)
        assert best is not None
        return best[1]

    # ----------------------------------------------------------------- without the ball
    def _sharpness(self) -> float:
        """How firmly the defence expects the carrier's best option over its others."""
        return 0.8 * self.skill.foresight

    def _defend(self, game: Tortellini, team: Team) -> Plan:
        offence = team.other
        assert game.carrier is not None and game.carrier[0] == offence
        # Where the ball may be after this turn, weighted as the attacker would weigh it.
        options = self._options(game, offence)
        top = max(o[0] for o in options)
        weights = [(math.exp((o[0] - top) * self._sharpness()), o) for o in options]
        total = sum(w for w, _ in weights)
        likely: dict[Square, float] = {}
        lanes: dict[Square, float] = {}
        here = game.chips[game.carrier]
        assert here is not None
        for w, (_, _, receiver, to) in weights:
            likely[to] = likely.get(to, 0.0) + w / total
            if receiver is not None:
                for s in between(here, to):
                    lanes[s] = lanes.get(s, 0.0) + w / total
        home = team.home_row
        orders = dict.fromkeys(CHIPS, "")
        claimed: dict[Square, float] = {}
        chips = sorted(CHIPS, key=lambda c: _king(game.chips[(team, c)] or here, here))
        for chip in chips:
            mine = game.chips[(team, chip)]
            assert mine is not None
            best: tuple[float, str] | None = None
            for order in game._moves(team, chip):
                dc, dr = DIRECTIONS[order]
                to = (mine[0] + dc, mine[1] + dr)
                value = 10.0 * likely.get(to, 0.0) + 8.0 * lanes.get(to, 0.0) - 6.0 * claimed.get(to, 0.0)
                # Between the ball and the home row, close to it.
                behind = (to[1] - here[1]) * (home - here[1] or 1) >= 0
                value += (0.6 if behind else 0.0) - 0.25 * _king(to, here)
                value += float(self.rng.random()) * 0.2
                if best is None or value > best[0]:
                    best = (value, order)
            assert best is not None
            orders[chip] = best[1]
            dc, dr = DIRECTIONS[best[1]]
            target = (mine[0] + dc, mine[1] + dr)
            claimed[target] = claimed.get(target, 0.0) + likely.get(target, 0.0) + lanes.get(target, 0.0)
        return Plan(team, (orders["red"], orders["white"], orders["blue"]))

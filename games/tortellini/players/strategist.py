"""The strategist: a Tortellini Football CPU that plays each turn as the simultaneous game it is.

Both players plan in secret, so a turn is a guessing game: the carrier picks a square (or a pass),
each defender picks a square, and a defender that guesses the carrier's square takes the ball. A
fixed choice is read and punished, so the strategist mixes. Each turn it

1. lists a few plans for each side: every option of the carrier (a step, or a pass along a
   line), its other chips moving up in support as the expert's do; and for the defence, every
   way its chips can land on a square the ball may end on or in a passing lane, besides where
   the expert's defence would send them;
2. scores every pair of plans by resolving the turn with the rules' own interception and tackle
   and valuing the position after it: the ball's rows to go for whoever holds it (a goal, or the
   ball lost, in the same currency), less when defenders are next to it;
3. solves that small zero-sum matrix game exactly (a linear program) and draws its own plan from
   its side's equilibrium mix with its own seeded generator. It trusts, half way, that the other
   side plays as the expert would (a restricted Nash response): it exploits that play without
   leaning on it so far that a player who departs from it could beat it. A carrier that shares
   its square with a defender (the two chips of the last tackle) gives up a little worth to mix
   evener, or the chip that just lost the ball guesses its step and takes it straight back.

It plans from the board alone, never from the other's plan: its draw is made before it is told
anything. Its placements at the start of a round are the expert's.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import product

import numpy as np

from games.tortellini.players.bot import Cpu, _king
from games.tortellini.players.linear import INF, minimise
from games.tortellini.rules.actions import CHIPS, DIRECTIONS, PASS, Place, Plan, Team
from games.tortellini.rules.engine import Chip, Tortellini, interceptor
from sim.tiles.grid import Square, between


@dataclass(frozen=True, slots=True, eq=False)  # hashed by identity: a cache key every payoff
class StrategistStyle:
    """What the strategist values and how hard it solves each turn.

    A position is worth, to the team with the ball, its chance of scoring the next goal less the
    other's: by rows still to go (1 to 7), less for each defender next to the ball and each one
    ahead of it that can still step into its way. The figures were measured over 40 games of the
    expert and the strategist (docs/bots.md)."""

    by_rows: tuple[float, ...] = (1.0, 0.9, 0.66, 0.42, 0.07, -0.1, -0.2)
    near: float = 0.2
    ahead: float = 0.05
    trust: float = 0.5  # how far the other side is expected to play as the expert would
    defence_plans: int = 48  # at most this many defensive plans in a turn's matrix
    give: float = 0.2  # the worth a carrier met on its square may give up to mix evener


_Squares = tuple[Square, Square, Square]  # a team's red, white and blue


@dataclass(frozen=True, slots=True)
class _Attack:
    """An offensive plan and where the ball is meant to end: on the carrier, or the receiver."""

    plan: Plan
    holder: str  # the chip meant to hold the ball after the turn


class Strategist:
    def __init__(self, seed: int, style: StrategistStyle | None = None) -> None:
        seeds = np.random.SeedSequence(seed).spawn(2)
        self.rng = np.random.default_rng(seeds[0])
        self.style = style or StrategistStyle()
        # The expert's placements and its chips' moves in support and in cover are the starting
        # points; its generator is its own, so the strategist's draws stay its own too.
        self._expert = Cpu(int(seeds[1].generate_state(1)[0]), "expert")

    def __call__(self, game: Tortellini, team: Team) -> Place | Plan:
        if game.to_place() == team:
            return self._expert(game, team)
        attacks, defences, payoff = self.matrix(game)
        style = self.style
        if team == game.offence:  # the defence modelled as the expert's cover (the first plan)
            cover = np.zeros(len(defences))
            cover[0] = 1.0
            give = style.give if _shared(game) else 0.0
            return attacks[self._draw(maximin(payoff, cover, style.trust, give))].plan
        mix = maximin(-payoff.T, self._likely_attacks(game), style.trust)
        return defences[self._draw(mix)]

    def _likely_attacks(self, game: Tortellini) -> np.ndarray:
        """How likely each of the carrier's options is, weighed as the expert weighs them: in
        the order of the matrix's attacks (steps, then passes)."""
        values = np.array([option[0] for option in self._expert._options(game, game.offence)])
        weights = np.exp((values - values.max()) / self._expert.skill.temperature)
        return np.asarray(weights / weights.sum(), dtype=float)

    def _draw(self, mix: np.ndarray) -> int:
        return int(self.rng.choice(len(mix), p=mix))

    # ----------------------------------------------------------------- the turn's matrix game
    def matrix(self, game: Tortellini) -> tuple[list[_Attack], list[Plan], np.ndarray]:
        """The offence's plans, the defence's, and the offence's payoff for each pair."""
        attacks = self._attacks(game)
        defences = self._defences(game, attacks)
        other = game.offence.other
        defended = [_trio(_after(game, d), other) for d in defences]
        payoff = np.array([self._row(game, a, _after(game, a.plan), defended) for a in attacks])
        return attacks, defences, payoff

    def _attacks(self, game: Tortellini) -> list[_Attack]:
        team = game.offence
        assert game.carrier is not None and game.carrier[0] == team
        carrier = game.carrier[1]
        here = game.chips[game.carrier]
        assert here is not None
        defenders = _squares(game, team.other)
        out = []
        for order in game._moves(team, carrier):
            dc, dr = DIRECTIONS[order]
            out.append(self._attack(game, {carrier: order}, carrier, (here[0] + dc, here[1] + dr), defenders))
        for receiver, _ in game._pass_pairs(team):
            spot = game.chips[(team, receiver)]
            assert spot is not None
            out.append(self._attack(game, {carrier: PASS, receiver: PASS}, receiver, spot, defenders))
        return out

    def _attack(
        self, game: Tortellini, fixed: dict[str, str], holder: str, ball: Square, defenders: list[Square]
    ) -> _Attack:
        team = game.offence
        orders = {
            chip: fixed.get(chip) or self._expert._support(game, team, chip, ball, defenders)
            for chip in CHIPS
        }
        return _Attack(Plan(team, (orders["red"], orders["white"], orders["blue"])), holder)

    def _defences(self, game: Tortellini, attacks: list[_Attack]) -> list[Plan]:
        """The expert's cover, and every way of sending chips onto squares that matter this turn
        (where the ball may end, and the lanes if a defender can step into them)."""
        team, carrier = game.offence.other, game.carrier
        assert carrier is not None
        default = self._expert._defend(game, team)
        hot: set[Square] = set()
        for attack in attacks:
            after = _after(game, attack.plan)
            ball = after[(game.offence, attack.holder)]
            hot.add(ball)
            if attack.holder != carrier[1] and game.options.pass_timing == "after":
                hot.update(between(after[carrier], ball))
        choices = []
        for chip in CHIPS:
            here = game.chips[(team, chip)]
            assert here is not None
            orders = [default.order(chip)]
            for order in game._moves(team, chip):
                dc, dr = DIRECTIONS[order]
                if order not in orders and (here[0] + dc, here[1] + dr) in hot:
                    orders.append(order)
            choices.append(orders)
        plans = [Plan(team, (r, w, b)) for r, w, b in product(*choices)]
        cap = self.style.defence_plans
        if len(plans) > cap:  # the expert's cover first, then a seeded sample of the rest
            keep = self.rng.choice(np.arange(1, len(plans)), size=cap - 1, replace=False)
            plans = [plans[0]] + [plans[int(k)] for k in sorted(keep)]
        return plans

    def _row(
        self, game: Tortellini, attack: _Attack, at: dict[Chip, Square], defended: list[_Squares]
    ) -> list[float]:
        """The offence's payoff for ``attack`` (its chips moved to ``at``) against each defence
        (its red, white and blue moved to ``defended``): the turn resolved as the rules resolve
        it (``interceptor``, then ``tackler``, whose tests are inlined here: a turn's matrix has
        a few hundred cells; tests/games/tortellini/test_strategist.py holds every cell to the
        engine's own turn) and the position after it valued. The attack's part is worked out
        once."""
        offence, carrier = game.offence, game.carrier
        assert carrier is not None
        other, style, swap = offence.other, self.style, game.options.swap_is_turnover
        ours = tuple(at[(offence, c)] for c in CHIPS)  # in the way of a defender that takes the ball
        holder: Chip = carrier
        lane: list[Square] = []
        receiver: Square | None = None
        picked: int | None = None  # the interceptor when the lanes are as the chips stood
        if attack.holder != carrier[1]:
            holder = (offence, attack.holder)
            receiver = at[holder]
            if game.options.pass_timing == "after":
                lane = between(at[carrier], receiver)
            else:  # the same interceptor whatever the defence plans
                taker = interceptor(offence, at[carrier], receiver, game.chips)
                picked = None if taker is None else CHIPS.index(taker[1])
        spot, was = at[holder], game.chips[holder]
        before = tuple(game.chips[(other, c)] for c in CHIPS)
        out = []
        for theirs in defended:
            taken: Square | None = None if picked is None else theirs[picked]
            if lane:  # the nearest the receiver of the defenders in the lane (red, white, blue tie)
                assert receiver is not None
                near = [(_king(sq, receiver), k) for k, sq in enumerate(theirs) if sq in lane]
                taken = theirs[min(near)[1]] if near else None
            if taken is None:
                for k, sq in enumerate(theirs):
                    swapped = swap and sq == was and before[k] == spot and was != spot
                    if sq == spot or swapped:
                        taken = sq
                        break
            if taken is None:
                out.append(_worth(style, other.home_row, offence.forward, spot, theirs))
            else:
                out.append(-_worth(style, offence.home_row, other.forward, taken, ours))
        return out


@functools.lru_cache(maxsize=1 << 16)
def _worth(
    style: StrategistStyle,
    goal_row: int,
    forward: int,
    ball: Square,
    defenders: _Squares,
) -> float:
    """_worth's arithmetic, kept for the positions that come back: a turn's matrix values the
    same few squares over and over."""
    rows = abs(goal_row - ball[1])
    if rows == 0:
        return 1.0
    near = ahead = 0
    for c, r in defenders:
        gap = (r - ball[1]) * forward  # rows the defender stands ahead of the ball
        if max(abs(c - ball[0]), abs(gap)) <= 1:
            near += 1
        elif gap > 0 and abs(c - ball[0]) <= gap:
            ahead += 1  # it can step into the ball's way before the ball passes it
    return max(-1.0, style.by_rows[rows - 1] - style.near * near - style.ahead * ahead)


def _shared(game: Tortellini) -> bool:
    """Does a defender stand on the carrier's square (the tackler and the chip it took the ball
    from, after a tackle)?"""
    assert game.carrier is not None
    spot = game.chips[game.carrier]
    return spot in _squares(game, game.carrier[0].other)


def _squares(game: Tortellini, team: Team) -> list[Square]:
    return [sq for (t, _), sq in game.chips.items() if t == team and sq is not None]


def _trio(at: dict[Chip, Square], team: Team) -> _Squares:
    return at[(team, "red")], at[(team, "white")], at[(team, "blue")]


def _after(game: Tortellini, plan: Plan) -> dict[Chip, Square]:
    """Where ``plan`` puts its team's chips (a passing chip stays)."""
    out = {}
    for chip, order in zip(CHIPS, plan.orders, strict=True):
        square = game.chips[(plan.team, chip)]
        assert square is not None
        if order != PASS:
            dc, dr = DIRECTIONS[order]
            square = (square[0] + dc, square[1] + dr)
        out[(plan.team, chip)] = square
    return out


def maximin(
    payoff: np.ndarray, model: np.ndarray | None = None, trust: float = 0.0, give: float = 0.0
) -> np.ndarray:
    """The mix of rows that maximises the least expected ``payoff`` any mix of columns can hold
    it to: the row player's equilibrium strategy of the zero-sum matrix game (a linear program).

    With a ``model`` of the column player's play and a ``trust`` in it, the column player plays
    the model with probability ``trust`` and freely otherwise: the mix is then a restricted Nash
    response, exploiting the model while giving away at most what ``trust`` allows to a player
    who departs from it. (That is the plain game on payoffs blended towards the model's.)"""
    if model is not None and trust > 0.0:
        payoff = (1.0 - trust) * payoff + trust * (payoff @ model)[:, None]
    floors = payoff.min(axis=1)
    value = float(floors.max())
    if payoff.max(axis=0).min() <= value:
        # A saddle point (three turns in four): a pure row holds the value, no program needed.
        # Of the rows that do, the corner is the one best against columns picked at random.
        average = np.where(floors == value, payoff.mean(axis=1), -np.inf)
        corner = np.zeros(len(floors))
        corner[int(average.argmax())] = 1.0
        return _evenest(payoff, value, corner, give)
    value, corner = _solve(payoff)
    return _evenest(payoff, value, corner, give)


def _solve(payoff: np.ndarray) -> tuple[float, np.ndarray]:
    """The game's value and a mix that holds it: the simplex method's corner."""
    rows, cols = payoff.shape
    # Variables: the mix x (rows of them) and the value v; maximise v with x'M >= v for every
    # column, the mix summing to one.
    cost = np.zeros(rows + 1)
    cost[-1] = -1.0
    upper = np.hstack([-payoff.T, np.ones((cols, 1))])
    total = np.append(np.ones(rows), 0.0)[None, :]
    bounds = np.append(np.zeros(rows), -INF), np.full(rows + 1, INF)
    found = minimise(cost, upper, np.zeros(cols), total, np.ones(1), *bounds)
    if found is None:  # pragma: no cover - a bounded, feasible program always solves
        raise RuntimeError("the turn's matrix game did not solve")
    mix = np.maximum(found[:rows], 0.0)
    return float(found[-1]), mix / mix.sum()


def _evenest(payoff: np.ndarray, value: float, corner: np.ndarray, give: float = 0.0) -> np.ndarray:
    """Of the mixes that hold the game to ``value`` whatever the other side plays, and do as
    well as ``corner`` against a side that picks its columns at random, the one whose likeliest
    row is least likely (a second linear program).

    A matrix game often has many equilibria, and the simplex method returns a corner of them:
    a mix on as few rows as it can. Every equilibrium is worth the same against a best reply,
    but a sparse one is easy to read in the long run, and in Tortellini a carrier that runs the
    same few squares is tackled straight back by the chip it has just taken the ball from
    (docs/bots.md). The evenest mix keeps the value and gives the guesser the least to go on;
    holding it to the corner's worth against random columns keeps it off rows that are never
    better and sometimes worse (the mix still punishes a side that errs)."""
    rows, cols = payoff.shape
    slack = 1e-9 * max(1.0, abs(value))  # the first program's rounding
    average = payoff.mean(axis=1)
    # Variables: the mix x and its largest share t; minimise t with x_i <= t, x'M >= value.
    cost = np.zeros(rows + 1)
    cost[-1] = 1.0
    upper = np.vstack(
        [
            np.hstack([np.eye(rows), -np.ones((rows, 1))]),
            np.hstack([-payoff.T, np.zeros((cols, 1))]),
            np.append(-average, 0.0)[None, :],
        ]
    )
    limits = np.concatenate(
        [np.zeros(rows), np.full(cols, slack + give - value), [slack + give - float(corner @ average)]]
    )
    total = np.append(np.ones(rows), 0.0)[None, :]
    found = minimise(cost, upper, limits, total, np.ones(1), np.zeros(rows + 1), np.full(rows + 1, INF))
    if found is None:  # pragma: no cover - the corner itself is feasible
        return corner
    mix = found[:rows]
    mix[mix < 1e-7] = 0.0  # the programs' rounding, not a choice
    return np.asarray(mix / mix.sum(), dtype=float)

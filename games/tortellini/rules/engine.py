"""Tortellini Football (rulebooks/tortellini_football.txt): the rules engine.

Two teams of three chips on a checkerboard, one ball riding on a chip. A round begins with the
chips placed on the home rows, offence first. Each turn both players plan in secret (a direction
or "P" for each chip) and the plans are revealed and carried out at once. The game is a
simultaneous-move game in the manner of OpenSpiel's simultaneous nodes and PettingZoo's parallel
API: each player's legal plans come from ``legal_actions(team)``, and a :class:`Joint` action
(or the second of two :meth:`submit` calls) resolves the turn. ``observation(team)`` is what that
player may see: never the other's plan before the reveal. The readings of unclear sentences are in
docs/rules/tortellini.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import product
from typing import Any

import numpy as np

from games.core import SIMULTANEOUS, Chance, Outcome
from games.core.engine import clone_sharing_history
from games.core.wording import verb, who, whose
from games.tortellini.rules.actions import (
    CHIPS,
    DIRECTIONS,
    PASS,
    SIZE,
    Action,
    Event,
    IllegalAction,
    Joint,
    LogKind,
    Options,
    Phase,
    Place,
    Plan,
    Team,
    order_words,
    square_name,
)
from sim.tiles.grid import Grid, Square, between, line_direction

GRID = Grid(SIZE, SIZE)
Chip = tuple[Team, str]


def chip_name(chip: Chip) -> str:
    """A chip's key in saved games: "one.red"."""
    return f"{chip[0].value}.{chip[1]}"


def chip_words(chip: Chip) -> str:
    """A chip in a sentence's template: its team's possessive and its colour ("your red")."""
    return f"{whose(chip[0])} {chip[1]}"


# The moves that stay on the board from each square (looked up: every plan is checked against
# them, and the CPUs list them many times a turn).
MOVES_FROM: dict[Square, tuple[str, ...]] = {
    (c, r): tuple(name for name, (dc, dr) in DIRECTIONS.items() if 0 <= c + dc < SIZE and 0 <= r + dr < SIZE)
    for c in range(SIZE)
    for r in range(SIZE)
}


class Tortellini:
    def __init__(self, seed: int = 0, options: Options | None = None) -> None:
        self.seed = seed
        self.options = options or Options()
        self.rng = np.random.default_rng(seed)
        self.chance = Chance(self.rng)
        self.chips: dict[Chip, Square | None] = {(t, c): None for t in Team for c in CHIPS}
        self.carrier: Chip | None = None
        self.score = dict.fromkeys(Team, 0)
        self.phase = Phase.SETUP
        self.turn = 0
        self.rounds = 0
        self.pending: dict[Team, Plan] = {}
        self.log: list[Event] = []
        first = self.options.first_ball
        if first == "toss":
            self.offence = Team.ONE if self.chance.coin("toss") else Team.TWO
            self._say(
                LogKind.TOSS,
                f"{who(self.offence)} {verb(self.offence, 'wins', 'win')} the toss: the first ball",
                self.offence,
            )
        else:
            self.offence = Team(first)
        self._new_round()

    @classmethod
    def position(
        cls,
        chips: Mapping[Chip, Square],
        carrier: Chip,
        seed: int = 0,
        options: Options | None = None,
        score: Mapping[Team, int] | None = None,
    ) -> Tortellini:
        """A turn about to be planned, as a chess position is set up: the chips on the squares
        given (the others off the board), ``carrier`` with the pasta, its team the offence. For
        tests, teaching and what-if studies; a ValueError names what cannot be."""
        game = cls(seed, options)
        for chip, square in chips.items():
            if chip not in game.chips:
                raise ValueError(f"no chip {chip!r}: a team's red, white or blue")
            if not GRID.contains(square):
                raise ValueError(f"{chip_name(chip)} is off the board at {square}")
        if carrier not in chips:
            raise ValueError(f"the carrier {chip_name(carrier)} is not on the board")
        scores = dict.fromkeys(Team, 0) | dict(score or {})
        if any(not 0 <= n < game.options.goals_to_win for n in scores.values()):
            raise ValueError(f"a score of {scores} is not a game still being played")
        game.chips = dict.fromkeys(game.chips, None) | {chip: (sq[0], sq[1]) for chip, sq in chips.items()}
        game.carrier, game.offence, game.score = carrier, carrier[0], scores
        game.phase, game.pending = Phase.PLAN, {}
        return game

    # ================================================================= queries
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def winner(self) -> Team | None:
        if not self.is_over():
            return None
        return max(Team, key=lambda t: self.score[t])

    def outcome(self) -> Outcome | None:
        winner = self.winner
        if winner is None:
            return None
        return Outcome(winner.value, {t.value: n for t, n in self.score.items()})

    def clone(self) -> Tortellini:
        return clone_sharing_history(self, self.log, self.chance.thrown)

    def to_move(self) -> Team | str | None:
        """The team to place a chip in the setup; SIMULTANEOUS while both plan in secret (one
        ``Plan`` each, or a ``Joint`` of both); None once the game is over."""
        if self.phase == Phase.OVER:
            return None
        return self.to_place() or SIMULTANEOUS

    def to_place(self) -> Team | None:
        """Whose placement it is in the setup (the offence first, then alternately)."""
        if self.phase != Phase.SETUP:
            return None
        placed = sum(1 for sq in self.chips.values() if sq is not None)
        return self.offence if placed % 2 == 0 else self.offence.other

    def ball(self) -> Square | None:
        return None if self.carrier is None else self.chips[self.carrier]

    def legal_actions(self, team: Team | None = None) -> list[Action]:
        """``team``'s legal actions (by default the team to place: while both plan, name one)."""
        if team is None:
            team = self.to_place()
            if team is None:
                return []
        if self.phase == Phase.SETUP:
            if self.to_place() != team:
                return []
            return [
                Place(team, chip, col)
                for chip in CHIPS
                if self.chips[(team, chip)] is None
                for col in range(SIZE)
            ]
        if self.phase == Phase.PLAN and team not in self.pending:
            return list(self.plans(team))
        return []

    def plans(self, team: Team) -> list[Plan]:
        """Every legal plan of ``team``: each chip a move on the board, or a pass on exactly two
        aligned chips, the carrier one of them (offence only)."""
        red, white, blue = (self._moves(team, chip) for chip in CHIPS)
        out = [Plan(team, orders) for orders in product(red, white, blue)]
        for receiver, other in self._pass_pairs(team):
            for direction in self._moves(team, other):
                orders = dict.fromkeys(CHIPS, "")
                assert self.carrier is not None
                orders[self.carrier[1]], orders[receiver], orders[other] = PASS, PASS, direction
                out.append(Plan(team, (orders["red"], orders["white"], orders["blue"])))
        return out

    def _moves(self, team: Team, chip: str) -> tuple[str, ...]:
        square = self.chips[(team, chip)]
        assert square is not None
        return MOVES_FROM[square]

    def _pass_pairs(self, team: Team) -> list[tuple[str, str]]:
        """(receiver, the chip that must move) for each pass the carrier may make."""
        if team != self.offence or self.carrier is None or self.carrier[0] != team:
            return []
        passer = self.chips[self.carrier]
        assert passer is not None
        out = []
        for receiver in CHIPS:
            if receiver == self.carrier[1]:
                continue
            spot = self.chips[(team, receiver)]
            if spot is not None and line_direction(passer, spot) is not None:
                other = next(c for c in CHIPS if c not in (receiver, self.carrier[1]))
                out.append((receiver, other))
        return out

    def check_plan(self, plan: Plan) -> str | None:
        """None if ``plan`` is legal now, else why not."""
        team = plan.team
        if self.phase != Phase.PLAN:
            return f"no plans now (the game is at: {self.phase.value})"
        if len(plan.orders) != len(CHIPS):
            return "a plan has an order for each of red, white and blue"
        passes = [chip for chip, order in zip(CHIPS, plan.orders, strict=True) if order == PASS]
        for chip, order in zip(CHIPS, plan.orders, strict=True):
            if order == PASS:
                continue
            if order not in DIRECTIONS:
                return f"{chip}: {order!r} is not a direction (N, NE, E, SE, S, SW, W, NW) or P"
            if order not in self._moves(team, chip):
                return f"{chip}: movement off the board is not permitted"
        if not passes:
            return None
        if team != self.offence:
            return "only the team with the ball may pass"
        if len(passes) != 2:
            return "a pass is marked on exactly two chips, the passer and the receiver"
        assert self.carrier is not None
        if self.carrier[1] not in passes:
            return "the ball must be on one of the two passing chips"
        receiver = next(c for c in passes if c != self.carrier[1])
        if (receiver, next(c for c in CHIPS if c not in passes)) not in self._pass_pairs(team):
            return "passes go along a horizontal, vertical or diagonal line"
        return None

    def observation(self, team: Team) -> dict[str, Any]:
        """What ``team``'s player sees: the board, the score, its own plan if made, and whether
        the other has planned; never the other's plan before the reveal."""
        return {
            "team": team.value,
            "phase": self.phase.value,
            "offence": self.offence.value,
            "score": {t.value: s for t, s in self.score.items()},
            "turn": self.turn,
            "chips": {chip_name(c): None if sq is None else list(sq) for c, sq in self.chips.items()},
            "ball": None if self.carrier is None else chip_name(self.carrier),
            "my_plan": None if team not in self.pending else list(self.pending[team].orders),
            "other_has_planned": team.other in self.pending,
        }

    # ================================================================= actions
    def apply(self, action: Action) -> list[Event]:
        if self.is_over():
            raise IllegalAction("the game is over")
        before = len(self.log)
        if isinstance(action, Place):
            self._place(action)
        elif isinstance(action, Joint):
            for plan, team in ((action.one, Team.ONE), (action.two, Team.TWO)):
                if plan.team != team:
                    raise IllegalAction(
                        f"the joint action's plan for team {team.value} is team {plan.team.value}'s"
                    )
                reason = self.check_plan(plan)
                if reason is not None:
                    raise IllegalAction(f"team {team.value}: {reason}")
            self._resolve(action.one, action.two)
        elif isinstance(action, Plan):
            self.submit(action)
        else:
            raise IllegalAction(f"{type(action).__name__} is not a Tortellini action")
        return self.log[before:]

    def submit(self, plan: Plan) -> list[Event]:
        """One player's plan, kept secret; the second plan reveals both and resolves the turn."""
        reason = self.check_plan(plan)
        if reason is not None:
            raise IllegalAction(f"team {plan.team.value}: {reason}")
        if plan.team in self.pending:
            raise IllegalAction(f"team {plan.team.value} has already planned this turn")
        self.pending[plan.team] = plan
        if len(self.pending) < 2:
            return []
        before = len(self.log)
        self._resolve(self.pending[Team.ONE], self.pending[Team.TWO])
        return self.log[before:]

    def _place(self, action: Place) -> None:
        if self.phase != Phase.SETUP:
            raise IllegalAction("chips are placed only at the start of a round")
        if action.team != self.to_place():
            raise IllegalAction(
                f"it is team {self.to_place()}'s turn to place (the offence first, then alternately)"
            )
        if action.chip not in CHIPS or self.chips[(action.team, action.chip)] is not None:
            raise IllegalAction(f"{action.chip}: not a chip of this team still to place")
        if not 0 <= action.col < SIZE:
            raise IllegalAction(f"there is no column {action.col} on the board: a to h are 0 to {SIZE - 1}")
        chip = (action.team, action.chip)
        self.chips[chip] = (action.col, action.team.home_row)
        if self.carrier is None and action.team == self.offence:
            self.carrier = chip  # "The ball is placed on this piece"
        self._say(
            LogKind.PLACE,
            f"{chip_words(chip)} on {square_name((action.col, action.team.home_row))}"
            f"{' with the ball' if self.carrier == chip else ''}",
            action.team,
        )
        if all(sq is not None for sq in self.chips.values()):
            self.phase = Phase.PLAN

    # ================================================================= resolution
    def _resolve(self, one: Plan, two: Plan) -> None:
        self.pending = {}
        self.turn += 1
        old = dict(self.chips)
        plans = {Team.ONE: one, Team.TWO: two}
        new: dict[Chip, Square] = {}
        for (team, chip), square in old.items():
            assert square is not None
            order = plans[team].order(chip)
            if order == PASS:
                new[(team, chip)] = square
            else:
                dc, dr = DIRECTIONS[order]
                new[(team, chip)] = (square[0] + dc, square[1] + dr)
        self._say(LogKind.MOVE, self._orders_text(plans), None)
        turned = False
        offence = plans[self.offence]
        if PASS in offence.orders:
            lanes = new if self.options.pass_timing == "after" else old
            turned = self._pass(offence, new, lanes)
        self.chips = dict(new)
        if not turned:
            self._tackle(old, new)
        self._goal()

    def _orders_text(self, plans: dict[Team, Plan]) -> str:
        """Both plans in words: "team one: red forward, white forward right, blue passes; ..."."""
        return "; ".join(
            f"{who(t)}: "
            + ", ".join(
                f"{chip} {order_words(t, order)}" for chip, order in zip(CHIPS, plans[t].orders, strict=True)
            )
            for t in Team
        )

    def _pass(self, plan: Plan, new: dict[Chip, Square], lanes: Mapping[Chip, Square | None]) -> bool:
        """The pass: caught, or intercepted by the defender on the line nearest the receiver.
        Returns True on an interception (a turnover)."""
        assert self.carrier is not None
        team = plan.team
        receiver = next(c for c in CHIPS if plan.order(c) == PASS and c != self.carrier[1])
        b = new[(team, receiver)]
        taker = interceptor(team, new[self.carrier], b, lanes)
        if taker is None:
            self.carrier = (team, receiver)
            self._say(LogKind.PASS, f"{chip_words(self.carrier)} catches the pass on {square_name(b)}", team)
            return False
        self.carrier = taker
        self.offence = team.other
        self._say(
            LogKind.INTERCEPTION,
            f"INTERCEPTED by {chip_words(taker)} on {square_name(lanes[taker] or b)}:"
            f" {who(team.other)} {verb(team.other, 'has', 'have')} the ball",
            team.other,
        )
        return True

    def _tackle(self, old: Mapping[Chip, Square | None], new: Mapping[Chip, Square]) -> None:
        """A defender on the carrier's square takes the ball (the first of red, white, blue)."""
        assert self.carrier is not None
        defender = tackler(self.carrier, old, new, self.options.swap_is_turnover)
        if defender is None:
            return
        self._say(
            LogKind.TURNOVER,
            f"{chip_words(defender)} takes the ball from {chip_words(self.carrier)}"
            f" on {square_name(new[self.carrier])}",
            defender[0],
        )
        self.carrier = defender
        self.offence = defender[0]

    def _goal(self) -> None:
        assert self.carrier is not None
        team = self.carrier[0]
        square = self.chips[self.carrier]
        assert square is not None
        if square[1] != team.other.home_row:
            return
        self.score[team] += 1
        self._say(
            LogKind.GOAL,
            f"GOAL for {who(team)}"
            f" ({who(Team.ONE)} {self.score[Team.ONE]}, {who(Team.TWO)} {self.score[Team.TWO]})",
            team,
            points=1,  # a goal is one on the scoreboard
        )
        if self.score[team] >= self.options.goals_to_win:
            self.phase = Phase.OVER
            self._say(
                LogKind.WIN,
                f"{who(team)} {verb(team, 'WINS', 'WIN')} {self.score[team]}-{self.score[team.other]}",
                team,
            )
            return
        self.offence = team.other  # the scorer gives the ball to the opponent
        self._new_round()

    def _new_round(self) -> None:
        self.rounds += 1
        self.chips = dict.fromkeys(self.chips, None)
        self.carrier = None
        self.pending = {}
        self.phase = Phase.SETUP

    def _say(self, kind: LogKind, template: str, team: Team | None, points: int = 0) -> None:
        """A line of the log, its teams left to be named (games/core/wording.py)."""
        self.log.append(Event(kind, template, team, points))

    # ================================================================= saving
    def to_json(self) -> dict[str, Any]:
        """The whole state, the secret plans included: the referee's view, not a player's."""
        return {
            "seed": self.seed,
            "options": self.options.to_json(),
            "rng": self.rng.bit_generator.state,
            "chips": {chip_name(c): None if sq is None else list(sq) for c, sq in self.chips.items()},
            "carrier": None if self.carrier is None else chip_name(self.carrier),
            "offence": self.offence.value,
            "score": {t.value: s for t, s in self.score.items()},
            "phase": self.phase.value,
            "turn": self.turn,
            "rounds": self.rounds,
            "pending": {t.value: list(p.orders) for t, p in self.pending.items()},
            "log": [e.to_json() for e in self.log],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Tortellini:
        game = cls.__new__(cls)
        game.seed = int(data["seed"])
        game.options = Options.from_json(data["options"])
        game.rng = np.random.default_rng()
        game.rng.bit_generator.state = data["rng"]
        game.chance = Chance(game.rng)
        game.chips = {
            _chip(name): None if sq is None else (int(sq[0]), int(sq[1]))
            for name, sq in data["chips"].items()
        }
        game.carrier = None if data["carrier"] is None else _chip(data["carrier"])
        game.offence = Team(data["offence"])
        game.score = {Team(t): int(s) for t, s in data["score"].items()}
        game.phase = Phase(data["phase"])
        game.turn, game.rounds = int(data["turn"]), int(data["rounds"])
        game.pending = {Team(t): Plan(Team(t), (o[0], o[1], o[2])) for t, o in data["pending"].items()}
        game.log = [Event.from_json(e) for e in data["log"]]
        return game


def interceptor(
    team: Team, passer: Square, receiver: Square, lanes: Mapping[Chip, Square | None]
) -> Chip | None:
    """Who intercepts ``team``'s pass from ``passer`` to ``receiver``, the other team's chips
    standing at ``lanes``: of those on the line of squares between, the nearest the receiver (red,
    white, blue break ties); None when the lane is clear."""
    lane = between(passer, receiver)
    best: tuple[int, int, Chip] | None = None
    for k, chip in enumerate(CHIPS):
        square = lanes[(team.other, chip)]
        if square in lane:
            key = (max(abs(square[0] - receiver[0]), abs(square[1] - receiver[1])), k, (team.other, chip))
            if best is None or key < best:
                best = key
    return None if best is None else best[2]


def tackler(
    carrier: Chip, old: Mapping[Chip, Square | None], new: Mapping[Chip, Square], swap_is_turnover: bool
) -> Chip | None:
    """The defender that takes the ball from ``carrier`` as the chips move from ``old`` to
    ``new``: the first of red, white, blue to land on its square (or, if chosen, to swap squares
    with it); None if none does."""
    team = carrier[0]
    spot, was = new[carrier], old[carrier]
    for chip in CHIPS:
        defender = (team.other, chip)
        landed = new[defender] == spot
        swapped = swap_is_turnover and new[defender] == was and old[defender] == spot and was != spot
        if landed or swapped:
            return defender
    return None


def _chip(name: str) -> Chip:
    team, chip = name.split(".", 1)
    return (Team(team), chip)

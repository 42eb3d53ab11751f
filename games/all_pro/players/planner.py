"""The coach's judgement of a position: what each square, run, pass and route is worth in yards
this down, the defence's best reply over the dice, and the squares it contains a runner from
(games/all_pro/players/coach.py decides by it)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from games.all_pro.rules.actions import (
    PassKind,
    Step,
)
from games.all_pro.rules.board import GRID, ROSTER, YARDS, Team, in_end_zone, man_id, row_behind
from games.all_pro.rules.engine import LONG, MOVES, SHORT, AllPro, PassOdds, dice_odds
from sim.tiles.grid import Square, between, line_distance

# Values are in yards gained this down; these say what else is worth in yards.
TOUCHDOWN = 60.0  # beyond the yards to the goal line
TURNOVER = 45.0  # the ball lost: an interception or a fumble
SAFETY = 35.0
FIRST_DOWN = 10.0
OPEN_FIELD = 4.0  # a carrier out of the defence's reach: yards a square of margin (up to 3)
# A defender takes the pass-interference penalty (a first down at the receiver's spot) when the
# throw it stops is worth more than that to the offence, by this many yards.
INTERFERE_MARGIN = 5.0
COVERED = 3  # receivers the defence weighs in its cover, best first
# On a half's last play only points are left to play for: a first down gives nothing, and a
# turnover costs only the interceptor's runback, so a coach throws deep into cover.
LAST_PLAY_TURNOVER = 10.0

TEAM = {man_id(t, name): t for t in Team for name, _ in ROSTER}
KIND = {man_id(t, name): kind for t in Team for name, kind in ROSTER}


def last_of_half(game: AllPro) -> bool:
    """Whether the play under way is the last of its half."""
    per_half = 2 * game.options.plays_per_quarter
    return game.plays % per_half == per_half - 1


@dataclass(frozen=True, slots=True)
class Play:
    """A call from the playbook: the formation it lines up in, how much it weighs a pass (1: at
    the dice's odds) at short and at long distances, whether the ball is handed off and to which
    back by preference (his name: "B3"; empty for the back with the clearest way)."""

    name: str
    formation: str
    short: float = 1.0
    long: float = 1.0
    hand_off: bool = False
    back: str = ""


@dataclass(slots=True)
class Sketch:
    """The board as the planner moves it: the men still in play, the blocks nobody lands on and
    the carrier."""

    where: dict[str, Square]
    at: dict[Square, str]
    walls: set[Square]
    carrier: str | None

    @classmethod
    def of(cls, game: AllPro) -> Sketch:
        where = {m.id: m.square for m in game.men.values() if not m.out}
        return cls(where, {sq: m for m, sq in where.items()}, set(game.blocks), game.carrier)

    def free(self, square: Square) -> bool:
        """Nobody stands on ``square`` and no block lies there: a man may end a move on it."""
        return square not in self.at and square not in self.walls

    def moved(self, step: Step) -> Sketch:
        """After ``step`` to an empty square."""
        where, at = dict(self.where), dict(self.at)
        del at[where[step.man]]
        where[step.man], at[step.to] = step.to, step.man
        return Sketch(where, at, self.walls, self.carrier)


def king_steps(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def contain(game: AllPro, steps: list[Step]) -> Step | None:
    """The defender's step that leaves the carrier least to gain in his next series: every
    square he can run to in three moves is worth its yards, a touchdown's more in the end zone,
    and open field's more for each square beyond three moves of the nearest defender (who could
    tackle him there next). A step that brings a man within tackling reach this series beats
    any other. ``None`` when a defender can already tackle him this series (the pursuit closes
    in) or no step leaves him less than standing does."""
    assert game.carrier is not None
    carrier = game.men[game.carrier]
    c, fwd, left = carrier.square, carrier.team.forward, MOVES - game.moves - 1
    defenders = [m for m in game.men_of(carrier.team.other) if not m.out]
    if not defenders or any(king_steps(m.square, c) <= left for m in defenders):
        return None
    runs = np.array(_run_to(Sketch.of(game), c))
    scores = np.array([in_end_zone(int(r), carrier.team.other) for r in runs[:, 1]])
    worth = (runs[:, 1] - c[1]) * fwd * YARDS + TOUCHDOWN * scores
    # Every defender's distance to every square the carrier can reach, the nearest two kept so
    # that moving one man is a lookup.
    far = _kings(np.array([m.square for m in defenders]), runs)
    first, nearest = far.argmin(axis=0), far.min(axis=0)
    second = np.partition(far, 1, axis=0)[1] if len(defenders) > 1 else np.full_like(nearest, 99)

    def threat(reach: np.ndarray) -> np.ndarray:
        return np.asarray((worth + OPEN_FIELD * np.clip(reach - 3, 0, 3)).max(axis=-1))

    index = {m.id: k for k, m in enumerate(defenders)}
    moves = [s for s in steps if s.to not in game.blocks and s.to not in game.at]
    if not moves:
        return None
    who = np.array([index[s.man] for s in moves])
    to = np.array([s.to for s in moves])
    others = np.where(who[:, None] == first[None, :], second[None, :], nearest[None, :])
    values = threat(np.minimum(others, _kings(to, runs)))
    tackle = _kings(to, np.array([c]))[:, 0] <= left
    values = np.where(tackle, -TOUCHDOWN, values)  # below any run: he stands at 0 yards
    closer = [king_steps(s.to, c) - king_steps(game.men[s.man].square, c) for s in moves]
    now = threat(nearest)
    best = min(range(len(moves)), key=lambda k: (values[k], closer[k]))
    return moves[best] if values[best] < now else None


def _kings(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """King-step distances from each square of ``a`` to each of ``b`` (len(a) x len(b))."""
    return np.asarray(np.abs(a[:, None, :] - b[None, :, :]).max(axis=2))


def _run_to(sketch: Sketch, start: Square) -> list[Square]:
    """The squares a carrier at ``start`` can end a series on, three moves round men and
    blocks."""
    seen, frontier = {start}, [start]
    for _ in range(MOVES):
        ahead = []
        for sq in frontier:
            for nb in GRID.neighbours(sq):
                if nb not in seen and sketch.free(nb):
                    seen.add(nb)
                    ahead.append(nb)
        frontier = ahead
    return sorted(seen)


class Planner:
    """The values for one decision, the board's setting worked out once."""

    def __init__(self, game: AllPro, play: Play) -> None:
        self.game = game
        self.play = play
        self.offence = game.offence
        self.fwd = game.offence.forward
        self.line_row = row_behind(game.line, game.offence)
        self.need = abs(game.marker - game.line)
        self.protected = game.is_down and not game.possession_changed
        self.can_pass = self.protected and not game.passed and game.passing is None
        self.passing = game.passing
        last = last_of_half(game)
        self.turnover = LAST_PLAY_TURNOVER if last else TURNOVER
        self.first_down = 0.0 if last else FIRST_DOWN

    # ----------------------------------------------------------------- values
    def yards(self, square: Square) -> float:
        return float((square[1] - self.line_row) * self.fwd * YARDS)

    def _gained(self, square: Square) -> float:
        """The yards at ``square``, with a first down's and a touchdown's worth."""
        if in_end_zone(square[1], self.offence.other):
            return self.yards(square) + TOUCHDOWN
        g = self.yards(square)
        return g + self.first_down if self.protected and g > self.need else g

    def _reach(self, sketch: Sketch, square: Square, team: Team, limit: int = 3) -> int:
        """The fewest moves a man of ``team`` in play needs to land on ``square``: round the men
        and blocks in his way (nobody moves over a man), or through them at one move more, a
        team-mate's block clearing the way (``limit`` + 1 if it is more than ``limit``)."""
        straight = min(
            (king_steps(sq, square) for m, sq in sketch.where.items() if TEAM[m] == team), default=99
        )
        return min(straight + 1, self._round(sketch, square, team, limit))

    def _round(self, sketch: Sketch, square: Square, team: Team, limit: int) -> int:
        """As :meth:`_reach`, going round everything in the way."""
        seen, frontier = {square}, [square]
        for moves in range(1, limit + 1):
            ahead = []
            for sq in frontier:
                for nb in GRID.neighbours(sq):
                    if nb in seen:
                        continue
                    seen.add(nb)
                    man = sketch.at.get(nb)
                    if man is not None:
                        if TEAM[man] == team:
                            return moves
                    elif nb not in sketch.walls:
                        ahead.append(nb)
            frontier = ahead
        return limit + 1

    def run_value(self, sketch: Sketch) -> float:
        """The down's worth to the offence if it runs on: the defence tackles the carrier where
        he stands if it can reach him, else he has room."""
        assert sketch.carrier is not None
        c = sketch.where[sketch.carrier]
        if in_end_zone(c[1], self.offence.other):
            return self._gained(c)
        reach = self._reach(sketch, c, self.offence.other, limit=6)
        if reach <= 3:
            return -SAFETY if in_end_zone(c[1], self.offence) else self._gained(c)
        return self._gained(c) + OPEN_FIELD * min(reach - 3, 3)

    def pass_value(self, sketch: Sketch, lanes: bool, smear: bool = True) -> float:
        """A forward pass of ours called now: smeared if the defence can reach the passer, else
        the best receiver's expected yards, the defence putting a man in his lane where it can
        (``lanes``). Only to receivers past the line of scrimmage: a pass caught behind it gains
        nothing (it only dodges a sack, on an incomplete ball's luck: a person sees a sideways
        throw for no reason)."""
        return max(self.pass_worths(sketch, lanes, smear, gains_only=True), default=-1e9)

    def pass_worths(
        self, sketch: Sketch, lanes: bool, smear: bool = True, gains_only: bool = False
    ) -> list[float]:
        """Each receiver's worth for a forward pass called now (as :meth:`pass_value`; every
        receiver on a line, not only those past it, unless ``gains_only``: the other side's pass
        may go to anyone)."""
        assert sketch.carrier is not None
        c = sketch.where[sketch.carrier]
        if not self.behind(c) or (smear and self._reach(sketch, c, self.offence.other) <= 3):
            return [-1e9]
        for m, sq in sketch.where.items():
            if TEAM[m] == self.offence and not KIND[m].eligible and (sq[1] - self.line_row) * self.fwd > 1:
                return [-1e9]  # an ineligible man down field: the call is a penalty
        throws = []
        for m, sq in sketch.where.items():
            if TEAM[m] != self.offence or m == sketch.carrier or not KIND[m].eligible:
                continue
            d = line_distance(c, sq)
            if d is None or d not in SHORT + LONG or (sq[1] - c[1]) * self.fwd <= 0:
                continue
            if gains_only and self.yards(sq) <= 0:
                continue
            weight = self.play.short if d in SHORT else self.play.long
            now, covered, steps = self._throw(sketch, c, sq, d)
            throws.append((weight * now, weight * covered, steps))
        return self._covered(throws) if lanes else [now for now, _, _ in throws]

    def lateral_value(self, sketch: Sketch) -> float:
        """A lateral of ours called now, to the best man not ahead of the carrier at a short
        distance: worth his run from there (his room counted as the carrier's is) when caught,
        and what an incomplete lateral leaves (the ball back at the line of scrimmage on a down,
        the return over where the passer stands). On a down only to a man past the line: one
        behind it gains nothing (the newcomer saw laterals thrown backwards for no reason)."""
        return max(self.lateral_worths(sketch, gains_only=True), default=-1e9)

    def lateral_worths(self, sketch: Sketch, lanes: bool = True, gains_only: bool = False) -> list[float]:
        """Each man's worth for a lateral called now (as :meth:`lateral_value` if
        ``gains_only``; else to any man, valued at his yards: the other side's lateral)."""
        assert sketch.carrier is not None
        c = sketch.where[sketch.carrier]
        if self._reach(sketch, c, self.offence.other) <= 3:
            return [-1e9]  # the defence tackles him before he throws
        throws = []
        fallback = 0.0 if self.protected else self._gained(c)  # a return ends where he stands
        for m, sq in sketch.where.items():
            if TEAM[m] != self.offence or m == sketch.carrier:
                continue
            d = line_distance(c, sq)
            if d is None or d not in SHORT or (sq[1] - c[1]) * self.fwd > 0:
                continue
            if not gains_only:
                throws.append(self._throw(sketch, c, sq, d))
            elif not self.protected or self.yards(sq) > 0:
                caught = self.run_value(Sketch(sketch.where, sketch.at, sketch.walls, m))
                throws.append(self._throw(sketch, c, sq, d, caught, fallback))
        return self._covered(throws) if lanes else [now for now, _, _ in throws]

    def _throw(
        self,
        sketch: Sketch,
        passer: Square,
        receiver: Square,
        d: int,
        caught: float | None = None,
        fallback: float = 0.0,
    ) -> tuple[float, float, int]:
        """A throw's expected yards as the defenders stand, and with the defence's nearest man
        on an even square of its lane, and how many moves that man needs to get there
        (``caught``: the yards a catch is worth, the receiver's by default; ``fallback``: an
        incomplete throw's)."""
        on_line: dict[int | None, str] = {}
        open_lane: list[tuple[int, Square]] = []
        for k, sq in enumerate(between(passer, receiver), start=1):
            man = sketch.at.get(sq)
            if man is not None and TEAM[man] != self.offence:
                on_line[k] = man
            elif man is None and k % 2 == 0 and sq not in sketch.walls:
                open_lane.append((k, sq))
        catch = self._gained(receiver) if caught is None else caught

        def worth(line: dict[int | None, str]) -> float:
            return self._expected(dice_odds(d, line), catch, fallback)

        now = worth(on_line)
        if not open_lane:
            return now, now, 99
        steps, k = min((self._round(sketch, sq, self.offence.other, 3), k) for k, sq in open_lane)
        return now, worth({**on_line, k: "lane"}), steps

    def _covered(self, throws: list[tuple[float, float, int]]) -> list[float]:
        """The throws' worths once the defence has spent its three moves covering the lanes:
        the best throws first, each lane its moves still reach."""
        moves, worths = 3, []
        for now, covered, steps in sorted(throws, reverse=True):
            if steps <= moves and covered < now:
                moves -= steps
                worths.append(covered)
            else:
                worths.append(now)
        return worths

    def throw_value(self, game: AllPro, receiver: str) -> float:
        """A throw as the board stands, by the engine's own odds."""
        return self._expected(game.pass_odds(receiver), self._gained(game.men[receiver].square))

    def _expected(self, odds: PassOdds, caught: float, fallback: float = 0.0) -> float:
        """A throw's expected yards: ``caught`` if complete, ``fallback`` if incomplete, a
        turnover if intercepted."""
        intercepted = sum(odds.intercepted.values())
        return odds.complete * caught + odds.incomplete * fallback - intercepted * self.turnover

    def _ahead(self, square: Square) -> Square:
        """``square`` as the offence sees it (its rows counted forward): ties broken alike for
        both teams."""
        return square[0], square[1] * self.fwd

    def behind(self, square: Square) -> bool:
        return (square[1] - self.line_row) * self.fwd <= 0

    def _route_worth(self, sketch: Sketch) -> float:
        """The best pass from here, the passer protected; with nobody yet on a passing line, how
        near the nearest receiver is to one."""
        value = self.pass_value(sketch, lanes=True, smear=False)
        if value > -1e9:
            return value
        assert sketch.carrier is not None
        c = sketch.where[sketch.carrier]
        spots = [
            (c[0] + dc * k, c[1] + self.fwd * k)
            for dc in (-1, 0, 1)
            for k in SHORT + LONG
            if GRID.contains((c[0] + dc * k, c[1] + self.fwd * k))
        ]
        near = min(
            (
                king_steps(sq, spot)
                for m, sq in sketch.where.items()
                if TEAM[m] == self.offence and KIND[m].eligible and m != sketch.carrier
                for spot in spots
            ),
            default=99,
        )
        return -100.0 - near

    def routes(self, steps: list[Step]) -> Step | None:
        """A receiver's step on his route: the series' moves left are searched for the spot on
        a passing line, reachable with them, where one receiver makes the best pass (the passer
        protected, the defence covering what its moves reach); the receiver heads there. With
        no such spot in reach, the step that brings a receiver nearest to a passing line."""
        sketch = Sketch.of(self.game)
        left = 3 - self.game.moves
        now = self._route_worth(sketch)
        target: tuple[float, str, Square] | None = None
        for man, square in sketch.where.items():
            if man == sketch.carrier or TEAM[man] != self.offence or not KIND[man].eligible:
                continue
            for spot in self._spots(sketch, square, left):
                value = self._route_worth(sketch.moved(Step(man, spot)))
                if value > now and (target is None or value > target[0]):
                    target = (value, man, spot)
        if target is not None:
            _, man, spot = target
            toward = [s for s in steps if s.man == man and sketch.free(s.to)]
            best = min(toward, key=lambda s: (king_steps(s.to, spot), self._ahead(s.to)), default=None)
            if best is not None and king_steps(best.to, spot) < king_steps(sketch.where[man], spot):
                return best
        return self._nearer(sketch, steps, now)

    def _spots(self, sketch: Sketch, square: Square, moves: int) -> list[Square]:
        """Empty squares on a forward passing line from the passer within ``moves`` of
        ``square``."""
        assert sketch.carrier is not None
        c = sketch.where[sketch.carrier]
        spots = []
        for dc in (-1, 0, 1):
            for k in SHORT + LONG:
                spot = (c[0] + dc * k, c[1] + self.fwd * k)
                if GRID.contains(spot) and sketch.free(spot) and 0 < king_steps(square, spot) <= moves:
                    spots.append(spot)
        return spots

    def _nearer(self, sketch: Sketch, steps: list[Step], now: float) -> Step | None:
        """The receiver's step that most improves the best pass, or brings one nearest a line."""
        best: tuple[float, Step] | None = None
        for step in steps:
            if step.man == sketch.carrier or not KIND[step.man].eligible or not sketch.free(step.to):
                continue
            value = self._route_worth(sketch.moved(step))
            if value > now and (best is None or value > best[0]):
                best = (value, step)
        return None if best is None else best[1]

    def cover(self, steps: list[Step]) -> Step | None:
        """With a pass called: the defender's step that most cuts the best throw's worth, or
        failing that the next best's (the passer takes the best open man, so a defence that
        covers one of two open receivers has to cover the other with its next move)."""
        sketch = Sketch.of(self.game)
        now = self._thrown(sketch)
        best: tuple[tuple[float, ...], Step] | None = None
        for step in steps:
            if not sketch.free(step.to):
                continue
            value = self._thrown(sketch.moved(step))
            if value < now and (best is None or value < best[0]):
                best = (value, step)
        return None if best is None else best[1]

    def _thrown(self, sketch: Sketch) -> tuple[float, ...]:
        """The called pass's worths from here, best first, the defence's men standing where they
        are."""
        if self.passing is not None and self.passing[0] == PassKind.LATERAL:
            worths = self.lateral_worths(sketch, lanes=False)
        else:
            worths = self.pass_worths(sketch, lanes=False, smear=False)
        return tuple(sorted(worths, reverse=True)[:COVERED]) + (-1e9,) * (COVERED - len(worths))

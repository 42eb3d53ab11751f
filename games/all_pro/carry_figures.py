"""Fumbles per carry by hand: how often each skill's hand drops the ball over a whole carry, as
the CPU carries it (the "run" reading of games/all_pro/rules/carrying.py).

The carries are taken from CPU games played with fumbles off (so that each carry runs as the
CPU meant it): each carry is its runs (a man's moves in a row within a series, ending where his
hand stops him). Each carry is then ridden many times with each hand on the tile physics, as the
rules ride it, and the share of rides that drop the ball is that hand's fumbles per carry, with
a 95 % Wilson interval. ``python -m games.all_pro.carry_figures`` prints the table
docs/physics.md quotes.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

import numpy as np

from games.all_pro.rules.actions import Options, Step
from games.all_pro.rules.board import Team
from games.all_pro.rules.carrying import OnTop, run_step, run_stop
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.numbers import MOVES
from sim.tiles.grid import Square
from sim.tiles.hands import SKILLS

Move = tuple[Square, Square, bool]  # from, to (in the carrier's frame: forward is +row), last
Carry = tuple[tuple[Move, ...], ...]  # its runs


@dataclass(frozen=True, slots=True)
class Rate:
    hand: str
    carries: int
    fumbles: int

    @property
    def share(self) -> float:
        return self.fumbles / self.carries if self.carries else 0.0

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """The Wilson score interval of the share."""
        n, p = self.carries, self.share
        if not n:
            return (0.0, 1.0)
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (max(0.0, centre - half), min(1.0, centre + half))


def carries_of_game(seed: int, players: tuple[str, str] = ("coach", "coach")) -> list[Carry]:
    """The carries of one CPU game (fumbles off), each as its runs of moves."""
    from games.all_pro.match import make_player

    game = AllPro(seed, Options(fumbles="never"))
    movers = {t: make_player(k, seed + 1 + i) for i, (t, k) in enumerate(zip(Team, players, strict=True))}
    carries: list[Carry] = []
    runs: list[tuple[Move, ...]] = []
    run: list[Move] = []
    holder = None
    while not game.is_over():
        action = movers[game.team_to_move()](game)
        carrier = game.carrier
        moving = isinstance(action, Step) and action.man == carrier
        if run and not (moving and carrier == holder and game.moves < MOVES):
            runs.append(tuple(run))
            run = []
        if carrier != holder:
            if runs:
                carries.append(tuple(runs))
            runs, holder = [], carrier
        frm = game.men[action.man].square if isinstance(action, Step) else None
        game.apply(action)
        if moving and frm is not None and game.carrier == carrier and carrier is not None:
            man = game.men[carrier]
            forward = man.team.forward
            to = man.square
            run.append(((0, 0), (to[0] - frm[0], (to[1] - frm[1]) * forward), game.moves >= MOVES))
    if run:
        runs.append(tuple(run))
    if runs:
        carries.append(tuple(runs))
    return [c for c in carries if any(c)]


def ride_carry(carry: Carry, hand: str, rng: np.random.Generator) -> bool:
    """Does ``hand`` drop the ball somewhere in ``carry``, ridden as the rules ride it?"""
    on_top: OnTop | None = None
    for run in carry:
        for frm, to, last in run:
            ridden, on_top = run_step(on_top, "man", 1, frm, to, hand, rng, last)
            if ridden.fell:
                return True
        if on_top is not None and on_top.running:
            ridden, on_top = run_stop(on_top, rng)
            if ridden.fell:
                return True
    return False


def _rides(job: tuple[Sequence[Carry], str, int, int]) -> Rate:
    carries, hand, rides, seed = job
    rng = np.random.default_rng(seed)
    fumbles = sum(ride_carry(c, hand, rng) for _ in range(rides) for c in carries)
    return Rate(hand, rides * len(carries), fumbles)


def figures(
    games: int = 20, rides: int = 20, seed: int = 0, jobs: int = 1, hands: Sequence[str] = SKILLS
) -> tuple[list[Rate], list[Carry]]:
    """Each hand's fumbles per carry over the carries of ``games`` coach games, each ridden
    ``rides`` times; and the carries."""
    carries = [c for s in range(seed, seed + games) for c in carries_of_game(s)]
    work = [(carries, h, rides, seed + 1000 + i) for i, h in enumerate(hands)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            return list(pool.map(_rides, work)), carries
    return [_rides(w) for w in work], carries


def table(rates: Sequence[Rate], carries: Sequence[Carry]) -> str:
    moves = [sum(len(r) for r in c) for c in carries]
    lines = [
        f"{len(carries)} carries, {np.mean(moves):.1f} moves a carry on average (longest {max(moves)})",
        "| hand | carries ridden | fumbles | per carry | 95 % interval | one carry in |",
        "|---|---|---|---|---|---|",
    ]
    for r in rates:
        lo, hi = r.interval()
        one_in = f"{1 / r.share:.0f}" if r.fumbles else "-"
        lines.append(
            f"| {r.hand} | {r.carries} | {r.fumbles} | {100 * r.share:.2f} % "
            f"| {100 * lo:.2f} to {100 * hi:.2f} % | {one_in} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rides", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    rates, carries = figures(args.games, args.rides, args.seed, args.jobs)
    print(table(rates, carries))


if __name__ == "__main__":
    main()

"""The ball on its carrier's top, as tile physics: "the ball is placed directly on top of the man"
and "anytime the ball falls off the ball carrier, it is a fumble".

Two readings (option ``carry``). "run" (rules version 4, sim/tiles/run.py): a hand runs the
carrier through his moves of a series without stopping between them, and the ball's slip on his
top carries over through his whole carry: the starts, the turns and the stops all push it, and
what one move left is where the next begins. It is reset (the ball in the middle, at rest) only
when the carry ends: a man who gets the ball has it placed on his top. It is not reset between
series: nobody touches the ball then, it stays where it slid. Each skill's hand is data
(sim/data/hands.toml): a person's click runs the man with "your hand", the CPU's moves with the
rules' ``hand``. "move" (versions 1 to 3, sim/tiles/carry.py): each move a glide from rest to rest
with the ball put back in the middle; the window measures the person's own drag, a click glided
at a steady pace. Where a ball that falls lands: ("run") the neighbouring square the way it went
over the edge; ("move") ahead of the man if it slid off ahead (the hand braked hard), else behind,
on the square he left.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from sim.tiles import run
from sim.tiles.carry import Carried, Grip, Hand, carry, hand_glide
from sim.tiles.grid import Square
from sim.tiles.hands import hands

GRIP = Grip()
# The "move" reading's hands (rules versions 1 to 3, kept so that their games play as they
# did): seconds a square (mean, spread, the fastest), and a tremor. A person clicking a square
# glided at the steady pace.
HANDS = {
    "steady": Hand(pace=0.3, pace_sd=0.0, fastest=0.3, tremor=0.0),
    "novice": Hand(pace=0.225, pace_sd=0.05, fastest=0.06, tremor=1.0),
    "club": Hand(pace=0.235, pace_sd=0.045, fastest=0.07, tremor=0.6),
    "expert": Hand(pace=0.25, pace_sd=0.04, fastest=0.08, tremor=0.3),
}


def glide(frm: Square, to: Square, hand: str, rng: np.random.Generator) -> Carried:
    """The ball on a man glided from ``frm`` to ``to`` by ``hand``."""
    squares = math.dist(frm, to)
    return carry(hand_glide(squares, HANDS[hand], GRIP, rng), GRIP)


def landing(frm: Square, to: Square, ahead: bool) -> Square:
    """Where a ball that fell off lands first: the square beyond ``to`` on the man's line, or the
    square he came from."""
    if not ahead:
        return frm
    return (2 * to[0] - frm[0], 2 * to[1] - frm[1])


@dataclass(frozen=True, slots=True)
class OnTop:
    """The ball on its carrier in the "run" reading: whose top it is on, its offset and slide
    there (m, m/s) and the velocity of his run (m/s; (0, 0) at rest), across the board (towards
    the higher columns) and towards his own team's forward, so that the mirrored game is the
    mirror of the game; and the hand that runs him."""

    man: str
    hand: str
    x: float = 0.0
    y: float = 0.0
    u: float = 0.0
    v: float = 0.0
    vx: float = 0.0
    vy: float = 0.0

    @property
    def running(self) -> bool:
        return self.vx != 0.0 or self.vy != 0.0

    @property
    def slip(self) -> run.Slip:
        return run.Slip(self.x, self.y, self.u, self.v)

    def after(self, ridden: run.Ride, velocity: run.Vec) -> OnTop:
        s = ridden.slip
        return replace(self, x=s.x, y=s.y, u=s.u, v=s.v, vx=velocity[0], vy=velocity[1])


def run_step(
    on_top: OnTop | None,
    man: str,
    forward: int,
    frm: Square,
    to: Square,
    hand: str,
    rng: np.random.Generator,
    last: bool,
) -> tuple[run.Ride, OnTop]:
    """The ball on ``man`` run from ``frm`` to ``to`` by ``hand``, going on from ``on_top`` if
    it is his (a new carry starts with the ball in the middle, the man at rest); ``last``: his
    series ends on this move, so the hand stops him there."""
    start = on_top if on_top is not None and on_top.man == man else OnTop(man, hand)
    step = (float(to[0] - frm[0]), float((to[1] - frm[1]) * forward))
    accel, velocity = run.run_move(step, (start.vx, start.vy), hands()[hand], GRIP, rng, stop=last)
    ridden = run.ride(accel, start.slip, GRIP)
    return ridden, replace(start, hand=hand).after(ridden, velocity)


def run_stop(on_top: OnTop, rng: np.random.Generator) -> tuple[run.Ride, OnTop]:
    """The ball on a running man as his hand stops him."""
    accel = run.run_stop((on_top.vx, on_top.vy), hands()[on_top.hand], rng)
    ridden = run.ride(accel, on_top.slip, GRIP)
    return ridden, on_top.after(ridden, (0.0, 0.0))


def fall_square(square: Square, slip: run.Slip, forward: int) -> Square:
    """The neighbouring square the ball went over the edge towards (by its offset, in the
    carrier's frame: across, and towards his forward)."""
    angle = math.atan2(slip.y * forward, slip.x)
    k = round(angle / (math.pi / 4.0)) % 8
    dc, dr = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)][k]
    return (square[0] + dc, square[1] + dr)

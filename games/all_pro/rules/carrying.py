"""The ball on its carrier's top, as tile physics (sim/tiles/carry.py): "the ball is placed directly on
top of the man" and "anytime the ball falls off the ball carrier, it is a fumble".

A carrier's move is a glide of his piece by a hand. The window measures the person's own drag;
a CPU's or a headless move is glided by a hand whose steadiness is its skill's. Where a ball that
falls lands: ahead of the man if it slid off ahead (the hand braked hard), else behind, on the
square he left.
"""

from __future__ import annotations

import math

import numpy as np

from sim.tiles.carry import Carried, Grip, Hand, carry, hand_glide
from sim.tiles.grid import Square

GRIP = Grip()
# The hands that glide the men: seconds a square (mean, spread, the fastest), and a tremor.
# A person clicking a square glides at the steady pace; the CPU's hands hurry more the less
# skilled they are (docs/rules/all_pro.md gives the fumble rates these make).
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

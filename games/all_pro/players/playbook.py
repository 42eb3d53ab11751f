"""The coach's playbook: the plays it calls between the snaps, how often on each down, and which
back takes a hand-off.

A newcomer (6/10) saw the coach line up in the T and hand off to the same back down after down:
easy to read and dull to play against. Its plays now differ in formation (the T, backs spread
out, the line shifted right) and in the back the hand-off is meant for (left, middle, right), and
the play called the down before weighs a quarter as much, so it seldom calls one twice running.
The draw is the coach's own seeded generator's (a recorded game replays it). The meant back takes
the ball only when his way is about as clear as the clearest (:data:`MEANT_MARGIN`): the variety
costs no ground (docs/bots.md has the figures).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from games.all_pro.players.planner import Play

PLAYBOOK = {
    "run": Play("run", "T", short=0.6, long=0.4),  # the quarterback keeps it
    "hand-off": Play("hand-off", "T", short=0.6, long=0.4, hand_off=True),  # the clearest back
    "dive": Play("dive", "T", short=0.6, long=0.4, hand_off=True, back="B3"),
    "off tackle left": Play("off tackle left", "balanced", short=0.6, long=0.4, hand_off=True, back="B2"),
    "off tackle right": Play("off tackle right", "balanced", short=0.6, long=0.4, hand_off=True, back="B4"),
    "sweep": Play("sweep", "unbalanced", short=0.6, long=0.4, hand_off=True, back="B4"),
    "quick pass": Play("quick pass", "T", short=1.3, long=0.5),
    "short pass": Play("short pass", "balanced", short=1.3, long=0.7),
    "long pass": Play("long pass", "balanced", short=0.8, long=1.5),
    "punt": Play("punt", "punt"),
    "field goal": Play("field goal", "punt"),
}
RUNS = ("run", "hand-off", "dive", "off tackle left", "off tackle right", "sweep")
AGAIN = 0.25  # the weight of the play called the down before, against its usual weight
# A hand-off goes to the back the play means when his way is no more than this much less clear
# (the CPU's danger count: a defender a square away counts 1) than the clearest back's.
MEANT_MARGIN = 0.5


def play_weights(down: int, need: int, own: int) -> dict[str, float]:
    """How often each scrimmage play is called on ``down`` with ``need`` yards to go from the
    offence's ``own`` yard line (not counting a fourth down's kick): mostly runs, spread over
    the formations, more passes with far to go."""
    if need <= 10:
        runs = 0.9 if need <= 5 else 0.85
        passes = {"quick pass": 0.05, "short pass": 1 - runs - 0.05, "long pass": 0.0}
    else:
        runs = 0.6
        passes = {"quick pass": 0.1, "short pass": 0.15, "long pass": 0.15}
    share = {"run": 0.3, "hand-off": 0.2, "dive": 0.15, "off tackle left": 0.12, "off tackle right": 0.12}
    share["sweep"] = 1.0 - sum(share.values())
    weights = {name: runs * part for name, part in share.items()} | passes
    if own <= 10:  # backed up to the goal: an interception there is points
        weights["quick pass"] *= 0.5
        weights["short pass"] *= 0.5
        weights["long pass"] *= 0.3
    if down == 3 and need > 5:
        weights["quick pass"] *= 1.5
        weights["short pass"] *= 1.5
    return weights


def draw_play(weights: Mapping[str, float], last: str | None, rng: np.random.Generator) -> str:
    """A play drawn from ``weights`` by ``rng``, the one called ``last`` down weighing less."""
    weighed = {name: w * (AGAIN if name == last else 1.0) for name, w in weights.items() if w > 0}
    pick = float(rng.random()) * sum(weighed.values())
    for name, weight in weighed.items():
        pick -= weight
        if pick < 0.0:
            return name
    return list(weighed)[-1]


def meant_back(play: Play, danger: Mapping[str, float]) -> str | None:
    """The man (an id among ``danger``'s, each with how crowded his square is) a hand-off goes
    to on ``play``: the back it means if his way is nearly as clear as the clearest's, else the
    clearest; None when nobody can take it."""
    if not danger:
        return None
    clearest = min(danger, key=lambda m: (danger[m], m))
    meant = next((m for m in danger if play.back and m.endswith("." + play.back)), None)
    if meant is not None and danger[meant] <= danger[clearest] + MEANT_MARGIN:
        return meant
    return clearest

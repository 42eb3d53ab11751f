"""How soon after the ball is put in play the novice CPU scores against a scripted newcomer, in
table seconds, over whole games (a newcomer's play-test: "the CPU scored twice within seconds of
the first serves"). The newcomer is the window's own mouse hands (games/foosball/ui/hands.py)
with a person's lag: the pointer follows the ball as seen LATE s ago, off by about OFF, and the
wheel is rolled at CHANCE of the checks (every CHECK s) that find the ball in front of a rod in
hand. Each Ready (after a goal) and each news card (a free-for-all, a dead ball) gives the CPU its
settle moment, as the window does; the newcomer serves a good serve (down and to the right) a
few seconds after Ready, takes free balls on its half and places its dead balls.

    .venv/bin/python -m tools.foos_serve_pace --games 20
"""

from __future__ import annotations

import argparse
import math
import statistics
from collections import deque
from dataclasses import dataclass, field
from typing import cast

import numpy as np

from games.foosball.match import DT, FoosMatch
from games.foosball.players.cpu import dead_ball_spot
from games.foosball.rules.actions import PUTTING_IN, FoosOptions, Phase, TakeBall
from games.foosball.rules.wording import Who
from games.foosball.ui.aim_line import strike_line
from games.foosball.ui.goal_story import GoalStory
from games.foosball.ui.hands import MouseHands
from games.foosball.ui.news import news_for
from games.foosball.ui.prompts import Hands
from games.foosball.ui.serve_pull import heading_for, launch
from games.foosball.ui.view import TableView
from sim.foosball.spec import Side

LATE, OFF, CHANCE, CHECK = 0.6, 0.04, 0.3, 0.1  # s, m, share, s
SERVE_AFTER = (1.0, 4.0)  # s of table time from Ready to the newcomer's serve
TAKE_AFTER = 2.0  # s a free or dead ball of the newcomer's waits before T or P
WHO = {Side.HOME: Who("you", you=True), Side.AWAY: Who("the CPU")}
HANDS = {Side.HOME: Hands.MOUSE, Side.AWAY: Hands.CPU}


@dataclass(slots=True)
class Game:
    score: dict[Side, int]
    # (s from the ball put in play to each CPU goal, how it was put in play)
    cpu_after: list[tuple[float, str]] = field(default_factory=list)
    yours_after: list[tuple[float, str]] = field(default_factory=list)
    own_goals: list[float] = field(default_factory=list)  # the CPU's goals off your figures: s after


def play(
    seed: int, skill: str, seconds: float, hand: tuple[float, float, float], raw_serve: bool = False
) -> Game:
    """One game; ``hand``: the newcomer's lag (s), how far off it follows (m), and how often it
    rolls the wheel at a ball it could shoot; ``raw_serve``: its pull flicks the ball that way
    through the hole, as the window did before serve_pull.py (the side of the hole turned it)."""
    late, off, chance = hand
    match = FoosMatch(seed, None, skill, FoosOptions(first_server="home"))
    table, ref = match.table, match.ref
    rng = np.random.default_rng(1000 + seed)
    hands = MouseHands(table, Side.HOME, cast(TableView, None))
    story = GoalStory(table.spec)
    seen: deque[tuple[float, float]] = deque()
    game = Game(dict(ref.score))
    in_play_at, how, waiting, serve_at, next_check, noise = 0.0, "", 0.0, -1.0, 0.0, 0.0
    match.settle()  # Ready
    while not ref.is_over() and table.t < seconds:
        t = table.t
        seen.append((t, table.ball_position[1]))
        while len(seen) > 1 and seen[1][0] <= t - late:
            seen.popleft()
        if t >= next_check:
            next_check = t + CHECK
            if rng.random() < CHECK / 0.5:
                noise = float(rng.normal(0.0, off))
            hands.pointer_y = seen[0][1] + noise
            if strike_line(table, hands.active) is not None and rng.random() < chance:
                hands.strike()
        _duties(match, rng, t, waiting)
        if ref.phase in (Phase.SERVE, Phase.RESTART) and ref.server == Side.HOME:
            if serve_at < 0.0:
                serve_at = t + float(rng.uniform(*SERVE_AFTER))
            if t >= serve_at:
                pull, speed = float(rng.uniform(8.0, 40.0)), float(rng.uniform(1.2, 2.2))
                if raw_serve:
                    flick = (-speed * math.sin(math.radians(pull)), speed * math.cos(math.radians(pull)))
                else:
                    flick = launch(Side.HOME, heading_for(-pull), speed)  # pulled down and right
                match.serve(Side.HOME, *flick)
                serve_at = -1.0
        waiting = waiting + DT if ref.phase in (Phase.FREE_FOR_ALL, Phase.DEAD) else 0.0
        before = len(ref.log)
        if ref.phase in PUTTING_IN:
            story.clear()
        match.step(hands.rod_commands(DT))
        story.heard(match.events, None, lambda rod: abs(table.rods[rod].vy))
        for k, call in enumerate(ref.log[before:], before):
            if "enters play" in call.text:
                in_play_at = table.t
                whose = "your" if call.team == Side.HOME else "the CPU's"
                how = f"{whose} {'restart' if call.kind.startswith('restart') else 'serve'}"
            if call.kind == "goal" and call.team is not None:
                after = (table.t - in_play_at, how)
                (game.yours_after if call.team == Side.HOME else game.cpu_after).append(after)
                if call.team == Side.AWAY and story.touches and story.touches[-1].team == Side.HOME:
                    game.own_goals.append(after[0])
                match.settle()  # the goal card, then Ready
            elif news_for(call, k, ref, WHO, HANDS, match.untouched) is not None:
                match.settle()  # a news card read
    game.score = dict(ref.score)
    return game


def _duties(match: FoosMatch, rng: np.random.Generator, t: float, waiting: float) -> None:
    """The newcomer's hands off the rods, each after TAKE_AFTER: see :func:`take_or_place`."""
    if waiting >= TAKE_AFTER:
        take_or_place(match)


def take_or_place(match: FoosMatch) -> None:
    """T for a free ball on the newcomer's half or its dead ball, P to place its dead ball."""
    ref, table = match.ref, match.table
    free = ref.phase == Phase.FREE_FOR_ALL and table.ball_position[1] < 0.0 and not ref.failure
    if free or (ref.phase == Phase.DEAD and ref.possession == Side.HOME):
        match.act(TakeBall(Side.HOME))
    elif ref.phase == Phase.DEAD and ref.mover == Side.HOME:
        x, y, _ = table.ball_position
        legal = lambda sx, sy: ref.check_move(Side.HOME, sx, sy) is None  # noqa: E731
        spot = dead_ball_spot(table, Side.HOME, x, y, legal)
        if spot is not None:
            match.move_dead_ball(Side.HOME, *spot)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--skill", default="novice")
    parser.add_argument("--seconds", type=float, default=900.0, help="table seconds a game at most")
    parser.add_argument("--late", type=float, default=LATE, help="s the newcomer's pointer lags")
    parser.add_argument("--off", type=float, default=OFF, help="m it follows the ball off by")
    parser.add_argument("--chance", type=float, default=CHANCE, help="share of chances it shoots")
    parser.add_argument("--raw-serve", action="store_true", help="the pull flicks the ball as before")
    args = parser.parse_args()
    hand = (args.late, args.off, args.chance)
    games = [play(seed, args.skill, args.seconds, hand, args.raw_serve) for seed in range(args.games)]
    wins = sum(g.score[Side.AWAY] > g.score[Side.HOME] for g in games)
    print(f"{args.games} games against the {args.skill} (newcomer {hand}): the CPU won {wins}")
    print("scores (you-CPU):", " ".join(f"{g.score[Side.HOME]}-{g.score[Side.AWAY]}" for g in games))
    _said("the CPU's goals", [a for g in games for a in g.cpu_after])
    own = [s for g in games for s in g.own_goals]
    print(f"    of which off your own figures last: {len(own)}, {sum(s < 3.0 for s in own)} under 3 s")
    _said("the CPU's first two goals of each game", [a for g in games for a in g.cpu_after[:2]])
    _said("your goals", [a for g in games for a in g.yours_after])


def _said(name: str, after: list[tuple[float, str]]) -> None:
    """How soon after the ball went in play these goals came (table seconds: at the window's
    half speed, a newcomer's first, twice as long by the wall clock)."""
    if not after:
        print(f"{name}: none")
        return
    times = [s for s, _ in after]
    quick, soon = sum(s < 1.5 for s in times), sum(s < 3.0 for s in times)
    print(
        f"{name}: {len(times)}; {quick} ({100 * quick / len(times):.0f} %) under 1.5 s, {soon}"
        f" ({100 * soon / len(times):.0f} %) under 3 s after the ball went in play;"
        f" median {statistics.median(times):.1f} s"
    )
    for how in sorted({h for _, h in after}):
        some = [s for s, h in after if h == how]
        quick = sum(s < 3.0 for s in some)
        print(f"    after {how}: {len(some)}, {quick} under 3 s, median {statistics.median(some):.1f} s")


if __name__ == "__main__":
    main()

"""Stoppages, serves and own goals over seeded headless games (a newcomer's play-test, 6/10: "the
match stops often"; "the CPU scores own goals off my serve"; "serves roll out"). CPU against CPU,
and a scripted newcomer (the window's mouse hands with a person's lag, as tools/foos_serve_pace.py
plays it) against the CPU. Every stoppage is counted by kind per minute of table time; every serve
by what became of it before a figure touched it; every goal a team's own figure touched last.

    .venv/bin/python -m tools.foosball_stoppages --games 6 --seconds 300

The newcomer places its dead balls as the window's P does (dead_ball.spot_for). Dead balls out of
reach are also counted by where they lay in an end (``dead_where``). ``--placed N`` measures P
itself instead (a play-test, 4/10: "the shot off the ball P placed came back into my own goal, 3
times out of 3"): N dead balls at seeded spots in your end, each placed by P and struck with the
wheel at once by the rod it was put in front of, and what came of it in the next 3 s, and how
fast the strikes that met the ball sent it (its speed SPEED_AFTER s after the wheel, while no
figure of the CPU's has touched it). ``--plain`` places them as P did before it chose a clear lane
(placed_lane.py): straight in front of a figure, struck into the CPU's men lined up with it, the
rebounds a strike's follow-through meets (hands.py: the strike holds its feet up only until the
ball has left them).
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import cast

import numpy as np

from games.foosball.match import DT, STALL_AFTER, FoosMatch
from games.foosball.practice_model import shot_blocked
from games.foosball.rules.actions import PUTTING_IN, FoosOptions, Phase, TakeBall
from games.foosball.rules.wording import Who
from games.foosball.ui import dead_ball, serve_aim, serve_settle
from games.foosball.ui.aim_line import strike_line
from games.foosball.ui.goal_story import GoalStory
from games.foosball.ui.hands import MouseHands
from games.foosball.ui.news import left_where
from games.foosball.ui.serve_pull import Pull, heading_for, launch
from games.foosball.ui.view import TableView
from sim.foosball.spec import Side, TableSpec
from sim.foosball.table import EventKind

SETTLE = 1  # steps after a contact the ball's way is read (before it can meet another figure)
SENT_BACK = 0.3  # m/s towards its own goal, and faster that way than before: a contact sent it back
LATE, OFF, CHANCE, CHECK = 0.6, 0.04, 0.3, 0.1  # the newcomer's lag (s), error (m), wheel share, s
TAKE_AFTER = 2.0  # s a free or dead ball of the newcomer's waits before T or P


@dataclass(slots=True)
class Tally:
    seconds: float = 0.0
    stops: Counter[str] = field(default_factory=Counter)
    dead_where: Counter[str] = field(default_factory=Counter)  # dead balls out of reach, by where
    serves: Counter[str] = field(default_factory=Counter)  # by server's kind: "cpu", "you"
    serve_ends: Counter[str] = field(default_factory=Counter)  # stopped before any figure's strike
    own_goals: Counter[str] = field(default_factory=Counter)  # by whose serve it followed

    def add(self, other: Tally) -> None:
        self.seconds += other.seconds
        for mine, theirs in (
            (self.stops, other.stops),
            (self.dead_where, other.dead_where),
            (self.serves, other.serves),
            (self.serve_ends, other.serve_ends),
            (self.own_goals, other.own_goals),
        ):
            mine.update(theirs)


WHO = {
    True: {Side.HOME: Who("you", you=True), Side.AWAY: Who("the CPU")},
    False: {Side.HOME: Who("the CPU"), Side.AWAY: Who("the other CPU")},
}


HOWS = ("knocks it", "slide pushed", "bounced off", "came off")


def _how(told: str) -> str:
    """How an own goal came, from the goal card's words."""
    for words in HOWS:
        if words in told:
            return words
    return told


def _stop_kind(match: FoosMatch, text: str, resting: float) -> str | None:
    """The kind of stoppage a referee's call starts, if it starts one."""
    if text.startswith("dead ball"):
        if any(e.kind == EventKind.DEAD_BALL and e.note == "" for e in match.events):
            return "dead ball (out of reach)"
        if resting >= STALL_AFTER - 0.01:
            return "dead ball (left lying 12 s)"
        x = match.table.ball_position[0]
        near = min(match.table.spec.rods, key=lambda rod: abs(rod.x - x))
        whose = "a person's" if match.skills[near.team] is None else "the CPU's"
        return f"dead ball (unplayable 3 s, by {whose} {near.role})"
    if "FREE-FOR-ALL" in text:
        if "failure" in text:
            return "free-for-all (failure)"
        how = left_where(match.table.spec, match.events).removeprefix("The ball ")
        return f"free-for-all ({how})"
    if "never entered play" in text:
        return "serve never entered play"
    if "takes the ball in play" in text:
        return "serve stolen"
    return None


def run(
    match: FoosMatch,
    seconds: float,
    person: Callable[[FoosMatch], dict] | None = None,  # type: ignore[type-arg]
) -> Tally:
    """Play ``match`` for ``seconds`` of table time (or to its end) and count."""
    tally = Tally()
    ref, table = match.ref, match.table
    server: str | None = None  # whose serve the ball in play came from, until a figure touches it
    since_serve = ""  # whose serve the ball in play last came from
    story = GoalStory(table.spec)
    untouched = True  # no figure has touched the serve yet
    # The last non-incidental contact: its team, the ball's speed towards that team's own goal
    # before it, and after it (read SETTLE steps on); "back": it sent the ball towards its own goal.
    last: list = [None, 0.0, None]  # type: ignore[type-arg]
    back, wait = False, 0
    while not ref.is_over() and table.t < seconds:
        before, resting = len(ref.log), match.resting + DT
        human = person(match) if person is not None else None
        if ref.phase in PUTTING_IN:
            story.clear()
        was = table.ball_velocity[0]
        match.step(human)
        if wait > 0:
            wait -= 1
            if wait == 0 and last[0] is not None:
                toward = table.ball_velocity[0] * (1.0 if last[0] == Side.AWAY else -1.0)
                back = toward > SENT_BACK and toward > last[1] + SENT_BACK
        for event in match.events:
            if event.kind == EventKind.CONTACT and event.team is not None and not ref.incidental(event):
                last[:] = [event.team, was * (1.0 if event.team == Side.AWAY else -1.0), None]
                back, wait = False, SETTLE
        story.heard(match.events, None, lambda rod: abs(table.rods[rod].vy))
        for event in match.events:
            if event.kind == EventKind.CONTACT and event.team is not None and server is not None:
                untouched = False
                server = None if not ref.incidental(event) else server
        for call in ref.log[before:]:
            kind = _stop_kind(match, call.text, resting)
            if kind is not None:
                tally.stops[kind] += 1
                if kind == "dead ball (out of reach)":
                    tally.dead_where[dead_where(table.spec, *table.ball_position[:2])] += 1
                if server is not None and kind != "serve stolen":
                    touched = "untouched" if untouched else "grazed, never struck"
                    tally.serve_ends[f"{server}: {kind}, {touched}"] += 1
                    server = None
            if "the ball in play (" in call.text:
                who = "cpu" if match.skills[cast(Side, call.team)] is not None else "you"
                server = since_serve = who
                untouched = True
                tally.serves[who] += 1
            if call.kind == "goal" and call.team is not None:
                conceder = call.team.other
                told = story.told(conceder, WHO[match.skills[conceder] is None])
                if last[0] == conceder and back:
                    who = "cpu" if match.skills[conceder] is not None else "you"
                    tally.own_goals[f"{since_serve}: {who} sent back"] += 1
                if "own goal" in told:
                    scorer = "cpu" if match.skills[conceder] is not None else "you"
                    tally.own_goals[f"{since_serve}: {scorer}"] += 1
                    tally.own_goals[f"{scorer}: {_how(told)}"] += 1
                else:
                    tally.own_goals["goals"] += 1
    tally.seconds = table.t
    return tally


def newcomer(seed: int) -> Callable[[FoosMatch], dict]:  # type: ignore[type-arg]
    """The scripted newcomer on the home rods: its pointer follows the ball as seen LATE s ago,
    off by about OFF, rolls the wheel at a chance it sees; serves pulled down and to the right,
    takes its free and dead balls and places its dead balls after TAKE_AFTER."""
    rng = np.random.default_rng(1000 + seed)
    state = {"next": 0.0, "noise": 0.0, "wait": 0.0, "serve_at": -1.0}
    seen: list[tuple[float, float]] = []
    hands: MouseHands | None = None

    def act(match: FoosMatch) -> dict:  # type: ignore[type-arg]
        nonlocal hands
        ref, table = match.ref, match.table
        if hands is None:
            hands = MouseHands(table, Side.HOME, cast(TableView, None))
        t = table.t
        seen.append((t, table.ball_position[1]))
        while len(seen) > 1 and seen[1][0] <= t - LATE:
            seen.pop(0)
        if t >= state["next"]:
            state["next"] = t + CHECK
            if rng.random() < CHECK / 0.5:
                state["noise"] = float(rng.normal(0.0, OFF))
            hands.pointer_y = seen[0][1] + state["noise"]
            if strike_line(table, hands.active) is not None and rng.random() < CHANCE:
                hands.strike()
        state["wait"] = state["wait"] + DT if ref.phase in (Phase.FREE_FOR_ALL, Phase.DEAD) else 0.0
        if state["wait"] >= TAKE_AFTER:
            take_or_place(match)
        if ref.phase in (Phase.SERVE, Phase.RESTART) and ref.server == Side.HOME:
            if state["serve_at"] < 0.0:
                state["serve_at"] = t + float(rng.uniform(1.0, 4.0))
            if t >= state["serve_at"]:
                slant, speed = -float(rng.uniform(8.0, 40.0)), float(rng.uniform(1.2, 2.2))
                heading = heading_for(slant)
                pull = Pull(slant, heading, speed, True, launch(Side.HOME, heading, speed))
                flick = pull.flick
                if serve_aim.aim(table, Side.HOME, *flick).first:  # as the window serves it
                    flick = serve_settle.settled(match, hands, Side.HOME, pull)
                match.serve(Side.HOME, *flick)
                state["serve_at"] = -1.0
        return hands.rod_commands(DT)

    return act


def take_or_place(match: FoosMatch) -> None:
    """T for a free ball on the newcomer's half or its dead ball; P (the window's: dead_ball.py)
    to place its dead ball."""
    ref, table = match.ref, match.table
    free = ref.phase == Phase.FREE_FOR_ALL and table.ball_position[1] < 0.0 and not ref.failure
    if free or (ref.phase == Phase.DEAD and ref.possession == Side.HOME):
        match.act(TakeBall(Side.HOME))
    elif ref.phase == Phase.DEAD and ref.mover == Side.HOME:
        spot = dead_ball.spot_for(match, Side.HOME)
        if spot is not None:
            match.move_dead_ball(Side.HOME, *spot)


def dead_where(spec: TableSpec, x: float, y: float) -> str:
    """Where in an end a ball out of every figure's reach lay: behind the goalie, beside it (past
    the goalie's reach across, in the corners), between the goalie's and the defence's reach,
    or elsewhere (as a serve stops in the middle)."""
    goalie = next(r for r in spec.rods if r.role == "goalie")
    defence = next(r for r in spec.rods if r.role == "defence")
    reach, ax = spec.reach, abs(x)
    across = goalie.travel / 2.0 + spec.figure_width / 2.0 + spec.ball_radius / 2.0
    if ax > abs(goalie.x) + reach:
        return "behind the goalie"
    if ax >= abs(goalie.x) - reach:
        return "beside the goalie (corner)" if abs(y) > across else "in front of the goalie"
    if ax > abs(defence.x) + reach:
        return "between goalie and defence"
    return "elsewhere"


PLACED_DELAY = (0.3, 1.5)  # s between P and the wheel, drawn for each dead ball
PLACED_FOLLOW = 3.0  # s a placed ball's strike is followed
YOUR_THIRD = -0.075  # m: x of your midfield rod; a ball that never passed it stayed in your third
SPEED_AFTER = 0.1  # s after the wheel a strike's ball speed is read


def placed_strikes(
    n: int, skill: str, first_seed: int = 0, speeds: list[float] | None = None, lane: bool = True
) -> Counter[str]:
    """P and the wheel for ``n`` seeded dead balls in your end, against the ``skill`` CPU: what
    became of each strike (an own goal in the next PLACED_FOLLOW s that never left your third is
    a rebound off the men in front of your goal). ``speeds``: given, the ball's speed SPEED_AFTER
    s after each strike that met it (while no CPU figure has touched it) is added to it. ``lane``
    False: P places them without placed_lane's clear lane (as it did before it)."""
    rng = np.random.default_rng(first_seed)
    ends: Counter[str] = Counter()
    for k in range(n):
        x, y = _dead_spot(rng, k)
        delay = float(rng.uniform(*PLACED_DELAY))
        ends[_placed_strike(first_seed + k, x, y, skill, delay, speeds, lane)] += 1
    return ends


def _dead_spot(rng: np.random.Generator, k: int) -> tuple[float, float]:
    """A ball at rest out of reach in your end: behind the goalie, between the goalie's and the
    defence's reach, or beside the goalie, in turn."""
    if k % 3 == 0:
        return float(rng.uniform(-0.60, -0.585)), float(rng.uniform(-0.30, 0.30))
    if k % 3 == 1:
        return float(rng.uniform(-0.465, -0.435)), float(rng.uniform(-0.32, 0.32))
    return float(rng.uniform(-0.56, -0.49)), float(rng.choice([-1.0, 1.0]) * rng.uniform(0.13, 0.30))


def _placed_strike(
    seed: int, x: float, y: float, skill: str, delay: float, speeds: list[float] | None, lane: bool
) -> str:
    match = FoosMatch(seed, None, skill, FoosOptions(first_server="home"))
    table, ref = match.table, match.ref
    match.serve(Side.HOME, 0.1, 1.5)
    match.step()
    ref.phase = Phase.PLAY
    table.place_ball(x, y)
    hands = MouseHands(table, Side.HOME, cast(TableView, None))
    hands.pointer_y = y
    for _ in range(round(6.0 / DT)):
        if ref.phase != Phase.PLAY:
            break
        match.step(hands.rod_commands(DT))
    spot = (
        (dead_ball.spot_for(match, Side.HOME) if lane else _plain_spot(match))
        if ref.mover == Side.HOME
        else None
    )
    if ref.phase != Phase.DEAD or spot is None:
        return "not placed"
    match.move_dead_ball(Side.HOME, *spot)
    hands.pointer_y = spot[1]  # the window puts the pointer level with it (game_input.line_up)
    for _ in range(round(delay / DT)):
        match.step(hands.rod_commands(DT))
    hands.strike()
    said, seen, far = len(ref.log), [table.ball_position[1]], table.ball_position[0]
    met, theirs, read = False, False, round(SPEED_AFTER / DT)
    for step in range(round(PLACED_FOLLOW / DT)):
        seen.append(table.ball_position[1])
        hands.pointer_y = seen.pop(0) if len(seen) > round(LATE / 2.0 / DT) else hands.pointer_y
        far = max(far, table.ball_position[0])
        match.step(hands.rod_commands(DT))
        for event in match.events:
            if event.kind == EventKind.CONTACT and event.team is not None:
                met, theirs = met or event.team == Side.HOME, theirs or event.team == Side.AWAY
        if step + 1 == read and speeds is not None and met and not theirs:
            speeds.append(float(np.hypot(*table.ball_velocity[:2])))
        goals = [c for c in ref.log[said:] if c.kind == "goal"]
        said = len(ref.log)
        if goals:
            own = goals[0].team == Side.AWAY
            where = "rebound in your third" if far < YOUR_THIRD else "later"
            return f"{'own goal' if own else 'goal'} ({where})"
        if not _playing(match):
            return "stopped"
    return "play on"


def _plain_spot(match: FoosMatch) -> tuple[float, float] | None:
    """Where P put the dead ball before it chose a clear lane (dead_ball.spot_for without
    placed_lane): in front of a figure, clear of the men as they stand at P."""
    ref, table = match.ref, match.table
    x, y, _ = table.ball_position
    return dead_ball.place_spot(
        table.spec,
        Side.HOME,
        x,
        y,
        lambda sx, sy: ref.check_move(Side.HOME, sx, sy) is None,
        lambda sx, sy: (
            shot_blocked(table, Side.HOME, sx, sy) or dead_ball.own_in_the_way(table, Side.HOME, sx, sy)
        ),
    )


def _playing(match: FoosMatch) -> bool:
    """Is the ball in play? (Read afresh: the referee's phase changes as the match steps.)"""
    return match.ref.phase == Phase.PLAY


def measure(games: int, seconds: float, skill: str = "novice", first_seed: int = 0) -> dict[str, Tally]:
    """CPU against CPU (club v club) and the newcomer against the ``skill`` CPU."""
    tallies = {"cpu v cpu": Tally(), f"newcomer v {skill}": Tally()}
    for seed in range(first_seed, first_seed + games):
        tallies["cpu v cpu"].add(run(FoosMatch(seed, "club", "club"), seconds))
        match = FoosMatch(seed, None, skill, FoosOptions(first_server="home"))
        match.settle()
        tallies[f"newcomer v {skill}"].add(run(match, seconds, newcomer(seed)))
    return tallies


def report(tallies: dict[str, Tally]) -> None:
    for name, tally in tallies.items():
        minutes = tally.seconds / 60.0
        total = sum(tally.stops.values())
        print(f"{name}: {tally.seconds:.0f} s of table time, {total / max(minutes, 1e-9):.2f} stoppages/min")
        for kind, n in tally.stops.most_common():
            print(f"    {kind}: {n} ({n / minutes:.2f}/min)")
        dead = sum(tally.stops[k] for k in tally.stops if k.startswith("dead ball"))
        for where, n in tally.dead_where.most_common():
            print(f"        out of reach {where}: {n} ({100 * n / max(dead, 1):.0f} % of all dead balls)")
        for who, n in sorted(tally.serves.items()):
            ends = {k: v for k, v in tally.serve_ends.items() if k.startswith(who + ":")}
            dead = sum(ends.values())
            print(f"    serves by {who}: {n}; dead before any strike {dead} ({100 * dead / n:.1f} %) {ends}")
            left = sum(v for k, v in ends.items() if "free-for-all" in k)
            print(f"        of which left the table before any strike: {left} ({100 * left / n:.1f} %)")
            for scorer in ("cpu", "you"):
                own = tally.own_goals[f"{who}: {scorer}"]
                if scorer in tally.serves or scorer == "cpu":
                    sent = tally.own_goals[f"{who}: {scorer} sent back"]
                    print(
                        f"        own goals by {scorer} after them: {own} ({100 * own / n:.1f} per 100);"
                        f" of which its last strike sent the ball back: {sent} ({100 * sent / n:.1f} per 100)"
                    )
        hows = {k: v for k, v in tally.own_goals.items() if k.count(":") == 1 and k.split(": ")[1] in HOWS}
        print(f"    other goals: {tally.own_goals['goals']}; own goals by how: {hows}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=300.0)
    parser.add_argument("--skill", default="novice")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--placed", type=int, default=0, help="measure N strikes off P's dead balls instead")
    parser.add_argument(
        "--plain", action="store_true", help="--placed: P without its clear lane (as before it)"
    )
    args = parser.parse_args()
    if args.placed:
        for skill in ("novice", "club"):
            speeds: list[float] = []
            ends = placed_strikes(args.placed, skill, args.seed, speeds, not args.plain)
            how = "P (plain, no lane)" if args.plain else "P"
            print(f"{how} then the wheel v the {skill}, {args.placed} dead balls in your end: {dict(ends)}")
            mean = float(np.mean(speeds)) if speeds else 0.0
            print(
                f"    ball speed {SPEED_AFTER} s after the {len(speeds)} strikes that met it: {mean:.2f} m/s"
            )
        return
    report(measure(args.games, args.seconds, args.skill, args.seed))


if __name__ == "__main__":
    main()

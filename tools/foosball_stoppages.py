"""Stoppages, serves and own goals over seeded headless games (a newcomer's play-test, 6/10: "the
match stops often"; "the CPU scores own goals off my serve"; "serves roll out"). CPU against CPU,
and a scripted newcomer (the window's mouse hands with a person's lag, as tools/foos_serve_pace.py
plays it) against the CPU. Every stoppage is counted by kind per minute of table time; every serve
by what became of it before a figure touched it; every goal a team's own figure touched last.

    .venv/bin/python -m tools.foosball_stoppages --games 6 --seconds 300
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import cast

import numpy as np

from games.foosball.match import DT, STALL_AFTER, FoosMatch
from games.foosball.rules.actions import PUTTING_IN, FoosOptions, Phase
from games.foosball.rules.wording import Who
from games.foosball.ui import serve_aim, serve_settle
from games.foosball.ui.aim_line import strike_line
from games.foosball.ui.goal_story import GoalStory
from games.foosball.ui.hands import MouseHands
from games.foosball.ui.news import left_where
from games.foosball.ui.serve_pull import Pull, heading_for, launch
from games.foosball.ui.view import TableView
from sim.foosball.spec import Side
from sim.foosball.table import EventKind
from tools.foos_serve_pace import take_or_place

SETTLE = 1  # steps after a contact the ball's way is read (before it can meet another figure)
SENT_BACK = 0.3  # m/s towards its own goal, and faster that way than before: a contact sent it back
LATE, OFF, CHANCE, CHECK = 0.6, 0.04, 0.3, 0.1  # the newcomer's lag (s), error (m), wheel share, s
TAKE_AFTER = 2.0  # s a free or dead ball of the newcomer's waits before T or P


@dataclass(slots=True)
class Tally:
    seconds: float = 0.0
    stops: Counter[str] = field(default_factory=Counter)
    serves: Counter[str] = field(default_factory=Counter)  # by server's kind: "cpu", "you"
    serve_ends: Counter[str] = field(default_factory=Counter)  # stopped before any figure's strike
    own_goals: Counter[str] = field(default_factory=Counter)  # by whose serve it followed

    def add(self, other: Tally) -> None:
        self.seconds += other.seconds
        for mine, theirs in (
            (self.stops, other.stops),
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
    args = parser.parse_args()
    report(measure(args.games, args.seconds, args.skill, args.seed))


if __name__ == "__main__":
    main()

"""A foosball game with its table, its referee and its players: the loop that lets the CPU teams
work their rods, serve, steal serves, take loose balls and move dead balls, runs the physics and
hands the table's events to the referee. Headless games (``tabletop simulate foosball``, the
benchmarks, the tests) run here; the window's game scene reuses the same pieces.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from games.core.errors import require
from games.foosball.players.cpu import FOOS_SKILLS, CpuTeam, dead_ball_spot, serve_velocity
from games.foosball.rules.actions import (
    Acknowledge,
    Action,
    Event,
    FoosOptions,
    MoveDeadBall,
    Phase,
    Serve,
    TakeBall,
)
from games.foosball.rules.commentary import Call, Commentator, tally, tally_json
from games.foosball.rules.invariants import Invariants
from games.foosball.rules.referee import FoosReferee
from sim.foosball.spec import Side, TableSpec
from sim.foosball.table import BallPlace, EventKind, FoosballTable, RodCommand, TableEvent

DT = 1.0 / 240.0
SLIDE_UNIT = 1e-5  # m: rod commands are rounded to these units, so a replay records them exactly
ANGLE_UNIT = 1e-4  # rad
MAX_GAME = 1800.0  # s of play after which a game is stopped unfinished (a safety net)
LOOSE_WAIT = 0.6  # s a CPU waits for a ball off the table to come back before taking it
# s of table time a CPU leaves a free ball on its own side to a person at the table (a newcomer's
# play-test: the CPU took it 3-4 s in, before they had read "Press T to take the ball"; the news
# card holds the table while they read it now, and T on it takes the ball). Article IV ends the
# free-for-all as soon as anyone gains possession: 5 s, 10 s on a half-speed table, held up every
# ball that left the table (a later play-test). A ball on the person's side is theirs at once
# (the window's hand takes it: loose_ball.py).
PERSON_WAIT = 1.5
STEAL_CHANCE = {"novice": 0.0, "club": 0.05, "expert": 0.15}  # of stealing each serve in play
# Article V's "out of reach of any contender", read for a ball that a figure could touch only by
# striking it backwards (just behind a rod): such a ball at rest this long is dead; and any ball
# at rest this long, which nobody plays, is as good as out of reach (docs/rules/foosball.md).
STILL_SPEED = 0.01  # m/s: slower than this on the field, the ball is "not moving"
UNPLAYABLE_AFTER = 3.0  # s at rest where no figure can strike it forwards
STALL_AFTER = 12.0  # s at rest anywhere, nobody playing it
ON_THE_RODS = (Phase.PLAY, Phase.SERVING, Phase.RESTARTING, Phase.FREE_FOR_ALL, Phase.DEAD)


@dataclass(slots=True)
class FoosSummary:
    seed: int
    home: str
    away: str
    score: dict[Side, int]
    winner: Side | None
    voided: bool
    seconds: float
    stats: Counter[str]
    log: list[Event] = field(default_factory=list)
    commentary: list[Call] = field(default_factory=list)  # the glossary's calls (rules/commentary.py)

    @property
    def finished(self) -> bool:
        return self.voided or self.winner is not None

    def to_json(self, with_log: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seed": self.seed,
            "score": {s.value: n for s, n in self.score.items()},
            "winner": None if self.winner is None else self.winner.value,
            "voided": self.voided,
            "seconds": round(self.seconds, 3),
            "stats": dict(sorted(self.stats.items())),
            "commentary": tally_json(tally(self.commentary)),
        }
        if with_log:
            data["log"] = [c.text for c in self.log]
            data["commentary_log"] = [c.to_json() for c in self.commentary]
        return data


def rounded(command: RodCommand) -> RodCommand:
    """A rod command in whole units of slide and angle (far finer than a hand), so that what
    drives the rods is exactly what a replay records."""
    return RodCommand(
        round(command.y / SLIDE_UNIT) * SLIDE_UNIT, round(command.angle / ANGLE_UNIT) * ANGLE_UNIT
    )


class Tape(Protocol):
    """What a recorder hears from a match: each input, in the order the match applies it."""

    def stepped(self, commands: dict[int, RodCommand]) -> None: ...

    def before_input(self) -> None: ...

    def served(self, side: Side, vx: float, vy: float) -> None: ...

    def acted(self, action: Any) -> None: ...

    def flush(self) -> None:
        """Write what is held back: the steps since the last input."""


class FoosMatch:
    """One game: two sides, each played by the CPU (a skill name) or by a person (None)."""

    def __init__(
        self,
        seed: int,
        home: str | None = "club",
        away: str | None = "club",
        options: FoosOptions | None = None,
        table: FoosballTable | None = None,
    ) -> None:
        self.seed = seed
        self.table = table or FoosballTable()
        self.ref = FoosReferee(self.table.spec, options or FoosOptions(), seed)
        self._seeds = np.random.SeedSequence(seed).spawn(3)
        self.rng = np.random.default_rng(self._seeds[0])
        self.skills: dict[Side, str | None] = {}
        self.cpu: dict[Side, CpuTeam] = {}
        # Sides whose serves, dead balls and other duties off the rods the match does, though
        # someone else drives their rods (a learning environment's agents): the CPU's sides too.
        self.served_for: set[Side] = set()
        self.set_player(Side.HOME, home)
        self.set_player(Side.AWAY, away)
        self._loose = 0.0
        self.resting = 0.0  # s the ball in play has been at rest with no call (a stall's clock)
        self.steps = 0  # physics steps taken
        self.events: list[TableEvent] = []  # the table's events of the last step (a window's sounds)
        self.tape: Tape | None = None  # told every input as it is applied (a replay's recorder)
        # The glossary's calls, a stream beside the referee's log that never changes it.
        self.commentary: Commentator | None = Commentator(self.table.spec, rules=self.ref.options)
        self._last_rounded: dict[int, tuple[RodCommand, RodCommand]] = {}  # a rod's command, rounded
        # The last step's commands, rounded, and what they came from (whether the CPU teams were
        # on the rods, and their versions): most steps hold the last decision.
        self._given: dict[int, RodCommand] = {}
        self._given_from: tuple[object, ...] | None = None
        # Serves that crossed the table untouched and left it (by the far service hole, mostly):
        # the referee's log index of its "left the table" call -> the server. The window says
        # what happened and what to do (play-test 3 of issue 32); the referee's log is unchanged.
        self.untouched: dict[int, Side] = {}
        self._served_by: Side | None = None  # the last serve's side, until a figure touches it
        self._put_ball_out(self.ref.server)

    def set_player(self, side: Side, skill: str | None) -> None:
        """``side`` played by the CPU at ``skill``, or by a person (None); a game resumed from a
        recording gets its players back this way."""
        self.skills[side] = skill
        self.cpu.pop(side, None)
        self._given_from = None
        if skill is not None:
            rng = np.random.default_rng(self._seeds[1 if side == Side.HOME else 2])
            self.cpu[side] = CpuTeam(self.table, side, FOOS_SKILLS[skill], rng)

    # ----------------------------------------------------------------- the loop
    def step(self, human: dict[int, RodCommand] | None = None) -> list[Event]:
        """One 1/240 s step: the CPU's decisions, the rods, the physics, the referee."""
        calls = self._cpu_decisions()
        commands = self._commands(human)
        events = self.table.step(DT, commands)
        self.steps += 1
        for team in self.cpu.values():
            team.heard(events)
        self.events = events
        said = len(self.ref.log)
        calls += self.ref.on_table(events)
        self._heard_serve(events, said)
        calls += self._stalled()
        if self.commentary is not None:
            self.commentary.hear(events, self.ref.log, said, self.table)
        if self.ref.phase in (Phase.SERVE, Phase.RESTART) and not self._in_servers_hand():
            # Taken out of the trough, off the field or the floor, or back from a serve that
            # never entered play.
            self._put_ball_out(self.ref.server)
        if self.tape is not None:
            self.tape.stepped(commands)
        return calls

    def _heard_serve(self, events: list[TableEvent], said: int) -> None:
        """Note a serve that left the table before any figure touched it."""
        for event in events:
            if event.kind == EventKind.CONTACT:
                self._served_by = None
            elif event.kind == EventKind.LEFT_TABLE and self._served_by is not None:
                if len(self.ref.log) > said:
                    self.untouched[len(self.ref.log) - 1] = self._served_by
                self._served_by = None

    def _stalled(self) -> list[Event]:
        """Article V for a ball at rest that nobody plays: the table calls a ball dead only out of
        every figure's reach; a ball just behind a rod, or left alone, would hold the game up for
        ever. After a few seconds at rest it is ruled dead as if out of reach."""
        ref, table = self.ref, self.table
        live = ref.phase == Phase.PLAY or (ref.phase in (Phase.SERVING, Phase.RESTARTING) and ref.in_play)
        vx, vy, _ = table.ball_velocity
        places: tuple[BallPlace, ...] = (BallPlace.FIELD, BallPlace.HOLE)
        if ref.options.resting_in_goal == "dead":
            # A ball at rest on a goal's lip has not fallen to the bottom of the trough, so it is
            # no goal (Article VI); out of every figure's reach, it is a dead ball (Article V).
            places += (BallPlace.GOAL,)
        at_rest = math.hypot(vx, vy) < STILL_SPEED and table.place in places
        if not (live and at_rest) or any(e.kind == EventKind.CONTACT for e in self.events):
            self.resting = 0.0
            return []
        self.resting += DT
        if self.resting < self.stall_limit():
            return []
        self.resting = 0.0
        x, y, _ = table.ball_position
        return ref.on_table([TableEvent(EventKind.DEAD_BALL, table.t, x, y, note="at rest, not played")])

    def stall_limit(self) -> float:
        """How long the ball may rest where it is before it is ruled dead: briefly where no figure
        can strike it forwards, longer where one could."""
        x, y, _ = self.table.ball_position
        if any(in_front_of(self.table.spec, side, x, y) for side in Side):
            return STALL_AFTER
        return UNPLAYABLE_AFTER

    def _commands(self, human: dict[int, RodCommand] | None) -> dict[int, RodCommand]:
        """This step's rod commands, a person's and the CPU teams', in whole units."""
        on_the_rods = self.ref.phase in ON_THE_RODS
        cpu, versions = [], 0
        if on_the_rods:
            t = self.table.t
            for team in self.cpu.values():
                cpu.append(team.commands(t))
                versions += team.version  # each only grows: the sum moves when one does
        source = (on_the_rods, versions)
        if not human and source == self._given_from:
            return self._given
        commands = dict(human or {})
        for chosen in cpu:
            commands.update(chosen)
        last, given = self._last_rounded, {}
        for rod, command in commands.items():  # the same command held, the same rounded one
            pair = last.get(rod)
            if pair is None or pair[0] is not command:
                pair = last[rod] = (command, rounded(command))
            given[rod] = pair[1]
        self._given, self._given_from = given, (None if human else source)
        return given

    def _in_servers_hand(self) -> bool:
        x, y, _ = self.table.ball_position
        return self.table.place == BallPlace.HAND and (x, y) == self.table.serve_position(self.ref.server)

    def _put_ball_out(self, side: Side) -> None:
        """The ball goes to the server's side, outside its service hole, to be served."""
        x, y = self.table.serve_position(side)
        self.table.place_ball(x, y)

    def serve(self, side: Side, vx: float, vy: float) -> list[Event]:
        """``side`` serves (or restarts) with the ball flicked in at (vx, vy)."""
        if self.tape is not None:
            self.tape.before_input()
        calls = self.ref.apply(Serve(side))
        self.table.start_serve(side, vx, vy)
        self._served_by = side
        for team in self.cpu.values():
            team.served()
        if self.tape is not None:
            self.tape.served(side, vx, vy)
        return calls

    def move_dead_ball(self, side: Side, x: float, y: float) -> list[Event]:
        """``side`` moves the dead ball by hand to (x, y) (Article V)."""
        if self.tape is not None:
            self.tape.before_input()
        calls = self.ref.apply(MoveDeadBall(side, x, y))
        self.table.place_ball(x, y)
        if self.tape is not None:
            self.tape.acted(MoveDeadBall(side, x, y))
        return calls

    def act(self, action: Action) -> list[Event]:
        """A person's action: the referee's ruling, and what the hand does to the ball. (A serve
        is :meth:`serve`, which also says how the ball is flicked in.)"""
        if isinstance(action, MoveDeadBall):
            return self.move_dead_ball(action.team, action.x, action.y)
        if self.tape is not None:
            self.tape.before_input()
        calls = self.ref.apply(action)  # a ball taken leaves the field in the next step
        if self.tape is not None:
            self.tape.acted(action)
        return calls

    def _hands(self) -> set[Side]:
        """The sides whose duties off the rods the match does."""
        return set(self.cpu) | self.served_for

    def _cpu_decisions(self) -> list[Event]:
        ref, phase = self.ref, self.ref.phase
        if ref.canonical_demanded:
            hands = self._hands()
            waiting = [side for side in Side if side in hands and side not in ref.acknowledged]
            if waiting:  # the CPU's hands are on its poles at once
                return self.act(Acknowledge(waiting[0]))
        if (
            phase in (Phase.SERVE, Phase.RESTART)
            and ref.server in self._hands()
            and ref.can_put_in_play(ref.server) is None
        ):
            return self.serve(ref.server, *serve_velocity(self.rng, ref.server))
        if phase in (Phase.SERVING, Phase.RESTARTING) and ref.in_play and ref.servee in self.cpu:
            skill = self.skills[ref.servee]
            if skill is not None and self.rng.random() < STEAL_CHANCE[skill] * DT * 10:
                return self.act(TakeBall(ref.servee))
        if phase == Phase.DEAD:
            return self._dead_ball()
        if phase == Phase.FREE_FOR_ALL:
            return self._loose_ball()
        self._loose = 0.0
        return []

    def _dead_ball(self) -> list[Event]:
        ref = self.ref
        hands = self._hands()
        if ref.possession is not None and ref.possession in hands:
            return self.act(TakeBall(ref.possession))
        mover = ref.mover
        if mover is not None and mover in hands:
            x, y, _ = self.table.ball_position
            legal = lambda sx, sy: ref.check_move(mover, sx, sy) is None  # noqa: E731
            spot = dead_ball_spot(self.table, mover, x, y, legal)
            if spot is not None:
                calls = self.move_dead_ball(mover, *spot)
                if mover in self.cpu:
                    self.cpu[mover].placed(self.table.t)
                return calls
        return []

    def settle(self) -> None:
        """A person has just said ready: the CPU teams hold their strikes for their skill's
        settle moment (they line up and block meanwhile)."""
        for team in self.cpu.values():
            team.settle(self.table.t)

    def _loose_ball(self) -> list[Event]:
        """A ball off the table: wait a moment for it to fall back, then the nearest side takes it:
        a CPU, or, against the CPU, a person, whose hand is nearest (Article IV: the free-for-all
        ends as a player gains possession; a play-test waited through "press T", a 10 s count and
        a restart each time). A person's ball is left to them only if they may not take it."""
        self._loose += DT
        _, y, _ = self.table.ball_position
        nearest = Side.HOME if y < 0.0 else Side.AWAY
        hands = self._hands()
        if self.ref.failure:
            return []
        person = nearest not in hands and bool(self.cpu) and TakeBall in self.ref.action_kinds(nearest)
        if person and self._loose >= LOOSE_WAIT:
            self._loose = 0.0
            return self.act(TakeBall(nearest))
        if self._loose < self._loose_wait():
            return []
        taker = nearest if nearest in hands else next((side for side in Side if side in hands), None)
        if taker is None:
            return []
        self._loose = 0.0
        return self.act(TakeBall(taker))

    def _loose_wait(self) -> float:
        """s of table time a free ball is left before a CPU takes it (see _loose_ball)."""
        _, y, _ = self.table.ball_position
        nearest = Side.HOME if y < 0.0 else Side.AWAY
        hands = self._hands()
        wait = LOOSE_WAIT
        if nearest not in hands:
            wait = max([wait, *(team.skill.courtesy for team in self.cpu.values())])
        if any(side not in hands for side in Side):
            wait = max(wait, PERSON_WAIT)
        return wait

    def taken_in(self) -> float | None:
        """s of table time before a CPU takes the free ball (a window counts it down: a play-test
        found the CPU taking it before they had pressed T); None if there is no free ball, or no
        CPU to take it."""
        if self.ref.phase != Phase.FREE_FOR_ALL or not self._hands() or self.ref.failure:
            return None
        return max(0.0, self._loose_wait() - self._loose)

    def play(self, max_seconds: float = MAX_GAME, check: bool = False) -> FoosSummary:
        """Play to the end (CPU against CPU); ``check`` checks the invariants after every step
        (raises BrokenInvariant)."""
        invariants = Invariants(self.ref, self.table) if check else None
        steps = math.ceil(max_seconds / DT)
        for _ in range(steps):
            if self.ref.is_over():
                break
            calls = self.step()
            if invariants is not None:
                require(self.seed, invariants.after(calls))
        return self.summary()

    def summary(self) -> FoosSummary:
        ref = self.ref
        home, away = (self.skills[s] or "person" for s in Side)
        summary = FoosSummary(
            ref.seed, home, away, dict(ref.score), ref.winner, ref.voided, self.table.t, ref.stats, ref.log
        )
        summary.commentary = [] if self.commentary is None else list(self.commentary.calls)
        return summary


def in_front_of(spec: TableSpec, side: Side, x: float, y: float) -> bool:
    """Can a figure of ``side`` strike a ball resting at (x, y) towards the goal it attacks (the
    ball in front of the rod, within its reach along the table and across)?"""
    forward = 1.0 if side == Side.HOME else -1.0
    for rod in spec.rods:
        ahead = (x - rod.x) * forward
        if rod.team != side or not 0.0 <= ahead <= spec.reach:
            continue
        half = rod.travel / 2.0 + spec.figure_width / 2.0 + spec.ball_radius * 0.5
        if any(abs(y - off) <= half for off in rod.offsets()):
            return True
    return False


def play_game(
    seed: int,
    home: str = "club",
    away: str = "club",
    max_seconds: float = MAX_GAME,
    options: FoosOptions | None = None,
    check: bool = False,
    watch: Callable[[FoosMatch], object] | None = None,
) -> FoosSummary:
    """A whole game, CPU against CPU, from its seed; ``watch`` is shown the match before it
    starts (a recorder puts its tape on it: everything played is written at the end)."""
    match = FoosMatch(seed, home, away, options)
    if watch is not None:
        watch(match)
    summary = match.play(max_seconds, check)
    if match.tape is not None:
        match.tape.flush()
    return summary

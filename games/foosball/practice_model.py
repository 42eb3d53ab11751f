"""Foosball practice without the rules, as a model: a person (home) against a CPU team (away),
goals counted, the ball served again after a goal, a ball off the table or a dead ball. The
practice scene draws it and feeds it the person's rod commands; a replay drives it with the
recorded ones (:mod:`games.foosball.codec`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from games.foosball.match import DT, Tape, rounded
from games.foosball.players.cpu import FOOS_SKILLS, CpuTeam, serve_velocity
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, FoosballTable, RodCommand, TableEvent

RESTART_PAUSE = 1.2  # s before the CPU serves or a dead ball is put back


@dataclass(frozen=True, slots=True)
class Note:
    """One line of the session's play-by-play."""

    text: str


class FoosPractice:
    def __init__(
        self, seed: int = 0, cpu_skill: str | None = "club", table: FoosballTable | None = None
    ) -> None:
        self.seed = seed
        self.table = table or FoosballTable()
        rng = np.random.default_rng(seed)
        self.cpu = None if cpu_skill is None else CpuTeam(self.table, Side.AWAY, FOOS_SKILLS[cpu_skill], rng)
        self.rng = np.random.default_rng(seed + 1)
        self.score = {Side.HOME: 0, Side.AWAY: 0}
        self.lines: list[str] = ["serve: drag from the ball outside your hole and let go"]
        self.log: list[Note] = []
        self.wait = 0.0
        self.server: Side | None = Side.HOME  # who is to serve; None while the ball is in play
        self.steps = 0
        self.tape: Tape | None = None
        self._ball_in_goal: Side | None = None

    # ----------------------------------------------------------------- the live loop
    def tick(self, human: dict[int, RodCommand]) -> None:
        """One step of the live loop: the CPU's serve after its pause, or a step of play."""
        if self.server is None:
            commands = {} if self.cpu is None else self.cpu.commands(self.table.t)
            commands.update(human)
            self.step(commands)
            return
        self.wait -= DT
        if self.server == Side.AWAY and self.wait <= 0.0:
            self.serve(Side.AWAY, *serve_velocity(self.rng, Side.AWAY))

    # ----------------------------------------------------------------- inputs (what a replay holds)
    def step(self, commands: dict[int, RodCommand]) -> None:
        """One physics step of play with these rod commands."""
        commands = {rod: rounded(c) for rod, c in commands.items()}
        events = self.table.step(DT, commands)
        self.steps += 1
        for event in events:
            self._react(event)
        if self.tape is not None:
            self.tape.stepped(commands)

    def serve(self, side: Side, vx: float, vy: float) -> None:
        if self.tape is not None:
            self.tape.before_input()
        self.table.start_serve(side, vx, vy)
        self.server = None
        self._say("in play" if side == Side.HOME else "the CPU serves")
        if self.tape is not None:
            self.tape.served(side, vx, vy)

    def serve_again(self) -> None:
        """The person takes the ball back to serve (R)."""
        if self.tape is not None:
            self.tape.before_input()
        self._to_serve(Side.HOME, "serve again")
        if self.tape is not None:
            self.tape.acted(ServeAgain())

    # ----------------------------------------------------------------- what the table does
    def _react(self, event: TableEvent) -> None:
        if event.kind == EventKind.GOAL_PLANE:
            if event.inward:
                self._ball_in_goal = event.team
            elif self._ball_in_goal is not None:
                self._say("SHAME! out of the goal")
                self._ball_in_goal = None
        elif event.kind == EventKind.TROUGH and event.team is not None:
            scorer = event.team.other
            self.score[scorer] += 1
            who = "you score" if scorer == Side.HOME else "the CPU scores"
            self._to_serve(event.team, f"GOAL: {who} ({self.score[Side.HOME]}-{self.score[Side.AWAY]})")
        elif event.kind == EventKind.LEFT_TABLE:
            self._to_serve(Side.HOME, "the ball left the table")
        elif event.kind == EventKind.DEAD_BALL:
            self._to_serve(Side.HOME if event.x < 0.0 else Side.AWAY, "dead ball")

    def _to_serve(self, side: Side, why: str) -> None:
        """The next serve: by ``side`` (the scored-upon team after a goal)."""
        self.server = side
        self.wait = RESTART_PAUSE
        self._ball_in_goal = None
        x, y = self.table.serve_position(side)
        self.table.place_ball(x, y)
        self.table.in_table = False
        self._say(why)
        self.lines.append("drag from the ball to serve" if side == Side.HOME else "the CPU will serve")

    def _say(self, text: str) -> None:
        self.lines = [text]
        self.log.append(Note(text))


@dataclass(frozen=True, slots=True)
class ServeAgain:
    """The person took the ball back to serve again."""

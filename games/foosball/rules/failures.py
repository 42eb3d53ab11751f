"""Mechanical failures and free-for-alls (Article IV of the MabuchiLab rules): a failure in play
makes a free-for-all, and a repair ends it (or, as a rule reading has it, a serve follows)."""

from __future__ import annotations

from collections import Counter

from games.foosball.rules.actions import IN_THE_HOLE, FoosOptions, LogKind, Phase
from sim.foosball.spec import Side


class Failures:
    """The referee's rulings on failures; the referee holds the state they change."""

    options: FoosOptions
    phase: Phase
    server: Side
    failure: bool
    off_table: bool
    disqualified: set[Side]
    possession: Side | None
    mover: Side | None
    dead_at: tuple[float, float] | None
    stats: Counter[str]

    def _say(
        self, kind: LogKind, template: str, team: Side | None = None, points: int = 0, **fields: object
    ) -> None:
        raise NotImplementedError  # the referee's

    def _serve_by(self, team: Side) -> None:
        raise NotImplementedError  # the referee's

    def _to_play(self) -> None:
        raise NotImplementedError  # the referee's

    def _free_for_all(self, why: str) -> None:
        self.stats["free-for-alls"] += 1
        self.phase = Phase.FREE_FOR_ALL
        self.disqualified = set()
        self.possession = self.mover = self.dead_at = None
        self._say(LogKind.FREE_FOR_ALL, f"{why}: FREE-FOR-ALL")

    def _fail(self, text: str) -> None:
        if self.failure:
            return
        self.failure = True
        self._say(LogKind.FAILURE, text)
        if self.phase in (Phase.PLAY, Phase.DEAD, *IN_THE_HOLE):
            self._free_for_all("mechanical failure")

    def _repair(self, text: str) -> None:
        self.failure = False
        self._say(LogKind.FAILURE, text)
        if self.phase == Phase.FREE_FOR_ALL and not self.off_table:
            if self.options.serve_after_repair:
                # Article II: "A serve takes place ... after a mechanical failure": the last
                # server serves again.
                self._say(LogKind.FREE_FOR_ALL, "the table is whole: {team} {team:serves|serve}", self.server)
                self._serve_by(self.server)
                return
            self._say(
                LogKind.FREE_FOR_ALL, "the ball is on the table and the table is whole: the free-for-all ends"
            )
            self._to_play()

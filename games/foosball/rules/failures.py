"""Mechanical failures and free-for-alls (Article IV of the MabuchiLab rules): a failure in play
makes a free-for-all, and a repair ends it (or, as a rule reading has it, a serve follows).

The state of mechanical failure is the set of rods in failure (Article II: "A serve cannot be made
while a state of mechanical failure exists", so it lasts until the last is repaired). A failure is
the table's (it reports a rod broken, and repaired) or, under ``declare_failure="any"``, a
player's declaration of any rod. A rod is ``None`` where a failure names none (a saved state from
before rods were kept: one unknown failure)."""

from __future__ import annotations

from collections import Counter

from games.foosball.rules.actions import IN_THE_HOLE, FoosOptions, IllegalAction, LogKind, Phase
from games.foosball.rules.wording import bind, rod_field
from sim.foosball.spec import Side, TableSpec

Rod = int | None  # a rod's index; None: a failure of no rod named


class Failures:
    """The referee's rulings on failures; the referee holds the state they change."""

    table: TableSpec
    options: FoosOptions
    phase: Phase
    server: Side
    failed: set[Rod]  # the rods in a state of mechanical failure
    broken: set[Rod]  # the rods the table reports broken and not yet repaired
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

    @property
    def failure(self) -> bool:
        """Does a state of mechanical failure exist?"""
        return bool(self.failed)

    def _one_flag(self) -> bool:
        return self.options.failures == "one_flag"

    def declarable(self, team: Side) -> list[int]:
        """The rods of ``team`` whose failure it may declare now: under the literal reading only a
        rod the table has broken and the referee has not called yet (the referee calls each
        failure the table reports at once, so none in a match); under ``"any"``, any of its rods
        not in failure (rules version 1: any at all while no failure exists)."""
        own = [r.index for r in self.table.rods if r.team == team]
        if self.options.declare_failure == "broken_only":
            return [rod for rod in own if rod in self.broken and rod not in self.failed]
        if self._one_flag():
            return [] if self.failed else own
        return [rod for rod in own if rod not in self.failed]

    def repairable(self) -> set[Rod]:
        """The failures a player's ``Repair`` ends: those the table does not report (declared
        ones); a rod the table has broken stays in failure until the table reports it repaired.
        Rules version 1 (one flag): every failure."""
        if self._one_flag():
            return set(self.failed)
        return self.failed - self.broken

    def _declare(self, team: Side, rod: int) -> None:
        """A player's declaration of a failure of ``rod`` (Article IV)."""
        name = rod_field(self.table.rods[rod])
        text = bind("{team} {team:declares|declare} a mechanical failure of {rod}", team=team, rod=name)
        if self.options.declare_failure == "any":
            self._fail(rod, text)
            return
        if rod not in self.broken:
            raise IllegalAction(
                bind(
                    "Article IV: a free-for-all needs a mechanical failure, and {rod} works",
                    rod=name,
                )
            )
        if rod in self.failed:
            raise IllegalAction(bind("the failure of {rod} is called already", rod=name))
        self._fail(rod, text)

    def _free_for_all(self, why: str) -> None:
        self.stats["free-for-alls"] += 1
        self.phase = Phase.FREE_FOR_ALL
        self.disqualified = set()
        self.possession = self.mover = self.dead_at = None
        self._say(LogKind.FREE_FOR_ALL, f"{why}: FREE-FOR-ALL")

    def _fail(self, rod: Rod, text: str) -> None:
        """A failure of ``rod`` begins: the first begins the state of failure (a free-for-all in
        play); one more is added to it."""
        if (self._one_flag() and self.failed) or rod in self.failed:
            return
        first = not self.failed
        self.failed.add(rod)
        self._say(LogKind.FAILURE, text)
        if first and self.phase in (Phase.PLAY, Phase.DEAD, *IN_THE_HOLE):
            self._free_for_all("mechanical failure")

    def _repair(self, rods: set[Rod], text: str) -> None:
        """``rods`` are repaired; the state of failure ends with the last of them."""
        if self._one_flag():
            self.failed.clear()
        else:
            self.failed -= rods
        if self.failed:
            self._say(LogKind.FAILURE, text + f": {self._still_failed()} still in failure, no serve yet")
            return
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

    def _still_failed(self) -> str:
        names = [rod_field(self.table.rods[r]) for r in sorted(r for r in self.failed if r is not None)]
        if None in self.failed:
            names.append("a rod")
        return " and ".join(names)

"""How the Men Move, How Moves Are Made, Blocking and Tackling (rulebooks/all_pro_football.txt),
the snap (Running Play) and the Hand-off: each single move of a series of three, what it may be
and what it does, and the end of a series.
"""

from __future__ import annotations

from games.all_pro.rules.actions import EndSeries, HandOff, LogKind, PassKind, Phase, Snap, Step
from games.all_pro.rules.board import GRID, YARDS, Kind, Team, man_id
from games.all_pro.rules.calls import Calls
from games.all_pro.rules.kicking import Kicking
from games.all_pro.rules.numbers import IDLE_SERIES, KICKER_DEPTH, MOVES
from games.all_pro.rules.state import Man
from games.all_pro.rules.wording import man_words, step_words
from sim.tiles.grid import Square, adjacent


class Moving(Calls, Kicking):
    """The series of three moves: steps, blocks, tackles, the snap and the hand-off."""

    def _steps(self, man: Man) -> list[Square]:
        """The squares ``man`` may step to with his next single move."""
        left = MOVES - self.turn.moves - 1  # moves left after this one
        offence = man.team == self.ball.offence
        diagonal = not offence or man.kind not in (Kind.LINEMAN, Kind.CENTER) or self.options.allow_fouls
        at, blocks, carrier = self.at, self.blocks, self.ball.carrier
        out = []
        for to in GRID.neighbours(man.square, diagonal, man.team.forward):
            if to not in at:
                out.append(to)  # the common case: an empty square
                continue
            if to in blocks:
                # Over one's own blocker only, and never ending on him.
                if self.men[blocks[to][0]].team == man.team and left >= 1:
                    out.append(to)
                continue
            other_id = at[to]
            other = self.men[other_id]
            if other.team == man.team or other.out:
                continue
            if other_id == carrier:
                out.append(to)  # a tackle
            elif man.id != carrier and self._may_block(man, other):
                out.append(to)
        return out

    def _why_not_step(self, man: Man, to: Square) -> str:
        if not GRID.contains(to):
            return "off the board"
        if not adjacent(man.square, to):
            return "a move is one space (How Moves Are Made)"
        offence = man.team == self.ball.offence
        if (
            offence
            and man.kind in (Kind.LINEMAN, Kind.CENTER)
            and to[0] != man.square[0]
            and to[1] != man.square[1]
        ):
            return "interior linemen never move diagonally on offence (How the Men Move)"
        if to in self.blocks:
            if self.men[self.blocks[to][0]].team == man.team:
                return "a man may not end his move on his own blocker (Blocking)"
            return "a player can never move over an opponent's blocker (Blocking)"
        other = self.at.get(to)
        if other is not None and self.men[other].team == man.team:
            return "a man cannot move onto or over his own men (How Moves Are Made)"
        if man.id == self.ball.carrier:
            return "the ball carrier cannot block"
        return "an offensive End or Back past the line of scrimmage cannot be blocked (Blocking)"

    def _may_block(self, man: Man, other: Man) -> bool:
        """May ``man`` land on ``other`` (not the ball carrier) to block him?"""
        if man.team == self.ball.offence or not other.kind.eligible or not self._receivers_protected():
            return True
        if self.scrimmage.passing is not None and self.scrimmage.passing[0] == PassKind.FORWARD:
            return False  # the ball is in the air: no eligible receiver may be blocked
        if self._beyond(other.square, other.team) > 0:
            return self.options.allow_fouls  # pass interference, if the play is a down
        return True

    def _step(self, action: Step) -> None:
        self._need(Phase.PLAY, action)
        man = self.men.get(action.man)
        if man is None:
            self._refuse(action, "no such man")
            return
        if not self.scrimmage.snapped:
            self._refuse(action, "the ball must be snapped first (Running Play)")
        if man.team != self.turn.mover:
            self._refuse(action, "a player can only move his own men (How Moves Are Made)")
        if man.out:
            self._refuse(action, "a blocking or blocked man is out of the play (Blocking)")
        if self.turn.walker is not None and man.id != self.turn.walker:
            self._refuse(action, f"{self.turn.walker} is on his own blocker and must move off him (Blocking)")
        if action.to not in self._steps(man):
            self._refuse(action, self._why_not_step(man, action.to))
        if self.turn.moves >= MOVES:
            self._personal_foul(man.team)
            return
        self._stop_run(going_on=man.id)  # another man moves: the carrier's run has ended
        frm = man.square
        # A man who picks the ball up on this move did not glide with it.
        carried = man.id == self.ball.carrier
        self._say(LogKind.MOVE, f"{man_words(man.id)} {step_words(man.team, frm, action.to)}", man.team)
        self._lift(man)
        self.turn.moves += 1
        foul = self._foul_of_step(man, frm, action.to)
        ended = self._land(man, action.to)
        if ended:
            return
        if foul is not None:
            self._penalty(*foul)
            return
        if man.id == self.ball.carrier:
            if man.id == self.kick.kicker:
                self.kick.kicker = None  # "once he moves with the ball he can no longer kick"
            self._track_end_zone()
            if self._check_touchdown():
                return
            if carried:
                self._maybe_fumble(man, frm, action.glide, action.hand)
        self._after_move()

    def _lift(self, man: Man) -> None:
        """Take ``man`` off his square."""
        if self.turn.walker == man.id:
            self.turn.walker = None  # off his own blocker: the block stays where it is
        else:
            del self.at[man.square]

    def _land(self, man: Man, to: Square) -> bool:
        """Put ``man`` on ``to``; returns True if that ended the play."""
        man.square = to
        if to in self.blocks:
            self.turn.walker = man.id
            return False
        other_id = self.at.get(to)
        if other_id is None:
            self.at[to] = man.id
            return self.ball.loose == to and self._pick_up(man)
        other = self.men[other_id]
        if other_id == self.ball.carrier:
            self._say(LogKind.TACKLE, f"{man_words(other.id)} is tackled by {man_words(man.id)}", man.team)
            self._tackled(other)
            return True
        # A block: both out of the play.
        self.blocks[to] = (man.id, other_id)
        self.at[to] = man.id
        man.out = other.out = True
        self._say(LogKind.BLOCK, f"{man_words(man.id)} blocks {man_words(other_id)}", man.team)
        if (
            man.team != self.ball.offence
            and other.kind.eligible
            and self._beyond(to, other.team) > 0
            and self._receivers_protected()
        ):
            self._say(
                LogKind.FOUL,
                f"{man_words(man.id)} blocks the eligible receiver {man_words(other_id)} past the line",
                man.team,
            )
            self._pass_interference(other)
            return True
        return False

    def _after_move(self) -> None:
        if self.is_over() or self.phase != Phase.PLAY:
            return
        if self.turn.moves >= MOVES and self.turn.walker is None and self.options.extra_moves == "prevented":
            self._end_series()

    def _end_series_action(self, action: EndSeries) -> None:
        self._need(Phase.PLAY, action)
        if not self.scrimmage.snapped:
            self._refuse(action, "the ball must be snapped first")
        if self.turn.walker is not None:
            self._refuse(action, f"{self.turn.walker} must move off his own blocker (Blocking)")
        self._end_series()

    def _end_series(self) -> None:
        """The mover's series is over: calls, the pass, the kick, or the other team's series."""
        self._stop_run()  # the carrier stops where his series ends
        self.turn.series += 1
        self.turn.idle_series = self.turn.idle_series + 1 if self.turn.moves == 0 else 0
        mover = self.turn.mover
        if mover == self.ball.offence and self.kick.end_zone_kick and self.kick.pending_kick is None:
            self._kick_out_of_end_zone()
            return
        if mover != self.ball.offence and self.kick.pending_kick is not None:
            self._kick_flies()
            return
        if mover != self.ball.offence and self.scrimmage.passing is not None:
            self.phase = Phase.THROW
            return
        if mover == self.ball.offence:
            self._track_progress()
        stalled = self.options.stalled_series and self.turn.stalled_series >= self.options.stalled_series
        if (
            self.turn.idle_series >= IDLE_SERIES
            or stalled
            or (self.options.max_series and self.turn.series >= len(Team) * self.options.max_series)
        ):
            self._whistle()
            return
        if mover == self.ball.offence and self._calls():
            self.phase = Phase.CALL
            return
        self._next_series(mover.other)

    def _track_progress(self) -> None:
        """After each of the offence's series: has the ball gone further forward than ever in
        this play? Series in a row that have not are counted."""
        square = self.ball_square()
        if square is None:
            return
        reached = square[1] * self.ball.offence.forward
        if self.turn.best_progress is None or reached > self.turn.best_progress:
            self.turn.best_progress, self.turn.stalled_series = reached, 0
        else:
            self.turn.stalled_series += 1

    def _snap_targets(self) -> list[str]:
        """Men directly behind the Center, with nobody between."""
        centre = self.men[man_id(self.ball.offence, "C")].square
        back = -self.ball.offence.forward
        out = []
        r = centre[1] + back
        while GRID.contains((centre[0], r)):
            other = self.at.get((centre[0], r))
            if other is not None:
                if self.men[other].team == self.ball.offence:
                    out.append(other)
                break
            r += back
        return out

    def _snap(self, action: Snap) -> None:
        self._need(Phase.PLAY, action)
        if self.scrimmage.snapped:
            self._refuse(action, "the ball is already in play")
        if action.to not in self._snap_targets():
            self._refuse(action, "the snap goes to a man directly behind the Center (Running Play)")
        centre = self.men[man_id(self.ball.offence, "C")]
        target = self.men[action.to]
        self.scrimmage.snapped = True
        self.ball.carrier = target.id
        depth = abs(target.square[1] - centre.square[1])
        self.kick.kicker = target.id if depth * YARDS >= KICKER_DEPTH else None  # he may punt
        self.scrimmage.on_line_at_snap = sum(
            1 for m in self.men_of(self.ball.offence) if m.square[1] == centre.square[1]
        )
        self.turn.moves = 1
        self._say(LogKind.SNAP, f"the snap to {man_words(target.id)}", self.ball.offence)
        self._after_move()

    def _handoff_targets(self) -> list[str]:
        assert self.ball.carrier is not None
        carrier = self.men[self.ball.carrier]
        beyond = self.scrimmage.is_down and self._beyond(carrier.square, carrier.team) > 0
        out = []
        for m in self.men_of(carrier.team):
            if (
                m.id == carrier.id
                or m.out
                or not adjacent(m.square, carrier.square)
                or m.id == self.turn.walker
            ):
                continue
            ahead = (m.square[1] - carrier.square[1]) * carrier.team.forward
            if beyond and ahead > 0:
                continue  # beyond the line: only alongside or behind
            out.append(m.id)
        return out

    def _hand_off(self, action: HandOff) -> None:
        self._need(Phase.PLAY, action)
        if (
            self.turn.mover != self.ball.offence
            or self.ball.carrier is None
            or action.to not in self._handoff_targets()
        ):
            self._refuse(
                action,
                "a hand-off goes from the ball carrier to an adjacent man"
                " (past the line, alongside or behind him: Hand-off)",
            )
        assert self.ball.carrier is not None
        if self.turn.moves >= MOVES:
            self._personal_foul(self.ball.offence)
            return
        self._say(
            LogKind.HAND_OFF,
            f"{man_words(self.ball.carrier)} hands off to {man_words(action.to)}",
            self.ball.offence,
        )
        self.ball.carrier = action.to
        self._track_end_zone()
        if self.kick.kicker is not None and self.kick.kicker != action.to:
            self.kick.kicker = None
        self.turn.moves += 1
        if not self._check_touchdown():
            self._after_move()

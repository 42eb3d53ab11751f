"""The offence's calls after one of its series: "pass" (Forward Pass), a lateral (Lateral Pass),
"punt" (Punt) and a field goal (Field Goal): which may be called now, why not, and the call
made. The pass itself is thrown in passing.py, the kick kicked in kicking.py.
"""

from __future__ import annotations

from games.all_pro.rules.actions import Call, Go, LogKind, PassKind, Phase
from games.all_pro.rules.board import GRID, own_yards
from games.all_pro.rules.fumbles import Fumbles
from games.all_pro.rules.numbers import DOWNFIELD, FIELD, FIELD_GOAL_RANGE, KICKER_DEPTH, PENALTY_YARDS
from games.all_pro.rules.penalties import Penalties
from games.all_pro.rules.state import Man, PendingKick
from games.all_pro.rules.wording import man_words
from games.core.wording import verb, who


class Calls(Penalties, Fumbles):
    """The calls after a series: pass, lateral, punt, field goal."""

    def _calls(self) -> list[str]:
        """What the offence may call after a series: on its own down, anything the board allows;
        on a return, a lateral (``Options.return_laterals``)."""
        if (
            self.ball.carrier is None
            or self.kick.pending_kick is not None
            or self.scrimmage.passing is not None
        ):
            return []
        if not self.scrimmage.is_down or self.ball.possession_changed:
            # Only with a man to take it: a lateral thrown to nobody would be grounded, and a
            # return has no line of its own to mark that penalty from.
            tossable = self.options.return_laterals and self._receivers_of(
                PassKind.LATERAL, self.men[self.ball.carrier]
            )
            return ["lateral"] if tossable else []
        carrier = self.men[self.ball.carrier]
        out = []
        if (
            self.scrimmage.is_down
            and not self.scrimmage.passed
            and self._beyond(carrier.square, carrier.team) <= 0
        ):
            out.append("pass")
        if self.scrimmage.is_down:
            out.append("lateral")
        if self.scrimmage.is_down and self.kick.kicker == self.ball.carrier:
            front = (carrier.square[0], carrier.square[1] + carrier.team.forward)
            other = self.at.get(front)
            if GRID.contains(front) and (other is None or self.men[other].team != carrier.team):
                out.append("punt")
                if own_yards(self.scrimmage.line, self.ball.offence) >= FIELD_GOAL_RANGE:
                    out.append("field goal")
        return out

    def _receivers_of(self, kind: PassKind, passer: Man) -> list[str]:
        raise NotImplementedError  # passing's: the men a pass of ``kind`` may go to

    def _why_not_call(self, what: str) -> str:
        """Why the offence may not call ``what`` after this series, as the rulebook has it."""
        if self.ball.carrier is None:
            return "nobody has the ball"
        if not self.scrimmage.is_down or self.ball.possession_changed:
            if self.options.return_laterals:
                return "on a return only a lateral may be called, to a man beside or behind the carrier"
            return "calls are made on the offence's own downs, not on a return"
        carrier = self.men[self.ball.carrier]
        if what == "pass" and self.scrimmage.passed:
            return "one forward pass a play"
        if what == "pass":
            return "a forward pass is thrown from behind the line of scrimmage"
        if what in ("punt", "field goal") and self.kick.kicker != self.ball.carrier:
            return (
                f"only a man who took the snap {KICKER_DEPTH} yards or more behind the Center may kick,"
                " and only before he moves with the ball (Punting)"
            )
        front = (carrier.square[0], carrier.square[1] + carrier.team.forward)
        other = self.at.get(front)
        if not GRID.contains(front) or (other is not None and self.men[other].team == carrier.team):
            return "the kicker needs the space in front of him clear of his own men"
        if what == "field goal":
            return f"a field goal is kicked from the opponent's {FIELD - FIELD_GOAL_RANGE} or nearer"
        return f"a {what} cannot be called now"

    def _call(self, action: Call) -> None:
        self._need(Phase.CALL, action)
        if action.what not in self._calls():
            self._refuse(action, self._why_not_call(action.what))
        assert self.ball.carrier is not None
        carrier = self.men[self.ball.carrier]
        offence = self.ball.offence
        self._say(
            LogKind.CALL, f"{who(offence)} {verb(offence, 'calls', 'call')} {action.what.upper()}", offence
        )
        if action.what in ("pass", "lateral"):
            kind = PassKind.FORWARD if action.what == "pass" else PassKind.LATERAL
            if kind == PassKind.FORWARD:
                downfield = [
                    m.id
                    for m in self.men_of(offence)
                    if not m.kind.eligible and self._beyond(m.square, m.team) > DOWNFIELD
                ]
                if downfield:
                    self._penalty(
                        offence,
                        PENALTY_YARDS,
                        f"ineligible receiver: {man_words(downfield[0])} down field",
                        False,
                    )
                    return
            self.scrimmage.passing = (kind, carrier.id)
        else:
            front = (carrier.square[0], carrier.square[1] + carrier.team.forward)
            self.kick.pending_kick = PendingKick(action.what, carrier.id)
            self.ball.carrier = None
            other = self.at.get(front)
            if other is not None:  # a defender already on the spot: blocked at once
                self.ball.loose = front
                self._pick_up(self.men[other])
                return
            self.ball.loose = front
        self._next_series(offence.other)

    def _go(self, action: Go) -> None:
        self._need(Phase.CALL, action)
        self._next_series(self.ball.offence.other)

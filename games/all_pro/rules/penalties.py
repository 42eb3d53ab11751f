"""Penalties (rulebooks/all_pro_football.txt): Illegal Formation, Intentional Grounding,
Ineligible Receiver, Pass Interference, Illegal Use of Hands and the Personal Foul, each walked
off within the limits of "Penalties Within 15 Yard Line" and "Within 5 Yard Line". The fouls are
found where they happen (a step, a block, a call, a throw); here is what they cost.
"""

from __future__ import annotations

from games.all_pro.rules.actions import Action, CallIllegalFormation, HandOff, LogKind, Phase, Step
from games.all_pro.rules.base import on_field
from games.all_pro.rules.board import Kind, Spot, Team, front_stripe, in_end_zone, own_yards, stripe_of
from games.all_pro.rules.downs import Downs
from games.all_pro.rules.numbers import (
    FIELD,
    ILLEGAL_FORMATION_YARDS,
    MIN_ON_LINE,
    MOVES,
    PENALTY_FLOOR,
    PENALTY_YARDS,
)
from games.all_pro.rules.state import Man
from games.all_pro.rules.wording import spot_words
from games.core.wording import verb, who
from sim.tiles.grid import Square


class Penalties(Downs):
    """What a foul costs, and which moves would be fouls."""

    def is_foul(self, action: Action) -> bool:
        """Would this legal action be penalised: a fourth move, an interior lineman moved
        diagonally on offence, a defender blocking a protected eligible receiver?"""
        if isinstance(action, HandOff):
            return self.turn.moves >= MOVES
        if not isinstance(action, Step):
            return False
        man = self.men[action.man]
        if self.turn.moves >= MOVES or self._foul_of_step(man, man.square, action.to) is not None:
            return True
        other = self.at.get(action.to)
        if (
            other is None
            or other == self.ball.carrier
            or action.to in self.blocks
            or man.team == self.ball.offence
        ):
            return False
        target = self.men[other]
        return (
            target.kind.eligible and self._receivers_protected() and self._beyond(action.to, target.team) > 0
        )

    def _foul_of_step(self, man: Man, frm: Square, to: Square) -> tuple[Team, int, str, bool] | None:
        """A foul this step commits: (team, yards, name, loses the down)."""
        if man.team != self.ball.offence or man.kind not in (Kind.LINEMAN, Kind.CENTER):
            return None
        if frm[0] != to[0] and frm[1] != to[1]:
            return (
                man.team,
                PENALTY_YARDS,
                "illegal use of hands (an interior lineman moved diagonally)",
                False,
            )
        return None

    def _personal_foul(self, team: Team) -> None:
        """ "If a player takes more than three moves on his turn, it is considered a personal
        foul ... Offense: 15 yards from line of scrimmage and loss of down. Defense: 15 yards
        from line of scrimmage." """
        self._say(
            LogKind.FOUL, f"{who(team)} {verb(team, 'moves', 'move')} a fourth time in one series", team
        )
        name = "personal foul (more than three moves)"
        if team == self.ball.offence:
            self._penalty(team, PENALTY_YARDS, name, loses_down=True)
        else:
            self._penalty_on_defence(PENALTY_YARDS, name)

    def _formation_foul_open(self) -> bool:
        return (
            self.scrimmage.is_down
            and self.scrimmage.on_line_at_snap < MIN_ON_LINE
            and not self.scrimmage.formation_called
        )

    def _call_illegal_formation(self, action: CallIllegalFormation) -> None:
        self._need(Phase.PLAY, action)
        if self.turn.mover == self.ball.offence or not self._formation_foul_open():
            self._refuse(
                action,
                f"the defence calls it after the snap, when fewer than {MIN_ON_LINE} men were on the line",
            )
        self.scrimmage.formation_called = True
        self._penalty(
            self.ball.offence,
            ILLEGAL_FORMATION_YARDS,
            f"illegal formation ({self.scrimmage.on_line_at_snap} men on the line)",
            False,
        )

    def _pass_interference(self, receiver: Man) -> None:
        team = receiver.team
        stripe = on_field(front_stripe(receiver.square[1], team))
        if in_end_zone(receiver.square[1], team.other):
            stripe = stripe_of(FIELD, team)  # on the defence's goal line
        if self._register(down=True):
            return
        self._say(
            LogKind.PENALTY,
            f"PASS INTERFERENCE: first down {who(team)} at {spot_words(Spot(team, stripe))}",
            team,
        )
        self._scrimmage(team, stripe, first_down=True)

    def _returning(self) -> bool:
        """Is the ball being run back (a kick, an interception, a recovered fumble)? Then there
        is no line of scrimmage: penalties are measured from where the ball is."""
        return self.ball.possession_changed or not self.scrimmage.is_down

    def _penalty_base(self, team: Team) -> int:
        square = self.ball_square()
        if self._returning() and square is not None:
            return on_field(front_stripe(square[1], team))
        return self.scrimmage.line

    def _penalty(self, team: Team, yards: int, name: str, loses_down: bool) -> None:
        """A penalty on the offence: yards back from the line of scrimmage (on a return, from
        where the ball is), within the limits."""
        returning = self._returning()
        stripe = _pushed_back(self._penalty_base(team), team, yards)
        self._say(LogKind.PENALTY, f"PENALTY {who(team)}: {name}, to {spot_words(Spot(team, stripe))}", team)
        if self._register(down=True):
            return
        if returning:
            self._scrimmage(team, stripe, first_down=True)  # its first play after the return
        elif loses_down:
            self.scrimmage.line = stripe
            self._next_down(stripe)
        else:
            self._scrimmage(team, stripe, first_down=False)

    def _penalty_on_defence(self, yards: int, name: str) -> None:
        """A penalty on the defence: the offence moves ``yards`` forward (the limits of the 15
        and 5 yard lines read from the defence's side); the down is played again, or is a first
        down if the ball is now past the marker."""
        team = self.ball.offence
        returning = self._returning()
        stripe = _pushed_back(self._penalty_base(team), team.other, yards)
        self._say(
            LogKind.PENALTY,
            f"PENALTY {who(team.other)}: {name}, to {spot_words(Spot(team, stripe))}",
            team.other,
        )
        if self._register(down=True):
            return
        first = returning or (stripe - self.scrimmage.marker) * team.forward > 0
        self._scrimmage(team, stripe, first_down=first)


def _pushed_back(stripe: int, team: Team, yards: int) -> int:
    """The stripe ``yards`` back towards ``team``'s own goal line, with "Penalties Within 15
    Yard Line" and "Within 5 Yard Line"."""
    own = own_yards(stripe, team)
    new = own - yards
    if new < PENALTY_FLOOR:
        new = PENALTY_FLOOR if own > PENALTY_FLOOR else 0
    return stripe_of(new, team)

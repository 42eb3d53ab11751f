"""Scoring (rulebooks/all_pro_football.txt): the Touchdown, the Point After Touchdown, the
Safety with the free kick that follows it, and the Touchback (the field goal is kicked in
kicking.py).
"""

from __future__ import annotations

from games.all_pro.rules.actions import LogKind, Phase, SafetyKick, Touchback, TryPoint
from games.all_pro.rules.board import Team, in_end_zone, stripe_of
from games.all_pro.rules.downs import Downs
from games.all_pro.rules.numbers import (
    FREE_KICK_LINE,
    FREE_KICK_RECEIVE_LINE,
    PAT,
    PAT_MISS,
    SAFETY,
    TD,
    TOUCHBACK_LINE,
)
from games.all_pro.rules.state import Man
from games.all_pro.rules.wording import man_words
from games.core.wording import verb, who


class Scoring(Downs):
    """Touchdowns, points after, safeties and touchbacks."""

    def _check_touchdown(self) -> bool:
        if self.ball.carrier is None:
            return False
        man = self.men[self.ball.carrier]
        if not in_end_zone(man.square[1], man.team.other):
            return False
        team = man.team
        self.scoreboard.score[team] += TD
        self._say(LogKind.SCORE, f"TOUCHDOWN {who(team)}: {man_words(man.id)}", team, TD)
        self.ball.offence = team
        self._register(scored=True, pat_follows=True)
        self.phase = Phase.PAT
        return True

    def _tackled(self, carrier: Man) -> None:
        team = carrier.team
        if in_end_zone(carrier.square[1], team):
            self._dead_in_own_end_zone(team, "downed in his own end zone")
            return
        self._end_play_at(carrier.square, team, turnover=False)

    def _dead_in_own_end_zone(self, team: Team, how: str) -> None:
        """The play ends with ``team``'s ball in its own end zone: a touchback if it gained the
        ball there from the other team and never took it out (rule 68), else a safety. (Rules
        version 1 gave a touchback only on a kick's or an interception's return.)"""
        literal = self.options.dead_in_end_zone == "touchback"
        if self.ball.safe_in_end_zone and (literal or self.ball.kick_return):
            self._say(LogKind.TOUCHBACK, f"{how}: TOUCHBACK", team)
            self._touchback_for(team)
            return
        other = team.other
        self.scoreboard.score[other] += SAFETY
        self._say(LogKind.SCORE, f"SAFETY: {SAFETY} points for {who(other)}", other, SAFETY)
        if not self._register(scored=True):
            self.kick.kicking = team
            self.phase = Phase.SAFETY_KICK

    def _touchback(self, action: Touchback) -> None:
        if not self._may_touchback():
            self._refuse(action, "a touchback is taken before moving, with the ball in one's own end zone")
        self._say(
            LogKind.TOUCHBACK,
            f"{who(self.ball.offence)} {verb(self.ball.offence, 'takes', 'take')} a TOUCHBACK",
            self.ball.offence,
        )
        self._touchback_for(self.ball.offence)

    def _may_touchback(self) -> bool:
        square = self.ball_square()
        return (
            self.phase == Phase.PLAY
            and self.ball.kick_return
            and self.turn.mover == self.ball.offence
            and self.turn.moves == 0
            and square is not None
            and in_end_zone(square[1], self.ball.offence)
        )

    def _touchback_for(self, team: Team) -> None:
        if not self._register(down=self._a_play_ends()):
            self._scrimmage(team, stripe_of(TOUCHBACK_LINE, team), first_down=True)

    def _try_point(self, action: TryPoint) -> None:
        self._need(Phase.PAT, action)
        team = self.ball.offence
        die = self._die()
        if die == PAT_MISS:
            self._say(LogKind.POINT_AFTER, "the point after touchdown is NO GOOD", team, dice=(die,))
        else:
            self.scoreboard.score[team] += PAT
            self._say(LogKind.POINT_AFTER, "the point after touchdown is GOOD", team, PAT, (die,))
        self._kickoff_after_score(team)

    def _safety_kick(self, action: SafetyKick) -> None:
        self._need(Phase.SAFETY_KICK, action)
        team = self.kick.kicking
        kick_from = stripe_of(FREE_KICK_LINE, team)
        receive_at = stripe_of(FREE_KICK_RECEIVE_LINE, team)
        if action.kind == "kickoff":
            self._kickoff(team, kick_from, receive_at)
        elif action.kind == "punt":
            self.kick.safety_free_kick = True
            self._scrimmage(team, kick_from, first_down=True, defence_line=receive_at)
        else:
            self._refuse(action, "after a safety the kick is a kick-off or a punt")

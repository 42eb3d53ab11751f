"""Fumbles and Interceptions, and Penalties. A flick (but a kickoff or a punt) resting on a red
football turns the ball over there. One resting on a yellow flag (a punt's too, unless
``Options.flags_on_punts`` is off) is a penalty the defence accepts, "back 15 yards from the
previous line of scrimmage or half of the distance to the goal line with an automatic loss of
down", or refuses, "a normal loss of down". An accepted flag on 4th down loses the ball at the
original line, or at the penalised spot (``Options.flag_turnover_spot``).
"""

from __future__ import annotations

from games.finger_football.rules.actions import LogKind, PenaltyChoice, Phase, Team
from games.finger_football.rules.numbers import DOWNS
from games.finger_football.rules.scrimmage import Scrimmage
from games.finger_football.rules.state import Judgement
from games.finger_football.rules.wording import ball, on_line, who


class Penalties(Scrimmage):
    def _fumble(self, team: Team, j: Judgement) -> None:
        """ "It is considered a turnover and becomes the opposing team's ball at that point"."""
        self.scoreboard.stats[team]["fumbles"] += 1
        self._possession(team.other, j.rest, f"{who(team)}: {j.why} {ball(team.other)} there", how="fumble")

    def _flag(self, team: Team, j: Judgement) -> None:
        self.scoreboard.stats[team]["penalties"] += 1
        self._say(LogKind.PENALTY, f"{who(team)}: {j.why}; {who(team.other)} may accept or refuse", team)
        self.phase = Phase.PENALTY

    def _penalty(self, action: PenaltyChoice) -> None:
        self._expect(Phase.PENALTY, rule="the defence decides on a penalty after a flick rests on a flag")
        team, los = self.drive.offense, self.drive.los
        assert team is not None and los is not None
        d = self.direction(team)
        if action.accept and self.drive.down >= DOWNS and self.options.flag_turnover_spot == "original":
            self._say(LogKind.PENALTY, "penalty accepted on 4th down: loss of down", team.other)
        elif action.accept:
            self.drive.los = (self.field.penalty_spot(los[0], d), los[1])
            back = on_line(self.field, self.drive.los[0], d, team, "to")
            self._say(LogKind.PENALTY, f"penalty accepted: back {back}, loss of down", team.other)
        else:
            self._say(
                LogKind.PENALTY, "penalty refused: back to the line of scrimmage, loss of down", team.other
            )
        self._loss_of_down()

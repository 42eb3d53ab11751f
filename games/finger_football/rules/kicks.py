"""Field Goals and Kicked Extra Points, and Two Point After Touchdown Conversions. The foam ball is
kicked through the defender's fingers (the physics arrives as a ``KickOutcome``): a field goal
good is 3 and the scorer kicks off, one missed is the opponent's ball "at the previous line of
scrimmage"; an extra point good is 1. A two-point try is a flick from the own 30 that must rest
"into the endzone using the same rules that apply for a touchdown". After either conversion the
scorer kicks off, and may go onside (kickoffs.py).
"""

from __future__ import annotations

from games.finger_football.rules.actions import (
    ChooseConversion,
    Conversion,
    Kicked,
    LogKind,
    Phase,
    PlayKind,
    Target,
    Team,
)
from games.finger_football.rules.kickoffs import Kickoffs
from games.finger_football.rules.wording import ball, escape, who
from sim.kick import KickOutcome
from sim.slider.table import FlickOutcome

KICK_PHASES = (Phase.FIELD_GOAL, Phase.EXTRA_POINT)
TWO_POINT_TRY = Target(PlayKind.TOUCHDOWN, (), "two-point try")


class Kicks(Kickoffs):
    def _kicked(self, action: Kicked) -> None:
        self._expect(*KICK_PHASES, rule="the foam ball is kicked for a field goal or an extra point")
        team = self.drive.offense
        assert team is not None
        if self.phase == Phase.FIELD_GOAL:
            self._field_goal(team, action.outcome)
        else:
            self._extra_point(team, action.outcome)

    def _field_goal(self, team: Team, o: KickOutcome) -> None:
        stats = self.scoreboard.stats[team]
        stats["field goals tried"] += 1
        if o.good:
            stats["field goals"] += 1
            self._score(team, "field goal", f"{who(team)}: field goal is GOOD")
            self.ends.kicker = team
            self._start_kickoff()
            return
        los = self.drive.los
        assert los is not None
        self._possession(
            team.other,
            los,
            f"{who(team)}: field goal {escape(o.call)}; {ball(team.other)} at the previous line of scrimmage",
            how="missed field goal",
        )

    def _extra_point(self, team: Team, o: KickOutcome) -> None:
        stats = self.scoreboard.stats[team]
        stats["extra points tried"] += 1
        if o.good:
            stats["extra points"] += 1
            self._score(team, "extra point", f"{who(team)}: extra point is GOOD")
        else:
            self._say(LogKind.CONVERSION, f"{who(team)}: extra point {escape(o.call)}", team)
        self._after_conversion(team)

    def _conversion(self, action: ChooseConversion) -> None:
        self._expect(Phase.CONVERSION_CHOICE, rule="a conversion is chosen after a touchdown")
        self.phase = Phase.EXTRA_POINT if action.conversion == Conversion.KICK else Phase.TWO_POINT
        if self.phase == Phase.TWO_POINT:
            self.play.target = TWO_POINT_TRY

    def _two_point_result(self, o: FlickOutcome) -> None:
        team = self.drive.offense
        assert team is not None
        stats = self.scoreboard.stats[team]
        stats["two-point tries"] += 1
        if self.field.within_endzone(o, self.attacked_half(team)):
            stats["two-point conversions"] += 1
            self._score(team, "two-point", f"{who(team)}: two-point conversion good")
        else:
            self._say(LogKind.CONVERSION, f"{who(team)}: two-point try fails", team)
        self._after_conversion(team)

    def _after_conversion(self, team: Team) -> None:
        """The scorer kicks off, and may go onside "immediately following" the conversion, unless
        the quarter's last play has been run: a half or the game ends first (no kickoff), and a
        quarter ends with the ends changed before it."""
        self.ends.kicker = team
        self.phase = Phase.KICKOFF_CHOICE
        self._check_quarter()

"""Starting Play: "The game is started by the toss of a coin. The winner of the coin toss chooses
either to kickoff or receive at the beginning of the game. The loser of the coin toss then selects
which goal to defend and has the choice of whether to kickoff or receive at the beginning of the
second half." Overtime starts the same way (Breaking Ties).
"""

from __future__ import annotations

from games.finger_football.rules.actions import ChooseGoal, ChooseKick, LogKind, Phase, Team, Toss
from games.finger_football.rules.base import other_half
from games.finger_football.rules.kickoffs import Kickoffs
from games.finger_football.rules.wording import verb, who


class Starting(Kickoffs):
    def _toss(self, _: Toss) -> None:
        self._expect(Phase.COIN_TOSS, rule="the coin is tossed only to start the game or overtime")
        winner = Team.RED if self.chance.coin("toss") else Team.BLUE
        self.ends.toss_winner = winner
        self._say(LogKind.TOSS, f"{who(winner)} {verb(winner, 'wins', 'win')} the coin toss", winner)
        self.phase = Phase.TOSS_CHOICE

    def _choose_kick(self, action: ChooseKick) -> None:
        self._expect(
            Phase.TOSS_CHOICE,
            Phase.HALF_CHOICE,
            rule="kick or receive is chosen after the toss, or by the toss's loser at halftime",
        )
        chooser = self.to_move()
        assert isinstance(chooser, Team)
        scorer = self._converted_last()
        self.ends.kicker = chooser if action.kick else chooser.other
        what = "kick off" if action.kick else "receive"
        self._say(LogKind.CHOICE, f"{who(chooser)} {verb(chooser, 'chooses', 'choose')} to {what}", chooser)
        if self.phase == Phase.TOSS_CHOICE:
            self.phase = Phase.GOAL_CHOICE
        elif self.options.onside_at_half and scorer is not None and scorer == self.ends.kicker:
            # "At any time during a game, a player who has just scored a touchdown may elect to
            # attempt an onside kick": the first half ended on its touchdown and conversion.
            self.drive.offense = self.drive.los = None
            self.phase = Phase.KICKOFF_CHOICE
        else:
            self._start_kickoff()

    def _converted_last(self) -> Team | None:
        """The team whose conversion after a touchdown is the last thing that happened before
        the quarter's end (a conversion ends a touchdown's scoring), if one is."""
        for event in reversed(self.log):
            if event.kind == LogKind.QUARTER:
                continue
            converted = event.kind == LogKind.CONVERSION or (
                event.kind == LogKind.SCORE and event.points in (1, 2)
            )
            return event.team if converted else None
        return None

    def _choose_goal(self, action: ChooseGoal) -> None:
        self._expect(
            Phase.GOAL_CHOICE, rule="the loser of the toss chooses the goal to defend after the toss"
        )
        loser = self.toss_loser
        assert loser is not None
        self.ends.defends = {loser: action.defend, loser.other: other_half(action.defend)}
        self._say(
            LogKind.CHOICE,
            f"{who(loser)} {verb(loser, 'defends', 'defend')} the {action.defend.value} goal",
            loser,
        )
        self._start_kickoff()

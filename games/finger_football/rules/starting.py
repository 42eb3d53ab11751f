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
        self.ends.kicker = chooser if action.kick else chooser.other
        what = "kick off" if action.kick else "receive"
        self._say(LogKind.CHOICE, f"{who(chooser)} {verb(chooser, 'chooses', 'choose')} to {what}", chooser)
        if self.phase == Phase.TOSS_CHOICE:
            self.phase = Phase.GOAL_CHOICE
        else:
            self._start_kickoff()

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

"""Object of Play, Game Length and Breaking Ties: points on the scoreboard, the plays that count
against a quarter, the end of a quarter (the ends change), halftime (the toss's loser chooses to
kick or receive), and the end of the game, or overtime with a new coin toss while it is tied.
"""

from __future__ import annotations

from games.finger_football.rules.actions import LogKind, Phase, Team
from games.finger_football.rules.base import Engine, other_half
from games.finger_football.rules.numbers import POINTS
from games.finger_football.rules.wording import verb, who


class Scoring(Engine):
    def _score(self, team: Team, what: str, template: str) -> None:
        points = POINTS[what]
        self.scoreboard.score[team] += points
        self._say(LogKind.SCORE, f"{template}: +{points} ({self._scoreline()})", team, points, {"what": what})

    def _scoreline(self) -> str:
        score = self.scoreboard.score
        return f"{who(Team.RED)} {score[Team.RED]}, {who(Team.BLUE)} {score[Team.BLUE]}"

    def _count_play(self) -> None:
        """ "Anytime the defensive player rolls the dice or an offensive play is attempted, as well
        as punts by the offensive team, a play has been attempted"; kickoffs and conversions are
        not plays."""
        self.clock.plays += 1
        if self.drive.offense is not None:
            self.scoreboard.stats[self.drive.offense]["plays"] += 1

    def clock_text(self) -> str:
        """Where the game is: 'Q2 play 7' (overtime periods are OT1, OT2...)."""
        n = self.options.quarters
        quarter = self.clock.quarter
        period = f"Q{quarter}" if quarter <= n else f"OT{quarter - n}"
        return f"{period} play {self.clock.plays}"

    def _check_quarter(self) -> None:
        """At the start of a play or a kickoff: end the quarter if its plays are run."""
        if self.clock.plays < self.options.plays_per_quarter:
            return
        ended = self.clock.quarter
        self._say(LogKind.QUARTER, f"end of {self._quarter_name(ended)} ({self._scoreline()})")
        if ended >= self.options.quarters + self.clock.overtime:
            self._end_of_regulation_or_overtime()
            return
        self._begin_quarter()
        self._switch_ends()
        if ended == self.options.quarters // 2 and self.options.quarters > 1:
            self.drive.offense = self.drive.los = None
            self.phase = Phase.HALF_CHOICE
            loser = self.toss_loser
            # "The loser of the coin toss ... has the choice of whether to kickoff or receive at
            # the beginning of the second half". A state set up by hand with no toss names nobody
            # ("halftime:  chooses"), as it always has: the recordings hash that line.
            chooser = f"{who(loser)} {verb(loser, 'chooses', 'choose')}" if loser else " chooses"
            self._say(LogKind.QUARTER, f"halftime: {chooser} to kick or receive")

    def _end_of_regulation_or_overtime(self) -> None:
        """Breaking Ties: the game is over unless it is tied; then "an additional 20 plays or one
        quarter is added. As in the beginning of the game, a coin is tossed"."""
        score = self.scoreboard.score
        if score[Team.RED] != score[Team.BLUE]:
            winner = max(score, key=lambda t: score[t])
            self._say(
                LogKind.GAME,
                f"final: {who(winner)} {verb(winner, 'wins', 'win')}, {self._scoreline()}",
                winner,
            )
            self.phase = Phase.GAME_OVER
            return
        self.clock.overtime += 1
        self._begin_quarter()
        self._say(LogKind.QUARTER, f"tied: overtime period {self.clock.overtime}, a new coin toss")
        self.phase = Phase.COIN_TOSS
        self.drive.offense = self.drive.los = self.ends.kicker = None

    def _begin_quarter(self) -> None:
        self.clock.quarter += 1
        self.clock.plays = 0

    def _switch_ends(self) -> None:
        """ "At the end of each quarter, players should change endzones": the ball's spot with
        them."""
        self.ends.defends = {t: other_half(h) for t, h in self.ends.defends.items()}
        if self.drive.los is not None:
            x, y = self.field.mirror(*self.drive.los)
            if self.options.symmetric_lines:
                x = self.field.on_zone_line(x)
            self.drive.los = x, y

    def _quarter_name(self, q: int) -> str:
        n = self.options.quarters
        return f"quarter {q}" if q <= n else f"overtime period {q - n}"

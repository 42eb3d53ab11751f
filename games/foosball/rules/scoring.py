"""Goals, shames, the kitty and suicides (Articles VI to IX of the MabuchiLab rules): what the
referee rules when the ball falls into a goal's trough or comes back out across its plane."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from games.foosball.rules.actions import FoosOptions, LogKind, Phase
from sim.foosball.spec import Side

WIN_AT = 10  # Article IX
WIN_BY = 2


@dataclass(frozen=True, slots=True)
class Touch:
    """A non-incidental contact: the team, the rod, and whether the rod is the goalie."""

    team: Side
    rod: int
    goalie: bool


class Scoring:
    """The referee's rulings on goals and shames; the referee holds the state they change."""

    options: FoosOptions
    phase: Phase
    server: Side
    score: dict[Side, int]
    kitty: int
    shamer: Side | None
    voided: bool
    winner: Side | None
    last: Touch | None
    disqualified: set[Side]
    stats: Counter[str]

    def _say(
        self, kind: LogKind, template: str, team: Side | None = None, points: int = 0, **fields: object
    ) -> None:
        raise NotImplementedError  # the referee's

    def _restart_by(self, team: Side) -> None:
        raise NotImplementedError  # the referee's

    def _serve_by(self, team: Side) -> None:
        raise NotImplementedError  # the referee's

    def _scoreline(self) -> str:
        raise NotImplementedError  # the referee's

    def _shamer(self) -> Touch:
        """Article 0: the team with the last non-incidental contact. With none since the ball
        entered play, the team that put it in play."""
        return self.last or Touch(self.server, -1, goalie=False)

    def _shame(self, goal: Side) -> None:
        """The ball completely crossed ``goal``'s plane and came back out."""
        touch = self._shamer()
        shamer = touch.team
        if goal == shamer:  # Article VIII, in a free-for-all too
            self.stats["suicides"] += 1
            self.voided = True
            self.phase = Phase.OVER
            self._say(LogKind.SUICIDE, "SUICIDE by {team}: the game is null and void", shamer)
            return
        if shamer in self.disqualified:  # Article IV: "(even if a shame)"
            self._say(LogKind.SHAME, "a shame by {team}, disqualified: it does not count", shamer)
            self._say(LogKind.RESTART, "{team} {team:is|are} granted a restart", goal)
            self._restart_by(goal)
            return
        self.stats["shames"] += 1
        if touch.goalie:
            self.stats["goalie shames"] += 1
        if self.shamer is not None and self.shamer != shamer:
            self._exchange(shamer, touch.goalie)
        else:
            points = self.options.goalie_shame_points if touch.goalie else 1
            self.kitty += points
            who = "{team:'s} goalie" if touch.goalie else "{team}"
            self._say(
                LogKind.SHAME,
                "SHAME by " + who + ": {points} into the kitty, now {kitty}",
                shamer,
                points,
                kitty=self.kitty,
            )
        self.shamer = shamer

    def _exchange(self, shamer: Side, goalie: bool) -> None:
        """Article VII: the shamee shames the shamer; the kitty changes hands."""
        self.stats["exchanges"] += 1
        points = self.options.goalie_shame_points if goalie and self.options.goalie_shame_on_exchange else 0
        self.kitty += points
        extra = f", {points} more for the goalie" if points else ""
        self._say(
            LogKind.SHAME,
            "SHAME back by {team}: the kitty ({kitty}) changes hands" + extra,
            shamer,
            points,
            kitty=self.kitty,
        )

    def _goal(self, goal: Side) -> None:
        """The ball fell to the bottom of ``goal``'s trough (Article VI)."""
        scorer = goal.other
        if self.phase == Phase.FREE_FOR_ALL and scorer in self.disqualified:
            self._say(LogKind.GOAL, "{team} {team:is|are} disqualified: the goal does not count", scorer)
            self._say(LogKind.RESTART, "{team} {team:is|are} granted a restart", goal)
            self._restart_by(goal)
            return
        self.stats["goals"] += 1
        if self.shamer is None:
            self.score[scorer] += 1
            self._say(
                LogKind.GOAL,
                "GOAL for {team} ({score}); {goal} {goal:serves|serve}",
                scorer,
                1,
                score=self._scoreline(),
                goal=goal,
            )
            self._serve_by(goal)
        else:
            self._pay_kitty(scorer)
        self._check_win()

    def _pay_kitty(self, scorer: Side) -> None:
        """Article VII: a non-shame goal ends the shame condition and the shamer collects."""
        assert self.shamer is not None
        shamer = self.shamer
        if scorer == shamer:
            self.kitty += 1
        pot, self.kitty, self.shamer = self.kitty, 0, None
        self.score[shamer] += pot
        self.stats["kitty payouts"] += 1
        self.stats["kitty points"] += pot
        self._say(
            LogKind.PAYOUT,
            "GOAL by {scorer} ends the shame condition: {team} {team:collects|collect} {points}"
            " ({score}); {other} {other:serves|serve}",
            shamer,
            pot,
            scorer=scorer,
            score=self._scoreline(),
            other=shamer.other,
        )
        self._serve_by(shamer.other)

    def _check_win(self) -> None:
        top = max(Side, key=lambda s: self.score[s])
        if self.score[top] >= WIN_AT and self.score[top] - self.score[top.other] >= WIN_BY:
            self.winner = top
            self.phase = Phase.OVER
            self._say(
                LogKind.WIN,
                "{team} {team:WINS|WIN} {score}",
                top,
                score=f"{self.score[top]}-{self.score[top.other]}",
            )

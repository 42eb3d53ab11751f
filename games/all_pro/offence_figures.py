"""How a CPU's offence plays, counted over seeded headless games: the figures docs/bots.md quotes
for the coach's offence (newcomer play-test: carriers stepping back from the goal, sideways passes
and laterals, a lateral on a punt return, a punt from the other side's 30, a 5-space field goal).

Every action of the watched team with the ball is seen before it is applied:

- a **scrimmage down** it runs (snapped, no kick called): the yards from the line at the snap to
  where the ball is spotted after (a touchdown counted to the goal line, a safety to its own);
  downs where the ball changed hands in the play (an interception, a fumble lost) are counted
  apart, their yards left out;
- its **carrier's steps**, forward, sideways or back; a step back is *forced* when the defence
  could land a man on him where he stood and cannot where he steps (players/reach.py counts it);
- its **passes**: a forward pass that would not take the ball past the line of scrimmage, and
  every lateral, on a down from scrimmage and on a return;
- its **fourth downs**: what it called (a punt, a field goal, going for it), by where it was.

``python -m games.all_pro.offence_figures --team coach --against cpu --games 40`` prints them.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from games.all_pro.match import play_game
from games.all_pro.players.reach import Field, reach
from games.all_pro.rules.actions import Action, Call, KickEndZone, Snap, Step, Throw
from games.all_pro.rules.board import Team, own_yards, row_behind
from games.all_pro.rules.engine import MOVES, AllPro


@dataclass(slots=True)
class Figures:
    """What the watched team's offence did, over the games counted."""

    games: int = 0
    downs: int = 0  # scrimmage downs run (no kick called)
    yards: int = 0  # over those downs
    gaining: int = 0  # downs that gained ground
    turns: int = 0  # both teams' series (the window's turns) over those downs
    turnovers: int = 0  # downs where the ball changed hands in the play
    steps: Counter[str] = field(default_factory=Counter)  # carrier steps: forward, sideways, back
    forced_back: int = 0  # steps back out of the defence's reach
    passes: int = 0  # forward passes thrown
    passes_no_gain: int = 0  # ... to a receiver not past the line of scrimmage
    laterals: Counter[str] = field(default_factory=Counter)  # called: "scrimmage", "return"
    fourth: Counter[str] = field(default_factory=Counter)  # "<where>: <choice>"
    field_goals: list[int] = field(default_factory=list)  # yards to the goal line at each try
    points: int = 0
    against: int = 0

    def lines(self) -> list[str]:
        yards = self.yards / self.downs if self.downs else 0.0
        gaining = self.gaining / self.downs if self.downs else 0.0
        turns = self.turns / self.downs if self.downs else 0.0
        back = self.steps["back"]
        total = sum(self.steps.values())
        goals = ", ".join(str(y) for y in sorted(self.field_goals)) or "none"
        return [
            f"{self.games} games, points {self.points / self.games:.1f} - {self.against / self.games:.1f}",
            f"scrimmage downs {self.downs}: {yards:+.2f} yards a down, {gaining:.0%} gaining, "
            f"{self.turnovers} turned over, {turns:.1f} turns a down (both sides)",
            f"carrier steps {total}: forward {self.steps['forward']}, sideways {self.steps['sideways']}, "
            f"back {back} (unforced {back - self.forced_back})",
            f"forward passes {self.passes} ({self.passes_no_gain} not past the line); laterals called: "
            f"{self.laterals['scrimmage']} from scrimmage, {self.laterals['return']} on returns",
            "fourth downs: " + ", ".join(f"{k} {v}" for k, v in sorted(self.fourth.items())),
            f"field goals tried from (yards to the goal line): {goals}",
        ]


def _where(own: int, need: int) -> str:
    zone = (
        "own half" if own < 50 else ("opp 50-31" if own < 70 else ("opp 30-16" if own < 85 else "opp 15-0"))
    )
    return f"{zone}, {'short' if need <= 5 else 'long'}"


class Watch:
    """Counts one team's offence in one game, action by action."""

    def __init__(self, team: Team, figures: Figures) -> None:
        self.team, self.figures = team, figures
        self.down: tuple[int, int, bool] | None = None  # plays at the snap, own yards, kick called
        self.changed = False  # the ball changed hands in the down being counted
        self.turns = 0  # the series of the down being counted, so far
        self.fourth_down: tuple[int, int] | None = None  # own yards and yards to go, on fourth down
        self.fourth_choice = ""

    def wrap(self, game: AllPro) -> Callable[[Action], None]:
        original = game.apply

        def apply(action: Action):  # type: ignore[no-untyped-def]
            self.before(game, action)
            events = original(action)
            self.after(game)
            return events

        game.apply = apply  # type: ignore[method-assign]
        return lambda action: None

    def before(self, game: AllPro, action: Action) -> None:
        f, team = self.figures, self.team
        if game.offence != team or game.team_to_move() != team:
            return
        if isinstance(action, Snap | KickEndZone) and self.down is None:
            self.down = (game.plays, own_yards(game.line, team), isinstance(action, KickEndZone))
            self.changed, self.turns = False, 0
            if game.down == 4:
                self.fourth_down = (own_yards(game.line, team), abs(game.marker - game.line))
                self.fourth_choice = "kick" if isinstance(action, KickEndZone) else "go"
        elif isinstance(action, Call) and action.what in ("punt", "field goal"):
            if self.down is not None:
                self.down = (*self.down[:2], True)
            if game.down == 4 and game.is_down:
                self.fourth_choice = action.what
            if action.what == "field goal":
                f.field_goals.append(100 - own_yards(game.line, team))
        elif isinstance(action, Call) and action.what == "lateral":
            f.laterals["return" if game.possession_changed or not game.is_down else "scrimmage"] += 1
        elif isinstance(action, Throw) and game.passing is not None and game.passing[0].value == "pass":
            f.passes += 1
            to = game.men[action.receiver].square
            f.passes_no_gain += (to[1] - row_behind(game.line, team)) * team.forward <= 0
        elif isinstance(action, Step) and action.man == game.carrier and game.walker is None:
            self._carrier_step(game, action)

    def _carrier_step(self, game: AllPro, step: Step) -> None:
        here = game.men[step.man].square
        ahead = (step.to[1] - here[1]) * self.team.forward
        kind = "forward" if ahead > 0 else ("sideways" if ahead == 0 else "back")
        self.figures.steps[kind] += 1
        if kind == "back":
            board = Field.of(game)
            other = self.team.other
            self.figures.forced_back += reach(board, here, other) <= MOVES < reach(board, step.to, other)

    def after(self, game: AllPro) -> None:
        if self.down is None:
            return
        if game.plays == self.down[0]:
            self.changed |= game.possession_changed
            self.turns = max(self.turns, game.series)
            return
        _, own, kicked = self.down
        self.down = None
        f, team = self.figures, self.team
        if self.fourth_down is not None:
            own4, need = self.fourth_down
            f.fourth[f"{_where(own4, need)}: {self.fourth_choice}"] += 1
            self.fourth_down = None
        if kicked:
            return
        scored = [e for e in game.log[-12:] if e.kind == "score"]
        if any(e.team == team and e.points == 6 for e in scored):
            gain = 100 - own
        elif any(e.team == team.other and e.points == 2 for e in scored):
            gain = -own
        elif self.changed:
            f.turnovers += 1
            return
        else:
            gain = own_yards(game.line, team) - own
        f.downs += 1
        f.turns += self.turns + 1  # the series that ended the down too
        f.yards += gain
        f.gaining += gain > 0


def measure(team_kind: str, against: str, games: int, first_seed: int = 0) -> Figures:
    """The offence of ``team_kind`` (away) against ``against`` (home), over ``games`` seeds."""
    figures = Figures()
    for seed in range(first_seed, first_seed + games):
        watch = Watch(Team.AWAY, figures)
        summary = play_game(seed, against, team_kind, watch=watch.wrap)
        figures.games += 1
        figures.points += summary.score[Team.AWAY]
        figures.against += summary.score[Team.HOME]
    return figures


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--team", default="coach")
    parser.add_argument("--against", default="cpu")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(f"{args.team} (away) with the ball, against {args.against} (home), seeds {args.seed}-")
    for line in measure(args.team, args.against, args.games, args.seed).lines():
        print("  " + line)


if __name__ == "__main__":
    main()

"""Play From Scrimmage: the offence's call, the defence's roll of the two dice and the symbol it
asks for, CHOICE and the offence's announced symbol, the four downs, and a new first down when the
ball changes hands. With the Special Rules on zones: in the opponent's Zone 2 a roll of anything
but Zone 3 gives the offence its choice; in the opponent's Zone 3 there is no roll, only a
touchdown or a field goal ("The offensive player may attempt a field goal on any down once he has
successfully touched or crossed the 50 yard line", from Field Goals, decides when one is offered).
"""

from __future__ import annotations

from games.finger_football.rules.actions import (
    ZONE_FACES,
    Call,
    CallPlay,
    ChooseTarget,
    Dice,
    Direction,
    Event,
    IllegalAction,
    LogKind,
    Phase,
    PlayKind,
    Roll,
    Target,
    Team,
    ordinal,
)
from games.finger_football.rules.numbers import CHOICE_ZONE, DOWNS, SCORING_ZONE
from games.finger_football.rules.scoring import Scoring
from games.finger_football.rules.wording import escape, its, on_line, verb, who
from sim.slider.mat import Side

TOUCHDOWN_TRY = Target(PlayKind.TOUCHDOWN, (), "touchdown")


class Scrimmage(Scoring):
    # ----------------------------------------------------------------- the ball and the downs
    def _possession(self, team: Team, spot: tuple[float, float], template: str, how: str = "") -> None:
        """``team`` has the ball at ``spot``, first down; ``how`` names a turnover (fumble, downs,
        onside, missed field goal) for those who show the game: it is not part of the state."""
        drive = self.drive
        drive.offense = team
        drive.los = spot
        drive.midfield_reached = self.field.touched_midfield(spot[0], self.direction(team))
        drive.down = 1
        self.play.target = None
        self._say(LogKind.POSSESSION, template, team, data={"los": spot, "how": how})
        self._next_call()

    def _next_call(self) -> None:
        self.play.target = None
        self.play.dice = None
        self.phase = Phase.CALL
        self._check_quarter()

    def _loss_of_down(self) -> None:
        """ "Each unsuccessful offensive play is considered a loss of down"; after the fourth "the
        opposing player takes over at the original line of scrimmage"."""
        team, los = self.drive.offense, self.drive.los
        assert team is not None and los is not None
        self.drive.down += 1
        if self.drive.down > DOWNS:
            self.scoreboard.stats[team]["turnovers on downs"] += 1
            other = team.other
            self._possession(
                other,
                los,
                f"turnover on downs: {who(other)} {verb(other, 'takes', 'take')} over",
                how="downs",
            )
        else:
            self._next_call()

    def _situation(self) -> str:
        team, los = self.drive.offense, self.drive.los
        assert team is not None and los is not None
        return f"{ordinal(self.drive.down)} down {on_line(self.field, los[0], self.direction(team), team)}"

    # ----------------------------------------------------------------- what may be called
    def _calls(self) -> list[Call]:
        team, los = self.drive.offense, self.drive.los
        assert team is not None and los is not None
        if self.field.in_opponent_zone(los[0], self.direction(team), SCORING_ZONE):
            punt = [Call.PUNT] if self.options.punt_in_zone_3 else []
            return [Call.TOUCHDOWN, Call.FIELD_GOAL, *punt]
        calls = [Call.ROLL, Call.PUNT]
        if self.may_kick_field_goal():
            calls.append(Call.FIELD_GOAL)
        return calls

    def may_kick_field_goal(self) -> bool:
        """ "The offensive player may attempt a field goal on any down once he has successfully
        touched or crossed the 50 yard line": in this drive, or from this line of scrimmage."""
        team, los = self.drive.offense, self.drive.los
        assert team is not None and los is not None
        here = self.field.touched_midfield(los[0], self.direction(team))
        return here or (self.options.field_goal_reach == "drive" and self.drive.midfield_reached)

    def _choices(self) -> list[Target]:
        """CHOICE: any legal symbol, run or pass, or a touchdown attempt."""
        team, los = self.drive.offense, self.drive.los
        assert team is not None and los is not None
        d = self.direction(team)
        out = [TOUCHDOWN_TRY]
        for c in self.field.legal_circles(*los, d):
            side = self.field.side_seen(c, d).value.lower()
            where = self.field.on_line(c.x, d)  # two circles can share zone and side: say which
            for kind in (PlayKind.RUN, PlayKind.PASS):
                out.append(Target(kind, (c.id,), f"Zone {c.zone} {side} {kind.value} {where}"))
        return out

    # ----------------------------------------------------------------- the call
    def _call(self, action: CallPlay) -> None:
        self._expect(Phase.CALL, rule="a play is called at the line of scrimmage")
        if action.call not in self._calls():
            raise IllegalAction(_why_not(action.call))
        team = self.drive.offense
        assert team is not None
        if action.call == Call.ROLL:
            self.phase = Phase.ROLL  # the roll is the play, counted when the dice are read
            return
        self._count_play()
        self._say(
            LogKind.CALL,
            f"[{self.clock_text()}] {who(team)} {verb(team, 'calls', 'call')} "
            f"a {action.call.value} ({self._situation()})",
            team,
        )
        if action.call == Call.PUNT:
            self.phase = Phase.PUNT
        elif action.call == Call.FIELD_GOAL:
            self.phase = Phase.FIELD_GOAL
        else:
            self.play.target = TOUCHDOWN_TRY
            self.phase = Phase.SCRIMMAGE

    # ----------------------------------------------------------------- the dice
    def _roll(self, _: Roll) -> None:
        self._expect(Phase.ROLL, rule="the defence rolls when the offence has called for the dice")
        zone, kind = self.chance.choice("zone die", ZONE_FACES)
        direction = self.chance.choice("direction die", self.options.direction_faces())
        self._read_dice(Dice(zone, kind, direction))

    def apply_dice(self, dice: Dice) -> list[Event]:
        """The defence's roll with the dice showing ``dice``: chance fixed, as a position is set
        up, for tests, teaching and what-if studies. It counts as the play a roll is."""
        self._expect(Phase.ROLL, rule="the defence rolls when the offence has called for the dice")
        before = len(self.log)
        self._read_dice(dice)
        return self.log[before:]

    def _read_dice(self, dice: Dice) -> None:
        team, los = self.drive.offense, self.drive.los
        assert team is not None and los is not None
        self._count_play()
        self.play.dice = dice
        shown = {"dice": str(dice)}
        defence = team.other
        text = f"[{self.clock_text()}] {who(defence)} {verb(defence, 'rolls', 'roll')} {escape(str(dice))}"
        if (
            self.field.in_opponent_zone(los[0], self.direction(team), CHOICE_ZONE)
            and dice.zone != SCORING_ZONE
        ):
            self._say(
                LogKind.ROLL, f"{text}: in the opponent's Zone 2, the offence has its choice", data=shown
            )
            self.phase = Phase.CHOOSE_TARGET
        elif dice.direction == Direction.CHOICE:
            self._say(LogKind.ROLL, f"{text}: the offence has its choice", data=shown)
            self.phase = Phase.CHOOSE_TARGET
        elif dice.direction == Direction.TD:
            self.play.target = TOUCHDOWN_TRY
            self._say(LogKind.ROLL, f"{text}: a touchdown attempt", data=shown)
            self.phase = Phase.SCRIMMAGE
        else:
            self._aim_at_roll(text, dice)

    def _aim_at_roll(self, text: str, dice: Dice) -> None:
        """The symbol the dice name, ahead of the line; none there: the offence's choice, or
        the dice again (``Options.impossible_roll``)."""
        team, los = self.drive.offense, self.drive.los
        assert team is not None and los is not None
        side = Side(dice.direction.value)
        target = self.field.targets(dice.zone, dice.kind, side, *los, self.direction(team))
        shown = {"dice": str(dice)}
        if target.circles:
            self.play.target = target
            self._say(LogKind.ROLL, text, data={**shown, "circles": target.circles})
            self.phase = Phase.SCRIMMAGE
        elif self.options.impossible_roll == "choice":
            self._say(LogKind.ROLL, f"{text}: no such symbol ahead, the offence has its choice", data=shown)
            self.phase = Phase.CHOOSE_TARGET
        else:
            self._say(LogKind.ROLL, f"{text}: no such symbol ahead, roll again", data=shown)
            self.phase = Phase.ROLL
            self._check_quarter()

    def _choose_target(self, action: ChooseTarget) -> None:
        self._expect(Phase.CHOOSE_TARGET, rule="a symbol is announced only when the offence has its choice")
        if action.target not in self._choices():
            raise IllegalAction(
                f"{action.target} is not a legal symbol: it must lie ahead, outside the current zone"
            )
        team = self.drive.offense
        assert team is not None
        self.play.target = action.target
        self._say(
            LogKind.CHOICE,
            f"{who(team)} {verb(team, 'announces', 'announce')} {_yours(escape(str(action.target)), team)}",
            team,
        )
        self.phase = Phase.SCRIMMAGE


def _why_not(call: Call) -> str:
    """The rule that keeps ``call`` from being made here."""
    if call == Call.FIELD_GOAL:
        return "a field goal may be tried only once the offence has touched or crossed the 50"
    if call == Call.ROLL:
        return "in the opponent's Zone 3 there is no roll: touchdown or field goal only"
    if call == Call.PUNT:
        return "in the opponent's Zone 3 the only options are a touchdown or a field goal"
    return "a touchdown can be called only from the opponent's Zone 3"


def _yours(label: str, team: Team) -> str:
    """A target's label ("... on its own 45", as the offence sees it) with its own yard line
    told as the offence's: "on your own 45" when you are the offence."""
    return label.replace(" on its own ", f" on {its(team)} own ")

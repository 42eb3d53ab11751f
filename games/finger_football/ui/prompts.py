"""What the window says to the players of a Finger Football game, in their own terms: who acts now
("Your call", "The CPU is rolling…"), what each button does, and a one-line hint the first time a
player meets each kind of decision. Pure: no pygame, so every line is testable on a position.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core.wording import Who, sentence
from games.finger_football.rules.actions import (
    RULEBOOK,
    Accept,
    Action,
    Bump,
    Call,
    CallPlay,
    ChooseConversion,
    ChooseGoal,
    ChooseKick,
    ChooseKickoff,
    Conversion,
    PenaltyChoice,
    Phase,
    PlayKind,
    Roll,
    Team,
    Toss,
    ordinal,
)
from games.finger_football.rules.engine import FingerFootball
from sim.slider.mat import Half

# The first time a person meets each kind of decision, one line says what it means.
HINTS: dict[Phase, str] = {
    Phase.COIN_TOSS: "Tip: the toss's winner chooses to kick off or to receive.",
    Phase.TOSS_CHOICE: "Tip: the receiving team gets the ball first; the kicker flicks it to them.",
    Phase.GOAL_CHOICE: "Tip: you defend that endzone and attack the other one.",
    Phase.KICKOFF: "Tip: press on the slider, pull back away from where it should go, let go.",
    Phase.CALL: "Tip: the dice name the circle to reach; a punt gives the ball away deep.",
    Phase.ROLL: "Tip: the defence rolls; the dice pick the offence's target.",
    Phase.CHOOSE_TARGET: "Tip: the black ring is a run; the white centre is a pass (it counts only within).",
    Phase.SCRIMMAGE: "Tip: the lit circle is the target; the slider must rest touching it.",
    Phase.PUNT: "Tip: a punt that goes out of bounds gives the ball where it crossed the sideline.",
    Phase.JUDGE: "Tip: look where it rests first; bumping the table hands the play to the other side.",
    Phase.PENALTY: "Tip: accepting moves the offence back; the down is lost either way.",
    Phase.CONVERSION_CHOICE: "Tip: the kick is worth 1 and is easier; the flick from the 30 is worth 2.",
    Phase.KICKOFF_CHOICE: "Tip: an onside kick must touch a lit circle to keep the ball.",
    Phase.ONSIDE: "Tip: the slider must touch one of the two lit run circles.",
    Phase.TWO_POINT: "Tip: the slider must rest completely inside the endzone.",
}


@dataclass(frozen=True, slots=True)
class Names:
    """The teams as the people at the window see them: "you" and "the CPU" against the CPU,
    "Red" and "Blue" at one mouse (hot-seat), "the CPU" for both when it plays itself."""

    humans: frozenset[Team]

    @property
    def versus_cpu(self) -> bool:
        return len(self.humans) == 1

    def of(self, team: Team, start: bool = True) -> str:
        """The team as the subject of a sentence: You, The CPU, Red (``start=False``: you,
        the CPU, Red, inside a sentence)."""
        if self.versus_cpu:
            return _cased("You" if team in self.humans else "The CPU", start)
        return team.label

    def possessive(self, team: Team, start: bool = True) -> str:
        if self.versus_cpu:
            return _cased("Your" if team in self.humans else "The CPU's", start)
        return f"{team.label}'s"

    def who(self) -> dict[Team, Who]:
        """The teams as the play-by-play tells them to these people (``Event.told``): you and the
        CPU against the CPU, Red and Blue otherwise, as the rulebook names them."""
        if self.versus_cpu:
            return {t: Who("you", you=True) if t in self.humans else Who("the CPU") for t in Team}
        return dict(RULEBOOK)

    def tag(self, team: Team) -> str:
        """A short note beside the team's name on the scoreboard."""
        if not self.humans:
            return "CPU"
        if self.versus_cpu:
            return "you" if team in self.humans else "CPU"
        return ""


def _cased(words: str, start: bool) -> str:
    return words if start else words[0].lower() + words[1:]


def label(action: Action, game: FingerFootball, names: Names) -> str:
    """A button's words for ``action``."""
    match action:
        case Toss():
            return "Toss the coin"
        case Roll():
            return "Roll the dice"
        case ChooseKick(kick=kick):
            return "Kick off" if kick else "Receive"
        case ChooseGoal(defend=half):
            return "Defend HOME (left)" if half == Half.HOME else "Defend VISITORS (right)"
        case CallPlay(call=call):
            return {
                Call.ROLL: "Roll the dice for a target",
                Call.PUNT: "Punt",
                Call.FIELD_GOAL: "Try a field goal",
                Call.TOUCHDOWN: "Go for the touchdown",
            }[call]
        case Accept():
            return "Accept where it rests"
        case Bump(by=team):
            return "Bump the table…" if names.versus_cpu else f"{team.label} bumps the table…"
        case PenaltyChoice(accept=accept):
            return "Accept the penalty" if accept else "Refuse the penalty"
        case ChooseConversion(conversion=conversion):
            return "Kick the extra point (1)" if conversion == Conversion.KICK else "Two-point try (2)"
        case ChooseKickoff(onside=onside):
            return "Onside kick" if onside else "Kick off"
    raise ValueError(f"no button for {type(action).__name__}")


def narrate(action: Action, game: FingerFootball) -> str:
    """An action the rules wrote no play-by-play for, told as a commentator would (``game`` as
    it stands after the action)."""
    team = game.offense.label if game.offense is not None else "The kicking team"
    match action:
        case CallPlay(call=Call.ROLL):
            return f"{team} asks for the dice"
        case ChooseKickoff(onside=onside):
            kicker = game.kicker.label if game.kicker is not None else "The kicking team"
            return f"{kicker} tries an onside kick" if onside else f"{kicker} kicks off as usual"
        case ChooseConversion(conversion=conversion):
            kind = "kicks for the extra point" if conversion == Conversion.KICK else "goes for two"
            return f"{team} {kind}"
    return label(action, game, Names(frozenset()))


def situation(game: FingerFootball) -> str:
    """'Red ball · 2nd down · on its own 45', or '' before anyone has the ball."""
    g = game
    if g.offense is None or g.los is None:
        return ""
    where = g.field.yard_line_name(g.los[0], g.direction(g.offense))
    return f"{g.offense.label} ball · {ordinal(g.down)} down · {where}"


CPU_DOING = {
    Phase.COIN_TOSS: "is tossing the coin",
    Phase.ROLL: "is rolling the dice",
    Phase.FIELD_GOAL: "is kicking",
    Phase.EXTRA_POINT: "is kicking",
}


def _team(game: FingerFootball) -> Team | None:
    """The team to act, None at the coin toss (chance) and once the game is over."""
    team = game.to_move()
    return team if isinstance(team, Team) else None


def waiting(game: FingerFootball, names: Names, flicking: bool = False) -> str:
    """While the CPU acts: what it is doing ("The CPU is rolling the dice…")."""
    team = _team(game)
    who = "The CPU" if team is None else names.of(team)
    doing = "is flicking" if flicking else CPU_DOING.get(game.phase, "is thinking")
    return f"{who} {doing}…"


def prompt(game: FingerFootball, names: Names) -> str:
    """What the person at the window is asked now (a human acts next)."""
    g = game
    team = _team(g)
    you = "You" if team is None else names.of(team)
    your = "Your" if team is None else names.possessive(team)
    match g.phase:
        case Phase.COIN_TOSS:
            return "Overtime: toss the coin" if g.overtime else "Toss the coin to start"
        case Phase.TOSS_CHOICE:
            return f"{you} won the toss: kick off or receive?"
        case Phase.GOAL_CHOICE:
            return f"{your} choice: which goal do you defend?"
        case Phase.HALF_CHOICE:
            assert team is not None
            return f"Second half, {names.possessive(team, start=False)} choice: kick off or receive?"
        case Phase.KICKOFF:
            return f"{your} kickoff: drag from the slider and let go"
        case Phase.ONSIDE:
            return f"{your} onside kick: touch a lit circle"
        case Phase.KICKOFF_CHOICE:
            return f"{your} kickoff: as usual, or onside?"
        case Phase.CALL:
            return f"{your} call: {_situation_short(g)}"
        case Phase.ROLL:
            assert g.offense is not None
            return f"Roll the dice for {names.possessive(g.offense, start=False)} play"
        case Phase.CHOOSE_TARGET:
            return f"{your} choice: click a lit circle, or go for the touchdown"
        case Phase.SCRIMMAGE:
            return f"{your} flick: {_target_words(g)}"
        case Phase.PUNT:
            return f"{your} punt: drag from the slider"
        case Phase.TWO_POINT:
            return f"{your} two-point try: rest inside the endzone"
        case Phase.JUDGE:
            assert g.offense is not None and g.pending is not None
            return f"{names.possessive(g.offense)} flick: {g.pending.why}. Accept it?"
        case Phase.PENALTY:
            assert g.offense is not None
            return f"A flag on {names.possessive(g.offense, start=False)} play: accept the penalty?"
        case Phase.CONVERSION_CHOICE:
            return f"Touchdown! {your} conversion: kick for 1 or flick for 2?"
        case Phase.FIELD_GOAL | Phase.EXTRA_POINT:
            return f"{your} {g.phase.value}: kick it in the kick window"
        case Phase.GAME_OVER:
            return "Final whistle"
    return ""


def _situation_short(g: FingerFootball) -> str:
    assert g.offense is not None and g.los is not None
    return f"{ordinal(g.down)} down, {g.field.yard_line_name(g.los[0], g.direction(g.offense))}"


def _target_words(g: FingerFootball) -> str:
    t = g.target
    if t is None:
        return "drag from the slider"
    if t.kind == PlayKind.TOUCHDOWN:
        return "rest completely inside the endzone"
    kind = "run circle (the black ring)" if t.kind == PlayKind.RUN else "pass circle (the white centre)"
    return f"reach the lit {kind}"


def consequence_of_bump(game: FingerFootball, by: Team, names: Names | None = None) -> str:
    """What a bump by ``by`` would do to the play now: the rules' own ruling, on a copy, told in
    the rulebook's names or in these people's."""
    trial = FingerFootball.from_json(game.to_json())
    events = trial.apply(Bump(by))
    if not events:
        return "Nothing changes."
    return events[0].text if names is None else sentence(events[0].told(names.who()))

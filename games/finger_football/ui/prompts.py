"""What the window says to the players of a Finger Football game, in their own terms: who acts now
("Your call", "The CPU is rolling…"), what each button does, and a one-line hint the first time a
player meets each kind of decision. Pure: no pygame, so every line is testable on a position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from games.core.wording import Who
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
    ChooseTarget,
    Conversion,
    Direction,
    Event,
    LogKind,
    PenaltyChoice,
    Phase,
    PlayKind,
    Roll,
    Target,
    Team,
    Toss,
    ordinal,
)
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.rules.numbers import CHOICE_ZONE, SCORING_ZONE
from games.finger_football.rules.wording import tell
from sim.slider.mat import Half, Mat

# The first time a person meets each kind of decision, one line says what it means.
HINTS: dict[Phase, str] = {
    Phase.COIN_TOSS: "Tip: the toss's winner chooses to kick off or to receive.",
    Phase.TOSS_CHOICE: "Tip: the receiving team gets the ball first; the kicker flicks it to them.",
    Phase.GOAL_CHOICE: "Tip: you defend that end zone and attack the other one.",
    Phase.KICKOFF: "Tip: kick it long but keep it in bounds: the other side's ball starts where it stops.",
    Phase.CALL: "Tip: the dice name the circle to reach; a punt gives the ball away deep.",
    Phase.ROLL: "Tip: the defence rolls; the dice pick the offence's target.",
    Phase.CHOOSE_TARGET: "Tip: click a circle, then pick: a run must touch its black, a pass its white.",
    Phase.SCRIMMAGE: "Tip: the lit circle is the target; the slider must rest touching it.",
    Phase.PUNT: "Tip: a punt that goes out of bounds gives the ball where it crossed the sideline.",
    Phase.JUDGE: "Tip: look where it rests first; bumping the table hands the play to the other side.",
    Phase.DEFENCE_JUDGE: "Tip: if you moved the table near the target, say so: the play is then good.",
    Phase.PENALTY: "Tip: accepting moves the offence back; the down is lost either way.",
    Phase.CONVERSION_CHOICE: "Tip: the kick is worth 1 and is easier; the flick from the 30 is worth 2.",
    Phase.KICKOFF_CHOICE: "Tip: an onside kick must touch a lit circle to keep the ball.",
    Phase.ONSIDE: "Tip: the slider must touch one of the two lit run circles.",
    Phase.TWO_POINT: "Tip: the slider must rest completely inside the end zone.",
}
# Before every pass flick: a pass resting on its circle's black ring, not the white centre, was
# called a miss with no word of why (newcomer). The rulebook: "touching or within the inner white
# circle".
PASS_HINT = (
    "A pass counts only if the slider rests touching the lit circle's white centre: on the black "
    "ring alone it is a miss."
)
# The two ways a try can be too long, named once each: still on the mat a miss, off it a touchback.
TOUCHDOWN_HINT = (
    "Stop completely inside the lit end zone. Too long but still on the mat: a miss, back to the "
    "line. Off the mat: a touchback, the other side's ball on its 20."
)


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
            # The defence rolls (the rulebook): the button says who, so that the log's "the CPU
            # rolls" after it is no surprise.
            roller = names.of(game.offense.other, start=False) if game.offense is not None else "the defence"
            return {
                Call.ROLL: f"Ask for the dice ({roller} rolls them)",
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
            # The defence rolls (the rulebook): said here, as the button says it, so that the
            # next line's "Blue rolls" after "Red asks" is no surprise.
            roller = game.offense.other.label if game.offense is not None else "the defence"
            return f"{team} asks for the dice ({roller} rolls them)"
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
    # After your flick the CPU judges where it rests: said so, not a bare "thinking".
    Phase.JUDGE: "is looking at where the slider stopped",
    Phase.DEFENCE_JUDGE: "is looking at where the slider stopped",
    Phase.PENALTY: "is deciding on the penalty",
    Phase.CALL: "is calling its play",
    Phase.CHOOSE_TARGET: "is choosing its target",
    Phase.KICKOFF_CHOICE: "is choosing its kickoff",
    Phase.CONVERSION_CHOICE: "is choosing its conversion",
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
            return f"{your} call: {_situation_short(g, names)}"
        case Phase.ROLL:
            assert g.offense is not None
            return f"Roll the dice for {names.possessive(g.offense, start=False)} play"
        case Phase.CHOOSE_TARGET:
            return f"{your} choice: click a lit circle to pick it, or go for the touchdown"
        case Phase.SCRIMMAGE:
            return f"{your} flick: {_target_words(g)}"
        case Phase.PUNT:
            return f"{your} punt: drag from the slider"
        case Phase.TWO_POINT:
            return f"{your} two-point try: rest inside the end zone"
        case Phase.JUDGE | Phase.DEFENCE_JUDGE:
            assert g.offense is not None and g.pending is not None
            return f"{names.possessive(g.offense)} flick: {said(window_words(g.pending.why))} Accept it?"
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


def _situation_short(g: FingerFootball, names: Names) -> str:
    assert g.offense is not None and g.los is not None
    return f"{ordinal(g.down)} down, {yard_line(g, g.offense, g.los[0], names)}"


def _target_words(g: FingerFootball) -> str:
    t = g.target
    if t is None:
        return "drag from the slider"
    if t.kind == PlayKind.TOUCHDOWN:
        return "rest completely inside the end zone"
    if t.kind == PlayKind.PASS:  # a pass on the ring alone was a miss, unsaid (newcomer)
        return "touch the lit circle's white centre (the black ring alone misses)"
    return "reach the lit run circle (the black ring)"


def consequence_of_bump(game: FingerFootball, by: Team, names: Names | None = None) -> str:
    """What a bump by ``by`` would do to the play now: the rules' own ruling, on a copy, told in
    the rulebook's names or, in the window, in these people's words ("you bumped the table")."""
    trial = FingerFootball.from_json(game.to_json())
    events = trial.apply(Bump(by))
    if not events:
        return "Nothing changes."
    if names is None:
        return events[0].text
    ruling = window_words(events[0].told(names.who()))
    head, _, rest = ruling.partition(": ")  # "you: you bumped the table: ..." names the offence
    rest = rest or head
    for bumped in (f"{names.of(by, start=False)} bumped the table: ", f"{names.of(by)} bumped the table: "):
        rest = rest.replace(bumped, "")
    who_bumps = (
        "you bump it" if names.of(by, start=False) == "you" else f"{names.of(by, start=False)} bumps it"
    )
    return f"If {who_bumps}: {rest}"


# The rulebook's "the playing surface is moved" is, at a table, a bump of the table.
# Plain words: what the dice mean for the side with the ball, and "goes for" rather than the
# rulebook's "announces".
WINDOW_WORDS = (
    (
        "in the opponent's Zone 2, the offence has its choice",
        "that close to the goal, the side with the ball picks any circle",
    ),
    (
        "no such symbol ahead, the offence has its choice",
        "no such circle ahead outside the ball's own zone, so the side with the ball picks any",
    ),
    ("no such symbol ahead, roll again", "no such circle ahead outside the ball's own zone: roll again"),
    ("the offence has its choice", "the side with the ball picks any circle"),
    # "You: misses the pass circle" (the rules' lines say what the play did, after the side's
    # name): in the window it reads as the slider's doing, for "you" and the CPU alike.
    (": misses the ", ": missed the "),
    (": rests on a ", ": the slider rests on a "),
    (" announces touchdown", " goes for a touchdown"),
    (" announce touchdown", " go for a touchdown"),
    (" announces ", " goes for the "),
    (" announce ", " go for the "),
    (
        "moved the surface, too far away to matter",
        "bumped the table, too far from the target to change anything",
    ),
    ("moved the surface", "bumped the table"),
    ("endzone", "end zone"),  # the rules' one word; two on the screen, everywhere (play-test)
    # The kick window calls the index fingers "the fingers" (kick_words.call_words): so does the
    # window's every line of the same kick (the banner said "off the crossbar": play-test).
    ("off the crossbar", "off the fingers"),
)


ENDZONE_MISS = "not completely within the end zone"


def endzone_miss(line: str, rest: object, mat: Mat) -> str:
    """A touchdown try's miss with where it went: "... endzone: short, on the goal line",
    "...: long, past the end line" (``rest``: the flick's rest from the event's data). Which
    endzone is the nearer one to the rest: the teams change ends, the log line does not say."""
    line = line.replace("endzone", "end zone")  # the rules' line, or the window's
    if ENDZONE_MISS not in line or not isinstance(rest, (list, tuple)) or len(rest) < 2:
        return line
    return line.replace(ENDZONE_MISS, f"{ENDZONE_MISS}: {endzone_where(float(rest[0]), mat)}", 1)


def endzone_where(x: float, mat: Mat) -> str:
    """Where a slider resting at ``x`` (along the mat) missed the nearer endzone: short, on the
    goal line, long or on a sideline."""
    f, half = mat.field, mat.slider.length / 2
    depth = -x if x < f.length / 2 else x - f.length  # into the nearer endzone, m
    reach = half + f.line_width
    if depth < -reach:
        where = "short of the end zone, before the goal line"
    elif depth < reach:
        where = "short, on the goal line"
    elif depth > f.endzone + reach:
        where = "long: past the end line, still on the mat (a miss, not a touchback)"
    elif depth > f.endzone - reach:
        where = "long, on the end line (a miss, not a touchback)"
    else:
        where = "on a sideline"
    return where


def said(words: str) -> str:
    """``words`` as a sentence: a full stop unless they end in their own ("fumble!", not "fumble!.")."""
    return words if words.endswith((".", "!", "?")) else f"{words}."


def window_words(line: str) -> str:
    """A play-by-play line in the words the window uses for the same things."""
    for rulebook, window in WINDOW_WORDS:
        line = line.replace(rulebook, window)
    return line


def ball_words(team: Team, names: Names) -> str:
    if names.versus_cpu:
        return "Your ball" if team in names.humans else "The CPU's ball"
    return f"{team.label} ball"


OPPONENTS = "opponent's "
_OWN = re.compile(r"\{(\w+):its\|your\} own ")
_TEAM = re.compile(r"\{(red|blue)[:}]")
_OPPONENTS_LINE = re.compile(r"\bthe opponent's (?=\d)")


def told(event: Event, names: Names) -> str:
    """A play-by-play line told in the window's words, its yard lines named as the status line
    names them: "your own 45", "the CPU's own 45" in a side's own half, "the CPU's 40" in the
    other's (the rules' "its own 45" and "the opponent's 40" said whose only by the sentence)."""
    template = _OWN.sub(lambda m: "{" + m[1] + ":'s} own ", event.template)
    if _OPPONENTS_LINE.search(template):
        first = _TEAM.search(template)
        if first is not None:
            them = Team(first[1]).other  # the line's first team: the one it names the 40 for
        elif event.team is not None:  # "penalty accepted: back to ...": said for the defence
            them = event.team if event.kind == "penalty" else event.team.other
        else:
            them = None
        if them is not None:
            template = _OPPONENTS_LINE.sub("{" + them.value + ":'s} ", template)
    line = window_words(tell(template, names.who()))
    # The mat's halves by where they are on the screen (home at the left): "The CPU defends the
    # home goal" was the rules' word, not the player's (play-test).
    line = line.replace("the home goal", "the end zone at the left").replace(
        "the visitor goal", "the end zone at the right"
    )
    # The kick's call in capitals read as shouted, and "BLOCKED" said nothing of why (play-test).
    line = line.replace(
        "field goal BLOCKED", "field goal blocked: not kicked before the count of three ended"
    )
    if names.versus_cpu and event.kind == LogKind.ROLL:
        # The dice roll themselves in this window: "you roll Zone 2 run" read as a roll the
        # person never made (play-test).
        line = _ROLLS.sub("] the dice show ", line, count=1)
    return line


_ROLLS = re.compile(r"\] (?:you roll|the CPU rolls) ")


def target_words(target: object, offense: Team | None, names: Names, mat: Mat | None = None) -> str:
    """A target's label ("Zone 2 left pass on its own 45") with its yard line named as the
    status line names it, for the offence: "on your own 45", "on the CPU's 40". Given the
    ``mat``, a "middle" circle drawn off the centre line says which it is as seen: the big
    circles side by side on each 30 are both the rulebook's middle ("between the numbers"), and
    "middle" beside a circle plainly above the centre confused a newcomer."""
    words = str(target)
    if mat is not None and isinstance(target, Target) and " middle " in words:
        words = words.replace(" middle ", f" middle ({_drawn_side(target, mat)}) ", 1).replace(" () ", " ")
    if offense is None:
        return words
    own = names.possessive(offense, start=False) if names.versus_cpu else f"{offense.label}'s"
    other = names.possessive(offense.other, start=False) if names.versus_cpu else f"{offense.other.label}'s"
    return words.replace(" on its own ", f" on {own} own ").replace(" on the opponent's ", f" on {other} ")


def _drawn_side(target: Target, mat: Mat) -> str:
    """Where a target's middle circles lie as drawn: "upper", "lower", "upper or lower"; ""
    for one on the centre line."""
    ys = [c.y for c in mat.run_circles if c.id in target.circles]
    sides = [
        side
        for side, here in (("upper", any(y > 0.01 for y in ys)), ("lower", any(y < -0.01 for y in ys)))
        if here
    ]
    return "" if any(abs(y) <= 0.01 for y in ys) else " or ".join(sides)


def yard_line(g: FingerFootball, team: Team, x: float, names: Names) -> str:
    """A yard line as ``team`` sees it, in these people's words: "your own 30", "the CPU's 40"."""
    name = g.field.yard_line_name(x, g.direction(team))
    own = names.possessive(team, start=False) if names.versus_cpu else f"{team.label}'s"
    other = names.possessive(team.other, start=False) if names.versus_cpu else f"{team.other.label}'s"
    if name.startswith("own "):
        return f"{own} own {name[4:]}"
    if name.startswith(OPPONENTS):
        return f"{other} {name[len(OPPONENTS) :]}"
    return "the 50"


def moment_line(game: FingerFootball, names: Names) -> tuple[str, Team | None]:
    """What is happening now, as the status line says it (and whose colour it takes): the ball,
    down and line in play from scrimmage; the kickoff, the conversion or the toss otherwise (a
    line of scrimmage of a play already over is never shown)."""
    g = game
    phase = g.phase
    if phase == Phase.GAME_OVER:
        return "Final whistle", None
    if phase == Phase.COIN_TOSS:
        return ("Overtime: the coin toss" if g.overtime else "The coin toss"), None
    if phase in (Phase.TOSS_CHOICE, Phase.GOAL_CHOICE, Phase.HALF_CHOICE):
        return "Before the kickoff", None
    if phase in (Phase.KICKOFF, Phase.KICKOFF_CHOICE, Phase.ONSIDE):
        kicker = g.kicker if g.kicker is not None else _team(g)
        if kicker is None:
            return "The kickoff", None
        kind = "onside kick" if phase == Phase.ONSIDE else "kickoff"
        return (
            f"{names.possessive(kicker)} {kind}, from {names.possessive(kicker, start=False)} own end zone",
            kicker,
        )
    team = g.offense
    if team is None or g.los is None:
        return "", None
    if phase == Phase.CONVERSION_CHOICE:
        return f"{names.possessive(team)} conversion after the touchdown", team
    if phase == Phase.TWO_POINT:
        return (
            f"{names.possessive(team)} two-point try, from {names.possessive(team, start=False)} own 30",
            team,
        )
    if phase == Phase.EXTRA_POINT:
        return (
            f"{names.possessive(team)} extra point, kicked from "
            f"{names.possessive(team, start=False)} own goal line",
            team,
        )
    where = yard_line(g, team, g.los[0], names)
    return (
        f"{ball_words(team, names)} · {ordinal(g.down)} down · {where} ({zone_words(g, team, names)})",
        team,
    )


def zone_words(g: FingerFootball, team: Team, names: Names) -> str:
    """The zone the ball stands in, whose half it is in: "Zone 1", "your Zone 2", "the CPU's
    Zone 3" (the mat shades it: no target lies in it)."""
    assert g.los is not None
    zone, own = g.field.zone_of(g.los[0], g.direction(team))
    if zone == 1:
        return "Zone 1"
    side = team if own else team.other
    whose = names.possessive(side, start=False) if names.versus_cpu else f"{side.label}'s"
    return f"{whose} Zone {zone}"


def dice_reading(game: FingerFootball, names: Names) -> str:
    """How the target follows from the dice, in a few words after "Dice: ... · " ("" when the
    dice name it): so that "Dice: Zone 2 pass, upper side" beside "Target: touchdown" never reads
    as a contradiction. It never repeats the die's face ("choice: CHOICE") and never says a target
    was "any circle": one was picked."""
    g = game
    team, dice = g.offense, g.dice
    if team is None or dice is None:
        return ""
    you = names.of(team, start=False)
    pick = "pick" if you == "you" else "picks"
    yours = "yours" if you == "you" else names.possessive(team, start=False)
    picking = g.phase == Phase.CHOOSE_TARGET
    chosen = f"the target was {yours} to pick"
    roll = next((e for e in reversed(g.log) if e.kind == "roll"), None)
    thrown = roll.text if roll is not None else ""
    if "opponent's Zone 2" in thrown:  # before the TD face: the Zone 2 rule overrides it
        if dice.direction == Direction.TD:  # "touchdown" shown, yet no touchdown is forced
            return f"near the goal, so {you} {pick} any circle or the touchdown" if picking else chosen
        return f"near the goal, {you} {pick} any circle" if picking else f"near the goal, {chosen}"
    if dice.direction == Direction.TD:
        return "a touchdown try"
    if "no such symbol ahead" in thrown:
        why = no_target_reason(g, team, dice.zone)
        return f"{why}, so {you} {pick} any" if picking else f"{why}: {chosen}"
    if dice.direction == Direction.CHOICE:
        return f"{you} {pick} any lit circle or the touchdown" if picking else chosen
    return ""


def no_target_reason(game: FingerFootball, team: Team, zone: int) -> str:
    """Why a roll names no target, as a person sees the mat: a Zone 1 circle plainly ahead in
    the zone the ball stands in is not one ("no such circle ahead" beside it read as a
    mistake: play-test), since no play may stay in its own zone."""
    g = game
    if g.los is not None:
        band = g.field.band_at(g.los[0], g.direction(team))
        if band is not None and band.zone == zone:
            return f"Zone {zone} is the ball's own zone, where no play may stay"
    return f"no Zone {zone} circle on that side lies ahead"


def choice_reason(game: FingerFootball, names: Names) -> str:
    """Why the offence may pick any symbol now (CHOICE), with the rulebook's words: every lit
    circle is open, whatever the zone the dice showed."""
    g = game
    team, dice = g.offense, g.dice
    if g.phase != Phase.CHOOSE_TARGET or team is None or g.los is None or dice is None:
        return ""
    you = names.of(team, start=False)
    their = names.possessive(team.other, start=False) if names.versus_cpu else f"{team.other.label}'s"
    pick = "pick" if you == "you" else "picks"
    lit = _lit_words(g, you)
    if g.field.in_opponent_zone(g.los[0], g.direction(team), CHOICE_ZONE) and dice.zone != SCORING_ZONE:
        return f"{lit} lit: in {their} Zone 2, any roll but Zone 3 lets {you} pick."
    if dice.direction == Direction.CHOICE:
        return f"{lit} lit: the dice say CHOICE ({you} {pick}): one of them, or the touchdown."
    return f"{lit} lit: {no_target_reason(g, team, dice.zone)}, so {you} {pick}."


def _lit_words(game: FingerFootball, you: str) -> str:
    """What is lit on a CHOICE, counted: the circles a target may be (ahead of the offence, out of
    the zone it stands in), never "every circle" when only some are."""
    actions = game.legal_actions()
    lit = {a.target.circles[0] for a in actions if isinstance(a, ChooseTarget) and a.target.circles}
    if len(lit) == len(game.mat.run_circles):
        return "Every circle is"
    if len(lit) == 1:
        return f"The one circle ahead of {you} is"
    return f"The {len(lit)} circles ahead of {you} are"

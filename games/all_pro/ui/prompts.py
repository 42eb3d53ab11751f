"""What All-Pro Football's window says: each action as its button says it, and what the person
at the window is asked to do now."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping

from games.all_pro.rules.actions import (
    Action,
    Call,
    CallIllegalFormation,
    EndAdvance,
    EndSeries,
    Go,
    Ground,
    HandOff,
    IllegalAction,
    Kick,
    KickEndZone,
    PassKind,
    Phase,
    SafetyKick,
    Snap,
    Throw,
    Touchback,
    TryPoint,
)
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import OFF, AllPro, PassOdds
from games.all_pro.rules.wording import man_words
from games.all_pro.ui.view import label
from games.core.wording import Who, tell, verb, who
from sim.tiles.grid import Square, line_distance

# The window's controls, as F1 lists them: (the keys or mouse, what they do).
CONTROLS = (
    ("click a man, then a yellow dot", "move him one space (three moves make your turn)"),
    ("a ring round a man", "land on him: a block (a tackle if he has the ball)"),
    (
        "drag a man across squares",
        "one move a square, as many as your turn has left (onto one dot: at your own hand's pace)",
    ),
    (
        "H",
        "how steady your clicks are (shaky, steady or sure; steady at first): a ball carrier"
        " moved by a click sometimes drops the ball, shaky most often, sure least",
    ),
    (
        "Call lateral",
        "after your turn, toss the ball sideways or back to a man 2, 4 or 6 spaces away: the"
        " defence moves first, then you pick who takes it",
    ),
    ("drag men in a formation", "adjust it before Ready"),
    ("the buttons; Enter", "the rules' other actions; Enter presses the one marked Enter"),
    ("Esc", "cancel picking who takes a hand-off; else leave the game (asks first)"),
    ("Space", "the CPU makes the rest of its moves at once"),
    ("click or Space after a play", "go on to the next lineup (the play's end is held)"),
    ("N", "a new game, after the final whistle"),
)


def button_label(game: AllPro, action: Action) -> str:
    """An action as its button says it: what it does, in words."""
    match action:
        case Snap(to=to):
            return f"Snap to {label(to)} (move {game.moves + 1} of 3)"
        case HandOff(to=to):
            return f"Hand off to {label(to)}"
        case Throw(receiver=r):
            assert game.carrier is not None
            d = line_distance(game.men[game.carrier].square, game.men[r].square)
            return f"Throw to {label(r)} ({d} spaces)"
        case Call(what=what):
            return CALL_LABELS[what]
        case SafetyKick(kind=kind):
            return "Safety: kick off" if kind == "kickoff" else "Safety: punt"
    labels: dict[type, str] = {
        EndSeries: "End turn",
        Go: "Let the defence move",
        Ground: "Throw it away",
        KickEndZone: "Call kick (punt from the end zone)",
        Kick: "Kick off",
        EndAdvance: "Done advancing",
        Touchback: "Take a touchback",
        TryPoint: "Kick the point after",
        CallIllegalFormation: "Call illegal formation (5 yards)",
    }
    return labels.get(type(action), type(action).__name__)


CALL_LABELS = {
    "pass": "Call pass",
    "lateral": "Call lateral",
    "punt": "Call punt",
    "field goal": "Call field goal",
}
# The formations as their buttons say them: what each is, in words.
FORMATION_LABELS = {
    "T": "Backs in a T",
    "balanced": "Backs spread out",
    "unbalanced": "Line shifted right",
    "punt": "Punt formation",
    "deep kick": "Safe punt formation",
    "7-2-2": "Stop the run (7 on the line)",
    "5-4-2": "Stop the pass (5 on the line)",
    "deep": "Deep return",
    "wedge": "Backs in the middle",
    "wide": "Wide return",
}
FORMATION_WORDS = {
    "T": "B1 behind the Center takes the snap, the others in a row: for runs",
    "balanced": "B1 takes the snap, the other Backs to both sides: run or pass",
    "unbalanced": "more linemen on the right: to run that way",
    "punt": "kicker 2 squares back: a kick 5 yards longer, but the rush may reach the ball and"
    " block it (Safe punt formation: never in reach)",
    "deep kick": "kicker 3 squares back: a kick 5 yards shorter, the ball out of the rush's reach",
    "7-2-2": "7 men on the line, 2 behind it, 2 far back",
    "5-4-2": "5 on the line, 4 behind, 2 far back: covers passes",
    "deep": "two Backs wide, two deep",
    "wedge": "the Backs together in the middle, to run up it",
    "wide": "the Backs spread to the sidelines",
}


# Who may take a hand-off, as the rules' Hand-off says: "another man ... on a space immediately
# adjacent", beyond the line "only ... alongside or behind him". Any man: a lineman too, which a
# newcomer took for a mistake (6/10), so it is said.
HAND_OFF_PICK = (
    "Hand off: click a ringed man to hand him the ball. The rules let any man of yours next to the"
    " carrier take it, a lineman too (past the line, only beside or behind him)"
)


def formation_label(name: str) -> str:
    return FORMATION_LABELS.get(name, name)


# The rulebook's "The snap of the ball counts as one move", said where it bites: at the snap (a
# newcomer found offence hardly moved the ball and never saw that the snap took a move).
SNAPPED = "The snap is the first of your three moves: two left. Click a man to move him"
# Your carrier caught (the rush reaches his square): how offence gains ground against it, the
# newcomer's own find, in the status line (the rulebook's "cross your own blocker").
BLOCK_AND_CROSS = (
    "{defence} can tackle your ball carrier next turn. Gain ground: block the man in front of him"
    " with a lineman, then step the carrier onto your own block and off it beyond (two moves)"
)
# Play-test 28: "The kick is caught" was said when the ball lay on an empty square, nobody near.
FREE_RUN = "each of your men may first run 3 free spaces downfield: click men, or Advance all (Enter)"


def entered(pressed: str, game: AllPro, formation: str) -> str | None:
    """What Enter just did, said in the status line (a newcomer pressing Enter to go on lined
    up and snapped without knowing it, play-test 7): the line-up and the snap by name."""
    if pressed.startswith("Ready"):
        if game.phase in (Phase.FORMATION, Phase.RETURN_FORMATION):  # waiting for the other side
            return f"Enter: you lined up in {formation_label(formation)}; the other side lines up now"
        return f"Enter: you lined up in {formation_label(formation)}"
    if pressed.startswith("Snap"):
        return f"Enter: the ball is snapped. {SNAPPED}"
    return None  # the other buttons' own results are on the board and in the play-by-play


def kick_landed(game: AllPro) -> str:
    """Where the kick-off came down, as it is: on a receiver (who has it) or on an empty square."""
    if game.carrier is not None:
        return f"The kick-off came down on {man_words(game.carrier)}, who has the ball"
    return "The kick-off came down on an empty square: nobody has the ball yet"


def hint(game: AllPro, my_turn: bool, picking: bool, say: Callable[[str], str]) -> str:
    """What the person at the window is asked to do now."""
    g = game
    if g.is_over():
        return "N: a new game · Esc: the menu"
    if not my_turn:
        team = g.team_to_move()
        if g.pending_kick is not None and team != g.offence:
            return say(
                f"{who(team)} {verb(team, 'has', 'have')} three moves to land a man on the ball and"
                " block the kick; then it is kicked (Space: hurry)"
            )
        if g.passing is not None and team != g.offence:
            return say(pass_called(g, team))
        return say(f"{who(team)} {verb(team, 'is', 'are')} playing: watch the board (Space: hurry)")
    if g.phase == Phase.FORMATION:
        return "Line up: pick a formation, drag men to adjust it, then Ready"
    if g.phase == Phase.RETURN_FORMATION:
        return "Line up to receive: pick a formation, drag your Backs behind the line, then Ready"
    if picking:
        return HAND_OFF_PICK
    if g.phase == Phase.PLAY and not g.snapped:
        return (
            "Snap the ball to the man directly behind your Center: the snap is the first of your"
            " three moves this turn"
        )
    if g.phase == Phase.PLAY and g.loose is not None and not can_reach(g, g.loose):
        return "Nobody of yours can reach the ball this turn: move men toward it, or press End turn (Enter)"
    if g.phase == Phase.PLAY and g.pending_kick is not None:
        kicking = g.offence
        return say(
            f"{who(kicking)} called a {g.pending_kick.what}: the ball is set in front of the kicker."
            " Land a man on it within your three moves to block it; else it is kicked"
        )
    if g.phase == Phase.PLAY and g.loose is not None and g.kick_loose:
        kicking = g.offence.other
        return say(
            "The kick has come down: land a man on the ball to pick it up and run it back (if"
            f" {who(kicking)} {verb(kicking, 'touches', 'touch')} it first, it is downed there)"
        )
    if g.phase == Phase.PLAY and g.loose is not None:
        return "The ball is loose on the ground: move a man onto it to pick it up (either team may)"
    if g.phase == Phase.PLAY and g.walker is not None:
        return (
            f"Your {label(g.walker)} is passing over your own block: step him off it now (a man"
            " may cross his own blocker, two moves, but never stay on him)"
        )
    if g.phase == Phase.PLAY and g.carrier is not None and (not g.is_down or g.possession_changed):
        if g.men[g.carrier].team == g.mover:
            return (
                "Your return: run your ball carrier toward the other end zone; a tackle or a"
                " touchdown ends it (three moves, then End turn)"
            )
        return "Their return: land a man on their ball carrier to tackle him and end it"
    if g.phase == Phase.PLAY:
        return (
            "Click one of your men: yellow dots then show where he may step (a ring round a man:"
            " block or tackle him). Three moves make your turn, then End turn"
        )
    if g.phase == Phase.FREE_ADVANCE:
        return say(f"{kick_landed(g)}: {FREE_RUN}")
    if g.phase == Phase.THROW and lateral(g) and g.open_receivers(PassKind.LATERAL):
        d = g.offence.other
        return say(
            f"{who(d)} {verb(d, 'has', 'have')} moved: now pick who takes your lateral (the buttons"
            " above; any man of yours may): his chance is shown over him"
        )
    if g.phase == Phase.THROW and any(g.men[r].kind.eligible for r in g.open_receivers()):
        return (
            "Throw to an open receiver (the buttons above): his chance of a completed pass is shown over him"
        )
    if g.phase == Phase.THROW:
        return "Nobody is open: throw the ball away (a 15-yard penalty, and the down is used up)"
    if g.phase == Phase.CALL and g.down == 4 and Call("punt") in g.legal_actions():
        return (
            "Fourth down, your kicker has the ball: kick it (Enter), or gamble on the down:"
            " short of the marker the other side gets the ball here"
        )
    if g.phase == Phase.CALL and Call("punt") in g.legal_actions():
        return (
            "Your kicker has the ball, lined up to kick: kick it (Enter), or keep the ball:"
            " call a pass or let the defence move"
        )
    if g.phase == Phase.CALL and Call("pass") not in g.legal_actions():
        return f"No forward pass now: let the defence move (Enter){other_calls(g)}"
    if g.phase == Phase.CALL and open_now(g):
        return "Call what to do with the ball (Enter: Call pass), or let the defence move"
    if g.phase == Phase.CALL:
        return f"Nobody is open for a pass: let the defence move (Enter){other_calls(g)}"
    if g.phase == Phase.KICKOFF:
        return "Kick off (Enter): the dice say how far the ball flies toward the other end zone"
    if g.phase == Phase.PAT:
        return "Kick the point after (Enter): the dice say whether it is good"
    if g.phase == Phase.SAFETY_KICK:
        return (
            "After the safety, kick the ball away from your own end: a kick-off or a punt (the buttons above)"
        )
    return "Choose with the buttons above"


def lateral(game: AllPro) -> bool:
    return game.passing is not None and game.passing[0] == PassKind.LATERAL


def pass_called(game: AllPro, defence: Team) -> str:
    """A pass or a lateral called, the defence moving: why it moves before the receiver is
    picked. The rules' Lateral Pass "is made the same as a short pass": the defence has its three
    moves after the call, and only then is the receiver named and the die rolled (newcomer 6/10
    saw the CPU move before he chose, unexplained)."""
    offence = defence.other
    kind = "a lateral" if lateral(game) else "a pass"
    return (
        f"{who(offence)} called {kind}: as the rules have it for every pass, {who(defence)}"
        f" {verb(defence, 'moves', 'move')} first, three moves; then {who(offence)}"
        f" {verb(offence, 'picks', 'pick')} who takes it and the die is rolled (Space: hurry)"
    )


def other_calls(game: AllPro) -> str:
    """ ", or call a punt or a lateral": only the calls allowed now (a hint offered a kick with
    its buttons greyed, newcomer 6/10); nothing when none is."""
    legal = game.legal_actions()
    named = [f"a {w}" for w in ("punt", "field goal", "lateral") if Call(w) in legal]
    if not named:
        return ""
    return ", or call " + (named[0] if len(named) == 1 else ", ".join(named[:-1]) + " or " + named[-1])


def can_reach(game: AllPro, square: Square) -> bool:
    """Could a man of the team to move land on ``square`` in the moves left of its turn, by
    distance alone (a block or a man in the way may still stop him)?"""
    g = game
    left = 3 - g.moves
    return any(
        max(abs(m.square[0] - square[0]), abs(m.square[1] - square[1])) <= left
        for m in g.men.values()
        if m.team == g.mover and not m.out and m.square != OFF
    )


# The hands of sim/tiles/hands.py as the screen names them: how steady a click moves a man
# ("novice, club or expert" read as jargon: newcomer 6/10).
HAND_NAMES = {"novice": "shaky", "club": "steady", "expert": "sure"}


def hand_name(hand: str) -> str:
    return HAND_NAMES.get(hand, hand)


def carrier_hint(dragging: bool, hand: str = "club") -> str:
    """Your ball carrier chosen: a slow, careful drag fumbled with no warning (play-test 55), so
    it is said before the drop."""
    if dragging:
        return (
            "Dragging your ball carrier: he moves as your hand does, and a jerky or "
            "stop-start drag can drop the ball (let go on a yellow dot)"
        )
    return (
        "Your ball carrier: click a yellow dot to move him. A click can drop the ball now and"
        f" then (your clicks: {hand_name(hand)}; H changes it)"
    )


def pass_lines(
    game: AllPro, odds: Mapping[str, PassOdds], my_turn: bool, names: Mapping[Team, Who]
) -> list[str]:
    """Each open receiver's odds, in the screen's names, and what it means when nobody is open."""
    out = []
    for receiver, o in odds.items():
        parts = [f"complete {o.complete:.0%}"]
        parts += [f"intercepted by {tell(man_words(m), names)} {p:.0%}" for m, p in o.intercepted.items()]
        parts.append(f"incomplete {o.incomplete:.0%}")
        out.append(f"To {label(receiver)}: " + ", ".join(parts))
    if game.phase == Phase.THROW and my_turn and not out:
        out.append("Nobody is open: the ball can only be thrown away")
    if game.phase == Phase.CALL and my_turn and game.carrier is not None:
        if Call("lateral") in game.legal_actions():
            out.append(LATERAL_LINE)
        if Call("pass") not in game.legal_actions():
            out.append(f"No forward pass now: {no_pass(game)}")
        elif open_now(game):
            passer = game.men[game.carrier].square
            named = ", ".join(
                f"{label(r)} {line_distance(passer, game.men[r].square)} spaces" for r in open_now(game)
            )
            out.append(f"Open now for a pass: {named} (the light lanes on the board)")
        else:
            out.append(
                "Nobody is open for a pass now: a pass called now must likely be thrown away (15 yards back)"
            )
    return out


LATERAL_LINE = (
    "Call lateral: your carrier tosses the ball sideways or back (never ahead) to a man 2, 4 or 6"
    " spaces away. As for any pass the defence moves first, then you pick who takes it; one die,"
    " even completes (F1: the lateral page)"
)
HAND_LINE = (
    "Your clicks are now {hand}: how often a ball carrier moved by a click drops the ball"
    " (shaky most often, sure least; H: change)"
)


def no_pass(game: AllPro) -> str:
    """Why the pass button is greyed, in the rules' own words (one forward pass a play...)."""
    try:
        copy.deepcopy(game).apply(Call("pass"))
    except IllegalAction as exc:
        return str(exc).split(": ", 1)[-1]
    return "not after this turn"


def open_now(game: AllPro) -> list[str]:
    """The eligible receivers (Backs and Ends) a forward pass could go to as the board stands:
    an even number of spaces (2 to 12) ahead on a straight or diagonal line."""
    if game.carrier is None:
        return []
    return [r for r in game.open_receivers() if game.men[r].kind.eligible]

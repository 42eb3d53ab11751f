"""What All-Pro Football's window says: each action as its button says it, and what the person
at the window is asked to do now."""

from __future__ import annotations

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
    Kick,
    KickEndZone,
    Phase,
    SafetyKick,
    Snap,
    Throw,
    Touchback,
    TryPoint,
)
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro, PassOdds
from games.all_pro.rules.wording import man_words
from games.all_pro.ui.view import label
from games.core.wording import Who, tell, verb, who
from sim.tiles.grid import line_distance


def button_label(game: AllPro, action: Action) -> str:
    """An action as its button says it."""
    match action:
        case Snap(to=to):
            return f"Snap to {label(to)}"
        case HandOff(to=to):
            return f"Hand off to {label(to)}"
        case Throw(receiver=r):
            assert game.carrier is not None
            d = line_distance(game.men[game.carrier].square, game.men[r].square)
            return f"Throw to {label(r)} ({d})"
        case Call(what=what):
            return f"Call {what}"
        case SafetyKick(kind=kind):
            return f"Safety: {kind}"
    labels: dict[type, str] = {
        EndSeries: "End series",
        Go: "Defence's turn",
        Ground: "Throw it away",
        KickEndZone: "Call kick",
        Kick: "Kick off",
        EndAdvance: "Done advancing",
        Touchback: "Touchback",
        TryPoint: "Point after",
        CallIllegalFormation: "Illegal formation!",
    }
    return labels.get(type(action), type(action).__name__)


def hint(game: AllPro, my_turn: bool, picking: bool, say: Callable[[str], str]) -> str:
    """What the person at the window is asked to do now."""
    g = game
    if g.is_over():
        return "N: a new game · Esc: the menu"
    if not my_turn:
        team = g.team_to_move()
        return say(f"{who(team)} {verb(team, 'is', 'are')} playing: watch the board (Space: hurry)")
    if g.phase == Phase.FORMATION:
        return "Pick a formation below, drag men to adjust it, then Ready"
    if g.phase == Phase.RETURN_FORMATION:
        return "Line up to receive: pick a formation, drag your Backs behind the line, then Ready"
    if picking:
        return "Click one of the marked men to hand him the ball"
    if g.phase == Phase.PLAY and g.snapped and g.loose is not None:
        return "The ball is loose on the ground: move a man onto it to pick it up (either team may)"
    if g.phase == Phase.PLAY and g.snapped:
        return (
            "Click one of your men, then a marked square (or drag him there; a yank drops the"
            " ball): three moves a series"
        )
    if g.phase == Phase.FREE_ADVANCE:
        return "Click men to advance them three spaces, or Advance all"
    if g.phase == Phase.THROW:
        return "Throw to a receiver below: his chance of a completed pass is shown over him"
    if g.phase == Phase.CALL:
        return "Call what to do with the ball, or let the defence move"
    return "Choose below"


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
    if game.phase == Phase.CALL and my_turn and game.carrier is not None and not game.open_receivers():
        out.append(
            "Nobody is open for a pass now. Call pass and, unless someone gets open while the"
            " defence moves, it must be thrown away: intentional grounding, 15 yards"
        )
    return out

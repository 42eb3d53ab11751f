"""The buttons the All-Pro window offers the person at each moment: a fixed slot for each kind
of action the rules know (the snap, a hand-off, the calls, the throws, the kicks...), greyed
with the rules' own reason when it is not allowed now, and the formations to line up in. Enter
presses the one marked default. What each button does is the scene's (game_scene.py)."""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection
from functools import partial
from typing import Protocol

from games.all_pro.players.coach import DEEP_KICK, FAIR_FIELD_GOAL, deep_kick_places, kick_call
from games.all_pro.rules.actions import (
    Action,
    Advance,
    Call,
    CallIllegalFormation,
    EndSeries,
    Formation,
    Go,
    Ground,
    HandOff,
    IllegalAction,
    KickEndZone,
    PassKind,
    Phase,
    Snap,
    Step,
    Throw,
    Touchback,
)
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import call_check, return_play, turn_end, unused_moves
from games.all_pro.ui.kick_odds import kick_at
from games.all_pro.ui.panel import AllProScene as Shown
from games.all_pro.ui.panel import Choice
from games.all_pro.ui.prompts import button_label, formation_label
from games.core.wording import sentence
from sim.tiles.grid import Square


class AllProScene(Shown, Protocol):
    """What the buttons read of the game's scene and call on it (game_scene.py), said here so
    this module need not import the scene that imports it."""

    @property
    def my_turn(self) -> bool: ...
    @property
    def humans(self) -> Collection[Team]: ...

    pointer: tuple[int, int]
    wait: float
    stand_in: return_play.StandIn

    def danger(self) -> frozenset[Square]: ...
    def _do(self, action: Action) -> None: ...
    def _advance_all(self) -> None: ...
    def _pick_handoff(self) -> None: ...
    def _arrange(self, team: Team, name: str) -> None: ...
    def _ready(self, team: Team) -> None: ...


# The coach's bar for a field goal on fourth down (players/coach.py kick_on_fourth, FAIR_FIELD_GOAL):
# Enter kicks it when the odds shown reach it.
CALLS = ("pass", "lateral", "punt", "field goal")  # after a turn, in their fixed slots
NO_SNAP = "Nobody stands directly behind your Center to take the snap"


def choices(scene: AllProScene) -> list[Choice]:
    """The buttons along the bottom for the person to act now: a fixed slot for each kind of
    action, greyed when the rules do not allow it (a click says why)."""
    if not scene.my_turn or scene.forming() or scene.pause is not None:
        return []
    game = scene.game
    legal = game.legal_actions()
    if game.phase == Phase.PLAY:
        return _play(scene, legal)
    if game.phase == Phase.CALL:
        return _calls(scene, legal)
    out: list[Choice] = []
    advances = 0
    for action in legal:
        if isinstance(action, Advance):
            advances += 1
        elif isinstance(action, Throw) and not _may_catch(game, action.receiver):
            continue  # a Guard, Tackle or Center is no receiver: the illegal pass is not offered
        elif not isinstance(action, Step):
            out.append(Choice(button_label(game, action), partial(scene._do, action)))
    if game.phase == Phase.THROW and Ground() not in legal:
        out.append(Choice("Throw it away", *allowed(scene, Ground(), legal)))
    if advances:
        out.insert(0, Choice("Advance all", scene._advance_all))
    throws = [i for i, c in enumerate(out) if c.label.startswith("Throw to")]
    if len(throws) == 1:  # the one open receiver: Enter throws to him (newcomer: Enter did nothing)
        out[throws[0]] = _keyed(out[throws[0]])
    elif len(out) == 1 or game.phase in (Phase.KICKOFF, Phase.PAT, Phase.FREE_ADVANCE):
        out[0] = _keyed(out[0])
    return out


def _may_catch(game: AllPro, receiver: str) -> bool:
    """A forward pass goes to a Back or an End; a lateral "may be caught by any man"."""
    lateral = game.passing is not None and game.passing[0] == PassKind.LATERAL
    return lateral or game.men[receiver].kind.eligible


def _keyed(choice: Choice) -> Choice:
    """The button Enter presses, when it does something now."""
    return Choice(choice.label, choice.act, choice.why, default=choice.act is not None)


def _calls(scene: AllProScene, legal: list[Action]) -> list[Choice]:
    """After a series with the ball: the four calls in their slots, and letting the defence move.
    Enter calls the pass only when someone is open: else a called pass is likely thrown away
    (15 yards), and Enter lets the defence move instead."""
    game = scene.game
    kick = fourth_down_kick(scene, legal)
    # Enter calls only what can work now: no pass into a sure sack (call_check.py, round 5).
    pass_ok = kick is None and Call("pass") in legal and call_check.sure(scene, "pass")
    calls = [
        call_check.guarded(
            scene,
            Choice(
                button_label(game, Call(w)),
                *_why_call(scene, w, legal),
                default=w == kick or (w == "pass" and pass_ok),
            ),
            w,
        )
        for w in CALLS
    ]
    go = Choice(button_label(game, Go()), *allowed(scene, Go(), legal), default=kick is None and not pass_ok)
    return [*calls, go]


def _why_call(
    scene: AllProScene, what: str, legal: list[Action]
) -> tuple[Callable[[], None] | None, str | None]:
    """A call's button: what it does, or why it is greyed (a kick's reason in squares)."""
    act, why = allowed(scene, Call(what), legal)
    return act, (call_check.kick_why(scene.game, what) or why) if act is None else None


def fourth_down_kick(scene: AllProScene, legal: list[Action]) -> str | None:
    """Lined up to kick (the kicker took the snap 10 yards deep and has not moved): Enter kicks,
    never "Let the defence move" (a play-test's fourth down given away), on any down: a kicker
    only takes the snap from a punt formation, and on second down there Enter ended the turn and
    let the defence move without the call ever shown (play-test 82). A field goal where the
    coach would try one, judged by the odds the panel shows for this kicker's own spot (the coach
    reckons from a standard depth: play-test 28's newcomer saw "good 42%", pressed Enter and got
    a punt), else the punt. The scene shows the Enter kick's odds first (on the board too)."""
    game = scene.game
    if Call("punt") not in legal:
        return None
    if Call("field goal") not in legal:
        return "punt"
    shown = next((k for k in kick_at(game, scene.humans, scene.my_turn) if k.what == "field goal"), None)
    fair = shown is not None and shown.good() >= FAIR_FIELD_GOAL
    return "field goal" if fair or kick_call(game) == "field goal" else "punt"


def _play(scene: AllProScene, legal: list[Action]) -> list[Choice]:
    game = scene.game
    snaps = [a for a in legal if isinstance(a, Snap)]
    handoffs = [a for a in legal if isinstance(a, HandOff)]
    if not game.snapped:
        if snaps:
            out = [Choice(button_label(game, snaps[0]), partial(scene._do, snaps[0]), default=True)]
        else:
            out = [Choice("Snap (move 1 of 3)", None, NO_SNAP)]
    elif len(handoffs) == 1:
        out = [Choice(button_label(game, handoffs[0]), partial(scene._do, handoffs[0]))]
    elif handoffs:
        out = [Choice("Hand off… (pick the man)", scene._pick_handoff)]
    elif game.mover == game.offence:  # kept in its slot, greyed, while the ball is yours
        out = [Choice("Hand off", None, why_no_handoff(scene))]
    else:  # on defence: no hand-off of yours to grey (newcomer 6/10)
        out = []
    rare = (KickEndZone, Touchback, CallIllegalFormation)
    out += [Choice(button_label(game, a), partial(scene._do, a)) for a in legal if isinstance(a, rare)]
    out += return_play.offer(scene)  # "Play the return for me"
    if game.snapped:
        label = unused_moves.end_label(unused_moves.left(game, scene.humans, legal))  # "(2 moves unused)"
        end = Choice(label, *allowed(scene, EndSeries(), legal), default=True)
        out += turn_end.choices(scene, end, fourth_down_kick)
    return out


def allowed(
    scene: AllProScene, action: Action, legal: list[Action]
) -> tuple[Callable[[], None] | None, str | None]:
    """What a button for ``action`` does, or why it is greyed: the rules' own refusal."""
    if action in legal:
        return partial(scene._do, action), None
    try:
        copy.deepcopy(scene.game).apply(action)
    except IllegalAction as exc:
        return None, sentence(str(exc).split(": ", 1)[-1])
    return None, "Not now"


def why_no_handoff(scene: AllProScene) -> str:
    g = scene.game
    if g.carrier is None:
        return "Nobody has the ball to hand off"
    if g.men[g.carrier].team != g.mover:
        return "Only the team with the ball hands off"
    return "No man of yours stands next to the ball carrier (beyond the line, only beside or behind him)"


def formation_choices(scene: AllProScene) -> list[tuple[Choice, str]]:
    """The formations to line up in (each with its name), for the panel."""
    if not scene.forming():
        return []
    game = scene.game
    team = game.team_to_move()
    out: list[tuple[Choice, str]] = []
    for a in game.legal_actions():
        if isinstance(a, Formation):
            out.append((Choice(formation_label(a.name), partial(scene._arrange, team, a.name)), a.name))
            if a.name == "punt" and deep_kick(scene) is not None:
                # The CPU's own protected kick, offered by name right after the punt formation.
                out.append(
                    (Choice(formation_label(DEEP_KICK), partial(scene._arrange, team, DEEP_KICK)), DEEP_KICK)
                )
    return out


def deep_kick(scene: AllProScene) -> dict[str, Square] | None:
    """Where the deep kick (the CPU coach's kick: the kicker three squares behind the Center, the
    ball out of the defence's three moves) lines the person up now, if it fits this down."""
    game = scene.game
    team = game.team_to_move()
    if team is None or team != game.offence or game.phase != Phase.FORMATION or game.kick.safety_free_kick:
        return None
    return deep_kick_places(game, team)


def ready_choice(scene: AllProScene) -> Choice:
    team = scene.game.team_to_move()
    if scene.places is None or team is None:
        return Choice("Ready: line up", None, "Pick a formation first")
    return Choice("Ready: line up", lambda: scene._ready(team), default=True)

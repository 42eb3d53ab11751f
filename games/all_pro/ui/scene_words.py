"""What the All-Pro window says of the moment in its status line and its panel, read from the game's
scene (game_scene.py): the hint for the man chosen (or why he cannot move), and the panel's lines
of passes, kicks and the defence's reach. Every line names only what the board draws now: a
"yellow dot" only while dots are on the board, a "framed square" only where a lane has one."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Protocol

import pygame

from games.all_pro.rules.actions import Call, PassKind, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro, PassOdds
from games.all_pro.rules.wording import man_words
from games.all_pro.ui import opens_way, panel_hint, punt_risk, rush, snap_risk, unused_moves
from games.all_pro.ui.get_open import Opening
from games.all_pro.ui.kick_odds import BLOCK_LINE, KickOdds
from games.all_pro.ui.play_end import GO_ON
from games.all_pro.ui.prompts import BLOCK_AND_CROSS, carrier_hint, hint, open_now, pass_lines
from games.all_pro.ui.rush import RushCache
from games.all_pro.ui.view import Lane, label
from games.core.wording import Who, who, whose
from sim.tiles.grid import Square

# A chosen man next to his own team's block, framed: what the frame means.
OVER_HINT = (
    "{man}: a yellow frame is your own block: he may pass over it, one move onto it and the next"
    " off it (never staying on it)"
)
# A chosen man with nowhere to go: said, never "click a marked square" with none marked.
STUCK = (
    "{man} cannot move now: every square next to him is taken, or a block of {them} (framed in"
    " {colour}: never crossed). Click another of your men"
)
BLOCKS_LINE = (
    "Blocks are framed in the colour of the side that made it: your men may step over yours,"
    " never over {their}"
)
# The other side's pass on your defence, as drawn: light lines, each with its number, and the
# squares framed on them where a man of yours would intercept.
THEIR_PASS = (
    "{them} may pass: the light lines run from {their} passer to the men {they} may throw to"
    " (the number: how many spaces)"
)
THEIR_LATERAL = (
    "{them} called a lateral: the light lines run from {their} ball carrier to the men it may"
    " go to (the number: how many spaces)"
)
STOPS = (
    "A man of yours on a framed square of a line intercepts if the dice add up to his distance"
    " from the passer"
)


class Speaking(Protocol):
    """What the words read of the scene."""

    game: AllPro
    selected: str | None
    picking: bool
    your_hand: str  # how steady a click moves a man (H)
    drag: list[tuple[float, tuple[int, int]]] | None
    rush: RushCache
    pointer: tuple[int, int]
    bar: list[tuple[str, pygame.Rect]]

    @property
    def humans(self) -> Collection[Team]: ...
    @property
    def who(self) -> Mapping[Team, Who]: ...
    @property
    def my_turn(self) -> bool: ...
    @property
    def pause(self) -> object | None: ...
    def say(self, template: str) -> str: ...
    def _targets(self) -> list[Square]: ...
    def _fouls(self) -> dict[Square, str]: ...
    def pass_odds(self) -> dict[str, PassOdds]: ...
    def kicks(self) -> list[KickOdds]: ...
    def danger(self) -> frozenset[Square]: ...
    def lanes(self) -> list[Lane]: ...
    def opening(self) -> Opening | None: ...


def colour_word(team: Team) -> str:
    return "red" if team == Team.HOME else "blue"


def scene_hint(scene: Speaking) -> str:
    """The status line: what the person is asked to do now."""
    if scene.pause is not None:
        return f"The play is over: {GO_ON[0].lower()}{GO_ON[1:]}"
    g = scene.game
    chosen = scene.selected
    if scene.my_turn and chosen is not None and g.phase == Phase.PLAY and not scene._targets():
        other = g.men[chosen].team.other
        return scene.say(STUCK.format(man=label(chosen), them=who(other), colour=colour_word(other)))
    if scene.my_turn and chosen is not None and chosen == g.carrier == g.kicker and g.phase == Phase.PLAY:
        return KICKER_MOVES  # said before the kick is lost (round 5: "Call punt" grey, unexplained)
    if scene.my_turn and chosen is not None and chosen == g.carrier:
        return carrier_hint(scene.drag is not None and len(scene.drag) > 1, scene.your_hand)
    warned = opens_way.warning(scene)  # a move that would open the way to the carrier: said first
    if warned is not None:
        return warned
    if scene.my_turn and chosen is not None and set(scene._targets()) & set(g.blocks):
        return OVER_HINT.format(man=label(chosen))
    if caught(scene):  # how offence gains ground on the rush: the newcomer's own find, taught
        return scene.say(BLOCK_AND_CROSS.format(defence=who(g.offence.other)))
    if sacked_at_call(scene):  # not "Enter: Call pass" into a sure sack (round 5)
        return scene.say(SACK_STATUS.format(defence=who(g.offence.other)))
    return hint(g, scene.my_turn, scene.picking, scene.say)


SACK_STATUS = (
    "{defence} can reach your ball carrier: a pass or lateral called now is a sack."
    " Let the defence move (Enter)"
)


def sacked_at_call(scene: Speaking) -> bool:
    """At your call, a receiver open (the line would offer "Enter: Call pass"), no kick lined
    up, the carrier within the defence's reach."""
    g = scene.game
    if not scene.my_turn or g.phase != Phase.CALL or g.carrier is None or not g.is_down or not open_now(g):
        return False
    if Call("punt") in g.legal_actions():
        return False
    return rush.carrier_caught(g, scene.danger())


def caught(scene: Speaking) -> bool:
    """Your turn with the ball, moves left, and the defence can tackle your carrier where he
    stands (the orange ring)."""
    g = scene.game
    if not scene.my_turn or g.phase != Phase.PLAY or g.carrier is None or g.walker is not None:
        return False
    if g.mover != g.offence or g.men[g.carrier].team != g.mover or scene.picking:
        return False
    return rush.carrier_caught(g, scene.danger())


def panel_lines(scene: Speaking) -> list[str]:
    """The panel's lines over the play-by-play: the figures (each receiver's odds, the kicks'
    chances), then at most one hint paragraph, the one that matters now (panel_hint.py)."""
    g = scene.game
    kicks = scene.kicks()
    if kicks and g.down == 4 and g.phase == Phase.CALL:
        # Fourth down at the kicker: the kicks in a line or two, not six (play-test 22);
        # the lateral and the pass are still on their buttons, which say why when greyed.
        return [kick.short() for kick in kicks] + block_lines(scene, kicks)
    figures = pass_lines(g, scene.pass_odds(), False, scene.who)
    for kick in kicks:
        figures += kick.lines()
    # Moves left this turn: said while they are (End turn leaves them unused: unused_moves.py),
    # once a move of the turn is made: at every turn's start it read as a warning (round 5).
    played_for = getattr(getattr(scene, "stand_in", None), "on", False)  # return_play.py
    mine = scene.my_turn and scene.pause is None and not played_for and g.moves > 0
    left = unused_moves.left_line(unused_moves.left(g, scene.humans)) if mine else None
    return figures + panel_hint.first(*hint_candidates(scene, kicks)) + ([left] if left else [])


KICKER_MOVES = (
    "Your kicker has the ball: if he moves with it (or hands it off) he may not kick this play."
    " To punt from here, End turn and then Call punt"
)


# At the call the turn's moves are spent. The defence takes its full turn before any throw
# (rules: Passing; a lateral "is made the same as a short pass"), so a pass or lateral called
# while it can reach the passer is a sure sack: round 5's newcomer was told a pass "gets the ball
# away", called it and was sacked twice.
CARRIER_AT_CALL = (
    "{defence} can reach your ball carrier (ringed orange): a pass or lateral called now is a sack"
    " (the defence moves before the throw)"
)


def hint_candidates(scene: Speaking, kicks: list[KickOdds]) -> list[Callable[[], str | list[str] | None]]:
    """The panel's hints, what costs most if missed first: a safety, a blocked kick, a tackle."""
    g = scene.game
    mine = scene.my_turn
    danger = scene.danger() if mine and g.phase == Phase.PLAY else frozenset()
    # At the call after the turn the defence has not moved yet: the carrier is as caught as
    # before it (a pass tip took the warning's place there: newcomer 7/10).
    reach = danger or (scene.danger() if mine and g.phase == Phase.CALL else frozenset())
    caught = bool(reach) and rush.carrier_caught(g, reach)
    defence = who(g.offence.other)
    lateral = panel_hint.pointing_at(scene, scene.bar, panel_hint.LATERAL_BUTTON)
    lateral_line = list(panel_hint.call_hints(scene, True))[:1] if g.phase == Phase.CALL else []
    found = scene.opening()
    throw_away = mine and g.phase == Phase.THROW and not scene.pass_odds()
    theirs_blocked = any(g.men[b].team not in scene.humans for b, _ in g.blocks.values())
    roomy = getattr(getattr(scene, "layout", None), "side", True)  # the panel beside the board

    def snap() -> str | None:
        taker = snap_risk.before_the_snap(g) if mine and g.offence in scene.humans else None
        return None if taker is None else snap_risk.warning(g, taker, scene.who[g.offence.other].name)

    def punt() -> str | None:
        risk = punt_risk.risk_line(g, scene.humans, mine)
        return None if risk is None else scene.say(risk)

    carrier_words = CARRIER_AT_CALL if g.phase == Phase.CALL else rush.CARRIER_LINE
    # A danger to the carrier outranks every tip while it is true: missed, it costs the ball.
    return [
        # With a lateral the sensible answer, its explanation follows the warning in one paragraph.
        lambda: (
            [scene.say(carrier_words.format(defence=defence)), *(lateral_line if lateral else [])]
            if caught
            else None
        ),
        snap,
        punt,
        lambda: block_lines(scene, kicks),
        lambda: panel_hint.NOBODY_OPEN_THROW if throw_away else None,
        lambda: list(panel_hint.call_hints(scene, lateral))[:1] if lateral else None,
        lambda: found.line() if found is not None and (roomy or not found.now) else None,
        lambda: list(panel_hint.call_hints(scene, False))[:1],
        lambda: their_pass_lines(scene),
        lambda: scene.say(rush.RUSH_LINE.format(defence=defence)) if danger else None,
        lambda: (
            scene.say(BLOCKS_LINE.format(their=whose(_other(scene))))
            if mine and g.phase == Phase.PLAY and theirs_blocked
            else None
        ),
    ]


def their_pass_lines(scene: Speaking) -> list[str]:
    """On your defence, the other side's pass or lateral as the board draws it."""
    g = scene.game
    lanes = scene.lanes()
    theirs = g.carrier is not None and g.men[g.carrier].team not in scene.humans
    if not (scene.my_turn and theirs and lanes):
        return []
    lateral = g.passing is not None and g.passing[0] == PassKind.LATERAL
    words = (THEIR_LATERAL if lateral else THEIR_PASS).format(
        them=who(g.offence), their=whose(g.offence), they=who(g.offence)
    )
    out = [scene.say(words)]
    if any(lane.stops for lane in lanes):
        out.append(STOPS)
    return out


def block_lines(scene: Speaking, kicks: list[KickOdds]) -> list[str]:
    """Who of the defence can reach the ball's square and block the kick, once."""
    blocker = next((k.blocker for k in kicks if k.blocker is not None), None)
    return [] if blocker is None else [scene.say(BLOCK_LINE.format(man=man_words(blocker)))]


def _other(scene: Speaking) -> Team:
    """The side not at the window (the CPU), or the side not to move in the hot seat."""
    mover = scene.game.team_to_move()
    others = [t for t in Team if t not in scene.humans]
    if others:
        return others[0]
    return mover.other if mover is not None else Team.AWAY

"""The banners of the game's window (game_scene.py holds the flow): a moment of the game (a score,
a turnover, a flag, the final whistle), the CPU's play as ruled, and the person's own play as
ruled (a card that fades: what came of it and why). The CPU's ordinary result is held in full a
moment, then goes by itself (defence_flow.py); its score, or the ball changing hands to the person
(a turnover, its kickoff or punt), waits until Space, Enter or a click: a newcomer missed the
CPU's kickoff, gone by in a few seconds. Functions of the scene: they read the game and set the
scene's banner, never change the game."""

from __future__ import annotations

from typing import Any

import pygame

from games.finger_football.rules.actions import Accept, Action, Bump, Event, Flicked, Kicked, Phase
from games.finger_football.ui import coin_toss, new_spot
from games.finger_football.ui.card import Card
from games.finger_football.ui.card_colour import card_side
from games.finger_football.ui.card_footer import NEXT_PLAY as NEXT_PLAY  # the tests read it here
from games.finger_football.ui.card_footer import footer
from games.finger_football.ui.defence import CPU_MISSES, cpu_play_result
from games.finger_football.ui.flag_note import flag_note
from games.finger_football.ui.game_panel import TEAM_COLOUR
from games.finger_football.ui.moments import HEADLINES, TURNOVERS, moment_of
from games.finger_football.ui.play_results import Aimed, bumped, missed_because, own_result
from games.finger_football.ui.prompts import ball_words, told
from games.finger_football.ui.quarter_card import quarter_card, quarter_ended
from games.window import ui
from games.window.banner import Banner

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

ANNOUNCED_BY_THE_KICK = (HEADLINES["extra point"],)
# The CPU's moments held until the person goes on: its scores and the ball changing hands.
WAITS = frozenset({*HEADLINES.values(), *TURNOVERS.values(), "SCORE!", "NO GOOD", "TOUCHBACK"})
GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
KICKED_TO_YOU = {
    Phase.KICKOFF: "THE CPU KICKS OFF",
    Phase.ONSIDE: "ONSIDE KICK MISSED",
    Phase.PUNT: "THE CPU PUNTS",
}
# The person's own kick, ruled: where it rests and whose ball (a punt had no card: play-test).
YOUR_KICKS = {Phase.KICKOFF: "YOUR KICKOFF", Phase.ONSIDE: "YOUR ONSIDE KICK", Phase.PUNT: "YOUR PUNT"}


def moment(
    scene: GameScene,
    events: list[Event],
    action: Action | None = None,
    cpu_play: bool = False,
    aimed: Aimed | None = None,
) -> None:
    """The banner ``events`` deserve, if any: ``cpu_play``, the CPU's scrimmage play was ruled;
    ``aimed``, what the flick ruled was flicked at (the person's own, or the CPU's: its miss
    says what counts too). A quarter ended: the play's own result first, then a card that waits
    saying the teams change ends."""
    coin_toss.tossed(scene, events)
    ended = quarter_ended(events) if not scene.game.is_over() else None
    if ended is None:
        play_moment(scene, events, action, cpu_play, aimed)
        add_flag_note(scene, events, action)
        new_spot.note(scene, events)
        return
    scene.cards_after.append(quarter_card(scene.game, ended, scene.names))
    play_moment(scene, [e for e in events if e.kind != "quarter"], action, cpu_play, aimed)
    add_flag_note(scene, events, action)
    new_spot.note(scene, events)
    if scene.banner is None and scene.held_banner is None and not scene.sliding:
        show(scene, scene.cards_after.pop(0), ("whistle",), held=True, waits=True)


def add_flag_note(scene: GameScene, events: list[Event], action: Action | None) -> None:
    """A flick ruled now that rests on a yellow flag with no penalty: why, added to its card."""
    if not isinstance(action, Flicked | Accept | Bump):
        return
    before = scene.before_flick.phase if scene.before_flick is not None else None
    note = flag_note(events, scene.last_flick, before)
    banner = scene.held_banner[0] if scene.held_banner is not None else scene.banner
    if note and banner is None:
        side = scene.played_by  # the flicker's play: its colour, as every result card
        colour = TEAM_COLOUR[side] if side is not None else ui.ACCENT
        place(scene, Banner("ON A YELLOW FLAG", note, colour), ())
    elif note and banner is not None and note not in banner.detail:
        banner.detail = f"{banner.detail} · {note}"


def play_moment(
    scene: GameScene,
    events: list[Event],
    action: Action | None = None,
    cpu_play: bool = False,
    aimed: Aimed | None = None,
) -> None:
    """The banner of the play itself (a score, a turnover, the CPU's result, the person's own)."""
    found = moment_of(events, scene.game.score, lambda e: told(e, scene.names))
    if found is None and cpu_play:
        result = cpu_play_result(events, scene.names)
        if result is not None:
            headline, detail = result
            if headline == CPU_MISSES and aimed is not None and scene.last_flick is not None:
                detail = missed_because(aimed, scene.last_flick, scene.game)  # what counts, how near
            # Its slider stays where it stopped under its result (F skipped the look at it).
            scene.result_flick, scene.result_aimed = scene.last_flick, None if bumped(events) else aimed
            side = next(iter(scene.cpu))
            show(scene, Banner(headline, detail, TEAM_COLOUR[side]), (), held=True, waits=headline in WAITS)
        return
    if found is None and aimed is not None:
        own = own_result(events, aimed, scene.last_flick, scene.game, scene.names)
        cpu_next = scene.names.versus_cpu and scene.game.to_move() in scene.cpu
        if own is None and cpu_next:
            own = handed_to_the_cpu(scene, events)
        if own is not None:
            scene.result_flick = scene.last_flick
            scene.result_aimed = None if bumped(events) else aimed  # a close call magnified
            banner = Banner(own[0], own[1], TEAM_COLOUR[aimed.team])
            # Read where your slider stopped before the CPU plays on from it (a newcomer saw
            # the CPU's next play before the touchback his own punt made).
            place(scene, banner, (), held=cpu_next, waits=cpu_next)
        return
    if found is None:
        kicked = kicked_to_you(scene, events, action)
        if kicked is not None:
            place(scene, kicked, (), held=True, waits=True)
        return
    # The flick the moment came of (its ruling: Accept or Bump) stays at rest under it.
    ruled = isinstance(action, Flicked | Accept | Bump)
    scene.result_flick = scene.last_flick if ruled else None
    side = card_side(found.headline, found.team, scene.played_by)
    colour = TEAM_COLOUR[side] if side is not None else ui.ACCENT
    # The CPU's result: its team's moment, or one of no team that came of the CPU's own move
    # (not its "no bump" on a person's flick, which rules on the person's play).
    # The CPU's own play ruled on the person's (automatic) accept is the CPU's result too.
    mine = found.team in scene.cpu or (found.team is None and scene.cpu_acted and not ruled) or cpu_play
    cpu = scene.names.versus_cpu and mine
    if isinstance(action, Kicked) and found.headline in ANNOUNCED_BY_THE_KICK:
        # The kick window has just called it ("GOOD"): a banner after it said it twice.
        for sound in found.sounds:
            scene.app.sounds.play(sound)
        return
    # Your own result before the CPU plays on from it: read it where your slider stopped (a
    # newcomer saw the CPU's next play before the touchback his own punt made).
    cpu_next = scene.names.versus_cpu and not mine and scene.game.to_move() in scene.cpu
    held = cpu or cpu_next
    banner = Banner(found.headline, found.detail, colour)
    place(scene, banner, tuple(found.sounds), held=held, waits=held and found.headline in WAITS)


def handed_to_the_cpu(scene: GameScene, events: list[Event]) -> tuple[str, str] | None:
    """Your flick's result that gives the CPU the ball with no headline of its own (a
    touchback, a kick that rests short): "THE CPU'S BALL" and why, from the play-by-play."""
    handed = next((e for e in events if e.kind == "possession" and e.team in scene.cpu), None)
    if handed is None:
        return None
    line = told(handed, scene.names)
    return "THE CPU'S BALL", line[0].upper() + line[1:]


def kicked_to_you(scene: GameScene, events: list[Event], action: Action | None) -> Banner | None:
    """A kickoff, onside kick or punt against the CPU, ruled: whose ball, and where ("THE CPU
    KICKS OFF", "Kickoff rests on your own 28: your ball"; "YOUR PUNT"); None for any other
    action."""
    before = scene.before_flick
    if not isinstance(action, Flicked) or not scene.names.versus_cpu or before is None:
        return None
    kicker = before.to_move()
    yours = kicker in scene.humans
    headline = (YOUR_KICKS if yours else KICKED_TO_YOU).get(before.phase)
    handed = next((e for e in events if e.kind == "possession" and e.team is not None), None)
    if headline is None or handed is None or handed.team is None:
        return None
    if not yours and handed.team not in scene.humans:
        return None  # the CPU's onside kick recovered: its own moment says so
    line = told(handed, scene.names)  # "kickoff into the end zone: your ball on your own 25"
    line = line[0].upper() + line[1:]
    if "ball" not in line:  # "The punt rests on your own 30": whose ball, said
        line = f"{line} · {ball_words(handed.team, scene.names)}"
    return Banner(headline, line, TEAM_COLOUR[kicker])


def place(
    scene: GameScene, banner: Banner, sounds: tuple[str, ...], held: bool = False, waits: bool = False
) -> None:
    """Shown now, or once the flick it tells of has stopped sliding."""
    if scene.sliding:
        scene.held_banner = (banner, sounds, held, waits)
        return
    show(scene, banner, sounds, held, waits)


def show(
    scene: GameScene, banner: Banner, sounds: tuple[str, ...], held: bool = False, waits: bool = False
) -> None:
    """``held``: the CPU's result, shown in full a while before it fades (the person reads what
    the CPU did; Space or a click ends it sooner); ``waits``: held in full until Space, Enter or
    a click (its card says so). Against the CPU every card waits unless the person asked for
    cards that go by themselves (``auto_advance``): results faded, or flashed by, before a
    newcomer had read them, while some waited: one rule for all is learnt once."""
    versus_cpu = scene.names.versus_cpu
    if versus_cpu and not scene.auto_advance:
        held = waits = True
    scene.banner, scene.banner_read = Card.of(banner, footer(scene) if waits else ""), 0.0
    scene.panel.snap(scene.game.score)  # the banner's score and the scoreboard's, together
    scene.banner_held, scene.banner_waits = held or waits, waits
    for sound in sounds:
        scene.app.sounds.play(sound)


def go_on_event(scene: GameScene, event: pygame.event.Event, grace: float) -> bool:
    """Space (or a click on the mat) ends a banner sooner; a card that waits ends on Space, Enter
    or a click anywhere. One pressed as a CPU result appeared was meant for the screen before:
    it ends nothing. True if the event was taken (a key); a click goes on (it may grab the
    slider, or press a button)."""
    banner = scene.banner
    if banner is None:
        return False
    waits = scene.banner_waits
    key = event.type == pygame.KEYDOWN and event.key in (GO_ON_KEYS if waits else (pygame.K_SPACE,))
    click = (
        event.type == pygame.MOUSEBUTTONDOWN
        and event.button == 1
        and (waits or scene.view.mat_rect.collidepoint(event.pos))
    )
    if not key and not click:
        return False
    if not (scene.banner_held and banner.age < grace):
        scene._end_banner()
    return key  # Enter under a card that waits never chooses a button

"""The banners of the game's window (game_scene.py holds the flow): a moment of the game (a score,
a turnover, a flag, the final whistle), the CPU's play as ruled (held in full a while, then gone
by itself: defence_flow.py), and the person's own play as ruled (a card that fades: what came of
it and why). Functions of the scene: they read the game and set the scene's banner, never change
the game."""

from __future__ import annotations

from typing import Any

from games.finger_football.rules.actions import Accept, Action, Bump, Event, Flicked, Kicked
from games.finger_football.ui.card import Card
from games.finger_football.ui.defence import cpu_play_result
from games.finger_football.ui.game_panel import TEAM_COLOUR
from games.finger_football.ui.moments import HEADLINES, moment_of
from games.finger_football.ui.play_results import Aimed, own_result
from games.finger_football.ui.prompts import told
from games.window import ui
from games.window.banner import Banner

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

ANNOUNCED_BY_THE_KICK = (HEADLINES["extra point"],)


def moment(
    scene: GameScene,
    events: list[Event],
    action: Action | None = None,
    cpu_play: bool = False,
    aimed: Aimed | None = None,
) -> None:
    """The banner ``events`` deserve, if any: ``cpu_play``, the CPU's scrimmage play was ruled;
    ``aimed``, the person's own flick was ruled (what it was flicked at)."""
    found = moment_of(events, scene.game.score, lambda e: told(e, scene.names))
    if found is None and cpu_play:
        result = cpu_play_result(events, scene.names)
        if result is not None:
            headline, detail = result
            side = next(iter(scene.cpu))
            show(scene, Banner(headline, detail, TEAM_COLOUR[side]), (), held=True)
        return
    if found is None and aimed is not None:
        own = own_result(events, aimed, scene.last_flick, scene.game, scene.names)
        if own is not None:
            scene.result_flick = scene.last_flick
            banner = Banner(own[0], own[1], TEAM_COLOUR[aimed.team])
            place(scene, banner, ())
        return
    if found is None:
        return
    # The flick the moment came of (its ruling: Accept or Bump) stays at rest under it.
    ruled = isinstance(action, Flicked | Accept | Bump)
    scene.result_flick = scene.last_flick if ruled else None
    colour = TEAM_COLOUR[found.team] if found.team is not None else ui.ACCENT
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
    place(scene, Banner(found.headline, found.detail, colour), tuple(found.sounds), held=cpu)


def place(scene: GameScene, banner: Banner, sounds: tuple[str, ...], held: bool = False) -> None:
    """Shown now, or once the flick it tells of has stopped sliding."""
    if scene.sliding:
        scene.held_banner = (banner, sounds, held)
        return
    show(scene, banner, sounds, held)


def show(scene: GameScene, banner: Banner, sounds: tuple[str, ...], held: bool = False) -> None:
    """``held``: the CPU's result, shown in full a while before it fades (the person reads what
    the CPU did; Space or a click ends it sooner)."""
    scene.banner, scene.banner_read = Card.of(banner), 0.0
    scene.panel.snap(scene.game.score)  # the banner's score and the scoreboard's, together
    scene.banner_held = held
    for sound in sounds:
        scene.app.sounds.play(sound)

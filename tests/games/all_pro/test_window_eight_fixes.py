"""The All-Pro window after a newcomer's third play-test (7/10): ending a turn with moves unmade
asks first, the call button named for what it does, the guide's words after a snap, the carrier's
danger before every tip, and the CPU's big plays given banners of their own."""

from __future__ import annotations

import pygame

from games.all_pro.rules.actions import Call, Phase, Snap
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.banners import lead
from games.all_pro.ui.first_turn import RETURN, first_turn
from games.all_pro.ui.turn_end import STOP_AT_CALLS
from games.window import ui
from games.window.app import App
from games.window.banner import Banner

from .window_kit import click, drawn

RUN = {"home.B1": (5, 9), "home.C": (5, 11), "home.E1": (1, 11), "away.C": (5, 16), "away.B1": (9, 18)}


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)


def button(scene: states.AllProScene, label: str) -> ui.Button:
    return next(b for b, _ in scene.buttons if b.label == label)


# ----------------------------------------------------------------------------- 1: the call button
def test_the_call_button_is_named_for_what_it_does(window: App) -> None:
    scene = states._set(window, AllPro.position(RUN, "home.B1", moves=1))
    drawn(window, "call-button-named")
    click(window, button(scene, STOP_AT_CALLS).rect.center)
    assert scene.game.phase == Phase.CALL, "the turn ended at the call"


# ----------------------------------------------------------------------------- 2: the guide
def test_the_guide_after_a_snap_from_scrimmage_says_no_kick_return(window: App) -> None:
    scene = states._lined_up(window)
    guide = first_turn(scene)
    window.guides[id(scene)] = guide
    scene._apply(next(a for a in scene.game.legal_actions() if isinstance(a, Snap)))
    guide.index = 2
    words = guide.said[2]()
    assert "kick return" not in words.lower() and "no snap" not in words
    assert words.startswith("The ball is snapped")
    returning = AllPro.position({"home.B1": (5, 9), "away.C": (5, 16)}, "home.B1", returning="punt")
    scene.game = scene.view.game = returning
    assert guide.said[2]().startswith(RETURN)


# ----------------------------------------------------------------------------- 3: the danger
def test_the_carrier_s_danger_outranks_the_pass_tip_at_the_call(window: App) -> None:
    men = {"home.B1": (5, 9), "home.E1": (5, 13), "away.C": (5, 11), "away.B1": (9, 18)}
    game = AllPro.position(men, "home.B1", phase=Phase.CALL)
    scene = states._set(window, game)
    assert scene.game.phase == Phase.CALL and Call("pass") in scene.game.legal_actions()
    said = " ".join(b.words for b in drawn(window, "danger-at-call"))
    assert "can reach your ball carrier" in said
    assert not any(line.startswith(("Open now for a pass", "Nobody is open")) for line in scene.pass_lines())


# ----------------------------------------------------------------------------- 4: the CPU's plays
def test_the_lead_banner_is_the_score_with_the_quarter_after_it() -> None:
    kick = (Banner("THE KICK", "the CPU's B1 kicks", (255, 255, 0)), None)
    score = (Banner("FIELD GOAL!", "Field goal the CPU: 3 points", (0, 0, 255)), "crowd")
    quarter = (Banner("END OF THE 1ST QUARTER", "You 0, the CPU 3", (255, 255, 0)), "whistle")
    banner, sound = lead([kick, score, None, quarter]) or (None, None)
    assert banner is not None and banner.headline == "FIELD GOAL!" and sound == "crowd"
    assert "End of the 1st quarter: You 0, the CPU 3" in banner.detail
    fumble = (Banner("FUMBLE!", "FUMBLE: the ball falls off the CPU's B1", (0, 0, 255)), "whistle")
    assert lead([fumble, kick]) == fumble
    assert lead([kick]) == kick and lead([None]) is None

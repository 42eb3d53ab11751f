"""A newcomer's play-test at 5/10 ("the CPU's defence wins every snap"), driven headless by the
clicks and keys a person makes: Call lateral and your hand (H) explained, the board's men and
marks never over each other (a blocked pair in its square, the ball clear of its carrier's
label, a tackle showing both men, each lane's distance on its own lane), the rules opening on
page 1, "go on" said from the first frame of a play's end, and Enter kicking on fourth down in
the punt formation."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from games.all_pro.rules.actions import Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import AllProScene, all_pro_setup
from games.all_pro.ui.play_end import GO_ON
from games.all_pro.ui.view import ball_at, readable
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.choice import ChoiceScene
from games.window.settings import Settings

from .conftest import post, run_for
from .test_all_pro_scene import centre, click, open_scene, press


@pytest.fixture
def wide() -> Iterator[App]:
    """A window with the panel beside the board, remembering nothing between tests."""
    application = App((1280, 720), settings=Settings(None))
    application.recordings = start_recording
    yield application
    application.stack.clear()
    pygame.display.quit()


def key(app: App, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app.frame(1 / 60)


def _words(app: App) -> dict[str, list[pygame.Rect]]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    out: dict[str, list[pygame.Rect]] = {}
    for b in boxes:
        out.setdefault(b.words, []).append(b.rect)
    return out


# ----------------------------------------------------------------------------- 2: lateral, hand
def test_f1_explains_call_lateral_and_your_hand(wide: App) -> None:
    scene = states._lined_up(wide)
    key(wide, pygame.K_F1)
    assert wide.help_open
    for _ in range(12):  # turn to the lateral page with the arrows, as a person does
        said = " ".join(_words(wide))
        if "Call lateral, and steady clicks (H)" in said:
            break
        key(wide, pygame.K_RIGHT)
    assert "Call lateral, and steady clicks (H)" in said
    assert "drops the ball" in said or "drops" in said
    controls = " ".join(" ".join(pair) for pair in scene.controls())
    assert "Call lateral" in controls and "drops the ball" in controls


def test_h_says_what_your_hand_changes(wide: App) -> None:
    scene = states._lined_up(wide)
    key(wide, pygame.K_h)
    assert scene.error is not None and "drops the ball" in scene.error and scene.your_hand == "expert"
    assert any("drops the ball" in w for w in _words(wide))


def test_the_call_panel_says_what_a_lateral_is(wide: App) -> None:
    scene = states._pass_call(wide)
    _words(wide)
    button = next(b for b, _ in scene.buttons if b.label == "Call lateral")
    # Explained with the pointer on its button (every turn in full, it buried the panel: 7/10).
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    said = " ".join(" ".join(_words(wide)).split())  # wrapped lines joined (round 5's longer warning)
    assert "Call lateral: your carrier tosses" in said and "sideways" in said


# ----------------------------------------------------------------------------- 3: overlaps
def test_a_blocked_pair_stays_in_its_square(wide: App) -> None:
    scene = states._near_a_block(wide)
    words = _words(wide)
    square = scene.view.rect((3, 12))
    for name in ("L1", "E1"):
        (box,) = [r for r in words[name] if square.inflate(4, 0).contains(r) or r.colliderect(square)]
        assert square.inflate(4, 0).contains(box), name
    # The plate fills its square, and is wider only by what the two labels at the least
    # readable size need (each half holds its label, 4 px in from each side).
    apart, r = scene.view._pair("home.L1", "away.E1")
    widest = max(ui.text_width(n, readable()) for n in ("L1", "E1"))
    assert apart + r <= max(scene.view.size / 2 + 1, widest + 8)


def test_the_ball_never_covers_its_carriers_label(wide: App) -> None:
    scene = states._carrier_chosen(wide)
    words = _words(wide)
    cx, cy = scene.view.centre(*scene.game.men["home.B1"].square)
    radius = scene.view.size * 0.38
    bx, by = ball_at(cx, cy, radius)
    ball = pygame.Rect(round(bx - radius * 0.5), round(by - radius * 0.3), round(radius), round(radius * 0.6))
    (label,) = [r for r in words["B1"] if r.collidepoint(round(cx), round(cy))]
    assert not ball.colliderect(label)


def test_a_tackle_shows_the_tackled_carrier_beside_the_tackler(wide: App) -> None:
    scene = states._play_over(wide)
    words = _words(wide)
    square = scene.view.rect((5, 12))
    l1 = [r for r in words["L1"] if square.inflate(8, 8).contains(r)]
    b1 = [r for r in words["B1"] if square.inflate(8, 8).contains(r)]
    assert l1 and b1, "both the tackler and the man he tackled are on the square"
    assert not l1[0].colliderect(b1[0])
    # Your man first, as in a block: on the left, or on top where a man stands next door.
    assert l1[0].centerx < b1[0].centerx or l1[0].centery < b1[0].centery


def test_each_lanes_distance_sits_on_its_own_lane(wide: App) -> None:
    men = {
        "home.C": (5, 11),
        "home.B1": (5, 9),
        "home.E1": (5, 13),  # 4 straight ahead
        "home.B2": (7, 11),  # 2 on the diagonal
        "home.E2": (3, 11),  # 2 on the other diagonal
        "away.C": (5, 12),
    }
    scene = states._set(wide, AllPro.position(men, "home.B1", phase=Phase.CALL))
    lanes = scene.lanes()
    assert len(lanes) >= 3
    words = _words(wide)
    view = scene.view
    for lane in lanes:
        mine = (view.centre(*lane.passer), view.centre(*lane.receiver))
        badges = [r for r in words.get(str(lane.spaces), []) if r.clipline(*mine)]
        assert badges, f"the {lane.spaces} on its lane"
        for other in lanes:
            if other != lane:
                line = (view.centre(*other.passer), view.centre(*other.receiver))
                assert any(not b.inflate(4, 4).clipline(*line) for b in badges)


# ----------------------------------------------------------------------------- 4
def test_the_rules_open_on_their_first_page_before_a_first_game(wide: App) -> None:
    """As in every game that shows its rules first: rules 1 of n, the controls one key away
    (never "Page 2 of 9", which a newcomer read as having missed a page)."""
    setup = wide.push(all_pro_setup)
    wide.frame(1 / 60)
    assert isinstance(setup, ChoiceScene)
    run_for(wide, 0.4)
    click(wide, setup.buttons[0].rect.center)
    run_for(wide, 0.1)
    assert wide.help_open
    assert any(w.startswith("Rules 1 of") and "Left: the controls" in w for w in _words(wide))


def test_go_on_is_said_from_the_first_frame_of_a_plays_end(wide: App) -> None:
    men = {"away.B1": (5, 12), "away.C": (5, 13), "home.L1": (5, 11), "home.B1": (6, 8)}
    game = AllPro.position(men, "away.B1", offence=Team.AWAY, line=70, mover=Team.HOME, down=2)
    scene = states._set(wide, game)
    for square in ((5, 11), (5, 12)):
        click(wide, centre(scene, square))
    assert scene.pause is not None
    said = _words(wide)
    assert GO_ON in said and "…" not in said


def test_enter_kicks_on_fourth_down_in_the_punt_formation(wide: App) -> None:
    scene = open_scene(wide)
    game = scene.game
    game._scrimmage(Team.HOME, 30, first_down=True)
    game.down = 4
    wide.frame(1 / 60)
    press(wide, scene, "Punt formation")
    press(wide, scene, "Ready")
    run_for(wide, 1.0)
    press(wide, scene, "Snap to B1")
    key(wide, pygame.K_RETURN)  # End turn
    assert game.phase == Phase.CALL
    defaults = [b.label for b, _ in scene.buttons if b.label.startswith("Call") or "defence" in b.label]
    assert "Let the defence move" in defaults
    assert "kick it (Enter)" in scene.hint()
    key(wide, pygame.K_RETURN)
    assert game.pending_kick is not None and game.pending_kick.what == "punt"


def test_the_deep_kick_is_kicked_with_enter_too(wide: App) -> None:
    scene = open_scene(wide)
    game = scene.game
    game._scrimmage(Team.HOME, 30, first_down=True)
    game.down = 4
    wide.frame(1 / 60)
    press(wide, scene, "Safe punt")
    press(wide, scene, "Ready")
    run_for(wide, 1.0)
    press(wide, scene, "Snap to B1")
    key(wide, pygame.K_RETURN)
    key(wide, pygame.K_RETURN)
    assert game.pending_kick is not None and game.pending_kick.what == "punt"
    assert isinstance(scene, AllProScene)

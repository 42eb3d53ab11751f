"""What a newcomer's play-test of All-Pro found (issue 33), driven headless by the clicks and keys
a person makes: each play's end held on the board until you go on, the log never hidden behind
the formations, a punt explained as it happens and its return without the old lines, Enter the
safe choice when nobody is open, the guide's card off the panel's words, markers clear of the
yard numbers and a block's labels apart."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from games.all_pro.rules.actions import Phase
from games.all_pro.rules.board import COLS, Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.play_end import GO_ON
from games.all_pro.ui.view import MARKER, SCRIMMAGE
from games.replays import start_recording
from games.window import ui
from games.window.app import App
from games.window.settings import Settings

from .conftest import post, run_for


@pytest.fixture
def wide() -> Iterator[App]:
    """A window with the panel beside the board, remembering nothing between tests."""
    application = App((1280, 720), settings=Settings(None))
    application.recordings = start_recording
    yield application
    application.stack.clear()
    pygame.display.quit()


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def key(app: App, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app.frame(1 / 60)


def centre(scene: AllProScene, square: tuple[int, int]) -> tuple[int, int]:
    x, y = scene.view.centre(*square)
    return round(x), round(y)


def words(app: App) -> list[str]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return [b.words for b in boxes if b.words]


def tackled(app: App) -> AllProScene:
    """Your L1 beside the CPU's carrier, your series: a click on L1, a click on the carrier."""
    men = {"away.B1": (5, 12), "away.C": (5, 13), "home.L1": (5, 11), "home.B1": (6, 8)}
    game = AllPro.position(men, "away.B1", offence=Team.AWAY, line=70, mover=Team.HOME, down=2)
    scene = states._set(app, game)
    app.frame(1 / 60)
    click(app, centre(scene, (5, 11)))
    run_for(app, 0.4)
    click(app, centre(scene, (5, 12)))
    return scene


# ----------------------------------------------------------------------------- a play's end
def test_a_tackle_is_held_on_the_board_until_you_go_on(wide: App) -> None:
    scene = tackled(wide)
    game = scene.game
    assert game.phase == Phase.FORMATION and scene.pause is not None, "the play is over, held"
    assert scene.pause.headline == "TACKLED"
    assert not scene.forming() and not scene.choices(), "no formation buttons over the log yet"
    run_for(wide, 2.0)
    assert game.phase == Phase.FORMATION and game.forming == Team.AWAY, "the CPU waits to line up"
    shown = words(wide)
    assert any("tackled by your L1" in w for w in shown), "the tackle on the card and in the log"
    assert GO_ON in shown and "The play is over" in shown
    key(wide, pygame.K_SPACE)
    assert scene.pause is None
    run_for(wide, 1.0)
    assert scene.forming(), "the CPU lined up; your formations now"
    shown = words(wide)
    assert any("tackled by your L1" in w for w in shown), "the log stays under the formations"


def test_the_click_that_ends_a_play_does_not_also_skip_its_end(wide: App) -> None:
    scene = tackled(wide)
    click(wide, centre(scene, (5, 12)))  # the second half of a double click
    assert scene.pause is not None
    run_for(wide, 0.4)
    click(wide, centre(scene, (0, 0)))  # a click anywhere goes on, dice settled
    assert scene.pause is None and not scene.view.busy


# ----------------------------------------------------------------------------- the punt
def test_a_cpu_punt_is_explained_and_its_return_drops_the_old_lines(wide: App) -> None:
    scene = states._punt_called(wide)
    game = scene.game
    assert game.pending_kick is not None and scene.my_turn
    assert "block" in scene.hint() and "three moves" in scene.hint()
    assert scene.banner is not None and scene.banner.headline == "PUNT"
    assert any(w.startswith("Punt called") for w in words(wide))
    key(wide, pygame.K_RETURN)  # End turn: the CPU kicks
    assert game.pending_kick is None and game.possession_changed and game.is_down
    run_for(wide, 3.0)
    x = round(scene.view.stripe_x(game.line))
    y = round(scene.view.origin[1] + 3)
    assert tuple(wide.screen.get_at((x, y)))[:3] != SCRIMMAGE, "no line of scrimmage on a return"


# ----------------------------------------------------------------------------- Enter
def test_enter_lets_the_defence_move_when_nobody_is_open(wide: App) -> None:
    men = {"home.C": (5, 11), "home.B1": (5, 9), "home.E1": (6, 12), "away.C": (5, 12)}
    scene = states._set(wide, AllPro.position(men, "home.B1", phase=Phase.CALL))
    wide.frame(1 / 60)
    assert [c.label for c in scene.choices() if c.default] == ["Let the defence move"]
    assert "Enter" in scene.hint() and "Nobody is open" in scene.hint()
    key(wide, pygame.K_RETURN)
    assert scene.game.phase == Phase.PLAY and scene.game.passing is None and scene.game.mover == Team.AWAY


# ----------------------------------------------------------------------------- words and marks
def test_the_panel_says_who_kicks_off(wide: App) -> None:
    scene = states._game(wide)
    wide.frame(1 / 60)
    assert scene.game.phase in (Phase.RETURN_FORMATION, Phase.KICKOFF)
    shown = words(wide)
    assert "You kick off" in shown and "Your ball" not in shown


def test_the_guide_card_keeps_off_the_panel_words_and_the_buttons(wide: App) -> None:
    scene = states._formation(wide)
    guide = wide.guide_of(scene)
    assert guide is not None
    wide.frame(1 / 60)
    strip = scene.guide_strip()  # where the kit draws the card
    assert isinstance(strip, pygame.Rect)
    card = guide.card(strip, wide.settings.ui_scale)
    lay = scene.layout
    words_area = pygame.Rect(
        lay.panel.left, lay.panel.top, lay.panel.width, lay.panel.height - scene.guide_room
    )
    assert scene.guide_room > 0
    assert not card.colliderect(words_area) and not card.colliderect(lay.bottom)
    assert not card.colliderect(lay.top), "the score"
    assert not card.colliderect(scene.view.field()), "the field with its yard numbers"
    for b, _ in scene.buttons:
        assert not card.colliderect(b.rect), b.label


def test_the_first_down_marker_stops_above_the_yard_numbers(wide: App) -> None:
    scene = states._lined_up(wide)
    wide.frame(1 / 60)
    view = scene.view
    x = round(view.stripe_x(scene.game.marker))
    bottom = round(view.origin[1] + COLS * view.size)
    # Off the field (its ticks over the edge rows lay on the men: newcomer 6/10): a tick above
    # it, and its stripe's yard number under it written in the marker's yellow.
    assert tuple(wide.screen.get_at((x, round(view.origin[1]) - 5)))[:3] == MARKER
    for dy in range(2, 12):
        assert tuple(wide.screen.get_at((x, bottom - dy)))[:3] != MARKER


def test_a_blocked_pairs_labels_do_not_touch(wide: App) -> None:
    states._near_a_block(wide)
    with ui.recording() as boxes:
        wide.frame(1 / 60)
    texts = {b.words: b.rect for b in boxes if b.words in ("L1", "E1")}
    assert set(texts) == {"L1", "E1"}
    # One over the other inside their square (side by side, the plate was wider than the
    # square: newcomer 6/10).
    upper, lower = sorted(texts.values(), key=lambda r: r.y)
    assert lower.top >= upper.bottom

"""Play-test 7 of the All-Pro window (a newcomer rated it 6/10): blocks framed by the side that
made them, the defence's pass picture and its words agreeing (the CPU's lateral drawn too),
Enter saying what it did, the guide's steps in the order play comes, no hint cut short, a kick's
chances on their own squares, and player words for the formations. Each drives the window as a
person does and checks what is drawn."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from games.all_pro.rules.actions import PassKind, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.first_turn import first_turn
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.view import BLOCK_FRAME, LANE
from games.window import ui
from games.window.app import App
from games.window.settings import Settings

from .conftest import key, post, run_for
from .test_all_pro_scene import press


@pytest.fixture(params=[(960, 600), (1280, 720)], ids=["small", "wide"])
def window(request: pytest.FixtureRequest) -> Iterator[App]:
    app = App(request.param, settings=Settings(None))
    app.settings.hint_seen("guide:all-pro-first-turn")
    yield app
    app.stack.clear()
    pygame.display.quit()


def drawn(app: App) -> list[str]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return [b.words for b in boxes if b.kind == ui.Kind.TEXT]


def colour(app: App, at: tuple[float, float]) -> tuple[int, int, int]:
    c = app.screen.get_at((round(at[0]), round(at[1])))
    return c.r, c.g, c.b


# ----------------------------------------------------------------------------- 1. blocks by side
def test_each_block_is_framed_in_the_colour_of_the_side_that_made_it(window: App) -> None:
    scene = states.their_pass(window)
    window.frame(1 / 60)
    view = scene.view
    for square, (blocker, _) in scene.game.blocks.items():
        _, cy = view.centre(*square)
        edge = (view.rect(square).left + 2, cy)  # in the frame's band, left of the bands
        assert colour(window, edge) == BLOCK_FRAME[scene.game.men[blocker].team], square
    assert BLOCK_FRAME[Team.HOME] != BLOCK_FRAME[Team.AWAY]
    words = drawn(window)
    # One hint at a time (newcomer 7/10): the CPU's pass, which matters more, ahead of the frames'.
    assert "The CPU may pass" in " ".join(scene.pass_lines())
    assert not any("marked square" in w for w in words), "no hint of marks that are not drawn"


def test_a_man_hemmed_in_by_the_cpus_blocks_says_so(window: App) -> None:
    shut = [(0, 11), (1, 11), (1, 12), (1, 13), (0, 13)]  # round your E1 by the sideline
    men = {"home.E1": (0, 12), "home.B1": (5, 5), "away.B1": (5, 16)}
    blocks = []
    for square, away, home in zip(
        shut, ("L1", "L2", "L3", "L4", "C"), ("L1", "L2", "L3", "L4", "C"), strict=True
    ):
        men[f"away.{away}"] = men[f"home.{home}"] = square
        blocks.append((f"away.{away}", f"home.{home}"))
    game = AllPro.position(men, "away.B1", offence=Team.AWAY, mover=Team.HOME, blocks=blocks)
    scene = states._set(window, game)
    window.frame(1 / 60)
    x, y = scene.view.centre(0, 12)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(x), round(y)), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(round(x), round(y)), button=1)
    words = drawn(window)
    assert scene.selected == "home.E1" and not scene._targets()
    assert any(w.startswith("E1 cannot move now") for w in words), words
    assert "blue: never crossed" in " ".join(words)


# ----------------------------------------------------------------------------- 2. their pass
def test_on_defence_the_cpus_pass_is_drawn_as_its_words_say(window: App) -> None:
    scene = states.their_pass(window)
    window.frame(1 / 60)
    lanes = scene.lanes()
    assert [(lane.receiver, lane.spaces) for lane in lanes] == [((5, 10), 4)]
    assert lanes[0].stops == ((5, 12),)
    box = scene.view.rect((5, 12)).inflate(-4, -4)
    assert colour(window, (box.left + 1, box.top + 8)) == LANE, "the stop is a framed square"
    said = " ".join(scene.pass_lines())  # the panel's lines, as drawn (wrapped)
    assert "the light lines run from the CPU's passer" in said and "framed square" in said
    assert "small ring" not in " ".join(drawn(window))


def test_the_cpus_lateral_gets_its_lane_and_its_words(window: App) -> None:
    scene = states.their_pass(window, PassKind.LATERAL)
    window.frame(1 / 60)
    lanes = scene.lanes()
    assert [(lane.receiver, lane.spaces) for lane in lanes] == [((7, 14), 2)]
    x, y = scene.view.centre(6, 14)  # between B1 and B2, on the lane
    assert colour(window, (x, y)) == LANE or "2" in drawn(window)
    assert "The CPU called a lateral: the light lines run" in " ".join(scene.pass_lines())


# ----------------------------------------------------------------------------- 3. Enter, the guide
def test_enter_says_it_lined_you_up_and_snapped(window: App) -> None:
    scene = states._formation(window)
    run_for(window, 0.3)
    key(window, pygame.K_RETURN)
    assert scene.error is not None and scene.error.startswith("Enter: you lined up in ")
    run_for(window, 1.0)  # the CPU lines up its defence
    assert scene.game.phase == Phase.PLAY and not scene.game.snapped
    key(window, pygame.K_RETURN)
    assert scene.game.snapped and scene.error is not None and "snapped" in scene.error
    assert any(w.startswith("Enter: the ball is snapped") for w in drawn(window))


def test_the_guide_s_move_step_comes_on_defence_too(window: App) -> None:
    scene = states.their_pass(window)  # you defend: nothing to snap
    guide = first_turn(scene)
    guide.index = 2
    assert guide.showing is not None and "click one of your men" in guide.steps[2].words
    guide.advance()  # shown: its count starts
    assert guide.index == 2
    scene.done["Step"] += 1
    guide.advance()
    assert guide.index == 3


# ----------------------------------------------------------------------------- 4. nothing cut
@pytest.mark.parametrize(
    "state",
    ["_formation", "_lined_up", "_pass_call", "_throw", "_carrier_chosen", "their_pass"],
)
def test_no_line_on_the_screen_is_cut_short(window: App, state: str) -> None:
    scene = getattr(states, state)(window)
    assert isinstance(scene, AllProScene)
    words = drawn(window)
    assert not [w for w in words if w.endswith("…")], words


def test_the_free_run_hint_is_whole(window: App) -> None:
    scene = states._game(window)
    game = scene.game
    run_for(window, 0.5)
    press(window, scene, "Kick off")
    run_for(window, 0.5)
    if game.phase != Phase.FREE_ADVANCE:  # the CPU's own men after a kick to nobody: none
        return
    words = drawn(window)
    assert "Advance all (Enter)" in " ".join(words) and not [w for w in words if w.endswith("…")]


def test_a_kick_off_s_chances_are_each_in_their_square_s_column(window: App) -> None:
    scene = states._game(window)
    run_for(window, 0.5)  # the CPU lines up to receive: your kick-off
    kicks = scene.kicks()
    assert kicks and kicks[0].what == "kick-off"
    with ui.recording() as boxes:
        window.frame(1 / 60)
    tags = [b for b in boxes if b.kind == ui.Kind.TEXT and b.words.endswith("%") and " " not in b.words]
    columns = {sq[1] for sq in kicks[0].tags()}
    shown = {scene.view.square_at(b.rect.center) for b in tags}
    assert {sq[1] for sq in shown if sq is not None} == columns, "a chance for every landing column"


# ----------------------------------------------------------------------------- 5. player words
def test_the_formations_are_named_in_player_words(window: App) -> None:
    scene = states._formation(window)
    words = drawn(window)
    for name in ("Backs in a T", "Backs spread out", "Line shifted right"):
        assert name in words
    said = " ".join(words)
    for jargon in ("T formation", "Balanced", "Wedge", "inches"):
        assert jargon not in said
    assert scene.forming()

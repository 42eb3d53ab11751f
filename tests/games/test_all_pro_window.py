"""All-Pro Football's window explains itself (issue 33), driven headless by the clicks and keys a
person makes: a formation the snap cannot follow refused with the reason, never a state without a
way forward, the open receivers' lanes, blocks side by side, rings round the men a click can
reach, buttons in fixed places saying what they do, Enter, Esc, Ctrl+Z, the rules' pages and the
guided first turn, a fresh kick-off each new game, and the smallest window."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.all_pro.match import make_player
from games.all_pro.rules.actions import Formation, PassKind, Phase, Step
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import HOWTO_SEEN, AllProScene, all_pro_setup
from games.all_pro.ui.layout import layout
from games.all_pro.ui.panel import BRIGHT, PINNED
from games.all_pro.ui.view import FADED, LANE
from games.replays import GameRecorder, start_recording
from games.window import ui
from games.window.app import App
from games.window.choice import ChoiceScene
from games.window.settings import Settings

from .conftest import drag, post, run_for

HOME_KICKS = 2  # a seed whose toss has home kick off


@pytest.fixture
def small() -> Iterator[App]:
    """The smallest window, remembering nothing between tests."""
    application = App((960, 600), settings=Settings(None))
    application.recordings = start_recording
    yield application
    application.stack.clear()
    pygame.display.quit()


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def key(app: App, k: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    app.frame(1 / 60)


def button(scene: AllProScene, words: str) -> ui.Button:
    return next(b for b, _ in scene.buttons if b.label.lower().startswith(words.lower()))


def press(app: App, scene: AllProScene, words: str) -> None:
    run_for(app, 0.35)  # a person's pace: not the second half of a double click
    click(app, button(scene, words).rect.center)


def centre(scene: AllProScene, square: tuple[int, int]) -> tuple[int, int]:
    x, y = scene.view.centre(*square)
    return round(x), round(y)


def to_line_up(app: App) -> AllProScene:
    scene = app.push(lambda a: AllProScene(a, frozenset({Team.HOME}), HOME_KICKS))
    assert isinstance(scene, AllProScene)
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    app.frame(1 / 60)
    return scene


def enabled(scene: AllProScene, words: str) -> bool:
    return any(
        b.label.lower().startswith(words.lower()) and b.label not in scene.greyed for b, _ in scene.buttons
    )


# ----------------------------------------------------------------------------- a way forward
def test_a_formation_the_snap_cannot_follow_is_refused_with_the_reason(small: App) -> None:
    scene = to_line_up(small)
    press(small, scene, "Line shifted right")
    qb = scene.places["home.B1"]  # type: ignore[index]
    drag(small, centre(scene, qb), centre(scene, (0, qb[1])))  # the only man behind the Center, to the flank
    assert "directly behind the Center" in scene.lineup_warning()
    press(small, scene, "Ready")
    assert scene.game.phase == Phase.FORMATION and scene.places is not None, "refused, the men left to fix"
    assert scene.error is not None and "directly behind the Center" in scene.error
    drag(small, centre(scene, (0, qb[1])), centre(scene, qb))  # back behind the Center
    key(small, pygame.K_RETURN)  # Enter: Ready
    run_for(small, 0.5)  # the CPU lines up its defence
    assert enabled(scene, "Snap to B1")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_random_formations_and_clicks_always_reach_a_snap(small: App, data: st.DataObject) -> None:
    """Any formation a person can arrange with the window's controls (drags of any man to any
    square, any preset), then Ready: refused with a reason, or the snap is open; after the snap,
    random clicks on the board and the buttons never leave the person without a way forward."""
    small.stack.clear()
    scene = to_line_up(small)
    press(
        small,
        scene,
        data.draw(
            st.sampled_from(["Backs in a T", "Backs spread out", "Line shifted right", "Punt formation"])
        ),
    )
    for _ in range(data.draw(st.integers(0, 5))):
        places = scene.places
        assert places is not None
        col = places["home.C"][0]
        behind = [m for m, sq in sorted(places.items()) if sq[0] == col and m != "home.C"]
        man = data.draw(st.sampled_from(behind * 3 + sorted(places)))  # the snap's men more often
        to = (data.draw(st.integers(0, 10)), data.draw(st.integers(0, 23)))
        drag(small, centre(scene, places[man]), centre(scene, to))
    press(small, scene, "Ready")
    if scene.game.forming == Team.HOME:  # refused: the reason shown, the presets still there
        assert scene.error
        press(small, scene, "Backs in a T")
        press(small, scene, "Ready")
    run_for(small, 0.5)
    assert scene.game.phase == Phase.PLAY and enabled(scene, "Snap to"), "the snap is open"
    press(small, scene, "Snap to")
    assert scene.game.snapped
    for _ in range(data.draw(st.integers(0, 8))):
        if not scene.my_turn:
            break
        if data.draw(st.booleans()) and scene.buttons:
            target = data.draw(st.sampled_from(scene.buttons))[0].rect.center
        else:
            target = centre(scene, (data.draw(st.integers(0, 10)), data.draw(st.integers(0, 23))))
        click(small, target)
        if scene.my_turn:
            moves = [a for a in scene.game.legal_actions() if isinstance(a, Step)]
            assert moves or any(b.label not in scene.greyed for b, _ in scene.buttons), "a way forward"


def _stranded_recording(monkeypatch: pytest.MonkeyPatch) -> Path:
    """A game recorded before the formation check: the CPU coach plays both sides up to your
    first down from scrimmage, then you line up with nobody behind the Center (the old rules let
    it), the CPU lines up, and the window is closed, stuck."""
    import games.all_pro.rules.lineups as lineups

    game = AllPro(5)
    recorder = GameRecorder.start("all-pro", game, {"home": "human", "away": "cpu"})
    coaches = {t: make_player("coach", 9 + i) for i, t in enumerate(Team)}
    while not (game.phase == Phase.FORMATION and game.forming == Team.HOME):
        action = coaches[game.team_to_move()](game)
        game.apply(action)
        recorder.record(action)
    places = game.formation_places(Team.HOME, "unbalanced")
    places["home.B1"] = (0, places["home.B1"][1])
    with monkeypatch.context() as m:
        m.setattr(lineups, "snap_refusal", lambda team, places: None)
        for action in (
            Formation(Team.HOME, "unbalanced", tuple(sorted(places.items()))),
            Formation(Team.AWAY, "7-2-2"),
        ):
            game.apply(action)
            recorder.record(action)
    assert game.phase == Phase.PLAY and not game.legal_actions(), "stuck: no snap, nothing else"
    recorder.abandon()
    return recorder.path


def test_a_stranded_game_saved_before_the_fix_resumes_with_a_way_forward(
    small: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from games.app.resume import resumed_scene

    path = _stranded_recording(monkeypatch)
    scene = small.push(resumed_scene(path))
    assert isinstance(scene, AllProScene)
    small.frame(1 / 60)
    assert scene.game.phase == Phase.FORMATION and scene.my_turn, "lining up again"
    assert scene.error is not None and "directly behind the Center" in scene.error
    assert path.with_suffix(".jsonl.old").exists(), "the recording as it was, kept"
    press(small, scene, "Backs in a T")
    press(small, scene, "Ready")
    run_for(small, 0.5)
    assert enabled(scene, "Snap to")


# ----------------------------------------------------------------------------- the board
def test_the_open_receivers_lanes_and_distances_are_drawn_when_a_pass_can_be_called(small: App) -> None:
    scene = states._pass_call(small)
    small.frame(1 / 60)
    lanes = scene.lanes()
    assert [(lane.receiver, lane.spaces) for lane in lanes] == [((5, 13), 4)]  # E1; E2 is 3 diagonally
    passer = scene.view.centre(5, 9)
    # On the lane, past the passer and the orange ring round him (the CPU reaches him at the call)
    # (the distance's badge sits on the lane itself now, newcomer 7/10: somewhere it shows)
    along = [round(passer[0] + scene.view.size * k / 10) for k in range(6, 40)]
    assert any(tuple(small.screen.get_at((x, round(passer[1]))))[:3] == LANE for x in along)
    # The carrier caught at the call: the warning leads the panel (newcomer 7/10), E1 on the board.
    assert "can reach your ball carrier" in " ".join(scene.pass_lines())


def test_throw_to_a_receiver_below_only_when_someone_is_open(small: App) -> None:
    scene = states._throw(small)
    small.frame(1 / 60)
    assert scene.hint().startswith("Throw to an open receiver")
    game = scene.game
    for man in ("home.E1", "home.E2"):  # both off every line now
        square = game.men[man].square
        del game.at[square]
        game.men[man].square = (square[0] + 1, square[1] + 1 if man == "home.E1" else square[1] - 3)
        game.at[game.men[man].square] = man
    small.frame(1 / 60)
    assert not scene.lanes() and "Nobody is open" in scene.hint()
    assert enabled(scene, "Throw it away")


def _boxes(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return boxes


def test_a_block_is_drawn_side_by_side_and_a_man_that_can_be_blocked_is_ringed(small: App) -> None:
    scene = states._near_a_block(small)
    small.frame(1 / 60)
    words = [b.words for b in _boxes(small)]
    assert "L1" in words and "E1" in words, "both labels of the block"
    # One band over the other inside the square (side by side the plate was wider than the
    # square: newcomer 6/10), sampled left of the labels.
    box = scene.view.rect((3, 12)).inflate(-8, -8)
    band = box.height // 2
    y = box.centery - band + band // 2
    upper, lower = (tuple(small.screen.get_at((box.left + 3, y + k * band)))[:3] for k in (0, 1))
    assert upper == FADED[Team.HOME] and lower == FADED[Team.AWAY]  # both out of the play
    assert scene.selected == "home.B2" and (6, 12) in scene._targets()
    lx, ly = scene.view.centre(6, 12)
    assert tuple(small.screen.get_at((round(lx), round(ly - scene.view.size * 0.46))))[:3] == ui.ACCENT
    click(small, centre(scene, (6, 12)))  # the click on the ringed man blocks him
    assert (6, 12) in scene.game.blocks


def test_hand_off_marks_the_men_who_can_take_it(small: App) -> None:
    scene = states._lined_up(small)
    press(small, scene, "Snap to B1")
    press(small, scene, "Hand off")
    assert scene.picking and "ringed" in scene.hint()
    small.frame(1 / 60)
    for square in scene._targets():
        x, y = scene.view.centre(*square)
        assert tuple(small.screen.get_at((round(x), round(y - scene.view.size * 0.46))))[:3] == ui.ACCENT
    click(small, centre(scene, scene._targets()[0]))
    assert scene.game.carrier != "home.B1"


# ----------------------------------------------------------------------------- the buttons
def test_enter_on_a_pass_call_calls_the_forward_pass(small: App) -> None:
    # The passer out of the defence's reach: with it able to reach him (states._pass_call) the
    # pass is a sure sack and Enter no longer calls it (round 5, test_round5_hints.py).
    men = {"home.C": (5, 11), "home.B1": (5, 9), "home.E1": (5, 13), "away.C": (1, 18), "away.B1": (9, 18)}
    scene = states._set(small, AllPro.position(men, "home.B1", phase=Phase.CALL))
    small.frame(1 / 60)
    defaults = [c.label for c in scene.choices() if c.default]
    assert defaults == ["Call pass"]
    key(small, pygame.K_RETURN)
    assert scene.game.passing is not None and scene.game.passing[0] == PassKind.FORWARD


def test_buttons_keep_their_places_and_say_what_they_do(small: App) -> None:
    scene = states._lined_up(small)
    small.frame(1 / 60)
    snap = button(scene, "Snap to B1")
    assert "move 1 of 3" in snap.label and "first of your three moves" in scene.hint()
    press(small, scene, "Snap to B1")
    end = button(scene, "End turn").rect
    assert end.right == small.size[0] - 10, "End turn alone at the right end"
    press(small, scene, "End turn")
    run_for(small, 0.5)
    for _ in range(200):  # the CPU's series and what follows, up to the next time you line up
        if scene.forming():
            break
        if scene.my_turn and scene.pause is None:  # (a play's end: Space goes on)
            if scene.game.phase == Phase.PLAY:
                key(small, pygame.K_RETURN)  # End turn
            elif scene.game.phase == Phase.CALL:
                click(small, button(scene, "Let the defence move").rect.center)
            else:
                click(small, scene.buttons[0][0].rect.center)
        key(small, pygame.K_SPACE)
        run_for(small, 0.4)
    labels = [b.label for b, _ in scene.buttons]
    for b, _ in scene.buttons:
        assert (len(b.label) > 3 and " " in b.label) or b.label in ("Backs spread out",), b.label
    assert not any(b.rect.colliderect(end) for b, _ in scene.buttons if b.label not in PINNED), labels


def test_a_double_click_is_not_taken_for_the_button_that_comes_under_it(small: App) -> None:
    scene = states._lined_up(small)
    small.frame(1 / 60)
    spot = button(scene, "Snap to B1").rect.center
    click(small, spot)
    assert scene.game.snapped
    hand_off = button(scene, "Hand off").rect
    assert hand_off.collidepoint(spot)
    moves = scene.game.moves
    click(small, spot)  # the second click of a double click: not a hand-off
    assert scene.game.moves == moves and not scene.picking


def test_intercepted_banner_reads_over_the_board() -> None:
    def luminance(c: tuple[int, int, int]) -> float:
        def channel(v: int) -> float:
            s = v / 255
            return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

        r, g, b = (channel(v) for v in c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    for colour in BRIGHT.values():  # the banner's headline on its dark panel
        ratio = (luminance(colour) + 0.05) / (luminance(ui.PANEL) + 0.05)
        assert ratio >= 4.5


def test_an_interception_gets_a_light_banner(small: App) -> None:
    from games.all_pro.rules.actions import Event

    scene = states._throw(small)
    scene._moment(Event("pass", "short pass to {home}'s E2: INTERCEPTED by {away}'s C", Team.AWAY))
    assert scene.banner is not None and scene.banner.colour == BRIGHT[Team.AWAY]


def test_esc_asks_before_leaving(small: App) -> None:
    scene = states._lined_up(small)
    key(small, pygame.K_ESCAPE)
    assert small.leaving is not None and small.stack.top is scene


# ----------------------------------------------------------------------------- Ctrl+Z
def test_ctrl_z_takes_back_a_move_of_the_series_but_not_after_the_cpu_moved(small: App) -> None:
    scene = states._lined_up(small)
    press(small, scene, "Snap to B1")
    game = scene.game
    # A man without the ball (the carrier's run draws his hand's tremor: chance, not taken back).
    step = next(a for a in game.legal_actions() if isinstance(a, Step) and a.man != game.carrier)
    mover, qb, to = step.man, game.men[step.man].square, step.to
    click(small, centre(scene, qb))
    click(small, centre(scene, to))
    assert scene.game.men[mover].square == to and scene.game.moves == 2
    count = scene.recorder.file.count  # type: ignore[union-attr]
    key(small, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.game.men[mover].square == qb and scene.game.moves == 1, "taken back"
    assert scene.recorder.file.count == count - 1  # type: ignore[union-attr]
    click(small, centre(scene, qb))
    click(small, centre(scene, to))
    # End turn: nobody open for a pass, so Enter lets the defence move too (one key ends a turn).
    key(small, pygame.K_RETURN)
    assert scene.game.mover == Team.AWAY and scene.game.phase == Phase.PLAY
    run_for(small, 0.2)
    key(small, pygame.K_SPACE)
    assert not scene.undoable() and "CPU has moved" in scene.undo_refused()


# ----------------------------------------------------------------------------- rules, guide, seeds
def test_the_rules_are_shown_once_before_the_first_game_and_f1_shows_them(small: App) -> None:
    setup = small.push(all_pro_setup)
    small.frame(1 / 60)
    assert isinstance(setup, ChoiceScene)
    click(small, setup.buttons[0].rect.center)
    scene = small.stack.top
    assert isinstance(scene, AllProScene)
    assert small.help_open and small.help.page == 1  # the rules' first page, the controls a key away
    titles = [p.title for p in scene.rules()]
    for word in ("block", "tackl", "open", "intercept", "kick", "scor"):
        assert any(word in t.lower() for t in titles), word
    assert all(p.diagram is not None for p in scene.rules())
    assert not small.settings.first_time(HOWTO_SEEN)
    key(small, pygame.K_ESCAPE)  # closes the help
    assert not small.help_open
    key(small, pygame.K_ESCAPE)
    click(small, small.leaving.buttons[0].rect.center)  # type: ignore[union-attr]
    second = small.push(lambda a: all_pro_setup(a))
    small.frame(1 / 60)
    click(small, second.buttons[0].rect.center)  # type: ignore[attr-defined]
    assert not small.help_open, "shown once"


def test_the_guided_first_turn_can_be_skipped(small: App) -> None:
    scene = states._game(small)
    guide = small.guide_of(scene)
    assert guide is not None and guide.current is not None and "red" in guide.current.words
    key(small, pygame.K_TAB)
    assert guide.index == 1
    key(small, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert small.guide_of(scene) is None


def test_each_new_game_draws_a_fresh_recorded_seed(small: App) -> None:
    seeds = []
    for _ in range(2):
        small.stack.clear()
        small.help_open = False
        setup = small.push(all_pro_setup)
        small.frame(1 / 60)
        click(small, setup.buttons[0].rect.center)  # type: ignore[attr-defined]
        scene = small.stack.top
        assert isinstance(scene, AllProScene)
        assert scene.recorder is not None and scene.recorder.header["seed"] == scene.seed  # type: ignore[attr-defined]
        seeds.append(scene.seed)
    assert seeds[0] != seeds[1]


def test_play_all_pro_opens_the_setup_the_beginner_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test 6/5/6: straight into a game was against the coach, the strongest; the setup
    names each level with what it is like, the beginner first."""
    from tools.commands import play

    opened: dict[str, Any] = {}
    monkeypatch.setattr(
        "games.app.launcher.launch", lambda start, mat, scene, **kw: opened.update(start=start, scene=scene)
    )
    args = argparse.Namespace(
        game="all-pro", vs_cpu=None, hotseat=False, resume=None, mat=None, seed=7, ui_scale=None
    )
    play.run(args)
    assert opened["start"] == "All-Pro Football" and opened["scene"] is None
    app = App((960, 600), settings=Settings(None))
    try:
        setup = app.push(all_pro_setup)
        assert isinstance(setup, ChoiceScene)
        assert setup.choices[0][0].startswith("Beginner CPU:")
    finally:
        app.stack.clear()


def test_at_960_by_600_the_board_takes_the_height_and_labels_read(small: App) -> None:
    scene = states._lined_up(small)
    small.frame(1 / 60)
    board = layout(small.size).board
    assert board.height >= 0.6 * small.size[1] and scene.view.size >= 30
    sizes = [b.rect.height for b in _boxes(small) if b.kind == ui.Kind.TEXT and b.words in ("B1", "C", "L3")]
    assert sizes and min(sizes) >= 12

"""A newcomer's 30 minutes against the coach in the All-Pro window (5/10), each fix driven as a
person does it: the CPU's turns at a quicker pace, a turn or a call with nothing to decide passed
with a line saying so, the snap in your own end zone warned of before Ready, Esc letting go of a
man before it asks to leave (and Enter then playing on), the interception squares framed over
your men and through the CPU's throw, lane numbers off the men, three men on a square readable,
the rush's stripes after a block, and the words (a man in a block, a lateral that falls, the free
kick after a safety, Enter's echo, the yellow marker on its stripe, the help's interception
picture). The coach's own offence: tests/games/all_pro/test_coach_offence.py."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from games.all_pro.rules.actions import Call, EndSeries, PassKind, Phase, SafetyKick, Step
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import howto, pace, states
from games.all_pro.ui.board_clicks import TIED
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.tags import LANE, readable
from games.all_pro.ui.view import DANGER, MARKER
from games.window import ui
from games.window.app import App
from games.window.choice import KEY_GRACE
from tools.cli import main

from .conftest import key, run_for
from .test_all_pro_scene import centre, click, open_scene, press

HOME, AWAY = Team.HOME, Team.AWAY


def _words(app: App) -> str:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return " ".join(" ".join(b.words.split()) for b in boxes if b.words)


def _colour(app: App, pos: tuple[float, float]) -> tuple[int, int, int]:
    c = app.screen.get_at((round(pos[0]), round(pos[1])))
    return c.r, c.g, c.b


def _ringed(app: App, scene: AllProScene, square: tuple[int, int]) -> bool:
    """An orange ring round the man on ``square`` (left of his disc, where no label is)."""
    x, y = scene.view.centre(*square)
    return any(_colour(app, (x - scene.view.size * k / 100, y)) == DANGER for k in range(45, 56))


# ----------------------------------------------------------------------------- 2. the pace
def test_the_cpu_plays_a_turn_of_three_moves_in_about_a_second(app: App) -> None:
    men = {"away.B1": (5, 12), "away.B2": (3, 14), "home.L1": (5, 6), "home.B1": (1, 3)}
    game = AllPro.position(men, "away.B1", offence=AWAY, mover=AWAY)
    scene = states._set(app, game)
    run_for(app, 1.6)  # a person watches each step (2.5 s before), and the turn is his again
    assert scene.my_turn and game.mover == HOME, [e.text for e in game.log[-4:]]
    assert sum(1 for e in game.log if "steps" in e.text) >= 1


def test_enter_ends_your_turn_in_one_key(app: App) -> None:
    scene = states._lined_up(app)
    press(app, scene, "Snap to B1")
    key(app, pygame.K_RETURN)  # "End turn", marked Enter
    assert scene.game.mover == AWAY


def test_a_turn_with_no_man_able_to_move_is_passed_with_a_line(app: App) -> None:
    # On defence, your only men are both tied up in blocks: nothing to decide.
    men = {"away.B1": (5, 12), "away.L1": (4, 9), "away.L2": (6, 9), "home.L1": (4, 9), "home.L2": (6, 9)}
    blocks = [("away.L1", "home.L1"), ("away.L2", "home.L2")]
    game = AllPro.position(men, "away.B1", offence=AWAY, mover=HOME, blocks=blocks)
    assert game.legal_actions() == [EndSeries()]
    scene = states._set(app, game)
    app.frame(1 / 60)
    assert game.mover == AWAY or game.series > 0, "your turn passed"
    assert scene.error == pace.NOTHING_TO_MOVE
    assert "none of your men could move" in _words(app)


def test_a_call_with_nothing_to_call_is_passed_with_a_line(app: App) -> None:
    # Your carrier past the line, nobody a lateral's distance from him, no kick: the call after
    # your turn would only be "Let the defence move".
    men = {"home.B1": (5, 14), "home.E1": (5, 17), "away.B1": (1, 20)}
    game = AllPro.position(men, "home.B1", phase=Phase.CALL, down=1)
    assert Call("pass") not in game.legal_actions()  # past the line
    scene = states._set(app, game)
    app.frame(1 / 60)
    assert game.phase == Phase.PLAY and game.mover == AWAY
    assert scene.error == pace.NOTHING_TO_CALL.format(
        why="a forward pass is thrown from behind the line of scrimmage"
    )


# ----------------------------------------------------------------------------- 3. the safety
def test_at_your_own_5_the_formation_screen_warns_of_the_snap_in_your_end_zone(app: App) -> None:
    scene = open_scene(app)
    scene.game._scrimmage(HOME, 5, first_down=True)
    run_for(app, 0.2)
    assert scene.forming() and scene.places is not None
    words = _words(app)
    assert "takes the snap in your own end zone" in words and "safety" in words, words
    assert _ringed(app, scene, scene.places["home.B1"])  # before Ready
    press(app, scene, "Ready")
    run_for(app, 0.6)  # the CPU lines up
    assert scene.game.phase == Phase.PLAY and not scene.game.snapped
    assert any("end zone" in line for line in scene.pass_lines())
    # At midfield nothing is said.
    scene.game._scrimmage(HOME, 50, first_down=True)
    scene.places = None
    run_for(app, 0.2)
    assert "end zone" not in scene.lineup_warning()


# ----------------------------------------------------------------------------- 4. Esc
def test_esc_lets_go_of_your_man_first_and_enter_then_plays_on(app: App) -> None:
    scene = states._lined_up(app)
    press(app, scene, "Snap to B1")
    click(app, centre(scene, scene.game.men["home.C"].square))
    assert scene.selected == "home.C"
    key(app, pygame.K_ESCAPE)
    assert scene.selected is None and app.leaving is None and app.stack.top is scene
    key(app, pygame.K_ESCAPE)  # nothing chosen: now it asks
    assert app.leaving is not None
    assert "(Enter)" in app.leaving.buttons[1].label and "Play on" in app.leaving.buttons[1].label
    run_for(app, KEY_GRACE)
    key(app, pygame.K_RETURN)  # the safe answer
    assert app.leaving is None and app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    run_for(app, KEY_GRACE)
    key(app, pygame.K_y)
    assert app.stack.top is not scene


def test_in_tortellini_too_esc_then_enter_plays_on(app: App) -> None:
    from .test_tortellini_fifth_playtest import NO_PASS, ONE
    from .test_tortellini_second_playtest import set_position

    scene = set_position(app, NO_PASS, (ONE, "red"), frozenset({ONE}))
    key(app, pygame.K_ESCAPE)
    assert app.leaving is not None
    run_for(app, KEY_GRACE)
    key(app, pygame.K_RETURN)
    assert app.leaving is None and app.stack.top is scene


# ----------------------------------------------------------------------------- 5. the board
# The CPU's passer on the 55 with an End six spaces up the field: your B2 stands two spaces out,
# on the lane; your L1 one space out (an odd distance: no interception there).
THEIR_PASS = {
    "away.B1": (5, 14),
    "away.E1": (5, 8),
    "home.B2": (5, 12),
    "home.L1": (5, 13),
    "home.B1": (1, 3),
}


def _their_pass(app: App) -> AllProScene:
    game = AllPro.position(THEIR_PASS, "away.B1", offence=AWAY, mover=HOME, line=45)
    game.scrimmage.passing = (PassKind.FORWARD, "away.B1")  # the CPU has called its pass
    scene = states._set(app, game)
    app.frame(1 / 60)
    return scene


def test_the_squares_you_would_intercept_on_are_framed_over_your_men_and_through_the_throw(app: App) -> None:
    scene = _their_pass(app)
    (lane,) = scene.lanes()
    assert set(lane.stops) == {(5, 12), (5, 10)}  # 2 and 4 spaces out; yours on the first
    box = scene.view.rect((5, 12))
    assert _colour(app, (box.centerx, box.top + 2)) == LANE  # the frame seen round your B2
    assert "framed square" in _words(app)
    # Your turn over, the CPU throws: the lanes and frames stay while it does.
    game = scene.game
    game.apply(EndSeries())
    assert game.phase == Phase.THROW and not scene.my_turn
    app.frame(1 / 60)
    assert scene.lanes() and _colour(app, (box.centerx, box.top + 2)) == LANE


def test_a_square_the_cpu_holds_is_never_framed_and_no_lane_number_sits_on_a_man(app: App) -> None:
    men = {"away.B1": (5, 14), "away.E1": (5, 10), "away.C": (5, 12), "home.B1": (1, 3)}
    game = AllPro.position(men, "away.B1", offence=AWAY, mover=HOME, line=45)
    scene = states._set(app, game)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    (lane,) = scene.lanes()
    assert lane.stops == ()  # the CPU's own C on the only even square
    numbers = [b.rect for b in boxes if b.words == "4"]
    men_squares = [scene.view.rect(m.square) for m in game.men.values() if m.square[0] >= 0]
    assert numbers and all(r.collidelist(men_squares) < 0 for r in numbers)


def test_three_men_on_one_square_have_readable_labels(app: App) -> None:
    men = {"home.B1": (5, 9), "home.L4": (6, 10), "home.B2": (5, 10), "away.L3": (6, 11), "away.B1": (2, 15)}
    scene = states._set(app, AllPro.position(men, "home.B1"))
    scene._do(Step("home.L4", (6, 11)))  # a block
    scene._do(Step("home.B2", (6, 11)))  # onto his own block: three men on one square
    assert scene.game.walker == "home.B2"
    run_for(app, 0.5)  # his glide over
    with ui.recording() as boxes:
        app.frame(1 / 60)
    square = scene.view.rect((6, 11))
    labels = [b for b in boxes if b.words in ("L4", "L3", "B2") and b.rect.colliderect(square)]
    assert {b.words for b in labels} == {"L4", "L3", "B2"}
    least = ui.line_height(readable()) - 2
    assert all(b.rect.height >= least for b in labels), [b.rect for b in labels]


def test_the_rush_stripes_follow_your_block_of_the_man_who_threatened(app: App) -> None:
    men = {"home.B1": (5, 9), "home.B2": (5, 10), "away.L1": (5, 11), "away.B1": (1, 20)}
    scene = states._set(app, AllPro.position(men, "home.B1"))
    app.frame(1 / 60)
    before = scene.danger()
    assert (5, 9) in before  # your carrier ringed: the CPU's L1 reaches him
    click(app, centre(scene, (5, 10)))
    run_for(app, 0.3)
    click(app, centre(scene, (5, 11)))  # your B2 blocks him
    run_for(app, 0.5)
    after = scene.danger()
    assert (5, 9) not in after and len(after) < len(before)
    assert not _ringed(app, scene, (5, 9))  # the ring round your carrier is gone


# ----------------------------------------------------------------------------- 6. the words
def test_a_click_on_your_man_tied_up_in_a_block_says_why_he_cannot_move(app: App) -> None:
    men = {"home.B1": (5, 9), "home.L2": (6, 11), "away.L2": (6, 11), "away.B1": (1, 20)}
    scene = states._set(app, AllPro.position(men, "home.B1", blocks=[("away.L2", "home.L2")]))
    app.frame(1 / 60)
    click(app, centre(scene, (6, 11)))
    assert scene.error == TIED.format(man="L2")
    assert "Click one of your own men first" not in _words(app)


def test_a_lateral_that_falls_is_called_an_incomplete_lateral(app: App) -> None:
    men = {"home.B1": (5, 12), "home.B2": (5, 10), "away.B1": (1, 20)}
    game = AllPro.position(men, "home.B1", phase=Phase.THROW, line=60)
    game.scrimmage.passing = (PassKind.LATERAL, "home.B1")
    game.chance.supply(1, what="die", only=True)  # odd: it falls
    scene = states._set(app, game)
    press(app, scene, "Throw to B2")
    assert scene.pause is not None and scene.pause.headline == "INCOMPLETE LATERAL"


def test_the_free_kick_after_a_safety_is_no_first_down(app: App) -> None:
    scene = open_scene(app)
    game = scene.game
    game.phase, game.kicking = Phase.SAFETY_KICK, HOME
    game.apply(SafetyKick("punt"))
    run_for(app, 0.2)
    words = _words(app)
    assert "Free kick after the safety" in words and "1st & 10" not in words, words


def test_enter_s_echo_goes_once_the_cpu_has_moved(app: App) -> None:
    scene = open_scene(app)
    scene.game._scrimmage(HOME, 50, first_down=True)
    run_for(app, 0.2)
    key(app, pygame.K_RETURN)  # Ready
    assert scene.error is not None and scene.error.startswith("Enter: you lined up")
    run_for(app, 0.6)  # the CPU lines up: your turn to snap
    assert scene.game.phase == Phase.PLAY and scene.my_turn
    assert scene.error is None or not scene.error.startswith("Enter: you lined up")


def test_the_yellow_marker_stays_on_its_stripe_with_under_a_yard_to_go(app: App) -> None:
    men = {"home.B1": (5, 8), "home.C": (5, 9), "away.C": (5, 10), "away.B1": (2, 15)}
    scene = states._set(app, AllPro.position(men, "home.B1", line=40, marker=40, down=2))
    app.frame(1 / 60)
    x = scene.view.stripe_x(40)
    top = scene.view.origin[1] - 6
    assert _colour(app, (x, top)) == MARKER
    assert _colour(app, (x + scene.view.size * 0.3, top)) != MARKER
    assert "under a yard to go" in _words(app)


def test_the_help_s_interception_picture_names_the_lane_s_receiver() -> None:
    (lane,) = howto.INTERCEPT.diagram.lanes  # type: ignore[attr-defined]
    assert lane[2].startswith("to E1")
    assert "two spaces" in howto.INTERCEPT.diagram.caption  # type: ignore[attr-defined]
    assert not any("small rings" in line for page in howto.pages() for line in page.lines)


# ----------------------------------------------------------------------------- 7. --vs-cpu
def _launched(monkeypatch: pytest.MonkeyPatch, *argv: str) -> Any:
    import games.app.launcher as launcher

    seen: dict[str, Any] = {}

    def launch(start: Any = None, mat: Any = None, scene: Any = None, **kw: Any) -> None:
        seen["scene"] = scene

    monkeypatch.setattr(launcher, "launch", launch)
    assert main(["play", "all-pro", *argv]) == 0
    assert seen["scene"] is not None, "straight into a game, not the menu"
    return seen["scene"]


@pytest.mark.parametrize("level,kind", [("beginner", "Beginner"), ("coach", "Coach")])
def test_vs_cpu_takes_the_launcher_s_names(monkeypatch: pytest.MonkeyPatch, level: str, kind: str) -> None:
    factory = _launched(monkeypatch, "--vs-cpu", level, "--seed", "3")
    app = App((960, 600))
    try:
        scene = app.push(factory)
        assert isinstance(scene, AllProScene) and type(scene.cpu[AWAY]).__name__ == kind
    finally:
        app.stack.clear()
        pygame.display.quit()


def test_an_unknown_level_is_refused_in_the_launcher_s_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "all-pro", "--vs-cpu", "club"]) == 2
    err = capsys.readouterr().err
    assert "all-pro's CPU plays at beginner, coach" in err

"""A newcomer's play-test of the All-Pro window (6/10), each fix driven as a person does: the
defence's reach a light wash under the men and the dots (your men's squares plain, one help
line), the punt's risk said where it is chosen and before the snap, hints offering only what is
possible, the CPU's marker said of the CPU, one line of the log a move, the formation buttons
still, no greyed hand-off on defence, "your clicks" in plain words, F1 named on the setup, and
the beginner never running backwards or undoing its own step. (Crowded labels:
test_all_pro_crowded_labels.py.)"""

from __future__ import annotations

import pygame

from games.all_pro.match import play_game
from games.all_pro.players.reach import Field, reach
from games.all_pro.rules.actions import Call, Phase, Step
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import all_pro_setup
from games.all_pro.ui.layout import SIDE
from games.all_pro.ui.view import DANGER
from games.window import ui
from games.window.app import App

from .conftest import key, run_for
from .test_all_pro_scene import centre, click, open_scene, press

MEN = {"home.B1": (5, 9), "home.C": (5, 11), "home.L2": (6, 11), "away.L2": (6, 12), "away.C": (5, 13)}


def _drawn(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return boxes


# ----------------------------------------------------------------------------- 1. the rush
def test_the_reach_is_a_wash_under_the_men_and_the_dots_with_one_help_line(app: App) -> None:
    scene = states._set(app, AllPro.position(MEN, "home.B1", moves=1))
    app.frame(1 / 60)
    click(app, centre(scene, (5, 9)))  # your ball carrier: his dots
    assert scene.selected == "home.B1"
    danger = scene.danger()
    assert danger
    for square in danger & set(scene._targets()):  # a dot on a reached square: yellow, seen
        x, y = centre(scene, square)
        assert tuple(app.screen.get_at((x, y)))[:3] == ui.ACCENT
    for man in ("home.C", "home.L2"):  # your own men's squares: no orange frame over them
        box = scene.view.rect(scene.game.men[man].square).inflate(-2, -2)
        assert tuple(app.screen.get_at((box.left, box.top + 3)))[:3] != DANGER
    lines = scene.pass_lines()
    danger_lines = [w for w in lines if "next turn" in w]
    assert len(danger_lines) == 1, lines
    assert len(ui.wrap(danger_lines[0], ui.px(SIDE) - 24, 18)) <= 2


# ----------------------------------------------------------------------------- 3. the punt
def test_the_punt_formations_say_their_risk_and_the_snap_warns(app: App) -> None:
    scene = open_scene(app)
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    app.frame(1 / 60)
    press(app, scene, "Punt formation")
    words = " ".join(b.words for b in _drawn(app))
    assert "block it" in words and "Safe punt formation" in words
    press(app, scene, "Ready")
    run_for(app, 1.0)
    assert scene.game.phase == Phase.PLAY and not scene.game.snapped
    said = " ".join(scene.pass_lines())
    assert "block the punt" in said and "Safe punt formation" in said, said


def test_a_hint_offers_only_the_calls_possible_now(app: App) -> None:
    men = {"home.B1": (5, 9), "home.E1": (5, 13), "away.B1": (1, 20)}
    game = AllPro.position(men, "home.B1", phase=Phase.CALL, down=1)
    game.scrimmage.passed = True
    scene = states._set(app, game)
    app.frame(1 / 60)
    assert Call("punt") not in game.legal_actions()
    hint = scene.hint()
    assert "kick" not in hint and "punt" not in hint and "field goal" not in hint, hint


# ----------------------------------------------------------------------------- 4. the words
def test_the_cpu_s_marker_is_said_of_the_cpu_and_no_hand_off_on_defence(app: App) -> None:
    men = {"away.B1": (5, 12), "home.L1": (5, 8), "home.B1": (2, 4)}
    game = AllPro.position(men, "away.B1", offence=Team.AWAY, line=60, marker=60, mover=Team.HOME, down=3)
    states._set(app, game)
    scene = app.stack.top
    words = " ".join(" ".join(b.words.split()) for b in _drawn(app))  # wrapped lines joined
    assert "The CPU needs to pass the yellow marker for a first down" in words, words
    assert "Pass the yellow marker" not in words
    assert not any(b.label.startswith("Hand off") for b, _ in scene.buttons)  # type: ignore[attr-defined]


def test_a_move_ending_in_a_block_is_one_line_of_the_log(app: App) -> None:
    men = {"home.B1": (5, 5), "home.L2": (5, 10), "away.L2": (5, 11), "away.B1": (1, 15)}
    scene = states._set(app, AllPro.position(men, "home.B1", moves=0))
    app.frame(1 / 60)
    click(app, centre(scene, (5, 10)))
    run_for(app, 0.3)
    click(app, centre(scene, (5, 11)))  # onto the CPU's L2: a block
    run_for(app, 0.5)
    words = [b.words for b in _drawn(app)]
    assert "Your L2 blocks the CPU's L2" in words
    assert not any(w.startswith("Your L2 steps") for w in words), words


def test_the_formation_buttons_stay_put_when_another_is_chosen(app: App) -> None:
    scene = states._formation(app)
    run_for(app, 0.3)
    where = {b.label: b.rect.topleft for b, _ in scene.buttons}
    assert "Punt formation" in where and "Backs in a T" in where, where
    press(app, scene, "Punt formation")  # its words the longest
    assert scene.formation == "punt"
    after = {b.label: b.rect.topleft for b, _ in scene.buttons}
    assert all(after[label] == where[label] for label in where if label in after)


def test_your_clicks_are_said_in_plain_words_with_the_setting(app: App) -> None:
    scene = states._set(app, AllPro.position(MEN, "home.B1", moves=1))
    app.frame(1 / 60)
    click(app, centre(scene, (5, 9)))
    assert "your clicks: steady" in scene.hint()
    key(app, pygame.K_h)
    assert scene.error is not None and "sure" in scene.error and "expert" not in scene.error


def test_the_setup_names_f1_and_opens_the_rules(app: App) -> None:
    setup = app.push(lambda a: all_pro_setup(a, 0))
    app.frame(1 / 60)
    words = " ".join(b.words for b in _drawn(app))
    assert "F1: how to play" in words
    assert setup.rules(), "F1 has the rules here"


# ----------------------------------------------------------------------------- 5. the beginner
class _Watch:
    """Counts the beginner's (home's) steps with the ball: a carrier stepping back that escapes
    no tackle, and a man stepping straight back to the square he left in the same turn."""

    def __init__(self) -> None:
        self.back = self.undone = self.steps = 0
        self.left: dict[str, tuple[int, int]] = {}
        self.turn: tuple[int, int] | None = None

    def wrap(self, game: AllPro):  # type: ignore[no-untyped-def]
        original = game.apply

        def apply(action):  # type: ignore[no-untyped-def]
            if isinstance(action, Step) and game.mover == Team.HOME == game.offence:
                self.count(game, action)
            return original(action)

        game.apply = apply  # type: ignore[method-assign]
        return lambda action: None

    def count(self, game: AllPro, step: Step) -> None:
        if self.turn != (game.plays, game.series):
            self.turn = (game.plays, game.series)
            self.left.clear()
        here = game.men[step.man].square
        self.steps += 1
        self.undone += self.left.get(step.man) == step.to
        if step.man == game.carrier and step.to[1] < here[1]:  # home attacks to the right
            field = Field.of(game)
            self.back += not (reach(field, here, Team.AWAY) <= 3 < reach(field, step.to, Team.AWAY))
        self.left[step.man] = here


def test_the_beginner_never_runs_back_for_nothing_nor_undoes_a_step() -> None:
    watch = _Watch()
    for seed in range(3):
        play_game(seed, "cpu", "coach", watch=watch.wrap)
    assert watch.steps > 100
    assert watch.back == 0 and watch.undone == 0, (watch.back, watch.undone, watch.steps)

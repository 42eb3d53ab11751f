"""The All-Pro window after a newcomer's play-test against the CPU (6/10), driven by the clicks
and keys a person makes: the pass's die drawn by its lane, a banner at the end of a quarter with
the score, the board's marks each inside its own square and over nobody, a warning on a move that
opens the defence's way to the ball carrier, and a guide whose steps show only when they apply,
in order, in the panel's words."""

from __future__ import annotations

import pygame

from games.all_pro.rules.actions import Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states
from games.all_pro.ui.first_turn import BLOCKERS, RETURN_LINE_UP
from games.all_pro.ui.game_scene import HOWTO_SEEN, AllProScene
from games.all_pro.ui.view import MARKER
from games.window import ui
from games.window.app import App

from .window_kit import click, drawn


def at(scene: AllProScene, square: tuple[int, int]) -> tuple[float, float]:
    return scene.view.centre(*square)


def run(app: App, seconds: float) -> None:
    for _ in range(round(seconds * 30)):
        app.frame(1 / 30)


# ----------------------------------------------------------------------------- the pass's die
def test_a_thrown_pass_leaves_its_die_face_by_the_lane_till_you_go_on(window: App) -> None:
    scene = states._throw(window)
    window.frame(1 / 60)
    button = next(b for b, _ in scene.buttons if b.label.startswith("Throw to E2"))
    click(window, button.rect.center)
    run(window, 2.0)  # the die settles; the play's end is held
    die = scene.pass_die
    assert die is not None and scene.pause is not None
    boxes = drawn(window, "pass-die")
    word = next(b for b in boxes if b.words == die.meaning())
    field = scene.view.field()
    assert field.contains(word.rect), "on the board, where the pass was thrown"
    for man in scene.view.shown.men.values():
        if man.square in scene.game.at or man.square in scene.view.shown.blocks:
            disc = pygame.Rect(0, 0, scene.view.size * 0.76, scene.view.size * 0.76)
            disc.center = (round(at(scene, man.square)[0]), round(at(scene, man.square)[1]))
            assert not word.rect.colliderect(disc), f"over {man.id}"
    # The face's pips: paper-white beside the word, inside the field.
    x, y = word.rect.centerx, word.rect.top - scene.view.size * 0.35
    assert tuple(window.screen.get_at((round(x) + 4, round(y) + 4)))[:3] == ui.PAPER
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    window.frame(1 / 60)
    assert scene.pause is None and scene.pass_die is None, "gone with the play's end"


def test_the_die_says_odd_for_a_dropped_pass_and_the_sum_for_an_interception() -> None:
    from games.all_pro.ui.pass_die import PassDie

    assert PassDie((5, 9), (5, 13), (3,), "incomplete").meaning() == "odd"
    assert PassDie((5, 9), (5, 13), (2,), "complete").meaning() == "even"
    assert PassDie((5, 9), (5, 15), (2, 4), "intercepted").meaning() == "6: picked off"


# ----------------------------------------------------------------------------- end of a quarter
def test_the_end_of_a_quarter_gets_a_banner_with_the_score(window: App) -> None:
    men = {"away.B1": (5, 12), "away.C": (5, 13), "home.L1": (5, 11), "home.B1": (6, 8)}
    game = AllPro.position(men, "away.B1", offence=Team.AWAY, line=70, mover=Team.HOME, down=2, plays=9)
    game.score = {Team.HOME: 7, Team.AWAY: 3}
    scene = states._set(window, game)
    window.frame(1 / 60)
    click(window, at(scene, (5, 11)))
    click(window, at(scene, (5, 12)))  # the tackle ends the quarter's last play
    run(window, 1.5)
    said = " ".join(b.words for b in drawn(window, "end-of-quarter"))
    assert scene.pause is not None and scene.pause.headline == "END OF THE 1ST QUARTER", said
    assert "END OF THE 1ST QUARTER" in said and "You 7, the CPU 3" in said


# ----------------------------------------------------------------------------- the board's layout
def test_the_kick_off_chances_lie_inside_their_squares_and_over_no_man(window: App) -> None:
    window.settings.hint_seen(HOWTO_SEEN)
    scene = window.push(lambda a: AllProScene(a, frozenset({Team.HOME}), 2, level="cpu"))
    assert isinstance(scene, AllProScene)
    run(window, 10.0)
    assert scene.game.phase == Phase.KICKOFF and scene.my_turn
    landing = scene.kicks()[0].tags()
    boxes = drawn(window, "kick-off-chances")
    view = scene.view
    crowded = [sq for sq in landing if sq in scene.game.at]
    assert crowded, "a receiver (the CPU's C) stands where the kick may come down"
    for square, words in landing.items():
        tag = next(b for b in boxes if b.words == words and view.rect(square).contains(b.rect))
        if square in crowded:
            cx, cy, r = view.made_room(square)
            disc = pygame.Rect(round(cx - r), round(cy - r), round(2 * r), round(2 * r))
            assert not tag.rect.colliderect(disc), f"{words} under the man on {square}"
            assert view.rect(square).contains(disc), "the man kept inside his square"


def test_a_blocked_pair_stays_inside_its_square_and_the_marker_off_the_men(window: App) -> None:
    men = {"home.B1": (5, 7), "home.L2": (2, 11), "away.L2": (2, 11), "away.C": (8, 12)}
    game = AllPro.position(men, "home.B1", blocks=[("home.L2", "away.L2")], marker=60)
    scene = states._set(window, game)
    boxes = drawn(window, "lone-block")
    view = scene.view
    square = view.rect((2, 11))
    for name in ("L2",):
        labels = [b for b in boxes if b.words == name and b.rect.colliderect(square)]
        assert len(labels) == 2 and all(square.contains(b.rect) for b in labels), labels
    field = view.field().inflate(-4, -4)
    marker = [
        (x, y)
        for x in range(field.left, field.right, 2)
        for y in range(field.top, field.bottom, 2)
        if tuple(window.screen.get_at((x, y)))[:3] == MARKER
    ]
    assert not marker, "the first-down marker's ticks lie off the field, off its men"
    x = round(view.stripe_x(60))
    above = [tuple(window.screen.get_at((x, view.field().top - k)))[:3] for k in range(3, 12)]
    assert MARKER in above, "a tick above the field"


# ----------------------------------------------------------------------------- opening the way
WALL = {"home.B1": (5, 9), "home.L1": (4, 10), "home.L2": (5, 10), "home.L3": (6, 10), "away.C": (5, 12)}


def test_a_blocker_s_move_that_opens_the_way_to_the_carrier_is_marked_and_said(window: App) -> None:
    scene = states._set(window, AllPro.position(WALL, "home.B1"))
    window.frame(1 / 60)
    click(window, at(scene, (5, 10)))  # the L2 in front of the carrier
    assert scene.selected == "home.L2"
    boxes = drawn(window, "opens-the-way")
    marks = [b for b in boxes if b.words == "!"]
    ahead = scene.view.rect((5, 11))
    assert any(ahead.contains(b.rect) for b in marks), "the step ahead, out of the wall, is marked"
    hint = scene.hint()
    assert hint.startswith("Careful") and "B1" in hint and "blockers in front" in hint, hint
    assert hint in " ".join(b.words for b in boxes)
    # The carrier's own moves are shown by the orange map, not marked: nobody else is chosen.
    click(window, at(scene, (5, 9)))
    assert scene.selected == "home.B1" and not [b for b in drawn(window) if b.words == "!"]


def test_a_step_that_keeps_the_wall_is_not_marked(window: App) -> None:
    scene = states._set(window, AllPro.position({**WALL, "home.E1": (7, 8)}, "home.B1"))
    window.frame(1 / 60)
    click(window, at(scene, (7, 8)))  # a man beside the play: nothing he does opens the wall
    assert scene.selected == "home.E1"
    assert not [b for b in drawn(window) if b.words == "!"]
    assert not scene.hint().startswith("Careful")


# ----------------------------------------------------------------------------- the guide
def test_the_guide_teaches_keeping_the_blockers_in_front_of_the_carrier(window: App) -> None:
    scene = states._set(window, AllPro.position(WALL, "home.B1"))
    window.show_guide(scene)
    guide = window.guide_of(scene)
    assert guide is not None
    guide.index = 3  # the turn's step
    said = " ".join(b.words for b in drawn(window, "guide-blockers"))
    assert BLOCKERS.split(":")[0] in said


RETURN = {"home.B1": (5, 6), "home.L2": (5, 10), "away.C": (6, 11), "away.B1": (2, 14)}


def test_lining_up_for_a_return_the_guide_says_what_the_panel_says(window: App) -> None:
    scene = window.push(lambda a: AllProScene(a, frozenset({Team.HOME}), 0, level="cpu"))
    assert isinstance(scene, AllProScene)
    for _ in range(8 * 30):  # seed 0: the CPU kicks off to you
        window.frame(1 / 30)
        if scene.my_turn and scene.game.phase == Phase.RETURN_FORMATION:
            break
    assert scene.game.phase == Phase.RETURN_FORMATION
    window.show_guide(scene)
    guide = window.guide_of(scene)
    assert guide is not None
    guide.index = 1
    said = " ".join(b.words for b in drawn(window, "guide-return-lineup"))
    assert "Center" not in said and "no snap" in said and "receive" in said, said
    assert guide.showing is not None and guide.showing.words == RETURN_LINE_UP


def test_on_a_return_the_pass_step_waits_and_the_steps_keep_their_order(window: App) -> None:
    scene = states._set(window, AllPro.position(RETURN, "home.B1", returning="kick-off"))
    window.show_guide(scene)
    guide = window.guide_of(scene)
    assert guide is not None
    guide.index = 4  # "Call pass": no pass on a return, so not shown
    assert guide.showing is None
    said = " ".join(b.words for b in drawn(window))
    assert "Call pass" not in said
    # Through a whole first play, the step shown never goes back, nor shows out of its moment.
    window.show_guide(scene := states._game(window))
    guide = window.guide_of(scene)
    assert guide is not None
    seen: list[int] = []
    for _ in range(40 * 30):
        window.frame(1 / 30)
        if guide.showing is not None:
            seen.append(guide.index)
            assert guide.steps[guide.index].when()
        if scene.my_turn and scene.game.phase == Phase.KICKOFF:
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            )
        if scene.pause is not None:
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
            )
    assert seen and seen == sorted(seen), seen

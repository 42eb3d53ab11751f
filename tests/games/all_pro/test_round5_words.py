"""The All-Pro window after a newcomer's fifth play-test (6/10): the words. The moves-left line
only once a move is made, in the panel's ordinary colour; a touchdown told plainly; a lateral's
turn called a lateral; End turn going straight to the defence said in plain words. Every step as
a person makes it, the words read from what the window draws."""

from __future__ import annotations

import pygame

from games.all_pro.rules.actions import PassKind, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import states, trails
from games.all_pro.ui.game_scene import AllProScene
from games.window import ui
from games.window.app import App

from .window_kit import click, drawn

RUN = {"home.B1": (5, 9), "home.C": (5, 11), "home.E1": (1, 11), "away.C": (5, 16), "away.B1": (9, 18)}


def said(app: App, name: str = "") -> str:
    return " ".join(" ".join(b.words for b in drawn(app, name)).split())


def run(app: App, seconds: float) -> None:
    for _ in range(round(seconds * 60)):
        app.frame(1 / 60)


def colours(app: App, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {
        tuple(app.screen.get_at((x, y)))[:3]  # type: ignore[misc]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }


# ----------------------------------------------------------------------------- 3: moves left
def test_the_moves_left_line_waits_for_a_move_and_is_no_warning(window: App) -> None:
    scene = states._set(window, AllPro.position(RUN, "home.B1", moves=0))
    assert "moves left this turn" not in said(window, "round5-turn-start"), "not at the turn's start"
    man = scene.game.men["home.C"].square
    click(window, scene.view.centre(*man))
    to = (man[0], man[1] + 1)
    assert to in scene._targets()
    click(window, scene.view.centre(*to))
    run(window, 0.3)
    boxes = drawn(window, "round5-one-move")
    line = next(b for b in boxes if "moves left this turn" in b.words)
    assert line.words.startswith("2 of your 3 moves left this turn")
    seen = colours(window, line.rect)
    assert ui.PAPER in seen and ui.ACCENT not in seen, "the panel's ordinary colour, not the warning's"


# ----------------------------------------------------------------------------- 5: wording
def test_a_touchdown_is_told_plainly(window: App) -> None:
    men = {"home.B1": (5, 21), "away.C": (9, 10)}
    scene = states._set(window, AllPro.position(men, "home.B1", moves=0))
    drawn(window)
    square = scene.game.men["home.B1"].square
    click(window, scene.view.centre(*square))
    goal = (square[0], square[1] + 1)
    assert goal in scene._targets()
    click(window, scene.view.centre(*goal))
    run(window, 1.0)
    assert scene.game.score[Team.HOME] >= 6
    words = said(window, "round5-touchdown")
    assert "TOUCHDOWN: your B1 scores" in words
    assert "TOUCHDOWN you" not in words and "TOUCHDOWN the" not in words


def test_a_lateral_s_turn_says_lateral(window: App) -> None:
    men = {"home.B1": (5, 9), "home.C": (5, 7), "away.C": (9, 18), "away.B1": (1, 18)}
    game = AllPro.position(men, "home.B1", phase=Phase.THROW)
    game.passing = (PassKind.LATERAL, "home.B1")
    states._set(window, game)
    words = said(window, "round5-lateral-turn")
    assert "Your turn: toss the lateral" in words and "throw the pass" not in words


def test_end_turn_straight_on_says_it_plainly(window: App) -> None:
    scene: AllProScene = states._set(window, AllPro.position(RUN, "home.B1", moves=1))
    drawn(window)
    end = next(b for b, _ in scene.buttons if b.label == "End turn (2 moves unused)")
    click(window, end.rect.center)
    assert scene.game.mover == Team.AWAY
    words = said(window, "round5-straight-on")
    assert "Your turn is over and the defence moves now: nobody was open for a pass" in words
    assert "keeps that step" not in words


# ----------------------------------------------------------------------------- 6: the CPU's trails
def test_the_cpu_s_men_that_moved_leave_a_trail_for_your_next_turn(window: App) -> None:
    scene = states._set(window, AllPro.position(RUN, "home.B1", moves=1))
    before = {m: man.square for m, man in scene.game.men.items() if man.team == Team.AWAY}
    drawn(window)
    end = next(b for b, _ in scene.buttons if b.label == "End turn (2 moves unused)")
    click(window, end.rect.center)
    for _ in range(600):  # the CPU's turn at its pace, until it is yours again
        window.frame(1 / 60)
        if scene.my_turn and scene.game.mover == Team.HOME:
            break
    assert scene.game.mover == Team.HOME and scene.game.phase == Phase.PLAY
    shown = trails.last_trails(scene)
    moved = {m for m, sq in before.items() if scene.game.men[m].square != sq}
    assert moved and set(shown) == moved, "every man of the CPU's that moved, and only those"
    for man, path in shown.items():
        assert path[0] == before[man] and path[-1] == scene.game.men[man].square
    start = scene.view.centre(*before[next(iter(moved))])
    drawn(window, "round5-cpu-trails")
    assert tuple(window.screen.get_at((round(start[0]), round(start[1]))))[:3] != (0, 0, 0)

"""Play-test (All-Pro 6/10, against the beginner CPU), driven by the clicks and keys a person
makes (the reach map has tests/games/test_all_pro_reach_map.py):

- the snap is said where it bites ("the snap is the first of your three moves: two left"), and
  with the carrier about to be tackled the status line teaches the block-and-cross;
- a drag over several squares makes one move a square, as many as the turn has left;
- the rules read from the opponent's screen do not open again when the game starts;
- readability: a lane's number never over a yellow dot, a kick's odds inside their own square
  (the "8%" behind the CPU's L2), a foul's X under the man's label, "THE KICK" bright, the status
  line cleared at the play's end, plain words for the clicks and the returns."""

from __future__ import annotations

import itertools

import pygame

from games.all_pro.rules.actions import Event, LogKind, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import banners, howto, prompts, states
from games.all_pro.ui.game_scene import HOWTO_SEEN, AllProScene, all_pro_setup
from games.all_pro.ui.view import FOUL
from games.window import ui
from games.window.app import App
from sim.tiles.grid import Square

from .conftest import drag, key, post


def at(scene: AllProScene, square: Square) -> tuple[int, int]:
    x, y = scene.view.centre(*square)
    return round(x), round(y)


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def walk(app: App, points: list[tuple[int, int]]) -> None:
    """Press on the first point, move through the others a few events a leg, let go."""
    post(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1)
    app.frame(1 / 60)
    for a, b in itertools.pairwise(points):
        for k in range(1, 5):
            pos = (a[0] + (b[0] - a[0]) * k // 4, a[1] + (b[1] - a[1]) * k // 4)
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
            app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=points[-1], button=1)
    app.frame(1 / 60)


def boxes(app: App) -> list[ui.Box]:
    with ui.recording() as drawn:
        app.frame(1 / 60)
    return drawn


def words(app: App) -> str:
    return " ".join(b.words for b in boxes(app))


# ----------------------------------------------------------------------------- 2. the snap, the trick
def test_the_snap_button_says_it_was_the_first_of_three_moves(window: App) -> None:
    scene = states._lined_up(window)
    window.frame(1 / 60)
    snap = next(b for b, _ in scene.buttons if b.label.startswith("Snap"))
    click(window, snap.rect.center)
    assert scene.game.snapped and scene.game.moves == 1
    assert "The snap is the first of your three moves: two left" in words(window)


def test_enter_snaps_and_says_so(window: App) -> None:
    scene = states._lined_up(window)
    window.frame(1 / 60)
    key(window, pygame.K_RETURN)
    assert scene.game.snapped
    said = words(window)
    assert "Enter: the ball is snapped" in said and "two left" in said


def test_a_carrier_about_to_be_tackled_is_taught_the_block_and_cross(window: App) -> None:
    men = {"home.B1": (5, 9), "home.L2": (5, 10), "away.C": (5, 11), "away.L1": (6, 11)}
    scene = states._set(window, AllPro.position(men, "home.B1"))
    window.frame(1 / 60)
    assert scene.game.men["home.B1"].square in scene.danger(), "the CPU's men reach him"
    said = words(window)
    assert "block the man in front of him" in said and "onto your own block and off it" in said
    assert any("onto your own block" in line for page in howto.pages() for line in page.lines)


# ----------------------------------------------------------------------------- 3. drags
MEN = {"home.B1": (5, 8), "home.L2": (5, 12), "away.C": (6, 14), "away.B1": (2, 16)}


def test_a_drag_over_three_squares_makes_three_moves_in_order(window: App) -> None:
    scene = states._set(window, AllPro.position(MEN, "home.B1"))
    window.frame(1 / 60)
    drag(window, at(scene, (5, 8)), at(scene, (5, 11)), steps=9)
    game = scene.game
    assert game.men["home.B1"].square == (5, 11)
    assert [e.text for e in game.log[-4:] if "B1 steps" in e.text] != []
    assert game.phase != Phase.PLAY or game.mover != Team.HOME, "three moves: the turn is over"
    assert any("3 moves" in b.words for b in boxes(window))


def test_a_diagonal_drag_is_one_move_a_square_not_two(window: App) -> None:
    scene = states._set(window, AllPro.position(MEN, "home.B1"))
    window.frame(1 / 60)
    drag(window, at(scene, (5, 8)), at(scene, (7, 10)), steps=12)  # over the corners, two diagonals
    assert scene.game.men["home.B1"].square == (7, 10) and scene.game.moves == 2


def test_a_drag_stops_before_a_lineman_s_foul(window: App) -> None:
    men = {"home.L2": (5, 10), "home.B1": (3, 8), "away.C": (6, 14), "away.B1": (2, 16)}
    scene = states._set(window, AllPro.position(men, "home.B1"))
    window.frame(1 / 60)
    walk(window, [at(scene, sq) for sq in ((5, 10), (5, 11), (6, 12))])  # ahead, then diagonally: a foul
    assert scene.game.men["home.L2"].square == (5, 11) and scene.game.moves == 1
    assert scene.error is not None and "foul" in scene.error


# ----------------------------------------------------------------------------- 4. the rules once
def test_rules_read_on_the_opponents_screen_do_not_open_again_at_the_kick_off(window: App) -> None:
    window.push(lambda a: all_pro_setup(a, seed=2))
    window.frame(1 / 60)
    key(window, pygame.K_F1)
    key(window, pygame.K_RIGHT)  # from the controls to the rules' first page: read
    assert window.help_open and window.help.page >= 1
    window.frame(1 / 60)
    key(window, pygame.K_ESCAPE)
    assert not window.help_open and not window.settings.first_time(HOWTO_SEEN)
    for _ in range(20):
        window.frame(1 / 60)
    key(window, pygame.K_1)  # the beginner
    for _ in range(5):
        window.frame(1 / 60)
    assert isinstance(window.stack.top, AllProScene) and not window.help_open


def test_a_first_game_still_shows_the_rules_once(window: App) -> None:
    window.push(lambda a: all_pro_setup(a, seed=2))
    for _ in range(20):
        window.frame(1 / 60)
    key(window, pygame.K_1)
    window.frame(1 / 60)
    assert window.help_open, "never read: shown before the first game"


# ----------------------------------------------------------------------------- 5. readability
def test_a_lane_s_number_never_covers_a_yellow_dot(window: App) -> None:
    men = {"home.B1": (5, 9), "home.E1": (5, 11), "away.C": (1, 14), "away.B1": (9, 16)}
    scene = states._set(window, AllPro.position(men, "home.B1", line=5 * (11 - 2) + 5))
    window.frame(1 / 60)
    assert [lane.spaces for lane in scene.lanes()] == [2]
    click(window, at(scene, (5, 9)))
    assert (5, 10) in scene._targets()
    badge = next(b for b in boxes(window) if b.words == "2")
    dot = pygame.Rect(0, 0, 14, 14)
    dot.center = at(scene, (5, 10))
    assert not badge.rect.colliderect(dot), "the lane's number beside the dot, not on it"
    assert tuple(window.screen.get_at(at(scene, (5, 10))))[:3] == ui.ACCENT


def test_the_kick_off_odds_sit_inside_their_own_square(window: App) -> None:
    window.settings.hint_seen(HOWTO_SEEN)
    scene = window.push(lambda a: AllProScene(a, frozenset({Team.HOME}), 2, level="cpu"))
    assert isinstance(scene, AllProScene)
    for _ in range(300):
        window.frame(1 / 30)
        if scene.game.phase == Phase.KICKOFF and scene.my_turn and not scene.view.busy:
            break
    landing = scene.kicks()[0].tags()
    drawn = boxes(window)
    men = {m.square: m.id for m in scene.game.men.values() if m.square in scene.game.at}
    crowded = [sq for sq in landing if sq in men]
    assert crowded, "a receiver stands on a square the kick may come down on"
    for square in crowded:
        tag = next(
            b for b in drawn if b.words == landing[square] and scene.view.rect(square).contains(b.rect)
        )
        for other, man in men.items():
            if other != square:
                assert not tag.rect.colliderect(scene.view.rect(other)), f"over {man}'s square"


def test_a_foul_s_cross_leaves_the_man_s_label_readable(window: App) -> None:
    men = {"home.B1": (5, 6), "home.L2": (5, 10), "away.C": (6, 11), "away.B1": (2, 14)}
    scene = states._set(window, AllPro.position(men, "home.B1", returning="kick-off"))
    window.frame(1 / 60)
    click(window, at(scene, (5, 10)))
    assert scene.selected == "home.L2" and (6, 11) in scene._fouls()
    window.frame(1 / 60)
    x, y = at(scene, (6, 11))
    label = [tuple(window.screen.get_at((x + dx, y + dy)))[:3] for dx in range(-6, 7) for dy in range(-6, 7)]
    assert FOUL not in label, "no white cross over the CPU's C"
    reach = round(scene.view.size * 0.42)
    corner = [tuple(window.screen.get_at((x + d, y + d)))[:3] for d in range(reach - 4, reach + 1)]
    assert FOUL in corner, "its arms seen in the square's corner"


def test_the_kick_banner_is_bright() -> None:
    kick = Event(LogKind.KICK, "away's B1 kicks the punt: 8 spaces", Team.AWAY, dice=(4, 4))
    shown = banners.banner_of(kick, {}, Team.HOME, lambda words: words)
    assert shown is not None and shown[0].headline == "THE KICK" and shown[0].colour == ui.ACCENT


def test_the_status_line_is_cleared_when_the_play_ends(window: App) -> None:
    men = {"home.B1": (5, 9), "home.E1": (5, 13), "away.C": (5, 10), "away.B1": (3, 20)}
    game = AllPro.position(men, "home.B1", phase=Phase.CALL)
    game.scrimmage.passed = True  # no call left: passed for you, the line saying why
    scene = states._set(window, game)
    for _ in range(40):
        window.frame(1 / 30)
        if scene.pause is not None:
            break
    assert scene.pause is not None, "the CPU's C tackles"
    said = words(window)
    assert "No call after your turn" not in said and "The play is over" in said


def test_plain_words_for_the_clicks_and_the_returns() -> None:
    said = " ".join(line for page in howto.pages() for line in (page.title, *page.lines))
    for jargon in ("novice", "club", "expert", "your hand (H)", "unched"):
        assert jargon not in said, jargon
    assert "unched" not in " ".join(prompts.FORMATION_LABELS.values())
    assert "drag a man across squares" in [k for k, _ in prompts.CONTROLS]

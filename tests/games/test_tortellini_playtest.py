"""What a newcomer's play-test of Tortellini Football found, driven by the keys and clicks a person
makes: the carrier's colour stays in sight under the ball (also two to a square), the TACKLED!
banner ends with the turn shown, Pass rings the chips that may receive and says which lanes the
CPU could step into, the log tells steps as the screen shows them and never breaks inside one,
the panel says "setting up" once, and the pictures' captions stay within their pictures."""

import math

import pygame
import pytest

from games.tortellini.rules.actions import Phase, Plan, Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui import diagrams, howto, panel, passing, pieces
from games.tortellini.ui.game_scene import AFTER_BANNER, VERSUS_CPU, TortelliniScene
from games.tortellini.ui.reveal import Stage
from games.window import ui
from games.window.app import App

from .conftest import key, post

ONE, TWO = Team.ONE, Team.TWO
Square = tuple[int, int]


def click(app: App, pos: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    app.frame(1 / 60)


def at(app: App, pos: tuple[float, float]) -> tuple[int, int, int]:
    colour = app.screen.get_at((round(pos[0]), round(pos[1])))
    return colour.r, colour.g, colour.b


def words_drawn(app: App) -> list[str]:
    with ui.recording() as boxes:
        app.frame(0.0)
    return [b.words for b in boxes if b.kind == ui.Kind.TEXT]


def set_position(
    app: App, chips: dict[Chip, Square], carrier: Chip, humans: frozenset[Team] = frozenset({ONE})
) -> TortelliniScene:
    """A turn to plan from ``chips`` (the CPU's secret plan made), the guide already seen."""
    app.settings.hint_seen("guide:tortellini")
    scene = app.push(lambda a: TortelliniScene(a, humans, 1, "novice"))
    assert isinstance(scene, TortelliniScene)
    game = scene.game
    game.chips = dict.fromkeys(game.chips, None) | chips
    game.carrier, game.offence, game.phase, game.pending = carrier, carrier[0], Phase.PLAN, {}
    scene._next_planner()
    app.frame(1 / 60)
    return scene


SPREAD = {
    (ONE, "red"): (1, 1),
    (ONE, "white"): (4, 4),
    (ONE, "blue"): (6, 1),
    (TWO, "red"): (3, 2),  # beside both lanes from b2: to e5 and to g2
    (TWO, "white"): (5, 6),
    (TWO, "blue"): (1, 5),
}


# ----------------------------------------------------------------- 1. the ball, riding on its chip
def test_the_carriers_colour_shows_under_the_ball_alone_and_two_to_a_square(app: App) -> None:
    chips = dict(SPREAD) | {(TWO, "red"): (1, 1)}  # the CPU's red shares b2 with your red
    scene = set_position(app, chips, (TWO, "red"))
    spots = scene.view.spots()
    cx, cy, r = spots[(TWO, "red")]
    assert at(app, (cx, cy + r * 0.3)) == pieces.CHIP_COLOUR["red"], "the carrier's own colour below the ball"
    mine = spots[(ONE, "red")]
    # Side by side on b2's diagonal (play-test 7/10: tucked small, yours could not be read), the
    # ball's chip in the upper left and as large as yours, its ball in the free corner.
    assert mine[0] > cx and mine[1] > cy and abs(mine[2] - r) < 1, "yours beside it, lower right, as large"
    assert r >= scene.view.size * 0.24, "the ball's chip large (0.34 of a square alone)"
    pasta = [
        (x, y)
        for x in range(round(cx - 2 * r), round(cx + 2 * r))
        for y in range(round(cy - 2 * r), round(cy + r))
        if at(app, (x, y)) == pieces.PASTA
    ]
    assert len(pasta) > 40, "the ball is large enough to see"
    assert all(math.dist(p, (cx, cy)) < math.dist(p, mine[:2]) for p in pasta), "on its own chip"
    assert all(math.dist(p, (cx, cy)) > r for p in pasta), "beside its chip, never over it"
    assert all(scene.view.square_at(p) == (1, 1) for p in pasta), "in its chip's square"
    # Alone on a square: the chip's colour shows below the ball too.
    scene.game.carrier = (ONE, "white")
    app.frame(1 / 60)
    wx, wy, wr = scene.view.spots()[(ONE, "white")]
    assert at(app, (wx, wy + wr * 0.55)) == pieces.CHIP_COLOUR["white"]


# ----------------------------------------------------------------- 2. the banner ends with the turn
TACKLE = {
    (ONE, "red"): (3, 3),
    (ONE, "white"): (1, 1),
    (ONE, "blue"): (6, 1),
    (TWO, "red"): (4, 5),
    (TWO, "white"): (2, 6),
    (TWO, "blue"): (6, 6),
}


def test_the_tackled_banner_is_shown_with_the_turn_away_from_the_ring_and_ends_with_it(app: App) -> None:
    scene = set_position(app, TACKLE, (ONE, "red"), frozenset(Team))
    scene.screen_up = False
    scene._submit(Plan(TWO, ("SW", "S", "S")))  # the CPU's red steps onto d5, where yours steps
    scene._next_planner()
    scene.screen_up = False
    scene.orders = {(ONE, c): "N" for c in ("red", "white", "blue")}
    key(app, pygame.K_RETURN)
    seen = False
    for _ in range(600):
        app.frame(1 / 60)
        reveal = scene.reveal
        if reveal is None:
            break
        if reveal.stage == Stage.MARKED:
            assert scene.banner is not None and scene.banner.headline == "TACKLED!"
            ring = scene.view.centre(*scene.view.marks[0])
            assert not scene.view.clear_of_marks().collidepoint(ring), "the ring stays in sight"
            seen = True
    assert seen and scene.reveal is None
    assert scene.banner is None, "gone before you plan: it never covers the chips you order"
    for _ in range(round(AFTER_BANNER * 60) + 1):  # a click this soon is the banner's (test_one_press)
        app.frame(1 / 60)
    click(app, (640, 360))  # the next player takes the mouse (hot-seat)
    here = scene.game.chips[(scene.planner, "red")]  # type: ignore[index]
    assert here is not None
    click(app, scene.view.spots()[(scene.planner, "red")][:2])  # type: ignore[index]
    assert scene.selected == (scene.planner, "red"), "a click on the board reaches the chip"


def test_a_skipped_turn_leaves_no_banner_over_the_board(app: App) -> None:
    scene = set_position(app, TACKLE, (ONE, "red"), frozenset(Team))
    scene._submit(Plan(TWO, ("SW", "S", "S")))
    scene._next_planner()
    scene.screen_up = False
    scene.orders = {(ONE, c): "N" for c in ("red", "white", "blue")}
    key(app, pygame.K_RETURN)
    key(app, pygame.K_SPACE)  # skips the turn being shown
    assert scene.reveal is None and scene.banner is None
    assert scene.game.carrier == (TWO, "red") and "whistle" in app.sounds.played


# ----------------------------------------------------------------- 3. Pass marks the receivers
def test_pass_rings_the_receivers_draws_each_lane_and_says_the_risk(app: App) -> None:
    scene = set_position(app, SPREAD, (ONE, "red"))
    key(app, pygame.K_p)
    assert scene.passing
    found = {lane.receiver: lane for lane in passing.lanes(scene.game)}
    assert set(found) == {(ONE, "white"), (ONE, "blue")}, "the chips on a line with the ball"
    assert all(lane.threats == ((TWO, "red"),) for lane in found.values())
    assert (2, 2) in found[(ONE, "white")].risky and (5, 1) not in found[(ONE, "blue")].risky
    words = " ".join(words_drawn(app))
    # Receiver by receiver, the CPU's chips named as the CPU's (the old "to white (blue), to blue
    # (red)" was hard to parse: newcomer play-test 7.5), on one compact line (a clause each ran
    # to two lines and out of its box at 960 x 600: play-test 7/10).
    risky = "Risky passes (pink X) · to white: the CPU's red · to blue: the CPU's red"
    assert risky in words, words
    assert "Risk (pink X)" not in words and "could step" not in words
    for receiver in found:
        cx, cy, r = scene.view.spots()[receiver]
        edge = min(r * 1.35 + 4, scene.view.room((cx, cy)))  # kept inside its square
        ring = [at(app, (cx + edge + d, cy)) for d in range(-3, 1)]
        assert passing.RISK in ring, "each receiver ringed"
    x, y = scene.view.centre(2, 2)  # c3, between b2 and e5, a step from the CPU's red
    assert any(at(app, (x + d, y + d)) == passing.RISK for d in range(-3, 4)), "the risky square crossed"
    click(app, scene.view.spots()[(ONE, "white")][:2])
    assert scene.orders == {(ONE, "red"): "P", (ONE, "white"): "P"} and not scene.passing


def test_pass_says_so_when_no_defender_can_reach_a_lane(app: App) -> None:
    chips = dict(SPREAD) | {(TWO, "red"): (7, 7)}
    scene = set_position(app, chips, (ONE, "red"))
    key(app, pygame.K_p)
    assert all(not lane.threats for lane in passing.lanes(scene.game))
    assert any("every lane is safe (green): the CPU's chips cannot reach them" in w for w in words_drawn(app))


# ----------------------------------------------------------------- the log and the panel
def test_the_log_tells_steps_as_the_screen_shows_them(app: App) -> None:
    scene = set_position(app, SPREAD, (ONE, "red"))
    scene.orders = {(ONE, "red"): "NE", (ONE, "white"): "N", (ONE, "blue"): "W"}
    key(app, pygame.K_RETURN)
    key(app, pygame.K_SPACE)
    lines = [line for line, _ in scene._log()]
    assert "You: red up-right, white up, blue left" in lines
    cpu = next(line for line in lines if line.startswith("The CPU:"))
    assert "forward" not in cpu and "back" not in cpu, cpu


def test_a_log_line_breaks_after_a_comma_never_inside_a_step() -> None:
    pygame.font.init()
    line = "The CPU: red down-right, white down-left, blue down-right"
    width = ui.text_width("The CPU: red down-right, white", 17) + 4
    lines = panel._wrap(line, width, 17)
    assert len(lines) > 1 and all(ui.text_width(part, 17) <= width for part in lines)
    for part in lines[1:]:
        words = part.split()
        assert part.startswith("  ") and words[0] in ("red", "white", "blue"), part


def test_the_panel_says_setting_up_once(app: App) -> None:
    app.settings.hint_seen("guide:tortellini")
    scene = app.push(lambda a: TortelliniScene(a, frozenset({ONE}), 1, "novice"))
    assert isinstance(scene, TortelliniScene) and scene.game.phase == Phase.SETUP
    with ui.recording() as boxes:
        app.frame(0.0)
    said = [b.words for b in boxes if b.kind == ui.Kind.TEXT and b.rect.left >= scene.lay.panel.left]
    assert sum("setting up" in w.lower() for w in said) == 1, said
    assert any(w.startswith("The ball goes on") for w in said), said


# ----------------------------------------------------------------- the pictures' captions
@pytest.mark.parametrize("page", range(8))
def test_each_pictures_captions_are_no_wider_than_their_picture(
    page: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    pygame.font.init()
    said: list[tuple[str, pygame.Rect]] = []
    real = diagrams._say

    def say(
        s: pygame.Surface, words: str, where: tuple[float, float], r: pygame.Rect, anchor: str = "midtop"
    ) -> None:
        said.append((words, r))
        real(s, words, where, r, anchor)

    monkeypatch.setattr(diagrams, "_say", say)
    art = pygame.Rect(0, 0, 358, 268)  # the picture's box on F1 at 1280x720
    drawn = howto.pages(VERSUS_CPU)[page].diagram
    assert drawn is not None
    drawn(pygame.Surface((400, 300)), art)
    gap = max(24, art.width // 10)
    half = (art.width - gap) // 2
    for words, _ in said:
        assert ui.text_width(words, diagrams.LABEL) <= art.width - 8, words
    if page >= 3:  # the two-board pictures: each caption within its own board's half
        for words, _ in said:
            assert ui.text_width(words, diagrams.LABEL) <= half, words

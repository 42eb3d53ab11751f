"""What a second newcomer's play-test of Tortellini Football found, driven by the keys and clicks a
person makes: a click too far keeps the chip selected and says why; a swap of squares with the
ball's chip is said in plain words (caption, log, a rules page); the ball rides on its chip and
two chips on a square are laid out so each arrow starts at its own chip; the pink X the pass
warning names is drawn; the banner keeps off the pieces; the score changes with the banner; the
note after Ctrl+Z keeps off the board; the home rows are tinted; the squares' names explained."""

import math

import pygame

from games.tortellini.rules.actions import Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui import diagrams, howto, passing, pieces
from games.tortellini.ui.game_scene import VERSUS_CPU, TortelliniScene
from games.tortellini.ui.reveal import Stage
from games.tortellini.ui.view import DARK, LIGHT, home_tint
from games.window import ui
from games.window.app import App

from .conftest import key, post
from .test_tortellini_playtest import set_position as planned

ONE, TWO = Team.ONE, Team.TWO
Square = tuple[int, int]
SWAP = {  # your red with the ball on d4, the CPU's white on d5 right in front of it
    (ONE, "red"): (3, 3),
    (ONE, "white"): (1, 1),
    (ONE, "blue"): (6, 1),
    (TWO, "red"): (5, 6),
    (TWO, "white"): (3, 4),
    (TWO, "blue"): (6, 6),
}


def click(app: App, pos: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    app.frame(1 / 60)


def words_drawn(app: App) -> list[str]:
    with ui.recording() as boxes:
        app.frame(0.0)
    return [b.words for b in boxes if b.kind == ui.Kind.TEXT]


def at(app: App, pos: tuple[float, float]) -> tuple[int, int, int]:
    colour = app.screen.get_at((round(pos[0]), round(pos[1])))
    return colour.r, colour.g, colour.b


def set_position(
    app: App, chips: dict[Chip, Square], carrier: Chip, humans: frozenset[Team] = frozenset(Team)
) -> TortelliniScene:
    """A turn to plan from ``chips``, both sides at the mouse unless ``humans`` says, the
    hand-over screen already passed."""
    scene = planned(app, chips, carrier, humans)
    scene.screen_up = False
    app.frame(1 / 60)
    return scene


def plan(app: App, scene: TortelliniScene, steps: dict[str, tuple[int, int]]) -> None:
    """Each chip's order by two clicks, then Reveal (Enter); the hand-over screen clicked away."""
    if scene.screen_up:
        click(app, (640, 360))
    team = scene.planner
    assert team is not None
    for chip, (dc, dr) in steps.items():
        here = scene.game.chips[(team, chip)]
        assert here is not None
        click(app, scene.view.spots()[(team, chip)][:2])
        click(app, scene.view.centre(here[0] + dc, here[1] + dr))
    key(app, pygame.K_RETURN)


def until(app: App, scene: TortelliniScene, stage: Stage) -> None:
    for _ in range(900):
        if scene.reveal is None or scene.reveal.stage == stage:
            return
        app.frame(1 / 60)


# ----------------------------------------------------------------- 1. a click too far
def test_a_click_two_squares_away_keeps_the_chip_selected_and_says_why(app: App) -> None:
    scene = set_position(app, SWAP, (ONE, "red"))
    white = scene.view.spots()[(ONE, "white")]
    click(app, white[:2])
    assert scene.selected == (ONE, "white")
    click(app, scene.view.centre(1, 3))  # two squares up from b2
    assert scene.selected == (ONE, "white"), "the selection stays"
    assert (ONE, "white") not in scene.orders
    words = " ".join(words_drawn(app))
    assert "A chip steps one square: click a yellow dot beside your white" in words
    click(app, scene.view.centre(1, 2))  # the dot right above it
    assert scene.orders[(ONE, "white")] == "N" and scene.selected is None


def test_a_click_off_the_ringed_chips_keeps_pass_on_and_p_again_calls_it_off(app: App) -> None:
    scene = set_position(app, SWAP, (ONE, "red"))
    key(app, pygame.K_p)
    click(app, scene.view.centre(7, 7))
    assert scene.passing and "P or Esc calls the pass off" in " ".join(words_drawn(app))
    key(app, pygame.K_p)
    assert not scene.passing


# ----------------------------------------------------------------- 2. a swap is not a tackle
def test_a_swap_with_the_ball_is_said_in_the_caption_and_the_log(app: App) -> None:
    scene = set_position(app, SWAP, (ONE, "red"))
    plan(app, scene, {"red": (0, 1), "white": (0, 1), "blue": (0, 1)})  # your red up onto d5
    plan(app, scene, {"red": (0, -1), "white": (0, -1), "blue": (0, -1)})  # their white down to d4
    until(app, scene, Stage.MARKED)
    assert scene.reveal is not None and scene.reveal.stage == Stage.MARKED, "held to be read"
    said = "Player 1's red (the ball) and Player 2's white swapped squares: a swap is not a tackle"
    assert said in " ".join(words_drawn(app))
    key(app, pygame.K_SPACE)
    assert scene.game.carrier == (ONE, "red"), "no tackle: the ball stays"
    assert said in [line for line, _ in scene._log()]


def test_the_rules_show_a_swap_is_not_a_tackle(app: App) -> None:
    set_position(app, SWAP, (ONE, "red"))
    key(app, pygame.K_F1)
    titles = [page.title for page in howto.pages(VERSUS_CPU)]
    for _ in range(titles.index("a swap is not a tackle") + 1):
        key(app, pygame.K_RIGHT)
    words = " ".join(words_drawn(app))
    assert "A swap is not a tackle" in words or "a swap is not a tackle" in words
    assert "cross on the way" in words and "no tackle" in words


# ----------------------------------------------------------------- 3. the ball, shared squares, arrows, X
def test_two_on_a_square_each_arrow_starts_at_its_own_chip_and_the_ball_rides_on_its_chip(
    app: App,
) -> None:
    chips = dict(SWAP) | {(TWO, "white"): (3, 3)}  # the CPU's white on d4 with your red
    scene = set_position(app, chips, (ONE, "red"))
    view = scene.view
    spots = view.spots()
    mine, theirs = spots[(ONE, "red")], spots[(TWO, "white")]
    # The two side by side, each large (newcomer 7.5; tucked small, the other could not be read:
    # play-test 7/10), the ball's chip in the upper left, its ball in the free corner.
    assert mine[2] >= view.size * 0.24 and theirs[2] >= view.size * 0.24, "large enough to read"
    sx, sy = view.centre(3, 3)
    assert mine[0] < sx and mine[1] < sy, "the ball's chip in its square's upper left"
    assert math.dist(mine[:2], theirs[:2]) > mine[2] + theirs[2], "side by side, never on one another"
    surface = pygame.Surface(app.size)
    view.draw(surface, {(ONE, "red"): "NE", (TWO, "white"): "NE"}, None, [])
    for chip, (cx, cy, _) in ((c, spots[c]) for c in ((ONE, "red"), (TWO, "white"))):
        # Its tail dot, in its chip's colour, at its own chip's centre (play-test 83: from the
        # edge, the carrier's arrow seemed to start at the ball).
        assert surface.get_at((round(cx), round(cy)))[:3] == pieces.CHIP_COLOUR[chip[1]]
    view.draw(surface, {}, None, [])  # the ball as it rides, no arrow over it
    pasta = [
        (x, y)
        for x in range(round(mine[0] - 40), round(mine[0] + 40))
        for y in range(round(mine[1] - 40), round(mine[1] + 40))
        if surface.get_at((x, y))[:3] == pieces.PASTA
    ]
    assert len(pasta) > 20 and all(math.dist(p, mine[:2]) > mine[2] for p in pasta), "beside its chip"
    assert all(view.square_at(p) == (3, 3) for p in pasta), "inside its square"


def test_the_pink_x_the_pass_warning_names_is_drawn(app: App) -> None:
    chips = dict(SWAP) | {(ONE, "white"): (3, 6), (TWO, "white"): (4, 4)}  # d4 to d7, e5 beside it
    scene = set_position(app, chips, (ONE, "red"))
    key(app, pygame.K_p)
    words = " ".join(words_drawn(app))
    assert "Risky: Player 2's white could step into the lane to Player 1's white" in words
    lane = next(lane for lane in passing.lanes(scene.game) if lane.receiver == (ONE, "white"))
    x, y = scene.view.centre(*lane.risky[0])
    assert at(app, (x, y)) == passing.RISK or at(app, (x + 3, y + 3)) == passing.RISK
    assert any("pink X: a defender could block" in what for _, what in howto.CONTROLS), "what the X is"


# ----------------------------------------------------------------- 4. layout
def test_the_tackled_banner_keeps_off_the_pieces_and_the_score_changes_with_it(app: App) -> None:
    tackle = dict(SWAP) | {(TWO, "white"): (4, 5)}  # the CPU's white steps onto d4... from e6
    scene = set_position(app, tackle, (ONE, "red"))
    plan(app, scene, {"red": (0, 1), "white": (0, 1), "blue": (0, 1)})  # your red up to d5
    plan(app, scene, {"red": (0, -1), "white": (-1, -1), "blue": (0, -1)})  # their white onto d5
    until(app, scene, Stage.MARKED)
    for _ in range(30):  # the banner has dropped in
        app.frame(1 / 60)
    assert scene.banner is not None and scene.banner.headline == "TACKLED!"
    words = " ".join(words_drawn(app))
    assert "Player 2's ball" in words, "the panel says the tackle with the banner"
    band = scene.view.clear_of_marks(100)
    for cx, cy, r in scene.view.spots().values():
        assert not band.collidepoint(cx, cy + r) and not band.collidepoint(cx, cy - r), "off every chip"


def test_the_note_after_ctrl_z_keeps_off_the_board(app: App) -> None:
    scene = set_position(app, SWAP, (ONE, "red"), frozenset({ONE}))
    click(app, scene.view.spots()[(ONE, "red")][:2])
    click(app, scene.view.centre(3, 4))
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a", scancode=0)
    app.frame(1 / 60)
    assert app.note == "Taken back: your last choice"
    x, y = scene.note_at()
    assert y < scene.view.board.top and scene.lay.caption.collidepoint(x, y)
    assert not any(w.startswith("Turn ") for w in words_drawn(app)), "the caption gives it room"


def test_the_home_rows_are_tinted_on_the_board_and_square_names_explained(app: App) -> None:
    scene = set_position(app, SWAP, (ONE, "red"))
    app.frame(0.0)
    tinted = (home_tint(LIGHT), home_tint(DARK))
    for row in (0, 7):
        x, y = scene.view.centre(0, row)
        assert at(app, (x + scene.view.size * 0.45, y)) in tinted
    x, y = scene.view.centre(0, 3)
    assert at(app, (x + scene.view.size * 0.45, y)) in (LIGHT, DARK)
    assert not any("column d" in w for w in words_drawn(app)), "said on the rules page, not the board"
    first = " ".join(howto.pages(VERSUS_CPU)[0].lines)
    assert "d1 is column d, bottom row" in first


def test_the_orders_picture_says_its_words_under_the_board(monkeypatch: object) -> None:
    said: list[tuple[str, float]] = []
    real = diagrams._say

    def say(
        s: pygame.Surface, words: str, where: tuple[float, float], r: pygame.Rect, anchor: str = "midtop"
    ) -> None:
        said.append((words, where[1]))
        real(s, words, where, r, anchor)

    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setattr(diagrams, "_say", say)
    surface = pygame.Surface((400, 300))
    surface.fill((1, 2, 3))
    diagrams.move(VERSUS_CPU, surface, pygame.Rect(0, 0, 358, 268))
    board = [y for y in range(300) for x in range(0, 358, 7) if surface.get_at((x, y))[:3] in (LIGHT, DARK)]
    assert said and all(y >= max(board) for _, y in said), "each caption below the board"

"""A newcomer played the CPU in a real window and rated it 7/10. Driven by the events a person
makes: result cards faded or flashed by before they were read (every card against the CPU now
waits for Space, and the CPU waits for it too), a punt had no card, the status line spoke of the
CPU's next move under a card that waited, a die the rules overrule looked as if it counted, the
big circles off the centre line were called "middle" and nothing more, and the aim readout
shrank to a few pixels over two lines when spin was set."""

import math

import pygame
import pytest

from games.finger_football.rules.actions import Call, CallPlay, Dice, Direction, PlayKind, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.game_banners import NEXT_PLAY
from games.finger_football.ui.game_panel import DIE, OVERRULED
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.hand import EXACT as STEADY
from games.finger_football.ui.marks import LIT
from games.window import ui
from games.window.app import App

from ..conftest import key
from ..test_finger_football_window import at_position, fresh_app, rolled, texts
from .test_newcomer_six_of_ten import flick, hold_pull, touchdown_try

STEP = 1 / 60


def run(app: App, seconds: float) -> None:
    for _ in range(round(seconds / STEP)):
        app.frame(STEP)


def until_card(app: App, scene: GameScene, limit: float = 30.0) -> None:
    t = 0.0
    while scene.banner is None and t < limit:
        app.frame(STEP)
        t += STEP
    assert scene.banner is not None, "no result card"
    run(app, 1.0)


def test_your_punt_has_a_card_that_waits_and_the_cpu_waits_for_it() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.RED, 30.0, seed=2)
    game.apply(CallPlay(Call.PUNT))
    scene = at_position(app, game)
    scene.drag.hand = STEADY
    flick(app, scene, 120)
    until_card(app, scene)
    assert scene.banner is not None and scene.banner.headline == "YOUR PUNT"
    logged = len(scene.game.log)
    run(app, 10.0)  # read slowly: it is still up, and the CPU has not begun its play
    words = " ".join(texts(app))
    assert scene.banner is not None and NEXT_PLAY in words
    assert "Space, Enter or a click for the next play" in words and "The CPU is" not in words
    assert len(scene.game.log) == logged
    key(app, pygame.K_SPACE)
    assert scene.banner is None
    run(app, 3.0)
    assert len(scene.game.log) > logged, "the CPU plays on once the card is read"
    pygame.display.quit()


def ring_pixels(app: App, scene: GameScene, circle_id: str) -> int:
    """Pixels of the lit yellow just outside a run circle's edge."""
    c = next(c for c in scene.game.mat.run_circles if c.id == circle_id)
    x, y = scene.view.to_screen(c.x, c.y)
    r = scene.view.px(c.radius)
    shot = pygame.surfarray.array3d(app.screen)
    lit = 0
    for k in range(72):
        a = 2 * math.pi * k / 72
        for dr in (1, 3, 5):
            px, py = round(x + (r + dr) * math.cos(a)), round(y + (r + dr) * math.sin(a))
            if tuple(shot[px, py]) == LIT:
                lit += 1
    return lit


def test_the_cpus_result_waits_and_its_lit_rings_go_with_its_card() -> None:
    app = fresh_app()
    game = FingerFootball.position(Team.BLUE, 30.0, seed=3)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(1, PlayKind.RUN, Direction.MIDDLE))
    scene = at_position(app, game)
    until_card(app, scene)
    assert scene.result_aimed is not None
    aimed = scene.result_aimed.target.circles
    plays = scene.game.plays
    run(app, 10.0)
    assert scene.banner is not None and scene.banner_waits and scene.game.plays == plays
    assert NEXT_PLAY in " ".join(texts(app))
    lit = sum(ring_pixels(app, scene, c) for c in aimed)
    assert lit > 100, "lit under its card"
    key(app, pygame.K_SPACE)
    app.frame(STEP)
    assert scene.banner is None
    # Only where the new line of scrimmage (the same yellow) crosses a ring.
    assert sum(ring_pixels(app, scene, c) for c in aimed) <= 12, "the finished play's rings are gone"
    pygame.display.quit()


def test_your_own_miss_stays_until_space() -> None:
    app = fresh_app()
    scene = touchdown_try(app)
    flick(app, scene, 90)
    until_card(app, scene)
    run(app, 10.0)
    assert scene.banner is not None and scene.banner.headline == "MISSED" and scene.banner_waits
    pygame.display.quit()


@pytest.mark.parametrize(
    ("dice", "word", "logged"),
    [
        (
            Dice(3, PlayKind.PASS, Direction.CHOICE),
            "CHOICE: any circle, run or pass",
            "CHOICE overrules the zone die",
        ),
        (Dice(2, PlayKind.PASS, Direction.TD), "TD: a touchdown try", "TD overrules the zone die"),
    ],
)
def test_a_die_the_rules_overrule_is_struck_and_said(dice: Dice, word: str, logged: str) -> None:
    app = fresh_app()
    scene = at_position(app, rolled(30.0, dice))
    words = " ".join(" ".join(texts(app)).split())
    assert word in words and logged in words
    # The zone die, struck through in the overruled colour; the direction die left as it lies.
    dice_top = next(b.rect for b in _boxes(app) if b.words == "CHOICE" or b.words == "TD")
    shot = pygame.surfarray.array3d(app.screen)
    left = scene.panel.rect.left + 16
    zone_die = shot[left : left + DIE, dice_top.centery - DIE // 2 : dice_top.centery + DIE // 2]
    direction_die = shot[
        left + DIE + 10 : left + 2 * DIE + 10, dice_top.centery - DIE // 2 : dice_top.centery + DIE // 2
    ]
    struck = lambda p: int(((p[..., 0] == OVERRULED[0]) & (p[..., 1] == OVERRULED[1])).sum())  # noqa: E731
    assert struck(zone_die) > 30 and struck(direction_die) == 0
    pygame.display.quit()


def _boxes(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(STEP)
    return [b for b in boxes if b.kind == ui.Kind.TEXT]


def test_the_big_middle_circles_say_which_as_drawn() -> None:
    app = fresh_app()
    at_position(app, rolled(30.0, Dice(2, PlayKind.RUN, Direction.MIDDLE)))
    assert "Target: Zone 2 middle (upper or lower) run" in texts(app)
    pygame.display.quit()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_aim_readout_is_one_wording_at_one_size(size: tuple[int, int]) -> None:
    """Short and long pulls, with and without spin: every line of the readout at the same
    height, none cut into a lone word, always "N in 10"."""
    app = fresh_app(size)
    heights, seen = set(), []
    for px, notches in ((40, 0), (150, 0), (150, 4), (220, -6)):
        scene = touchdown_try(app)
        scene.drag.hand = "club"
        hold_pull(app, scene, px, notches)
        lines = [b for b in _boxes(app) if b.words.startswith(("power ", "spin ", "no spin"))]
        assert lines, "the readout is drawn"
        heights |= {b.rect.height for b in lines}
        seen += [b.words for b in lines]
        post_up(app)
        app.back()
    assert len(heights) == 1 and heights.pop() >= 14, seen
    said = " ".join(seen)
    assert "of 10 flicks" not in said and "in 10" in said
    assert all(len(line.split()) > 1 for line in seen)
    pygame.display.quit()


def post_up(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.frame(STEP)

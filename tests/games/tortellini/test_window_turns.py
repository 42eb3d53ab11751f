"""A newcomer's play-test against the CPU (7/10), the turns' part, driven by the keys and clicks a
person makes: the tackle banner keeps off the rows where play goes on, the pass's risk with two
receivers is one short line inside its box at every window size, the first game's guide shows
every step long enough to read it, and after a goal the window says a new round has begun."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from games.tortellini.rules.actions import Phase, Plan
from games.tortellini.ui.game_scene import TortelliniScene
from games.tortellini.ui.reveal import Stage
from games.window import ui
from games.window.app import App

from .helpers import ONE, SIZES, TWO, click, drawn, key, order, set_position, window, words


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def sized(request: pytest.FixtureRequest) -> Iterator[App]:
    yield from window(request.param)


# ----------------------------------------------------------------------------- the tackle banner
# The tackle (the CPU's red, the ball, steps down onto d6, your red up onto it) high on the board,
# the other chips on rows 1 to 4: the only rows free of chips were the top two, beside the tackle,
# and the banner went there, over the rows where play goes on (play-test 7/10).
HIGH_TACKLE = {
    (ONE, "red"): (3, 4),
    (ONE, "white"): (0, 2),  # to row 4
    (ONE, "blue"): (7, 0),  # to row 2
    (TWO, "red"): (3, 6),
    (TWO, "white"): (2, 3),  # to row 3
    (TWO, "blue"): (5, 1),  # to row 1
}
# Low on the board, the CPU's white and blue on its home row: room for it clear of every chip.
LOW_TACKLE = {
    (ONE, "red"): (3, 1),
    (ONE, "white"): (0, 1),
    (ONE, "blue"): (7, 1),
    (TWO, "red"): (3, 3),
    (TWO, "white"): (1, 7),
    (TWO, "blue"): (6, 7),
}


@pytest.mark.parametrize("where", ["high", "low"])
def test_the_tackle_banner_keeps_off_the_rows_round_the_tackle(sized: App, where: str) -> None:
    app = sized
    chips, cpu = (HIGH_TACKLE, ("S", "S", "S")) if where == "high" else (LOW_TACKLE, ("S", "E", "W"))
    scene = set_position(app, chips, (TWO, "red"), Plan(TWO, cpu))
    order(app, scene, "red", (0, 1))
    order(app, scene, "white", (0, 1))
    order(app, scene, "blue", (0, 1))
    key(app, pygame.K_RETURN)  # Reveal
    assert scene.reveal is not None and scene.reveal.story.tackler == (ONE, "red")
    col, row = scene.reveal.story.after[(ONE, "red")]
    view, shown = scene.view, 0
    near = [view.square_rect((c, r)) for c in range(col - 1, col + 2) for r in range(row - 1, row + 2)]
    for _ in range(600):
        boxes = drawn(app)
        if scene.reveal is None:
            break
        headline = [b.rect for b in boxes if b.kind == ui.Kind.TEXT and b.words == "TACKLED!"]
        banner = [b.rect for b in boxes if b.kind == ui.Kind.OVERLAY and b.rect.collidelist(headline) >= 0]
        if banner:
            shown += 1
            assert banner[0].collidelist(near) < 0, "the banner clear of the tackle and the rows round it"
            if where == "low":  # room enough: clear of every chip too
                spots = view.spots().values()
                chips_drawn = [
                    pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r)) for x, y, r in spots
                ]
                assert banner[0].collidelist(chips_drawn) < 0, "and of every chip"
    assert shown >= 60, "the banner was on show"


# ----------------------------------------------------------------------------- the pass's risk
# Your red (the ball) on b2: white up the b column, blue along row 2; the CPU's red could step into
# the lane to white, its white or blue into the lane to blue or onto it.
TWO_RISKS = {
    (ONE, "red"): (1, 1),
    (ONE, "white"): (1, 6),
    (ONE, "blue"): (5, 1),
    (TWO, "red"): (1, 3),
    (TWO, "white"): (4, 2),
    (TWO, "blue"): (6, 2),
}


def test_the_risk_of_two_passes_is_one_short_line_inside_its_box(sized: App) -> None:
    app = sized
    scene = set_position(app, TWO_RISKS, (ONE, "red"))
    key(app, pygame.K_p)
    assert scene.passing
    boxes = drawn(app)
    said = [b for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Risky")]
    text = " ".join(b.words for b in said)
    assert text == "Risky passes (pink X) · to white: the CPU's red · to blue: the CPU's white or blue"
    assert len(said) == 1, "one line"
    box = scene.lay.caption
    assert all(box.contains(b.rect) for b in said), (box, [b.rect for b in said])
    assert not [b.words for b in boxes if "…" in b.words], "nothing cut"
    assert not ui.problems(boxes, app.size), ui.problems(boxes, app.size)


# ----------------------------------------------------------------------------- the guide
def _place_by_clicks(app: App, scene: TortelliniScene) -> None:
    for _ in range(400):
        if scene.game.phase != Phase.SETUP:
            return
        placed = sum(1 for (t, _), sq in scene.game.chips.items() if t == ONE and sq is not None)
        if scene.game.to_place() == ONE:
            click(app, scene.view.centre(1 + 2 * placed, ONE.home_row))
        else:
            app.frame(1 / 60)
    raise AssertionError("the chips were not placed")


def test_a_quick_player_still_sees_every_step_of_the_guide_long_enough_to_read_it() -> None:
    for app in window((1280, 800)):
        scene = app.push(lambda a: TortelliniScene(a, frozenset({ONE}), 1, "novice"))
        assert isinstance(scene, TortelliniScene)
        guide = app.guide_of(scene)
        assert guide is not None
        _place_by_clicks(app, scene)
        for _ in range(70):
            app.frame(1 / 60)
        assert guide.index == 1, "step 2: give a chip its order"
        for chip in ("red", "white", "blue"):  # all three at once, as step 2 goes
            here = scene.game.chips[(ONE, chip)]
            assert here is not None
            click(app, scene.view.spots()[(ONE, chip)][:2])
            click(app, scene.view.centre(here[0], here[1] + 1))
        assert len(scene.orders) == 3
        key(app, pygame.K_RETURN)  # and Reveal straight away
        assert scene.game.turn == 1
        seen: dict[int, int] = {}  # frames each step's card was drawn
        for _ in range(60 * 20):
            step = next((w for w in words(app) if w.startswith("First-game guide · Step ")), "")
            if step:
                n = int(step.split("Step ")[1].split(" ")[0])
                seen[n] = seen.get(n, 0) + 1
            if app.guide_of(scene) is None:
                break
        assert seen.get(3, 0) >= 150, f"step 3 on show 2.5 s at least, not a second: {seen}"
        assert set(seen) >= {3, 4, 5}, seen


# ----------------------------------------------------------------------------- a new round
# Your red (the ball) on d6, two steps from the CPU's home row; the CPU's chips far from it.
GOAL = {
    (ONE, "red"): (3, 5),
    (ONE, "white"): (0, 2),
    (ONE, "blue"): (7, 2),
    (TWO, "red"): (0, 7),
    (TWO, "white"): (6, 5),
    (TWO, "blue"): (7, 7),
}


def test_after_a_goal_the_window_says_round_2_and_counts_its_turns_from_1(sized: App) -> None:
    app = sized
    scene = set_position(app, GOAL, (ONE, "red"), Plan(TWO, ("E", "W", "S")))
    for turn in (1, 2):  # a step up, then into the CPU's home row: a goal in turn 2
        order(app, scene, "red", (0, 1))
        order(app, scene, "white", (0, 1))
        order(app, scene, "blue", (0, 1))
        key(app, pygame.K_RETURN)
        marked = False
        for _ in range(60 * 12):
            app.frame(1 / 60)
            if scene.reveal is not None and scene.reveal.stage == Stage.MARKED and not marked:
                marked = True
                assert any(w.startswith(f"Your ball · Turn {turn}") for w in words(app)), "the goal's turn"
            if scene.reveal is None:
                break
    assert scene.game.turn == 2
    assert scene.game.score[ONE] == 1 and scene.game.phase == Phase.SETUP
    shown = words(app)
    assert any(w.startswith("Round 2 · setting up") for w in shown), shown
    assert any(w.startswith("Round 2 · Setting up") for w in shown), "the panel says the new round"
    _place_by_clicks(app, scene)
    app.frame(1 / 60)
    shown = words(app)
    assert any(w.startswith("Round 2 · Turn 1 ·") for w in shown), f"the caption: {shown}"
    assert any(w.endswith("Round 2 · Turn 1") for w in shown), f"the panel: {shown}"
    assert not [w for w in shown if "Turn 3" in w], "the game's count is not the round's"
    assert not [b for b in drawn(app) if "…" in b.words]

"""Foosball after the fourth newcomer play-test of issue 32 (practice 6, match 5): refusals in
plain words with what to do instead, never "Article V:"; T is the one key for a dead ball of
yours; F1's first page holds the basics and "Rare controls" the rest; a soft practice serve is
told as soft, not stuck; the practice's bottom bar holds the score and the V line and cuts no
hint; the replay tag and a live call in the side panel are neither cut nor over its heading."""

import pygame

from games.foosball.match import FoosMatch
from games.foosball.rules.actions import FoosOptions, Phase
from games.foosball.ui import key_card
from games.foosball.ui.between import replay_tag_lines
from games.foosball.ui.game_input import T_PLACED
from games.foosball.ui.game_panel import SIDE_PANEL, TOP_BAR, strip_rect
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.practice import BOTTOM_BAR, FoosballPracticeScene
from games.window import ui
from games.window.app import App
from games.window.help import Help
from sim.foosball.spec import Side

from .conftest import key, run_for

RARE = ("H", "C", "K", "Shift+F", "X")


def game(app: App, away: str | None = "novice") -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, away, 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)  # ready
    return scene


def practice(app: App) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=2))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    return scene


def dead_in_your_half(match: FoosMatch) -> None:
    """A dead ball behind your defence rod: yours to move (P), not yours to take (T)."""
    match.ref.phase, match.ref.in_play = Phase.PLAY, True
    match.table.place_ball(-0.41, 0.0)
    match.ref._rule_dead_ball(-0.41, 0.0)
    assert match.ref.phase == Phase.DEAD and match.ref.mover == Side.HOME
    assert match.ref.possession != Side.HOME


def texts(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return [b for b in boxes if b.kind == ui.Kind.TEXT]


# ----------------------------------------------------------------- 1. words, and one dead-ball key
def test_t_on_a_dead_ball_you_may_only_place_places_it_and_says_so(app: App) -> None:
    scene = game(app, None)
    dead_in_your_half(scene.match)
    ask = key_card.asked(scene.ref, scene.hands)
    # The card shows P, whose button is lit (a later play-test read "press T" beside a greyed T).
    assert ask is not None and ask.key == "P", "the card shows the lit key"
    key(app, pygame.K_t)
    assert scene.ref.phase != Phase.DEAD, "T did what P does"
    assert scene.error is not None and "T put the dead ball" in scene.error
    assert T_PLACED.startswith("T put")


def test_a_refusal_never_names_an_article_and_says_what_to_do(app: App) -> None:
    scene = game(app, None)
    scene.match.ref.phase, scene.match.ref.in_play = Phase.PLAY, True
    key(app, pygame.K_t)  # the ball in normal play: nobody takes it
    assert scene.error is not None and "Article" not in scene.error
    assert "play it with your rods" in scene.error
    scene.match.ref._rule_dead_ball(0.6, 0.2)  # the CPU's dead ball, in its half
    key(app, pygame.K_t)
    assert scene.error is not None and "Article" not in scene.error and "not yours" in scene.error
    shown = [b.words for b in texts(app)]
    assert not any("Article" in words for words in shown)


# ----------------------------------------------------------------- 2. F1: the basics first
def test_f1_first_page_holds_the_basics_and_the_rare_ones_come_later(app: App) -> None:
    scene = game(app)
    pages = Help().pages(scene, False)
    first = pages[0]
    assert isinstance(first, list)
    keys = [k for k, _ in first]
    assert "Esc" in keys and "F1 or ?" in keys and "T (or P)" in keys
    assert any("serve" in what for _, what in first) and any("wheel" in k for k in keys)
    assert not any(k in RARE for k in keys)
    rare = pages[-1]
    assert not isinstance(rare, list) and rare.title == "Rare rules and their keys"
    assert all(any(line.startswith(f"{k}:") for line in rare.lines) for k in RARE)
    key(app, pygame.K_F1)
    shown = [b.words for b in texts(app)]
    assert any(w.endswith(": Controls") for w in shown), shown
    assert not any(w.startswith("Report a broken rod") for w in shown)


# ----------------------------------------------------------------- 3. practice
def test_a_soft_practice_serve_is_told_as_soft_not_stuck(app: App) -> None:
    scene = practice(app)
    scene.model.serve(Side.HOME, 0.0, 0.05)  # a weak pull: it stops in the hole's mouth
    run_for(app, 5.0)
    # Play-test 5: it comes back to your hand at once (never left on the rail), said so.
    assert scene.server == Side.HOME
    assert scene.status().startswith("Your serve was too soft")
    assert "stuck" not in scene.status()
    key(app, pygame.K_p)
    assert not scene.model.in_hole_mouth()


def test_practice_bottom_bar_has_the_score_and_v_line_and_cuts_no_hint(app: App) -> None:
    scene = practice(app)
    scene.model.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 3.5)  # in play: the long hint of the rods
    h = app.size[1]
    bottom = [b for b in texts(app) if b.rect.top >= h - BOTTOM_BAR]
    words = [b.words for b in bottom]
    assert any(w.startswith("Score:") for w in words) and any(w.startswith("V: CPU") for w in words)
    assert not any(w.endswith("…") for w in words), words
    assert any("F1: help" in w for w in words)
    assert all(b.rect.bottom <= h for b in bottom)


# ----------------------------------------------------------------- 4. the match's side panel
def test_replay_tag_in_the_side_panel_is_wrapped_not_cut(app: App) -> None:
    scene = game(app)
    scene._guide_on_show = lambda: True  # type: ignore[method-assign]
    strip = strip_rect(scene)
    lines = replay_tag_lines(strip, 18)
    assert (
        " ".join(lines)
        == "Replay of the last seconds at half speed: any key or click skips, F: the whole point"
    )
    assert all(ui.text_width(line, 18) <= strip.width - 16 for line in lines)


def test_a_live_call_under_the_guide_leaves_the_status_heading_clear(app: App) -> None:
    scene = game(app)
    scene._guide_on_show = lambda: True  # type: ignore[method-assign]
    scene.shout = ("Oscillation: the CPU's midfield rod moves into and out of the slow ball's path", 2.0)
    boxes = texts(app)
    heading = [b for b in boxes if b.rect.left >= app.size[0] - SIDE_PANEL and b.rect.top <= TOP_BAR + 12]
    call = [b for b in boxes if b.words.startswith("Oscillation")]
    assert heading and call
    assert not any(call[0].rect.colliderect(b.rect) for b in heading)
    assert not strip_rect(scene).colliderect(heading[0].rect)

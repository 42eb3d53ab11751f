"""Play-test 28 of the All-Pro window (a newcomer's 4/10): the defence's reach on your ball carrier
shown after the snap without a click, the beginner's button naming what it is, a kick's odds
saying when it may be blocked and Enter calling the kick whose odds are shown, the spot at the
goal line, the free advance's words, the tackler kept in the play's end, and blocked pairs side
by side never covering each other."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from games.all_pro.players.coach import kick_call
from games.all_pro.rules.actions import Event, LogKind, Phase
from games.all_pro.rules.board import Spot, Team, row_behind
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.wording import man_words, spot_words
from games.all_pro.ui import states
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.play_end import play_end
from games.all_pro.ui.prompts import hint
from games.all_pro.ui.view import DANGER
from games.app.launcher import menu_entries
from games.core.wording import tell, whose
from games.window import ui
from games.window.app import App
from games.window.choice import ChoiceScene
from games.window.settings import Settings

from .conftest import key, run_for
from .test_all_pro_scene import centre, click, press


@pytest.fixture
def small() -> Iterator[App]:
    """The smallest window the game is played in: squares at their narrowest."""
    app = App((960, 600), settings=Settings(None))
    yield app
    app.stack.clear()
    pygame.display.quit()


def _set(app: App, game: AllPro, humans: frozenset[Team] = frozenset({Team.HOME})) -> AllProScene:
    scene = states._game(app, humans)
    scene.game = scene.view.game = game
    app.frame(1 / 60)
    return scene


# ----------------------------------------------------------------------------- 1. the rush
def test_after_the_snap_the_defences_reach_shows_with_nobody_clicked(app: App) -> None:
    scene = states._game(app)
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    app.frame(1 / 60)
    press(app, scene, "Backs in a T")
    press(app, scene, "Ready")
    run_for(app, 1.0)
    press(app, scene, "Snap to B1")
    run_for(app, 0.2)
    assert scene.game.snapped and scene.my_turn
    click(app, centre(scene, (0, 2)))  # an empty square far off: nobody chosen
    assert scene.selected is None
    assert scene.danger(), "the reach is shown without the carrier clicked"
    square = next(iter(scene.danger()))
    box = scene.view.rect(square).inflate(-2, -2)
    assert tuple(app.screen.get_at((box.left, box.centery)))[:3] == DANGER


def test_a_carrier_the_cpu_can_reach_is_ringed_and_named_first(app: App) -> None:
    men = {"home.B1": (5, 9), "home.C": (5, 11), "away.L2": (6, 10), "away.B1": (1, 20)}
    scene = _set(app, AllPro.position(men, "home.B1", moves=1))
    click(app, centre(scene, (0, 2)))  # a click on the grass: nobody chosen
    assert scene.selected is None
    lines = scene.pass_lines()
    assert lines[0] == "The CPU can reach your ball carrier (ringed orange) next turn: move him or block", (
        lines
    )
    cx, cy = scene.view.centre(5, 9)
    ring = round(cx + scene.view.size * 0.55 - 2), round(cy)
    assert tuple(app.screen.get_at(ring))[:3] == DANGER


def test_a_carrier_out_of_reach_gets_no_warning(app: App) -> None:
    men = {"home.B1": (5, 4), "home.C": (5, 11), "away.L2": (6, 16)}
    scene = _set(app, AllPro.position(men, "home.B1", moves=1))
    assert not any("reach your ball carrier" in line for line in scene.pass_lines())


# ----------------------------------------------------------------------------- 2. the beginner
def test_the_beginners_button_promises_no_slips(app: App) -> None:
    setup = app.push(dict(menu_entries())["All-Pro Football"])
    app.frame(1 / 60)
    assert isinstance(setup, ChoiceScene)
    first = setup.buttons[0].label
    assert first == "Beginner CPU: for a first game, plays loosely"
    assert "slip" not in first.lower()


# ----------------------------------------------------------------------------- 3. kicks
def _fourth_down_kick(app: App, blocker_at: tuple[int, int], line: int = 70) -> AllProScene:
    """Home's fourth down, the kicker holding the snap two squares behind his Center (the punt
    formation): at the CPU's 30 the panel says "good 42%" and the coach's own reckoning (from a
    deeper kicker) would punt, the play-test's case."""
    row = row_behind(line, Team.HOME)
    men = {"home.C": (5, row), "home.B1": (5, row - 2), "away.C": blocker_at}
    game = AllPro.position(men, "home.B1", line=line, marker=line + 10, down=4, phase=Phase.CALL)
    game.kick.kicker = "home.B1"
    return _set(app, game)


def test_a_field_goal_the_cpu_can_reach_says_it_may_be_blocked(app: App) -> None:
    scene = _fourth_down_kick(app, (6, 15))  # two steps from the ball's square, (5, 14)
    said = scene.pass_lines()
    assert any(line.startswith("Field goal: good") for line in said), said
    assert "The CPU's C can reach the ball: it may be blocked" in said


def test_a_field_goal_nobody_can_reach_says_nothing_of_a_block(app: App) -> None:
    scene = _fourth_down_kick(app, (1, 21))
    assert not any("blocked" in line for line in scene.pass_lines())


def test_enter_calls_the_field_goal_whose_odds_are_shown(app: App) -> None:
    scene = _fourth_down_kick(app, (1, 21))
    # The coach's reckoning (from a deeper kicker) would not kick it: the play-test's case.
    assert kick_call(scene.game) != "field goal"
    first = scene.kicks()[0]
    assert first.what == "field goal" and first.short() == "Field goal: good 42%"
    assert scene.pass_lines()[0] == "Field goal: good 42%"
    run_for(app, 0.4)
    key(app, pygame.K_RETURN)
    assert scene.game.pending_kick is not None and scene.game.pending_kick.what == "field goal"


def test_a_long_shot_field_goal_leaves_enter_on_the_punt_and_shows_its_odds(app: App) -> None:
    scene = _fourth_down_kick(app, (1, 21), line=55)  # good 8%
    assert scene.kicks()[0].what == "punt" and scene.pass_lines()[0].startswith("Punt:")
    run_for(app, 0.4)
    key(app, pygame.K_RETURN)
    assert scene.game.pending_kick is not None and scene.game.pending_kick.what == "punt"


# ----------------------------------------------------------------------------- 4. words
def test_a_spot_on_the_goal_line_is_named_so() -> None:
    assert spot_words(Spot(Team.HOME, 100)).endswith(" goal line")
    assert spot_words(Spot(Team.AWAY, 100)).endswith(" goal line")
    assert spot_words(Spot(Team.HOME, 95)).endswith(" 5")


def test_a_tackle_in_the_last_row_spots_the_ball_on_the_cpus_goal_line(app: App) -> None:
    # Hot-seat: the away side's person tackles home's returner one row short of the end zone.
    men = {"home.B1": (5, 21), "away.L1": (5, 22), "away.B1": (1, 10)}
    game = AllPro.position(men, "home.B1", mover=Team.AWAY, returning="kick-off")
    scene = _set(app, game, frozenset(Team))
    click(app, centre(scene, (5, 22)))
    click(app, centre(scene, (5, 21)))
    assert any(e.kind == LogKind.TACKLE for e in game.log), [e.text for e in game.log]
    spot = next(e for e in game.log if e.kind == LogKind.SPOT)
    told = tell(spot.text, scene.who)
    assert "goal line: first down" in told and " 0" not in told, told
    assert game.line == 100
    run_for(app, 3.0)
    key(app, pygame.K_SPACE)  # go on to the next lineup
    run_for(app, 0.5)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    words = [b.words for b in boxes]
    assert any(w.startswith("1st & goal at") and w.endswith("goal line") for w in words), words
    assert not any("inches to go" in w for w in words), words


def test_the_free_advance_says_where_the_kick_came_down() -> None:
    loose = AllPro.position({"home.L1": (5, 8), "away.B1": (5, 18)}, loose=(5, 16), mover=Team.HOME)
    loose.phase = Phase.FREE_ADVANCE
    words = hint(loose, True, False, lambda s: s)
    assert "empty square" in words and "caught" not in words
    held = AllPro.position({"home.L1": (5, 8), "away.B1": (5, 18)}, "away.B1", mover=Team.HOME)
    held.phase = Phase.FREE_ADVANCE
    assert "B1, who has the ball" in hint(held, True, False, lambda s: s)


def test_the_plays_end_keeps_who_made_the_tackle() -> None:
    events = [
        Event(LogKind.TACKLE, f"{man_words('home.B1')} is tackled by {man_words('away.L1')}", Team.AWAY),
        Event(
            LogKind.SPOT,
            f"{whose(Team.HOME)} ball at {spot_words(Spot(Team.HOME, 40))}: first down",
            Team.HOME,
        ),
        Event(LogKind.DOWN, f"2nd down at {spot_words(Spot(Team.HOME, 40))}", Team.HOME),
    ]
    card = play_end(events, Event.RULEBOOK, None)
    assert card.headline == "TACKLED"
    assert any("tackled by" in line for line in card.lines), card.lines


# ----------------------------------------------------------------------------- 5. blocked pairs
def test_blocked_pairs_side_by_side_never_cover_each_other(small: App) -> None:
    men = {
        "home.B1": (5, 6),
        "home.L2": (3, 12),
        "away.L1": (3, 12),
        "home.C": (4, 12),
        "away.B1": (4, 12),
        "home.L1": (5, 12),
        "away.B2": (5, 12),
    }
    blocks = [("home.L2", "away.L1"), ("home.C", "away.B1"), ("home.L1", "away.B2")]
    scene = _set(small, AllPro.position(men, "home.B1", moves=1, blocks=blocks))
    with ui.recording() as boxes:
        small.frame(1 / 60)
    for square in ((3, 12), (4, 12), (5, 12)):
        cell = scene.view.rect(square)
        inside = [b for b in boxes if b.words in ("L2", "L1", "C", "B1", "B2") and cell.contains(b.rect)]
        assert len(inside) == 2, (square, [(b.words, b.rect) for b in boxes])
    labels = [b.rect for b in boxes if b.words in ("L2", "L1", "C", "B1", "B2") and b.rect.y > 0]
    for k, a in enumerate(labels):
        assert all(not a.colliderect(b) for b in labels[k + 1 :]), labels

"""The All-Pro window after a newcomer's play-test (6/10), driven by the clicks and keys a person
makes: the guide's words fit the moment (no snap on a kick return), a called lateral says why the
CPU moves before the receiver is picked, the beginner CPU varies its plays, the formations stay
put whatever the state of play says and each carries its own words, a hand-off offers only the
men the rules let take it, the kicks page draws the ball where its words put it, and the replay
viewer names the sides as the game did."""

from __future__ import annotations

import itertools
import os
from collections import Counter
from pathlib import Path

import numpy as np
import pygame
import pytest

from games.all_pro.players.beginner import beginner_player
from games.all_pro.players.coach import Coach
from games.all_pro.rules.actions import Formation, PassKind, Phase, Throw
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import howto, states
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.panel import formation_words
from games.all_pro.ui.prompts import formation_label
from games.app.replay_scene import ReplayScene
from games.replays import record_game
from games.window import ui
from games.window.app import App
from games.window.settings import Settings
from sim.tiles.grid import adjacent

from ..conftest import key, post

SHOTS = os.environ.get("ALLPRO_SHOTS")  # a folder to save the screens in, to look at


def click(app: App, pos: tuple[float, float]) -> None:
    x, y = round(pos[0]), round(pos[1])
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    app.frame(1 / 60)


def drawn(app: App, name: str = "") -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    if SHOTS and name:
        pygame.image.save(app.screen, os.path.join(SHOTS, f"{name}.png"))
    return boxes


def press(app: App, scene: AllProScene, label: str) -> None:
    """Click the button whose words start with ``label``."""
    app.frame(1 / 60)
    button = next(b for b, _ in scene.buttons if b.label.startswith(label))
    click(app, button.rect.center)


def settle(app: App, scene: AllProScene, until: object, seconds: float = 30) -> None:
    for _ in range(round(seconds * 30)):
        if until():  # type: ignore[operator]
            return
        app.frame(1 / 30)


# ----------------------------------------------------------------------------- 1. the guide's words
RETURN = {"home.B1": (5, 6), "home.L2": (5, 10), "away.C": (6, 11), "away.B1": (2, 14)}


def test_on_a_kick_return_the_guide_says_there_is_no_snap(window: App) -> None:
    scene = states._set(window, AllPro.position(RETURN, "home.B1", returning="kick-off"))
    window.show_guide(scene)
    guide = window.guide_of(scene)
    assert guide is not None
    guide.index = 2  # the step about the first moves in play
    said = " ".join(b.words for b in drawn(window, "guide-return"))
    assert "Snap" not in said and "no snap" in said, said
    key(window, pygame.K_RETURN)  # Enter on a return ends the turn, as its button says
    assert scene.game.mover == Team.AWAY


def test_before_the_snap_the_guide_still_says_snap_first(window: App) -> None:
    scene = states._lined_up(window)
    window.show_guide(scene)
    guide = window.guide_of(scene)
    assert guide is not None
    guide.index = 2
    said = " ".join(b.words for b in drawn(window))
    assert "Snap first (Enter)" in said


# ----------------------------------------------------------------------------- 2. the lateral
LATERAL = {
    "home.B1": (5, 9),
    "home.L1": (3, 9),  # beside, 2 spaces: a lineman may take a lateral
    "home.B2": (5, 7),  # behind, 2 spaces
    "away.B1": (8, 15),  # none in reach of the passer in the CPU's three moves
    "away.L1": (5, 14),
    "away.L2": (1, 15),
}


def test_a_called_lateral_says_the_cpu_moves_first_then_you_pick_any_man(window: App) -> None:
    game = AllPro.position(LATERAL, "home.B1", phase=Phase.CALL)
    scene = states._set(window, game)
    press(window, scene, "Call lateral")
    assert game.passing is not None and game.passing[0] == PassKind.LATERAL
    assert scene.banner is not None and scene.banner.headline == "LATERAL CALLED"
    told = " ".join(" ".join(b.words for b in drawn(window, "lateral-called")).split())
    assert "The CPU moves first, as for any pass; then you pick who takes it" in told
    assert "moves first, three moves; then you pick who takes it" in scene.hint()
    settle(window, scene, lambda: scene.my_turn)
    assert game.phase == Phase.THROW
    offered = [b.label for b, _ in scene.buttons if b.label.startswith("Throw to")]
    receivers = {a.receiver for a in game.legal_actions() if isinstance(a, Throw)}
    assert {f"Throw to {r.split('.')[1]}" for r in receivers} == {o.split(" (")[0] for o in offered}
    assert "any man of yours" in scene.hint()


# ----------------------------------------------------------------------------- 3. the beginner's plays
def _calls(seed: int) -> list[str]:
    """The beginner's line-ups with the ball (scrimmage downs), one game against the coach."""
    seeds = np.random.SeedSequence(seed).generate_state(3)
    game = AllPro(int(seeds[0]))
    players = {Team.HOME: beginner_player(int(seeds[1])), Team.AWAY: Coach(int(seeds[2]))}
    out = []
    while not game.is_over() and len(out) < 40:
        action = players[game.team_to_move()](game)
        if isinstance(action, Formation) and action.team == Team.HOME == game.offence:
            out.append(action.name)
        game.apply(action)
    return out


def test_the_beginner_varies_its_plays_from_its_own_seed() -> None:
    calls = _calls(3)
    runs = [c for c in calls if c not in ("deep kick", "field goal kick", "punt")]
    assert len(Counter(runs)) >= 3, calls  # the T, the spread backs, the line shifted right
    again = sum(a == b for a, b in itertools.pairwise(runs))
    assert again * 3 <= len(runs), calls  # seldom the same line-up twice running
    assert _calls(3) == calls  # its own seeded generator: the same game, the same calls


# ----------------------------------------------------------------------------- 4-5. the formations
def _formation_rects(scene: AllProScene) -> dict[str, pygame.Rect]:
    return {b.label: pygame.Rect(b.rect) for b, _ in scene.buttons}


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_formations_stay_put_as_the_state_of_play_grows(size: tuple[int, int]) -> None:
    app = App(size, settings=Settings(None))
    try:
        scene = states._formation(app)
        drawn(app)
        before = _formation_rects(scene)
        game = scene.game
        game.marker = game.line  # on the marker: "pass the yellow marker for a first down"
        game.down = 4
        boxes = drawn(app, f"formations-longer-{size[0]}")
        assert _formation_rects(scene) == before
        assert any("yellow marker" in b.words for b in boxes)  # said, in its rows
        top = min(r.top for r in before.values())
        said = [b.rect for b in boxes if b.kind == ui.Kind.TEXT and b.rect.right > scene.layout.panel.left]
        status = [r for r in said if r.bottom <= top + 1]
        assert status and not any(r.colliderect(b) for r in status for b in before.values())
    finally:
        app.stack.clear()
        pygame.display.quit()


def test_each_formation_button_has_its_own_words_under_the_buttons(window: App) -> None:
    scene = states._formation(window)
    window.frame(1 / 60)
    for choice, name in scene.formation_choices():
        press(window, scene, choice.label)
        assert formation_label(scene.formation) == choice.label
        boxes = drawn(window, f"formation-{name}")
        rects = _formation_rects(scene)
        last = max(rects[c.label].bottom for c, _ in scene.formation_choices())
        ready = rects["Ready: line up"].top
        panel = scene.layout.panel
        under = [
            b
            for b in boxes
            if b.kind == ui.Kind.TEXT
            and b.rect.left >= panel.left
            and last <= b.rect.top <= b.rect.bottom <= ready
        ]
        said = " ".join(b.words for b in under)  # the words between the formations and Ready
        words = formation_words(name)
        assert said == words and said.startswith(choice.label + ":"), said
        others = [formation_words(n) for _, n in scene.formation_choices() if n != name]
        assert words.split(": ", 1)[1] in said and not any(o.split(": ", 1)[1] in said for o in others)


# ----------------------------------------------------------------------------- 6. the hand-off
def test_a_hand_off_offers_just_the_men_the_rules_let_take_it(window: App) -> None:
    game = AllPro.position(
        {
            "home.B1": (5, 12),  # past the line with the ball
            "home.L2": (4, 12),  # beside him: a lineman may take it
            "home.B2": (5, 11),  # behind him
            "home.B3": (6, 13),  # ahead of him past the line: not allowed
            "home.L3": (6, 11),  # beside-behind, but blocked out of the play
            "away.L3": (6, 11),
            "away.B1": (2, 18),
        },
        "home.B1",
        blocks=[("home.L3", "away.L3")],
    )
    assert game._beyond((5, 12), Team.HOME) > 0
    scene = states._set(window, game)
    press(window, scene, "Hand off")
    assert scene.picking
    ringed = set(scene._targets())
    carrier = game.men["home.B1"]
    allowed = {
        m.square
        for m in game.men.values()
        if m.team == Team.HOME
        and m.id != carrier.id
        and not m.out
        and adjacent(m.square, carrier.square)
        and m.square[1] <= carrier.square[1]  # past the line: beside or behind him
    }
    assert ringed == allowed == {(4, 12), (5, 11)}
    said = " ".join(b.words for b in drawn(window, "hand-off-pick"))
    assert "a lineman too" in said
    click(window, scene.view.centre(4, 12))
    assert game.carrier == "home.L2"


# ----------------------------------------------------------------------------- 7. the kicks page
def test_the_kicks_picture_puts_the_ball_in_front_of_the_kicker() -> None:
    page = howto.KICKS
    picture = page.diagram
    assert isinstance(picture, howto.Picture)
    men = {sq: name for sq, name, _ in picture.men}
    kicker = next(sq for sq, name in men.items() if name == "B1")
    assert picture.ball not in men, "the ball on a man"
    assert picture.ball == (kicker[0] + 1, kicker[1])  # one space in front of him, toward the line
    assert "one space in front of him" in " ".join(page.lines)
    assert "in front of B1" in picture.caption


# ----------------------------------------------------------------------------- 8. the replay's names
def test_the_replay_of_a_game_against_the_cpu_names_you_and_the_cpu(app: App, tmp_path: Path) -> None:
    path = record_game("all-pro", 5, tmp_path / "all-pro.jsonl", ("human", "cpu"))
    scene = app.push(lambda a: ReplayScene(a, path))
    assert isinstance(scene, ReplayScene)
    app.frame(0.0)
    app.guides.clear()
    said = [b.words for b in drawn(app, "replay-names")]
    text = " ".join(said)
    assert "red: you, blue: the CPU" in text
    assert "Home" not in text and "Away" not in text, said
    assert any(w.startswith("You (red)") for w in said) and any(w.startswith("The CPU (blue)") for w in said)

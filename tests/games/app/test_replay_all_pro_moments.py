"""The replay viewer's All-Pro moments after a newcomer's play-test (6/10, play-test 82): a pass
stepped to shows its lane from the passer to the receiver, the dice rolled and the banner the game
window showed (INCOMPLETE PASS...), and the ball leaves the passer's hands."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from games.all_pro.rules.actions import Throw
from games.app.replay_scene import ReplayScene
from games.replays import record_game
from games.window import ui
from games.window.app import App

from .test_matreplay_newcomer8 import viewer

SHOTS = os.environ.get("ALLPRO_SHOTS")


def _said(app: App, name: str) -> str:
    with ui.recording() as boxes:
        app.frame(0.0)
    if SHOTS:
        pygame.image.save(app.screen, os.path.join(SHOTS, f"{name}.png"))
    return " ".join(" ".join(b.words for b in boxes).split())


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A whole All-Pro game of a person (played here by the CPU) against the CPU."""
    return record_game("all-pro", 5, tmp_path_factory.mktemp("replays") / "all-pro.jsonl", ("human", "cpu"))


def test_a_pass_stepped_to_shows_its_lane_dice_and_banner(app: App, recorded: Path) -> None:
    scene = viewer(app, recorded)
    assert isinstance(scene, ReplayScene)
    app.guides.clear()
    throws = [k for k, f in enumerate(scene.frames) if isinstance(f.action, Throw)]
    assert throws, "the fixture has a pass"
    k = throws[0]
    scene.go(k)
    said = _said(app, "replay-pass")
    painter = scene._painter
    assert painter is not None
    view = painter.view
    assert view.dice is not None and view.dice.done, "the pass's dice, settled"
    headlines = ("INCOMPLETE", "PASS", "TOUCHDOWN", "INTERCEPTED", "FIRST DOWN", "TACKLED")
    assert any(h in said for h in headlines), said
    held = view.frozen
    if held is not None:  # the play ended on the pass: the ball is out of the passer's hands
        assert held.carrier != scene.codec.restore(scene.frames[k - 1].snapshot).carrier

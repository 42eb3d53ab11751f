"""`tabletop play tortellini --vs-cpu SKILL` goes straight into a game against the CPU at each
level the window offers (and --hotseat into a game of two at one mouse)."""

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from games.core import registry
from games.tortellini.rules.actions import Team
from games.tortellini.ui.game_scene import TortelliniScene
from games.window.app import App
from tools.cli import main

SKILLS = next(w for w in registry.windows() if w.name == "tortellini").skills


def _launched(monkeypatch: pytest.MonkeyPatch, *argv: str) -> Callable[[Any], Any]:
    import games.app.launcher as launcher

    seen: dict[str, Any] = {}

    def launch(start: Any = None, mat: Any = None, scene: Any = None, **kw: Any) -> None:
        seen["scene"] = scene

    monkeypatch.setattr(launcher, "launch", launch)
    assert main(["play", "tortellini", *argv]) == 0
    assert seen["scene"] is not None, "straight into a game, not the menu"
    return seen["scene"]  # type: ignore[no-any-return]


def test_the_window_offers_the_four_levels() -> None:
    assert SKILLS == ("novice", "club", "expert", "strategist")


@pytest.mark.parametrize("skill", SKILLS)
def test_play_tortellini_vs_cpu_at_every_level(monkeypatch: pytest.MonkeyPatch, skill: str) -> None:
    factory = _launched(monkeypatch, "--vs-cpu", skill, "--seed", "3")
    app = App((960, 600))
    try:
        scene = app.push(factory)
        assert isinstance(scene, TortelliniScene)
        assert scene.skill == skill and scene.humans == frozenset({Team.ONE}) and set(scene.cpu) == {Team.TWO}
        assert scene.seed == 3
        app.frame(1 / 60)
    finally:
        app.stack.clear()
        pygame.display.quit()


def test_play_tortellini_hotseat(monkeypatch: pytest.MonkeyPatch) -> None:
    factory = _launched(monkeypatch, "--hotseat")
    app = App((960, 600))
    try:
        scene = app.push(factory)
        assert isinstance(scene, TortelliniScene) and scene.humans == frozenset(Team) and not scene.cpu
    finally:
        app.stack.clear()
        pygame.display.quit()

"""Driving the Tortellini window as a person does, for the window's tests in this folder: a
position to plan from (the guide already seen), clicks and keys posted as pygame events, the
screen's pixels and the words drawn."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from games.replays import start_recording
from games.tortellini.rules.actions import Phase, Plan, Team
from games.tortellini.rules.engine import Chip
from games.tortellini.ui.game_scene import TortelliniScene
from games.window import ui
from games.window.app import App
from games.window.settings import Settings

ONE, TWO = Team.ONE, Team.TWO
Square = tuple[int, int]
SIZES = [(960, 600), (1280, 800), (1920, 1080)]


def window(size: tuple[int, int]) -> Iterator[App]:
    """A window that remembers nothing (a first game's guide and hints)."""
    app = App(size, settings=Settings(None))
    app.recordings = start_recording
    yield app
    app.stack.clear()
    pygame.display.quit()


def set_position(
    app: App, chips: dict[Chip, Square], carrier: Chip, cpu: Plan | None = None
) -> TortelliniScene:
    """A turn for you to plan from ``chips`` against the CPU, the guide already seen; ``cpu``: the
    CPU's secret plan, set for the test (else its own)."""
    app.settings.hint_seen("guide:tortellini")
    scene = app.push(lambda a: TortelliniScene(a, frozenset({ONE}), 1, "novice"))
    assert isinstance(scene, TortelliniScene)
    game = scene.game
    game.chips = dict.fromkeys(game.chips, None) | chips
    game.carrier, game.offence, game.phase, game.pending = carrier, carrier[0], Phase.PLAN, {}
    scene._next_planner()
    if cpu is not None:
        game.pending[TWO] = cpu
    app.frame(1 / 60)
    return scene


def post(kind: int, **attrs: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def click(app: App, pos: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=(round(pos[0]), round(pos[1])), button=1)
    app.frame(1 / 60)


def key(app: App, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app.frame(1 / 60)


def order(app: App, scene: TortelliniScene, chip: str, step: tuple[int, int]) -> None:
    """Click your ``chip``, then the dot ``step`` from it."""
    here = scene.game.chips[(ONE, chip)]
    assert here is not None
    click(app, scene.view.spots()[(ONE, chip)][:2])
    assert scene.selected == (ONE, chip)
    click(app, scene.view.centre(here[0] + step[0], here[1] + step[1]))


def at(app: App, pos: tuple[float, float]) -> tuple[int, int, int]:
    colour = app.screen.get_at((round(pos[0]), round(pos[1])))
    return colour.r, colour.g, colour.b


def drawn(app: App) -> list[ui.Box]:
    """What one frame draws (its words and overlays, with their boxes)."""
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return list(boxes)


def words(app: App) -> list[str]:
    return [b.words for b in drawn(app) if b.kind == ui.Kind.TEXT]

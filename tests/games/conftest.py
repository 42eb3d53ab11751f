"""A headless application for driving scenes with the events a person makes."""

from collections.abc import Iterator

import pygame
import pytest

from games.replays import start_recording
from games.window.app import App
from games.window.settings import Settings


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1280, 720))
    application.recordings = start_recording  # as the launcher does
    # Tests count a real-time table's time in its own seconds: the newcomer's half-speed table
    # has tests of its own (test_foosball_table_speed.py).
    application.settings.table_speed = 1.0
    yield application
    pygame.display.quit()


@pytest.fixture
def window() -> Iterator[App]:
    """A window that remembers nothing and hints as a first game does."""
    application = App((1280, 720), settings=Settings(None))
    application.recordings = start_recording
    yield application
    application.stack.clear()
    pygame.display.quit()


def post(kind: int, **attrs: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **attrs))


def drag(app: App, start: tuple[float, float], end: tuple[float, float], steps: int = 5) -> None:
    """Press at ``start``, move to ``end`` in a few steps, release: one frame per event."""
    sx, sy = round(start[0]), round(start[1])
    ex, ey = round(end[0]), round(end[1])
    post(pygame.MOUSEBUTTONDOWN, pos=(sx, sy), button=1)
    app.frame(1 / 60)
    for k in range(1, steps + 1):
        pos = (round(sx + (ex - sx) * k / steps), round(sy + (ey - sy) * k / steps))
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=(ex, ey), button=1)
    app.frame(1 / 60)


def key(app: App, k: int) -> None:
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    app.frame(1 / 60)


DRAWN_EVERY = 6  # frames: a few a second drawn mid-run (no crash unseen), and the last


def run_for(app: App, seconds: float) -> None:
    """``seconds`` of the window at 60 frames a second, as a person sees it: the model steps
    every frame; the drawing, which costs nine tenths of a frame and changes nothing, is done a
    few times a second and at the end, where a test looks."""
    frames = round(seconds * 60)
    for k in range(1, frames + 1):
        app.frame(1 / 60, draw=k % DRAWN_EVERY == 0 or k == frames)

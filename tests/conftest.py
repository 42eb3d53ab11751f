"""Shared test set-up: pygame runs headless, so the window tests work on any machine."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Friction tables a test builds go to a folder of this run, never the user's cache.
os.environ.setdefault("TABLETOP_CACHE_DIR", tempfile.mkdtemp(prefix="tabletop-cache-"))


import pytest


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing a test does may touch the user's own data folder (ratings)."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path_factory.mktemp("data")))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The long tests (marked slow) at the head of each worker's share: pytest-xdist hands each
    of the two workers one half of the list, in order, and a worker that runs dry steals from the
    other's tail. A long test begun last leaves a core idle while it runs on; begun first, the
    short ones fill both cores around it."""
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    fast = [item for item in items if item.get_closest_marker("slow") is None]
    first = slow[0::2]
    room = max(len(items) // 2 - len(first), 0)
    items[:] = first + fast[:room] + slow[1::2] + fast[room:]

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

"""The settings file is read only when it is a regular file of a sane size holding JSON: a pipe
(which would block the window for ever), a structure nested too deep or a huge file gives the
defaults, and the window still opens."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from games.window.settings import Settings


@pytest.mark.parametrize("kind", ["fifo", "deep", "huge", "folder", "not json"])
def test_a_hostile_settings_file_gives_the_defaults(
    tmp_path: Path, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.json"
    if kind == "fifo":
        os.mkfifo(path)  # opened for reading, it would wait for a writer for ever
    elif kind == "deep":
        path.write_text('{"muted": true, "x": ' + "[" * 100_000 + "]" * 100_000 + "}")
    elif kind == "huge":
        monkeypatch.setattr("sim.io.toml.MAX_BYTES", 1000)
        path.write_text('{"muted": true, "pad": "' + "x" * 2000 + '"}')
    elif kind == "folder":
        path.mkdir()
    else:
        path.write_text("muted = true")
    loaded = Settings.load(path)
    assert loaded.muted is False and loaded.path == path


def test_a_plain_settings_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"muted": true}')
    assert Settings.load(path).muted is True

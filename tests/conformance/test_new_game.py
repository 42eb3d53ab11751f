"""Adding a game is one folder: Nim (toy_nim/, beside this file) copied into the games and
registered by its own spec module appears in the registry, ``tabletop simulate``, the ladder,
the replays and the conformance suite, with no other edit."""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import games
from games.core import registry
from games.replays import record_game, verify
from tools.cli import main

from . import checks

HERE = Path(__file__).parent


@pytest.fixture
def nim(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[registry.GameSpec]:
    """The toy game's folder, as a contributor writes it, among the games' packages."""
    shutil.copytree(HERE / "toy_nim", tmp_path / "toy_nim")
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path)])
    registry.discover()
    yield registry.game("toy-nim")
    registry.unregister("toy-nim")
    for name in [m for m in sys.modules if m.startswith("games.toy_nim")]:
        del sys.modules[name]


def test_the_new_game_is_registered_by_its_folder_alone(nim: registry.GameSpec) -> None:
    assert "toy-nim" in registry.names() and nim.title == "Nim"
    assert "toy-nim" in registry.codecs()


def test_the_new_game_keeps_the_contract(nim: registry.GameSpec) -> None:
    played = checks.play_randomly(nim, 4, keep_states=True)
    for at in range(len(played.actions)):
        assert checks.replay_from(nim, played, at) == played.final.to_json()
        checks.check_clone(nim, played, at)
    assert sum(checks.check_refusals(nim, played, at) for at in range(len(played.actions))) > 0
    checks.check_over_refuses(nim, played)
    checks.check_chance(nim, played.final)


def test_the_new_game_is_simulated_and_laddered(
    nim: registry.GameSpec, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(["simulate", "toy-nim", "--games", "3", "--home", "perfect", "--away", "random", "--json"]) == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "toy-nim" and len(data["games"]) == 3
    assert main(["ladder", "toy-nim", "--games", "4", "--json"]) == 0
    ratings = json.loads(capsys.readouterr().out)
    assert ratings["ratings"][0]["player"] == "perfect"  # leaving a multiple of four wins


def test_the_new_game_is_recorded_and_verified(nim: registry.GameSpec, tmp_path: Path) -> None:
    path = record_game("toy-nim", 8, tmp_path / "nim.jsonl")
    report = verify(path)
    assert report.game == "toy-nim" and report.identical and report.finished and report.final_ok

"""Recorded CPU games, one of each kind, shared by the replay tests (read-only: copy to change)."""

from pathlib import Path

import pytest

from games.replays import record_game

SEEDS = {"finger-football": 3, "foosball": 4, "all-pro": 5, "tortellini": 7}


@pytest.fixture(scope="session")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("recorded")
    return {game: record_game(game, seed, folder / f"{game}.jsonl") for game, seed in SEEDS.items()}

"""The registry is the one list of games: every service reads the games from it, so no game's name
is written anywhere in the services, the window or the command line; each stays in its own
package (a service particular to one game imports that game's own codec or spec for it)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from games.core import registry

ROOT = Path(__file__).resolve().parent.parent


def _package_of(name: str) -> Path:
    """The folder of the game whose recordings are named ``name``."""
    for spec in registry.games():
        if name in spec.codecs():
            return ROOT.joinpath(*spec.play.__module__.split(".")[:-1])
    raise AssertionError(f"no game records {name!r}")


def _names() -> list[str]:
    return sorted(registry.codecs())


def _literals(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), str(path))
    return {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}


@pytest.mark.parametrize("name", _names())
def test_no_game_is_named_outside_its_own_package(name: str) -> None:
    home = _package_of(name)
    found = [
        str(path.relative_to(ROOT))
        for top in ("games", "tools")
        for path in sorted((ROOT / top).rglob("*.py"))
        if not path.is_relative_to(home) and name in _literals(path)
    ]
    assert found == [], f"{name!r} is written outside {home.relative_to(ROOT)}"


def test_each_game_registers_itself_from_its_own_package() -> None:
    assert set(registry.names()) == {"all-pro", "finger-football", "foosball", "tortellini"}
    for spec in registry.games():
        assert spec.play.__module__.startswith("games.") and spec.play.__module__.endswith(".spec")


def test_an_unknown_game_is_named_with_the_games_there_are() -> None:
    with pytest.raises(registry.UnknownGame, match="no game 'chess': one of all-pro, finger-football"):
        registry.game("chess")

"""The layers' boundaries: the physics core and the rules never pull in pygame; imports run one
way (tools -> games -> sim; inside games, engines -> services -> scenes); no package holds an
import circle. Read from the source, every import counted, lazy and type-only ones too."""

import ast
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME_FOLDERS = ("finger_football", "foosball", "all_pro", "tortellini")
SERVICES = ("games.replays", "games.mat_tuning", "games.envs", "games.app.launcher", "games.app.resume")


@pytest.mark.parametrize(
    "module",
    [
        "sim",
        "sim.slider.table",
        "sim.slider.batch",
        "sim.slider.mat",
        "sim.slider.friction",
        "games.finger_football.rules.engine",
        "games.foosball.match",
        "games.all_pro.rules.engine",
        "games.tortellini.rules.engine",
        "games.replays",
        "games.mat_tuning.tune",
    ],
)
def test_importing_does_not_import_pygame(module: str) -> None:
    code = f"import sys, {module}; assert 'pygame' not in sys.modules, sorted(sys.modules)"
    subprocess.run([sys.executable, "-c", code], check=True)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def _modules() -> dict[str, Path]:
    return {
        _module_name(p): p for top in ("sim", "games", "tools") for p in sorted((ROOT / top).rglob("*.py"))
    }


def _imports(name: str) -> set[str]:
    """The project modules ``name`` imports, anywhere in its file."""
    path = _modules()[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        else:
            continue
        found.update(t for t in targets if t in _modules() and t != name)
    return found


def _offenders(source: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{name} imports {target}"
        for name in _modules()
        if name == source or name.startswith(source + ".")
        for target in sorted(_imports(name))
        if any(target == f or target.startswith(f + ".") for f in forbidden)
    ]


@pytest.mark.parametrize(
    ("source", "forbidden"),
    [
        ("sim", ("games", "tools")),
        ("games", ("tools",)),
        ("games.replays", ("games.app",)),
        ("games.mat_tuning", ("games.app",)),
        *((f"games.{game}", (*SERVICES, "games.app.replay_scene")) for game in GAME_FOLDERS),
    ],
)
def test_imports_run_one_way(source: str, forbidden: tuple[str, ...]) -> None:
    assert _offenders(source, forbidden) == []


def _child(package: str, module: str) -> str | None:
    """The module or subpackage directly in ``package`` that holds ``module``, if any."""
    if not module.startswith(package + "."):
        return None
    return f"{package}.{module[len(package) + 1 :].split('.')[0]}"


def _package_graph(package: str) -> dict[str, set[str]]:
    """Between the modules and subpackages directly in ``package``: who imports whom (a
    subpackage imports what any of its modules does)."""
    graph: dict[str, set[str]] = {}
    for name in _modules():
        node = _child(package, name)
        if node is None:
            continue
        targets = {_child(package, t) for t in _imports(name)}
        graph.setdefault(node, set()).update(t for t in targets if t is not None and t != node)
    return graph


def _circle(graph: dict[str, set[str]]) -> list[str] | None:
    done: set[str] = set()

    def walk(path: list[str]) -> list[str] | None:
        for nxt in sorted(graph.get(path[-1], ())):
            if nxt in path:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in done and (found := walk([*path, nxt])):
                return found
        done.add(path[-1])
        return None

    return next((found for start in sorted(graph) if (found := walk([start]))), None)


@pytest.mark.parametrize(
    "package",
    ["sim", "games", "tools", *sorted({n.rpartition(".")[0] for n in _modules() if n.count(".") > 1})],
)
def test_no_package_holds_an_import_circle(package: str) -> None:
    assert _circle(_package_graph(package)) is None


def _rules_packages() -> list[str]:
    games = (n for n in _modules() if n.startswith("games.") and n.count(".") == 2)
    return sorted(n for n in games if n.endswith(".rules"))


@pytest.mark.parametrize("rules", _rules_packages())
def test_a_games_rules_never_import_its_players_or_its_windows(rules: str) -> None:
    game = rules.rpartition(".")[0]
    assert _offenders(rules, (f"{game}.ui", f"{game}.players", "games.window", "games.app")) == []
    code = f"import sys, {rules}; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)

"""Physics core of tabletop-sim: headless, deterministic, SI units. Never imports pygame.

The hot modules (``COMPILED``: the foosball table and its CPU, a footprint's slide, the board
planners' search) may be installed compiled by mypyc as well as in source (see setup.py). The source runs
instead when ``TABLETOP_COMPILED=0`` is set, and, in a source checkout, when any of them was
edited after it was compiled: an editable install must never run stale code.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from types import ModuleType

try:
    __version__ = version("tabletop-sim")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"

COMPILED = (
    "sim.foosball.drive",
    "sim.foosball.rod_motion",
    "sim.foosball.table",
    "sim.slider.curved_events",
    "sim.slider.curved_path",
    "sim.slider.footprint_ode",
    "sim.tiles.walk",
    "games.foosball.players.cpu",  # games/__init__.py imports sim first, so this guard covers it
)
_ROOT = Path(__file__).parent.parent  # the folder that holds the sim and games packages


def built_before_edited(root: Path = _ROOT) -> bool:
    """Is any compiled module under ``root`` older than its source?"""
    for name in COMPILED:
        stem = root.joinpath(*name.split("."))
        source = stem.with_suffix(".py").stat().st_mtime
        for suffix in EXTENSION_SUFFIXES:
            built = stem.with_name(stem.name + suffix)
            if built.exists() and built.stat().st_mtime < source:
                return True
    return False


class _Source(importlib.abc.MetaPathFinder):
    """Finds the compiled modules' source ahead of their extensions (the import system prefers
    an extension to a source beside it)."""

    def find_spec(
        self, fullname: str, path: object = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if fullname not in COMPILED:
            return None
        return importlib.util.spec_from_file_location(
            fullname, _ROOT.joinpath(*fullname.split(".")).with_suffix(".py")
        )


# Only a source checkout (an editable install) is edited: an installed copy's files are written
# in any order, its sources a moment after their extensions.
_CHECKOUT = (_ROOT / "pyproject.toml").exists()
if os.environ.get("TABLETOP_COMPILED") == "0" or (_CHECKOUT and built_before_edited()):
    sys.meta_path.insert(0, _Source())


def compiled() -> bool:
    """Is the foosball table running compiled (it is imported to find out)?"""
    from sim.foosball import table

    return not str(table.__file__).endswith(".py")


__all__ = ["COMPILED", "__version__", "built_before_edited", "compiled"]

"""The build: plain setuptools, with the hot modules (the foosball table and its CPU, the slide
of a real footprint, the board planners' search) compiled by mypyc.

mypyc turns these strictly typed modules into C extensions from the same source: the table steps
about twice as fast, and a game is the same bit for bit (floating point is not contracted).
``TABLETOP_COMPILED=0`` builds plain Python, ``=1`` insists on the compiled build; unset, the
build falls back to plain Python by itself when it cannot compile (no mypyc, no C compiler, or a
newer mypy that finds fault with the types). ``sim/__init__.py`` keeps an extension from
shadowing a source edited since it was built.
"""

from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from setuptools import Extension, setup

COMPILED = [
    "sim/foosball/drive.py",
    "sim/foosball/rod_motion.py",
    "sim/foosball/table.py",
    "sim/slider/curved_events.py",
    "sim/slider/curved_path.py",
    "sim/slider/footprint_ode.py",
    "sim/tiles/walk.py",
    "games/foosball/players/cpu.py",
]


def forget_stale_extensions(folders: tuple[str, ...] = ("sim", "games")) -> None:
    """Extensions an earlier build left in a checkout for modules that have since moved or gone:
    nothing imports them, and a module of the same name added later must not find one."""
    for built in (path for folder in folders for path in Path(folder).rglob("*")):
        suffix = next((s for s in EXTENSION_SUFFIXES if built.name.endswith(s)), None)
        if suffix is not None and not built.with_name(built.name.removesuffix(suffix) + ".py").exists():
            built.unlink()


def compiled() -> list[Extension]:
    forget_stale_extensions()
    wanted = os.environ.get("TABLETOP_COMPILED", "")
    if wanted == "0":
        return []
    try:
        from mypyc.build import mypycify

        # Type-checked as CI checks them (pyproject.toml's [tool.mypy], with numpy and pymunk
        # among the build's requirements): mypyc compiles what the types say.
        extensions = mypycify(COMPILED, opt_level="3")
    except (Exception, SystemExit) as error:  # mypyc exits on a type error
        if wanted == "1":
            raise
        print(f"tabletop-sim: building plain Python, mypyc could not compile: {error!r}", file=sys.stderr)
        return []
    for extension in extensions:
        extension.optional = wanted != "1"  # no C compiler: the plain Python modules stay
        if sys.platform != "win32":  # MSVC never contracts by default; gcc and clang may
            extension.extra_compile_args.append("-ffp-contract=off")  # no fused multiply-adds
    return extensions


setup(ext_modules=compiled())

"""The foosball table and the footprint slide compiled by mypyc (setup.py) play exactly as their
source does, and the source runs instead when asked, or when it was edited after the build."""

import json
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

import sim
from games.foosball.match import play_game

SEEDS = (0, 1)
SOURCE_GAMES = f"""
import json, sim
from games.foosball.match import play_game
assert not sim.compiled()
print(json.dumps([play_game(s, "club", "club").to_json(with_log=True) for s in {SEEDS!r}]))
"""


def _from_source(code: str) -> str:
    env = {**os.environ, "TABLETOP_COMPILED": "0"}
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    return run.stdout


def test_tabletop_compiled_0_runs_the_source() -> None:
    assert _from_source("import sim; print(sim.compiled())").strip() == "False"


@pytest.mark.slow
@pytest.mark.skipif(not sim.compiled(), reason="the table is not compiled in this install")
def test_the_compiled_table_plays_the_same_games_as_its_source_bit_for_bit() -> None:
    compiled = [play_game(s, "club", "club").to_json(with_log=True) for s in SEEDS]
    assert json.loads(_from_source(SOURCE_GAMES)) == compiled


def _touch(path: Path, mtime: float) -> None:
    path.write_text("")
    os.utime(path, (mtime, mtime))


@pytest.mark.parametrize(
    ("built", "edited", "stale"),
    [(200.0, 100.0, False), (100.0, 200.0, True), (None, 200.0, False)],
)
def test_a_module_edited_after_it_was_compiled_is_stale(
    tmp_path: Path, built: float | None, edited: float, stale: bool
) -> None:
    for name in sim.COMPILED:
        stem = tmp_path.joinpath(*name.split("."))
        stem.parent.mkdir(parents=True, exist_ok=True)
        _touch(stem.with_suffix(".py"), 150.0)
        if built is not None:
            _touch(stem.with_name(stem.name + EXTENSION_SUFFIXES[0]), 150.0)
    cpu = tmp_path / "games" / "foosball" / "players"  # a game's module as well as the table's
    _touch(cpu / "cpu.py", edited)
    if built is not None:
        _touch(cpu / f"cpu{EXTENSION_SUFFIXES[0]}", built)
    assert sim.built_before_edited(tmp_path) is stale


FOOTPRINT_RESTS = """
import json, sim
from dataclasses import astuple
from sim.slider.footprint import Footprint
from sim.slider.footprint_table import FootprintFriction
assert not sim.compiled()
model = FootprintFriction(Footprint.lens(0.030, 0.018), 0.35)
print(json.dumps([list(astuple(model.rest(v, 0.3, w, 1.0))) for v, w in ((1.2, 40.0), (0.6, -90.0))]))
"""


@pytest.mark.skipif(not sim.compiled(), reason="the table is not compiled in this install")
def test_the_compiled_footprint_slide_rests_where_its_source_does_bit_for_bit() -> None:
    from dataclasses import astuple

    from sim.slider.footprint import Footprint
    from sim.slider.footprint_table import FootprintFriction

    model = FootprintFriction(Footprint.lens(0.030, 0.018), 0.35)
    compiled = [list(astuple(model.rest(v, 0.3, w, 1.0))) for v, w in ((1.2, 40.0), (0.6, -90.0))]
    assert json.loads(_from_source(FOOTPRINT_RESTS)) == compiled

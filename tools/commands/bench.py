"""``tabletop bench``: measure the project's performance figures (docs/benchmarks.md)."""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import numpy as np
import pymunk

from sim import __version__, compiled
from sim.slider.mat import Mat

from .. import benchmarks as b
from .. import env_benchmarks as e
from ..errors import CliError
from ..options import add_mat_option, float_in, load_mat


@dataclass(frozen=True, slots=True)
class Figure:
    what: str
    unit: str
    target: float | None  # None: measured for comparison only
    higher_is_better: bool
    measure: Callable[[Mat, float], float]  # (mat, seconds to spend) -> value
    one_core: bool = True  # measured pinned to one core (not a figure of a pool of processes)

    def verdict(self, value: float) -> str:
        if self.target is None:
            return ""
        met = value >= self.target if self.higher_is_better else value <= self.target
        return "ok" if met else "MISSES TARGET"

    def goal(self) -> str:
        if self.target is None:
            return ""
        return f"{'>=' if self.higher_is_better else '<='} {self.target:,.0f}"


def _frame_figure(scene: str) -> Figure:
    state = b.FRAME_SCENES[scene].split("-", 1)[1].replace("-", " ")

    def measure(mat: Mat, seconds: float) -> float:
        return b.frame_ms_median(scene, max(60, int(240 * seconds)))

    return Figure(f"{scene} window, 1280x720: four updates and a draw, {state}", "ms", 4.0, False, measure)


def _frame_p99_figure(scene: str, size: tuple[int, int]) -> Figure:
    state = b.FRAME_P99_SCENES[scene].replace("-", " ")

    def measure(mat: Mat, seconds: float) -> float:
        return b.frame_ms_p99(scene, size, max(300, int(300 * seconds)))

    what = f"{state}, {size[0]}x{size[1]}: 99th percentile of four updates and the whole draw"
    return Figure(what, "ms", 8.0, False, measure)


FIGURES: dict[str, Figure] = {
    "flick_per_s": Figure("full model, a 1 m slide with spin", "flicks/s", 1000.0, True, b.flick_per_s),
    "footprint_flick_per_s": Figure(
        "the same flick, footprint model (lens, uniform pressure): curved path, events, touches",
        "flicks/s",
        5000.0,
        True,
        b.footprint_flick_per_s,
    ),
    "footprint_rests_per_s": Figure(
        "footprint model rest poses of the batch's flicks, one core",
        "flicks/s",
        1_000_000.0,
        True,
        b.footprint_rests_per_s,
    ),
    "naive_pymunk_flicks_per_s": Figure(
        "baseline: pymunk + Python velocity_func at 240 Hz",
        "flicks/s",
        None,
        True,
        b.naive_pymunk_flicks_per_s,
    ),
    "batch_flicks_per_s": Figure(
        "vectorised rest poses and touches", "flicks/s", 2_000_000.0, True, b.batch_flicks_per_s
    ),
    "kick_per_s": Figure("field-goal kicks: flight, contacts, call", "kicks/s", 2000.0, True, b.kick_per_s),
    "ff_games_per_s": Figure(
        "Finger Football games, club CPU against club CPU", "games/s", 10.0, True, b.ff_games_per_s
    ),
    "foosball_realtime_factor": Figure(
        "foosball: seconds of play per CPU second, whole club games",
        "x",
        100.0,
        True,
        b.foosball_realtime_factor,
    ),
    "foosball_games_per_hour_cpu": Figure(
        "foosball games under the rules, club CPU against club CPU",
        "games/CPU-hour",
        None,
        True,
        b.foosball_games_per_hour_cpu,
    ),
    "allpro_games_per_s": Figure(
        "All-Pro Football games, CPU against CPU", "games/s", 2.0, True, b.allpro_games_per_s
    ),
    "allpro_decisions_per_s": Figure(
        "All-Pro engine: random legal play, list and apply",
        "decisions/s",
        20_000.0,
        True,
        b.allpro_decisions_per_s,
    ),
    "allpro_coach_decisions_per_s": Figure(
        "All-Pro coach against itself: its decisions, applied",
        "decisions/s",
        2_000.0,
        True,
        b.allpro_coach_decisions_per_s,
    ),
    "tortellini_turns_per_s": Figure(
        "Tortellini engine: random legal orders, both sides",
        "turns/s",
        20_000.0,
        True,
        b.tortellini_turns_per_s,
    ),
    "tortellini_cpu_games_per_s": Figure(
        "Tortellini games, expert CPU against expert CPU", "games/s", 20.0, True, b.tortellini_cpu_games_per_s
    ),
    "tortellini_strategist_decisions_per_s": Figure(
        "Tortellini strategist against itself: its placements and plans",
        "decisions/s",
        250.0,
        True,
        b.tortellini_strategist_decisions_per_s,
    ),
    "env_field_goal_steps_per_s": Figure(
        "environment tabletop/FieldGoal-v0", "steps/s", 200.0, True, e.env_field_goal_steps_per_s
    ),
    "env_flick_steps_per_s": Figure(
        "environment tabletop/Flick-v0", "steps/s", 1000.0, True, e.env_flick_steps_per_s
    ),
    "env_finger_football_steps_per_s": Figure(
        "environment Finger Football (AEC), random play",
        "steps/s",
        200.0,
        True,
        e.env_finger_football_steps_per_s,
    ),
    "env_all_pro_steps_per_s": Figure(
        "environment All-Pro (AEC), random legal play", "steps/s", 2000.0, True, e.env_all_pro_steps_per_s
    ),
    "env_tortellini_steps_per_s": Figure(
        "environment Tortellini (Parallel), random legal plans",
        "steps/s",
        1000.0,
        True,
        e.env_tortellini_steps_per_s,
    ),
    "env_foosball_realtime_factor": Figure(
        "environment foosball (Parallel), 60 Hz decisions: play per CPU second",
        "x",
        100.0,
        True,
        e.env_foosball_realtime_factor,
    ),
    "replay_speedup": Figure(
        "a recorded Finger Football game re-simulated, against its physical time",
        "x real time",
        200.0,
        True,
        b.replay_speedup,
    ),
    "replay_open_actions_per_s": Figure(
        "the replay viewer preparing a recorded All-Pro game (each action applied, written, hashed)",
        "actions/s",
        1_000.0,
        True,
        b.replay_open_actions_per_s,
    ),
    "mat_report_flicks_per_s": Figure(
        "mat report study on one core (batch model)", "flicks/s", 1_000_000.0, True, b.mat_report_flicks_per_s
    ),
    "mat_report_speedup": Figure(
        "mat report study on all local cores, against one", "x", None, True, b.mat_report_speedup, False
    ),
    **{f"frame_ms_median_{scene}": _frame_figure(scene) for scene in b.FRAME_SCENES},
    **{
        f"frame_ms_p99_{scene}_{w}x{h}": _frame_p99_figure(scene, (w, h))
        for scene in b.FRAME_P99_SCENES
        for w, h in b.FRAME_SIZES
    },
}


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "bench",
        help="measure the performance figures",
        description="Measure the performance figures, each against its target (docs/benchmarks.md).",
    )
    add_mat_option(p)
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument(
        "--seconds",
        type=float_in(0.01, 600.0, " s"),
        default=2.0,
        help="time spent on each figure (default 2)",
    )
    p.add_argument(
        "--only",
        nargs="+",
        choices=sorted(FIGURES),
        metavar="NAME",
        help="measure only: " + ", ".join(FIGURES),
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if not args.seconds > 0:
        raise CliError("--seconds must be positive")
    mat = load_mat(args.mat)
    print(f"the foosball table runs {_build()}", file=sys.stderr)
    figures: dict[str, float] = {}
    for name in args.only or list(FIGURES):
        print(f"measuring {name}: {FIGURES[name].what}...", file=sys.stderr, flush=True)
        with one_core(enabled=FIGURES[name].one_core):
            figures[name] = FIGURES[name].measure(mat, args.seconds)
    if "flick_per_s" in figures and "naive_pymunk_flicks_per_s" in figures:
        figures["flick_speedup_over_naive"] = figures["flick_per_s"] / figures["naive_pymunk_flicks_per_s"]
    if args.json:
        print(json.dumps({"figures": figures, "machine": machine()}, indent=2))
    else:
        print(table(figures))
    return 0


@contextmanager
def one_core(enabled: bool = True) -> Iterator[None]:
    """Run on one core only, where the system allows it: a process the scheduler moves between
    cores loses its caches, and its figure swings by a third from run to run."""
    get = getattr(os, "sched_getaffinity", None)
    put = getattr(os, "sched_setaffinity", None)
    if not enabled or get is None or put is None:
        yield
        return
    allowed = get(0)
    put(0, {min(allowed)})
    try:
        yield
    finally:
        put(0, allowed)


def machine() -> dict[str, Any]:
    return {
        "tabletop_sim": __version__,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "pymunk": pymunk.version,
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "foosball_table": _build(),
    }


def _build() -> str:
    """How the foosball table's modules run (setup.py compiles them)."""
    return "compiled by mypyc" if compiled() else "from its Python source (not compiled)"


def table(figures: dict[str, float]) -> str:
    rows = []
    for name, value in figures.items():
        fig = FIGURES.get(name)
        if fig is None:  # a derived ratio
            rows.append(f"{name:28} {value:>14,.2f} x")
        else:
            rows.append(f"{name:28} {value:>14,.2f} {fig.unit:9} {fig.goal():14} {fig.verdict(value)}")
    return "\n".join(rows)

"""The measurements behind ``tabletop bench``. Each returns one figure; none asserts anything."""

from __future__ import annotations

import math
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import replace

import numpy as np

from sim.geometry import Pose
from sim.slider.batch import BatchModel
from sim.slider.footprint_table import FootprintFriction
from sim.slider.mat import FrictionKind, Mat
from sim.slider.table import Flick, SliderTable

from .naive_slider import naive_flick

MIN_FOOS_GAMES = 6
BENCH_SPIN = 30.0  # rad/s: the "1 m slide with spin" of the flick figures


def _rate(fn: Callable[[], int], seconds: float, clock: Callable[[], float] = time.process_time) -> float:
    """Calls of ``fn`` (each reporting how many items it did) per second of ``clock``, over
    ``seconds``. The clock is this process's CPU time, so a busy machine does not change the
    figure; only work spread over other processes is timed by the wall clock."""
    fn()  # warm up: tables, caches, first allocations
    done, start = 0, clock()
    while True:
        done += fn()
        elapsed = clock() - start
        if elapsed >= seconds:
            return done / elapsed


def speed_for(table: SliderTable, distance: float, spin: float) -> float:
    """The launch speed that slides ``distance`` with ``spin`` (bisection on the closed form)."""
    lo, hi = 0.01, 8.0
    for _ in range(60):
        mid = 0.5 * (lo + hi)
        if table.friction.slide(mid, spin).distance < distance:
            lo = mid
        else:
            hi = mid
    return 0.5 * (lo + hi)


def flick_per_s(mat: Mat, seconds: float) -> float:
    table = SliderTable(mat)
    spec = mat.slider
    start = Pose(0.1, 0.0)
    speed = speed_for(table, 1.0, BENCH_SPIN)
    flick = Flick.from_velocity(speed, 0.0, BENCH_SPIN, spec.mass, spec.inertia, 0.0)

    def one() -> int:
        table.flick(start, flick)
        return 1

    return _rate(one, seconds)


def _with_footprint(mat: Mat) -> Mat:
    """``mat`` with the footprint model (the lens, uniform pressure) for its slider."""
    return replace(mat, slider=replace(mat.slider, friction=FrictionKind.FOOTPRINT))


def footprint_flick_per_s(mat: Mat, seconds: float) -> float:
    """The flick of :func:`flick_per_s` (the same launch) slid by the footprint model."""
    speed = speed_for(SliderTable(mat), 1.0, BENCH_SPIN)
    foot = _with_footprint(mat)
    table = SliderTable(foot)
    flick = Flick.from_velocity(speed, 0.0, BENCH_SPIN, foot.slider.mass, foot.slider.inertia, 0.0)
    start = Pose(0.1, 0.0)

    def one() -> int:
        table._last_path = None  # a fresh slide every time, not the one kept for drawing
        table.flick(start, flick)
        return 1

    return _rate(one, seconds)


def footprint_rests_per_s(mat: Mat, seconds: float, n: int = 2000) -> float:
    """Rest poses of the batch's flicks by the footprint model, one at a time on one core."""
    foot = _with_footprint(mat)
    model = FootprintFriction(foot.slider.footprint(), foot.mu)
    _, _, angle, speed, direction, spin = (a.tolist() for a in batch_flicks(mat, n))

    def one() -> int:
        for k in range(n):
            model.rest(speed[k], direction[k], spin[k], angle[k])
        return n

    return _rate(one, seconds)


def naive_pymunk_flicks_per_s(mat: Mat, seconds: float) -> float:
    table = SliderTable(mat)
    speed = speed_for(table, 1.0, BENCH_SPIN)

    def one() -> int:
        naive_flick(table, Pose(0.1, 0.0), speed, 0.0, BENCH_SPIN)
        return 1

    return _rate(one, seconds)


def batch_flicks(mat: Mat, n: int, seed: int = 0) -> tuple[np.ndarray, ...]:
    """A realistic batch: flicks from lines of scrimmage across the field at targets ahead,
    with a club player's spread of speed, angle and spin."""
    rng = np.random.default_rng(seed)
    yd = mat.field.yard
    x0 = rng.uniform(10 * yd, 80 * yd, n)
    y0 = np.zeros(n)
    tx = x0 + rng.uniform(10 * yd, 40 * yd, n)
    ty = rng.choice([-21 * yd, 0.0, 21 * yd], n)
    dist = np.hypot(tx - x0, ty - y0)
    speed = np.sqrt(2 * mat.mu * 9.81 * dist) * rng.normal(1.0, 0.06, n)
    direction = np.arctan2(ty - y0, tx - x0) + rng.normal(0.0, math.radians(3), n)
    spin = rng.normal(0.0, 20.0, n)
    angle = rng.uniform(-math.pi, math.pi, n)
    return x0, y0, angle, np.abs(speed), direction, spin


def batch_flicks_per_s(mat: Mat, seconds: float, n: int = 1 << 18) -> float:
    """Rest poses and every feature touched at rest, for arrays of flicks."""
    model = BatchModel(mat)
    x0, y0, a0, speed, direction, spin = batch_flicks(mat, n)

    def one() -> int:
        rest = model.rest(x0, y0, a0, speed, direction, spin)
        model.touching(rest.x, rest.y, rest.angle)
        return n

    return _rate(one, seconds)


FRAME_SCENES = {
    "practice": "practice-sliding",
    "game": "game-sliding",
    "kick": "kick-flying",
    "replay": "replay-a-flick",
}


def frame_ms_median(scene: str, frames: int) -> float:
    """One frame of a window at 1280x720, headless: four 240 Hz updates and the draw, in the
    window's busiest usual state (a slide, a kick in flight, a replayed flick), set up again
    every second so it stays busy. The median, in milliseconds."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from games.app.scene_states import STATES
    from games.window.app import App
    from games.window.settings import Settings

    state = next(s for s in STATES if s.name == FRAME_SCENES[scene])
    app = App((1280, 720), settings=Settings(None))
    times = []
    for k in range(frames):
        if k % 60 == 0:
            app.stack.clear()
            state.setup(app)
        top = app.stack.top
        assert top is not None
        start = time.perf_counter()
        for _ in range(4):  # 240 Hz physics at 60 frames a second
            top.update(app.clock.dt)
        top.draw(app.screen, 0.5)
        times.append((time.perf_counter() - start) * 1000.0)
    app.stack.clear()
    return statistics.median(times)


# The windows whose 99th-percentile frame time is measured (docs/benchmarks.md), each in a busy
# state: something moving every frame.
FRAME_P99_SCENES = {
    "ff_game": "game-sliding",
    "ff_practice": "practice-sliding",
    "field_goal": "kick-flying",
    "foosball_match": "foosball-normal-play",
    "foosball_practice": "foosball-practice-playing",
    "all_pro": "all-pro-cpu-series",
    "tortellini_reveal": "tortellini-chips-moving",
}
FRAME_SIZES = ((960, 600), (1920, 1080))


def frame_ms_p99(scene: str, size: tuple[int, int], frames: int) -> float:
    """One frame of a window of ``size``, headless (SDL_VIDEODRIVER=dummy): four 240 Hz updates
    and everything the application draws (the scene, and the kit's guide, notes and questions
    over it), in a busy state set up again every second. The 99th percentile, in milliseconds."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from games.app.scene_states import STATES
    from games.window.app import App
    from games.window.settings import Settings

    state = next(s for s in STATES if s.name == FRAME_P99_SCENES[scene])
    app = App(size, settings=Settings(None))
    times = []
    for k in range(frames):
        if k % 60 == 0:
            app.stack.clear()
            state.setup(app)
            app.guides.clear()  # the frames of play, not of a first game's guide
        top = app.stack.top
        assert top is not None
        start = time.perf_counter()
        for _ in range(4):  # 240 Hz physics at 60 frames a second
            top.update(app.clock.dt)
        app.draw(top)
        times.append((time.perf_counter() - start) * 1000.0)
    app.stack.clear()
    return float(np.percentile(times[1:], 99))  # the first frame of all fills the caches


def kick_per_s(mat: Mat, seconds: float) -> float:
    """Whole field-goal attempts: flight with drag, contacts, the call. Aims and speeds vary so
    some kicks hit the fingers and the table."""
    from sim.kick import Kick, KickRange, load_setup

    setup = load_setup()
    rng = KickRange(setup.goalpost("medium", mat.field.length + mat.field.endzone), setup.ball)
    kicks = [
        Kick(3.2 + 0.1 * (k % 9), math.radians(30 + 3 * (k % 7)), math.radians(-4 + (k % 5) * 2))
        for k in range(64)
    ]

    def batch() -> int:
        for kick in kicks:
            rng.kick(kick)
        return len(kicks)

    return _rate(batch, seconds)


def foosball_realtime_factor(mat: Mat, seconds: float) -> float:
    """Seconds of foosball simulated per second of CPU in whole games under the MabuchiLab
    rules, club CPU against club CPU (seeds from 0): serves, play, dead balls and restarts as
    they come, sub-steps included."""
    from games.foosball.match import DT, FoosMatch

    seeds = iter(range(1_000_000))
    match = FoosMatch(next(seeds), "club", "club")

    def second() -> int:
        nonlocal match
        for _ in range(round(1.0 / DT)):  # each step is DT of play
            if match.ref.is_over():
                match = FoosMatch(next(seeds), "club", "club")
            match.step()
        return 1

    return _rate(second, seconds)


def foosball_games_per_hour_cpu(mat: Mat, seconds: float) -> float:
    """Whole foosball games under the MabuchiLab rules, club CPU against club CPU, per hour of
    this process's CPU time."""
    from games.foosball.match import play_game

    # Games differ in length: always the same seeds from 0, and at least MIN_FOOS_GAMES of them.
    start, games = time.process_time(), 0
    while games < MIN_FOOS_GAMES or time.process_time() - start < seconds:
        play_game(games, "club", "club")
        games += 1
    return 3600.0 * games / (time.process_time() - start)


def allpro_games_per_s(mat: Mat, seconds: float) -> float:
    """Whole All-Pro Football games, CPU against CPU, headless."""
    from games.all_pro.match import play_game

    seed = iter(range(1_000_000))

    def one() -> int:
        play_game(next(seed), "cpu", "cpu")
        return 1

    return _rate(one, seconds)


def allpro_decisions_per_s(mat: Mat, seconds: float) -> float:
    """The engine's speed: random legal play, each decision listing the legal actions and
    applying one of them."""
    from games.all_pro.rules.engine import AllPro

    rng = np.random.default_rng(0)
    seed = iter(range(1_000_000))

    def game() -> int:
        g, n = AllPro(next(seed)), 0
        while not g.is_over():
            actions = g.legal_actions()
            g.apply(actions[int(rng.integers(len(actions)))])
            n += 1
        return n

    return _rate(game, seconds)


def allpro_coach_decisions_per_s(mat: Mat, seconds: float) -> float:
    """The coach's pace: whole games of the coach against itself, each of its decisions and the
    engine applying it."""
    from games.all_pro.match import play_game

    seed = iter(range(1_000_000))

    def one() -> int:
        return play_game(next(seed), "coach", "coach").actions

    return _rate(one, seconds)


def tortellini_turns_per_s(mat: Mat, seconds: float) -> float:
    """The Tortellini engine: random legal orders on both sides, each turn drawn and resolved."""
    from games.tortellini.players.bot import random_placement, random_plan
    from games.tortellini.rules.actions import Joint, Phase, Team
    from games.tortellini.rules.engine import Tortellini

    rng = np.random.default_rng(0)
    seed = iter(range(1_000_000))

    def game() -> int:
        g = Tortellini(next(seed))
        while not g.is_over():
            placer = g.to_place()
            if placer is not None:
                g.apply(random_placement(g, placer, rng))
            else:
                g.apply(Joint(random_plan(g, Team.ONE, rng), random_plan(g, Team.TWO, rng)))
        return g.turn if g.phase == Phase.OVER else 0

    return _rate(game, seconds)


def tortellini_cpu_games_per_s(mat: Mat, seconds: float) -> float:
    """Whole Tortellini games, expert CPU against expert CPU."""
    from games.tortellini.match import play_game

    seed = iter(range(1_000_000))

    def one() -> int:
        play_game(next(seed), "expert", "expert")
        return 1

    return _rate(one, seconds)


def tortellini_strategist_decisions_per_s(mat: Mat, seconds: float) -> float:
    """The strategist's pace: whole games of the strategist against itself, each placement or
    plan it makes (a plan: its turn's matrix built, solved and drawn from)."""
    from games.tortellini.match import play_game

    seed = iter(range(1_000_000))

    def one() -> int:
        summary = play_game(next(seed), "strategist", "strategist")
        placements = sum(1 for e in summary.log if e.kind == "place")
        return placements + 2 * summary.turns  # both sides plan every turn

    return _rate(one, seconds)


def ff_games_per_s(mat: Mat, seconds: float) -> float:
    """Whole Finger Football games, club bot against club bot, with full physics."""
    from games.finger_football.match import Physics, play_game

    physics = Physics(mat)
    seed = iter(range(1_000_000))

    def one() -> int:
        play_game(next(seed), "club", "club", mat=mat, physics=physics)
        return 1

    return _rate(one, seconds)


def replay_open_actions_per_s(mat: Mat, seconds: float) -> float:
    """How fast the replay viewer prepares a recorded All-Pro game (CPU against CPU, the longest
    log of the four games): every action re-applied, the state written and hashed after each, in
    actions a second. A viewer opens a game of about 1,000 actions in 1,000 / this seconds."""
    import tempfile
    from pathlib import Path

    from games.all_pro.spec import SPEC
    from games.replays import record_game
    from games.replays.frames import frames_of

    with tempfile.TemporaryDirectory() as folder:
        path = record_game(SPEC.name, 1, Path(folder) / "bench.jsonl")

        def one() -> int:
            _, frames, error = frames_of(path, None)
            if error is not None:
                raise RuntimeError(f"the recorded game did not open: {error}")
            return len(frames) - 1

        return _rate(one, seconds)


def replay_speedup(mat: Mat, seconds: float) -> float:
    """How many times faster than real time a recorded Finger Football game (club CPU against
    club CPU) re-simulates headless: every action decoded, every shot simulated again, every hash
    checked. Real time is the game's physical time alone (each slide and kick from launch to
    rest), the least a game at a real table could take."""
    import tempfile
    from pathlib import Path

    from games.finger_football.rules.actions import Flicked, Kicked
    from games.finger_football.spec import SPEC
    from games.replays import load, record_game, steps, verify

    with tempfile.TemporaryDirectory() as folder:
        path = record_game(SPEC.name, 1, Path(folder) / "bench.jsonl")
        replay, codec = load(path)
        physical = sum(
            s.action.outcome.time for s in steps(replay, codec) if isinstance(s.action, Flicked | Kicked)
        )

        def one() -> int:
            if not verify(path).identical:
                raise RuntimeError("the recorded game did not replay identically")
            return 1

        return physical * _rate(one, seconds)


def _report_rate(
    mat: Mat, seconds: float, jobs: int, clock: Callable[[], float] = time.process_time
) -> float:
    from games.mat_tuning import sweep
    from games.mat_tuning.hand import hand
    from games.mat_tuning.shots import study_shots

    work = sweep.chunks(mat, study_shots(mat), hand("club"), 2 * sweep.BLOCK, 0, exact=False)
    flicks = sum(c.flicks for c in work)

    def one() -> int:
        sweep.run(work, jobs)
        return flicks

    return _rate(one, seconds, clock)


def mat_report_flicks_per_s(mat: Mat, seconds: float) -> float:
    """A mat report's study on one core: every shot of the grid, noisy club flicks through the
    batch model, counted as goal, flag, fumble, out and success."""
    return _report_rate(mat, seconds, 1)


def mat_report_speedup(mat: Mat, seconds: float) -> float:
    """The same study on all local cores (a process pool), against one core."""
    cores = os.cpu_count() or 1
    # A pool's work is done in other processes: both sides of the ratio by the wall clock.
    wall = time.perf_counter
    return _report_rate(mat, seconds, cores, wall) / _report_rate(mat, seconds, 1, wall)

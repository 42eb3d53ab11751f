"""Foosball at its edges: the ball always somewhere the rules can act on, every shot credited to
the figure that made it, a canonical demand that holds the ball, figures the ball never passes
through, dead balls kept on the field, and the doubtful sentences read literally
(docs/rules/foosball.md says why)."""

from __future__ import annotations

import math
from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.foosball.match import DT, FoosMatch
from games.foosball.players.cpu import dead_ball_spot
from games.foosball.rules.actions import (
    Acknowledge,
    DemandCanonical,
    FoosOptions,
    MoveDeadBall,
    Phase,
    TakeBall,
)
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.scoring import Touch
from sim.foosball.spec import Side, load_table
from sim.foosball.table import BallPlace, FoosballTable, RodCommand

SPEC = load_table()
HOME, AWAY = Side.HOME, Side.AWAY
PLACES = {
    Phase.SERVE: {BallPlace.HAND},
    Phase.RESTART: {BallPlace.HAND},
    Phase.SERVING: {BallPlace.HOLE, BallPlace.FIELD},
    Phase.RESTARTING: {BallPlace.HOLE, BallPlace.FIELD},
    Phase.PLAY: {BallPlace.FIELD, BallPlace.GOAL},
    Phase.FREE_FOR_ALL: {BallPlace.OFF, BallPlace.FIELD, BallPlace.GOAL},
    Phase.DEAD: {BallPlace.FIELD, BallPlace.HOLE},  # a served ball can stop in the hole's mouth
}
LIMIT = 10.0  # s of simulated time with nothing happening


def _others_up(rod: int) -> dict[int, RodCommand]:
    return {i: RodCommand(0.0, math.pi / 2) for i in range(8) if i != rod}


# ----------------------------------------------------------------------------- never stuck


def test_a_sideways_serve_comes_back_to_the_server() -> None:
    """`FoosMatch.serve(HOME, 0.667, 0.333)` used to leave the ball rolling off beside the table
    for good, the phase "serving" and every new serve refused. A serve that will not enter play
    is the server's to make again."""
    match = FoosMatch(0, None, None, FoosOptions(first_server="home"))
    match.serve(HOME, 0.667, 0.333)
    for _ in range(240):
        match.step()
        if match.ref.phase == Phase.SERVE:
            break
    assert match.ref.phase == Phase.SERVE and match.ref.server == HOME
    assert match.table.place == BallPlace.HAND
    assert "never entered play" in match.ref.log[-1].text
    match.serve(HOME, 0.1, 1.5)
    for _ in range(240):
        match.step()
    assert match.ref.phase == Phase.PLAY


def _stress(seed: int, seconds: float) -> tuple[int, int]:
    """Two players who do random things at random: serves of any speed and direction (weak and
    sideways ones too), rods driven anywhere, dead balls moved, loose balls taken. After every
    step the ball is in a place its phase allows, and within LIMIT seconds of any moment either
    play is live (the ball rolling, or resting where a contender can play it) or the phase has
    moved on. Returns (serves, phases seen)."""
    rng = np.random.default_rng(seed)
    serves, phases, played, game = 0, set(), 0.0, 0
    while played < seconds:
        match = FoosMatch(seed * 1000 + game, None, None)
        s, seen = _random_play(match, rng, seconds - played)
        serves, phases, played, game = serves + s, phases | seen, played + match.table.t, game + 1
    return serves, len(phases)


def _random_play(match: FoosMatch, rng: np.random.Generator, seconds: float) -> tuple[int, set[Phase]]:
    ref, table = match.ref, match.table
    commands: dict[int, RodCommand] = {}
    serves, phases = 0, set()
    quiet_since, last_phase, loose_for = 0.0, ref.phase, 0.0
    while table.t < seconds and not ref.is_over():
        phase = ref.phase
        phases.add(phase)
        if phase in (Phase.SERVE, Phase.RESTART):
            if ref.canonical_demanded:
                for side in Side:
                    if side not in ref.acknowledged:
                        match.act(Acknowledge(side))
            speed, angle = rng.uniform(0.0, 3.0), rng.uniform(0.0, 2.0 * math.pi)
            match.serve(ref.server, speed * math.cos(angle), speed * math.sin(angle))
            serves += 1
        elif phase == Phase.DEAD:
            if ref.possession is not None:
                match.act(TakeBall(ref.possession))
            else:
                assert ref.mover is not None
                x, y, _ = table.ball_position
                legal = lambda sx, sy: ref.check_move(ref.mover, sx, sy) is None  # type: ignore[arg-type]  # noqa: E731
                spot = dead_ball_spot(table, ref.mover, x, y, legal)
                assert spot is not None, f"a dead ball at ({x:.3f}, {y:.3f}) nobody can put back in reach"
                match.act(MoveDeadBall(ref.mover, *spot))
        elif phase == Phase.FREE_FOR_ALL:
            loose_for += DT
            if loose_for > 0.5 and not ref.failure:
                match.act(TakeBall(Side.HOME if rng.random() < 0.5 else Side.AWAY))
                loose_for = 0.0
        if rng.random() < 6 * DT:  # a new rod command every sixth of a second or so
            rod = int(rng.integers(8))
            half = SPEC.rods[rod].travel / 2
            commands[rod] = RodCommand(float(rng.uniform(-half, half)), float(rng.uniform(-2.0, 2.0)))
        match.step(commands)
        if ref.is_over():
            break
        assert table.place in PLACES[ref.phase], (ref.phase, table.place, table.ball_position)
        x, y, _ = table.ball_position
        vx, vy, _ = table.ball_velocity
        # In play, a ball that rolls, or rests where a contender can play it, is live.
        live = ref.phase == Phase.PLAY and (math.hypot(vx, vy) > 0.004 or table.reachable(x, y))
        if live or ref.phase != last_phase:
            quiet_since, last_phase = table.t, ref.phase
        assert table.t - quiet_since <= LIMIT, (ref.phase, table.place, table.ball_position)
    return serves, phases


@pytest.mark.slow
def test_the_ball_is_always_somewhere_the_rules_can_act_on() -> None:
    """Twenty minutes of random play in eight matches (two processes): no state from which
    nothing happens for ten seconds."""
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(_stress, range(8), [150.0] * 8))
    assert sum(s for s, _ in results) >= 300
    assert max(p for _, p in results) >= 5, "the random play reached most phases"


def _serves(seed: int, n: int) -> dict[str, int]:
    """n serves of random speed (0 to 3 m/s) and direction, each from a new game, rods still:
    each ends in play or back in the server's hand within LIMIT seconds."""
    rng = np.random.default_rng(seed)
    outcomes = {"in play": 0, "served again": 0}
    for k in range(n):
        match = FoosMatch(seed * 100_000 + k, None, None)
        server = match.ref.server
        speed, angle = rng.uniform(0.0, 3.0), rng.uniform(0.0, 2.0 * math.pi)
        match.serve(server, speed * math.cos(angle), speed * math.sin(angle))
        while match.ref.phase in (Phase.SERVING, Phase.RESTARTING) and match.table.t < LIMIT:
            match.step()
            assert match.table.place in PLACES[match.ref.phase]
        phase = match.ref.phase
        assert phase not in (Phase.SERVING, Phase.RESTARTING), "still serving after ten seconds"
        if phase == Phase.SERVE:
            assert match.ref.server == server and match.table.place == BallPlace.HAND
            outcomes["served again"] += 1
        else:
            outcomes["in play"] += 1
    return outcomes


@pytest.mark.slow
def test_every_serve_enters_play_or_comes_back_to_the_server() -> None:
    """3,000 serves of any speed in any direction (weak, sideways, backwards): each enters play
    or is the server's to make again; none leaves the game waiting for nothing."""
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(_serves, range(6), [500] * 6))
    total = {k: sum(r[k] for r in results) for k in results[0]}
    assert sum(total.values()) == 3000
    assert total["in play"] > 300 and total["served again"] > 300, total


# ----------------------------------------------------------------------------- every shot credited


@settings(max_examples=60, deadline=None)
@given(
    rod=st.integers(0, 7),
    figure=st.integers(0, 4),
    across=st.floats(-0.008, 0.008),
    swing=st.floats(0.4, 1.6),
)
def test_a_shot_by_a_figure_already_touching_the_ball_is_that_figures(
    rod: int, figure: int, across: float, swing: float
) -> None:
    """A ball at rest against a figure, the last touch the other team's: the figure shoots, and
    the referee credits its team (a shame that follows is then ruled on the right team)."""
    spec = SPEC.rods[rod]
    fig = spec.offsets()[figure % spec.figures]
    forward = 1.0 if spec.team == HOME else -1.0
    table = FoosballTable()
    table.set_rods({i: (0.0, math.pi / 2 if i != rod else 0.0) for i in range(8)})  # the others up
    table.place_ball(spec.x + forward * (SPEC.figure_thickness / 2 + SPEC.ball_radius - 5e-4), fig + across)
    ref = FoosReferee.position(
        FoosOptions(first_server="home"), last=Touch(spec.team.other, -1, goalie=False)
    )
    for _ in range(3):
        ref.on_table(table.step(DT, _others_up(rod)))
    for _ in range(10):
        ref.on_table(table.step(DT, {rod: RodCommand(0.0, forward * swing)} | _others_up(rod)))
    assert table.ball_velocity[0] * forward > 1.0, "the shot went forward"
    assert ref.last is not None and ref.last.team == spec.team and ref.last.rod == rod


# ----------------------------------------------------------------------------- the canonical demand


def test_a_canonical_demand_after_the_serve_is_released_holds_the_ball() -> None:
    """ "At any time prior to the ball entering play on a serve, any player may demand the
    assumption of the canonical starting position. In this case, the ball cannot be put into
    play until all players ... acknowledge": a demand while the released ball rolls in the hole
    sends it back to the server, and the serve waits for both teams."""
    match = FoosMatch(0, None, None, FoosOptions(first_server="home"))
    match.serve(HOME, 0.0, 0.3)  # slow: still in the hole a tenth of a second later
    for _ in range(24):
        match.step()
    assert match.ref.phase == Phase.SERVING and not match.ref.in_play
    match.act(DemandCanonical(AWAY))
    match.step()
    assert match.ref.phase == Phase.SERVE and match.table.place == BallPlace.HAND
    assert match.ref.can_put_in_play(HOME) is not None
    match.act(Acknowledge(HOME))
    match.act(Acknowledge(AWAY))
    assert match.ref.can_put_in_play(HOME) is None


# ----------------------------------------------------------------------------- figures are solid


def _seen(table: FoosballTable, rod: int, figure: float) -> tuple[bool, float, bool]:
    """Does the figure reach the ball's height, which side of it is the ball, and does it stand
    across the ball's path?"""
    x, y = table.ball.position
    fx, fy = table._body_at[rod]
    across = abs(y - (fy + figure)) < SPEC.figure_width / 2 + SPEC.ball_radius
    return table._reaches(table.rods[rod], 0), x - fx, across


def _shots_through(seed: int, n: int) -> int:
    """Shots at a swinging figure on the table as the game runs it (the compiled class itself,
    stepped by the game's step: a Python subclass of it runs other code): how many times the
    ball's centre went from one side of the figure to the other in a step while the figure
    reached the ball's height across its path at both ends of it."""
    rng = np.random.default_rng(seed)
    table = FoosballTable()
    up = {i: RodCommand(0.0, math.pi / 2) for i in range(8)}
    crossings = 0
    for _ in range(n):
        rod = int(rng.integers(8))
        spec = SPEC.rods[rod]
        figure = spec.offsets()[int(rng.integers(spec.figures))]
        table.set_rods({i: (0.0, math.pi / 2) for i in range(8)})
        table.set_rods({rod: (0.0, float(rng.uniform(-1.6, 1.6)))})
        side = float(rng.choice([-1.0, 1.0]))
        start = spec.x + side * rng.uniform(0.14, 0.2)  # clear of the foot's whole sweep
        table.place_ball(start, figure + rng.uniform(-0.01, 0.01), -side * rng.uniform(15.0, 25.0), 0.0)
        commands = {**up, rod: RodCommand(0.0, float(rng.uniform(-1.6, 1.6)))}
        before = _seen(table, rod, figure)
        for _ in range(8):
            table.step(DT, commands)
            after = _seen(table, rod, figure)
            driven = rod in table._driven  # a rod not driven this step is far from the ball
            if driven and before[0] and after[0] and before[1] * after[1] < 0.0 and before[2] and after[2]:
                crossings += 1
            before = after
    return crossings


@pytest.mark.slow
def test_no_shot_passes_through_a_swinging_figure() -> None:
    """10,000 shots at 15 to 25 m/s at figures swinging from and to random angles: the ball's
    centre never crosses a figure whose foot reaches its height, and a foot that comes down onto
    the ball strikes it rather than letting it through."""
    with ProcessPoolExecutor(max_workers=2) as pool:
        through = sum(pool.map(_shots_through, range(8), [1250] * 8))
    assert through == 0


# ----------------------------------------------------------------------------- dead balls on the field


def test_a_dead_ball_is_never_put_behind_a_sloped_corner() -> None:
    """`check_move(HOME, -0.592, 0.33)` was accepted: the point is inside the rectangle of the
    table but behind its sloped corner."""
    ref = FoosReferee.position(FoosOptions(first_server="home"), dead_at=(-0.58, 0.3))
    assert ref.phase == Phase.DEAD and ref.mover == HOME
    assert "playing field" in (ref.check_move(HOME, -0.592, 0.33) or "")


DEAD_AT = (-0.45, 0.0)  # between home's goalie and its defence: home moves it


@settings(max_examples=400, deadline=None)
@given(x=st.floats(-0.62, -0.4), y=st.floats(-0.36, 0.36))
def test_every_accepted_dead_ball_spot_is_clear_of_the_walls(x: float, y: float) -> None:
    ref = FoosReferee.position(FoosOptions(first_server="home", dead_ball_rescue="always"), dead_at=DEAD_AT)
    if ref.check_move(HOME, x, y) is not None:
        return
    r = SPEC.ball_radius
    hl, hw, c = SPEC.half_length, SPEC.half_width, SPEC.corner
    assert abs(x) <= hl - r and abs(y) <= hw - r
    # distance to the corner's slope, the line |x| + |y| = hl + hw - c
    assert (hl + hw - c - abs(x) - abs(y)) / math.sqrt(2) >= r - 1e-12


def test_most_of_the_field_behind_a_dead_ball_takes_it() -> None:
    """The property above is not empty: a dead ball may be put almost anywhere between where it
    rests and its mover's goal (a grid of spots 1 cm apart), all but a ball's radius along the
    walls."""
    ref = FoosReferee.position(FoosOptions(first_server="home", dead_ball_rescue="always"), dead_at=DEAD_AT)
    spots = [(-0.6 + 0.01 * i, -0.35 + 0.025 * j) for i in range(16) for j in range(29)]
    accepted = [s for s in spots if ref.check_move(HOME, *s) is None]
    assert len(accepted) > len(spots) // 2

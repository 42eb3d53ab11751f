"""The ball on a gliding piece: it stays while friction can hold it, slides by kinetic friction
beyond, falls off past the top's edge. Checked against closed forms; no rules here."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sim.constants import GRAVITY
from sim.tiles.carry import DT, Grip, Hand, carry, drag_accelerations, hand_glide, min_jerk, peak_of_min_jerk

GRIP = Grip()


def test_a_push_within_the_grip_never_moves_the_ball() -> None:
    a = GRIP.static * GRAVITY * 0.999
    result = carry(np.full(2000, a))
    assert not result.fell and result.slip == 0.0


@pytest.mark.parametrize("times_the_grip", [1.2, 2.0, 5.0])
def test_a_steady_push_beyond_the_grip_slides_the_ball_off_when_the_closed_form_says(
    times_the_grip: float,
) -> None:
    a = GRIP.static * GRAVITY * times_the_grip
    # Left behind, the ball slides back at a - mu_k g relative to the top: s = (a - mu_k g) t^2 / 2.
    expected = math.sqrt(2.0 * GRIP.margin / (a - GRIP.kinetic * GRAVITY))
    result = carry(np.full(round(2 * expected / DT), a))
    assert result.fell and not result.ahead
    assert result.at == pytest.approx(expected, abs=2 * DT)


def test_a_sudden_stop_throws_the_ball_on_ahead() -> None:
    # At rest on a piece that brakes hard: the ball goes on the way the piece was going.
    result = carry(np.full(400, -3.0 * GRIP.static * GRAVITY))
    assert result.fell and result.ahead


def test_a_slide_stops_by_friction_once_the_push_eases() -> None:
    # A short jolt beyond the grip, then a gentle push: the ball slips a little, then is held.
    jolt = np.concatenate([np.full(20, 2.0 * GRIP.static * GRAVITY), np.full(500, 1.0)])
    result = carry(jolt)
    excess = 2.0 * GRIP.static * GRAVITY - GRIP.kinetic * GRAVITY  # relative acceleration in the jolt
    u = excess * 0.02  # relative speed at the jolt's end, then slowed by mu_k g less the push
    slid = 0.5 * excess * 0.02**2 + u**2 / (2.0 * (GRIP.kinetic * GRAVITY - 1.0))
    assert not result.fell and result.slip == pytest.approx(slid, rel=0.05)


@settings(max_examples=60, deadline=None)
@given(st.floats(0.5, 3.0), st.floats(0.05, 0.4), st.floats(1.05, 2.0))
def test_a_slower_glide_of_the_same_way_never_loses_a_ball_a_faster_one_keeps(
    squares: float, seconds: float, slower: float
) -> None:
    distance = squares * GRIP.square
    fast, slow = carry(min_jerk(distance, seconds)), carry(min_jerk(distance, seconds * slower))
    assert not (slow.fell and not fast.fell)
    if not fast.fell:
        assert slow.slip <= fast.slip + 1e-12


def test_the_minimum_jerk_glide_peaks_where_the_closed_form_says() -> None:
    accel = min_jerk(0.05, 0.3, dt=1e-4)
    assert np.max(accel) == pytest.approx(peak_of_min_jerk(0.05, 0.3), rel=1e-3)
    # Starting and ending at rest, it covers the distance: the integral of the integral.
    velocity = np.cumsum(accel) * 1e-4
    assert velocity[-1] == pytest.approx(0.0, abs=1e-9)
    assert np.sum(velocity) * 1e-4 == pytest.approx(0.05, rel=1e-3)


def test_a_drag_sampled_by_the_window_gives_the_glides_accelerations() -> None:
    t = np.linspace(0.0, 0.3, 19)  # a mouse sampled at 60 Hz
    s = t / 0.3
    x = GRIP.square * (10 * s**3 - 15 * s**4 + 6 * s**5)
    accel = drag_accelerations(t, x)
    assert np.max(accel) == pytest.approx(peak_of_min_jerk(GRIP.square, 0.3), rel=0.15)
    assert not carry(accel).fell
    yank = drag_accelerations(np.array([0.0, 1 / 60, 2 / 60]), np.array([0.0, GRIP.square, GRIP.square]))
    assert carry(yank).fell


def test_the_same_hand_and_seed_glide_the_same() -> None:
    hand = Hand(pace=0.2, pace_sd=0.05, fastest=0.06, tremor=1.0)
    first = hand_glide(2.0, hand, GRIP, np.random.default_rng(3))
    assert np.array_equal(first, hand_glide(2.0, hand, GRIP, np.random.default_rng(3)))


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: carry(np.array([0.0, math.nan])), "finite"),
        (lambda: min_jerk(0.025, 0.0), "some time"),
        (lambda: Grip(static=0.2, kinetic=0.3), "kinetic"),
        (lambda: drag_accelerations(np.array([0.0, 0.0]), np.array([0.0, 1.0])), "increasing"),
    ],
)
def test_bad_input_is_refused_by_name(call: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        call()  # type: ignore[operator]

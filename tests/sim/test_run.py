"""The ball on a piece through a whole carry (sim/tiles/run.py): its changes of velocity against
their closed forms, a turn and a stop pushing the ball, and the slip carried from move to move."""

import itertools
import math

import numpy as np
import pytest

from sim.tiles.carry import DT, Grip, carry
from sim.tiles.hands import SKILLS, hands, parse_hands
from sim.tiles.run import Hand, Slip, change, peak_of_change, ride, run_move, run_stop, turn_change

GRIP = Grip()
CALM = Hand(pace=0.2, pace_sd=0.0, fastest=0.2, jerk=400.0, tremor=0.0)  # no tremor, no spread
SPEED = GRIP.square / CALM.pace


@pytest.mark.parametrize("dv", [0.05, 0.1, 0.2])
def test_a_change_of_velocity_is_its_closed_form(dv: float) -> None:
    a = change((dv, 0.0), CALM.jerk)
    assert a[:, 0].sum() * DT == pytest.approx(dv, rel=1e-5)  # the velocity it changes by
    assert a[:, 0].max() == pytest.approx(peak_of_change(dv, CALM.jerk), rel=0.01)
    tau = math.sqrt(10.0 / math.sqrt(3.0) * dv / CALM.jerk)
    assert len(a) * DT == pytest.approx(tau, abs=DT)
    jerk = np.abs(np.diff(a[:, 0])).max() / DT
    assert jerk == pytest.approx(CALM.jerk, rel=0.02)


def test_a_turn_pushes_harder_the_sharper_it_is_and_a_reversal_more_than_a_stop() -> None:
    angles = np.radians([0, 30, 60, 90, 135, 180])
    peaks = [peak_of_change(turn_change(SPEED, t), CALM.jerk) for t in angles]
    assert peaks[0] == 0.0 and all(b > a for a, b in itertools.pairwise(peaks))
    assert peaks[-1] == pytest.approx(math.sqrt(2.0) * peak_of_change(SPEED, CALM.jerk))


def _second_move(angle_deg: float) -> float:
    """The farthest the ball goes from the centre on a move made at once after a first one,
    turning by ``angle_deg``, with a calm hand (no tremor: the same every time)."""
    rng = np.random.default_rng(0)
    first, going = run_move((1.0, 0.0), (0.0, 0.0), CALM, GRIP, rng, stop=False)
    after_first = ride(first, Slip(), GRIP)
    t = math.radians(angle_deg)
    second, _ = run_move((round(math.cos(t)), round(math.sin(t))), going, CALM, GRIP, rng, stop=True)
    return ride(second, after_first.slip, GRIP).most


def test_a_turn_raises_the_slip_monotonically() -> None:
    most = [_second_move(a) for a in (0, 45, 90, 135, 180)]
    assert all(b >= a for a, b in itertools.pairwise(most)), most
    assert most[-1] > most[0]


def test_a_stop_pushes_the_ball_on_the_faster_the_run() -> None:
    pushed = [
        ride(run_stop((s, 0.0), CALM, np.random.default_rng(0)), Slip(), GRIP) for s in (0.08, 0.12, 0.16)
    ]
    assert [r.slip.x for r in pushed] == sorted(r.slip.x for r in pushed)
    assert pushed[-1].slip.x > 0.0, "a hard stop throws the ball on ahead"
    assert all(abs(r.slip.y) < 1e-12 for r in pushed)


def test_the_slip_carries_over_from_move_to_move() -> None:
    rng = np.random.default_rng(3)
    hand = Hand(pace=0.15, pace_sd=0.0, fastest=0.15, jerk=600.0, tremor=0.5)
    a1, v = run_move((1.0, 0.0), (0.0, 0.0), hand, GRIP, rng, stop=False)
    a2, _ = run_move((0.0, 1.0), v, hand, GRIP, rng, stop=True)
    whole = ride(np.concatenate([a1, a2]), Slip(), GRIP)
    first = ride(a1, Slip(), GRIP, settle=False)
    parts = ride(a2, first.slip, GRIP)
    assert first.slip.offset > 0.0, "the first move left the ball off the centre"
    assert (parts.slip.x, parts.slip.y) == pytest.approx((whole.slip.x, whole.slip.y), abs=1e-12)
    fresh = ride(a2, Slip(), GRIP)
    assert (fresh.slip.x, fresh.slip.y) != pytest.approx((whole.slip.x, whole.slip.y))


def test_along_a_line_it_is_the_one_glide_model() -> None:
    a = np.linspace(-8.0, 9.0, 400)  # a straight push and brake
    flat = carry(a, GRIP)
    two = ride(np.stack([a, np.zeros_like(a)], axis=1), Slip(), GRIP, settle=False)
    assert two.fell == flat.fell and abs(two.slip.x) == pytest.approx(flat.slip, abs=1e-9)


def test_the_hands_are_data_and_the_least_skilled_is_the_roughest() -> None:
    h = hands()
    assert tuple(s for s in SKILLS if s in h) == SKILLS
    assert h["novice"].tremor > h["club"].tremor > h["expert"].tremor
    assert h["novice"].jerk > h["club"].jerk > h["expert"].jerk
    with pytest.raises(ValueError, match=r"hands\.club"):
        parse_hands("format = 1\n[hands.club]\npace = 0.2\n")

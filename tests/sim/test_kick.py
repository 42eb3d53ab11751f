"""The foam-ball kick: the flight against closed forms, and the calls a referee makes."""

import itertools
import math
from dataclasses import replace
from importlib import resources
from pathlib import Path

import pytest

from sim import kick as kicks
from sim.constants import GRAVITY
from sim.errors import KickDataError
from sim.kick import (
    ContactKind,
    Kick,
    KickError,
    KickRange,
    KickTiming,
    Reason,
    Verdict,
    blocked,
    load_setup,
)
from sim.kick.flight import STEP
from sim.kick.setup import MAX_DISTANCE

SETUP = load_setup()
BALL = SETUP.ball
POST = SETUP.goalpost("medium", 1.10)
RANGE = KickRange(POST, BALL)
FAR = KickRange(SETUP.goalpost("medium", MAX_DISTANCE), BALL)  # out of every test kick's reach


def through(target_y: float, target_z: float, elevation_deg: float, post: kicks.Goalpost = POST) -> Kick:
    """The drag-free kick whose centre passes (post.distance, target_y, target_z)."""
    th = math.radians(elevation_deg)
    d = math.hypot(post.distance, target_y)
    rise = d * math.tan(th) + BALL.tee_height - target_z
    speed = math.sqrt(GRAVITY * d * d / (2 * math.cos(th) ** 2 * rise))
    return Kick(speed, th, math.atan2(target_y, post.distance))


def test_drag_free_flight_is_the_parabola() -> None:
    for speed, elevation in [(2.0, 30.0), (3.0, 50.0), (4.0, 65.0)]:
        th = math.radians(elevation)
        out = FAR.kick(Kick(speed, th), drag=False)
        vx, vz = speed * math.cos(th), speed * math.sin(th)
        z0, r = BALL.tee_height, BALL.radius
        t_land = (vz + math.sqrt(vz * vz + 2 * GRAVITY * (z0 - r))) / GRAVITY
        assert out.apex == pytest.approx(z0 + vz * vz / (2 * GRAVITY), abs=1e-4)
        assert out.landing is not None
        assert out.landing[0] == pytest.approx(vx * t_land, abs=1e-4)
        assert out.contacts[0].t == pytest.approx(t_land, abs=1e-4)


def test_drag_lowers_range_and_apex_more_as_cd_or_speed_grows() -> None:
    def flight(cd: float, speed: float) -> tuple[float, float]:
        rng = KickRange(FAR.post, replace(BALL, drag_coefficient=cd))
        out = rng.kick(Kick(speed, math.radians(45)))
        assert out.landing is not None
        return out.landing[0], out.apex

    ranges = [flight(cd, 3.0) for cd in (0.3, 0.5, 0.8)]
    assert ranges[0][0] > ranges[1][0] > ranges[2][0]
    assert ranges[0][1] > ranges[1][1] > ranges[2][1]
    free = FAR.kick(Kick(3.0, math.radians(45)), drag=False).landing
    assert free is not None
    assert 0.02 < 1 - ranges[1][0] / free[0] < 0.15  # the notes: 2 to 15 % at 3 m/s, 45 deg
    loss = []
    for speed in (2.0, 3.0, 4.0):
        dragged = FAR.kick(Kick(speed, math.radians(45))).landing
        plain = FAR.kick(Kick(speed, math.radians(45)), drag=False).landing
        assert dragged is not None and plain is not None
        loss.append(1 - dragged[0] / plain[0])
    assert loss[0] < loss[1] < loss[2]


def test_energy_never_rises_in_flight() -> None:
    out = FAR.kick(Kick(4.0, math.radians(40)), trajectory=True)
    assert out.trajectory is not None
    first_bounce = out.contacts[0].t
    samples = [s for s in out.trajectory if s[0] < first_bounce - STEP]  # whole steps only
    # Speed from the samples' spacing is too coarse; use the potential plus the exact kinetic
    # energy from a drag-free twin, which bounds it: the dragged ball is never higher or faster.
    free = FAR.kick(Kick(4.0, math.radians(40)), drag=False, trajectory=True)
    assert free.trajectory is not None
    for (t, _x, _y, z), (t2, _x2, _y2, z2) in zip(samples, free.trajectory, strict=False):
        assert t == pytest.approx(t2)
        assert z <= z2 + 1e-12


def test_energy_falls_through_bounces() -> None:
    out = FAR.kick(Kick(3.0, math.radians(60)))
    speeds = [c.speed for c in out.contacts if c.kind == ContactKind.TABLE]
    assert len(speeds) >= 2 and all(b < a for a, b in itertools.pairwise(speeds))
    assert out.rest is not None


def test_good_down_the_middle() -> None:
    out = RANGE.kick(through(0.0, POST.crossbar_height + 0.08, 45), drag=False)
    assert (out.verdict, out.reason, out.contacts) == (Verdict.GOOD, Reason.GOOD, ())
    assert out.cross is not None and out.cross[1] == pytest.approx(POST.crossbar_height + 0.08, abs=1e-4)
    assert out.call == "GOOD"


@pytest.mark.parametrize("side,reason", [(1, Reason.WIDE_LEFT), (-1, Reason.WIDE_RIGHT)])
def test_wide(side: int, reason: Reason) -> None:
    out = RANGE.kick(through(side * (POST.width / 2 + 0.05), POST.crossbar_height + 0.1, 45), drag=False)
    assert (out.verdict, out.reason) == (Verdict.NO_GOOD, reason)
    assert out.call == f"NO GOOD - {reason.value}"


def test_short() -> None:
    out = RANGE.kick(Kick(2.0, math.radians(45)))
    assert (out.verdict, out.reason) == (Verdict.NO_GOOD, Reason.SHORT)
    assert out.cross is None and out.landing is not None and out.landing[0] < POST.distance


def test_under_the_crossbar_is_short() -> None:
    out = RANGE.kick(through(0.0, BALL.radius + 0.003, 10), drag=False)
    assert (out.verdict, out.reason) == (Verdict.NO_GOOD, Reason.SHORT)
    assert out.cross is not None and out.cross[1] < POST.crossbar_height


def test_off_the_crossbar_and_out() -> None:
    # Centre aimed a little below the bar: the ball meets its front and bounces back.
    out = RANGE.kick(through(0.0, POST.crossbar_height - 0.004, 30), drag=False)
    assert out.contacts[0].kind == ContactKind.CROSSBAR
    assert (out.verdict, out.reason) == (Verdict.NO_GOOD, Reason.OFF_CROSSBAR)


def test_off_the_crossbar_and_in() -> None:
    # Centre aimed just above the bar: it glances off the top and goes over.
    reach = POST.crossbar_thickness / 2 + BALL.radius
    out = RANGE.kick(through(0.0, POST.crossbar_height + 0.8 * reach, 20), drag=False)
    assert out.contacts[0].kind == ContactKind.CROSSBAR
    assert out.verdict == Verdict.GOOD


def test_off_a_thumb() -> None:
    out = RANGE.kick(through(POST.width / 2, POST.crossbar_height + POST.thumb_height / 2, 25), drag=False)
    assert out.contacts[0].kind == ContactKind.THUMB_LEFT
    assert (out.verdict, out.reason) == (Verdict.NO_GOOD, Reason.OFF_THUMB)


def test_fast_kicks_do_not_pass_through_a_thumb() -> None:
    # Flatter kicks through the middle of the right thumb are faster: up to about 11 m/s.
    speeds = []
    for elevation in (20.0, 12.0, 8.0, 6.2):
        kick = through(-POST.width / 2, POST.crossbar_height + POST.thumb_height / 2, elevation)
        speeds.append(kick.speed)
        out = RANGE.kick(kick, drag=False)
        assert out.contacts and out.contacts[0].kind == ContactKind.THUMB_RIGHT, kick
    assert max(speeds) > 9.0


def test_late_and_missing_kicks_are_blocked() -> None:
    kick = through(0.0, POST.crossbar_height + 0.08, 45)
    on_time = RANGE.kick(kick, timing=KickTiming(3.0, stood_at=0.8, kicked_at=2.9))
    late = RANGE.kick(kick, timing=KickTiming(3.0, stood_at=0.8, kicked_at=3.1))
    not_stood = RANGE.kick(kick, timing=KickTiming(3.0, stood_at=None, kicked_at=1.0))
    assert on_time.verdict == Verdict.GOOD
    assert (late.verdict, late.reason, late.call) == (Verdict.BLOCKED, Reason.TOO_LATE, "BLOCKED - too late")
    assert not_stood.verdict == Verdict.BLOCKED
    none = blocked(KickTiming(3.0, stood_at=1.0))
    assert none.kick is None and none.verdict == Verdict.BLOCKED


def test_a_kick_before_go_is_too_early_not_too_late() -> None:
    """The kicker must "stand the ball up with one hand and kick it ... between 'go' and before
    the defensive player finishes": before "go" is outside that window at its other end."""
    kick = through(0.0, POST.crossbar_height + 0.08, 45)
    for stood, kicked in ((-0.5, -0.2), (-0.3, 1.0), (0.2, -0.1)):
        out = RANGE.kick(kick, timing=KickTiming(3.0, stood_at=stood, kicked_at=kicked))
        assert (out.verdict, out.reason, out.call) == (
            Verdict.NO_GOOD,
            Reason.TOO_EARLY,
            "NO GOOD - too early",
        )


def test_strike_height_gives_loft() -> None:
    a = BALL.tee_height
    assert Kick.from_strike(0.01, a, 0.0, BALL).elevation == 0.0
    low = Kick.from_strike(0.01, a * (1 - math.sin(math.radians(40))), 0.0, BALL)
    assert math.degrees(low.elevation) == pytest.approx(40)
    assert low.speed == pytest.approx(0.01 / BALL.mass)
    assert low.strike_height(BALL) == pytest.approx(a * (1 - math.sin(math.radians(40))))


@pytest.mark.parametrize(
    "args,words",
    [
        ((math.nan, 0.5, 0.0), "finite"),
        ((-1.0, 0.5, 0.0), "negative"),
        ((3.0, math.radians(80), 0.0), "outside 0 to 75"),
        ((3.0, -0.1, 0.0), "outside 0 to 75"),
        ((3.0, 0.5, math.radians(70)), "beyond"),
        ((30.0, 0.5, 0.0), "beyond the maximum"),
    ],
)
def test_bad_kicks(args: tuple[float, float, float], words: str) -> None:
    with pytest.raises(KickError, match=words):
        Kick(*args)


@pytest.mark.parametrize("distance", [0.0, 0.005, 12.5, 1e308, math.inf, math.nan])
def test_a_goalpost_out_of_every_mats_reach_is_refused(distance: float) -> None:
    with pytest.raises(KickError, match=r"goalpost distance must be from 0\.01 to 12 m"):
        SETUP.goalpost("medium", distance)


def test_bad_strikes_and_hands() -> None:
    with pytest.raises(KickError, match="not on the ball"):
        Kick.from_strike(0.01, 1.0, 0.0, BALL)
    with pytest.raises(KickError, match="unknown hand size"):
        SETUP.goalpost("huge")


def test_hand_sizes_scale_the_goalpost() -> None:
    small, medium, large = (SETUP.goalpost(h) for h in ("small", "medium", "large"))
    assert small.width < medium.width < large.width
    assert small.crossbar_height < medium.crossbar_height < large.crossbar_height


def test_bad_kick_data_names_the_key(tmp_path: Path) -> None:
    text = resources.files("sim").joinpath("data/kick.toml").read_text()  # the shipped setup
    bad = tmp_path / "kick.toml"
    bad.write_text(text.replace("restitution_table = 0.45", "restitution_table = 1.2"))
    with pytest.raises(KickDataError, match=r"ball\.restitution_table"):
        load_setup(bad)
    bad.write_text(text.replace("[hands.large]", "[hands.huge]"))
    with pytest.raises(KickDataError, match=r"hands\.huge: unknown key"):
        load_setup(bad)


def test_random_kicks_end_and_obey_the_geometry() -> None:
    import numpy as np

    rng = np.random.default_rng(7)
    for _ in range(400):
        kick = Kick(
            rng.uniform(0.5, 11.0), math.radians(rng.uniform(0, 75)), math.radians(rng.uniform(-20, 20))
        )
        out = RANGE.kick(kick)
        times = [c.t for c in out.contacts]
        assert times == sorted(times)
        for c in out.contacts:
            if c.kind == ContactKind.TABLE:
                assert c.z == pytest.approx(BALL.radius, abs=1e-5)  # never through the table
        if out.verdict == Verdict.GOOD:
            assert out.cross is not None
            assert abs(out.cross[0]) < POST.width / 2 and out.cross[1] > POST.crossbar_height


# ------------------------------------------------------------------ the hands are solid

CONTACT_TOLERANCE = 1e-5  # m: the path strays microns from the chords it is swept along


def _aimed_kicks(seed: int, n: int) -> list[tuple[str, Kick]]:
    """Kicks at random points of the goalpost's plane around the hands, from random lofts,
    some hard: most of them meet a thumb, the crossbar or a thumb's rounded tip."""
    import numpy as np

    rng = np.random.default_rng(seed)
    out: list[tuple[str, Kick]] = []
    while len(out) < n:
        hands = ("small", "medium", "large")[int(rng.integers(3))]
        post = SETUP.goalpost(hands, 1.10)
        y, z, loft, harder = (
            rng.uniform(-0.11, 0.11),
            rng.uniform(0.02, 0.20),
            rng.uniform(8, 55),
            rng.uniform(0.97, 1.15),
        )
        try:
            kick = through(y, z, loft, post)
            out.append((hands, replace(kick, speed=kick.speed * harder)))
        except (KickError, ValueError):
            continue  # out of reach from this loft, or beyond a finger's strength
    return out


def _closest_approach(seed: int, n: int) -> tuple[float, int]:
    """Over n kicks: how far inside the hands the ball's centre ever came (negative: inside),
    checked along the flight's recorded path made 16 times denser, and how many touched a hand."""
    import numpy as np

    ranges = {h: KickRange(SETUP.goalpost(h, 1.10), BALL) for h in ("small", "medium", "large")}
    worst, touched = math.inf, 0
    for hands, kick in _aimed_kicks(seed, n):
        k_range = ranges[hands]
        out = k_range.kick(kick, trajectory=True)
        touched += any(c.kind != ContactKind.TABLE for c in out.contacts)
        assert out.trajectory is not None
        path = np.array([s[1:] for s in out.trajectory])
        u = np.linspace(0.0, 1.0, 16, endpoint=False)[None, :, None]
        dense = (path[:-1, None, :] * (1 - u) + path[1:, None, :] * u).reshape(-1, 3)
        dense = np.vstack([dense, path[-1:]])
        for a, b, radius in k_range.capsules.values():
            a_, e = np.array(a), np.array(b) - np.array(a)
            t = np.clip((dense - a_) @ e / (e @ e), 0.0, 1.0)
            gap = np.linalg.norm(dense - (a_ + t[:, None] * e), axis=1) - radius - BALL.radius
            worst = min(worst, float(gap.min()))
    return worst, touched


@pytest.mark.slow
def test_no_kick_passes_through_or_ends_inside_a_finger() -> None:
    """10,000 kicks at the hands: the ball's centre never comes closer to the axis of a thumb
    or of the crossbar than the two radii (less 10 microns), rounded tips included, and no kick
    ends inside one."""
    from concurrent.futures import ProcessPoolExecutor

    chunks = [(seed, 1250) for seed in range(8)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(_closest_approach, *zip(*chunks, strict=True)))
    worst = min(w for w, _ in results)
    touched = sum(t for _, t in results)
    assert touched > 2000, "the kicks must test the hands"
    assert worst > -CONTACT_TOLERANCE


def test_a_ball_just_over_a_thumbs_tip_touches_it() -> None:
    """`tabletop kick --speed 5.635 --elevation 16.2 --aim 3.69`: the ball's centre used to pass
    6 mm from the left thumb's axis just above its tip, with no contact, and be called GOOD."""
    out = RANGE.kick(Kick(5.635, math.radians(16.2), math.radians(3.69)))
    assert any(c.kind == ContactKind.THUMB_LEFT for c in out.contacts)

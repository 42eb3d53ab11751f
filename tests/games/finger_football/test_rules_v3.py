"""Rules version 3: backward punts, a kickoff left in the kicker's endzone, a bumped slider moved
as it lies, an onside kick to open the second half, and both teams' lines told alike. Each test
quotes the rulebook's sentence; each older reading is an ``Options`` value older recordings
replay under (docs/rules/finger_football.md)."""

import math
from dataclasses import replace

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from games.finger_football.rules.actions import (
    Accept,
    Bump,
    Call,
    CallPlay,
    ChooseConversion,
    ChooseKick,
    ChooseKickoff,
    Conversion,
    Dice,
    Direction,
    Flicked,
    IllegalAction,
    Options,
    Phase,
    PlayKind,
    Team,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from sim.geometry import Pose, polygon_point_distance, transform

from .helpers import MAT, YD, accept, flick_to, kick, outcome, yards

RED, BLUE = Team.RED, Team.BLUE
L = MAT.field.length
OLD = Options(
    backward_punt="receivers_ball",
    short_kickoff="kickers_20",
    bump_touch="half_width",
    onside_at_half=False,
    symmetric_lines=False,
)


def punt(own: float = 40.0, down: int = 1, options: Options | None = None) -> FingerFootball:
    game = FingerFootball.position(RED, own, down=down, options=options)
    game.apply(CallPlay(Call.PUNT))
    return game


def punted(game: FingerFootball, rest: tuple[float, float], heading: float) -> None:
    """A punt that slid the way ``heading`` says and rests at ``rest``."""
    request = game.request()
    assert isinstance(request, FlickRequest)
    o = outcome(request.start, rest)
    game.apply(Flicked(replace(o, launch=replace(o.launch, direction=heading))))


# ------------------------------------------------------------------ punts
def test_a_punt_aimed_backwards_is_refused_before_it_slides() -> None:
    """ "The punt is accomplished by flicking the slider towards the opponent's endzone" and "nor
    can he flick the slider backwards": refused by its launch, with the rule in a player's words."""
    game = punt()
    request = game.request()
    assert isinstance(request, FlickRequest)
    back = outcome(request.start, yards(30.0))  # launched towards its own goal
    assert game.flick_refusal(back) == "a punt is flicked towards the opponent's endzone, never backwards"
    with pytest.raises(IllegalAction, match="never backwards"):
        game.apply(Flicked(back))
    assert game.phase == Phase.PUNT  # nothing happened: the punt is still to be flicked
    ahead = outcome(request.start, yards(70.0))
    assert game.flick_refusal(ahead) is None


def test_an_older_reading_lets_a_backward_punt_rest_for_the_receivers() -> None:
    game = punt(options=OLD)
    flick_to(game, yards(35.0))
    assert game.offense == BLUE and game.los == pytest.approx(yards(35.0))


@pytest.mark.parametrize(("down", "keeps"), [(1, True), (4, False)])
def test_a_punt_resting_behind_its_line_is_no_punt_and_a_lost_down(down: int, keeps: bool) -> None:
    """ "An offensive player may never flick the slider sideways ... nor ... backwards": a punt
    launched ahead that still rests behind its line of scrimmage is a lost down, a turnover on
    downs on 4th down, at the line of scrimmage."""
    game = punt(down=down)
    los = game.los
    assert los is not None
    punted(game, (los[0] - 0.01, 0.15), heading=math.radians(89.0))
    assert game.los == pytest.approx(los)
    assert game.offense == (RED if keeps else BLUE)
    assert game.down == (down + 1 if keeps else 1)
    assert "punt goes sideways or backwards: no punt, a down lost" in game.log[-1 if keeps else -2].text


def test_a_punt_flicked_sideways_is_no_punt_even_when_it_rests_ahead() -> None:
    game = punt()
    los = game.los
    assert los is not None
    punted(game, (los[0] + 0.05, 0.3), heading=math.radians(85.0))  # more than 80 degrees off
    assert game.offense == RED and game.down == 2


# ------------------------------------------------------------------ kickoffs
def kickoff_from_red() -> FingerFootball:
    game = FingerFootball.position(RED, 60.0)
    game.apply(CallPlay(Call.FIELD_GOAL))
    game.apply(kick(True))
    assert game.phase == Phase.KICKOFF
    return game


def test_a_kickoff_left_in_the_kickers_endzone_is_the_receivers_20() -> None:
    """ "If the slider touches the goal line, carries into or out of the endzone, play begins in
    the center of the field on the receiving team's 20": the one spot the rulebook names for a
    kickoff that ends in an endzone."""
    game = kickoff_from_red()
    flick_to(game, (-0.05, 0.0))  # never left Red's own endzone
    assert game.offense == BLUE and game.los == pytest.approx(yards(20.0, -1))
    assert "never leaves the kicking team's endzone" in game.log[-1].text

    old = FingerFootball.position(RED, 60.0, options=OLD)
    old.apply(CallPlay(Call.FIELD_GOAL))
    old.apply(kick(True))
    flick_to(old, (-0.05, 0.0))
    assert old.offense == BLUE and old.los == pytest.approx(yards(80.0, -1))


# ------------------------------------------------------------------ the moved surface
def short_of_v2l(heading: float, short: float, options: Options | None = None) -> FingerFootball:
    """Red's run at V2L resting ``short`` m outside reach of its centre, turned to ``heading``."""
    game = FingerFootball.position(RED, 25.0, options=options)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(2, PlayKind.RUN, Direction.LEFT))
    c = game.field.circle("V2L")
    request = game.request()
    assert isinstance(request, FlickRequest)
    at = (c.x - c.radius - MAT.slider.length / 2.0 - short, c.y)
    game.apply(Flicked(outcome(request.start, at, heading=heading)))
    return game


def gap_at(game: FingerFootball, spot: tuple[float, float], heading: float) -> float:
    c = game.field.circle("V2L")
    outline = transform(MAT.slider.outline(), Pose(spot[0], spot[1], heading))
    return polygon_point_distance(outline, (c.x, c.y)) - c.radius


@settings(max_examples=60, deadline=None)
@given(st.floats(0.0, math.pi), st.floats(0.0005, 0.0025))
def test_a_slider_the_defence_moved_is_put_just_touching_as_it_lies(heading: float, short: float) -> None:
    """ "The offensive player may move the slider just enough to have it touching the circle": its
    outline, turned as it came to rest, touches the circle, and a tenth of a millimetre less would
    not."""
    game = short_of_v2l(heading, short)
    pending = game.pending
    assume(pending is not None and pending.result == "fail" and pending.near)
    game.apply(Accept())  # the offence owns up to nothing
    game.apply(Bump(BLUE))  # the defence moved the surface: the attempt is good
    los = game.los
    assert los is not None and game.offense == RED and game.down == 1
    assert abs(gap_at(game, los, heading)) < 1e-6
    c = game.field.circle("V2L")
    back = math.hypot(los[0] - c.x, los[1] - c.y)
    less = (c.x + (los[0] - c.x) * (back + 1e-4) / back, c.y + (los[1] - c.y) * (back + 1e-4) / back)
    assert gap_at(game, less, heading) > 0.0


def test_the_older_reading_moves_a_disk_of_half_the_width() -> None:
    game = short_of_v2l(0.0, 0.001, OLD)  # lying along the line: reaches 15 mm, not 9
    game.apply(Accept())
    game.apply(Bump(BLUE))
    los = game.los
    assert los is not None and gap_at(game, los, 0.0) < -0.005  # 6 mm further in than touching


# ------------------------------------------------------------------ onside kicks
def touchdown_on_the_halfs_last_play(options: Options | None = None) -> FingerFootball:
    game = FingerFootball.position(RED, 90.0, quarter=2, plays=19, options=options)
    game.apply(CallPlay(Call.TOUCHDOWN))
    flick_to(game, (L + 5 * YD, 0.0))
    accept(game)
    game.apply(ChooseConversion(Conversion.KICK))
    game.apply(kick(True))
    assert game.phase == Phase.HALF_CHOICE and game.to_move() == BLUE  # the toss's loser chooses
    return game


def test_a_scorer_who_kicks_off_the_second_half_may_kick_it_onside() -> None:
    """ "At any time during a game, a player who has just scored a touchdown may elect to attempt
    an onside kick": the touchdown on the half's last play lets Red, kicking off the second
    half, go onside."""
    game = touchdown_on_the_halfs_last_play()
    game.apply(ChooseKick(False))  # Blue receives: Red kicks off
    assert game.phase == Phase.KICKOFF_CHOICE and game.to_move() == RED
    assert ChooseKickoff(True) in game.legal_actions()
    game.apply(ChooseKickoff(True))
    assert game.phase == Phase.ONSIDE and game.quarter == 3


def test_no_onside_kick_for_the_scorer_when_the_other_side_kicks_off() -> None:
    game = touchdown_on_the_halfs_last_play()
    game.apply(ChooseKick(True))  # Blue kicks off the second half
    assert game.phase == Phase.KICKOFF and game.to_move() == BLUE


def test_the_older_reading_opens_the_half_with_a_plain_kickoff() -> None:
    game = touchdown_on_the_halfs_last_play(OLD)
    game.apply(ChooseKick(False))
    assert game.phase == Phase.KICKOFF


# ------------------------------------------------------------------ lines told alike
@pytest.mark.parametrize(
    ("own", "told"), [(0.5, "own 0.5"), (2.5, "own 3"), (3.5, "own 4"), (20.0, "own 20")]
)
def test_a_spot_is_told_alike_for_both_teams(own: float, told: str) -> None:
    game = FingerFootball()
    for direction in (1, -1):
        x = yards(own, direction)[0]
        assert game.field.yard_line_name(x, direction) == told
        assert game.field.yard_line_name(L - x, -direction) == told  # the mirrored spot


LINES = sorted({b.start for b in MAT.zones} | {b.end for b in MAT.zones})


@pytest.mark.parametrize("line", [x for x in LINES if 0.0 < x < L])
def test_a_line_of_scrimmage_on_a_zone_line_stays_on_it_at_the_change_of_ends(line: float) -> None:
    """At "the end of each quarter, players should change endzones", the ball's spot with them:
    a line of scrimmage on a zone line reads as the same zone from the other end."""
    game = FingerFootball()
    for x in (line, math.nextafter(line, 0.0), math.nextafter(line, L)):
        mirrored = game.field.on_zone_line(L - x)
        assert mirrored in LINES
        assert game.field.zone_of(mirrored, -1) == game.field.zone_of(line, 1)

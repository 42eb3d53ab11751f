"""The rules engine against the rulebook's own words, with synthetic flick and kick outcomes.

Past 600 lines because it follows the rulebook from its first section to its last, one test per
sentence, so the two can be read side by side."""

import math
from collections import Counter

import pytest

from games.finger_football.rules.actions import (
    Accept,
    Bump,
    Call,
    CallPlay,
    ChooseConversion,
    ChooseGoal,
    ChooseKick,
    ChooseKickoff,
    ChooseTarget,
    Conversion,
    Direction,
    IllegalAction,
    Options,
    PenaltyChoice,
    Phase,
    PlayKind,
    Purpose,
    Roll,
    Target,
    Team,
    Toss,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest, KickRequest
from sim.kick import Reason
from sim.slider.mat import Half, Side
from sim.slider.table import EventKind

from .helpers import MAT, TABLE, YD, accept, circle, event, flick_to, kick, yards

RED, BLUE = Team.RED, Team.BLUE
L = MAT.field.length


def scrimmage(game: FingerFootball, kind: PlayKind, circle: str) -> None:
    """Call the dice, scripted to ask for a ``kind`` at ``circle``: its zone on the zone die, its
    side (as the offence sees it) on the direction die."""
    assert game.offense is not None
    c = game.field.circle(circle)
    side = game.field.side_seen(c, game.direction(game.offense))
    game.chance.supply((c.zone, kind), what="zone die")
    game.chance.supply(Direction(side.value), what="direction die")
    game.apply(CallPlay(Call.ROLL))
    game.apply(Roll())
    assert game.phase == Phase.SCRIMMAGE and game.target is not None, game.phase
    assert game.target.kind == kind and circle in game.target.circles, game.target


# ------------------------------------------------------------------ object of play, scoring


def test_touchdown_is_6_and_conversions_1_or_2() -> None:
    game = FingerFootball.position(RED, 90.0)
    game.apply(CallPlay(Call.TOUCHDOWN))
    flick_to(game, (L + 5 * YD, 0.0))
    accept(game)
    assert game.score[RED] == 6 and game.phase == Phase.CONVERSION_CHOICE
    game.apply(ChooseConversion(Conversion.KICK))
    assert isinstance(game.request(), KickRequest)
    game.apply(kick(True))
    assert game.score[RED] == 7 and game.phase == Phase.KICKOFF_CHOICE

    two = FingerFootball.position(RED, 90.0)
    two.apply(CallPlay(Call.TOUCHDOWN))
    flick_to(two, (L + 5 * YD, 0.0))
    accept(two)
    two.apply(ChooseConversion(Conversion.TWO_POINT))
    flick_to(two, (L + 5 * YD, 0.0))
    assert two.score[RED] == 8


def test_field_goal_is_3_and_the_scorer_kicks_off() -> None:
    game = FingerFootball.position(RED, 60.0)
    game.apply(CallPlay(Call.FIELD_GOAL))
    game.apply(kick(True))
    assert game.score[RED] == 3
    assert game.phase == Phase.KICKOFF and game.kicker == RED


# ------------------------------------------------------------------ game length


def test_a_roll_a_punt_and_a_field_goal_are_plays_kickoffs_and_conversions_are_not() -> None:
    game = FingerFootball.position(RED, 60.0)
    game.apply(CallPlay(Call.ROLL))
    assert game.plays == 0
    game.chance.supply((3, PlayKind.RUN), what="zone die")
    game.chance.supply(Direction.TD, what="direction die")
    game.apply(Roll())
    assert game.plays == 1
    flick_to(game, yards(65.0))  # the touchdown attempt falls short: second down
    accept(game)
    assert game.phase == Phase.CALL and game.down == 2
    game.apply(CallPlay(Call.PUNT))
    assert game.plays == 2
    game = FingerFootball.position(RED, 60.0)
    game.apply(CallPlay(Call.FIELD_GOAL))
    assert game.plays == 1
    game.apply(kick(True))  # then Red kicks off
    flick_to(game, yards(70.0, -1))
    assert game.plays == 1


def test_quarters_of_20_plays_switch_ends() -> None:
    game = FingerFootball.position(RED, 30.0, plays=19)
    los = game.los
    assert los is not None
    scrimmage(game, PlayKind.RUN, "V3M")  # play 20
    flick_to(game, (0.6, 0.0))  # a miss, back to the line of scrimmage
    accept(game)
    assert game.quarter == 2 and game.plays == 0
    assert game.defends == {RED: Half.VISITOR, BLUE: Half.HOME}
    assert game.los == pytest.approx((MAT.field.length - los[0], -los[1])), "seen from the other end"
    assert game.field.own_yards(game.los[0], game.direction(RED)) == pytest.approx(30.0)


def test_halftime_choice_goes_to_the_loser_of_the_toss() -> None:
    game = FingerFootball.position(RED, 30.0, quarter=2, plays=19)  # Red won the toss
    scrimmage(game, PlayKind.RUN, "V3M")
    flick_to(game, (0.6, 0.0))
    accept(game)
    assert game.quarter == 3 and game.phase == Phase.HALF_CHOICE and game.to_move() == BLUE
    game.apply(ChooseKick(False))  # Blue receives
    assert game.phase == Phase.KICKOFF and game.kicker == RED


# ------------------------------------------------------------------ starting play


def test_coin_toss_winner_chooses_kick_or_receive_loser_chooses_goal() -> None:
    game = FingerFootball(seed=4)
    assert game.legal_actions() == [Toss()]
    game.apply(Toss())
    winner = game.toss_winner
    assert winner is not None and game.to_move() == winner
    game.apply(ChooseKick(False))  # receive
    assert game.phase == Phase.GOAL_CHOICE and game.to_move() == winner.other
    game.apply(ChooseGoal(Half.VISITOR))
    assert game.defends[winner.other] == Half.VISITOR and game.defends[winner] == Half.HOME
    assert game.phase == Phase.KICKOFF and game.kicker == winner.other
    assert FingerFootball(seed=4).apply(Toss())[0].team == winner  # same seed, same toss


@pytest.mark.slow
def test_toss_is_fair_over_seeds() -> None:
    wins = Counter(FingerFootball(seed=s).apply(Toss())[0].team for s in range(400))
    assert 160 < wins[RED] < 240


# ------------------------------------------------------------------ kicking off


def kickoff_game() -> FingerFootball:
    game = FingerFootball(seed=1)
    game.apply(Toss())
    game.apply(ChooseKick(True))  # the winner kicks
    game.apply(ChooseGoal(Half.HOME))
    return game


def test_kickoff_from_just_inside_the_kickers_endzone() -> None:
    game = kickoff_game()
    request = game.request()
    assert isinstance(request, FlickRequest) and request.purpose == Purpose.KICKOFF
    kicker = game.kicker
    assert kicker is not None
    d = game.direction(kicker)
    own = game.field.own_yards(request.start.x, d)
    assert -10 < own < 0, "inside the endzone"
    touched = {t.id for t in TABLE.touching(request.start)}
    assert f"endzone-{game.defends[kicker].value}" in touched
    assert not any(t.startswith("goal-line") for t in touched), "clear of the goal line"


def test_kickoff_resting_on_the_field_is_played_there() -> None:
    game = kickoff_game()
    kicker = game.kicker
    assert kicker is not None
    spot = yards(60.0, game.direction(kicker), 0.05)
    flick_to(game, spot)
    assert game.offense == kicker.other and game.los == spot and game.down == 1
    assert game.plays == 0


def test_kickoff_touching_the_goal_line_or_into_the_endzone_is_the_20() -> None:
    for own in (100.0, 105.0):
        game = kickoff_game()
        kicker = game.kicker
        assert kicker is not None
        flick_to(game, yards(own, game.direction(kicker)))
        receiver = kicker.other
        assert game.offense == receiver
        assert game.los == pytest.approx(yards(20.0, game.direction(receiver)))


def test_kickoff_out_of_bounds_before_the_endzone_is_the_40() -> None:
    game = kickoff_game()
    kicker = game.kicker
    assert kicker is not None
    x, _ = yards(70.0, game.direction(kicker))
    hw = MAT.field.half_width
    flick_to(game, (x, hw + 0.05), [event(EventKind.SIDELINE_CROSSED, "sideline-left", x, hw)])
    receiver = kicker.other
    assert game.los == pytest.approx(yards(40.0, game.direction(receiver)))
    assert (
        "penalty on the kicking team" in game.log[-2].text
        or "penalty on the kicking team" in game.log[-1].text
    )


# ------------------------------------------------------------------ play from scrimmage


@pytest.mark.slow
def test_dice_faces_and_the_sixth_face() -> None:
    directions: Counter[str] = Counter()
    zones: Counter[tuple[int, str]] = Counter()
    for seed in range(600):
        game = FingerFootball.position(RED, 45.0, seed=seed, options=Options(sixth_face=Direction.TD))
        game.apply(CallPlay(Call.ROLL))
        game.apply(Roll())
        assert game.dice is not None
        directions[game.dice.direction] += 1
        zones[(game.dice.zone, game.dice.kind.value)] += 1
    assert set(directions) == {
        Direction.LEFT,
        Direction.MIDDLE,
        Direction.RIGHT,
        Direction.CHOICE,
        Direction.TD,
    }
    assert directions[Direction.TD] > 1.5 * directions[Direction.LEFT]  # two TD faces
    assert len(zones) == 6 and min(zones.values()) > 60


def test_roll_names_the_symbol_on_the_offences_side() -> None:
    game = FingerFootball.position(BLUE, 25.0)  # Blue attacks towards x = 0
    target = game.field.targets(3, PlayKind.RUN, Side.LEFT, *game.los, game.direction(BLUE))  # type: ignore[misc]
    # Blue's LEFT is the mat's RIGHT: the Zone 3 symbols ahead of Blue are the home half's.
    assert target.circles == ("H3R",)


def test_run_succeeds_touching_the_run_circle_and_moves_the_line() -> None:
    game = FingerFootball.position(RED, 25.0)
    scrimmage(game, PlayKind.RUN, "V2L")
    x, y = circle("V2L")
    c = next(c for c in MAT.run_circles if c.id == "V2L")
    rest = (x - c.radius - 0.01, y)  # touching the rim only
    flick_to(game, rest)
    accept(game)
    assert game.los == rest and game.down == 1


def test_pass_needs_the_inner_circle() -> None:
    game = FingerFootball.position(RED, 25.0)
    scrimmage(game, PlayKind.PASS, "V2L")
    x, y = circle("V2L")
    flick_to(game, (x + 0.03, y))  # on the run circle, off the pass circle
    accept(game)
    assert game.down == 2 and game.los == pytest.approx(yards(25.0))


def test_choice_lets_the_offence_announce_a_symbol_or_a_touchdown() -> None:
    game = FingerFootball.position(RED, 25.0)
    game.chance.supply(Direction.CHOICE, what="direction die")
    game.apply(CallPlay(Call.ROLL))
    game.apply(Roll())
    assert game.phase == Phase.CHOOSE_TARGET
    choices = [a.target for a in game.legal_actions() if isinstance(a, ChooseTarget)]
    assert Target(PlayKind.TOUCHDOWN, (), "touchdown") in choices
    assert all(
        game.field.circle(t.circles[0]).zone != 2 or game.field.circle(t.circles[0]).half == Half.VISITOR
        for t in choices
        if t.circles
    ), "never in the current zone"
    with pytest.raises(IllegalAction, match="not a legal symbol"):
        game.apply(ChooseTarget(Target(PlayKind.RUN, ("H2L",), "mine")))


def test_touchdown_die_forces_a_touchdown_attempt() -> None:
    for seed in range(200):
        game = FingerFootball.position(RED, 25.0, seed=seed)
        game.apply(CallPlay(Call.ROLL))
        game.apply(Roll())
        if game.dice is not None and game.dice.direction == Direction.TD:
            assert game.target is not None and game.target.kind == PlayKind.TOUCHDOWN
            assert game.phase == Phase.SCRIMMAGE
            return
    pytest.fail("no TD rolled in 200 seeds")


# ------------------------------------------------------------------ downs, punts


def test_four_downs_then_turnover_at_the_original_line() -> None:
    game = FingerFootball.position(RED, 25.0)
    for down in range(1, 5):
        assert game.down == down
        scrimmage(game, PlayKind.RUN, "V2L")
        flick_to(game, (0.5, -0.2))
        accept(game)
    assert game.offense == BLUE and game.down == 1
    assert game.los == pytest.approx(yards(25.0))


def test_punt_rests_in_the_field_goal_line_endzone_or_out_of_bounds() -> None:
    game = FingerFootball.position(RED, 30.0, down=4)
    game.apply(CallPlay(Call.PUNT))
    spot = yards(75.0, 1, 0.05)
    flick_to(game, spot)
    assert game.offense == BLUE and game.los == spot

    game = FingerFootball.position(RED, 30.0, down=4)
    game.apply(CallPlay(Call.PUNT))
    flick_to(game, yards(100.0))  # touching the goal line
    assert game.los == pytest.approx(yards(20.0, -1))

    game = FingerFootball.position(RED, 30.0, down=4)
    game.apply(CallPlay(Call.PUNT))
    hw = MAT.field.half_width
    flick_to(game, (0.7, hw + 0.1), [event(EventKind.SIDELINE_CROSSED, "sideline-left", 0.62, hw)])
    assert game.los == pytest.approx((0.62, 0.0)), "where it crossed the sideline, centred"


# ------------------------------------------------------------------ fumbles


def test_resting_on_a_red_football_is_a_turnover_there_but_not_on_a_punt() -> None:
    fumble = next(f for f in MAT.fumbles if f.x > 0.5)
    game = FingerFootball.position(RED, 45.0)
    scrimmage(game, PlayKind.RUN, "V2M1")
    flick_to(game, (fumble.x, fumble.y))
    accept(game)
    assert game.offense == BLUE and game.los == (fumble.x, fumble.y)
    assert game.stats[RED]["fumbles"] == 1

    game = FingerFootball.position(RED, 45.0, down=4)
    game.apply(CallPlay(Call.PUNT))
    flick_to(game, (fumble.x, fumble.y))
    assert game.offense == BLUE and game.stats[RED]["fumbles"] == 0


# ------------------------------------------------------------------ touchdowns


@pytest.mark.parametrize(
    "rest,scored",
    [
        ((L + 5 * YD, 0.0), True),
        ((L + 1.2 * YD, 0.0), False),  # touching the goal line
        ((L + 5 * YD, MAT.field.half_width - 0.3 * YD), False),  # touching the sideline
    ],
)
def test_touchdown_only_completely_within_the_endzone(rest: tuple[float, float], scored: bool) -> None:
    game = FingerFootball.position(RED, 85.0)
    game.apply(CallPlay(Call.TOUCHDOWN))
    flick_to(game, rest)
    accept(game)
    assert (game.score[RED] == 6) == scored
    if not scored:
        assert game.down == 2 and game.offense == RED


def test_through_the_back_and_off_the_mat_is_a_touchback() -> None:
    game = FingerFootball.position(RED, 85.0)
    game.apply(CallPlay(Call.TOUCHDOWN))
    end = L + MAT.field.endzone
    flick_to(
        game,
        (end + 0.1, 0.0),
        [
            event(EventKind.END_LINE_CROSSED, "end-line-visitor", end, 0.0),
            event(EventKind.LEFT_SURFACE, "surface", end + 0.06, 0.0),
        ],
    )
    accept(game)
    assert game.offense == BLUE and game.los == pytest.approx(yards(20.0, -1)) and game.score[RED] == 0


# ------------------------------------------------------------------ field goals


def test_field_goal_only_once_the_50_is_touched() -> None:
    game = FingerFootball.position(RED, 40.0)
    with pytest.raises(IllegalAction, match="touched or crossed the 50"):
        game.apply(CallPlay(Call.FIELD_GOAL))
    game = FingerFootball.position(RED, 49.0)  # the slider's tip reaches the 50
    assert CallPlay(Call.FIELD_GOAL) in game.legal_actions()


def test_missed_field_goal_gives_the_ball_at_the_previous_line() -> None:
    game = FingerFootball.position(RED, 60.0)
    los = game.los
    game.apply(CallPlay(Call.FIELD_GOAL))
    request = game.request()
    assert isinstance(request, KickRequest)
    assert request.distance == pytest.approx(MAT.field.length + MAT.field.endzone), "the entire length"
    game.apply(kick(False, Reason.WIDE_LEFT))
    assert game.offense == BLUE and game.los == los and game.score[RED] == 0


# ------------------------------------------------------------------ two-point, onside


def test_two_point_try_from_the_own_30() -> None:
    game = FingerFootball.position(RED, 90.0)
    game.apply(CallPlay(Call.TOUCHDOWN))
    flick_to(game, (L + 5 * YD, 0.0))
    accept(game)
    game.apply(ChooseConversion(Conversion.TWO_POINT))
    request = game.request()
    assert isinstance(request, FlickRequest) and request.purpose == Purpose.TWO_POINT
    assert (request.start.x, request.start.y) == pytest.approx(yards(30.0))
    flick_to(game, (L + 1.0 * YD, 0.0))  # on the goal line: fails
    assert game.score[RED] == 6 and game.phase == Phase.KICKOFF_CHOICE


def test_onside_kick() -> None:
    def after_touchdown() -> FingerFootball:
        game = FingerFootball.position(RED, 90.0)
        game.apply(CallPlay(Call.TOUCHDOWN))
        flick_to(game, (L + 5 * YD, 0.0))
        accept(game)
        game.apply(ChooseConversion(Conversion.KICK))
        game.apply(kick(True))
        game.apply(ChooseKickoff(True))
        return game

    game = after_touchdown()
    target = circle("V2M2")  # a middle circle on the opponent's 30
    flick_to(game, target)
    assert game.offense == RED and game.los == target
    game = after_touchdown()
    flick_to(game, yards(50.0))
    assert game.offense == BLUE and game.los == pytest.approx(yards(40.0, -1))


# ------------------------------------------------------------------ breaking ties


def test_tie_after_four_quarters_goes_to_overtime_with_a_new_toss() -> None:
    game = FingerFootball.position(RED, 30.0, quarter=4, plays=19)
    scrimmage(game, PlayKind.RUN, "V3M")
    flick_to(game, (0.6, 0.0))
    accept(game)
    assert game.overtime == 1 and game.quarter == 5 and game.phase == Phase.COIN_TOSS
    assert game.score == {RED: 0, BLUE: 0}
    # Overtime: Red wins the toss and receives; the kick-off gives it the ball past the 50, and
    # it kicks a field goal (the period's first play). Then both punt the period out.
    game.chance.supply(True, what="toss")
    game.apply(Toss())
    game.apply(ChooseKick(False))
    game.apply(ChooseGoal(Half.HOME))
    flick_to(game, yards(62.0, game.direction(RED)))
    assert game.offense == RED and game.plays == 0
    game.apply(CallPlay(Call.FIELD_GOAL))
    game.apply(kick(True))
    assert game.score == {RED: 3, BLUE: 0} and game.kicker == RED
    flick_to(game, yards(60.0, game.direction(RED)))
    while game.phase == Phase.CALL and game.plays < 20:
        game.apply(CallPlay(Call.PUNT))
        flick_to(game, yards(60.0, game.direction(game.offense)))  # type: ignore[arg-type]
    assert game.is_over() and game.winner == RED and game.quarter == 5


# ------------------------------------------------------------------ penalties


def test_penalty_back_15_or_half_the_distance_with_loss_of_down() -> None:
    flag = MAT.flags[0]  # between the two large circles on the home 30
    game = FingerFootball.position(RED, 22.0)
    scrimmage(game, PlayKind.RUN, "V2L")
    flick_to(game, (flag.x, flag.y))
    accept(game)
    assert game.phase == Phase.PENALTY and game.to_move() == BLUE
    game.apply(PenaltyChoice(True))
    assert game.field.own_yards(game.los[0], 1) == pytest.approx(11.0)  # type: ignore[index]
    assert game.down == 2

    game = FingerFootball.position(RED, 40.0)
    scrimmage(game, PlayKind.RUN, "V2L")
    far_flag = next(f for f in MAT.flags if f.x > 0.5 and abs(f.y) < 0.01)
    flick_to(game, (far_flag.x, far_flag.y))
    accept(game)
    game.apply(PenaltyChoice(True))
    assert game.field.own_yards(game.los[0], 1) == pytest.approx(25.0)  # type: ignore[index]

    game = FingerFootball.position(RED, 40.0)
    scrimmage(game, PlayKind.RUN, "V2L")
    flick_to(game, (far_flag.x, far_flag.y))
    accept(game)
    game.apply(PenaltyChoice(False))  # refused: back to the line, normal loss of down
    assert game.field.own_yards(game.los[0], 1) == pytest.approx(40.0) and game.down == 2  # type: ignore[index]


# ------------------------------------------------------------------ special rules


def test_own_zone_3_may_choose_either_zone_2() -> None:
    game = FingerFootball.position(RED, 10.0)
    target = game.field.targets(2, PlayKind.RUN, Side.MIDDLE, *game.los, 1)  # type: ignore[misc]
    halves = {game.field.circle(c).half for c in target.circles}
    assert halves == {Half.HOME, Half.VISITOR}


def test_opponents_zone_2_gives_the_choice_except_on_zone_3() -> None:
    seen = set()
    for seed in range(60):
        game = FingerFootball.position(RED, 65.0, seed=seed)
        game.apply(CallPlay(Call.ROLL))
        game.apply(Roll())
        assert game.dice is not None
        if game.dice.zone != 3:
            assert game.phase == Phase.CHOOSE_TARGET
            seen.add("choice")
        else:
            seen.add("zone 3")
    assert seen == {"choice", "zone 3"}


def test_opponents_zone_3_touchdown_or_field_goal_only() -> None:
    """ "The offensive player's only option is to attempt a touchdown or kick a field goal." """
    game = FingerFootball.position(RED, 85.0)
    assert set(game.legal_actions()) == {CallPlay(Call.TOUCHDOWN), CallPlay(Call.FIELD_GOAL)}
    with pytest.raises(IllegalAction, match="no roll"):
        game.apply(CallPlay(Call.ROLL))
    with pytest.raises(IllegalAction, match="only options are a touchdown or a field goal"):
        game.apply(CallPlay(Call.PUNT))
    lenient = FingerFootball.position(RED, 85.0, options=Options(punt_in_zone_3=True))
    assert CallPlay(Call.PUNT) in lenient.legal_actions()
    game.apply(CallPlay(Call.TOUCHDOWN))
    flick_to(game, (L - 0.05, 0.0))
    accept(game)
    assert game.down == 2 and game.plays == 1, "each attempt is a loss of down"


def test_targets_are_ahead_and_never_in_the_current_zone() -> None:
    game = FingerFootball.position(RED, 45.0)  # Zone 1
    for c in game.field.legal_circles(*game.los, 1):  # type: ignore[misc]
        assert c.zone != 1 and c.x > game.los[0]  # type: ignore[index]


def test_a_sideways_flick_is_no_play() -> None:
    game = FingerFootball.position(RED, 25.0)
    scrimmage(game, PlayKind.RUN, "V2L")
    x, y = game.los  # type: ignore[misc]
    flick_to(game, (x + 0.01, y + 0.2))  # nearly straight across
    accept(game)
    assert game.down == 2 and game.los == (x, y)


def test_moved_surface_favours_the_player_who_did_not_move_it() -> None:
    game = FingerFootball.position(RED, 25.0)
    scrimmage(game, PlayKind.RUN, "V2L")
    cx, cy = circle("V2L")
    radius = next(c.radius for c in MAT.run_circles if c.id == "V2L")
    flick_to(game, (cx - radius - MAT.slider.length / 2 - 0.002, cy))  # 2 mm short: a close call
    game.apply(Accept())  # the offence moved nothing
    game.apply(Bump(BLUE))  # the defence moved the mat, and says so in its own moment
    assert game.down == 1 and game.los is not None
    assert math.hypot(game.los[0] - cx, game.los[1] - cy) < 0.07, "moved just enough to touch"

    game = FingerFootball.position(RED, 25.0)
    scrimmage(game, PlayKind.RUN, "V2L")
    flick_to(game, (cx, cy))  # a clean run...
    game.apply(Bump(RED))  # ...but the offence moved the mat
    assert game.down == 2 and game.los == pytest.approx(yards(25.0))


# ------------------------------------------------------------------ illegal actions


def test_illegal_actions_name_the_rule() -> None:
    game = FingerFootball(seed=1)
    with pytest.raises(IllegalAction, match="kick or receive is chosen after the toss"):
        game.apply(ChooseKick(True))
    with pytest.raises(IllegalAction, match="no flick is wanted now"):
        flick_to_anyway(game)
    game = FingerFootball.position(RED, 25.0)
    game.apply(CallPlay(Call.ROLL))
    with pytest.raises(IllegalAction, match="a play is called at the line of scrimmage"):
        game.apply(CallPlay(Call.PUNT))


def flick_to_anyway(game: FingerFootball) -> None:
    from games.finger_football.rules.actions import Flicked
    from sim.geometry import Pose

    from .helpers import outcome

    game.apply(Flicked(outcome(Pose(0.2, 0.0), (0.4, 0.0))))


def test_a_position_names_a_clock_no_game_shows() -> None:
    with pytest.raises(ValueError, match="quarter 5"):
        FingerFootball.position(RED, 25.0, quarter=5)
    with pytest.raises(ValueError, match="20 plays run"):
        FingerFootball.position(RED, 25.0, plays=20)
    assert FingerFootball.position(RED, 25.0, options=Options(quarters=6), quarter=6).quarter == 6


def test_a_flick_must_start_where_the_rules_put_the_slider() -> None:
    from games.finger_football.rules.actions import Flicked
    from sim.geometry import Pose

    from .helpers import outcome

    game = FingerFootball.position(RED, 25.0)
    game.apply(CallPlay(Call.PUNT))
    with pytest.raises(IllegalAction, match="must start at"):
        game.apply(Flicked(outcome(Pose(0.3, 0.0), (0.7, 0.0))))

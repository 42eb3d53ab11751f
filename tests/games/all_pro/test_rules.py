"""All-Pro Football's rules, each on a set position with scripted dice. Home attacks towards
higher rows; with the line of scrimmage on the 50, home's line is row 11 and away's row 12."""

import itertools
import json
from collections import Counter

import pytest

from games.all_pro.match import count
from games.all_pro.rules.actions import (
    Advance,
    Call,
    CallIllegalFormation,
    EndAdvance,
    EndSeries,
    Event,
    Formation,
    Go,
    Ground,
    HandOff,
    IllegalAction,
    Kick,
    KickEndZone,
    Options,
    Phase,
    SafetyKick,
    Snap,
    Step,
    Throw,
    Touchback,
    TryPoint,
)
from games.all_pro.rules.board import Team, front_stripe, row_behind
from games.all_pro.rules.engine import AllPro
from sim.tiles.grid import Square

from .helpers import AWAY, HOME, Dice, perft, play, position, steps

QB, B2, B3, B4 = "home.B1", "home.B2", "home.B3", "home.B4"
E1, E2, C, L1 = "home.E1", "home.E2", "home.C", "home.L1"
DB, DB2, DE, DL, DC = "away.B1", "away.B2", "away.E1", "away.L1", "away.C"


# ----------------------------------------------------------------------------- how the men move


def test_a_back_moves_in_eight_directions_an_interior_lineman_in_four() -> None:
    assert perft(position({QB: (5, 8)}, QB), 3) == 8**3
    assert perft(position({L1: (5, 8)}, allow_fouls=False), 3) == 4**3
    # On defence every man moves diagonally too.
    assert perft(position({DL: (5, 14)}, mover=AWAY), 3) == 8**3


def test_a_back_on_the_sideline_has_233_series() -> None:
    # Walks of three king steps from column 0: 5 moves there, 8 elsewhere; from column 0,
    # f2(0) = 2*5 + 3*8 = 34, f2(1) = 3*5 + 2*8 + 3*8 = 55, f3(0) = 2*34 + 3*55 = 233.
    assert perft(position({B2: (0, 8)}), 3) == 233


def test_a_man_passes_over_his_own_blocker_but_never_ends_on_him() -> None:
    # 512 walks, less the 27 that end on the blocker's square (three king steps adding up to
    # one square ahead: 7 x 6 = 42 triples of steps, 15 of them with a step that stays put).
    game = position({B2: (5, 8), L1: (5, 9), DL: (5, 9)}, blocks=[(L1, DL)])
    assert perft(game, 3) == 512 - 27
    game.apply(Step(B2, (5, 9)))  # onto the blocker: one move, and he must go on
    assert {s.man for s in steps(game)} == {B2} and (5, 9) not in {s.to for s in steps(game)}
    with pytest.raises(IllegalAction, match="must move off"):
        game.apply(EndSeries())
    game.apply(Step(B2, (5, 10)))
    assert game.moves == 2


def test_no_man_moves_onto_or_over_his_own_men_or_an_opponents_blocker() -> None:
    game = position(
        {B2: (5, 8), B3: (5, 9), DL: (4, 9), DC: (4, 9)}, carrier=None, loose=(9, 9), blocks=[(DC, DL)]
    )  # an away block at (4, 9)
    targets = {s.to for s in steps(game) if s.man == B2}
    assert (5, 9) not in targets and (4, 9) not in targets
    with pytest.raises(IllegalAction, match="opponent's blocker"):
        game.apply(Step(B2, (4, 9)))
    with pytest.raises(IllegalAction, match="own men"):
        game.apply(Step(B2, (5, 9)))


def test_a_player_moves_only_his_own_men_three_moves_a_series() -> None:
    game = position({QB: (5, 8), DB: (5, 16)}, QB)
    with pytest.raises(IllegalAction, match="his own men"):
        game.apply(Step(DB, (5, 15)))
    play(game, [Step(QB, (5, 9)), Step(QB, (5, 10)), Step(QB, (5, 11))])
    assert game.phase == Phase.CALL  # the series is over: call a pass, or let the defence move
    with pytest.raises(IllegalAction, match="not now"):
        game.apply(Step(QB, (5, 12)))  # the series is over


def test_a_foul_on_a_return_is_measured_from_where_the_ball_is() -> None:
    game = position({L1: (5, 14), QB: (5, 15)}, QB, line=70, returning="punt")  # away punted
    game.apply(Step(L1, (6, 13)))
    assert (game.offence, game.line, game.down) == (HOME, 55, 1)  # the ball at the 70, less 15


def test_an_interior_lineman_moved_diagonally_on_offence_is_illegal_use_of_hands() -> None:
    game = position({L1: (5, 11), QB: (5, 8), DB: (5, 18)}, QB)
    game.apply(Step(L1, (6, 12)))
    assert game.line == 35 and game.phase == Phase.FORMATION  # 15 yards from the 50
    assert "illegal use of hands" in game.log[-1].text
    strict = position({L1: (5, 11), QB: (5, 8)}, QB, allow_fouls=False)
    with pytest.raises(IllegalAction, match="never move diagonally"):
        strict.apply(Step(L1, (6, 12)))


# ----------------------------------------------------------------------------- blocking and tackling


def test_landing_on_an_opponent_blocks_him_and_both_are_out() -> None:
    game = position({L1: (5, 11), DL: (5, 12), QB: (5, 9)}, QB)
    game.apply(Step(L1, (5, 12)))
    assert game.men[L1].out and game.men[DL].out and game.blocks[(5, 12)] == (L1, DL)
    assert L1 not in {s.man for s in steps(game)}


def test_an_end_or_back_past_the_line_cannot_be_blocked_by_the_defence() -> None:
    men = {E1: (2, 13), DB: (2, 14), QB: (5, 9)}  # the End is two rows past home's line (row 11)
    strict = position(men, QB, mover=AWAY, allow_fouls=False)
    assert (2, 13) not in {s.to for s in steps(strict) if s.man == DB}
    behind = position({E1: (2, 11), DB: (2, 12), QB: (5, 9)}, QB, mover=AWAY)
    assert (2, 11) in {s.to for s in steps(behind) if s.man == DB}


def test_blocking_an_eligible_receiver_past_the_line_is_pass_interference() -> None:
    game = position({E1: (2, 13), DB: (2, 14), QB: (5, 9)}, QB, mover=AWAY)
    game.apply(Step(DB, (2, 13)))
    assert "PASS INTERFERENCE" in game.log[-1].text
    assert (game.offence, game.line, game.down) == (HOME, front_stripe(13, HOME), 1)


def test_a_tackle_ends_the_play_on_the_line_touching_the_front_of_the_carrier() -> None:
    game = position({QB: (5, 12), DB: (5, 13)}, QB, mover=AWAY)
    game.apply(Step(DB, (5, 12)))
    assert game.line == 55 and game.phase == Phase.FORMATION  # row 12 covers the 50 to the 55
    assert game.down == 2 and game.plays == 1


# ----------------------------------------------------------------------------- kick-off


def test_a_kick_off_of_eleven_lands_on_the_receivers_five_yard_line() -> None:
    game = AllPro(0, Options(first_kick="home", fumbles="never"))
    Dice(5, 6).load(game)
    game.apply(Formation(AWAY, "deep"))
    kicker = game.men["home.C"].square
    assert kicker[1] == row_behind(40, HOME)  # the kicking team on its own 40
    game.apply(Kick())
    ball = game.ball_square()
    assert ball == (kicker[0], row_behind(100, HOME)) == (5, 21)  # the 95 to the goal line
    assert game.phase == Phase.FREE_ADVANCE


def test_the_kicking_team_advances_any_men_three_spaces_then_the_receivers_return() -> None:
    game = AllPro(0, Options(first_kick="home", fumbles="never"))
    Dice(1, 1).load(game)
    game.apply(Formation(AWAY, "deep"))
    game.apply(Kick())
    advances = [a for a in game.legal_actions() if isinstance(a, Advance)]
    assert len(advances) == 11 or len(advances) == 10  # all but one whose path is blocked, if any
    start = game.men["home.L1"].square
    game.apply(Advance("home.L1"))
    assert game.men["home.L1"].square == (start[0], start[1] + 3)
    with pytest.raises(IllegalAction, match="once a man"):
        game.apply(Advance("home.L1"))
    game.apply(EndAdvance())
    assert game.phase == Phase.PLAY and game.mover == AWAY == game.offence


def test_a_kick_that_lands_on_a_receiver_is_caught_else_he_has_three_moves_to_pick_it_up() -> None:
    game = AllPro(0, Options(first_kick="home", fumbles="never"))
    Dice(3, 3).load(game)
    game.apply(Formation(AWAY, "deep"))
    receiver = game.men["away.C"].square  # the receiving Center, on away's 40 (row 14)
    game.apply(Kick())
    assert receiver == (5, 14) and game.ball_square() == (5, 16)
    assert game.carrier is None  # an empty square: a loose ball
    game.apply(EndAdvance())
    play(game, [Step("away.B3", (5, 17)), Step("away.B3", (5, 16))])  # from his own 20
    assert game.carrier == "away.B3" and game.moves == 2


# ----------------------------------------------------------------------------- scrimmage


def lined_up(
    offence: str = "T", defence: str = "5-4-2", moved: dict[str, Square] | None = None, **options: object
) -> AllPro:
    """Home's first down on the 50, both teams lined up; ``moved``: home's men the player put
    elsewhere than the named formation has them."""
    game = position({}, line=50, phase=Phase.FORMATION, **options)  # type: ignore[arg-type]
    if moved:
        places = {**game.formation_places(HOME, offence), **moved}
        game.apply(Formation(HOME, "", tuple(places.items())))
    else:
        game.apply(Formation(HOME, offence))
    game.apply(Formation(AWAY, defence))
    return game


def test_the_snap_goes_to_the_quarterback_directly_behind_the_center_and_counts_as_a_move() -> None:
    game = lined_up()
    assert game.carrier == C and game.legal_actions() == [Snap(QB)]
    game.apply(Snap(QB))
    assert game.carrier == QB and game.moves == 1


def test_a_hand_off_goes_to_an_adjacent_man_and_past_the_line_only_alongside_or_behind() -> None:
    game = position({QB: (5, 10), B2: (4, 9), B3: (7, 10)}, QB)
    assert [a.to for a in game.legal_actions() if isinstance(a, HandOff)] == [B2]
    game.apply(HandOff(B2))
    assert game.carrier == B2 and game.moves == 1
    past = position({QB: (5, 13), B2: (5, 14), B3: (4, 13), B4: (6, 12)}, QB)
    assert sorted(a.to for a in past.legal_actions() if isinstance(a, HandOff)) == [B3, B4]


def test_a_fumble_falls_on_a_neighbouring_square_and_either_side_may_recover_it() -> None:
    game = position(
        {QB: (5, 9), B2: (3, 9), DB: (8, 11)},
        QB,
        dice=Dice(fumble=True, falls=(6, 10)),
        fumbles="chance",
        fumble_chance=0.5,
    )
    game.apply(Step(QB, (5, 10)))  # the ball falls off on his first move
    ball = game.loose
    assert game.carrier is None and ball is not None and max(abs(ball[0] - 5), abs(ball[1] - 10)) == 1
    assert ball == (6, 10)  # where the scripted chance lets it fall
    play(game, [Step(QB, (6, 10))])  # two moves left to recover it
    assert game.carrier == QB and game.moves == 2


def test_a_defender_who_recovers_a_fumble_runs_with_his_remaining_moves() -> None:
    game = position({QB: (5, 9), DB: (7, 11)}, None, mover=AWAY, loose=(6, 11))
    game.apply(Step(DB, (6, 11)))
    assert game.carrier == DB and game.offence == AWAY and game.mover == AWAY and game.moves == 1
    game.apply(Step(DB, (6, 10)))
    assert game.moves == 2


def test_inches_to_go_the_ball_must_pass_the_first_down_marker() -> None:
    # From the 50 the marker is on the 60: tackled on the row ending at the 60: inches to go.
    game = position({QB: (5, 13), DB: (5, 14)}, QB, mover=AWAY)
    game.apply(Step(DB, (5, 13)))
    assert (game.line, game.down, game.marker) == (60, 2, 60)
    assert "inches to go" in game.log[-1].text
    game = position({QB: (5, 14), DB: (5, 15)}, QB, mover=AWAY)
    game.apply(Step(DB, (5, 14)))
    assert (game.line, game.down, game.marker) == (65, 1, 75)


def test_four_downs_then_the_ball_goes_over() -> None:
    game = position({QB: (5, 10), DB: (5, 11)}, QB, mover=AWAY, down=4)
    game.apply(Step(DB, (5, 10)))
    assert game.offence == AWAY and game.down == 1 and game.line == 45


# ----------------------------------------------------------------------------- passing


def passing(men: dict[str, tuple[int, int]], dice: Dice, **kw: object) -> AllPro:
    """Home's Quarterback has called a pass and the defence has had its moves: throw."""
    return position(men, QB, dice=dice, phase=Phase.THROW, **kw)  # type: ignore[arg-type]


def test_a_pass_is_called_after_a_series_and_the_defence_gets_three_moves() -> None:
    game = position({QB: (5, 9), E1: (5, 13), DB: (0, 20)}, QB)
    game.apply(EndSeries())
    assert game.phase == Phase.CALL and Call("pass") in game.legal_actions()
    game.apply(Call("pass"))
    assert game.mover == AWAY and game.phase == Phase.PLAY
    game.apply(EndSeries())
    assert game.phase == Phase.THROW and Throw(E1) in game.legal_actions()


def test_no_pass_once_the_passer_has_run_past_the_line() -> None:
    game = position({QB: (5, 12), E1: (5, 16)}, QB)
    game.apply(EndSeries())
    assert Call("pass") not in game.legal_actions()


def test_short_pass_diagram_5_even_distances_on_a_line_only() -> None:
    # The End six spaces ahead, a Back five spaces away: only even distances on a line count.
    game = passing({QB: (5, 9), E1: (5, 15), B2: (0, 14), B3: (3, 13)}, Dice(2))
    receivers = {a.receiver for a in game.legal_actions() if isinstance(a, Throw)}
    assert receivers == {E1}
    game.apply(Throw(E1))
    assert game.carrier == E1 and game.moves == 1 and "COMPLETE" in game.log[-1].text


def test_short_pass_diagram_7_interceptions() -> None:
    men = {QB: (5, 9), E1: (5, 15), DE: (5, 13), DB: (5, 11)}
    for die, outcome in ((6, "COMPLETE"), (4, "INTERCEPTED by away's E1"), (2, "INTERCEPTED by away's B1")):
        game = passing(men, Dice(die))
        assert any(outcome in e.text for e in game.apply(Throw(E1)))
    game = passing(men, Dice(3))
    assert any("INCOMPLETE" in e.text for e in game.apply(Throw(E1)))
    assert game.down == 2 and game.line == 50


def test_an_interceptor_runs_his_three_moves_at_once() -> None:
    game = passing({QB: (5, 9), E1: (5, 15), DE: (5, 13)}, Dice(4))
    game.apply(Throw(E1))
    assert (game.offence, game.carrier, game.mover, game.moves) == (AWAY, DE, AWAY, 0)


def test_long_pass_diagram_8_both_dice_even() -> None:
    # To the Right End ten spaces ahead, a Back four spaces out: 2 and 6 complete, 2 and 2
    # (4) intercept, 3 and 1 (also 4) is incomplete: each die must be even.
    men = {QB: (5, 5), E1: (5, 15), DB: (5, 9)}
    cases = [((2, 6), "COMPLETE"), ((2, 2), "INTERCEPTED by away's B1"), ((3, 1), "INCOMPLETE")]
    for dice, outcome in cases:
        game = passing(men, Dice(*dice))
        assert any(outcome in e.text for e in game.apply(Throw(E1)))
    # To the Left End twelve spaces ahead, a Back eight spaces out: 4 and 4 or 2 and 6 intercept.
    men = {QB: (5, 5), E2: (5, 17), DB: (5, 13)}
    for dice, outcome in (((4, 4), "INTERCEPTED"), ((2, 6), "INTERCEPTED"), ((2, 4), "COMPLETE")):
        game = passing(men, Dice(*dice))
        assert any(outcome in e.text for e in game.apply(Throw(E2)))


def test_no_pass_beyond_twelve_spaces() -> None:
    game = passing({QB: (5, 2), E1: (5, 16)}, Dice())
    assert Throw(E1) not in game.legal_actions()


def test_passing_to_an_ineligible_receiver_and_grounding_are_penalised() -> None:
    game = passing({QB: (5, 9), L1: (5, 11)}, Dice())
    game.apply(Throw(L1))
    assert "illegal pass" in game.log[-1].text and game.line == 35 and game.down == 1
    game = passing({QB: (5, 9)}, Dice())
    assert game.legal_actions() == [Ground()]
    game.apply(Ground())
    assert "intentional grounding" in game.log[-2].text and game.line == 35 and game.down == 2


def test_an_ineligible_receiver_down_field_when_the_pass_is_called_is_penalised() -> None:
    game = position({QB: (5, 9), L1: (5, 13)}, QB)
    play(game, [EndSeries(), Call("pass")])
    assert "ineligible receiver" in game.log[-1].text and game.line == 35


def test_a_lateral_goes_sideways_or_back_to_any_man() -> None:
    game = position({QB: (5, 13), L1: (3, 13), B2: (5, 15)}, QB, dice=Dice(4))
    play(game, [EndSeries(), Call("lateral"), EndSeries()])
    receivers = {a.receiver for a in game.legal_actions() if isinstance(a, Throw)}
    assert receivers == {L1}
    game.apply(Throw(L1))
    assert game.carrier == L1
    counted = count(game.log)  # the match statistics: a lateral is not a pass
    assert counted["laterals called"] == counted["laterals complete"] == 1
    assert counted["passes called"] == counted["passes complete"] == 0


def test_an_ineligible_receiver_is_named_as_the_player_sees_him() -> None:
    game = position({QB: (5, 9), L1: (5, 13)}, QB)
    play(game, [EndSeries(), Call("pass")])
    assert "ineligible receiver: home's L1 down field" in game.log[-1].text


# ----------------------------------------------------------------------------- kicking


def punt_formation(line: int = 50, dice: Dice | None = None) -> AllPro:
    """Fourth down, the kicker two squares behind the Center, snapped to him."""
    r = row_behind(line, HOME)
    men = {C: (5, r), QB: (5, r - 2), B2: (3, r - 1), DB: (5, r + 5), DL: (2, r + 1)}
    game = position(men, C, line=line, down=4, dice=dice, snapped=False)
    game.apply(Snap(QB))
    return game


def test_a_punt_from_ten_yards_back_is_blocked_if_the_defence_reaches_the_ball() -> None:
    game = punt_formation()
    play(game, [EndSeries(), Call("punt")])
    assert game.loose == (5, 10)  # one space in front of the kicker
    assert game.mover == AWAY and game.men[DL].square == (2, 12)
    play(game, [Step(DL, (3, 11)), Step(DL, (4, 11)), Step(DL, (5, 10))])  # the defence's series
    assert "blocks the punt" in game.log[-2].text and game.offence == AWAY


def test_a_punt_not_reached_goes_two_dice_downfield_and_is_returned() -> None:
    game = punt_formation(dice=Dice(3, 4))
    play(game, [EndSeries(), Call("punt"), EndSeries()])
    assert game.ball_square() == (5, 17)  # seven spaces from (5, 10)
    assert game.offence == AWAY and game.mover == AWAY and game.moves == 0


def test_a_kicker_who_runs_with_the_ball_can_no_longer_kick() -> None:
    game = punt_formation()
    play(game, [Step(QB, (5, 10)), EndSeries()])
    assert game.phase != Phase.CALL or Call("punt") not in game.legal_actions()


def test_a_field_goal_from_inside_the_45_must_cross_the_goal_line() -> None:
    game = punt_formation(line=65, dice=Dice(6, 6))
    play(game, [EndSeries()])
    assert Call("field goal") in game.legal_actions()
    play(game, [Call("field goal"), EndSeries()])
    assert game.score[HOME] == 3 and game.phase == Phase.RETURN_FORMATION
    short = punt_formation(line=65, dice=Dice(1, 1))
    play(short, [EndSeries(), Call("field goal"), EndSeries()])
    assert short.score[HOME] == 0 and short.offence == AWAY  # short: it may be run back
    midfield = punt_formation(line=50)
    play(midfield, [EndSeries()])
    assert Call("field goal") not in midfield.legal_actions()


def test_punt_from_own_end_zone_is_called_before_the_snap() -> None:
    game = position({C: (5, 1), QB: (5, 0), DB: (5, 8)}, C, line=0, dice=Dice(5, 5), snapped=False)
    assert KickEndZone() in game.legal_actions()
    play(game, [KickEndZone(), Snap(QB), Step(QB, (4, 0)), EndSeries()])
    assert game.ball_square() == (4, 10) and game.offence == AWAY


# ----------------------------------------------------------------------------- scoring


def test_a_touchdown_is_six_and_the_point_after_fails_only_on_a_one() -> None:
    for die, points in ((1, 6), (2, 7)):
        game = position({QB: (5, 21)}, QB, dice=Dice(die))
        game.apply(Step(QB, (5, 22)))
        assert game.score[HOME] == 6 and game.phase == Phase.PAT
        game.apply(TryPoint())
        assert game.score[HOME] == points and game.phase == Phase.RETURN_FORMATION and game.kicking == HOME


def test_a_safety_is_two_points_and_a_kick_from_the_twenty() -> None:
    game = position({QB: (5, 1), DB: (5, 2)}, QB, mover=AWAY, line=5)
    game.apply(Step(DB, (5, 1)))
    assert game.score[AWAY] == 2 and game.phase == Phase.SAFETY_KICK
    game.apply(SafetyKick("kickoff"))
    assert game.phase == Phase.RETURN_FORMATION and game.men["home.C"].square[1] == row_behind(20, HOME)
    game.apply(Formation(AWAY, "deep"))
    assert game.men["away.C"].square[1] == row_behind(30, AWAY)  # on the kicking team's 30


def test_a_kick_into_the_end_zone_may_be_taken_as_a_touchback() -> None:
    game = punt_formation(line=50, dice=Dice(6, 6))
    play(game, [EndSeries(), Call("punt"), EndSeries()])
    assert game.ball_square() == (5, 22) and Touchback() in game.legal_actions()
    game.apply(Touchback())
    assert game.offence == AWAY and game.line == 80 and game.down == 1


def test_a_kick_out_of_the_end_zone_is_a_touchback() -> None:
    game = punt_formation(line=60, dice=Dice(6, 6))
    play(game, [EndSeries(), Call("punt"), EndSeries()])
    assert game.offence == AWAY and game.line == 80 and game.phase == Phase.FORMATION


# ----------------------------------------------------------------------------- penalties


def test_fewer_than_seven_on_the_line_is_called_by_the_defence() -> None:
    game = lined_up(moved={E1: (1, 9)})  # an End two rows back: six on the line
    play(game, [Snap(QB), EndSeries(), Go()])
    assert CallIllegalFormation() in game.legal_actions()
    game.apply(CallIllegalFormation())
    assert game.line == 45 and "illegal formation" in game.log[-1].text and game.down == 1
    legal = lined_up()
    play(legal, [Snap(QB), EndSeries(), Go()])
    assert CallIllegalFormation() not in legal.legal_actions()


@pytest.mark.parametrize(
    ("line", "yards", "after"), [(15, 15, 5), (10, 15, 5), (5, 5, 0), (5, 15, 0), (20, 15, 5)]
)
def test_penalties_within_the_15_and_5_yard_lines(line: int, yards: int, after: int) -> None:
    """A foul by the offence near its own goal line: 15 yards (illegal use of hands) or 5
    (illegal formation), walked off within the limits, the down not lost."""
    r = row_behind(line, HOME)
    if yards == 15:
        game = position({QB: (5, 2), L1: (2, r)}, QB, line=line)
        game.apply(Step(L1, (3, r + 1)))  # an interior lineman moved diagonally
        assert "illegal use of hands" in game.log[-1].text
    else:
        game = position({C: (5, r), QB: (5, r - 1)}, C, line=line, snapped=False)
        play(game, [Snap(QB), EndSeries(), Go(), CallIllegalFormation()])  # one man on the line
        assert "illegal formation" in game.log[-1].text
    assert game.line == after and game.down == 1


# ----------------------------------------------------------------------------- game length


def test_ten_plays_a_quarter_a_kick_off_at_the_half_and_the_end_at_forty() -> None:
    game = position({QB: (5, 10), DB: (5, 11)}, QB, mover=AWAY, plays=19)
    assert game.opening_receiver == AWAY  # home kicked off first (the helper's first_kick)
    game.apply(Step(DB, (5, 10)))
    assert game.plays == 20 and game.phase == Phase.RETURN_FORMATION and game.kicking == AWAY
    game = position({QB: (5, 10), DB: (5, 11)}, QB, mover=AWAY, plays=39)
    game.apply(Step(DB, (5, 10)))
    assert game.is_over() and "END OF GAME" in game.log[-1].text


def test_a_touchdown_on_the_last_play_keeps_its_point_after() -> None:
    game = position({QB: (5, 21)}, QB, dice=Dice(4), plays=39)
    game.apply(Step(QB, (5, 22)))
    assert game.phase == Phase.PAT and not game.is_over()
    game.apply(TryPoint())
    assert game.is_over() and game.score[HOME] == 7


def test_illegal_actions_name_the_rule() -> None:
    game = position({QB: (5, 9)}, QB)
    with pytest.raises(IllegalAction, match="one space"):
        game.apply(Step(QB, (5, 11)))
    with pytest.raises(IllegalAction, match="not now"):
        game.apply(TryPoint())
    with pytest.raises(IllegalAction, match="no such man"):
        game.apply(Step("home.Z9", (5, 10)))


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="fumble_chance"):
        Options(fumble_chance=1.5)
    with pytest.raises(ValueError, match="unknown All-Pro option"):
        Options.from_json({"overtime": True})


def test_a_position_names_what_cannot_be() -> None:
    r = row_behind(50, HOME)
    with pytest.raises(ValueError, match="one of play, call, throw or formation"):
        position({QB: (5, 9)}, QB, phase=Phase.PAT)
    with pytest.raises(ValueError, match="no men on the board"):
        position({QB: (5, 9)}, QB, phase=Phase.FORMATION)
    with pytest.raises(ValueError, match="its man with the ball"):
        position({QB: (5, 9), DB: (5, 14)}, DB, phase=Phase.CALL)
    with pytest.raises(ValueError, match="past the line of scrimmage"):
        position({QB: (5, r + 1)}, QB, phase=Phase.THROW)
    with pytest.raises(ValueError, match="the ball is on the Center"):
        position({C: (5, r), QB: (5, r - 1)}, QB, snapped=False)
    with pytest.raises(ValueError, match="a kick-off, a punt or a field goal"):
        position({QB: (5, 9)}, QB, returning="interception")
    with pytest.raises(ValueError, match="kick_loose"):
        position({QB: (5, 9)}, QB, returning="punt", kick_loose=True)
    with pytest.raises(ValueError, match="safe_in_end_zone"):
        position({QB: (5, 9)}, QB, returning="punt", safe_in_end_zone=True)
    with pytest.raises(ValueError, match="40 plays registered"):
        position({QB: (5, 9)}, QB, plays=40)


def test_a_game_read_back_from_json_plays_on_the_same() -> None:
    from games.all_pro.match import make_player

    game = AllPro(5)
    players = {HOME: make_player("random", 1), AWAY: make_player("random", 2)}
    for _ in range(150):
        game.apply(players[game.team_to_move()](game))
    copy = AllPro.from_json(json.loads(json.dumps(game.to_json())))
    assert copy.to_json() == game.to_json()
    assert copy.legal_actions() == game.legal_actions()
    for _ in range(100):
        assert not game.is_over()
        action = players[game.team_to_move()](game)
        assert [e.text for e in copy.apply(action)] == [e.text for e in game.apply(action)]
    assert copy.to_json() == game.to_json()


def test_team_helpers() -> None:
    assert Team.HOME.other == AWAY and Team.AWAY.forward == -1


SHORT_PASS = {QB: (5, 9), E1: (5, 15), DE: (5, 13), DB: (5, 11)}  # diagram 7: one die
LONG_PASS = {QB: (5, 5), E1: (5, 15), DB: (5, 9)}  # diagram 8: two dice


def _outcome(events: list[Event]) -> str:
    """COMPLETE, INCOMPLETE, or the interceptor's label."""
    text = " ".join(e.text for e in events)
    if "INTERCEPTED by " in text:
        return text.split("INTERCEPTED by ")[1].split()[1]  # "away's E1 ..." -> "E1"
    return "INCOMPLETE" if "INCOMPLETE" in text else "COMPLETE"


@pytest.mark.parametrize(("men", "dice_count"), [(SHORT_PASS, 1), (LONG_PASS, 2)])
def test_the_pass_odds_shown_are_what_the_dice_make_happen(men: dict[str, Square], dice_count: int) -> None:
    """Over every face of the dice, the odds the window shows match what throwing does."""
    faces = list(itertools.product(range(1, 7), repeat=dice_count))
    odds = passing(men, Dice(*faces[0])).pass_odds(E1)
    counts = Counter(_outcome(passing(men, Dice(*dice)).apply(Throw(E1))) for dice in faces)
    n = len(faces)
    assert odds.complete == pytest.approx(counts.pop("COMPLETE", 0) / n)
    assert odds.incomplete == pytest.approx(counts.pop("INCOMPLETE", 0) / n)
    shown = {man.split(".")[1]: p for man, p in odds.intercepted.items()}
    assert shown == pytest.approx({label: k / n for label, k in counts.items()})

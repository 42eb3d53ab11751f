"""The MabuchiLab rules, article by article, on made-up event sequences (no physics)."""

import json

import pytest

from games.foosball.rules.actions import (
    Acknowledge,
    DemandCanonical,
    FoosOptions,
    IllegalAction,
    MoveDeadBall,
    Phase,
    Serve,
    TakeBall,
    TouchBall,
    TouchPole,
)
from games.foosball.rules.referee import FoosReferee
from sim.foosball.table import EventKind, TableEvent

from .events import (
    ATTACK,
    AWAY,
    DEFENCE,
    GOALIE,
    HOME,
    MIDFIELD,
    back_on_table,
    dead_ball,
    deflect,
    failure,
    goal,
    left_table,
    repaired,
    served,
    shame,
    strike,
)


def referee(**options: object) -> FoosReferee:
    return FoosReferee(options=FoosOptions(first_server="home", **options))  # type: ignore[arg-type]


def playing(**options: object) -> FoosReferee:
    """Home has served and the serve has ended: normal play."""
    ref = referee(**options)
    ref.apply(Serve(HOME))
    ref.on_table(served(HOME))
    assert ref.phase == Phase.PLAY
    return ref


def kinds(ref: FoosReferee) -> list[str]:
    return [c.kind for c in ref.log]


# ----------------------------------------------------------------------------- Article 0


def test_the_toss_is_seeded_and_either_side_can_win_it() -> None:
    servers = {FoosReferee(seed=s).server for s in range(20)}
    assert servers == {HOME, AWAY}
    assert FoosReferee(seed=7).server == FoosReferee(seed=7).server


def test_roles_server_servee_restarter_restartee_shamer_shamee() -> None:
    ref = referee()
    assert ref.roles() == {"server": HOME, "servee": AWAY}
    ref.apply(Serve(HOME))
    ref.on_table(served(HOME)[:2])  # in play, not yet ended
    ref.apply(TakeBall(AWAY))
    assert ref.roles() == {"restarter": AWAY, "restartee": HOME}
    ref.apply(Serve(AWAY))
    ref.on_table(served(AWAY) + strike(ATTACK[AWAY]) + shame(HOME))
    assert ref.roles() == {"shamer": AWAY, "shamee": HOME}


def test_the_shamer_is_the_team_with_the_last_non_incidental_contact() -> None:
    # Home's attack shoots; the ball glances off away's still defender and shames away's goal.
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + deflect(DEFENCE[AWAY]) + shame(AWAY))
    assert ref.shamer == HOME and ref.kitty == 1


def test_a_figure_much_slower_than_the_ball_only_deflects_it() -> None:
    ref = playing()
    ref.on_table(strike(ATTACK[HOME], speed=6.0))
    ref.on_table(strike(DEFENCE[AWAY], speed=2.0, ball_speed=10.0))  # a block, not a shot
    ref.on_table(shame(AWAY))
    assert ref.shamer == HOME


def test_a_one_timer_counts_as_a_contact() -> None:
    ref = playing()
    ref.on_table(strike(ATTACK[HOME], speed=6.0))
    ref.on_table(strike(MIDFIELD[AWAY], speed=7.0, ball_speed=10.0) + shame(HOME))
    assert ref.shamer == AWAY


def test_the_scorer_is_the_team_opposing_the_scoree() -> None:
    ref = playing()
    ref.on_table(deflect(DEFENCE[HOME]) + goal(HOME))  # whoever touched it last: into home's goal
    assert ref.score == {HOME: 0, AWAY: 1}


# ----------------------------------------------------------------------------- Article I


def test_the_ball_may_not_be_touched_in_normal_play() -> None:
    ref = playing()
    with pytest.raises(IllegalAction, match="Article I"):
        ref.apply(TouchBall(HOME))
    with pytest.raises(IllegalAction, match="Article I"):
        ref.apply(TakeBall(AWAY))


def test_no_player_may_touch_the_opposing_teams_poles() -> None:
    ref = playing()
    ref.apply(TouchPole(HOME, GOALIE[HOME]))
    with pytest.raises(IllegalAction, match="opposing team's poles"):
        ref.apply(TouchPole(HOME, GOALIE[AWAY]))


# ----------------------------------------------------------------------------- Article II


def test_a_serve_begins_enters_play_and_ends() -> None:
    ref = referee()
    ref.apply(Serve(HOME))
    assert ref.phase == Phase.SERVING and not ref.in_play
    ref.on_table(served(HOME)[:1])
    assert not ref.in_play and ref.log[-1].text == "the serve begins"
    ref.on_table(served(HOME)[1:2])
    assert ref.in_play and ref.phase == Phase.SERVING
    ref.on_table(served(HOME)[2:])
    assert ref.phase == Phase.PLAY


def test_only_the_server_serves() -> None:
    ref = referee()
    with pytest.raises(IllegalAction, match="home's serve"):
        ref.apply(Serve(AWAY))


def test_the_servee_may_take_the_ball_once_it_has_entered_play_and_becomes_restarter() -> None:
    ref = referee()
    ref.apply(Serve(HOME))
    ref.on_table(served(HOME)[:1])  # begun, not yet in play
    with pytest.raises(IllegalAction, match="only once it has entered play"):
        ref.apply(TakeBall(AWAY))
    ref.on_table(served(HOME)[1:2])
    with pytest.raises(IllegalAction, match="only the other team"):
        ref.apply(TakeBall(HOME))
    ref.apply(TakeBall(AWAY))
    assert (ref.phase, ref.server, ref.stats["steals"]) == (Phase.RESTART, AWAY, 1)


def test_no_steal_once_the_serve_has_ended() -> None:
    ref = playing()
    with pytest.raises(IllegalAction):
        ref.apply(TakeBall(AWAY))


def test_the_canonical_configuration_holds_the_serve_until_everyone_acknowledges() -> None:
    ref = referee()
    assert DemandCanonical in ref.action_kinds(AWAY)
    ref.apply(DemandCanonical(AWAY))  # Article II: any player
    with pytest.raises(IllegalAction, match="acknowledge"):
        ref.apply(Serve(HOME))
    ref.apply(Acknowledge(HOME))
    with pytest.raises(IllegalAction, match="acknowledge"):
        ref.apply(Serve(HOME))
    ref.apply(Acknowledge(AWAY))
    ref.apply(Serve(HOME))
    assert ref.phase == Phase.SERVING


def test_the_canonical_configuration_cannot_be_demanded_once_the_ball_is_in_play() -> None:
    ref = referee()
    ref.apply(Serve(HOME))
    ref.apply(DemandCanonical(AWAY))  # let go, but not yet in play: still allowed
    ref = referee()
    ref.apply(Serve(HOME))
    ref.on_table(served(HOME)[:2])
    with pytest.raises(IllegalAction, match="before the ball enters play"):
        ref.apply(DemandCanonical(AWAY))


def test_no_serve_during_a_mechanical_failure() -> None:
    ref = referee()
    ref.on_table(failure(MIDFIELD[AWAY]))
    assert Serve not in ref.action_kinds(HOME)
    with pytest.raises(IllegalAction, match="mechanical failure"):
        ref.apply(Serve(HOME))
    ref.on_table(repaired(MIDFIELD[AWAY]))
    ref.apply(Serve(HOME))


# ----------------------------------------------------------------------------- Article III


def test_only_the_restarter_may_demand_the_canonical_configuration() -> None:
    ref = playing()
    ref.on_table(left_table())
    ref.apply(TakeBall(AWAY))
    assert ref.phase == Phase.RESTART and ref.server == AWAY
    with pytest.raises(IllegalAction, match="Article III"):
        ref.apply(DemandCanonical(HOME))
    ref.apply(DemandCanonical(AWAY))


def test_the_restartee_may_steal_a_restart() -> None:
    ref = playing()
    ref.on_table(left_table())
    ref.apply(TakeBall(AWAY))
    ref.apply(Serve(AWAY))
    ref.on_table(served(AWAY)[:2])
    ref.apply(TakeBall(HOME))
    assert ref.phase == Phase.RESTART and ref.server == HOME


# ----------------------------------------------------------------------------- Article IV


def test_the_ball_leaving_the_table_is_a_free_for_all_that_ends_when_it_is_back() -> None:
    ref = playing()
    ref.on_table(left_table())
    assert ref.phase == Phase.FREE_FOR_ALL
    ref.on_table(back_on_table())
    assert ref.phase == Phase.PLAY


def test_a_player_gaining_possession_ends_the_free_for_all_with_a_restart() -> None:
    ref = playing()
    ref.on_table(left_table())
    ref.apply(TakeBall(HOME))
    assert (ref.phase, ref.server) == (Phase.RESTART, HOME)


def test_a_disqualified_teams_goal_does_not_count_and_the_other_team_restarts() -> None:
    ref = playing()
    ref.on_table(left_table())
    ref.apply(TouchBall(AWAY))
    ref.on_table(goal(HOME))  # into home's goal: away would have scored
    assert ref.score == {HOME: 0, AWAY: 0}
    assert (ref.phase, ref.server) == (Phase.RESTART, HOME)


def test_a_disqualified_teams_shame_does_not_count_either() -> None:
    ref = playing()
    ref.on_table(left_table())
    ref.apply(TouchBall(HOME))
    ref.on_table(strike(ATTACK[HOME]) + shame(AWAY))
    assert ref.kitty == 0 and ref.shamer is None
    assert (ref.phase, ref.server) == (Phase.RESTART, AWAY)


def test_the_other_team_may_still_score_in_a_free_for_all() -> None:
    ref = playing()
    ref.on_table(left_table())
    ref.apply(TouchBall(AWAY))
    ref.on_table(goal(AWAY))
    assert ref.score == {HOME: 1, AWAY: 0}


def test_the_disqualification_ends_with_the_free_for_all() -> None:
    ref = playing()
    ref.on_table(left_table())
    ref.apply(TouchBall(AWAY))
    ref.on_table(back_on_table())
    ref.on_table(goal(HOME))
    assert ref.score[AWAY] == 1


def test_a_mechanical_failure_is_a_free_for_all_until_it_is_repaired_then_a_serve() -> None:
    """ "A state of free-for-all shall occur when ... there is a mechanical failure"; "A serve
    takes place ... after a mechanical failure": the last server serves again once it is
    repaired, the ball on the table or not."""
    ref = playing()
    server = ref.server
    ref.on_table(failure(MIDFIELD[AWAY]))
    assert ref.phase == Phase.FREE_FOR_ALL and ref.failure
    ref.on_table(repaired(MIDFIELD[AWAY]))
    assert (ref.phase, ref.server) == (Phase.SERVE, server)
    play_on = playing(serve_after_repair=False)
    play_on.on_table(failure(MIDFIELD[AWAY]))
    play_on.on_table(repaired(MIDFIELD[AWAY]))
    assert play_on.phase == Phase.PLAY


def test_possession_during_a_failure_leads_to_a_serve_once_repaired() -> None:
    ref = playing()
    ref.on_table(failure(GOALIE[HOME]))
    ref.apply(TakeBall(AWAY))
    assert (ref.phase, ref.server) == (Phase.SERVE, AWAY)
    with pytest.raises(IllegalAction, match="mechanical failure"):
        ref.apply(Serve(AWAY))
    ref.on_table(repaired(GOALIE[HOME]))
    ref.apply(Serve(AWAY))


def test_a_ball_off_the_table_keeps_the_free_for_all_after_a_repair() -> None:
    ref = playing()
    ref.on_table(left_table())
    ref.on_table(failure(DEFENCE[HOME]))
    ref.on_table(repaired(DEFENCE[HOME]))
    assert ref.phase == Phase.FREE_FOR_ALL


# ----------------------------------------------------------------------------- Article V


def test_a_dead_ball_between_the_defenders_goes_to_the_team_whose_offensive_half_it_is() -> None:
    ref = playing()
    ref.on_table(dead_ball(-0.1))  # home's defensive half is away's offensive half
    assert ref.phase == Phase.DEAD and ref.possession == AWAY
    with pytest.raises(IllegalAction, match="Article V"):
        ref.apply(TakeBall(HOME))
    ref.apply(TakeBall(AWAY))
    assert (ref.phase, ref.server) == (Phase.RESTART, AWAY)


def test_a_dead_ball_that_moves_before_it_is_touched_is_live_again() -> None:
    ref = playing()
    ref.on_table(dead_ball(0.2))
    ref.on_table(deflect(MIDFIELD[AWAY], ball_speed=0.05))
    assert ref.phase == Phase.PLAY and ref.possession is None


def test_a_dead_ball_elsewhere_is_moved_by_hand_away_from_the_offensive_half() -> None:
    ref = playing()
    ref.on_table(dead_ball(-0.45, 0.25))  # behind home's defence, out of reach
    assert ref.mover == HOME and ref.action_kinds(HOME).count(MoveDeadBall) == 1
    assert MoveDeadBall not in ref.action_kinds(AWAY)
    with pytest.raises(IllegalAction, match="only the team in whose defensive half"):
        ref.apply(MoveDeadBall(AWAY, -0.5, 0.1))
    with pytest.raises(IllegalAction, match="away from the team's offensive half"):
        ref.apply(MoveDeadBall(HOME, -0.40, 0.1))  # towards the away goal
    with pytest.raises(IllegalAction, match="playing field"):
        ref.apply(MoveDeadBall(HOME, -0.7, 0.1))
    ref.apply(MoveDeadBall(HOME, -0.50, 0.1))
    assert ref.phase == Phase.PLAY


def test_a_dead_ball_behind_the_goalie_may_be_brought_out_in_front_of_it() -> None:
    """Article V moves a dead ball only "away from the team's offensive half": a ball stranded
    behind the goalie's reach could never be played again. Such a ball (and by default only
    such a ball) may be brought out in front of the goalie."""
    ref = playing()
    ref.on_table(dead_ball(-0.59, 0.2))  # the goalie rod is at -0.525; it reaches 57 mm
    assert ref.stranded()
    assert ref.check_move(HOME, -0.49, 0.0) is None
    assert ref.check_move(HOME, -0.40, 0.0) is not None
    mouth = playing()
    mouth.on_table(dead_ball(-0.573, 0.089))  # in the goal mouth, within the goalie's reach, behind it
    assert mouth.stranded(), "a foot there could strike it only towards its own goal"
    assert mouth.check_move(HOME, -0.4955, 0.089) is None
    corner = playing()
    corner.on_table(dead_ball(-0.50, 0.3))  # in front of the goalie rod, beyond its slide
    assert not corner.stranded()
    assert corner.check_move(HOME, -0.45, 0.1) is not None, "the letter: only away from its half"
    assert corner.check_move(HOME, -0.50, 0.1) is None, "sideways, into the goalie's reach"
    always = playing(dead_ball_rescue="always")
    always.on_table(dead_ball(-0.55, 0.3))
    assert always.check_move(HOME, -0.49, 0.0) is None


# ----------------------------------------------------------------------------- Article VI


def test_a_goal_is_scored_when_the_ball_falls_to_the_bottom_of_the_trough() -> None:
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + goal(AWAY)[:2])  # in the goal, not yet down
    assert ref.score[HOME] == 0
    ref.on_table(goal(AWAY)[2:])
    assert ref.score == {HOME: 1, AWAY: 0}
    assert (ref.phase, ref.server) == (Phase.SERVE, AWAY)  # a serve to the scoree


# ----------------------------------------------------------------------------- Article VII


def test_a_shame_puts_a_point_in_the_kitty_and_play_continues() -> None:
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + shame(AWAY))
    assert (ref.kitty, ref.shamer, ref.phase) == (1, HOME, Phase.PLAY)
    assert ref.score == {HOME: 0, AWAY: 0}


def test_each_shame_by_the_shamer_adds_a_point() -> None:
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + shame(AWAY) + strike(MIDFIELD[HOME]) + shame(AWAY))
    assert (ref.kitty, ref.shamer) == (2, HOME)


def test_the_shamee_shaming_back_takes_the_kitty_without_adding_to_it() -> None:
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + shame(AWAY) + strike(ATTACK[HOME]) + shame(AWAY))
    ref.on_table(strike(ATTACK[AWAY]) + shame(HOME))
    assert (ref.kitty, ref.shamer, ref.stats["exchanges"]) == (2, AWAY, 1)


def test_the_shamer_scoring_a_goal_adds_a_point_and_collects() -> None:
    # "If the most recent shamer scores, a point is added to the kitty and that shamer gets all
    # of the points in the kitty."
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + shame(AWAY) + strike(ATTACK[HOME]) + shame(AWAY))
    ref.on_table(strike(ATTACK[HOME]) + goal(AWAY))
    assert ref.score == {HOME: 3, AWAY: 0}
    assert (ref.kitty, ref.shamer) == (0, None)
    assert (ref.phase, ref.server) == (Phase.SERVE, AWAY)  # the shamee serves


def test_the_other_player_scoring_gives_the_kitty_to_the_shamer_and_nothing_to_the_scorer() -> None:
    # "If the other player scores, the shamer gets the points in the kitty and the scorer nothing."
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + shame(AWAY) + strike(ATTACK[HOME]) + shame(AWAY))
    ref.on_table(strike(ATTACK[AWAY]) + goal(HOME))
    assert ref.score == {HOME: 2, AWAY: 0}
    assert (ref.phase, ref.server) == (Phase.SERVE, AWAY)


def test_a_goalie_shame_adds_ten() -> None:
    ref = playing()
    ref.on_table(strike(GOALIE[HOME]) + shame(AWAY))
    assert (ref.kitty, ref.stats["goalie shames"]) == (10, 1)
    ref.on_table(strike(ATTACK[HOME]) + shame(AWAY))
    assert ref.kitty == 11


def test_a_goalie_shame_that_swaps_the_kitty_adds_ten_unless_configured_otherwise() -> None:
    """ "If at any point a shame is scored by the goalie, ten (10) points are added", exchanges
    included by default (issue 34); the reading that an exchange adds nothing, a goalie's
    included, is the option rules version 1 played by."""
    assert FoosOptions().goalie_shame_on_exchange
    for on_exchange, kitty in ((True, 11), (False, 1)):
        ref = playing(goalie_shame_on_exchange=on_exchange)
        ref.on_table(strike(ATTACK[HOME]) + shame(AWAY) + strike(GOALIE[AWAY]) + shame(HOME))
        assert (ref.kitty, ref.shamer) == (kitty, AWAY)


def test_kitty_points_are_kept_until_paid_out() -> None:
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + shame(AWAY) + strike(ATTACK[AWAY]) + shame(HOME))
    ref.on_table(strike(ATTACK[HOME]) + shame(AWAY))
    assert ref.kitty == 1 and ref.score == {HOME: 0, AWAY: 0}
    ref.on_table(strike(ATTACK[AWAY]) + goal(HOME))
    assert ref.score == {HOME: 1, AWAY: 0}


# ----------------------------------------------------------------------------- Article VIII


def test_a_shame_in_the_shamers_own_goal_is_a_suicide_that_voids_the_game() -> None:
    ref = playing()
    ref.on_table(goal(AWAY))  # home leads 1-0
    ref.apply(Serve(AWAY))
    ref.on_table(served(AWAY) + strike(DEFENCE[AWAY]) + shame(AWAY))
    assert ref.is_over() and ref.outcome() is not None and ref.outcome().void and ref.winner is None
    with pytest.raises(IllegalAction, match="over"):
        ref.apply(TouchPole(HOME, 0))


@pytest.mark.parametrize("setup", ["free-for-all", "shame condition"])
def test_a_suicide_can_happen_in_a_free_for_all_or_a_shame_condition(setup: str) -> None:
    ref = playing()
    if setup == "free-for-all":
        ref.on_table(left_table())
        ref.apply(TouchBall(HOME))  # disqualified from scoring, not from suiciding
    else:
        ref.on_table(strike(ATTACK[HOME]) + shame(AWAY))
    ref.on_table(strike(MIDFIELD[HOME]) + shame(HOME))
    assert ref.outcome() is not None and ref.outcome().void


# ----------------------------------------------------------------------------- Article IX


def score(ref: FoosReferee, home: int, away: int) -> None:
    """Play goals until the score is home-away (alternating as it goes)."""
    for _ in range(home):
        ref.on_table(strike(ATTACK[HOME]) + goal(AWAY))
    for _ in range(away):
        ref.on_table(strike(ATTACK[AWAY]) + goal(HOME))


def test_ten_with_a_two_point_lead_wins() -> None:
    ref = playing()
    score(ref, 9, 9)
    ref.on_table(strike(ATTACK[HOME]) + goal(AWAY))
    assert not ref.is_over()  # 10-9
    ref.on_table(strike(ATTACK[HOME]) + goal(AWAY))
    assert ref.winner == HOME and ref.score == {HOME: 11, AWAY: 9}


def test_a_kitty_can_win_by_more_than_ten() -> None:
    ref = playing()
    score(ref, 9, 0)
    for _ in range(4):
        ref.on_table(strike(ATTACK[HOME]) + shame(AWAY))
    ref.on_table(strike(ATTACK[HOME]) + goal(AWAY))
    assert ref.winner == HOME and ref.score == {HOME: 14, AWAY: 0}


# ----------------------------------------------------------------------------- saving


def test_a_game_read_back_from_json_goes_on_the_same() -> None:
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + shame(AWAY) + left_table())
    ref.apply(TouchBall(AWAY))
    copy = FoosReferee.from_json(json.loads(json.dumps(ref.to_json())))
    assert copy.to_json() == ref.to_json()
    more = [*back_on_table(), *strike(ATTACK[AWAY]), *goal(HOME)]
    assert [c.text for c in copy.on_table(more)] == [c.text for c in ref.on_table(more)]
    assert copy.to_json() == ref.to_json()


def test_unknown_options_are_refused() -> None:
    with pytest.raises(ValueError, match="first_server"):
        FoosOptions(first_server="coin")
    with pytest.raises(ValueError, match="unknown foosball option"):
        FoosOptions.from_json({"kitty_cap": 3})


def test_the_referee_ignores_events_it_has_no_rule_for() -> None:
    ref = playing()
    before = ref.to_json()
    ref.on_table([TableEvent(EventKind.GOAL_PLANE, 0.0, 0.6, 0.0, team=AWAY, inward=True)])
    assert ref.to_json() == before

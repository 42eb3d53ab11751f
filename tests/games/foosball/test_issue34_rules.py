"""Issue 34's foosball rule fixes, each at its edge and under the reading rules version 1 played
by (recordings made before replay under it): failures kept per rod, failures declared only of a
broken rod, a hand on the ball in the goal spoils the shame, the goalie's ten on an exchange, a
dead ball on the centre line, and a ball at rest on a goal's lip."""

import pytest

from games.core import registry
from games.foosball.match import FoosMatch
from games.foosball.mirror import REFEREE, play
from games.foosball.rules.actions import (
    DeclareFailure,
    FoosOptions,
    IllegalAction,
    Phase,
    Repair,
    Serve,
    TakeBall,
    TouchBall,
)
from games.foosball.rules.referee import FoosReferee
from sim.foosball.table import BallPlace, EventKind, TableEvent
from tests.conformance import checks

from .events import (
    ATTACK,
    AWAY,
    DEFENCE,
    GOAL_X,
    GOALIE,
    HOME,
    MIDFIELD,
    dead_ball,
    deflect,
    failure,
    goal,
    into_goal,
    repaired,
    served,
    shame,
    strike,
)

SPEC = registry.game("foosball")
RULES_1 = SPEC.legacy_options[1]


def referee(**options: object) -> FoosReferee:
    return FoosReferee(options=FoosOptions(first_server="home", **options))  # type: ignore[arg-type]


def playing(**options: object) -> FoosReferee:
    ref = referee(**options)
    ref.apply(Serve(HOME))
    ref.on_table(served(HOME))
    assert ref.phase == Phase.PLAY
    return ref


def out_of_goal(side: object) -> list[TableEvent]:
    return [TableEvent(EventKind.GOAL_PLANE, 0.0, GOAL_X[side], 0.0, team=side, inward=False)]  # type: ignore[index,arg-type]


# ---------------------------------------------------------------- 1. a state of failure per rod


def test_two_failed_rods_one_repaired_still_hold_the_serve() -> None:
    """ "A serve cannot be made while a state of mechanical failure exists": it exists while any
    rod is still failed, and ends with the last repair."""
    ref = referee()
    ref.on_table(failure(MIDFIELD[AWAY]) + failure(DEFENCE[HOME]))
    ref.on_table(repaired(MIDFIELD[AWAY]))
    assert ref.failure and ref.failed == {DEFENCE[HOME]}
    assert Serve not in ref.action_kinds(HOME)
    with pytest.raises(IllegalAction, match="mechanical failure"):
        ref.apply(Serve(HOME))
    assert "still in failure" in ref.log[-1].text
    ref.on_table(repaired(DEFENCE[HOME]))
    assert not ref.failure
    ref.apply(Serve(HOME))


def test_the_second_failure_in_play_keeps_the_free_for_all_until_both_are_repaired() -> None:
    ref = playing()
    ref.on_table(failure(GOALIE[HOME]) + failure(GOALIE[AWAY]))
    assert ref.phase == Phase.FREE_FOR_ALL and ref.stats["free-for-alls"] == 1
    ref.on_table(repaired(GOALIE[AWAY]))
    assert ref.phase == Phase.FREE_FOR_ALL
    ref.on_table(repaired(GOALIE[HOME]))
    assert not ref.failure and ref.log[-1].kind == "free-for-all"  # the table is whole
    assert ref.server == HOME and Serve in ref.action_kinds(HOME)  # serve_after_repair


def test_rules_version_1_kept_one_flag_that_the_first_repair_cleared() -> None:
    ref = referee(**RULES_1)
    ref.on_table(failure(MIDFIELD[AWAY]) + failure(DEFENCE[HOME]))
    ref.on_table(repaired(MIDFIELD[AWAY]))
    assert not ref.failure
    ref.apply(Serve(HOME))


def test_a_saved_state_from_before_rods_were_kept_reads_back_its_failure() -> None:
    ref = referee()
    ref.on_table(failure(MIDFIELD[AWAY]))
    data = ref.to_json()
    del data["failed"], data["broken"]
    back = FoosReferee.from_json(data)
    assert back.failure and back.failed == {None}


# ---------------------------------------------------------------- 2. only a failure the table has


def test_a_failure_cannot_be_declared_with_nothing_broken() -> None:
    """Article IV: "There is a mechanical failure" makes the free-for-all, not a word: a rod that
    works cannot be declared failed, and no legal action offers it."""
    ref = playing()
    for team in (HOME, AWAY):
        assert DeclareFailure not in ref.action_kinds(team)
        assert not any(isinstance(a, DeclareFailure) for a in ref.legal_actions(team))
    with pytest.raises(IllegalAction, match=r"Article IV.*works"):
        ref.apply(DeclareFailure(HOME, GOALIE[HOME]))
    assert ref.phase == Phase.PLAY and not ref.failure


def test_a_failure_the_table_has_is_called_by_the_referee_and_lasts_until_the_table_is_repaired() -> None:
    ref = playing()
    ref.on_table(failure(DEFENCE[HOME]))
    assert ref.phase == Phase.FREE_FOR_ALL and ref.broken == {DEFENCE[HOME]}
    assert DeclareFailure not in ref.action_kinds(HOME)  # called already
    with pytest.raises(IllegalAction, match="called already"):
        ref.apply(DeclareFailure(HOME, DEFENCE[HOME]))
    assert Repair not in ref.action_kinds(HOME)
    with pytest.raises(IllegalAction, match="still has"):
        ref.apply(Repair(HOME))  # a word does not mend the rod
    ref.on_table(repaired(DEFENCE[HOME]))
    assert not ref.failure and ref.broken == set()


def test_rules_version_1_let_a_player_declare_any_failure() -> None:
    ref = playing(**RULES_1)
    assert DeclareFailure(HOME, GOALIE[HOME]) in ref.legal_actions(HOME)
    ref.apply(DeclareFailure(HOME, GOALIE[HOME]))
    assert ref.phase == Phase.FREE_FOR_ALL
    assert ref.legal_actions(AWAY)[-1] == Repair(AWAY)
    ref.apply(Repair(AWAY))
    assert Serve in ref.action_kinds(HOME)


# ---------------------------------------------------------------- 3. a hand in the goal


def _wholly_in_away_goal_in_a_free_for_all(**options: object) -> FoosReferee:
    """Home shoots the ball wholly into away's goal; a rod jams there: a free-for-all."""
    ref = playing(**options)
    ref.on_table(strike(ATTACK[HOME]) + into_goal(AWAY) + failure(MIDFIELD[HOME]))
    assert ref.phase == Phase.FREE_FOR_ALL and ref.wholly_in == AWAY
    return ref


def test_a_ball_a_hand_touched_in_the_goal_makes_no_shame_coming_out() -> None:
    """Article 0: a shame is the ball back out of the goal "without the interference of any
    player". Away (not the shamer) touches it in its goal; it comes out: no shame."""
    ref = _wholly_in_away_goal_in_a_free_for_all()
    ref.apply(TouchBall(AWAY))
    ref.on_table(out_of_goal(AWAY))
    assert ref.kitty == 0 and ref.shamer is None and ref.stats["shames"] == 0


def test_a_ball_nobody_touched_in_the_goal_is_still_a_shame() -> None:
    ref = _wholly_in_away_goal_in_a_free_for_all()
    ref.on_table(out_of_goal(AWAY))
    assert (ref.kitty, ref.shamer) == (1, HOME)


def test_a_ball_a_hand_touched_in_the_goal_is_still_a_goal_if_it_falls() -> None:
    ref = _wholly_in_away_goal_in_a_free_for_all()
    ref.apply(TouchBall(AWAY))  # away disqualified; home scores into away's goal
    ref.on_table([TableEvent(EventKind.TROUGH, 0.0, GOAL_X[AWAY], 0.0, team=AWAY)])
    assert ref.score == {HOME: 1, AWAY: 0}


def test_rules_version_1_counted_the_shame_however_it_came_out() -> None:
    ref = _wholly_in_away_goal_in_a_free_for_all(**RULES_1)
    ref.apply(TouchBall(AWAY))
    ref.on_table(out_of_goal(AWAY))
    assert (ref.kitty, ref.shamer) == (1, HOME)


def test_a_ball_taken_from_the_goal_makes_no_shame_either() -> None:
    ref = _wholly_in_away_goal_in_a_free_for_all()
    ref.apply(TakeBall(AWAY))
    ref.on_table(out_of_goal(AWAY))
    assert ref.kitty == 0 and ref.shamer is None


# ---------------------------------------------------------------- 4. the goalie's ten at any point


def test_a_goalie_exchange_adds_ten_by_default_and_nothing_under_the_old_reading() -> None:
    """ "If at any point a shame is scored by the goalie, ten (10) points are added to kitty"."""
    for options, kitty in (({}, 11), ({"goalie_shame_on_exchange": False}, 1)):
        ref = playing(**options)
        ref.on_table(strike(ATTACK[HOME]) + shame(AWAY) + strike(GOALIE[AWAY]) + shame(HOME))
        assert (ref.kitty, ref.shamer, ref.stats["exchanges"]) == (kitty, AWAY, 1)


def test_a_recording_of_rules_version_1_replays_under_its_readings() -> None:
    options = FoosOptions(goalie_shame_on_exchange=False).to_json()
    for key in RULES_1:
        del options[key]
    recorded = {"options": options, "rules_version": 1}
    played = FoosOptions(**SPEC.options_played(recorded))
    assert not played.goalie_shame_on_exchange  # named in every recording's header
    assert {k: getattr(played, k) for k in RULES_1} == dict(RULES_1)
    assert SPEC.options_played({**recorded, "rules_version": SPEC.rules_version}) == options


# ---------------------------------------------------------------- 6. the centre line


@pytest.mark.parametrize("last", [ATTACK[AWAY], ATTACK[HOME], None])
def test_a_dead_ball_on_the_centre_line_goes_to_the_last_team_to_play_it_mirrored_alike(
    last: int | None,
) -> None:
    """Article V gives a dead ball between the defenders to the team in whose offensive half it
    rests; on the line it rests in neither. The last team to play it has it (with no contact
    since the serve, the server), whichever way the table is turned."""
    ref = playing()
    if last is not None:
        ref.on_table(strike(last) + deflect(MIDFIELD[HOME]))  # an incidental contact does not count
    checks.check_mirror(SPEC.name, SPEC.sides, REFEREE, ref, dead_ball(0.0, 0.1), play)
    ref.on_table(dead_ball(0.0, 0.1))
    expected = HOME if last is None else ref.table.rods[last].team
    assert (ref.phase, ref.possession) == (Phase.DEAD, expected)


def test_a_dead_ball_a_hair_off_the_line_is_in_that_half() -> None:
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + dead_ball(-1e-9))
    assert ref.possession == AWAY  # home's defensive half: away's offensive half


def test_rules_version_1_gave_the_centre_line_to_home() -> None:
    ref = playing(**RULES_1)
    ref.on_table(strike(ATTACK[AWAY]) + dead_ball(0.0))
    assert ref.possession == HOME


# ---------------------------------------------------------------- 7. a ball at rest on the lip


def _rolled_onto_the_lip(**options: object) -> FoosMatch:
    """A ball rolled slowly at away's goal comes to rest on its lip, about 2 mm past the goal
    line, in the goal but not fallen (as in expert v novice, seed 252)."""
    match = FoosMatch(1, None, None, FoosOptions(**options))  # type: ignore[arg-type]
    match.ref.phase, match.ref.in_play = Phase.PLAY, True
    s = match.table.spec
    match.table.place_ball(s.half_length - 0.02, -0.0738, vx=0.08)
    for _ in range(240 * 5):
        match.step()
    return match


def test_a_ball_at_rest_on_the_goals_lip_is_a_dead_ball_not_a_goal() -> None:
    """Article VI: "A goal is scored when a ball enters a goal and falls to the bottom of the
    trough": one at rest on the lip has not fallen, so it is no goal; at rest out of every
    figure's reach, it is a dead ball (Article V), away's to bring out in front of its goalie."""
    match = _rolled_onto_the_lip()
    ref, s = match.ref, match.table.spec
    x = match.table.ball_position[0]
    assert match.table.place == BallPlace.GOAL and s.half_length < x < s.half_length + s.ball_radius
    assert ref.score == {HOME: 0, AWAY: 0}
    assert (ref.phase, ref.mover) == (Phase.DEAD, AWAY) and ref.stranded()
    goalie = next(r.x for r in s.rods if r.team == AWAY and r.role == "goalie")
    assert ref.check_move(AWAY, goalie - 2.0 * s.ball_radius, -0.0738) is None


def test_rules_version_1_left_the_ball_on_the_lip_for_good() -> None:
    match = _rolled_onto_the_lip(**RULES_1)
    assert match.ref.phase == Phase.PLAY and match.table.place == BallPlace.GOAL


def test_expert_against_novice_seed_252_finishes() -> None:
    """The game issue 34 found stalled at 4-0 with the ball on away's lip."""
    summary = FoosMatch(252, "expert", "novice").play(max_seconds=300.0, check=True)  # invariants too
    assert summary.finished and summary.winner == HOME


def test_a_goal_still_needs_the_trough() -> None:
    ref = playing()
    ref.on_table(strike(ATTACK[HOME]) + goal(AWAY))
    assert ref.score == {HOME: 1, AWAY: 0}

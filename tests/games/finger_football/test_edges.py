"""The rules at their edges: lines, orders of events, and the two teams mirrored.

Each test quotes the rulebook's sentence it holds the engine to. Where a sentence has two
readings, the literal one is the default and the other an ``Options`` field
(docs/rules/finger_football.md says why).
"""

import math
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.finger_football.rules.actions import (
    ZONE_FACES,
    Accept,
    Bump,
    Call,
    CallPlay,
    ChooseConversion,
    ChooseKickoff,
    ChooseTarget,
    Conversion,
    Dice,
    Direction,
    IllegalAction,
    Options,
    PenaltyChoice,
    Phase,
    PlayKind,
    Target,
    Team,
)
from games.finger_football.rules.engine import FingerFootball
from sim.geometry import Pose
from sim.slider.mat import Half, RunCircle
from sim.slider.table import EventKind, Flick

from .helpers import MAT, TABLE, YD, accept, circle, event, flick_to, kick, yards

RED, BLUE = Team.RED, Team.BLUE
L = MAT.field.length
DIRECTIONS = (Direction.LEFT, Direction.MIDDLE, Direction.RIGHT, Direction.CHOICE, Direction.TD)
ALL_DICE = [Dice(z, k, d) for z, k in ZONE_FACES for d in DIRECTIONS]


# ------------------------------------------------------------------ mirror symmetry


def _mirror_ids() -> dict[str, str]:
    """Each circle's id and the id of the circle at its mirror image through the centre spot."""
    out = {}
    for c in MAT.run_circles:
        twin = min(MAT.run_circles, key=lambda o: math.hypot(o.x - (L - c.x), o.y + c.y))
        assert math.hypot(twin.x - (L - c.x), twin.y + c.y) < 1e-9, "the default mat is symmetric"
        out[c.id] = twin.id
    return out


MIRROR = _mirror_ids()


def _mirrored(target: Target) -> Target:
    return Target(target.kind, tuple(sorted(MIRROR[c] for c in target.circles)), target.label)


def _key(target: Target) -> tuple[str, tuple[str, ...], str]:
    """A target as the player reads it: kind, circles, and the label without circle ids."""
    return target.kind.value, target.circles, target.label.split(" (")[0]


def _sorted(target: Target) -> Target:
    return Target(target.kind, tuple(sorted(target.circles)), target.label)


def _pair(own: float, y: float, **position: object) -> tuple[FingerFootball, FingerFootball]:
    """Red attacking +x from its own ``own`` line, and Blue attacking -x from the same own line:
    the same spot seen from the other end of the mat."""
    red = FingerFootball.position(RED, own, y, mat=MAT, **position)  # type: ignore[arg-type]
    blue = FingerFootball.position(BLUE, own, -y, mat=MAT, **position)  # type: ignore[arg-type]
    return red, blue


def _after_dice(game: FingerFootball, dice: Dice) -> tuple[Phase, Target | None, list[Target]]:
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(dice)
    choices = [a.target for a in game.legal_actions() if isinstance(a, ChooseTarget)]
    return game.phase, game.target, choices


def _grid() -> Iterator[tuple[float, float]]:
    for half_yards in range(1, 200):
        for y_yards in (-24.0, -16.0, -6.5, 0.0, 6.5, 16.0, 24.0):
            yield half_yards / 2.0, y_yards * YD


@pytest.mark.slow
def test_both_teams_see_the_same_decisions_from_the_same_spot() -> None:
    """The game is mirror-symmetric: from every line of scrimmage on a half-yard grid (zone lines
    included: Red on its own 20 and Blue on its own 20 are in the same zone), the calls open,
    and for every face of the dice the phase, the target and the choices, are the same for Red
    as for Blue, symbol for mirrored symbol."""
    for own, y in _grid():
        red, blue = _pair(own, y)
        assert red.legal_actions() == blue.legal_actions(), (own, y)
        assert red.field.zone_of(red.los[0], 1) == blue.field.zone_of(blue.los[0], -1)  # type: ignore[index]
        if CallPlay(Call.ROLL) not in red.legal_actions():
            continue
        for dice in ALL_DICE:
            red, blue = _pair(own, y)
            r_phase, r_target, r_choices = _after_dice(red, dice)
            b_phase, b_target, b_choices = _after_dice(blue, dice)
            where = (own, y, str(dice))
            assert r_phase == b_phase, where
            assert (r_target and _key(_mirrored(r_target))) == (b_target and _key(_sorted(b_target))), where
            assert sorted(map(_key, map(_mirrored, r_choices))) == sorted(map(_key, map(_sorted, b_choices)))


def test_penalty_and_field_goal_lines_are_mirrored() -> None:
    """ "Back 15 yards from the previous line of scrimmage or half of the distance to the goal
    line", and "touched or crossed the 50", read the same for both teams."""
    for own, y in _grid():
        red, blue = _pair(own, y)
        r, b = red.field, blue.field
        assert r.own_yards(r.penalty_spot(red.los[0], 1), 1) == pytest.approx(  # type: ignore[index]
            b.own_yards(b.penalty_spot(blue.los[0], -1), -1)  # type: ignore[index]
        )
        assert red.may_kick_field_goal() == blue.may_kick_field_goal()


CHOICE = Dice(1, PlayKind.RUN, Direction.CHOICE)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(
    own=st.floats(5.0, 95.0),
    rest_x=st.floats(-0.12, 1.12),
    rest_y=st.floats(-0.3, 0.3),
    heading=st.floats(-math.pi, math.pi),
    pick=st.integers(0, 40),
)
def test_every_rest_reads_the_same_for_both_teams(
    own: float, rest_x: float, rest_y: float, heading: float, pick: int
) -> None:
    """A flick that rests at a spot reads as the flick resting at the mirrored spot does for
    the other team: success, miss, fumble, flag, touchdown, touchback, and whether it is a close
    call for the moved-surface rule."""
    red, blue = _pair(own, 0.0)
    if CallPlay(Call.ROLL) in red.legal_actions():
        _after_dice(red, CHOICE)
        _after_dice(blue, CHOICE)
        targets = [a.target for a in red.legal_actions() if isinstance(a, ChooseTarget)]
        red_target = targets[pick % len(targets)]
        red.apply(ChooseTarget(red_target))
        blue.apply(ChooseTarget(_blue_twin(blue, red_target)))
    else:  # the opponent's Zone 3: no dice
        red.apply(CallPlay(Call.TOUCHDOWN))
        blue.apply(CallPlay(Call.TOUCHDOWN))
    flick_to(red, (rest_x, rest_y), heading=heading)
    flick_to(blue, (L - rest_x, -rest_y), heading=heading + math.pi)
    assert red.pending is not None and blue.pending is not None
    assert (red.pending.result, red.pending.near) == (blue.pending.result, blue.pending.near)


def _blue_twin(blue: FingerFootball, red_target: Target) -> Target:
    twins = {MIRROR[c] for c in red_target.circles}
    return next(
        a.target
        for a in blue.legal_actions()
        if isinstance(a, ChooseTarget) and a.target.kind == red_target.kind and set(a.target.circles) == twins
    )


# ------------------------------------------------------------------ punts: the first event decides


def test_a_punt_into_the_endzone_that_leaves_by_its_sideline_is_the_20() -> None:
    """ "If the slider comes to rest touching the goal line, carries into or travels through the
    endzone and off the playing surface, the receiving player places the slider in the center of
    the field on his own 20 yard line." It went into the endzone first: not out of bounds."""
    game = FingerFootball.position(RED, 60.0, down=4)
    game.apply(CallPlay(Call.PUNT))
    hw = MAT.field.half_width
    flick_to(
        game,
        (L + 0.08, hw + 0.05),
        [
            event(EventKind.GOAL_LINE_CROSSED, "goal-line-visitor", L, 0.2, t=0.4),
            event(EventKind.ENDZONE_ENTERED, "endzone-visitor", L, 0.2, t=0.4),
            event(EventKind.SIDELINE_CROSSED, "sideline-left", L + 0.05, hw, t=0.6),
        ],
    )
    assert game.offense == BLUE and game.los == pytest.approx(yards(20.0, -1))


def _real_flick(start: Pose, speed: float, angle: float):  # type: ignore[no-untyped-def]
    spec = MAT.slider
    return TABLE.flick(start, Flick.from_velocity(speed, angle, 0.0, spec.mass, spec.inertia, start.angle))


@settings(max_examples=200, deadline=None)
@given(own=st.floats(20.0, 79.5), speed=st.floats(0.6, 3.0), degrees=st.floats(-70.0, 70.0))
def test_a_punt_is_ruled_on_the_first_thing_its_path_does(own: float, speed: float, degrees: float) -> None:
    """Real punts in every direction: one that crosses a sideline before reaching the endzone is
    the receivers' ball where it crossed, centred; one that reaches the endzone first (and then
    goes anywhere) is their ball on their own 20."""
    from games.finger_football.rules.actions import Flicked

    game = FingerFootball.position(RED, own, down=4, mat=MAT)
    game.apply(CallPlay(Call.PUNT))
    request = game.request()
    assert request is not None
    o = _real_flick(request.start, speed, math.radians(degrees))  # type: ignore[union-attr]
    game.apply(Flicked(o))
    side = o.event(EventKind.SIDELINE_CROSSED)
    into = next((e for e in o.events if e.kind == EventKind.ENDZONE_ENTERED), None)
    if game.phase == Phase.PENALTY:
        return  # resting on a flag: the penalty decision comes first
    assert game.offense == BLUE
    if side is not None and (into is None or side.t < into.t):
        assert game.los == pytest.approx(game.field.into_field(side.x, 0.0))
    elif into is not None:
        assert game.los == pytest.approx(yards(20.0, -1))


# ------------------------------------------------------------------ doubtful readings, decided


def test_flags_count_on_punts_by_default() -> None:
    """ "Anytime an offensive player flicks the slider and it comes to rest touching a yellow
    penalty flag": a punt is a flick by the offence (only the fumble rule exempts punts)."""
    flag = next(f for f in MAT.flags if f.x > L / 2)
    game = FingerFootball.position(RED, 40.0, down=2)
    game.apply(CallPlay(Call.PUNT))
    flick_to(game, (flag.x, flag.y))
    assert game.phase == Phase.PENALTY and game.to_move() == BLUE
    game.apply(PenaltyChoice(True))
    assert game.offense == RED and game.down == 3
    assert game.field.own_yards(game.los[0], 1) == pytest.approx(25.0)  # type: ignore[index]

    lenient = FingerFootball.position(RED, 40.0, down=2, options=Options(flags_on_punts=False))
    lenient.apply(CallPlay(Call.PUNT))
    flick_to(lenient, (flag.x, flag.y))
    assert lenient.offense == BLUE


def test_a_flag_accepted_on_fourth_down_turns_the_ball_over_at_the_original_line() -> None:
    """ "Should the offensive player fail to successfully reach the determined symbol ... the
    opposing player takes over at the original line of scrimmage." """
    flag = next(f for f in MAT.flags if f.x > L / 2)
    for spot, own_after in (("original", 40.0), ("penalty", 25.0)):
        game = FingerFootball.position(RED, 40.0, down=4, options=Options(flag_turnover_spot=spot))
        game.apply(CallPlay(Call.ROLL))
        game.apply_dice(Dice(2, PlayKind.RUN, Direction.MIDDLE))
        flick_to(game, (flag.x, flag.y))
        accept(game)
        game.apply(PenaltyChoice(True))
        assert game.offense == BLUE
        assert game.field.own_yards(game.los[0], 1) == pytest.approx(own_after)  # type: ignore[index]


def _near_and_far(target_id: str) -> tuple[tuple[float, float], tuple[float, float]]:
    c: RunCircle = next(c for c in MAT.run_circles if c.id == target_id)
    reach = c.radius + MAT.slider.length / 2
    return (c.x - reach - 0.002, c.y), (c.x - reach - 0.2, c.y)


def test_the_moved_surface_rule_is_for_a_close_call() -> None:
    """ "The slider has come to rest near a completed or successful run or pass, close enough
    to require careful inspection": a defender who moves a slider 2 mm short makes the run good;
    one 20 yards short is put back where it rested (a miss)."""
    near, far = _near_and_far("V2L")
    for rest, good in ((near, True), (far, False)):
        game = FingerFootball.position(RED, 25.0)
        game.apply(CallPlay(Call.ROLL))
        game.apply_dice(Dice(2, PlayKind.RUN, Direction.LEFT))
        flick_to(game, rest)
        game.apply(Accept())  # the offence moved nothing; in its own moment the defence says it did
        game.apply(Bump(BLUE))
        assert (game.down == 1) == good, rest
    anywhere = FingerFootball.position(RED, 25.0, options=Options(bump_anywhere=True))
    anywhere.apply(CallPlay(Call.ROLL))
    anywhere.apply_dice(Dice(2, PlayKind.RUN, Direction.LEFT))
    flick_to(anywhere, far)
    anywhere.apply(Accept())
    anywhere.apply(Bump(BLUE))
    assert anywhere.down == 1


def test_the_offence_cannot_bump_a_fumble_away() -> None:
    """ "The advantage is given to the player not involved in causing the movement": the offence
    moving a slider that rests on a red football leaves the fumble standing."""
    fumble = next(f for f in MAT.fumbles if f.x > 0.5)
    game = FingerFootball.position(RED, 45.0)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(2, PlayKind.RUN, Direction.MIDDLE))
    flick_to(game, (fumble.x, fumble.y))
    game.apply(Bump(RED))
    assert game.offense == BLUE and game.stats[RED]["fumbles"] == 1


def test_a_field_goal_once_the_drive_has_touched_the_50() -> None:
    """ "The offensive player may attempt a field goal on any down once he has successfully
    touched or crossed the 50 yard line": a drive that reached the 52 keeps the right after a
    flag puts it back on the 37."""
    flag = next(f for f in MAT.flags if f.x > L / 2)

    def flagged_back_from_the_52(options: Options) -> FingerFootball:
        game = FingerFootball.position(RED, 52.0, options=options)  # the drive has reached the 52
        assert game.midfield_reached
        game.apply(CallPlay(Call.ROLL))
        game.apply_dice(Dice(2, PlayKind.RUN, Direction.MIDDLE))
        flick_to(game, (flag.x, flag.y))
        accept(game)
        game.apply(PenaltyChoice(True))
        assert game.field.own_yards(game.los[0], 1) == pytest.approx(37.0)  # type: ignore[index]
        return game

    game = flagged_back_from_the_52(Options())
    assert game.midfield_reached and CallPlay(Call.FIELD_GOAL) in game.legal_actions()
    line_only = flagged_back_from_the_52(Options(field_goal_reach="line"))
    assert line_only.midfield_reached and CallPlay(Call.FIELD_GOAL) not in line_only.legal_actions()
    fresh = FingerFootball.position(RED, 37.0)
    assert CallPlay(Call.FIELD_GOAL) not in fresh.legal_actions(), "a drive that never got there"


def test_a_successful_run_onto_the_50_opens_field_goals_for_the_drive() -> None:
    game = FingerFootball.position(RED, 35.0)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(1, PlayKind.RUN, Direction.CHOICE))
    middle = next(
        a
        for a in game.legal_actions()
        if isinstance(a, ChooseTarget)
        and a.target.kind == PlayKind.RUN
        and "V2M" in "".join(a.target.circles)
    )
    game.apply(middle)
    flick_to(game, circle(middle.target.circles[0]))
    accept(game)
    assert game.midfield_reached and game.down == 1


def test_the_direction_die_has_the_five_faces_the_rulebook_names() -> None:
    """ "Left, Middle, Right, Choice and TD": five faces, equally likely, unless the players
    print one of them on the sixth face too."""
    assert Options().direction_faces() == DIRECTIONS
    assert Options(sixth_face=Direction.TD).direction_faces() == (*DIRECTIONS, Direction.TD)


def test_no_onside_kick_after_the_last_play_of_the_half() -> None:
    """ "Immediately following an extra point or two-point conversion attempt" the scorer may
    kick onside; when the touchdown came on the half's last play the half is over first."""
    game = FingerFootball.position(RED, 90.0, quarter=2, plays=19)
    game.apply(CallPlay(Call.TOUCHDOWN))  # play 20 of the half
    flick_to(game, (L + 5 * YD, 0.0))
    accept(game)
    game.apply(ChooseConversion(Conversion.KICK))
    game.apply(kick(True))
    assert game.phase == Phase.HALF_CHOICE and ChooseKickoff(True) not in game.legal_actions()
    assert not any("onside" in e.text for e in game.log)

    early = FingerFootball.position(RED, 90.0)
    early.apply(CallPlay(Call.TOUCHDOWN))
    flick_to(early, (L + 5 * YD, 0.0))
    accept(early)
    early.apply(ChooseConversion(Conversion.KICK))
    early.apply(kick(True))
    assert ChooseKickoff(True) in early.legal_actions()


def test_after_a_quarters_last_play_the_conversion_then_the_kickoff_from_the_new_ends() -> None:
    game = FingerFootball.position(RED, 90.0, plays=19)
    game.apply(CallPlay(Call.TOUCHDOWN))
    flick_to(game, (L + 5 * YD, 0.0))
    accept(game)
    game.apply(ChooseConversion(Conversion.KICK))
    game.apply(kick(False))
    assert game.quarter == 2 and game.phase == Phase.KICKOFF_CHOICE
    assert game.defends[RED] == Half.VISITOR


# ----------------------------------------------------------------------------- who declares a bump


def _close_call(options: Options | None = None) -> FingerFootball:
    """Red's run rests 2 mm short of its circle: a close call, as in the rulebook's example."""
    game = FingerFootball.position(RED, 25.0, options=options)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(2, PlayKind.RUN, Direction.LEFT))
    flick_to(game, _near_and_far("V2L")[0])
    return game


def test_the_offence_cannot_declare_the_defences_bump() -> None:
    """ "The advantage is given to the player not involved in causing the movement": each player
    says only what they did. The offence's choices never hold the defence's bump."""
    game = _close_call()
    assert game.to_move() == RED and Bump(BLUE) not in game.legal_actions()
    with pytest.raises(IllegalAction, match="each player declares only their own bump"):
        game.apply(Bump(BLUE))
    assert game.phase == Phase.JUDGE and game.down == 1 and game.pending is not None


def test_the_defence_gets_its_own_moment_and_its_bump_makes_the_play_good() -> None:
    """The rulebook's example: the defender moves the slider; the offence's attempt is good."""
    game = _close_call()
    game.apply(Accept())
    assert game.phase == Phase.DEFENCE_JUDGE and game.to_move() == BLUE
    assert game.legal_actions() == [Accept(), Bump(BLUE)]
    game.apply(Bump(BLUE))
    assert game.offense == RED and game.down == 1 and game.los != yards(25.0)


def test_a_miss_both_sides_accept_stays_a_miss_and_a_cpu_defence_passes_at_once() -> None:
    from games.finger_football.match import Physics, make_player

    game = _close_call()
    game.apply(Accept())
    assert make_player("club", 0, BLUE, Physics(game.mat)).decide(game) == Accept()
    game.apply(Accept())
    assert game.down == 2 and game.los == pytest.approx(yards(25.0))


def test_rules_version_1_let_the_offence_declare_either_bump_in_one_moment() -> None:
    game = _close_call(Options(bump_claims="either"))
    assert set(game.legal_actions()) == {Accept(), Bump(RED), Bump(BLUE)}
    game.apply(Bump(BLUE))
    assert game.down == 1

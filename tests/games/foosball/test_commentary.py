"""The table's commentary (Article XII's glossary): each term from made-up table events at its
edges, heard beside a real referee as a match hears them; the commentary never changes the
referee; and ``simulate --json`` counts it per side.

Past 600 lines because each of the ten terms is tested at both edges of its threshold, in the
glossary's order, so the file reads beside docs/rules/foosball.md's table."""

from __future__ import annotations

import contextlib
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.foosball.match import DT, FoosMatch, FoosSummary
from games.foosball.report import Report
from games.foosball.rules.actions import Action, FoosOptions, IllegalAction, Serve, TakeBall
from games.foosball.rules.commentary import (
    GLOSSARY,
    Call,
    CommentaryOptions,
    Commentator,
    Term,
    tally,
    tally_json,
)
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, FoosballTable, TableEvent

from .events import ATTACK, AWAY, DEFENCE, GOAL_X, GOALIE, HOME, MIDFIELD, ROD_TEAM, served, shame

YOU = {HOME: Who("you", you=True), AWAY: Who("the CPU")}
POST_Y = 0.1025  # half the goal's width: the posts
REACH = 0.0175 + 0.006  # the ball's radius and a post's: how near their centres come


@dataclass
class Rod:
    y: float = 0.0


@dataclass
class Sight:
    """What the commentator sees of a made-up table."""

    t: float = 0.0
    ball_position: tuple[float, float, float] = (0.0, -0.4, 0.0)
    ball_velocity: tuple[float, float, float] = (0.0, 0.0, 0.0)
    rods: list[Rod] = field(default_factory=lambda: [Rod() for _ in range(8)])


def towards(side: Side, speed: float) -> float:
    """A velocity along the table: towards ``side``'s opponent's goal at ``speed`` (negative: its own)."""
    return speed if side == HOME else -speed


class Game:
    """A referee and a commentator heard together, step by step, as the match hears them."""

    def __init__(self, first: str = "home", **options: object) -> None:
        self.ref = FoosReferee(options=FoosOptions(first_server=first))  # type: ignore[arg-type]
        self.com = Commentator(self.ref.table, CommentaryOptions(**options), self.ref.options)  # type: ignore[arg-type]
        self.sight = Sight()
        self.t = 0.0
        self.calls: list[Call] = []

    def step(
        self,
        *events: TableEvent,
        ball: tuple[float, float, float, float] | None = None,
        dt: float = DT,
    ) -> list[Call]:
        """One step of the table: these events, the ball seen at its end at (x, y, vx, vy)."""
        self.t += dt
        timed = [replace(e, t=self.t) for e in events]
        if ball is not None:
            x, y, vx, vy = ball
            self.sight.ball_position, self.sight.ball_velocity = (x, y, 0.0), (vx, vy, 0.0)
        self.sight.t = self.t
        said = len(self.ref.log)
        self.ref.on_table(timed)
        calls = self.com.hear(timed, self.ref.log, said, self.sight)
        self.calls += calls
        return calls

    def wait(self, seconds: float) -> None:
        """Steps with nothing happening, the ball rolling on as it was."""
        for _ in range(round(seconds / DT)):
            self.step()

    def serve(self, side: Side) -> None:
        """``side`` serves; the ball enters play, rolling slowly out of its hole."""
        self.ref.apply(Serve(side))
        way = 1.0 if side == AWAY else -1.0
        self.step(*served(side), ball=(0.0, way * 0.3, 0.0, way * -0.2))

    def touch(
        self, rod: int, after: float, before: float = 0.0, speed: float = 6.0, x: float = 0.0, y: float = 0.0
    ) -> None:
        """``rod``'s figure, moving at ``speed``, meets the ball coming at ``before`` along the
        table (m/s, towards the rod's team's opponent) and sends it on at ``after``."""
        team = ROD_TEAM[rod]
        self.step(ball=(x, y, towards(team, before), 0.0))  # the ball as it comes
        contact = TableEvent(
            EventKind.CONTACT, 0.0, x, y, rod=rod, team=team, speed=speed, ball_speed=abs(before)
        )
        self.step(contact, ball=(x, y, towards(team, after), 0.0))

    def goal(self, goal: Side, y: float = 0.0, inside: float = 0.0) -> list[Call]:
        """The ball crosses ``goal``'s plane at ``y`` and falls to the bottom of its trough."""
        x = GOAL_X[goal]
        plane = TableEvent(EventKind.GOAL_PLANE, 0.0, x, y, team=goal, inward=True)
        calls = self.step(plane)
        calls += self.step(TableEvent(EventKind.BALL_IN_GOAL, 0.0, x * 1.03, y, team=goal))
        calls += self.step(TableEvent(EventKind.TROUGH, 0.0, x * 1.05, y, team=goal), dt=inside or DT)
        return calls

    def terms(self) -> list[tuple[Term, Side]]:
        return [(c.term, c.side) for c in self.calls]


# ----------------------------------------------------------------------------- keeve


def test_a_serve_to_your_own_5_bar_scored_with_its_first_touch_is_a_keeve() -> None:
    game = Game()
    game.serve(HOME)
    game.touch(MIDFIELD[HOME], after=6.0)
    calls = game.goal(AWAY)
    assert [(c.term, c.side) for c in calls] == [(Term.KEEVE, HOME)]
    assert calls[0].told(YOU) == "Keeve: you serve to your own midfield rod and score with its first touch"
    assert calls[0].text == "Keeve: home serves to home's own midfield rod and scores with its first touch"
    # Told after the referee's goal, in the play-by-play.
    assert game.ref.log[calls[0].after - 1].kind == "goal"


@pytest.mark.parametrize("gap, keeve", [(0.09, True), (0.11, False)])
def test_a_keeve_is_scored_with_the_first_touch_not_the_second(gap: float, keeve: bool) -> None:
    """Contacts of one rod closer together than touch_time (0.1 s) are one touch."""
    game = Game()
    game.serve(HOME)
    game.touch(MIDFIELD[HOME], after=0.5, speed=0.6)
    game.wait(gap - 2 * DT)
    game.touch(MIDFIELD[HOME], after=6.0, before=0.5)
    game.goal(AWAY)
    assert ((Term.KEEVE, HOME) in game.terms()) is keeve


@pytest.mark.parametrize(
    "first_touch",
    [ATTACK[HOME], MIDFIELD[AWAY]],
    ids=["the serve reached the attack rod first", "the other side touched it first"],
)
def test_no_keeve_unless_the_5_bar_has_the_first_touch(first_touch: int) -> None:
    game = Game()
    game.serve(HOME)
    game.touch(first_touch, after=0.4, speed=0.0)
    game.touch(MIDFIELD[HOME], after=6.0)
    game.goal(AWAY)
    assert Term.KEEVE not in [term for term, _ in game.terms()]


def test_a_restart_is_not_a_serve_and_makes_no_keeve() -> None:
    game = Game()
    game.ref.apply(Serve(HOME))
    game.step(*served(HOME)[:2], ball=(0.0, -0.3, 0.0, 0.2))  # in play: the servee steals it
    game.ref.apply(TakeBall(AWAY))
    game.ref.apply(Serve(AWAY))
    game.step(*served(AWAY), ball=(0.0, 0.3, 0.0, -0.2))
    game.touch(MIDFIELD[AWAY], after=6.0)
    game.goal(HOME)
    assert game.terms() == []


@pytest.mark.parametrize("dead", [False, True])
def test_a_dead_ball_ends_what_led_to_it(dead: bool) -> None:
    """The ball stopped out of reach (Article V): the serve's first touch is history."""
    game = Game()
    game.serve(HOME)
    game.touch(MIDFIELD[HOME], after=6.0)
    if dead:
        game.step(TableEvent(EventKind.DEAD_BALL, 0.0, 0.58, 0.3), ball=(0.58, 0.3, 0.0, 0.0))
    game.goal(AWAY)
    assert game.terms() == ([] if dead else [(Term.KEEVE, HOME)])


# ----------------------------------------------------------------------------- buck and dub


@pytest.mark.parametrize(
    "rod, term, bar", [(ATTACK[HOME], Term.BUCK, "attack rod"), (MIDFIELD[HOME], Term.DUB, "midfield rod")]
)
def test_a_clearance_reversed_from_the_3_bar_is_a_buck_from_the_5_bar_a_dub(
    rod: int, term: Term, bar: str
) -> None:
    game = Game()
    game.serve(HOME)
    game.touch(ATTACK[HOME], after=-0.5, speed=0.0)  # brushed past
    game.touch(DEFENCE[AWAY], after=5.0, before=-0.5)  # away's defence rod clears
    game.touch(rod, after=6.0, before=-5.0, speed=3.0)  # ... straight back
    calls = game.goal(AWAY)
    assert [(c.term, c.side) for c in calls] == [(term, HOME)]
    assert (
        calls[0].told(YOU)
        == f"{term.value.capitalize()}: your {bar} turns the CPU's clearance straight back into the goal"
    )


@pytest.mark.parametrize("after, called", [(0.39, True), (0.41, False)])
def test_a_buck_reverses_the_clearance_rapidly(after: float, called: bool) -> None:
    """reverse_time (0.4 s) from the clearance to the reversing touch."""
    game = Game("away")
    game.serve(AWAY)
    game.touch(DEFENCE[HOME], after=5.0)
    game.wait(after - 2 * DT)
    game.touch(ATTACK[AWAY], after=6.0, before=-5.0, speed=3.0)
    game.goal(HOME)
    assert game.terms() == ([(Term.BUCK, AWAY)] if called else [])


def test_a_clearance_reversed_by_the_2_bar_is_no_buck_but_greed() -> None:
    """Only the forward line (attack rod) and the midfield line (midfield rod) buck and dub; a clearance,
    an aggressive shot of its own, turned in by another rod is greed."""
    game = Game("away")
    game.serve(AWAY)
    game.touch(DEFENCE[HOME], after=5.0)
    game.touch(DEFENCE[AWAY], after=6.0, before=-5.0, speed=3.0)
    game.goal(HOME)
    assert game.terms() == [(Term.GREED, HOME)]


def test_no_buck_when_the_scorer_touched_the_clearance_before_the_reversal() -> None:
    game = Game("away")
    game.serve(AWAY)
    game.touch(DEFENCE[HOME], after=5.0)
    game.touch(MIDFIELD[AWAY], after=-1.0, before=-5.0, speed=0.0)  # the midfield rod stops it first
    game.touch(ATTACK[AWAY], after=6.0, before=-1.0, speed=3.0)
    game.goal(HOME)
    assert [term for term, _ in game.terms()] == []


# ----------------------------------------------------------------------------- greed


def test_an_aggressive_shot_turned_straight_into_a_goal_is_greed() -> None:
    game = Game()
    game.serve(HOME)
    game.touch(MIDFIELD[AWAY], after=8.0)  # away's counterattack ...
    game.touch(GOALIE[HOME], after=7.0, before=-8.0, speed=4.0)  # ... into home's goalie, and back
    calls = game.goal(AWAY)
    assert [(c.term, c.side) for c in calls] == [(Term.GREED, AWAY)]
    assert calls[0].told(YOU) == "Greed: you punish the CPU's attack from the midfield rod"


@pytest.mark.parametrize("to_goal, called", [(1.45, True), (1.55, False)])
def test_greed_is_a_goal_soon_after_the_attack(to_goal: float, called: bool) -> None:
    """greed_time (1.5 s) from the attacking shot to the goal (the ball going round the table,
    not rolling in slowly: no au-ie)."""
    game = Game(au_ie_speed=0.1)
    game.serve(HOME)
    game.touch(ATTACK[AWAY], after=8.0)
    game.touch(DEFENCE[HOME], after=2.0, before=-8.0, speed=4.0)
    game.wait(to_goal - 4 * DT)
    game.goal(AWAY)
    assert game.terms() == ([(Term.GREED, AWAY)] if called else [])


@pytest.mark.parametrize("attack, called", [(2.1, True), (1.9, False)])
def test_greed_needs_an_aggressive_attack(attack: float, called: bool) -> None:
    """shot_speed (2 m/s): a gentler hit is no counterattack."""
    game = Game()
    game.serve(HOME)
    game.touch(MIDFIELD[AWAY], after=attack)
    game.touch(ATTACK[HOME], after=6.0, before=-attack, speed=4.0)
    game.goal(AWAY)
    assert game.terms() == ([(Term.GREED, AWAY)] if called else [])


# ----------------------------------------------------------------------------- au-ie


@pytest.mark.parametrize("speed, called", [(0.48, True), (0.52, False)])
def test_a_goal_rolled_in_insultingly_slowly_is_an_au_ie(speed: float, called: bool) -> None:
    """au_ie_speed (0.5 m/s): from the scorer's hit to the goal's plane."""
    game = Game()
    game.serve(HOME)
    start = GOAL_X[AWAY] - 0.2
    game.touch(ATTACK[HOME], after=speed, speed=0.5, x=start)
    game.wait(0.2 / speed - 2 * DT)  # the goal's plane is crossed one step later
    calls = game.goal(AWAY)
    assert [(c.term, c.side) for c in calls] == ([(Term.AU_IE, HOME)] if called else [])
    if called:
        assert calls[0].told(YOU) == f"Au-ie: you roll it in at {speed:.2f} m/s"


def test_a_slow_ball_that_only_ran_off_a_still_figure_is_no_au_ie() -> None:
    """ "Intentionally": the scorer's last touch must be a hit, not the ball running into it."""
    game = Game()
    game.serve(HOME)
    game.touch(ATTACK[HOME], after=0.3, before=0.4, speed=0.0, x=GOAL_X[AWAY] - 0.1)
    game.wait(0.3)
    game.goal(AWAY)
    assert game.terms() == []


# ----------------------------------------------------------------------------- jackhammer


def shots(game: Game, n: int, gap: float, side: Side = HOME) -> None:
    """``side``'s attack rod shoots ``n`` times, ``gap`` s apart, each blocked back by the goalie."""
    for _ in range(n):
        game.touch(ATTACK[side], after=7.0, before=-2.0)
        game.wait(gap / 2 - 2 * DT)
        game.touch(GOALIE[side.other], after=2.0, before=-7.0, speed=0.0)
        game.wait(gap / 2 - 2 * DT)


@pytest.mark.parametrize("n, gap, called", [(4, 0.95, True), (3, 0.95, False), (4, 1.05, False)])
def test_many_shots_in_rapid_succession_are_a_jackhammer(n: int, gap: float, called: bool) -> None:
    """jackhammer_shots (4), each at most jackhammer_gap (1 s) after the one before."""
    game = Game()
    game.serve(HOME)
    shots(game, n, gap)
    game.wait(0.2)
    assert game.terms() == ([(Term.JACKHAMMER, HOME)] if called else [])
    if called:
        assert game.calls[0].told(YOU).startswith("Jackhammer: you take 4 shots in 2.")


def test_a_shot_by_the_other_side_breaks_the_succession() -> None:
    game = Game()
    game.serve(HOME)
    shots(game, 2, 0.5)
    game.touch(GOALIE[AWAY], after=7.0, before=-7.0)  # the goalie shoots it back
    shots(game, 2, 0.5)
    game.wait(0.2)
    assert game.terms() == []


def test_one_long_succession_is_one_jackhammer() -> None:
    game = Game()
    game.serve(HOME)
    shots(game, 9, 0.5)
    assert game.terms() == [(Term.JACKHAMMER, HOME)]


# ----------------------------------------------------------------------------- out of phase


@pytest.mark.parametrize(
    "before, after, called",
    [
        (0.5, -1.6, True),  # a ball going forward hit back towards its own goal
        (0.5, -1.4, False),  # out_of_phase_speed (1.5 m/s): slower is a touch back
        (-6.0, -2.0, False),  # a shot at its own goal only slowed: a block
    ],
)
def test_a_hit_towards_your_own_goal_is_out_of_phase(before: float, after: float, called: bool) -> None:
    game = Game()
    game.serve(HOME)
    game.touch(MIDFIELD[HOME], after=after, before=before, speed=3.0)
    game.wait(0.2)
    expected = [(Term.OUT_OF_PHASE, HOME)] if called else []
    assert game.terms() == expected
    if called:
        said = "Out of phase: your midfield rod hits the ball towards your own goal"
        assert game.calls[0].told(YOU) == said


def test_a_ball_running_back_off_a_still_figure_is_not_out_of_phase() -> None:
    game = Game()
    game.serve(HOME)
    game.touch(MIDFIELD[HOME], after=-3.0, before=4.0, speed=0.0)
    game.wait(0.2)
    assert game.terms() == []


def test_an_own_goal_hit_the_wrong_way_is_out_of_phase_before_the_goal() -> None:
    game = Game()
    game.serve(HOME)
    game.touch(DEFENCE[HOME], after=-4.0, before=1.0, speed=3.0)
    calls = game.goal(HOME)
    assert [c.term for c in calls] == [Term.OUT_OF_PHASE]
    assert game.ref.log[calls[0].after].kind == "goal"  # told just before the referee's goal


# ----------------------------------------------------------------------------- postmaster


def bounce_at(
    x: float, y: float, vx: float, vy: float, normal: tuple[float, float]
) -> tuple[tuple[float, float, float, float], tuple[float, float, float, float]]:
    """The ball half a step before and half a step after bouncing at (x, y) off a surface with
    this normal (restitution 0.7)."""
    nx, ny = normal
    into = vx * nx + vy * ny
    wx, wy = vx - 1.7 * into * nx, vy - 1.7 * into * ny
    h = DT / 2
    return (x - vx * h, y - vy * h, vx, vy), (x + wx * h, y + wy * h, wx, wy)


def off_the_post(game: Game, goal: Side = AWAY) -> None:
    """A shot at ``goal`` comes off its post: the ball's centre bounces one reach from the post."""
    sx = 1.0 if goal == AWAY else -1.0
    nx, ny = -sx * math.cos(0.4), math.sin(0.4)  # from the post to the ball
    x, y = GOAL_X[goal] + REACH * nx, POST_Y + REACH * ny
    before, after = bounce_at(x, y, sx * 6.0, 0.0, (nx, ny))
    game.step(ball=before)
    game.step(ball=after)


def shot_off_the_post(game: Game, side: Side = HOME) -> None:
    game.touch(ATTACK[side], after=6.0, before=-1.0, x=0.3 if side == HOME else -0.3)
    off_the_post(game, side.other)
    game.touch(GOALIE[side.other], after=1.0, before=-1.0, speed=0.0)  # it missed


@pytest.mark.parametrize("hits, called", [(3, True), (2, False)])
def test_a_propensity_for_hitting_the_posts_is_a_postmaster(hits: int, called: bool) -> None:
    """postmaster_hits (3) shots off the posts of the goal a side attacks."""
    game = Game()
    game.serve(HOME)
    for _ in range(hits):
        shot_off_the_post(game)
    assert game.terms() == ([(Term.POSTMASTER, HOME)] if called else [])
    if called:
        assert (
            game.calls[0].told(YOU)
            == "Postmaster: your shot comes off the post, 3 off the goal's edges this game"
        )


def test_off_the_post_and_in_is_not_a_miss() -> None:
    game = Game(postmaster_hits=1)
    game.serve(HOME)
    game.touch(ATTACK[HOME], after=6.0, before=-1.0, x=0.3)
    off_the_post(game)
    game.goal(AWAY)
    assert Term.POSTMASTER not in [term for term, _ in game.terms()]


def test_a_bounce_off_the_end_wall_beside_the_post_is_not_the_post() -> None:
    game = Game(postmaster_hits=1)
    game.serve(HOME)
    game.touch(ATTACK[HOME], after=6.0, before=-1.0, x=0.3)
    wall = GOAL_X[AWAY] - 0.0175
    before, after = bounce_at(wall, POST_Y + 0.03, 6.0, 1.0, (-1.0, 0.0))
    game.step(ball=before)
    game.step(ball=after)
    game.touch(GOALIE[AWAY], after=1.0, before=-1.0, speed=0.0)
    assert game.terms() == []


def test_the_real_table_tells_a_post_from_the_wall_beside_it() -> None:
    """The ball rolled at the post, and beside it, on the physics table (figures raised)."""

    def roll(y: float) -> list[Call]:
        table = FoosballTable()
        table.set_rods({i: (0.0, math.pi / 2) for i in range(8)})  # every foot up: nothing meets it
        com = Commentator(table.spec, CommentaryOptions(postmaster_hits=1))
        com.hear(served(HOME)[1:2], [], sight=table)
        table.place_ball(0.4, y, 4.0, 0.0)
        shot = TableEvent(EventKind.CONTACT, table.t, 0.4, y, rod=ATTACK[HOME], team=HOME, speed=6.0)
        com.hear([shot], [], sight=table)
        for _ in range(round(0.15 / DT)):
            com.hear(table.step(DT), [], sight=table)
        assert table.ball_velocity[0] < 0.0  # it came back
        return com.hear([TableEvent(EventKind.DEAD_BALL, table.t, 0.0, 0.0)], [], sight=table)

    assert [c.term for c in roll(POST_Y + 0.01)] == [Term.POSTMASTER]
    assert roll(POST_Y + 0.045) == []


# ----------------------------------------------------------------------------- overtime


def score(game: Game, side: Side, times: int = 1) -> None:
    for _ in range(times):
        game.serve(game.ref.server)
        game.touch(ATTACK[side], after=1.0, before=-1.0, speed=1.0)
        game.goal(side.other)


def test_overtime_when_the_losing_side_reaches_9() -> None:
    game = Game()
    score(game, AWAY, 9)
    score(game, HOME, 8)
    assert game.terms() == []
    score(game, HOME)  # 9-9
    assert game.terms() == [(Term.OVERTIME, HOME)]
    assert game.calls[0].told(YOU) == "Overtime: level at 9-9"
    score(game, AWAY)  # 9-10: still overtime, not called again
    score(game, HOME)  # 10-10
    assert game.terms() == [(Term.OVERTIME, HOME)]


def test_overtime_names_the_side_behind() -> None:
    """Home, 8-9 down, shames away and scores: the kitty's two points make it 10-9."""
    game = Game()
    score(game, HOME, 8)
    score(game, AWAY, 9)
    game.serve(game.ref.server)
    game.touch(ATTACK[HOME], after=1.0, before=-1.0, speed=1.0)
    game.step(*shame(AWAY))
    game.touch(ATTACK[HOME], after=1.0, before=-1.0, speed=1.0)
    game.goal(AWAY)
    assert game.ref.score == {HOME: 10, AWAY: 9} and not game.ref.is_over()
    assert game.terms() == [(Term.OVERTIME, AWAY)]
    assert game.calls[0].told(YOU) == "Overtime: the CPU is behind with 9"


# ----------------------------------------------------------------------------- oscillation


def slow_ball(game: Game, rod_ys: Sequence[float], speed: float = 0.3) -> None:
    """A slow ball rolls towards away's attack rod (at x = -0.225) straight along y = 0, while that
    rod slides through ``rod_ys``, a step each."""
    x = -0.1
    for y in rod_ys:
        game.sight.rods[ATTACK[AWAY]].y = y
        game.step(ball=(x, 0.0, -speed, 0.0))
        x -= speed * DT


@pytest.mark.parametrize(
    "ys, called",
    [
        ([0.0, 0.05, 0.0, 0.05], True),  # in, out, in, out: twice out of its path
        ([0.0, 0.05, 0.0], False),  # once
        ([0.05, 0.0, 0.05, 0.09], False),  # into the path and out, and on: once
    ],
)
def test_moving_into_and_out_of_a_slow_balls_path_is_oscillation(ys: list[float], called: bool) -> None:
    """oscillation_exits (2) times out of the path of a ball no faster than 0.5 m/s."""
    game = Game()
    game.serve(HOME)
    slow_ball(game, ys)
    assert game.terms() == ([(Term.OSCILLATION, AWAY)] if called else [])
    if called:
        assert (
            game.calls[0].told(YOU)
            == "Oscillation: the CPU's attack rod moves into and out of the slow ball's path"
        )


def test_a_ball_faster_than_slow_sees_no_oscillation() -> None:
    game = Game()
    game.serve(HOME)
    slow_ball(game, [0.0, 0.05, 0.0, 0.05], speed=0.55)
    assert game.terms() == []


# ----------------------------------------------------------------------------- never the referee


EVENT_KINDS = list(EventKind)


@st.composite
def table_events(draw: st.DrawFn) -> list[TableEvent]:
    """A step's worth of events, of any kind, in any order."""
    out = []
    for _ in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(EVENT_KINDS))
        rod = draw(st.integers(0, 7))
        side = draw(st.sampled_from(list(Side)))
        out.append(
            TableEvent(
                kind,
                0.0,
                draw(st.floats(-0.6, 0.6)),
                draw(st.floats(-0.34, 0.34)),
                rod=rod if kind == EventKind.CONTACT else None,
                team=ROD_TEAM[rod] if kind == EventKind.CONTACT else side,
                inward=draw(st.booleans()),
                speed=draw(st.floats(0.0, 10.0)),
                ball_speed=draw(st.floats(0.0, 10.0)),
            )
        )
    return out


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(
            table_events(),
            st.sampled_from([None, Serve(HOME), Serve(AWAY), TakeBall(HOME), TakeBall(AWAY)]),
            st.tuples(*[st.floats(-8.0, 8.0) for _ in range(4)]),
        ),
        max_size=40,
    )
)
def test_the_commentary_never_changes_the_referee(
    steps: list[tuple[list[TableEvent], Action | None, tuple[float, float, float, float]]],
) -> None:
    """Random steps heard by a referee alone and by one with a commentator: the same state, the
    same log, whatever the commentator calls."""
    alone, heard = FoosReferee(seed=3), FoosReferee(seed=3)
    com = Commentator(heard.table, CommentaryOptions(postmaster_hits=1, jackhammer_shots=1), heard.options)
    sight = Sight()
    for k, (events, action, ball) in enumerate(steps):
        timed = [replace(e, t=k * DT) for e in events]
        for ref in (alone, heard):
            if action is not None and not ref.is_over():
                with contextlib.suppress(IllegalAction):  # refused: nothing changes, in both
                    ref.apply(action)
        sight.t, sight.ball_position, sight.ball_velocity = k * DT, (*ball[:2], 0.0), (*ball[2:], 0.0)
        alone.on_table(timed)
        said = len(heard.log)
        heard.on_table(timed)
        com.hear(timed, heard.log, said, sight)
        assert heard.to_json() == alone.to_json()


def test_a_match_plays_the_same_with_and_without_its_commentator() -> None:
    """Eight seconds of a CPU game: the referee's log and state, and the table, are the same."""
    plain, heard = FoosMatch(5, "expert", "expert"), FoosMatch(5, "expert", "expert")
    plain.commentary = None
    for _ in range(round(8.0 / DT)):
        plain.step()
        heard.step()
    assert heard.ref.to_json() == plain.ref.to_json()
    assert heard.table.ball_position == plain.table.ball_position
    assert heard.summary().log == plain.summary().log and plain.summary().commentary == []


# ----------------------------------------------------------------------------- options, counts, report


def test_the_options_round_trip_and_refuse_nonsense() -> None:
    options = CommentaryOptions(au_ie_speed=0.3, jackhammer_shots=6)
    assert CommentaryOptions.from_json(json.loads(json.dumps(options.to_json()))) == options
    with pytest.raises(ValueError, match="jackhammer_shots"):
        CommentaryOptions(jackhammer_shots=0)
    with pytest.raises(ValueError, match="au_ie_speed"):
        CommentaryOptions(au_ie_speed=float("nan"))
    with pytest.raises(ValueError, match="unknown commentary option"):
        CommentaryOptions.from_json({"insult": 1.0})


def test_every_term_quotes_the_glossary() -> None:
    assert set(GLOSSARY) == set(Term)
    assert (
        GLOSSARY[Term.KEEVE]
        == "To serve the ball directly to one's own midfielder then score with the first touch."
    )


def summary_with(calls: list[Call]) -> FoosSummary:
    ref = FoosReferee(seed=1)
    return FoosSummary(1, "club", "club", dict(ref.score), None, False, 12.0, ref.stats, ref.log, calls)


def test_the_report_counts_the_calls_per_side_and_tells_them_in_the_play_by_play() -> None:
    calls = [
        Call(Term.KEEVE, HOME, 1.0, "Keeve: {home} scores", after=1),
        Call(Term.GREED, AWAY, 2.0, "Greed: {away} overreaches", after=1),
        Call(Term.GREED, AWAY, 3.0, "Greed: {away} again", after=1),
    ]
    s = summary_with(calls)
    report = Report("club", "club")
    assert report.line(s).endswith("called: home keeve 1; away greed 2")
    assert report.log(s)[1:4] == ["* Keeve: home scores", "* Greed: away overreaches", "* Greed: away again"]
    data = report.to_json([s, s], with_log=True)
    assert data["games"][0]["commentary"]["away"]["greed"] == 2
    assert data["games"][0]["commentary"]["home"]["buck"] == 0
    assert data["totals"]["commentary"] == tally_json(tally(calls + calls))
    assert data["games"][0]["commentary_log"][0] == {
        "term": "keeve",
        "side": "home",
        "t": 1.0,
        "text": "Keeve: home scores",
    }


def test_simulate_json_carries_the_commentary_per_side(capsys: pytest.CaptureFixture[str]) -> None:
    from tools.cli import main

    code = main(["simulate", "foosball", "--seed", "1", "--max-seconds", "30", "--json"])
    data = json.loads(capsys.readouterr().out)
    game = data["games"][0]
    assert code == 0 and set(game["commentary"]) == {"home", "away"}
    assert set(game["commentary"]["home"]) == {term.value for term in Term}
    assert data["totals"]["commentary"] == game["commentary"]

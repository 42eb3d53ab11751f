"""The coach's offence makes sense to a person watching it (newcomer play-test 5/10: its ball
carriers stepped back away from the goal, it threw sideways and backward passes and laterals,
lateralled on a punt return, and at 4th and under a yard on the player's 15 it lined up in "safe
punt formation" and kicked a field goal). Played over seeded headless games against the beginner
and against itself, counted by games/all_pro/offence_figures.py (the figures docs/bots.md quotes)."""

from __future__ import annotations

from games.all_pro.match import play_game
from games.all_pro.offence_figures import Figures, Watch, measure
from games.all_pro.players.coach import FIELD_GOAL_KICK, Coach, kick_call, kick_on_fourth
from games.all_pro.players.reach import Field, reach
from games.all_pro.rules.actions import Call, Formation, Phase
from games.all_pro.rules.board import Team, stripe_of
from games.all_pro.rules.engine import MOVES, AllPro
from games.all_pro.ui.screen_words import told
from games.core.wording import Who

from .helpers import AWAY, HOME, position

GAMES = 6


def test_the_coach_carries_forward_and_throws_only_when_it_gains() -> None:
    for against in ("cpu", "coach"):
        f = measure("coach", against, GAMES)
        # Back towards its own goal only when forced: out of a tackle the defence could make.
        assert f.steps["back"] == f.forced_back, (against, f.lines())
        assert f.steps["forward"] > 3 * f.steps["back"], (against, f.lines())
        assert f.passes_no_gain == 0 and f.passes > 0, (against, f.lines())
        assert f.laterals["return"] == 0 and f.laterals["scrimmage"] == 0, (against, f.lines())
        assert f.yards > 0 and f.gaining > f.downs // 3, (against, f.lines())


def test_a_kick_returner_never_runs_back_and_the_coach_never_laterals_on_a_return() -> None:
    # A punt return: the returner out of the kicking team's reach, a team-mate beside him a
    # lateral's distance away; no reason to toss it back, none to run back.
    men = {"away.B1": (5, 12), "away.B2": (7, 12), "home.L1": (5, 8), "home.L2": (2, 7)}
    game = position(men, "away.B1", offence=AWAY, returning="punt", mover=AWAY)
    coach, start = Coach(0), game.men["away.B1"].square
    for _ in range(3):
        action = coach(game)
        assert action != Call("lateral")
        game.apply(action)
        if game.team_to_move() != AWAY or game.phase != Phase.PLAY:
            break
    assert game.men["away.B1"].square[1] <= start[1], "he ran towards the home goal, or stood"


def test_a_carrier_the_defence_can_reach_drops_back_no_further_than_his_pocket() -> None:
    # The quarterback behind his Center, the rush able to reach him: he may step back out of
    # it (forced), but not run back towards his own goal from there on.
    f = Figures()
    watch = Watch(Team.AWAY, f)
    play_game(3, "coach", "coach", watch=watch.wrap)
    assert f.steps["back"] == f.forced_back


def test_fourth_down_from_its_own_half_is_a_punt_and_near_the_goal_a_field_goal_or_going_for_it() -> None:
    assert kick_on_fourth(need=0, own=45, field_goal=0.0) == "punt"  # its own half, even short
    assert kick_on_fourth(need=15, own=55, field_goal=0.03) == "punt"  # long, far off: a punt
    assert kick_on_fourth(need=10, own=70, field_goal=0.28) is None  # the other side's 30: go
    assert kick_on_fourth(need=0, own=85, field_goal=0.72) == "field goal"  # 4th and inches, the 15
    assert kick_on_fourth(need=5, own=60, field_goal=0.08) is None  # short yardage, their half


def test_a_field_goal_is_lined_up_and_announced_as_a_field_goal_not_a_punt() -> None:
    # 4th and under a yard on the player's 15 (the newcomer's): the coach kicks, and the window
    # says "field goal formation", never "safe punt formation".
    line = stripe_of(85, AWAY)
    game = AllPro.position({}, offence=AWAY, line=line, marker=line, down=4, phase=Phase.FORMATION)
    assert kick_call(game) == "field goal"
    lineup = Coach(0)(game)
    assert isinstance(lineup, Formation) and lineup.name == FIELD_GOAL_KICK and lineup.places
    game.apply(lineup)
    words = told(game.log[-1], {HOME: Who("you", you=True), AWAY: Who("the CPU")})
    assert "field goal formation" in words and "punt" not in words, words


def test_the_coach_keeps_its_carrier_out_of_reach_rather_than_block_the_way_open() -> None:
    # After the snap and the hand-off the back is out of the rush's reach: the coach's next move
    # must not open a way to him (a block of the End's man let the rush through).
    game = AllPro.position({}, offence=HOME, line=stripe_of(40, HOME), down=1, phase=Phase.FORMATION)
    coach = Coach(3)
    game.apply(Formation(HOME, "T"))
    game.apply(Formation(AWAY, "7-2-2"))
    while game.team_to_move() == HOME and game.phase == Phase.PLAY:
        game.apply(coach(game))
    assert game.carrier is not None
    assert reach(Field.of(game), game.men[game.carrier].square, AWAY) > MOVES


def test_the_coach_is_deterministic() -> None:
    one, two = play_game(5, "cpu", "coach"), play_game(5, "cpu", "coach")
    assert [e.text for e in one.log] == [e.text for e in two.log]

"""Foosball after the third newcomer play-test of issue 32 (/tmp/pt-54): a dead ball behind your
goalie in your goal mouth is put, by P, where a figure can strike it forward (both sides); the
line says which way a dead ball may be carried, in screen terms; the guide's strip leaves the
score in sight and no rod step waits all game; commentary terms say they cost nothing."""

import pygame

from games.foosball.match import DT, UNPLAYABLE_AFTER, FoosMatch, in_front_of
from games.foosball.rules.actions import Phase
from games.foosball.ui.dead_ball import place_spot
from games.foosball.ui.first_game import GIVE_UP_GOALS, READ_TIME
from games.window.app import App
from sim.foosball.spec import Side

from .conftest import key, post, run_for
from .test_foosball_playtest42 import game, in_play_at_rest

MOUTH = ((0.048, 0.0), (0.048, 0.089), (0.048, -0.089), (0.07, 0.05), (0.03, 0.3))  # behind the goalie


def _goalie_x(match: FoosMatch, side: Side) -> float:
    return next(r.x for r in match.table.spec.rods if r.team == side and r.role == "goalie")


def test_a_dead_ball_behind_either_goalie_is_placed_where_a_figure_strikes_it_forward() -> None:
    for side in Side:
        back = -1.0 if side == Side.HOME else 1.0
        for behind, y in MOUTH:
            match = FoosMatch(1, None, None)
            x = _goalie_x(match, side) + back * behind
            in_play_at_rest(match, x, y)
            for _ in range(round((UNPLAYABLE_AFTER + 0.5) / DT)):
                match.step()
            ref = match.ref
            assert ref.phase == Phase.DEAD and ref.mover == side and ref.stranded(), (side, x, y)
            spot = place_spot(
                match.table.spec, side, x, y, lambda sx, sy, s=side, r=ref: r.check_move(s, sx, sy) is None
            )
            assert spot is not None and spot != (x, y), (side, x, y)
            assert in_front_of(match.table.spec, side, *spot), (side, x, y, spot)
            match.move_dead_ball(side, *spot)
            assert ref.phase == Phase.PLAY and match.table.ball_position[:2] == spot


def test_p_moves_your_dead_ball_out_of_your_goal_mouth_and_it_stays_in_play(app: App) -> None:
    scene = game(app, None)  # hot-seat: nobody's rods move by themselves
    x = _goalie_x(scene.match, Side.HOME) - 0.048
    in_play_at_rest(scene.match, x, 0.089)  # behind your goalie, in your goal mouth (p2-07)
    run_for(app, UNPLAYABLE_AFTER + 0.5)
    assert scene.ref.phase == Phase.DEAD
    hint = scene.hint()
    assert "in front of your goalie" in hint and "towards your goal" not in hint
    key(app, pygame.K_p)
    assert scene.ref.phase == Phase.PLAY
    bx, by, _ = scene.table.ball_position
    assert bx > _goalie_x(scene.match, Side.HOME) and in_front_of(scene.table.spec, Side.HOME, bx, by)
    said = len(scene.ref.log)
    run_for(app, UNPLAYABLE_AFTER + 1.0)
    assert scene.ref.phase == Phase.PLAY and len(scene.ref.log) == said  # not dead again


def test_enter_moves_player_twos_dead_ball_out_of_their_goal_mouth(app: App) -> None:
    scene = game(app, None)
    x = _goalie_x(scene.match, Side.AWAY) + 0.048
    in_play_at_rest(scene.match, x, -0.089)
    run_for(app, UNPLAYABLE_AFTER + 0.5)
    assert scene.ref.phase == Phase.DEAD and scene.ref.mover == Side.AWAY
    key(app, pygame.K_RETURN)
    assert scene.ref.phase == Phase.PLAY
    bx, by, _ = scene.table.ball_position
    assert bx < _goalie_x(scene.match, Side.AWAY) and in_front_of(scene.table.spec, Side.AWAY, bx, by)


def test_carrying_a_dead_ball_right_is_refused_in_screen_terms(app: App) -> None:
    scene = game(app, None)
    in_play_at_rest(scene.match, -0.41, 0.3)  # in your half, out of reach, in front of your goalie
    run_for(app, UNPLAYABLE_AFTER + 0.5)
    assert scene.ref.phase == Phase.DEAD and not scene.ref.stranded()
    assert "left or sideways" in scene.hint()
    bx, by = (round(c) for c in scene.view.to_screen(*scene.table.ball_position[:2]))
    pygame.key.set_mods(pygame.KMOD_LSHIFT)
    post(pygame.MOUSEBUTTONDOWN, pos=(bx, by), button=1)
    app.frame(1 / 60)
    pygame.key.set_mods(0)
    post(pygame.MOUSEBUTTONUP, pos=(bx + 120, by), button=1)  # to the right: towards the CPU's goal
    app.frame(1 / 60)
    assert scene.ref.phase == Phase.DEAD
    assert scene.error is not None and "never right" in scene.error and "Article" not in scene.error


def test_the_guide_strip_leaves_the_kitty_and_the_score_moves_to_the_panel(app: App) -> None:
    scene = game(app, "club")
    app.show_guide(scene)
    run_for(app, 0.1)
    strip = scene.guide_strip()
    w = app.size[0]
    assert strip.right <= w - 290  # the kitty, over the side panel, stays in sight
    assert scene._guide_on_show()
    scene.guide().end()
    run_for(app, 0.1)
    assert not scene._guide_on_show()


def test_the_turn_step_is_passed_by_a_wheel_strike_or_after_a_few_goals(app: App) -> None:
    scene = game(app, "club")
    guide = scene.guide()
    assert guide is not None
    guide.restart()
    guide.index = 3  # "Turn your rods"
    guide.advance()
    assert guide.index == 3
    scene.mouse.strikes += 1  # a wheel strike turns the rods too
    guide.advance()
    assert guide.index == 3  # on show READ_TIME at least (a later play-test: "steps advance by themselves")
    scene.clock += READ_TIME
    guide.advance()
    assert guide.index == 4
    scene.clock += READ_TIME
    guide.advance()
    assert guide.index == 4  # the next step (the rods in your hand) counts from when it came up
    scene.ref.score[Side.AWAY] += GIVE_UP_GOALS
    guide.advance()
    assert guide.index == 5  # let go after a few goals; the shoot step likewise
    scene.clock += READ_TIME
    guide.advance()
    scene.ref.score[Side.AWAY] += GIVE_UP_GOALS
    guide.advance()
    assert guide.finished

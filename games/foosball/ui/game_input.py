"""A person's keys and presses in a foosball game, turned into the rules' actions: the mouse
player's (buttons, their keys, a serve's press, a dead ball carried by hand, anywhere else the
rods) and the keyboard player's in a hot-seat game."""

from __future__ import annotations

import pygame

from games.foosball.players.cpu import serve_velocity
from games.foosball.rules.actions import (
    PUTTING_IN,
    Action,
    DeclareFailure,
    MoveDeadBall,
    Phase,
    TakeBall,
    TouchBall,
)
from games.foosball.ui import (
    dead_ball,
    game_end,
    serve_aim,
    serve_pull,
    serve_settle,
    table_speed,
    table_talk,
    whole_point,
)
from games.foosball.ui.failure import ALREADY, your_rods
from games.foosball.ui.game_actions import KEYBOARD_ACTIONS, MOUSE_ACTIONS, action_of
from games.foosball.ui.game_shape import GameScene
from games.foosball.ui.hands import PAIR_KEYS, holding_words
from games.foosball.ui.prompts import what_now
from sim.foosball.spec import Side

SPEED_TOLD = 4.0  # s the new speed is said under the table
NO_SHOT = "the wheel shoots only a ball in play"
T_PLACED = "T put the dead ball in front of your figure (for a dead ball, T and P do the same)"


def key(scene: GameScene, event: pygame.event.Event) -> None:
    if event.key == pygame.K_ESCAPE:
        scene.leave()
        return
    if event.key == table_talk.KEY:  # also on the result, which counts the terms heard
        scene.meaning = (table_talk.toggle(scene.app), SPEED_TOLD)
        return
    if scene.ref.is_over():  # only Enter leaves the result (game_end.SEEN_AFTER)
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and scene.over_for >= game_end.SEEN_AFTER:
            scene._new_game()
        return
    if whole_point.key(scene, event):  # F on a goal's card: its whole point, never a failure
        return
    if event.key == pygame.K_f:
        if event.mod & pygame.KMOD_SHIFT:
            ask_failure(scene)
        else:
            scene._refuse("to declare a mechanical failure, press Shift+F (or its button)")
        return
    if event.key == table_speed.KEY:
        scene.meaning = (table_speed.cycle(scene.app), SPEED_TOLD)
        return
    for action in MOUSE_ACTIONS:
        if event.key == action.key:
            mouse_player(scene, action.kind)
            return
    if scene.keys is not None:
        keyboard_player(scene, event.key)
    scene.mouse.handle(event)
    if event.key in PAIR_KEYS:
        scene.meaning = (holding_words(scene.mouse.pair), SPEED_TOLD)


def no_shot(scene: GameScene) -> None:
    """The wheel with no ball in play (a dead ball, a serve waiting): no strike, and what to do."""
    now = what_now(scene.ref, scene.who, scene.hands)
    scene._refuse(f"{NO_SHOT}. {now}" if now else NO_SHOT)


def press(scene: GameScene, pos: tuple[int, int]) -> None:
    """A left press: a button; the ball in your hand at your service hole (a serve); with
    Shift, the dead ball you may move (carried by hand); anywhere else the rods turn. A press
    on the table is never a hand on the ball in play."""
    if scene.ref.is_over():
        hit = [b.label for b in scene.end_buttons if b.hit(pos)]
        if hit == ["Play again"]:
            scene._new_game()
        elif hit == ["Menu"]:
            scene.leave()
        return
    if scene.more_button is not None and scene.more_button.hit(pos):
        scene.more = not scene.more
        scene.resized(scene.app.size)
        return
    for action, button in scene.buttons:
        if button.hit(pos):
            if scene.more:  # a rule chosen: the rare rules close and the table goes on
                scene.more = False
                scene.resized(scene.app.size)
            if action.kind is DeclareFailure:
                ask_failure(scene)
            else:
                mouse_player(scene, action.kind)
            return
    ref = scene.ref
    shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
    if ref.phase in PUTTING_IN and ref.server == Side.HOME and scene._on_ball(pos):
        reason = ref.can_put_in_play(Side.HOME)
        if reason is None:
            scene.serve_press = pos  # the pull is ruled on release
        else:
            scene._refuse(reason)
    elif ref.phase in PUTTING_IN and scene._on_ball(pos):
        scene._refuse(ref.can_put_in_play(Side.HOME) or "")
    elif shift and ref.phase == Phase.DEAD and scene._on_ball(pos):
        if ref.mover == Side.HOME:
            scene.carrying = True
        else:
            scene._refuse(ref.check_move(Side.HOME, *scene.table.ball_position[:2]) or "")
    else:
        scene.mouse.press(pos)


# ----------------------------------------------------------------- the rules' actions


def mouse_player(scene: GameScene, kind: type[Action]) -> None:
    ref = scene.ref
    mine_to_place = ref.phase == Phase.DEAD and ref.mover == Side.HOME
    if kind is TakeBall and mine_to_place and ref.possession != Side.HOME:
        place_for_t(scene)  # one key for a dead ball of yours: T does what P does (play-test 4)
        return
    if kind is MoveDeadBall:
        spot = dead_ball.spot_for(scene.match, Side.HOME)
        if ref.phase != Phase.DEAD or ref.mover != Side.HOME:
            scene._refuse(dead_ball.why_not_place(ref, scene.who[Side.AWAY].name))
        elif spot is None:  # never met on the standard table (tests/games/test_foosball_window.py)
            scene._refuse("no spot in front of your figures is allowed: Shift+drag it left or sideways")
        else:
            scene._place_dead_ball(Side.HOME, *spot)
            if scene.ref.phase != Phase.DEAD:
                line_up(scene, spot[1])
    elif kind is TouchBall and ref.phase != Phase.FREE_FOR_ALL:
        scene._refuse(
            "H is only for a free-for-all (the ball off the table); now nobody touches the ball by hand"
        )
    else:
        scene._do(action_of(kind, Side.HOME, scene.mouse.active[0]))


def line_up(scene: GameScene, y: float) -> None:
    """The ball placed by P: the pointer goes level with it, so the figure it was put in front of
    stands squarely behind it, in line with a foot (a play-test: P put it 20-27 px off the goalie
    figure, and the wheel clipped it with the foot's edge into the CPU's men and back)."""
    scene.mouse.pointer_y = y
    if pygame.mouse.get_focused():  # a window with the pointer in it: the pointer moves too
        screen_y = scene.view.to_screen(scene.table.ball_position[0], y)[1]
        pygame.mouse.set_pos((pygame.mouse.get_pos()[0], round(screen_y)))


def place_for_t(scene: GameScene) -> None:
    """T on a dead ball you may not take but may place: placed as P would, and said so."""
    mouse_player(scene, MoveDeadBall)
    if scene.ref.phase != Phase.DEAD:
        scene._refuse(T_PLACED)


def keyboard_player(scene: GameScene, key: int) -> None:
    ref = scene.ref
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        mover = ref.phase == Phase.DEAD and ref.mover == Side.AWAY
        spot = dead_ball.spot_for(scene.match, Side.AWAY) if mover else None
        if spot is not None:
            scene._place_dead_ball(Side.AWAY, *spot)
        else:  # a serve: the referee says why not, if it is not the time
            if scene.between.holding and ref.can_put_in_play(Side.AWAY) is None:
                scene.between.ready()  # player 2's serve says they are ready
            scene._act(lambda: scene.match.serve(Side.AWAY, *serve_velocity(scene.match.rng, Side.AWAY)))
        return
    kind = KEYBOARD_ACTIONS.get(key)
    if kind is DeclareFailure and scene.failure.declared_this_serve(ref):
        scene._refuse(ALREADY)
    elif kind is not None and scene.keys is not None:
        scene._do(action_of(kind, Side.AWAY, scene.keys.active[0]))
        if kind is DeclareFailure:
            scene.failure.declared(ref)


def ask_failure(scene: GameScene) -> None:
    """Shift+F or the button: asks before declaring (once a serve at most)."""
    refusal = scene.failure.ask(scene.ref)
    if refusal is not None:
        scene._refuse(refusal)


def answer(scene: GameScene, event: pygame.event.Event) -> bool:
    """The answer to "which of your rods is broken?". True if it was the answer."""
    taken, rod = scene.failure.answer(event, your_rods(scene.table.spec))
    if rod is not None:
        scene._do(DeclareFailure(Side.HOME, rod))
        scene.failure.declared(scene.ref)
    return taken


def carry_to(scene: GameScene, x: float, y: float) -> None:
    """A dead ball carried by hand and let go."""
    refusal = dead_ball.carry_refusal(scene.ref, x, y)
    if refusal is not None:
        scene._refuse(refusal)
    else:
        scene._place_dead_ball(Side.HOME, x, y)


def serve(scene: GameScene, start: tuple[int, int], end: tuple[int, int]) -> None:
    pull = serve_pull.pulled(Side.HOME, start, end, scene.app.size)
    if pull is None:
        scene._refuse("pull the ball further back from the hole before you let go")
        return
    if not pull.away:
        scene._refuse(
            "pull away from the hole, towards the bottom of the window: the ball goes the other way"
        )
        return
    if scene.between.holding:
        scene.between.ready()  # your serve says you are ready
        scene._settle()  # the CPU's settle moment now, so the serve run ahead is the one played
    flick = pull.flick
    if scene.ref.can_put_in_play(Side.HOME) is None and serve_aim.aim(scene.table, Side.HOME, *flick).first:
        # An ordinary serve, one the preview said a rod plays: the hand's pace keeps it out of
        # the dead middle. One it said stops by the hole, or misses it, goes as it said.
        flick = serve_settle.settled(scene.match, scene.mouse, Side.HOME, pull)
    before = len(scene.ref.log)
    scene._act(lambda: scene.match.serve(Side.HOME, *flick))
    if len(scene.ref.log) > before:
        scene.serves += 1
        scene.last_serve = pull

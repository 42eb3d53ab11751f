"""All-Pro Football in the window, driven headless by the clicks and drags a person makes."""

import pygame

from games.all_pro.rules.actions import HandOff, Phase
from games.all_pro.rules.board import Team
from games.all_pro.ui.game_scene import AllProScene
from games.all_pro.ui.view import TEAM
from games.app.launcher import menu_entries
from games.window.app import App
from games.window.choice import ChoiceScene
from games.window.ui import ACCENT

from .conftest import drag, post, run_for

HOME_KICKS = 2  # a seed whose toss has home kick off


def open_scene(app: App, humans: frozenset[Team] = frozenset({Team.HOME})) -> AllProScene:
    scene = app.push(lambda a: AllProScene(a, humans, HOME_KICKS))
    assert isinstance(scene, AllProScene)
    app.frame(1 / 60)
    return scene


def click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.frame(1 / 60)


def press(app: App, scene: AllProScene, label: str) -> None:
    """The button whose words are ``label`` or start with it (any case), as a person reads them,
    clicked a moment after the last click (a second click at once on a spot where another button
    has just come is taken for a double click)."""
    run_for(app, 0.35)
    words = label.lower()
    button = next(
        (b for b, _ in scene.buttons if b.label.lower() == words),
        None,
    ) or next(b for b, _ in scene.buttons if b.label.lower().startswith(words))
    click(app, button.rect.center)


def centre(scene: AllProScene, square: tuple[int, int]) -> tuple[int, int]:
    x, y = scene.view.centre(*square)
    return round(x), round(y)


def test_the_menu_offers_all_pro_and_the_setup_starts_a_game_against_the_cpu(app: App) -> None:
    assert "All-Pro Football" in dict(menu_entries())
    setup = app.push(dict(menu_entries())["All-Pro Football"])
    app.frame(1 / 60)
    assert isinstance(setup, ChoiceScene)
    click(app, setup.buttons[0].rect.center)
    scene = app.stack.top
    assert isinstance(scene, AllProScene) and set(scene.cpu) == {Team.AWAY}


def test_a_kick_off_rolls_the_dice_on_screen_and_the_cpu_returns_it(app: App) -> None:
    scene = open_scene(app)
    assert scene.game.phase == Phase.RETURN_FORMATION and scene.game.kicking == Team.HOME
    run_for(app, 0.5)  # the CPU lines up to receive
    assert scene.game.phase == Phase.KICKOFF
    press(app, scene, "Kick off")
    assert scene.view.dice is not None and scene.game.phase == Phase.FREE_ADVANCE
    kicked = sum(scene.view.dice.values)
    assert any(f"{kicked} spaces" in e.text for e in scene.game.log)
    press(app, scene, "Advance all")
    assert scene.game.offence == Team.AWAY and scene.game.mover == Team.AWAY
    run_for(app, 3.0)  # the CPU takes its series at a pace a person can follow
    assert scene.game.mover == Team.HOME or scene.game.phase != Phase.PLAY


def test_pick_a_formation_drag_a_man_and_line_up(app: App) -> None:
    scene = open_scene(app)
    game = scene.game
    game._scrimmage(Team.HOME, 50, first_down=True)
    app.frame(1 / 60)
    press(app, scene, "backs spread out")
    assert scene.places is not None
    start = scene.places["home.B4"]
    drag(app, centre(scene, start), centre(scene, (9, 8)))
    assert scene.places["home.B4"] == (9, 8)
    drag(app, centre(scene, (9, 8)), centre(scene, (9, 14)))  # past the line: refused
    assert scene.places["home.B4"] == (9, 8) and scene.error is not None
    press(app, scene, "Ready")
    assert game.men["home.B4"].square == (9, 8)
    run_for(app, 0.5)  # the CPU lines up its defence
    assert game.phase == Phase.PLAY and not game.snapped


def test_snap_then_click_a_man_and_a_square_to_move(app: App) -> None:
    scene = open_scene(app)
    game = scene.game
    game._scrimmage(Team.HOME, 50, first_down=True)
    app.frame(1 / 60)
    press(app, scene, "Backs in a T")
    press(app, scene, "Ready")
    run_for(app, 0.5)
    press(app, scene, "Snap to B1")
    assert game.carrier == "home.B1" and game.moves == 1
    qb = game.men["home.B1"].square
    click(app, centre(scene, qb))
    assert scene.selected == "home.B1"
    ring = app.screen.get_at((centre(scene, qb)[0], centre(scene, qb)[1] - round(scene.view.size * 0.38) + 1))
    assert ring[:3] == ACCENT, "the chosen man is ringed"
    target = (qb[0] - 1, qb[1])  # sideways: the backs behind him and the line ahead are full
    assert target in scene._targets()
    click(app, centre(scene, target))
    assert game.men["home.B1"].square == target and game.moves == 2


def test_hot_seat_both_teams_act_with_the_mouse(app: App) -> None:
    scene = open_scene(app, frozenset(Team))
    assert not scene.cpu
    press(app, scene, "wide")  # the receiving team picks its return formation
    back = scene.places["away.B1"]  # type: ignore[index]
    line_row = scene.game.receive_row
    drag(app, centre(scene, back), centre(scene, (back[0], line_row)))  # a Back onto the line
    assert scene.places["away.B1"] == back and "behind the line" in (scene.error or "")  # type: ignore[index]
    press(app, scene, "Ready")
    assert scene.game.men["away.B1"].square == back
    press(app, scene, "Kick off")
    press(app, scene, "Advance all")
    assert scene.my_turn and scene.game.team_to_move() == Team.AWAY
    labels = [b.label for b, _ in scene.buttons]
    assert "End turn (3 moves unused)" in labels  # the moves the button leaves (round 4)
    press(app, scene, "End turn")
    assert scene.game.mover == Team.HOME


def _snapped(app: App) -> AllProScene:
    scene = open_scene(app)
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    app.frame(1 / 60)
    press(app, scene, "Backs in a T")
    press(app, scene, "Ready")
    run_for(app, 0.5)
    press(app, scene, "Snap to B1")
    assert scene.game.carrier == "home.B1"
    return scene


def _glide(app: App, start: tuple[int, int], end: tuple[int, int], frames: int) -> None:
    """Press on a man, carry him smoothly to ``end`` over ``frames`` frames, let go."""
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.frame(1 / 60)
    for k in range(1, frames + 1):
        s = k / frames
        f = s * s * (3 - 2 * s)  # a hand speeds up and slows down
        pos = (round(start[0] + (end[0] - start[0]) * f), round(start[1] + (end[1] - start[1]) * f))
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame(1 / 60)


def test_a_carrier_dragged_gently_keeps_the_ball_and_one_yanked_drops_it(app: App) -> None:
    scene = _snapped(app)
    game = scene.game
    qb = game.men["home.B1"].square
    target = (qb[0] - 1, qb[1])
    _glide(app, centre(scene, qb), centre(scene, target), 30)  # half a second: a gentle glide
    assert game.men["home.B1"].square == target and game.carrier == "home.B1"
    back = (target[0] + 1, target[1])
    _glide(app, centre(scene, target), centre(scene, back), 2)  # a square in two frames: a yank
    assert game.men["home.B1"].square == back
    assert game.carrier is None and game.loose is not None, "the ball fell off"
    assert game.log[-1].kind == "fumble"


def test_a_man_follows_the_pointer_while_dragged(app: App) -> None:
    scene = _snapped(app)
    qb = centre(scene, scene.game.men["home.B1"].square)
    post(pygame.MOUSEBUTTONDOWN, pos=qb, button=1)
    app.frame(1 / 60)
    away = (qb[0] + 3, qb[1] + round(scene.view.size * 0.6))
    post(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(1, 0, 0))
    app.frame(1 / 60)
    body = (away[0] - round(scene.view.size * 0.25), away[1] + round(scene.view.size * 0.1))
    assert app.screen.get_at(body)[:3] == TEAM[Team.HOME], "the man is drawn at the pointer"


def test_the_actions_keep_their_places_and_a_greyed_one_says_why(app: App) -> None:
    scene = _snapped(app)
    labels = [b.label for b, _ in scene.buttons]
    assert labels[-1] == "End turn (2 moves unused)"  # the moves it leaves (round 4)
    game = scene.game
    qb = game.men["home.B1"].square
    _glide(app, centre(scene, qb), centre(scene, (qb[0] - 1, qb[1])), 2)  # a yank: the ball falls loose
    assert game.carrier is None and game.loose is not None
    labels_now = [b.label for b, _ in scene.buttons]
    assert labels_now[0] == "Hand off" and labels_now[-1] == "End turn (1 move unused)", "the same slots"
    click(app, next(b.rect.center for b, _ in scene.buttons if b.label == "Hand off"))
    assert scene.error == "Nobody has the ball to hand off"
    assert game.carrier is None


def test_a_series_call_is_greyed_with_the_rules_reason(app: App) -> None:
    scene = _snapped(app)
    # Nobody open, no kick: End turn goes on to the defence; this button stops at the calls.
    press(app, scene, "Choose a call (ends turn)")
    game = scene.game
    assert game.phase == Phase.CALL
    labels = [b.label for b, _ in scene.buttons]
    assert labels == ["Call pass", "Call lateral", "Call punt", "Call field goal", "Let the defence move"]
    click(app, next(b.rect.center for b, _ in scene.buttons if b.label == "Call field goal"))
    assert game.phase == Phase.CALL and scene.error is not None and scene.error[0].isupper()


def test_space_hurries_the_cpus_turn_and_the_log_names_each_move(app: App) -> None:
    scene = _snapped(app)
    press(app, scene, "End turn")  # nobody open, no kick: straight on to the defence
    game = scene.game
    assert not scene.my_turn
    moves_before = sum(e.kind == "move" for e in game.log)
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.frame(1 / 60)
    assert scene.my_turn or game.is_over()
    moves = [e.told(scene.who) for e in game.log if e.kind == "move"][moves_before:]
    assert moves and all(m.startswith("the CPU's ") and " steps " in m for m in moves)


def test_when_throwing_each_receiver_shows_his_odds(app: App) -> None:
    from games.all_pro.ui.states import _throw

    scene = _throw(app)
    app.frame(1 / 60)
    odds = scene.pass_odds()
    assert set(odds) == {"home.E1", "home.E2"}
    lines = scene.pass_lines()
    assert any(line.startswith("To E1: complete") and "the CPU's" in line for line in lines)
    e1 = scene.game.men["home.E1"].square
    cx, cy = scene.view.centre(*e1)
    size = round(scene.view.size)
    above = [
        (round(cx) + dx, round(cy) - dy)
        for dx in range(-size // 2, size // 2)
        for dy in range(size // 3, size)
    ]
    assert any(app.screen.get_at(p)[:3] == ACCENT for p in above), "his odds are written over him"


def test_a_formation_to_choose_is_laid_out_at_once_and_old_dice_leave_the_board(app: App) -> None:
    scene = open_scene(app)
    run_for(app, 0.5)  # the CPU lines up to receive
    press(app, scene, "Kick off")
    assert scene.view.dice is not None
    run_for(app, 4.5)
    assert scene.view.dice is None, "a settled roll leaves the board after a few seconds"
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    app.frame(1 / 60)
    assert scene.places is not None and scene.formation
    square = scene.places["home.L1"]
    cx, cy = scene.view.centre(*square)
    body = (round(cx - scene.view.size * 0.25), round(cy + scene.view.size * 0.1))
    assert app.screen.get_at(body)[:3] == TEAM[Team.HOME], "the men stand in the formation"


def test_a_fumble_gets_a_banner_over_the_board_and_a_whistle(app: App) -> None:
    scene = _snapped(app)
    game = scene.game
    qb = game.men["home.B1"].square
    target = (qb[0] - 1, qb[1])
    _glide(app, centre(scene, qb), centre(scene, target), 2)  # a yank: the ball falls off
    assert game.carrier is None
    assert scene.banner is not None and scene.banner.headline == "FUMBLE!"
    assert scene.banner.detail == "FUMBLE: the ball falls off your B1"
    assert "whistle" in app.sounds.played


def _formed(app: App, formation: str) -> AllProScene:
    scene = open_scene(app)
    scene.game._scrimmage(Team.HOME, 50, first_down=True)
    app.frame(1 / 60)
    press(app, scene, formation)
    press(app, scene, "Ready")
    run_for(app, 0.5)  # the CPU lines up its defence
    return scene


def test_a_drive_the_snap_a_hand_off_picked_on_the_board_and_the_series_ended(app: App) -> None:
    scene = _formed(app, "Backs in a T")
    game = scene.game
    press(app, scene, "Snap to B1")
    press(app, scene, "Hand off…")  # the men around him are marked: click one
    takers = {a.to for a in game.legal_actions() if isinstance(a, HandOff)}
    assert scene.picking and set(scene._targets()) == {game.men[m].square for m in takers}
    click(app, centre(scene, game.men["home.B3"].square))
    assert game.carrier == "home.B3" and game.moves == 2
    press(app, scene, "Choose a call (ends turn)")  # End turn would go straight on: nobody open
    assert game.phase == Phase.CALL


def test_a_punt_called_from_the_punt_formation_is_played_out_after_the_defence_moves(app: App) -> None:
    """After "punt" is called the defence has its three moves, then the kick: the CPU's defence
    may block it on the way (a man of its landing on the ball), else the kicker punts."""
    scene = _formed(app, "punt")
    game = scene.game
    press(app, scene, "Snap to B1")  # to the kicker, two squares behind the Center
    press(app, scene, "End turn")
    press(app, scene, "Call punt")
    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)  # the CPU hurries
    app.frame(1 / 60)
    said = [e.text for e in game.log]
    assert any("kicks the punt" in t or "blocks the punt" in t for t in said)
    assert sum(1 for t in said if " away's " in f" {t}" and "steps" in t) >= 1  # the defence moved first


def test_a_pass_thrown_to_a_marked_receiver_by_its_button(app: App) -> None:
    from games.all_pro.ui.states import _throw

    scene = _throw(app)
    app.frame(1 / 60)
    game = scene.game
    labels = [b.label for b, _ in scene.buttons]
    assert labels[-1] == "Throw it away" and any(label.startswith("Throw to E1") for label in labels)
    press(app, scene, next(label for label in labels if label.startswith("Throw to E1")))
    told = [e.told(scene.who) for e in game.log if e.kind == "pass"]
    assert told and told[-1].startswith("short pass to your E1: ")  # six spaces: a short pass

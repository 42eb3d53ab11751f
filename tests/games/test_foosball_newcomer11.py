"""The foosball match after an eleventh newcomer's play-test (against the CPU: 6/10), driven headless
by the mouse and keys a person uses, checked in the model and in the pixels drawn:

1. after the ball leaves the table or stops dead, the table waits a moment under a short card
   saying what happened and who puts the ball back (a key or click goes on at once);
2. a goal is told as a player saw it ("The CPU's shot ... bounces off your attack rod back into its
   own goal"), the table talk's name only as a small caption, nothing stale under the table;
3. the kitty is not said before it matters;
4. your goalie and defence are in your hand while the ball is behind your midfield rod;
5. the serve's dotted line is the serve itself: a slow slanted one is seen to stop by the hole;
6. "blocked" by the aim line's end stays off the rods; the Ready card says what Space does; a
   first match has a guide that names the rods in your hand.
"""

import math
import os
from pathlib import Path

import pygame

from games.foosball.rules.actions import Event, FoosOptions, Phase
from games.foosball.rules.commentary import Call, Term
from games.foosball.ui import table_talk
from games.foosball.ui.aim_line import all_figures
from games.foosball.ui.between import NEWS_TIME, Pause
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.serve_preview import Ending
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, RodCommand, TableEvent

from .conftest import key, post, run_for
from .foosball_helpers import shame


def _game(app: App, away: str = "club", ready: bool = True) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, away, 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    if ready:
        key(app, pygame.K_SPACE)
    return scene


def _screen(scene: FoosballGameScene, x: float, y: float) -> tuple[int, int]:
    px, py = scene.view.to_screen(x, y)
    return round(px), round(py)


def _texts(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return [b for b in boxes if b.kind == ui.Kind.TEXT]


def _save(app: App, name: str) -> None:
    """A picture to look at, when TABLETOP_SHOTS names a folder."""
    folder = os.environ.get("TABLETOP_SHOTS")
    if folder:
        pygame.image.save(app.screen, str(Path(folder) / name))


def _served(app: App, scene: FoosballGameScene) -> None:
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)


def _until(app: App, done: object, seconds: float = 4.0) -> None:
    for _ in range(round(seconds * 60)):
        if callable(done) and done():
            return
        app.frame(1 / 60)
    raise AssertionError("it never came")


# ----------------------------------------------------------------- 1. a moment to see what happened
def test_a_ball_off_the_table_holds_the_game_under_a_card_that_says_who_restarts(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    scene.table.place_ball(0.0, 0.1, 0.0, 0.0, vz=2.0)  # popped up above the rods
    _until(app, lambda: scene.ref.phase == Phase.FREE_FOR_ALL)
    assert scene.between.pause == Pause.NEWS
    texts = _texts(app)
    words = " ".join(b.words for b in texts)
    assert "free-for-all" in words and "Whoever takes it first restarts" in words and "Press T" in words
    assert (
        "the CPU takes it when the count under the table runs out" in words
    )  # (test_foosball_newcomer12.py: T first)
    head = next(b for b in texts if "Press T" in b.words)
    assert app.screen.get_at((head.rect.centerx, head.rect.top - 9))[:3] == ui.ACCENT, "the card's rim"
    _save(app, "foosball-news-free-for-all.png")
    # The window waits, not the rules: the table's clock stands still, the CPU takes nothing.
    t = scene.table.t
    run_for(app, NEWS_TIME * 0.6)
    assert scene.table.t == t and scene.ref.phase == Phase.FREE_FOR_ALL
    key(app, pygame.K_t)  # the card goes, and T takes the ball, as it said
    assert scene.between.pause == Pause.PLAY
    assert (scene.ref.phase, scene.ref.server) == (Phase.RESTART, Side.HOME)


def test_the_card_goes_by_itself_and_play_goes_on(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    scene.table.place_ball(0.0, scene.table.spec.half_width - 0.05, 0.0, 1.0)  # out of the far hole
    _until(app, lambda: scene.between.pause == Pause.NEWS)
    assert "left the table: a free-for-all" in " ".join(b.words for b in _texts(app))
    run_for(app, NEWS_TIME + 0.1)
    assert scene.between.pause == Pause.PLAY and scene.table.t > 0.3
    assert not any("Whoever takes it" in b.words for b in _texts(app))
    # Off the table on the CPU's side: it takes it, and a card says so and who restarts.
    _until(app, lambda: scene.between.pause == Pause.NEWS, 8.0)
    assert scene.ref.phase == Phase.RESTART and scene.ref.server == Side.AWAY
    words = " ".join(b.words for b in _texts(app))
    assert "The CPU took the ball" in words and "The CPU restarts" in words
    t = scene.table.t
    run_for(app, NEWS_TIME * 0.6)
    assert scene.table.t == t and scene.ref.phase == Phase.RESTART, "its restart waits for the card"


def test_a_dead_ball_card_says_who_places_it_and_a_click_goes_on(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    scene.table.place_ball(-0.45, 0.3)  # at rest behind your defence, out of every figure's reach
    _until(app, lambda: scene.ref.phase == Phase.DEAD)
    assert scene.between.pause == Pause.NEWS
    words = " ".join(b.words for b in _texts(app))
    assert "a dead ball" in words and "It is in your half: press P" in words
    _save(app, "foosball-news-dead-ball.png")
    post(pygame.MOUSEBUTTONDOWN, pos=(20, 300), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(20, 300), button=1)
    app.frame(1 / 60)
    assert scene.between.pause == Pause.PLAY
    key(app, pygame.K_p)
    assert scene.ref.phase == Phase.PLAY


def test_a_ball_left_unplayed_in_front_of_your_figure_is_dead_for_that_not_for_reach(app: App) -> None:
    # A play-test read "out of every figure's reach" under a ball by its own man's foot.
    scene = _game(app)
    _served(app, scene)
    scene.match.cpu.clear()  # the CPU's rods stand still
    spec = scene.table.spec
    goalie = min((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)
    y = scene.table.rods[goalie.index].y + goalie.offsets()[0]
    scene.table.place_ball(goalie.x + 0.04, y)  # in front of your goalie's foot, at rest
    _until(app, lambda: scene.ref.phase == Phase.DEAD, seconds=20.0)
    words = " ".join(b.words for b in _texts(app))
    assert "in front of your figure and nobody shot it" in words
    assert "out of every figure's reach" not in words and "no figure can play it" not in words


def test_the_cpus_dead_ball_waits_for_the_card_then_the_cpu_places_it(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    scene.table.place_ball(0.45, -0.3)  # at rest behind the CPU's defence, out of reach
    _until(app, lambda: scene.ref.phase == Phase.DEAD)
    words = " ".join(b.words for b in _texts(app))
    assert "The CPU puts it by hand in front of its figure" in words
    run_for(app, NEWS_TIME * 0.6)
    assert scene.ref.phase == Phase.DEAD, "the CPU's hand waits for the card too"
    run_for(app, NEWS_TIME)
    assert scene.ref.phase == Phase.PLAY


# ----------------------------------------------------------------- 2. a goal told as it was seen
def _goal_step(scene: FoosballGameScene, touches: list[TableEvent], terms: list[Term]) -> None:
    """The next step ends in the CPU's goal after ``touches`` (the table's contacts), the
    commentator calling ``terms`` with it, as it does when it sees them."""
    step = scene.match.step

    def scoring(human: dict[int, RodCommand] | None = None) -> list[Event]:
        calls = step(human)
        t, x = scene.table.t, scene.table.spec.half_length
        goal = [
            TableEvent(EventKind.GOAL_PLANE, t, x, 0.0, team=Side.AWAY, inward=True),
            TableEvent(EventKind.BALL_IN_GOAL, t, x + 0.02, 0.0, team=Side.AWAY),
            TableEvent(EventKind.TROUGH, t, x + 0.05, 0.0, team=Side.AWAY),
        ]
        scene.match.events = [*touches, *goal]
        scene.ref.on_table(goal)
        commentary = scene.match.commentary
        assert commentary is not None
        for term in terms:
            commentary.calls.append(
                Call(term, Side.AWAY, t, "Greed: {home} punish {away:'s} attack", len(scene.ref.log))
            )
        scene.match.step = step  # type: ignore[method-assign]
        return calls

    scene.match.step = scoring  # type: ignore[method-assign]


def _contact(scene: FoosballGameScene, rod: int, speed: float) -> TableEvent:
    spec = scene.table.spec
    return TableEvent(
        EventKind.CONTACT, scene.table.t, spec.rods[rod].x, 0.0, rod, spec.rods[rod].team, speed=speed
    )


def test_the_cpus_shot_off_your_figure_into_its_own_goal_is_told_so(app: App) -> None:
    app.settings.hint_seen(table_talk.FLAG)  # table talk on (off for a newcomer)
    scene = _game(app)
    _served(app, scene)
    scene.meaning = ("Out of phase is only table talk, no penalty: ...", 8.0)  # an earlier call's
    midfield, attack = 4, 5  # the CPU's midfield rod, your attack rod
    _goal_step(scene, [_contact(scene, midfield, 3.0), _contact(scene, attack, 0.0)], [Term.GREED])
    app.frame(1 / 60)
    assert scene.between.headline == "You score"
    assert scene.between.how == "The CPU's midfield shot bounces off your attack rod into its own goal"
    assert scene.between.called.startswith("The table calls it greed")
    assert scene.meaning is None, "nothing from before the goal stays under the table"
    scene.between.skip()  # past the replay, to the card
    texts = _texts(app)
    how = next(b for b in texts if b.words.startswith("The CPU's midfield shot"))
    called = next(b for b in texts if b.words.startswith("The table calls it greed"))
    assert called.rect.top >= how.rect.bottom and called.rect.height < how.rect.height, (
        "a smaller caption, after"
    )
    assert not any("punish" in b.words for b in texts)
    _save(app, "foosball-goal-told-as-seen.png")


def test_the_cpus_own_figure_putting_it_in_is_its_own_goal(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    _goal_step(scene, [_contact(scene, 4, 2.5)], [])  # the CPU's midfield hits it in, backwards
    app.frame(1 / 60)
    assert scene.between.how == "The CPU's midfield rod knocks it into its own goal"


# ----------------------------------------------------------------- 3. the kitty, once it matters
def test_the_kitty_is_said_only_once_a_shame_happens_and_then_explained(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    assert not any(b.words.startswith("Kitty") for b in _texts(app))
    shame(app, scene)
    assert scene.ref.kitty == 1
    words = [b.words for b in _texts(app)]
    assert any(w.startswith("Kitty: 1") for w in words)
    assert scene.meaning is not None and "kitty" in scene.meaning[0] and "came back out" in scene.meaning[0]


# ----------------------------------------------------------------- 4. the rods in your hand
def test_your_goalie_and_defence_are_in_hand_when_the_cpus_attack_rod_has_the_ball(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    spec = scene.table.spec
    goalie, defence, midfield, attack = sorted(
        (r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x
    )
    scene.table.place_ball(-0.26, 0.0)  # in front of the CPU's attack rod, between your defence and midfield
    post(pygame.MOUSEMOTION, pos=_screen(scene, goalie.x, 0.06), rel=(0, 0), buttons=(0, 0, 0))
    run_for(app, 0.4)
    assert scene.mouse.active == (goalie.index, defence.index)
    assert abs(scene.table.rods[goalie.index].y - 0.06) < 0.01, "your goalie follows the pointer"
    x, _ = _screen(scene, goalie.x, 0.0)
    top = _screen(scene, 0.0, spec.half_width)[1]
    lit = [app.screen.get_at((x, top + k))[:3] for k in range(2, 12)]
    assert ui.ACCENT in lit, "your goalie's rod is lit"
    scene.table.place_ball(midfield.x + 0.04, 0.0)  # in front of your midfield rod
    run_for(app, 0.1)
    assert scene.mouse.active == (midfield.index, attack.index)


def test_a_goal_past_your_unlit_goalie_gives_the_tip_about_the_pair_keys(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    spec = scene.table.spec
    goalie = min((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)
    key(app, pygame.K_3)  # you hold your midfield and attack rods, whatever the ball does
    scene.table.set_rods({goalie.index: (0.08, 0.0), 1: (0.17, 0.0)})  # out of the ball's way
    scene.table.place_ball(-0.3, 0.0, -3.0, 0.0)  # a shot at your goal
    _until(app, lambda: scene.between.pause == Pause.REPLAY, 2.0)
    assert scene.ref.score[Side.AWAY] == 1
    assert "goalie" in scene.between.tip and "1, 2, 3" in scene.between.tip
    scene.between.skip()
    assert any(b.words.startswith("Tip: the shot went past your") for b in _texts(app))
    _save(app, "foosball-goal-tip.png")


# ----------------------------------------------------------------- 5. the serve's line is the serve
def test_a_slow_slanted_serve_is_seen_to_stop_by_the_hole_where_it_then_stops(app: App) -> None:
    scene = _game(app, ready=False)
    ball = _screen(scene, *scene.table.ball_position[:2])
    end = (ball[0] + 3, ball[1] + 8)  # a short pull: 0.14 m/s
    post(pygame.MOUSEBUTTONDOWN, pos=ball, button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    pygame.mouse.set_pos(end)
    texts = _texts(app)
    served = scene.serve_aimed[1] if scene.serve_aimed else None
    assert served is not None and served.ending == Ending.STOPPED, served
    assert served.verdict in ("too slow", "too slanted") and served.first is None
    assert any("stops by the hole" in b.words for b in texts), "said under the table"
    _save(app, "foosball-serve-stops.png")
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame(1 / 60)
    run_for(app, 3.0)
    x, y, _ = scene.table.ball_position
    assert math.dist((x, y), served.path[-1]) < 0.01, "it stopped where the line said"


def test_the_serve_arrow_points_where_the_ball_goes(app: App) -> None:
    scene = _game(app, ready=False)
    ball = _screen(scene, *scene.table.ball_position[:2])
    end = (ball[0] + 20, ball[1] + 100)  # pulled right: it rolls left (serve_pull.py)
    post(pygame.MOUSEBUTTONDOWN, pos=ball, button=1)
    app.frame(1 / 60)
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    pygame.mouse.set_pos(end)
    app.frame(1 / 60)
    served = scene.serve_aimed[1] if scene.serve_aimed else None
    assert served is not None and served.heading is not None and served.heading[0] < 0.0
    hx, hy = served.heading
    tip = (round(ball[0] + hx * 60), round(ball[1] - hy * 60))
    assert app.screen.get_at(tip)[:3] == served.colour(Side.HOME), "the arrow runs the way the ball will"
    assert "the other way" not in scene.hint()
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame(1 / 60)
    _until(app, lambda: scene.table.ball_position[1] > -scene.table.spec.half_width + 0.1, 2.0)
    vx = scene.table.ball_velocity[0]
    assert vx * hx > 0.0, "the ball went the arrow's way"


# ----------------------------------------------------------------- 6. words off the rods, Space, the guide
def test_blocked_by_the_line_end_is_written_between_the_rods(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    spec = scene.table.spec
    goalie = min((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)
    scene.table.place_ball(goalie.x + 0.035, 0.0)  # the CPU's attack man lines up with it
    post(pygame.MOUSEMOTION, pos=_screen(scene, goalie.x, 0.0), rel=(0, 0), buttons=(0, 0, 0))
    run_for(app, 1.0)
    texts = _texts(app)
    line = scene.aim.line
    assert line is not None and line.blocked_by, line
    label = next(b for b in texts if b.words == "blocked")
    for rod in scene.table.rods:
        x, _ = _screen(scene, rod.spec.x, 0.0)
        assert not label.rect.inflate(4, 0).collidepoint(x, label.rect.centery), "over a rod"
    assert label.rect.collidelist(all_figures(scene.view, scene.table)) < 0, "over a figure"
    assert any(f"blocked by {line.blocked_by}" in b.words for b in texts), (
        "who blocks it: under the table",
        [b.words for b in texts],
    )


def test_the_ready_card_says_what_space_does(app: App) -> None:
    _game(app, ready=False)
    words = " ".join(b.words for b in _texts(app))
    assert "pull the ringed ball down-right, into the green" in words
    assert "press Space first: your rods move with the mouse" in words


def test_a_first_match_has_a_guide_that_names_the_rods_in_your_hand(window: App) -> None:
    scene = _game(window, ready=False)
    guide = window.guide_of(scene)
    assert guide is not None, "a first match shows its guide"
    steps = [step.words for step in guide.steps]
    assert any("serve" in s for s in steps) and any("Shoot" in s for s in steps)
    assert any("yellow rods are in your hand" in s for s in steps)
    assert any("Nothing moves until you say so" in b.words for b in _texts(window))

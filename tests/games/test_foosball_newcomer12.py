"""The foosball match after a twelfth newcomer's play-test (against the CPU, club: 6/10), driven
headless by the mouse and keys a person uses, checked in the model and in the pixels drawn:

1. an own goal off a rod not in your hand is not blamed on you ("the ball bounced off your
   defence figure (not in your hand) into your own goal");
2. table talk is off for a newcomer: no banner, no log line, one small line on the end screen;
   L turns it on (said in F1); a goal paying the kitty says why the score jumped;
3. a free-for-all's card starts with "Press T to take the ball", and the CPU leaves a free ball
   for 5 s of play;
4. after your goal the line under the table says Space serves the CPU's ball; the first game's
   guide says Tab closes it on its last step.
"""

import os
from pathlib import Path

import pygame

from games.foosball.match import PERSON_WAIT
from games.foosball.rules.actions import Event, FoosOptions, Phase
from games.foosball.rules.commentary import Call, Term
from games.foosball.rules.wording import Who
from games.foosball.ui import table_talk, whole_point
from games.foosball.ui.between import NEWS_TIME, Pause
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.game_talk import goal_headline
from games.foosball.ui.practice import FoosballPracticeScene
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, RodCommand, TableEvent

from .conftest import key, post, run_for


def _game(app: App, away: str = "club", ready: bool = True) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, away, 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    if ready:
        key(app, pygame.K_SPACE)
    return scene


def _save(app: App, name: str) -> None:
    """A picture to look at, when TABLETOP_SHOTS names a folder."""
    folder = os.environ.get("TABLETOP_SHOTS")
    if folder:
        pygame.image.save(app.screen, str(Path(folder) / name))


def _texts(app: App) -> list[ui.Box]:
    with ui.recording() as boxes:
        app.frame(1 / 60)
    return [b for b in boxes if b.kind == ui.Kind.TEXT]


def _words(app: App) -> str:
    return " | ".join(b.words for b in _texts(app))


def _served(app: App, scene: FoosballGameScene) -> None:
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)


def _until(app: App, done: object, seconds: float = 4.0) -> None:
    for _ in range(round(seconds * 60)):
        if callable(done) and done():
            return
        app.frame(1 / 60)
    raise AssertionError("it never came")


def _rod(scene: FoosballGameScene, side: Side, role: str) -> int:
    return next(r.index for r in scene.table.spec.rods if r.team == side and r.role == role)


def _goal_after(scene: FoosballGameScene, rod: int, speed: float, into: Side) -> None:
    """The next step: a figure of ``rod`` touches the ball at ``speed``, then it goes into
    ``into``'s goal, as the table reports them."""
    step = scene.match.step

    def scoring(human: dict[int, RodCommand] | None = None) -> list[Event]:
        calls = step(human)
        spec, t = scene.table.spec, scene.table.t
        x = spec.half_length if into == Side.AWAY else -spec.half_length
        out = 0.02 if into == Side.AWAY else -0.02
        touch = TableEvent(EventKind.CONTACT, t, spec.rods[rod].x, 0.0, rod, spec.rods[rod].team, speed=speed)
        goal = [
            TableEvent(EventKind.GOAL_PLANE, t, x, 0.0, team=into, inward=True),
            TableEvent(EventKind.BALL_IN_GOAL, t, x + out, 0.0, team=into),
            TableEvent(EventKind.TROUGH, t, x + 2 * out, 0.0, team=into),
        ]
        scene.match.events = [touch, *goal]
        scene.match.step = step  # type: ignore[method-assign]
        return calls + scene.ref.on_table(goal)

    scene.match.step = scoring  # type: ignore[method-assign]


# ----------------------------------------------------------------- 1. an own goal, told fairly
def test_an_own_goal_off_your_defence_out_of_hand_is_not_blamed_on_you(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    key(app, pygame.K_3)  # your midfield and attack rods in hand: the defence is not lit
    defence = _rod(scene, Side.HOME, "defence")
    assert defence not in scene.mouse.active
    _goal_after(scene, defence, 0.0, Side.HOME)
    app.frame(1 / 60)
    assert scene.ref.score[Side.AWAY] == 1
    told = "The ball bounced off your defence figure (not in your hand) into your own goal"
    assert scene.between.how == told
    scene.between.skip()  # past the replay, to the card
    words = _words(app)
    assert told in words and "knocks it into your own goal" not in words
    _save(app, "foosball-own-goal-out-of-hand.png")


def test_an_own_goal_off_your_defence_in_hand_is_said_as_yours(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    key(app, pygame.K_1)  # your goalie and defence in hand
    defence = _rod(scene, Side.HOME, "defence")
    _goal_after(scene, defence, 2.0, Side.HOME)
    app.frame(1 / 60)
    assert scene.between.how == "Your defence rod knocks it into your own goal"


# ----------------------------------------------------------------- 2. table talk off at first
def _commentate(scene: FoosballGameScene, term: Term, words: str) -> None:
    commentary = scene.match.commentary
    assert commentary is not None
    commentary.calls.append(Call(term, Side.HOME, scene.table.t, words, after=len(scene.ref.log)))


def _end(app: App, scene: FoosballGameScene) -> None:
    scene.ref.score[Side.HOME] = 10
    scene.ref.winner, scene.ref.phase = Side.HOME, Phase.OVER
    app.frame(1 / 60)


def test_table_talk_is_off_for_a_newcomer_and_counted_in_one_line_at_the_end(app: App) -> None:
    app.settings.hints_seen.discard(table_talk.FLAG)
    scene = _game(app)
    _served(app, scene)
    talk = "Out of phase: {home:'s} midfield rod hits the ball towards {home:'s} own goal"
    _commentate(scene, Term.OUT_OF_PHASE, talk)
    _commentate(scene, Term.GREED, "Greed: {home} punish {away:'s} attack")
    app.frame(1 / 60)
    assert scene.shout is None, "no banner over the table"
    assert not any("out of phase" in words for words, _ in scene._told_log()), "nor a line in the log"
    words = _words(app)
    assert "out of phase" not in words and "towards your own goal" not in words
    assert ("L", table_talk.CONTROL[1]) in scene.controls(), "F1 says which key turns it on"
    key(app, pygame.K_F1)
    assert "table talk on or off" in _words(app), "on F1's controls page"
    key(app, pygame.K_F1)
    _end(app, scene)
    words = _words(app)
    assert "Table talk: 2 terms heard (L shows them)" in words
    assert "out of phase" not in words
    _save(app, "foosball-end-talk-off.png")
    key(app, pygame.K_l)  # on the end screen too: the terms, counted
    words = _words(app)
    assert "(out of phase)" in words and "(greed)" in words
    assert table_talk.on(app), "remembered"
    key(app, pygame.K_l)
    assert not table_talk.on(app)


def test_with_table_talk_on_a_call_is_said_over_the_table(app: App) -> None:
    app.settings.hints_seen.discard(table_talk.FLAG)
    scene = _game(app)
    _served(app, scene)
    key(app, pygame.K_l)
    assert scene.meaning is not None and scene.meaning[0].startswith("Table talk on")
    _commentate(scene, Term.OUT_OF_PHASE, "Out of phase: {home:'s} midfield rod hits the ball")
    app.frame(1 / 60)
    assert scene.shout is not None and "(out of phase: " in scene.shout[0]
    app.settings.hints_seen.discard(table_talk.FLAG)


def test_a_goal_paying_the_kitty_says_why_the_score_jumped() -> None:
    who = {Side.HOME: Who("you", you=True), Side.AWAY: Who("the CPU")}
    told = "GOAL by you ends the shame condition: you collect 2 (2-0); the CPU serves"
    assert goal_headline("payout", Side.HOME, told, who, 2) == "You collect the kitty's 2 points"
    assert goal_headline("payout", Side.AWAY, told, who, 1) == "The CPU collects the kitty's 1 point"


# ----------------------------------------------------------------- 3. a free ball: T first, 5 s
def test_a_free_for_all_says_press_t_first_and_the_cpu_waits_five_seconds(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    scene.table.place_ball(0.0, scene.table.spec.half_width - 0.05, 0.0, 1.0)  # out of the far hole
    _until(app, lambda: scene.ref.phase == Phase.FREE_FOR_ALL)
    start = scene.table.t
    assert scene.between.pause == Pause.NEWS
    texts = _texts(app)
    first = next(b for b in texts if b.words == "Press T to take the ball")
    story = next(b for b in texts if "a free-for-all" in b.words)
    assert first.rect.bottom <= story.rect.top, "the key first, in the card's head; what happened after"
    assert app.screen.get_at((first.rect.centerx, first.rect.top - 9))[:3] == ui.ACCENT, "the card's rim"
    assert "the CPU takes it when the count under the table runs out" in " ".join(b.words for b in texts)
    _save(app, "foosball-free-for-all-t-first.png")
    run_for(app, NEWS_TIME + 0.1)  # the card goes by itself: the table runs
    assert scene.between.pause == Pause.PLAY
    _until(app, lambda: scene.ref.phase != Phase.FREE_FOR_ALL, PERSON_WAIT + 3.0)
    assert (scene.ref.phase, scene.ref.server) == (Phase.RESTART, Side.AWAY), "the CPU took it"
    assert scene.table.t - start >= PERSON_WAIT - 0.05, "five seconds of play to press T"


# ----------------------------------------------------------------- 4. after your goal, the guide
def test_after_your_goal_the_line_says_space_serves_the_cpus_ball(app: App) -> None:
    scene = _game(app)
    _served(app, scene)
    _goal_after(scene, _rod(scene, Side.HOME, "attack"), 3.0, Side.AWAY)
    app.frame(1 / 60)
    assert scene.ref.score[Side.HOME] == 1 and scene.ref.server == Side.AWAY
    scene.between.skip()
    app.frame(1 / 60)
    assert scene.between.pause == Pause.COUNT  # the CPU serves next: counted in, no gate
    said = "The CPU serves in 2 s (Space: now)"
    assert scene.hint() == f"{said}. {whole_point.HINT}"  # F: the goal's whole point, as in its replay
    assert said in _words(app), "drawn under the table"
    _save(app, "foosball-ready-cpu-serves.png")
    key(app, pygame.K_SPACE)
    _until(app, lambda: scene.ref.phase not in (Phase.SERVE,), 2.0)


def test_the_guides_last_step_says_tab_closes_it(window: App) -> None:
    scene = window.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    guide = scene.guide()
    assert guide is not None
    run_for(window, 0.5)
    steps = len(guide.steps)
    for _ in range(steps - 1):
        guide.skip()
    for _ in range(240):  # the last step's moment comes
        if guide.showing is not None:
            break
        window.frame(1 / 60)
    words = _words(window)
    assert f"Step {steps} of {steps} · Tab: close" in words, words


# ----------------------------------------------------------------- 5. practice: V's words whole
def test_after_v_in_practice_the_serve_hint_is_whole(app: App) -> None:
    scene = app.push(lambda a: FoosballPracticeScene(a, "off", 0))
    assert isinstance(scene, FoosballPracticeScene)
    app.screen = pygame.display.set_mode((1024, 700), pygame.RESIZABLE)  # a smaller window
    post(pygame.VIDEORESIZE, size=(1024, 700), w=1024, h=700)
    app.frame(1 / 60)
    assert app.size == (1024, 700)
    scene.tally["you"] = 1  # a goal scored with the CPU off: V's answer says the score restarts
    key(app, pygame.K_v)
    texts = _texts(app)
    bottom = [b for b in texts if b.rect.top > app.size[1] - 80 and b.rect.left < 100]
    words = " ".join(b.words for b in bottom)
    assert "a new opponent" in words, words
    assert not any(b.words.endswith("…") for b in bottom), words
    assert "let go" in words, "the serve's hint, whole"

"""A fresh newcomer's play-test (6/10 against the CPU, 7/10 in practice), driven by the events a
person makes: the aim line in practice, the goal box's words, asking for the start position,
dead-ball words, the rules pages, and practice's messages and P."""

import pygame
import pytest

from games.foosball.codec import FoosPracticeCodec
from games.foosball.practice_model import FoosPractice, PutInReach
from games.foosball.rules.actions import FoosOptions
from games.foosball.ui.game_scene import FoosballGameScene
from games.foosball.ui.practice import FoosballPracticeScene, bottom_lines
from games.window import ui
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind

from .conftest import key, post, run_for


def _practice(app: App, seed: int = 3) -> FoosballPracticeScene:
    scene = app.push(lambda a: FoosballPracticeScene(a, seed=seed))
    assert isinstance(scene, FoosballPracticeScene)
    app.frame(1 / 60)
    scene.model.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.2)
    return scene


def _point(scene: FoosballPracticeScene | FoosballGameScene, x: float, y: float) -> None:
    px, py = scene.view.to_screen(x, y)
    post(pygame.MOUSEMOTION, pos=(round(px), round(py)), rel=(0, 0), buttons=(0, 0, 0))


def _wheel() -> None:
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)


# ------------------------------------------------------ 1. the aim line in front of your goalie
@pytest.mark.parametrize(("ahead", "across"), [(0.03, 0.0), (0.045, 0.006), (0.05, -0.01), (0.035, 0.012)])
def test_the_goalies_aim_line_never_runs_on_goal_through_your_own_defence_man(
    app: App, ahead: float, across: float
) -> None:
    scene = _practice(app)
    spec = scene.table.spec
    goalie, defence = sorted((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)[:2]
    scene.table.place_ball(goalie.x + ahead, 0.02)
    _point(scene, goalie.x, 0.02 + across)  # your goalie and your defence man follow the pointer
    run_for(app, 0.5)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    line = scene.aim.line
    assert line is not None, "the ball is in front of your goalie: a line is drawn"
    words = [b.words for b in boxes if b.kind == ui.Kind.TEXT]
    touched: list[int] = []
    step = scene.model.step

    def listening(commands: dict) -> None:  # type: ignore[type-arg]
        step(commands)
        touched.extend(e.rod for e in scene.model.events if e.kind == EventKind.CONTACT and e.rod is not None)

    scene.model.step = listening  # type: ignore[method-assign]
    _wheel()
    run_for(app, 0.6)
    if defence.index in touched:
        assert line.blocked_by == "your defence man", (line, touched)
        assert "blocked by your defence man" in words and "on goal" not in words
    if "on goal" in words:
        assert defence.index not in touched, "the shot drawn on goal met your own defence man"


# ------------------------------------------------------ 2. a goal's headline is plain
def _game(app: App) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)
    scene.match.serve(Side.HOME, 0.1, 1.5)
    run_for(app, 0.3)
    return scene


def test_a_cpu_goal_is_headed_plainly_with_how_it_came_in_smaller_words(app: App) -> None:
    scene = _game(app)
    goalie = min((r for r in scene.table.spec.rods if r.team == Side.HOME), key=lambda r: r.x)
    _point(scene, goalie.x, 0.0)
    run_for(app, 0.3)
    scene.table.place_ball(goalie.x - 0.03, 0.0)  # behind your goalie
    px, py = scene.view.to_screen(goalie.x, 0.0)
    post(pygame.MOUSEBUTTONDOWN, pos=(round(px), round(py)), button=1)
    for k in range(1, 6):  # a drag to the left: the feet turn back, onto the ball
        post(pygame.MOUSEMOTION, pos=(round(px) - 25 * k, round(py)), rel=(0, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)
    run_for(app, 1.0)
    assert scene.ref.score[Side.AWAY] == 1
    key(app, pygame.K_SPACE)  # skip the replay: the card
    with ui.recording() as boxes:
        app.frame(1 / 60)
    words = [(b.words, b.rect.height) for b in boxes if b.kind == ui.Kind.TEXT]
    heads = [w for w, size in words if w.startswith("GOAL for")]
    assert "GOAL for the CPU" in heads, [w for w, _ in words]
    head_size = next(size for w, size in words if w == heads[0])
    how = [(w, size) for w, size in words if "(out of phase)" in w]
    if how:  # the table talk came with it: plain words first, its name in brackets, smaller
        assert how[0][0].startswith("Your") and how[0][1] < head_size, how
    assert not any(w.startswith(("Buck:", "Out of phase:")) for w, _ in words)


# ------------------------------------------------------ 3. asking for the start position
def test_asking_for_the_start_position_offers_only_what_works_and_says_it_plainly(app: App) -> None:
    scene = app.push(lambda a: FoosballGameScene(a, "club", 0, FoosOptions(first_server="away")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_c)  # ask for the start position, the Ready card still up
    run_for(app, 0.1)
    assert scene.ref.canonical_demanded
    with ui.recording() as boxes:
        app.frame(1 / 60)
    words = " | ".join(b.words for b in boxes if b.kind == ui.Kind.TEXT)
    assert "canonical" not in words.lower()
    assert "(or Space: ready)" not in words
    assert "K or Space" in words, words
    assert "You ask for the start position" in words, words
    key(app, pygame.K_SPACE)  # what the line offers: your rods are set, and you are ready
    assert Side.HOME in scene.ref.acknowledged
    run_for(app, 3.0)
    assert any(c.text == "the ball enters play" for c in scene.ref.log), "the CPU served"
    told = " | ".join(w for w, _ in scene._told_log())
    assert "The CPU says it is ready" in told and "canonical" not in told, told


# ------------------------------------------------------ 4, 5. dead-ball words, the rules pages, the kitty
def test_a_dead_ball_in_the_middle_is_said_where_the_player_sees_it(app: App) -> None:
    scene = _game(app)
    spec = scene.table.spec
    cpu_midfield = next(r for r in spec.rods if r.team == Side.AWAY and r.role == "midfield")
    your_attack = next(r for r in spec.rods if r.team == Side.HOME and r.role == "attack")
    scene.ref._rule_dead_ball((cpu_midfield.x + your_attack.x) / 2.0, 0.0)  # the referee's call
    words = [w for w, _ in scene._told_log()][-1]
    assert "in the middle of the table, out of everyone's reach" in words, words
    assert words.index("middle") < words.find("defence rods") or "defence rods" not in words


def test_the_rare_rules_page_comes_last_and_the_suicide_page_has_whole_sentences(app: App) -> None:
    scene = _game(app)
    pages = scene.rules()
    assert pages[-1].title == "Rare rules and their keys" and pages[0].title != pages[-1].title
    # Suicide is a rare rule: on that last page (a later play-test met it among the first).
    assert not any(p.title == "Suicide" for p in pages)
    rare = pages[-1]
    assert rare.lines[0].startswith("Suicide")
    assert all(line.rstrip().endswith(".") and line[:1].isupper() for line in rare.lines), rare.lines
    key(app, pygame.K_F1)
    post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    texts = [b.words for b in boxes if b.kind == ui.Kind.TEXT]
    assert not any("Rare rules" in t for t in texts), "the first rules page is a rule, not the rare keys"


def test_the_kitty_at_the_top_says_what_the_word_means_once_it_matters(app: App) -> None:
    scene = _game(app)
    with ui.recording() as boxes:
        app.frame(1 / 60)
    assert not [b for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Kitty")], (
        "no kitty before a shame (a later play-test: an unknown word from the first second)"
    )
    scene.ref.kitty = 1
    with ui.recording() as boxes:
        app.frame(1 / 60)
    kitty = [b for b in boxes if b.kind == ui.Kind.TEXT and b.words.startswith("Kitty")]
    assert [b.words for b in kitty] == ["Kitty: 1 (points waiting for the next goal)"]
    assert kitty[0].rect.right <= app.size[0] - 8


# ------------------------------------------------------ 6. practice: advice only after a serve, P nearest
def test_a_ball_out_of_the_far_hole_after_a_rally_gets_no_serve_advice(app: App) -> None:
    scene = _practice(app)
    spec = scene.table.spec
    attack = next(r for r in spec.rods if r.team == Side.HOME and r.role == "attack")
    scene.table.place_ball(attack.x + 0.06, 0.0, -0.6, 0.0)  # rolls back onto your attack man
    run_for(app, 0.5)
    assert scene.model._touches, "your figure touched it: a rally, not a serve"
    scene.table.place_ball(0.0, spec.half_width - 0.05, 0.0, 1.0)  # out of the far service hole
    run_for(app, 3.5)  # what was said before has been up long enough to read
    with ui.recording() as boxes:
        app.frame(1 / 60)
    status = scene.status()
    assert "far service hole" in status and "slant" not in status, status
    texts = [b.words for b in boxes if b.kind == ui.Kind.TEXT]
    shown = " ".join(t.strip() for t in texts if t.strip() and t.strip() in status)
    assert shown == status.rstrip(".") or shown == status, (shown, status)
    assert not any("…" in t for t in texts if t.strip() and t.strip()[:-1] in status)


def test_p_puts_a_ball_behind_your_goalie_in_front_of_your_goalie_with_the_cpu_on(app: App) -> None:
    scene = _practice(app)
    key(app, pygame.K_v)  # the CPU on: its figures stand
    assert scene.model.cpu is not None
    spec = scene.table.spec
    goalie = min((r for r in spec.rods if r.team == Side.HOME), key=lambda r: r.x)
    run_for(app, 0.5)
    scene.table.place_ball(goalie.x - 0.03, 0.05)  # behind your goalie, where no foot shoots it
    run_for(app, 0.2)
    assert scene.server is None
    key(app, pygame.K_p)
    x, _, _ = scene.table.ball_position
    nearest = min((r for r in spec.rods), key=lambda r: abs(r.x - x))
    assert nearest.index == goalie.index and x > goalie.x, (x, nearest.role)
    assert "in front of your figure" in scene.status()


def test_what_happened_is_said_whole_and_the_hint_gives_up_its_rows_first() -> None:
    status = (
        "The ball rolled across, out of every figure's reach, and out of the far service hole:"
        " serve at more of a slant, across your midfield rod"
    )
    hint = (
        "Your serve: press on the ringed ball, pull it down and a little sideways, and let go:"
        " the dotted line shows"
    )
    lines = bottom_lines(status, hint, 600)
    said = [line for line, colour in lines if colour == ui.HIGHLIGHT]
    assert " ".join(s.strip() for s in said) == status and len(lines) <= 3


def test_the_window_s_p_is_recorded_as_such_and_an_old_p_replays_as_before() -> None:
    codec = FoosPracticeCodec(FoosPractice(3))
    new = PutInReach(0.02, True, nearest=True)
    assert codec.decode(codec.encode(new)) == new
    old = {"kind": "put-in-reach", "gap": 0.02, "clear": True}  # a recording made before it
    assert codec.decode(old) == PutInReach(0.02, True, nearest=False)

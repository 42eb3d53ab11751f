"""What the game's window draws each frame (game_scene.py holds the flow): the mat and its marks
(the line of scrimmage, the lit circles, what a resting flick touches), the slider sliding, at
rest or waiting, a person's pull and the CPU's wind-up, the panel, the bars and the final score.
Functions of the scene: they read it and draw, never change the game."""

from __future__ import annotations

import math
from typing import Any

import pygame

from games.finger_football.rules.actions import JUDGING, ChooseTarget, Phase, PlayKind, Target, Team
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.saved_mats import is_shipped
from games.finger_football.ui import close_call, coin_toss, field_turn, game_words, inset_place
from games.finger_football.ui.aim import aim_of_flick
from games.finger_football.ui.card import Card
from games.finger_football.ui.defence_flow import rolls_for_cpu
from games.finger_football.ui.flick_input import FULL_PULL, aim_help_name
from games.finger_football.ui.game_loop import HURRY_WORDS, HURRYING_WORDS, cpu_playing
from games.finger_football.ui.game_panel import TEAM_COLOUR
from games.finger_football.ui.hand import hand_short
from games.finger_football.ui.inset_place import Inset
from games.finger_football.ui.marks import LIT, target_rings
from games.finger_football.ui.prompts import choice_reason
from games.finger_football.ui.steady_stop import steady_rest
from games.window import ui
from games.window.app import NOTE_SIZE
from sim.geometry import Pose, rotate
from sim.slider.mat import RunCircle

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

TOP_BAR, BOTTOM_BAR = 44, 30
WIND_UP = 0.6  # s the CPU's pull is drawn before it lets go
HELP = (
    "F1: help · drag from the ring to flick (Shift: fine) · wheel: spin · click a lit circle"
    " · G: aim help · Esc: leave"
)
SCRIMMAGE_LINE_PHASES = (
    Phase.CALL,
    Phase.ROLL,
    Phase.CHOOSE_TARGET,
    Phase.SCRIMMAGE,
    Phase.PUNT,
    *JUDGING,
    Phase.PENALTY,
    Phase.FIELD_GOAL,
)
TRAIL = 0.3  # s of the slide drawn behind the slider
TRAIL_POINTS = 10


def draw(scene: GameScene, surface: pygame.Surface) -> None:
    scene._name_endzones()
    surface.fill((22, 26, 32))
    scene.view.draw_mat(surface)
    draw_marks(scene, surface)
    draw_slider(scene, surface)
    if scene.game.phase == Phase.CHOOSE_TARGET and scene.human_turn():
        scene.pick.draw(surface, scene.game, scene.view, scene.pointer)
    w, h = surface.get_size()
    meter = pygame.Rect(scene.view.area.right + 12, TOP_BAR + 20, 14, h - TOP_BAR - BOTTOM_BAR - 40)
    label_at = (scene.view.area.right, h - BOTTOM_BAR - 20)
    request = scene.game.request()
    if isinstance(request, FlickRequest):
        if scene.human_turn():
            scene.drag.draw_handle(surface, request.start)
        scene.drag.draw(surface, request.start, meter, label_at, solved_rest(scene, request))
    if scene.wind_up is not None:
        draw_wind_up(scene, surface, meter, label_at)
    if scene.wind_up is not None or scene.drag.active:
        scene.view.draw_endzone_words(surface)  # over the aim's band
    labels = [c.label for c in scene.choices_shown]
    # Once a circle is picked the panel asks its play: why every circle was lit has been read.
    reason = "" if scene.pick.circle is not None else choice_reason(scene.shown_game, scene.names)
    shown, attacking = scene.shown_game, scene._attacking()
    muted = game_words.hint_muted(scene)
    tumbling = scene.tumbling if rolls_for_cpu(scene) and scene.banner is None else None
    scene.panel.draw(surface, shown, scene.prompt(), scene.hint(), labels, reason, attacking, muted, tumbling)
    ui.bar(surface, pygame.Rect(0, 0, w, TOP_BAR))
    words, size = title_line(scene, w - 24)
    ui.text(surface, words, (12, (TOP_BAR - ui.line_height(size)) // 2), size)
    ui.bar(surface, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR))
    ui.text(surface, ui.fit(HELP, w - 24, 20), (12, h - BOTTOM_BAR + 7), 20, ui.MUTED)
    draw_hurry(scene, surface)
    coin_toss.draw(scene, surface)
    if scene.game.is_over() and scene.banner is None:
        draw_final(scene, surface)
    if scene.banner is not None:
        draw_close_call(scene, surface)
        scene.banner.draw(surface, banner_area(scene))
    if scene.confirm is not None:
        scene.confirm.draw(surface, scene.view.mat_rect)


TITLE_SIZES = (30, 26, 22)


def title_line(scene: GameScene, width: int) -> tuple[str, int]:
    """The title bar's words and size: the aids in play said whole, the longest wording that fits
    ``width`` at the largest size that holds it ("your hand: str…" was cut off in a small window:
    play-test); only past the smallest is the shortest cut."""
    title = scene.title if is_shipped(scene.game.mat) else f"{scene.title} on {scene.game.mat.name}"
    aim, hand = aim_help_name(scene.drag.help), hand_short(scene.drag.hand)
    short = "short game · " if scene.short else ""
    who = "hot-seat" if len(scene.humans) == 2 else f"CPU: {scene.cpu_skill}"
    you = "hot-seat" if len(scene.humans) == 2 else f"you are Red · CPU: {scene.cpu_skill}"
    long_short = "short game (1 quarter) · " if scene.short else ""
    wordings = (
        f"{title} · {long_short}{you} · aim help: {aim} (G) · your hand: {hand}",
        f"{title} · {short}{you} · aim help: {aim} (G) · hand: {hand}",
        f"{title} · {short}{who} · aim: {aim} (G) · hand: {hand}",
        f"{short}{who} · aim: {aim} (G) · hand: {hand}",
    )
    for size in TITLE_SIZES:
        for words in wordings:
            if ui.text_width(words, size) <= width:
                return words, size
    return ui.fit(wordings[-1], width, TITLE_SIZES[-1]), TITLE_SIZES[-1]


def banner_area(scene: GameScene) -> pygame.Rect:
    """Where a banner is centred: in the room below the field (or above it, when no guide's card
    is there), hiding nothing of the field: over the mat it covered a half's rows of circles
    (play-test). Where the card does not fit beside the field, the half of the mat away from the
    slider at rest under it, so the player sees where the flick ended (a card right over the
    slider hid it: newcomer play-test); the whole mat when no flick is at rest under it."""
    mat: pygame.Rect = scene.view.mat_rect
    banner = scene.banner
    if isinstance(banner, Card):
        need = banner.height(mat.width) + 8
        _w, h = scene.app.size
        below = pygame.Rect(mat.left, mat.bottom, mat.width, h - BOTTOM_BAR - mat.bottom)
        above = pygame.Rect(mat.left, TOP_BAR, mat.width, mat.top - TOP_BAR)
        guide = scene.app.guides.get(id(scene)) if hasattr(scene.app, "guides") else None
        if below.height >= need:
            return below
        if above.height >= need and (guide is None or guide.showing is None):
            return above
    flick = scene.result_flick if scene.result_flick is not None else scene.last_flick
    if flick is None:
        return mat
    _x, y = scene.view.to_screen(flick.rest.x, flick.rest.y)
    half = mat.height // 2
    top = y >= mat.centery  # the slider in the lower half: the banner in the upper
    return pygame.Rect(mat.left, mat.top if top else mat.top + half, mat.width, half)


def close_call_of(scene: GameScene) -> tuple[Pose, RunCircle, bool] | None:
    """Your flick under its card, when it rests a close call from what it was flicked at (a
    pass: the white centre's edge; a run: the black circle's): the rest, the circle, a pass."""
    aimed, flick = scene.result_aimed, scene.result_flick
    if scene.banner is None or aimed is None or flick is None or not flick.on_surface:
        return None
    if aimed.target.kind not in (PlayKind.RUN, PlayKind.PASS) or not aimed.target.circles:
        return None
    g: FingerFootball = scene.game
    pass_ = aimed.target.kind == PlayKind.PASS
    rest = flick.rest

    def apart(c: RunCircle) -> float:
        x, y, _r = close_call.judged_disk(c, pass_)
        return math.hypot(rest.x - x, rest.y - y)

    c = min((g.field.circle(i) for i in aimed.target.circles), key=apart)
    return (rest, c, pass_) if close_call.is_close(rest, c, g.mat, pass_) else None


def close_call_inset(scene: GameScene) -> tuple[Inset, tuple[Pose, RunCircle, bool]] | None:
    """Where your close call's inset goes (inset_place.py: beside the mat where a room is free
    of the card and the guide, else over the mat clear of the slider and the lit circles), and
    what it shows; None when there is none, or no room for it but under the card."""
    found = close_call_of(scene)
    if found is None or scene.result_aimed is None:
        return None
    rest = found[0]
    view, card = scene.view, banner_area(scene)
    guide = scene.app.guides.get(id(scene)) if hasattr(scene.app, "guides") else None
    strip = scene.guide_strip() if guide is not None and guide.showing is not None else None
    rooms = inset_place.free_rooms(view.mat_rect, scene.app.size[1], TOP_BAR, BOTTOM_BAR, [card, strip])
    x, y = view.to_screen(rest.x, rest.y)
    lit: list[inset_place.Spot] = []
    for i in scene.result_aimed.target.circles:
        circle = scene.game.field.circle(i)
        lit.append((*view.to_screen(circle.x, circle.y), view.px(circle.radius)))
    slider = (x, y, view.px(scene.game.mat.slider.length / 2))
    inset = inset_place.place(view.mat_rect, rooms, slider, lit, lines=2)
    return None if inset.box.colliderect(card) else (inset, found)


def draw_close_call(scene: GameScene, s: pygame.Surface) -> None:
    """Your near miss (or hit by a hair) magnified, as practice shows it: at the mat's scale a
    slider on a pass's black ring looked touching its white centre (newcomer)."""
    placed = close_call_inset(scene)
    if placed is not None:
        inset, (rest, c, pass_) = placed
        close_call.draw(s, inset, rest, c, scene.game.mat, scene.view.scale, pass_)


def note_place(scene: GameScene) -> tuple[int, int] | None:
    """Where the kit's passing note ("Taken back: your last choice") is centred: in the room
    under the mat, where the cards and the other messages are (centred on the window it sat
    over the field's edge, apart from them: play-test); None (the kit's place) with no room."""
    mat: pygame.Rect = scene.view.mat_rect
    below = pygame.Rect(mat.left, mat.bottom, mat.width, scene.app.size[1] - BOTTOM_BAR - mat.bottom)
    if below.height < ui.line_height(NOTE_SIZE) + 28:
        return None
    return below.center


BAND_PHASES = (Phase.CALL, Phase.ROLL, Phase.CHOOSE_TARGET, Phase.SCRIMMAGE)


def draw_marks(scene: GameScene, s: pygame.Surface) -> None:
    g: FingerFootball = scene.game
    judging = g.phase in (*JUDGING, Phase.PENALTY)
    fresh = not field_turn.waits(scene)  # the next quarter's spot: drawn once the field turns
    at_los = g.los is not None and scene.anim is None and fresh
    if at_los and g.los is not None and g.offense is not None and g.phase in BAND_PHASES:
        band = g.field.band_at(g.los[0], g.direction(g.offense))
        if band is not None:  # the ball's zone: no target in it, so its circles are never lit
            scene.view.mark_band(s, band, f"BALL IN ZONE {band.zone}")
    if fresh and g.los is not None and scene.anim is None and g.phase in SCRIMMAGE_LINE_PHASES:
        scene.view.draw_line_of_scrimmage(s, g.los[0])
    if fresh and g.phase == Phase.CHOOSE_TARGET:
        ids = {
            a.target.circles[0] for a in g.legal_actions() if isinstance(a, ChooseTarget) and a.target.circles
        }
        scene.view.light(s, ids, LIT)
    elif fresh and g.phase == Phase.ONSIDE and g.kicker is not None:
        scene.view.light(s, {c.id for c in g.field.onside_circles(g.direction(g.kicker))}, LIT)
    elif fresh and g.target is not None and g.phase in (Phase.SCRIMMAGE, Phase.TWO_POINT, *JUDGING):
        light_target(scene, s, g.target)
    elif scene.banner is not None and scene.result_aimed is not None and scene.result_flick is not None:
        # A play's result: what it was flicked at stays lit beside where it stopped ("4 yd beside it").
        aimed = scene.result_aimed
        touchdown = aimed.target.kind == PlayKind.TOUCHDOWN
        ids = {f"endzone-{aimed.attacked.value}"} if touchdown else target_rings(g, aimed.target)
        scene.view.light(s, ids, LIT)
    resting = scene.anim is not None and scene.anim_t >= scene.anim.time
    if resting or (judging and scene.anim is None):
        shown = scene.anim or scene.last_flick
        if shown is not None:
            scene.view.draw_highlights(s, shown.touched)


def light_target(scene: GameScene, s: pygame.Surface, target: Target) -> None:
    scene.view.light(s, target_rings(scene.game, target), LIT)


def draw_slider(scene: GameScene, s: pygame.Surface) -> None:
    """Sliding along its path; at rest where it stopped while the play is ruled (its start
    a ghost); else where the next flick starts, or on the line of scrimmage. Clipped to the mat:
    a slider off it was drawn sliding over the page around it (play-test)."""
    s.set_clip(scene.view.mat_rect)
    g: FingerFootball = scene.game
    judged = scene.last_flick if g.phase in (*JUDGING, Phase.PENALTY) else None
    if scene.anim is None and scene.result_flick is not None:
        judged = scene.result_flick  # a banner's flick, at rest until the banner ends
    if scene.anim is not None:
        scene.view.draw_slider(s, scene.anim.start, ghost=True)
        now = min(scene.anim_t, scene.anim.time)
        if scene.anim_t < scene.anim.time:
            times = [max(0.0, now - TRAIL * (1 - k / TRAIL_POINTS)) for k in range(TRAIL_POINTS + 1)]
            scene.view.draw_trail(s, [scene.physics.table.pose_at(scene.anim, t) for t in times])
        scene.view.draw_slider(s, scene.physics.table.pose_at(scene.anim, now))
    elif judged is not None:
        scene.view.draw_slider(s, judged.start, ghost=True)
        a, b = (
            scene.view.to_screen(judged.start.x, judged.start.y),
            scene.view.to_screen(judged.rest.x, judged.rest.y),
        )
        pygame.draw.line(s, (255, 255, 255), a, b, 1)
        scene.view.draw_slider(s, judged.rest, shadow=False)  # the footprint judged
    elif field_turn.waits(scene):
        pass  # the next quarter's spot, seen from the other end: drawn once the field turns
    else:
        request = g.request()
        if isinstance(request, FlickRequest):
            scene.view.draw_slider(s, request.start)
        elif g.los is not None and g.phase in SCRIMMAGE_LINE_PHASES:
            d = g.direction(g.offense) if g.offense else 1
            scene.view.draw_slider(s, Pose(*g.los, 0.0 if d > 0 else math.pi))
    s.set_clip(None)


def draw_wind_up(scene: GameScene, s: pygame.Surface, meter: pygame.Rect, label_at: tuple[int, int]) -> None:
    """The CPU's pull, growing to its full length, as a person's would be drawn."""
    assert scene.wind_up is not None
    pose, flick = scene.wind_up.request.start, scene.wind_up.flick
    aim = aim_of_flick(flick, scene.game.mat.slider)
    ox, oy = rotate(flick.offset[0], flick.offset[1], pose.angle)
    press = (pose.x + ox, pose.y + oy)
    full = FULL_PULL * min(scene.app.size) / scene.view.scale
    t = max(0.0, scene.wind_up.t - (scene.wind_up.length - WIND_UP))
    pulled = aim.power * full * min(t / (WIND_UP * 0.7), 1.0)
    pull = (press[0] - pulled * math.cos(aim.direction), press[1] - pulled * math.sin(aim.direction))
    who = scene.names.of(scene.wind_up.request.team)
    scene.drag.draw_aim(s, pose, aim, press, pull, meter, label_at, who)


def draw_final(scene: GameScene, s: pygame.Surface) -> None:
    g: FingerFootball = scene.game
    winner = g.winner
    assert winner is not None
    area = scene.view.mat_rect
    rows = ((56, TEAM_COLOUR[winner]), (32, ui.PAPER), (22, ui.MUTED))
    height = 24 + sum(ui.line_height(size) + 6 for size, _ in rows)
    box = pygame.Rect(0, 0, min(ui.px(560), area.width - 20), height)
    box.center = area.center
    ui.overlay(s, box, 235, TEAM_COLOUR[winner])
    head = (
        f"{scene.names.of(winner)} win"
        if scene.names.versus_cpu and winner in scene.humans
        else f"{scene.names.of(winner)} wins"
    )
    score = f"Red {g.score[Team.RED]} - Blue {g.score[Team.BLUE]}"
    y = box.top + 12
    for words, (size, colour) in zip((head, score, "N: a new game · Esc: leave"), rows, strict=True):
        ui.text(s, ui.fit(words, box.width - 20, size), (box.centerx, y), size, colour, "midtop")
        y += ui.line_height(size) + 6


def solved_rest(scene: GameScene, request: FlickRequest) -> tuple[float, float] | None:
    """Where the flick pulled now would rest (spin and all), solved once per aim: the exact
    help's bar, and the distance an estimate's band is centred on."""
    aim = scene.drag.aim
    if aim is None:
        return None
    if scene._rest is None or scene._rest[0] is not aim:
        scene._rest = (aim, steady_rest(scene.physics.table, request.start, aim))  # off the mat too
    rest: tuple[float, float] | None = scene._rest[1]
    return rest


HURRY_SIZE = 22


def hurry_rect(scene: GameScene) -> pygame.Rect | None:
    """The "hurry the CPU" button, at the bottom left of the mat's view while the CPU plays (the
    CPU's flick label is at the bottom right); None when there is nothing to hurry."""
    if scene.banner is not None or not (scene.hurry or cpu_playing(scene)):
        return None  # a card is where it would be (Space or a click goes on from it)
    words = HURRYING_WORDS if scene.hurry else HURRY_WORDS
    width = min(ui.text_width(words, HURRY_SIZE) + 24, scene.view.area.width)
    _w, h = scene.app.size
    height = ui.line_height(HURRY_SIZE) + 10
    mat = scene.view.mat_rect
    if mat.bottom + 8 + height <= h - BOTTOM_BAR - 56:  # under the mat, clear of the CPU's label
        return pygame.Rect(mat.left, mat.bottom + 8, width, height)
    return pygame.Rect(scene.view.area.left, h - BOTTOM_BAR - 8 - height, width, height)


def draw_hurry(scene: GameScene, s: pygame.Surface) -> None:
    rect = hurry_rect(scene)
    if rect is None:
        return
    words = HURRYING_WORDS if scene.hurry else HURRY_WORDS
    ui.overlay(s, rect, 235, ui.ACCENT)
    ui.text(s, ui.fit(words, rect.width - 16, HURRY_SIZE), rect.center, HURRY_SIZE, ui.PAPER, "center")

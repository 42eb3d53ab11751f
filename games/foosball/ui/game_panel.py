"""The frame around the table in a foosball game: the score and the kitty in the top bar, the
side panel (the state of play, who puts the ball in, the rules' buttons, the referee's log) and
the line under the table with the shot meter."""

from __future__ import annotations

import pygame

from games.foosball.rules.actions import DeclareFailure, Repair
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.scoring import WIN_AT, WIN_BY
from games.foosball.rules.wording import tell
from games.foosball.ui import serve_aim, serve_pull, table_speed
from games.foosball.ui.game_actions import KEYBOARD_HELP, MORE_LABEL, MOUSE_ACTIONS, RARE_NOTE
from games.foosball.ui.game_shape import GameScene
from games.foosball.ui.gauges import draw_serve_pull
from games.foosball.ui.view import TEAM
from games.window import ui
from sim.foosball.spec import Side

TOP_BAR, BOTTOM_BAR, SIDE_PANEL = 44, 62, 290
METER_W = 250  # px of the shot meter at the right of the bottom bar
KEYS_LINES = 4  # of the keyboard player's keys, under the log
ROLE_LINES = 4  # lines of 20 px text under the state of play: the roles, wrapped, the target, the score
BUTTON_H, BUTTON_GAP = 30, 5
STRIP_H = 26  # px of the line of calls in the top bar, off the table
SMALL_STRIP = 15  # px of its words when one line at 18 px does not hold them: two lines


def draw_top(scene: GameScene, surface: pygame.Surface) -> None:
    w = surface.get_width()
    ref = scene.ref
    ui.bar(surface, pygame.Rect(0, 0, w, TOP_BAR), ui.PANEL)
    if scene._guide_on_show():  # smaller, left of the guide's strip, never under it
        _draw_score(scene, surface, COMPACT_SCORE)
    else:
        right = _draw_score(scene, surface, 30)
        if scene.away_skill is not None:
            ui.text(surface, f"({scene.away_skill})", (right + 8, 14), 20, ui.MUTED)
    if not kitty_shown(ref):
        return
    # The kitty: words, not a button; a stripe under them in the colour of the team that
    # would collect it, whose name the words say too.
    kitty = pygame.Rect(w - SIDE_PANEL + 10, 6, SIDE_PANEL - 20, TOP_BAR - 12)
    owner = ref.shamer
    label = next(
        (c for c in kitty_labels(scene) if ui.text_width(c, 17) <= kitty.width), f"Kitty: {ref.kitty}"
    )
    ui.text(surface, label, (kitty.left, kitty.centery - 2), 17, ui.PAPER, "midleft")
    stripe = pygame.Rect(kitty.left, kitty.bottom - 3, kitty.width, 4)
    pygame.draw.rect(surface, TEAM[owner] if owner else (60, 66, 74), stripe)


COMPACT_SCORE = 22  # px of the score beside the first game's guide (a newcomer: it covered it)


def _draw_score(scene: GameScene, surface: pygame.Surface, size: int) -> int:
    """The score at the top bar's left, at ``size``; its right edge."""
    home, away = (ui.sentence(scene.who[s].name) for s in Side)
    score = scene.ref.score
    top = (TOP_BAR - ui.line_height(size)) // 2 - (2 if size >= 30 else 0)
    left = ui.text(surface, f"{home} {score[Side.HOME]}", (12, top), size, TEAM[Side.HOME])
    mid = ui.text(surface, " - ", (left.right, top), size)
    return ui.text(surface, f"{score[Side.AWAY]} {away}", (mid.right, top), size, TEAM[Side.AWAY]).right


def guide_left(scene: GameScene) -> int:
    """Where the first game's guide strip starts in the top bar: right of the score, drawn at
    COMPACT_SCORE beside it, with room for two more digits."""
    home, away = (ui.sentence(scene.who[s].name) for s in Side)
    score = scene.ref.score
    words = f"{home} {score[Side.HOME]} - {score[Side.AWAY]} {away}"
    return 12 + ui.text_width(words, COMPACT_SCORE) + 12


SHAMES = ("shame", "suicide", "payout")


def kitty_shown(ref: FoosReferee) -> bool:
    """Is the kitty said at the top? Only once it holds a point or a shame has happened (a
    newcomer read "Kitty: 0 (a shame's points wait here)" from the first second, a word not yet
    met; the first shame's card explains it in plain words)."""
    return ref.kitty > 0 or ref.shamer is not None or any(c.kind in SHAMES for c in ref.log)


def kitty_labels(scene: GameScene) -> list[str]:
    """The kitty's words, longest first: the first that fits its box is drawn, whole (a play-test
    read "Kitty: 1, the CPU's (points waiting for the ...", cut off)."""
    ref = scene.ref
    if ref.shamer is None:  # the word itself said, before the player knows it (a newcomer's)
        return [f"Kitty: {ref.kitty} (points waiting for the next goal)", f"Kitty: {ref.kitty} (next goal's)"]
    owner = tell("{" + ref.shamer.value + "}", scene.who)
    return [
        f"Kitty: {ref.kitty}, paid to {owner} at the next goal",
        f"Kitty: {ref.kitty}, for {owner} at the next goal",
        f"Kitty: {ref.kitty}, for {owner}",
    ]


def draw_side(scene: GameScene, surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    area = pygame.Rect(w - SIDE_PANEL, TOP_BAR, SIDE_PANEL, h - TOP_BAR - BOTTOM_BAR)
    ui.bar(surface, area, (28, 32, 40))
    ref = scene.ref
    x, width = area.left + 12, SIDE_PANEL - 24
    y = ui.text(surface, ui.sentence(ref.phase.value), (x, area.top + 8), 26, ui.HIGHLIGHT).bottom + 2
    # The roles wrapped, never cut (a play-test read "You restart (puts the ball back in pl…"),
    # in the four lines layout() leaves, and the target if one is still free.
    room = ROLE_LINES
    wrapped = [(part, side) for line, side in roles(scene)[:2] for part in ui.wrap(line, width, 20, "  ")]
    for line, side in wrapped[:room]:
        y = ui.text(surface, ui.fit(line, width, 20), (x, y), 20, TEAM[side]).bottom + 1
    if len(wrapped) < room:
        goal = f"First to {WIN_AT} goals wins (by {WIN_BY} clear)"
        y = ui.text(surface, ui.fit(goal, width, 18), (x, y), 18, ui.MUTED).bottom + 1
    legal = set(ref.action_kinds(Side.HOME))
    mouse = pygame.mouse.get_pos()
    for action, button in scene.buttons:
        enabled = action.kind in legal
        button.draw(surface, button.hit(mouse), 18, action.key_name, enabled)
        if action.rare:
            means = ui.fit(action.means, width, 15)
            ui.text(surface, means, (button.rect.left + 4, button.rect.bottom + 1), 15, ui.MUTED)
    if scene.rare_note is not None:
        ui.text(surface, ui.fit(RARE_NOTE, width, 16), scene.rare_note, 16, ui.HIGHLIGHT)
    if scene.more_button is not None:
        scene.more_button.draw(surface, scene.more_button.hit(mouse), 16)
    _draw_log(scene, surface)
    if scene.keys is not None:
        lines = ui.wrap(KEYBOARD_HELP, width, 16, "")[:KEYS_LINES]
        step = ui.line_height(16)
        for i, line in enumerate(lines):
            ui.text(surface, line, (x, h - BOTTOM_BAR - 4 - step * (len(lines) - i)), 16, ui.MUTED)


def roles(scene: GameScene) -> list[tuple[str, Side]]:
    """Who puts the ball in play (Article 0's server or restarter, in plain words), and anything
    that holds the game up."""
    ref = scene.ref
    verbs = {
        "server": "{s} {s:serves|serve}",
        "restarter": "{s} {s:restarts|restart} (puts the ball back in play)",
    }
    lines = [
        (ui.sentence(tell(verbs[role].replace("{s", "{" + side.value), scene.who)), side)
        for role, side in ref.roles().items()
        if role in verbs
    ]
    if ref.failure:
        lines.insert(0, ("A mechanical failure: no serve", ref.server))
    if ref.disqualified:
        for side in sorted(ref.disqualified):
            lines.insert(
                0, (ui.sentence(tell(f"{{{side.value}}}: disqualified from scoring", scene.who)), side)
            )
    return lines


def _draw_log(scene: GameScene, surface: pygame.Surface) -> None:
    """The referee's calls, newest at the bottom, each wrapped to the panel: as many as fit."""
    area = scene.log_area
    size = 18
    step = ui.line_height(size)
    entries = [(ui.wrap(words, area.width, size), colour) for words, colour in scene._told_log()]
    entries += [(ui.wrap(note, area.width, size), ui.ACCENT) for note in scene.notes[-2:]]
    room = max(0, area.height // step)
    lines: list[tuple[str, ui.Color]] = []
    for wrapped, colour in reversed(entries):  # whole entries only, the newest (a play-test read
        if len(lines) + len(wrapped) > room:  # a leftover "serve" at the top)
            lines = lines or [(line, colour) for line in wrapped[:room]]
            break
        lines[:0] = [(line, colour) for line in wrapped]
    for i, (line, colour) in enumerate(lines):
        ui.text(surface, line, (area.left, area.top + i * step), size, colour)


def draw_bottom(scene: GameScene, surface: pygame.Surface) -> None:
    w, h = surface.get_size()
    ui.bar(surface, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR), ui.PANEL)
    if scene.error is not None:
        message, colour = scene.error, ui.ACCENT
    elif scene.meaning is not None and scene.serve_press is None:
        message, colour = scene.meaning[0], ui.HIGHLIGHT
    else:
        message, colour = scene.hint(), ui.PAPER
    room = w - METER_W - 36
    for i, line in enumerate(ui.wrap(message, room, 19, "")[:2]):
        ui.text(surface, line, (12, h - BOTTOM_BAR + 8 + 24 * i), 19, colour)
    table_speed.draw(scene.app, surface, (w - 12, h - BOTTOM_BAR + 2))
    scene.meter.draw(surface, pygame.Rect(w - METER_W - 12, h - BOTTOM_BAR + 22, METER_W, 30))


def strip_rect(scene: GameScene) -> pygame.Rect:
    """The top bar's middle, between the score and the kitty: live calls go there, off the
    table (the ball is never hidden while play goes on)."""
    w = scene.app.size[0]
    left = min(360, w // 3)
    if scene._guide_on_show():
        # The guide's card is in the top bar; under it sat the strip, over the CPU's rod
        # handles (play-test 3 of issue 32); in the side panel's head it covered the status
        # heading (play-test 4): the panel's foot takes it, three lines high.
        height = 3 * ui.line_height(18) + 10
        foot = scene.app.size[1] - BOTTOM_BAR - 6
        return pygame.Rect(w - SIDE_PANEL + 6, foot - height, SIDE_PANEL - 12, height)
    top = (TOP_BAR - STRIP_H) // 2
    return pygame.Rect(left, top, max(40, w - SIDE_PANEL - left - 10), STRIP_H)


def draw_strip(scene: GameScene, surface: pygame.Surface, words: str) -> None:
    strip = strip_rect(scene)
    size = 18
    rows = max(1, (strip.height - 6) // ui.line_height(size))
    lines = ui.wrap(words, strip.width - 16, size, "")
    if len(lines) > rows and rows == 1:  # in the top bar: two smaller lines, the whole bar high
        strip = pygame.Rect(strip.left, 2, strip.width, TOP_BAR - 4)
        size = SMALL_STRIP
        rows = max(1, (strip.height - 4) // ui.line_height(size))
        lines = ui.wrap(words, strip.width - 16, size, "")
    ui.overlay(surface, strip, 235, ui.ACCENT)
    if len(lines) > rows:  # the last row holds the rest, cut to fit
        lines = [*lines[: rows - 1], ui.fit(" ".join(lines[rows - 1 :]), strip.width - 16, size)]
    top = strip.centery - len(lines) * ui.line_height(size) // 2
    for i, line in enumerate(lines):
        ui.text(surface, line, (strip.left + 8, top + i * ui.line_height(size)), size, ui.ACCENT)


def draw_pull(scene: GameScene, surface: pygame.Surface) -> None:
    """The drag in progress: a dead ball carried, or a serve's pull and where it will go, in the
    colour of whose rod plays it first, over the band of pulls that serve to you."""
    ball = scene.view.to_screen(*scene.table.ball_position[:2])
    mouse = pygame.mouse.get_pos()
    if scene.serve_press is None:
        pygame.draw.line(surface, ui.ACCENT, ball, mouse, 2)
        pygame.draw.circle(
            surface, ui.ACCENT, mouse, max(4, scene.table.spec.ball_radius * scene.view.scale), 2
        )
        return
    pull = serve_pull.pulled(Side.HOME, scene.serve_press, mouse, scene.app.size)
    serve_aim.draw_band(surface, ball, band_radius(scene, surface), None if pull is None else pull.slant)
    floor = surface.get_height() - BOTTOM_BAR - 4
    served = pulled_serve(scene, mouse)
    if served is None or pull is None:
        draw_serve_pull(surface, ball, mouse, None, floor)
        return
    serve_aim.draw(surface, scene.view, served)
    colour, label = served.colour(Side.HOME), ui.sentence(served.label(Side.HOME))
    draw_serve_pull(surface, ball, mouse, pull.flick, floor, None, served.heading, colour, label)


def band_radius(scene: GameScene, surface: pygame.Surface) -> float:
    """px from the ball to the band of pulls: just outside its breathing ring (view.py), and
    above the line under the table."""
    ball = scene.view.to_screen(*scene.table.ball_position[:2])
    ring = 2.2 * scene.table.spec.ball_radius * scene.view.scale + 6.0
    room = surface.get_height() - BOTTOM_BAR - 2 - ball[1] - serve_aim.BAND_WIDTH
    return max(8.0, min(ring + 3.0, room))


def draw_serve_band(scene: GameScene, surface: pygame.Surface) -> None:
    """Your serve waiting, not yet pulled: the band of pulls around the ball, so where to pull is
    seen before the first try."""
    ball = scene.view.to_screen(*scene.table.ball_position[:2])
    serve_aim.draw_band(surface, ball, band_radius(scene, surface), None)


def pulled_serve(scene: GameScene, mouse: tuple[int, int]) -> serve_aim.ServeAim | None:
    """Where the serve being pulled to ``mouse`` would go, or None (no pull, or the wrong way):
    the table run ahead (kept while the pull and the table stay the same)."""
    if scene.serve_press is None:
        return None
    pull = serve_pull.pulled(Side.HOME, scene.serve_press, mouse, scene.app.size)
    if pull is None or not pull.away:
        return None
    key = (pull.flick, scene.table.t)
    if scene.serve_aimed is None or scene.serve_aimed[0] != key:
        scene.serve_aimed = (key, serve_aim.aim(scene.table, Side.HOME, *pull.flick))
    return scene.serve_aimed[1]


def layout(scene: GameScene, size: tuple[int, int]) -> None:
    w, h = size
    scene.view.layout(pygame.Rect(10, TOP_BAR + 4, w - SIDE_PANEL - 20, h - TOP_BAR - BOTTOM_BAR - 8))
    left, width = w - SIDE_PANEL + 10, SIDE_PANEL - 20
    # Under the state of play and its two lines of roles, at the player's text scale.
    # (A fourth line for the score while the guide's strip hides the title bar.)
    top = TOP_BAR + 8 + ui.line_height(26) + 2 + ROLE_LINES * (ui.line_height(20) + 1) + 8
    scene.buttons, y = [], top
    scene.rare_note = None
    for a in MOUSE_ACTIONS:
        if (a.rare and not scene.more) or not _offered(scene, a.kind):
            continue
        if a.rare and scene.rare_note is None:
            scene.rare_note = (left, y)
            y += ui.line_height(16) + 2
        scene.buttons.append((a, ui.Button(a.label, pygame.Rect(left, y, width, BUTTON_H))))
        y += BUTTON_H + BUTTON_GAP + (ui.line_height(15) if a.rare else 0)
    scene.more_button = ui.Button(MORE_LABEL[scene.more], pygame.Rect(left, y, width, BUTTON_H - 6))
    log_top = y + BUTTON_H - 6 + 8
    bottom = h - BOTTOM_BAR - (KEYS_LINES * ui.line_height(16) + 8 if scene.keys is not None else 6)
    scene.log_area = pygame.Rect(left, log_top, width, max(0, bottom - log_top))


def _offered(scene: GameScene, kind: type) -> bool:
    """A failure's buttons only where a player may declare one at will: under the literal
    reading the referee calls the table's own failures and repairs, and nothing else may be."""
    failures = (DeclareFailure, Repair)
    return kind not in failures or scene.ref.options.declare_failure != "broken_only"

"""Drawing the All-Pro window around its board: the score bar, the panel (the down, whose turn,
the pass odds and the play-by-play; the formations to pick while lining up) and the bar of
buttons along the bottom, each button in its fixed place ("End turn" always at the right end,
where no other button ever stands; the formations in the panel, never in the bar)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

import pygame

from games.all_pro.rules.board import Spot, Team, own_yards
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.numbers import FIELD
from games.all_pro.rules.wording import spot_words
from games.all_pro.ui import greyed_why, unused_moves
from games.all_pro.ui.layout import Layout
from games.all_pro.ui.prompts import FORMATION_WORDS, formation_label
from games.all_pro.ui.view import TEAM
from games.core.wording import Who, sentence, tell, verb, who, whose
from games.window import ui
from games.window.scene import Host
from sim.tiles.grid import Square


class AllProScene(Protocol):
    """What the panel and the guide read of the game's scene (game_scene.py)."""

    game: AllPro
    layout: Layout
    places: dict[str, Square] | None
    formation: str
    buttons: list[tuple[ui.Button, Callable[[], None]]]
    greyed: list[str]
    bar: list[tuple[str, pygame.Rect]]  # the bottom bar's buttons as last drawn: (label, place)
    error: str | None
    done: Counter[str]
    count_on_top: bool  # the quarter and play count shown along the top (else the guide covers it)

    @property
    def pause(self) -> object | None: ...  # a play's end held on the board (play_end.py)
    @property
    def guide_room(self) -> int: ...  # px at the foot of the side panel kept for the guide's card

    app: Host

    @property
    def who(self) -> Mapping[Team, Who]: ...
    def say(self, template: str) -> str: ...
    def hint(self) -> str: ...
    def forming(self) -> bool: ...
    def choices(self) -> list[Choice]: ...
    def formation_choices(self) -> list[tuple[Choice, str]]: ...
    def ready_choice(self) -> Choice: ...
    def lineup_warning(self) -> str: ...
    def pass_lines(self) -> list[str]: ...
    def refused(self, why: str) -> None: ...


BUTTON, STATUS, SMALL = 22, 22, 18
SCORE, SCORE_LEFT = 30, 12  # the score along the top: its size, and its left edge
KEYED = 24  # the button Enter presses: its key, 6 smaller, still 12 px and more
LOG_LINES = 18
STATUS_ROWS = 4  # the lines kept for the state of play above the formations at the side
BELOW_ROWS = 2  # and above the formations under the board (a small window)
PINNED = ("End turn",)  # buttons kept at the right end of the bar, alone in their place


@dataclass(frozen=True, slots=True)
class Choice:
    """A button: what it does, or (greyed) why it does nothing now; ``default``: Enter presses it."""

    label: str
    act: Callable[[], None] | None
    why: str | None = None
    default: bool = False


def _score(scene: AllProScene) -> tuple[str, str, str]:
    g = scene.game
    home, away = (sentence(scene.who[t].name) for t in Team)
    return f"{home} {g.score[Team.HOME]}", " - ", f"{g.score[Team.AWAY]} {away}"


def score_right(scene: AllProScene) -> int:
    """Where the score along the top ends (the guide's strip may lie right of it)."""
    return SCORE_LEFT + sum(ui.text_width(part, SCORE) for part in _score(scene))


def play_count(scene: AllProScene) -> str:
    g = scene.game
    return f"Quarter {g.quarter} · play {min(g.plays + 1, g.options.plays)} of {g.options.plays}"


def draw_top(scene: AllProScene, surface: pygame.Surface, count: bool = True) -> None:
    """The score, and the quarter and play count at the right (``count``: not covered by the
    guide's strip: the panel says them then)."""
    area = scene.layout.top
    ui.bar(surface, area, ui.PANEL)
    home, dash, away = _score(scene)
    y = area.centery
    left = ui.text(surface, home, (SCORE_LEFT, y), SCORE, BRIGHT[Team.HOME], "midleft")
    mid = ui.text(surface, dash, (left.right, y), SCORE, ui.PAPER, "midleft")
    ui.text(surface, away, (mid.right, y), SCORE, BRIGHT[Team.AWAY], "midleft")
    if count:
        ui.text(surface, play_count(scene), (area.right - 12, y), 22, ui.MUTED, "midright")


# The teams' colours made light enough to read as text on the dark panels (the board's own are
# the discs' colours).
BRIGHT = {Team.HOME: (255, 128, 112), Team.AWAY: (128, 176, 255)}


def status_lines(scene: AllProScene) -> list[tuple[str, ui.Color]]:
    g = scene.game
    if g.phase.value in ("kick-off", "return formation", "free advance", "safety kick"):
        kicking = g.kicking  # nobody holds the ball yet: whose kick it is
        lines = [(scene.say(f"{who(kicking)} {verb(kicking, 'kicks', 'kick')} off"), BRIGHT[kicking])]
    else:
        lines = [(scene.say(f"{whose(g.offence)} ball"), BRIGHT[g.offence])]
    if g.pending_kick is not None:
        lines.append((f"{sentence(g.pending_kick.what)} called: the defence may block it", ui.ACCENT))
    if g.is_down and g.defence_line != g.line and g.phase.value not in NO_DOWN:
        # The free kick after a safety is no down (it said "1st & 10 at your 20": newcomer 5/10);
        # only then does the defence line up off the line of scrimmage (the kicking team's 30).
        spot = tell(spot_words(Spot(g.offence, g.line)), scene.who)
        lines.append((f"Free kick after the safety: a punt from {spot}", ui.PAPER))
    elif g.is_down and g.snapper == g.offence and g.phase.value not in NO_DOWN:
        togo = abs(g.marker - g.line)
        spot = tell(spot_words(Spot(g.offence, g.line)), scene.who)
        # The marker on the goal line: "& goal" (at the goal line itself "inches to go" read as
        # a yard short of a first down, play-test 28); only a touchdown gains there.
        goal = own_yards(g.marker, g.offence) == FIELD
        down = (
            f"{_nth(g.down)} & {'goal' if goal else togo}"
            if togo or goal
            else f"{_nth(g.down)} down, under a yard to go,"
        )
        lines.append((f"{down} at {spot}", ui.PAPER))
        if goal and not togo:
            lines.append(_aim(scene, "get the ball into the end zone (run or pass) to score"))
        elif not togo:  # on the marker itself: not yet a first down
            lines.append(_aim(scene, "pass the yellow marker for a first down"))
    lines.append((whose_turn(scene), ui.HIGHLIGHT))
    return lines


def _aim(scene: AllProScene, aim: str) -> tuple[str, ui.Color]:
    """What the side with the ball must do: an instruction (yellow) when it is you, else said of
    them in white ("The CPU needs to pass the yellow marker...": in yellow on the CPU's ball it
    read as an order to you, newcomer 6/10)."""
    offence = scene.game.offence
    if scene.who[offence].you:
        return sentence(aim), ui.ACCENT
    return scene.say(f"{who(offence)} {verb(offence, 'needs', 'need')} to {aim}"), ui.PAPER


# No down to tell: a kick-off, the kick's return, a point after a touchdown (the last down's
# words stayed under TOUCHDOWN).
NO_DOWN = ("kick-off", "return formation", "free advance", "safety kick", "point after")


def whose_turn(scene: AllProScene) -> str:
    """Who is to act, and on what, in the screen's names."""
    g = scene.game
    team = g.team_to_move()
    if team is None:
        return "The final whistle"
    if scene.pause is not None:
        return "The play is over"
    if g.phase.value == "play" and g.snapped:
        return scene.say(f"{whose(team)} turn: {g.moves} of 3 moves made")
    if scene.places is not None or g.phase.value in ("formation", "return formation"):
        return scene.say(f"{who(team)} {verb(team, 'lines', 'line')} up")
    if g.phase.value == "throw" and g.passing is not None and g.passing[0].value == "lateral":
        return scene.say(f"{whose(team)} turn: {LATERAL_TURN}")  # not "throw the pass" (round 5)
    return scene.say(f"{whose(team)} turn: {TURN_WORDS.get(g.phase.value, g.phase.value)}")


# What a turn is for, as a newcomer reads it (the rules' phase names are not the player's words).
TURN_WORDS = {
    "kick-off": "kick off",
    "free advance": "run downfield after the kick",
    "play": "snap the ball",
    "call": "call a pass or a kick, or let the defence move",
    "throw": "throw the pass",
    "point after": "kick the point after",
    "safety kick": "kick after a safety",
}
LATERAL_TURN = "toss the lateral"


def draw_panel(scene: AllProScene, surface: pygame.Surface) -> None:
    area = scene.layout.panel
    ui.bar(surface, area, (28, 32, 40))
    if scene.layout.side:
        _side(scene, surface, pygame.Rect(area.left, area.top, area.width, area.height - scene.guide_room))
    else:
        _below(scene, surface, area)


def status_rows(
    lines: list[tuple[str, ui.Color]], width: int, rows: int
) -> tuple[int, list[tuple[str, ui.Color]]]:
    """The state of play in at most ``rows`` rows: wrapped whole at the status size, else at the
    small size, else the last row cut with an ellipsis. Returns the size and the rows."""
    for size in (STATUS, SMALL):
        wrapped = [(line, colour) for text, colour in lines for line in ui.wrap(text, width, size)]
        if len(wrapped) <= rows:
            return size, wrapped
    wrapped = wrapped[:rows]
    last, colour = wrapped[-1]
    wrapped[-1] = (ui.fit(f"{last} …", width, SMALL), colour)
    return SMALL, wrapped


def _side(scene: AllProScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    width = area.width - 24
    y = area.top + 10
    forming = scene.forming()
    # Lining up, the state of play keeps to its rows, so the formations below never move as it
    # grows ("2nd & 10" and the marker's line pushed the panel down: newcomer 6/10).
    rows = STATUS_ROWS if forming else 99
    size, shown = status_rows(status_lines(scene), width, rows)
    for line, colour in shown:  # whole where there is room: "Field goal called: the defence may block it"
        y = ui.text(surface, line, (area.left + 12, y), size, colour).bottom + 4
    if forming:
        # The formations at a fixed height whatever the lines above say: a line appearing (the
        # yellow marker's) moved them under a click on its way (play-test 22).
        y = area.top + 10 + STATUS_ROWS * (ui.line_height(STATUS) + 4)
        y = _formations(scene, surface, pygame.Rect(area.left + 12, y + 8, width, area.bottom - y - 16), True)
        pygame.draw.line(surface, ui.MUTED, (area.left + 10, y + 4), (area.right - 10, y + 4))
        _log(scene, surface, pygame.Rect(area.left + 12, y + 10, width, area.bottom - y - 16))
        return
    for text in scene.pass_lines():
        for line in ui.wrap(text, width, SMALL):
            colour = unused_moves.line_colour(text, ui.ACCENT, ui.PAPER)
            y = ui.text(surface, line, (area.left + 12, y), SMALL, colour).bottom + 2
    pygame.draw.line(surface, ui.MUTED, (area.left + 10, y + 4), (area.right - 10, y + 4))
    _log(scene, surface, pygame.Rect(area.left + 12, y + 10, width, area.bottom - y - 16))


def _below(scene: AllProScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    """The panel under the board: the state of play on one line, then the formations, or the
    pass odds and the newest lines of the play-by-play."""
    inner = area.inflate(-24, -8)
    said = [text for text, _ in status_lines(scene)]
    if not scene.count_on_top:
        said.insert(0, play_count(scene))  # the guide's strip lies over it along the top
    top = inner.top
    lines = ui.wrap(" · ".join(said), inner.width, SMALL, indent="")
    if scene.forming() and len(lines) > BELOW_ROWS:  # kept to its rows: the formations under it never move
        lines = [*lines[: BELOW_ROWS - 1], ui.fit(" ".join(lines[BELOW_ROWS - 1 :]), inner.width, SMALL)]
    for line in lines:
        ui.text(surface, line, (inner.left, top), SMALL, ui.HIGHLIGHT)
        top += ui.line_height(SMALL) + 2
    if scene.forming():
        top = inner.top + BELOW_ROWS * (ui.line_height(SMALL) + 2)
    rest = pygame.Rect(inner.left, top, inner.width, inner.bottom - top)
    if scene.forming():
        y = _formations(scene, surface, rest, False)
        _log(scene, surface, pygame.Rect(rest.left, y, rest.width, rest.bottom - y))
        return
    y = rest.top
    step = ui.line_height(SMALL)
    for text in scene.pass_lines():
        for line in ui.wrap(text, rest.width, SMALL):  # whole lines, never cut short
            if y + step > rest.bottom:
                return
            ui.text(surface, line, (rest.left, y), SMALL, unused_moves.line_colour(text, ui.ACCENT, ui.PAPER))
            y += step
    _log(scene, surface, pygame.Rect(rest.left, y, rest.width, rest.bottom - y))


def _formations(scene: AllProScene, surface: pygame.Surface, area: pygame.Rect, side: bool) -> int:
    """The formations to line up in, one button each (the one laid out lit), and Ready; at the
    side each with what it is, under the board in a row. Returns where they end: the
    play-by-play goes under them, never hidden."""
    mouse = pygame.mouse.get_pos()
    warning = scene.lineup_warning()
    tall = ui.px(32)
    if side:
        y = area.top
        y = ui.text(surface, "Line up: pick a formation", (area.left, y), SMALL, ui.PAPER).bottom + 6
        offered = scene.formation_choices()
        told = scene.formation  # the words of the one laid out, or of the one under the mouse
        for choice, name in offered:
            button = ui.Button(choice.label, pygame.Rect(area.left, y, area.width, tall))
            _button(scene, surface, button, choice, mouse, lit=name == scene.formation)
            told = name if button.hit(mouse) else told
            y = button.rect.bottom + 4
        # The chosen one's words under them all, in room kept for the longest: a button never
        # moves when another is chosen ("Stop the pass" jumped 14 px: newcomer 6/10). They start
        # with its name: under the last button they read as the last button's (newcomer 6/10).
        said = {name: ui.wrap(formation_words(name), area.width - 4, SMALL, indent="") for _, name in offered}
        top = y
        for line in said.get(told, []):
            y = ui.text(surface, line, (area.left + 4, y), SMALL, ui.MUTED).bottom  # whole
        y = top + max((len(lines) for lines in said.values()), default=0) * ui.line_height(SMALL) + 2
        ready = scene.ready_choice()
        button = ui.Button(ready.label, pygame.Rect(area.left, y + 6, area.width, tall))
        _button(scene, surface, button, ready, mouse)
        y = button.rect.bottom + 8
        if warning:
            for line in ui.wrap(warning, area.width, SMALL):
                y = ui.text(surface, line, (area.left, y), SMALL, ui.ACCENT).bottom + 2
        return y
    x, y = area.left, area.top + 2
    for choice, name in [*scene.formation_choices(), (scene.ready_choice(), "")]:
        width = button_width(choice, SMALL)
        button = ui.Button(choice.label, pygame.Rect(x, y, width, min(tall, area.height - 4)))
        _button(scene, surface, button, choice, mouse, SMALL, lit=bool(name) and name == scene.formation)
        x += width + 6
    row = min(tall, area.height - 4)
    if warning and ui.text_width(warning, SMALL) <= area.right - x - 10:
        ui.text(surface, warning, (x + 4, y + row // 2), SMALL, ui.ACCENT, "midleft")
    elif warning:  # on its own lines under the buttons, whole
        y += row + 2
        for line in ui.wrap(warning, area.width, SMALL):
            y = ui.text(surface, line, (area.left, y), SMALL, ui.ACCENT).bottom
        return y + 4
    return y + row + 4


def formation_words(name: str) -> str:
    """What a formation is, named as its button says it: "Backs in a T: B1 behind the Center..."."""
    words = FORMATION_WORDS.get(name, "")
    return f"{formation_label(name)}: {words}" if words else ""


def _log(scene: AllProScene, surface: pygame.Surface, area: pygame.Rect) -> None:
    """The play-by-play, newest at the bottom, wrapped to the panel: as many lines as fit."""
    step = ui.line_height(SMALL)
    lines: list[str] = []
    notes = getattr(scene, "notes", [])  # the window's own lines (unused_moves.py)
    for line in unused_moves.play_by_play(scene.game.log, notes, scene.who, LOG_LINES):
        lines += ui.wrap(line, area.width, SMALL)  # up/down/left/right on screen
    room = max(0, area.height // step)
    for i, line in enumerate(lines[-room:] if room else []):
        ui.text(surface, line, (area.left, area.top + i * step), SMALL, ui.PAPER)


def draw_bottom(scene: AllProScene, surface: pygame.Surface) -> None:
    """The action buttons, left to right, "End series" alone at the right end; the hint under
    them."""
    area = scene.layout.bottom
    pygame.draw.rect(surface, ui.PANEL, area)
    ui.note(ui.Kind.PANEL, area)
    mouse = pygame.mouse.get_pos()
    tall = ui.px(30)
    x, right = 10, area.right - 10
    shown = scene.choices()
    scene.bar = []
    for choice in shown:
        width = button_width(choice, BUTTON)
        if choice.label.startswith(PINNED):  # "End turn (2 moves unused)" too
            rect = pygame.Rect(right - width, area.top + 6, width, tall)
            right = rect.left - 8
        else:
            rect = pygame.Rect(x, area.top + 6, width, tall)
            x += width + 8
        _button(scene, surface, ui.Button(choice.label, rect), choice, mouse, BUTTON)
        scene.bar.append((choice.label, rect))
    # Held at a play's end, the line says so: a word of the turn before ("No call after your
    # turn: ...") stayed under the card (play-test).
    error = scene.error if scene.pause is None else None
    # A greyed button under the pointer says why (round 5: "Call punt" grey, no reason seen).
    error = greyed_why.hovered(scene.bar, shown, getattr(scene, "pointer", (-1, -1))) or error
    hint = error or scene.hint()
    colour = ui.ACCENT if error else ui.MUTED
    # Under the buttons, one line; with no buttons (lining up) the whole bar: never cut short
    # where it has the room.
    top = area.top + 6 + tall + 2 if shown else area.top + 4
    step = ui.line_height(SMALL)
    lines = ui.wrap(hint, area.width - 20, SMALL, indent="")
    room = max(1, (area.bottom - 4 - top) // step)
    if len(lines) > room:
        lines = [*lines[: room - 1], ui.fit(" ".join(lines[room - 1 :]), area.width - 20, SMALL)]
    y = area.bottom - 4 - len(lines) * step
    for line in lines:
        ui.text(surface, line, (12, y), SMALL, colour)
        y += step


def button_width(choice: Choice, size: int) -> int:
    """A button's width for its words, and for "Enter" at its left (the kit's buttons keep the
    same room at the right, so the words stay centred)."""
    size = KEYED if choice.default else size
    key = 2 * (ui.text_width("Enter", KEYED - 6) + 16) if choice.default else 0
    return ui.text_width(choice.label, size) + 24 + key


def _button(
    scene: AllProScene,
    surface: pygame.Surface,
    button: ui.Button,
    choice: Choice,
    mouse: tuple[int, int],
    size: int = BUTTON,
    lit: bool = False,
) -> None:
    enabled = choice.act is not None
    size = KEYED if choice.default else size  # its key readable beside it
    button.draw(surface, button.hit(mouse) or lit, size, "Enter" if choice.default else "", enabled)
    scene.buttons.append((button, choice.act or (lambda: scene.refused(choice.why or "Not now"))))
    if not enabled:
        scene.greyed.append(button.label)


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


__all__ = ["TEAM", "Choice", "draw_bottom", "draw_panel", "draw_top"]

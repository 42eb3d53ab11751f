"""The Tortellini window around the board: the side panel (the score, whose ball, the turn, a
legend of the pieces, the log) and the footer (the buttons in fixed places, the hint).

While a turn is being shown the panel says the board as it stood before the turn (a
:class:`Head` kept then), so the score and the log never tell the result before the board does."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

import pygame

from games.core.wording import Who, sentence, tell, whose
from games.tortellini.rules.actions import GOALS_TO_WIN, Phase, Team, square_name
from games.tortellini.rules.engine import Chip, Tortellini
from games.tortellini.ui import defence, passing, pieces
from games.tortellini.ui.fitting import draw_fitted
from games.tortellini.ui.layout import Layout
from games.tortellini.ui.rounds import round_of, setting_up, turn_words
from games.tortellini.ui.story import Story, chip_said
from games.window import ui

PANEL_COLOUR = (36, 34, 40)


@dataclass(frozen=True, slots=True)
class Head:
    """What the panel's head says: the game as it stood (before a turn being shown)."""

    score: Mapping[Team, int]
    offence: Team
    carrier: Chip | None
    where: str  # the carrier's square's name, or ""
    turn: int
    phase: Phase
    log_length: int
    goals: int = GOALS_TO_WIN  # goals to win: said when shorter than the rulebook's five
    round_no: int = 1  # the round (a new one after each goal) and its turns played (rounds.py)
    played: int = 0


def head_of(game: Tortellini) -> Head:
    square = game.ball()
    where = "" if square is None else square_name(square)
    return Head(
        dict(game.score),
        game.offence,
        game.carrier,
        where,
        game.turn,
        game.phase,
        len(game.log),
        game.options.goals_to_win,
        *round_of(game),
    )


def marked_head(before: Head | None, now: Head, turn: Story) -> Head:
    """The panel's head while a turn's end is on show (its banner up): the score as it is now,
    the log to its end; after a goal, still the turn's ball on the chip that scored, not yet
    "Setting up" for the next goal (the board still shows the goal: play-test 7/10)."""
    shown = replace(now, log_length=now.log_length - 1)  # the log's end, as with no head kept
    if before is None or now.phase != Phase.SETUP:
        return shown
    holder, where = turn.holder, square_name(turn.after[turn.holder])
    return replace(
        shown,
        offence=holder[0],
        carrier=holder,
        where=where,
        turn=before.turn,
        phase=before.phase,
        round_no=before.round_no,
        played=before.played,
    )


@dataclass(frozen=True, slots=True)
class Choice:
    label: str
    key: str  # the key that presses it, shown on it
    act: Callable[[], None]
    enabled: bool = True
    right: bool = False  # at the right end of the footer (the button that ends a plan)


def draw_panel(
    s: pygame.Surface,
    lay: Layout,
    head: Head,
    names: Mapping[Team, Who],
    log: Sequence[tuple[str, bool]],
    caption: str = "",
    guide: pygame.Rect | None = None,
) -> None:
    """The panel: ``log`` is its lines, each with whether it is of the latest turn; ``caption``:
    words said over the log (a pass's odds); ``guide``: the first game's guide card, under the
    legend (guide_card), the rest drawn below it."""
    area = lay.panel
    ui.bar(s, area, PANEL_COLOUR)
    x, width = area.left + lay.px(14), area.width - lay.px(28)
    one, two = (sentence(names[t].name) for t in Team)
    score = f"{one} {head.score[Team.ONE]} - {head.score[Team.TWO]} {two}"
    big, mid = lay.font(32), lay.font(20)
    y = ui.text(s, ui.fit(score, width, big), (x, lay.px(10)), big).bottom + lay.px(6)
    if head.phase == Phase.OVER:
        lines = ["The game is over"]
    else:
        ball = (
            tell(f"the ball goes on {whose(head.offence)} first chip", names)
            if head.carrier is None
            else f"The ball: {chip_said(head.carrier, names)}"
        )
        if head.where:  # a shorter way after the bar, for a larger text size
            ball += (
                f" on {head.where} | {chip_said(head.carrier, names) if head.carrier else ''} on {head.where}"
            )
        ball_side = tell(f"{whose(head.offence)} ball", names)
        # Setting up is said once, on the first line; the second says only where the ball is.
        setup = setting_up(head.round_no)
        stage = setup if head.phase == Phase.SETUP else turn_words(head.round_no, head.played)
        ways = [f"{setup} · {ball_side}" if head.phase == Phase.SETUP else f"{ball_side} · {stage}", stage]
        if head.goals != GOALS_TO_WIN:  # a shorter game, chosen before it: never dropped (play-test)
            ways = [f"{way} · first to {head.goals}" for way in ways]
        # Too wide at a larger text size: whose ball goes (the next line says it), not the goals.
        first = next((w for w in ways if ui.text_width(sentence(w), mid) <= width), ways[-1])
        lines = [sentence(first), sentence(ball)]
    for line in lines:
        y = ui.text(s, _shortest(line, width, mid), (x, y), mid, ui.HIGHLIGHT).bottom + lay.px(3)
    y = _legend(s, lay, pygame.Rect(x, y + lay.px(8), width, 0), names) + lay.px(6)
    pygame.draw.line(s, ui.MUTED, (area.left + 10, y), (area.right - 10, y))
    y = (guide.bottom if guide is not None else y) + lay.px(8)
    for line in ui.wrap(caption, width, lay.font(18), "") if caption else []:
        y = ui.text(s, line, (x, y), lay.font(18), ui.ACCENT).bottom
    _log(s, lay, pygame.Rect(x, y + lay.px(4), width, area.bottom - y - lay.px(10)), log)


def head_bottom(lay: Layout) -> int:
    """Where the panel's head (the score, two lines, the legend) ends and its log begins: as
    draw_panel lays them out."""
    legend = LEGEND_ROWS * (max(ui.line_height(lay.font(16)), lay.px(24)) + lay.px(4))
    lines = 2 * (ui.line_height(lay.font(20)) + lay.px(3))
    top = lay.px(10) + ui.line_height(lay.font(32)) + lay.px(6)
    return lay.panel.top + top + lines + lay.px(8) + legend + lay.px(14)


LEGEND_ROWS = 5
GUIDE_TALL = 140  # the first game's guide card, at 1280 x 720 (its words shrink to fit it)


def guide_card(lay: Layout) -> pygame.Rect:
    """Where the first game's guide goes: across the panel under the legend, above the log."""
    area, margin = lay.panel, lay.px(10)
    return pygame.Rect(area.left + margin, head_bottom(lay), area.width - 2 * margin, lay.px(GUIDE_TALL))


def _legend(s: pygame.Surface, lay: Layout, at: pygame.Rect, names: Mapping[Team, Who]) -> int:
    """Which piece is whose, in two columns: the chips' shapes, the orders' arrows, the ball and
    a pass. Returns the y below it."""
    size = lay.font(16)
    step = max(ui.line_height(size), lay.px(24)) + lay.px(4)
    half = at.width // 2
    icon = lay.px(28)
    r = icon * 0.36
    one, two = (sentence(names[t].name) for t in Team)
    rows: list[
        tuple[Callable[[tuple[float, float]], None], str, Callable[[tuple[float, float]], None] | None, str]
    ] = [
        (
            lambda c: pieces.chip(s, Team.ONE, "white", c, r),
            f"{one}: round | {_short(one)}: round",
            lambda c: pieces.chip(s, Team.TWO, "white", c, r),
            f"{two}: square | {_short(two)}: square",
        ),
        (
            lambda c: pieces.arrow(s, Team.ONE, (c[0] - icon / 2, c[1]), (c[0] + icon / 2, c[1]), 3),
            _orders(Team.ONE, names),
            lambda c: pieces.arrow(s, Team.TWO, (c[0] - icon / 2, c[1]), (c[0] + icon / 2, c[1]), 3),
            _orders(Team.TWO, names),
        ),
        (
            lambda c: pieces.ball(s, c, r),
            "the ball",
            lambda c: pieces.pass_badge(s, Team.ONE, c, r * 0.9),
            "a pass",
        ),
        (  # your defence's view of their passes: named apart from the orders (newcomer 7/10)
            lambda c: pieces.maybe_lane(s, (c[0] - icon / 2, c[1]), (c[0] + icon / 2, c[1]), 4),
            "a possible pass",
            lambda c: _receiver_ring(s, c, r),
            "a safe receiver | safe receiver | safe",
        ),
        (  # a row of its own, whole: a chip must step onto it, not stand on it (play-test 7/10)
            lambda c: defence.catch_mark(s, c, icon * 1.1),
            CATCH_WORDS,
            None,
            "",
        ),
    ]
    y = at.top
    for left, left_words, right, right_words in rows:
        cells = ((left, left_words),) if right is None else ((left, left_words), (right, right_words))
        for k, (draw, words) in enumerate(cells):
            x0 = at.left + k * half
            draw((x0 + icon / 2, y + step / 2))
            room = (half if right is not None else at.width) - icon - lay.px(10)
            said, fits = _legend_words(sentence(words), room, size)
            ui.text(s, said, (x0 + icon + lay.px(6), y + step / 2), fits, ui.PAPER, "midleft")
        y += step
    return y


def _short(name: str) -> str:
    """A side's name said shorter, for a legend with little room: "CPU", "P2"."""
    if name.startswith("The "):
        return name[4:]
    return name.replace("Player ", "P")


def _orders(team: Team, names: Mapping[Team, Who]) -> str:
    """A legend's words for ``team``'s orders, then shorter ways to say them."""
    full = sentence(tell(f"{whose(team)} orders", names))
    name = sentence(names[team].name)
    return full if name == "You" else f"{full} | {_short(name)}'s orders | {_short(name)}'s"


def _legend_words(words: str, room: int, size: int) -> tuple[str, int]:
    """A legend's words and their size: the first way (split at " | ") to fit ``room`` whole,
    at ``size`` or a little smaller, never cut short with an ellipsis where a way fits
    (at 150 % the legend read "The CPU: squ…": play-test 7/10)."""
    ways = [sentence(w.strip()) for w in words.split("|")]
    sizes = range(size, max(10, round(size * 0.85)) - 1, -1)
    for way in ways:
        for fits in sizes:
            if ui.text_width(way, fits) <= room:
                return way, fits
    least = sizes[-1]
    return ui.fit(ways[-1], room, least), least


def _receiver_ring(s: pygame.Surface, at: tuple[float, float], r: float) -> None:
    """Pass's green ring round a chip no chip of the other side can reach (passing.py's)."""
    pygame.draw.circle(s, pieces.OUTLINE, at, r * 1.25, 6)
    pygame.draw.circle(s, passing.OPEN, at, r * 1.25, 4)


# The yellow frame's meaning, then shorter ways to say it when a larger text size leaves no room.
CATCH_WORDS = (
    "step a chip onto it this turn: it intercepts | step onto it this turn: intercept | step onto: intercept"
)


def _shortest(words: str, room: int, size: int) -> str:
    """The first of ``words``' ways to say it (split at " | ") that fits ``room``, else the last, cut."""
    ways = [sentence(w.strip()) for w in words.split("|")]
    return next((w for w in ways if ui.text_width(w, size) <= room), ui.fit(ways[-1], room, size))


def _log(s: pygame.Surface, lay: Layout, area: pygame.Rect, log: Sequence[tuple[str, bool]]) -> None:
    """The newest lines that fit, the latest turn's bright and the older muted."""
    size = lay.font(17)
    step = ui.line_height(size) + 3  # "Hg" can be a pixel shorter than a line with a comma
    lines = [(part, recent) for line, recent in log for part in _wrap(line, area.width, size)]
    room = max(0, area.height // step)
    for i, (line, recent) in enumerate(lines[-room:] if room else []):
        ui.text(s, line, (area.left, area.top + i * step), size, ui.PAPER if recent else ui.MUTED)


def _wrap(line: str, width: int, size: int) -> list[str]:
    """A log line broken after its commas where it can ("red up, white down-left"), so a chip's
    order is never split from its colour; at spaces only where a part is too long by itself.
    Lines after the first are indented."""
    indent = "  "
    out: list[str] = []
    for part in line.split(", "):
        if out and ui.text_width(f"{out[-1]}, {part},", size) <= width:
            out[-1] = f"{out[-1]}, {part}"
            continue
        if out:
            out[-1] += ","
        room = width - ui.text_width(indent, size)
        for k, piece in enumerate(ui.wrap(part, room, size, indent="")):
            out.append(indent + piece if out or k else piece)
    return out


def draw_footer(
    s: pygame.Surface, lay: Layout, board: pygame.Rect, choices: Sequence[Choice], hint: str, error: bool
) -> list[tuple[ui.Button, Choice]]:
    """The buttons from the board's left edge (one that ends a plan at its right edge), the hint
    under them; the buttons laid out, for clicks."""
    foot = lay.footer
    tall, size = lay.button_height, lay.font(22)
    top = foot.top + lay.px(6)
    gap = lay.px(10)

    def width_of(choice: Choice, size: int) -> int:
        return (
            ui.text_width(choice.label, size) + 2 * (ui.text_width(choice.key, max(12, size - 6)) + 16) + 12
        )

    # The labels a little smaller where the row would not fit beside the board (at 150 % on a
    # small window "Reveal" lay over "Clear": play-test 7/10).
    room = foot.right - board.left - gap
    while size > 12 and sum(width_of(c, size) + gap for c in choices) > room:
        size -= 1
    x, right = board.left, max(board.right, board.left + lay.px(300))
    lefts = sum(width_of(c, size) + gap for c in choices if not c.right)
    rights = sum(width_of(c, size) for c in choices if c.right)
    right = min(foot.right - gap // 2, max(right, board.left + lefts + rights))
    laid: list[tuple[ui.Button, Choice]] = []
    mouse = pygame.mouse.get_pos()
    for choice in choices:
        width = width_of(choice, size)
        rect = pygame.Rect(right - width if choice.right else x, top, width, tall)
        button = ui.Button(choice.label, rect)
        button.draw(s, button.hit(mouse), size, choice.key, choice.enabled)
        laid.append((button, choice))
        if not choice.right:
            x += width + lay.px(10)
    hint_size = lay.font(19)
    room = foot.right - board.left - lay.px(10)
    colour = ui.ACCENT if error else ui.MUTED
    y = top + tall + lay.px(6)
    box = pygame.Rect(board.left, y, room, foot.bottom - y - 2)
    draw_fitted(s, hint, box, hint_size, colour, "topleft")  # wrapped or smaller, never cut
    return laid


def draw_hand_over(s: pygame.Surface, title: str, detail: str) -> None:
    """Hot-seat: the board hidden while the mouse goes to the player who plans next."""
    w, h = s.get_size()
    ui.text(s, ui.fit(title, w - 40, 56), (w / 2, h / 2 - 40), 56, ui.PAPER, "center")
    ui.text(s, ui.fit(detail, w - 40, 28), (w / 2, h / 2 + 20), 28, ui.MUTED, "center")


def draw_result(s: pygame.Surface, area: pygame.Rect, text: str, size: int) -> None:
    """The game's result, in a box over the middle of the board."""
    box = pygame.Rect(0, 0, ui.text_width(text, size) + 60, ui.line_height(size) + 40)
    box.center = area.center
    ui.overlay(s, box, 220, ui.ACCENT)
    ui.text(s, text, box.center, size, ui.ACCENT, "center")

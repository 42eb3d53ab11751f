"""All-Pro Football's "How to play" pages (F1, after the controls; shown once before the first
game): a few short lines each, and a picture of a piece of the board the game draws itself, in
the colours and labels of the game's own board (view.py)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import pygame

from games.all_pro.rules.actions import PassKind, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.view import DARK, END_ZONE, LANE, LIGHT, MARKER, SCRIMMAGE, STRIPE, TEAM
from games.window import ui
from games.window.howto import Page
from sim.tiles.grid import Square

HOME, AWAY = Team.HOME, Team.AWAY


@dataclass(frozen=True, slots=True)
class Picture:
    """A piece of board ``cols`` squares long (left to right, as in the game) and ``rows`` wide:
    men by square, arrows of moves, rings, pass lanes with their distances, and the lines."""

    cols: int
    rows: int
    men: Sequence[tuple[Square, str, Team]] = ()
    arrows: Sequence[tuple[Square, Square]] = ()
    rings: Sequence[Square] = ()
    lanes: Sequence[tuple[Square, Square, str]] = ()
    crosses: Sequence[tuple[Square, Square]] = ()  # a lane that is not open
    ball: Square | None = None
    scrimmage: float | None = None  # the line, in squares from the left edge
    marker: float | None = None
    end_zone: int = 0  # squares of the CPU's end zone at the right
    pairs: Sequence[tuple[Square, str, str]] = ()  # a block: the two men side by side
    frames: Sequence[Square] = ()  # squares of a lane where a defender intercepts, as the board frames them
    caption: str = ""

    def __call__(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        draw_picture(surface, area, self)


CAPTION = 18  # the caption's type size under a picture


def draw_picture(s: pygame.Surface, area: pygame.Rect, p: Picture) -> None:
    # The caption whole, wrapped over as many lines as it needs ("Blue: the CPU lined..." was cut
    # to one line while the page below stood blank: newcomer 7/10); the board shrinks to suit.
    lines = ui.wrap(p.caption, area.width, CAPTION, indent="") if p.caption else []
    caption = len(lines) * ui.line_height(CAPTION) + 6 if lines else 0
    size = min(area.width / p.cols, (area.height - caption) / p.rows)
    left = area.centerx - size * p.cols / 2
    top = area.top + (area.height - caption - size * p.rows) / 2

    def centre(sq: Square) -> tuple[float, float]:
        return left + (sq[0] + 0.5) * size, top + (p.rows - 1 - sq[1] + 0.5) * size

    for c in range(p.cols):
        for r in range(p.rows):
            colour = END_ZONE[AWAY] if c >= p.cols - p.end_zone else LIGHT if (c + r) % 2 == 0 else DARK
            rect = pygame.Rect(
                round(left + c * size), round(top + r * size), round(size) + 1, round(size) + 1
            )
            pygame.draw.rect(s, colour, rect)
    board = pygame.Rect(round(left), round(top), round(size * p.cols), round(size * p.rows))
    pygame.draw.rect(s, STRIPE, board, 2)
    for at, colour, width in ((p.scrimmage, SCRIMMAGE, 4), (p.marker, MARKER, 4)):
        if at is not None:
            x = left + at * size
            pygame.draw.line(s, colour, (x, top - 4), (x, top + size * p.rows + 4), width)
    for a, b, _ in p.lanes:
        pygame.draw.line(s, LANE, centre(a), centre(b), 3)
    for a, b in p.crosses:
        _dashed(s, centre(a), centre(b))
    for a, b in p.arrows:
        _arrow(s, centre(a), centre(b), size)
    label = max(14, int(size * 0.42))
    for sq, name, team in p.men:
        pygame.draw.circle(s, TEAM[team], centre(sq), size * 0.38)
        pygame.draw.circle(s, (20, 20, 24), centre(sq), size * 0.38, 1)
        ui.text(s, name, centre(sq), label, ui.PAPER, "center")
    for sq, one, other in p.pairs:
        cx, cy = centre(sq)
        for name, team, dx in ((one, HOME, -0.24), (other, AWAY, 0.24)):
            pygame.draw.circle(s, TEAM[team], (cx + dx * size, cy), size * 0.27)
            ui.text(s, name, (cx + dx * size, cy), max(12, int(size * 0.3)), ui.PAPER, "center")
    for sq in p.rings:
        pygame.draw.circle(s, ui.ACCENT, centre(sq), size * 0.47, 3)
    for sq in p.frames:
        cx, cy = centre(sq)
        box = pygame.Rect(0, 0, round(size) - 2, round(size) - 2)
        box.center = (round(cx), round(cy))
        pygame.draw.rect(s, LANE, box, 3)
    if p.ball is not None:
        bx, by = centre(p.ball)
        shape = pygame.Rect(0, 0, size * 0.38, size * 0.23)
        shape.center = (round(bx + size * 0.27), round(by - size * 0.3))
        pygame.draw.ellipse(s, (140, 84, 40), shape)
        pygame.draw.ellipse(s, STRIPE, shape, 1)
    for a, b, words in p.lanes:
        (ax, ay), (bx, by) = centre(a), centre(b)
        tag = pygame.Rect(0, 0, ui.text_width(words, 16) + 8, ui.line_height(16))
        tag.center = (round((ax + bx) / 2), round((ay + by) / 2 - size * 0.45))
        pygame.draw.rect(s, ui.PANEL, tag, border_radius=4)
        ui.text(s, words, tag.center, 16, LANE, "center")
    y = area.bottom - 2 - len(lines) * ui.line_height(CAPTION)
    for line in lines:
        ui.text(s, line, (area.centerx, y), CAPTION, ui.MUTED, "midtop")
        y += ui.line_height(CAPTION)


def _arrow(s: pygame.Surface, a: tuple[float, float], b: tuple[float, float], size: float) -> None:
    pygame.draw.line(s, ui.ACCENT, a, b, 3)
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / n, dy / n
    tip = (b[0] - ux * size * 0.4, b[1] - uy * size * 0.4)
    wing = size * 0.18
    pygame.draw.polygon(
        s,
        ui.ACCENT,
        [
            tip,
            (tip[0] - ux * wing * 1.6 + uy * wing, tip[1] - uy * wing * 1.6 - ux * wing),
            (tip[0] - ux * wing * 1.6 - uy * wing, tip[1] - uy * wing * 1.6 + ux * wing),
        ],
    )


def _dashed(s: pygame.Surface, a: tuple[float, float], b: tuple[float, float]) -> None:
    for k in range(0, 10, 2):
        p = (a[0] + (b[0] - a[0]) * k / 10, a[1] + (b[1] - a[1]) * k / 10)
        q = (a[0] + (b[0] - a[0]) * (k + 1) / 10, a[1] + (b[1] - a[1]) * (k + 1) / 10)
        pygame.draw.line(s, ui.MUTED, p, q, 2)


_NAMES = ("E1", "L1", "L2", "C", "L3", "L4", "E2")
_LINE = [((4, r), n, HOME) for r, n in zip(range(1, 8), _NAMES, strict=True)]
_DEFENCE = [((5, r), n, AWAY) for r, n in zip(range(1, 8), _NAMES, strict=True)]
_BACKS = [((3, 4), "B1", HOME), ((2, 3), "B2", HOME), ((2, 4), "B3", HOME), ((2, 5), "B4", HOME)]
_DEEP = [((6, 2), "B1", AWAY), ((6, 6), "B2", AWAY), ((8, 1), "B3", AWAY), ((8, 7), "B4", AWAY)]

BOARD = Page(
    "The board and your men",
    (
        "The field is 100 yards of 5-yard squares. You are red and defend the left end zone; the "
        "CPU is blue. Carry the ball into the CPU's end zone, on the right.",
        "Each man is labelled: B a Back, E an End, C the Center, L a lineman. The blue line is the "
        "line of scrimmage, the yellow marks the first down, 10 yards on.",
        "A down is one play. You have 4 downs to carry the ball past the yellow marker; pass it "
        "and you have 4 downs again. A game is 40 plays.",
        "Stopped on the marker itself (under a yard to go): still short; the ball must pass "
        "the yellow marker for a first down.",
    ),
    Picture(
        10,
        9,
        [*_LINE, *_BACKS, *_DEFENCE, *_DEEP],
        scrimmage=5,
        marker=7,
        caption="Red: your men lined up Backs in a T. Blue: the CPU lined up to stop the run",
    ),
)

SERIES = Page(
    "Your turn: three moves",
    (
        "Your turn is three moves: one man three spaces, one man one and another two, or "
        "three men one space each. Click a man, then one of the yellow dots round him.",
        "The snap, the Center's ball to the man directly behind him (your quarterback: B1 in "
        '"Backs in a T"), is the first of your three moves: two are left after it.',
        "Backs and Ends move any way; linemen on offence never diagonally (a foul, 15 yards). "
        "Then the CPU's turn, and so on until a tackle or a score.",
        "Any man may carry the ball: the rules let the carrier hand off to any man of his next to "
        "him, a lineman too (past the line, only beside or behind him). Only Backs and Ends may "
        "catch a forward pass; a lateral may be caught by any man.",
        "If the ball gains no ground for four turns in a row, the play is whistled dead where the ball is.",
        "Fumbles: your ball carrier may drop the ball when he moves unsteadily. A click moves him "
        "as steadily as your clicks are set (H: shaky, steady or sure); a drag onto one square "
        "moves him at the pace of your own hand (sharp turns or sudden stops can drop the ball). "
        "A drag across several squares makes one move a square, in order, as clicks do.",
    ),
    Picture(
        8,
        5,
        [((2, 2), "C", HOME), ((1, 2), "B1", HOME), ((3, 2), "C", AWAY)],
        arrows=[((1, 2), (1, 3)), ((1, 3), (2, 4)), ((2, 4), (3, 4))],
        ball=(1, 2),
        scrimmage=2.5,
        caption="B1 takes the snap, then runs two spaces",
    ),
)

LINEUP = Page(
    "Lining up",
    (
        "Before each play both teams line up: the team with the ball first, then the defence. Pick "
        "a formation in the panel (it is laid out on the board at once), or drag your men to "
        "squares of your own side; Ready when it looks right.",
        "Offence: seven men on the line and a man right behind the Center to take the snap. "
        '"Backs in a T" and "Backs spread out" suit a run or a pass; to punt, the punt formation '
        "puts your kicker two squares back, the safe punt formation three.",
        'Defence: "stop the run" puts 7 men on the line against a run; "stop the pass" only 5, '
        "with more men back to cover receivers. Fewer than seven offensive men on the line: call "
        "the illegal formation (5 yards).",
    ),
    Picture(
        10,
        9,
        [*_LINE, *_BACKS, *_DEFENCE],
        scrimmage=5,
        caption="the T: seven on the line, B1 behind the Center",
    ),
)

BLOCK = Page(
    "Blocking",
    (
        "Land one of your men on one of the CPU's men: a block. Both are out of the play, drawn "
        "side by side on their square.",
        "When you choose a man, a yellow ring marks each opponent he can land on. Nobody stays on "
        "a blocker: a man of yours may cross your own block (a yellow square frame round it when he "
        "can: one move onto it, the next off it); nobody of yours may cross the CPU's block.",
        "A defender may not block an End or Back of the offence past the line: pass interference.",
        "Gaining ground against the rush: block the man in front of your ball carrier, then step "
        "the carrier onto your own block and off it beyond (two moves).",
    ),
    Picture(
        7,
        4,
        [((1, 1), "L1", HOME), ((2, 1), "L1", AWAY), ((3, 2), "B2", HOME), ((5, 2), "L3", AWAY)],
        arrows=[((1, 1), (2, 1))],
        rings=[(2, 1)],
        pairs=[((4, 2), "L2", "E1")],
        caption="ringed: your L1 can block the CPU's L1; at the right a block",
    ),
)

TACKLE = Page(
    "On defence: tackling",
    (
        "On defence your turn comes after theirs. Land one of your men on the man with the "
        "ball: a tackle. The play is over. Block the men in your way; against a pass, stand on a "
        "passing lane, 2, 4, 6... spaces from the passer, to intercept.",
        "The new line of scrimmage is the line touching the front of the ball carrier.",
        "When the CPU can pass, its lanes are drawn from its passer, each square where a man of "
        "yours would intercept framed.",
    ),
    Picture(
        7,
        4,
        [((2, 2), "B1", AWAY), ((4, 1), "E1", HOME)],
        arrows=[((4, 1), (3, 2)), ((3, 2), (2, 2))],
        rings=[(2, 2)],
        ball=(2, 2),
        caption="E1 reaches the CPU's ball carrier: tackled",
    ),
)

PASS = Page(
    "Passing: when a receiver is open",
    (
        "After your turn, with the ball behind the line, Call pass. The CPU then has its turn, "
        "and you throw.",
        "A receiver is open when he is a Back or an End 2, 4 or 6 spaces from the passer "
        "(or 8, 10, 12 for a long pass) on a straight or diagonal line ahead.",
        "The board draws each open receiver's lane with its distance. Short: one die, any even "
        "number completes. Long: both dice must be even.",
    ),
    Picture(
        8,
        6,
        [((1, 2), "B1", HOME), ((5, 2), "E1", HOME), ((3, 4), "B2", HOME), ((4, 0), "E2", HOME)],
        lanes=[((1, 2), (5, 2), "4 spaces"), ((1, 2), (3, 4), "2 spaces")],
        crosses=[((1, 2), (4, 0))],
        ball=(1, 2),
        scrimmage=2,
        caption="E1 and B2 are open; E2 is on no line",
    ),
)

INTERCEPT = Page(
    "Interceptions",
    (
        "A defender standing on the lane 2, 4, 6... spaces from the passer intercepts "
        "when the die shows his distance.",
        "Before you throw, each receiver's chances are over him and in the panel: complete, "
        "intercepted by whom, incomplete. An interception gives the CPU the ball at once.",
    ),
    Picture(
        8,
        4,
        [((1, 1), "B1", HOME), ((7, 1), "E1", HOME), ((3, 1), "B3", AWAY)],
        # The lane's tag names its receiver: "6 spaces" alone, by B3, read as B3's distance
        # (newcomer 5/10: "6 spaces" against a caption of "two spaces out").
        lanes=[((1, 1), (7, 1), "to E1: 6 spaces")],
        frames=[(3, 1), (5, 1)],
        ball=(1, 1),
        caption="the die shows 2: B3, two spaces from B1, intercepts",
    ),
)

LATERAL = Page(
    "Call lateral, and steady clicks (H)",
    (
        "Call lateral: after your turn, your carrier tosses the ball sideways or back (never "
        "ahead) to any man 2, 4 or 6 spaces away on a straight or diagonal line, even past the line "
        "of scrimmage. It is thrown like a short pass: the defence has its three moves first, then "
        "you pick who takes it; one die, any even number completes; a drop ends the down at the "
        "line. Use it when your carrier is trapped.",
        "H: how steadily a click moves your men: shaky, steady (the default) or sure. The "
        "steadier, the less often your ball carrier drops the ball when a click moves him.",
    ),
    Picture(
        8,
        5,
        [((4, 2), "B1", HOME), ((4, 4), "B2", HOME), ((2, 2), "B3", HOME), ((5, 2), "L2", AWAY)],
        lanes=[((4, 2), (4, 4), "2 spaces"), ((4, 2), (2, 2), "2 spaces")],
        ball=(4, 2),
        scrimmage=3,
        caption="B1 is trapped: a lateral to B2 (beside) or B3 (behind)",
    ),
)

KICKS = Page(
    "Kicks",
    (
        "Each half starts with a kick-off from the kicking team's 40: both dice, 5 yards a spot. "
        "Then the kicking team may move as many of its men as it likes, each three spaces "
        "straight forward (all 11 if it wishes): the one time more than three men move at once.",
        "Punt: from the punt formation the kicker stands two squares behind the Center; after "
        "your turn, Call punt. The ball is set one space in front of him and the defence has its "
        "three moves to land a man on it (a blocked kick); if nobody does, both dice say how far "
        "it flies. Field goal: the same, from the CPU's 45 or nearer.",
        "The safe punt formation puts the kicker three squares behind the Center: the ball is "
        "then out of the defence's reach, a square shorter. The CPU punts from it.",
    ),
    Picture(
        8,
        5,
        [((3, 2), "C", HOME), ((1, 2), "B1", HOME), ((4, 2), "C", AWAY)],
        arrows=[((2, 2), (7, 2))],
        ball=(2, 2),
        scrimmage=3.5,
        caption="Call punt: the ball set in front of B1, the dice say how far",
    ),
)

SCORING = Page(
    "Scoring",
    (
        "Touchdown, 6: the ball carrier stands in the CPU's end zone. Then the point after, 1: "
        "a die, anything but a 1.",
        "Field goal, 3. Safety, 2: your ball carrier tackled in your own end zone.",
        "The scoring team kicks off. After 40 plays the higher score wins.",
    ),
    Picture(
        7,
        4,
        [((4, 2), "B2", HOME), ((3, 1), "B1", AWAY)],
        arrows=[((4, 2), (5, 2))],
        ball=(4, 2),
        end_zone=2,
        caption="B2 steps into the end zone: touchdown",
    ),
)

PAGES = (BOARD, LINEUP, SERIES, BLOCK, TACKLE, PASS, INTERCEPT, LATERAL, KICKS, SCORING)


def pages() -> list[Page]:
    return list(PAGES)


def page_for(game: AllPro, humans: Collection[Team]) -> Page:
    """The page about the moment the person is in, which F1 opens on: lining up, moving his men,
    passing, kicking, defending."""
    g = game
    if g.is_over():
        return SCORING
    if g.phase in (Phase.FORMATION, Phase.RETURN_FORMATION):
        return LINEUP
    if g.phase in (Phase.KICKOFF, Phase.FREE_ADVANCE, Phase.SAFETY_KICK) or g.pending_kick is not None:
        return KICKS
    if g.phase == Phase.PAT:
        return SCORING
    mine = g.offence in humans if len(humans) == 1 else g.mover == g.offence
    if g.passing is not None or g.phase in (Phase.CALL, Phase.THROW):
        lateral = g.passing is not None and g.passing[0] == PassKind.LATERAL
        if not mine:
            return INTERCEPT
        return LATERAL if lateral else PASS
    if mine and g.kicker is not None and g.kicker == g.carrier:
        return KICKS
    return SERIES if mine else TACKLE

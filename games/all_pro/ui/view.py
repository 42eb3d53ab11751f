"""Drawing the All-Pro Football board: 5-yard squares, light and dark, end zones, the yard
stripes, the line of scrimmage and the first-down marker, the men (a block drawn as the two men
side by side on their square), the ball, the squares a chosen man may go to (a ring round a man
he would block or tackle), the lanes of a pass to the open receivers with their distances, and
the dice. Men glide from square to square (tile physics, :mod:`sim.tiles.grid`)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from games.all_pro.rules.board import COLS, ROWS, Team
from games.all_pro.rules.engine import OFF, AllPro
from games.all_pro.ui.badges import along, around, clear_place
from games.all_pro.ui.pieces import Pieces, pieces_of
from games.window import ui
from sim.tiles.grid import Glide, Square, Tumble

LIGHT, DARK = (58, 140, 72), (46, 118, 60)
END_ZONE = {Team.HOME: (150, 60, 52), Team.AWAY: (52, 80, 150)}
TEAM = {Team.HOME: (214, 56, 46), Team.AWAY: (48, 96, 214)}
STRIPE = (236, 240, 236)
FADED = {team: (r // 2 + 64, g // 2 + 64, b // 2 + 64) for team, (r, g, b) in TEAM.items()}
SCRIMMAGE, MARKER = (80, 180, 255), (255, 214, 0)
BALL = (140, 84, 40)
ROLLING = (150, 150, 150)  # a die still rolling: grey, never read as the result
DICE_SHOWN = 3.0  # s the dice stay on the board once they have settled
FOUL = (255, 255, 255)  # a penalised move's cross: white, unlike the yellow of an allowed one
DANGER = (255, 150, 40)  # the defence's reach: orange stripes, unlike any team's or mark's colour
# A block's frame, by the side that blocked: its team's colour made light (the panel's words).
BLOCK_FRAME = {Team.HOME: (255, 140, 120), Team.AWAY: (140, 190, 255)}
LANE = (120, 230, 255)  # a pass lane: light, over the green and the men's colours alike
LABEL = 18  # the least size of a man's label: 12 px, readable at the smallest window
FONT_PX = 0.6875  # px of the kit's font a size is (games/window/ui.py)


def readable() -> int:
    """The least size of text that is 12 px high at the player's scale (a blocked pair's labels,
    side by side on one square, no larger)."""
    return math.ceil(12 / FONT_PX / ui.scale())


@dataclass(frozen=True, slots=True)
class Lane:
    """A pass open from ``passer`` to ``receiver``: ``spaces`` on a straight or diagonal line."""

    passer: Square
    receiver: Square
    spaces: int
    stops: tuple[Square, ...] = ()  # on defence: where a man of yours would intercept (small rings)


def _centred(x: float, y: float, width: float, height: float) -> pygame.Rect:
    box = pygame.Rect(0, 0, round(width), round(height))
    box.center = (round(x), round(y))
    return box


def ball_at(cx: float, cy: float, radius: float) -> tuple[float, float]:
    """Where the ball is drawn on its carrier: at his shoulder, outside his disc, clear of
    his label (it hid the carrier's name, play-test 5/10)."""
    return cx + radius * 1.05, cy - radius * 0.95


def label(man: str) -> str:
    """A man as the board shows him: "home.B1" is B1."""
    return man.split(".", 1)[1]


class BoardView:
    """Board squares to screen pixels: the field's length across the window, home on the left."""

    def __init__(self, game: AllPro) -> None:
        self.game = game
        self.size = 1.0
        self.origin = (0.0, 0.0)
        self.area = pygame.Rect(0, 0, 1, 1)
        self.glides: dict[str, Glide] = {}
        self.dice: Tumble | None = None
        self.dice_age = 0.0
        self.dice_box: pygame.Rect | None = None  # where the dice roll: off the field (the scene says)
        self.frozen: Pieces | None = None  # a play's end, held: drawn instead of the cleared board
        self.shown = pieces_of(game)  # what this frame draws (taken once a frame)

    def pieces(self) -> Pieces:
        """The men and the ball to draw: the held picture of a play's end, else the game's."""
        return self.frozen if self.frozen is not None else pieces_of(self.game)

    def layout(self, area: pygame.Rect) -> None:
        self.area = area
        self.size = min(area.width / ROWS, area.height / COLS)
        self.origin = (area.centerx - self.size * ROWS / 2, area.centery - self.size * COLS / 2)

    def field(self) -> pygame.Rect:
        """The board's squares on the screen, end zone to end zone."""
        x, y = self.origin
        return pygame.Rect(round(x), round(y), round(ROWS * self.size), round(COLS * self.size))

    def rect(self, square: Square) -> pygame.Rect:
        col, row = square
        x = self.origin[0] + row * self.size
        y = self.origin[1] + (COLS - 1 - col) * self.size
        return pygame.Rect(round(x), round(y), round(self.size) + 1, round(self.size) + 1)

    def centre(self, col: float, row: float) -> tuple[float, float]:
        return (
            self.origin[0] + (row + 0.5) * self.size,
            self.origin[1] + (COLS - 1 - col + 0.5) * self.size,
        )

    def square_at(self, pos: tuple[int, int]) -> Square | None:
        row = int((pos[0] - self.origin[0]) // self.size)
        col = COLS - 1 - int((pos[1] - self.origin[1]) // self.size)
        return (col, row) if 0 <= col < COLS and 0 <= row < ROWS else None

    def stripe_x(self, stripe: int) -> float:
        """Screen x of a yard stripe (yards from the home goal line)."""
        return self.origin[0] + (stripe / 5 + 2) * self.size

    # ----------------------------------------------------------------- animation
    def glide(self, man: str, path: list[Square]) -> None:
        self.glides[man] = Glide(man, path, speed=4.0)  # a square in a quarter second: followable

    def roll(self, values: tuple[int, ...]) -> None:
        self.dice = Tumble(values)
        self.dice_age = 0.0

    def update(self, dt: float) -> None:
        for g in list(self.glides.values()):
            g.step(dt)
            if g.done:
                del self.glides[g.piece]
        if self.dice is not None:
            self.dice.step(dt)
            self.dice_age += dt
            if self.dice_age > self.dice.duration + DICE_SHOWN:
                self.dice = None  # read: off the board, so an old roll is never taken for a new one

    @property
    def busy(self) -> bool:
        return bool(self.glides) or (self.dice is not None and not self.dice.done)

    # ----------------------------------------------------------------- drawing
    def draw(
        self,
        s: pygame.Surface,
        selected: str | None = None,
        targets: list[Square] | None = None,
        places: dict[str, Square] | None = None,
        held: tuple[str, tuple[float, float]] | None = None,
        tags: dict[Square, str] | None = None,
        lanes: list[Lane] | None = None,
        fouls: dict[Square, str] | None = None,
        danger: frozenset[Square] = frozenset(),
        landing: dict[Square, str] | None = None,
    ) -> None:
        """The board; ``targets``: squares to mark (a dot on a free one, a ring round a man on
        one: a block, a tackle, a man to hand off to); ``held``: a man in the hand, drawn at that
        point of the screen; ``tags``: a word over some squares (a receiver's odds); ``lanes``:
        the pass lanes open now, each with its distance; ``fouls``: targets the rules penalise,
        marked with a cross and their words instead (never as a plain allowed move); ``danger``:
        the squares the defence can land a man on in its three moves, striped under the men;
        ``landing``: a kick's chance of coming down on each square, on the square itself."""
        fouls = fouls or {}
        targets = [sq for sq in targets or [] if sq not in fouls]
        self.shown = self.pieces()
        self._field(s)
        self._lines(s)
        for square in danger:
            self._danger(s, square)
        taken = self._taken(places)
        blocks = self.shown.blocks
        for lane in lanes or []:
            pygame.draw.line(s, LANE, self.centre(*lane.passer), self.centre(*lane.receiver), 3)
            for stop in lane.stops:  # a square framed: never a circle, the lane's number is one
                pygame.draw.rect(s, LANE, self.rect(stop).inflate(-4, -4), 3)
        for square in targets or []:
            if square not in taken:
                pygame.draw.circle(s, ui.ACCENT, self.centre(*square), self.size * 0.16)
        self._men(s, selected, places, held)
        for square in targets or []:
            if square in blocks:
                self._over(s, square)  # your own block: he passes over it, never stays
            elif square in taken:  # a man there: ring him, over his disc
                pygame.draw.circle(s, ui.ACCENT, self.centre(*square), self.size * 0.47, 4)
        marks = self._occupied()  # the men, their labels and the ball: never covered by a mark
        for square in fouls:
            self._cross(s, square)
        for square, words in (tags or {}).items():
            self._odds_tag(s, square, words, marks)
        for square, words in (landing or {}).items():
            self._landing_tag(s, square, words, marks, taken)
        said: set[str] = set()
        for square, words in sorted(fouls.items()):  # each foul's words once: never two stacked
            if words not in said:
                said.add(words)
                self._odds_tag(s, square, words, marks, FOUL)
        for lane in sorted(lanes or [], key=lambda lane: lane.spaces):  # the shortest, least room, first
            others = [other for other in lanes or [] if other != lane]
            self._lane_tag(s, lane, marks, others)
        if self.dice is not None and self.dice_box is None:
            self.draw_dice(s)  # no box given: by the field (the scene draws them in theirs)

    def _danger(self, s: pygame.Surface, square: Square) -> None:
        """A square in the defence's reach: an orange frame and stripes (not a colour alone),
        the grass and any man on it still seen."""
        box = self.rect(square).inflate(-2, -2)
        step = max(6, round(self.size / 4))
        clip = s.get_clip()
        s.set_clip(box.clip(clip) if clip else box)
        for k in range(-box.height, box.width, step):  # stripes from bottom left to top right
            pygame.draw.line(s, DANGER, (box.left + k, box.bottom), (box.left + k + box.height, box.top), 2)
        s.set_clip(clip)
        pygame.draw.rect(s, DANGER, box, 2)

    def _cross(self, s: pygame.Surface, square: Square) -> None:
        """A move the rules penalise: a cross over the square (over the man there), never the
        dot or ring of an allowed move."""
        x, y = self.centre(*square)
        r = self.size * 0.3
        for dx, dy in ((r, r), (r, -r)):
            pygame.draw.line(s, ui.INK, (x - dx, y - dy), (x + dx, y + dy), 7)
            pygame.draw.line(s, FOUL, (x - dx, y - dy), (x + dx, y + dy), 4)

    def _taken(self, places: dict[str, Square] | None) -> set[Square]:
        """The squares a man stands on, as drawn."""
        men = self.shown.men
        if places is not None:
            return set(places.values()) | {m.square for m in men.values() if m.id not in places}
        return {m.square for m in men.values() if m.square != OFF}

    def _over(self, s: pygame.Surface, square: Square) -> None:
        """A square of your own block that the chosen man may pass over: a square frame round the
        pair, never the ring of a man to land on (he steps on it, then must step off it)."""
        box = self.rect(square).inflate(-4, -4)
        pair = self.shown.blocks.get(square)
        if pair is not None and not self.stacked(
            square, *pair
        ):  # round the two men (wider than the square where labels are)
            apart, r = self._pair(*pair)
            half = apart + r + 4
            box = pygame.Rect(0, 0, max(box.width, round(2 * half)), box.height)
            box.center = self.rect(square).center
        # The frame alone: an "over" tag under it spilled onto the square below (play-test 22);
        # the status line says what the frame means while the man is chosen.
        pygame.draw.rect(s, ui.ACCENT, box, 3, border_radius=max(2, round(self.size * 0.12)))

    def _occupied(self) -> list[pygame.Rect]:
        """The boxes of everything a mark must not cover: each man's disc and label, and the
        ball, as drawn (a blocked pair side by side)."""
        out: list[pygame.Rect] = []
        g = self.shown
        paired = {m for pair in g.blocks.values() for m in pair}
        for square, pair in g.blocks.items():
            if self.stacked(square, *pair):
                out.append(self.rect(square))
                continue
            cx, cy = self.centre(*square)
            widest = max(ui.text_width(label(m), readable()) for m in pair)
            apart, r = self._pair(*pair)
            half = apart + max(r, widest / 2)
            out.append(_centred(cx, cy, 2 * half, self.size * 0.8))
        radius = self.size * 0.38
        for man in g.men.values():
            if man.square == OFF or man.id in paired:
                continue
            cx, cy = self.centre(*man.square)
            half = max(radius, ui.text_width(label(man.id), max(LABEL, int(self.size * 0.42))) / 2)
            out.append(_centred(cx, cy, 2 * half + 4, 2 * radius + 4))
            if man.id == g.carrier:  # the ball at his shoulder
                out.append(_centred(*ball_at(cx, cy, radius), radius + 2, radius * 0.6 + 2))
        if g.loose is not None:
            cx, cy = self.centre(*g.loose)
            out.append(_centred(cx, cy, radius + 2, radius * 0.6 + 2))
        return out

    def _odds_tag(
        self,
        s: pygame.Surface,
        square: Square,
        words: str,
        marks: list[pygame.Rect],
        colour: tuple[int, int, int] = ui.ACCENT,
    ) -> None:
        """A receiver's chance of a completed pass, in a box beside him (above him, else below
        or at a side), over no man."""
        size = max(LABEL, int(self.size * 0.4))
        room = (ui.text_width(words, size) + 8, ui.line_height(size) + 2)
        box = clear_place(around(self.centre(*square), self.size * 0.38, room), room, marks, self.field())
        if box is None:
            return  # the panel says his odds in words
        marks.append(box)
        ui.overlay(s, box, 230)
        ui.text(s, words, box.center, size, colour, "center")

    def _landing_tag(
        self, s: pygame.Surface, square: Square, words: str, marks: list[pygame.Rect], taken: set[Square]
    ) -> None:
        """A kick's chance of coming down on ``square``: on the square itself when nobody stands
        there, else just above or below it in its own column, never beside it (a tag moved to
        the side read as the next square's, and its own square as having none: play-test 7).
        Where no place is clear it goes on the square all the same, over the man's feet."""
        size = max(readable(), min(LABEL, int(self.size * 0.4)))
        room = (ui.text_width(words, size) + 6, ui.line_height(size) + 2)
        x, y = self.centre(*square)
        if square in taken:
            up = self.size * 0.38 + room[1] / 2 + 2
            box = clear_place([(x, y - up), (x, y + up)], room, marks, self.field())
        else:
            box = clear_place([(x, y)], room, marks, self.field())
        if box is None:
            box = pygame.Rect(0, 0, *room)
            box.midbottom = (round(x), self.rect(square).bottom - 1)
        marks.append(box)
        ui.overlay(s, box, 230)
        ui.text(s, words, box.center, size, ui.ACCENT, "center")

    def _lane_tag(
        self, s: pygame.Surface, lane: Lane, marks: list[pygame.Rect], others: list[Lane] | None = None
    ) -> None:
        """The distance of a lane in spaces, a large badge on the lane itself (nearest its middle)
        or beside it, over no man, no label and no other badge; smaller where a large one finds
        no room, and not drawn where none does (the panel and the buttons say it in words)."""
        words = str(lane.spaces)
        points = along(self.centre(*lane.passer), self.centre(*lane.receiver), lane.spaces, self.size)
        for size in range(max(LABEL + 10, int(self.size * 0.6)), readable() - 1, -2):
            side = max(ui.text_width(words, size), ui.line_height(size)) + 6
            # Clearly on its own lane: never where another lane runs (near the passer, where
            # lanes meet, a badge read as the other lane's).
            mine = [p for p in points if not self._on_other(p, side, others or [])]
            box = clear_place(mine, (side, side), marks, self.field())
            if box is not None:
                marks.append(box)
                pygame.draw.ellipse(s, ui.PANEL, box)
                pygame.draw.ellipse(s, LANE, box, 3)
                ui.text(s, words, box.center, size, LANE, "center")
                return

    def _on_other(self, point: tuple[float, float], side: int, others: list[Lane]) -> bool:
        """Would a badge of ``side`` at ``point`` touch (or come within 4 px of) another lane?"""
        box = pygame.Rect(0, 0, side + 8, side + 8)
        box.center = (round(point[0]), round(point[1]))
        return any(box.clipline(self.centre(*o.passer), self.centre(*o.receiver)) for o in others)

    def _field(self, s: pygame.Surface) -> None:
        for row in range(ROWS):
            for col in range(COLS):
                if row < 2 or row >= ROWS - 2:
                    colour = END_ZONE[Team.HOME if row < 2 else Team.AWAY]
                else:
                    colour = LIGHT if (row + col) % 2 == 0 else DARK
                pygame.draw.rect(s, colour, self.rect((col, row)))
        top, bottom = self.origin[1], self.origin[1] + COLS * self.size
        for stripe in range(0, 101, 5):
            x = self.stripe_x(stripe)
            pygame.draw.line(s, STRIPE, (x, top), (x, bottom), 3 if stripe in (0, 100) else 1)
            if stripe % 10 == 0 and 0 < stripe < 100:
                label = str(min(stripe, 100 - stripe))
                ui.text(s, label, (x, bottom + 3), 18, ui.MUTED, "midtop")
        width, height = round(ROWS * self.size), round(COLS * self.size)
        outline = pygame.Rect(round(self.origin[0]), round(top), width, height)
        pygame.draw.rect(s, STRIPE, outline, 2)

    def _lines(self, s: pygame.Surface) -> None:
        """The line of scrimmage and the first-down marker, while the down is the offence's own:
        on a return (a kick, an interception, a fumble taken) they no longer mean anything. They
        stop at the board's lower edge, clear of the yard numbers under it."""
        g = self.game
        top, bottom = self.origin[1] - 6, self.origin[1] + COLS * self.size
        if g.is_down and not g.possession_changed:
            pygame.draw.line(s, SCRIMMAGE, (self.stripe_x(g.line), top), (self.stripe_x(g.line), bottom), 4)
            x = self.stripe_x(g.marker)
            if g.marker == g.line:  # inches to go: the marker beside the line, both seen
                x += 6 * g.offence.forward
            pygame.draw.line(s, MARKER, (x, top - 8), (x, top + 14), 5)
            pygame.draw.line(s, MARKER, (x, bottom - 20), (x, bottom), 5)

    def _men(
        self,
        s: pygame.Surface,
        selected: str | None,
        places: dict[str, Square] | None,
        held: tuple[str, tuple[float, float]] | None,
    ) -> None:
        g = self.shown
        radius = self.size * 0.38
        # The blocks first: a man passing over his own block (on it for one move) is drawn on
        # top of the pair, never hidden under it.
        for square, (blocker, blocked) in g.blocks.items():
            self._block(s, square, blocker, blocked)
        paired = {m for pair in g.blocks.values() for m in pair}
        # A held tackle: two men on one square, both drawn, side by side like a block (the
        # tackled carrier vanished under the tackler, play-test 5/10).
        shared = self._shared(places)
        plates = {m for m in shared if m not in self.glides}
        for square, pair in self._tackles(plates).items():
            # A held tackle: a plate like a block's (two small discs overlapped, play-test 22).
            self._block(s, square, *pair, framed=False)
            if g.carrier in pair:
                cx, cy = self.centre(*square)
                apart, _ = self._pair(*pair)
                self._ball(s, cx + 2 * apart - 2, cy - self.size * 0.34, radius)
        for man in g.men.values():
            square = places[man.id] if places and man.id in places else man.square
            if square == OFF or man.id in paired or man.id in plates:
                continue
            glide = self.glides.get(man.id)
            cx, cy = self.centre(*glide.position()) if glide else self.centre(*square)
            r = radius
            if held is not None and held[0] == man.id:
                cx, cy, r = held[1][0], held[1][1], radius
            size = readable() if r < radius else None
            self._man(s, man.id, (cx, cy), r, man.id == selected, label_size=size)
            if man.id == g.carrier:
                self._ball(s, *ball_at(cx, cy, r), r)
        if g.loose is not None:
            self._ball(s, *self.centre(*g.loose), radius)

    def _tackles(self, men: set[str]) -> dict[Square, tuple[str, str]]:
        """The men two on one square, by square: (the home team's man, the other)."""
        on: dict[Square, list[str]] = {}
        for m in sorted(men):
            on.setdefault(self.shown.men[m].square, []).append(m)
        out: dict[Square, tuple[str, str]] = {}
        for square, two in on.items():
            if len(two) == 2:
                home = sorted(two, key=lambda m: self.shown.men[m].team != Team.HOME)
                out[square] = (home[0], home[1])
        return out

    def _shared(self, places: dict[str, Square] | None) -> dict[str, int]:
        """The men standing two on one square (a tackle held on the board): -1 for the one
        drawn at the left, +1 the right (the home team's man on the left)."""
        if places is not None:
            return {}
        paired = {m for pair in self.shown.blocks.values() for m in pair}
        on: dict[Square, list[str]] = {}
        for m in self.shown.men.values():
            if m.square != OFF and m.id not in paired:
                on.setdefault(m.square, []).append(m.id)
        out: dict[str, int] = {}
        for men in on.values():
            if len(men) == 2:
                home = sorted(men, key=lambda m: self.shown.men[m].team != Team.HOME)
                out[home[0]], out[home[1]] = -1, 1
        return out

    def _man(
        self,
        s: pygame.Surface,
        man: str,
        at: tuple[float, float],
        radius: float,
        selected: bool = False,
        label_size: int | None = None,
    ) -> None:
        m = self.shown.men[man]
        colour = FADED[m.team] if m.out else TEAM[m.team]
        pygame.draw.circle(s, colour, at, radius)
        edge = ui.ACCENT if selected else (20, 20, 24)
        pygame.draw.circle(s, edge, at, radius, 3 if selected else 1)
        # His label as the buttons and the log name him: his position and number (B1, L3).
        size = label_size or max(LABEL, int(self.size * 0.42))
        ui.text(s, label(man), at, size, ui.PAPER, "center")

    def _block(
        self, s: pygame.Surface, square: Square, blocker: str, blocked: str, framed: bool = True
    ) -> None:
        """A block: the two men side by side on their square, the blocker on his own side of it,
        each a half of one plate in his team's colour with his label inside it, as large as the
        half holds (small discs under larger labels could not be read at 960x600)."""
        cx, cy = self.centre(*square)
        home_left = self.shown.men[blocker].team == Team.HOME
        left, right = (blocker, blocked) if home_left else (blocked, blocker)
        apart, _ = self._pair(left, right)
        if self.stacked(square, left, right):
            self._stack(s, square, left, right, blocker if framed else None)
            return
        size = self._pair_label(left, right)
        height = max(ui.line_height(size) + 2, round(self.size * 0.6))
        if framed:
            plate = pygame.Rect(round(cx - 2 * apart), round(cy - height / 2), round(4 * apart), height)
            self._block_frame(s, plate, blocker)
        for man, x in ((left, cx - 2 * apart), (right, cx)):
            half = pygame.Rect(round(x), round(cy - height / 2), round(2 * apart), height)
            m = self.shown.men[man]
            pygame.draw.rect(s, FADED[m.team] if m.out else TEAM[m.team], half, border_radius=4)
            pygame.draw.rect(s, (20, 20, 24), half, 1, border_radius=4)
            ui.text(s, label(man), half.center, size, ui.PAPER, "center")

    def _block_frame(self, s: pygame.Surface, plate: pygame.Rect, blocker: str) -> None:
        """A frame round a block in the colour of the side that made it (light, over the grass):
        whose block it is, seen, not only the two colours of its men (a newcomer could not tell
        his own blocks, which his men may cross, from the CPU's, which they may not)."""
        colour = BLOCK_FRAME[self.shown.men[blocker].team]
        pygame.draw.rect(s, ui.INK, plate.inflate(10, 10), 2, border_radius=6)
        pygame.draw.rect(s, colour, plate.inflate(8, 8), 4, border_radius=6)

    def stacked(self, square: Square, left: str, right: str) -> bool:
        """Is a pair drawn one man over the other, inside its square: when side by side its plate
        would be wider than the square and a pair stands beside it in the row (play-test 28: two
        such plates overlapped, "L2 L: C B: L1 B1")?"""
        apart, _ = self._pair(left, right)
        if 4 * apart <= self.size - 2:
            return False
        c, r = square
        return (c - 1, r) in self.shown.blocks or (c + 1, r) in self.shown.blocks

    def _stack(self, s: pygame.Surface, square: Square, left: str, right: str, blocker: str | None) -> None:
        """A pair one over the other: each man a full-width half of his square's plate, the
        label as large as the half holds (never outside the square), framed in the colour of
        the side that blocked."""
        box = self.rect(square).inflate(-8, -8)
        if blocker is not None:
            self._block_frame(s, box, blocker)
        half = box.height // 2
        size = self._stack_label(left, right, box.width - 6, half)
        for man, top in ((left, box.top), (right, box.top + half)):
            plate = pygame.Rect(box.left, top, box.width, half)
            m = self.shown.men[man]
            pygame.draw.rect(s, FADED[m.team] if m.out else TEAM[m.team], plate, border_radius=3)
            pygame.draw.rect(s, (20, 20, 24), plate, 1, border_radius=3)
            ui.text(s, label(man), plate.center, size, ui.PAPER, "center")

    def _stack_label(self, left: str, right: str, width: int, height: int) -> int:
        """The largest label size whose two labels fit a stacked pair's halves (down to 1)."""
        for size in range(max(LABEL, int(self.size * 0.42)), 0, -1):
            wide = max(ui.text_width(label(m), size) for m in (left, right))
            if wide <= width and ui.line_height(size) <= height:
                return size
        return 1

    def _pair_label(self, left: str, right: str) -> int:
        """The largest label size (no smaller than readable) whose two labels fit their halves, 4 px
        in from each side (8 px between the two labels)."""
        apart, _ = self._pair(left, right)
        for size in range(max(LABEL, int(self.size * 0.42)), readable(), -1):
            if max(ui.text_width(label(m), size) for m in (left, right)) <= 2 * apart - 8:
                return size
        return readable()

    def _pair(self, left: str, right: str) -> tuple[float, float]:
        """A blocked pair's half spacing and the half-width of each man's half: the plate fills
        its square (wider only where the labels at the readable size need it)."""
        widest = max(ui.text_width(label(m), readable()) for m in (left, right))
        apart = max(0.5 * self.size - 1, widest + 8) / 2
        return apart, apart

    def _ball(self, s: pygame.Surface, cx: float, cy: float, radius: float) -> None:
        shape = pygame.Rect(cx - radius * 0.5, cy - radius * 0.3, radius, radius * 0.6)
        pygame.draw.ellipse(s, BALL, shape)
        pygame.draw.ellipse(s, STRIPE, shape, 1)

    def draw_dice(self, s: pygame.Surface) -> None:
        """The dice in their box off the field (beside it, or in the panel), never over the field's
        corner and end zone; without a box, just outside the field's top right corner."""
        if self.dice is None:
            return
        n = len(self.dice.shown)
        box = self.dice_box or pygame.Rect(self.area.right - 90 * n, self.area.top - 44, 90 * n, 40)
        gap = 8
        side = max(16, min(int(self.size * 1.1), box.height - 4, (box.width - gap * (n + 1)) // n))
        x = box.right - (side + gap) * n
        # Rolling faces are drawn grey and tilted, the settled ones white: a face seen mid-roll was
        # read as the result (play-test 22); once settled they show the rolled values.
        rolling = not self.dice.done
        for k, value in enumerate(self.dice.shown):
            face = pygame.Rect(x + k * (side + gap), box.centery - side // 2, side, side)
            paper = ROLLING if rolling else ui.PAPER
            if rolling:
                face = face.move(0, -3 if (k + int(self.dice.t / 0.07)) % 2 else 3)
            pygame.draw.rect(s, paper, face, border_radius=6)
            pygame.draw.rect(s, (30, 30, 30), face, 2, border_radius=6)
            ink = (90, 90, 90) if rolling else ui.INK
            ui.text(s, str(value), face.center, int(side * 0.8), ink, "center")

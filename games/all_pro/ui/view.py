"""Drawing the All-Pro Football board: 5-yard squares, light and dark, end zones, the yard
stripes, the line of scrimmage and the first-down marker, the men (a block drawn as the two men
side by side on their square), the ball, the squares a chosen man may go to (a ring round a man
he would block or tackle), the lanes of a pass to the open receivers with their distances, and
the dice. Men glide from square to square (tile physics, :mod:`sim.tiles.grid`)."""

from __future__ import annotations

import pygame

from games.all_pro.rules.board import COLS, ROWS, Team
from games.all_pro.rules.engine import OFF, AllPro
from games.all_pro.ui.field_layer import DARK as DARK
from games.all_pro.ui.field_layer import END_ZONE as END_ZONE
from games.all_pro.ui.field_layer import LIGHT as LIGHT
from games.all_pro.ui.field_layer import STRIPE as STRIPE
from games.all_pro.ui.field_layer import draw_field
from games.all_pro.ui.pieces import Pieces, pieces_of
from games.all_pro.ui.tags import LABEL, Tags
from games.all_pro.ui.tags import LANE as LANE
from games.all_pro.ui.tags import Lane as Lane
from games.all_pro.ui.tags import readable as readable
from games.window import ui
from sim.tiles.grid import Glide, Square, Tumble

TEAM = {Team.HOME: (214, 56, 46), Team.AWAY: (48, 96, 214)}
FADED = {team: (r // 2 + 64, g // 2 + 64, b // 2 + 64) for team, (r, g, b) in TEAM.items()}
SCRIMMAGE, MARKER = (80, 180, 255), (255, 214, 0)
MARKER_TICK = 14  # px of the first-down marker's ticks, off the field above and below it
BALL = (140, 84, 40)
ROLLING = (150, 150, 150)  # a die still rolling: grey, never read as the result
SMALLEST = 12  # the least label size of three men on one square (a crossing): 10 px high
DICE_SHOWN = 3.0  # s the dice stay on the board once they have settled
FOUL = (255, 255, 255)  # a penalised move's cross: white, unlike the yellow of an allowed one
DANGER = (255, 150, 40)  # the defence's reach: a light orange wash, unlike any team's or mark's colour
# A block's frame, by the side that blocked: its team's colour made light (the panel's words).
BLOCK_FRAME = {Team.HOME: (255, 140, 120), Team.AWAY: (140, 190, 255)}


def _centred(x: float, y: float, width: float, height: float) -> pygame.Rect:
    box = pygame.Rect(0, 0, round(width), round(height))
    box.center = (round(x), round(y))
    return box


def ball_at(cx: float, cy: float, radius: float) -> tuple[float, float]:
    """Where the ball is drawn on its carrier: at his shoulder, outside his disc, clear of
    his label (it hid the carrier's name, play-test 5/10)."""
    return cx + radius * 1.05, cy - radius * 0.95


# Squares a second a man glides: a sixth of a second a square, still followable (a quarter of a
# second made a CPU turn of three moves near two seconds: newcomer 5/10, "plays are slow").
GLIDE_SPEED = 6.0


def label(man: str) -> str:
    """A man as the board shows him: "home.B1" is B1."""
    return man.split(".", 1)[1]


class BoardView(Tags):
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
        self.balls: list[pygame.Rect] = []  # where this frame drew the ball (never over a label)
        self.roomy: set[Square] = set()  # squares whose men make room for a kick's chance under them

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
        self.glides[man] = Glide(man, path, speed=GLIDE_SPEED)

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
        self.balls = []
        draw_field(s, self)
        self._lines(s)
        taken = self._taken(places)
        self.landing_size = self.landing_font((landing or {}).values())
        fitting = {sq for sq, words in (landing or {}).items() if self._fits(words, self.landing_size)}
        self.roomy = (fitting & taken) - set(self.shown.blocks)  # a pair keeps its whole square
        for square in danger - taken:
            self._danger(s, square)
        blocks = self.shown.blocks
        for lane in lanes or []:
            pygame.draw.line(s, LANE, self.centre(*lane.passer), self.centre(*lane.receiver), 3)
        for square in targets or []:
            if square not in taken:  # dark-edged: seen on any grass or wash
                pygame.draw.circle(s, ui.INK, self.centre(*square), self.size * 0.16 + 2)
                pygame.draw.circle(s, ui.ACCENT, self.centre(*square), self.size * 0.16)
        for square in fouls:
            if square in taken:  # under the man: its arms in the square's corners, his label seen
                self._cross(s, square, 0.47)
        self._men(s, selected, places, held)
        for square in targets or []:
            if square in blocks:
                self._over(s, square)  # your own block: he passes over it, never stays
            elif square in taken:  # a man there: ring him, over his disc
                pygame.draw.circle(s, ui.ACCENT, self.centre(*square), self.size * 0.47, 4)
        stops = {stop for lane in lanes or [] for stop in lane.stops}
        for stop in stops:  # a square framed over the men: seen with a man of yours on it
            pygame.draw.rect(s, ui.INK, self.rect(stop).inflate(-1, -1), 5)
            pygame.draw.rect(s, LANE, self.rect(stop).inflate(-2, -2), 3)
        marks = self._occupied()  # the men, their labels and the ball: never covered by a mark
        marks += self._dots(targets, taken)  # nor the yellow dots (one hid under a lane's "2")
        for square in fouls:
            if square not in taken:
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
        # A lane's number off the men's squares and the framed ones (a badge over a man, or over
        # the square a man of yours would intercept on, hid what the lane is for: newcomer 5/10).
        kept = marks + [self.rect(sq) for sq in stops | self._taken(None)]
        for lane in sorted(lanes or [], key=lambda lane: lane.spaces):  # the shortest, least room, first
            others = [other for other in lanes or [] if other != lane]
            self._lane_tag(s, lane, kept, others)
        if self.dice is not None and self.dice_box is None:
            self.draw_dice(s)  # no box given: by the field (the scene draws them in theirs)

    def _danger(self, s: pygame.Surface, square: Square) -> None:
        """A square in the defence's reach: a light orange wash and a thin frame, under the men
        and the yellow dots (stripes over the line hid the dots and the men: newcomer 6/10).
        Squares your own men stand on are left plain: only the free squares the rush reaches."""
        box = self.rect(square).inflate(-2, -2)
        wash = pygame.Surface(box.size, pygame.SRCALPHA)
        wash.fill((*DANGER, 70))
        s.blit(wash, box.topleft)
        pygame.draw.rect(s, DANGER, box, 2)  # the orange the words name: the wash alone read olive

    def _dots(self, targets: list[Square], taken: set[Square]) -> list[pygame.Rect]:
        """The boxes of the yellow dots on free squares, as drawn."""
        side = 2 * (self.size * 0.16 + 2) + 2
        return [_centred(*self.centre(*sq), side, side) for sq in targets if sq not in taken]

    def _cross(self, s: pygame.Surface, square: Square, reach: float = 0.3) -> None:
        """A move the rules penalise: a cross over the square (on a man's square, drawn under
        him, its arms out to the corners: over him it hid his label), never the dot or ring of
        an allowed move."""
        x, y = self.centre(*square)
        r = self.size * reach
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
                out.append(self.room_box(square) if square in self.roomy else self.rect(square))
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
            if man.square in self.roomy:
                out.append(self.room_box(man.square))
                continue
            cx, cy = self.centre(*man.square)
            half = max(radius, ui.text_width(label(man.id), max(LABEL, int(self.size * 0.42))) / 2)
            out.append(_centred(cx, cy, 2 * half + 4, 2 * radius + 4))
            if man.id == g.carrier:  # the ball at his shoulder
                out.append(_centred(*ball_at(cx, cy, radius), radius + 2, radius * 0.6 + 2))
        if g.loose is not None:
            out.append(_centred(*self._loose_at(g.loose), radius + 2, radius * 0.6 + 2))
        return out

    def _loose_at(self, square: Square) -> tuple[float, float]:
        """Where a loose ball is drawn: in its square, or beside the label of a man standing
        there (a blocked punt's ball hid the blocker's label: newcomer 6/10)."""
        cx, cy = self.centre(*square)
        if not any(m.square == square for m in self.shown.men.values()):
            return cx, cy
        return self._corner(square) if self._crowded(square) else ball_at(cx, cy, self.size * 0.38)

    def _corner(self, square: Square) -> tuple[float, float]:
        """The ball of a crowded square: on its top right corner, clear of every band's label."""
        box = self.rect(square)
        return float(box.right), box.top + self.size * 0.12

    def _crowded(self, square: Square) -> bool:
        """Do two men or more share ``square``?"""
        return sum(m.square == square for m in self.shown.men.values()) > 1

    def _lines(self, s: pygame.Surface) -> None:
        """The line of scrimmage and the first-down marker, while the down is the offence's own:
        on a return (a kick, an interception, a fumble taken) they no longer mean anything. They
        stop at the board's lower edge, clear of the yard numbers under it."""
        g = self.game
        top, bottom = self.origin[1] - 6, self.origin[1] + COLS * self.size
        if g.is_down and not g.possession_changed:
            pygame.draw.line(s, SCRIMMAGE, (self.stripe_x(g.line), top), (self.stripe_x(g.line), bottom), 4)
            # The marker on its own stripe, the line to gain, even on the line of scrimmage itself
            # ("under a yard to go"): drawn beside it, it read as a marker on the 38 (newcomer
            # 5/10). A tick over the field's top edge, off the field, edged in ink (on the blue
            # line's side it was lost: newcomer 6/10); ticks reaching into the field lay over the
            # men and labels of its edge rows (newcomer 6/10). Under the field its yard number, if
            # it has one, is written in the marker's yellow: a tick there would cross the number.
            x, field_top = self.stripe_x(g.marker), self.origin[1]
            pygame.draw.line(s, ui.INK, (x, field_top - MARKER_TICK - 1), (x, field_top - 1), 9)
            pygame.draw.line(s, MARKER, (x, field_top - MARKER_TICK), (x, field_top - 2), 5)
            if g.marker % 10 == 0 and 0 < g.marker < 100:
                ui.text(s, str(min(g.marker, 100 - g.marker)), (x, bottom + 3), 18, MARKER, "midtop")
            else:
                pygame.draw.line(s, ui.INK, (x, bottom + 1), (x, bottom + MARKER_TICK + 1), 9)
                pygame.draw.line(s, MARKER, (x, bottom + 2), (x, bottom + MARKER_TICK), 5)

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
        crossing = self._crossing()
        for square, (blocker, blocked) in g.blocks.items():
            if square in crossing:  # a man passing over: three bands, each label seen
                home_left = g.men[blocker].team == Team.HOME
                band = [blocker, blocked] if home_left else [blocked, blocker]
                self._stack(s, square, [*band, crossing[square]], blocker)
                if g.carrier == crossing[square]:
                    self._ball(s, *self._corner(square), radius)
                continue
            self._block(s, square, blocker, blocked)
        paired = {m for pair in g.blocks.values() for m in pair} | set(crossing.values())
        # A held tackle: two men on one square, both drawn, side by side like a block (the
        # tackled carrier vanished under the tackler, play-test 5/10).
        shared = self._shared(places)
        plates = {m for m in shared if m not in self.glides}
        for square, pair in self._tackles(plates).items():
            # A held tackle: a plate like a block's (two small discs overlapped, play-test 22).
            self._block(s, square, *pair, framed=False)
            if g.carrier in pair and self.stacked(square, *pair):
                self._ball(s, *self._corner(square), radius)
            elif g.carrier in pair:
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
            if glide is None and square in self.roomy:
                cx, cy, r = self.made_room(square)
            if held is not None and held[0] == man.id:
                cx, cy, r = held[1][0], held[1][1], radius
            size = readable() if r < radius else None
            self._man(s, man.id, (cx, cy), r, man.id == selected, label_size=size)
            if man.id == g.carrier:
                self._ball(s, *ball_at(cx, cy, r), r)
        if g.loose is not None:
            self._ball(s, *self._loose_at(g.loose), radius)

    def _crossing(self) -> dict[Square, str]:
        """The men standing (not gliding) on a block's square, passing over it, by square."""
        g = self.shown
        paired = {m for pair in g.blocks.values() for m in pair}
        return {
            m.square: m.id
            for m in g.men.values()
            if m.square in g.blocks and m.id not in paired and m.id not in self.glides
        }

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
            self._stack(s, square, [left, right], blocker if framed else None)
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
        field = self.field()  # on the top or bottom row it hung over the sideline (newcomer 7/10)
        pygame.draw.rect(s, ui.INK, plate.inflate(10, 10).clip(field), 2, border_radius=6)
        pygame.draw.rect(s, colour, plate.inflate(8, 8).clip(field), 4, border_radius=6)

    def stacked(self, square: Square, left: str, right: str) -> bool:
        """Is a pair drawn one man over the other, inside its square: whenever side by side its
        plate would be wider than the square (it reached over the labels next door, "L2 L": newcomer
        6/10, and a lone pair's plate still left its square), and where a kick's chance is written
        under it."""
        apart, _ = self._pair(left, right)
        return square in self.roomy or 4 * apart > self.size - 2

    def _stack(self, s: pygame.Surface, square: Square, men: list[str], blocker: str | None) -> None:
        """Men one over the other in bands across their square (a pair, or a pair and the man
        passing over their block): each band full width, inside the square (clear of the labels
        next door), its label as large as the band holds; the pair framed in the colour of the
        side that blocked. A pair and the man passing over it: two bands (:meth:`_crossing`)."""
        if len(men) == 3 and blocker is not None:
            self._crossing_stack(s, square, men[:2], men[2], blocker)
            return
        box = self.rect(square).inflate(-8, -8) if len(men) < 3 else self.rect(square).inflate(-4, -4)
        if square in self.roomy:
            box = self.room_box(square)
        band = box.height // len(men)
        top = box.centery - band * len(men) // 2
        if blocker is not None:
            self._block_frame(s, pygame.Rect(box.left, top, box.width, 2 * band), blocker)
        size = self._stack_label(men, box.width - 6, band)
        for k, man in enumerate(men):
            plate = pygame.Rect(box.left, top + k * band, box.width, band)
            m = self.shown.men[man]
            pygame.draw.rect(s, FADED[m.team] if m.out else TEAM[m.team], plate, border_radius=3)
            pygame.draw.rect(s, (20, 20, 24), plate, 1, border_radius=3)
            ui.text(s, label(man), plate.center, size, ui.PAPER, "center")

    def _crossing_stack(
        self, s: pygame.Surface, square: Square, pair: list[str], walker: str, blocker: str
    ) -> None:
        """The man passing over his own block on top, the blocked pair side by side under him,
        framed in the blocker's colour: two bands, every label at the readable size (three bands
        of a third of a square each held labels "L4/L3/L3" too small to read: newcomer 5/10)."""
        box = self.rect(square).inflate(-4, -4)
        half = box.height // 2
        top = pygame.Rect(box.left, box.top, box.width, half)
        below = pygame.Rect(box.left, box.top + half, box.width, box.height - half)
        self._block_frame(s, below, blocker)
        size = max(readable(), self._stack_label(pair, below.width // 2 - 2, below.height))
        plates = [
            (top, walker),
            (pygame.Rect(below.left, below.top, below.width // 2, below.height), pair[0]),
        ]
        plates.append(
            (pygame.Rect(below.centerx, below.top, below.width - below.width // 2, below.height), pair[1])
        )
        for plate, man in plates:
            m = self.shown.men[man]
            pygame.draw.rect(s, FADED[m.team] if m.out else TEAM[m.team], plate, border_radius=3)
            pygame.draw.rect(s, (20, 20, 24), plate, 1, border_radius=3)
            ui.text(s, label(man), plate.center, size, ui.PAPER, "center")

    def _stack_label(self, men: list[str], width: int, height: int) -> int:
        """The largest label size whose labels fit their bands."""
        for size in range(max(LABEL, int(self.size * 0.42)), SMALLEST, -1):
            wide = max(ui.text_width(label(m), size) for m in men)
            if wide <= width and ui.line_height(size) <= height:
                return size
        return SMALLEST

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
        self.balls.append(shape)
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

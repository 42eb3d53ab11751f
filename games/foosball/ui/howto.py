"""Foosball's "How to play" pages (F1, after the controls): the rods, how hard a shot is, the
serve, and the rules a newcomer meets first (the dead ball, shame and the kitty), each with a small
diagram the game draws itself, in the table's colours; suicide and the rare keys last."""

from __future__ import annotations

import math

import pygame

from games.foosball.rules.glossary import PLAIN, Term
from games.foosball.ui.game_actions import MOUSE_ACTIONS
from games.foosball.ui.serve_aim import THEIRS, YOURS
from games.foosball.ui.view import BALL, FIELD, HOLE, LINE, ROD, TEAM, WOOD
from games.foosball.ui.whole_point import HELP as WHOLE_POINT
from games.window import ui
from games.window.howto import Page
from sim.foosball.spec import Side

RED, BLUE = TEAM[Side.HOME], TEAM[Side.AWAY]


def _field(s: pygame.Surface, r: pygame.Rect) -> pygame.Rect:
    """A field filling ``r`` with a wooden rim; returns the green."""
    pygame.draw.rect(s, WOOD, r, border_radius=6)
    green = r.inflate(-12, -12)
    pygame.draw.rect(s, FIELD, green)
    return green


def _arrow(
    s: pygame.Surface, a: tuple[float, float], b: tuple[float, float], colour: ui.Color, width: int = 3
) -> None:
    pygame.draw.line(s, colour, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    head = [
        b,
        (b[0] - 10 * math.cos(ang - 0.45), b[1] - 10 * math.sin(ang - 0.45)),
        (b[0] - 10 * math.cos(ang + 0.45), b[1] - 10 * math.sin(ang + 0.45)),
    ]
    pygame.draw.polygon(s, colour, head)


def _figure(s: pygame.Surface, at: tuple[float, float], colour: ui.Color, size: int = 14) -> None:
    body = pygame.Rect(0, 0, size // 2 + 4, size * 2)
    body.center = (round(at[0]), round(at[1]))
    pygame.draw.rect(s, colour, body, border_radius=4)
    pygame.draw.rect(s, (20, 20, 20), body, 1, border_radius=4)


def _ball(s: pygame.Surface, at: tuple[float, float], r: int = 6) -> None:
    pygame.draw.circle(s, BALL, at, r)
    pygame.draw.circle(s, (120, 120, 120), at, r, 1)


def _label(s: pygame.Surface, words: str, at: tuple[float, float], anchor: str = "midtop") -> None:
    ui.text(s, words, at, 16, ui.PAPER, anchor)


# ----------------------------------------------------------------- the diagrams
def rods_diagram(s: pygame.Surface, r: pygame.Rect) -> None:
    """Seen from above: a rod of yours with its figures, sliding up and down under the pointer;
    beside it, seen from the side, a figure turning forward (a drag right, or the wheel)."""
    top = _field(s, pygame.Rect(r.left, r.top, r.width // 2 - 6, r.height - 20))
    x = top.centerx
    pygame.draw.line(s, ROD, (x, top.top - 6), (x, top.bottom + 6), 3)
    for k in (-1, 0, 1):
        _figure(s, (x, top.centery + k * top.height * 0.3), RED)
    _arrow(s, (x + 24, top.centery), (x + 24, top.top + 8), ui.HIGHLIGHT)
    _arrow(s, (x + 24, top.centery), (x + 24, top.bottom - 8), ui.HIGHLIGHT)
    _label(s, "mouse up/down: slide", (top.centerx, top.bottom + 6))
    side = pygame.Rect(r.centerx + 6, r.top, r.width // 2 - 6, r.height - 20)
    pygame.draw.rect(s, (40, 46, 54), side, border_radius=6)
    pivot = (side.centerx - 10, side.top + 22)
    # A leg that swings within the box, either way, its foot just above the field.
    leg = min(side.bottom - 18 - pivot[1], (side.width / 2 - 16) / math.sin(0.9))
    floor = round(pivot[1] + leg + 4)
    pygame.draw.line(s, FIELD, (side.left + 6, floor), (side.right - 6, floor), 4)
    pygame.draw.circle(s, ROD, pivot, 5)
    for angle, colour in ((-0.7, ui.MUTED), (0.0, RED), (0.9, ui.MUTED)):
        foot = (pivot[0] + leg * math.sin(angle), pivot[1] + leg * math.cos(angle))
        pygame.draw.line(s, colour, pivot, foot, 6)
    _ball(s, (pivot[0] + 22, pivot[1] + leg - 4), 7)
    arc = pygame.Rect(0, 0, leg * 1.3, leg * 1.3)
    arc.center = pivot
    pygame.draw.arc(s, ui.HIGHLIGHT, arc, -math.pi / 2 - 0.8, -math.pi / 2 + 0.8, 3)
    _label(s, "drag right or wheel: shoot", (side.centerx, side.bottom + 6))


def shot_diagram(s: pygame.Surface, r: pygame.Rect) -> None:
    """A slow swing and a fast one, and how far each sends the ball: the bar under the table."""
    area = pygame.Rect(r.left, r.top, r.width, r.height - 20)
    pygame.draw.rect(s, (40, 46, 54), area, border_radius=6)
    rows = ((0.25, "slow drag: 2 m/s, a pass"), (1.0, "wheel or fast drag: up to about 8 m/s, a shot"))
    for i, (share, words) in enumerate(rows):
        y = area.top + area.height * (0.3 + 0.42 * i)
        bar = pygame.Rect(area.left + 14, round(y) - 7, area.width - 28, 14)
        pygame.draw.rect(s, (60, 66, 74), bar, border_radius=4)
        pygame.draw.rect(
            s, ui.HIGHLIGHT, (bar.left, bar.top, round(bar.width * share), bar.height), border_radius=4
        )
        ui.text(s, words, (bar.left, bar.bottom + 3), 16, ui.PAPER)
    _label(s, "Shot: how fast your foot meets the ball", (area.centerx, area.bottom + 4))


def serve_diagram(s: pygame.Surface, r: pygame.Rect) -> None:
    """Your service hole at the bottom edge: the ringed ball, pulled down, and the arrow it goes."""
    green = _field(s, pygame.Rect(r.left, r.top, r.width, r.height - 40))
    hole = pygame.Rect(0, 0, 26, 12)
    hole.midtop = (green.centerx, green.bottom)
    pygame.draw.rect(s, HOLE, hole, border_radius=4)
    ball = (green.centerx, green.bottom + 16)
    pygame.draw.circle(s, ui.ACCENT, ball, 14, 2)
    _ball(s, ball)
    pull = (ball[0] - 14, ball[1] + 22)
    pygame.draw.line(s, ui.MUTED, ball, pull, 2)
    _arrow(s, ball, (ball[0] + 30, green.top + 20), ui.HIGHLIGHT, 4)
    pygame.draw.line(s, LINE, (green.centerx, green.top), (green.centerx, green.bottom), 1)


def game_serve_diagram(s: pygame.Surface, r: pygame.Rect) -> None:
    """A game's serve: the ball pulled down and to the right, into the green band around it, rolls
    up and to the left, to your midfield rod (its path green); pulled the other way, into the red,
    it rolls to the CPU's."""
    green = _field(s, pygame.Rect(r.left, r.top, r.width, r.height - 84))
    hole = pygame.Rect(0, 0, 26, 12)
    hole.midtop = (green.centerx, green.bottom)
    pygame.draw.rect(s, HOLE, hole, border_radius=4)
    mine, theirs = green.centerx - green.width * 0.16, green.centerx + green.width * 0.16
    for x, colour in ((mine, RED), (theirs, BLUE)):
        pygame.draw.line(s, ROD, (x, green.top), (x, green.bottom), 3)
        _figure(s, (x, green.top + green.height * 0.35), colour, 10)
    ball = (green.centerx, green.bottom + 16)
    for start, end, colour in ((-60, -8, YOURS), (-8, 8, ui.MUTED), (8, 60, THEIRS)):
        points = [
            (ball[0] - 24 * math.sin(math.radians(a)), ball[1] + 24 * math.cos(math.radians(a)))
            for a in range(start, end + 1, 4)
        ]
        pygame.draw.lines(s, colour, False, points, 6)
    _ball(s, ball)
    pygame.draw.line(s, ui.MUTED, ball, (ball[0] + 24, ball[1] + 34), 2)
    pygame.draw.line(s, YOURS, ball, (mine, green.top + green.height * 0.45), 3)
    _label(s, "pulled into the green: your rod plays it first", (green.centerx, green.bottom + 48))


def shame_diagram(s: pygame.Surface, r: pygame.Rect) -> None:
    """A goal's mouth: the ball goes in past the line and comes back out."""
    green = _field(s, pygame.Rect(r.left, r.top, r.width, r.height - 20))
    mouth = pygame.Rect(0, 0, 24, green.height // 2)
    mouth.midleft = (green.right, green.centery)
    pygame.draw.rect(s, HOLE, mouth)
    pygame.draw.line(s, LINE, mouth.topleft, mouth.bottomleft, 2)
    inside = (mouth.left + 12, mouth.centery - 8)
    _arrow(s, (green.right - 70, green.centery - 20), inside, ui.HIGHLIGHT)
    _arrow(s, inside, (green.right - 70, green.centery + 24), ui.ACCENT)
    _ball(s, inside)
    _label(s, "in past the line, then out: a shame", (green.centerx, green.bottom + 4))


def suicide_diagram(s: pygame.Surface, r: pygame.Rect) -> None:
    """Your own goal: your shame in it ends the game, void."""
    green = _field(s, pygame.Rect(r.left, r.top, r.width, r.height - 20))
    mouth = pygame.Rect(0, 0, 24, green.height // 2)
    mouth.midright = (green.left, green.centery)
    pygame.draw.rect(s, HOLE, mouth)
    pygame.draw.line(s, LINE, mouth.topright, mouth.bottomright, 2)
    _figure(s, (green.left + 40, green.centery), RED)
    inside = (mouth.right - 12, mouth.centery)
    _arrow(s, (green.left + 30, green.centery + 14), inside, ui.HIGHLIGHT)
    _arrow(s, inside, (green.left + 60, green.centery + 30), ui.ACCENT)
    _label(s, "your shame in your own goal: game void", (green.centerx, green.bottom + 4))


def dead_ball_diagram(s: pygame.Surface, r: pygame.Rect) -> None:
    """A ball at rest between your goalie and defence rod, out of every foot's reach, put back by hand
    in front of your goalie."""
    green = _field(s, pygame.Rect(r.left, r.top, r.width, r.height - 20))
    xs = (green.left + green.width * 0.18, green.left + green.width * 0.62)
    for x in xs:
        pygame.draw.line(s, ROD, (x, green.top), (x, green.bottom), 3)
        reach = pygame.Rect(0, 0, 30, green.height - 8)
        reach.center = (round(x), green.centery)
        shade = pygame.Surface(reach.size, pygame.SRCALPHA)
        shade.fill((255, 255, 255, 40))
        s.blit(shade, reach)
        _figure(s, (x, green.centery), RED)
    dead = (round((xs[0] + xs[1]) / 2), green.top + 18)
    _ball(s, dead)
    placed = (round(xs[0] + 18), green.centery)
    _arrow(s, dead, (placed[0] + 4, placed[1] - 10), ui.ACCENT)
    _ball(s, placed)
    _label(s, "out of every reach: P puts it in front of your figure", (green.centerx, green.bottom + 4))


# ----------------------------------------------------------------- the pages
ROD_PAGE = Page(
    "Your rods",
    (
        "You are red: your goal is on the left, your handles at the bottom.",
        "Mouse up and down: the two rods in your hand (lit yellow) slide, a figure under the pointer.",
        "In your hand: goalie and defence while the ball is behind your midfield rod (to defend),"
        " midfield and attack when it is in front of it.",
        "Hold the left button and drag sideways: they turn (right: towards the far goal).",
        "Roll the wheel, either way: the lit rod nearest behind the ball shoots (up to about 8 m/s);"
        " a rod of yours in the shot's way lifts out of it. Right button: lift the feet.",
        "1, 2, 3 take a pair of rods by hand; A: they follow the ball again.",
    ),
    rods_diagram,
)
SHOT_PAGE = Page(
    "Shooting: how hard, and where",
    (
        "A shot is as hard as your foot is fast when it meets the ball.",
        "A slow drag is a tap or a pass; a fast drag or the wheel is a shot.",
        'The "Your hit" bar under the table shows it as you swing (the foot\'s m/s).',
        "Aim: met by the middle of the foot the ball goes straight; by its rounded edge, at an angle.",
        "The dotted line shows where a shot sends the ball as the rods stand now; yellow: at goal.",
        "It is redrawn as rods move: a CPU man can still slide into its way, so it is no promise.",
    ),
    shot_diagram,
)
SERVE_PAGE = Page(
    "The serve",
    (
        "The ball waits ringed in yellow at your service hole (bottom middle).",
        "Press on it, pull down, away from the table, and let go.",
        "The arrow shows where it goes; the longer the pull, the faster.",
        "Straight up the middle it rolls between the two midfield rods, out of every figure's reach,"
        " and, untouched, out of the far service hole.",
        "In a game the ball is then loose, either player's: press T to take it first."
        " In practice it simply comes back to you.",
        "So serve at a slant, or meet the ball with your midfield rod.",
    ),
    serve_diagram,
)
GAME_SERVE_PAGE = Page(
    "The serve",
    (
        "The ball waits ringed in yellow at your service hole (bottom middle).",
        "Press on it, pull it down and to the right, and let go: like a catapult, it rolls the other"
        " way, up and to the left, to your midfield rod. The longer the pull, the faster.",
        "Around the ball a band shows where to pull: green, your rod plays it first; red (down and"
        " to the left), the CPU's does; grey, straight down, it may roll past both rods untouched.",
        "While you pull, the ball's path is drawn in the same colours, and the line under the table"
        " says which rod plays it first.",
        "A serve no one touches that leaves the table is anyone's: press T to take it first.",
    ),
    game_serve_diagram,
)
SHAME_PAGE = Page(
    "Shame and the kitty",
    (
        "A shame: the ball goes wholly into a goal and comes back out.",
        "Each shame puts a point in the kitty (ten if by a goalie); play goes on.",
        "The kitty is owned by the shamer: the last team to play the ball hard before it.",
        "The next real goal pays the kitty to the shamer (shown in its colour at the top).",
    ),
    shame_diagram,
)
SUICIDE_PAGE = Page(
    "Suicide",
    (
        "Suicide: your hard hit sends the ball into your own goal and back out (a shame in your own goal).",
        "The game then ends at once, with no winner; no rating changes.",
        "Careful with balls behind your own rods: play them gently.",
    ),
    suicide_diagram,
)
DEAD_PAGE = Page(
    "Dead ball",
    (
        "A ball at rest where no figure can reach it is a dead ball.",
        "In the middle of the table (anywhere between the two defence rods): if it stopped on the"
        " CPU's side of the centre line, it is yours: press T to take it and serve again. On your"
        " side, the CPU takes it.",
        "Near a goal (behind a defence rod): the side whose goal it is near puts it back by hand in"
        " front of one of its own figures. Near your goal: press P, and it goes in front of your"
        " nearest figure (or Shift+drag it there: towards your goal or straight up or down, never"
        " towards the CPU's goal).",
    ),
    dead_ball_diagram,
)
PRACTICE_DEAD_PAGE = Page(
    "A ball out of reach",
    (
        "Practice has no rules.",
        "A ball standing still where your feet cannot shoot it comes back in front of your"
        " nearest figure: by itself after 5 s (counted down under the table), or at once when"
        " you press P.",
        "A ball out of every figure's reach, a goal, or a ball off the table goes back to your"
        " service hole (the CPU's after your goal, when it plays): serve again.",
        "R takes the ball back to serve at any time.",
    ),
    dead_ball_diagram,
)


# The words of the log and the end screen, in plain words (play-test 3 of issue 32).
REFEREE_WORDS_PAGE = Page(
    "Words: the referee's",
    (
        "Shame: the ball goes wholly into a goal and comes back out; a point goes to the kitty.",
        "Kitty: the points shames put aside; the next real goal pays them to the shamer.",
        "Suicide: a shame in your own goal; the game ends with no winner.",
        "Free-for-all: the ball left the table; it is anyone's, T takes it.",
        "Dead ball: at rest where no figure reaches it.",
        "Dead ball between the defenders: it stopped in the middle of the table, out of everyone's"
        " reach (anywhere between the two defence rods); the team in whose attacking half it rests"
        " takes it (T).",
        "Restart: the ball served again by the side that took it (after a free-for-all, a dead ball"
        " in the middle, or a serve taken off the other side).",
    ),
)
TABLE_TALK_PAGE = Page(
    "Words: table talk (no effect on the score)",
    tuple(f"{term.value}: {PLAIN[term]}." for term in Term),
)


def game_pages() -> list[Page]:
    """The rules a newcomer meets first, first; suicide and the broken rod's keys come last, on
    the rare rules' page (rare_controls: a newcomer met them among the first)."""
    return [
        ROD_PAGE,
        SHOT_PAGE,
        GAME_SERVE_PAGE,
        DEAD_PAGE,
        SHAME_PAGE,
        REFEREE_WORDS_PAGE,
        TABLE_TALK_PAGE,
    ]


def practice_pages() -> list[Page]:
    return [ROD_PAGE, SHOT_PAGE, SERVE_PAGE, PRACTICE_DEAD_PAGE]


# The one key for a dead ball of yours: T takes it if it is yours to take, else places it as P
# would (games/foosball/ui/game_input.py); P still places it.
DEAD_BALL_KEY = "T (or P)"


def rare_controls() -> Page:
    """F1's last page: the controls a newcomer seldom needs, off the first page (play-test 4
    found the basics lost among them), and after the rules (a newcomer met them as "Rules 1 of 9",
    before the rules they are about)."""
    lines = list(SUICIDE_PAGE.lines)
    lines += [f"{a.key_name}: {a.label}, {a.means}." for a in MOUSE_ACTIONS if a.rare]
    lines += ["Shift+drag the dead ball: carry it by hand.", "Any key in a replay: skip it.", WHOLE_POINT]
    # the last rules page (a newcomer met it first)
    return Page("Rare rules and their keys", tuple(lines), suicide_diagram)

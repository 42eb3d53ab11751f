"""The small pictures of Finger Football's "How to play" pages, drawn by the game into the rect the
help gives (never outside it): a flick, run and pass circles, flags and fumbles, the dice, the end
zone, and the defender's hand that makes the goalpost, to scale. Their words are part of the
picture (drawn unrecorded, like the mat's own printing), each fitted to the picture's width."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from games.finger_football.ui.view import FLAG, FUMBLE, GRASS, LINE, PASS, RUN, SLIDER, SLIDER_EDGE
from games.window import ui
from sim.geometry import football_outline
from sim.kick import load_setup

LABEL = 18
FINGER = (236, 188, 160)
FINGER_EDGE = (150, 100, 80)
NAIL = (250, 222, 210)
GOOD, BAD = (90, 230, 120), (255, 110, 90)


def _ground(s: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.rect(s, GRASS, r, border_radius=6)


def _say(
    s: pygame.Surface,
    words: str,
    at: tuple[float, float],
    r: pygame.Rect,
    colour: ui.Color = ui.PAPER,
    anchor: str = "midtop",
) -> None:
    with ui.unrecorded():
        words = ui.fit(words, r.width - 8, LABEL)
        rect = ui.render(words, LABEL, colour).get_rect(**{anchor: (round(at[0]), round(at[1]))})
        rect.clamp_ip(r)
        ui.text(s, words, rect.topleft, LABEL, colour)


def _slider(s: pygame.Surface, centre: tuple[float, float], length: float, angle: float = 0.0) -> None:
    outline = football_outline(length, length * 0.6, 16)
    c, si = math.cos(angle), math.sin(angle)
    pts = [(centre[0] + x * c - y * si, centre[1] - (x * si + y * c)) for x, y in outline]
    pygame.draw.polygon(s, SLIDER, pts)
    pygame.draw.polygon(s, SLIDER_EDGE, pts, 1)


def flick(s: pygame.Surface, r: pygame.Rect) -> None:
    """Press in the ring, pull back, let go: the slide goes the other way, as far as the line."""
    _ground(s, r)
    unit = min(r.width / 10, r.height / 5)
    cx, cy = r.left + r.width * 0.3, r.centery
    pygame.draw.line(s, ui.ACCENT, (cx, cy), (cx + 5.5 * unit, cy), 3)
    tip = cx + 5.5 * unit
    pygame.draw.line(s, (255, 235, 0), (tip, cy - 9), (tip, cy + 9), 3)
    pygame.draw.line(s, (255, 255, 255), (cx, cy), (cx - 2.2 * unit, cy + 0.3 * unit), 2)
    pygame.draw.circle(s, (255, 255, 255), (cx - 2.2 * unit, cy + 0.3 * unit), 5)
    _slider(s, (cx, cy), unit * 1.2)
    pygame.draw.circle(s, (255, 255, 255), (round(cx), round(cy)), round(unit * 1.0), 1)
    _say(s, "pull back", (cx - 2.2 * unit, cy + 0.6 * unit), r)
    _say(s, "it stops about here", (tip, cy + 14), r)
    _say(s, "1 yard = 1 cm of mat", (r.centerx, r.top + 6), r)


def circles(s: pygame.Surface, r: pygame.Rect) -> None:
    """A run circle with a pass circle inside; a slider touching the black (a run) and one on
    the white (a pass)."""
    _ground(s, r)
    radius = min(r.width / 4.5, r.height / 2.6)
    centre = (r.centerx, r.centery)
    pygame.draw.circle(s, RUN, centre, radius)
    pygame.draw.circle(s, PASS, centre, radius * 0.45)
    _slider(s, (centre[0] - radius * 1.05, centre[1] + radius * 0.1), radius * 0.5, 0.3)
    _slider(s, (centre[0] + radius * 0.3, centre[1] - radius * 0.25), radius * 0.5, -0.2)
    _say(s, "run: touch the black", (r.left + 4, r.bottom - 4), r, ui.PAPER, "bottomleft")
    _say(s, "pass: touch the white", (r.right - 4, r.top + 4), r, ui.PAPER, "topright")


def flags(s: pygame.Surface, r: pygame.Rect) -> None:
    """A yellow penalty flag and a red football (a fumble), each with a slider touching it."""
    _ground(s, r)
    unit = min(r.width / 8, r.height / 3.5)
    flag = (r.left + r.width * 0.28, r.centery)
    pygame.draw.circle(s, FLAG, flag, unit * 0.6)
    pygame.draw.circle(s, (140, 110, 0), flag, unit * 0.6, 2)
    _slider(s, (flag[0] + unit * 0.9, flag[1]), unit * 1.1, 0.4)
    ball = (r.left + r.width * 0.72, r.centery)
    outline = football_outline(unit * 1.2, unit * 0.7, 16)
    pygame.draw.polygon(s, FUMBLE, [(ball[0] + x, ball[1] + y) for x, y in outline])
    _slider(s, (ball[0], ball[1] + unit * 0.55), unit * 1.1, -0.2)
    _say(s, "flag: a penalty", (flag[0], r.bottom - 4), r, ui.PAPER, "midbottom")
    _say(s, "red ball: a fumble", (ball[0], r.top + 4), r)


def dice(s: pygame.Surface, r: pygame.Rect) -> None:
    """The two dice: the zone die and the direction die, a face of each."""
    side = min(r.width / 2.6, r.height * 0.7)
    for i, (top, bottom) in enumerate((("ZONE 2", "PASS"), ("CHOICE", ""))):
        box = pygame.Rect(0, 0, round(side), round(side))
        box.center = (round(r.left + r.width * (0.27 + 0.46 * i)), r.centery)
        pygame.draw.rect(s, (245, 244, 238), box, border_radius=12)
        pygame.draw.rect(s, (60, 60, 60), box, 2, border_radius=12)
        with ui.unrecorded():
            for k, words in enumerate(w for w in (top, bottom) if w):
                fitted = ui.fit(words, box.width - 10, 24)
                ui.text(s, fitted, (box.centerx, box.centery - 14 + 28 * k), 24, (30, 30, 30), "center")
    _say(s, "zone die", (r.left + r.width * 0.27, r.top + 2), r)
    _say(s, "direction die", (r.left + r.width * 0.73, r.top + 2), r)


def endzone(s: pygame.Surface, r: pygame.Rect) -> None:
    """The end zone: a slider completely inside scores; one on the goal line does not."""
    _ground(s, r)
    zone = pygame.Rect(r.left + r.width * 0.55, r.top + 6, r.width * 0.4, r.height - 12)
    pygame.draw.rect(s, (150, 44, 40), zone)
    pygame.draw.line(s, LINE, zone.topleft, zone.bottomleft, 4)
    unit = min(zone.width / 2.5, r.height / 4)
    _slider(s, (zone.centerx + unit * 0.2, zone.top + zone.height * 0.3), unit)
    _slider(s, (zone.left, zone.top + zone.height * 0.72), unit)
    _say(s, "in: 6 points", (zone.centerx, zone.top + zone.height * 0.3 + unit * 0.5), zone, GOOD)
    # Clear of the slider lying across the line (half a slider's length to its left).
    at = (zone.left - unit * 0.8 - 6, zone.top + zone.height * 0.72)
    _say(s, "on the line: no", at, r, BAD, "midright")


def onside(s: pygame.Surface, r: pygame.Rect) -> None:
    """An onside kick: from just inside the kicker's own end zone, a long flick that must stop
    touching one of the two lit run circles on the other side's 30."""
    _ground(s, r)
    zone = pygame.Rect(r.left + 6, r.top + 6, r.width * 0.12, r.height - 12)
    pygame.draw.rect(s, (150, 44, 40), zone)
    pygame.draw.line(s, LINE, zone.topright, zone.bottomright, 3)
    radius = min(r.width / 12, r.height / 6)
    cx = r.left + r.width * 0.78
    start = (zone.right - radius * 0.6, r.centery)
    for cy in (r.centery - radius * 1.15, r.centery + radius * 1.15):
        pygame.draw.circle(s, RUN, (cx, cy), radius)
        pygame.draw.circle(s, PASS, (cx, cy), radius * 0.45)
        pygame.draw.circle(s, (255, 235, 0), (cx, cy), radius + 2, 3)  # lit, as in the game
    rest = (cx - radius * 0.9, r.centery - radius * 1.15)
    pygame.draw.line(s, ui.ACCENT, start, rest, 2)
    _slider(s, start, radius * 0.7)
    _slider(s, rest, radius * 0.7, 0.2)
    _say(s, "from your end zone", (zone.right + 4, r.bottom - 4), r, ui.PAPER, "bottomleft")
    _say(s, "stop on a lit circle: your ball", (cx, r.top + 4), r, GOOD, "midtop")


def hand(s: pygame.Surface, r: pygame.Rect, hands: str = "medium") -> None:
    """The defender's hands as the kicker sees them, to scale: two fists, the index fingers end
    to end (the crossbar), the thumbs up (the uprights); the gap and the heights written."""
    post = load_setup().goalpost(hands)
    draw_hand_front(
        s, r, post.width, post.crossbar_height, post.crossbar_thickness, post.thumb_top, post.thumb_thickness
    )


def hand_front_mapping(
    r: pygame.Rect, width: float, thumb_top: float, thumb_thick: float
) -> tuple[Callable[[float, float], tuple[float, float]], float]:
    """Where a point (across, m, + to the kicker's right; height, m) of the hands seen from the
    front is drawn in ``r``, and the scale (px a metre): shared by the hands and a kick's mark."""
    label = ui.line_height(LABEL)
    scale = min(
        (r.width - 20) / (width + 2.4 * thumb_thick + 0.07), (r.height - 2 * label - 12) / (thumb_top + 0.01)
    )
    base = r.bottom - label - 4
    cx = r.centerx

    def at(x: float, z: float) -> tuple[float, float]:
        return cx + x * scale, base - z * scale

    return at, scale


def draw_hand_front(
    s: pygame.Surface,
    r: pygame.Rect,
    width: float,
    bar_height: float,
    bar_thick: float,
    thumb_top: float,
    thumb_thick: float,
    gap_label: bool = True,
) -> None:
    """The goalpost seen from the kicker: table line, fists, the fingers and thumbs, measured
    (``gap_label``: with the gap's width written; a kick's window writes it after its mark)."""
    pygame.draw.rect(s, (30, 36, 44), r, border_radius=6)
    at, scale = hand_front_mapping(r, width, thumb_top, thumb_thick)
    base = at(0.0, 0.0)[1]
    cx = r.centerx

    pygame.draw.line(s, (46, 110, 60), (r.left + 4, base), (r.right - 4, base), 4)
    half = width / 2
    for side in (-1, 1):
        # The fist below and outside the thumb, the finger running in to meet the other's.
        fist = pygame.Rect(0, 0, round(0.045 * scale), round(0.055 * scale))
        fist.midtop = (round(at(side * (half + 0.012), 0)[0]), round(at(0, bar_height + bar_thick / 2)[1]))
        fist.bottom = min(fist.bottom, round(base))
        pygame.draw.rect(s, FINGER, fist, border_radius=max(2, fist.width // 3))
        pygame.draw.rect(s, FINGER_EDGE, fist, 1, border_radius=max(2, fist.width // 3))
        thumb = pygame.Rect(0, 0, max(3, round(thumb_thick * scale)), round((thumb_top - bar_height) * scale))
        thumb.midbottom = (round(at(side * half, 0)[0]), round(at(0, bar_height)[1]))
        pygame.draw.rect(s, FINGER, thumb, border_radius=thumb.width // 2)
        pygame.draw.rect(s, FINGER_EDGE, thumb, 1, border_radius=thumb.width // 2)
        nail = pygame.Rect(0, 0, max(2, thumb.width - 4), max(2, thumb.width // 2))
        nail.midtop = (thumb.centerx, thumb.top + 2)
        pygame.draw.ellipse(s, NAIL, nail)
    bar = pygame.Rect(0, 0, round(width * scale), max(3, round(bar_thick * scale)))
    bar.center = (round(cx), round(at(0, bar_height)[1]))
    pygame.draw.rect(s, FINGER, bar, border_radius=bar.height // 2)
    pygame.draw.rect(s, FINGER_EDGE, bar, 1, border_radius=bar.height // 2)
    pygame.draw.line(s, FINGER_EDGE, (cx, bar.top + 2), (cx, bar.bottom - 2), 1)  # fingertips meet
    # The opening a kick must go through, and its measures.
    gap = pygame.Rect(
        round(at(-half, 0)[0]),
        round(at(0, thumb_top)[1]),
        round(width * scale),
        round((thumb_top - bar_height) * scale),
    )
    pygame.draw.rect(s, GOOD, gap.inflate(-round(thumb_thick * scale), -4), 1)
    if gap_label:
        _gap_label(s, r, width, bar_height, thumb_top, thumb_thick, None)
    heights = f"fingers {bar_height * 100:.1f} cm high, thumbs {thumb_top * 100:.1f} cm"
    _say(s, heights, (cx, base + 2), r, ui.PAPER)


def gap_label(
    s: pygame.Surface,
    r: pygame.Rect,
    width: float,
    bar_height: float,
    thumb_top: float,
    thumb_thick: float,
    avoid: pygame.Rect | None = None,
) -> None:
    """The gap's width, written above the thumbs (clear of the fingers), or, when ``avoid`` (a
    kick's mark) is there, inside the opening: never under the mark."""
    _gap_label(s, r, width, bar_height, thumb_top, thumb_thick, avoid)


def _gap_label(
    s: pygame.Surface,
    r: pygame.Rect,
    width: float,
    bar_height: float,
    thumb_top: float,
    thumb_thick: float,
    avoid: pygame.Rect | None,
) -> None:
    at, _scale = hand_front_mapping(r, width, thumb_top, thumb_thick)
    words = f"{width * 100:.0f} cm between the thumbs"
    cx, top = r.centerx, at(0.0, thumb_top)[1]
    box = pygame.Rect(0, 0, ui.text_width(words, LABEL), ui.line_height(LABEL))
    box.midbottom = (cx, round(top - 2))
    if avoid is not None and box.colliderect(avoid):
        box.center = (cx, round((top + at(0.0, bar_height)[1]) / 2))  # in the opening
        if box.colliderect(avoid):
            box.midtop = (cx, r.top + 2)
    _say(s, words, box.midbottom, r, GOOD, "midbottom")

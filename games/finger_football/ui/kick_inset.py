"""The kick window's front view of the defender's hands (at the right of its strip), to scale, with
the mark of where a kick met them and the gap's width written where the mark is not: above the
thumbs, else between them (said shorter when the long words would run over the thumbs: a play-test
saw "15 cm between the thumbs" cut through by both thumbs). A view module (pygame)."""

from __future__ import annotations

import pygame

from games.finger_football.ui.diagrams import GOOD, LABEL, draw_hand_front, hand_front_mapping
from games.window import ui
from sim.kick import Goalpost

BALL = (140, 80, 40)


def draw_inset(
    s: pygame.Surface,
    r: pygame.Rect,
    post: Goalpost,
    ball_diameter: float,
    mark: tuple[float, float] | None = None,
    ring: ui.Color = GOOD,
) -> None:
    """The hands in ``r``; ``mark``: (across, height) where the ball met them (+ across: the
    kicker's left, drawn at the left as the kicker sees it), ringed in ``ring``."""
    draw_hand_front(
        s,
        r,
        post.width,
        post.crossbar_height,
        post.crossbar_thickness,
        post.thumb_top,
        post.thumb_thickness,
        gap_label=False,
    )
    dot = None
    if mark is not None:
        at, scale = hand_front_mapping(r, post.width, post.thumb_top, post.thumb_thickness)
        x, y = at(-mark[0], mark[1])
        radius = max(3, round(ball_diameter / 2 * scale))
        # A wide or high one is held at the edge, inside the words' lines: at the inset's very
        # corner it sat over the measures written below the table line (play-test).
        x = min(max(x, r.left + radius + 4), r.right - radius - 4)
        highest = r.top + ui.line_height(LABEL) + radius + 2
        above = y < highest  # crossed higher than the inset shows: held at its top, said how high
        y = min(max(y, highest), at(0.0, 0.0)[1] - radius - 2)
        pygame.draw.circle(s, BALL, (round(x), round(y)), radius)
        pygame.draw.circle(s, ring, (round(x), round(y)), radius + 2, 2)
        dot = pygame.Rect(0, 0, 2 * radius + 6, 2 * radius + 6)
        dot.center = (round(x), round(y))
        if above:
            dot = dot.union(high_mark(s, r, dot, mark[1], ring))
    gap_words(s, r, post, dot)


def high_mark(
    s: pygame.Surface, r: pygame.Rect, dot: pygame.Rect, height: float, colour: ui.Color
) -> pygame.Rect:
    """A crossing higher than the inset shows: a drawn arrow up from the ball held at its top and
    "49 cm up" beside it (18 to 49 cm were all drawn at the thumbs' tips over the gap's
    measure, a kick 49 cm up looking as if it barely cleared: play-test 6; the font has no
    arrow glyph). The box drawn over."""
    tip = (dot.centerx, max(r.top + 2, dot.top - 12))
    pygame.draw.line(s, colour, (dot.centerx, dot.top), tip, 2)
    pygame.draw.polygon(s, colour, [tip, (tip[0] - 5, tip[1] + 6), (tip[0] + 5, tip[1] + 6)])
    words = f"{height * 100:.0f} cm up"
    box = pygame.Rect(0, 0, ui.text_width(words, LABEL), ui.line_height(LABEL))
    box.midleft = (dot.right + 4, dot.centery)
    if box.right > r.right - 2:
        box.midright = (dot.left - 4, dot.centery)
    ui.text(s, words, box.topleft, LABEL, colour)
    return box.union(pygame.Rect(tip[0] - 5, tip[1], 10, dot.top - tip[1]))


def gap_words(
    s: pygame.Surface, r: pygame.Rect, post: Goalpost, avoid: pygame.Rect | None
) -> pygame.Rect | None:
    """The gap's width, in the first place that is clear of ``avoid`` and fits: above the thumbs,
    else inside the opening between them (the number alone if that is all that fits there); the
    box written, or None when no place is clear (it was written before the kick)."""
    at, scale = hand_front_mapping(r, post.width, post.thumb_top, post.thumb_thickness)
    long, short = f"{post.width * 100:.0f} cm between the thumbs", f"{post.width * 100:.0f} cm"
    top = at(0.0, post.thumb_top)[1]
    opening = (post.width - post.thumb_thickness) * scale - 4  # between the thumbs' inner edges
    middle = round((top + at(0.0, post.crossbar_height)[1]) / 2)
    height = ui.line_height(LABEL)
    places: list[tuple[str, pygame.Rect]] = []
    above = pygame.Rect(0, 0, ui.text_width(long, LABEL), height)
    above.midbottom = (r.centerx, round(top - 2))
    places.append((long, above))
    for words in (long, short):
        box = pygame.Rect(0, 0, ui.text_width(words, LABEL), height)
        box.center = (r.centerx, middle)
        if box.width <= opening:
            places.append((words, box))
    for words, box in places:
        if (avoid is None or not box.colliderect(avoid)) and r.contains(box):
            ui.text(s, words, box.topleft, LABEL, GOOD)
            return box
    return None

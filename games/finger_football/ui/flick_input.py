"""The mouse drag that flicks the slider, shared by the practice scene and the game scene:
press on (or near) the slider, pull back, release. Draws the grab ring while a flick waits, and
while pulling the aim line (as long as the slide it predicts), the pull, the strike point and the
spin, and the power meter.

Two things make a small slider on a large mat playable with a mouse: the grab ring (a press
anywhere inside it takes the slider, and where does not matter: no spin by accident), and the
fine pull (Shift held: the pointer's movement counts a quarter, four times finer). Spin is set
apart, with the wheel or the arrow keys (0 clears it), shown before the release, and cleared
after each flick: a spin set for one flick never rides on the next unseen. Spin turns the slider as
it slides; on this mat it hardly bends the path, and the words say so.

How much the aim line tells is the player's *aim help* (:data:`AIM_HELPS`): ``exact`` ends it with a
bar where the flick will stop (practice's default), ``estimate`` (a game's default) shows the way
and a band of likely stops as wide as a club player's hand is unsure of a pull (sim.noise: the
speed's and the direction's spreads, so the band widens with the pull), never the exact rest;
``off`` shows the way alone.
"""

from __future__ import annotations

import math
import re

import pygame

from games.finger_football.ui.aim import Aim, aim_from_drag
from games.finger_football.ui.hand import EXACT as EXACT_HAND
from games.finger_football.ui.likely_band import (
    HOLDS,
    band_words,
    likely_band,
    likely_stops,
    short_band_words,
)
from games.finger_football.ui.likely_band import band_through_physics as band_through_physics
from games.finger_football.ui.view import MatView
from games.window import ui
from sim.geometry import Pose, rotate
from sim.slider.mat import Mat
from sim.slider.table import SliderTable

FULL_PULL = 0.3  # of the window's smaller side: the pull that gives full power, for every flick
EDGE_PX = 3  # a pointer this near the window's edge, pulling, jumps back so the pull goes on
PAST_EDGE = "the window's edge: the pointer jumps back, keep pulling"
GRAB_PX = 26  # a press this close to the slider's centre grabs it, however small it is drawn
FINE = 0.25  # with Shift held, the pointer's movement counts this much
SPIN_STEP = 10.0  # rad/s a notch of the wheel (or an arrow key) sets
MAX_SET_SPIN = 60.0  # rad/s either way
LABEL = 22
CPU_LABEL = 28  # the CPU's flick, read while it winds up: larger
METER_LABEL = 16
UNGUIDED_PX = 70  # the aim line's length with the guide off: the way, not the distance
RING = (255, 255, 255)
AIM_TIP = (255, 235, 0)
WARNING = (255, 110, 90)
EXACT, ESTIMATE, OFF = "exact", "estimate", "off"
AIM_HELPS = (EXACT, ESTIMATE, OFF)  # the aim help a player can set, most help first
BAND = (255, 250, 205)  # the band of likely stops: pale, never the exact stop bar's yellow
BAND_ALPHA = 90
LIKELIEST = (255, 170, 40)  # the most likely stop, across the band: orange, no other mark's colour
BAND_SIDES = 12  # points along each arc of the band


def next_aim_help(help_: str) -> str:
    """The aim help after ``help_`` (a key cycles through them)."""
    return AIM_HELPS[(AIM_HELPS.index(help_) + 1) % len(AIM_HELPS)]


def aim_help_name(help_: str) -> str:
    """An aim help's name on screen: "exact" promised where the flick stops, and a trembling
    hand's flick went past it (71 yd said, 79 went: newcomer); the line is where a steady flick
    stops."""
    return {EXACT: "steady stop", ESTIMATE: "estimate", OFF: "off"}[help_]


def aim_help_words(help_: str) -> str:
    """What each aim help shows, as the setup and the help say it."""
    return {
        EXACT: "the aim line ends where a steady flick stops (your hand may stray from it)",
        ESTIMATE: "the way, and a band where it will likely stop",
        OFF: "only the way the flick goes",
    }[help_]


def aim_line_words(help_: str, hand: str = "club") -> str:
    """What the yellow line and the band mean with this aim help, for the rules page and the
    flick's tip: with "estimate" the line's end is not where the flick stops (a newcomer read the
    page's "its bar is where it stops" and saw a band run on to about twice as far)."""
    if help_ == EXACT:
        return (
            "Aim help steady stop: the yellow line is as long as a steady flick's slide without spin; "
            "its bar is where a steady flick stops (a trembling hand strays from it)."
        )
    if help_ == ESTIMATE:
        near, far, _ = likely_stops(1.0, hand)
        ratio = round(far / near) if near > 0 else 0
        times = "about twice" if ratio == 2 else f"about {ratio} times" if ratio else "far"
        return (
            "Aim help estimate (G changes it): your hand is never exact, so the yellow line ends at the "
            f"shortest likely stop and the pale band runs on from there, {times} as far: the flick "
            f"will most likely stop somewhere in the band ({HOLDS} flicks stop in it). A longer pull, a "
            "longer band; when some would leave the mat the band runs to its edge and the label counts "
            "the same 10 flicks: how many stop in the band, how many leave."
        )
    return "Aim help off (G changes it): the line shows only the way the flick goes; judge how far by eye."


def band_room(view: MatView) -> pygame.Rect:
    """Where the band of likely stops is drawn: between the sidelines (over the table's edge, the
    rim's zone names and beyond, it spilt: play-tests), but to the mat's very ends, past the end
    lines, as far as a slider resting on the mat reaches: cut at the end line, a long flick that
    stopped on the mat beyond it was seen "past the band" (newcomer: 3 of 6 long flicks)."""
    field, mat = view.field_rect, view.mat_rect
    return pygame.Rect(mat.left, field.top, mat.width, field.height)


def power_word(power: float) -> str:
    """A pull's power as a coarse word: with the aim help off a percentage would make the
    readout a lookup table of distances."""
    return "soft" if power < 0.34 else "medium" if power < 0.67 else "hard"


def spin_words(spin: float) -> str:
    """The spin as a player reads it: none, or how many notches of the wheel and which way it
    turns as seen on the screen (no units: the wheel's notches are what the player set)."""
    if abs(spin) < 0.5:
        return "no spin"
    way = "anticlockwise" if spin > 0 else "clockwise"
    notches = max(1, round(abs(spin) / SPIN_STEP))
    return f"spin {notches} {way}"


SPIN_MEANS = "spin: turns the slider as it slides"


class FlickDrag:
    def __init__(self, mat: Mat, view: MatView) -> None:
        self.mat = mat
        self.view = view
        self.press: tuple[float, float] | None = None  # mat metres
        self.pull: tuple[float, float] | None = None  # the pull as it counts (fine or not)
        self.aim: Aim | None = None
        self.spin = 0.0  # rad/s the player set; 0: a straight flick
        self.fine = False  # Shift held
        self._pointer: tuple[int, int] | None = None  # the last pointer position, screen
        self.warning = ""  # what the scene knows is wrong with the flick as aimed (off the mat)
        self.past_edge = False  # this pull met the window's edge and went on: said while pulling
        self.used_fine = False  # Shift was held at some moment of this pull (a person lets it go first)
        self.help = EXACT  # the aim help (AIM_HELPS): what the aim line tells of where it stops
        self.hand = EXACT_HAND  # the person's hand (hand.py): the noise a flick goes through
        self.table = SliderTable(mat)  # solves the band's slowest and fastest flicks

    @property
    def active(self) -> bool:
        return self.press is not None

    def grabs(self, pos: tuple[int, int], pose: Pose) -> bool:
        cx, cy = self.view.to_screen(pose.x, pose.y)
        return math.hypot(pos[0] - cx, pos[1] - cy) <= self.reach()

    def reach(self) -> float:
        """The grab ring's radius, px."""
        return max(self.view.px(self.mat.slider.length / 2), GRAB_PX)

    def start(self, pos: tuple[int, int]) -> None:
        self.press = self.pull = self.view.to_mat(*pos)
        self._pointer = pos
        self.aim = None
        self.warning = ""
        self.past_edge = False
        self.used_fine = self.fine

    def set_spin(self, notches: float) -> None:
        """Turn the set spin by ``notches`` of the wheel (+: anticlockwise)."""
        self.spin = max(-MAX_SET_SPIN, min(MAX_SET_SPIN, self.spin + SPIN_STEP * notches))

    def key(self, key: int, down: bool) -> bool:
        """Shift (fine pull), the arrow keys (spin) and 0 (no spin); True if the key was one of them."""
        if key in (pygame.K_LSHIFT, pygame.K_RSHIFT):
            self.fine = down
            self.used_fine = self.used_fine or (down and self.active)
            return True
        if down and key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set_spin(1 if key == pygame.K_LEFT else -1)
            return True
        if down and key in (pygame.K_0, pygame.K_KP0):
            self.spin = 0.0
            return True
        return False

    def move(self, pos: tuple[int, int], pose: Pose, window: tuple[int, int]) -> Aim | None:
        if self.press is None or self.pull is None:
            return None
        last = self._pointer or pos
        k = FINE if self.fine else 1.0
        self.used_fine = self.used_fine or self.fine
        dx, dy = (pos[0] - last[0]) * k / self.view.scale, (pos[1] - last[1]) * k / self.view.scale
        self.pull = (self.pull[0] + dx, self.pull[1] - dy)
        self._pointer = pos
        aim = self.re_aim(pose, window)
        back = self._past_edge(pos, window)
        if back is not None:
            pygame.mouse.set_pos(back)
            self._pointer = back  # the jump itself is no pull
            self.past_edge = True
        return aim

    def full_pull(self, window: tuple[int, int]) -> float:
        """The pull (px) that gives full power: the same share of the window for every flick, a
        kickoff's from the end zone too (a shorter full pull near an edge made a kickoff's pull
        nearly three times as strong a pixel as a play's). A pull that meets the window's edge
        goes on: the pointer jumps back (:meth:`move`), the pull counted by the pointer's moves."""
        return FULL_PULL * min(window)

    def _past_edge(self, pos: tuple[int, int], window: tuple[int, int]) -> tuple[int, int] | None:
        """Where the pointer jumps back to when a pull meets the window's edge short of full
        power: the press's point on the screen (None: not at an edge)."""
        at_edge = min(pos[0], pos[1], window[0] - 1 - pos[0], window[1] - 1 - pos[1]) < EDGE_PX
        if not at_edge or self.aim is None or self.aim.power >= 1.0 or self.press is None:
            return None
        x, y = self.view.to_screen(*self.press)
        return round(x), round(y)

    def re_aim(self, pose: Pose, window: tuple[int, int]) -> Aim | None:
        """The aim of the pull as it stands (after the pull, the spin or the window changed)."""
        if self.press is None or self.pull is None:
            return None
        full = self.full_pull(window) / self.view.scale
        self.aim = aim_from_drag(self.press, self.pull, pose, self.mat.slider, full, spin=self.spin)
        return self.aim

    def release(self, pos: tuple[int, int], pose: Pose, window: tuple[int, int]) -> Aim | None:
        """End the drag; the aim to flick with, or None for a drag too short to be a flick. A
        flick made clears the spin set for it."""
        aim = self.move(pos, pose, window)
        self.cancel()
        if aim is not None:
            self.spin = 0.0
        return aim

    def cancel(self) -> None:
        self.press = self.pull = self.aim = None
        self._pointer = None
        self.warning = ""

    # ----------------------------------------------------------------- drawing
    def draw_handle(self, surface: pygame.Surface, pose: Pose) -> None:
        """The grab ring around a slider waiting for the player's flick, and the spin set."""
        if self.active:
            return
        centre = self.view.to_screen(pose.x, pose.y)
        surface.set_clip(self.view.area)
        _dashed_circle(surface, RING, centre, self.reach(), 2)
        if abs(self.spin) >= 0.5:
            _spin_arrow(surface, centre, self.reach() + 6, self.spin)
        surface.set_clip(None)

    def draw(
        self,
        surface: pygame.Surface,
        pose: Pose,
        meter: pygame.Rect,
        label_at: tuple[int, int],
        rest: tuple[float, float] | None = None,
    ) -> None:
        """The aim line from the slider, the pull, and the power meter in ``meter``; ``rest``:
        where the flick is known to stop (spin and all), the aim line's end."""
        if self.aim is None or self.press is None or self.pull is None:
            return
        self.draw_aim(surface, pose, self.aim, self.press, self.pull, meter, label_at, rest=rest)

    def draw_aim(
        self,
        surface: pygame.Surface,
        pose: Pose,
        aim: Aim,
        press: tuple[float, float],
        pull: tuple[float, float],
        meter: pygame.Rect,
        label_at: tuple[int, int],
        who: str = "",
        rest: tuple[float, float] | None = None,
    ) -> None:
        """A pull from ``press`` to ``pull`` (mat metres) with its ``aim``: the person's own, or
        the CPU's drawn as it winds up (``who`` names it on the label). How far the aim line goes
        is the aim help's (the CPU's pull is drawn as the person's help draws one): ``exact`` ends
        it in a bar where it would stop (at ``rest`` when the flick was solved: spin carries it
        further, else as far as the slide would go without spin), ``estimate`` draws the way to a
        band of likely stops, ``off`` the way alone, no distance."""
        view = self.view
        centre = view.to_screen(pose.x, pose.y)
        slide = aim.slide_length(self.mat.mu)
        direction = aim.direction
        if rest is not None:
            slide = math.hypot(rest[0] - pose.x, rest[1] - pose.y)
            if slide > 1e-6:
                direction = math.atan2(rest[1] - pose.y, rest[0] - pose.x)
        help_ = self.help
        if help_ != EXACT:
            direction = aim.direction  # a solved rest tells too much: the way is the pull's
        # The estimate's band: eight in ten of the flicks, or, when some leave the mat, to its edge,
        # said from the same numbers (likely_band.py: the label's counts are of the same ten).
        band = likely_band(self.table, pose, aim, self.hand)
        reach = {EXACT: view.px(slide), ESTIMATE: view.px(band.near), OFF: UNGUIDED_PX}[help_]
        c, s = math.cos(direction), math.sin(direction)
        tip = (centre[0] + reach * c, centre[1] - reach * s)
        if help_ == ESTIMATE:
            surface.set_clip(view.area.clip(band_room(view)))
            radii = (view.px(band.near), view.px(band.far))
            self._draw_band(surface, centre, direction, radii, band.half, view.px(band.mid))
        surface.set_clip(view.area)
        pygame.draw.line(surface, ui.ACCENT, centre, tip, 3)
        if help_ == EXACT:
            bar = 9
            pygame.draw.line(
                surface,
                AIM_TIP,
                (tip[0] - bar * s, tip[1] - bar * c),
                (tip[0] + bar * s, tip[1] + bar * c),
                3,
            )
        pygame.draw.line(surface, (255, 255, 255), view.to_screen(*press), view.to_screen(*pull), 2)
        ox, oy = rotate(aim.offset[0], aim.offset[1], pose.angle)
        strike = view.to_screen(pose.x + ox, pose.y + oy)
        pygame.draw.circle(surface, (20, 20, 20), strike, 5)
        pygame.draw.circle(surface, ui.HIGHLIGHT, strike, 3)
        spin = aim.spin(self.mat.slider, pose.angle)
        if abs(spin) >= 0.5:
            _spin_arrow(surface, centre, self.reach() + 6, spin)
        surface.set_clip(None)
        pygame.draw.rect(surface, (40, 40, 40), meter)
        filled = meter.copy()
        filled.height = round(meter.height * aim.power)
        filled.bottom = meter.bottom
        pygame.draw.rect(surface, ui.ACCENT, filled)
        _meter_label(surface, meter)
        yards = self.mat.field.yards
        far_words = {
            EXACT: f" · about {yards(slide):.0f} yd",
            ESTIMATE: band_words(band, yards(1.0)),
            OFF: "",
        }[help_]
        turns = f": {SPIN_MEANS.removeprefix('spin: ')}" if abs(spin) >= 0.5 else ""
        power = power_word(aim.power) if help_ == OFF else f"{aim.power:.0%}"
        # Two fixed lines at one readable size: the pull's, then the spin's (one line shrunk to
        # 9 px over two when spin was set: play-test).
        label = f"power {power}{far_words}\n{spin_words(spin)}{turns}"
        if who:  # the CPU's: short, in one large line (its long wording wrapped small: play-test)
            far_words = short_band_words(band, yards(1.0)) if help_ == ESTIMATE else far_words
            spun = f" · {spin_words(spin)}" if abs(spin) >= 0.5 else ""
            label = f"{who} · power {power}{far_words}{spun}"
        elif self.fine:
            label += " · fine pull"
        top = self._label(surface, label, label_at, ui.PAPER, CPU_LABEL if who else LABEL)
        notes = [w for w in (self.warning, PAST_EDGE if self.past_edge else "") if w] if not who else []
        for k, words in enumerate(notes):
            up = (label_at[0], top - 16 - 30 * k)
            self._label(surface, words, up, WARNING if words == self.warning else ui.PAPER)

    def _draw_band(
        self,
        surface: pygame.Surface,
        centre: tuple[float, float],
        direction: float,
        radii: tuple[float, float],
        half: float,
        mid: float = 0.0,
    ) -> None:
        """The band of likely stops: a see-through piece of a ring from ``radii[0]`` to
        ``radii[1]`` px, ``half`` rad either side of ``direction``, outlined; the most likely stop
        (``mid`` px) marked across it (a band alone did not say where most flicks stop)."""
        near, far = radii

        def arc(r: float) -> list[tuple[float, float]]:
            angles = [direction - half + 2 * half * k / BAND_SIDES for k in range(BAND_SIDES + 1)]
            return [(centre[0] + r * math.cos(a), centre[1] - r * math.sin(a)) for a in angles]

        points = arc(near) + arc(far)[::-1]
        if far - near < 1.0:
            return
        box = pygame.Rect(surface.get_clip())
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        shifted = [(x - box.left, y - box.top) for x, y in points]
        pygame.draw.polygon(layer, (*BAND, BAND_ALPHA), shifted)
        surface.blit(layer, box.topleft)
        pygame.draw.polygon(surface, BAND, points, 2)
        if near < mid < far:
            pygame.draw.lines(surface, LIKELIEST, False, arc(mid), 4)

    def _label(
        self, surface: pygame.Surface, words: str, at: tuple[int, int], colour: ui.Color, largest: int = 0
    ) -> int:
        """A label ending at ``at`` (its right end, its last line's middle); too long for one
        line at the smallest size, it goes on in lines above (the CPU's spin words ran out of
        the box cut short: play-test). Returns the box's top."""
        room = max(100, at[0] - self.view.area.left)
        size = largest or LABEL
        fixed = "\n" in words  # the person's own: never shrunk, its lines wrapped at their size
        while not fixed and size > 14 and ui.text_width(words, size) + 20 > room:
            size -= 2
        if fixed:
            lines = [line for part in words.split("\n") for line in _phrases(part, room - 20, size)]
        else:
            lines = ui.wrap(words, room - 20, size, indent="")
        width = max(ui.text_width(line, size) for line in lines) + 20
        step = ui.line_height(size) + 2
        box = pygame.Rect(
            at[0] - width, at[1] - 14 - step * (len(lines) - 1), width, 28 + step * (len(lines) - 1)
        )
        ui.overlay(surface, box, 255)
        for k, line in enumerate(lines):
            y = at[1] - step * (len(lines) - 1 - k)
            ui.text(surface, line, (at[0] - 10, y), size, colour, "midright")
        return box.top


def _phrases(words: str, room: int, size: int) -> list[str]:
    """``words`` in lines of whole phrases (broken at " · " and "; "), never a word alone on a
    line ("...(its edge 83 yd" over "away)": play-test); a phrase wider than ``room`` wraps."""
    lines: list[str] = []
    for phrase in re.split(r"(?<=;) | · ", words):
        joined = f"{lines[-1]}{' ' if lines[-1].endswith(';') else ' · '}{phrase}" if lines else ""
        if lines and ui.text_width(joined, size) <= room:
            lines[-1] = joined
        else:
            lines.extend(ui.wrap(phrase, room, size, indent=""))
    return lines


def _meter_label(surface: pygame.Surface, meter: pygame.Rect) -> None:
    """ "power" above the meter, its right end on the meter's: a panel may begin just right of
    the meter (centred, the word ran under it)."""
    ui.text(surface, "power", (meter.right + 2, meter.top - 4), METER_LABEL, ui.MUTED, "bottomright")


def _dashed_circle(
    surface: pygame.Surface, colour: ui.Color, centre: tuple[float, float], r: float, width: int
) -> None:
    dashes = 16
    for k in range(dashes):
        a0 = 2 * math.pi * k / dashes
        a1 = a0 + math.pi / dashes
        rect = pygame.Rect(0, 0, round(2 * r), round(2 * r))
        rect.center = (round(centre[0]), round(centre[1]))
        pygame.draw.arc(surface, colour, rect, a0, a1, width)


def _spin_arrow(surface: pygame.Surface, centre: tuple[float, float], r: float, spin: float) -> None:
    """An arc around the slider with its head the way it spins (anticlockwise: + spin), its
    sweep growing with the spin."""
    sweep = min(math.pi * 1.5, 0.6 + abs(spin) / 40.0)
    start = math.pi / 2 - sweep / 2
    rect = pygame.Rect(0, 0, round(2 * r), round(2 * r))
    rect.center = (round(centre[0]), round(centre[1]))
    pygame.draw.arc(surface, ui.HIGHLIGHT, rect, start, start + sweep, 3)
    end = start + sweep if spin > 0 else start
    hx, hy = centre[0] + r * math.cos(end), centre[1] - r * math.sin(end)
    # The head points along the arc, the way of the spin.
    tangent = end + (math.pi / 2 if spin > 0 else -math.pi / 2)
    tx, ty = math.cos(tangent), -math.sin(tangent)
    nx, ny = -ty, tx
    head = [(hx + 8 * tx, hy + 8 * ty), (hx + 5 * nx, hy + 5 * ny), (hx - 5 * nx, hy - 5 * ny)]
    pygame.draw.polygon(surface, ui.HIGHLIGHT, head)

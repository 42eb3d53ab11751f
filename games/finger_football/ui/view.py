"""Drawing the Finger Football mat and the slider, scaled to the window.

The mat is rendered once per window size (and per naming of its end zones) to a cached surface;
a frame blits it and draws the slider (its shadow, its trail, its ghost) and the highlights on top.
The end zones are coloured and named for the team that defends each, "your end zone" and the
CPU's, when a game says so (``name_endzones``); never by colour alone.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable

import pygame

from games.window import ui
from sim.geometry import Pose, football_outline, transform
from sim.slider.features import Convex, Disk, FeatureKind, mat_features
from sim.slider.mat import Mat, ZoneBand
from sim.slider.table import Touch

TABLE = (28, 32, 38)
MAT_EDGE = (64, 120, 72)
GRASS = (38, 132, 62)
GRASS_STRIPE = (42, 142, 68)
ENDZONE = {"home": (44, 70, 84), "visitor": (44, 70, 84)}  # no team's colour until a game names them
ENDZONE_WORDS = {"home": "HOME", "visitor": "VISITORS"}
LINE = (240, 240, 236)
RUN = (18, 18, 18)
PASS = (250, 250, 250)
FLAG = (255, 214, 0)
FUMBLE = (200, 30, 30)
SLIDER = (150, 84, 34)
# A white edge on the footprint itself (a rim outside it would draw the slider touching what it
# does not): at 12 px a plain brown body with a dark edge read as a red fumble football (play-test).
SLIDER_EDGE = (255, 248, 225)  # a warm white no other mark is drawn in
ZONE_LINE = (120, 215, 255)  # a zone line: dashed, a colour no other mark has
ZONE_HERE = (255, 235, 0)  # the ball's zone named under the field, as the line of scrimmage
BAND_SHADE = 45  # alpha of the shade over the band the ball stands in
ENDZONE_GAP = 36  # px each side of an end zone's middle kept clear of words: the kickoff's grab ring


class MatView:
    """World (mat metres) to screen (pixels) for a mat fitted into a rectangle of the window."""

    def __init__(self, mat: Mat) -> None:
        self.mat = mat
        self.scale = 1.0
        self.origin = (0.0, 0.0)
        self.area = pygame.Rect(0, 0, 1, 1)
        self._mat_image: pygame.Surface | None = None
        self._shapes = mat_features(mat)
        self.zone_lines_shown = True  # the mat editor draws zone and band edges of its own
        self.endzones: dict[str, tuple[str, ui.Color]] = {
            half: (ENDZONE_WORDS[half], colour) for half, colour in ENDZONE.items()
        }

    def name_endzones(self, names: dict[str, tuple[str, ui.Color]]) -> None:
        """Each end zone's words and colour (by half: "home", "visitor"); redrawn on a change."""
        merged = {**self.endzones, **names}
        if merged != self.endzones:
            self.endzones = merged
            self._mat_image = None

    def layout(self, area: pygame.Rect) -> None:
        """Fit the whole printed surface into ``area``, keeping its proportions."""
        x0, y0, x1, y1 = self.mat.field.surface
        self.area = area
        self.scale = min(area.width / (x1 - x0), area.height / (y1 - y0))
        w, h = (x1 - x0) * self.scale, (y1 - y0) * self.scale
        self.origin = (
            area.centerx - w / 2 - x0 * self.scale,
            area.centery - h / 2 + y1 * self.scale,
        )
        self._mat_image = None

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        # +y (the left of an offence attacking towards +x) is up on the screen.
        return self.origin[0] + x * self.scale, self.origin[1] - y * self.scale

    def to_mat(self, px: float, py: float) -> tuple[float, float]:
        return (px - self.origin[0]) / self.scale, (self.origin[1] - py) / self.scale

    def px(self, metres: float) -> float:
        return metres * self.scale

    # ----------------------------------------------------------------- the mat
    @property
    def mat_rect(self) -> pygame.Rect:
        """Where the printed mat is drawn."""
        return self._rect(*self.mat.field.surface)

    @property
    def field_rect(self) -> pygame.Rect:
        """The field within its white boundary: end lines and sidelines (the mat's rim and the
        zone names beyond it left out)."""
        f = self.mat.field
        return self._rect(-f.endzone, -f.half_width, f.length + f.endzone, f.half_width)

    def draw_mat(self, surface: pygame.Surface) -> None:
        if self._mat_image is None or self._mat_image.get_size() != surface.get_size():
            self._mat_image = pygame.Surface(surface.get_size()).convert(surface)
            with ui.unrecorded():
                self._render_mat(self._mat_image)
        surface.blit(self._mat_image, (0, 0))
        ui.playing_surface(self.mat_rect)

    def _rect(self, x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        ax, ay = self.to_screen(x0, y1)
        bx, by = self.to_screen(x1, y0)
        return pygame.Rect(round(ax), round(ay), max(1, round(bx - ax)), max(1, round(by - ay)))

    def _render_mat(self, s: pygame.Surface) -> None:
        f = self.mat.field
        yd = f.yard
        s.fill(TABLE)
        pygame.draw.rect(s, MAT_EDGE, self._rect(*f.surface), border_radius=max(2, round(self.px(yd))))
        hw = f.half_width
        for k in range(10):  # ten-yard stripes of mown grass
            colour = GRASS if k % 2 == 0 else GRASS_STRIPE
            pygame.draw.rect(s, colour, self._rect(k * 10 * yd, -hw, (k + 1) * 10 * yd, hw))
        for ez in self.mat.endzones():
            label, colour = self.endzones[ez.half.value]
            rect = self._rect(ez.x0, ez.y0, ez.x1, ez.y1)
            pygame.draw.rect(s, colour, rect)
            self._letter_endzone(s, label, rect, ez.half.value == "home", (ez.x0 + ez.x1) / 2, ez.y1)

    def draw_endzone_words(self, s: pygame.Surface) -> None:
        """The end zones' words again, over what was drawn on the mat since (the aim's band had
        covered "CPU'S END ZONE": play-test)."""
        for ez in self.mat.endzones():
            label, _colour = self.endzones[ez.half.value]
            rect = self._rect(ez.x0, ez.y0, ez.x1, ez.y1)
            self._letter_endzone(s, label, rect, ez.half.value == "home", (ez.x0 + ez.x1) / 2, ez.y1, True)

    def _letter_endzone(
        self,
        s: pygame.Surface,
        label: str,
        rect: pygame.Rect,
        home: bool,
        x: float,
        half_width: float,
        words_only: bool = False,
    ) -> None:
        """An end zone's words along it, in two parts either side of its middle: a kickoff's
        slider sits in the middle, and must not sit on the words."""
        parts = label.split(" · ") if " · " in label else label.split(" ", 1)
        room = rect.height - 8 if len(parts) == 1 else rect.height // 2 - ENDZONE_GAP - 4
        size = max(12, round(self.px(6 * self.mat.field.yard)))
        while size > 10 and (
            max(ui.text_width(p, size) for p in parts) > room or ui.line_height(size) > rect.width - 4
        ):
            size -= 1
        # Read along the end zone: home's words run upwards, the visitors' downwards.
        ys = (
            [0.0]
            if len(parts) == 1
            else [-half_width / 2, half_width / 2]
            if home
            else [half_width / 2, -half_width / 2]
        )
        mid = self.to_screen(x, 0.0)
        for part, y in zip(parts, ys, strict=False):
            image = ui.render(part, size, (240, 240, 240))
            image = pygame.transform.rotate(image, 90 if home else -90)
            at = self.to_screen(x, y)
            if len(parts) > 1:  # centred in the room between the kept-clear middle and the edge
                way = 1 if at[1] > mid[1] else -1
                at = (at[0], mid[1] + way * (ENDZONE_GAP + room / 2))
            s.blit(image, image.get_rect(center=(round(at[0]), round(at[1]))))
        if not words_only:
            self._after_endzone(s)

    def _after_endzone(self, s: pygame.Surface) -> None:
        self._draw_yard_lines(s)
        for feature, geom in self._shapes:
            self._draw_symbol(s, feature.kind, geom)

    def _draw_yard_lines(self, s: pygame.Surface) -> None:
        f = self.mat.field
        yd, hw = f.yard, f.half_width
        thin = max(1, round(self.px(f.line_width) * 0.6))
        thick = max(1, round(self.px(f.line_width)))
        length_yd = round(f.yards(f.length))
        for k in range(5, length_yd, 5):
            x = k * yd
            pygame.draw.line(s, LINE, self.to_screen(x, -hw), self.to_screen(x, hw), thin)
        for k in range(1, length_yd):  # hash marks
            if k % 5:
                for y in (-hw, hw, -hw / 3 + 0.0, hw / 3):
                    a = self.to_screen(k * yd, y - 0.5 * yd)
                    b = self.to_screen(k * yd, y + 0.5 * yd)
                    pygame.draw.line(s, LINE, a, b, 1)
        for line in self.mat.lines():
            pygame.draw.line(s, LINE, self.to_screen(*line.a), self.to_screen(*line.b), thick)
        size = max(10, round(self.px(4.5 * yd)))
        for k in range(10, length_yd, 10):
            label = str(min(k, length_yd - k))
            for y, turn in ((f.numbers, 180), (-f.numbers, 0)):
                image = pygame.transform.rotate(ui.render(label, size, LINE), turn)
                s.blit(image, image.get_rect(center=self.to_screen(k * yd, y)))
        # The zone lines across the field (a newcomer could not tell why circles ahead were not
        # lit: the zone the ball stands in has no target), and the zones' names under it.
        for x in self.zone_lines() if self.zone_lines_shown else []:
            self._dashed(s, self.to_screen(x, -hw - f.margin), self.to_screen(x, hw), ZONE_LINE, thick + 1)
        for band in self.mat.zones:
            self._zone_name(s, band, (210, 225, 210))

    def zone_lines(self) -> list[float]:
        """Where one zone band meets the next (m along the field), the goal lines left out."""
        f = self.mat.field
        edges = {round(b.start, 6) for b in self.mat.zones} | {round(b.end, 6) for b in self.mat.zones}
        return sorted(x for x in edges if 1e-6 < x < f.length - 1e-6)

    def _zone_name(self, s: pygame.Surface, band: ZoneBand, colour: ui.Color, words: str = "") -> None:
        """A band's name in the margin under the field, centred on it: smaller rather than cut."""
        f = self.mat.field
        size = max(10, round(self.px(2.6 * f.yard)))
        room = round(self.px(band.end - band.start)) - 4
        text = words or f"ZONE {band.zone}"
        while size > 9 and ui.text_width(text, size) > room:
            size -= 1
        pos = self.to_screen((band.start + band.end) / 2, -f.half_width - f.margin / 2)
        ui.text(s, ui.fit(text, room, size), pos, size, colour, "center")

    def mark_band(self, s: pygame.Surface, band: ZoneBand, words: str) -> None:
        """The band the ball stands in, shaded: no target lies in it (the rulebook: never within
        the zone the offence occupies), its name under the field said in ``words``."""
        f = self.mat.field
        rect = self._rect(band.start, -f.half_width, band.end, f.half_width)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, BAND_SHADE))
        s.blit(layer, rect)
        under = self._rect(band.start, -f.half_width - f.margin, band.end, -f.half_width)
        pygame.draw.rect(s, MAT_EDGE, under)
        with ui.unrecorded():  # printed in the mat's margin, as the zones' own names are
            self._zone_name(s, band, ZONE_HERE, words)

    @staticmethod
    def _dashed(
        s: pygame.Surface, a: tuple[float, float], b: tuple[float, float], colour: ui.Color, width: int
    ) -> None:
        """A dashed line from ``a`` to ``b`` (dashes of 8 px): a zone line, never taken for a
        yard line or the line of scrimmage."""
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        steps = max(1, int(length // 8))
        for k in range(0, steps, 2):
            t0, t1 = k / steps, min(1.0, (k + 1) / steps)
            p = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            q = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pygame.draw.line(s, colour, p, q, width)

    def _draw_symbol(self, s: pygame.Surface, kind: FeatureKind, geom: Disk | Convex) -> None:
        if isinstance(geom, Disk):
            centre = self.to_screen(geom.x, geom.y)
            r = max(1, round(self.px(geom.radius)))
            if kind == FeatureKind.RUN_CIRCLE:
                pygame.draw.circle(s, RUN, centre, r)
            elif kind == FeatureKind.PASS_CIRCLE:
                pygame.draw.circle(s, PASS, centre, r)
            elif kind == FeatureKind.FLAG:
                self._draw_flag(s, geom)
        elif kind == FeatureKind.FUMBLE:
            pose = Pose(geom.x, geom.y, geom.angle)
            self._draw_football(s, pose, geom.vertices, FUMBLE, (120, 10, 10))

    def _draw_flag(self, s: pygame.Surface, disk: Disk) -> None:
        centre = self.to_screen(disk.x, disk.y)
        r = max(2, round(self.px(disk.radius)))
        pygame.draw.circle(s, FLAG, centre, r)
        pygame.draw.circle(s, (140, 110, 0), centre, r, max(1, r // 8))
        # A small pennant inside the disk.
        cx, cy = centre
        pole = [(cx - r * 0.35, cy + r * 0.55), (cx - r * 0.35, cy - r * 0.6)]
        pygame.draw.line(s, (60, 50, 0), pole[0], pole[1], max(1, r // 7))
        pygame.draw.polygon(
            s,
            (60, 50, 0),
            [(cx - r * 0.35, cy - r * 0.6), (cx + r * 0.5, cy - r * 0.3), (cx - r * 0.35, cy)],
        )

    # ----------------------------------------------------------------- bodies
    def _draw_football(
        self,
        s: pygame.Surface,
        pose: Pose,
        outline: Iterable[tuple[float, float]],
        fill: ui.Color,
        edge: ui.Color,
    ) -> None:
        points = [self.to_screen(x, y) for x, y in transform(tuple(outline), pose)]
        pygame.draw.polygon(s, fill, points)
        pygame.draw.polygon(s, edge, points, 1)
        # Laces along the long axis.
        length = max(abs(x) for x, _ in outline)
        a = self.to_screen(*_along(pose, -0.45 * length, 0.0))
        b = self.to_screen(*_along(pose, 0.45 * length, 0.0))
        pygame.draw.line(s, (245, 245, 245), a, b, max(1, round(self.px(0.0012))))
        for k in (-0.3, -0.1, 0.1, 0.3):
            c = self.to_screen(*_along(pose, k * length, 0.12 * length))
            d = self.to_screen(*_along(pose, k * length, -0.12 * length))
            pygame.draw.line(s, (245, 245, 245), c, d, 1)

    def draw_slider(self, s: pygame.Surface, pose: Pose, ghost: bool = False, shadow: bool = True) -> None:
        """The slider at ``pose`` with its shadow; a ``ghost`` (where it started, or where a flick
        would rest) is a see-through white body with a bold outline, plain on the green. At rest,
        drawn with no ``shadow``: a dark shadow beside a black circle read as the slider touching
        it (play-test): what is drawn is the footprint the rules judge."""
        spec = self.mat.slider
        outline = football_outline(spec.length, spec.width, spec.vertices)
        points = [self.to_screen(x, y) for x, y in transform(outline, pose)]
        if ghost:
            self._translucent(s, points, (255, 255, 255, 110))
            pygame.draw.polygon(s, (20, 20, 20), points, 3)
            pygame.draw.polygon(s, (255, 255, 255), points, 1)
            return
        if shadow:
            drop = max(2.0, self.px(0.002))
            self._translucent(s, [(x + drop, y + drop) for x, y in points], (0, 0, 0, 90))
        self._draw_football(s, pose, outline, SLIDER, SLIDER_EDGE)

    def draw_trail(self, s: pygame.Surface, poses: list[Pose]) -> None:
        """A fading trail behind a sliding slider, oldest first."""
        n = len(poses)
        for k, (a, b) in enumerate(itertools.pairwise(poses)):
            shade = round(90 + 150 * (k + 1) / n)
            width = max(1, round(self.px(self.mat.slider.width) * 0.5 * (k + 1) / n))
            pygame.draw.line(
                s, (shade, shade, shade), self.to_screen(a.x, a.y), self.to_screen(b.x, b.y), width
            )

    @staticmethod
    def _translucent(
        s: pygame.Surface, points: list[tuple[float, float]], rgba: tuple[int, int, int, int]
    ) -> None:
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        box = pygame.Rect(
            int(min(xs)) - 1, int(min(ys)) - 1, int(max(xs) - min(xs)) + 3, int(max(ys) - min(ys)) + 3
        )
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.polygon(layer, rgba, [(x - box.x, y - box.y) for x, y in points])
        s.blit(layer, box)

    def draw_highlights(self, s: pygame.Surface, touches: Iterable[Touch]) -> None:
        """Ring every touched feature in the highlight colour."""
        self.ring(s, {t.id for t in touches}, ui.HIGHLIGHT)

    def draw_line_of_scrimmage(self, s: pygame.Surface, x: float) -> None:
        """The bright yellow line-of-scrimmage marker across the field."""
        hw = self.mat.field.half_width
        width = max(2, round(self.px(self.mat.field.line_width * 1.5)))
        pygame.draw.line(s, (255, 235, 0), self.to_screen(x, -hw), self.to_screen(x, hw), width)

    def light(self, s: pygame.Surface, ids: set[str], colour: ui.Color) -> None:
        """Light the circles with these ids as targets: a bold ring round the circle, edged in black
        (a thin yellow ring was hard to see: play-test); the circle itself as printed, so that
        what it touches is drawn as the rules judge it."""
        width = max(4, round(self.px(0.007)))
        for feature, geom in self._shapes:
            if feature.id not in ids or not isinstance(geom, Disk):
                continue
            centre = self.to_screen(geom.x, geom.y)
            r = round(self.px(geom.radius))
            pygame.draw.circle(s, (20, 20, 20), centre, r + width + 1, 2)
            pygame.draw.circle(s, colour, centre, r + width // 2, width)
        self.ring(s, {i for i in ids if not self._is_disk(i)}, colour)

    def _is_disk(self, feature_id: str) -> bool:
        return self.disk(feature_id) is not None

    def disk(self, feature_id: str) -> Disk | None:
        """The round feature with this id (a circle, a flag, a football), or None."""
        return next((g for f, g in self._shapes if f.id == feature_id and isinstance(g, Disk)), None)

    def ring(self, s: pygame.Surface, ids: set[str], colour: ui.Color) -> None:
        """Ring the features with these ids (circles, flags, footballs, endzones, lines)."""
        width = max(2, round(self.px(0.004)))
        for feature, geom in self._shapes:
            if feature.id not in ids:
                continue
            if isinstance(geom, Disk):
                centre = self.to_screen(geom.x, geom.y)
                pygame.draw.circle(s, colour, centre, round(self.px(geom.radius)) + width // 2, width)
            else:
                points = transform(geom.vertices, Pose(geom.x, geom.y, geom.angle))
                pygame.draw.polygon(s, colour, [self.to_screen(x, y) for x, y in points], width)


def _along(pose: Pose, u: float, v: float) -> tuple[float, float]:
    c, s = math.cos(pose.angle), math.sin(pose.angle)
    return pose.x + c * u - s * v, pose.y + s * u + c * v

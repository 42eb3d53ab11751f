"""Finger Football practice: flick the slider on the mat with the mouse and see where it rests.

A view module (it uses pygame). The physics comes whole from :class:`sim.slider.SliderTable`:
on release the outcome is computed at once, then the slide is animated from its closed form.
"""

from __future__ import annotations

import pygame

from games.app import ui
from games.app.app import App
from games.app.scene import Scene
from games.recording import Recording
from sim import mat as mats
from sim.errors import FlickError
from sim.geometry import Pose
from sim.mat import Mat
from sim.slider import FlickOutcome, SliderTable

from .actions import Flicked
from .describe import describe_rest, yard_line
from .flick_input import FlickDrag
from .sessions import PracticeSession
from .view import MatView

TOP_BAR, BOTTOM_BAR, RIGHT_BAR = 44, 30, 44
HELP = "drag from the slider and release to flick · right-click: place · G: guide · R: reset · Esc: menu"


class PracticeScene(Scene):
    title = "Finger Football practice"

    def __init__(self, app: App, mat: Mat | None = None, start: Pose | None = None) -> None:
        super().__init__(app)
        self.mat = mat or mats.default()
        self.table = SliderTable(self.mat)
        self.view = MatView(self.mat)
        self.start = start or Pose(20 * self.mat.field.yard, 0.0)
        self.pose = self.start
        self.drag = FlickDrag(self.mat, self.view)
        self.preview: FlickOutcome | None = None
        self.outcome: FlickOutcome | None = None
        self.t = 0.0  # seconds since the flick
        self.guide = True
        self.lines: list[str] = ["flick the slider: press on it, pull back, release"]
        self.flicks: list[FlickOutcome] = []
        self.session = PracticeSession(self.mat)
        self.recorder: Recording | None = None

    @property
    def sliding(self) -> bool:
        return self.outcome is not None and self.t < self.outcome.time

    # ----------------------------------------------------------------- input
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.view.layout(pygame.Rect(10, TOP_BAR, w - 10 - RIGHT_BAR, h - TOP_BAR - BOTTOM_BAR))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and not self.sliding:
            if event.button == 1 and self.drag.grabs(event.pos, self.pose):
                self.drag.start(event.pos)
            elif event.button == 3:
                self._place(self.view.to_mat(*event.pos))
        elif event.type == pygame.MOUSEMOTION and self.drag.active:
            aim = self.drag.move(event.pos, self.pose, self.app.size)
            self.preview = None
            if aim is not None and self.guide:
                self.preview = self.table.flick(self.pose, aim.flick(self.mat.slider))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag.active:
            self._release(event.pos)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.app.back()
        elif key == pygame.K_r:
            self._place((self.start.x, self.start.y))
        elif key == pygame.K_g:
            self.guide = not self.guide

    def _place(self, where: tuple[float, float]) -> None:
        x0, y0, x1, y1 = self.mat.field.surface
        if x0 <= where[0] <= x1 and y0 <= where[1] <= y1:
            self.pose = Pose(where[0], where[1], 0.0)
            self.outcome = None
            self.lines = [f"slider placed on the {yard_line(where[0], self.mat)}"]

    def _release(self, pos: tuple[int, int]) -> None:
        aim = self.drag.release(pos, self.pose, self.app.size)
        self.preview = None
        if aim is None:
            return
        try:
            self.outcome = self.table.flick(self.pose, aim.flick(self.mat.slider))
        except FlickError as exc:  # the aim keeps flicks legal; say so if one is not
            self.lines = [str(exc)]
            return
        self.t = 0.0
        self.flicks.append(self.outcome)
        self.lines = []
        self._record(self.outcome)

    def _record(self, outcome: FlickOutcome) -> None:
        """Every practice flick goes into a recording, started with the first."""
        self.session.flicked(outcome)
        if self.recorder is None:
            self.recorder = self.app.recordings("finger-football-practice", self.session, {"player": "human"})
        if self.recorder is not None:
            self.recorder.record(Flicked(outcome))

    # ----------------------------------------------------------------- model
    def update(self, dt: float) -> None:
        if self.outcome is None or not self.sliding:
            return
        self.t += dt
        if self.t >= self.outcome.time:
            o = self.outcome
            self.lines = describe_rest(o, self.mat)
            self.lines.append(
                f"{self.mat.field.yards(o.distance):.1f} yd in {o.time:.2f} s, "
                f"rests on the {yard_line(o.rest.x, self.mat)}"
            )
            if o.on_surface:
                self.pose = o.rest
            else:  # it cannot be picked up from there: back to the start
                self.pose = self.start
                self.lines.append("the slider goes back to its start")

    def current_pose(self, alpha: float = 1.0) -> Pose:
        if self.outcome is None or not self.sliding:
            return self.pose
        t = max(0.0, self.t - (1.0 - alpha) * self.app.clock.dt)
        return self.table.pose_at(self.outcome, t)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        view = self.view
        view.draw_mat(surface)
        if self.outcome is not None and not self.sliding:
            view.draw_highlights(surface, self.outcome.touched)
        surface.set_clip(view.area)
        if self.outcome is not None:
            a = view.to_screen(self.outcome.start.x, self.outcome.start.y)
            pose = self.current_pose(alpha)
            pygame.draw.line(surface, (255, 255, 255), a, view.to_screen(pose.x, pose.y), 1)
        if self.preview is not None:
            view.draw_slider(surface, self.preview.rest, ghost=True)
        view.draw_slider(surface, self.current_pose(alpha))
        surface.set_clip(None)
        w, h = surface.get_size()
        meter = pygame.Rect(w - 34, TOP_BAR + 20, 16, h - TOP_BAR - BOTTOM_BAR - 40)
        self.drag.draw(surface, self.pose, meter, (w - 44, h - BOTTOM_BAR - 20))
        self._draw_hud(surface)

    def _draw_hud(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, ui.PANEL, pygame.Rect(0, 0, w, TOP_BAR))
        ui.text(surface, self.title, (12, 10), 30, ui.PAPER)
        guide = "on" if self.guide else "off"
        info = f"{self.mat.name} · mu {self.mat.mu:.2f} · flicks {len(self.flicks)} · guide {guide}"
        ui.text(surface, info, (w - 12, 14), 22, ui.MUTED, "topright")
        pygame.draw.rect(surface, ui.PANEL, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR))
        ui.text(surface, HELP, (12, h - BOTTOM_BAR + 7), 20, ui.MUTED)
        if self.lines and not self.sliding:
            height = 12 + 30 * len(self.lines)
            width = max(ui.text_width(line, 28) for line in self.lines) + 24
            box = pygame.Rect(20, TOP_BAR + 12, min(w - 40, width), height)
            ui.panel(surface, box)
            for i, line in enumerate(self.lines):
                colour = ui.HIGHLIGHT if i == 0 and self.outcome is not None else ui.PAPER
                ui.text(surface, line, (box.left + 12, box.top + 8 + 30 * i), 28, colour)

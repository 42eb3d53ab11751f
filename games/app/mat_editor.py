"""``tabletop mat edit``: the mat in the window, its symbols, flags and fumble footballs moved
with the mouse. A view module (pygame); the edits themselves are :mod:`games.mat_tuning.draft`.

Drag a feature to move it; the wheel over it resizes it (with Shift, a run circle's pass circle;
a fumble football turns); R, F and B add a run circle, a flag or a fumble football at the
pointer; Delete removes the selected one; G snaps to whole yards; Ctrl+Z and Ctrl+Y undo and
redo; Ctrl+S saves (atomically; not while the mat is invalid); D shows each run circle's odds
for a club player from a quick study; Esc leaves (twice if there are unsaved changes).
"""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from games.finger_football.ui.view import FLAG, FUMBLE, PASS, RUN, MatView
from games.mat_tuning.draft import Draft, Picked
from games.window import ui
from games.window.scene import Host, Scene
from sim.errors import SimError
from sim.geometry import Pose, football_outline, transform
from sim.slider.mat import Mat

TOP_BAR, BOTTOM_BAR = 44, 56
HELP = (
    "drag: move · wheel: size (Shift: pass circle) · R/F/B: add run circle/flag/fumble · Del: delete · "
    "G: snap · D: odds · Ctrl+Z/Y: undo/redo · Ctrl+S: save · Esc: leave"
)
SELECTED, ERROR, OK = (0, 220, 255), (255, 90, 90), (150, 230, 150)
QUICK_FLICKS = 600  # a shot, for the live odds: a few per cent of standard error, a fraction of a second


class EditorScene(Scene):
    title = "Mat editor"

    def __init__(self, app: Host, mat: Mat, path: Path) -> None:
        super().__init__(app)
        self.path = path
        self.draft = Draft(mat)
        # The field is drawn from the mat without its features; the features come from the draft,
        # so an edit that makes the mat invalid is still seen where it was put.
        self.view = MatView(replace(mat, run_circles=(), flags=(), fumbles=()))
        self.selected: Picked | None = None
        self.dragging = False
        self.snap = True
        self.odds_on = False
        self.odds: dict[str, float] = {}
        self.message = f"editing {path.name}"
        self.leaving = False
        self.pointer = (0, 0)  # where the mouse last was: the wheel and the add keys act there

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.view.layout(pygame.Rect(10, TOP_BAR + 6, w - 20, h - TOP_BAR - BOTTOM_BAR - 12))

    # ----------------------------------------------------------------- input
    def yards(self, pos: tuple[int, int]) -> tuple[float, float]:
        x, y = self.view.to_mat(*pos)
        yd = self.draft.mat.field.yard
        x, y = x / yd, y / yd
        return (round(x), round(y)) if self.snap else (x, y)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN:
            self._key(event.key, event.mod)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y = self.view.to_mat(*event.pos)
            yd = self.draft.mat.field.yard
            self.selected = self.draft.at(x / yd, y / yd)
            if self.selected is not None:
                self.draft.begin()
                self.dragging = True
        elif event.type == pygame.MOUSEMOTION and self.dragging and self.selected is not None:
            self.draft.move(self.selected, *self.yards(event.pos))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self._edited()
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event.y)

    def _wheel(self, clicks: int) -> None:
        x, y = self.view.to_mat(*self.pointer)
        yd = self.draft.mat.field.yard
        picked = self.draft.at(x / yd, y / yd) or self.selected
        if picked is None or clicks == 0:
            return
        self.selected = picked
        self.draft.begin()
        inner = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        self.draft.resize(picked, 0.25 * clicks, inner)
        self._edited()

    def _key(self, key: int, mod: int) -> None:
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if key == pygame.K_ESCAPE:
            if self.draft.dirty and not self.leaving:
                self.leaving = True
                self.message = "unsaved changes: Esc again to leave without them, Ctrl+S to save"
            else:
                self.app.back()
            return
        self.leaving = False
        if ctrl and key == pygame.K_s:
            self._save()
        elif ctrl and (key == pygame.K_y or (key == pygame.K_z and mod & pygame.KMOD_SHIFT)):
            self.message = "redone" if self.draft.redo() else "nothing to redo"
            self._edited()
        elif ctrl and key == pygame.K_z:
            self.message = "undone" if self.draft.undo() else "nothing to undo"
            self._edited()
        elif key in (pygame.K_r, pygame.K_f, pygame.K_b):
            table = {pygame.K_r: "run_circles", pygame.K_f: "flags", pygame.K_b: "fumbles"}[key]
            self.draft.begin()
            self.selected = self.draft.add(table, *self.yards(self.pointer))
            self._edited()
        elif key in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.selected is not None:
            self.draft.begin()
            self.draft.delete(self.selected)
            self.selected = None
            self._edited()
        elif key == pygame.K_g:
            self.snap = not self.snap
            self.message = "snapping to whole yards" if self.snap else "free placement"
        elif key == pygame.K_d:
            self.odds_on = not self.odds_on
            self._edited()

    def _save(self) -> None:
        try:
            self.draft.save(self.path)
            self.message = f"saved {self.path}"
        except (SimError, OSError) as exc:
            self.message = str(exc)

    def _edited(self) -> None:
        """After a whole edit: the odds again, if they are shown and the mat is valid."""
        self.draft.end()
        if self.odds_on and self.draft.error is None:
            self.odds = quick_odds(self.draft.mat)
        elif not self.odds_on:
            self.odds = {}

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        self.view.draw_mat(surface)
        surface.set_clip(self.view.area)
        for table in ("run_circles", "flags", "fumbles"):
            for row in self.draft.rows(table):
                self._feature(surface, table, row)
        surface.set_clip(None)
        self._bars(surface)

    def _feature(self, s: pygame.Surface, table: str, row: dict[str, Any]) -> None:
        yd = self.draft.mat.field.yard
        view = self.view
        centre = view.to_screen(row["x"] * yd, row["y"] * yd)
        chosen = self.selected == Picked(table, row["id"])
        if table == "run_circles":
            r = max(2, round(view.px(row["radius"] * yd)))
            pygame.draw.circle(s, RUN, centre, r)
            inner = view.to_screen(row["pass_x"] * yd, row["pass_y"] * yd)
            pygame.draw.circle(s, PASS, inner, max(1, round(view.px(row["pass_radius"] * yd))))
            if row["id"] in self.odds:
                ui.text(
                    s,
                    f"{100 * self.odds[row['id']]:.0f}%",
                    (centre[0], centre[1] + r * 0.62),
                    18,
                    ui.ACCENT,
                    "center",
                )
        elif table == "flags":
            r = max(2, round(view.px(row["radius"] * yd)))
            pygame.draw.circle(s, FLAG, centre, r)
        else:
            outline = football_outline(row["length"] * yd, row["width"] * yd, 16)
            pose = Pose(row["x"] * yd, row["y"] * yd, math.radians(row["angle"]))
            pygame.draw.polygon(s, FUMBLE, [view.to_screen(x, y) for x, y in transform(outline, pose)])
            r = round(view.px(row["length"] * yd / 2))
        if chosen:
            pygame.draw.circle(s, SELECTED, centre, r + 3, 2)
            ui.text(s, row["id"], (centre[0], centre[1] - r - 12), 18, SELECTED, "center")

    def _bars(self, s: pygame.Surface) -> None:
        w, h = s.get_size()
        pygame.draw.rect(s, ui.PANEL, pygame.Rect(0, 0, w, TOP_BAR))
        star = " *" if self.draft.dirty else ""
        snap = "snap 1 yd" if self.snap else "free"
        ui.text(s, f"{self.title}: {self.path.name}{star} · {snap}", (12, 10), 28)
        pygame.draw.rect(s, ui.PANEL, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR))
        if self.draft.error is not None:
            line, colour = f"invalid, not saved: {self.draft.error}", ERROR
        else:
            line, colour = self.message, OK
        ui.text(s, ui.fit(line, w - 24, 20), (12, h - BOTTOM_BAR + 6), 20, colour)
        ui.text(s, ui.fit(HELP, w - 24, 17), (12, h - BOTTOM_BAR + 32), 17, ui.MUTED)


def quick_odds(mat: Mat) -> dict[str, float]:
    """Each run circle's mean run success for a club player, over the lines it is legal from."""
    from games.mat_tuning import sweep
    from games.mat_tuning.hand import hand
    from games.mat_tuning.shots import study_shots

    shots = [s for s in study_shots(mat) if s.kind == "run"]
    work = sweep.chunks(mat, shots, hand("club"), QUICK_FLICKS, 0, exact=False)
    totals = sweep.totals(work, sweep.run(work))
    by_circle: dict[str, list[float]] = {}
    for shot in shots:
        n, counts = totals[shot.key]
        assert shot.target is not None
        by_circle.setdefault(shot.target, []).append(float(counts[sweep.COUNTS.index("success")]) / n)
    return {cid: sum(ps) / len(ps) for cid, ps in by_circle.items()}

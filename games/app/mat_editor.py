"""``tabletop mat edit``: the mat in the window, its symbols, flags and fumble footballs moved
with the mouse. A view module (pygame); the edits themselves are :mod:`games.mat_tuning.draft`,
the names a player reads :mod:`games.mat_tuning.names`, the odds :mod:`games.mat_tuning.quick`.

Drag a feature to move it; the wheel over it resizes it (with Shift, a run circle's pass circle;
a fumble football turns); R, F and B add a run circle, a flag or a fumble football at the
pointer; Delete removes the selected one; G snaps to whole yards; Ctrl+Z and Ctrl+Y undo and
redo; Ctrl+S saves (atomically; not while the mat is invalid or two run circles overlap) to the
path shown in the title bar; D shows each run circle's odds for a club player, worked out in the
background so the window never stalls; Esc leaves (twice if there are unsaved changes).
Overlaps are outlined in red and said in the status line.
"""

from __future__ import annotations

import math
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from games.core.data_dir import data_dir
from games.finger_football.ui.view import FLAG, FUMBLE, PASS, RUN, MatView
from games.mat_tuning import names
from games.mat_tuning.draft import Draft, Picked
from games.mat_tuning.quick import CircleOdds, quick_odds
from games.window import ui
from games.window.scene import Host, Scene
from sim.errors import SimError
from sim.geometry import Pose, football_outline, transform
from sim.slider.mat import Mat
from sim.slider.overlaps import Overlap, Part

HELP = (
    "drag: move · wheel: size (Shift: pass circle) · R/F/B: add run circle/flag/fumble · Del: delete · "
    "G: snap · D: odds · Ctrl+Z/Y: undo/redo · Ctrl+S: save · F1: help · Esc: leave"
)
LEGEND = (
    "Odds (D hides them): the % on a run circle is how often a club player's run flick rests on it, "
    "averaged over every line of scrimmage, of either team, that can aim at it; select a circle for "
    "its pass odds · '…': working it out · '—': no line of scrimmage can aim at it"
)
HINT = "Click a circle, flag or fumble football to select it; drag it to move it"
SELECTED, ERROR, OK = (0, 220, 255), (255, 90, 90), (150, 230, 150)
STATUS_ROWS = 3
TITLE_SIZE, PATH_SIZE, STATUS_SIZE, HELP_SIZE, ODDS_SIZE = 24, 17, 19, 16, 18


def new_mat_path(folder: Path | None = None) -> Path:
    """Where a new mat is saved when no file is given: my-mat.toml in the mats folder of the
    user's data folder (platformdirs; $TABLETOP_DATA_DIR), the first name not taken."""
    folder = folder or data_dir() / "mats"
    for k in range(1, 1000):
        path = folder / ("my-mat.toml" if k == 1 else f"my-mat-{k}.toml")
        if not path.exists():
            return path
    raise OSError(f"no free mat name in {folder}")


class EditorScene(Scene):
    title = "Mat editor"
    keys_of_its_own = frozenset({pygame.K_z})  # Ctrl+Z is the editor's own undo, not the kit's
    keys_of_its_own = frozenset({pygame.K_z})  # Ctrl+Z undoes an edit here, not a game's decision

    def __init__(self, app: Host, mat: Mat, path: Path) -> None:
        super().__init__(app)
        self.path = path.resolve()
        self.draft = Draft(mat)
        # The field is drawn from the mat without its features; the features come from the draft,
        # so an edit that makes the mat invalid is still seen where it was put.
        self.view = MatView(replace(mat, run_circles=(), flags=(), fumbles=()))
        self.selected: Picked | None = None
        self.dragging = False
        self.snap = True
        self.odds_on = False
        self.odds: dict[str, CircleOdds] = {}
        self._odds_job: Future[dict[str, CircleOdds]] | None = None
        self._odds_of: Mat | None = None  # the mat the shown (or coming) odds are of
        self._worker: ThreadPoolExecutor | None = None
        self.message: tuple[str, ui.Color] | None = None  # said after an action, until the next edit
        self.leaving = False
        self.pointer = (0, 0)  # where the mouse last was: the wheel and the add keys act there
        self.top_bar = self.bottom_bar = 0

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.top_bar = 12 + ui.line_height(TITLE_SIZE) + ui.line_height(PATH_SIZE)
        self.bottom_bar = 16 + STATUS_ROWS * ui.line_height(STATUS_SIZE) + 2 * ui.line_height(HELP_SIZE)
        self.view.layout(pygame.Rect(10, self.top_bar + 6, w - 20, h - self.top_bar - self.bottom_bar - 12))

    def controls(self) -> list[tuple[str, str]]:
        return [
            ("click, drag", "select a feature, move it"),
            ("wheel", "resize it (a fumble football turns)"),
            ("Shift+wheel", "resize a run circle's pass circle"),
            ("R, F, B", "add a run circle, a flag, a fumble football at the pointer"),
            ("Delete", "remove the selected feature"),
            ("G", "snap to whole yards, or place freely"),
            ("D", "show each run circle's odds for a club player"),
            ("Ctrl+Z, Ctrl+Y", "undo, redo"),
            ("Ctrl+S", "save, to the path in the title bar"),
            ("Esc", "leave (twice with unsaved changes)"),
            ("left, right", "as the home team attacks: left is the top of the mat"),
        ]

    def closed(self) -> None:
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)

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
                self._say("Unsaved changes: Esc again leaves without them, Ctrl+S saves them", ui.ACCENT)
            else:
                self.app.back()
            return
        self.leaving = False
        if ctrl and key == pygame.K_s:
            self._save()
        elif ctrl and (key == pygame.K_y or (key == pygame.K_z and mod & pygame.KMOD_SHIFT)):
            done = self.draft.redo()
            self._edited()
            self._say("Redone" if done else "Nothing to redo")
        elif ctrl and key == pygame.K_z:
            done = self.draft.undo()
            self._edited()
            self._say("Undone" if done else "Nothing to undo")
        elif key in (pygame.K_r, pygame.K_f, pygame.K_b) and not ctrl:
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
            self._say("Snapping to whole yards" if self.snap else "Free placement")
        elif key == pygame.K_d:
            self.odds_on = not self.odds_on
            self._edited()

    def _say(self, words: str, colour: ui.Color = OK) -> None:
        self.message = (words, colour)

    def _save(self) -> None:
        try:
            self.draft.save(self.path)
            self._say(f"Saved to {self.path}")
        except (SimError, OSError) as exc:
            self._say(str(exc), ERROR)

    def _edited(self) -> None:
        """After a whole edit: what was said before is stale, and the odds are worked out again
        (in the background) if they are shown and the mat is valid."""
        self.draft.end()
        self.message = None
        chosen = self.selected
        if chosen is not None and all(r["id"] != chosen.id for r in self.draft.rows(chosen.table)):
            self.selected = None  # undone away
        if self.odds_on and self.draft.error is None and self.draft.mat is not self._odds_of:
            self._odds_of = self.draft.mat
            self._worker = self._worker or ThreadPoolExecutor(1, thread_name_prefix="mat-odds")
            self._odds_job = self._worker.submit(quick_odds, self.draft.mat)

    def odds_pending(self) -> bool:
        return self._odds_job is not None

    def wait_for_odds(self) -> None:
        """Until the odds being worked out are in (for tests and screenshots)."""
        if self._odds_job is not None:
            self._odds_job.result()
        self._collect_odds()

    def _collect_odds(self) -> None:
        job = self._odds_job
        if job is not None and job.done():
            self._odds_job = None
            if not job.cancelled() and job.exception() is None:
                self.odds = job.result()

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self._collect_odds()
        surface.fill((22, 26, 32))
        self.view.draw_mat(surface)
        named = names.names(self.draft.mat, self.draft.data)
        red = self._overlapping()
        surface.set_clip(self.view.area)
        for table in ("run_circles", "flags", "fumbles"):
            for row in self.draft.rows(table):
                self._feature(surface, table, row, red)
        surface.set_clip(None)
        if self.selected is not None:
            self._tag(surface, named)
        self._bars(surface, named)

    def _overlapping(self) -> set[Part]:
        return {p for o in self.draft.overlaps for p in (o.first, o.second)}

    def _feature(self, s: pygame.Surface, table: str, row: dict[str, Any], red: set[Part]) -> None:
        yd = self.draft.mat.field.yard
        view = self.view
        centre = view.to_screen(row["x"] * yd, row["y"] * yd)
        chosen = self.selected == Picked(table, row["id"])
        if table == "run_circles":
            r = max(2, round(view.px(row["radius"] * yd)))
            pygame.draw.circle(s, RUN, centre, r)
            inner = view.to_screen(row["pass_x"] * yd, row["pass_y"] * yd)
            pr = max(1, round(view.px(row["pass_radius"] * yd)))
            pygame.draw.circle(s, PASS, inner, pr)
            if Part(table, row["id"], pass_circle=True) in red:
                pygame.draw.circle(s, ERROR, inner, pr + 1, 2)
            if self.odds_on:
                self._odds_figure(s, row["id"], (centre[0], centre[1] + r * 0.62))
        elif table == "flags":
            r = max(2, round(view.px(row["radius"] * yd)))
            pygame.draw.circle(s, FLAG, centre, r)
            pygame.draw.circle(s, (140, 110, 0), centre, r, max(1, r // 8))
        else:
            outline = football_outline(row["length"] * yd, row["width"] * yd, 16)
            pose = Pose(row["x"] * yd, row["y"] * yd, math.radians(row["angle"]))
            points = [view.to_screen(x, y) for x, y in transform(outline, pose)]
            pygame.draw.polygon(s, FUMBLE, points)
            pygame.draw.polygon(s, (120, 10, 10), points, 1)
            r = round(view.px(row["length"] * yd / 2))
        if Part(table, row["id"]) in red:
            pygame.draw.circle(s, ERROR, centre, r + 2, 3)
        if chosen:
            pygame.draw.circle(s, SELECTED, centre, r + 6, 2)

    def _odds_figure(self, s: pygame.Surface, circle: str, at: tuple[float, float]) -> None:
        """The circle's run odds, printed on it like the mat's own numbers (part of the surface)."""
        found = self.odds.get(circle)
        stale = self._odds_job is not None
        words = "…" if stale and found is None else "—" if found is None else f"{100 * found.run:.0f}%"
        with ui.unrecorded():
            ui.text(s, words, at, ODDS_SIZE, ui.MUTED if stale else ui.ACCENT, "center")

    def _tag(self, s: pygame.Surface, named: dict[names.Key, str]) -> None:
        """The selected feature's name in a small box beside it, kept inside the mat's area."""
        assert self.selected is not None
        try:
            row = self.draft.row(self.selected)
        except SimError:
            return
        yd = self.draft.mat.field.yard
        cx, cy = self.view.to_screen(row["x"] * yd, row["y"] * yd)
        reach = self.view.px(names_reach(self.selected.table, row) * yd) + 10
        words = ui.sentence(named.get((self.selected.table, self.selected.id, False), ""))
        width = min(ui.text_width(words, STATUS_SIZE) + 16, self.view.area.width)
        box = pygame.Rect(0, 0, width, ui.line_height(STATUS_SIZE) + 8)
        box.midbottom = (round(cx), round(cy - reach))
        if box.top < self.view.area.top:  # no room above: below it
            box.midtop = (round(cx), round(cy + reach))
        box.clamp_ip(self.view.area)
        ui.overlay(s, box, 230, SELECTED)
        words = ui.fit(words, box.width - 16, STATUS_SIZE)
        ui.text(s, words, box.center, STATUS_SIZE, ui.PAPER, "center")

    # ----------------------------------------------------------------- the bars
    def _bars(self, s: pygame.Surface, named: dict[names.Key, str]) -> None:
        w, h = s.get_size()
        ui.bar(s, pygame.Rect(0, 0, w, self.top_bar), ui.PANEL)
        state = " · unsaved changes *" if self.draft.dirty else ""
        snap = "snap 1 yd" if self.snap else "free placement"
        title = f"{self.title}: {self.draft.mat.name} ({self.path.name}){state} · {snap}"
        ui.text(s, ui.fit(title, w - 24, TITLE_SIZE), (12, 6), TITLE_SIZE)
        where = f"Ctrl+S saves to {self.path}"
        ui.text(
            s, ui.fit(where, w - 24, PATH_SIZE), (12, 8 + ui.line_height(TITLE_SIZE)), PATH_SIZE, ui.MUTED
        )
        top = h - self.bottom_bar
        ui.bar(s, pygame.Rect(0, top, w, self.bottom_bar), ui.PANEL)
        y = top + 6
        rows = [
            (row, colour)
            for words, colour in self._status(named)
            for row in ui.wrap(words, w - 24, STATUS_SIZE)
        ]
        for row, colour in rows[:STATUS_ROWS]:
            ui.text(s, row, (12, y), STATUS_SIZE, colour)
            y += ui.line_height(STATUS_SIZE)
        y = top + 10 + STATUS_ROWS * ui.line_height(STATUS_SIZE)
        for row in ui.wrap(LEGEND if self.odds_on else HELP, w - 24, HELP_SIZE)[:2]:
            ui.text(s, row, (12, y), HELP_SIZE, ui.ACCENT if self.odds_on else ui.MUTED)
            y += ui.line_height(HELP_SIZE)

    def _status(self, named: dict[names.Key, str]) -> list[tuple[str, ui.Color]]:
        """The status lines, most pressing first: what is wrong, what was just done, what is
        selected, then the warnings."""
        lines: list[tuple[str, ui.Color]] = []
        if self.draft.error is not None:
            lines.append((f"Invalid, not saved: {self.draft.error}", ERROR))
        elif self.draft.blocking is not None:
            lines.append((f"Cannot save: {self._told(self.draft.blocking, named)}", ERROR))
        if self.message is not None:
            lines.append(self.message)
        if self.selected is not None:
            lines.append((self._readout(named), ui.PAPER))
        warnings = [o for o in self.draft.overlaps if not o.serious]
        if warnings:
            mine = [o for o in warnings if self.selected in (_picked(o.first), _picked(o.second))]
            first = (mine or warnings)[0]
            more = f" (and {len(warnings) - 1} more)" if len(warnings) > 1 else ""
            lines.append((f"Warning: {self._told(first, named)}{more}", ERROR))
        if not lines:
            lines.append((HINT, ui.MUTED))
        return lines

    @staticmethod
    def _told(overlap: Overlap, named: dict[names.Key, str]) -> str:
        by_part = {
            p: named.get((p.table, p.id, p.pass_circle), p.named()) for p in (overlap.first, overlap.second)
        }
        return overlap.words(by_part)

    def _readout(self, named: dict[names.Key, str]) -> str:
        """The selected feature: its name, where it is, its size, its odds."""
        assert self.selected is not None
        table = self.selected.table
        try:
            row = self.draft.row(self.selected)
        except SimError:
            return ""
        name = named.get((table, self.selected.id, False), "")
        where = names.where(self.draft.mat, row["x"], row["y"], with_line=table == "run_circles")
        line = f"{ui.sentence(name)}: {where} · {names.size(table, row)}"
        odds = self.odds.get(self.selected.id) if self.odds_on and table == "run_circles" else None
        if odds is not None:
            line += f" · odds: run {100 * odds.run:.0f}%, pass {100 * odds.pass_:.0f}%"
        return line


def names_reach(table: str, row: dict[str, Any]) -> float:
    """How far a feature reaches from its centre, in yards."""
    return float(row["length"]) / 2.0 if table == "fumbles" else float(row["radius"])


def _picked(part: Part) -> Picked:
    return Picked(part.table, part.id)

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

The selected feature is named in the status line only (nothing is drawn over the mat but the
features and a ring), by what the screen shows: its zone (the zones' edges drawn faintly), upper,
middle or lower, and the yard line it sits on. A name is worked out when an edit ends, so a
feature keeps its name while it is dragged, and keeps the last one while the mat is invalid.
"""

from __future__ import annotations

import math
import re
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from games.core.data_dir import data_dir
from games.finger_football.ui.view import FLAG, FUMBLE, PASS, RUN, MatView
from games.mat_tuning import names
from games.mat_tuning.draft import KINDS, Draft, Picked
from games.mat_tuning.quick import CircleOdds, quick_odds
from games.window import ui
from games.window.howto import Page
from games.window.scene import Host, Scene
from sim.errors import SimError
from sim.geometry import Pose, football_outline, transform
from sim.slider.mat import Mat
from sim.slider.overlaps import Overlap, Part

HELP = (
    "drag: move · wheel: size (Shift: pass circle) · R/F/B: add run circle/flag/fumble · Del: delete · "
    "G: snap · D: odds · Ctrl+Z/Y: undo/redo · Ctrl+S: save · F1: help · Esc: leave"
)
ODDS_PAGE = Page(
    "Odds",
    (
        "D shows (and hides) each run circle's odds, worked out for a club player.",
        "The % on a run circle is how often a club player's run flick rests on it, averaged over "
        "every line of scrimmage, of either team, that can aim at it. Select a circle for its pass odds.",
        "'…': being worked out · '—': no line of scrimmage can aim at it.",
        "After an edit the figures turn grey while they are worked out again for the edited mat.",
    ),
)
NAMES_PAGE = Page(
    "Names",
    (
        "A feature is named by what the screen shows: its zone (the faint lines are the zones' "
        "edges), upper, middle or lower, and the yard line it sits on.",
        "The game's dice say left, middle and right as the home team attacks: left is the upper "
        "band, right the lower.",
        "A feature keeps its name while you drag it; it is named anew when you let go.",
    ),
)
ODDS_SHOWN = "Odds shown (D hides them): % = how often a club player's run flick rests there · F1 explains"
ODDS_WORKING = "Working out the odds for the edited mat (grey: the figures before the edit)…"
HINT = "Click a circle, flag or fumble football to select it; drag it to move it"
SELECTED, ERROR, OK = (0, 220, 255), (255, 90, 90), (150, 230, 150)
STATUS_ROWS = 3
TITLE_SIZE, PATH_SIZE, STATUS_SIZE, HELP_SIZE, ODDS_SIZE = 24, 17, 19, 16, 20
ZONE_EDGE = (200, 235, 200)  # the zones' edges, faint over the green
FIELD_ERRORS = re.compile(r"(run_circles|flags|fumbles)\[(\d+)\]\.?(\w*): (.*)$")


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
    tool = True  # its help says "Mat editor: controls", not "How to play"
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
        self.named: dict[names.Key, str] = names.names(self.draft.mat, self.draft.data)

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
        ]

    def rules(self) -> list[Page]:
        return [NAMES_PAGE, ODDS_PAGE]

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
        problem = self._problem()
        if problem is not None:
            self._say(f"Not saved: {problem}", ERROR)
            return
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
        fresh = names.names(self.draft.mat, self.draft.data)
        if self.draft.error is not None:  # an invalid place names nothing: keep the names it had
            fresh.update({k: v for k, v in self.named.items() if k in fresh})
        self.named = fresh
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
        named = self.named
        red = self._overlapping()
        surface.set_clip(self.view.area)
        self._zone_edges(surface)
        for table in ("run_circles", "flags", "fumbles"):
            for row in self.draft.rows(table):
                self._feature(surface, table, row, red)
        surface.set_clip(None)
        self._bars(surface, named)

    def _zone_edges(self, s: pygame.Surface) -> None:
        """Faint dashed lines where one zone gives way to the next, so a name's zone can be seen."""
        f = self.draft.mat.field
        for band in self.draft.mat.zones:
            if 0 < band.start < f.length:
                x, top = self.view.to_screen(band.start, f.half_width)
                _, bottom = self.view.to_screen(band.start, -f.half_width)
                y0, y1 = sorted((top, bottom))
                y = y0
                while y < y1:
                    pygame.draw.line(s, ZONE_EDGE, (x, y), (x, min(y + 8, y1)), 1)
                    y += 16

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
                self._odds_figure(s, row["id"], centre[1] + r, inner[1] + pr, centre[0])
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

    def _odds_figure(
        self, s: pygame.Surface, circle: str, bottom: float, pass_bottom: float, x: float
    ) -> None:
        """The circle's run odds on a dark label in the black ring below the pass circle (below
        the circle when the pass circle leaves no room), never on the white centre."""
        found = self.odds.get(circle)
        stale = self._odds_job is not None
        words = "…" if stale and found is None else "—" if found is None else f"{100 * found.run:.0f}%"
        tall = ui.line_height(ODDS_SIZE)
        y = (bottom + pass_bottom) / 2 if bottom - pass_bottom >= tall else bottom + tall / 2 + 2
        label = pygame.Rect(0, 0, ui.text_width(words, ODDS_SIZE) + 8, tall)
        label.center = (round(x), round(y))
        pygame.draw.rect(s, (12, 14, 18), label, border_radius=4)
        with ui.unrecorded():
            ui.text(s, words, label.center, ODDS_SIZE, ui.MUTED if stale else ui.ACCENT, "center")

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
        for words, colour in self._status(named)[:STATUS_ROWS]:  # one row each, never crowding the keys
            ui.text(s, ui.fit(words, w - 24, STATUS_SIZE), (12, y), STATUS_SIZE, colour)
            y += ui.line_height(STATUS_SIZE)
        y = top + 10 + STATUS_ROWS * ui.line_height(STATUS_SIZE)
        for row in ui.wrap(HELP, w - 24, HELP_SIZE)[:2]:
            ui.text(s, row, (12, y), HELP_SIZE, ui.MUTED)
            y += ui.line_height(HELP_SIZE)

    def _status(self, named: dict[names.Key, str]) -> list[tuple[str, ui.Color]]:
        """The status lines, most pressing first: what is wrong, what was just done, what is
        selected, then the warnings."""
        lines: list[tuple[str, ui.Color]] = []
        problem = self._problem()
        if problem is not None and (self.message is None or not self.message[0].endswith(problem)):
            lines.append((problem, ERROR))
        if self.message is not None:
            lines.append(self.message)
        if self.selected is not None:
            lines.append((self._readout(named), ui.PAPER))
        if self.odds_on:
            lines.append((ODDS_WORKING, ui.MUTED) if self._odds_job is not None else (ODDS_SHOWN, ui.MUTED))
        warnings = [o for o in self.draft.overlaps if not o.serious]
        if warnings:
            mine = [o for o in warnings if self.selected in (_picked(o.first), _picked(o.second))]
            first = (mine or warnings)[0]
            more = f" (and {len(warnings) - 1} more)" if len(warnings) > 1 else ""
            lines.append((f"Warning: {self._told(first, named)}{more}", ERROR))
        if not lines:
            lines.append((HINT, ui.MUTED))
        return lines

    def _problem(self) -> str | None:
        """What keeps the mat from being saved, in the player's words, or None."""
        if self.draft.error is not None:
            return self._error_words(self.draft.error)
        overlap = self.draft.blocking
        if overlap is None:
            return None
        a, b = (
            self.named.get((p.table, p.id, p.pass_circle), p.named()) for p in (overlap.first, overlap.second)
        )
        return ui.sentence(f"{a} and {b} overlap: move them apart or make one smaller")

    def _error_words(self, error: str) -> str:
        """A check of the mat file said in the player's words, the feature named as shown: "The
        Zone 1 upper run circle on the home 46 must stay between the goal lines"."""
        found = FIELD_ERRORS.search(error)
        if found is None:
            return ui.sentence(error.split(": ", 1)[-1])
        table, index, _key, why = found.groups()
        rows = self.draft.rows(table)
        fid = rows[int(index)]["id"] if int(index) < len(rows) else ""
        name = "the " + self.named.get((table, fid, False), KINDS[table])
        if "between the goal lines" in why:
            said = f"{name} must stay between the goal lines"
        elif "pass circle is not inside" in why:
            said = f"the pass circle of {name} must stay inside it"
        elif "off the surface" in why:
            said = f"{name} must stay on the mat"
        else:
            said = f"{name}: {why}"
        return ui.sentence(said)

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
        where = names.where(self.draft.mat, row["x"], row["y"], with_line=False)  # the name says it
        line = f"{ui.sentence(name)}: {where} · {names.size(table, row)}"
        odds = self.odds.get(self.selected.id) if self.odds_on and table == "run_circles" else None
        if odds is not None:
            line += f" · odds: run {100 * odds.run:.0f}%, pass {100 * odds.pass_:.0f}%"
        return line


def _picked(part: Part) -> Picked:
    return Picked(part.table, part.id)

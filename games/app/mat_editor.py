"""``tabletop mat edit``: the mat in the window, its symbols, flags and fumble footballs moved
with the mouse. A view module (pygame); the edits themselves are :mod:`games.mat_tuning.draft`,
the names a player reads :mod:`games.mat_tuning.names`, the odds :mod:`games.mat_tuning.quick`.

Drag a feature to move it; the wheel over it resizes it (with Shift, a run circle's pass circle;
a fumble football turns); R, F and B add a run circle, a flag or a fumble football at the
pointer; Delete removes the selected one; G snaps to whole yards; Ctrl+Z and Ctrl+Y undo and
redo (a burst of wheel notches on one feature is one step), and say what they took back; N (or
a click on the title) names the mat; O opens a mat saved in the mats folder (:mod:`games.app.mat_open`);
Ctrl+S saves (atomically; not while the mat is invalid or two run circles overlap) to the path
shown under the title: a new mat's file, and a file named after its mat, is named after the mat's
name ("Red Zone Squeeze" -> red-zone-squeeze.toml; renaming moves it), never over another mat's
file without a second Ctrl+S; a file given by name (an opened one named otherwise, the command
line's) is saved back to itself; D shows each run
circle's odds for a club player against the shipped mat's, and the whole mat's against the
shipped one (a touchdown flick's odds near the goal, how often a flick rests on a flag or a fumble
football; :mod:`games.app.mat_figures`), worked out in the background for the latest mat only (a
burst of edits is worked out once, when it ends; a mat seen before has its odds at once) so the
window never stalls; Esc leaves (twice if there are unsaved changes).
Two rows under the title say what the selection is (a flag's or a fumble football's part in play,
a circle's odds) and what the whole mat's figures are (:mod:`games.app.mat_words`).
Overlaps are outlined in red and said in the status line.

The selected feature is named in the status line only (nothing is drawn over the mat but the
features, dashed edges and a ring), by what the screen shows: its zone and its band (upper,
middle or lower; both edges drawn dashed) and the yard line it sits on. A name is worked out when
an edit ends, so a feature keeps its name while it is dragged; the status line is two lines at
most, what matters most now and the keys.

Past 600 lines: it is the one scene where the mouse, the draft's edits, undo, saving and the odds
worker meet; what stands apart already lives in mat_words, mat_figures, mat_naming, mat_open and
mat_entry. Next to split off: the drawing of the mat and its labels.
"""

from __future__ import annotations

import copy
import math
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame

from games.core.data_dir import data_dir
from games.finger_football.saved_mats import file_name
from games.finger_football.ui.view import FLAG, FUMBLE, PASS, RUN, MatView
from games.mat_tuning import names
from games.mat_tuning.draft import KINDS, Draft, Picked
from games.mat_tuning.quick import CircleOdds, LatestOdds
from games.window import ui
from games.window.howto import Page
from games.window.scene import Host, Scene
from sim.errors import SimError
from sim.geometry import Pose, football_outline, transform
from sim.slider.mat import Mat
from sim.slider.overlaps import Overlap, Part

from . import mat_naming as naming
from . import mat_open, mat_words
from .mat_figures import Compared, compared
from .mat_naming import NameEntry

HELP = (
    "drag: move · wheel: size (Shift: pass) · R/F/B: add · Del: delete · G: snap · D: odds · "
    "N: name · O: open · Ctrl+Z/Y: undo/redo · Ctrl+S: save · F1: help · Esc: leave"
)
ODDS_PAGE = Page(
    "Odds",
    (
        "D shows (and hides) each run circle's odds, worked out for a club player.",
        "The % on a run circle is how often a club player's run flick rests on it, averaged over "
        "every line of scrimmage, of either team, that can aim at it. Select a circle for its pass odds.",
        "'…': being worked out · '—': no line of scrimmage can aim at it.",
        "Beside a figure, its change from the same circle on the shipped mat (-8: 8 points harder).",
        "Under the title, this mat's figures and the shipped mat's, and what moves each:",
        "· 'A scrimmage flick works': how often a run, pass or touchdown flick does what it was meant "
        "to, from the opponent's 30 in and from anywhere. Every circle, flag and fumble football in "
        "reach moves it: it says whether the mat is harder near the goal.",
        "· 'Touchdown flick': its odds from the opponent's 30 and 20. It rests in the end zone, so "
        "only the end zone and the flags, fumble footballs and sidelines on the way change it, never "
        "the run circles.",
        "· 'rests on a penalty flag / a fumble football': every scrimmage flick; moved by the flags "
        "and fumble footballs, and by the circles only as far as they move where flicks are aimed.",
        "After an edit the figures turn grey while they are worked out again for the edited mat.",
    ),
)
FEATURES_PAGE = Page(
    "Flags and fumble footballs",
    (
        *mat_words.DOES_IN_FULL,
        "Select one to see what it does, and (with D) how often a club player's flick rests on it.",
        "A flag or fumble football over a circle's edge is allowed, and warned about in red.",
    ),
)
NAMES_PAGE = Page(
    "Names",
    (
        "A feature is named by what the screen shows: its zone, its band (upper, middle or "
        "lower) and the yard line it sits on.",
        "The dashed light lines are the edges: across the mat between zones, along it (through "
        "the rows of yard numbers) between the upper, middle and lower bands.",
        "(The game's dice call the bands left, middle and right: left is upper, right is lower.)",
        "A feature keeps its name while you drag it; it is named anew when you let go.",
    ),
)
ODDS_SHOWN = (
    "Odds shown (D hides them): % = how often a club player's run flick rests there, "
    "-8 = 8 points below the shipped mat · F1 explains"
)
ODDS_FIRST = "Working out the odds of this mat and of the shipped mat (a moment)…"
ODDS_WORKING = "Working out the odds for the edited mat (grey: the figures before the edit)…"
NAMING = "Type the mat's new name (it replaces the old; Backspace edits it) · Enter keeps it · Esc: as it was"
INFO_HINT = (
    "D: each run circle's odds, and this mat against the shipped one near the goal "
    "(touchdowns, flags, fumble footballs)"
)
OPEN_UNSAVED = "Unsaved changes: O again opens another mat without them, Ctrl+S saves them"
HINT = "Click a circle, flag or fumble football to select it; drag it to move it"
SELECTED, ERROR, OK = (0, 220, 255), (255, 90, 90), (150, 230, 150)
STATUS_ROWS = 1  # the footer: one status line (the most pressing) and one line of keys
TITLE_SIZE, PATH_SIZE, STATUS_SIZE, HELP_SIZE, ODDS_SIZE, INFO_SIZE = 24, 17, 21, 19, 20, 20
INFO_ROWS = mat_words.ROWS  # under the title: the selection, then the whole mat
ZONE_EDGE = (255, 236, 150)  # the zones' and bands' edges: pale yellow, seen over the white yard lines
WHEEL_BURST = 1.0  # s: wheel notches on one feature closer than this are one step of undo
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
    TYPING = frozenset({pygame.K_z, pygame.K_m})  # and M is a letter of a name, not mute

    def __init__(
        self, app: Host, mat: Mat, path: Path, follows_name: bool = False, own: bool = False
    ) -> None:
        """``follows_name``: the file is named after the mat's name when saved (a new mat, or one
        whose file was named so); ``own``: ``path`` already holds this mat (an opened file)."""
        super().__init__(app)
        self.snap = True
        self.odds_on = False
        self.odds_worker: LatestOdds[Compared] = LatestOdds(compared)
        self.pointer = (0, 0)  # where the mouse last was: the wheel and the add keys act there
        self.top_bar = self.bottom_bar = 0
        self._numbers: tuple[pygame.Rect, list[pygame.Rect]] | None = None  # the view's area, its numbers
        self.labels: dict[str, pygame.Rect] = {}  # each circle's odds label, as drawn last
        self.load(mat, path, follows_name, own)

    def load(self, mat: Mat, path: Path, follows_name: bool = False, own: bool = False) -> None:
        """Edit ``mat`` from now on, saved to ``path`` (see :meth:`__init__`)."""
        self.path = path.resolve()
        self.follows_name, self.own = follows_name, own
        self.replacing: Path | None = None  # another mat's file a second Ctrl+S replaces
        self.draft = Draft(mat)
        # The field is drawn from the mat without its features; the features come from the draft,
        # so an edit that makes the mat invalid is still seen where it was put.
        self.view = MatView(replace(mat, run_circles=(), flags=(), fumbles=()))
        self.selected: Picked | None = None
        self.dragging = False
        self.naming: NameEntry | None = None  # the mat's name being typed
        self._burst: tuple[Picked, bool] | None = None  # the feature the wheel is resizing now
        self._burst_age = 0.0
        self.message: tuple[str, ui.Color] | None = None  # said after an action, until the next edit
        self.leaving = self.opening = False
        self.named: dict[names.Key, str] = names.names(self.draft.mat, self.draft.data)
        if self.top_bar:
            self.resized(self.app.size)
        if self.odds_on:
            self.odds_worker.want(self.draft.mat)

    @property
    def target(self) -> Path:
        """Where Ctrl+S writes: the file named after the mat's name, or the file given."""
        return self.path.parent / file_name(self.name) if self.follows_name else self.path

    @property
    def odds(self) -> dict[str, CircleOdds]:
        shown = self.odds_worker.shown
        return {} if shown is None else shown.mat.circles

    @property
    def name(self) -> str:
        return str(self.draft.data.get("name", self.draft.mat.name))

    def update(self, dt: float) -> None:
        self.odds_worker.tick(dt)
        self._burst_age += dt

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.top_bar = 14 + ui.line_height(TITLE_SIZE) + ui.line_height(PATH_SIZE)
        self.top_bar += INFO_ROWS * ui.line_height(INFO_SIZE)
        self.bottom_bar = 16 + STATUS_ROWS * ui.line_height(STATUS_SIZE) + ui.line_height(HELP_SIZE)
        self.view.layout(pygame.Rect(10, self.top_bar + 6, w - 20, h - self.top_bar - self.bottom_bar - 12))

    def controls(self) -> list[tuple[str, str]]:
        return [
            ("click, drag", "select a feature, move it"),
            ("wheel", "resize it (a fumble football turns)"),
            ("Shift+wheel", "resize a run circle's pass circle"),
            ("R, F, B", "add a run circle, a flag, a fumble football at the pointer"),
            ("Delete", "remove the selected feature"),
            ("G", "snap to whole yards, or place freely"),
            ("D", "each run circle's odds, and the whole mat's, against the shipped mat"),
            ("N, or click the title", "name the mat (Enter keeps the name)"),
            ("O", "open a mat saved in the mats folder"),
            ("Ctrl+Z, Ctrl+Y", "undo, redo"),
            ("Ctrl+S", "save, to the path shown under the title"),
            ("Esc", "leave (twice with unsaved changes)"),
        ]

    def rules(self) -> list[Page]:
        return [NAMES_PAGE, ODDS_PAGE, FEATURES_PAGE]

    def closed(self) -> None:
        self.odds_worker.close()

    # ----------------------------------------------------------------- input
    def yards(self, pos: tuple[int, int]) -> tuple[float, float]:
        x, y = self.view.to_mat(*pos)
        yd = self.draft.mat.field.yard
        x, y = x / yd, y / yd
        return (round(x), round(y)) if self.snap else (x, y)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if self.naming is not None:
            self._typing(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and event.pos[1] < self._title_bottom():
            self._start_naming()
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key, event.mod)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y = self.view.to_mat(*event.pos)
            yd = self.draft.mat.field.yard
            self.selected = self.draft.at(x / yd, y / yd)
            self._burst = None
            if self.selected is not None:
                self.message = None  # a new edit: what was said about the last one is stale
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
        inner = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        if self._burst != (picked, inner) or self._burst_age > WHEEL_BURST:
            self.draft.begin()  # a new burst: one step of undo for all its notches
        self.draft.resize(picked, 0.25 * clicks, inner)
        self._edited()
        self._burst, self._burst_age = (picked, inner), 0.0

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
        self._burst = None
        opening, self.opening = self.opening, False
        if key == pygame.K_o and not ctrl:
            if self.draft.dirty and not opening:
                self.opening = True
                self._say(OPEN_UNSAVED, ui.ACCENT)
            else:
                mat_open.choose(self.app, self._opened, "Open a mat (Esc: back to this one)", new=False)
            return
        if ctrl and key == pygame.K_s:
            self._save()
        elif ctrl and (key == pygame.K_y or (key == pygame.K_z and mod & pygame.KMOD_SHIFT)):
            self._step_back(redo=True)
        elif ctrl and key == pygame.K_z:
            self._step_back(redo=False)
        elif key == pygame.K_n and not ctrl:
            self._start_naming()
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

    def _step_back(self, redo: bool) -> None:
        """Undo (or redo) an edit, and say which: 'Undone: moving the Zone 2 upper run circle on
        the home 30'."""
        before = copy.deepcopy(self.draft.data)
        done = self.draft.redo() if redo else self.draft.undo()
        self._edited()
        if not done:
            self._say("Nothing to redo" if redo else "Nothing to undo")
            return
        after = self.draft.data
        edit = (
            mat_words.change(before, after, self.draft.mat, True)
            if redo
            else (mat_words.change(after, before, self.draft.mat, False))
        )
        self._say(f"{'Redone' if redo else 'Undone'}: {edit}")

    def _title_bottom(self) -> int:
        return 8 + ui.line_height(TITLE_SIZE)

    def _start_naming(self) -> None:
        self.naming = NameEntry(self.name)
        self.keys_of_its_own = self.TYPING
        self.dragging = False

    def _typing(self, event: pygame.event.Event) -> None:
        """Keys go to the name; a click elsewhere keeps what was typed."""
        assert self.naming is not None
        if event.type == pygame.KEYDOWN:
            self.naming.key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.pos[1] >= self._title_bottom():
            self.naming.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, unicode="", mod=0))
        if not self.naming.over:
            return
        kept, self.naming = self.naming.kept, None
        self.keys_of_its_own = type(self).keys_of_its_own
        if kept is None or kept == self.name:
            return
        if not kept:
            self._say("A mat needs a name: it was left as it was", ERROR)
            return
        self.draft.begin()
        self.draft.rename(kept)
        self._edited()
        self._say(f"Named the mat {kept!r}: Ctrl+S saves it with the name")

    def _say(self, words: str, colour: ui.Color = OK) -> None:
        self.message = (words, colour)

    def _opened(self, app: Host, chosen: mat_open.Chosen) -> Scene:
        self.load(chosen.mat, chosen.path, chosen.follows_name, chosen.own)
        self._say(f"Opened {chosen.mat.name!r} from {chosen.path.name}")
        return self

    def _save(self) -> None:
        problem = self._problem()
        if problem is not None:
            self._say(f"Not saved: {problem}", ERROR)
            return
        target, before = self.target, self.path
        if target != before and target.exists() and self.replacing != target:
            self.replacing = target
            self._say(f"{target.name} holds another mat: Ctrl+S again replaces it, N renames this one", ERROR)
            return
        try:
            self.draft.save(target)
        except (SimError, OSError) as exc:
            self._say(str(exc), ERROR)
            return
        moved = ""
        if target != before and self.own and before.exists():
            before.unlink()  # this mat's own file, named after its old name: the mat moved with its name
            moved = f" (was {before.name})"
        self.path, self.own, self.replacing = target, True, None
        self._say(f"Saved to {target}{moved}")

    def _edited(self) -> None:
        """After a whole edit: what was said before is stale, and the odds are worked out again
        (in the background) if they are shown and the mat is valid."""
        self.draft.end()
        self.message = None
        self.replacing = None
        # Named where it is now, even where it may not be ("in the visitors' endzone"), so the
        # name never contradicts the picture.
        self.named = names.names(self.draft.mat, self.draft.data)
        chosen = self.selected
        if chosen is not None and all(r["id"] != chosen.id for r in self.draft.rows(chosen.table)):
            self.selected = None  # undone away
        if self.odds_on and self.draft.error is None:
            self.odds_worker.want(self.draft.mat)  # the latest mat only; a known one at once

    def odds_pending(self) -> bool:
        return self.odds_worker.pending

    def wait_for_odds(self) -> None:
        """Until the odds of the latest mat are in (for tests and screenshots)."""
        self.odds_worker.flush()

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        self.view.draw_mat(surface)
        named = self.named
        red = self._overlapping()
        surface.set_clip(self.view.area)
        self._zone_edges(surface)
        for table in ("run_circles", "flags", "fumbles"):
            for row in self.draft.rows(table):
                self._feature(surface, table, row, red)
        self.labels = {}
        if self.odds_on:  # over every feature, so no circle hides another's figure
            for row in self.draft.rows("run_circles"):
                self._odds_figure(surface, row)
        surface.set_clip(None)
        self._bars(surface, named)

    def _zone_edges(self, s: pygame.Surface) -> None:
        """Dashed light lines where one zone gives way to the next (across the mat, over the
        white yard lines, so wider than they are) and where the bands meet (along the mat,
        through the rows of yard numbers), so a name's zone and band can be seen."""
        f = self.draft.mat.field
        for band in self.draft.mat.zones:
            if 0 < band.start < f.length:
                a = self.view.to_screen(band.start, f.half_width)
                b = self.view.to_screen(band.start, -f.half_width)
                _dashed(s, a, b)
        for y in (f.numbers, -f.numbers):
            _dashed(s, self.view.to_screen(0.0, y), self.view.to_screen(f.length, y))

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

    def _odds_figure(self, s: pygame.Surface, row: dict[str, Any]) -> None:
        """The circle's run odds on a dark label in the black ring below the pass circle (below
        the circle when the pass circle leaves no room), never on the white centre."""
        yd, view = self.draft.mat.field.yard, self.view
        x, cy = view.to_screen(row["x"] * yd, row["y"] * yd)
        bottom = cy + max(2, round(view.px(row["radius"] * yd)))
        pass_bottom = view.to_screen(row["pass_x"] * yd, row["pass_y"] * yd)[1] + max(
            1, round(view.px(row["pass_radius"] * yd))
        )
        found = self.odds.get(row["id"])
        stale = self.odds_pending() or self.draft.error is not None
        shown = self.odds_worker.shown
        figure, change = ("—", "") if shown is None else mat_words.circle_label(shown, row["id"])
        words = "…" if stale and found is None else "—" if found is None else f"{figure} {change}".strip()
        tall = ui.line_height(ODDS_SIZE)
        y = (bottom + pass_bottom) / 2 if bottom - pass_bottom >= tall else bottom + tall / 2 + 2
        label = pygame.Rect(0, 0, ui.text_width(words, ODDS_SIZE) + 8, tall)
        top = 2 * cy - bottom  # the circle's top edge on screen
        label.center = (round(x), round(y))
        label = self._clear_of_numbers(label, [(x, bottom + tall / 2 + 2), (x, top - tall / 2 - 2)])
        self.labels[row["id"]] = label
        pygame.draw.rect(s, (12, 14, 18), label, border_radius=4)
        with ui.unrecorded():
            ui.text(s, words, label.center, ODDS_SIZE, ui.MUTED if stale else ui.ACCENT, "center")

    def number_rects(self) -> list[pygame.Rect]:
        """Where the mat's yard numbers' glyphs are (as :class:`MatView` draws them: each centred
        on its place, upside down on the far side): worked out once per layout."""
        if self._numbers is not None and self._numbers[0] == self.view.area:
            return self._numbers[1]
        f = self.draft.mat.field
        yd = f.yard
        size = max(10, round(self.view.px(4.5 * yd)))
        length_yd = round(f.yards(f.length))
        rects = []
        for k in range(10, length_yd, 10):
            image = ui.render(str(min(k, length_yd - k)), size, (255, 255, 255))
            glyphs = image.get_bounding_rect()
            for y, turn in ((f.numbers, 180), (-f.numbers, 0)):
                placed = image.get_rect(center=self.view.to_screen(k * yd, y))
                ink = glyphs.move(placed.topleft)
                if turn:  # turned half round about the image's centre
                    ink.center = (2 * placed.centerx - ink.centerx, 2 * placed.centery - ink.centery)
                rects.append(ink)
        self._numbers = (self.view.area.copy(), rects)
        return rects

    def _clear_of_numbers(self, label: pygame.Rect, elsewhere: list[tuple[float, float]]) -> pygame.Rect:
        """The label where it is if it covers no yard number, else the first place of
        ``elsewhere`` (its centre below the circle, above it) that covers none and stays on the mat."""
        numbers = self.number_rects()
        area = self.view.area
        if label.collidelist(numbers) < 0:
            return label
        for cx, cy in elsewhere:
            moved = label.copy()
            moved.center = (round(cx), round(cy))
            if moved.collidelist(numbers) < 0 and area.contains(moved):
                return moved
        return label

    # ----------------------------------------------------------------- the bars
    def _bars(self, s: pygame.Surface, named: dict[names.Key, str]) -> None:
        w, h = s.get_size()
        ui.bar(s, pygame.Rect(0, 0, w, self.top_bar), ui.PANEL)
        state = " · unsaved changes *" if self.draft.dirty else ""
        snap = "snap 1 yd" if self.snap else "free placement"
        if self.naming is not None:
            naming.draw(s, self.naming, f"{self.title}: name: ", (12, 6), w - 12, TITLE_SIZE)
        else:
            title = f"{self.title}: {self.name} ({self.target.name}){state} · {snap} · N: name it"
            ui.text(s, ui.fit(title, w - 24, TITLE_SIZE), (12, 6), TITLE_SIZE)
        where = f"Ctrl+S saves to {self.target}"
        ui.text(
            s, ui.fit(where, w - 24, PATH_SIZE), (12, 8 + ui.line_height(TITLE_SIZE)), PATH_SIZE, ui.MUTED
        )
        y = 10 + ui.line_height(TITLE_SIZE) + ui.line_height(PATH_SIZE)
        for words, colour in self.info():
            ui.text(s, ui.fit(words, w - 24, INFO_SIZE), (12, y), INFO_SIZE, colour)
            y += ui.line_height(INFO_SIZE)
        top = h - self.bottom_bar
        ui.bar(s, pygame.Rect(0, top, w, self.bottom_bar), ui.PANEL)
        y = top + 6
        for words, colour in self._status(named)[:STATUS_ROWS]:  # the most pressing, never crowding the keys
            ui.text(s, ui.fit(words, w - 24, STATUS_SIZE), (12, y), STATUS_SIZE, colour)
            y += ui.line_height(STATUS_SIZE)
        y = top + 10 + STATUS_ROWS * ui.line_height(STATUS_SIZE)
        ui.text(s, ui.fit(HELP, w - 24, HELP_SIZE), (12, y), HELP_SIZE, ui.MUTED)

    def info(self) -> list[tuple[str, ui.Color]]:
        """The two rows under the title (:func:`games.app.mat_words.info_rows`)."""
        if self.naming is not None:
            return [(NAMING, ui.ACCENT), ("", ui.MUTED), ("", ui.MUTED)]
        shown = self.odds_worker.shown if self.odds_on and self.draft.error is None else None
        rows = [
            r if r[0] else (INFO_HINT, False)
            for r in mat_words.info_rows(shown, self.selected, self.named, self.draft.mat)
        ]
        grey = self.odds_pending()
        return [(words, ui.MUTED if grey or not lit else ui.PAPER) for words, lit in rows][:INFO_ROWS]

    def _status(self, named: dict[names.Key, str]) -> list[tuple[str, ui.Color]]:
        """The status lines, most pressing first (the footer shows the first): what is wrong,
        what was just done, what is selected, the warnings, then the odds."""
        lines: list[tuple[str, ui.Color]] = []
        problem = self._problem()
        if problem is not None and (self.message is None or not self.message[0].endswith(problem)):
            lines.append((problem, ERROR))
        if self.message is not None:
            lines.append(self.message)
        warnings = [o for o in self.draft.overlaps if not o.serious]
        mine = [o for o in warnings if self.selected in (_picked(o.first), _picked(o.second))]
        if warnings:  # about the selected feature: before its readout; else after it
            first = (mine or warnings)[0]
            more = f" (and {len(warnings) - 1} more)" if len(warnings) > 1 else ""
            lines.append((f"Warning: {self._told(first, named)}{more}", ERROR))
        if self.selected is not None:
            lines.insert(len(lines) - (1 if warnings and not mine else 0), (self._readout(named), ui.PAPER))
        if self.odds_on:
            working = ODDS_FIRST if self.odds_worker.shown is None else ODDS_WORKING
            lines.append((working, ui.MUTED) if self.odds_pending() else (ODDS_SHOWN, ui.MUTED))
        if not lines:
            lines.append((HINT, ui.MUTED))
        return lines

    def _problem(self) -> str | None:
        """What keeps the mat from being saved, in the player's words, or None."""
        if self.draft.error is not None:
            return self._error_words(self.draft.error)
        serious = [o for o in self.draft.overlaps if o.serious]
        if not serious:
            return None
        partners: dict[Part, list[Part]] = {}
        for o in serious:
            partners.setdefault(o.first, []).append(o.second)
            partners.setdefault(o.second, []).append(o.first)
        chosen = [p for p in partners if self.selected == _picked(p)]
        most = chosen[0] if chosen else max(partners, key=lambda p: len(partners[p]))
        others = partners[most]
        name = self._name_of
        if len(others) == 1:
            return ui.sentence(
                f"{name(most)} and {name(others[0])} overlap: move them apart or make one smaller"
            )
        # Their names would not fit one line: the count, and the red outlines show which.
        n = len(others)
        return ui.sentence(
            f"{name(most)} overlaps {n} run circles (outlined in red): move it or make it smaller"
        )

    def _name_of(self, part: Part) -> str:
        return self.named.get((part.table, part.id, part.pass_circle), part.named())

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
        if self.draft.error is not None:
            return f"{ui.sentence(name)}: {where}, not allowed there (see above) · {names.size(table, row)}"
        return f"{ui.sentence(name)}: {where} · {names.size(table, row)}"


def _picked(part: Part) -> Picked:
    return Picked(part.table, part.id)


def _dashed(s: pygame.Surface, a: tuple[float, float], b: tuple[float, float]) -> None:
    """A dashed line 3 px wide from ``a`` to ``b``: 10 px of line, 8 px of gap."""
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length < 1:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    d = 0.0
    while d < length:
        e = min(d + 10, length)
        pygame.draw.line(s, ZONE_EDGE, (a[0] + ux * d, a[1] + uy * d), (a[0] + ux * e, a[1] + uy * e), 3)
        d += 18

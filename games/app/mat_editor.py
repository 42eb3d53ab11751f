"""``tabletop mat edit``: the mat in the window, its symbols, flags and fumble footballs moved
with the mouse. A view module (pygame); the edits themselves are :mod:`games.mat_tuning.draft`,
the names a player reads :mod:`games.mat_tuning.names`, the odds :mod:`games.mat_tuning.quick`.

Drag a feature to move it (kept on the mat); the wheel resizes it (Shift: a run circle's pass
circle; a fumble football turns); R, F and B add a run circle, a flag, a fumble football at the
pointer; Delete removes (and says what); G snaps to whole yards; Ctrl+Z and Ctrl+Y undo and redo
(a wheel's burst is one step) and say what; N (or a click on the title) names the mat; O opens a
saved mat or a new one (:mod:`games.app.mat_open`). Ctrl+S saves atomically (not while the mat is
invalid) to the path under the title: a new mat's file is named after its name; a renamed mat's
file moves with it only after a second Ctrl+S, never over another mat's without one. Ctrl+Shift+S saves a
copy under a name typed (a fresh one offered; never over this file or another mat's), edited from
then on. D shows each run circle's odds against the default mat's and the whole mat's
(:mod:`games.app.mat_figures`), worked out in the background; P plays a game on the mat
(:mod:`games.app.mat_play`); Esc leaves (twice with unsaved changes).

Under the title: a red warning while the mat cannot be saved, then the selection and the whole
mat's figures (:mod:`games.app.mat_words`); the footer: the status lines, the legend, the keys
(:mod:`games.app.mat_status`); the mat drawn by :mod:`games.app.mat_paint`; features named as the
screen shows them (zone, band, yard line), once an edit ends."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path

import pygame

from games.finger_football.saved_mats import file_name
from games.finger_football.ui.view import MatView
from games.mat_tuning import names
from games.mat_tuning.draft import Draft, Picked
from games.mat_tuning.quick import CircleOdds, LatestOdds
from games.window import ui
from games.window.howto import Page
from games.window.scene import Host, Scene
from sim.errors import SimError
from sim.slider.mat import Mat

from . import mat_naming as naming
from . import mat_open, mat_play, mat_status, mat_words
from .mat_figures import Compared, compared
from .mat_naming import NameEntry
from .mat_pages import FEATURES_PAGE, NAMES_PAGE, ODDS_PAGE
from .mat_paint import SELECTED, ZONE_EDGE, FieldPainter, Label, odds_labels
from .mat_status import ERROR, OK
from .mat_texts import (
    CONTROLS,
    HELP,
    HINT,
    INFO_HINT,
    LONGEST_INFO,
    LONGEST_STATUS,
    NAMING,
    NO_PASS_CIRCLE,
    NOT_VALID,
    ODDS_FIRST,
    ODDS_SHOWN,
    ODDS_WORKING,
    OPEN_UNSAVED,
    SAVING_AS,
    help_line,
)

__all__ = ["ERROR", "NAMES_PAGE", "NOT_VALID", "OK", "SELECTED", "ZONE_EDGE", "EditorScene"]

STATUS_ROWS = 2  # the footer: the selection's readout and the most pressing line, the legend, the keys
TITLE_SIZE, PATH_SIZE, STATUS_SIZE, HELP_SIZE, INFO_SIZE = 24, 17, 21, 19, 20
LEGEND_COLOUR = (200, 206, 214)  # the legend: quieter than the status line, brighter than the keys
WARNING_GAP = 8  # px: the red box's margins from the lines above and below it
INFO_ROWS = mat_words.ROWS  # under the title: the selection, then the whole mat
WHEEL_BURST = 1.0  # s: wheel notches on one feature closer than this are one step of undo


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
        self.info_lines, self.status_lines_shown, self.help_rows = INFO_ROWS, 1, [HELP]
        self.saving_as = False  # the name being typed is a Save as's, not a rename's
        # The whole mat's figures as they were before the last edit: the rows say what it moved.
        self.before_edit: Compared | None = None
        self.load(mat, path, follows_name, own)

    def load(self, mat: Mat, path: Path, follows_name: bool = False, own: bool = False) -> None:
        """Edit ``mat`` from now on, saved to ``path`` (see :meth:`__init__`)."""
        self.path = path.resolve()
        self.follows_name, self.own = follows_name, own
        self.replacing: Path | None = None  # another mat's file a second Ctrl+S replaces
        self.moving: Path | None = None  # the renamed mat's new file a second Ctrl+S moves it to
        self.draft = Draft(mat)
        # The field is drawn from the mat without its features; the features come from the draft,
        # so an edit that makes the mat invalid is still seen where it was put.
        self.view = MatView(replace(mat, run_circles=(), flags=(), fumbles=()))
        self.view.zone_lines_shown = False  # its own dashed zone and band edges (mat_paint.py)
        self.play_button: pygame.Rect | None = None  # where "Play on this mat" was drawn
        self.field = FieldPainter(self.view)
        self.before_edit = None
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
        # The rows under the title and the footer wrap to fit (large text, a narrow window):
        # room is kept for the longest they get, so the mat does not jump as they change.
        self.info_lines = min(
            3 * INFO_ROWS,
            sum(max(len(ui.wrap(r, w - 24, INFO_SIZE)) for r in row) for row in LONGEST_INFO),
        )
        self.status_lines_shown = min(2, len(ui.wrap(LONGEST_STATUS, w - 24, STATUS_SIZE)))
        legend = max(len(ui.wrap(words, w - 24, HELP_SIZE)) for words in mat_status.LEGENDS)
        self.help_rows = ui.wrap(HELP, w - 24, HELP_SIZE, indent="")[:2]
        self.top_bar = 14 + WARNING_GAP + ui.line_height(TITLE_SIZE) + ui.line_height(PATH_SIZE)
        self.top_bar += self.info_lines * ui.line_height(INFO_SIZE)
        self.bottom_bar = 18 + (self.status_lines_shown + 1) * ui.line_height(STATUS_SIZE)
        self.bottom_bar += (min(2, legend) + len(self.help_rows)) * ui.line_height(HELP_SIZE) + 2
        self.view.layout(pygame.Rect(10, self.top_bar + 6, w - 20, h - self.top_bar - self.bottom_bar - 12))

    def controls(self) -> list[tuple[str, str]]:
        return list(CONTROLS)

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

    def on_mat(self, at: tuple[float, float]) -> tuple[float, float]:
        """A place in yards kept on the mat's surface: a feature dragged past the edge stops
        there, never under the bars."""
        f = self.draft.mat.field
        x0, y0, x1, y1 = (v / f.yard for v in f.surface)
        return min(max(at[0], x0), x1), min(max(at[1], y0), y1)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if self.naming is not None:
            self._typing(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and mat_play.hit(self, event.pos):
            mat_play.play(self)
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
            self.draft.move(self.selected, *self.on_mat(self.yards(event.pos)))
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
        if inner and picked.table != "run_circles":  # said, never a silent resize
            self._say(NO_PASS_CIRCLE[picked.table], ui.ACCENT)
            return
        if self._burst != (picked, inner) or self._burst_age > WHEEL_BURST:
            self.draft.begin()  # a new burst: one step of undo for all its notches
        stopped = self.draft.resize(picked, 0.25 * clicks, inner)
        self._edited()
        self._burst, self._burst_age = (picked, inner), 0.0
        if stopped is not None:
            self._say(stopped, ui.ACCENT)

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
                mat_open.choose(
                    self.app,
                    self._opened,
                    "Open a mat (Esc: back to this one)",
                    new=True,
                    current=self.path if self.own else None,
                )
            return
        if ctrl and key == pygame.K_s and mod & pygame.KMOD_SHIFT:
            self._start_naming(saving_as=True, text=self.fresh_name())
        elif ctrl and key == pygame.K_s:
            self._save()
        elif ctrl and (key == pygame.K_y or (key == pygame.K_z and mod & pygame.KMOD_SHIFT)):
            self._step_back(redo=True)
        elif ctrl and key == pygame.K_z:
            self._step_back(redo=False)
        elif key == pygame.K_n and not ctrl:
            self._start_naming()
        elif key == pygame.K_p and not ctrl:
            mat_play.play(self)
        elif key in (pygame.K_r, pygame.K_f, pygame.K_b) and not ctrl:
            table = {pygame.K_r: "run_circles", pygame.K_f: "flags", pygame.K_b: "fumbles"}[key]
            self.draft.begin()
            self.selected = self.draft.add(table, *self.yards(self.pointer))
            self._edited()
        elif key in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.selected is not None:
            gone = self.named.get((self.selected.table, self.selected.id, False), "the feature")
            self.draft.begin()
            self.draft.delete(self.selected)
            self.selected = None
            self._edited()
            self._say(f"Deleted {gone} (Ctrl+Z brings it back)")  # unsaid before: play-test
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

    def _start_naming(self, saving_as: bool = False, text: str | None = None) -> None:
        """Type the mat's name: to rename it, or (``saving_as``) to save a copy under it."""
        self.naming = NameEntry(self.name if text is None else text)
        self.saving_as = saving_as
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
        if self.saving_as:
            self._save_as(kept)
            return
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

    def fresh_name(self) -> str:
        """The name offered for a Save as: this one with the first number whose file is free
        ("My mat 2"), so Enter alone saves a copy beside this one."""
        stem = self.name.rstrip("0123456789").rstrip() or self.name
        for k in range(2, 1000):
            name = f"{stem} {k}"
            if not (self.path.parent / file_name(name)).exists():
                return name
        return self.name

    def _save_as(self, name: str | None) -> None:
        """Save a copy named ``name`` in a file of its own beside this one (never over another
        mat's: the name is asked again), and edit that file from then on; the old file stays."""
        if not name:
            self._say(
                "Not saved: Save as was left" if name is None else "Not saved: a mat needs a name", ERROR
            )
            return
        target = self.path.parent / file_name(name)
        if target == self.path and target.exists():  # the copy would overwrite this very file
            self._start_naming(saving_as=True, text=self.fresh_name())
            self._say(f"Not saved: {target.name} is this mat's own file: type a new name for the copy", ERROR)
            return
        if target.exists() and target != self.path:
            self._start_naming(saving_as=True, text=name)
            self._say(
                f"Not saved: {target.name} holds another mat: type another name (Esc: not saved)", ERROR
            )
            return
        if self.problem() is not None:
            self._say(NOT_VALID, ERROR)
            return
        if name != self.name:
            self.draft.begin()
            self.draft.rename(name)
            self._edited()
        try:
            self.draft.save(target)
        except (SimError, OSError) as exc:
            self._say(f"Not saved: {exc}", ERROR)
            return
        self.path, self.own, self.follows_name, self.replacing = target, True, True, None
        self._say(f"Saved as {name!r} in {target.name}: this is the file edited from now on")

    def _save(self) -> None:
        if self.problem() is not None:
            self._say(NOT_VALID, ERROR)
            return
        target, before = self.target, self.path
        if target != before and target.exists() and self.replacing != target:
            self.replacing = target
            self._say(f"{target.name} holds another mat: Ctrl+S again replaces it, N renames this one", ERROR)
            return
        if target != before and self.own and before.exists() and self.moving != target:
            self.moving = target  # renamed: its file would move with the name, so it is asked first
            self._say(
                f"Renamed: Ctrl+S again moves it to {target.name} (removing {before.name}); "
                "Ctrl+Shift+S keeps both",
                ui.ACCENT,
            )
            return
        try:
            self.draft.save(target)
        except (SimError, OSError) as exc:
            self._say(f"Not saved (the file is as it was): {exc}", ERROR)
            return
        moved = ""
        if target != before and self.own and before.exists():
            before.unlink()  # this mat's own file, named after its old name: the mat moved with its name
            moved = f" (was {before.name})"
        self.path, self.own, self.replacing, self.moving = target, True, None, None
        self._say(f"Saved to {target}{moved}")

    def _edited(self) -> None:
        """After a whole edit: what was said before is stale, and the odds are worked out again
        (in the background) if they are shown and the mat is valid."""
        self.draft.end()
        self.message = None
        self.replacing = self.moving = None
        if not self.odds_worker.pending and self.odds_worker.shown is not None:
            self.before_edit = self.odds_worker.shown  # the figures of the mat before this edit
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
        labels = self._labels() if self.odds_on else None
        self.field.draw(surface, self.draft, self.selected, labels)
        self._top(surface)
        self._bottom(surface)

    @property
    def labels(self) -> dict[str, pygame.Rect]:
        """Each circle's odds label, as drawn last (the tests read where)."""
        return self.field.labels

    def number_rects(self) -> list[pygame.Rect]:
        return self.field.number_rects(self.draft)

    def _labels(self) -> dict[str, Label]:
        stale = self.odds_pending() or self.draft.error is not None
        return odds_labels(self.draft, self.odds_worker.shown, stale)

    def _top(self, s: pygame.Surface) -> None:
        """The title (the mat's name, unsaved or not, snapping), where Ctrl+S saves, then the
        rows about the mat: a red warning first while it cannot be saved."""
        w = s.get_width()
        ui.bar(s, pygame.Rect(0, 0, w, self.top_bar), ui.PANEL)
        state = " · unsaved changes *" if self.draft.dirty else " · saved" if self.own else ""
        snap = "snap 1 yd" if self.snap else "free placement"
        whole = f"{self.title}: {self.name}{state}"
        titles = [f"{whole} · {snap} · N: rename", f"{whole} · {snap}", whole]
        right, title = mat_play.title_row(self, s, titles, TITLE_SIZE)  # "Play on this mat (P)"
        if self.naming is not None:
            head = "Save as: " if self.saving_as else f"{self.title}: name: "
            naming.draw(s, self.naming, head, (12, 6), right, TITLE_SIZE)
        else:
            ui.text(s, title, (12, 6), TITLE_SIZE)
        lead = "Ctrl+S saves to "
        tail = " · Ctrl+Shift+S: save as"
        room = w - 24 - ui.text_width(lead + tail, PATH_SIZE)
        where = f"{lead}{mat_status.short_path(self.target, room, PATH_SIZE)}{tail}"
        ui.text(
            s, ui.fit(where, w - 24, PATH_SIZE), (12, 8 + ui.line_height(TITLE_SIZE)), PATH_SIZE, ui.MUTED
        )
        y = 10 + ui.line_height(TITLE_SIZE) + ui.line_height(PATH_SIZE)
        rows = self.info()
        warning = self.warning_rows(w - 48)
        room = self.info_lines
        if warning:  # in its red box, clear of the path's line above and the rows below
            box = pygame.Rect(6, y + 1, w - 12, len(warning) * ui.line_height(INFO_SIZE) + 4)
            pygame.draw.rect(s, (70, 20, 24), box, border_radius=4)
            pygame.draw.rect(s, ERROR, box, 2, border_radius=4)
            for row in warning:
                ui.text(s, ui.fit(row, w - 24, INFO_SIZE), (12, y + 3), INFO_SIZE, ERROR)
                y += ui.line_height(INFO_SIZE)
            y += WARNING_GAP
            rows, room = rows[: max(0, INFO_ROWS - len(warning))], room - len(warning)
        for k, (words, colour) in enumerate(rows):
            wrapped = ui.wrap(words, w - 24, INFO_SIZE) or [""]
            later = len(rows) - k - 1  # each later row keeps a line at least
            for row in wrapped[: max(1, room - later)]:
                ui.text(s, ui.fit(row, w - 24, INFO_SIZE), (12, y), INFO_SIZE, colour)
                y += ui.line_height(INFO_SIZE)
                room -= 1

    def warning_rows(self, width: int) -> list[str]:
        """While the mat cannot be saved: which features are wrong and why, whole (the rows
        under the title give way to it)."""
        found = self.problem()
        if found is None:
            return []
        words = f"Not valid, so it cannot be saved: {ui.sentence(found.which)} ({found.why}): {found.fix}"
        return ui.wrap(words, width, INFO_SIZE)[: self.info_lines]

    def _bottom(self, s: pygame.Surface) -> None:
        """The footer: the status line (the most pressing), the legend of what is drawn, the keys."""
        w, h = s.get_size()
        top = h - self.bottom_bar
        ui.bar(s, pygame.Rect(0, top, w, self.bottom_bar), ui.PANEL)
        y = top + 6
        room = self.status_lines_shown + 1  # the rows the status has: each line keeps one at least
        for k, (words, colour) in enumerate(self.status_lines()[:STATUS_ROWS]):
            later = min(len(self.status_lines()), STATUS_ROWS) - k - 1
            for row in ui.wrap(words, w - 24, STATUS_SIZE)[: max(1, room - later)]:
                ui.text(s, ui.fit(row, w - 24, STATUS_SIZE), (12, y), STATUS_SIZE, colour)
                y += ui.line_height(STATUS_SIZE)
                room -= 1
        y = top + 8 + (self.status_lines_shown + 1) * ui.line_height(STATUS_SIZE)
        for row in ui.wrap(self.legend(), w - 24, HELP_SIZE)[:2]:
            ui.text(s, ui.fit(row, w - 24, HELP_SIZE), (12, y), HELP_SIZE, LEGEND_COLOUR)
            y += ui.line_height(HELP_SIZE)
        for row in ui.wrap(self.help_line(), w - 24, HELP_SIZE, indent="")[: len(self.help_rows)]:
            ui.text(s, ui.fit(row, w - 24, HELP_SIZE), (12, y + 2), HELP_SIZE, ui.MUTED)
            y += ui.line_height(HELP_SIZE)

    def help_line(self) -> str:
        """The keys, the wheel's said by what is under the pointer (a fumble football turns)."""
        x, y = self.view.to_mat(*self.pointer)
        yd = self.draft.mat.field.yard
        under = self.draft.at(x / yd, y / yd)
        return help_line(None if under is None else under.table)

    def legend(self) -> str:
        """One line saying what the colours and figures on the mat mean."""
        return mat_status.LEGEND_ODDS if self.odds_on else mat_status.LEGEND_MAT

    def info(self) -> list[tuple[str, ui.Color]]:
        """The rows under the title (:func:`games.app.mat_words.info_rows`); while the odds are
        worked out again after an edit, grey and said to be worked out."""
        if self.naming is not None:
            typing = SAVING_AS if self.saving_as else NAMING
            return [(typing, ui.ACCENT), ("", ui.MUTED), ("", ui.MUTED)]
        shown = self.odds_worker.shown if self.odds_on and self.draft.error is None else None
        working = self.odds_pending()
        rows = mat_words.info_rows(
            shown, self.selected, self.named, self.draft.mat, self.before_edit, working
        )
        if not self.odds_on:  # the one empty row first says what D shows
            rows = [(INFO_HINT, False) if k == 0 and not r[0] else r for k, r in enumerate(rows)]
        grey = self.odds_pending() and shown is not None
        out = []
        for words, lit in rows[:INFO_ROWS]:
            if grey and lit and not words.endswith(mat_words.WORKING):
                words = f"{words} · {mat_words.WORKING}"
            out.append((words, ui.MUTED if grey or not lit else ui.PAPER))
        return out

    def status_lines(self) -> list[tuple[str, ui.Color]]:
        """The status lines, most pressing first (the footer shows the first two): what was just
        done, what is selected, the warnings, then the odds. What keeps the mat from being saved
        is in red at the top, and here only when it is the one thing to say."""
        named = self.named
        lines: list[tuple[str, ui.Color]] = []
        if self.message is not None:
            lines.append(self.message)
        if self.selected is not None:  # before any warning: it never hides where it is, its size
            lines.append((mat_status.readout(self.draft, named, self.selected), ui.PAPER))
        warned = mat_status.warnings(self.draft, named, self.selected)
        if warned is not None:
            lines.append((warned[0], ERROR))
        found = self.problem()
        if found is not None and not lines:
            lines.append((found.words, ERROR))
        if self.odds_on:
            working = ODDS_FIRST if self.odds_worker.shown is None else ODDS_WORKING
            lines.append((working, ui.MUTED) if self.odds_pending() else (ODDS_SHOWN, ui.MUTED))
        if not lines:
            lines.append((HINT, ui.MUTED))
        return lines

    def problem(self) -> mat_status.Problem | None:
        """What keeps the mat from being saved (which features, why), or None."""
        return mat_status.problem(self.draft, self.named, self.selected)

    def _readout(self, named: dict[names.Key, str]) -> str:
        assert self.selected is not None
        return mat_status.readout(self.draft, named, self.selected)

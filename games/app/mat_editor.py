"""``tabletop mat edit``: the mat in the window, its symbols, flags and fumble footballs moved
with the mouse or to the exact yard. A view module (pygame); the edits themselves are
:mod:`games.mat_tuning.draft`, the names a player reads :mod:`games.mat_tuning.names`, the odds
:mod:`games.mat_tuning.quick`.

Drag a feature to move it (kept on the mat; one dragged off the field is tagged so and can be
dragged back: :mod:`games.app.mat_off_field`); the arrows nudge the selected one by 0.25 yd (Shift:
a yard) and Enter types its x, y and size (:mod:`games.app.mat_values`,
:mod:`games.app.mat_value_entry`); M makes its mirror image in the other half match it
(:mod:`games.app.mat_mirror`); the wheel resizes it (Shift: a run circle's pass circle; a fumble
football turns); R, F and B add a run circle, a flag, a fumble football at the pointer; Delete
removes (and says what); G snaps drags to whole yards; Ctrl+Z and Ctrl+Y undo and redo (a wheel's
burst is one step) and say what; N (or a click on the title) names the mat (:mod:`games.app.mat_naming`);
O opens a saved mat or a new one (:mod:`games.app.mat_open`). Ctrl+S saves atomically, the file's
own text edited in place (not while the mat is invalid) to the path under the title (a renamed
mat's file follows its name at once); Ctrl+Shift+S saves a copy under a name typed
(:mod:`games.app.mat_saving`). D shows every feature's odds against the default mat's and the
whole mat's (:mod:`games.app.mat_figures`), worked out in the background (the first time said on
the mat, with how far the work has got); P plays a game on the mat (:mod:`games.app.mat_play`);
Esc leaves (twice with unsaved changes).

The bars (:mod:`games.app.mat_bars`): under the title a red warning while the mat cannot be saved,
then the selection and the whole mat's figures (:mod:`games.app.mat_words`); the footer: the
status lines, the legend, the keys (:mod:`games.app.mat_status`); the mat drawn by
:mod:`games.app.mat_paint`; features named as the screen shows them (zone, band, yard line), once an
edit ends."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pygame

from games.finger_football.saved_mats import file_name
from games.finger_football.ui.view import MatView
from games.mat_tuning import names
from games.mat_tuning.draft import Draft, Picked
from games.mat_tuning.quick import DEBOUNCE, CircleOdds, LatestOdds
from games.window import ui
from games.window.howto import Page
from games.window.scene import Host, Scene
from sim.slider.mat import Mat

from . import (
    mat_bars,
    mat_exact,
    mat_file,
    mat_mirror,
    mat_naming,
    mat_off_field,
    mat_open,
    mat_play,
    mat_saving,
    mat_status,
    mat_value_entry,
    mat_values,
    mat_words,
)
from .mat_bars import HELP_SIZE, INFO_SIZE, STATUS_SIZE, TITLE_SIZE
from .mat_figures import Compared, compared
from .mat_name_entry import NameEntry
from .mat_odds_paint import Figures, odds_labels, working_box
from .mat_pages import FEATURES_PAGE, NAMES_PAGE, ODDS_PAGE, VALUES_PAGE
from .mat_paint import SELECTED, ZONE_EDGE, FieldPainter
from .mat_status import ERROR, OK
from .mat_texts import (
    CONTROLS,
    HELP,
    HELP_SELECTED,
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
    odds_working,
)
from .mat_value_entry import HINT as TYPING_HINT
from .mat_value_entry import ValueEntry

__all__ = [
    "ERROR",
    "HELP_SIZE",
    "INFO_SIZE",
    "NAMES_PAGE",
    "NOT_VALID",
    "ODDS_FIRST",
    "ODDS_WORKING",
    "OK",
    "SELECTED",
    "ZONE_EDGE",
    "EditorScene",
]

INFO_ROWS = mat_words.ROWS  # under the title: the selection, then the whole mat
WHEEL_BURST = 1.0  # s: wheel notches on one feature closer than this are one step of undo
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}
ADDS = {pygame.K_r: "run_circles", pygame.K_f: "flags", pygame.K_b: "fumbles"}


class EditorScene(Scene):
    title = "Mat editor"
    tool = True  # its help says "Mat editor: controls", not "How to play"
    # Ctrl+Z undoes an edit here, not a game's decision; M mirrors (Ctrl+M mutes) and is a letter
    # of a name.
    keys_of_its_own = frozenset({pygame.K_z, pygame.K_m})

    def __init__(
        self,
        app: Host,
        mat: Mat,
        path: Path,
        follows_name: bool = False,
        own: bool = False,
        text: str | None = None,
    ) -> None:
        """``follows_name``: the file is named after the mat's name when saved (a new mat, or one
        whose file was named so); ``own``: ``path`` already holds this mat (an opened file);
        ``text``: the file the mat was read from, if not ``path`` (its comments are kept)."""
        super().__init__(app)
        self.snap = True
        self.odds_on = False
        self.odds_done = 0.0  # how far the odds being worked out have got (0 to 1), said as they go
        self.odds_worker: LatestOdds[Compared] = LatestOdds(self._work_out)
        self.pointer = (0, 0)  # where the mouse last was: the wheel and the add keys act there
        self.top_bar = self.bottom_bar = 0
        self.info_lines, self.status_lines_shown, self.help_rows = INFO_ROWS, 1, [HELP]
        self.saving_as = False  # the name being typed is a Save as's, not a rename's
        # The whole mat's figures as they were before the last edit: the rows say what it moved.
        self.before_edit: Compared | None = None
        self.load(mat, path, follows_name, own, text)

    def load(
        self, mat: Mat, path: Path, follows_name: bool = False, own: bool = False, text: str | None = None
    ) -> None:
        """Edit ``mat`` from now on, saved to ``path`` (see :meth:`__init__`)."""
        self.path = path.resolve()
        self.follows_name, self.own = follows_name, own
        self.base = mat_file.base_text(mat, self.path, text)  # the file's text a save edits
        self.replacing: Path | None = None  # another mat's file a second Ctrl+S replaces
        self.draft = Draft(mat)
        self.opened = copy.deepcopy(self.draft.data)  # what a save's note calls the mat's own
        self.noted = False  # the mat's own warnings are said once, at the first save
        self.undo_floor = 0  # undo goes no further back: set by a save as (mat_saving.py)
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
        self.entry: ValueEntry | None = None  # the selected feature's values being typed
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
        keys = max((ui.wrap(k, w - 24, HELP_SIZE, indent="") for k in (HELP, HELP_SELECTED)), key=len)
        self.help_rows = keys[:2]
        self.top_bar = (
            14 + mat_bars.WARNING_GAP + ui.line_height(TITLE_SIZE) + ui.line_height(mat_bars.PATH_SIZE)
        )
        self.top_bar += self.info_lines * ui.line_height(INFO_SIZE)
        self.bottom_bar = 18 + (self.status_lines_shown + 1) * ui.line_height(STATUS_SIZE)
        self.bottom_bar += (min(2, legend) + len(self.help_rows)) * ui.line_height(HELP_SIZE) + 2
        self.view.layout(pygame.Rect(10, self.top_bar + 6, w - 20, h - self.top_bar - self.bottom_bar - 12))

    def controls(self) -> list[tuple[str, str]]:
        return list(CONTROLS)

    def rules(self) -> list[Page]:
        return [NAMES_PAGE, ODDS_PAGE, VALUES_PAGE, FEATURES_PAGE]

    def closed(self) -> None:
        self.odds_worker.close()

    # ----------------------------------------------------------------- input
    def yards(self, pos: tuple[int, int]) -> tuple[float, float]:
        x, y = self.view.to_mat(*pos)
        yd = self.draft.mat.field.yard
        x, y = x / yd, y / yd
        return (round(x), round(y)) if self.snap else (x, y)

    def on_mat(self, at: tuple[float, float], picked: Picked) -> tuple[float, float]:
        """Where a feature dragged to ``at`` (yards) goes: kept wholly on the mat's surface, so
        one dragged off the field stops at its edge, in view, never under the bars."""
        row = self.draft.row(picked)
        return mat_values.on_surface(self.draft.mat, at, mat_values.reach(picked.table, row))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if self.naming is not None:
            mat_naming.typing(self, event, self._title_bottom())
            return
        if self.entry is not None:
            mat_exact.typing(self, event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and mat_play.hit(self, event.pos):
            mat_play.play(self)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and event.pos[1] < self._title_bottom():
            self.start_naming()
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key, event.mod)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y = self.view.to_mat(*event.pos)
            yd = self.draft.mat.field.yard
            self.selected = self.figure_at(event.pos) or self.draft.at(x / yd, y / yd)
            self._burst = None
            if self.selected is not None:
                self.message = None  # a new edit: what was said about the last one is stale
                self.draft.begin()
                self.dragging = True
        elif event.type == pygame.MOUSEMOTION and self.dragging and self.selected is not None:
            self.draft.move(self.selected, *self.on_mat(self.yards(event.pos), self.selected))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.edited()
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event.y)

    def figure_at(self, pos: tuple[int, int]) -> Picked | None:
        """The feature whose odds figure (D) is drawn at ``pos``: a click on a figure selects its
        feature (drawn over the mat, the figure is what the click is seen to hit: play-test 6/10)."""
        if not self.odds_on:
            return None
        odds = self.field.odds
        hit = [
            fid
            for shown in (odds.labels, odds.chips)
            for fid, rect in shown.items()
            if rect.collidepoint(pos)
        ]
        for table in ("run_circles", "flags", "fumbles"):
            for row in self.draft.rows(table):
                if row["id"] in hit:
                    return Picked(table, row["id"])
        return None

    def _wheel(self, clicks: int) -> None:
        x, y = self.view.to_mat(*self.pointer)
        yd = self.draft.mat.field.yard
        picked = self.draft.at(x / yd, y / yd) or self.selected
        if picked is None or clicks == 0:
            return
        self.selected = picked
        inner = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        if inner and picked.table != "run_circles":  # said, never a silent resize
            self.say(NO_PASS_CIRCLE[picked.table], ui.ACCENT)
            return
        if self._burst != (picked, inner) or self._burst_age > WHEEL_BURST:
            self.draft.begin()  # a new burst: one step of undo for all its notches
        coarse = bool(pygame.key.get_mods() & (pygame.KMOD_CTRL | pygame.KMOD_META))
        stopped = self.draft.resize(picked, (1.0 if coarse else 0.25) * clicks, inner)  # Ctrl: a yard
        self.edited()
        self._burst, self._burst_age = (picked, inner), 0.0
        if stopped is not None:
            self.say(stopped, ui.ACCENT)

    def _key(self, key: int, mod: int) -> None:
        ctrl = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if key == pygame.K_ESCAPE:
            if self.draft.dirty and not self.leaving:
                self.leaving = True
                self.say("Unsaved changes: Esc again leaves without them, Ctrl+S saves them", ui.ACCENT)
            else:
                self.app.back()
            return
        self.leaving = False
        self._burst = None
        opening, self.opening = self.opening, False
        if key == pygame.K_o and not ctrl:
            self._open(opening)
        elif ctrl and key == pygame.K_s and mod & pygame.KMOD_SHIFT:
            self.start_naming(saving_as=True, text=mat_saving.fresh_name(self))
        elif ctrl and key == pygame.K_s:
            mat_saving.save(self)
        elif ctrl and (key == pygame.K_y or (key == pygame.K_z and mod & pygame.KMOD_SHIFT)):
            self._step_back(redo=True)
        elif ctrl and key == pygame.K_z:
            self._step_back(redo=False)
        elif key == pygame.K_n and not ctrl:
            self.start_naming()
        elif key == pygame.K_p and not ctrl:
            mat_play.play(self)
        elif key in ADDS and not ctrl:
            self.draft.begin()
            self.selected = self.draft.add(ADDS[key], *self.yards(self.pointer))
            self.edited()
        elif key in ARROWS and not ctrl:
            mat_exact.nudge(self, *ARROWS[key], big=bool(mod & pygame.KMOD_SHIFT))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not ctrl:
            mat_exact.start_entry(self)
        elif key == pygame.K_m and not ctrl:
            mat_mirror.mirror(self)
        elif key in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.selected is not None:
            self._delete(self.selected)
        elif key == pygame.K_g:
            self.snap = not self.snap
            self.say("Snapping to whole yards" if self.snap else "Free placement")
        elif key == pygame.K_d:
            self.odds_on = not self.odds_on
            self.edited()
            if self.odds_on:  # asked for by a key, not a burst of edits: no pause before the work
                self.odds_worker.tick(DEBOUNCE)

    def _open(self, asked: bool) -> None:
        """O: the list of mats (asked again first over unsaved changes)."""
        if self.draft.dirty and not asked:
            self.opening = True
            self.say(OPEN_UNSAVED, ui.ACCENT)
            return
        mat_open.choose(
            self.app,
            self._opened,
            "Open a mat (Esc: back to this one)",
            new=True,
            current=self.path if self.own else None,
        )

    def _delete(self, picked: Picked) -> None:
        gone = self.named.get((picked.table, picked.id, False), "the feature")
        self.draft.begin()
        self.draft.delete(picked)
        self.selected = None
        self.edited()
        self.say(f"Deleted {gone} (Ctrl+Z brings it back)")  # unsaid before: play-test

    def _step_back(self, redo: bool) -> None:
        """Undo (or redo) an edit, and say which: 'Undone: moving the Zone 2 upper run circle on
        the home 30'."""
        if not redo and len(self.draft.past()) <= self.undo_floor and self.draft.past():
            # Undo never changes which file Ctrl+S writes (play-test 6/10): it stops at the save.
            self.say(f"Nothing more to undo: the edits before saving to {self.path.name} stay", ui.ACCENT)
            return
        before = copy.deepcopy(self.draft.data)
        done = self.draft.redo() if redo else self.draft.undo()
        self.edited()
        if not done:
            self.say("Nothing to redo" if redo else "Nothing to undo")
            return
        after = self.draft.data
        edit = (
            mat_words.change(before, after, self.draft.mat, True)
            if redo
            else (mat_words.change(after, before, self.draft.mat, False))
        )
        self.say(f"{'Redone' if redo else 'Undone'}: {edit}")

    def _title_bottom(self) -> int:
        return 8 + ui.line_height(TITLE_SIZE)

    def start_naming(self, saving_as: bool = False, text: str | None = None) -> None:
        mat_naming.start(self, saving_as, text)

    def say(self, words: str, colour: ui.Color = OK) -> None:
        self.message = (words, colour)

    def _opened(self, app: Host, chosen: mat_open.Chosen) -> Scene:
        self.load(chosen.mat, chosen.path, chosen.follows_name, chosen.own)
        self.say(f"Opened {chosen.mat.name!r} from {chosen.path.name}")
        return self

    def fresh_name(self) -> str:
        return mat_saving.fresh_name(self)

    def _save(self) -> None:
        mat_saving.save(self)

    def edited(self) -> None:
        """After a whole edit: what was said before is stale, and the odds are worked out again
        (in the background) if they are shown and the mat is valid."""
        self.draft.end()
        self.message = None
        self.replacing = None
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
            if self.odds_worker.pending:
                self.odds_done = 0.0  # the edited mat's work, from the start (never the last's 100%)

    def odds_pending(self) -> bool:
        return self.odds_worker.pending

    def _work_out(self, mat: Mat, stop: Callable[[], bool]) -> Compared:
        """The background worker's job: the figures, saying how far it has got as it goes."""
        self.odds_done = 0.0
        return compared(mat, stop, self._progressed)

    def _progressed(self, done: float) -> None:
        self.odds_done = done

    def wait_for_odds(self) -> None:
        """Until the odds of the latest mat are in (for tests and screenshots)."""
        self.odds_worker.flush()

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        first = self.odds_on and self.odds_worker.shown is None and self.odds_pending()
        figures = self.figures() if self.odds_on and not first else None  # no "…" all over at first
        self.field.draw(surface, self.draft, self.selected, figures)
        if first:  # the first figures: said on the mat, with how far the work has got
            working_box(surface, self.view.mat_rect, ODDS_FIRST, self.odds_done)
        mat_bars.top(self, surface)
        mat_bars.bottom(self, surface)

    @property
    def labels(self) -> dict[str, pygame.Rect]:
        """Each run circle's, flag's and fumble football's figure, as drawn last (the tests read
        where); the pass circles' are ``self.field.odds.chips``."""
        return self.field.labels

    def number_rects(self) -> list[pygame.Rect]:
        return self.field.number_rects(self.draft)

    def figures(self) -> Figures:
        stale = self.odds_pending() or self.draft.error is not None
        return odds_labels(self.draft, self.odds_worker.shown, stale)

    def warning_rows(self, width: int) -> list[str]:
        return mat_bars.warning_rows(self, width)

    def help_line(self) -> str:
        """The keys, the wheel's said by what is under the pointer (a fumble football turns)."""
        x, y = self.view.to_mat(*self.pointer)
        yd = self.draft.mat.field.yard
        under = self.draft.at(x / yd, y / yd)
        return help_line(None if under is None else under.table, self.selected is not None)

    def legend(self) -> str:
        """One line saying what the colours and figures on the mat mean."""
        return mat_status.LEGEND_ODDS if self.odds_on else mat_status.LEGEND_MAT

    def info(self) -> list[tuple[str, ui.Color]]:
        """The rows under the title (:func:`games.app.mat_words.info_rows`); while the odds are
        worked out again after an edit, grey and said to be worked out."""
        if self.naming is not None:
            typing = SAVING_AS if self.saving_as else NAMING
            return [(typing, ui.ACCENT), ("", ui.MUTED), ("", ui.MUTED)]
        if self.entry is not None:
            name = self.named.get((self.entry.picked.table, self.entry.picked.id, False), "")
            room = self.app.size[0] - 24
            footer_full = mat_value_entry.lines(self.entry, room, STATUS_SIZE) > self.status_lines_shown
            said = self.message if self.message is not None and footer_full else ("", ui.MUTED)
            return [(f"Typing the values of the {name} · {TYPING_HINT}", ui.ACCENT), said, ("", ui.MUTED)]
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
        off = mat_off_field.warning(self.draft, named, self.selected)  # out of bounds: first
        if off is not None or warned is not None:
            lines.append((off or (warned[0] if warned is not None else ""), ERROR))
        found = self.problem()
        if found is not None and not lines:
            lines.append((found.words, ERROR))
        if self.odds_on:
            first = self.odds_worker.shown is None
            working = odds_working(first, self.odds_done)
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

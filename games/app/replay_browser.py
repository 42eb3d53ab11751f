"""The replay browser: the recorded games of a folder in a list (game, players, the mat it was
played on, date, result with the score, length), newest first; a click (or Enter) replays one, R
goes on with an unfinished one, and Esc in the replay comes back here. Esc here leaves: a viewer
has no game to lose, so nothing is asked. An unfinished game's score is worked out in the
background (it means replaying it), so the list shows at once and the scores come in.

O opens another folder or a recording elsewhere: its path typed in the window, Tab completing
it (:mod:`games.app.replay_open`); a path that is no folder or recording says why, and stays to be
put right. R is offered only while an unfinished game is listed.

``tabletop replay`` opens it on the user's replays folder; ``tabletop replay FILE`` opens FILE
over it, on FILE's folder (:func:`replay_over_browser`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pygame

from games.core.replay_format import ReplayError
from games.replays.frames import Frames, frames_of
from games.window import ui
from games.window.scene import Host, Scene
from sim.slider.mat import Mat

from .replay_list import Listed, listed, player_forms, score_so_far
from .replay_open import PathEntry, look, shown_path
from .replay_scene import ReplayScene

ROW_SIZE, HEAD_SIZE, TITLE_SIZE, HELP_SIZE = 20, 17, 28, 18
COLUMNS = (
    ("Game", 0.16),
    ("Players", 0.20),
    ("Mat", 0.12),
    ("Date", 0.14),
    ("Result", 0.27),
    ("Length", 0.11),
)
HELP = "Click a game (or Up, Down and Enter) to replay it · O: open another folder or file"
RESUME_HELP = " · R: go on with an unfinished game"
TYPING_HELP = "Type a folder's or a recording's path · Tab: complete · Enter: open · Esc: back to the list"


class ReplayBrowser(Scene):
    title = "Recorded games"
    tool = True  # its help says "Recorded games: controls", not "How to play"

    def __init__(self, app: Host, folder: Path) -> None:
        super().__init__(app)
        self.folder = folder
        self.rows: list[Listed] = listed(folder)
        self.first = 0  # the row at the top of the list
        self.chosen = 0  # the row Enter opens
        self.hover = -1
        self.opening: Listed | None = None  # a row clicked: opened once "Opening..." is on screen
        self.shown_opening = False
        self.preparing: Future[Frames] | None = None  # the clicked recording, replayed in the background
        self.done = 0  # moves of it replayed so far
        self.list_area = pygame.Rect(0, 0, 1, 1)
        self.top_bar = self.bottom_bar = self.pitch = 0
        self.scores: dict[Path, Future[str]] = {}  # unfinished games' scores, being worked out
        self._worker: ThreadPoolExecutor | None = None
        self.typing: PathEntry | None = None  # a folder's or a file's path being typed (O)
        self.problem: str | None = None  # why the path typed last cannot be opened

    def controls(self) -> list[tuple[str, str]]:
        resume = [("R", "go on with the chosen game, if unfinished")] if self.resumable else []
        return [
            ("click a game, Enter", "replay it"),
            ("O", "open another folder, or a recording elsewhere (its path typed)"),
            *resume,
            ("Up, Down", "choose a game"),
            ("wheel, Page Up, Page Down", "scroll"),
            ("Esc (in a replay)", "back to this list"),
            ("Esc", "leave"),
        ]

    # ----------------------------------------------------------------- layout
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.top_bar = 16 + ui.line_height(TITLE_SIZE) + ui.line_height(HEAD_SIZE)
        self.bottom_bar = 20 + ui.line_height(HELP_SIZE)
        self.pitch = ui.line_height(ROW_SIZE) + 12
        head = ui.line_height(HEAD_SIZE) + 12
        # A path being typed (O) has its box over the top, and the list moves down under it:
        # the box never hides a row.
        box = self.typing_box_height() + 8 if self.typing is not None else 0
        self.list_area = pygame.Rect(
            20, self.top_bar + head + box, w - 40, h - self.top_bar - head - box - self.bottom_bar - 10
        )
        self.rows = listed(self.folder)  # back from a replay: the list as it is now
        self._keep_in_view()
        self._ask_scores()

    def typing_box_height(self) -> int:
        """The path box's height: its question, the field, and a line for why a path did not open."""
        return 3 * ui.line_height(ROW_SIZE) + 40

    def _ask_scores(self) -> None:
        """Work out, in the background, the score of each unfinished game listed."""
        for row in self.rows:
            if row.resumable and row.path not in self.scores:
                self._worker = self._worker or ThreadPoolExecutor(1, thread_name_prefix="replay-scores")
                self.scores[row.path] = self._worker.submit(score_so_far, row.path)

    def wait_for_scores(self) -> None:
        """Until every score asked for is in (for tests and screenshots)."""
        for job in list(self.scores.values()):
            job.result()

    def closed(self) -> None:
        if self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)

    def result(self, row: Listed) -> str:
        """The row's result, with an unfinished game's score once it is known (then the line
        at the foot says what R does: the column has no room for both)."""
        job = self.scores.get(row.path)
        if not row.resumable or job is None:
            return row.result
        score = job.result() if job.done() and not job.cancelled() else ""
        return f"unfinished, {score}" if score else row.result

    @property
    def visible(self) -> int:
        return max(1, self.list_area.height // max(1, self.pitch))

    def row_rect(self, k: int) -> pygame.Rect:
        """Where row ``k`` (of all the rows) is drawn, if it is in view."""
        top = self.list_area.top + (k - self.first) * self.pitch
        return pygame.Rect(self.list_area.left, top, self.list_area.width - 14, self.pitch - 4)

    def _keep_in_view(self) -> None:
        self.chosen = max(0, min(self.chosen, len(self.rows) - 1))
        if self.chosen < self.first:
            self.first = self.chosen
        elif self.chosen >= self.first + self.visible:
            self.first = self.chosen - self.visible + 1
        self.first = max(0, min(self.first, len(self.rows) - self.visible))

    # ----------------------------------------------------------------- input
    @property
    def resumable(self) -> bool:
        """Whether a game listed can go on (R is offered only then)."""
        return any(row.resumable for row in self.rows)

    def help_line(self) -> str:
        if self.typing is not None:
            return TYPING_HELP
        return HELP + (RESUME_HELP if self.resumable else "") + " · Esc: leave"

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.opening is not None:
            return
        if self.typing is not None:
            if event.type == pygame.KEYDOWN:
                self._typed(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_o:
            self.typing, self.problem = PathEntry(shown_path(self.folder)), None
            self.keys_of_its_own = frozenset({pygame.K_m})  # M is a letter of a path, not mute
            self.resized(self.app.size)
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self._row_at(event.pos)
            if self.hover >= 0:  # one selection: the row under the pointer is the one R and Enter take
                self.chosen = self.hover
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            k = self._row_at(event.pos)
            if k >= 0:
                self.chosen = k
                self.open(k)

    def _typed(self, event: pygame.event.Event) -> None:
        """A key while a path is typed: Enter opens the folder (listed here) or the recording
        (replayed); what cannot be opened is said, and the path stays to be put right."""
        assert self.typing is not None
        self.typing.key(event)
        if not self.typing.over:
            self.problem = None
            return
        if not self.typing.entered:
            self.typing, self.problem = None, None
            self.keys_of_its_own = type(self).keys_of_its_own
            self.resized(self.app.size)
            return
        found = look(self.typing.text)
        self.typing.over = self.typing.entered = False
        if found.error is not None:
            self.problem = found.error
            return
        self.typing = self.problem = None
        self.keys_of_its_own = type(self).keys_of_its_own
        self.resized(self.app.size)
        if found.folder:
            self.folder, self.first, self.chosen = found.path, 0, 0
            self.resized(self.app.size)
            return
        self.app.push(lambda a: ReplayScene(a, found.path))

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.app.back()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.rows:
            self.open(self.chosen)
        elif key == pygame.K_r and self.rows:
            if self.resumable:
                self.resume(self.chosen)
            else:
                self.app.say("No game here was left unfinished: R goes on with one that was")
        elif key in (
            pygame.K_DOWN,
            pygame.K_UP,
            pygame.K_PAGEDOWN,
            pygame.K_PAGEUP,
            pygame.K_HOME,
            pygame.K_END,
        ):
            page = self.visible - 1
            step = {
                pygame.K_DOWN: 1,
                pygame.K_UP: -1,
                pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page,
                pygame.K_HOME: -len(self.rows),
                pygame.K_END: len(self.rows),
            }[key]
            self.chosen += step
            self._keep_in_view()

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(self.first + rows, len(self.rows) - self.visible))

    def _row_at(self, pos: tuple[int, int]) -> int:
        for k in range(self.first, min(len(self.rows), self.first + self.visible)):
            if self.row_rect(k).collidepoint(pos):
                return k
        return -1

    def open(self, k: int) -> None:
        """Replay row ``k`` (a file that cannot be read says so, and stays in the list)."""
        row = self.rows[k]
        if not row.openable:
            self.app.say(f"{row.path.name} {row.error}")
            return
        self.opening, self.shown_opening = row, False

    def resume(self, k: int) -> None:
        """Go on with row ``k``'s game, recording on into its file (one that cannot says why)."""
        from games.app.resume import resumed_scene
        from games.core.replay_format import ReplayError

        row = self.rows[k]
        if not row.resumable:
            self.app.say(f"{row.game} of {row.date} is {row.result}: only an unfinished game goes on")
            return
        try:
            scene = resumed_scene(row.path)
        except ReplayError as exc:
            self.app.say(f"{row.path.name} cannot be resumed: {exc}")
            return
        self.app.push(scene)

    def update(self, dt: float) -> None:
        """A row opened: its recording is replayed into frames in the background (a long game
        takes seconds), the progress shown, and the viewer opened on them once ready."""
        if self.opening is None or not self.shown_opening:
            return
        if self.preparing is None:
            self.done = 0
            self._worker = self._worker or ThreadPoolExecutor(1, thread_name_prefix="replay-scores")
            self.preparing = self._worker.submit(frames_of, self.opening.path, None, self._tick)
            return
        if not self.preparing.done():
            return
        row, job, self.opening, self.preparing = self.opening, self.preparing, None, None
        try:
            prepared: Frames | None = job.result()
        except ReplayError:
            prepared = None  # the viewer reads it again and says what is wrong
        self.app.push(lambda a: ReplayScene(a, row.path, None, prepared))

    def _tick(self, count: int) -> None:
        self.done += count  # from the worker: one action replayed

    def wait_for_opening(self) -> None:
        """Until the recording clicked is open (for tests and screenshots)."""
        for _ in range(3):
            if self.preparing is not None:
                self.preparing.exception()
            self.update(0.0)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        w, h = surface.get_size()
        ui.bar(surface, pygame.Rect(0, 0, w, self.top_bar))
        count = f"{len(self.rows)} recording{'s' * (len(self.rows) != 1)}"
        ui.text(surface, ui.fit(f"{self.title} · {count}", w - 24, TITLE_SIZE), (12, 8), TITLE_SIZE)
        where = f"in {self.folder}"
        ui.text(
            surface,
            ui.fit(where, w - 24, HEAD_SIZE),
            (12, 10 + ui.line_height(TITLE_SIZE)),
            HEAD_SIZE,
            ui.MUTED,
        )
        if self.rows:
            self._draw_list(surface)
        else:
            self._draw_empty(surface)
        ui.bar(surface, pygame.Rect(0, h - self.bottom_bar, w, self.bottom_bar))
        help_line = ui.fit(self.help_line(), w - 24, HELP_SIZE)
        ui.text(surface, help_line, (12, h - self.bottom_bar + 10), HELP_SIZE, ui.MUTED)
        if self.typing is not None:
            self._draw_typing(surface)
        if self.opening is not None:
            self._draw_opening(surface)

    def _draw_typing(self, s: pygame.Surface) -> None:
        """The path being typed, in a box over the list, and why the last one did not open."""
        assert self.typing is not None
        w = s.get_width()
        # Over the whole width of the list, above it: the list moved down under it (resized).
        box = pygame.Rect(10, self.top_bar + 4, w - 20, self.typing_box_height())
        ui.overlay(s, box, 255, ui.ACCENT)
        x, y = box.left + 16, box.top + 12
        ui.text(s, "Open a folder of recordings, or one recording:", (x, y), ROW_SIZE, ui.PAPER)
        y += ui.line_height(ROW_SIZE) + 6
        field = pygame.Rect(x, y, box.width - 32, ui.line_height(ROW_SIZE) + 4)
        pygame.draw.rect(s, (12, 14, 18), field, border_radius=4)
        words = self.typing.text + ("" if self.typing.selected else "|")
        while words and ui.text_width(words, ROW_SIZE) > field.width - 12:
            words = words[1:]  # the end of a long path shows: where the typing is
        if self.typing.selected:  # typing replaces it: shown selected
            width = ui.text_width(words, ROW_SIZE) + 4
            lit = pygame.Rect(field.left + 4, field.top + 2, width, field.height - 4)
            pygame.draw.rect(s, (60, 90, 140), lit)
        ui.text(s, words, (field.left + 6, field.top + 2), ROW_SIZE, ui.PAPER)
        if self.problem is not None:
            said = ui.fit(self.problem, box.width - 32, ROW_SIZE - 2)
            ui.text(s, said, (x, field.bottom + 6), ROW_SIZE - 2, ui.HIGHLIGHT)

    def _columns(self) -> list[tuple[str, int, int]]:
        """Each column's heading, left edge and width: the date and the length as wide as their
        longest (never cut), the rest shared as :data:`COLUMNS` says."""
        left, width = self.list_area.left + 10, self.list_area.width - 34
        whole = {"Date": [r.date for r in self.rows], "Length": [r.length for r in self.rows]}
        fixed = {
            h: max((ui.text_width(w, ROW_SIZE) for w in [h, *cells]), default=0) + 16
            for h, cells in whole.items()
        }
        fixed = {h: min(wide, width // 4) for h, wide in fixed.items()}
        rest = width - sum(fixed.values())
        shared = sum(share for h, share in COLUMNS if h not in fixed)
        out, x = [], left
        for heading, share in COLUMNS:
            wide = fixed.get(heading, round(rest * share / shared))
            out.append((heading, x, wide - 12))
            x += wide
        return out

    def _players_step(self, width: int) -> int:
        """How far every row's players are shortened (:func:`player_forms`): the least step at
        which every row listed fits, so the column reads alike."""
        step = 0
        for row in self.rows:
            forms = player_forms(row.players)
            first = next(
                (k for k, f in enumerate(forms) if ui.text_width(f, ROW_SIZE) <= width), len(forms) - 1
            )
            step = max(step, first)
        return step

    def _draw_list(self, s: pygame.Surface) -> None:
        tall = ui.line_height(HEAD_SIZE) + 4
        head = pygame.Rect(self.list_area.left, self.list_area.top - tall - 4, self.list_area.width, tall)
        ui.panel(s, head, 0)
        for heading, x, width in self._columns():
            ui.text(s, ui.fit(heading, width, HEAD_SIZE), (x, head.top + 2), HEAD_SIZE, ui.MUTED)
        for k in range(self.first, min(len(self.rows), self.first + self.visible)):
            self._draw_row(s, k)
        self._draw_scrollbar(s)

    def _draw_row(self, s: pygame.Surface, k: int) -> None:
        row, rect = self.rows[k], self.row_rect(k)
        lit = k == self.chosen  # one row is lit: the one Enter opens and R resumes
        pygame.draw.rect(s, (46, 58, 70) if lit else (28, 33, 40), rect, border_radius=6)
        if lit:
            pygame.draw.rect(s, ui.ACCENT, rect, width=2, border_radius=6)
        ui.note(ui.Kind.PANEL, rect)
        players_width = self._columns()[1][2]
        forms = player_forms(row.players)
        players = forms[min(self._players_step(players_width), len(forms) - 1)]
        cells = (
            (row.game, players, row.mat or "—", row.date, self.result(row), row.length)
            if row.openable
            else (row.path.name, row.error or "", "", "", "", "")
        )
        colour = ui.PAPER if row.openable and not row.empty else ui.MUTED
        y = rect.centery
        for (_, x, width), words in zip(self._columns(), cells, strict=True):
            if words:
                ui.text(s, ui.fit(words, width, ROW_SIZE), (x, y), ROW_SIZE, colour, "midleft")

    def _draw_scrollbar(self, s: pygame.Surface) -> None:
        if len(self.rows) <= self.visible:
            return
        track = pygame.Rect(self.list_area.right - 8, self.list_area.top, 6, self.visible * self.pitch - 4)
        pygame.draw.rect(s, (50, 56, 66), track, border_radius=3)
        size = max(20, track.height * self.visible // len(self.rows))
        top = track.top + (track.height - size) * self.first // max(1, len(self.rows) - self.visible)
        pygame.draw.rect(s, ui.MUTED, pygame.Rect(track.left, top, 6, size), border_radius=3)

    def _draw_empty(self, s: pygame.Surface) -> None:
        words = [
            "No recorded games here yet.",
            "Every game played in the window is recorded: play one from the menu (tabletop play),",
            "or replay a file: tabletop replay FILE.",
        ]
        y = self.list_area.top + 20
        for k, line in enumerate(words):
            for row in ui.wrap(line, self.list_area.width - 20, ROW_SIZE):
                ui.text(s, row, (self.list_area.left + 10, y), ROW_SIZE, ui.PAPER if k == 0 else ui.MUTED)
                y += ui.line_height(ROW_SIZE) + 4

    def _draw_opening(self, s: pygame.Surface) -> None:
        """'Opening All-Pro Football, 03 Dec 2026, 14:02…' and, while it is replayed, how far."""
        assert self.opening is not None
        words = ui.fit(f"Opening {self.opening.game}, {self.opening.date}…", s.get_width() - 80, 26)
        total = _actions(self.opening.length)
        tall = ui.line_height(26) + 24 + (ui.line_height(20) + 16 if total else 0)
        box = pygame.Rect(0, 0, max(ui.text_width(words, 26) + 40, ui.px(360)), tall)
        box.center = s.get_rect().center
        ui.overlay(s, box, 235, ui.ACCENT)
        ui.text(s, words, (box.centerx, box.top + 12), 26, ui.PAPER, "midtop")
        if total:
            done = min(self.done, total)
            track = pygame.Rect(box.left + 20, box.bottom - ui.line_height(20) - 22, box.width - 40, 8)
            pygame.draw.rect(s, (60, 66, 76), track, border_radius=4)
            pygame.draw.rect(
                s, ui.ACCENT, (track.left, track.top, track.width * done // total, 8), border_radius=4
            )
            said = f"replaying it: {done} of {self.opening.length}"
            ui.text(s, said, (box.centerx, track.bottom + 4), 20, ui.MUTED, "midtop")
        self.shown_opening = True


def _actions(length: str) -> int:
    """The count of moves in a row's length ('1267 moves', '201 turns'), 0 for a real-time
    game's time ('4 min 10 s')."""
    found = re.fullmatch(r"(\d+) ([a-z]{2,})", length)
    return int(found[1]) if found and found[2] != "min" else 0


def replay_over_browser(
    path: Path, mat: Mat | None = None, prepared: Frames | None = None
) -> Callable[[Host], Scene]:
    """The replay of ``path`` with the browser of its folder under it (Esc goes back to the list),
    as a scene factory for the launcher."""

    def make(app: Host) -> Scene:
        app.push(lambda a: ReplayBrowser(a, path.resolve().parent))
        return ReplayScene(app, path, mat, prepared)

    return make

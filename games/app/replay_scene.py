"""The replay viewer: a recorded game, re-simulated once on opening, then shown action by action.

Space plays and pauses, Left and Right step, Home and End jump, N and P (or Page Down and Page
Up) jump to the next and the previous score (each marked on the bar at the bottom by a diamond in
the scorer's colour), + and - change the speed, a click or drag on the bar scrubs, Esc goes back
to the list of recordings (:mod:`games.app.replay_browser`). What moved is shown moving (each
flick along its path, each kick in flight, foosball in real time; :mod:`games.app.replay_painters`).
A file that does not read or replay shows its error in the window, never a traceback.

The play-by-play beside the game reads down in the order it happened: the earlier actions muted,
the current one last and lit; the sides are named as the game named them (you and the CPU, from
the recording's header; :mod:`games.window.who_played`), the score in the sides' colours, and a
painter that can name the sides on the board (the end zones) is told who played.

Motion is played at half speed at x1 (a flick is over in half a second in real time), except in
a real-time game (foosball), which plays as it went; when paused, or stepped onto, a flick shows
where the slider came to rest, with its path. A click on an earlier line of the play-by-play
goes back to it; at the last action the panel says the recording ends there, and how.
"""

from __future__ import annotations

import traceback
from pathlib import Path
from typing import Any

import pygame

from games.app import replay_boxes as boxes
from games.app import replay_what_if as what_if
from games.app.replay_boxes import HELP_SIZE, MARK
from games.app.replay_heading import fit_heading, header_of, key_rows, mat_name_of, scores_of, started
from games.app.replay_list import line_up
from games.app.replay_painters import Painter, painter_for
from games.core.replay_format import ReplayError
from games.core.wording import Who
from games.replays import Codec
from games.replays.frames import Frame, Frames, frames_of
from games.window import ui, who_played
from games.window.scene import Host, Scene
from sim.slider.mat import Mat

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
DWELL = 0.8  # s an action stays on screen at speed 1 (a flick adds its sliding time)
SLOW_MOTION = 2.0  # a flick or a kick at x1 takes this many times as long as it did on the table
AT_REST = 1e9  # s into a motion: over, whatever it was
TOP_BAR, BOTTOM_BAR, PANEL_W = 48, 64, 360
HELP = (
    "F1: help · Space: play/pause · Left/Right: step · N/P: next/previous score · +/-: speed · "
    "drag the bar · click a line: go there · Esc: recordings"
)

LOG_SIZE, STATUS_SIZE, SCORE_SIZE = 20, 18, 26
Row = tuple[str, ui.Color]  # a row of the play-by-play and its colour (its side's, as the game shows it)
AS_RECORDED = "as recorded: played again here, every action comes out as it did"
START_HINT = "Space plays the game as it went; Right steps one action, the bar below jumps anywhere."


class ReplayScene(Scene):
    title = "Replay"
    tool = True  # its help says "Replay: controls", not "How to play"

    def __init__(
        self,
        app: Host,
        path: str | Path,
        mat: Mat | None = None,
        prepared: Frames | None = None,
        at: int = 0,
    ) -> None:
        """``mat``: replay the recorded flicks on this mat instead (a what-if): each action
        whose outcome changed is marked on the bar, and the game stops where it diverges.
        ``prepared``: the frames already made (by :func:`frames_of`, with a progress bar).
        ``at``: the action to open on (a what-if opens where the viewer was)."""
        super().__init__(app)
        self.path = Path(path)
        self.what_if = None if mat is None else mat.name  # the mat the flicks are replayed on
        self.frames: list[Frame] = []
        self.error: str | None = None
        self._unpainted: int | None = None  # the moment last found undrawable, told once
        self.codec: Codec | None = None
        try:
            self.codec, self.frames, self.error = prepared or frames_of(self.path, mat)
        except ReplayError as exc:
            self.error = str(exc)
        self.index = 0
        self.t = 0.0  # s into the current frame
        self.playing = False
        self.speed = 1.0
        self.scrubbing = False
        self.bar = pygame.Rect(0, 0, 1, 1)
        self.area = pygame.Rect(0, 0, 1, 1)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self._shown: tuple[int, Any] | None = None  # (frame index, its restored game)
        self._painter: Painter | None = None
        header = header_of(self.path)
        self.started = started(header, self.path)  # when it was played, in local time
        self.mat_name = mat_name_of(header)  # the mat it was played on, if the game has one
        self.players = who_played.players_of(header)
        self.names: dict[str, Who] = who_played.names(self.players)
        self._told: dict[int, tuple[Row, ...]] = {}
        self._log_lines: list[tuple[pygame.Rect, int]] = []  # where each earlier action's lines were drawn
        self.scores: list[tuple[int, str | None]] = scores_of(self.frames)  # (frame, the scoring side)
        # A what-if: the flicks that rest elsewhere on its mat, by frame (marked on the bar).
        self.changes: dict[int, what_if.Change] = {}
        if mat is not None and self.frames:
            self.changes = {c.frame: c for c in what_if.changes(self.path, self.frames, mat)}
        # the changed flicks changed nothing after them: every action replayed, the game ending
        # as it was recorded (an onside kick resting elsewhere that still failed)
        self.goes_on = mat is not None and self.error is None and bool(self.frames) and self.frames[-1].ok
        self.go(at)
        # M: what if on another mat (or, where there is none, says so): never a silent mute;
        # sound stays Ctrl+M, as the help says
        self.keys_of_its_own = frozenset({pygame.K_m})
        self.bottom_bar = BOTTOM_BAR
        self.hovered: int | None = None  # the score diamond under the pointer, told in words

    # ----------------------------------------------------------------- layout
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        rows = len(key_rows(self.help_line(), w - 24, HELP_SIZE))  # large text: the keys on two lines
        self.bottom_bar = BOTTOM_BAR - ui.line_height(20) + min(2, rows) * ui.line_height(HELP_SIZE)
        bottom = self.bottom_bar
        self.panel = pygame.Rect(w - PANEL_W, TOP_BAR, PANEL_W, h - TOP_BAR - bottom)
        self.area = pygame.Rect(10, TOP_BAR + 10, w - PANEL_W - 20, h - TOP_BAR - bottom - 20)
        self.bar = pygame.Rect(20, h - bottom + 10, w - 40, 14)
        self._shown = self._painter = None

    # ----------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.bar.inflate(0, 16).collidepoint(event.pos)
        ):
            self.scrubbing = True
            diamond = self.score_at(event.pos)
            if diamond is None:
                self._scrub(event.pos[0])
            else:  # the action its tooltip names, not the one nearest the pointer's pixel
                self.go(diamond)
                self.playing = False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            clicked = next((k for rect, k in self._log_lines if rect.collidepoint(event.pos)), None)
            if clicked is not None:  # a line of the play-by-play: back to that action
                self.go(clicked)
                self.playing = False
        elif event.type == pygame.MOUSEMOTION and self.scrubbing:
            self._scrub(event.pos[0])
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = self.score_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.scrubbing = False

    def _key(self, key: int) -> None:
        last = len(self.frames) - 1
        if key == pygame.K_ESCAPE:
            self.app.back()
        elif key == pygame.K_SPACE:
            if self.index >= last:
                self.go(0)
            self.playing = not self.playing
        elif key == pygame.K_RIGHT:
            self.go(self.index + 1)
        elif key == pygame.K_LEFT:
            self.go(self.index - 1)
        elif key == pygame.K_HOME:
            self.go(0)
        elif key == pygame.K_END:
            self.go(last)
        elif key in (pygame.K_n, pygame.K_PAGEDOWN):
            self.jump_to_score(+1)
        elif key in (pygame.K_p, pygame.K_PAGEUP):
            self.jump_to_score(-1)
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.speed = SPEEDS[min(SPEEDS.index(self.speed) + 1, len(SPEEDS) - 1)]
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.speed = SPEEDS[max(SPEEDS.index(self.speed) - 1, 0)]
        elif key == pygame.K_r:
            self._resume()
        elif key == pygame.K_m:
            self._what_if()

    def _what_if(self) -> None:
        """M: the mats to replay these flicks on (a game on a mat only: else it says so)."""
        if self.codec is None or not what_if.offered(self.codec):
            self.app.say("What if on another mat is for Finger Football replays · Ctrl+M: sound")
            return
        path, at = self.path, self.index  # the what-if opens on the action shown now
        self.app.push(
            lambda a: what_if.WhatIfMats(a, self.mat_name, lambda b, mat: ReplayScene(b, path, mat, at=at))
        )

    def _resume(self) -> None:
        """Go on with the recorded game, as R does in the list (one that cannot says why)."""
        from games.app.resume import resumed_scene

        if not self.unfinished():
            self.app.say("This game was not left unfinished: there is nothing to go on with")
            return
        try:
            scene = resumed_scene(self.path)
        except ReplayError as exc:
            self.app.say(f"{self.path.name} cannot be resumed: {exc}")
            return
        self.app.push(scene)

    def controls(self) -> list[tuple[str, str]]:
        return [
            ("Space", "play or pause"),
            ("Left, Right", "one action back or on"),
            ("Home, End", "the start, the end"),
            ("N, P (Page Down, Up)", "the next, the previous score (a diamond on the bar)"),
            ("+, -", "faster, slower"),
            ("click or drag the bar", "jump there"),
            ("click a line of the play-by-play", "go back to that action"),
            *([("R", "go on with this game from where it was left")] if self.unfinished() else []),
            *([("M", "what if: these flicks on another mat")] if self.offers_what_if else []),
            ("Esc", "back to the list of recordings"),
        ]

    @property
    def offers_what_if(self) -> bool:
        return self.codec is not None and what_if.offered(self.codec)

    def help_line(self) -> str:
        if not self.offers_what_if:
            return HELP
        return HELP.replace(" · Esc:", " · M: what if on another mat · Esc:")

    def score_at(self, pos: tuple[int, int]) -> int | None:
        """The score diamond under ``pos`` (its frame), or None."""
        count = max(1, len(self.frames) - 1)
        if abs(pos[1] - self.bar.centery) > MARK + 3:
            return None
        near = [(abs(pos[0] - round(self.bar.left + self.bar.width * k / count)), k) for k, _ in self.scores]
        # the nearest of close ones; of two on one pixel the later, drawn on top
        found = min(((d, -k) for d, k in near if d <= MARK + 1), default=None)
        return None if found is None else -found[1]

    def unfinished(self) -> bool:
        """Whether the recording is of a game left unfinished that can go on (R is offered then)."""
        if self.codec is None or not self.codec.resumable or self.error is not None or len(self.frames) < 2:
            return False
        over = getattr(self.codec.restore(self.frames[-1].snapshot), "is_over", None)
        return over is not None and not over()

    def go(self, index: int) -> None:
        """Show frame ``index`` (clamped), from its start."""
        self.index = max(0, min(index, len(self.frames) - 1))
        self.t = 0.0

    def jump_to_score(self, step: int) -> None:
        """To the next (``step`` 1) or the previous (-1) action that scored, shown as it ends
        (the goal in, the slider at rest), paused; none there says so."""
        found = [k for k, _ in self.scores if (k > self.index if step > 0 else k < self.index)]
        if not found:
            self.app.say("No later score" if step > 0 else "No earlier score")
            return
        self.go(found[0] if step > 0 else found[-1])
        self.playing = False
        if self.real_time:  # a stretch of play shown at its end, where the ball went in
            self.t = self.frames[self.index].duration or 0.0

    def _scrub(self, x: int) -> None:
        if len(self.frames) > 1:
            fraction = (x - self.bar.left) / max(1, self.bar.width)
            self.go(round(fraction * (len(self.frames) - 1)))
        self.playing = False

    # ----------------------------------------------------------------- playing
    @property
    def real_time(self) -> bool:
        return self.codec is not None and self.codec.real_time

    def dwell(self, frame: Frame) -> float:
        if self.real_time:  # real time plays on, as it went
            return frame.duration or 0.0
        return DWELL + SLOW_MOTION * (frame.duration or 0.0)

    def motion_t(self) -> float:
        """How far into the current frame's motion to draw, in the table's seconds: slowed down
        while playing; at rest when paused or stepped onto (a real-time game shows where it is)."""
        if self.real_time:
            return self.t
        return self.t / SLOW_MOTION if self.playing else AT_REST

    def update(self, dt: float) -> None:
        if not self.playing or not self.frames:
            return
        self.t += dt * self.speed
        if self.t < self.dwell(self.frames[self.index]):
            return
        if self.index + 1 >= len(self.frames):
            self.playing = False
            self.t = self.dwell(self.frames[self.index])
        else:
            self.go(self.index + 1)

    # ----------------------------------------------------------------- drawing
    def game(self) -> Any:
        """The game at the current frame (restored from its snapshot when the frame changes)."""
        if self._shown is None or self._shown[0] != self.index:
            assert self.codec is not None
            engine = self.codec.restore(self.frames[self.index].snapshot)
            self._shown = (self.index, engine)
            if self._painter is None:
                self._painter = painter_for(self.codec, engine, self.area)
                know = getattr(self._painter, "know_players", None)
                if know is not None:
                    know(self.players)
        return self._shown[1]

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 26, 32))
        w, h = surface.get_size()
        if self.frames:
            game = self.game()
            self._paint(surface, game)
            self._draw_panel(surface, game)
        self._draw_bars(surface, w, h)
        if self.error is not None and self.index == max(0, len(self.frames) - 1):
            boxes.draw_error(self, surface)

    def _paint(self, surface: pygame.Surface, game: Any) -> None:
        """The game's picture of this moment. A moment its painter cannot draw (a fault of ours,
        not of the recording) is said in its place, once on stderr too, and the viewer stays
        open: the rest of the recording can still be watched."""
        assert self._painter is not None
        try:
            self._painter.draw(surface, game, self.frames, self.index, self.motion_t())
        except Exception as exc:
            if self._unpainted != self.index:
                self._unpainted = self.index
                traceback.print_exc()
            words = f"This moment could not be drawn ({type(exc).__name__}): the others still can"
            ui.text(
                surface, ui.fit(words, self.area.width - 40, 20), self.area.center, 20, ui.HIGHLIGHT, "center"
            )

    def _draw_panel(self, s: pygame.Surface, game: Any) -> None:
        p = self.panel
        ui.bar(s, p, (28, 34, 42))
        x, width = p.left + 16, p.width - 32
        scores = getattr(game, "ref", game).score  # a match keeps its score with its referee
        y = self._draw_score(s, scores, x, p.top + 10, width) + 6
        frame = self.frames[self.index]
        status = self.ending(game) or (
            AS_RECORDED if frame.ok else f"DIFFERS from the recording (line {frame.line} of the file)"
        )
        if self.what_if is not None:
            status = self.what_if_status(game)
        lit = not frame.ok or status != AS_RECORDED
        for row in ui.wrap(status, width, STATUS_SIZE):  # whole: a what-if's changed flick is long
            ui.text(s, row, (x, y), STATUS_SIZE, ui.HIGHLIGHT if lit else ui.MUTED)
            y += ui.line_height(STATUS_SIZE)
        top = y + 12
        for row in ui.wrap(self.whose(), width, LOG_SIZE)[:2]:
            ui.text(s, row, (x, top - 4), LOG_SIZE, ui.PAPER)
            top += ui.line_height(LOG_SIZE) + 2
        self._draw_log(s, pygame.Rect(p.left + 8, top + 4, p.width - 16, p.bottom - 8 - top - 4))

    def _draw_score(self, s: pygame.Surface, scores: Any, x: int, y: int, width: int) -> int:
        """'You 0 · the CPU 6' on one line; or, when the painter says the sides' colours, a line
        each after a swatch of its colour, 'You (Red) 0' (the words name the colour too: never
        colour alone). Returns where the score ends."""
        colours: dict[str, ui.Color] = getattr(self._painter, "colours", dict)()
        parts = self._score_parts(scores, bool(colours))
        if not colours:
            ui.text(s, ui.fit(" · ".join(w for _, w in parts), width, 30), (x, y), 30, ui.PAPER)
            return y + ui.line_height(30)
        tall = ui.line_height(SCORE_SIZE)
        for side, words in parts:
            colour = colours.get(side, ui.PAPER)
            pygame.draw.rect(s, colour, pygame.Rect(x, y + tall // 4, 14, tall // 2), border_radius=3)
            ui.text(s, ui.fit(words, width - 22, SCORE_SIZE), (x + 22, y), SCORE_SIZE, colour)
            y += tall
        return y

    def _score_parts(self, scores: Any, with_label: bool) -> list[tuple[str, str]]:
        """Each side's score in words; where the sides' names are not colours (foosball's Home
        and Away) the colour is said with them: 'Home (red) 5', 'You (red) 3'."""
        worn: dict[str, str] = getattr(self._painter, "colour_words", dict)()
        if not worn:
            return who_played.score_parts(scores, self.names, with_label)
        parts = []
        for team, points in scores.items():
            value = str(getattr(team, "value", team))
            label, who = who_played.side_name(value), self.names.get(value)
            colour = worn.get(value)
            said = label if colour is None else f"{label} ({colour})"
            if who is not None:  # the game said you and the CPU, never home and away
                said = who.name if colour is None else f"{who.name} ({colour})"
            parts.append((value, f"{said[:1].upper()}{said[1:]} {points}"))
        return parts

    def what_if_status(self, game: Any) -> str:
        """A what-if's line over the play-by-play: the flick shown, if it rests elsewhere on this
        mat, else how many do (each marked on the bar)."""
        change = self.changes.get(self.index)
        later = "; the game goes on as played" if self.goes_on else ""
        if change is not None:
            words = change.words
            teamed = getattr(self._painter, "in_team_names", None)
            return ui.sentence(teamed(words, game) if teamed is not None else words) + later
        count = len(self.changes)
        flicks = f"{count} flick{'s' * (count != 1)} rest{'s' * (count == 1)}"
        many = f"{flicks} elsewhere{later} (marked on the bar)"
        return f"What if on {self.what_if}: " + (many if count else "every flick rests where it did")

    def ending(self, game: Any) -> str:
        """At the last action: that the recording ends there, and whether the game was over."""
        if self.index < len(self.frames) - 1 or self.error is not None or len(self.frames) < 2:
            return ""
        over = getattr(game, "is_over", None)
        if over is None:
            return "End of the recording"
        if over():
            return "End of the recording: the game is over"
        unfinished = "End of the recording: the game was left unfinished"
        return (
            f"{unfinished} (R in the list resumes it)"
            if self.codec is not None and self.codec.resumable
            else unfinished
        )

    def whose(self) -> str:
        """Which side on the board is whose, when the painter can say: 'You: red, defending the
        left goal · the CPU: blue, defending the right goal'."""
        sides = getattr(self._painter, "sides", None)
        if sides is None:
            return ""
        said = [f"{self._side(side)}: {where}" for side, where in sides().items()]
        return ui.sentence(" · ".join(said))

    def _side(self, side: str) -> str:
        who = self.names.get(side)
        return who_played.side_name(side) if who is None else who.name

    def told(self, index: int) -> tuple[str, ...]:
        """Frame ``index``'s play-by-play, in the game's names for the sides."""
        return tuple(words for words, _ in self.told_rows(index))

    def told_rows(self, index: int) -> tuple[Row, ...]:
        """Frame ``index``'s play-by-play with each line's colour: as the painter tells it when
        it can (each side's lines in its colour, naming who acted, in the game's words), else in
        the game's names for the sides. Kept: the panel reads back through the frames every time
        it is drawn."""
        if index not in self._told:
            frame = self.frames[index]
            tell = getattr(self._painter, "tell", None)
            if tell is not None and self.codec is not None:
                self._told[index] = tuple(tell(self.codec, self.frames, index))
            else:
                said = who_played.told(frame.lines, frame.events, self.names)
                self._told[index] = tuple((words, ui.MUTED) for words in said)
        return self._told[index]

    def _wrapped(self, index: int, width: int, quiet: str | None) -> list[Row]:
        return [
            (row, colour)
            for words, colour in self.told_rows(index)
            if words != quiet
            for row in ui.wrap(ui.sentence(words), width, LOG_SIZE)
        ]

    def log_rows(self, width: int, room: int) -> tuple[list[str], list[str]]:
        """The play-by-play that fits in ``room`` rows, oldest first: the earlier actions' lines
        (the newest that fit) and the current action's, which always show (cut to the room)."""
        earlier, current = self.coloured_rows(width, room)
        return [w for w, _ in earlier], [w for w, _ in current]

    def coloured_rows(self, width: int, room: int) -> tuple[list[Row], list[Row]]:
        """:meth:`log_rows` with each row's colour."""
        current = self._wrapped(self.index, width, None)[:room]
        earlier: list[Row] = []
        quiet = None if self.codec is None else self.codec.quiet
        for k in range(self.index - 1, -1, -1):
            wrapped = self._wrapped(k, width, quiet)
            if len(earlier) + len(wrapped) + len(current) > room:
                break
            earlier[:0] = wrapped
        return earlier, current

    def _draw_log(self, s: pygame.Surface, area: pygame.Rect) -> None:
        step = ui.line_height(LOG_SIZE) + 2
        width = area.width - 16
        earlier, current = self.coloured_rows(width, max(1, (area.height - 12) // step))
        y = area.top
        self._log_lines = []
        owners = self._owners(width, len(earlier))
        for (row, colour), owner in zip(earlier, owners, strict=True):
            ui.text(s, row, (area.left + 8, y), LOG_SIZE, colour)
            self._log_lines.append((pygame.Rect(area.left, y, area.width, step), owner))
            y += step
        now = pygame.Rect(area.left, y - 2, area.width, len(current) * step + 4)
        pygame.draw.rect(s, (44, 52, 64), now, border_radius=4)
        pygame.draw.rect(s, ui.ACCENT, pygame.Rect(now.left, now.top, 3, now.height))
        for row, colour in current:  # lit by its box and bar; each side's lines in its colour
            ui.text(s, row, (area.left + 8, y), LOG_SIZE, ui.ACCENT if colour == ui.MUTED else colour)
            y += step
        if self.index == 0 and not self.playing and len(self.frames) > 1:  # a first look: how to start
            for row in ui.wrap(START_HINT, width, LOG_SIZE)[: max(0, (area.bottom - y - 8) // step)]:
                ui.text(s, row, (area.left + 8, y + 8), LOG_SIZE, ui.PAPER)
                y += step

    def _owners(self, width: int, count: int) -> list[int]:
        """The action each of the last ``count`` earlier rows of the log belongs to (as
        :meth:`log_rows` wraps them), newest last."""
        quiet = None if self.codec is None else self.codec.quiet
        owners: list[int] = []
        for k in range(self.index - 1, -1, -1):
            if len(owners) >= count:
                break
            owners[:0] = [k] * len(self._wrapped(k, width, quiet))
        return owners[len(owners) - count :]

    def heading(self) -> str:
        """The title: the game, who played, when ('Finger Football on Default mat · you vs the CPU
        (club) · 03 Dec 2025, 14:02'); a what-if says the mat it replays on first. Never the file's
        name (F1 and the list of recordings have it)."""
        game = self.path.stem if self.codec is None else self.codec.title
        if self.what_if is not None:
            played = f", played on {self.mat_name}" if self.mat_name else ""
            game = f"What if on {self.what_if}: {game}{played}"
        elif self.mat_name:
            game += f" on {self.mat_name}"
        said = [game]
        if self.players:
            said.append(line_up(self.players))
        if self.started:
            said.append(self.started)
        return " · ".join(said)

    def position(self) -> str:
        count = max(0, len(self.frames) - 1)
        return f"action {self.index} of {count} · {'playing' if self.playing else 'paused'} x{self.speed:g}"

    def _draw_bars(self, s: pygame.Surface, w: int, h: int) -> None:
        ui.bar(s, pygame.Rect(0, 0, w, TOP_BAR))
        count = max(0, len(self.frames) - 1)
        where = self.position()  # at the right, always whole; the title fits what is left
        ui.text(s, where, (w - 12, TOP_BAR // 2), 20, ui.MUTED, "midright")
        room = w - 36 - ui.text_width(where, 20)
        ui.text(s, fit_heading(self.heading(), room, 24), (12, TOP_BAR // 2), 24, ui.PAPER, "midleft")
        ui.bar(s, pygame.Rect(0, h - self.bottom_bar, w, self.bottom_bar))
        pygame.draw.rect(s, (60, 66, 76), self.bar, border_radius=7)
        if count:
            done = self.bar.copy()
            done.width = round(self.bar.width * self.index / count)
            pygame.draw.rect(s, ui.ACCENT, done, border_radius=7)
            marked = (
                list(self.changes)  # a what-if: the flicks that rest elsewhere (every state differs)
                if self.what_if is not None
                else [k for k, frame in enumerate(self.frames) if not frame.ok]
            )
            for k in marked:
                x = self.bar.left + self.bar.width * k / count
                pygame.draw.line(s, ui.HIGHLIGHT, (x, self.bar.top - 4), (x, self.bar.bottom + 4), 2)
            boxes.draw_score_marks(self, s, count)
        if self.hovered is not None:  # in the keys' place: clear of the legend and the log
            boxes.draw_hover(self, s)
            return
        y = h - self.bottom_bar + 34
        for row in key_rows(self.help_line(), w - 24, HELP_SIZE)[:2]:
            ui.text(s, ui.fit(row, w - 24, HELP_SIZE), (12, y), HELP_SIZE, ui.MUTED)
            y += ui.line_height(HELP_SIZE)

    def note_at(self) -> tuple[int, int]:
        """A passing note ("No earlier score") at the top of the picture: clear of the legend under
        it, the play-by-play's last line and the bar."""
        return (self.area.centerx, self.area.top + ui.line_height(24) // 2 + 16)

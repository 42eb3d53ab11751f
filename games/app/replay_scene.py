"""The replay viewer: a recorded game, re-simulated once on opening, then shown move by move.

Space plays and pauses, Left and Right step (Right shows the move moving once: a flick slides to
its rest, a stretch of foosball plays), Home and End jump, N and P (or Page Down and Page Up) jump
to the next and the previous score (each marked on the bar at the bottom by a diamond in the
scorer's colour; in foosball from a couple of seconds before it, the shot played and the goal
held with its banner, then paused), + and - change the speed, a click or drag on the bar scrubs,
Esc goes back to the list of recordings (:mod:`games.app.replay_browser`), or from a what-if to
the replay as played. What moved is shown moving (each flick along its path, each kick in flight,
foosball in real time; :mod:`games.app.replay_painters`). A file that does not read or replay
shows its error in the window, never a traceback. A word on a key ("No earlier score") is said in
the keys' place under the bar, where it hides nothing, until the next step. The first time, one
card says how to step, play, find a score and ask what if (:mod:`games.app.replay_guide`).

The panel beside the game (:mod:`games.app.replay_panel`) reads down in the order it happened:
the earlier moves muted, the current one last and lit; the sides are named as the game named
them (you and the CPU, from the recording's header; :mod:`games.window.who_played`), the score in
the sides' colours, and a painter that can name the sides on the board (the end zones) is told
who played. Counts and times are said in the game's own words ("move 12 of 388", "turn 40",
"1:23 of 4:10"; :mod:`games.app.replay_motion`), and how the game ended in the list's words.

Motion is played at half speed at x1 (a flick is over in half a second in real time), except in
a real-time game (foosball), which plays as it went; when paused, a flick shows where the slider
came to rest, with its path. A click on an earlier line of the play-by-play goes back to it; at
the last move the panel says the recording ends there, and how.
"""

from __future__ import annotations

import traceback
from pathlib import Path
from typing import Any

import pygame

from games.app import replay_boxes as boxes
from games.app import replay_what_if as what_if
from games.app.replay_boxes import HELP_SIZE, MARK
from games.app.replay_guide import first_use
from games.app.replay_heading import fit_heading, header_of, key_rows, mat_name_of, scores_of, started
from games.app.replay_list import line_up, result_words
from games.app.replay_motion import GOAL_HOLD, clock, lead_in, scored, starts, unit
from games.app.replay_painters import Painter, painter_for
from games.app.replay_panel import ReplayPanel, Row
from games.core.replay_format import ReplayError
from games.core.wording import Who
from games.replays import Codec
from games.replays.frames import Frame, Frames, frames_of
from games.window import ui, who_played
from games.window.guide import Guide
from games.window.scene import Host, Scene
from sim.slider.mat import Mat

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
DWELL = 0.8  # s an action stays on screen at speed 1 (a flick adds its sliding time)
SLOW_MOTION = 2.0  # a flick or a kick at x1 takes this many times as long as it did on the table
AT_REST = 1e9  # s into a motion: over, whatever it was
TOP_BAR, BOTTOM_BAR, PANEL_W = 48, 64, 360
NOTICE_LIFE = 4.0  # s a word on a key stays, if no other key is pressed before
HELP = (
    "F1: help · Space: play/pause · Left/Right: step · N/P: next/previous score · +/-: speed · "
    "drag the bar · click a line: go there · Esc: recordings"
)
TRIED = {
    pygame.K_SPACE: "play",
    pygame.K_RIGHT: "step",
    pygame.K_LEFT: "step",
    pygame.K_n: "score",
    pygame.K_PAGEDOWN: "score",
    pygame.K_m: "what if",
}
BACK_TO_PLAYED = "Esc: the replay as played"  # a what-if's Esc: back to the replay it was opened from


class ReplayScene(ReplayPanel, Scene):
    title = "Replay"
    tool = True  # its help says "Replay: controls", not "How to play"

    def __init__(
        self,
        app: Host,
        path: str | Path,
        mat: Mat | None = None,
        prepared: Frames | None = None,
        at: int = 0,
        played: list[Frame] | None = None,
    ) -> None:
        """``mat``: replay the recorded flicks on this mat instead (a what-if): each action
        whose outcome changed is marked on the bar, and the game stops where it diverges.
        ``prepared``: the frames already made (by :func:`frames_of`, with a progress bar).
        ``at``: the action to open on (a what-if opens where the viewer was); ``played``: a
        what-if's frames as played, to set each changed flick's ruling beside its new one."""
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
        self.sliding = False  # stepped onto: its motion shown once (a flick's slide), then at rest
        self.stop_at: int | None = None  # a score led into (N): play stops once it is seen
        self.tried: set[str] = set()  # what the first-use guide names that has been done
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
        self._turns: dict[int, int] = {}  # the game's own turn at each frame asked about
        self._log_lines: list[tuple[pygame.Rect, int]] = []  # where each earlier action's lines were drawn
        self.log_area = pygame.Rect(0, 0, 0, 0)  # the play-by-play's box, as last drawn
        self.pointer = (0, 0)  # where the mouse last moved (a wheel event says nothing of it)
        self.reading = False  # the pointer rests on the play-by-play: playback holds
        self.scores: list[tuple[int, str | None]] = scores_of(self.frames)  # (frame, the scoring side)
        self.starts = starts(self.frames)  # each frame's start, in a real-time game's seconds
        self.result = self._result()  # 'Blue won 45-26' (the list's words), once the game is over
        # A what-if: the flicks that rest elsewhere on its mat, by frame (marked on the bar).
        self.changes: dict[int, what_if.Change] = {}
        self.played = played or []
        self._compared: dict[int, tuple[str, str]] = {}
        if mat is not None and self.frames:
            found = what_if.changes(self.path, self.frames, mat, self.unit(1))
            self.changes = {c.frame: c for c in found}
        # the changed flicks changed nothing after them: every action replayed, the game ending
        # as it was recorded (an onside kick resting elsewhere that still failed)
        self.goes_on = mat is not None and self.error is None and bool(self.frames) and self.frames[-1].ok
        self.go(at)
        # M: what if on another mat (or, where there is none, says so): never a silent mute;
        # sound stays Ctrl+M, as the help says
        self.keys_of_its_own = frozenset({pygame.K_m})
        self.bottom_bar = BOTTOM_BAR
        self.hovered: int | None = None  # the score diamond under the pointer, told in words
        self.notice: str | None = None  # a word on the last key ("No earlier score"), till the next
        self.notice_age = 0.0

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
            self.notice = None
            self.scrubbing = True
            diamond = self.score_at(event.pos)
            if diamond is None:
                self._scrub(event.pos[0])
            else:  # the score its tooltip names, not the moment nearest the pointer's pixel
                self.show_score(diamond)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            clicked = next((k for rect, k in self._log_lines if rect.collidepoint(event.pos)), None)
            if clicked is not None:  # a line of the play-by-play: back to that action
                self.notice = None
                self.go(clicked)
                self.playing = False
        elif event.type == pygame.MOUSEWHEEL and self.log_area.collidepoint(self.pointer):
            # The wheel over the play-by-play goes back (up) and on (down) an action at a time:
            # its earlier lines are read by going back to them (a play-test could not scroll).
            self.notice, self.playing = None, False
            self.go(self.index - event.y)
        elif event.type == pygame.MOUSEMOTION and self.scrubbing:
            self._scrub(event.pos[0])
        elif event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.hovered = self.score_at(event.pos)
            # The pointer on the play-by-play holds the playback: the line aimed at stays put
            # under it (a click on a scrolling line missed: play-test 82).
            self.reading = any(rect.collidepoint(event.pos) for rect, _ in self._log_lines)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.scrubbing = False

    def tell(self, words: str) -> None:
        """A word about the key just pressed ("No earlier score"), in the keys' place under the
        bar: it hides nothing of the game, and goes at the next key or click (or in a while)."""
        self.notice, self.notice_age = words, 0.0

    def _key(self, key: int) -> None:
        self.notice = None  # the next step: what was said of the last one is stale
        last = len(self.frames) - 1
        tried = TRIED.get(key)
        if tried is not None:  # for the first-use guide: the keys it names, once used
            self.tried.add(tried)
        if key == pygame.K_ESCAPE:
            self.app.back()
        elif key == pygame.K_SPACE:
            if self.index >= last and self.stop_at is None and not self.sliding:
                self.go(0)
            if self.sliding and not self.real_time:  # a step's slide goes on, slowed as play is
                self.t *= SLOW_MOTION
            self.playing, self.sliding = not self.playing, False
        elif key == pygame.K_RIGHT:
            self.step_on()
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
            self.tell("What if on another mat is for Finger Football replays · Ctrl+M: sound")
            return
        path, at, played = self.path, self.index, self.frames  # it opens on the action shown now

        def replay_on(b: Host, mat: Mat) -> Scene:
            return ReplayScene(b, path, mat, at=at, played=played)

        self.app.push(lambda a: what_if.WhatIfMats(a, self.mat_name, replay_on))

    def _resume(self) -> None:
        """Go on with the recorded game, as R does in the list (one that cannot says why)."""
        from games.app.resume import resumed_scene

        if not self.unfinished():
            self.tell("This game was not left unfinished: there is nothing to go on with")
            return
        try:
            scene = resumed_scene(self.path)
        except ReplayError as exc:
            self.tell(f"{self.path.name} cannot be resumed: {exc}")
            return
        self.app.push(scene)

    def controls(self) -> list[tuple[str, str]]:
        step = self.unit(1)
        scores = (
            "the next, the previous score, from just before it (a diamond on the bar)"
            if self.real_time
            else "the next, the previous score (a diamond on the bar)"
        )
        back = (
            "back to the replay as played" if self.what_if is not None else "back to the list of recordings"
        )
        return [
            ("Space", "play or pause"),
            ("Left, Right", f"one {step} back or on (Right shows it moving)"),
            ("Home, End", "the start, the end"),
            ("N, P (Page Down, Up)", scores),
            ("+, -", "faster, slower"),
            ("click or drag the bar", "jump there"),
            ("click a line of the play-by-play", f"go back to that {step}"),
            ("wheel over the play-by-play", f"one {step} back (up) or on (down)"),
            *([("R", "go on with this game from where it was left")] if self.unfinished() else []),
            *([("M", "what if: these flicks on another mat")] if self.offers_what_if else []),
            ("Esc", back),
        ]

    def guide(self) -> Guide | None:
        """The first time the viewer opens: one card saying how to step, play, jump to a score
        and, where there is a mat, ask what if (:mod:`games.app.replay_guide`)."""
        if self.error is not None and len(self.frames) < 2:
            return None
        return first_use(self)

    def unit(self, count: int = 2) -> str:
        """What one recorded step is called in this game: 'move', 'turns', 'flick'."""
        return unit("" if self.codec is None else self.codec.name, count)

    @property
    def offers_what_if(self) -> bool:
        return self.codec is not None and what_if.offered(self.codec)

    def help_line(self) -> str:
        words = HELP if self.what_if is None else HELP.replace("Esc: recordings", BACK_TO_PLAYED)
        if not self.offers_what_if:
            return words
        return words.replace(" · Esc:", " · M: what if on another mat · Esc:")

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
        """Show frame ``index`` (clamped), from its start, still."""
        self.index = max(0, min(index, len(self.frames) - 1))
        self.t = 0.0
        self.sliding = False
        self.stop_at = None

    def step_on(self) -> None:
        """Right: the next frame, its motion shown once (a flick slides to its rest, a stretch of
        foosball plays), then still; playing, simply the next."""
        self.go(self.index + 1)
        self.sliding = not self.playing and bool(self.frames) and bool(self.frames[self.index].duration)

    def jump_to_score(self, step: int) -> None:
        """To the next (``step`` 1) or the previous (-1) score (:meth:`show_score`); none there
        says so."""
        here = self.index if self.stop_at is None else self.stop_at
        found = [k for k, _ in self.scores if (k > here if step > 0 else k < here)]
        if not found:
            self.tell("No later score" if step > 0 else "No earlier score")
            return
        self.show_score(found[0] if step > 0 else found[-1])

    def show_score(self, k: int) -> None:
        """The score of frame ``k``: in a real-time game the seconds before it played (the shot
        seen, then the goal held with its banner, then paused); else the action, paused."""
        if not self.real_time:
            self.go(k)
            self.playing = False
            return
        start, into = lead_in(self.frames, k)
        self.go(start)
        self.t, self.playing, self.stop_at = into, True, k

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
        if self.real_time:  # real time plays on, as it went; a goal is held to be seen
            return (frame.duration or 0.0) + (GOAL_HOLD if scored(frame) else 0.0)
        return DWELL + SLOW_MOTION * (frame.duration or 0.0)

    def motion_t(self) -> float:
        """How far into the current frame's motion to draw, in the table's seconds: slowed down
        while playing; at the table's speed once when stepped onto; else at rest (a real-time
        game shows where it is)."""
        if self.real_time or self.sliding:
            return self.t
        return self.t / SLOW_MOTION if self.playing else AT_REST

    def update(self, dt: float) -> None:
        self.notice_age += dt
        if self.notice is not None and self.notice_age > NOTICE_LIFE:
            self.notice = None
        if not self.frames or not (self.playing or self.sliding) or (self.playing and self.reading):
            return
        self.t += dt * self.speed
        frame = self.frames[self.index]
        if self.sliding:  # a step's motion: over once the frame's motion is (Space then plays it)
            if self.t >= (self.dwell(frame) if self.real_time else frame.duration or 0.0):
                self.sliding = False
                self.t = self.t if self.real_time else 0.0
            return
        if self.t < self.dwell(frame):
            return
        if self.index + 1 >= len(self.frames) or self.stop_at == self.index:
            self.playing, self.stop_at = False, None
            self.t = self.dwell(frame)
        else:
            self.index, self.t = self.index + 1, 0.0

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
        if self.frames and self.goal_shown():  # foosball's GOAL, Finger Football's TOUCHDOWN
            boxes.draw_score_banner(self, surface)
        if self.error is not None and self.index == max(0, len(self.frames) - 1):
            boxes.draw_error(self, surface)

    def goal_shown(self) -> bool:
        """Is the current frame a score, shown at its end (the ball in, held)?"""
        frame = self.frames[self.index]
        seen = self.t if self.real_time else self.motion_t()  # turn-based: once its motion is over
        return scored(frame) and seen >= (frame.duration or 0.0)

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
            said.append(line_up(self.players, "" if self.codec is None else self.codec.name))
        if self.result and self.what_if is None:  # the list's words: one naming everywhere
            said.append(self.result)
        if self.started:
            said.append(self.started)
        return " · ".join(said)

    def position(self) -> str:
        """'move 12 of 388 · paused x1'; a real-time game's time: '1:23 of 4:10 · playing x1'."""
        count = max(0, len(self.frames) - 1)
        where = f"{self.unit(1)} {self.index} of {count}"
        if self.frames and self.counts_turns():  # the game's own count, as `simulate` says it
            where += f" · turn {self.turn_at(self.index)} of {self.turn_at(count)}"
        if self.real_time and self.frames:
            last = self.frames[-1]
            now = self.starts[self.index] + min(self.t, self.frames[self.index].duration or 0.0)
            where = f"{clock(now)} of {clock(self.starts[-1] + (last.duration or 0.0))}"
        return f"{where} · {'playing' if self.playing else 'paused'} x{self.speed:g}"

    def moment(self, k: int) -> str:
        """Frame ``k`` as the viewer's counter names it: 'Move 12', 'Turn 40', 'At 1:23'."""
        if self.real_time:
            return f"At {clock(self.starts[k] + (self.frames[k].duration or 0.0))}"
        if self.counts_turns():
            return f"{self.unit(1).capitalize()} {k} (turn {self.turn_at(k)})"
        return f"{self.unit(1).capitalize()} {k}"

    def counts_turns(self) -> bool:
        """Whether the game counts its own turns (Tortellini: placing pieces is no turn), so
        that the viewer's count agrees with the game's (a play-test read "turn 0 of 126" where
        the game took 84 turns)."""
        return self.codec is not None and self.codec.counts_turns

    def turn_at(self, k: int) -> int:
        """The game's own turn after frame ``k`` (kept: the counter asks every frame)."""
        if k not in self._turns:
            assert self.codec is not None
            self._turns[k] = int(getattr(self.codec.restore(self.frames[k].snapshot), "turn", k))
        return self._turns[k]

    def _result(self) -> str:
        """How the recorded game ended, in the list's words, once it is over ('' before)."""
        if self.codec is None or self.error is not None or len(self.frames) < 2:
            return ""
        last = self.codec.restore(self.frames[-1].snapshot)
        over = getattr(last, "is_over", None) or getattr(getattr(last, "ref", None), "is_over", None)
        if over is None or not over():  # a match keeps its end with its referee
            return ""
        try:
            return result_words({"result": self.codec.result()}, False, self.players)
        except (AttributeError, KeyError, TypeError, ValueError):
            return ""

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
        if self.notice is not None:  # there too: it hides nothing of the game
            boxes.draw_notice(self, s, self.notice)
            return
        y = h - self.bottom_bar + 34
        for row in key_rows(self.help_line(), w - 24, HELP_SIZE)[:2]:
            ui.text(s, ui.fit(row, w - 24, HELP_SIZE), (12, y), HELP_SIZE, ui.MUTED)
            y += ui.line_height(HELP_SIZE)

    def note_at(self) -> tuple[int, int]:
        """The kit's passing note (Ctrl+M's "Sound off") at the top of the picture: clear of the
        legend under it, the play-by-play's last line and the bar. The viewer's own words on a key
        ("No earlier score") are :meth:`tell`'s, in the keys' place."""
        return (self.area.centerx, self.area.top + ui.line_height(24) // 2 + 16)

"""The replay viewer's side panel (:class:`games.app.replay_scene.ReplayScene` is one): the score in
the sides' colours and names, a line saying whether the recording replays true (or, in a
what-if, what changed on the other mat, with the flick shown ruled as played and on that mat side
by side), which side is whose, and the play-by-play, oldest first, each line in its side's colour
and the current action's lit. Split from the scene: it draws, the scene steps and plays."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from games.app.replay_what_if import Change, on, ruling, summary
from games.core.wording import Who
from games.replays import Codec
from games.replays.frames import Frame, frames_of
from games.window import ui, who_played

LOG_SIZE, STATUS_SIZE, SCORE_SIZE, COMPARE_SIZE = 20, 18, 26, 17
Row = tuple[str, ui.Color]  # a row of the play-by-play and its colour (its side's, as the game shows it)
AS_RECORDED = "Replayed from the file: each move comes out as it was played"
START_HINT = "Space plays the game as it went; Right steps one move, the bar below jumps anywhere."


class ReplayPanel:
    """The panel's drawing and words, over the scene's state (declared here, set by the scene)."""

    path: Path
    frames: list[Frame]
    played: list[Frame]  # a what-if's frames as played (the recorded mat), for the comparison
    index: int
    playing: bool
    codec: Codec | None
    error: str | None
    what_if: str | None
    mat_name: str
    changes: dict[int, Change]
    goes_on: bool
    names: dict[str, Who]
    panel: pygame.Rect
    result: str
    _painter: Any
    _told: dict[int, tuple[Row, ...]]
    _compared: dict[int, tuple[str, str]]
    _log_lines: list[tuple[pygame.Rect, int]]
    log_area: pygame.Rect

    def _draw_panel(self, s: pygame.Surface, game: Any) -> None:
        p = self.panel
        ui.bar(s, p, (28, 34, 42))
        x, width = p.left + 16, p.width - 32
        scores = getattr(game, "ref", game).score  # a match keeps its score with its referee
        y = self._draw_score(s, scores, x, p.top + 10, width) + 6
        for words, colour in getattr(self._painter, "status", lambda _game: [])(game):
            for row in ui.wrap(words, width, STATUS_SIZE + 2, ""):  # where the game is, as its panel says
                ui.text(s, row, (x, y), STATUS_SIZE + 2, colour)
                y += ui.line_height(STATUS_SIZE + 2)
        y += 4
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
        if self.index in self.changes:  # as played and on this mat, side by side
            y = self._draw_compare(s, x, y + 8, width)
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
        # 'You (Red) 3' where a side's label is its colour; a painter whose labels are the
        # rulebook's ('Team one') says 'You 3' as its game does, the swatch giving the colour.
        labelled = bool(colours) and getattr(self._painter, "labels_sides", True)
        parts = self._score_parts(scores, labelled)
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
        """A what-if's line over the play-by-play: the flick shown, if it comes to something else
        on this mat (touching something else where it rests, or resting elsewhere), else how
        many do (each marked on the bar)."""
        change = self.changes.get(self.index)
        later = "; the game goes on as played" if self.goes_on else ""
        if change is not None:
            words = change.words
            teamed = getattr(self._painter, "in_team_names", None)
            return ui.sentence(teamed(words, game) if teamed is not None else words) + later
        if not self.changes:
            return f"What if on {self.what_if}: every flick rests where it did, on what it did"
        said = summary(list(self.changes.values()))
        return f"What if on {self.what_if}: {said}{later} (marked on the bar)"

    def comparison(self) -> tuple[tuple[str, str], tuple[str, str]]:
        """The flick shown, ruled as played and on this mat: ((heading, ruling), (heading, ruling))."""
        change = self.changes[self.index]
        if self.index not in self._compared:
            assert self.codec is not None
            if not self.played:  # opened on its own (tabletop replay FILE --mat): as played, once
                self.played = frames_of(self.path)[1]
            played = ruling(self.codec, self._painter, self.played, self.index)
            here = ruling(self.codec, self._painter, self.frames, self.index)
            self._compared[self.index] = (played, here)
        played, here = self._compared[self.index]
        teamed = getattr(self._painter, "in_team_names", None)
        game = self.codec.restore(self.frames[self.index].snapshot) if self.codec is not None else None
        said = [f"{ui.sentence(on(change.before))}. {played}", f"{ui.sentence(on(change.after))}. {here}"]
        if teamed is not None:
            said = [teamed(w, game) for w in said]
        mat = self.mat_name or "the recorded mat"
        return (f"As played ({mat})", ui.sentence(said[0])), (f"On {self.what_if}", ui.sentence(said[1]))

    def _draw_compare(self, s: pygame.Surface, x: int, y: int, width: int) -> int:
        """The flick shown as played and on this mat, in two columns side by side (what it rests
        on and how it was ruled in each); returns where they end."""
        half = (width - 12) // 2
        bottom = y
        for k, (heading, words) in enumerate(self.comparison()):
            left = x + k * (half + 12)
            top = y
            for row in ui.wrap(heading, half, COMPARE_SIZE)[:2]:
                ui.text(s, row, (left, top), COMPARE_SIZE, ui.PAPER)
                top += ui.line_height(COMPARE_SIZE)
            for row in ui.wrap(words, half, COMPARE_SIZE, "")[:6]:
                ui.text(s, row, (left, top), COMPARE_SIZE, ui.MUTED if k == 0 else ui.ACCENT)
                top += ui.line_height(COMPARE_SIZE)
            bottom = max(bottom, top)
        pygame.draw.line(s, (60, 66, 76), (x + half + 6, y), (x + half + 6, bottom), 1)
        return bottom

    def ending(self, game: Any) -> str:
        """At the last action: that the recording ends there, and how the game ended (in the
        list's words: 'Blue won 45-26'), or that it was left unfinished."""
        if self.index < len(self.frames) - 1 or self.error is not None or len(self.frames) < 2:
            return ""
        over = getattr(game, "is_over", None) or getattr(getattr(game, "ref", None), "is_over", None)
        if over is None or (over() and self.result):
            return f"End of the recording: {self.result}" if self.result else "End of the recording"
        if over():
            return "End of the recording: the game is over"
        unfinished = "End of the recording: the game was left unfinished"
        return (
            f"{unfinished} (R goes on with it)"
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
        self._log_lines, self.log_area = [], area
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

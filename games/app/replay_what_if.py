"""What if, in the replay viewer: a Finger Football recording's flicks played again on another mat
(M lists the saved mats, and the shipped one), each flick that comes to something else there
marked and said: one that rests where it did but touches something else there ("move 4's flick
rests where it did, but there it touches the Zone 2 upper run circle instead of open field"), one
that rests elsewhere (a mat of another friction); how each was ruled as played and on the other
mat, side by side; and where the game cannot go on there, why, in a player's words ("On Wide Open
move 22 could not be played: the run circle it aimed at is not on this mat").

Words and the list of mats; the viewer (:mod:`games.app.replay_scene`) draws them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from games.app.what_if_words import played_mat
from games.finger_football.saved_mats import saved_mats
from games.window import ui
from games.window.choice import ChoiceScene
from games.window.scene import Host, Scene
from sim.slider import mat as mats
from sim.slider.mat import Mat

SHOWN = 7  # the mats listed: the buttons that fit the window at every text size
_DOES_NOT_REPLAY = re.compile(r"action (\d+) does not replay: (.*)$", re.DOTALL)
WHY = (  # what the rules said, as a player would put it
    ("must lie ahead", "the circle it aimed at does not lie ahead of the ball there on this mat"),
    ("is not a legal symbol", "the circle it aimed at is not one this mat offers there"),
    ("not a legal", "what was chosen there cannot be chosen on this mat"),
    ("not your turn", "the game had gone another way by then"),
    ("expected", "the game had gone another way by then"),
)


MOVED = 0.001  # m between the two rests: a flick that rests elsewhere, not at the same spot
OFF = "off the mat"  # where a flick that left the mat rests


def on(where: str) -> str:
    """Where a flick rests, with its preposition: 'on open field', 'off the mat'."""
    return where if where == OFF else f"on {where}"


@dataclass(frozen=True, slots=True)
class Change:
    """A flick that comes to something else on the other mat."""

    frame: int  # the frame of the viewer it is: the number its counter shows
    number: int  # the flick's number in the recording (1: its first)
    before: str  # what it rested on, as played ('the Zone 2 upper run circle', 'open field')
    after: str  # on the other mat
    moved: bool = True  # it rests elsewhere (else at the same spot, touching something else there)
    unit: str = "move"  # what the viewer's counter counts

    @property
    def words(self) -> str:
        # named by the number the viewer's counter shows ("move 323 of 388"), never the
        # flick's own count, which no screen shows
        who = f"flick {self.frame}" if self.unit == "flick" else f"{self.unit} {self.frame}'s flick"
        if self.moved and self.after == self.before:
            return f"{who} rests elsewhere on this mat, {on(self.after)} as it did"
        if self.moved:
            return f"{who} rests elsewhere on this mat: {on(self.after)}, not {on(self.before)}"
        return f"{who} rests where it did, but there it touches {self.after} instead of {self.before}"


def summary(changes: Sequence[Change]) -> str:
    """'2 flicks touch something else where they rest, 1 rests elsewhere'."""
    same = sum(not c.moved for c in changes)
    moved = len(changes) - same
    said = []
    if same == 1:
        said.append("1 flick touches something else where it rests")
    elif same:
        said.append(f"{same} flicks touch something else where they rest")
    if moved:
        said.append(f"{moved} flick{'s' * (moved != 1)} rest{'s' * (moved == 1)} elsewhere")
    return ", ".join(said)


def offered(codec: Any) -> bool:
    """Whether a recording's game can be replayed on another mat (Finger Football's flicks)."""
    return bool(getattr(codec, "uses_mat", False)) and not getattr(codec, "real_time", False)


def changes(path: Path, frames: Sequence[Any], other: Mat, unit: str = "move") -> list[Change]:
    """Each flick of a what-if's frames (on ``other``) that rests on something else than it did
    as played (the same flick worked out again on the recorded mat), or elsewhere."""
    from games.finger_football.rules.actions import Flicked
    from sim.slider.table import SliderTable

    recorded = played_mat(path) or mats.default()
    table = SliderTable(recorded)
    named = {id(recorded): _namer(recorded), id(other): _namer(other)}
    out, number = [], 0
    for k, frame in enumerate(frames):
        if not isinstance(frame.action, Flicked):
            continue
        number += 1
        now = frame.action.outcome
        then = table.flick(now.start, now.flick)
        was, is_ = sorted(t.id for t in then.touched), sorted(t.id for t in now.touched)
        moved = math.hypot(now.rest.x - then.rest.x, now.rest.y - then.rest.y) > MOVED
        if was != is_ or then.zone != now.zone or moved:
            before = _touched(was, named[id(recorded)]) if then.on_surface else OFF
            after = _touched(is_, named[id(other)]) if now.on_surface else OFF
            out.append(Change(k, number, before, after, moved, unit))
    return out


def ruling(codec: Any, painter: Any, frames: Sequence[Any], k: int) -> str:
    """How the flick of frame ``k`` was ruled in ``frames`` (as played, or on the other mat), in
    the window's words: the ruling waiting on it ("misses the run circle", "run complete"), or
    what its own action said (a kickoff's "kickoff rests on Blue's own 7: Blue ball")."""
    from games.finger_football.ui.prompts import window_words

    game = codec.restore(frames[k].snapshot)
    pending = getattr(getattr(game, "play", None), "pending", None)
    if pending is not None:
        return ui.sentence(window_words(str(pending.why)))
    tell = getattr(painter, "tell", None)
    rows = [w for w, _ in tell(codec, frames, k)] if tell is not None else list(frames[k].lines)
    return ui.sentence("; ".join(rows[-1:]))


PLACES = {  # the mat's own parts, as a player says them
    "endzone-home": "the left end zone",
    "endzone-visitor": "the right end zone",
}


def _namer(mat: Mat) -> dict[str, str]:
    """Each feature's id on ``mat`` -> its name as the mat editor shows it."""
    import tomllib

    from games.mat_tuning import names

    rows = tomllib.loads(mat.to_toml())
    return {
        (f"{fid}/pass" if pass_circle else fid): name
        for (_table, fid, pass_circle), name in names.names(mat, rows).items()
    }


def _touched(ids: list[str], named: dict[str, str]) -> str:
    """'the Zone 2 upper run circle on the home 30 and the left end zone', or 'open field'."""
    said = [PLACES.get(i) or f"the {named[i]}" for i in ids if i in PLACES or i in named]
    return " and ".join(said) if said else "open field"


def stopped(error: str, mat_name: str, unit: str = "move") -> str:
    """Why a what-if stops, in a player's words, without the file's path or line: 'On Wide Open
    move 22 could not be played: the circle it aimed at is not on this mat.'"""
    found = _DOES_NOT_REPLAY.search(error)
    if found is None:
        return f"On {mat_name} the game cannot go on from here."
    reason = found[2]
    why = next((words for key, words in WHY if key in reason), "the game had gone another way by then")
    return f"On {mat_name} {unit} {found[1]} could not be played: {why}."


class WhatIfMats(ChoiceScene):
    """The mats to replay a recording on: the shipped mat (unless it was played on it) and the
    saved ones, by name. The one chosen is worked out with "Replaying on ..." on screen."""

    def __init__(self, app: Host, played_on: str, then: Callable[[Host, Mat], Scene]) -> None:
        found = [(m.name, m.mat) for m in saved_mats() if m.mat.name != played_on]
        shipped = mats.default()
        listed = (
            [] if shipped.name == played_on else [(f"{shipped.name} (the shipped mat)", shipped)]
        ) + found
        listed = listed[:SHOWN]
        self.mats = [m for _, m in listed]
        self.then = then
        self.pending: int | None = None
        self.shown_pending = False
        subtitle = f"The same flicks on another mat (played on {played_on or 'the shipped mat'}) · Esc: back"
        if not listed:
            subtitle = "No other mat saved yet: make one in the mat editor (Esc: back)"
        super().__init__(app, "What if on another mat?", subtitle, [(n, self._noop) for n, _ in listed])

    @staticmethod
    def _noop(app: Host) -> Scene:  # never called: choose() works the mat out first
        raise AssertionError

    def choose(self, index: int) -> None:
        self.pending, self.shown_pending = index, False

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.pending is not None and self.shown_pending:
            mat = self.mats[self.pending]
            self.pending = None
            self.app.back()
            self.app.push(lambda a: self.then(a, mat))

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        super().draw(surface, alpha)
        if self.pending is None:
            return
        words = ui.fit(f"Replaying the game on {self.mats[self.pending].name}…", surface.get_width() - 80, 26)
        box = pygame.Rect(0, 0, ui.text_width(words, 26) + 40, ui.line_height(26) + 24)
        box.center = surface.get_rect().center
        ui.overlay(surface, box, 235, ui.ACCENT)
        ui.text(surface, words, box.center, 26, ui.PAPER, "center")
        self.shown_pending = True

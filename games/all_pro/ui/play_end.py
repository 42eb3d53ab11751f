"""The end of a play held on the board: how it ended (a headline and the last lines of the
play-by-play) stays over the field, the dice settling, until the person clicks or presses Space
to go on to the next lineup. Without it the window went straight to the next formation and the
tackle, the incomplete pass or the kick's result was never seen."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from games.all_pro.rules.actions import Event, LogKind, Phase
from games.all_pro.rules.board import Team
from games.all_pro.ui.panel import BRIGHT
from games.all_pro.ui.screen_words import told
from games.core.wording import Who
from games.window import ui

HOLD = 0.8  # s before "go on" is offered: the last glide and the dice have time to end
GO_ON = "Click or Space to go on"
SHOWN = 3  # the play-by-play's lines the card repeats: how the play ended
# The phases a play ends into (a team lines up, or kicks): the next play has not begun.
LINING_UP = (Phase.FORMATION, Phase.RETURN_FORMATION, Phase.KICKOFF, Phase.SAFETY_KICK)
# The headline of a play's end: the first kind of line the play ended with, in this order.
HEADLINES = (
    (LogKind.SCORE, "SCORE!"),
    (LogKind.POINT_AFTER, "POINT AFTER"),
    (LogKind.DOWNS, "TURNOVER ON DOWNS"),
    (LogKind.TACKLE, "TACKLED"),
    (LogKind.FIRST_DOWN, "FIRST DOWN"),
    (LogKind.PENALTY, "PENALTY"),
    (LogKind.PASS, "PASS"),
    (LogKind.TOUCHBACK, "TOUCHBACK"),
    (LogKind.DOWNED, "BALL DOWNED"),
    (LogKind.BLOCKED, "KICK BLOCKED"),
    (LogKind.WHISTLE, "WHISTLE"),
)


def ended(before: Phase, after: Phase) -> bool:
    """Did an action that turned ``before`` into ``after`` end a play (a tackle, a pass, a kick,
    a score, a point after)?"""
    return before not in LINING_UP and after in (*LINING_UP, Phase.PAT)


@dataclass(slots=True)
class PlayEnd:
    headline: str
    lines: tuple[str, ...]
    colour: ui.Color
    age: float = 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    def ready(self, busy: bool) -> bool:
        """Is "go on" offered: held long enough, the men and the dice at rest?"""
        return self.age >= HOLD and not busy

    def draw(self, surface: pygame.Surface, area: pygame.Rect, ready: bool) -> None:
        """A card in the lower middle of the board (the dice at its top right stay clear)."""
        head, size, small = 40, 22, 20
        width = min(area.width - 20, ui.px(620))
        lines = [line for text in self.lines for line in ui.wrap(text, width - 30, size)]
        height = ui.line_height(head) + len(lines) * ui.line_height(size) + ui.line_height(small) + 40
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (area.centerx, area.bottom - 10)
        ui.overlay(surface, box, 240, self.colour)
        top = (box.centerx, box.top + 10)
        y = ui.text(surface, self.headline, top, head, self.colour, "midtop").bottom + 6
        for line in lines:
            y = ui.text(surface, line, (box.centerx, y), size, ui.PAPER, "midtop").bottom
        words = GO_ON if ready else "…"
        ui.text(surface, words, (box.centerx, box.bottom - 8), small, ui.HIGHLIGHT, "midbottom")


def play_end(events: Sequence[Event], names: Mapping[Team, Who], moment: str | None) -> PlayEnd:
    """The card for a play that ended with ``events`` (``moment``: a banner's headline, if the
    play ended in one: a touchdown, a fumble, an interception)."""
    kinds = [e.kind for e in events]
    headline = moment or next((h for kind, h in HEADLINES if kind in kinds), "END OF THE PLAY")
    if moment is None and any("INCOMPLETE" in e.text for e in events):
        headline = "INCOMPLETE PASS"
    lines = [told(e, names) for e in events if e.kind != LogKind.FORMATION]
    team = next((e.team for e in reversed(events) if e.team is not None), None)
    colour = BRIGHT[team] if team is not None else ui.ACCENT
    return PlayEnd(headline, tuple(lines[-SHOWN:]) or ("The play is over",), colour)

"""The end of a play held on the board: how it ended (a headline and the last lines of the
play-by-play) stays in the strip above the field, the dice settling, until the person clicks or presses Space
to go on to the next lineup. Without it the window went straight to the next formation and the
tackle, the incomplete pass or the kick's result was never seen."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from games.all_pro.rules.actions import Event, LogKind, Phase
from games.all_pro.rules.board import Team, own_yards
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.banners import quarter_headline
from games.all_pro.ui.moments import HEAD, fitted
from games.all_pro.ui.panel import BRIGHT
from games.all_pro.ui.screen_words import told
from games.core.wording import Who
from games.window import ui
from games.window.banner import Banner

HOLD = 0.8  # s before "go on" is offered: the last glide and the dice have time to end
GO_ON = "Click or Space to go on"
SHOWN = 2  # the play-by-play's lines the strip repeats: how the play ended (the panel has all)
SMALL = 20  # "go on", at the strip's right end
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


DOWNS = (LogKind.DOWN, LogKind.FIRST_DOWN)  # the lines that give the new down and spot


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

    def draw(self, surface: pygame.Surface, strip: pygame.Rect, ready: bool) -> None:
        """A strip where the PUNT banner shows (moments.strip_rect: above the field, else along
        its edge away from the ball): the headline, how the play ended, and "go on" at the
        right. A card over the field covered the very tackle it reported."""
        ui.overlay(surface, strip, 240, self.colour)
        shown = ui.text(
            surface, self.headline, (strip.left + 12, strip.centery), HEAD, self.colour, "midleft"
        )
        # Said from the first frame (a "…" read as a stall); dimmed until the men are at rest.
        colour = ui.HIGHLIGHT if ready else ui.MUTED
        go = ui.text(surface, GO_ON, (strip.right - 10, strip.centery), SMALL, colour, "midright")
        room = go.left - shown.right - 28
        if room <= 40:
            return
        size, lines = fitted(" · ".join(self.lines), room, strip.height - 4)
        y = strip.centery - len(lines) * ui.line_height(size) // 2
        for line in lines:
            y = ui.text(surface, line, (shown.right + 14, y), size, ui.PAPER, "topleft").bottom


def gained(start: tuple[int, Team], game: AllPro) -> int | None:
    """The yards the offence of ``start`` (the line and the team with the ball before the play's
    last action) gained, if it still has the ball on a down from scrimmage."""
    line, offence = start
    if game.offence != offence or not game.is_down:
        return None
    return own_yards(game.line, offence) - own_yards(line, offence)


def yardage(gain: int) -> str:
    """ "Gain of 4", "Loss of 10", "No gain": said with the new down and spot (newcomer 7/10)."""
    if gain > 0:
        return f"Gain of {gain}"
    return f"Loss of {-gain}" if gain < 0 else "No gain"


def play_end(
    events: Sequence[Event], names: Mapping[Team, Who], moment: Banner | str | None, gain: int | None = None
) -> PlayEnd:
    """The card for a play that ended with ``events`` (``moment``: a banner, or its headline, if
    the play ended in one: a touchdown, a fumble, an interception, the end of a quarter); ``gain``:
    the yards gained, said before the new down."""
    kinds = [e.kind for e in events]
    banner = moment if isinstance(moment, Banner) else None
    if banner is not None and banner.headline in {quarter_headline(e) for e in events}:
        # The quarter's end: its banner's headline and the score, after how the play ended.
        said = [e for e in events if e.kind not in (LogKind.FORMATION, LogKind.QUARTER, LogKind.HALF)]
        how = next((e for e in said if e.kind == LogKind.TACKLE), said[-1] if said else None)
        lines = [banner.detail, *([told(how, names)] if how is not None else [])]
        return PlayEnd(banner.headline, tuple(lines), banner.colour)
    named = banner.headline if banner is not None else moment if isinstance(moment, str) else None
    headline = named or next((h for kind, h in HEADLINES if kind in kinds), "END OF THE PLAY")
    dropped = next((e for e in events if "INCOMPLETE" in e.text), None)
    if named is None and dropped is not None:  # a lateral is no pass (newcomer 5/10)
        headline = "INCOMPLETE LATERAL" if dropped.text.lower().startswith("lateral") else "INCOMPLETE PASS"
    said = [e for e in events if e.kind != LogKind.FORMATION]
    shown = said[-SHOWN:]
    # The tackle (who made it) stays in the strip even when the spot and the down came after it
    # (play-test 28: the banner named the down and dropped the tackler).
    tackle = next((e for e in said if e.kind == LogKind.TACKLE), None)
    if tackle is not None and tackle not in shown:
        shown = [tackle, *said[-(SHOWN - 1) :]]
    lines = [
        f"{yardage(gain)}: {told(e, names)}" if gain is not None and e.kind in DOWNS else told(e, names)
        for e in shown
    ]
    team = next((e.team for e in reversed(events) if e.team is not None), None)
    colour = BRIGHT[team] if team is not None else ui.ACCENT
    return PlayEnd(headline, tuple(lines) or ("The play is over",), colour)

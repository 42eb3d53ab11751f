"""The person's own play, ruled, as a short card that fades (game_banners.py shows it): what came
of the flick and why, in the window's words. Play-testers found their own results told only in the
play-by-play's small line, and a failed two-point try with no reason at all. A miss says where it
stopped against what it was flicked at: "4 yd short of the run circle", "long, on the end line".
Pure words: no pygame."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from games.finger_football.rules.actions import Event, PlayKind, Target, Team, ordinal
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.prompts import Names, endzone_where, yard_line
from sim.slider.mat import Half
from sim.slider.table import FlickOutcome

CIRCLE = {PlayKind.RUN: "the run circle (black)", PlayKind.PASS: "the pass circle (white centre)"}


@dataclass(frozen=True, slots=True)
class Aimed:
    """What the person's flick was at, kept before the ruling clears it."""

    team: Team
    target: Target
    direction: int  # +1: attacking towards the mat's far end
    attacked: Half


def aimed_of(game: FingerFootball) -> Aimed | None:
    """The flick's target as the game stands before its ruling (None: no target)."""
    team, target = game.offense, game.target
    if team is None or target is None:
        return None
    return Aimed(team, target, game.direction(team), game.attacked_half(team))


def miss_words(aimed: Aimed, flick: FlickOutcome, game: FingerFootball) -> str:
    """Where a missed flick stopped against its target, as a person reads the mat."""
    if not flick.on_surface:
        return "it left the mat"
    mat = game.mat
    if aimed.target.kind == PlayKind.TOUCHDOWN or not aimed.target.circles:
        return endzone_where(flick.rest.x, mat)
    circles = [game.field.circle(c) for c in aimed.target.circles]
    pass_ = aimed.target.kind == PlayKind.PASS
    centres = [(c.pass_x, c.pass_y) if pass_ else (c.x, c.y) for c in circles]
    cx, cy = min(centres, key=lambda p: math.hypot(flick.rest.x - p[0], flick.rest.y - p[1]))
    gap = game.field.gap_to_target(flick.rest, aimed.target, aimed.attacked) / mat.field.yard
    along = (flick.rest.x - cx) * aimed.direction
    across = abs(flick.rest.y - cy)
    way = "beside" if across > abs(along) else "past" if along > 0 else "short of"
    name = CIRCLE.get(aimed.target.kind, "the circle")
    if gap < 0.5:
        return f"just {way} {name}"
    return f"{gap:.0f} yd {way} {name}"


def own_result(
    events: Sequence[Event],
    aimed: Aimed | None,
    flick: FlickOutcome | None,
    game: FingerFootball,
    names: Names,
) -> tuple[str, str] | None:
    """(headline, why) of the person's scrimmage flick or two-point try just ruled, or None when
    the events hold no such result (a score, a fumble, a flag: those have moments of their own)."""
    kinds = {e.kind for e in events}
    if aimed is None or flick is None:
        return None
    if "conversion" in kinds and any("two-point" in e.text for e in events):
        return "TWO-POINT TRY FAILS", f"Not completely in the end zone: {miss_words(aimed, flick, game)}"
    play = next((e for e in events if e.kind == "play"), None)
    if play is None:
        return None
    text = play.text
    if "sideways" in text:
        return "NO PLAY", "Flicked sideways or backwards: the down is lost"
    if "touchback" in text:
        them = names.possessive(aimed.team.other)
        return "TOUCHBACK", f"Through the back of the end zone and off the mat: {them} ball on its own 20"
    if "new line of scrimmage" in text:  # the ruling's own success ("not completely in" is a miss)
        kind = aimed.target.kind.value.upper()
        line = yard_line(game, aimed.team, game.los[0], names) if game.los is not None else ""
        said = f"Next play from {line.removeprefix('on ')} (the line of scrimmage) · 1st down"
        return f"{kind} COMPLETE", said if line else "1st down"
    down = f"{ordinal(game.down)} down next" if game.offense == aimed.team else "the ball changes hands"
    where = miss_words(aimed, flick, game)
    said = "It left the mat" if not flick.on_surface else f"It stopped {where}"  # not "It stopped it left"
    return "MISSED", f"{said} · {down}"

"""The person's own play, ruled, as a short card that fades (game_banners.py shows it): what came
of the flick and why, in the window's words. Play-testers found their own results told only in the
play-by-play's small line, and a failed two-point try with no reason at all. A miss says what
counts and where it stopped against it: "A run must touch the black circle: it stopped 4 yd short
of it", "long, on the end line". A pass resting on its circle's black ring was called a miss with
no word of why (newcomer): the rulebook's pass is "touching or within the inner white circle", so
a pass's miss says "A pass must touch the white centre: it stopped 0.3 yd short of it, on the
black ring only". Pure words: no pygame."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from games.finger_football.rules.actions import Event, PlayKind, Target, Team, ordinal
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.prompts import Names, endzone_where, yard_line
from sim.slider.features import FeatureKind
from sim.slider.mat import Half
from sim.slider.table import FlickOutcome

CIRCLE = {PlayKind.RUN: "the run circle", PlayKind.PASS: "the white centre"}
# What a run or a pass must do to count: said with every miss, and before every pass flick.
NEEDS = {
    PlayKind.RUN: "A run must touch the black circle",
    PlayKind.PASS: "A pass must touch the white centre",
}
ON_THE_RING = "on the black ring only"


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


def yards_apart(gap: float) -> str:
    """A near miss's gap (yd) as the window says it: to a tenth under a yard ("0.3 yd"), a
    hair's "under 0.1 yd", else whole yards."""
    if gap < 0.05:
        return "under 0.1 yd"
    return f"{gap:.1f} yd" if gap < 1.0 else f"{gap:.0f} yd"


def on_its_ring(aimed: Aimed, flick: FlickOutcome) -> bool:
    """Does a pass's flick rest touching its circle's black ring, not its white centre?"""
    circles = set(aimed.target.circles)
    return aimed.target.kind == PlayKind.PASS and any(
        t.kind == FeatureKind.RUN_CIRCLE and t.id in circles for t in flick.touched
    )


def miss_words(aimed: Aimed, flick: FlickOutcome, game: FingerFootball, name: str = "") -> str:
    """Where a missed flick stopped against its target, as a person reads the mat: how far from
    touching it, edge to edge ("0.3 yd short of the white centre, on the black ring only");
    ``name``: what the target is called ("it", once the sentence has named it)."""
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
    name = name or CIRCLE.get(aimed.target.kind, "the circle")
    ring = f", {ON_THE_RING}" if on_its_ring(aimed, flick) else ""
    return f"{yards_apart(gap)} {way} {name}{ring}"


def missed_because(aimed: Aimed, flick: FlickOutcome, game: FingerFootball) -> str:
    """A missed run's or pass's why: what counts, then where it stopped ("A pass must touch the
    white centre: it stopped 0.3 yd short of it, on the black ring only"); off the mat, or a
    touchdown try, only where it went."""
    if not flick.on_surface:
        return "It left the mat"
    needs = NEEDS.get(aimed.target.kind)
    if needs is None or not aimed.target.circles:
        return f"It stopped {miss_words(aimed, flick, game)}"
    return f"{needs}: it stopped {miss_words(aimed, flick, game, 'it')}"


def bumped(events: Sequence[Event]) -> bool:
    """Was the play ruled on a bump of the table (where it rests not the reason)?"""
    return any(e.kind == "play" and "moved the surface" in e.text for e in events)


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
    if bumped(events):  # ruled on the bump, not on where it rests
        return "MISSED", f"{names.of(aimed.team)} bumped the table: the play is unsuccessful · {down}"
    return "MISSED", f"{missed_because(aimed, flick, game)} · {down}"  # not "It stopped it left"

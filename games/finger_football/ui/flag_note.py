"""The yellow flags, said in play: a newcomer saw sliders rest on flags and never learnt what they
do. A flick ruled a penalty says so on its card (game_banners.py); one resting on a flag with no
penalty says why nothing came of it: a flag counts only where a scrimmage flick rests, and a
sideways flick or a red football is ruled first. Pure words: no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from games.finger_football.rules.actions import Event, LogKind, Phase
from sim.slider.features import FeatureKind
from sim.slider.table import FlickOutcome

PENALTY_WORDS = "It rests on a yellow flag: a penalty, which the defence accepts or refuses"
# The lines that say what a flick came to: before one of them its rest is still to be accepted
# (the card said "no penalty" as the flick stopped, then the penalty's card came: play-test).
RULINGS = (LogKind.PLAY, LogKind.POSSESSION, LogKind.SCORE, LogKind.PENALTY, LogKind.CONVERSION)
KICKS = {Phase.KICKOFF: "a kickoff", Phase.PUNT: "a punt", Phase.ONSIDE: "an onside kick"}


def on_a_flag(flick: FlickOutcome | None) -> bool:
    return flick is not None and flick.on_surface and any(t.kind == FeatureKind.FLAG for t in flick.touched)


def flag_note(events: Sequence[Event], flick: FlickOutcome | None, before: Phase | None) -> str:
    """Why a flick at rest on a flag gave no penalty ("" when it is not on one, or one was
    called: the penalty's own card says it)."""
    if not on_a_flag(flick) or not any(e.kind in RULINGS for e in events):
        return ""  # not on one; or not yet ruled (its rest still to be accepted: a flag may be next)
    if any(e.kind == LogKind.PENALTY for e in events):
        return ""
    kick = KICKS.get(before) if before is not None else None
    if kick is not None:
        return f"On a yellow flag, but no penalty: flags count only on scrimmage plays, not {kick}"
    return "On a yellow flag too, but this ruling comes first: no penalty"

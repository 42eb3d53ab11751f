"""The moments of a Finger Football game worth a banner and a sound: scores, turnovers, penalties,
the end of a quarter and the final whistle, read from the events an action caused. Pure."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from games.finger_football.rules.actions import Event, Team
from games.finger_football.ui.flag_note import PENALTY_WORDS

HEADLINES = {
    "touchdown": "TOUCHDOWN!",
    "field goal": "FIELD GOAL!",
    "extra point": "EXTRA POINT",
    "two-point": "TWO POINTS!",
}
TURNOVERS = {
    "fumble": "FUMBLE!",
    "downs": "TURNOVER ON DOWNS",
    "onside": "ONSIDE KICK RECOVERED!",
    "missed field goal": "NO GOOD",
}


@dataclass(frozen=True, slots=True)
class Moment:
    headline: str
    detail: str
    team: Team | None  # whose moment it is (its colour), if anyone's
    sounds: tuple[str, ...]


def moment_of(
    events: Sequence[Event], score: dict[Team, int], say: Callable[[Event], str] | None = None
) -> Moment | None:
    """The biggest moment among ``events`` (the final whistle, then a score, a turnover, a flag,
    the end of a quarter), with ``score`` the score after them; None for an ordinary action.
    ``say``: how the window tells an event's line (a missed kick's: "off the fingers", as its kick
    window called it; the rules' "off the crossbar" beside it read as another kick: play-test)."""
    line = f"Red {score[Team.RED]} - Blue {score[Team.BLUE]}"
    tell = say or (lambda e: e.text)
    for e in events:
        if e.kind == "game" and e.team is not None:
            return Moment("FINAL WHISTLE", f"{e.team.label} wins, {line}", e.team, ("whistle", "crowd"))
    for e in events:
        if e.kind == "score" and e.team is not None:
            headline = HEADLINES.get(str(e.data.get("what", "")), "SCORE!")
            return Moment(headline, f"{e.team.label} +{e.points} · {line}", e.team, ("crowd",))
    for e in events:
        how = str(e.data.get("how", "")) if e.kind == "possession" else ""
        if how == "missed field goal" and e.team is not None:  # why it missed, and whose ball
            return Moment(TURNOVERS[how], tell(e), e.team, ("whistle",))
        if how in TURNOVERS and e.team is not None:
            return Moment(TURNOVERS[how], f"{e.team.label} ball", e.team, ("whistle",))
        if e.kind == "conversion" and "NO GOOD" in e.text:
            return Moment("NO GOOD", tell(e), e.team, ("whistle",))
    for e in events:
        if e.kind == "penalty" and "flag" in e.text:
            return Moment("FLAG ON THE PLAY", PENALTY_WORDS, e.team, ("whistle",))
    for e in events:
        if e.kind == "quarter":
            return Moment(e.text.split(" (")[0].upper(), line, None, ("whistle",))
    return None

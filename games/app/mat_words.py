"""What the mat editor says about a mat in words: what a flag and a fumble football do in play,
the odds against the shipped mat's ("run 36% (shipped 44%)"), the whole mat's figures near the
goal, and what an undo or a redo changed ("Undone: moving the Zone 2 upper run circle on the
home 30"). Words only; the editor (:mod:`games.app.mat_editor`) places them."""

from __future__ import annotations

from typing import Any

from games.mat_tuning import names
from games.mat_tuning.draft import KINDS
from games.mat_tuning.shots import Shot
from sim.slider.mat import Mat

from .mat_figures import NEAR_GOAL, Compared, MatFigures

# What each does in play, in the rulebook's terms (docs/rules/finger_football.md, 7 and 14).
DOES = {
    "flags": "A yellow penalty flag: a play that rests on it is a 15-yard penalty (at most half the "
    "way to the goal) with loss of down; the defence may refuse it",
    "fumbles": "A red fumble football: a play that rests on it is a fumble, a turnover: the "
    "opponent's ball where it rests (not on a kickoff or a punt)",
}
FEATURE_ODDS_HINT = "D shows how often a club player's flick rests on it"


def pct(share: float) -> str:
    """A share as a whole per cent; under 1% with one decimal, so a rare hit is not '0%'."""
    value = 100 * share
    return f"{value:.1f}%" if 0 < value < 1 else f"{value:.0f}%"


def against(now: float | None, shipped: float | None, word: str = "shipped") -> str:
    """'36% (shipped 44%)'; the same figure once, '44% (as shipped)'; a figure with nothing to
    compare, alone."""
    if now is None:
        return "—"
    if shipped is None:
        return pct(now)
    if pct(now) == pct(shipped):
        return f"{pct(now)} (as {word})"
    return f"{pct(now)} ({word} {pct(shipped)})"


def circle_odds(compared: Compared, circle: str) -> str | None:
    """The circle's odds against the shipped mat's circle of the same id: 'run 36% (shipped
    44%), pass 20% (shipped 22%)'; a circle the shipped mat has not, 'new'. None: no figure."""
    now = compared.mat.circles.get(circle)
    if now is None:
        return None
    before = compared.shipped.circles.get(circle)
    if before is None:
        return f"run {pct(now.run)}, pass {pct(now.pass_)} (a circle the shipped mat has not)"
    return f"run {against(now.run, before.run)}, pass {against(now.pass_, before.pass_)}"


def circle_label(compared: Compared, circle: str) -> tuple[str, str]:
    """The figure on the circle, and the change from the shipped mat's beside it ('-8', '+3',
    '' when the same or new): the sign says which way, never the colour alone."""
    now = compared.mat.circles.get(circle)
    if now is None:
        return "—", ""
    before = compared.shipped.circles.get(circle)
    change = 0 if before is None else round(100 * now.run) - round(100 * before.run)
    return f"{100 * now.run:.0f}%", (f"{change:+d}" if change else "")


def mat_lines(compared: Compared) -> tuple[str, str]:
    """The whole mat against the shipped one, in two lines: the touchdown odds near the goal,
    and how often a flick rests on a flag or a fumble football."""
    now, shipped = compared.mat, compared.shipped
    tds = " · ".join(
        f"from the opponent's {line}: {against(now.touchdown.get(line), shipped.touchdown.get(line))}"
        for line in NEAR_GOAL
    )
    spoiled = (
        f"A scrimmage flick rests on a penalty flag {against(now.flag, shipped.flag)}, "
        f"on a fumble football {against(now.fumble, shipped.fumble)} of the time"
    )
    return f"Touchdown flick {tds}", spoiled


def feature_odds(figures: MatFigures, mat: Mat, feature: str) -> str:
    """How often a club player's flick rests on a flag or fumble football: overall, and from
    where it is most in the way."""
    share = figures.features.get(feature)
    if share is None:
        return FEATURE_ODDS_HINT
    words = f"{pct(share)} of all scrimmage flicks rest on it"
    worst = figures.worst.get(feature)
    if worst is not None and worst.share > 0:
        words += f"; the most, {pct(worst.share)} of the {_aimed(worst.shot, mat)}"
    return words


def _aimed(shot: Shot, mat: Mat) -> str:
    """'run flicks from the home 10', 'touchdown flicks from the visitors' 30'."""
    own = shot.los or 0.0
    x = own if not shot.key.startswith("visitors ") else 100.0 - own
    line = names.on_line(mat, x)
    return f"{shot.kind} flicks from {line.removeprefix('on ').removeprefix('at ')}"


def change(original: dict[str, Any], edited: dict[str, Any], mat: Mat, now_edited: bool) -> str:
    """The edit from ``original`` to ``edited`` (a mat file's data), for 'Undone: ...' (the
    window now shows ``original``) and 'Redone: ...' (``now_edited``): 'moving the Zone 2 upper
    run circle on the home 30', 'adding the penalty flag on the home 12', 'naming the mat ...'.
    A feature is named where it is on screen afterwards (where it was, if it is gone)."""
    if original.get("name") != edited.get("name"):
        return f"naming the mat {edited.get('name')!r}"
    before, after = names.names(mat, original), names.names(mat, edited)
    shown = after if now_edited else before
    for table, kind in KINDS.items():
        old = {r["id"]: r for r in original.get(table, [])}
        new = {r["id"]: r for r in edited.get(table, [])}
        for fid in sorted(new.keys() - old.keys()):
            return f"adding the {after.get((table, fid, False), kind)}"
        for fid in sorted(old.keys() - new.keys()):
            return f"deleting the {before.get((table, fid, False), kind)}"
        for fid in sorted(old.keys() & new.keys()):
            if old[fid] != new[fid]:
                return f"{_verb(table, old[fid], new[fid])} the {shown.get((table, fid, False), kind)}"
    return "an edit"


def _verb(table: str, old: dict[str, Any], new: dict[str, Any]) -> str:
    if (old["x"], old["y"]) != (new["x"], new["y"]):
        return "moving"
    if table == "fumbles":
        return "turning"
    if table == "run_circles" and old["pass_radius"] != new["pass_radius"]:
        return "resizing the pass circle of"
    return "resizing"

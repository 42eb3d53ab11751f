"""What the mat editor says about a mat in words: what a flag and a fumble football do in play,
the odds against the default mat's ("run 36% (default 44%)"), the whole mat's figures near the
goal, and what an undo or a redo changed ("Undone: moving the Zone 2 upper run circle on the
home 30"). Words only; the editor (:mod:`games.app.mat_editor`) places them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.mat_tuning import names
from games.mat_tuning.draft import KINDS
from games.mat_tuning.shots import Shot
from sim.slider.mat import Mat

from .mat_figures import NEAR_GOAL, Compared, MatFigures

if TYPE_CHECKING:
    from games.mat_tuning.draft import Picked

# What each does in play, in the rulebook's terms (docs/rules/finger_football.md, 7 and 14): in
# short under the editor's title, whole in its F1 page.
DOES = {
    "flags": "Yellow penalty flag: a play resting on it costs 15 yards and a down (the defence may refuse)",
    "fumbles": "Red fumble football: a play resting on it is a fumble, the opponent's ball where it rests",
}
DOES_IN_FULL = (
    "A yellow penalty flag: a play that rests on it is a penalty, 15 yards back (at most half the "
    "way to the own goal line) and the down is lost; the defence may refuse it, and then only the "
    "down is lost. It counts on punts too.",
    "A red fumble football: a play that rests on it is a fumble, a turnover: the opponent's ball "
    "where it rests. Not on kickoffs and punts.",
)
FEATURE_ODDS_HINT = "D shows how often a flick stops on it"
NO_AIM = "no play can be aimed at it from where plays start"  # a circle too far from every line
ROWS = 3  # the rows under the editor's title
WORKING = "working out the odds…"
Row = tuple[str, bool]  # words, and whether they are lit (else grey: a hint, or figures to come)


def pct(share: float) -> str:
    """A share as a whole per cent; under 1% with one decimal, so a rare hit is not '0%'."""
    value = 100 * share
    return f"{value:.1f}%" if 0 < value < 1 else f"{value:.0f}%"


def rare(share: float) -> str:
    """A small share as it reads: '0.13%' under 1% (a flag is rarely hit: whole per cents would
    all be 0), '2.4%' above."""
    value = 100 * share
    return f"{value:.2f}%" if value < 1 else f"{value:.1f}%"


def against(now: float | None, shipped: float | None, word: str = "default") -> str:
    """'36% (default 44%)'; the same figure once, '44% (as the default)'; a figure with nothing to
    compare, alone."""
    if now is None:
        return "—"
    if shipped is None:
        return pct(now)
    if pct(now) == pct(shipped):
        return f"{pct(now)} (as the {word})"
    return f"{pct(now)} ({word} {pct(shipped)})"


def circle_odds(compared: Compared, circle: str) -> str | None:
    """How often a flick aimed at the circle stops on it, against the default mat's circle of the
    same id: 'aimed here, stops on it: run 36%, pass 20% (default: run 44%, pass 22%)', '..., as
    the default'. None: no figure."""
    now = compared.mat.circles.get(circle)
    if now is None:
        return None
    before = compared.shipped.circles.get(circle)
    odds = f"aimed here, stops on it: run {pct(now.run)}, pass {pct(now.pass_)}"
    if before is None:
        return f"{odds} (a circle the default mat has not)"
    if (pct(now.run), pct(now.pass_)) == (pct(before.run), pct(before.pass_)):
        return f"{odds}, as the default"
    return f"{odds} (default: run {pct(before.run)}, pass {pct(before.pass_)})"


def circle_label(compared: Compared, circle: str) -> tuple[str, str]:
    """The figure on the circle, and the change from the default mat's beside it ('-8', '+3',
    '' when the same or new): the sign says which way, never the colour alone."""
    now = compared.mat.circles.get(circle)
    if now is None:
        return "—", ""
    before = compared.shipped.circles.get(circle)
    change = 0 if before is None else round(100 * now.run) - round(100 * before.run)
    return f"{100 * now.run:.0f}%", (f"{change:+d}" if change else "")


def fine(share: float) -> str:
    """A share with one decimal ('3.4%'): a flag moved a little moves it, where whole per cents
    would not."""
    return f"{100 * share:.1f}%"


def share_against(now: float, shipped: float, before: float | None) -> str:
    """'3.4% (default 3.2%, 3.1% before the edit)', '3.4% (as the default, unchanged by this edit)': one
    decimal, and what the last edit did to it: an edit that moved it by less than the decimal
    shows says so ('down by less than 0.1% with this edit'), never 'unchanged'."""
    said = ["as the default"] if fine(now) == fine(shipped) else [f"default {fine(shipped)}"]
    if before is not None:
        said.append(edit_did(now, before))
    return f"{fine(now)} ({', '.join(said)})"


def edit_did(now: float, before: float) -> str:
    """What the last edit did to a share, compared unrounded (a flag shrunk from 1.95 to 1.2 yd
    moves the whole mat's share by less than the 0.1% shown)."""
    if fine(before) != fine(now):
        return f"{fine(before)} before the edit"
    if abs(now - before) > 1e-12:
        return f"{'down' if now < before else 'up'} by less than 0.1% with this edit"
    return "unchanged by this edit"


def mat_lines(compared: Compared, before: Compared | None = None) -> tuple[str, str, str]:
    """The whole mat against the default one, in three lines: how often a flick stops where it
    was aimed near the goal and anywhere (every circle, flag and fumble football moves it), a
    touchdown flick's odds near the goal (the end zone and what lies on the way: not the
    circles), and how often a flick stops on a flag or a fumble football."""
    now, shipped = compared.mat, compared.shipped
    overall = (
        f"Flicks that stop where aimed, plays within {NEAR_GOAL[0]} yd of the goal they attack: "
        f"{against(now.near_goal, shipped.near_goal)} · "
        f"from anywhere: {against(now.anywhere, shipped.anywhere)}"
    )
    tds = " · ".join(
        f"from {line} yd out: {against(now.touchdown.get(line), shipped.touchdown.get(line))}"
        for line in NEAR_GOAL
    )
    was = None if before is None or before.mat is now else before.mat
    spoiled = (
        "Flicks stopping on a penalty flag: "
        f"{share_against(now.flag, shipped.flag, None if was is None else was.flag)} · on a fumble football: "
        f"{share_against(now.fumble, shipped.fumble, None if was is None else was.fumble)}"
    )
    return overall, f"Touchdown flicks into the end zone (circles never change them) {tds}", spoiled


def feature_odds(figures: MatFigures, mat: Mat, feature: str) -> str:
    """How often a flick stops on a flag or fumble football: of all flicks, and of those it is
    most in the way of."""
    share = figures.features.get(feature)
    if share is None:
        return FEATURE_ODDS_HINT
    words = f"{rare(share)} of all flicks stop on it"  # as the odds view's figure says
    worst = figures.worst.get(feature)
    if worst is not None and worst.share > 0:
        words += f"; most often {pct(worst.share)} of the {_aimed(worst.shot, mat)}"
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


def info_rows(
    shown: Compared | None,
    selected: Picked | None,
    named: dict[names.Key, str],
    mat: Mat,
    before: Compared | None = None,
    working: bool = False,
) -> list[Row]:
    """The editor's three rows under the title: what the selection is (a flag's or a fumble
    football's part in play and how often it is hit, a circle's odds against the default
    mat's), else the whole mat's figures against the default mat's (``shown``: the figures, if
    the odds are on; ``working``: newer ones are being worked out, so a circle ``shown`` lacks is
    one not worked out yet). An empty row: the editor's own hint for the odds."""
    whole: list[Row] = [(w, True) for w in mat_lines(shown, before)] if shown is not None else [("", False)]
    if selected is None:
        return [*whole, ("", False)][:ROWS]
    if selected.table in ("flags", "fumbles"):
        if shown is None:
            return [(DOES[selected.table], True), (FEATURE_ODDS_HINT, False), whole[0]]
        odds = _sentence(feature_odds(shown.mat, mat, selected.id))
        return [(DOES[selected.table], True), (odds, True), whole[-1]]  # all flags' and footballs' share
    name = _sentence(named.get((selected.table, selected.id, False), "the run circle"))
    if shown is None:
        return [(f"{name} · D shows its odds", False), whole[0], ("", False)]
    said = circle_odds(shown, selected.id) or (WORKING if working else NO_AIM)
    return [(f"{name} · {said}", True), *whole[:2]]


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:]

"""The mat editor's fixed words: its keys (those of a selected feature too), its hints while the
odds are worked out (and how far it has got), while a name is typed, and the longest its rows get
(the bars keep room for them wrapped)."""

HELP = (
    "drag: move · wheel: size (Shift: pass, Ctrl: 1 yd) · R/F/B: add · Del: delete · G: snap · D: odds · "
    "N: name · "
    "O: open · P: play · Ctrl+Z/Y: undo/redo · Ctrl+S: save · F1: help · Esc: leave"
)  # Ctrl+Shift+S is said under the title, beside where Ctrl+S saves
HELP_SELECTED = (  # with a feature selected: what moves it exactly, in place of what adds one
    "drag: move · wheel: size (Shift: pass, Ctrl: 1 yd) · arrows: nudge (Shift: 1 yd) · Enter: type "
    "values · M: mirror · Del: delete · D: odds · Ctrl+Z/Y: undo/redo · Ctrl+S: save · "
    "F1: help · Esc: leave"
)
ODDS_SHOWN = (
    "Odds shown (D hides them): how often a flick aimed at a circle stops on it; -8: 8 points "
    "lower than on the default mat · F1 explains"
)
ODDS_FIRST = "Working out the odds…"
ODDS_WORKING = "Working out the odds of the edited mat…"
ODDS_HOW = "thousands of practice flicks, on this mat and on the default one"


def odds_working(first: bool, done: float) -> str:
    """What the status line says while the odds are worked out, with how far it has got:
    'Working out the odds… 40% done: thousands of practice flicks, ...'."""
    if first:
        return f"{ODDS_FIRST} {done:.0%} done: {ODDS_HOW}"
    return f"{ODDS_WORKING} {done:.0%} done (grey: the figures before the edit)"


NAMING = "Type the mat's new name (it replaces the old; Backspace edits it) · Enter keeps it · Esc: as it was"
SAVING_AS = (
    "Type a name for the copy: saved as a new file beside this one (Enter saves, Esc: not saved); "
    "the old file stays as it was"
)
INFO_HINT = (
    "D: the odds, how often a flick stops on each circle, flag and fumble football, and this mat "
    "against the default one near the goal"
)
NOT_VALID = "Not saved: the mat is not valid yet (the red lines above say what to put right)"
OPEN_UNSAVED = "Unsaved changes: O again opens another mat without them, Ctrl+S saves them"
HINT = (
    "Click a circle, flag or fumble football (or its figure) to select it: drag it, nudge it with the "
    "arrows, Enter types its values, M mirrors it to the other end of the field"
)
NOTHING_SELECTED = "Select a feature first (click it): then {} it"  # arrows, Enter, M with nothing chosen
# The longest each row under the title gets, whichever is selected (room is kept for them wrapped).
LONGEST_INFO = (
    (
        "Zone 2 middle run circle on the visitors' 30 (top one) · aimed here, stops on it: run 66%, pass "
        "31% (default: run 60%, pass 30%)",
        "Yellow penalty flag: a play resting on it costs 15 yards and a down (the defence may refuse)",
    ),
    (
        "Flicks that stop where aimed, plays within 30 yd of the goal they attack: 57% (default 60%) · "
        "from anywhere: 37% (default 40%)",
        "Touchdown flicks into the end zone (circles never change them) from 30 yd out: 44% "
        "(default 45%) · from 20 yd out: 58% (default 60%)",
        "0.13% of all flicks stop on it; most often 2.4% of the touchdown flicks from the visitors' 30",
    ),
    (
        "Touchdown flicks into the end zone (circles never change them) from 30 yd out: 44% "
        "(default 45%) · from 20 yd out: 58% (default 60%)",
        "Flicks stopping on a penalty flag: 10.0% (default 10.0%, down by less than 0.1% with this "
        "edit) · on a fumble football: 10.0% (default 10.0%, down by less than 0.1% with this edit)",
    ),
)
LONGEST_STATUS = (
    "Zone 2 middle run circle on the visitors' 30 (top one): x 70.25 yd, y +6.5 yd, off the field · "
    "radius 5 yd, pass circle 1.75 yd"
)
CONTROLS = (  # F1's list of the editor's keys
    ("click, drag", "select a feature, move it"),
    ("arrows (Shift)", "nudge it 0.25 yd (1 yd), exactly"),
    ("Enter", "type its x, y and size in yards (Tab: next value)"),
    ("M", "mirror it to the other end of the field (diagonally opposite): its twin there matches it"),
    ("wheel, Shift+wheel", "resize it 0.25 yd a notch, its pass circle (a fumble football turns)"),
    ("Ctrl+wheel", "resize it 1 yd a notch (with Shift: its pass circle)"),
    ("R, F, B", "add a run circle, a flag, a fumble football at the pointer"),
    ("Delete", "remove the selected feature"),
    ("G", "snap to whole yards, or place freely"),
    ("D", "every feature's odds, and the whole mat's, against the default mat"),
    ("N, or click the title", "name the mat (Enter keeps the name)"),
    ("O", "open a saved mat, or a new one from the default mat"),
    ("P, or its button", "play a short game on it against the CPU (saved first)"),
    ("Ctrl+Z, Ctrl+Y", "undo, redo"),
    ("Ctrl+S", "save, to the path shown under the title"),
    ("Ctrl+Shift+S", "save as: a copy under a name typed in the window"),
    ("Esc", "leave (twice with unsaved changes)"),
)
NO_PASS_CIRCLE = {  # Shift+wheel over what has no pass circle: said, never a silent resize
    "flags": "A flag has no pass circle: the wheel alone resizes it",
    "fumbles": "A fumble football has no pass circle: the wheel turns it",
}
WHEEL_HINT = {  # the wheel's part of the keys' line, by what is under the pointer
    "flags": "wheel: size (Ctrl: 1 yd)",
    "fumbles": "wheel: turn",
}


def help_line(under: str | None, selected: bool = False) -> str:
    """The keys' line (with a feature ``selected``, its own keys), the wheel's said for what is
    under the pointer (``under``: its table)."""
    keys = HELP_SELECTED if selected else HELP
    wheel = WHEEL_HINT.get(under or "")
    return keys if wheel is None else keys.replace("wheel: size (Shift: pass, Ctrl: 1 yd)", wheel)

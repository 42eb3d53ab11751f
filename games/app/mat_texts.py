"""The mat editor's fixed words: its keys, its hints while the odds are worked out, while a name
is typed, and the longest its rows get (the bars keep room for them wrapped)."""

HELP = (
    "drag: move · wheel: size (Shift: pass) · R/F/B: add · Del: delete · G: snap · D: odds · N: name · "
    "O: open · Ctrl+Z/Y: undo/redo · Ctrl+S: save · Ctrl+Shift+S: save as · F1: help · Esc: leave"
)
ODDS_SHOWN = (
    "Odds shown (D hides them): % = how often a club player's run flick rests there, "
    "-8 = 8 points below the shipped mat · F1 explains"
)
ODDS_FIRST = "Working out the odds of this mat and of the shipped mat (a moment)…"
ODDS_WORKING = "Working out the odds for the edited mat (grey: the figures before the edit)…"
NAMING = "Type the mat's new name (it replaces the old; Backspace edits it) · Enter keeps it · Esc: as it was"
SAVING_AS = (
    "Type a name for the copy: saved as a new file beside this one (Enter saves, Esc: not saved); "
    "the old file stays as it was"
)
INFO_HINT = (
    "D: each run circle's odds, and this mat against the shipped one near the goal "
    "(touchdowns, flags, fumble footballs)"
)
NOT_VALID = "Not saved: the mat is not valid yet (the red lines above say what to put right)"
OPEN_UNSAVED = "Unsaved changes: O again opens another mat without them, Ctrl+S saves them"
HINT = "Click a circle, flag or fumble football to select it; drag it to move it"
# The longest the rows under the title and the status line get (room is kept for them wrapped).
LONGEST_INFO = (
    "Zone 2 middle run circle on the visitors' 30 (top one) · odds: run 66%, pass 31% (shipped: run 60%, "
    "pass 30%)",
    "A scrimmage flick works from the opponent's 30 in: 57% (shipped 60%) · from anywhere: 37% (shipped 40%)",
    "Touchdown flick (not changed by circles) from the opponent's 30: 44% (shipped 45%) · from the "
    "opponent's 20: 58% (shipped 60%)",
)
LONGEST_STATUS = (
    "Zone 2 middle run circle on the visitors' 30 (top one): 6.5 yd above the centre line (x 70.0, y "
    "+6.5 yd) · radius 5 yd, pass circle 1.8 yd"
)

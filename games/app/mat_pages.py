"""The mat editor's help pages (F1): what the names say, what the odds are, exact values and the
mirror, what flags and fumble footballs do."""

from __future__ import annotations

from games.window.howto import Page

from . import mat_words

ODDS_PAGE = Page(
    "Odds",
    (
        "D shows (and hides) every feature's odds, worked out for a club player flicking from the "
        "usual lines of scrimmage (every line of the study, either team).",
        "On a run circle (gold): how often a run flick aimed at it rests on it, averaged over the "
        "lines that can aim at it; beside it, its change from the same circle on the default mat "
        "(-8: 8 points harder).",
        "On its white pass circle: how often a pass aimed at it rests there.",
        "By a flag or fumble football (framed in its colour): how often any scrimmage flick rests on "
        "it, every aim from every line counted: small, so to two decimals (0.13%).",
        "'…': being worked out · '—': no line of scrimmage can aim at it.",
        "Under the title, this mat's figures and the default mat's, and what moves each:",
        "· 'A scrimmage flick works': how often a run, pass or touchdown flick does what it was meant "
        "to, from the opponent's 30 in and from anywhere. Every circle, flag and fumble football in "
        "reach moves it: it says whether the mat is harder near the goal.",
        "· 'Touchdown flick': its odds from the opponent's 30 and 20. It rests in the end zone, so "
        "only the end zone and the flags, fumble footballs and sidelines on the way change it, never "
        "the run circles.",
        "· 'rests on a penalty flag / a fumble football': every scrimmage flick; moved by the flags "
        "and fumble footballs, and by the circles only as far as they move where flicks are aimed.",
        "After an edit the figures turn grey while they are worked out again for the edited mat.",
    ),
)
VALUES_PAGE = Page(
    "Exact values and the mirror",
    (
        "The selected feature's place and size are under the mat in yards, as its file has them "
        "(x from the home goal line, y from the centre line, + above it).",
        "The arrows nudge it 0.25 yd (with Shift, 1 yd), exactly; each press is one step of undo.",
        "Enter types its values: x, y and its radius (a run circle's pass circle too; a fumble "
        "football's turn in degrees). Tab goes to the next, Enter sets them, Esc leaves them. A "
        "value that cannot be set is said in red and nothing changes.",
        "M makes its mirror image in the other half match it: the other half is this one turned "
        "half a circle about the centre of the field, as the tuner mirrors. A feature with no image "
        "gets a mirrored copy.",
        "A feature dragged off the field is tagged 'off the field' and can be dragged back. Across a "
        "sideline or goal line, or off the printed mat, the mat is not saved; wholly out of bounds "
        "it is saved with a warning, as tabletop mat validate warns.",
        "Saving edits the file itself: its comments and order stay, numbers are written as typed.",
    ),
)
FEATURES_PAGE = Page(
    "Flags and fumble footballs",
    (
        *mat_words.DOES_IN_FULL,
        "Select one to see what it does, and (with D) how often a club player's flick rests on it.",
        "A flag or fumble football over a circle's edge is allowed, and warned about in red.",
    ),
)
NAMES_PAGE = Page(
    "Names",
    (
        "A feature is named by what the screen shows: its zone, its band (upper, middle or "
        "lower) and the yard line it sits on.",
        "The dashed light lines are the edges: across the mat between zones, along it (through "
        "the rows of yard numbers) between the upper, middle and lower bands.",
        "Two alike on the same yard line and band are told apart as the top one and the bottom one.",
        "A feature keeps its name while you drag it; it is named anew when you let go.",
    ),
)

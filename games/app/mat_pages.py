"""The mat editor's help pages (F1): what the names say, what the odds are, exact values and the
mirror, what flags and fumble footballs do."""

from __future__ import annotations

from games.window.howto import Page

from . import mat_words

ODDS_PAGE = Page(
    "Odds",
    (
        "In Finger Football a play is one flick of the slider from the line it starts on: a run "
        "aimed at a black run circle, a pass at the white pass circle in it, a touchdown flick at "
        "the end zone. A play that stops on a flag or fumble football is spoilt.",
        "D shows (and hides) the odds: how often a flick stops on each thing on the mat. They are "
        "worked out by flicking thousands of times as a fair player does (each flick a little off "
        "in speed and aim), from every yard line a play can start on, for both sides: a few "
        "seconds, said under the mat as it goes.",
        "On a run circle (gold): how often a run aimed at it stops on it. Beside it, the change "
        "from the same circle on the default mat (-8: 8 points lower, so harder).",
        "On its white pass circle: how often a pass aimed at it stops there.",
        "By a flag or fumble football (framed in its colour): how often any flick stops on it, "
        "counting every aim from everywhere: small, so to two decimals (0.13%).",
        "'…': still being worked out · '—': no play can be aimed at it from where plays start.",
        "Under the title, this mat against the default mat:",
        "· 'Flicks that stop where aimed': runs, passes and touchdown flicks together, from plays "
        "within 30 yd of the goal they attack (either end) and from anywhere. Every circle, flag "
        "and fumble football in reach moves it: it says whether the mat is harder near the goal.",
        "· 'Touchdown flicks into the end zone': from 30 and 20 yd out. Only the end zone "
        "and the flags, fumble footballs and sidelines on the way change them, never the circles.",
        "· 'Flicks stopping on a penalty flag / a fumble football': of all flicks, how many they "
        "catch; the circles move it only as far as they move where flicks are aimed.",
        "After an edit the figures turn grey until the edited mat's are worked out.",
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
        "M mirrors it to the other end of the field: its twin there (diagonally opposite, through "
        "the centre spot: left half to right, top to bottom) is made to match it, so both sides "
        "play the same mat. A feature with no twin gets a mirrored copy there.",
        "A feature dragged off the field is tagged 'off the field' and can be dragged back. Across a "
        "sideline or goal line, or off the printed mat, the mat is not saved; wholly out of bounds "
        "it is saved, and the save says so.",
        "Saving edits the file itself: its comments and order stay, numbers are written as typed.",
    ),
)
FEATURES_PAGE = Page(
    "Flags and fumble footballs",
    (
        *mat_words.DOES_IN_FULL,
        "Select one to see what it does, and (with D) how often a flick stops on it.",
        "A flag or fumble football over a circle's edge is allowed, and warned about in red. One "
        "where a play starts (the default mat has a flag where each two-point try starts, on "
        "purpose) is allowed too: a save says so once.",
    ),
)
NAMES_PAGE = Page(
    "Names",
    (
        "A feature is named by what the screen shows: its zone, its strip of the field (upper, "
        "middle or lower) and the yard line it sits on.",
        "The dashed light lines are the edges: across the mat between zones, along it (through "
        "the rows of yard numbers) between the upper, middle and lower strips.",
        "Two alike on the same yard line and strip are told apart as the top one and the bottom one.",
        "The ends: the home side attacks towards the end zone printed VISITORS, the visitors "
        "towards HOME; the mat is the same for both, so 'within 30 yd of the goal they attack' "
        "counts both ends.",
        "A feature keeps its name while you drag it; it is named anew when you let go.",
    ),
)

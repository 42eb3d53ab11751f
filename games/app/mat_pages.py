"""The mat editor's help pages (F1): what the names say, what the odds are, what flags and fumble
footballs do."""

from __future__ import annotations

from games.window.howto import Page

from . import mat_words

ODDS_PAGE = Page(
    "Odds",
    (
        "D shows (and hides) each run circle's odds, worked out for a club player.",
        "The % on a run circle is how often a club player's run flick rests on it, averaged over "
        "every line of scrimmage, of either team, that can aim at it. Select a circle for its pass odds.",
        "'…': being worked out · '—': no line of scrimmage can aim at it.",
        "Beside a figure, its change from the same circle on the default mat (-8: 8 points harder).",
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

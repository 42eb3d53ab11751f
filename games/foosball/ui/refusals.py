"""A referee's refusal said to a person in plain words, with what to do instead.

The referee's reasons name the articles ("Article V: this dead ball is not in your possession"),
which is right for its log and for the rulebook, and wrong on a window: play-test 4 of issue 32
(practice 6, match 5) found newcomers reading "Article V" with no idea what to press. The
referee's own words are left as they are (recordings verify against its log); the window says
them again here, for the mouse player (the left side, "you")."""

from __future__ import annotations

import re

from games.foosball.rules.actions import Phase
from games.foosball.rules.referee import FoosReferee
from sim.foosball.spec import Side

ARTICLE = re.compile(r"^Articles? [0IVXL]+(?:,? (?:and )?[0IVXL]+)*:\s*")


def plain(template: str, ref: FoosReferee, other: str) -> str:
    """``template`` (a referee reason or the window's own words) with no article in it, and a
    way forward where there is one; ``other`` is the name of the player on the right."""
    for match, words in _SAID:
        if match in template:
            return words(ref, other)
    return ARTICLE.sub("", template)


def _dead_not_yours(ref: FoosReferee, other: str) -> str:
    if ref.phase == Phase.DEAD and ref.mover == Side.HOME:
        return "This dead ball is not yours to take: press P to put it in front of your figure"
    return f"This dead ball is not yours to take: {other} moves it"


def _not_your_half(ref: FoosReferee, other: str) -> str:
    if ref.phase != Phase.DEAD:
        return "There is no dead ball to move now"
    return f"This dead ball is in {other}'s half (the right): {other} moves it"


_SAID = (
    ("this dead ball is not in your possession", _dead_not_yours),
    ("only the team in whose defensive half", _not_your_half),
    (
        "only the other team may take the ball from a serve",
        lambda ref, other: "This is your own serve: only the other side may take it, once it is in play",
    ),
    (
        "the ball may be taken only once it has entered play",
        lambda ref, other: "The ball is not in play yet: wait until it leaves the service hole",
    ),
    (
        "may not be touched by any player during normal play",
        lambda ref, other: "The ball is in play: nobody touches it by hand, play it with your rods",
    ),
    (
        "a serve cannot be made while a mechanical failure exists",
        lambda ref, other: "A rod is broken: no serve until it is fixed (X when it works again)",
    ),
    (
        "every player must acknowledge it first",
        lambda ref, other: "The start position was asked for: both players set their rods first (K)",
    ),
    (
        "a dead ball is moved to a point on the playing field",
        lambda ref, other: "Put the dead ball down on the playing field, inside the walls",
    ),
    (
        "a dead ball may be moved only away from",
        lambda ref, other: "A dead ball goes only left (towards your goal) or sideways, never right",
    ),
    (
        "touch the opposing team's poles",
        lambda ref, other: f"Those are {other}'s rods: you may touch only your own",
    ),
    (
        "only the restarter may demand the canonical configuration",
        lambda ref, other: "Only the player about to restart may ask for the start position",
    ),
    (
        "nobody has demanded the canonical configuration",
        lambda ref, other: "Nobody asked for the start position: there is nothing to answer",
    ),
)

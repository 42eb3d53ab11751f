"""What the short card that holds a foosball game a moment says (between.py's news card): after the
ball leaves the table, after a dead ball, and when the other side takes the ball to restart, what
happened in plain words and who puts the ball back in play, and how (a newcomer's play-test: a
free-for-all, a take, a restart, another free-for-all, another restart and a goal all went by in
two seconds).

Read from the referee's calls as they come; the referee's log is never changed."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from games.foosball.rules.actions import Event
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who
from games.foosball.ui.prompts import Hands
from games.window import ui
from sim.foosball.spec import Side, TableSpec
from sim.foosball.table import EventKind, TableEvent

# How a person takes the ball and places a dead ball (the CPU does it itself).
TAKE = {Hands.MOUSE: "press T", Hands.KEYBOARD: "press Right Shift"}
PLACE = {Hands.MOUSE: "press P", Hands.KEYBOARD: "press Enter"}


@dataclass(frozen=True, slots=True)
class News:
    """A card's two lines: what happened, and who puts the ball back and how."""

    what: str
    then: str


def _own(who: Who) -> str:
    """``who``'s, as a possessive: "your", "the CPU's"."""
    return "your" if who.you else f"{who.name}'s"


def left_where(spec: TableSpec, events: list[TableEvent]) -> str:
    """How the ball left the table, as a player saw it (from the step's LEFT_TABLE event)."""
    for event in events:
        if event.kind != EventKind.LEFT_TABLE:
            continue
        by_hole = abs(event.x) <= spec.hole_width / 2.0 + spec.ball_radius
        if by_hole and abs(event.y) >= spec.half_width - spec.ball_radius:
            return "The ball rolled out through a service hole"
        return "The ball flew off the table"
    return "The ball left the table"


def news_for(
    call: Event,
    index: int,
    ref: FoosReferee,
    who: Mapping[Side, Who],
    hands: Mapping[Side, Hands],
    untouched: Mapping[int, Side],
    left: str = "The ball left the table",
    unplayed: Side | None = None,
    on_your_side: bool = False,
) -> News | None:
    """The card for the referee's ``index``-th call, if it is one that holds the table: the ball
    off the table (a free-for-all) or a dead ball (``unplayed``: the side whose figure it rested
    in front of, unplayed, if it did; ``on_your_side``: a free ball lies on your side, where your
    hand takes it as the card goes, loose_ball.py); None for any other call."""
    free = call.kind == "free-for-all" and "FREE-FOR-ALL" in call.text
    if free and on_your_side and not ref.failure and Side.HOME not in ref.disqualified:
        what = _why_free(call, index, who, untouched, left)
        return News(
            "Your hand takes the ball", f"{what}. It lies on your side: you restart (serve it again)."
        )
    if free:
        return _free_for_all(_why_free(call, index, who, untouched, left), ref, who, hands)
    if call.kind == "dead ball" and call.text.startswith("dead ball"):
        return _dead_ball(ref, who, hands, unplayed)
    # (A dead ball's own card said who takes it; a free-for-all's and a stolen serve's did not.)
    taken = "gains possession" in call.text or "takes the ball in play" in call.text
    if taken and call.team is not None and not who[call.team].you:
        name = who[call.team]
        return News(
            f"{ui.sentence(name.name)} took the ball",
            f"{ui.sentence(name.name)} restarts: it serves again from its side. Get your rods ready.",
        )
    return None


def _why_free(
    call: Event, index: int, who: Mapping[Side, Who], untouched: Mapping[int, Side], left: str
) -> str:
    """What made the ``index``-th call a free-for-all: a rod's failure, a serve no one touched, or
    the ball off the table (``left``: how it left)."""
    if "mechanical failure" in call.text:
        return "A rod failed: the ball is anyone's (a free-for-all)"
    if index in untouched:
        server = who[untouched[index]]
        return f"{ui.sentence(_own(server))} serve crossed untouched and left the table: a free-for-all"
    return f"{left}: a free-for-all, the ball is anyone's"


def _free_for_all(what: str, ref: FoosReferee, who: Mapping[Side, Who], hands: Mapping[Side, Hands]) -> News:
    """A free-for-all's card (``what``: why there is one): who may take the ball, and how."""
    people = [s for s in Side if hands[s] != Hands.CPU and s not in ref.disqualified]
    cpu = [s for s in Side if hands[s] == Hands.CPU]
    then = f"{what}. Whoever takes it first restarts (serves it again from their side)"
    if cpu:
        # No number here: the line under the table counts the one true time down, in your
        # seconds (a play-test read "after 5 s of play" here and "in 10 s" there).
        then += f"; otherwise {who[cpu[0]].name} takes it when the count under the table runs out"
    if not people:
        return News(what, then + ".")
    # The key first, the story after: a play-test read the two lines of what happened while the
    # CPU took the ball, never reaching "press T".
    how = " or ".join(TAKE[hands[s]] if who[s].you else f"{who[s].name}: {TAKE[hands[s]]}" for s in people)
    return News(f"{ui.sentence(how)} to take the ball", then + ".")


def _dead_ball(
    ref: FoosReferee, who: Mapping[Side, Who], hands: Mapping[Side, Hands], unplayed: Side | None = None
) -> News:
    # A ball left at rest in front of a figure is as dead as one out of reach (Article V), but
    # a play-test read "out of every figure's reach" under a ball by its own man's foot.
    stalled = None
    if unplayed is not None:
        stalled = f"The ball lay in front of {_own(who[unplayed])} figure and nobody shot it: a dead ball"
    if ref.possession is not None:
        what = stalled or "The ball stopped in the middle, out of every figure's reach: a dead ball"
        side = ref.possession
        name = who[side]
        if hands[side] == Hands.CPU:
            then = f"It is {_own(name)} to take: {name.name} takes it and restarts from its service hole."
        else:
            step = TAKE[hands[side]]
            whose = "yours" if name.you else f"{name.name}'s"
            then = f"It is {whose}: {step} to take it and restart from the service hole."
        return News(what, ui.sentence(then))
    what = stalled or "The ball stopped where no figure can play it: a dead ball"
    side = ref.mover if ref.mover is not None else Side.HOME
    name = who[side]
    if hands[side] == Hands.CPU:
        then = f"{name.name} puts it by hand in front of its figure; play goes on from there."
    else:
        step = PLACE[hands[side]]
        then = f"It is in {_own(name)} half: {step} to put it in front of a figure; play goes on."
    return News(what, ui.sentence(then))

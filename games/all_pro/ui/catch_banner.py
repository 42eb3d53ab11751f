"""A completed pass gets a banner, whoever threw it: "PASS COMPLETE · The CPU completes a pass to
the CPU's E1 for 12 yd". A newcomer (7/10) saw his own completions held on the board (the die by
the lane stays while he moves the receiver on) and the CPU's go by in its pace unmarked: the
CPU's receiver ran on and the die went with its turn. The gain is counted from the line of
scrimmage to the front of the catch square, as the rules set the next line from a tackle."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from games.all_pro.rules.actions import Action, Event, LogKind, Throw
from games.all_pro.rules.board import Team, front_stripe, own_yards
from games.all_pro.ui.panel import BRIGHT
from games.all_pro.ui.view import label
from games.core.wording import verb, who, whose
from games.window.banner import Banner
from sim.tiles.grid import Square

Shown = tuple[Banner, str | None]


def gain_words(yards: int) -> str:
    """ "for 12 yd", "for no gain", "for a loss of 5 yd"."""
    if yards > 0:
        return f"for {yards} yd"
    return "for no gain" if yards == 0 else f"for a loss of {-yards} yd"


def completed(
    action: Action,
    events: Sequence[Event],
    caught_at: Square | None,
    line: int,
    say: Callable[[str], str],
) -> Shown | None:
    """The banner of a pass ``action`` completed among ``events``: the receiver caught it on
    ``caught_at`` (his square at the throw), ``line`` the line of scrimmage before it."""
    if not isinstance(action, Throw) or caught_at is None:
        return None
    done = next((e for e in events if e.kind == LogKind.PASS and e.text.endswith(": COMPLETE")), None)
    if done is None or done.team is None:
        return None
    team: Team = done.team
    lateral = done.text.lower().startswith("lateral")
    yards = own_yards(front_stripe(caught_at[1], team), team) - own_yards(line, team)
    kind = "a lateral" if lateral else "a pass"
    told = say(
        f"{who(team)} {verb(team, 'completes', 'complete')} {kind} to {whose(team)}"
        f" {label(action.receiver)} {gain_words(yards)}"
    )
    return Banner("LATERAL CAUGHT" if lateral else "PASS COMPLETE", told, BRIGHT[team]), None

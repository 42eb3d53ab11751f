"""All-Pro's names for men and spots in the play-by-play's templates (see games/core/wording.py):
a man is his team's and his label ("home's B1", "your B1"), a spot is on a team's side of
midfield ("the CPU's 30")."""

from __future__ import annotations

from games.all_pro.rules.board import Spot, Team, own_yards
from games.core.wording import whose
from sim.tiles.grid import Square


def man_words(man: str) -> str:
    """A man by his id ("home.B1"): his team's possessive and his label. Words that are not an
    id ("the kicker") are kept as they are."""
    team, dot, label = man.partition(".")
    return f"{whose(Team(team))} {label}" if dot else man


def spot_words(spot: Spot) -> str:
    """A spot as a coach says it: midfield, a side's yard line, or a side's goal line (a man
    stopped in the last row before the end zone is spotted at its front, on the goal line: "the
    CPU's 0" was read as a wrong yard line in play-test 28)."""
    own = own_yards(spot.stripe, spot.team)
    if own == 50:
        return "midfield"
    side, yards = (spot.team, own) if own < 50 else (spot.team.other, 100 - own)
    return f"{whose(side)} goal line" if yards == 0 else f"{whose(side)} {yards}"


def step_words(team: Team, frm: Square, to: Square) -> str:
    """A man's move of one space, as his own side sees it: "steps forward", "steps back left"."""
    ahead = (to[1] - frm[1]) * team.forward
    # Facing his opponent's goal, a team's left is the side of higher columns for home (who
    # attacks towards higher rows) and of lower ones for away.
    left = (to[0] - frm[0]) * team.forward
    words = [{1: "forward", -1: "back"}.get(ahead, ""), {1: "left", -1: "right"}.get(left, "")]
    return "steps " + " ".join(w for w in words if w)

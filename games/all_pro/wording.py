"""All-Pro's names for men and spots in the play-by-play's templates (see games/wording.py):
a man is his team's and his label ("home's B1", "your B1"), a spot is on a team's side of
midfield ("the CPU's 30")."""

from __future__ import annotations

from games.wording import whose

from .board import Spot, Team, own_yards


def man_words(man: str) -> str:
    """A man by his id ("home.B1"): his team's possessive and his label. Words that are not an
    id ("the kicker") are kept as they are."""
    team, dot, label = man.partition(".")
    return f"{whose(Team(team))} {label}" if dot else man


def spot_words(spot: Spot) -> str:
    """A spot as a coach says it: midfield, or a side's yard line."""
    own = own_yards(spot.stripe, spot.team)
    if own == 50:
        return "midfield"
    return f"{whose(spot.team)} {own}" if own < 50 else f"{whose(spot.team.other)} {100 - own}"

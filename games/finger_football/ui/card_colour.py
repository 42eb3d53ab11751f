"""Whose colour a result card is drawn in: the side whose play it was, never the side the rules
name on the line. A missed field goal's line names the side that takes the ball over, so your
"NO GOOD" came up in the CPU's blue (play-test); a fumble's names the side that recovers it.
Pure: no pygame."""

from __future__ import annotations

from games.finger_football.rules.actions import Team
from games.finger_football.rules.engine import FingerFootball

WINNERS = frozenset({"FINAL WHISTLE"})  # the winner's card, whoever made the last play


def playing(game: FingerFootball) -> Team | None:
    """The side whose play an action now rules on: the offence, or the kicking team on a
    kickoff (None before anyone has the ball)."""
    return game.offense if game.offense is not None else game.kicker


def card_side(headline: str, named: Team | None, played_by: Team | None) -> Team | None:
    """The side a card of ``headline`` is coloured for: ``played_by`` (whose play it was) when
    the card is a play's result, ``named`` (the rules' side) for the final whistle or when no
    side's play is known; None (no side's colour) when the rules name none."""
    if named is None or headline in WINNERS or played_by is None:
        return named
    return played_by

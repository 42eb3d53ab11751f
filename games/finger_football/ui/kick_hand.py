"""A short kick that met the hand: the model's fingers are a cylinder at the crossbar's height,
nothing under them, so a low kick (12° loft) crossed the hands' plane in the air under the fingers
and was told "It rolled under the fingers … NO GOOD - short" while the side view drew it stopping
at the fist, below the fingers' tops (play-test 7). A ball that crossed the plane in the air is
told it hit the hand; "rolled under" is kept for a ball rolling on the table. Pure: no pygame."""

from __future__ import annotations

from sim.kick import KickOutcome

HIT_HAND = "hit the hand below the fingers' tops"  # the call: "NO GOOD - it hit the hand …"
ROLLING = 1e-3  # m: a crossing this near the ball's radius up is a ball rolling on the table


def hit_hand(outcome: KickOutcome, radius: float) -> bool:
    """Did this short kick meet the hand in the air below the fingers' tops (not roll under)?"""
    cross = outcome.cross
    return outcome.reason == "short" and cross is not None and cross[1] > radius + ROLLING


def short_words(outcome: KickOutcome, radius: float) -> str:
    """How a short kick ended, after "It": rolled under, hit the hand, or came down before them."""
    if outcome.cross is None:
        return "came down before the hands"
    return HIT_HAND if hit_hand(outcome, radius) else "rolled under the fingers"

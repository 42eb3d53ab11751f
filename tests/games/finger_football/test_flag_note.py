"""A flick resting on a yellow flag: its card says nothing of the flag until the rest has been
accepted, then the penalty's own card says it (play-test: "On a yellow flag too, but this ruling
comes first: no penalty" came as the slider stopped, then "FLAG ON THE PLAY" and the penalty)."""

from __future__ import annotations

from games.finger_football.rules.actions import JUDGING, Accept, Event, Phase, PlayKind, Team
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from games.finger_football.ui.flag_note import flag_note, on_a_flag
from games.finger_football.ui.moments import PENALTY_WORDS, moment_of
from sim.slider.table import FlickOutcome

from .helpers import MAT, flick_to, outcome
from .test_rules import scrimmage


def _run_onto_the_flag() -> tuple[FingerFootball, Phase, FlickOutcome]:
    """A run called from Red's 22; the game, its phase before the flick, and a flick from where
    it starts to rest on the flag between the circles on the home 30 (as the window holds it)."""
    flag = MAT.flags[0]
    game = FingerFootball.position(Team.RED, 22.0)
    scrimmage(game, PlayKind.RUN, "V2L")
    request = game.request()
    assert isinstance(request, FlickRequest)
    rest = outcome(request.start, (flag.x, flag.y))
    assert on_a_flag(rest)
    return game, game.phase, rest


def test_a_flick_on_a_flag_says_no_word_of_it_until_the_penalty_card() -> None:
    game, before, rest = _run_onto_the_flag()
    flag = MAT.flags[0]
    flicked = flick_to(game, (flag.x, flag.y))
    assert game.phase in JUDGING
    assert flag_note(flicked, rest, before) == ""  # its rest still to be accepted: no "no penalty"
    said: list[Event] = []
    while game.phase in JUDGING:
        said += game.apply(Accept())
    assert game.phase == Phase.PENALTY
    assert flag_note(said, rest, before) == ""  # the penalty's card says it
    m = moment_of(said, game.score)
    assert m is not None and (m.headline, m.detail) == ("FLAG ON THE PLAY", PENALTY_WORDS)


def test_a_flick_ruled_on_something_else_first_says_why_the_flag_did_nothing() -> None:
    # A run that reaches its circle while touching the flag between the circles: the run is
    # ruled, the flag gives no penalty, and the card says why.
    _, before, rest = _run_onto_the_flag()
    ruled = [Event("play", Team.RED, "Red: run complete")]
    assert "no penalty" in flag_note(ruled, rest, before)

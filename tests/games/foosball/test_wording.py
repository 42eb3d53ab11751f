"""The referee's sentences in the players' words, and the line that says who is to act."""

import re

import pytest

from games.foosball.match import FoosMatch
from games.foosball.rules.actions import (
    IN_THE_HOLE,
    Acknowledge,
    DemandCanonical,
    IllegalAction,
    Phase,
    TakeBall,
    TouchBall,
)
from games.foosball.rules.wording import Who, bind, tell
from games.foosball.ui.prompts import Hands, what_now
from sim.foosball.spec import Side

YOU_AND_CPU = {Side.HOME: Who("you", you=True), Side.AWAY: Who("the CPU")}
HOT_SEAT = {Side.HOME: Who("Player 1"), Side.AWAY: Who("Player 2")}
PEOPLE = {Side.HOME: Hands.MOUSE, Side.AWAY: Hands.KEYBOARD}


def test_a_team_is_named_with_its_verb_and_possessive() -> None:
    template = bind("{t} {t:wins|win} the toss; {t:'s} serve; the ball is {t:own}", t=Side.HOME)
    assert tell(template) == "home wins the toss; home's serve; the ball is home's"
    assert tell(template, YOU_AND_CPU) == "you win the toss; your serve; the ball is yours"
    assert tell(bind("{t} {t:wins|win}", t=Side.AWAY), YOU_AND_CPU) == "the CPU wins"


def _calls_and_refusals(seed: int, seconds: float) -> tuple[list[str], list[str]]:
    """Every call of a CPU game's first ``seconds``, and the refusals of actions tried on the way."""
    match = FoosMatch(seed, "club", "club")
    refusals: list[str] = []
    for step in range(round(seconds * 240)):
        if match.ref.is_over():
            break
        match.step()
        if step % 97 == 0:
            for action in (
                TakeBall(Side.HOME),
                TouchBall(Side.AWAY),
                DemandCanonical(Side.AWAY),
                Acknowledge(Side.HOME),
            ):
                try:
                    match.ref.apply(action)
                except IllegalAction as exc:
                    refusals.append(exc.template)
                    break
    return [c.template for c in match.ref.log], refusals


@pytest.mark.parametrize("seed", [0, 1])
def test_no_call_or_refusal_names_a_team_by_the_rulebook_once_told(seed: int) -> None:
    calls, refusals = _calls_and_refusals(seed, 40.0)
    assert calls and refusals
    for template in calls + refusals:
        bare = re.sub(r"\{[^}]*\}", "", template)  # what is written whoever reads it
        assert not re.search(r"\bhome\b|\baway\b(?! from)", bare), template
        for names in (YOU_AND_CPU, HOT_SEAT):
            told = tell(template, names)
            assert "{" not in told and "}" not in told


def test_whenever_play_waits_the_line_says_who_acts_and_how() -> None:
    """Over the first minute of two games: whenever the rules wait on someone, the line under the
    table names them and what to press or drag; while the ball is served, what is happening."""
    seen: set[Phase] = set()
    for seed in (0, 1):
        match = FoosMatch(seed, "club", "club")
        for _ in range(60 * 240):
            if match.ref.is_over():
                break
            match.step()
            ref = match.ref
            line = what_now(ref, HOT_SEAT, PEOPLE)
            if ref.phase == Phase.PLAY and not ref.failure:
                assert line == ""
                continue
            seen.add(ref.phase)
            assert line and line[0].isupper()
            if ref.is_over():
                assert "game is over" in line
            elif ref.phase in IN_THE_HOLE:
                assert "rolling in" in line
            else:
                assert "Player" in line and ("press" in line or "drag" in line), line
            assert what_now(ref, YOU_AND_CPU, {Side.HOME: Hands.MOUSE, Side.AWAY: Hands.CPU})
    assert {Phase.SERVE, Phase.SERVING} <= seen

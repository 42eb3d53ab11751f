"""Every game's play-by-play is one event type: its kinds are the game's vocabulary, its JSON
the same shape in every game, and a game saved before either still loads."""

from __future__ import annotations

import json

import pytest

from games.all_pro.rules.actions import Event as AllProEvent
from games.all_pro.rules.board import Team as AllProTeam
from games.core import Event
from games.finger_football.rules.actions import Event as FingerEvent
from games.finger_football.rules.actions import Team as FingerTeam
from games.foosball.rules.actions import Event as FoosEvent
from games.tortellini.rules.actions import Event as TortelliniEvent
from games.tortellini.rules.actions import Team as TortelliniTeam
from sim.foosball.spec import Side

EVENTS: list[Event] = [  # type: ignore[type-arg]
    AllProEvent("penalty", "{home}: offside, 5 yards", AllProTeam.HOME, 0, (3, 4)),
    FingerEvent("play", "{red}: run complete", FingerTeam.RED, 0, data={"rest": (0.5, -0.1)}),
    FoosEvent("payout", "{away} {away:takes|take} the kitty", Side.AWAY, 10),
    TortelliniEvent("goal", "{one} {one:scores|score}", TortelliniTeam.ONE),
]


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: type(e).__module__.split(".")[1])
def test_an_event_round_trips_through_json_in_every_game(event: Event) -> None:  # type: ignore[type-arg]
    data = json.loads(json.dumps(event.to_json()))
    assert set(data) == {"kind", "template", "team", "points", "dice", "data"}
    again = type(event).from_json(data)
    assert again == event and again.data == event.data and again.text == event.text


@pytest.mark.parametrize("event", EVENTS, ids=lambda e: type(e).__module__.split(".")[1])
def test_a_kind_the_game_does_not_know_is_refused_when_the_event_is_made(event: Event) -> None:  # type: ignore[type-arg]
    with pytest.raises(ValueError, match="'touchdwon' is not a kind of event of this game"):
        type(event)("touchdwon", "{x}")


def test_a_kind_is_the_games_own_word_and_still_reads_as_a_string() -> None:
    e = FoosEvent("dead ball", "the dead ball moved: play on")
    assert e.kind == "dead ball" and type(e.kind) is FoosEvent.KINDS and e.kind.name == "DEAD_BALL"


def test_an_event_saved_before_templates_loads_with_its_text_as_it_was_told() -> None:
    """Older saves held the line told already, braces and all, and only their own game's fields."""
    old = {"kind": "goal", "text": "team one scores {again}", "team": "one"}
    e = TortelliniEvent.from_json(old)
    assert e.text == "team one scores {again}" and e.points == 0 and e.dice == ()
    legacy = FingerEvent.from_json(["score", "Red: TOUCHDOWN: +6", "red", 6])
    assert legacy.text == "Red: TOUCHDOWN: +6" and legacy.points == 6 and legacy.team == FingerTeam.RED


def test_an_event_is_told_in_the_readers_names() -> None:
    e = EVENTS[2]
    assert e.text == "away takes the kitty"
    from games.core.wording import Who

    assert e.told({Side.HOME: Who("Player 1"), Side.AWAY: Who("you", you=True)}) == "you take the kitty"

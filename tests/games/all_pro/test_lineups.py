"""Lining up: a formation the snap cannot follow is refused when it is set, with the reason."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.all_pro.rules.actions import Formation, IllegalAction, Phase, Snap
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.lineups import SNAP_REFUSAL

HOME, AWAY = Team.HOME, Team.AWAY


def to_line_up(line: int = 50) -> AllPro:
    return AllPro.position({}, line=line, phase=Phase.FORMATION)


def test_a_formation_with_nobody_behind_the_center_is_refused_with_the_reason() -> None:
    """ "The ball is taken from the Center and placed on the Quarterback, who must be in a direct
    line behind the Center": the unbalanced line's only man behind the Center moved to the flank."""
    game = to_line_up()
    places = game.formation_places(HOME, "unbalanced")
    places["home.B1"] = (0, 8)
    assert game.snap_refusal(HOME, places) == SNAP_REFUSAL
    with pytest.raises(IllegalAction, match="directly behind the Center"):
        game.apply(Formation(HOME, "", tuple(places.items())))
    assert game.phase == Phase.FORMATION and game.forming == HOME  # still the offence's to line up


def test_a_man_two_rows_behind_the_center_takes_the_snap() -> None:
    game = to_line_up()
    places = game.formation_places(HOME, "unbalanced")
    centre = places["home.C"]
    places["home.B1"], places["home.B4"] = (0, 8), (centre[0], centre[1] - 2)
    assert game.snap_refusal(HOME, places) is None
    game.apply(Formation(HOME, "", tuple(places.items())))
    game.apply(Formation(AWAY, "7-2-2"))
    assert game.legal_actions() == [Snap("home.B4")]


def test_the_away_offence_is_read_from_its_own_side() -> None:
    """Away attacks towards lower rows: behind its Center is a higher row."""
    game = AllPro.position({}, line=50, offence=AWAY, phase=Phase.FORMATION)
    places = game.formation_places(AWAY, "unbalanced")
    assert game.snap_refusal(AWAY, places) is None
    centre = places["away.C"]
    places["away.B1"] = (0, centre[1] + 1)
    assert game.snap_refusal(AWAY, places) == SNAP_REFUSAL


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_every_formation_the_rules_accept_can_be_snapped(data: st.DataObject) -> None:
    """Any placement on the offence's side (its men moved anywhere free there): refused, or the
    defence lines up and the snap is open."""
    game = to_line_up(line=data.draw(st.sampled_from([5, 25, 50, 80, 95])))
    name = data.draw(st.sampled_from(["T", "balanced", "unbalanced", "punt"]))
    places = game.formation_places(HOME, name)
    for _ in range(data.draw(st.integers(0, 6))):
        man = data.draw(st.sampled_from(sorted(places)))
        col = data.draw(st.integers(0, 10))
        row = data.draw(st.integers(0, 23))
        if (col, row) not in places.values() and game.lineup_refusal(man, (col, row)) is None:
            places[man] = (col, row)
    try:
        game.apply(Formation(HOME, "", tuple(places.items())))
    except IllegalAction:
        assert game.phase == Phase.FORMATION and game.legal_actions()  # a named formation is still offered
        return
    game.apply(Formation(AWAY, data.draw(st.sampled_from(["7-2-2", "5-4-2"]))))
    assert any(isinstance(a, Snap) for a in game.legal_actions())

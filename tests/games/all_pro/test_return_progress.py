"""A kick returned upfield is not whistled dead "for no ground gained" (play-test: a punt run
back from the CPU's 30 to the player's 35 in three series was whistled): once the ball changes
hands in a play its progress is counted forward for its new side. Recordings of rules version 5
keep the old count (``progress_on_change = "kept"``), so they replay as they were played."""

from __future__ import annotations

import pytest

from games.all_pro.rules.actions import Call, EndSeries, Options, Phase, Snap, Step
from games.all_pro.rules.board import row_behind
from games.all_pro.rules.engine import AllPro
from games.all_pro.spec import SPEC

from .helpers import AWAY, HOME, Dice, play, position

C, QB, DB = "home.C", "home.B1", "away.B1"


def _punt_returned(progress_on_change: str) -> AllPro:
    """Home punts from midfield (two dice: 7 spaces); away's back picks it up and runs it back
    upfield, a square a move, while home stands. Four of away's series."""
    r = row_behind(50, HOME)
    men = {C: (5, r), QB: (5, r - 2), DB: (6, r + 5)}
    game = position(
        men, C, line=50, down=4, dice=Dice(3, 4), snapped=False, progress_on_change=progress_on_change
    )
    game.apply(Snap(QB))
    play(game, [EndSeries(), Call("punt"), EndSeries()])
    assert game.offence == AWAY and game.mover == AWAY
    for _ in range(4):
        if game.phase != Phase.PLAY:
            break
        for _ in range(3):
            steps = [a for a in game.legal_actions() if isinstance(a, Step) and a.man == DB]
            ball = game.ball_square()
            if game.carrier != DB and ball is not None:
                steps = [s for s in steps if s.to == ball] or steps
            best = min(steps, key=lambda s: (s.to[1] * AWAY.forward * -1, abs(s.to[0] - 6)))
            game.apply(best)
        game.apply(EndSeries())
        if game.phase == Phase.PLAY and game.mover == HOME:
            game.apply(EndSeries())
    return game


def test_a_punt_run_back_upfield_is_not_whistled_for_no_ground_gained() -> None:
    game = _punt_returned("afresh")
    whistles = [e.text for e in game.log if e.kind == "whistle"]
    assert whistles == [], whistles
    assert game.phase == Phase.PLAY and game.carrier == DB


def test_version_5_recordings_keep_the_old_count() -> None:
    assert SPEC.options_played({"rules_version": 5, "options": {}})["progress_on_change"] == "kept"
    game = _punt_returned("kept")
    assert any("no ground gained" in e.text for e in game.log if e.kind == "whistle")


def test_the_option_is_checked() -> None:
    with pytest.raises(ValueError, match="progress_on_change"):
        Options(progress_on_change="sometimes")  # type: ignore[arg-type]

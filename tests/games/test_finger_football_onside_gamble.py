"""The CPU's onside kick is "a gamble for when you are behind" (the rules page): a play-tester
watched the club kick onside after every touchdown while leading 6-0, 13-0, 25-0 and 31-0, and had
the ball twice in 14 minutes. Seeded headless games at every level: every onside kick the CPU
tries comes while it trails in the last quarter (tools/ff_cpu_options.py counts it; docs/bots.md)."""

from __future__ import annotations

from collections import Counter

import pytest

from games.finger_football.players.levels import LEVELS
from games.finger_football.rules.actions import Action, ChooseKickoff
from games.finger_football.rules.engine import FingerFootball
from tests.games.finger_football.test_cpu_options import club, kickoff
from tools import ff_cpu_options


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_kicks_onside_only_when_trailing_in_the_last_quarter(level: str) -> None:
    total = sum((ff_cpu_options.tally((seed, level, level)) for seed in range(6)), start=Counter())
    onside = {k: v for k, v in total.items() if k.startswith("kickoff: onside")}
    assert set(onside) <= {"kickoff: onside, trailing, last quarter"}, onside
    assert total["kickoff: plain, leading, earlier"] > 0  # the club once went onside on all of these
    assert sum(onside.values()) <= total["games"] * 2  # was 16 a game for the club


def test_the_club_behind_late_still_gambles() -> None:
    """Trailing by a touchdown with three plays left the club goes onside: a plain kickoff gives
    the ball away for most of what is left."""
    game: FingerFootball = kickoff(20, 27, quarter=4, plays=17)
    action: Action = club().decide(game)
    assert action == ChooseKickoff(True)

"""The weaker All-Pro CPU plays worse than the coach, not absurdly: its pass calls are thrown,
not sacked, and it goes for it on 4th and short in the opponent's half (docs/bots.md)."""

import os
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest

from games.all_pro.match import play_game


def _choices(seed: int) -> Counter[str]:
    """Its pass calls and how each ended, and its 4th-down line-ups, in one game against itself."""
    c: Counter[str] = Counter()
    passing, fourth = False, False
    for e in play_game(seed, "cpu", "cpu").log:
        if e.kind == "down" and e.text.startswith("4th"):
            fourth = True
        elif fourth and e.kind == "formation":
            # The coach's hands line up deep to kick ("deep kick", "field goal kick").
            kicks = any(word in e.text for word in ("punt", "deep kick", "field goal kick"))
            c["4th: punt" if kicks else "4th: go"] += 1
            fourth = False
        if e.kind == "call" and "PASS" in e.text:
            passing = True
            c["pass calls"] += 1
        elif passing and e.kind == "pass":
            passing = False
        elif passing and e.kind in ("tackle", "down", "fumble"):
            c["sacks"] += 1
            passing = False
    return c


@pytest.mark.slow
def test_the_weak_cpu_is_rarely_sacked_and_sometimes_goes_for_it() -> None:
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        total = sum(pool.map(_choices, range(40), chunksize=5), Counter())
    assert total["sacks"] * 10 <= total["pass calls"]
    # Both happen: a punt from its own half, going for it on short yardage in the other half (how
    # often each depends on where its drives stall: tests/games/all_pro/test_coach_offence.py).
    assert total["4th: go"] > 0 and total["4th: punt"] > 0

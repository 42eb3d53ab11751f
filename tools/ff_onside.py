"""When the CPU tries an onside kick, over seeded headless games (docs/bots.md):

    python -m tools.ff_onside --games 100 --red club --blue novice

Every kickoff choice the bots make is counted with the kicker's score margin and the quarter, then
printed as JSON: onside kicks a game, how many of them were recovered, and how many came while
the kicker led, was level or trailed, early or in the last quarter. The games are
``match.play_game``'s, seed by seed.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

from games.finger_football.match import play_game
from games.finger_football.players.bot import Bot
from games.finger_football.players.estimates import late
from games.finger_football.rules.actions import Action, ChooseKickoff
from games.finger_football.rules.engine import FingerFootball


def when(game: FingerFootball) -> str:
    """The kicker's standing as it chooses its kickoff: leading, level or trailing, early or late."""
    kicker = game.kicker
    assert kicker is not None
    margin = game.score[kicker] - game.score[kicker.other]
    standing = "leading" if margin > 0 else "level" if margin == 0 else "trailing"
    return f"{standing}, {'last quarter' if late(game) else 'earlier'}"


def tally(args: tuple[int, str, str]) -> Counter[str]:
    """One game's kickoff choices, counted by what they were and when."""
    seed, red, blue = args
    counts: Counter[str] = Counter()
    decide = Bot.decide

    def counted(bot: Bot, game: FingerFootball) -> Action:
        action = decide(bot, game)
        if isinstance(action, ChooseKickoff):
            kind = "onside" if action.onside else "plain"
            counts[f"{kind} kickoffs"] += 1
            counts[f"{kind}: {when(game)}"] += 1
        return action

    Bot.decide = counted  # type: ignore[method-assign,assignment]
    try:
        summary = play_game(seed, red, blue)
    finally:
        Bot.decide = decide  # type: ignore[method-assign]
    counts["onside kicks recovered"] += sum(
        1 for e in summary.log if e.kind == "possession" and e.data.get("how") == "onside"
    )
    counts["games"] += 1
    return counts


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--red", default="club")
    parser.add_argument("--blue", default="club")
    parser.add_argument("--jobs", type=int, default=1)
    a = parser.parse_args(argv)
    work = [(a.seed + k, a.red, a.blue) for k in range(a.games)]
    total: Counter[str] = Counter()
    with ProcessPoolExecutor(a.jobs) as pool:
        for counts in pool.map(tally, work, chunksize=5):
            total.update(counts)
    games = max(1, total["games"])
    out: dict[str, float] = dict(sorted(total.items()))
    out["onside kicks a game"] = round(total["onside kickoffs"] / games, 2)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()

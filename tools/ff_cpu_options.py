"""How often the CPU takes each option the rulebook gives it, over seeded games (docs/bots.md):

    python -m tools.ff_cpu_options --games 200 --red club --blue club --jobs 2

Every decision the bots make is counted by what it was between (a punt is counted with its
down; a kickoff with the kicker's standing: leading, level or trailing, early or in the last
quarter), with the onside kicks recovered, then the totals are printed as JSON. The games are
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
from games.finger_football.rules.actions import (
    Action,
    CallPlay,
    ChooseConversion,
    ChooseKick,
    ChooseKickoff,
    ChooseTarget,
    PenaltyChoice,
    Phase,
)
from games.finger_football.rules.engine import FingerFootball
from tools.options import GAMES, JOBS, SEED


def name(game: FingerFootball, action: Action) -> str | None:
    """The option an action takes, as the tally counts it (None: not one it counts)."""
    if isinstance(action, ChooseKick):
        when = "toss" if game.phase == Phase.TOSS_CHOICE else "halftime"
        return f"{when}: {'kick off' if action.kick else 'receive'}"
    if isinstance(action, CallPlay):
        return f"down {game.down}: {action.call.value}"
    if isinstance(action, ChooseTarget):
        return f"choice: {action.target.kind.value}"
    if isinstance(action, PenaltyChoice):
        return f"penalty: {'accept' if action.accept else 'refuse'}"
    if isinstance(action, ChooseConversion):
        return f"conversion: {action.conversion.value}"
    if isinstance(action, ChooseKickoff):
        return f"kickoff: {'onside' if action.onside else 'plain'}, {standing(game)}"
    return None


def standing(game: FingerFootball) -> str:
    """The kicker's standing as it chooses its kickoff: leading, level or trailing, early or late."""
    kicker = game.kicker
    assert kicker is not None
    margin = game.score[kicker] - game.score[kicker.other]
    side = "leading" if margin > 0 else "level" if margin == 0 else "trailing"
    return f"{side}, {'last quarter' if late(game) else 'earlier'}"


def tally(args: tuple[int, str, str]) -> Counter[str]:
    """One game's decisions, counted."""
    seed, red, blue = args
    counts: Counter[str] = Counter()
    decide = Bot.decide

    def counted(bot: Bot, game: FingerFootball) -> Action:
        action = decide(bot, game)
        key = name(game, action)
        if key is not None:
            counts[key] += 1
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
    parser.add_argument("--games", type=GAMES, default=200)
    parser.add_argument("--seed", type=SEED, default=0)
    parser.add_argument("--red", default="club")
    parser.add_argument("--blue", default="club")
    parser.add_argument("--jobs", type=JOBS, default=1)
    a = parser.parse_args(argv)
    work = [(a.seed + k, a.red, a.blue) for k in range(a.games)]
    total: Counter[str] = Counter()
    with ProcessPoolExecutor(a.jobs) as pool:
        for counts in pool.map(tally, work, chunksize=10):
            total.update(counts)
    out: dict[str, float] = dict(sorted(total.items()))
    onside = sum(n for key, n in total.items() if key.startswith("kickoff: onside"))
    out["onside kicks a game"] = round(onside / max(1, total["games"]), 2)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()

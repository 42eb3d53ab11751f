"""The window's telling of a turn (games/tortellini/ui/story.py) against the engine that resolves
it: the same moves, the same pass, the same change of hands, on random games."""

import numpy as np

from games.core.wording import Who
from games.tortellini.players.bot import random_plan
from games.tortellini.rules.actions import Phase, Plan, Team
from games.tortellini.rules.engine import Tortellini
from games.tortellini.ui.story import plan_lines, story

ONE, TWO = Team.ONE, Team.TWO
NAMES = {ONE: Who("you", you=True), TWO: Who("the CPU")}


def _placed(game: Tortellini, rng: np.random.Generator) -> None:
    while game.phase == Phase.SETUP:
        actions = game.legal_actions()
        game.apply(actions[int(rng.integers(len(actions)))])


def test_the_story_of_a_turn_is_what_the_engine_does() -> None:
    rng = np.random.default_rng(7)
    seen = {"pass": 0, "interception": 0, "tackle": 0, "goal": 0}
    for seed in range(40):
        game = Tortellini(seed)
        for _ in range(60):
            if game.is_over():
                break
            _placed(game, rng)
            plans = {t: random_plan(game, t, rng) for t in Team}
            turn = story(game, plans)
            score = dict(game.score)
            events = game.submit(plans[ONE]) + game.submit(plans[TWO])
            kinds = {e.kind for e in events}
            assert turn.goal == ("goal" in kinds)
            assert (turn.interceptor is not None) == ("interception" in kinds)
            assert (turn.tackler is not None) == ("turnover" in kinds)
            if turn.goal:
                assert game.score[turn.holder[0]] == score[turn.holder[0]] + 1
            else:
                assert game.carrier == turn.holder
                assert {c: sq for c, sq in game.chips.items()} == dict(turn.after)
            seen["pass"] += turn.receiver is not None
            seen["interception"] += turn.interceptor is not None
            seen["tackle"] += turn.tackler is not None
            seen["goal"] += turn.goal
    assert all(n > 0 for n in seen.values()), seen


def test_the_plans_line_says_who_passes_to_whom() -> None:
    chips = {(ONE, "red"): (1, 1), (ONE, "white"): (1, 6), (ONE, "blue"): (5, 1)}
    chips |= {(TWO, "red"): (3, 3), (TWO, "white"): (4, 4), (TWO, "blue"): (6, 6)}
    game = Tortellini.position(chips, (ONE, "red"))
    plans = {ONE: Plan(ONE, ("P", "P", "N")), TWO: Plan(TWO, ("S", "S", "S"))}
    lines = plan_lines(story(game, plans), NAMES)
    assert lines == [
        "You: red passes to white (b2 to b7), blue up",  # as the screen shows it, for both sides
        "The CPU: red down, white down, blue down",
    ]

"""The coach varies its offence (newcomer 6/10: "the CPU always uses the same formation and the
same hand-off"): between the snaps it calls plays from every formation and means its hand-offs
for different backs, drawn from its own seeded generator, so a game replays alike; the variety
costs it no ground (docs/bots.md has the figures)."""

from __future__ import annotations

from collections import Counter

import numpy as np

from games.all_pro.match import play_game
from games.all_pro.players.planner import Play
from games.all_pro.players.playbook import AGAIN, PLAYBOOK, RUNS, draw_play, meant_back, play_weights
from games.all_pro.rules.actions import Action, Formation, HandOff, Snap
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro


def _offence(seed: int) -> tuple[list[str], list[str]]:
    """The coach's (away) formations and the backs its first hand-off after each snap went to."""
    formations: list[str] = []
    first_hand_offs: list[str] = []
    snapped = [False]

    def watch(game: AllPro):  # type: ignore[no-untyped-def]
        original = game.apply

        def apply(action: Action):  # type: ignore[no-untyped-def]
            if game.offence == Team.AWAY and game.team_to_move() == Team.AWAY:
                if isinstance(action, Formation) and action.name in ("T", "balanced", "unbalanced"):
                    formations.append(action.name)
                if isinstance(action, Snap):
                    snapped[0] = True
                elif isinstance(action, HandOff) and snapped[0]:
                    first_hand_offs.append(action.to.partition(".")[2])
                    snapped[0] = False
            return original(action)

        game.apply = apply  # type: ignore[method-assign]
        return lambda action: None

    play_game(seed, "cpu", "coach", watch=watch)
    return formations, first_hand_offs


def test_the_coach_lines_up_in_every_formation_and_hands_off_to_different_backs() -> None:
    formations: Counter[str] = Counter()
    backs: Counter[str] = Counter()
    for seed in range(3):
        lined, handed = _offence(seed)
        formations.update(lined)
        backs.update(handed)
    total = sum(formations.values())
    assert set(formations) == {"T", "balanced", "unbalanced"}, formations
    assert max(formations.values()) < 0.7 * total, formations  # it was the T 9 downs in 10
    assert len([b for b in backs if b.startswith("B")]) >= 3, backs


def test_the_coach_s_calls_replay_alike_from_its_seed() -> None:
    assert _offence(4) == _offence(4)


def test_a_play_is_seldom_called_twice_running() -> None:
    rng, last, repeats = np.random.default_rng(0), None, 0
    weights = play_weights(1, 10, 30)
    for _ in range(2000):
        call = draw_play(weights, last, rng)
        repeats += call == last
        last = call
    # Runs are spread over six plays, each then a quarter as likely: about one call in ten.
    assert repeats < 2000 * 0.15, repeats
    assert AGAIN < 1 and set(RUNS) <= set(PLAYBOOK)


def test_the_hand_off_goes_to_the_meant_back_only_when_his_way_is_about_as_clear() -> None:
    dive = Play("dive", "T", hand_off=True, back="B3")
    assert meant_back(dive, {"away.B2": 0.0, "away.B3": 0.25}) == "away.B3"
    assert meant_back(dive, {"away.B2": 0.0, "away.B3": 2.0}) == "away.B2"  # crowded: the clearest
    assert meant_back(Play("hand-off", "T", hand_off=True), {"away.B4": 1.0, "away.B2": 0.5}) == "away.B2"
    assert meant_back(dive, {}) is None

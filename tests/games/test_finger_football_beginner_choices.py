"""The beginner CPU chooses as a person would (play-test: it picked Zone 1's middle run on its own
45 every time and took four short touchdown tries in a row, never a field goal on 4th down)."""

from games.finger_football.match import Physics, make_player
from games.finger_football.players.beginner import KICK_FROM
from games.finger_football.rules.actions import Call, CallPlay, ChooseTarget, Dice, Direction, PlayKind, Team
from games.finger_football.rules.engine import FingerFootball

PHYSICS = Physics(FingerFootball().mat)


def call(own: float, down: int, seed: int = 3) -> Call:
    game = FingerFootball.position(Team.RED, own, down=down, seed=seed)
    action = make_player("beginner", seed, Team.RED, PHYSICS).decide(game)
    assert isinstance(action, CallPlay)
    return action.call


def test_on_4th_down_far_out_it_kicks_and_close_in_it_still_goes_for_it() -> None:
    assert call(100 - KICK_FROM - 8, down=4) == Call.FIELD_GOAL
    assert call(100 - KICK_FROM - 8, down=1) == Call.TOUCHDOWN  # early downs: it tries
    assert call(96.0, down=4) == Call.TOUCHDOWN  # 4 yd out: a try scores more often than not


def test_offered_a_choice_of_circles_it_does_not_always_pick_the_same() -> None:
    picked = set()
    for seed in range(12):
        game = FingerFootball.position(Team.RED, 25.0, seed=seed)
        game.apply(CallPlay(Call.ROLL))
        game.apply_dice(Dice(1, PlayKind.RUN, Direction.CHOICE))
        bot = make_player("beginner", seed, Team.RED, PHYSICS)
        action = bot.decide(game)
        assert isinstance(action, ChooseTarget)
        values = bot.target_values(game)
        assert values[action.target] >= max(values.values()) - 0.1 - 1e-9, "a sensible circle"
        picked.add(action.target.label)
    assert len(picked) >= 2

"""Tortellini Football's rules on set positions (team one's home row is row 0)."""

import json

import pytest

from games.tortellini.rules.actions import Event, IllegalAction, Joint, Options, Phase, Place, Plan, Team
from games.tortellini.rules.engine import Chip, Tortellini

ONE, TWO = Team.ONE, Team.TWO


def board(
    chips: dict[Chip, tuple[int, int]],
    carrier: Chip,
    score: dict[Team, int] | None = None,
    **options: object,
) -> Tortellini:
    """A turn about to be planned with the chips where the test says (and the score)."""
    return Tortellini.position(chips, carrier, options=Options(first_ball="one", **options), score=score)  # type: ignore[arg-type]


def spread(**moved: tuple[int, int]) -> dict[Chip, tuple[int, int]]:
    """Team one at (1,1), (3,1), (5,1); team two at (1,6), (3,6), (5,6); some moved."""
    chips: dict[Chip, tuple[int, int]] = {
        (ONE, "red"): (1, 1),
        (ONE, "white"): (3, 1),
        (ONE, "blue"): (5, 1),
        (TWO, "red"): (1, 6),
        (TWO, "white"): (3, 6),
        (TWO, "blue"): (5, 6),
    }
    for name, square in moved.items():
        team, chip = name.split("_")
        chips[(Team(team), chip)] = square
    return chips


def turn(game: Tortellini, one: tuple[str, str, str], two: tuple[str, str, str]) -> list[Event]:
    return game.apply(Joint(Plan(ONE, one), Plan(TWO, two)))


# ----------------------------------------------------------------------------- setting up


def test_the_toss_is_seeded_and_either_team_can_win_it() -> None:
    assert {Tortellini(s).offence for s in range(20)} == {ONE, TWO}
    assert Tortellini(3).offence == Tortellini(3).offence


def test_alternate_placement_on_the_home_rows_offence_first_the_ball_on_its_first_chip() -> None:
    game = Tortellini(0, Options(first_ball="two"))
    assert game.to_place() == TWO and game.legal_actions(ONE) == []
    with pytest.raises(IllegalAction, match="turn to place"):
        game.apply(Place(ONE, "red", 3))
    game.apply(Place(TWO, "white", 4))
    assert game.chips[(TWO, "white")] == (4, 7) and game.carrier == (TWO, "white")
    for action in (Place(ONE, "red", 0), Place(TWO, "red", 4), Place(ONE, "white", 1)):
        game.apply(action)
    with pytest.raises(IllegalAction, match="still to place"):
        game.apply(Place(TWO, "white", 2))
    for action in (Place(TWO, "blue", 5), Place(ONE, "blue", 7)):
        game.apply(action)
    assert game.phase == Phase.PLAN and game.chips[(ONE, "blue")] == (7, 0)
    assert game.chips[(TWO, "red")] == game.chips[(TWO, "white")]  # chips may share squares


# ----------------------------------------------------------------------------- planning


def test_every_chip_not_passing_must_move_and_never_off_the_board() -> None:
    game = board(spread(one_red=(0, 0)), (ONE, "red"))
    assert game.check_plan(Plan(ONE, ("N", "N", "N"))) is None
    assert "off the board" in (game.check_plan(Plan(ONE, ("S", "N", "N"))) or "")
    assert "not a direction" in (game.check_plan(Plan(ONE, ("", "N", "N"))) or "")
    # A chip in the corner has 3 moves, the others 8: 3 * 8 * 8 plans without a pass.
    assert sum(1 for p in game.plans(ONE) if "P" not in p.orders) == 3 * 8 * 8


def test_a_pass_is_two_aligned_chips_one_of_them_the_carrier() -> None:
    game = board(spread(one_white=(3, 3)), (ONE, "red"))  # white on red's diagonal, blue on its row
    ok = Plan(ONE, ("P", "P", "N"))
    assert game.check_plan(ok) is None and ok in game.plans(ONE)
    assert "exactly two" in (game.check_plan(Plan(ONE, ("P", "N", "N"))) or "")
    assert "the ball" in (game.check_plan(Plan(ONE, ("N", "P", "P"))) or "")
    off_line = board(spread(one_white=(2, 4)), (ONE, "red"))
    assert "line" in (off_line.check_plan(Plan(ONE, ("P", "P", "N"))) or "")
    assert "only the team with the ball" in (game.check_plan(Plan(TWO, ("P", "P", "S"))) or "")
    # Passes to white (diagonal) and to blue (same row), the third chip moving anywhere: 2 * 8.
    assert sum(1 for p in game.plans(ONE) if "P" in p.orders) == 16


def test_an_illegal_plan_is_refused_with_the_reason() -> None:
    game = board(spread(), (ONE, "red"))
    with pytest.raises(IllegalAction, match="team one"):
        turn(game, ("P", "N", "N"), ("S", "S", "S"))
    with pytest.raises(IllegalAction, match="team two's"):
        game.apply(Joint(Plan(TWO, ("S", "S", "S")), Plan(TWO, ("S", "S", "S"))))


# ----------------------------------------------------------------------------- movement


def test_all_chips_move_at_once() -> None:
    game = board(spread(), (ONE, "red"))
    turn(game, ("N", "NE", "E"), ("S", "SW", "W"))
    assert game.chips[(ONE, "red")] == (1, 2) and game.chips[(ONE, "blue")] == (6, 1)
    assert game.chips[(TWO, "white")] == (2, 5) and game.carrier == (ONE, "red")


def test_a_pass_with_a_clear_lane_is_caught() -> None:
    game = board(spread(one_white=(1, 5)), (ONE, "red"))  # white four squares up red's column
    turn(game, ("P", "P", "N"), ("E", "E", "E"))
    assert game.carrier == (ONE, "white")
    # Two's red stepping down onto the receiver takes the ball from him as he catches it.
    tackled = board(spread(one_white=(1, 5)), (ONE, "red"))
    turn(tackled, ("P", "P", "N"), ("S", "S", "S"))
    assert tackled.carrier == (TWO, "red")


def test_a_defender_on_the_line_intercepts_the_one_nearest_the_receiver() -> None:
    # Red passes up column 1 to white at (1, 6); two's red and white end on (1, 3) and (1, 4).
    chips = spread(one_white=(1, 6), two_red=(1, 2), two_white=(1, 3), two_blue=(6, 6))
    game = board(chips, (ONE, "red"))
    turn(game, ("P", "P", "N"), ("N", "N", "S"))
    assert game.carrier == (TWO, "white") and game.offence == TWO
    assert "INTERCEPTED" in game.log[-1].text


def test_pass_timing_decides_whether_a_defender_stepping_into_the_lane_intercepts() -> None:
    chips = spread(one_white=(1, 5), two_red=(0, 3))  # two's red steps east into the lane
    after = board(chips, (ONE, "red"))
    turn(after, ("P", "P", "N"), ("E", "S", "S"))
    assert after.carrier == (TWO, "red")
    before = board(chips, (ONE, "red"), pass_timing="before")
    turn(before, ("P", "P", "N"), ("E", "S", "S"))
    assert before.carrier == (ONE, "white")


def test_a_defender_landing_on_the_carrier_takes_the_ball_red_first_when_two_land() -> None:
    chips = spread(one_red=(3, 3), two_white=(4, 5), two_blue=(2, 5))
    game = board(chips, (ONE, "red"))
    turn(game, ("N", "N", "N"), ("S", "SW", "SE"))  # red to (3, 4); white and blue land there
    assert game.carrier == (TWO, "white") and game.offence == TWO
    assert "takes the ball" in game.log[-1].text


def test_a_carrier_and_a_defender_swapping_squares_is_no_turnover_unless_chosen() -> None:
    chips = spread(one_red=(3, 3), two_red=(3, 4))
    game = board(chips, (ONE, "red"))
    turn(game, ("N", "N", "N"), ("S", "S", "S"))
    assert game.carrier == (ONE, "red")
    strict = board(chips, (ONE, "red"), swap_is_turnover=True)
    turn(strict, ("N", "N", "N"), ("S", "S", "S"))
    assert strict.carrier == (TWO, "red")


# ----------------------------------------------------------------------------- goals


def test_a_goal_gives_the_ball_to_the_opponent_and_clears_the_board() -> None:
    game = board(spread(one_red=(2, 6)), (ONE, "red"))
    turn(game, ("N", "N", "N"), ("S", "S", "S"))
    assert game.score == {ONE: 1, TWO: 0}
    assert game.phase == Phase.SETUP and game.offence == TWO and game.to_place() == TWO
    assert all(square is None for square in game.chips.values()) and game.carrier is None


def test_a_completed_pass_to_a_chip_on_the_goal_row_is_a_goal() -> None:
    game = board(spread(one_red=(1, 3), one_white=(1, 7)), (ONE, "red"))
    turn(game, ("P", "P", "N"), ("E", "E", "E"))
    assert game.score[ONE] == 1


def test_five_goals_win() -> None:
    game = board(spread(one_red=(2, 6)), (ONE, "red"), score={ONE: 4})
    turn(game, ("N", "N", "N"), ("S", "S", "S"))
    assert game.is_over() and game.winner == ONE and "WINS 5-0" in game.log[-1].text


# ----------------------------------------------------------------------------- secrecy and saving


def test_a_player_never_sees_the_other_plan_before_the_reveal() -> None:
    game = board(spread(), (ONE, "red"))
    game.submit(Plan(ONE, ("NE", "N", "NW")))
    theirs = game.observation(TWO)
    assert theirs["my_plan"] is None and theirs["other_has_planned"] is True
    assert "NE" not in json.dumps(theirs)
    assert game.observation(ONE)["my_plan"] == ["NE", "N", "NW"]
    with pytest.raises(IllegalAction, match="already planned"):
        game.submit(Plan(ONE, ("N", "N", "N")))
    events = game.submit(Plan(TWO, ("S", "S", "S")))
    assert events and game.chips[(ONE, "red")] == (2, 2)


def test_a_game_read_back_from_json_goes_on_the_same() -> None:
    game = board(spread(), (ONE, "red"))
    game.submit(Plan(ONE, ("N", "N", "N")))
    copy = Tortellini.from_json(json.loads(json.dumps(game.to_json())))
    assert copy.to_json() == game.to_json()
    assert [e.text for e in copy.submit(Plan(TWO, ("S", "S", "S")))] == [
        e.text for e in game.submit(Plan(TWO, ("S", "S", "S")))
    ]


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="pass_timing"):
        Options(pass_timing="during")
    with pytest.raises(ValueError, match="unknown Tortellini option"):
        Options.from_json({"overtime": 1})


@pytest.mark.parametrize(
    ("chips", "carrier", "words"),
    [
        ({(ONE, "red"): (1, 8)}, (ONE, "red"), "off the board"),
        ({(ONE, "red"): (1, 1)}, (ONE, "white"), "not on the board"),
        ({(ONE, "green"): (1, 1)}, (ONE, "green"), "no chip"),
    ],
)
def test_a_position_that_cannot_be_is_refused_with_the_reason(
    chips: dict[Chip, tuple[int, int]], carrier: Chip, words: str
) -> None:
    with pytest.raises(ValueError, match=words):
        Tortellini.position(chips, carrier)

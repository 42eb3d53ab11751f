"""Every game's team colours can be told apart with typical vision, and by protanopes and
deuteranopes (simulated with Machado et al.'s matrices), by at least MIN_DIFFERENCE in CIE76."""

import pygame
import pytest

from games.all_pro.ui.view import TEAM as ALL_PRO
from games.finger_football.ui.game_panel import TEAM_COLOUR as FINGER_FOOTBALL
from games.foosball.ui.view import TEAM as FOOSBALL
from games.tortellini.ui.pieces import CHIP_COLOUR
from games.window.palette import MIN_DIFFERENCE, badge, difference, told_apart

PAIRS = {
    "finger football": tuple(FINGER_FOOTBALL.values()),
    "foosball": tuple(FOOSBALL.values()),
    "all-pro": tuple(ALL_PRO.values()),
}


@pytest.mark.parametrize("game", sorted(PAIRS))
def test_team_colours_are_told_apart_by_colour_blind_players(game: str) -> None:
    a, b = PAIRS[game]
    assert told_apart(a, b), difference(a, b)


def test_tortellinis_chips_are_told_apart_too() -> None:
    colours = list(CHIP_COLOUR.values())
    for i, a in enumerate(colours):
        for b in colours[i + 1 :]:
            assert told_apart(a, b), difference(a, b)


def test_the_check_can_fail_a_red_and_a_green_a_deuteranope_confuses() -> None:
    red, green = (200, 60, 40), (90, 140, 40)
    seen = difference(red, green)
    assert seen["typical"] > MIN_DIFFERENCE and seen["deuteranopia"] < MIN_DIFFERENCE


def test_a_badge_tells_the_teams_by_shape() -> None:
    surface = pygame.Surface((60, 30))
    badge(surface, (15, 15), "R", (235, 80, 70), square=False)
    badge(surface, (45, 15), "B", (80, 150, 255), square=True)
    assert surface.get_at((4, 4))[:3] == (0, 0, 0), "a circle leaves its corner bare"
    assert surface.get_at((34, 4))[:3] != (0, 0, 0), "a square fills its corner"

"""Play-test 6/5/6 of the All-Pro window: a beginner CPU that gains ground, the odds of your
kicks shown as a pass's are, F1 opening on the page about the moment you are in, and a blocked
pair's labels readable at 960x600."""

from __future__ import annotations

import pygame

from games.all_pro.match import play_game
from games.all_pro.players.bot import Cpu
from games.all_pro.rules.actions import Snap
from games.all_pro.rules.board import Team, own_yards
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.howto import KICKS, LINEUP, pages
from games.all_pro.ui.kick_odds import KickOdds
from games.all_pro.ui.view import BoardView, readable
from games.window import ui
from games.window.app import App

from .conftest import key, run_for
from .test_all_pro_scene import open_scene


# ----------------------------------------------------------------------------- the beginner
def _downs(seed: int) -> list[int]:
    """The beginner's (home's) yards on each of its downs from a snap, against the plain CPU's
    defence (which rushes straight at the ball, as a newcomer does), kicks left out."""
    gains: list[int] = []
    start: list[int] = []

    def watch(game: AllPro):  # type: ignore[no-untyped-def]
        def record(action: object) -> None:
            if isinstance(action, Snap) and game.offence == Team.HOME and not start:
                start[:] = [own_yards(game.line, Team.HOME), game.plays, game.score[Team.HOME]]
            elif start and game.plays != start[1]:
                if game.kicker is None or game.score[Team.HOME] - start[2] >= 6:
                    scored = game.score[Team.HOME] - start[2] >= 6
                    gains.append(100 - start[0] if scored else own_yards(game.line, Team.HOME) - start[0])
                start.clear()

        return record

    from games.all_pro import match

    match.PLAYERS["plain"] = Cpu
    try:
        play_game(seed, "cpu", "plain", watch=watch)
    finally:
        del match.PLAYERS["plain"]
    return gains


def test_the_beginner_gains_ground_on_many_downs_where_the_plain_cpu_gained_none() -> None:
    gains = [g for seed in range(4) for g in _downs(seed)]
    assert len(gains) > 40
    assert sum(1 for g in gains if g > 0) >= 0.2 * len(gains), gains


# ----------------------------------------------------------------------------- kick odds
def test_a_field_goal_s_odds_count_the_36_rolls() -> None:
    # The ball on row 17 kicked by home (forward +1): the away end zone is rows 22-23, so the
    # dice must make 5 or more: 36 - 1 - 2 - 3 = 30 rolls of 36.
    kick = KickOdds("field goal", (5, 17), Team.HOME)
    assert abs(kick.good() - 30 / 36) < 1e-9
    assert kick.lines()[0].startswith("Field goal: good 83%")
    assert set(kick.tags().values()) == {"good 83%", "short 17%"}


def test_a_punt_s_tags_cover_every_landing_and_add_up(app: App) -> None:
    kick = KickOdds("punt", (5, 10), Team.HOME)
    tags = kick.tags()
    assert len(tags) == 11  # 2 to 12 spaces, all on the board
    assert sum(int(t.rstrip("%")) for t in tags.values()) in range(98, 103)  # rounded


def test_your_kick_off_shows_its_odds_on_the_board_and_in_the_panel(app: App) -> None:
    scene = open_scene(app)  # home kicks off
    run_for(app, 0.5)
    assert scene.game.phase.name == "KICKOFF" and scene.my_turn
    lines = scene.pass_lines()
    assert any(line.startswith("Kick-off: 2 to 12 spaces") for line in lines), lines
    assert any(line.startswith("Chances: lands on the field") for line in lines), lines


# ----------------------------------------------------------------------------- F1 in context
def test_f1_opens_on_the_page_about_the_moment(app: App) -> None:
    scene = open_scene(app)
    run_for(app, 0.5)
    key(app, pygame.K_F1)
    assert app.help_open and app.help.page == 1 + pages().index(KICKS)  # your kick-off
    key(app, pygame.K_ESCAPE)
    assert not app.help_open
    scene.game._scrimmage(Team.HOME, 50, first_down=True)  # your ball: line up
    app.frame(1 / 60)
    key(app, pygame.K_F1)
    assert app.help.page == 1 + pages().index(LINEUP)
    key(app, pygame.K_RIGHT)  # paging still pages, from there
    app.frame(1 / 60)
    assert app.help.page == 2 + pages().index(LINEUP)


# ----------------------------------------------------------------------------- blocked pairs
def test_a_blocked_pair_s_labels_are_readable_and_inside_their_halves() -> None:
    for width, height in ((960, 600), (1920, 1080)):
        view = BoardView(AllPro(0))
        view.layout(pygame.Rect(0, 0, width - 40, height - 160))
        apart, _ = view._pair("home.L1", "away.E1")
        label = view._pair_label("home.L1", "away.E1")
        assert label >= readable()
        assert ui.text_width("L1", label) <= 2 * apart - 8
        assert 4 * apart <= max(view.size, 2 * ui.text_width("L1", readable()) + 16)  # in its square

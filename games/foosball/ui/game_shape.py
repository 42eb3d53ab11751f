"""What the match window's parts (game_input.py, game_panel.py) read of the scene and call on it
(game_scene.py), said here so they need not import the scene that imports them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from games.foosball.match import FoosMatch
from games.foosball.rules.actions import Action
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who
from games.foosball.ui.between import Between
from games.foosball.ui.failure import FailureQuestion
from games.foosball.ui.game_actions import ActionButton
from games.foosball.ui.gauges import ShotMeter
from games.foosball.ui.hands import KeyboardHands, MouseHands
from games.foosball.ui.prompts import Hands
from games.foosball.ui.serve_aim import ServeAim
from games.foosball.ui.serve_pull import Pull
from games.foosball.ui.view import TableView
from games.window import ui
from games.window.scene import Host
from sim.foosball.spec import Side
from sim.foosball.table import FoosballTable


class GameScene(Protocol):
    app: Host
    match: FoosMatch
    table: FoosballTable
    view: TableView
    mouse: MouseHands
    keys: KeyboardHands | None
    who: dict[Side, Who]
    hands: dict[Side, Hands]
    away_skill: str | None
    between: Between
    failure: FailureQuestion
    meter: ShotMeter
    buttons: list[tuple[ActionButton, ui.Button]]
    more: bool
    more_button: ui.Button | None
    rare_note: tuple[int, int] | None
    log_area: pygame.Rect
    notes: list[str]
    end_buttons: list[ui.Button]
    over_for: float
    serve_press: tuple[int, int] | None
    carrying: bool
    error: str | None
    serves: int
    last_serve: Pull | None
    meaning: tuple[str, float] | None
    # The serve being pulled, run ahead: ((its velocity, the table's time), where it goes).
    serve_aimed: tuple[tuple[tuple[float, float], float], ServeAim] | None

    @property
    def ref(self) -> FoosReferee: ...
    def hint(self) -> str: ...
    def leave(self) -> None: ...
    def resized(self, size: tuple[int, int]) -> None: ...
    def _guide_on_show(self) -> bool: ...
    def _on_ball(self, pos: tuple[int, int]) -> bool: ...
    def _place_dead_ball(self, side: Side, x: float, y: float) -> None: ...
    def _do(self, action: Action) -> None: ...
    def _act(self, act: Callable[[], object]) -> None: ...
    def _refuse(self, template: str) -> None: ...
    def _settle(self) -> None: ...
    def _new_game(self) -> None: ...
    def _told_log(self) -> list[tuple[str, ui.Color]]: ...

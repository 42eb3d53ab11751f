"""A person's hands on the rods: the mouse for one player, the keyboard for a second.

Mouse: move up and down and the active rods slide so a figure follows the pointer; hold the left
button and drag sideways to turn them (the faster the drag, the faster they turn); the wheel
strikes at full speed; hold the right button to lift the feet and let the ball pass. The active
pair follows the ball; keys 1 2 3 pick a pair by hand, A goes back to following. A serve is a
drag from the ball outside the service hole, let go: the pull sets its speed and direction.

Keyboard (the second player, hot-seat): the arrows up and down slide the pair nearest the ball,
the arrow towards the goal it attacks strikes, the other arrow lifts the feet while held.
"""

from __future__ import annotations

import math

import pygame

from games.foosball.players.cpu import slide_for
from games.foosball.ui.view import TableView
from sim.foosball.spec import Side
from sim.foosball.table import FoosballTable, RodCommand

# The mouse player's controls of the rods, as the help shows them.
ROD_CONTROLS = [
    ("drag the ringed ball", "serve: pull it back from your service hole and let go"),
    ("mouse over a rod", "slide your rods under it"),
    ("left drag", "turn them"),
    ("wheel", "strike"),
    ("right button", "lift the feet"),
    ("1, 2, 3", "take the goalie and 2-bar, the 2-bar and 5-bar, or the 5-bar and 3-bar"),
    ("A", "your rods follow the ball again"),
]
PAIR_NAMES = ("goalie and 2-bar", "2-bar and 5-bar", "5-bar and 3-bar")
# The line under the table in normal play.
PLAY_HINT = "Move the mouse over a rod to slide it, drag to turn, wheel to strike, right button to lift"
PAIRS = ((0, 1), (1, 2), (2, 3))  # of a team's rods from its own goal: goalie+defence, defence+midfield...
DRAG_TURN = 70.0  # pixels of sideways drag per radian of turn
STRIKE_ANGLE = 1.2  # rad a strike turns the feet towards the attacked goal
STRIKE_TIME = 0.12  # s a strike holds the rods forward
KEY_SLIDE_SPEED = 0.9  # m/s the keyboard slides its rods
SERVE_PULL = 0.25  # of the window's smaller side: the pull for the fastest serve
SERVE_SPEED = 3.0  # m/s
LIFTED = math.pi / 2


class _Hands:
    """What both kinds of hands share: which rods, which pair is in hand, the stroke."""

    def __init__(self, table: FoosballTable, side: Side) -> None:
        self.table = table
        self.side = side
        self.forward = 1.0 if side == Side.HOME else -1.0
        # Its rods from its own goal: goalie, defence, midfield, attack.
        self.mine = sorted(
            (r.index for r in table.spec.rods if r.team == side),
            key=lambda i: table.spec.rods[i].x * self.forward,
        )
        self.pair: int | None = None  # None: the pair nearest the ball
        self.turn = 0.0  # the angle asked for, + towards the attacked goal
        self.lifted = False
        self.strike_left = 0.0

    @property
    def active(self) -> tuple[int, int]:
        if self.pair is not None:
            first, second = PAIRS[self.pair]
            return self.mine[first], self.mine[second]
        x = self.table.ball_position[0]
        nearest = sorted(self.mine, key=lambda i: abs(self.table.spec.rods[i].x - x))[:2]
        return min(nearest), max(nearest)

    def strike(self) -> None:
        self.strike_left = STRIKE_TIME
        self.turn = STRIKE_ANGLE

    def commands(self, dt: float, y: float) -> dict[int, RodCommand]:
        """Rod commands: the pair in hand slides a figure to ``y`` and turns; the others stand."""
        if self.strike_left > 0.0:
            self.strike_left -= dt
            if self.strike_left <= 0.0:
                self.turn = self._turn_after_strike()
        angle = LIFTED if self.lifted else self.turn * self.forward
        commands = {}
        for index in self.active:
            commands[index] = RodCommand(slide_for(self.table.spec.rods[index], y), angle)
        for index in self.mine:  # the rods not in hand stand where they are, feet down
            if index not in commands:
                commands[index] = RodCommand(self.table.rods[index].y, 0.0)
        return commands

    def _turn_after_strike(self) -> float:
        return 0.0


class MouseHands(_Hands):
    def __init__(self, table: FoosballTable, side: Side, view: TableView) -> None:
        super().__init__(table, side)
        self.view = view
        self.pointer_y = 0.0
        self.press_x: float | None = None

    def handle(self, event: pygame.event.Event) -> None:
        """Take the mouse and the pair keys; a left press is the caller's to give (a serve's
        drag or a button may want it): see :meth:`press`."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer_y = self.view.to_table(*event.pos)[1]
            if self.press_x is not None:
                self.turn = max(-1.4, min(1.4, (event.pos[0] - self.press_x) / DRAG_TURN * self.forward))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.lifted = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.lifted = False
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.press_x = None
            self.turn = 0.0
        elif event.type == pygame.MOUSEWHEEL and event.y != 0:
            self.strike()
            self.turn = STRIKE_ANGLE if event.y > 0 else -STRIKE_ANGLE
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_1, pygame.K_2, pygame.K_3):
            self.pair = event.key - pygame.K_1
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_a:
            self.pair = None

    def press(self, pos: tuple[int, int]) -> None:
        """A left press that starts turning the rods."""
        self.press_x = pos[0]

    def _turn_after_strike(self) -> float:
        return self.turn if self.press_x is not None else 0.0

    def rod_commands(self, dt: float) -> dict[int, RodCommand]:
        return self.commands(dt, self.pointer_y)


class KeyboardHands(_Hands):
    """The second player's rods on the arrow keys."""

    def __init__(self, table: FoosballTable, side: Side) -> None:
        super().__init__(table, side)
        self.y = 0.0
        self.held: set[int] = set()  # from the key events, so posted events drive it too
        # The arrow pointing at the goal this side attacks strikes; the other lifts.
        self.strike_key = pygame.K_LEFT if side == Side.AWAY else pygame.K_RIGHT
        self.lift_key = pygame.K_RIGHT if side == Side.AWAY else pygame.K_LEFT

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.held.add(event.key)
            if event.key == self.strike_key:
                self.strike()
        elif event.type == pygame.KEYUP:
            self.held.discard(event.key)
        self.lifted = self.lift_key in self.held

    def rod_commands(self, dt: float) -> dict[int, RodCommand]:
        up = (pygame.K_UP in self.held) - (pygame.K_DOWN in self.held)
        half = self.table.spec.half_width
        self.y = max(-half, min(half, self.y + up * KEY_SLIDE_SPEED * dt))
        return self.commands(dt, self.y)


def serve_velocity_from_drag(
    side: Side, start: tuple[int, int], end: tuple[int, int], window: tuple[int, int]
) -> tuple[float, float] | None:
    """The serve a pull from ``start`` back to ``end`` makes (screen y points down), or None for
    a pull too short to be meant."""
    dx, dy = start[0] - end[0], end[1] - start[1]  # pull back: the ball goes the other way
    pull = math.hypot(dx, dy)
    if pull < 4:
        return None
    speed = SERVE_SPEED * min(1.0, pull / (SERVE_PULL * min(window)))
    return speed * dx / pull, speed * dy / pull

"""A person's hands on the rods: the mouse for one player, the keyboard for a second.

Mouse: move up and down and the active rods slide so a figure follows the pointer; hold the left
button and drag sideways to turn them (the faster the drag, the faster they turn); the wheel,
either way, strikes towards the goal you attack; hold the right button to lift the feet and let
the ball pass. The active pair follows the ball; keys 1 2 3 pick a pair by hand, A goes back to
following. A serve is a drag from the ball outside the service hole, let go: the pull sets its
speed and direction. A left press never puts a hand on the ball in play: it is the rods'.

Keyboard (the second player, hot-seat): the arrows up and down slide the pair in hand,
the arrow towards the goal it attacks strikes, the other arrow lifts the feet while held.

Why a strike never sends the ball back towards your own goal. The rods head for the angle they
are told at the drive's full spin (120 rad/s: a foot at 8 m/s). The wheel used to ask for +1.2 rad
one way of the wheel and -1.2 rad the other, and after each strike, or when a drag was let go,
for the feet straight down again: the foot swung back at full speed through the space in front
of the rod, where the ball usually is, and struck it towards your own goal. Now either way of the
wheel strikes forward (never back from where the foot is), a strike ends by turning on over the
top to hang down again (the feet count whole turns, ``base``), and letting go of a drag or of
the right button brings the feet down gently (RETURN_SPEED), as a hand lets a rod settle.

A strike is one rod's: the rod in hand whose figures stand nearest behind the ball. Every other
rod keeps its feet down, on guard for a rebound, but for a rod in front of the striker with a
figure in the ball's line: it lifts out of the shot's way before the striker swings (LEAD) and
comes down over the top as soon as the ball is past it. (A newcomer's play-test found the wheel
"swings all four rods" when all of them stood in the line. Lifting only the rods in hand was
tried: the goalie's shots then met your own midfield and came back into your goal, 54 times in 90
placed balls against the club CPU where 3 had: the rods in the line lift, and the help says so.)
The same for the keyboard's strike (hot-seat player 2).
No foot ever swings towards your own goal through the ball's way (a newcomer's play-test:
own goals off the rod in front lifting backwards into the shot, and off feet let down from in
front onto a ball): a rod lifts its feet away from the ball, forwards when the ball is behind it
and backwards when it is in front, and feet forward of hanging come down on over the top when the
ball lies in front of them.
"""

from __future__ import annotations

import copy
import math
from typing import Self

import pygame

from games.foosball.players.cpu import slide_for
from games.foosball.ui import aim_gear
from games.foosball.ui.view import TableView
from sim.foosball.spec import Side
from sim.foosball.table import FoosballTable, RodCommand

# The mouse player's controls of the rods, as the help shows them.
ROD_CONTROLS = [
    ("drag the ringed ball", "serve: pull it back from your service hole and let go"),
    ("mouse up and down", "slide your rods: a figure follows the pointer"),
    ("left drag sideways", "turn them (right: towards the CPU's goal); faster is harder"),
    (
        "wheel (either way)",
        "strike with the lit rod nearest behind the ball; a rod of yours in the shot's way lifts"
        " out of it, the others stay down",
    ),
    ("right button", "lift the feet (let a ball pass under)"),
    ("1, 2, 3", "take your goalie and defence, defence and midfield, or midfield and attack rods"),
    ("A", "your rods follow the ball again (goalie + defence behind your midfield, else midfield + attack)"),
]
PAIR_NAMES = ("goalie and defence", "defence and midfield", "midfield and attack")
# The line under the table in normal play.
PLAY_HINT = "Mouse up/down slides your rods, drag sideways turns them, the wheel shoots, right button lifts"
PAIR_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_a: None}
PAIRS = ((0, 1), (1, 2), (2, 3))  # of a team's rods from its own goal: goalie+defence, defence+midfield...
DRAG_TURN = 70.0  # pixels of sideways drag per radian of turn
DRAG_LIMIT = 1.4  # rad a drag turns the feet at most, either way
STRIKE_ANGLE = 1.2  # rad a strike turns the feet towards the attacked goal
STRIKE_TIME = 0.12  # s a strike holds the rods forward at most (see GONE_SPEED)
# A strike's hold ends as soon as the ball has left the foot: more than a figure's reach and a
# ball's radius ahead of the striker and going forward at GONE_SPEED or more. Held the whole
# STRIKE_TIME, the foot stood up about 0.15 s after meeting the ball (its bottom 55 mm over the
# table, the ball 35 mm high), and a shot coming straight back off a man in front rolled under it
# into your own goal (rebound own goals off placed balls, tools/foosball_stoppages --placed).
GONE_SPEED = 1.0  # m/s
# A ball this close in front of the striker's axis is met at once by a foot swinging from hanging
# down: slowly, and past vertical, so the face lifts it (a play-test: "the ball jumped off the
# table", 5 m/s chips 5 cm high). The strike first swings the feet back WIND_BACK for WIND_TIME,
# as a hand does, and meets the ball near vertical at speed: about 8 m/s, low.
POINT_BLANK = 0.045  # m
WIND_BACK = 0.5  # rad
WIND_TIME = 0.05  # s
PINNED = 0.15  # rad: feet further forward than this are over the ball: a strike goes on from there
LEAD = 0.025  # s the rod in front lifts before the striker swings (its feet clear the ball's way)
RETURN_SPEED = 6.0  # rad/s the feet come down at when let go (a foot at about 0.4 m/s)
SWING_SPEED = 40.0  # rad/s let-go feet turn at while high above the ball (further than UP from down)
UP = 1.0  # rad from hanging: feet this far up are clear of a ball on the field
KEY_SLIDE_SPEED = 0.9  # m/s the keyboard slides its rods
SERVE_PULL = 0.25  # of the window's smaller side: the pull for the fastest serve
SERVE_SPEED = 3.0  # m/s
LIFT = math.pi / 2  # rad the feet lift, away from the ball
STILL = 0.05  # m/s: a ball slower than this comes at no rod (a rod far in front of it lifts backwards)
OVER_THE_TOP = 0.3  # rad ahead: feet further forward than this come down on over the top
TAU = 2.0 * math.pi
IN_WAY = 0.01  # m beyond touching: a figure this near the ball's line lifts out of a shot's way


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
        self.pair: int | None = None  # None: the pair for where the ball is (live_pair)
        self.turn = 0.0  # the angle the player asks for above ``base``, + towards the attacked goal
        # Each rod's turn given above its ``base``, following what it is asked (slowly when let go).
        self.held = dict.fromkeys(self.mine, 0.0)
        self.settling: set[int] = set()  # let go: these rods' feet come down gently
        # Each rod's whole forward turns (a multiple of TAU, + forward): its feet hang down there.
        self.base = dict.fromkeys(self.mine, 0.0)
        self.lifted = False
        self.lift_way = dict.fromkeys(self.mine, -1.0)  # each rod's lift: -1 backwards, +1 forwards
        self.strike_left = 0.0
        self.wind_left = 0.0  # s before the striker swings: its wind-back, the rod in front lifting
        self.striker: int | None = None  # the rod a strike in progress turns
        self.near = False  # the ball has been within the striker's reach since the strike began
        self.strikes = 0  # strikes made (the first-game guide waits for one)
        self.switches = 0  # times the pair in hand changed (the first-game guide waits for one)
        self._held_pair: tuple[int, int] | None = None
        self.clearing: set[int] = set()  # rods lifted out of a strike's way (see _wanted)

    def copy_for(self, table: FoosballTable) -> Self:
        """These hands on a copy of the table (the aim line runs a strike ahead on it)."""
        other = copy.copy(self)
        other.table, other.base, other.held = table, dict(self.base), dict(self.held)
        other.settling, other.lift_way = set(self.settling), dict(self.lift_way)
        other.clearing = set(self.clearing)
        return other

    @property
    def active(self) -> tuple[int, int]:
        """The two rods in hand: a pair picked by key, or the pair a player holds for where the
        ball is (:func:`live_pair`)."""
        if self.pair is not None:
            first, second = PAIRS[self.pair]
            return self.mine[first], self.mine[second]
        first, second = PAIRS[live_pair(self.table, self.side, self.mine)]
        return self.mine[first], self.mine[second]

    def strike(self) -> None:
        """A full-power strike towards the attacked goal: from wherever the feet are, forward."""
        self.strike_left = STRIKE_TIME
        self.striker = striker = self._striker()
        self.near = False
        self.settling.clear()
        self.strikes += 1
        self.turn = max(self.held[striker], STRIKE_ANGLE)
        if self._point_blank(striker):
            self.wind_left = WIND_TIME
            self.turn = -WIND_BACK
        elif any(self._in_front(i, striker) and self._in_way(i) for i in self.mine):
            self.wind_left = LEAD  # the striker holds while the rod in front lifts
            self.turn = self.held[striker]

    def _gone(self) -> bool:
        """Has the ball left the striker's foot, going forward (after it was within its reach)?"""
        if self.striker is None:
            return False
        spec = self.table.spec
        if self._ahead(self.striker) <= spec.reach + spec.ball_radius:
            self.near = True
            return False
        return self.near and self.table.ball_velocity[0] * self.forward >= GONE_SPEED

    def _ahead(self, index: int) -> float:
        """How far the ball is in front of a rod (m, + towards the goal it attacks)."""
        return (self.table.ball_position[0] - self.table.spec.rods[index].x) * self.forward

    def _point_blank(self, striker: int) -> bool:
        """Is the ball on the field just in front of the striker, where feet swinging from
        hanging down would meet it slowly and past vertical? (Feet already forward over it go on
        from there: winding back would drag it behind them.)"""
        z = self.table.ball_position[2]
        turned = self.table.rods[striker].angle * self.forward - self.base[striker]
        ahead = self._ahead(striker)
        near = 0.0 < ahead < POINT_BLANK
        return z <= self.table.spec.ball_radius and near and -WIND_BACK / 2.0 < turned < PINNED

    def _striker(self) -> int:
        """The rod in hand whose figures stand nearest behind the ball (the nearer one if the
        ball is behind both)."""
        ahead = {i: self._ahead(i) for i in self.active}
        behind = [i for i, gap in ahead.items() if gap >= -self.table.spec.ball_radius]
        if behind:
            return min(behind, key=lambda i: ahead[i])
        return min(ahead, key=lambda i: abs(ahead[i]))

    def _in_front(self, index: int, striker: int) -> bool:
        rods = self.table.spec.rods
        return (rods[index].x - rods[striker].x) * self.forward > 0.0

    def let_go(self) -> None:
        """The feet come down gently to hang straight."""
        self.turn = 0.0
        self.settling.update(self.active)

    def lift(self, up: bool) -> None:
        """Lift the feet (each rod's away from the ball: forwards if it is behind the rod and
        near or coming up the table, else backwards), or let them down again."""
        if up and not self.lifted:
            coming = self.table.ball_velocity[0] * self.forward > STILL  # up the table
            for index in self.mine:
                ahead = self._ahead(index)
                behind = ahead < 0.0 and (coming or -ahead < 2.0 * self.table.spec.reach)
                self.lift_way[index] = 1.0 if behind else -1.0
        elif self.lifted and not up:
            self.settling.update(self.mine)
        self.lifted = up

    def commands(self, dt: float, y: float) -> dict[int, RodCommand]:
        """Rod commands: the pair in hand slides a figure to ``y`` and turns; the others stand."""
        if self.wind_left > 0.0:
            self.wind_left -= dt
            if self.wind_left <= 0.0:
                self.turn = STRIKE_ANGLE
        elif self.strike_left > 0.0:
            self.strike_left -= dt
            if self._gone():
                self.strike_left = 0.0  # the ball has left the foot: no need to hold it up
            if self.strike_left <= 0.0:
                self._over_the_top()
                self.turn = self._turn_after_strike()
                self.striker = None
        striker = self.striker if self.strike_left > 0.0 or self.wind_left > 0.0 else None
        active = self.active
        if active != self._held_pair:
            self.switches += self._held_pair is not None
            self._held_pair = active
        commands = {}
        for index in self.mine:
            wanted = self._wanted(index, striker, index in active)
            self._cleared(index, wanted)
            self._follow(index, wanted, dt)
            angle = (self.base[index] + self.held[index]) * self.forward
            rod = self.table.spec.rods[index]
            slide = slide_for(rod, y) if index in active else self.table.rods[index].y
            commands[index] = RodCommand(slide, angle)
        return commands

    def _wanted(self, index: int, striker: int | None, in_hand: bool) -> float:
        """The turn a rod is asked for now, above its base."""
        if self.lifted:
            return self.lift_way[index] * LIFT
        if striker is None and index in self.clearing and self._passing(index):
            return LIFT  # a strike over before the ball is past a rod lifted for it: still up
        if in_hand and (striker is None or striker == index):
            return self.turn
        # Every other rod hangs down, on guard: the wheel turns the striker alone (a play-test:
        # "the wheel swings all four rods, nothing is left to block a rebound"). Only a rod in
        # front of the striker with a figure in the ball's way lifts, forwards, until the ball
        # is past it, then comes down over the top behind it (:meth:`_cleared`): a goalie's
        # clearance passes your own defence, and the defence stands again for the rebound.
        # Once up, it stays up until the ball is past (a slanting shot leaves the figure's line:
        # feet let down then would swing back onto the ball just behind them).
        up = self._in_way(index) or (index in self.clearing and not self._past(index))
        if striker is not None and self._in_front(index, striker) and up:
            self.clearing.add(index)
            return LIFT
        return 0.0

    def _passing(self, index: int) -> bool:
        """Is the ball on its way past this rod (behind its figures, going forward)?"""
        return not self._past(index) and self.table.ball_velocity[0] * self.forward > 0.0

    def _past(self, index: int) -> bool:
        """Is the ball past this rod's figures, in front of them?"""
        spec = self.table.spec
        return self._ahead(index) > spec.figure_thickness / 2.0 + spec.ball_radius

    def _in_way(self, index: int) -> bool:
        """Is the ball still behind this rod (not yet past its figures) with a figure of the rod
        in its line?"""
        spec = self.table.spec
        if self._past(index):
            return False
        y = self.table.ball_position[1]
        rod = self.table.rods[index]
        near = spec.figure_width / 2.0 + spec.ball_radius + IN_WAY
        return any(abs(rod.y + off - y) < near for off in spec.rods[index].offsets())

    def _cleared(self, index: int, wanted: float) -> None:
        """A rod lifted out of a shot's way comes down: over the top, if the ball is past it, so
        its feet never sweep back through the space in front."""
        if index not in self.clearing or wanted >= self.held[index] - OVER_THE_TOP:
            return
        self.clearing.discard(index)
        if self._ahead(index) > 0.0:
            self.base[index] += TAU
            self.held[index] -= TAU

    def _follow(self, index: int, wanted: float, dt: float) -> None:
        """A rod's feet head for ``wanted``: at once (the drive's full spin), or, let go, gently;
        feet coming down from in front of a ball go on over the top instead of onto it."""
        held = self.held[index]
        if index not in self.settling or self.lifted:
            self.held[index] = wanted
            return
        if held - wanted > OVER_THE_TOP and 0.0 < self._ahead(index) <= self.table.spec.reach + 0.02:
            self.base[index] += TAU
            held -= TAU
        speed = SWING_SPEED if abs(held) > UP else RETURN_SPEED
        step = speed * dt
        held += max(-step, min(step, wanted - held))
        self.held[index] = held
        if held == wanted:
            self.settling.discard(index)

    def _over_the_top(self) -> None:
        """A strike is over: every rod whose feet are ahead turns on over the top to hang down
        again, never back through the space in front of it. (Lifted feet were not striking; a rod
        lifted out of the shot's way comes down when the ball is past it: :meth:`_cleared`.)"""
        if self.lifted:
            return
        for index in self.mine:
            ahead = self.table.rods[index].target.angle * self.forward - self.base[index]
            if ahead > OVER_THE_TOP and index not in self.clearing:
                self.base[index] += TAU
                self.held[index] -= TAU

    def _turn_after_strike(self) -> float:
        return 0.0


class MouseHands(_Hands):
    def __init__(self, table: FoosballTable, side: Side, view: TableView) -> None:
        super().__init__(table, side)
        self.view = view
        self.pointer_y = 0.0
        self.aim_y = 0.0  # where the figures are sent: the pointer, geared near the ball
        self.press_x: float | None = None
        self.drag_turn = 0.0  # the turn the drag in progress asks for
        self.slid = 0.0  # m the pointer has moved the rods up and down (the guide waits for it)
        self.turned = 0.0  # rad of turn asked for by dragging (the guide waits for it)

    def handle(self, event: pygame.event.Event) -> None:
        """Take the mouse and the pair keys; a left press is the caller's to give (a serve's
        drag or a button may want it): see :meth:`press`."""
        if event.type == pygame.MOUSEMOTION:
            y = self.view.to_table(*event.pos)[1]
            self.slid += abs(y - self.pointer_y)
            self.pointer_y = y
            if self.press_x is not None:
                turn = max(-DRAG_LIMIT, min(DRAG_LIMIT, (event.pos[0] - self.press_x) / DRAG_TURN))
                self.turned = max(self.turned, abs(turn))
                self.drag_turn = turn
                if self.strike_left <= 0.0:
                    self.turn = turn
                    self.settling.difference_update(self.active)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.lift(True)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.lift(False)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.press_x = None
            self.drag_turn = 0.0
            if self.strike_left <= 0.0:
                self.let_go()
        elif event.type == pygame.MOUSEWHEEL and (event.y != 0 or event.x != 0):
            self.strike()  # either way of the wheel: a person rolling it means to shoot
        elif event.type == pygame.KEYDOWN and event.key in PAIR_KEYS:
            self.pair = PAIR_KEYS[event.key]

    def press(self, pos: tuple[int, int]) -> None:
        """A left press that starts turning the rods."""
        self.press_x = pos[0]

    def _turn_after_strike(self) -> float:
        return self.drag_turn if self.press_x is not None else 0.0

    def rod_commands(self, dt: float) -> dict[int, RodCommand]:
        """The rods follow the pointer, geared down near a ball you can shoot (aim_gear); the
        slide holds still through a strike, so a hand jiggling the wheel does not spoil the aim
        the line showed."""
        if self.strike_left <= 0.0 and self.wind_left <= 0.0:
            share = aim_gear.weight(self.table, self.side, self.active)
            self.aim_y = aim_gear.geared_y(self.pointer_y, self.table.ball_position[1], share)
        return self.commands(dt, self.aim_y)


class KeyboardHands(_Hands):
    """The second player's rods on the arrow keys."""

    def __init__(self, table: FoosballTable, side: Side) -> None:
        super().__init__(table, side)
        self.y = 0.0
        self.keys_held: set[int] = set()  # from the key events, so posted events drive it too
        # The arrow pointing at the goal this side attacks strikes; the other lifts.
        self.strike_key = pygame.K_LEFT if side == Side.AWAY else pygame.K_RIGHT
        self.lift_key = pygame.K_RIGHT if side == Side.AWAY else pygame.K_LEFT

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.keys_held.add(event.key)
            if event.key == self.strike_key:
                self.strike()
        elif event.type == pygame.KEYUP:
            self.keys_held.discard(event.key)
        self.lift(self.lift_key in self.keys_held)

    def rod_commands(self, dt: float) -> dict[int, RodCommand]:
        up = (pygame.K_UP in self.keys_held) - (pygame.K_DOWN in self.keys_held)
        half = self.table.spec.half_width
        self.y = max(-half, min(half, self.y + up * KEY_SLIDE_SPEED * dt))
        return self.commands(dt, self.y)


def live_pair(table: FoosballTable, side: Side, mine: list[int]) -> int:
    """The pair a player holds for where the ball is (an index of PAIRS): goalie and defence while
    the ball is behind their midfield rod (in their defensive third, where the other side's
    attack rod shoots from), midfield and attack otherwise. (The two rods nearest the ball, as it
    was, were defence and midfield when the other side's attack rod shot, between them: the goalie
    stood still as the shot came, a newcomer's play-test.)"""
    forward = 1.0 if side == Side.HOME else -1.0
    midfield = table.spec.rods[mine[2]].x
    return 0 if (table.ball_position[0] - midfield) * forward < 0.0 else 2


AUTO_WORDS = (
    "You hold goalie + defence while the ball is behind your midfield, else midfield + attack"
    " (automatic; 1, 2, 3 pick a pair)"
)


def holding_words(pair: int | None) -> str:
    """What 1, 2, 3 and A did: the rods now in your hand (a play-test: "the keys give no
    feedback")."""
    if pair is None:
        return AUTO_WORDS
    first, second = PAIR_NAMES[pair].split(" and ")
    return f"You hold: {first} + {second} (A: automatic)"


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


def foot_speed(table: FoosballTable, rods: tuple[int, ...]) -> float:
    """How fast the fastest of these rods' feet moves where it meets a resting ball (m/s): the
    strength of the shot it would make."""
    h = table.spec.rod_height - table.spec.ball_radius
    return max((abs(table.rods[i].omega) * h for i in rods), default=0.0)

"""The state of a game of All-Pro Football, in small dataclasses by what each part is about, and
its JSON, written and read from their fields (games/core/state_json.py): a field added to any
of them is saved and loaded with no more code.

The board: the men (Materials and Preparation), who stands on each square, and the blocks
(Blocking). Then :class:`Ball` (who has it, and how he came by it), :class:`Turn` (the series of
three moves: How Moves Are Made), :class:`Scrimmage` (the down, its line and marker: Plays From
Scrimmage, Downs), :class:`KickState` (Kick-off, Punt, Field Goal, the kick after a Safety) and
:class:`Scoreboard` (Scoreboard: the score and the plays). The saved game is one flat JSON object,
every group's fields side by side; replays hash it (games/all_pro/codec.py), so its keys and values
are a file format: tests/games/all_pro/test_state.py holds them to it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from games.all_pro.rules.actions import Event, Options, PassKind, Phase
from games.all_pro.rules.board import ROSTER, Kind, Team
from games.all_pro.rules.carrying import OnTop
from games.core import Chance, state_json
from games.core.state_json import CODEC, DERIVED, GROUP, OPTIONAL, Codec
from sim.tiles.grid import Square

OFF: Square = (-1, -1)  # a man not lined up yet
NO_RIDE = frozenset({"on_top"})  # the keys left out of a saved game with no ball riding a carrier


@dataclass(slots=True)
class Man:
    id: str
    team: Team
    kind: Kind
    square: Square
    out: bool = False  # blocking or blocked: out of the play


@dataclass(slots=True)
class PendingKick:
    what: str  # "punt", "field goal", "end zone"
    kicker: str


@dataclass(slots=True)
class Ball:
    """Who has the ball, and how his team came by it in this play."""

    carrier: str | None = None
    loose: Square | None = None  # a ball on the board that nobody holds
    offence: Team = Team.HOME  # the team with the ball
    possession_changed: bool = False  # the ball has changed hands during this play
    # The team in possession got the ball from a kick, or by intercepting: a return (a tackle in
    # its own end zone is a touchback).
    kick_return: bool = False
    safe_in_end_zone: bool = False  # possession gained in its own end zone, not left since
    # The ball's slip on its carrier and his run (the "run" reading of carrying.py); saved only
    # while there is one, so that a game of the earlier readings saves (and hashes) as it did.
    on_top: OnTop | None = None


@dataclass(slots=True)
class Turn:
    """The series of three moves being made, and the series of this play so far."""

    mover: Team = Team.HOME  # whose series it is
    moves: int = 0  # used of this series
    walker: str | None = None  # a man passing over his own blocker: he must go on
    series: int = 0  # series moved in this play
    idle_series: int = 0  # series in a row ended with nobody moved
    stalled_series: int = 0  # offence series in a row that took the ball no further forward
    best_progress: int | None = None  # the furthest row the ball reached in this play


@dataclass(slots=True)
class Scrimmage:
    """The down: its line of scrimmage, the first-down marker, the snap, and its forward pass."""

    line: int = 50  # the line of scrimmage, as a stripe (yards from the home goal line)
    defence_line: int = 50  # where the defence lines up (the kicking team's 30 after a safety)
    marker: int = 60  # the first-down marker, a stripe
    down: int = 1
    is_down: bool = False  # this play is a down (it began with a snap)
    snapped: bool = True  # the ball is in play (no snap to come)
    snapper: Team | None = None  # the team that snapped this down
    on_line_at_snap: int = len(ROSTER)  # the offence's men on its line at the snap
    formation_called: bool = False  # the defence has called an illegal formation
    passing: tuple[PassKind, str] | None = None  # a called pass and its passer
    passed: bool = False  # a forward pass has been thrown on this down


@dataclass(slots=True)
class KickState:
    """The kicks: the kick-off and its free advance, a punt or field goal called, the ball in
    flight and down, the punt from one's own end zone and the free kick after a safety."""

    kicking: Team = Team.HOME  # the team to kick off (or to kick after a safety)
    kicked: str | None = None  # the kick of this play: "kick-off", "punt", "field goal"
    kicker: str | None = None  # who may punt: snapped to 10 yards or more behind the Center
    pending_kick: PendingKick | None = None  # called: the ball in front of the kicker
    end_zone_kick: bool = False  # "kick" called before the snap
    kick_loose: bool = False  # the kicked ball is down and nobody has touched it yet
    receive_row: int = 0  # on a kick-off: the row the receiving team's linemen line up on
    advanced: set[str] = field(default_factory=set)  # men who made their free advance
    safety_free_kick: bool = False  # the kick after a safety is to be a punt


@dataclass(slots=True)
class Scoreboard:
    """The score, and the plays registered on it (a play is a down or a score)."""

    score: dict[Team, int] = field(default_factory=lambda: dict.fromkeys(Team, 0))
    plays: int = 0
    half_over: str | None = None  # "half" or "end", waiting for a point after
    opening_receiver: Team = Team.AWAY  # the team that received the opening kick-off


def _men_to_json(men: dict[str, Man]) -> dict[str, Any]:
    return {m.id: [m.square[0], m.square[1], m.out] for m in men.values()}


def _men_from_json(data: dict[str, Any]) -> dict[str, Man]:
    kinds = dict(ROSTER)
    men = {}
    for mid, (c, r, out) in data.items():
        team, name = mid.split(".", 1)
        men[mid] = Man(mid, Team(team), kinds[name], (int(c), int(r)), bool(out))
    return men


def _rng_from_json(data: dict[str, Any]) -> np.random.Generator:
    rng = np.random.default_rng()
    rng.bit_generator.state = data
    return rng


# A man is saved as [column, row, out]: his id names his team and his place on the roster. A
# block as [column, row, blocker, blocked], a square being no JSON key. The generator by its state.
MEN = Codec(_men_to_json, _men_from_json)
BLOCKS = Codec(
    lambda blocks: [[sq[0], sq[1], b, d] for sq, (b, d) in blocks.items()],
    lambda data: {(int(c), int(r)): (b, d) for c, r, b, d in data},
)
RNG = Codec(lambda rng: rng.bit_generator.state, _rng_from_json)


@dataclass(init=False, eq=False, repr=False)
class State:
    """Everything a game holds. The rules engine is built on it (engine.py)."""

    seed: int
    options: Options
    rng: np.random.Generator = field(metadata={CODEC: RNG})
    chance: Chance = field(metadata={DERIVED: True})  # draws from ``rng``
    men: dict[str, Man] = field(metadata={CODEC: MEN})
    at: dict[Square, str] = field(metadata={DERIVED: True})  # the man on a square (the blocker)
    blocks: dict[Square, tuple[str, str]] = field(metadata={CODEC: BLOCKS})  # -> (blocker, blocked)
    phase: Phase
    forming: Team | None  # the team lining up, in a formation phase
    ball: Ball = field(metadata={GROUP: True, OPTIONAL: True})
    turn: Turn = field(metadata={GROUP: True, OPTIONAL: True})
    scrimmage: Scrimmage = field(metadata={GROUP: True, OPTIONAL: True})
    kick: KickState = field(metadata={GROUP: True, OPTIONAL: True})
    scoreboard: Scoreboard = field(metadata={GROUP: True, OPTIONAL: True})
    log: list[Event]


def to_json(state: State) -> dict[str, Any]:
    """The state as JSON: each field by its type (or its codec), the groups' fields flattened
    (games/core/state_json.py)."""
    return state_json.to_json(state, frozenset() if state.ball.on_top is not None else NO_RIDE)


def from_json(state: State, data: Mapping[str, Any]) -> None:
    """Fill ``state`` from :func:`to_json`'s output. A group's field missing from ``data`` (a game
    saved before the field was added) keeps its default; what is not saved is rebuilt."""
    state_json.from_json(state, data)
    state.chance = Chance(state.rng)
    state.at = {sq: blocker for sq, (blocker, _) in state.blocks.items()}
    walker = state.turn.walker
    for m in state.men.values():
        if m.square != OFF and m.id != walker and m.square not in state.blocks and m.square not in state.at:
            state.at[m.square] = m.id

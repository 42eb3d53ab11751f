"""All-Pro Football by its rulebook (rulebooks/all_pro_football.txt): the rules engine.

The state is the board (men, blocks, the ball), the series being moved and the scoreboard
(state.py). ``legal_actions()`` lists every action allowed now; ``apply(action)`` makes one and
returns the events (the play-by-play), or raises :class:`IllegalAction` naming the rule. Dice come
from the game's own seeded generator and are written into the events. The readings of unclear
sentences are in docs/rules/all_pro.md.

The rules are split by the rulebook's sections, each a class in its own module that the game is
built from (engine.py lists them); this module puts them together and dispatches each action to
the section that applies it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, ClassVar

from games.all_pro.rules.actions import (
    Action,
    Advance,
    Call,
    CallIllegalFormation,
    EndAdvance,
    EndSeries,
    Event,
    Formation,
    Go,
    Ground,
    HandOff,
    IllegalAction,
    Kick,
    KickEndZone,
    Options,
    Phase,
    SafetyKick,
    Snap,
    Step,
    Throw,
    Touchback,
    TryPoint,
)
from games.all_pro.rules.board import GRID, Team
from games.all_pro.rules.formations import DEFENCE, OFFENCE, RETURNS
from games.all_pro.rules.lineups import LiningUp
from games.all_pro.rules.numbers import (
    FG,
    FIELD_GOAL_RANGE,
    FREE_KICK_LINE,
    KICKOFF_LINE,
    LONG,
    MOVES,
    PAT,
    SAFETY,
    SHORT,
    TD,
    TOUCHBACK_LINE,
)
from games.all_pro.rules.passing import Passing, PassOdds, dice_odds
from games.all_pro.rules.state import OFF, Man, PendingKick
from sim.tiles.grid import Square


class AllPro(Passing, LiningUp):
    """A game of All-Pro Football. Home attacks towards higher rows."""

    def __init__(self, seed: int = 0, options: Options | None = None) -> None:
        super().__init__(seed, options)
        self._toss()

    @classmethod
    def position(
        cls,
        men: Mapping[str, Square],
        carrier: str | None = None,
        offence: Team = Team.HOME,
        line: int = 50,
        mover: Team | None = None,
        moves: int = 0,
        down: int = 1,
        marker: int | None = None,
        loose: Square | None = None,
        options: Options | None = None,
        seed: int = 0,
        blocks: Iterable[tuple[str, str]] = (),
    ) -> AllPro:
        """A play in progress after the snap, as a chess position is set up: only ``men`` on the
        board (the others off it, out of the play), the ball with ``carrier`` or ``loose`` (or
        neither, to study the men's moves alone), each (blocker, blocked) of ``blocks`` on one
        square, both out of the play,
        ``mover``'s series with ``moves`` made. For tests, teaching and what-if studies; a
        ValueError names what cannot be."""
        game = cls(seed, options)
        blocks = tuple(blocks)
        _check_position(game, men, carrier, line, moves, down, loose, blocks)
        game._clear_board()
        for m in game.men.values():
            m.out = True
        for mid, square in men.items():
            man = game.men[mid]
            man.square, man.out = (square[0], square[1]), False
            game.at[man.square] = mid
        for blocker, blocked in blocks:
            square = game.men[blocked].square
            game.men[blocker].out = game.men[blocked].out = True
            game.blocks[square] = (blocker, blocked)
            game.at[square] = blocker
        game.offence = game.snapper = offence
        game.mover, game.moves = mover or offence, moves
        game.line = game.defence_line = line
        game.down = down
        game.marker = marker if marker is not None else (line + 10 if offence == Team.HOME else line - 10)
        game.is_down = game.snapped = True
        game.carrier, game.loose = carrier, loose
        game.phase = Phase.PLAY
        return game

    # ================================================================= legal actions
    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == Phase.PLAY:
            return self._play_actions()
        if phase == Phase.CALL:
            return [*(Call(what) for what in self._calls()), Go()]
        if phase == Phase.THROW:
            receivers = self._receivers()
            ground = [Ground()] if self._may_ground(receivers) else []
            return [*(Throw(r) for r in receivers), *ground]
        if phase == Phase.RETURN_FORMATION:
            assert self.forming is not None
            return [Formation(self.forming, name) for name in RETURNS]
        if phase == Phase.FORMATION:
            assert self.forming is not None
            names = OFFENCE if self.forming == self.ball.offence else DEFENCE
            if self.kick.safety_free_kick and self.forming == self.ball.offence:
                names = {"punt": OFFENCE["punt"]}
            return [Formation(self.forming, name) for name in names]
        if phase == Phase.KICKOFF:
            return [Kick()]
        if phase == Phase.FREE_ADVANCE:
            return [
                *(Advance(m.id) for m in self.men_of(self.kick.kicking) if self._advance_path(m)),
                EndAdvance(),
            ]
        if phase == Phase.PAT:
            return [TryPoint()]
        if phase == Phase.SAFETY_KICK:
            return [SafetyKick("kickoff"), SafetyKick("punt")]
        return []

    def _play_actions(self) -> list[Action]:
        out: list[Action] = []
        if not self.scrimmage.snapped:
            out += [Snap(m) for m in self._snap_targets()]
            if self._may_kick_from_end_zone():
                out.append(KickEndZone())
            return out
        if self.turn.walker is not None:
            return [Step(self.turn.walker, to) for to in self._steps(self.men[self.turn.walker])]
        if self._may_touchback():
            out.append(Touchback())
        for man in self.men_of(self.turn.mover):
            if not man.out:
                out += [Step(man.id, to) for to in self._steps(man)]
        if self.turn.mover == self.ball.offence and self.ball.carrier is not None:
            out += [HandOff(m) for m in self._handoff_targets()]
        if self.turn.mover != self.ball.offence and self._formation_foul_open():
            out.append(CallIllegalFormation())
        out.append(EndSeries())
        return out

    def apply(self, action: Action) -> list[Event]:
        """Apply one action of the team to act; returns the events it caused."""
        if self.is_over():
            raise IllegalAction("the game is over")
        before = len(self.log)
        handler = self._HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(f"{type(action).__name__} is not an All-Pro action")
        handler(self, action)
        return self.log[before:]

    _HANDLERS: ClassVar[dict[type, Callable[[AllPro, Any], None]]] = {}


AllPro._HANDLERS = {
    Step: AllPro._step,
    Snap: AllPro._snap,
    HandOff: AllPro._hand_off,
    EndSeries: AllPro._end_series_action,
    Call: AllPro._call,
    Go: AllPro._go,
    Throw: AllPro._throw,
    Ground: AllPro._ground,
    KickEndZone: AllPro._kick_end_zone,
    Kick: AllPro._kick_off,
    Advance: AllPro._advance,
    EndAdvance: AllPro._end_advance,
    Touchback: AllPro._touchback,
    TryPoint: AllPro._try_point,
    SafetyKick: AllPro._safety_kick,
    Formation: AllPro._formation,
    CallIllegalFormation: AllPro._call_illegal_formation,
}


def legal_steps(game: AllPro) -> Iterable[Step]:
    """Every single-space move open now (for tests and bots)."""
    return (a for a in game.legal_actions() if isinstance(a, Step))


__all__ = [
    "FG",
    "FIELD_GOAL_RANGE",
    "FREE_KICK_LINE",
    "KICKOFF_LINE",
    "LONG",
    "MOVES",
    "OFF",
    "PAT",
    "SAFETY",
    "SHORT",
    "TD",
    "TOUCHBACK_LINE",
    "AllPro",
    "IllegalAction",
    "Man",
    "PassOdds",
    "PendingKick",
    "dice_odds",
    "legal_steps",
]


def _check_position(
    game: AllPro,
    men: Mapping[str, Square],
    carrier: str | None,
    line: int,
    moves: int,
    down: int,
    loose: Square | None,
    blocks: tuple[tuple[str, str], ...],
) -> None:
    for mid, square in men.items():
        if mid not in game.men:
            raise ValueError(f"no man {mid!r}: a team's B1 to B4, E1, E2, L1 to L3, C or QB...")
        if not GRID.contains(square):
            raise ValueError(f"{mid} is off the board at {square}")
    for blocker, blocked in blocks:
        if blocker not in men or blocked not in men or men[blocker] != men[blocked]:
            raise ValueError(f"{blocker} blocks {blocked}: both on the board, on one square")
    if len({tuple(sq) for sq in men.values()}) < len(men) - len(blocks):
        raise ValueError("two men stand on one square without a block")
    if carrier is not None and carrier not in men:
        raise ValueError(f"the carrier {carrier} is not on the board")
    if carrier is not None and loose is not None:
        raise ValueError("the ball is with a carrier or loose on a square, not both")
    if loose is not None and not GRID.contains(loose):
        raise ValueError(f"the ball is off the board at {loose}")
    if not 0 <= line <= 100 or not 1 <= down <= 4 or not 0 <= moves < 3:
        raise ValueError(f"line {line}, down {down}, {moves} moves: not a play in progress")

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
    PassKind,
    Phase,
    SafetyKick,
    Snap,
    Step,
    Throw,
    Touchback,
    TryPoint,
)
from games.all_pro.rules.board import GRID, Team, in_end_zone, man_id, row_behind
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
        *,
        phase: Phase = Phase.PLAY,
        snapped: bool = True,
        returning: str | None = None,
        kick_loose: bool = False,
        safe_in_end_zone: bool = False,
        plays: int = 0,
    ) -> AllPro:
        """A play in progress (after the snap, unless told), as a chess position is set up: only
        ``men`` on the board (the others off it, out of the play), the ball with ``carrier`` or
        ``loose`` (or neither, to study the men's moves alone), each (blocker, blocked) of
        ``blocks`` on one square, both out of the play, ``mover``'s series with ``moves`` made.
        For tests, teaching and what-if studies; a ValueError names what cannot be.

        Keyword-only, the moment of the play and how it came about:

        - ``phase``: ``PLAY`` (a series being moved, the default); ``CALL`` (the offence has just
          ended a series: it calls a pass, a lateral or a kick, or lets the defence move; the
          ``carrier`` is the offence's); ``THROW`` (the ``carrier`` called a forward pass from
          behind the line and the defence has had its series: he throws); ``FORMATION`` (a down
          from scrimmage not lined up yet: no ``men`` on the board, the offence lines up first).
        - ``snapped``: False for a play lined up and not yet snapped: the ball on the offence's
          Center (the ``carrier``) on the line of scrimmage, no move made (``phase`` PLAY).
        - ``returning``: ``"kick-off"``, ``"punt"`` or ``"field goal"``: the ``offence`` is running
          back the other team's kick (the ball has changed hands: no line of scrimmage to
          protect, and no calls). A punt or field goal return is a down; a kick-off return not.
        - ``kick_loose``: on a punt or field goal return, the kicked ball lies ``loose`` where it
          came down and nobody has touched it yet (the kicking team's first touch downs it).
        - ``safe_in_end_zone``: on a return, the ``carrier`` gained the ball in his own end zone
          and has not left it since (tackled there, it is a touchback, not a safety).
        - ``plays``: the plays already registered on the scoreboard (0 to the game's length, less
          one); the quarter follows from it.
        """
        game = cls(seed, options)
        blocks = tuple(blocks)
        _check_position(game, men, carrier, line, moves, down, loose, blocks)
        _check_moment(
            game,
            men,
            carrier,
            offence,
            line,
            mover,
            moves,
            loose,
            blocks,
            phase,
            snapped,
            returning,
            kick_loose,
            safe_in_end_zone,
            plays,
        )
        game.scoreboard.plays = plays
        if phase == Phase.FORMATION:
            game._scrimmage(offence, line, first_down=True)
            game.down = down
            if marker is not None:
                game.marker = marker
            return game
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
        game.is_down, game.snapped = True, snapped
        game.carrier, game.loose = carrier, loose
        game.phase = Phase.PLAY
        if returning is not None:
            game.snapper = offence.other
            game.kicked = returning
            game.kick_return = game.possession_changed = True
            game.is_down = returning != "kick-off"
            game.kick_loose = kick_loose
            # A kick come to rest in the receivers' end zone was gained there, as a landing has it.
            landed_in_end_zone = kick_loose and loose is not None and in_end_zone(loose[1], offence)
            game.safe_in_end_zone = safe_in_end_zone or landed_in_end_zone
        if phase == Phase.CALL:
            game.phase = Phase.CALL
        elif phase == Phase.THROW:
            assert carrier is not None
            game.mover = offence.other if mover is None else mover
            game.passing = (PassKind.FORWARD, carrier)
            game.phase = Phase.THROW
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
        self._carry_over()
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


RETURNS_OF_KICKS = ("kick-off", "punt", "field goal")
POSITION_PHASES = (Phase.PLAY, Phase.CALL, Phase.THROW, Phase.FORMATION)


def _check_moment(
    game: AllPro,
    men: Mapping[str, Square],
    carrier: str | None,
    offence: Team,
    line: int,
    mover: Team | None,
    moves: int,
    loose: Square | None,
    blocks: tuple[tuple[str, str], ...],
    phase: Phase,
    snapped: bool,
    returning: str | None,
    kick_loose: bool,
    safe_in_end_zone: bool,
    plays: int,
) -> None:
    """The keyword-only parts of :meth:`AllPro.position`: a ValueError names what cannot be."""
    if phase not in POSITION_PHASES:
        raise ValueError(f"phase {phase.value!r}: a position is set at one of play, call, throw or formation")
    if not 0 <= plays < game.options.plays:
        raise ValueError(f"{plays} plays registered: a game still going has 0 to {game.options.plays - 1}")
    if returning is not None and returning not in RETURNS_OF_KICKS:
        raise ValueError(f"returning {returning!r}: the return of a kick-off, a punt or a field goal")
    if phase == Phase.FORMATION:
        if men or carrier is not None or loose is not None or blocks or moves:
            raise ValueError("a down still to line up has no men on the board, no ball in play, no moves")
        if mover not in (None, offence) or not snapped or returning is not None:
            raise ValueError("a down still to line up is the offence's, from scrimmage, before any snap")
        return
    if phase in (Phase.CALL, Phase.THROW):
        if carrier is None or game.men[carrier].team != offence:
            raise ValueError(f"a {phase.value} follows a series of the offence's, its man with the ball")
        if returning is not None or not snapped:
            raise ValueError(f"a {phase.value} is made on the offence's own down, after the snap")
    if phase == Phase.CALL and mover not in (None, offence):
        raise ValueError("the call follows the offence's own series: the mover is the offence")
    if phase == Phase.THROW:
        assert carrier is not None
        if mover not in (None, offence.other):
            raise ValueError("the throw follows the defence's series: the mover is the defence")
        if (men[carrier][1] - row_behind(line, offence)) * offence.forward > 0:
            raise ValueError(f"the passer {carrier} is past the line of scrimmage: no forward pass")
    if not snapped:
        centre = man_id(offence, "C")
        if carrier != centre or centre not in men or men[centre][1] != row_behind(line, offence):
            raise ValueError(f"before the snap the ball is on the Center, {centre}, on the line of scrimmage")
        if moves or mover not in (None, offence) or blocks or returning is not None:
            raise ValueError("before the snap the offence has made no move and nobody blocks")
    if kick_loose and (returning not in ("punt", "field goal") or loose is None or carrier is not None):
        raise ValueError("kick_loose: a punt or field goal being returned, the ball loose and untouched")
    if safe_in_end_zone and (
        returning is None or carrier is None or not in_end_zone(men[carrier][1], game.men[carrier].team)
    ):
        raise ValueError("safe_in_end_zone: a returner with the ball in his own end zone")

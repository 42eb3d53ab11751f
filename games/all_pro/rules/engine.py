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

from collections.abc import Callable, Iterable
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


class AllPro(Passing, LiningUp):
    """A game of All-Pro Football. Home attacks towards higher rows."""

    def __init__(self, seed: int = 0, options: Options | None = None) -> None:
        super().__init__(seed, options)
        self._toss()

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

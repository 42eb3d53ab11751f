"""All-Pro Football by its rulebook (rulebooks/all_pro_football.txt): the rules engine.

The state is the board (men, blocks, the ball), the series being moved and the scoreboard
(state.py). ``legal_actions()`` lists every action allowed now; ``apply(action)`` makes one and
returns the events (the play-by-play), or raises :class:`IllegalAction` naming the rule. Dice come
from the game's own seeded generator and are written into the events. The readings of unclear
sentences are in docs/rules/all_pro.md.

The state and its saving are in state.py and engine.py. The rulebook's sections that have
modules of their own are imported below; the others are in this class, each under its heading,
hence its length.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from games.wording import verb, who
from sim.tiles import Square

from .actions import (
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
from .board import GRID, ROSTER, Kind, Team, man_id, row_behind
from .formations import DEFENCE, OFFENCE, RETURNS, place
from .numbers import (
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
from .passing import Passing, PassOdds, dice_odds
from .state import OFF, Man, PendingKick


class AllPro(Passing):
    """A game of All-Pro Football. Home attacks towards higher rows."""

    def __init__(self, seed: int = 0, options: Options | None = None) -> None:
        super().__init__(seed, options)
        self._toss()

    # ================================ lining up
    def formation_places(self, team: Team, name: str) -> dict[str, Square]:
        """Where a named formation would put ``team``'s men now (for a player to adjust)."""
        if self.phase == Phase.RETURN_FORMATION:
            shapes = RETURNS
        else:
            shapes = OFFENCE if team == self.ball.offence else DEFENCE
        line_row = self._line_row(team)
        return place(team, shapes[name], line_row, lambda s: self._on_side(team, s, line_row), set(self.at))

    def on_own_side(self, team: Team, square: Square) -> bool:
        """May ``team`` line a man up on ``square`` for the coming play?"""
        return self._on_side(team, square, self._line_row(team))

    def lineup_refusal(self, man: str, square: Square) -> str | None:
        """Why ``man`` may not line up on ``square`` for the coming play (None: he may), the
        square's being free aside."""
        m = self.men[man]
        if not GRID.contains(square) or not self.on_own_side(m.team, square):
            return "a man lines up on his own side of the line"
        if self.phase == Phase.RETURN_FORMATION:
            on_line = square[1] == self.kick.receive_row
            if m.kind == Kind.BACK and on_line:
                return "on a kick-off the Backs line up behind the line"
            if m.kind != Kind.BACK and not on_line:
                return "on a kick-off the linemen line up on the line"
        return None

    def _line_row(self, team: Team) -> int:
        if self.phase == Phase.RETURN_FORMATION:
            return self.kick.receive_row
        stripe = self.scrimmage.line if team == self.ball.offence else self.scrimmage.defence_line
        return row_behind(stripe, team)

    def _on_side(self, team: Team, square: Square, line_row: int) -> bool:
        return (square[1] - line_row) * team.forward <= 0

    def _formation(self, action: Formation) -> None:
        if self.phase == Phase.RETURN_FORMATION:
            self._return_formation(action)
            return
        self._need(Phase.FORMATION, action)
        team = action.team
        if team != self.forming:
            self._refuse(action, f"it is {self.forming}'s turn to line up (the offence lines up first)")
        offence = team == self.ball.offence
        line_row = self._line_row(team)
        if action.places:
            places = dict(action.places)
            self._check_places(team, places, line_row)
        else:
            shapes = OFFENCE if offence else DEFENCE
            if action.name not in shapes:
                self._refuse(
                    action, f"no {'offensive' if offence else 'defensive'} formation {action.name!r}"
                )
            if self.kick.safety_free_kick and offence and action.name != "punt":
                self._refuse(action, "after a safety the offence lines up to punt")
            places = self.formation_places(team, action.name)
        for mid, square in places.items():
            self.men[mid].square = square
            self.at[square] = mid
        self._say(
            "formation",
            f"{who(team)} {verb(team, 'lines', 'line')} up:"
            f" {action.name or verb(team, 'its own formation', 'your own formation')}",
            team,
        )
        if offence:
            self.ball.carrier = man_id(team, "C")  # the ball on top of the Center
            self.forming = team.other
        else:
            self.forming = None
            self._ready_to_snap()

    def _check_places(self, team: Team, places: dict[str, Square], line_row: int) -> None:
        mine = {m.id for m in self.men_of(team)}
        if set(places) != mine:
            raise IllegalAction(f"a formation places all {len(ROSTER)} of {team.value}'s men, each once")
        seen: set[Square] = set()
        for mid, square in places.items():
            if not GRID.contains(square) or square in seen or square in self.at:
                raise IllegalAction(f"{mid}: {square} is off the board or taken")
            if not self._on_side(team, square, line_row):
                raise IllegalAction(f"{mid}: {square} is on the wrong side of the line of scrimmage")
            seen.add(square)
        if team == self.ball.offence and places[man_id(team, "C")][1] != line_row:
            raise IllegalAction("the Center lines up on the line of scrimmage, with the ball")

    def _return_formation(self, action: Formation) -> None:
        """ "The receiving team lines up the linemen on its own 40 yard line with the Backs
        dispersed behind the line in any formation the player chooses." """
        team = action.team
        if team != self.forming:
            self._refuse(action, "the receiving team lines up for the kick-off")
        if action.places:
            places = dict(action.places)
            self._check_places(team, places, self.kick.receive_row)
            for mid, square in places.items():
                why = self.lineup_refusal(mid, square)
                if why is not None:
                    raise IllegalAction(f"{mid}: {why} (Kick-off)")
        elif action.name in RETURNS:
            places = self.formation_places(team, action.name)
        else:
            self._refuse(
                action, f"no kick-off return formation {action.name!r} (one of {', '.join(RETURNS)})"
            )
        for mid, square in places.items():
            self.men[mid].square = square
            self.at[square] = mid
        self._say(
            "formation",
            f"{who(team)} {verb(team, 'lines', 'line')} up to receive:"
            f" {action.name or verb(team, 'its own formation', 'your own formation')}",
            team,
        )
        self.forming = None
        self.phase = Phase.KICKOFF

    def _ready_to_snap(self) -> None:
        self.phase = Phase.PLAY
        self.turn.mover = self.ball.offence
        self.turn.moves = 0
        self.scrimmage.snapped = False
        if self.kick.safety_free_kick:
            self._safety_punt()

    def _safety_punt(self) -> None:
        """After a safety, the punt: snapped to the kicker and kicked at once."""
        targets = self._snap_targets()
        if not targets:
            raise IllegalAction("the punt formation needs a kicker behind the Center")
        self._snap(Snap(targets[-1]))
        self.kick.safety_free_kick = False
        self.phase = Phase.CALL
        assert self.ball.carrier is not None
        if "punt" in self._calls():
            self._call(Call("punt"))
        else:
            self._next_series(self.ball.offence.other)

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

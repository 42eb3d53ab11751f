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

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from games.wording import verb, who
from sim.tiles import Square, between, line_distance

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
    PassKind,
    Phase,
    SafetyKick,
    Snap,
    Step,
    Throw,
    Touchback,
    TryPoint,
)
from .board import GRID, ROSTER, Kind, Team, in_end_zone, man_id, row_behind
from .formations import DEFENCE, OFFENCE, RETURNS, place
from .moving import Moving
from .numbers import (
    FG,
    FIELD_GOAL_RANGE,
    FREE_KICK_LINE,
    KICKOFF_LINE,
    LONG,
    MOVES,
    PAT,
    PENALTY_YARDS,
    SAFETY,
    SHORT,
    TD,
    TOUCHBACK_LINE,
)
from .state import OFF, Man, PendingKick
from .wording import man_words


@dataclass(frozen=True, slots=True)
class PassOdds:
    """A pass's chances: complete, incomplete, and intercepted by each defender on its line."""

    complete: float
    incomplete: float
    intercepted: dict[str, float]


def dice_odds(distance: int, on_line: Mapping[int | None, str]) -> PassOdds:
    """A pass over ``distance`` spaces by the dice rules, with ``on_line`` the defenders standing
    on its line by their spaces from the passer: one die for a short pass, two for a long one;
    any odd die is incomplete; otherwise a defender as many spaces out as the dice show
    intercepts it."""
    rolls = (
        [(a,) for a in range(1, 7)]
        if distance in SHORT
        else [(a, b) for a in range(1, 7) for b in range(1, 7)]
    )
    complete, incomplete, intercepted = 0, 0, dict[str, int]()
    for roll in rolls:
        if any(v % 2 for v in roll):
            incomplete += 1
        elif sum(roll) in on_line:
            man = on_line[sum(roll)]
            intercepted[man] = intercepted.get(man, 0) + 1
        else:
            complete += 1
    n = len(rolls)
    return PassOdds(complete / n, incomplete / n, {m: k / n for m, k in intercepted.items()})


class AllPro(Moving):
    """A game of All-Pro Football. Home attacks towards higher rows."""

    def __init__(self, seed: int = 0, options: Options | None = None) -> None:
        super().__init__(seed, options)
        self._toss()

    # ================================ Forward Passing
    def pass_odds(self, receiver: str) -> PassOdds:
        """The chances of a pass from the ball carrier to ``receiver`` as the board stands, the
        defenders on its line (not blocked) intercepting by :func:`dice_odds`."""
        assert self.ball.carrier is not None
        passer, target = self.men[self.ball.carrier], self.men[receiver]
        d = line_distance(passer.square, target.square)
        if d is None:
            raise ValueError(f"{receiver} is not on a line with the passer")
        on_line = {
            line_distance(passer.square, sq): self.at[sq]
            for sq in between(passer.square, target.square)
            if sq in self.at and sq not in self.blocks and self.men[self.at[sq]].team != passer.team
        }
        return dice_odds(d, on_line)

    def open_receivers(self, kind: PassKind = PassKind.FORWARD) -> list[str]:
        """The men a pass of ``kind`` could go to from the ball carrier as the board stands."""
        assert self.ball.carrier is not None
        return self._receivers_of(kind, self.men[self.ball.carrier])

    def _receivers(self) -> list[str]:
        """Men the called pass may be thrown to: on a line with the passer at an allowed
        distance (a forward pass ahead, a lateral not ahead)."""
        assert self.scrimmage.passing is not None and self.ball.carrier is not None
        return self._receivers_of(self.scrimmage.passing[0], self.men[self.ball.carrier])

    def _receivers_of(self, kind: PassKind, passer: Man) -> list[str]:
        out = []
        for m in self.men_of(passer.team):
            if m.id == passer.id or m.out:
                continue
            d = line_distance(passer.square, m.square)
            ahead = (m.square[1] - passer.square[1]) * passer.team.forward
            forward = kind == PassKind.FORWARD and d in SHORT + LONG and ahead > 0
            lateral = kind == PassKind.LATERAL and d in SHORT and ahead <= 0
            if forward or lateral:
                out.append(m.id)
        return out

    def _may_ground(self, receivers: list[str]) -> bool:
        """Throwing away is grounding "if ... he does not have an eligible receiver on a legal
        space" (a lateral with nobody to take it goes away too)."""
        assert self.scrimmage.passing is not None
        if self.options.ground_anytime:
            return True
        if self.scrimmage.passing[0] == PassKind.LATERAL:
            return not receivers
        return not any(self.men[r].kind.eligible for r in receivers)

    def _throw(self, action: Throw) -> None:
        self._need(Phase.THROW, action)
        if action.receiver not in self._receivers():
            self._refuse(
                action,
                "a pass goes to a man on a straight or diagonal line with the passer,"
                f" {_listed(SHORT)} spaces away (short) or {_listed(LONG)} (long)",
            )
        assert self.scrimmage.passing is not None and self.ball.carrier is not None
        kind, _ = self.scrimmage.passing
        passer, receiver = self.men[self.ball.carrier], self.men[action.receiver]
        self.scrimmage.passing = None
        if kind == PassKind.FORWARD:
            self.scrimmage.passed = True
            if not receiver.kind.eligible:
                name = f"illegal pass to the ineligible {man_words(receiver.id)}"
                self._penalty(self.ball.offence, PENALTY_YARDS, name, False)
                return
        d = line_distance(passer.square, receiver.square)
        assert d is not None
        dice = (self._die(),) if d in SHORT else (self._die(), self._die())
        word = "lateral" if kind == PassKind.LATERAL else ("short pass" if d in SHORT else "long pass")
        if any(v % 2 for v in dice):
            self._say("pass", f"{word} to {man_words(receiver.id)}: INCOMPLETE", self.ball.offence, dice=dice)
            self._end_down("incomplete")
            return
        reach = sum(dice)
        for square in between(passer.square, receiver.square):
            if line_distance(passer.square, square) != reach:
                continue
            other = self.at.get(square)
            if other is not None and square not in self.blocks and self.men[other].team != self.ball.offence:
                self._say(
                    "pass",
                    f"{word} to {man_words(receiver.id)}: INTERCEPTED by {man_words(other)}",
                    self.men[other].team,
                    dice=dice,
                )
                self._intercepted(self.men[other])
                return
        self._say("pass", f"{word} to {man_words(receiver.id)}: COMPLETE", self.ball.offence, dice=dice)
        self.ball.carrier = receiver.id
        self.turn.moves = 1  # placing the ball on the receiver counts as a move
        self.turn.mover = self.ball.offence
        self.phase = Phase.PLAY
        if not self._check_touchdown():
            self._after_move()

    def _ground(self, action: Ground) -> None:
        self._need(Phase.THROW, action)
        self.scrimmage.passing = None
        self._say("pass", "the pass is thrown away", self.ball.offence)
        self._penalty(self.ball.offence, PENALTY_YARDS, "intentional grounding", True)

    def _intercepted(self, man: Man) -> None:
        self.ball.offence = man.team
        self.ball.possession_changed = True
        self.ball.carrier = man.id
        self.ball.kick_return = True  # a return: a tackle in its own end zone is a touchback
        self.ball.safe_in_end_zone = in_end_zone(man.square[1], man.team)
        self._next_series(man.team)  # "he takes his three moves immediately"

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


def _listed(spaces: tuple[int, ...]) -> str:
    """(2, 4, 6) as "2, 4 or 6"."""
    *most, last = spaces
    return f"{', '.join(map(str, most))} or {last}"


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

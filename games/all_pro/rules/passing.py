"""Forward Passing (rulebooks/all_pro_football.txt): the receivers open to a pass, the dice that
complete it, leave it incomplete or have it intercepted (Completing a Short Pass, a Long Pass,
Incomplete Pass, Interception), the Lateral Pass, and a pass thrown away.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from games.all_pro.rules.actions import Ground, LogKind, PassKind, Phase, Throw
from games.all_pro.rules.board import in_end_zone
from games.all_pro.rules.moving import Moving
from games.all_pro.rules.numbers import LONG, PENALTY_YARDS, SHORT
from games.all_pro.rules.state import Man
from games.all_pro.rules.wording import man_words
from sim.tiles.grid import between, line_distance


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


class Passing(Moving):
    """Passes: to whom, and what the dice make of them."""

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
            self._say(
                LogKind.PASS, f"{word} to {man_words(receiver.id)}: INCOMPLETE", self.ball.offence, dice=dice
            )
            self._end_down("incomplete")
            return
        reach = sum(dice)
        for square in between(passer.square, receiver.square):
            if line_distance(passer.square, square) != reach:
                continue
            other = self.at.get(square)
            if other is not None and square not in self.blocks and self.men[other].team != self.ball.offence:
                self._say(
                    LogKind.PASS,
                    f"{word} to {man_words(receiver.id)}: INTERCEPTED by {man_words(other)}",
                    self.men[other].team,
                    dice=dice,
                )
                self._intercepted(self.men[other])
                return
        self._say(LogKind.PASS, f"{word} to {man_words(receiver.id)}: COMPLETE", self.ball.offence, dice=dice)
        self.ball.carrier = receiver.id
        self.turn.moves = 1  # placing the ball on the receiver counts as a move
        self.turn.mover = self.ball.offence
        self.phase = Phase.PLAY
        if not self._check_touchdown():
            self._after_move()

    def _ground(self, action: Ground) -> None:
        self._need(Phase.THROW, action)
        self.scrimmage.passing = None
        self._say(LogKind.PASS, "the pass is thrown away", self.ball.offence)
        self._penalty(self.ball.offence, PENALTY_YARDS, "intentional grounding", True)

    def _intercepted(self, man: Man) -> None:
        self._changes_hands(man.team)
        self.ball.carrier = man.id
        self.ball.kick_return = True  # a return: a tackle in its own end zone is a touchback
        self.ball.safe_in_end_zone = in_end_zone(man.square[1], man.team)
        self._next_series(man.team)  # "he takes his three moves immediately"


def _listed(spaces: tuple[int, ...]) -> str:
    """(2, 4, 6) as "2, 4 or 6"."""
    *most, last = spaces
    return f"{', '.join(map(str, most))} or {last}"

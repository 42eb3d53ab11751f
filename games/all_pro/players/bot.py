"""All-Pro Football players: one that picks any legal action at random, and the CPU.

The CPU decides one action at a time from ``legal_actions()``, never a foul. With the ball it
blocks the defender nearest its carrier, runs to daylight (forward, away from defenders) and
passes when a receiver stands open on a line; on defence it tackles when it can, closes on the
carrier with its nearest men, and stands in passing lanes. Its choices among equals come from
its own seeded generator, so it is deterministic.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from games.all_pro.rules.actions import (
    Action,
    Advance,
    Call,
    CallIllegalFormation,
    EndAdvance,
    EndSeries,
    Formation,
    Go,
    Ground,
    HandOff,
    KickEndZone,
    Phase,
    SafetyKick,
    Snap,
    Step,
    Throw,
    Touchback,
)
from games.all_pro.rules.board import Kind, Team, in_end_zone, own_yards
from games.all_pro.rules.engine import LONG, SHORT, AllPro, Man
from sim.tiles.grid import Square, between, line_distance

# A defender this many king's moves from the passer or nearer reaches him in the defence's three
# moves before the throw: a pass called then is a sack.
SACK_REACH = 3
# 4th and this many yards or fewer, in the opponent's half out of field-goal reach: go for it.
GO_FOR_IT_YARDS = 2

Player = Callable[[AllPro], Action]


def random_player(seed: int) -> Player:
    """Any legal action, at random; it counts to three, so it makes no fourth move."""
    rng = np.random.default_rng(seed)

    def choose(game: AllPro) -> Action:
        actions = game.legal_actions()
        if game.phase == Phase.PLAY and game.moves >= 3:
            actions = [a for a in actions if not isinstance(a, Step | HandOff)] or actions
        return actions[int(rng.integers(len(actions)))]

    return choose


def _king(a: Square, b: Square) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


class Cpu:
    """The CPU player for one team."""

    def __init__(self, seed: int) -> None:
        self.rng = np.random.default_rng(seed)

    def __call__(self, game: AllPro) -> Action:
        actions = game.legal_actions()
        phase = game.phase
        if phase == Phase.FORMATION:
            return self._formation(game, actions)
        if phase == Phase.RETURN_FORMATION:
            return actions[int(self.rng.integers(len(actions)))]
        if phase == Phase.CALL:
            return self._call(game, actions)
        if phase == Phase.THROW:
            return self._throw(game, actions)
        if phase == Phase.FREE_ADVANCE:
            return next((a for a in actions if isinstance(a, Advance)), EndAdvance())
        if phase == Phase.SAFETY_KICK:
            return SafetyKick("kickoff")
        if phase in (Phase.KICKOFF, Phase.PAT):
            return actions[0]
        return self._play(game, actions)

    # ----------------------------------------------------------------- between plays
    def _formation(self, game: AllPro, actions: list[Action]) -> Action:
        names = [a.name for a in actions if isinstance(a, Formation)]
        if game.forming == game.offence:
            if "punt" in names and ((game.down == 4 and not self._goes_for_it(game)) or len(names) == 1):
                return Formation(game.offence, "punt")
            pick = [n for n in names if n != "punt"]
            return Formation(game.offence, pick[int(self.rng.integers(len(pick)))])
        short = abs(game.marker - game.line) <= 5
        assert game.forming is not None
        return Formation(game.forming, "7-2-2" if short or "5-4-2" not in names else "5-4-2")

    def _call(self, game: AllPro, actions: list[Action]) -> Action:
        calls = {a.what for a in actions if isinstance(a, Call)}
        if "field goal" in calls and (game.down == 4 or own_yards(game.line, game.offence) >= 80):
            return Call("field goal")
        if "punt" in calls and game.down == 4 and not self._goes_for_it(game):
            return Call("punt")
        if (
            "pass" in calls
            and game.down >= 2
            and self._open_receiver(game) is not None
            and self._time_to_throw(game)
        ):
            return Call("pass")
        return Go()

    @staticmethod
    def _goes_for_it(game: AllPro) -> bool:
        """4th and short in the opponent's half, out of field-goal reach: go for the first down
        rather than punt the ball away for little."""
        short = abs(game.marker - game.line) <= GO_FOR_IT_YARDS
        return short and own_yards(game.line, game.offence) >= 50 and own_yards(game.line, game.offence) < 80

    @staticmethod
    def _time_to_throw(game: AllPro) -> bool:
        """No defender can reach the passer in the defence's three moves before the throw (a
        pass called with one that near is a sack)."""
        assert game.carrier is not None
        passer = game.men[game.carrier]
        return all(
            _king(m.square, passer.square) > SACK_REACH for m in game.men_of(passer.team.other) if not m.out
        )

    def _throw(self, game: AllPro, actions: list[Action]) -> Action:
        best: tuple[float, str] | None = None
        assert game.carrier is not None
        passer = game.men[game.carrier]
        for a in actions:
            if not isinstance(a, Throw):
                continue
            receiver = game.men[a.receiver]
            if not receiver.kind.eligible:
                continue
            score = self._pass_value(game, passer, receiver)
            if best is None or score > best[0]:
                best = (score, a.receiver)
        return Throw(best[1]) if best is not None else Ground()

    def _pass_value(self, game: AllPro, passer: Man, receiver: Man) -> float:
        d = line_distance(passer.square, receiver.square) or 0
        gain = (receiver.square[1] - passer.square[1]) * passer.team.forward
        risk = sum(
            1
            for sq in between(passer.square, receiver.square)
            if (line_distance(passer.square, sq) or 1) % 2 == 0
            and (m := game.at.get(sq)) is not None
            and game.men[m].team != passer.team
        )
        odds = 0.5 if d in SHORT else 0.25
        return odds * gain - 4.0 * risk

    def _open_receiver(self, game: AllPro) -> Man | None:
        """An eligible receiver on a line at a passing distance with no defender in the lane."""
        assert game.carrier is not None
        passer = game.men[game.carrier]
        for m in game.men_of(passer.team):
            if m.out or not m.kind.eligible or m.id == passer.id:
                continue
            d = line_distance(passer.square, m.square)
            ahead = (m.square[1] - passer.square[1]) * passer.team.forward
            if d in SHORT + LONG and ahead > 0 and self._pass_value(game, passer, m) > 0:
                return m
        return None

    # ----------------------------------------------------------------- moving
    def _play(self, game: AllPro, actions: list[Action]) -> Action:
        if any(isinstance(a, CallIllegalFormation) for a in actions):
            return CallIllegalFormation()
        touchback = next((a for a in actions if isinstance(a, Touchback)), None)
        if touchback is not None and game.carrier is None:
            return touchback
        snaps = [a for a in actions if isinstance(a, Snap)]
        if snaps:
            return self._snap(game, snaps, actions)
        if game.moves >= 3 and game.walker is None:
            return EndSeries()  # three moves a series: a fourth is a personal foul
        steps = [a for a in actions if isinstance(a, Step) and not game.is_foul(a)]
        if game.mover == game.offence:
            return self._offence(game, steps, actions)
        return self._defence(game, steps)

    def _snap(self, game: AllPro, snaps: list[Snap], actions: list[Action]) -> Action:
        if any(isinstance(a, KickEndZone) for a in actions) and game.down == 4:
            return KickEndZone()
        # The deepest man for a punt, else the Quarterback right behind the Center.
        deep = max(
            snaps, key=lambda s: abs(game.men[s.to].square[1] - game.men[f"{game.offence.value}.C"].square[1])
        )
        if self._will_kick(game):
            return deep
        return snaps[0]

    def _offence(self, game: AllPro, steps: list[Step], actions: list[Action]) -> Action:
        ball = game.ball_square()
        if game.carrier is None:  # a loose ball: the nearest man goes for it
            return self._chase(game, steps, ball) or EndSeries()
        carrier = game.men[game.carrier]
        if game.kicker == carrier.id and self._will_kick(game):
            return EndSeries()  # the kicker stays put: he punts or kicks after this series
        threats = self._threats(game, carrier)
        # A defender next to the carrier: block him if one of ours can.
        for step in steps:
            other = game.at.get(step.to)
            if other is not None and other in threats and step.man != carrier.id:
                return step
        if game.walker is not None:
            return steps[0] if steps else EndSeries()
        run = self._run(game, carrier, steps)
        if run is not None:
            return run
        support = self._support(game, carrier, steps)
        if support is not None:
            return support
        handoffs = [a for a in actions if isinstance(a, HandOff)]
        if handoffs and game.moves == 0 and carrier.kind not in (Kind.BACK, Kind.END):
            return handoffs[0]
        return EndSeries()

    def _will_kick(self, game: AllPro) -> bool:
        return game.down == 4 or own_yards(game.line, game.offence) >= 80

    def _threats(self, game: AllPro, carrier: Man) -> set[str]:
        return {
            m.id
            for m in game.men_of(carrier.team.other)
            if not m.out and _king(m.square, carrier.square) <= 2
        }

    def _danger(self, game: AllPro, square: Square, team: Team) -> float:
        """How many defenders could reach ``square`` in a series, the nearest counting most."""
        total = 0.0
        for m in game.men_of(team.other):
            if m.out:
                continue
            d = _king(m.square, square)
            if d <= 3:
                total += 1.0 / d if d else 4.0
        return total

    def _run(self, game: AllPro, carrier: Man, steps: list[Step]) -> Step | None:
        team = carrier.team
        here = self._danger(game, carrier.square, team)
        best: tuple[float, Step] | None = None
        for step in steps:
            if step.man != carrier.id or step.to in game.blocks:
                continue
            if in_end_zone(step.to[1], team.other):
                return step
            gain = (step.to[1] - carrier.square[1]) * team.forward
            value = 2.0 * gain - 3.0 * self._danger(game, step.to, team) + float(self.rng.random()) * 0.1
            if best is None or value > best[0]:
                best = (value, step)
        if best is None:
            return None
        # Stand still rather than run into a worse spot, unless it gains ground.
        if best[0] < -3.0 * here and (best[1].to[1] - carrier.square[1]) * team.forward <= 0:
            return None
        return best[1]

    def _support(self, game: AllPro, carrier: Man, steps: list[Step]) -> Step | None:
        """Move a blocker towards the defender nearest the carrier."""
        defenders = [m for m in game.men_of(carrier.team.other) if not m.out]
        if not defenders:
            return None
        target = min(defenders, key=lambda m: _king(m.square, carrier.square)).square
        best: tuple[int, Step] | None = None
        for step in steps:
            if step.man == carrier.id or step.to in game.blocks:
                continue
            man = game.men[step.man]
            closer = _king(man.square, target) - _king(step.to, target)
            if closer > 0 and (best is None or _king(step.to, target) < best[0]):
                best = (_king(step.to, target), step)
        return best[1] if best else None

    def _chase(self, game: AllPro, steps: list[Step], ball: Square | None) -> Step | None:
        if ball is None:
            return None
        best: tuple[int, Step] | None = None
        for step in steps:
            if step.to in game.blocks or (step.to in game.at and step.to != ball):
                continue
            d = _king(step.to, ball)
            if best is None or d < best[0]:
                best = (d, step)
        return best[1] if best else None

    def _defence(self, game: AllPro, steps: list[Step]) -> Action:
        target = game.ball_square()
        if target is None:
            return EndSeries()
        if game.carrier is None:
            return self._chase(game, steps, target) or EndSeries()
        carrier = game.men[game.carrier]
        for step in steps:
            if step.to == carrier.square:
                return step  # the tackle
        best: tuple[float, Step] | None = None
        for step in steps:
            if step.to in game.blocks:
                continue
            man = game.men[step.man]
            before, after = _king(man.square, target), _king(step.to, target)
            if after >= before:
                continue
            other = game.at.get(step.to)
            block = 1.0 if other is not None and game.men[other].team != man.team else 0.0
            # Close in with the nearest men first; a block clears the way too.
            value = -after - 0.2 * before + block + float(self.rng.random()) * 0.1
            if best is None or value > best[0]:
                best = (value, step)
        return best[1] if best else EndSeries()


def cpu_player(seed: int) -> Player:
    return Cpu(seed)

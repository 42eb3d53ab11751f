"""Fumbles (rulebooks/all_pro_football.txt): the ball falling off its carrier (its physics in
carrying.py: each move, and in the "run" reading the stop that ends a carrier's run) and a loose
ball picked up, whether fumbled or kicked: "When a receiving team man lands
on the space with the ball, the player picks up the ball" (Return of Kick-off), and a kick reached
by the defence is blocked (Punt).
"""

from __future__ import annotations

from games.all_pro.rules.actions import LogKind
from games.all_pro.rules.board import GRID, in_end_zone
from games.all_pro.rules.carrying import fall_square, glide, landing, run_step, run_stop
from games.all_pro.rules.numbers import MOVES
from games.all_pro.rules.scoring import Scoring
from games.all_pro.rules.state import Man
from games.all_pro.rules.wording import man_words
from games.core import ChanceNode
from games.core.wording import whose
from sim.tiles.carry import Carried
from sim.tiles.grid import Square


class Fumbles(Scoring):
    """A ball that falls off its carrier, and a loose ball picked up."""

    def _pick_up(self, man: Man) -> bool:
        """``man`` picks up the loose ball; True if that ended the play (or scored)."""
        self.ball.loose = None
        self.ball.carrier = man.id
        kick = self.kick.pending_kick
        first_touch_of_kick, self.kick.kick_loose = self.kick.kick_loose, False
        if kick is not None and man.team != self.ball.offence:
            self.kick.pending_kick = None  # a defender reached the kick: blocked
            self._say(
                LogKind.BLOCKED,
                f"{man_words(man.id)} blocks the {kick.what} and the defence takes over",
                man.team,
            )
            self._change_of_possession_at(man)
            return True
        if man.team != self.ball.offence:
            if first_touch_of_kick and self.kick.kicked in ("punt", "field goal"):
                # The kicking team touches the kick first: it is downed, the receivers' ball.
                self._say(
                    LogKind.DOWNED,
                    f"{man_words(man.id)} downs the {self.kick.kicked}: the receiving team's ball there",
                    man.team,
                )
                self._end_play_at(man.square, self.ball.offence, turnover=True)
                return True
            self._say(
                LogKind.RECOVERY, f"{man_words(man.id)} recovers the ball: {whose(man.team)} ball", man.team
            )
            self._changes_hands(man.team)
            self.ball.kick_return = False
            self.ball.safe_in_end_zone = in_end_zone(man.square[1], man.team)
        else:
            self._say(LogKind.RECOVERY, f"{man_words(man.id)} picks up the ball", man.team)
            if first_touch_of_kick:
                self.ball.safe_in_end_zone = in_end_zone(man.square[1], man.team)
            else:
                self._track_end_zone()
        return self._check_touchdown()

    def _maybe_fumble(self, man: Man, frm: Square, measured: Carried | None, hand: str | None = None) -> None:
        """Did the ball stay on the carrier as he moved from ``frm``? If not, where it lands.
        ``hand``: the hand that moved him, if not the rules' own (a person's click)."""
        options = self.options
        if options.fumbles == "never":
            return
        if options.fumbles == "chance":
            if options.fumble_chance <= 0.0 or not self.chance.throw(
                ChanceNode.bernoulli("fumble", options.fumble_chance)
            ):
                return
            first = None
        elif options.carry == "run" and measured is None:
            ridden, on_top = run_step(
                self.ball.on_top,
                man.id,
                man.team.forward,
                frm,
                man.square,
                hand or options.hand,
                self.rng,
                last=self.turn.moves >= MOVES,
            )
            self.ball.on_top = on_top
            if not ridden.fell:
                return
            first = fall_square(man.square, ridden.slip, man.team.forward)
        else:
            self.ball.on_top = None  # a glide measured from rest, the ball in the middle
            carried = measured or glide(frm, man.square, options.hand, self.rng)
            if not carried.fell:
                return
            first = landing(frm, man.square, carried.ahead)
        self._fall(man, first)

    def _fall(self, man: Man, first: Square | None) -> None:
        """The ball falls off ``man``: on ``first`` if it is free, else on a free neighbouring square."""
        self.ball.on_top = None
        around = GRID.neighbours(man.square, forward=man.team.forward)
        free = [s for s in around if s not in self.at and s not in self.blocks]
        if first in free:
            land = first
        elif free:
            land = self.chance.choice("where the ball falls", free)
        else:
            return  # hemmed in on every side: the ball has nowhere to fall but onto him
        self.ball.carrier = None
        self.ball.loose = land
        self._say(LogKind.FUMBLE, f"FUMBLE: the ball falls off {man_words(man.id)}", man.team)

    def _stop_run(self, going_on: str | None = None) -> None:
        """The carrier's run ends (the "run" reading): unless ``going_on`` is he (moving again in
        this series), his hand stops him, and the stop may drop the ball."""
        on_top = self.ball.on_top
        if on_top is None or not on_top.running or on_top.man == going_on:
            return
        if on_top.man != self.ball.carrier:
            self.ball.on_top = None  # he no longer has it: nothing rides on his stop
            return
        ridden, self.ball.on_top = run_stop(on_top, self.rng)
        if ridden.fell:
            man = self.men[on_top.man]
            self._fall(man, fall_square(man.square, ridden.slip, man.team.forward))

    def _carry_over(self) -> None:
        """After every action: a carry that ended (the ball handed, thrown, dropped, the play
        over) leaves nothing on the man's top; the next carry starts with the ball in the middle."""
        on_top = self.ball.on_top
        if on_top is not None and on_top.man != self.ball.carrier:
            self.ball.on_top = None

    def _track_end_zone(self) -> None:
        """A team that gained the ball in its own end zone and takes it out has left it: a
        tackle back in there is a safety, no longer a touchback."""
        square = self.ball_square()
        if square is None or not in_end_zone(square[1], self.ball.offence):
            self.ball.safe_in_end_zone = False

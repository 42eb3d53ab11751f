"""The Scoreboard, Downs and First Downs (rulebooks/all_pro_football.txt), and setting up each
play: a play registered after each down or score, the quarters, the half and the end of the game;
where a play ends and the next one starts (the next down, a first down, a turnover on downs, a
play whistled dead by the N. F. L. rule of forward progress); the toss, the kick-off's line-up
(Kick-off) and the line of scrimmage with its marker (Running Play).
"""

from __future__ import annotations

from games.all_pro.rules.actions import LogKind, Phase
from games.all_pro.rules.base import Engine, on_field
from games.all_pro.rules.board import (
    CENTRE_COL,
    ROSTER,
    Spot,
    Team,
    front_stripe,
    in_end_zone,
    own_yards,
    row_behind,
    stripe_of,
)
from games.all_pro.rules.formations import KICKING, place
from games.all_pro.rules.numbers import DOWNS, FIRST_DOWN, IDLE_SERIES, KICKOFF_LINE
from games.all_pro.rules.state import OFF, Man
from games.all_pro.rules.wording import spot_words
from games.core.wording import verb, who, whose
from sim.tiles.grid import Square


class Downs(Engine):
    """Plays registered and ended, and the next play set up."""

    def _register(self, scored: bool = False, down: bool = False, pat_follows: bool = False) -> bool:
        """A play is registered after each down, or when a team scores. Returns True when that
        ended the half or the game and the next play is already set (or there is none)."""
        if not (scored or down):
            return False
        board = self.scoreboard
        board.plays += 1
        per = self.options.plays_per_quarter
        if board.plays >= self.options.plays:
            board.half_over = "end"
        elif board.plays == self.options.plays // 2:
            board.half_over = "half"
        elif board.plays % per == 0:
            self._say(LogKind.QUARTER, f"end of quarter {board.plays // per}")
        if board.half_over is None or pat_follows:
            return False
        self._close_half()
        return True

    def _a_play_ends(self) -> bool:
        """Does the play ending now register one: a down, or a kick-off's return
        (``Options.kickoff_counts``)?"""
        return self.scrimmage.is_down or self.options.kickoff_counts

    def _close_half(self) -> None:
        what = self.scoreboard.half_over
        if what is None:
            return
        self.scoreboard.half_over = None
        if what == "end":
            self._say(
                LogKind.END,
                f"END OF GAME: {who(Team.HOME)} {self.scoreboard.score[Team.HOME]},"
                f" {who(Team.AWAY)} {self.scoreboard.score[Team.AWAY]}",
            )
            self.phase = Phase.OVER
        else:
            self._say(LogKind.HALF, "HALFTIME")
            self._kickoff(
                self.scoreboard.opening_receiver,
                stripe_of(KICKOFF_LINE, self.scoreboard.opening_receiver),
                None,
            )

    def _kickoff_after_score(self, team: Team) -> None:
        """After the point after touchdown: the half's end, or the scorer kicks off."""
        if self.scoreboard.half_over is not None:
            self._close_half()
        else:
            self._kickoff(team, stripe_of(KICKOFF_LINE, team), None)

    def _dead_in_own_end_zone(self, team: Team, how: str) -> None:
        raise NotImplementedError  # scoring's: a touchback or a safety

    def _end_play_at(self, square: Square, team: Team, turnover: bool) -> None:
        """The play is over with ``team`` in possession at ``square``."""
        if self.options.dead_in_end_zone == "touchback" and in_end_zone(square[1], team):
            self._dead_in_own_end_zone(team, "the ball is dead in the end zone")
            return
        stripe = on_field(front_stripe(square[1], team))
        was_down = self.scrimmage.is_down
        if self._register(down=self._a_play_ends()):
            return
        if not was_down or team != self.scrimmage.snapper or turnover:
            self._say(
                LogKind.SPOT, f"{whose(team)} ball at {spot_words(Spot(team, stripe))}: first down", team
            )
            self._scrimmage(team, stripe, first_down=True)
            return
        self._next_down(stripe)

    def _next_down(self, stripe: int) -> None:
        team = self.ball.offence
        if (stripe - self.scrimmage.marker) * team.forward > 0:
            self._say(LogKind.FIRST_DOWN, f"FIRST DOWN {who(team)} at {spot_words(Spot(team, stripe))}", team)
            self._scrimmage(team, stripe, first_down=True)
            return
        if self.scrimmage.down >= DOWNS:
            self._say(LogKind.DOWNS, f"turnover on downs at {spot_words(Spot(team, stripe))}", team.other)
            self._scrimmage(team.other, stripe, first_down=True)
            return
        inches = " (inches to go)" if stripe == self.scrimmage.marker else ""
        self.scrimmage.down += 1
        self._scrimmage(team, stripe, first_down=False)
        self._say(
            LogKind.DOWN,
            f"{_ordinal(self.scrimmage.down)} down at {spot_words(Spot(team, stripe))}{inches}",
            team,
        )

    def _end_down(self, why: str) -> None:
        """An incomplete pass: the down is over, the ball back on the line. On a return there is
        no line of the returners' own: the return ends where the passer stands, as a tackle
        there would end it."""
        if not self.scrimmage.is_down or self.ball.possession_changed:
            square = self.ball_square()
            assert square is not None
            self._end_play_at(square, self.ball.offence, turnover=False)
            return
        if not self._register(down=True):
            self._next_down(self.scrimmage.line)

    def _change_of_possession_at(self, man: Man) -> None:
        self.ball.offence = man.team
        self._end_play_at(man.square, man.team, turnover=True)

    def _whistle(self) -> None:
        """Neither team moved for a whole round: forward progress has stopped, and the play is
        dead where the ball is (the NFL rule the rulebook defers to). Or the option's limit."""
        square = self.ball_square()
        assert square is not None
        if self.turn.idle_series >= IDLE_SERIES:
            why = "nobody moves: forward progress stopped"
        elif self.options.stalled_series and self.turn.stalled_series >= self.options.stalled_series:
            why = f"no ground gained in {self.turn.stalled_series} series: forward progress stopped"
        else:
            why = "the series limit"
        self._say(LogKind.WHISTLE, f"the play is whistled dead ({why})", self.ball.offence)
        self._end_play_at(square, self.ball.offence, turnover=False)

    def _clear_board(self) -> None:
        self.at.clear()
        self.blocks.clear()
        for m in self.men.values():
            m.out = False
            m.square = OFF
        self.kick.kicked = None
        self.ball.carrier = self.ball.loose = self.turn.walker = None
        self.scrimmage.passing = None
        self.kick.pending_kick = None
        self.kick.kicker = None
        self.kick.end_zone_kick = False
        self.scrimmage.passed = False
        self.turn.series = 0
        self.turn.idle_series = 0
        self.turn.stalled_series = 0
        self.turn.best_progress = None
        self.ball.kick_return = False
        self.kick.kick_loose = False
        self.ball.possession_changed = False
        self.ball.safe_in_end_zone = False
        self.scrimmage.formation_called = False
        self.scrimmage.on_line_at_snap = len(ROSTER)  # all of them: no illegal formation

    def _kickoff(self, kicking: Team, stripe: int, receive: int | None) -> None:
        """Line up for a kick-off from ``stripe``: the kicking team across it; the receiving team
        (its linemen on ``receive``, default its 40) then lines up its Backs as it chooses."""
        self._clear_board()
        self.scrimmage.snapper = kicking.other
        self.kick.kicking = kicking
        self.ball.offence = kicking
        self.scrimmage.is_down = False
        self.scrimmage.snapped = True
        receiving = kicking.other
        receive = stripe_of(KICKOFF_LINE, receiving) if receive is None else receive
        k_row = row_behind(stripe, kicking)
        self.kick.receive_row = row_behind(receive, receiving)
        for mid, sq in place(kicking, KICKING, k_row, lambda s: True, set()).items():
            self.men[mid].square = sq
            self.at[sq] = mid
        self.ball.loose = (CENTRE_COL, k_row + kicking.forward)
        self.phase = Phase.RETURN_FORMATION
        self.forming = receiving
        self._say(
            LogKind.KICK_OFF,
            f"{who(kicking)} {verb(kicking, 'kicks', 'kick')} off"
            f" from {verb(kicking, 'its', 'your')} own {own_yards(stripe, kicking)}",
            kicking,
        )

    def _scrimmage(
        self, offence: Team, stripe: int, first_down: bool, defence_line: int | None = None
    ) -> None:
        self._clear_board()
        self.ball.offence = offence
        self.scrimmage.snapper = offence
        self.scrimmage.line = stripe
        self.scrimmage.defence_line = stripe if defence_line is None else defence_line
        if first_down:
            self.scrimmage.down = 1
            self.scrimmage.marker = on_field(stripe + FIRST_DOWN * offence.forward)
        self.scrimmage.is_down = True
        self.scrimmage.snapped = False
        self.phase = Phase.FORMATION
        self.forming = offence

    def _toss(self) -> None:
        first = self.options.first_kick
        if first == "toss":
            heads = self.chance.coin("toss")
            kicking = Team.HOME if heads else Team.AWAY
            self._say(
                LogKind.TOSS,
                f"{who(kicking.other)} {verb(kicking.other, 'wins', 'win')} the toss and will receive",
                kicking.other,
            )
        else:
            kicking = Team(first)
        self.scoreboard.opening_receiver = kicking.other
        self._kickoff(kicking, stripe_of(KICKOFF_LINE, kicking), None)


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")

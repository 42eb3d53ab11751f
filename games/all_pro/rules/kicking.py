"""Kicking (rulebooks/all_pro_football.txt): the Kick-off and the kicking team's free advance,
the kick in flight and where it comes down (Return of Kick-off, Punt, Punt Return, Field Goal), and
the Punt From Own End Zone. The calls of a punt or a field goal are in calls.py.
"""

from __future__ import annotations

from games.all_pro.rules.actions import Advance, EndAdvance, Kick, KickEndZone, LogKind, Phase
from games.all_pro.rules.board import GRID, YARDS, Team, in_end_zone, own_yards, stripe_of
from games.all_pro.rules.numbers import END_ZONE_KICK_LINE, FG, FREE_ADVANCE, KICKOFF_LINE
from games.all_pro.rules.scoring import Scoring
from games.all_pro.rules.state import Man
from games.all_pro.rules.wording import man_words
from games.core.wording import verb, who
from sim.tiles.grid import Square


class Kicking(Scoring):
    """Kicks: off, punted, at goal, and out of one's own end zone."""

    def _kick_off(self, action: Kick) -> None:
        self._need(Phase.KICKOFF, action)
        team = self.kick.kicking
        dice = (self._die(), self._die())
        start = self.ball.loose
        assert start is not None
        self.ball.loose = None
        n = sum(dice)
        self.kick.kicked = "kick-off"
        self._say(
            LogKind.KICK,
            f"{who(team)} {verb(team, 'kicks', 'kick')} off: {n} spaces, {YARDS * n} yards",
            team,
            dice=dice,
        )
        self._land_kick(team, (start[0], start[1] + n * team.forward), down=False)
        if self.phase == Phase.PLAY:
            self.phase = Phase.FREE_ADVANCE
            self.kick.advanced = set()

    def _advance_path(self, man: Man) -> list[Square] | None:
        """A kicking-team man's free advance, three spaces straight ahead, if all free."""
        if man.id in self.kick.advanced:
            return None
        path = []
        c, r = man.square
        for k in range(1, FREE_ADVANCE + 1):
            sq = (c, r + k * man.team.forward)
            if not GRID.contains(sq) or sq in self.at or sq == self.ball.loose:
                return None
            path.append(sq)
        return path

    def _advance(self, action: Advance) -> None:
        self._need(Phase.FREE_ADVANCE, action)
        man = self.men.get(action.man)
        if man is None or man.team != self.kick.kicking:
            self._refuse(action, "only the kicking team's men advance")
            return
        path = self._advance_path(man)
        if path is None:
            self._refuse(action, "three free spaces straight ahead, once a man (Kick-off)")
            return
        del self.at[man.square]
        man.square = path[-1]
        self.at[man.square] = man.id
        self.kick.advanced.add(man.id)
        self._say(LogKind.MOVE, f"{man_words(man.id)} advances {len(path)} spaces downfield", man.team)

    def _end_advance(self, action: EndAdvance) -> None:
        self._need(Phase.FREE_ADVANCE, action)
        self._next_series(self.kick.kicking.other)

    def _land_kick(self, kicking: Team, target: Square, down: bool) -> None:
        """The kicked ball comes down on ``target`` (or beyond the end line: a touchback)."""
        receiving = kicking.other
        self._changes_hands(receiving)
        self.ball.kick_return = True
        self.scrimmage.is_down = down
        c, r = target
        while GRID.contains((c, r)):
            other = self.at.get((c, r))
            if other is None and (c, r) not in self.blocks:
                self.ball.loose = (c, r)
                self.kick.kick_loose = True
                break
            if (
                other is not None
                and (c, r) not in self.blocks
                and self.men[other].team == receiving
                and not self.men[other].out
            ):
                self.ball.carrier = other
                self._say(LogKind.CATCH, f"{man_words(other)} catches the kick", receiving)
                break
            r += kicking.forward  # it bounces on past the kicking team's men
        else:
            self._say(LogKind.TOUCHBACK, "the kick goes out of the end zone: TOUCHBACK", receiving)
            self._touchback_for(receiving)
            return
        square = self.ball_square()
        assert square is not None
        self.ball.safe_in_end_zone = in_end_zone(square[1], receiving)
        self.scrimmage.passing = None
        self._next_series(receiving)

    def _kick_flies(self) -> None:
        pending = self.kick.pending_kick
        assert pending is not None and self.ball.loose is not None
        self.kick.pending_kick = None
        square, self.ball.loose = self.ball.loose, None
        self._fly(pending.what, pending.kicker, square)

    def _fly(self, what: str, kicker: str, square: Square) -> None:
        """A kick (punt, field goal, end-zone kick) travels two dice straight downfield."""
        team = self.ball.offence
        dice = (self._die(), self._die())
        n = sum(dice)
        row = square[1] + n * team.forward
        self.kick.kicked = "field goal" if what == "field goal" else "punt"
        self._say(
            LogKind.KICK, f"{man_words(kicker)} kicks the {self.kick.kicked}: {n} spaces", team, dice=dice
        )
        if what == "field goal":
            if in_end_zone(row, team.other) or not GRID.contains((square[0], row)):
                self.scoreboard.score[team] += FG
                self._say(LogKind.SCORE, f"FIELD GOAL {who(team)}: {FG} points", team, FG)
                if not self._register(scored=True):
                    self._kickoff(team, stripe_of(KICKOFF_LINE, team), None)
                return
            self._say(LogKind.KICK, "the field goal is short: it may be run back", team)
        self._land_kick(team, (square[0], row), down=True)

    def _may_kick_from_end_zone(self) -> bool:
        return (
            not self.kick.end_zone_kick
            and own_yards(self.scrimmage.line, self.ball.offence) <= END_ZONE_KICK_LINE
        )

    def _kick_end_zone(self, action: KickEndZone) -> None:
        self._need(Phase.PLAY, action)
        if self.scrimmage.snapped or not self._may_kick_from_end_zone():
            self._refuse(action, 'only a team lined up in its own end zone calls "kick", before the snap')
        self.kick.end_zone_kick = True
        self._say(
            LogKind.CALL,
            f"{who(self.ball.offence)} {verb(self.ball.offence, 'calls', 'call')} KICK"
            f" from {verb(self.ball.offence, 'its', 'your')} own end zone",
            self.ball.offence,
        )

    def _kick_out_of_end_zone(self) -> None:
        """Punt From Own End Zone: after the offence's first series, the ball goes downfield
        the two dice from where it is; the other team returns it."""
        square = self.ball_square()
        assert square is not None
        kicker = self.ball.carrier or "the kicker"
        self.ball.carrier = None
        self.ball.loose = None
        self.kick.pending_kick = None
        self.kick.end_zone_kick = False
        self._fly("punt", kicker, square)

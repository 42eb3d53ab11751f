"""Lining up (rulebooks/all_pro_football.txt: The Scrimmage Tray, Running Play, Kick-off):
the offence's and the defence's formations for a play from scrimmage, the receiving team's for a
kick-off, each man on his own side of the line, then the snap made ready (and after a safety, the
punt made at once). The named shapes are in formations.py.
"""

from __future__ import annotations

from collections.abc import Mapping

from games.all_pro.rules.actions import Call, Formation, IllegalAction, LogKind, Phase, Snap
from games.all_pro.rules.board import GRID, ROSTER, Kind, Team, man_id, row_behind
from games.all_pro.rules.formations import DEFENCE, OFFENCE, RETURNS, place
from games.all_pro.rules.moving import Moving
from games.core.wording import verb, who
from sim.tiles.grid import Square

SNAP_REFUSAL = (
    "nobody stands directly behind the Center to take the snap: put a man on his column, behind"
    ' him (the Quarterback "must be in a direct line behind the Center")'
)


def snap_refusal(team: Team, places: Mapping[str, Square]) -> str | None:
    """Why the snap could not follow an offensive formation (None: it can). "The ball is taken
    from the Center and placed on the Quarterback, who must be in a direct line behind the
    Center" (Running Play): a formation with nobody there would leave the offence no snap, and
    before the snap no other move, so it is refused when it is set. The men of the other team
    line up on their own side, so the first man behind the Center is always the offence's."""
    centre = places.get(man_id(team, "C"))
    if centre is None:
        return None
    behind = [sq for m, sq in places.items() if sq[0] == centre[0] and (sq[1] - centre[1]) * team.forward < 0]
    return None if behind else SNAP_REFUSAL


class LiningUp(Moving):
    """Formations for plays from scrimmage and kick-offs."""

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

    def snap_refusal(self, team: Team, places: Mapping[str, Square]) -> str | None:
        """Why the snap could not follow ``team``'s offensive formation ``places`` (None: it can)."""
        return snap_refusal(team, places)

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
            LogKind.FORMATION,
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
        if team == self.ball.offence and self.phase == Phase.FORMATION:
            why = snap_refusal(team, places)
            if why is not None:
                raise IllegalAction(why)

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
            LogKind.FORMATION,
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

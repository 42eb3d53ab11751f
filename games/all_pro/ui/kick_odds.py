"""The odds of a kick the person at the window is about to make (a kick-off, a punt, a field
goal), as the pass odds are shown: a tag on the board at each outcome and a line in the panel.

The rulebook rolls both dice for every kick: the ball goes that many spaces straight downfield
from where it is kicked (the kick-off from its square; a punt or a field goal "one space in front
of the kicker"). A field goal is good when it reaches the end zone (or flies past it); past the
end line any kick is a touchback. So the chances are the 36 rolls counted, as the rules fly them
(games/all_pro/rules/kicking.py)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from games.all_pro.players.reach import Field, distances
from games.all_pro.rules.actions import Call, Phase
from games.all_pro.rules.board import GRID, YARDS, Team, in_end_zone
from games.all_pro.rules.engine import MOVES, AllPro
from sim.tiles.grid import Square

# Said next to a kick's odds when a defender can reach the ball's square (play-test 28: "good 42%"
# was read as the whole story, and the field goal was blocked).
BLOCK_LINE = "{man} can reach the ball: it may be blocked"

# How many of the 36 rolls of two dice make each total.
ROLLS = {n: 6 - abs(n - 7) for n in range(2, 13)}


@dataclass(frozen=True, slots=True)
class KickOdds:
    """A kick about to be made: what it is, the square it goes from and the team kicking."""

    what: str  # "kick-off", "punt" or "field goal"
    start: Square
    team: Team
    # A defender who can land on the ball's square in the defence's three moves (the kick is
    # then blocked, the rulebook's "Punts"): the odds above are only for a kick that gets away.
    blocker: str | None = None

    def landing(self, n: int) -> Square:
        return (self.start[0], self.start[1] + n * self.team.forward)

    def _chance(self, keep: Callable[[Square], bool]) -> float:
        return sum(w for n, w in ROLLS.items() if keep(self.landing(n))) / 36

    def good(self) -> float:
        """A field goal's chance: it reaches the end zone or flies past it."""
        return self._chance(lambda sq: not GRID.contains(sq) or in_end_zone(sq[1], self.team.other))

    def touchback(self) -> float:
        """Past the end line: a touchback."""
        return self._chance(lambda sq: not GRID.contains(sq))

    def end_zone(self) -> float:
        """Down in the receivers' end zone (theirs to run out, or to down for a touchback)."""
        return self._chance(lambda sq: GRID.contains(sq) and in_end_zone(sq[1], self.team.other))

    def lines(self) -> list[str]:
        """The chances in words, for the panel."""
        if self.what == "field goal":
            good = self.good()
            return [f"Field goal: good {good:.0%} (it must reach the end zone), short {1 - good:.0%}"]
        field = 1 - self.touchback() - self.end_zone()
        name = "Kick-off" if self.what == "kick-off" else "Punt"
        words = f"{name}: 2 to 12 spaces, 7 the likeliest ({YARDS * 7} yards, 17%)"
        parts = [f"lands on the field {field:.0%}"]
        if self.end_zone():
            parts.append(f"in their end zone {self.end_zone():.0%}")
        if self.touchback():
            parts.append(f"past the end line (touchback) {self.touchback():.0%}")
        return [words, "Chances: " + ", ".join(parts)]

    def short(self) -> str:
        """The chances in one line (fourth down, the panel kept short)."""
        if self.what == "field goal":
            return f"Field goal: good {self.good():.0%}"
        field = 1 - self.touchback() - self.end_zone()
        return f"Punt: 2 to 12 spaces (7 likeliest), lands on the field {field:.0%}"

    def tags(self) -> dict[Square, str]:
        """A tag on the board for each outcome, where the ball would come down: a field goal's
        chance of being good on the end zone, and of falling short on the likeliest short square;
        a punt's or a kick-off's chance of each square it may land on (those past the end line
        together, on the last square)."""
        if self.what == "field goal":
            return self._field_goal_tags()
        out: dict[Square, str] = {}
        beyond = 0
        last: Square | None = None
        for n, w in ROLLS.items():
            sq = self.landing(n)
            if GRID.contains(sq):
                out[sq] = f"{w / 36:.0%}"
                last = sq
            else:
                beyond += w
        if beyond and last is not None:
            out[last] = f"{(ROLLS.get(_spaces(self, last), 0) + beyond) / 36:.0%}"
        return out

    def _field_goal_tags(self) -> dict[Square, str]:
        good = self.good()
        inside = [self.landing(n) for n in ROLLS if GRID.contains(self.landing(n))]
        goal = next((sq for sq in inside if in_end_zone(sq[1], self.team.other)), None)
        short = [self.landing(n) for n in ROLLS if GRID.contains(self.landing(n)) and self.landing(n) != goal]
        short = [sq for sq in short if not in_end_zone(sq[1], self.team.other)]
        out: dict[Square, str] = {}
        if good and goal is not None:
            out[goal] = f"good {good:.0%}"
        elif good and inside:
            out[inside[-1]] = f"good {good:.0%}"
        if short and good < 1:
            out[short[len(short) // 2]] = f"short {1 - good:.0%}"
        return out


def _spaces(k: KickOdds, sq: Square) -> int:
    return (sq[1] - k.start[1]) * k.team.forward


def kick_at(game: AllPro, humans: Collection[Team], my_turn: bool) -> list[KickOdds]:
    """The kicks the person at the window is about to make: his kick-off; the punt and the field
    goal he may call now (the ball would go one space in front of his kicker); the kick he has
    called, while the defence has its three moves to block it."""
    g = game
    if g.phase == Phase.KICKOFF and my_turn and g.loose is not None:
        return [KickOdds("kick-off", g.loose, g.kick.kicking)]
    pending = g.pending_kick
    if pending is not None and g.loose is not None and g.offence in humans:
        what = "field goal" if pending.what == "field goal" else "punt"
        return [KickOdds(what, g.loose, g.offence, blocker(g, g.loose))]
    if g.phase != Phase.CALL or not my_turn or g.carrier is None or g.carrier != g.kicker:
        return []
    kicker = g.men[g.carrier]
    front = (kicker.square[0], kicker.square[1] + kicker.team.forward)
    legal = g.legal_actions()
    near = blocker(g, front)
    return [
        KickOdds(what, front, kicker.team, near) for what in ("field goal", "punt") if Call(what) in legal
    ]


def blocker(game: AllPro, spot: Square) -> str | None:
    """The defender quickest to land on ``spot`` in the defence's three moves, if one can (by the
    coach's own reckoning, games/all_pro/players/reach.py: what the CPU's defence can do)."""
    defence = game.offence.other
    field = Field.of(game)
    away = distances(field, spot, defence)
    near = [
        (away[m.square], m.id)
        for m in game.men.values()
        if m.team == defence and not m.out and m.square in away and away[m.square] <= MOVES
    ]
    return min(near)[1] if near else None

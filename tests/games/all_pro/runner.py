"""A scripted newcomer's offence, to measure how far a sensible person's runs go against each CPU
defence: he lines up in the T, takes the snap with his quarterback and runs him, never passes or
kicks.

- ``"middle"``: up the middle: his Center blocks the man across from him after the snap and the
  carrier runs for the square furthest forward he can reach, the nearest the middle;
- ``"gap"``: as a person who reads the board's safe squares (games/all_pro/ui/rush.py): each move
  the carrier heads for the square furthest forward he can reach this turn, a square the defence
  cannot reach next turn counted two rows further (he keeps to the gaps, but does not run back
  far to find one); a team-mate first blocks a defender
  standing next to the carrier when one can (the window rings that man).

On defence and at every other moment he plays as the plain CPU (games/all_pro/players/bot.py).
"""

from __future__ import annotations

from collections.abc import Callable

from games.all_pro.players.beginner import REACH
from games.all_pro.players.bot import Cpu, _king
from games.all_pro.rules.actions import Action, Call, EndSeries, Formation, Go, Phase, Step
from games.all_pro.rules.board import CENTRE_COL, GRID, Team, own_yards
from games.all_pro.rules.engine import MOVES, AllPro, Man
from games.all_pro.ui.rush import rush
from sim.tiles.grid import Square

SAFE_ROWS = 2
BLOCK_COST = 0.5  # rows: a block is played only when it opens more than a plain run
NEAR = 3  # the defenders this near the carrier are worth blocking


class Runner(Cpu):
    """The scripted offence (see the module's doc)."""

    def __init__(self, seed: int, how: str = "gap", crossing: bool = True, reach: int = MOVES) -> None:
        super().__init__(seed)
        self.how = how
        self.crossing, self.reach = crossing, reach  # the rush as the window counts it

    def _formation(self, game: AllPro, actions: list[Action]) -> Action:
        if game.forming == game.offence and any(isinstance(a, Formation) and a.name == "T" for a in actions):
            return Formation(game.offence, "T")
        return super()._formation(game, actions)

    def _call(self, game: AllPro, actions: list[Action]) -> Action:
        return Go() if Go() in actions else next(a for a in actions if not isinstance(a, Call))

    def _offence(self, game: AllPro, steps: list[Step], actions: list[Action]) -> Action:
        if game.carrier is None or game.walker is not None or game.possession_changed:
            return super()._offence(game, steps, actions)
        carrier = game.men[game.carrier]
        best: tuple[float, Action] | None = None
        for block in [None, *self._blocks(game, carrier, steps)]:
            after = game
            if block is not None:
                after = game.clone()
                after.apply(block)
            value, move = self._run_on(after, after.men[carrier.id])
            value -= BLOCK_COST if block is not None else 0.0  # a plain run first, at a tie
            if best is None or value > best[0]:
                best = (value, block or move)
        assert best is not None
        return best[1] if best[1] in steps or isinstance(best[1], EndSeries) else EndSeries()

    def _blocks(self, game: AllPro, carrier: Man, steps: list[Step]) -> list[Step]:
        """Team-mates' blocks of the defenders near the carrier (the window rings them)."""
        if game.moves >= MOVES:
            return []
        return [
            step
            for step in steps
            if step.man != carrier.id
            and (other := game.at.get(step.to)) is not None
            and game.men[other].team != carrier.team
            and step.to not in game.blocks
            and _king(step.to, carrier.square) <= NEAR
        ]

    def _run_on(self, game: AllPro, carrier: Man) -> tuple[float, Action]:
        """Where the carrier runs with the moves left (standing is one choice) and what that is
        worth: the rows gained, a square the rush (as the window shows it) does not reach
        counted ``SAFE_ROWS`` more; up the middle only the middle columns are run to."""
        paths = _paths(game, carrier, MOVES - game.moves)
        paths[carrier.square] = carrier.square
        danger = rush(game, self.crossing, self.reach)
        forward = carrier.team.forward

        def value(end: Square) -> float:
            gain = (end[1] - carrier.square[1]) * forward
            wide = self.how == "middle" and abs(end[0] - CENTRE_COL) > 1 and end != carrier.square
            return gain + SAFE_ROWS * (end not in danger) - (99 if wide else 0)

        end = max(paths, key=lambda e: (value(e), e == carrier.square, -abs(e[0] - CENTRE_COL)))
        if end == carrier.square:
            return value(end), EndSeries()
        return value(end), Step(carrier.id, paths[end])


def _paths(game: AllPro, carrier: Man, moves: int) -> dict[Square, Square]:
    """The squares the carrier can end on within ``moves`` steps (not on a block), each with the
    first step of a shortest way there, round the men and over his own team's blocks."""
    first: dict[Square, Square] = {}
    seen = {carrier.square}
    frontier = [(carrier.square, carrier.square)]
    for _ in range(moves):
        nxt: list[tuple[Square, Square]] = []
        for sq, via in frontier:
            for nb in GRID.neighbours(sq):
                if nb in seen:
                    continue
                own_block = nb in game.blocks and game.men[game.blocks[nb][0]].team == carrier.team
                if nb in game.at and not own_block:
                    continue
                seen.add(nb)
                step = via if sq != carrier.square else nb
                nxt.append((nb, step))
                if not own_block:
                    first[nb] = step
        frontier = nxt
    return first


def runner(how: str, crossing: bool = True, reach: int = MOVES) -> Callable[[int], Runner]:
    return lambda seed: Runner(seed, how, crossing, reach)


def run_yards(seed: int, how: str, defence: str) -> list[int]:
    """The scripted runner's (home's) yards on each of his downs from a snap against ``defence``
    (a touchdown counted to the goal line)."""
    from games.all_pro import match
    from games.all_pro.match import play_game
    from games.all_pro.rules.actions import Snap

    gains: list[int] = []
    start: list[int] = []

    def watch(game: AllPro) -> Callable[[Action], None]:
        def record(action: Action) -> None:
            if isinstance(action, Snap) and game.offence == Team.HOME and not start:
                start[:] = [own_yards(game.line, Team.HOME), game.plays, game.score[Team.HOME]]
            elif start and (game.plays != start[1] or game.phase == Phase.PAT):
                scored = game.score[Team.HOME] - start[2] >= 6 or game.phase == Phase.PAT
                gains.append(100 - start[0] if scored else own_yards(game.line, Team.HOME) - start[0])
                start.clear()

        return record

    name = f"runner-{how}"
    beginner = defence == "cpu"
    match.PLAYERS[name] = runner(how, crossing=not beginner, reach=REACH if beginner else MOVES)
    try:
        play_game(seed, name, defence, watch=watch)
    finally:
        del match.PLAYERS[name]
    return gains

"""Whole CPU games played and recorded headless, and recorded games played on to their end."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .codecs import CODECS
from .recording import GameRecorder

SIDES = {
    "finger-football": ("red", "blue"),
    "foosball": ("home", "away"),
    "all-pro": ("home", "away"),
    "tortellini": ("one", "two"),
}
CPU_DEFAULT = {"finger-football": "club", "foosball": "club", "all-pro": "cpu", "tortellini": "expert"}


def record_game(
    game_name: str,
    seed: int,
    path: Path,
    players: tuple[str, str] | None = None,
    progress: Callable[[int], None] | None = None,
) -> Path:
    """Play a whole CPU game of ``game_name`` from ``seed``, recording it to ``path``.
    ``progress`` is called with the number of actions recorded after each one."""
    if game_name not in SIDES:
        raise ValueError(f"no CPU games of {game_name!r}: one of {', '.join(SIDES)}")
    engine = CODECS[game_name].new_game(seed)
    kinds = players or (CPU_DEFAULT[game_name],) * 2
    recorder = GameRecorder.start(game_name, engine, dict(zip(SIDES[game_name], kinds, strict=True)), path)
    play_out(recorder, progress)
    return path


def play_out(recorder: GameRecorder, progress: Callable[[int], None] | None = None) -> None:
    """Play a recorded game on to its end with the CPU players its header names (a person's side
    is played by the CPU at its default level), recording every action."""
    codec = recorder.codec
    named = dict(recorder.header.get("players") or {})
    kinds = [str(named.get(side, "human")) for side in SIDES[codec.name]]
    kinds = [CPU_DEFAULT[codec.name] if k == "human" else k for k in kinds]
    if codec.name == "foosball":
        _play_foosball(recorder, kinds, progress)
        return
    act = _PLAYERS[codec.name](codec.game, kinds)
    while not codec.over():
        action, extra = act()
        codec.apply(action)
        recorder.record(action, **extra)
        if progress is not None:
            progress(recorder.file.count)


def _play_foosball(recorder: GameRecorder, kinds: list[str], progress: Callable[[int], None] | None) -> None:
    """Foosball records itself as the match steps (its tape); a game that reaches the time limit
    is left unfinished, everything played written."""
    from games.foosball.match import MAX_GAME, FoosMatch
    from games.replays.foosball import FoosballTape
    from sim.foosball_table import Side as FoosSide

    match = recorder.codec.game
    assert isinstance(match, FoosMatch) and isinstance(match.tape, FoosballTape)
    for side, kind in zip(FoosSide, kinds, strict=True):
        match.set_player(side, kind)
    while not match.ref.is_over() and match.table.t < MAX_GAME:
        match.step()
        if progress is not None and match.steps % 240 == 0:
            progress(recorder.file.count)
    match.tape.flush()


Mover = Callable[[], tuple[Any, dict[str, Any]]]


def _finger_football_players(game: Any, kinds: list[str]) -> Mover:
    from games.finger_football.actions import Kicked, Team
    from games.finger_football.match import Physics, make_player, next_action

    physics = Physics(game.mat)
    bots = {t: make_player(k, game.seed, t, physics) for t, k in zip(Team, kinds, strict=True)}

    def act() -> tuple[Any, dict[str, Any]]:
        action = next_action(game, bots, physics)
        return action, {"kick_distance": physics.kick_distance if isinstance(action, Kicked) else None}

    return act


def _all_pro_players(game: Any, kinds: list[str]) -> Mover:
    from games.all_pro.board import Team
    from games.all_pro.match import make_player

    movers = {t: make_player(k, game.seed + 1 + i) for i, (t, k) in enumerate(zip(Team, kinds, strict=True))}
    return lambda: (movers[game.team_to_move()](game), {})


def _tortellini_players(game: Any, kinds: list[str]) -> Mover:
    from games.tortellini.actions import Joint, Plan, Team
    from games.tortellini.match import make_player

    planners = {
        t: make_player(k, game.seed + 1 + i) for i, (t, k) in enumerate(zip(Team, kinds, strict=True))
    }

    def act() -> tuple[Any, dict[str, Any]]:
        placer = game.to_place()
        if placer is not None:
            return planners[placer](game, placer), {}
        one, two = (planners[t](game, t) for t in Team)
        assert isinstance(one, Plan) and isinstance(two, Plan)
        return Joint(one, two), {}

    return act


_PLAYERS: dict[str, Callable[[Any, list[str]], Mover]] = {
    "finger-football": _finger_football_players,
    "all-pro": _all_pro_players,
    "tortellini": _tortellini_players,
}


@dataclass(frozen=True, slots=True)
class RecordTo:
    """A game's ``watch``: shown the game before it starts, it starts recording it to ``path``
    and returns what to tell each action. It can be sent to a worker process."""

    game_name: str
    players: dict[str, str]  # side -> kind, as the header names them
    path: Path

    def __call__(self, game: Any) -> Callable[..., None]:
        recorder = GameRecorder.start(self.game_name, game, self.players, self.path)
        if self.game_name != "finger-football":
            return recorder.record

        def record(action: Any, physics: Any) -> None:
            from games.finger_football.actions import Kicked

            distance = physics.kick_distance if isinstance(action, Kicked) else None
            recorder.record(action, kick_distance=distance)

        return record


def recording_path(folder: Path, game_name: str, seed: int) -> Path:
    """Where ``simulate --record`` writes the game of ``seed``."""
    return folder / f"{game_name}-seed{seed}.jsonl"

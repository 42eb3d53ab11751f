"""A game with its physics and its players: the loop that asks the rules what they want,
gets it from a bot (or a person, through the view), runs the physics, and applies the result.

Headless games (``tabletop simulate finger-football``, benchmarks, tests) run here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from games.core.errors import require
from games.finger_football.players.beginner import BEGINNER, Beginner, beginner_skill
from games.finger_football.players.bot import Bot, RandomBot
from games.finger_football.rules.actions import (
    Action,
    Event,
    Flicked,
    Kicked,
    Options,
    Phase,
    Roll,
    Team,
    Toss,
)
from games.finger_football.rules.engine import FingerFootball, FlickRequest, KickRequest
from games.finger_football.rules.invariants import Invariants
from sim.kick import KickRange, KickTiming, load_setup
from sim.noise import skill as skill_named
from sim.slider.mat import Mat
from sim.slider.table import Flick, SliderTable

PLAYER_KINDS = ("beginner", "novice", "club", "expert", "random")


class Physics:
    """The slider table and the kick range of one mat, built once."""

    def __init__(self, mat: Mat) -> None:
        self.table = SliderTable(mat)
        setup = load_setup()
        self.count_length = setup.count_length
        self.kick_distance = mat.field.length + mat.field.endzone  # where the CPU kicks at
        post = setup.goalpost("medium", self.kick_distance)
        self.kick_range = KickRange(post, setup.ball)

    def flicked(self, request: FlickRequest, flick: Flick) -> Flicked:
        return Flicked(self.table.flick(request.start, flick))

    def kicked(self, kick: Any, kicked_at: float, trajectory: bool = False) -> Kicked:
        """The CPU's kick; ``trajectory``: with its flight sampled, to be shown."""
        timing = KickTiming(self.count_length, stood_at=0.0, kicked_at=kicked_at)
        return Kicked(self.kick_range.kick(kick, timing=timing, trajectory=trajectory))


def make_player(kind: str, seed: int, team: Team, physics: Physics) -> Bot:
    """A CPU player: a skill name, the beginner, or "random"."""
    rng = np.random.default_rng(np.random.SeedSequence([seed, 1 if team == Team.RED else 2]))
    if kind == "random":
        return RandomBot(skill_named("novice"), rng, physics.kick_range)
    if kind == BEGINNER:  # the window's first opponent (players/levels.py)
        return Beginner(beginner_skill(), rng, physics.kick_range)
    return Bot(skill_named(kind), rng, physics.kick_range)


@dataclass(slots=True)
class GameSummary:
    seed: int
    score: dict[Team, int]
    winner: Team | None
    overtime: int
    stats: dict[Team, Counter[str]]
    log: list[Event] = field(default_factory=list)

    def to_json(self, with_log: bool = False) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seed": self.seed,
            "score": {t.value: s for t, s in self.score.items()},
            "winner": None if self.winner is None else self.winner.value,
            "overtime_periods": self.overtime,
            "stats": {t.value: dict(sorted(c.items())) for t, c in self.stats.items()},
        }
        if with_log:
            data["log"] = [e.text for e in self.log]
        return data


def next_action(game: FingerFootball, players: dict[Team, Bot], physics: Physics) -> Action:
    """What chance or the CPU player to move does next (a shot with its physics outcome)."""
    if game.phase == Phase.COIN_TOSS:
        return Toss()
    if game.phase == Phase.ROLL:
        return Roll()
    team = game.to_move()
    assert isinstance(team, Team)
    bot = players[team]
    request = game.request()
    if isinstance(request, FlickRequest):
        return physics.flicked(request, bot.flick(game, request))
    if isinstance(request, KickRequest):
        kick, at = bot.kick(request)
        return physics.kicked(kick, at)
    return bot.decide(game)


def step(game: FingerFootball, players: dict[Team, Bot], physics: Physics) -> list[Event]:
    """Let chance or the CPU player to move act once."""
    return game.apply(next_action(game, players, physics))


def play_game(
    seed: int,
    red: str = "club",
    blue: str = "club",
    mat: Mat | None = None,
    options: Options | None = None,
    physics: Physics | None = None,
    check: bool = False,
    watch: Callable[[FingerFootball], Callable[..., None]] | None = None,
) -> GameSummary:
    """One whole bot-against-bot game, headless; ``check`` checks the invariants after every
    action (raises BrokenInvariant); ``watch`` is shown the game before it starts and returns
    what to tell each action once applied (a recorder)."""
    game = FingerFootball(mat, seed, options)
    record = None if watch is None else watch(game)
    physics = physics or Physics(game.mat)
    players = {
        team: make_player(kind, seed, team, physics) for team, kind in ((Team.RED, red), (Team.BLUE, blue))
    }
    invariants = Invariants(game) if check else None
    for _ in range(100_000):
        if game.is_over():
            break
        action = next_action(game, players, physics)
        events = game.apply(action)
        if invariants is not None:
            require(seed, invariants.after(events))
        if record is not None:  # a kick's recording keeps the distance it was kicked from
            record(action, kick_distance=physics.kick_distance if isinstance(action, Kicked) else None)
    else:
        raise RuntimeError(f"game {seed} did not end")
    return GameSummary(seed, dict(game.score), game.winner, game.overtime, game.stats, game.log)

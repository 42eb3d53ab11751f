"""Tortellini Football, as the registry of games knows it."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from games.core.outcome import Outcome
from games.core.registry import GameSpec, Play, lazy, lazy_value, register


def _play(p: Play) -> Any:
    from games.tortellini.match import play_game

    return play_game(p.seed, p.first, p.second, p.options, check=p.check, watch=p.watch)


def _codecs() -> Mapping[str, type]:
    from games.tortellini.codec import TortelliniCodec

    return {"tortellini": TortelliniCodec}


def _outcome(summary: Any) -> Outcome | None:
    score = {t.value: n for t, n in summary.score.items()}
    return Outcome(None if summary.winner is None else summary.winner.value, score)


def _play_on(game: Any, kinds: tuple[str, str], record: Callable[..., None]) -> Iterator[None]:
    from games.tortellini.match import make_player
    from games.tortellini.rules.actions import Joint, Plan, Team

    pairs = enumerate(zip(Team, kinds, strict=True))
    planners = {t: make_player(k, game.seed + 1 + i) for i, (t, k) in pairs}
    while not game.is_over():
        placer = game.to_place()
        action: Any
        if placer is not None:
            action = planners[placer](game, placer)
        else:
            one, two = (planners[t](game, t) for t in Team)
            assert isinstance(one, Plan) and isinstance(two, Plan)
            action = Joint(one, two)
        game.apply(action)
        record(action)
        yield


def _resume(resumed: Any, humans: frozenset[str], cpu: str) -> Callable[[Any], Any]:
    from games.tortellini.rules.actions import Team
    from games.tortellini.ui.game_scene import TortelliniScene

    people = frozenset(Team(h) for h in humans)
    return lambda app: TortelliniScene(app, people, skill=cpu, resumed=resumed)


def _random_action(game: Any, rng: Any) -> Any:
    """A random placement, or a random plan of each team revealed together."""
    from games.tortellini.rules.actions import Joint, Team

    placer = game.to_place()
    if placer is not None:
        actions = game.legal_actions(placer)
        return actions[int(rng.integers(len(actions)))]
    one, two = (game.plans(t) for t in Team)
    return Joint(one[int(rng.integers(len(one)))], two[int(rng.integers(len(two)))])


def _invariants(game: Any) -> Any:
    from games.tortellini.rules.invariants import Invariants

    return Invariants(game).after


SPEC = register(
    GameSpec(
        name="tortellini",
        title="Tortellini Football",
        sides=("one", "two"),
        players=("random", "novice", "club", "expert", "strategist"),
        default_player="expert",
        options=lazy_value("games.tortellini.rules.actions:Options"),
        rules_doc="docs/rules/tortellini.md",
        new_engine=lazy("games.tortellini.rules.engine:Tortellini"),
        play=_play,
        report=lazy("games.tortellini.report:Report"),
        codecs=_codecs,
        outcome_of=_outcome,
        play_on=_play_on,
        windows=lazy("games.tortellini.ui.windows:windows"),
        resume_window=_resume,
        replay_painter=lazy("games.tortellini.ui.replay_view:painter"),
        scene_states=lazy_value("games.tortellini.ui.states:TORTELLINI_STATES"),
        random_action=_random_action,
        invariants=_invariants,
        mirror=lazy_value("games.tortellini.mirror:MIRROR"),
        env_ids={"tabletop/Tortellini-v0": "games.envs.versus:tortellini"},
        menu_rank=4,
    )
)

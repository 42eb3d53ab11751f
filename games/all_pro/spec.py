"""All-Pro Football, as the registry of games knows it."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from games.core.outcome import Outcome
from games.core.registry import GameSpec, Play, lazy, lazy_value, register


def _play(p: Play) -> Any:
    from games.all_pro.match import play_game

    return play_game(p.seed, p.first, p.second, p.options, check=p.check, watch=p.watch)


def _codecs() -> Mapping[str, type]:
    from games.all_pro.codec import AllProCodec

    return {"all-pro": AllProCodec}


def _outcome(summary: Any) -> Outcome | None:
    score = {t.value: n for t, n in summary.score.items()}
    return Outcome(None if summary.winner is None else summary.winner.value, score)


def _play_on(game: Any, kinds: tuple[str, str], record: Callable[..., None]) -> Iterator[None]:
    from games.all_pro.match import make_player
    from games.all_pro.rules.board import Team

    movers = {t: make_player(k, game.seed + 1 + i) for i, (t, k) in enumerate(zip(Team, kinds, strict=True))}
    while not game.is_over():
        action = movers[game.team_to_move()](game)
        game.apply(action)
        record(action)
        yield


def _resume(resumed: Any, humans: frozenset[str], cpu: str) -> Callable[[Any], Any]:
    from games.all_pro.rules.board import Team
    from games.all_pro.ui.game_scene import AllProScene

    people = frozenset(Team(h) for h in humans)
    return lambda app: AllProScene(app, people, resumed=resumed, level=cpu)


def _random_action(game: Any, rng: Any) -> Any:
    actions = game.legal_actions()
    return actions[int(rng.integers(len(actions)))]


def _invariants(game: Any) -> Any:
    from games.all_pro.rules.invariants import Invariants

    return Invariants(game).after


SPEC = register(
    GameSpec(
        name="all-pro",
        title="All-Pro Football",
        sides=("home", "away"),
        players=("random", "cpu", "coach"),
        default_player="cpu",
        options=lazy_value("games.all_pro.rules.actions:Options"),
        rules_doc="docs/rules/all_pro.md",
        new_engine=lazy("games.all_pro.rules.engine:AllPro"),
        play=_play,
        report=lazy("games.all_pro.report:Report"),
        codecs=_codecs,
        outcome_of=_outcome,
        play_on=_play_on,
        windows=lazy("games.all_pro.ui.windows:windows"),
        resume_window=_resume,
        replay_painter=lazy("games.all_pro.ui.replay_view:painter"),
        scene_states=lazy_value("games.all_pro.ui.states:ALL_PRO_STATES"),
        random_action=_random_action,
        invariants=_invariants,
        mirror=lazy_value("games.all_pro.mirror:MIRROR"),
        env_ids={"tabletop/AllPro-v0": "games.envs.versus:all_pro"},
        menu_rank=3,
        level_words={"cpu": "beginner"},  # the launcher's "Beginner CPU" (ui/windows.py LEVELS)
        # 2: a ball dead in a team's own end zone that it gained there is a touchback on its 20
        # (rule 68), not a ball spotted on the goal line. 3: a kick-off's return registers a play.
        # 4: the ball's slip carries over through a whole carry, each skill's hand from data.
        # 5: a man returning a kick or an interception may toss a lateral. 6: a ball that changes
        # hands in a play has its progress counted afresh for its new side.
        rules_version=6,
        legacy_options={
            1: {"dead_in_end_zone": "spot"},
            2: {"kickoff_counts": False},
            3: {"carry": "move"},
            4: {"return_laterals": False},
            5: {"progress_on_change": "kept"},
        },
    )
)

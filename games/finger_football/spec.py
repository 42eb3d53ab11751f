"""Finger Football, as the registry of games knows it."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

from games.core.outcome import Outcome
from games.core.registry import GameSpec, Play, Setting, lazy, lazy_value, register

SKILLS = ("novice", "club", "expert")


def _engine(seed: int, options: Any) -> Any:
    from games.finger_football.rules.engine import FingerFootball

    return FingerFootball(None, seed, options)


def _play(p: Play) -> Any:
    from games.finger_football.match import play_game

    mat = p.settings.get("mat")
    return play_game(p.seed, p.first, p.second, mat=mat, options=p.options, check=p.check, watch=p.watch)


def _codecs() -> Mapping[str, type]:
    from games.finger_football.codec import FingerFootballCodec
    from games.finger_football.practice_codecs import KickPracticeCodec, PracticeCodec

    return {
        "finger-football": FingerFootballCodec,
        "finger-football-practice": PracticeCodec,
        "field-goal-practice": KickPracticeCodec,
    }


def _outcome(summary: Any) -> Outcome | None:
    winner = summary.winner
    score = {t.value: n for t, n in summary.score.items()}
    return None if winner is None else Outcome(winner.value, score)


def _mat(text: str) -> Any:
    from pathlib import Path

    from sim.slider import mat as mats

    return mats.load(Path(text))


def _play_on(game: Any, kinds: tuple[str, str], record: Callable[..., None]) -> Iterator[None]:
    from games.finger_football.match import Physics, make_player, next_action
    from games.finger_football.rules.actions import Kicked, Team

    physics = Physics(game.mat)
    bots = {t: make_player(k, game.seed, t, physics) for t, k in zip(Team, kinds, strict=True)}
    while not game.is_over():
        action = next_action(game, bots, physics)
        game.apply(action)
        record(action, kick_distance=physics.kick_distance if isinstance(action, Kicked) else None)
        yield


def _resume(resumed: Any, humans: frozenset[str], cpu: str) -> Callable[[Any], Any]:
    from games.finger_football.rules.actions import Team
    from games.finger_football.ui.game_scene import GameScene

    people = frozenset(Team(h) for h in humans)
    return lambda app: GameScene(app, people, cpu, resumed=resumed)


def _invariants(game: Any) -> Any:
    from games.finger_football.rules.invariants import Invariants

    return Invariants(game).after


SPEC = register(
    GameSpec(
        name="finger-football",
        title="Finger Football",
        sides=("red", "blue"),
        players=("random", "beginner", "novice", "club", "expert"),
        default_player="club",
        options=lazy_value("games.finger_football.rules.actions:Options"),
        rules_doc="docs/rules/finger_football.md",
        new_engine=_engine,
        play=_play,
        report=lazy("games.finger_football.report:Report"),
        codecs=_codecs,
        outcome_of=_outcome,
        play_on=_play_on,
        settings=(Setting("mat", "the mat file (default: the built-in mat)", _mat, metavar="FILE"),),
        windows=lazy("games.finger_football.ui.windows:windows"),
        resume_window=_resume,
        replay_painter=lazy("games.finger_football.ui.replay_view:painter"),
        scene_states=lazy_value("games.finger_football.ui.states:FINGER_FOOTBALL_STATES"),
        random_action=lazy("games.finger_football.random_play:random_action"),
        invariants=_invariants,
        mirror=lazy_value("games.finger_football.mirror:MIRROR"),
        env_ids={
            "tabletop/FieldGoal-v0": "games.envs.kick:FieldGoalEnv",
            "tabletop/Flick-v0": "games.envs.flick:FlickEnv",
            "tabletop/FingerFootball-v0": "games.envs.versus:finger_football",
        },
        menu_rank=0,
        # 2: each player declares only their own bump of the table, the defence in its own moment.
        # 3: backward punts, kickoffs left in the kicker's endzone, a bump's slider moved as it
        # lies, an onside kick to open the second half, exact changes of ends.
        rules_version=3,
        legacy_options={
            1: {"bump_claims": "either"},
            2: {
                "backward_punt": "receivers_ball",
                "short_kickoff": "kickers_20",
                "bump_touch": "half_width",
                "onside_at_half": False,
                "symmetric_lines": False,
            },
        },
    )
)

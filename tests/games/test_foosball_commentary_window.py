"""The table's commentary in the foosball window: a call goes over the table and into the log in
the player's names, one that comes with a goal onto the goal's card, and the end of the game
counts them per side."""

import os
from pathlib import Path

import pygame

from games.foosball.rules.actions import Event, FoosOptions
from games.foosball.rules.commentary import Call, Term
from games.foosball.ui import table_talk
from games.foosball.ui.between import Pause
from games.foosball.ui.game_scene import FoosballGameScene
from games.window.app import App
from sim.foosball.spec import Side
from sim.foosball.table import EventKind, RodCommand, TableEvent

from .conftest import key


def open_game(app: App) -> FoosballGameScene:
    scene = app.push(lambda a: FoosballGameScene(a, "novice", 0, FoosOptions(first_server="home")))
    assert isinstance(scene, FoosballGameScene)
    app.frame(1 / 60)
    key(app, pygame.K_SPACE)  # ready
    return scene


def commentate(scene: FoosballGameScene, term: Term, side: Side, words: str) -> None:
    """The match's commentator makes a call, as it does when it sees one on the table."""
    commentary = scene.match.commentary
    assert commentary is not None
    commentary.calls.append(Call(term, side, scene.table.t, words, after=len(scene.ref.log)))


def save(app: App, name: str) -> None:
    """A picture to look at, when TABLETOP_SHOTS names a folder."""
    folder = os.environ.get("TABLETOP_SHOTS")
    if folder:
        pygame.image.save(app.screen, str(Path(folder) / name))


def test_a_call_goes_over_the_table_and_into_the_log_in_your_names(app: App) -> None:
    app.settings.hint_seen(table_talk.FLAG)  # table talk on (off for a newcomer)
    scene = open_game(app)
    commentate(
        scene,
        Term.OUT_OF_PHASE,
        Side.HOME,
        "Out of phase: {home:'s} midfield rod hits the ball towards {home:'s} own goal",
    )
    app.frame(1 / 60)
    # Plain words first, the call's name after with what it means (a later newcomer: unsaid).
    said = (
        "Your midfield rod hits the ball towards your own goal"
        " (out of phase: hit the ball towards its own goal)"
    )
    assert scene.shout is not None and scene.shout[0] == said
    logged = [words for words, _ in scene._told_log()]
    # In the log: what happened first, the term's name after it (a newcomer's play-test 8).
    # Once a game, with what the term means (a newcomer's play-test: the lines were noise).
    assert logged[-1] == (
        "Your midfield rod hits the ball towards your own goal (out of phase: table talk,"
        " hit the ball towards its own goal; no effect on the score)"
    )
    save(app, "foosball-commentary-banner.png")


def test_a_call_that_comes_with_a_goal_is_on_the_goals_card(app: App) -> None:
    app.settings.hint_seen(table_talk.FLAG)  # table talk on (off for a newcomer)
    """The table reports a goal (the ball in away's trough) and the commentator a keeve, in the
    same step: the goal's card says both."""
    scene = open_game(app)
    step = scene.match.step

    def scoring_step(human: dict[int, RodCommand] | None = None) -> list[Event]:
        calls = step(human)
        x = scene.table.spec.half_length
        scene.ref.on_table(
            [
                TableEvent(EventKind.GOAL_PLANE, scene.table.t, x, 0.0, team=Side.AWAY, inward=True),
                TableEvent(EventKind.BALL_IN_GOAL, scene.table.t, x + 0.02, 0.0, team=Side.AWAY),
                TableEvent(EventKind.TROUGH, scene.table.t, x + 0.05, 0.0, team=Side.AWAY),
            ]
        )
        keeve = "Keeve: {home} {home:serves|serve} to {home:'s} own midfield rod"
        commentate(scene, Term.KEEVE, Side.HOME, keeve)
        return calls

    scene.match.step = scoring_step  # type: ignore[method-assign]
    app.frame(1 / 60)
    scene.match.step = step  # type: ignore[method-assign]
    assert scene.between.pause != Pause.PLAY and scene.shout is None
    # A plain headline, and how the goal came in one plain line under it (a newcomer's play-test).
    assert scene.between.headline == "You score"
    # What happened first, as a player saw it; the table talk's name only as a small caption
    # under it (a newcomer read the CPU's own goal told as "You punish the CPU's attack (greed)").
    assert scene.between.how == "It rolls in untouched"
    assert scene.between.called.startswith("The table calls it keeve: ")
    assert scene.meaning is None, "nothing stale under the table"
    scene.between.skip()  # past the replay, to the card
    app.frame(1 / 60)
    save(app, "foosball-commentary-card.png")


def test_the_end_of_the_game_counts_the_calls_per_side(app: App) -> None:
    app.settings.hint_seen(table_talk.FLAG)  # table talk on (off for a newcomer)
    scene = open_game(app)
    assert scene._called_lines() == []
    commentate(scene, Term.GREED, Side.AWAY, "Greed: {home} {home:punishes|punish} {away:'s} attack")
    commentate(scene, Term.JACKHAMMER, Side.HOME, "Jackhammer: {home} {home:takes|take} 4 shots")
    commentate(scene, Term.JACKHAMMER, Side.HOME, "Jackhammer: {home} {home:takes|take} 5 shots")
    # Each term once, in plain words with its name in brackets, counted per side (play-test 8).
    assert scene._called_lines() == [
        "Table talk (no effect on the score):",
        "many shots in quick succession (jackhammer): you 2",
        "attacked, and was scored on at once (greed): the CPU 1",
    ]

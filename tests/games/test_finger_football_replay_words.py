"""The replay viewer tells a recorded Finger Football game's yard lines as the game window does:
"your own 45", "the CPU's 30" (or Red's and Blue's), never the rules' "its own 45" or "the
opponent's 10", which said whose only by the sentence."""

import re
from pathlib import Path

from games.app.replay_scene import ReplayScene
from games.replays import record_game
from games.window.app import App

RULEBOOK_LINE = re.compile(r"\bits own \d|\bthe opponent's \d")
FRAMES = 160  # the first quarter or so: both sides' drives, both halves of the field


def told_lines(app: App, path: Path, players: dict[str, str] | None = None) -> list[str]:
    scene = app.push(lambda a: ReplayScene(a, path))
    app.frame(1 / 60)
    assert isinstance(scene, ReplayScene) and scene.error is None
    painter = scene._painter
    assert painter is not None
    if players is not None:
        painter.know_players(players)
    first = range(min(len(scene.frames), FRAMES))
    return [words for i in first for words, _ in painter.tell(scene.codec, scene.frames, i)]


def test_the_replay_names_yard_lines_as_the_game_window_does(app: App, tmp_path: Path) -> None:
    path = record_game("finger-football", 3, tmp_path / "game.jsonl")
    cpus = told_lines(app, path)  # two CPUs: the rulebook's Red and Blue
    assert not [w for w in cpus if RULEBOOK_LINE.search(w)]
    assert any("on Red's own " in w for w in cpus) and any("on Blue's " in w for w in cpus)
    mine = told_lines(app, path, {"red": "human", "blue": "club"})  # as if you had played Red
    assert not [w for w in mine if RULEBOOK_LINE.search(w)]
    assert any("on your own " in w for w in mine) and any("on the CPU's " in w for w in mine)


def test_the_replay_tells_each_decision_as_what_a_side_did(app: App, tmp_path: Path) -> None:
    """A decision reads as a commentator says it ("Blue accepts where it rests"), never as the
    button the side pressed ("Blue: accept where it rests"); asking for the dice names the roller."""
    path = record_game("finger-football", 3, tmp_path / "game.jsonl")
    lines = told_lines(app, path)
    assert any(re.fullmatch(r"(Red|Blue) accepts where it rests", w) for w in lines)
    assert any(re.fullmatch(r"(Red|Blue) asks for the dice \((Red|Blue) rolls them\)", w) for w in lines)
    buttons = re.compile(r"^(Red|Blue|You|The CPU): (accept|refuse|bump|roll|ask|kick off|receive)\b")
    assert not [w for w in lines if buttons.search(w)]

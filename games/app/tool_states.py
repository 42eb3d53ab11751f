"""The states of the mat editor, the replay browser and a replay against the CPU, for the
screenshots and the layout tests (listed with the rest in games/app/scene_states.py).

Each is brought about as a person would: clicks on the mat, keys, a click on the list. Recordings
are made once per process in a folder of their own; the editor's mat is saved nowhere (a path in
a fresh temporary folder).
"""

from __future__ import annotations

import tempfile
from functools import cache
from pathlib import Path

import pygame

from games.window.scene import Host, Scene
from games.window.state_kit import SceneState, post
from sim.slider import mat as mats

from .mat_editor import EditorScene
from .replay_browser import ReplayBrowser
from .replay_scene import ReplayScene


@cache
def _folder() -> Path:
    return Path(tempfile.mkdtemp(prefix="tabletop-tool-states-"))


# ----------------------------------------------------------------- the mat editor
def _editor(app: Host) -> EditorScene:
    scene = app.push(lambda a: EditorScene(a, mats.default(), _folder() / "mats" / "my-mat.toml"))
    assert isinstance(scene, EditorScene)
    return scene


def _at(scene: EditorScene, x_yd: float, y_yd: float) -> tuple[int, int]:
    yd = scene.draft.mat.field.yard
    x, y = scene.view.to_screen(x_yd * yd, y_yd * yd)
    return round(x), round(y)


def _click(app: Host, pos: tuple[int, int]) -> None:
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def _drag(app: Host, start: tuple[int, int], end: tuple[int, int]) -> None:
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(app, pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=end, button=1)


def _key(app: Host, key: int, mod: int = 0, typed: str = "") -> None:
    post(app, pygame.KEYDOWN, key=key, mod=mod, unicode=typed, scancode=0)


def _type(app: Host, words: str) -> None:
    for letter in words:
        _key(app, pygame.key.key_code(letter) if letter.isalnum() else 0, typed=letter)


def _selected(app: Host) -> Scene:
    scene = _editor(app)
    _click(app, _at(scene, 12, -21))
    return scene


def _odds(app: Host) -> Scene:
    scene = _editor(app)
    _key(app, pygame.K_d)
    scene.wait_for_odds()
    _click(app, _at(scene, 70, 6.5))
    return scene


def _overlap(app: Host) -> Scene:
    scene = _editor(app)
    _drag(app, _at(scene, 46, 21), _at(scene, 48, 21))  # into its neighbour on the visitors' side
    _drag(app, _at(scene, 30, 0), _at(scene, 30, 2))  # the flag on the home 30, over a circle's edge
    return scene


def _odds_of_a_flag(app: Host) -> Scene:
    scene = _editor(app)
    _key(app, pygame.K_d)
    scene.wait_for_odds()
    _click(app, _at(scene, 30, 0))  # the flag between the two big circles on the home 30
    return scene


def _nudged(app: Host) -> Scene:
    """A circle nudged right and up, then mirrored: the readout in yards, what M did."""
    scene = _selected(app)
    _key(app, pygame.K_RIGHT)
    _key(app, pygame.K_UP, pygame.KMOD_LSHIFT)
    _key(app, pygame.K_m)
    return scene


def _typing(app: Host) -> Scene:
    scene = _selected(app)
    _key(app, pygame.K_RETURN)
    _type(app, "12.25")
    _key(app, pygame.K_TAB)
    return scene


def _typed_wrong(app: Host) -> Scene:
    scene = _typing(app)
    _type(app, "abc")
    _key(app, pygame.K_RETURN)
    return scene


def _off_the_field(app: Host) -> Scene:
    scene = _editor(app)
    _drag(app, _at(scene, 4, 6), (_at(scene, 4, 6)[0], 2))  # a flag, up over the title bar
    return scene


EDITOR_STATES = [
    SceneState("mat-editor", "start", _editor),
    SceneState("mat-editor", "a circle selected", _selected),
    SceneState("mat-editor", "odds", _odds),
    SceneState("mat-editor", "odds of a flag", _odds_of_a_flag),
    SceneState("mat-editor", "overlaps", _overlap),
    SceneState("mat-editor", "nudged and mirrored", _nudged),
    SceneState("mat-editor", "typing values", _typing),
    SceneState("mat-editor", "a value typed wrong", _typed_wrong),
    SceneState("mat-editor", "a flag off the field", _off_the_field),
]


# ----------------------------------------------------------------- the replay browser
@cache
def _recordings() -> Path:
    """A folder of recordings: a foosball game against the CPU (cut short, as if left), CPU games
    of Finger Football and Tortellini, and a file that is not a recording."""
    from games.finger_football.spec import SPEC as FINGER_FOOTBALL
    from games.foosball.match import FoosMatch
    from games.foosball.spec import SPEC as FOOSBALL
    from games.replays import GameRecorder, record_game
    from games.tortellini.spec import SPEC as TORTELLINI
    from sim.foosball.spec import Side

    folder = _folder() / "replays"
    folder.mkdir(parents=True, exist_ok=True)
    match = FoosMatch(5, None, "club")
    recorder = GameRecorder.start(
        FOOSBALL.name, match, {"home": "human", "away": "club"}, folder / f"{FOOSBALL.name}.jsonl"
    )
    if match.ref.server == Side.HOME:
        match.serve(Side.HOME, 0.0, 0.4)
    for _ in range(240 * 6):  # six seconds of the CPU serving and playing; you stand still
        match.step()
    assert match.tape is not None
    match.tape.flush()
    recorder.abandon()
    for spec, seed in ((FINGER_FOOTBALL, 3), (TORTELLINI, 7)):
        record_game(spec.name, seed, folder / f"{spec.name}.jsonl")
    (folder / "notes.jsonl").write_text("not a recording\n")
    return folder


def _browser(app: Host) -> Scene:
    return app.push(lambda a: ReplayBrowser(a, _recordings()))


def _empty_browser(app: Host) -> Scene:
    empty = _folder() / "nothing-recorded"
    empty.mkdir(exist_ok=True)
    return app.push(lambda a: ReplayBrowser(a, empty))


def _opening(app: Host) -> Scene:
    scene = _browser(app)
    assert isinstance(scene, ReplayBrowser)
    _click(app, scene.row_rect(0).center)
    return scene


def _foosball(app: Host) -> Scene:
    scene = app.push(lambda a: ReplayScene(a, _recordings() / "foosball.jsonl"))
    assert isinstance(scene, ReplayScene)
    scene.go(len(scene.frames) - 1)
    return scene


BROWSER_STATES = [
    SceneState("replays", "list", _browser),
    SceneState("replays", "none yet", _empty_browser),
    SceneState("replays", "opening one", _opening),
    SceneState("replay", "foosball against the CPU", _foosball),
]
TOOL_STATES = [*EDITOR_STATES, *BROWSER_STATES]

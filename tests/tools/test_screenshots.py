"""``tabletop screenshots``: every window state to a PNG of the size asked, headless."""

from contextlib import nullcontext
from pathlib import Path

import pygame
import pytest

from games.app.scene_states import STATES
from tools.cli import main


def test_the_states_of_a_window_are_drawn_to_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["screenshots", "--out", str(tmp_path / "shots"), "--only", "kick", "--size", "1000x640"])
    out, _ = capsys.readouterr()
    kicks = [s for s in STATES if s.scene == "kick"]
    assert code == 0 and f"{len(kicks)} pictures" in out
    for state in kicks:
        picture = pygame.image.load(tmp_path / "shots" / f"{state.name}.png")
        assert picture.get_size() == (1000, 640)


def test_pictures_already_there_are_kept_unless_forced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shots = tmp_path / "shots"
    assert main(["screenshots", "--out", str(shots), "--only", "menu-games"]) == 0
    (shots / "menu-games.png").write_bytes(b"mine")
    assert main(["screenshots", "--out", str(shots), "--only", "menu-games"]) == 2
    assert "--force" in capsys.readouterr().err and (shots / "menu-games.png").read_bytes() == b"mine"
    assert main(["screenshots", "--out", str(shots), "--only", "menu-games", "--force"]) == 0
    assert pygame.image.load(shots / "menu-games.png").get_size() == (1280, 720)


def test_list_names_every_state(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["screenshots", "--list"]) == 0
    assert capsys.readouterr().out.split() == [s.name for s in STATES]


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--size", "800x600"], "must be from 960x600"),
        (["--size", "big"], "not a size like 1280x720"),
        (["--only", "chess"], "no window state called chess"),
    ],
)
def test_bad_options_get_one_line(argv: list[str], says: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) if "--size" in argv else nullcontext():
        code = main(["screenshots", *argv])
        assert code == 2
    assert says in capsys.readouterr().err


def test_a_file_in_the_way_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "shots"
    blocker.write_text("mine")
    assert main(["screenshots", "--out", str(blocker), "--only", "menu"]) == 2
    assert "not a folder" in capsys.readouterr().err and blocker.read_text() == "mine"

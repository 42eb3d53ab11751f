"""The ``tabletop`` command: outputs other programs read, and one-line errors."""

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sim.geometry import Pose
from sim.slider import mat as mats
from sim.slider.table import Flick, SliderTable
from tools.cli import main

MAT = mats.default()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_flick_json_matches_the_model(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "flick",
        "--from",
        "25yd,-3yd",
        "--speed",
        "1.8",
        "--angle",
        "4",
        "--spin",
        "30",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    spec = MAT.slider
    start = Pose(0.25, -0.03)
    expected = SliderTable(MAT).flick(
        start, Flick.from_velocity(1.8, math.radians(4), 30.0, spec.mass, spec.inertia, 0.0)
    )
    assert data["rest"] == {
        "x": expected.rest.x,
        "y": expected.rest.y,
        "angle": expected.rest.angle,
    }
    assert data["distance"] == expected.distance and data["time"] == expected.time
    assert [t["id"] for t in data["touched"]] == [t.id for t in expected.touched]
    assert data["events"] == [] and data["mat"] == MAT.name


def test_flick_human_output_names_what_it_rests_on(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "flick", "--speed", "2.0")
    assert code == 0
    assert "within the Zone 3 middle run circle" in out


@pytest.mark.parametrize(
    "argv,words",
    [
        (["flick", "--speed", "0.5", "--spin", "300"], "not on the slider"),
        (["flick", "--speed", "1", "--from", "1,2,3"], "--from: expected X,Y"),
        (["mat", "show", "--mat", "/nonexistent/mat.toml"], "no such file"),
    ],
)
def test_errors_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


@pytest.mark.parametrize(
    "argv,words",
    [
        (["flick", "--speed", "nan"], "--speed: must be finite, got nan"),
        (["flick", "--speed", "1e400"], "--speed: must be finite, got 1e400"),
        (["flick", "--speed", "9.5"], "--speed: must be from 0 to 8 m/s, got 9.5"),
        (["flick", "--speed", "1_000"], "--speed: not a number: 1_000"),
        (["flick", "--speed", "\u0663"], "--speed: not a number: \u0663"),  # an Arabic-Indic 3
        (["kick", "--speed", "3", "--elevation", "40", "--distance", "1e308"], "--distance: must be from"),
        (["kick", "--speed", "3", "--elevation", "40", "--distance", "1e-320"], "--distance: must be from"),
        (["simulate", "finger-football", "--seed", "+5"], "--seed: not a whole number (digits only): +5"),
        (["simulate", "finger-football", "--games", "1_000"], "--games: not a whole number"),
    ],
)
def test_numbers_a_person_would_not_type_are_refused_by_the_parser(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    assert words in capsys.readouterr().err


def test_mat_show_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "mat", "show", "--json")
    data = json.loads(out)
    assert code == 0 and data["mu"] == MAT.mu
    assert data["slider"]["mass"] == MAT.slider.mass
    assert data["slider"]["friction_radius"] == MAT.slider.friction_radius
    assert data["field"]["length"] == MAT.field.length and data["field"]["yard"] == 0.01
    assert len(data["run_circles"]) == 20 and all("id" in f for f in data["flags"] + data["fumbles"])


def test_mat_validate(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = tmp_path / "good.toml"
    mats.save(MAT, good)
    assert run(capsys, "mat", "validate", str(good))[0] == 0
    bad = tmp_path / "bad.toml"
    bad.write_text(good.read_text().replace("mu = 0.3", "mu = 0.0"))
    code, _, err = run(capsys, "mat", "validate", str(bad))
    assert code == 2 and f"{bad}: mu: must be from 0.01 to 2" in err


def test_bench_reports_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "bench", "--only", "flick_per_s", "--seconds", "0.05", "--json")
    data = json.loads(out)
    assert code == 0 and data["figures"]["flick_per_s"] > 0 and "pymunk" in data["machine"]


def test_play_without_a_display_says_so_in_one_line() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    done = subprocess.run(
        [sys.executable, "-m", "tools.cli", "play"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    if sys.platform.startswith("linux"):
        assert done.returncode == 2
        assert done.stderr.strip().count("\n") == 0 and "no display" in done.stderr


def test_simulate_finger_football_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "simulate",
        "finger-football",
        "--seed",
        "7",
        "--games",
        "2",
        "--home",
        "expert",
        "--away",
        "novice",
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and data["home"] == "expert" and len(data["games"]) == 2
    game = data["games"][0]
    assert game["seed"] == 7 and game["home"] == game["score"]["red"] and game["winner"] in ("red", "blue")
    assert data["totals"]["home_wins"] + data["totals"]["away_wins"] == 2
    assert data["totals"]["home"]["points"] == sum(g["home"] for g in data["games"])
    # The same seed gives the same game.
    again = json.loads(
        run(
            capsys,
            "simulate",
            "finger-football",
            "--seed",
            "7",
            "--home",
            "expert",
            "--away",
            "novice",
            "--json",
        )[1]
    )
    assert again["games"][0] == game


def test_simulate_log_and_bad_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "finger-football", "--seed", "3", "--log")
    assert code == 0 and "wins the coin toss" in out and "seed 3: home" in out
    with pytest.raises(SystemExit):
        main(["simulate", "finger-football", "--games", "0"])
    assert "--games: must be from 1 to 1,000,000, got 0" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["simulate", "finger-football", "--home", "wizard"])


@pytest.mark.slow
def test_simulate_foosball_json_reports_games_and_rating_changes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "simulate",
        "foosball",
        "--seed",
        "4",
        "--games",
        "2",
        "--home",
        "expert",
        "--away",
        "novice",
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and data["game"] == "foosball" and len(data["games"]) == 2
    first = data["games"][0]
    assert first["seed"] == 4 and first["winner"] in ("home", "away", None)
    if first["winner"] is not None:
        change = first["rating_change"]
        assert change["before"] == [100.0, 100.0]
        margin = first["score"]["home"] - first["score"]["away"]
        assert change["after"][0] == 100.0 + margin  # equal ratings: the spread is 0
    totals = data["totals"]
    assert totals["games"] == 2 and totals["goals"] == sum(g["stats"].get("goals", 0) for g in data["games"])
    assert set(data["ratings"]) <= {"home (expert)", "away (novice)"}


@pytest.mark.parametrize(
    "argv,words",
    [
        (["simulate", "foosball", "--rule", "kitty=3"], "NAME one of"),
        (["simulate", "foosball", "--rule", "goalie_shame_on_exchange=maybe"], "true or false"),
        (["simulate", "foosball", "--rule", "first_server=coin"], "first_server must be"),
        (["play", "foosball-practice", "--vs-cpu", "club"], "the opponent of GAME, one of"),
        (["play", "tortellini", "--vs-cpu", "wizard"], "novice, club, expert, strategist"),
    ],
)
def test_foosball_command_errors_are_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and words in err


def test_ratings_shows_the_book_and_reports_a_corrupt_one(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from games.foosball.rules.ratings import RatingsBook

    path = tmp_path / "ratings.toml"
    code, out, _ = run(capsys, "ratings", "--file", str(path))
    assert code == 0 and "no ratings yet" in out
    book = RatingsBook()
    book.record("you", "CPU (club)", 10, 4)
    book.save(path)
    code, out, _ = run(capsys, "ratings", "--file", str(path), "--json")
    players = json.loads(out)["players"]
    assert code == 0 and [p["name"] for p in players] == ["you", "CPU (club)"]
    assert players[0]["rating"] == 106.0 and players[0]["games"] == 1
    path.write_text("format = [")
    code, out, err = run(capsys, "ratings", "--file", str(path))
    assert code == 2 and "not valid TOML" in err and err.count("\n") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ratings.toml"], "a read-only command moves nothing"
    code, out, err = run(capsys, "ratings", "--file", str(tmp_path))
    assert code == 2 and "not a regular file" in err and err.count("\n") == 1
    with pytest.raises(SystemExit) as exit_:
        run(capsys, "ratings", "--file", "")
    assert exit_.value.code == 2 and "an empty path" in capsys.readouterr().err


def test_simulate_all_pro_prints_the_play_by_play_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "all-pro", "--seed", "2")
    assert code == 0 and "kicks off" in out and out.strip().splitlines()[-1].startswith("seed 2:")
    code, out, _ = run(capsys, "simulate", "all-pro", "--games", "3", "--away", "random", "--json")
    data = json.loads(out)
    assert code == 0 and data["totals"]["games"] == 3 and data["totals"]["home_wins"] == 3
    assert all(g["plays"] == 40 for g in data["games"])
    code, _, err = run(capsys, "simulate", "all-pro", "--rule", "fumble_chance=2")
    assert code == 2 and "fumble_chance" in err and err.count("\n") == 1


def test_simulate_tortellini_json_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "tortellini", "--games", "4", "--two", "random", "--json")
    data = json.loads(out)
    assert code == 0 and data["totals"]["one_wins"] == 4
    assert all(max(g["score"].values()) == 5 for g in data["games"])
    code, _, err = run(capsys, "simulate", "tortellini", "--rule", "pass_timing=during")
    assert code == 2 and "pass_timing" in err and err.count("\n") == 1


def test_names_from_files_are_printed_escaped(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A name that would clear the terminal or turn the text right to left is printed as
    escapes; a mat may not be named so at all."""
    path = tmp_path / "ratings.toml"
    path.write_text(
        'format = 1\n[players."ann\\u001b[2J"]\nrating = 101.0\ngames = 1\n'
        '[players."bob\\u202eevil"]\nrating = 99.0\ngames = 1\n'
    )
    code, out, _ = run(capsys, "ratings", "--file", str(path))
    assert code == 0 and "\x1b" not in out and "\u202e" not in out
    assert "ann\\u001b[2J" in out and "bob\\u202eevil" in out
    mat = tmp_path / "mat.toml"
    mats.save(MAT, mat)
    mat.write_text(mat.read_text().replace('name = "Default mat"', 'name = "Default\\u202emat"'))
    code, _, err = run(capsys, "mat", "validate", str(mat))
    assert code == 2 and "name: must be printable text" in err and "\u202e" not in err


@pytest.mark.slow
def test_the_ladder_gives_the_same_ratings_on_any_number_of_workers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    ladder = ("ladder", "tortellini", "--players", "random", "expert", "--games", "6", "--json")
    code, one, _ = run(capsys, *ladder)
    assert code == 0
    code, two, _ = run(capsys, *ladder, "--jobs", "2")
    assert code == 0 and json.loads(one) == json.loads(two)
    ratings = json.loads(one)["ratings"]
    assert [r["player"] for r in ratings] == ["expert", "random"] and len(json.loads(one)["games"]) == 6


def test_a_ladder_of_an_unknown_player_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "ladder", "tortellini", "--players", "random", "wizard")
    assert code == 2 and "no player 'wizard'" in err and err.strip().count("\n") == 0

"""What a foosball recording's line may claim bounds the work of replaying it: a serve beyond any
hand (2**31 m/s: the table's sub-steps grow with the ball's speed, and verify ran for minutes) or
a rods line of more than a quarter of a second of steps is refused at that line, at once."""

import json
import math
from pathlib import Path

import pytest

from games.core.replay_format import ReplayError
from games.replays import verify
from sim.foosball.table import MAX_PLACED_SPEED, FoosballTable

from .test_files import lines_of, resealed, write


@pytest.mark.parametrize("vx", [2.0**31, 1e6, MAX_PLACED_SPEED * 1.01])
def test_a_serve_beyond_any_hand_is_refused_at_its_line(
    recorded: dict[str, Path], tmp_path: Path, vx: float
) -> None:
    lines = lines_of(recorded["foosball"])
    k = next(i for i, line in enumerate(lines) if '"kind":"serve"' in line)
    action = {**json.loads(lines[k])["action"], "vx": vx}
    lines[k] = resealed(lines[k], {"action": action})
    with pytest.raises(ReplayError, match=rf"line {k + 1}: .*at most 30 m/s"):
        verify(write(tmp_path / "fast.jsonl", lines))


@pytest.mark.parametrize("bad", [(math.nan, 0.0, 1.0), (0.0, 0.0, math.inf), (0.0, 0.0, 31.0)])
def test_the_table_refuses_a_ball_put_down_beyond_its_range(bad: tuple[float, float, float]) -> None:
    x, y, vx = bad
    with pytest.raises(ValueError, match="at most 30 m/s"):
        FoosballTable().place_ball(x, y, vx)


def test_the_hardest_placed_ball_still_plays() -> None:
    table = FoosballTable()
    table.place_ball(0.0, 0.0, MAX_PLACED_SPEED)
    assert table.ball_velocity[0] == MAX_PLACED_SPEED


def test_a_rods_line_claiming_more_than_a_quarter_second_is_refused(
    recorded: dict[str, Path], tmp_path: Path
) -> None:
    import base64
    import zlib

    lines = lines_of(recorded["foosball"])
    k = next(i for i, line in enumerate(lines) if '"kind":"rods"' in line)
    action = json.loads(lines[k])["action"]
    steps, rods = 61, action["rods"]
    zeros = zlib.compress(bytes(3 * steps * rods * 4))  # idle steps: they compress to nothing
    action = {**action, "steps": steps, "data": base64.b64encode(zeros).decode("ascii")}
    lines[k] = resealed(lines[k], {"action": action})
    with pytest.raises(ReplayError, match=rf"line {k + 1}: .*at most 60 steps"):
        verify(write(tmp_path / "long.jsonl", lines))


def test_verify_says_how_far_it_has_come(recorded: dict[str, Path]) -> None:
    heard: list[tuple[int, int]] = []
    report = verify(recorded["foosball"], progress=lambda done, total: heard.append((done, total)))
    assert heard[-1] == (report.actions, report.actions)
    assert [done for done, _ in heard] == list(range(1, report.actions + 1))

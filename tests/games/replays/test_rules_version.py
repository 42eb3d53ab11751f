"""A recording names the rules it was played under (their version and every option's value), so a
later fix that changes a default keeps it verifiable under the reading it was played with."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from games.core import registry
from games.core.replay_format import read
from games.replays import record_game, verify


@pytest.mark.parametrize("name", ["tortellini", pytest.param("all-pro", marks=pytest.mark.slow)])
def test_a_recording_names_its_rules_version_and_every_option(name: str, tmp_path: Path) -> None:
    spec = registry.game(name)
    head = read(record_game(name, 2, tmp_path / "game.jsonl")).header
    assert head["rules_version"] == spec.rules_version
    defaults = spec.options()()
    assert set(head["options"]) == {f.name for f in dataclasses.fields(defaults)}
    assert head["options"] == defaults.to_json()


def test_options_added_since_a_recordings_version_are_read_at_that_versions_values() -> None:
    spec = dataclasses.replace(
        registry.game("tortellini"),
        rules_version=3,
        legacy_options={1: {"added_in_2": "old"}, 2: {"added_in_3": "old"}},
    )
    played = {"options": {"goals_to_win": 5}}
    assert spec.options_played(played) == {"added_in_2": "old", "added_in_3": "old", "goals_to_win": 5}
    assert spec.options_played({**played, "rules_version": 2}) == {"added_in_3": "old", "goals_to_win": 5}
    assert spec.options_played({**played, "rules_version": 3}) == {"goals_to_win": 5}
    recorded = {"options": {"added_in_3": "as played"}, "rules_version": 2}
    assert spec.options_played(recorded) == {"added_in_3": "as played"}


FIXTURES = Path(__file__).parents[2] / "fixtures" / "replays"


def test_a_recording_of_an_earlier_reading_says_so_and_where_todays_rules_part() -> None:
    """Recorded before Finger Football's rules versions 2 and 3: it verifies under the readings
    it was played by, and says which they are and from which line today's would play otherwise
    (its first scrimmage flick: today's rules keep the slider's rest angle for a bump)."""
    report = verify(FIXTURES / "finger-football.jsonl", against_today=True)
    assert report.identical and report.earlier is not None
    assert report.earlier.version == 1
    assert report.earlier.readings["bump_claims"] == "either"
    assert report.earlier.differs_at is not None and report.earlier.differs_at >= 2


def test_a_recording_of_todays_rules_has_no_earlier_reading(tmp_path: Path) -> None:
    path = record_game("tortellini", 2, tmp_path / "game.jsonl")
    report = verify(path, against_today=True)
    assert report.identical and report.earlier is None

"""An All-Pro action with a field of its own named "kind" goes through a recording's line and back."""

import pytest

from games.all_pro.codec import AllProCodec
from games.all_pro.rules import actions as a


@pytest.mark.parametrize("kick", ["kickoff", "punt"])
def test_a_safety_kick_is_written_and_read_back(kick: str) -> None:
    codec = AllProCodec.from_header({"seed": 1}, "test")
    action = a.SafetyKick(kick)
    line = codec.encode(action)
    assert line["kind"] == "SafetyKick", "the action's name is not overwritten by its field"
    assert codec.decode(line) == action

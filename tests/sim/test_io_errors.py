"""A data file's error is one line naming the file, whatever characters its name holds."""

from pathlib import Path

import pytest

from sim.errors import MatError
from sim.io.toml import read_text


@pytest.mark.parametrize("name", ["\x1e", "a\nb.toml", "tab\there.toml"])
def test_a_file_name_that_would_break_the_line_is_shown_quoted(name: str) -> None:
    with pytest.raises(MatError) as caught:
        read_text(Path(name), MatError)
    message = str(caught.value)
    assert len(message.splitlines()) == 1 and message.endswith("no such file")
    assert message.startswith(repr(name))

"""The learning environments are an optional extra (``pip install -e '.[envs]'``): without
Gymnasium or PettingZoo this folder's tests are left out, and the run's header says so, rather
than failing to collect."""

import pytest

try:
    import gymnasium  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as missing:  # pragma: no cover - the test extra installs both
    MISSING: str | None = missing.name or "gymnasium"
else:
    MISSING = None

collect_ignore_glob = ["test_*.py"] if MISSING else []


def pytest_report_header(config: pytest.Config) -> str | None:
    if MISSING is None:
        return None
    return (
        f"tests/games/envs left out: the learning environments need the 'envs' extra ({MISSING} is missing)"
    )

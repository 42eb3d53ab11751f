"""Where the user's own data lives (ratings, recorded games): the platform's data folder for
this application, or $TABLETOP_DATA_DIR (tests and portable installs)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

DATA_DIR_ENV = "TABLETOP_DATA_DIR"


def data_dir() -> Path:
    return Path(os.environ.get(DATA_DIR_ENV) or platformdirs.user_data_dir("tabletop-sim", appauthor=False))

"""The mats a player designed: the ``.toml`` files in the mats folder of the user's data folder
(where the editor saves), by their names, for the Finger Football setup's mat choice and the
editor's list of mats to open; and the file a mat's name gives ("Red Zone Squeeze" ->
red-zone-squeeze.toml). A file that is not a valid mat is left out of the lists, never an error."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from games.core.data_dir import data_dir
from sim.errors import SimError
from sim.slider import mat as mats
from sim.slider.mat import Mat

SHIPPED = "the shipped mat"


@dataclass(frozen=True, slots=True)
class SavedMat:
    name: str  # the mat's own name, as the player gave it
    path: Path
    mat: Mat


def mats_folder() -> Path:
    return data_dir() / "mats"


def new_mat_path(folder: Path | None = None) -> Path:
    """Where a new mat is saved when no file is given: my-mat.toml in the mats folder of the
    user's data folder (platformdirs; $TABLETOP_DATA_DIR), the first name not taken."""
    folder = folder or mats_folder()
    for k in range(1, 1000):
        path = folder / ("my-mat.toml" if k == 1 else f"my-mat-{k}.toml")
        if not path.exists():
            return path
    raise OSError(f"no free mat name in {folder}")


def saved_mats(folder: Path | None = None) -> list[SavedMat]:
    """The valid mats in ``folder`` (the mats folder), by name."""
    folder = folder or mats_folder()
    found = []
    for path in sorted(folder.glob("*.toml")) if folder.is_dir() else []:
        try:
            mat = mats.load(path)
        except (SimError, OSError, ValueError):
            continue
        found.append(SavedMat(mat.name, path.resolve(), mat))
    return sorted(found, key=lambda m: (m.name.casefold(), m.path.name))


def file_name(name: str) -> str:
    """The file a mat's name gives: lower case, words joined by hyphens ('my-mat' if nothing is left)."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:60].strip("-")
    return f"{slug or 'my-mat'}.toml"


def is_shipped(mat: Mat | None) -> bool:
    return mat is None or mat == mats.default()


def shown_name(mat: Mat | None) -> str:
    """The mat as a player reads it: its name, or 'the shipped mat'."""
    return SHIPPED if mat is None or is_shipped(mat) else mat.name

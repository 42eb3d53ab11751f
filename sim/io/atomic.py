"""Atomic file writes: a reader sees the old file or the new one, never half of either.

What the user named is what changes: a symbolic link is written through to the file it points
to (the link stays), a file replaced keeps its permissions, a new one gets those the user's umask
allows, and a folder, a device or a pipe is refused rather than replaced.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


class NotAFileError(OSError):
    """The path names something other than a regular file: it is not written over."""


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _target(path: Path) -> tuple[Path, int]:
    """The real file to replace, and the permissions the new one gets."""
    real = Path(os.path.realpath(path)) if path.is_symlink() else path
    try:
        info = real.stat()
    except FileNotFoundError:
        return real, 0o666 & ~_umask()
    if not stat.S_ISREG(info.st_mode):
        raise NotAFileError(0, "not a regular file: it is not written over", str(path))
    return real, stat.S_IMODE(info.st_mode)


def write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and a rename."""
    target, mode = _target(Path(path))
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fchmod(fh.fileno(), mode)
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_text(path: str | os.PathLike[str], text: str) -> None:
    write_bytes(path, text.encode("utf-8"))

"""Typed errors of the physics core. Every message names what is wrong."""


class SimError(Exception):
    """Base class of every error the simulation raises on bad input."""


class DataError(SimError, ValueError):
    """A data file or value is invalid. ``key`` is the dotted path of the offending key."""

    def __init__(self, key: str, message: str, source: str | None = None) -> None:
        self.key = key
        self.source = source
        where = f"{_shown(source)}: " if source else ""
        super().__init__(f"{where}{key}: {message}" if key else f"{where}{message}")


class MatError(DataError):
    """A mat file or mat value is invalid."""


class KickDataError(DataError):
    """The foam ball or goalpost data is invalid."""


class KickError(SimError, ValueError):
    """A kick that cannot be made (NaN, negative speed, elevation out of range...)."""


class FlickError(SimError, ValueError):
    """A flick is not physically acceptable (NaN, infinite, beyond the documented maximum)."""


def _shown(source: str) -> str:
    """A file's name as an error line shows it: as it is, or quoted with its escapes when it holds
    a character that would break the line or not show (a newline, a control character)."""
    return source if source.isprintable() else repr(source)

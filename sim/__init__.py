"""Physics core of tabletop-sim: headless, deterministic, SI units. Never imports pygame."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("tabletop-sim")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"

__all__ = ["__version__"]

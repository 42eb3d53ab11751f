"""Running many games, in this process or in a pool of worker processes, so that Ctrl-C stops
at once: the workers end with it and the games already played are kept for the report."""

from __future__ import annotations

import multiprocessing
import signal
import sys
from collections.abc import Callable, Sequence
from typing import TypeVar

from tqdm import tqdm

T = TypeVar("T")
R = TypeVar("R")


def _ignore_interrupts() -> None:
    # Ctrl-C goes to the whole process group: the parent stops the workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def play_all(
    play: Callable[[T], R], items: Sequence[T], processes: int = 1, quiet: bool = False, unit: str = "game"
) -> tuple[list[R], bool]:
    """``play`` each item, in order, in ``processes`` processes. Returns the results of those
    played, in order, and whether Ctrl-C stopped the run early."""
    results: list[R] = []
    bar = tqdm(total=len(items), desc=f"{unit}s", unit=unit, disable=quiet or not sys.stderr.isatty())
    try:
        if processes == 1:
            for item in items:
                results.append(play(item))
                bar.update()
        else:
            # Workers are started fresh ("spawn"), not forked: a fork copies whatever threads
            # and locks the parent holds (a window's sound, a cluster client), and can hang.
            context = multiprocessing.get_context("spawn")
            with context.Pool(processes, initializer=_ignore_interrupts) as pool:
                for result in pool.imap(play, items):  # leaving the block terminates the workers
                    results.append(result)
                    bar.update()
    except KeyboardInterrupt:
        return results, True
    finally:
        bar.close()
    return results, False


def interrupted_note(command: str, played: int, planned: int, unit: str = "game") -> None:
    print(
        f"tabletop {command}: interrupted after {played} of {planned} {unit}s; "
        f"{'the results so far:' if played else 'nothing to report'}",
        file=sys.stderr,
    )

"""Work spread over a Dask cluster: a scheduler's address checked before anything is sent, and
a function mapped over items there, results in order. Dask is an optional extra
(``pip install 'tabletop-sim[cluster]'``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from sim.errors import SimError

T = TypeVar("T")
R = TypeVar("R")

CONNECT_WAIT = 10  # s to reach a Dask scheduler before giving up


class SchedulerError(SimError, RuntimeError):
    """A Dask scheduler that cannot be reached or is not one."""


def scheduler_address(text: str) -> str:
    """A Dask scheduler's address, checked before anything is sent to it: [tcp://]HOST:PORT
    (or tls://, ws://, wss://), with a port from 1 to 65535."""
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "tcp", text
    host, colon, port = rest.rpartition(":")
    if scheme not in ("tcp", "tls", "ws", "wss") or not colon or not host or len(text) > 300:
        raise ValueError(f"{text!r} is not a scheduler address (tcp://HOST:PORT)")
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        raise ValueError(f"{text!r}: the port must be a number from 1 to 65535")
    return f"{scheme}://{host}:{int(port)}"


def on_dask(
    fn: Callable[[T], R], items: Sequence[T], address: str, progress: Callable[[int], None] | None
) -> list[R]:
    """``fn`` of every item on the cluster at ``address``, in the items' order; ``progress`` is
    told of each one done."""
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise RuntimeError("--dask needs dask.distributed: pip install 'tabletop-sim[cluster]'") from None
    try:
        client = Client(address, timeout=CONNECT_WAIT)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError, ValueError, TypeError) as exc:
        raise SchedulerError(f"cannot reach the Dask scheduler at {address}: {exc}") from None
    with client:
        futures = client.map(fn, list(items), pure=False)
        for _ in as_completed(futures):  # type: ignore[no-untyped-call]
            if progress is not None:
                progress(1)
        results: list[R] = client.gather(futures)  # type: ignore[no-untyped-call]
    return results

"""The ``tabletop`` command."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from games.core.errors import BrokenInvariant
from sim import __version__
from sim.errors import SimError

from .commands import bench, flick, kick, ladder, mat, play, ratings, replay, screenshots, simulate
from .errors import CliError
from .options import joined_negative_values
from .text import shown

COMMANDS = (play, simulate, ladder, replay, flick, kick, mat, ratings, bench, screenshots)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="Physics simulation of tabletop football games.",
        epilog="Run 'tabletop COMMAND --help' for a command's options. Docs: docs/ in the repository.",
    )
    parser.add_argument("--version", action="version", version=f"tabletop-sim {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(joined_negative_values(list(sys.argv[1:] if argv is None else argv)))
    if args.command is None:
        parser.print_help()
        return 0
    try:
        result: int = args.run(args)
        return result
    except (SimError, CliError) as exc:
        print(f"tabletop {args.command}: error: {shown(str(exc))}", file=sys.stderr)
        return 2
    except BrokenInvariant as exc:
        print(f"tabletop {args.command}: invariant broken in {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (tabletop ... | head): stop quietly, as Unix tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except OSError as exc:  # a file or folder the system would not read or write
        where = f"{exc.filename}: " if exc.filename else ""
        print(f"tabletop {args.command}: error: {shown(f'{where}{exc.strerror or exc}')}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"tabletop {args.command}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    raise SystemExit(main())

"""The round and the turn within it, as the window says them. The rulebook: "a goal is scored
... all pieces are cleared, and a new round begins". After a goal the turn count ran on (Turn 14
for the first turn after the goal) with no word that a round had begun (play-test 7/10): from
the second round on the window says "Round 2 · Turn 1", the turn counted from the round's start;
the first round says "Turn 1" alone, as it always has. The log has a "Round 2" heading from the
goal that ends the round before: the new round's setting up is under it (it came only with the
round's first turn, its placements under round 1's goal: play-test 7/10)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from games.tortellini.rules.actions import Event, LogKind
from games.tortellini.rules.engine import Tortellini


def round_of(game: Tortellini) -> tuple[int, int]:
    """The round being played (1 first) and how many turns of it have been played: the turns in
    the log since its last goal."""
    played = 0
    for event in reversed(game.log):
        if event.kind == LogKind.GOAL:
            break
        played += event.kind == LogKind.MOVE
    return max(1, game.rounds), played


def turn_words(round_no: int, played: int) -> str:
    """ "Turn 3" in the first round, "Round 2 · Turn 1" after a goal."""
    return f"Turn {played + 1}" if round_no <= 1 else f"Round {round_no} · Turn {played + 1}"


def setting_up(round_no: int) -> str:
    """The words for a round's setting up: "Setting up", "Round 2 · Setting up"."""
    return "Setting up" if round_no <= 1 else f"Round {round_no} · Setting up"


def log_lines(
    log: Sequence[Event],
    told: Mapping[int, list[str]],
    latest: int,
    end: int,
    say: Callable[[str], str],
    most: int,
) -> list[tuple[str, bool]]:
    """The log's lines up to ``end`` (the last ``most`` events) as the panel shows them, each
    with whether it is of the latest turn (from ``latest`` on): a turn's lines as ``told`` (the
    window's words), any other ``say``'s words, and after a goal that does not end the game the
    next round's heading."""
    lines: list[tuple[str, bool]] = []
    for i in range(max(0, end - most), end):
        recent = i >= latest
        lines += [(line, recent) for line in told.get(i) or [say(log[i].template)]]
        if log[i].kind == LogKind.GOAL and (i + 1 >= len(log) or log[i + 1].kind != LogKind.WIN):
            goals = sum(1 for event in log[: i + 1] if event.kind == LogKind.GOAL)
            lines.append((f"Round {goals + 1}", recent))
    return lines

"""The rulebook's words stay on screen (they are the game's glossary), each said plainly the first
time it appears in a game: a short gloss in brackets right after the word, in the line above the
table and the kitty's words (a newcomer's play-test listed shame, kitty, suicide, free-for-all,
stolen serve, keeve, greed and postmaster as jargon on screen). The log's lines say theirs at the
end (game_talk.EXPLAINED); a restart says why there is one (restart_reason)."""

from __future__ import annotations

from collections.abc import Sequence

from games.foosball.rules.actions import Event

# (the word as the referee writes it, the few plain words said after it), the first match of a
# meaning wins (its key is the word in lower case).
SHORT: tuple[tuple[str, str], ...] = (
    ("SUICIDE", "a shame in one's own goal"),
    ("SHAME", "the ball went into a goal and back out"),
    ("shame", "the ball in a goal and back out"),
    ("kitty", "points waiting for the next goal"),
    ("FREE-FOR-ALL", "the ball is anyone's"),
    ("free-for-all", "the ball is anyone's"),
    ("restarter", "who serves it again"),
)


def glossed(words: str, seen: set[str]) -> str:
    """``words`` with a gloss after the first of each word in SHORT not yet in ``seen`` (which
    grows): the words found in ``words`` as given, never in a gloss put in."""
    inserts: list[tuple[int, str]] = []
    for word, gloss in SHORT:
        key = word.lower()
        at = words.find(word)
        if key in seen or at < 0:
            continue
        seen.add(key)
        inserts.append((at + len(word), f" ({gloss})"))
    for end, gloss in sorted(inserts, reverse=True):
        words = words[:end] + gloss + words[end:]
    return words


def restart_reason(log: Sequence[Event], first: int) -> str:
    """Why the restart whose run of the log starts at ``first`` is one, from what came before it,
    in plain words ("" if nothing says; a play-test read "a serve again after a free-for-all or a
    stolen serve" after a plain dead ball)."""
    for call in reversed(log[max(0, first - 4) : first]):
        if call.kind == "steal":
            return "because it was taken from the other side's serve as it came in (a stolen serve)"
        if "takes the dead ball" in call.text:
            return "after a dead ball in the middle of the table"
        if "gains possession" in call.text:
            return "after the ball left the table"
        if "never entered play" in call.text:
            return "because the last try never got into play"
    return ""

"""What the side panel's log says in a foosball game: the referee's calls told in the players'
names, with the words a newcomer does not know explained, and the commentary's (Article XII)
among them, each term's first call saying it is only table talk."""

from __future__ import annotations

from games.foosball.rules.commentary import Call, counted, tally
from games.foosball.rules.glossary import PLAIN, Term
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who
from games.foosball.ui.view import TEAM
from games.window import ui
from sim.foosball.spec import Side

TALK = "; just table talk: no penalty"  # after a commentary term's first call in the log

# The referee's words a newcomer does not know, explained after the call in the log the first
# time each appears (on screen only: the referee's log stays as it is, recordings hash it).
SHAME = "a shame: the ball went wholly into a goal and came back out"
EXPLAINED = (
    ("FREE-FOR-ALL", "free-for-all: the ball is anyone's; take it with T"),
    ("between the defenders", "it stopped between the two 2-bars, where no figure reaches it"),
    ("may move it by hand", "that is, back towards that team's own goal; P puts it there for you"),
    ("dead ball", "a dead ball: at rest where no figure reaches it"),
    ("SUICIDE", "suicide: a shame in your own goal"),
    ("SHAME", SHAME),
    ("shame", SHAME),
    ("kitty", "the kitty: points shames put aside; the next real goal pays them to the shamer"),
    ("restart", "a restart: a serve again after a free-for-all or a stolen serve"),
    ("overtime", "overtime: the side behind has 9 goals or more"),
)


def explained(words: str, seen: set[str] | None = None) -> str:
    """The meanings of the words in ``words`` not yet explained (those in ``seen``, which grows)."""
    seen = set() if seen is None else seen
    means = [m for f, m in EXPLAINED if f in words and m not in seen]
    means = [m for k, m in enumerate(means) if m not in means[:k]]
    if "between the defenders" in words or "may move it by hand" in words:
        means = [m for m in means if not m.startswith("a dead ball")]
    seen.update(means)
    return f" ({'; '.join(means)})" if means else ""


def untouched_serve(server: Side, who: dict[Side, Who]) -> str:
    """A serve that crossed the table untouched and left it, said with what to do."""
    name = who[server]
    if name.you:
        return (
            "your serve crossed the table untouched and left by the far service hole: anyone may"
            " take the ball (T). Next time serve at a slant, or harder, or meet it with your 5-bar"
        )
    return (
        f"{name:'s} serve crossed the table untouched and left by the far service hole: anyone"
        " may take the ball (T)"
    )


def told_log(
    ref: FoosReferee,
    calls: list[Call],
    who: dict[Side, Who],
    untouched: dict[int, Side] | None = None,
) -> list[tuple[str, ui.Color]]:
    """The referee's last calls with the commentary's among them, told in the players' names:
    a word a newcomer does not know explained the first time it appears, and a serve that left
    the table untouched said as such."""
    log, start = ref.log, max(0, len(ref.log) - 12)
    seen: set[str] = set()
    notes: dict[int, str] = {}
    for i, call in enumerate(log):
        notes[i] = explained(call.told(who), seen)
        if untouched and i in untouched:
            notes[i] = f" ({untouched_serve(untouched[i], who)})"
    said: list[tuple[float, str, ui.Color]] = [
        (i, call.told(who) + notes.get(i, ""), TEAM[call.team] if call.team is not None else ui.PAPER)
        for i, call in enumerate(log[start:], start)
    ]
    first = {c.term: i for i, c in reversed(list(enumerate(calls)))}  # each term's first call
    said += [
        (
            c.after - 0.5,
            f"{c.told(who)} ({PLAIN[c.term]}{TALK if first[c.term] == i else ''})",
            ui.HIGHLIGHT,
        )
        for i, c in enumerate(calls)
        if i >= len(calls) - 6 and c.after > start
    ]
    return [(ui.sentence(words), colour) for _, words, colour in sorted(said, key=lambda line: line[0])]


def called_lines(calls: list[Call], who: dict[Side, Who]) -> list[str]:
    """The game's commentary, counted per side, for the end of the game, with each term called
    said in a few plain words (play-test 3 of issue 32: "what is a buck?")."""
    counts = tally(calls)
    words = counted(counts, who)
    if not words:
        return []
    terms = [t for t in Term if any(counts[side][t.value] for side in Side)]
    meanings = " · ".join(f"{t.value}: {PLAIN[t]}" for t in terms)
    return [f"Table talk (no effect on the score): {words}", meanings]

"""What the side panel's log says in a foosball game: the referee's calls told in the players'
names, with the words a newcomer does not know explained, and the commentary's (Article XII)
among them, each term's first call saying it is only table talk."""

from __future__ import annotations

from collections.abc import Mapping

from games.foosball.rules.commentary import Call
from games.foosball.rules.glossary import PLAIN, Term
from games.foosball.rules.referee import FoosReferee
from games.foosball.rules.wording import Who
from games.foosball.ui.glosses import restart_reason
from games.foosball.ui.log_lines import counted_talk, grouped, talk_lines
from games.foosball.ui.serve_pull import Pull
from games.foosball.ui.view import TEAM
from games.window import ui
from sim.foosball.spec import Side

# The referee's words a newcomer does not know, explained after the call in the log the first
# time each appears (on screen only: the referee's log stays as it is, recordings hash it).
SHAME = "a shame: the ball went wholly into a goal and came back out"
EXPLAINED = (
    ("FREE-FOR-ALL", "free-for-all: the ball is anyone's; take it with T"),
    ("SUICIDE", "suicide: a shame in your own goal"),
    ("SHAME", SHAME),
    ("shame", SHAME),
    ("kitty", "the kitty: points shames put aside; the next real goal pays them to the shamer"),
    ("overtime", "overtime: the side behind has 9 goals or more"),
)


# What a word means, in one plain sentence, under the table the first time it appears in a game's
# banner (a play-test: "kitty, shames and out of phase are unexplained when they appear"). The
# first trigger found names the sentence; the words a sentence also covers are then seen.
MEANINGS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "SUICIDE",
        "A suicide is a shame in the shamer's own goal: the ball went all the way into the goal it"
        " defends and came back out.",
        ("shame", "kitty"),
    ),
    (
        "SHAME",
        "A shame: the ball went all the way into a goal and came back out, so it is no goal; a point"
        " goes into the kitty, which the next real goal pays to the team that made the shame.",
        ("shame", "kitty"),
    ),
    (
        "kitty",
        "The kitty holds the points of shames; the next real goal pays them all to the team that"
        " made the last shame.",
        (),
    ),
    (
        "FREE-FOR-ALL",
        "A free-for-all: the ball left the table, so it is anyone's; press T to take it and put it"
        " back in play.",
        (),
    ),
    (
        "dead ball",
        "A dead ball stopped where no figure can reach it: its team takes it (T) or moves it by hand (P).",
        (),
    ),
)


class Meanings:
    """The words explained so far in one game: each one's sentence is given once."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def first(self, words: str) -> str | None:
        """The sentence for the first word in ``words`` not yet explained, or None."""
        for trigger, sentence, covers in MEANINGS:
            if trigger in words and trigger.lower() not in self.seen:
                self.seen.update({trigger.lower(), *covers})
                return sentence
        term = next((t for t in Term if t.value == words.lower()), None)
        if term is not None and term.value not in self.seen:  # a commentary call's term
            self.seen.add(term.value)
            name = ui.sentence(term.value)
            return f"{name} is only table talk, no penalty: {PLAIN[term]}."
        return None


def goal_headline(kind: str, team: Side | None, told: str, who: Mapping[Side, Who], points: int = 0) -> str:
    """The goal card's headline, plain: "You score" or "GOAL for the CPU" (the score and who
    serves are on the card under it); a goal paying the kitty says why the score jumped ("You
    collect the kitty's 2 points": a play-test read "ends the shame condition" and a jump by 2);
    any other call as the referee tells it."""
    if kind == "payout" and team is not None:
        name = who[team]
        verb = "collect" if name.you else "collects"
        return f"{ui.sentence(name.name)} {verb} the kitty's {points} point{'s' if points != 1 else ''}"
    if kind != "goal" or team is None or "disqualified" in told:
        return told
    return "You score" if who[team].you else f"GOAL for {who[team].name}"


def untouched_advice(pull: Pull | None) -> str:
    """Your serve crossed untouched: what to change next time, from how it was pulled."""
    towards = "pull down and more to the right: the ball rolls up-left, to your midfield rod"
    if pull is None:
        return f"Your serve crossed untouched: next time {towards}."
    return (
        f"Your serve ({pull.speed:.1f} m/s, pulled {abs(pull.slant):.0f}° off straight down) crossed"
        f" untouched: next time {towards}; the path turns green when your rod plays it first."
    )


def explained(words: str, seen: set[str] | None = None) -> str:
    """The meanings of the words in ``words`` not yet explained (those in ``seen``, which grows)."""
    seen = set() if seen is None else seen
    means = [m for f, m in EXPLAINED if f in words and m not in seen]
    means = [m for k, m in enumerate(means) if m not in means[:k]]
    seen.update(means)
    return f" ({'; '.join(means)})" if means else ""


def untouched_serve(server: Side, who: dict[Side, Who]) -> str:
    """A serve that crossed the table untouched and left it, said with what to do."""
    name = who[server]
    if name.you:
        return (
            "your serve crossed the table untouched and left by the far service hole: anyone may"
            " take the ball (T). Next time serve at a slant, or harder, or meet it with your midfield rod"
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
    """The referee's last calls with the commentary's among them, told in the players' names, in
    short plain lines (log_lines): a word a newcomer does not know explained the first time it
    appears, and a serve that left the table untouched said as such."""
    log = ref.log
    lines = grouped(log, who)
    seen: set[str] = set()
    notes: dict[int, str] = {}
    for line in lines:
        notes[line.last] = explained(line.words, seen)
        if "restart" in line.words:  # why there is one, each reason once
            reason = restart_reason(log, line.first)
            if reason not in seen:
                seen.add(reason)
                gloss = f"a restart: the ball is served again{' ' + reason if reason else ''}"
                notes[line.last] = (
                    f" ({gloss})" if not notes[line.last] else notes[line.last][:-1] + f"; {gloss})"
                )
        for i in range(line.first, line.last + 1):
            if untouched and i in untouched:
                notes[line.last] = f" ({untouched_serve(untouched[i], who)})"
    start = lines[-12].first if len(lines) > 12 else 0
    said: list[tuple[float, str, ui.Color]] = [
        (
            line.at,
            line.words + notes.get(line.last, ""),
            TEAM[line.team] if line.team is not None else ui.PAPER,
        )
        for line in lines
        if line.first >= start
    ]
    said += [(line.at, line.words, ui.HIGHLIGHT) for line in talk_lines(calls, who) if line.at > start][-6:]
    return [(ui.sentence(words), colour) for _, words, colour in sorted(said, key=lambda line: line[0])]


def called_lines(calls: list[Call], who: dict[Side, Who]) -> list[str]:
    """The game's commentary for the end of the game: each term said once in a few plain words,
    its name in brackets, counted per side (play-test 3 of issue 32: "what is a buck?")."""
    return counted_talk(calls, who)

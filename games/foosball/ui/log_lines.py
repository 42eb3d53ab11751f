"""The side panel's log in short plain lines (a newcomer's play-test: "each restart prints five
lines", "between the defenders is unclear", "oscillation, out of phase, postmaster: jargon").

On screen only: the referee's log and the commentary stay as they are (recordings hash them).
A serve or restart, from the ball put in to normal play, is one line; a dead ball, from the call to
play going on, is one line (in full the first time, briefly after); the referee's rule-book
phrases are said as the player sees the table; each table-talk call says what happened in plain
words with its name in brackets, and repeats of one call in a row are counted on one line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from games.foosball.rules.actions import Event
from games.foosball.rules.commentary import Call
from games.foosball.rules.glossary import Term
from games.foosball.rules.wording import Who
from sim.foosball.spec import Side

SERVE_KINDS = ("serve", "serving", "restart", "restarting")
DEAD_KINDS = ("dead ball",)
# The referee's phrases as a newcomer sees the table (told in the players' names first).
PLAINER = (
    (
        "between the defenders",
        "in the middle of the table, out of everyone's reach (anywhere between the two defence rods)",
    ),
    ("your possession", "yours, T takes it"),
    ("'s possession", "'s to take"),
    (
        "dead ball: you may move it by hand, away from your offensive half",
        "dead ball (no figure reaches it): P places it",
    ),
    ("dead ball: ", "dead ball (no figure reaches it): "),
    ("may move it by hand, away from its offensive half", "places it in its half"),
    ("you move the dead ball by hand", "you placed it"),
    ("moves the dead ball by hand", "placed it"),
    ("the dead ball moved: play on", "play on"),
    # Article III's words (a newcomer read "the CPU is in the canonical configuration" with its
    # rods nowhere near centred: the CPU says it is ready; it does not move its rods).
    ("you are in the canonical configuration and ready", "you are ready in the start position"),
    ("is in the canonical configuration and ready", "says it is ready"),
    ("demands the canonical configuration", "asks for the start position (every rod upright and centred)"),
    ("demand the canonical configuration", "ask for the start position (every rod upright and centred)"),
    ("the canonical configuration", "the start position (every rod upright and centred)"),
    ("until everyone is ready", "until both players are ready"),
)
# Each table-talk term in a few plain words (the glossary's own are longer).
SHORT: Mapping[Term, str] = {
    Term.AU_IE: "a goal from a deliberately slow shot",
    Term.BUCK: "the attack rod turned a clearance straight back in",
    Term.DUB: "the midfield rod turned a clearance straight back in",
    Term.GREED: "attacked, and was scored on at once",
    Term.JACKHAMMER: "many shots in quick succession",
    Term.KEEVE: "served to its own midfield and scored at once",
    Term.OSCILLATION: "a rod dithered in front of a slow ball",
    Term.OUT_OF_PHASE: "hit the ball towards its own goal",
    Term.OVERTIME: "a close finish: 9 goals or more each",
    Term.POSTMASTER: "shots keep hitting the goal posts",
}


# The table talk that names how a goal came: said under the goal's plain story (goal_story.py),
# never as it (a newcomer read "You punish the CPU's attack from the midfield rod (greed)" of the
# CPU knocking the ball into its own goal).
GOAL_TERMS = frozenset({Term.AU_IE, Term.BUCK, Term.DUB, Term.GREED, Term.KEEVE})


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the log: where it sits among the referee's lines, its words, whose it is."""

    at: float
    words: str
    team: Side | None
    first: int  # the referee's line it begins with (for the notes kept per line)
    last: int


# A dead ball's line after the first, briefly (a play-test read the whole three-line sentence
# again at every dead ball): where, and whose, in a few words.
BRIEFER = (
    (
        "in the middle of the table, out of everyone's reach (anywhere between the two defence rods)",
        "in the middle",
    ),
    ("dead ball (no figure reaches it): ", "dead ball: "),
)


def brief(words: str) -> str:
    for old, new in BRIEFER:
        words = words.replace(old, new)
    return words


def plain(words: str) -> str:
    for old, new in PLAINER:
        words = words.replace(old, new)
    return words


def grouped(log: Sequence[Event], who: Mapping[Side, Who], start: int = 0) -> list[Line]:
    """The referee's lines from ``start``, a serve's or a dead ball's run each made one line."""
    lines: list[Line] = []
    dead_told = any(c.kind in DEAD_KINDS for c in log[:start])
    i = start
    while i < len(log):
        kind = log[i].kind
        j = i + 1
        if kind in SERVE_KINDS or kind in DEAD_KINDS:
            same = SERVE_KINDS if kind in SERVE_KINDS else DEAD_KINDS
            # (a new dead ball's call starts a line of its own: folded() counts repeats)
            while j < len(log) and log[j].kind in same and not _new_dead(log[j], kind):
                j += 1
        run = log[i:j]
        words = _serve_line(run, who) if kind in SERVE_KINDS else "; ".join(plain(c.told(who)) for c in run)
        if kind in DEAD_KINDS:
            words = brief(words) if dead_told else words
            dead_told = True
        team = next((c.team for c in run if c.team is not None), None)
        lines.append(Line(j - 1, words, team, i, j - 1))
        i = j
    return folded(lines)


def folded(lines: list[Line]) -> list[Line]:
    """Identical lines in a row made one, counted ("... (x3)"): a play-test's CPU placing a
    dead ball again and again filled the log with seven copies of one line."""
    out: list[Line] = []
    runs: list[int] = []
    for line in lines:
        if out and out[-1].words.removesuffix(f" (x{runs[-1]})") == line.words and out[-1].team == line.team:
            runs[-1] += 1
            out[-1] = Line(line.at, f"{line.words} (x{runs[-1]})", line.team, out[-1].first, line.last)
        else:
            out.append(line)
            runs.append(1)
    return out


def _new_dead(call: Event, kind: str) -> bool:
    return kind in DEAD_KINDS and call.text.startswith("dead ball")


def _serve_line(run: Sequence[Event], who: Mapping[Side, Who]) -> str:
    """A serve or restart in one line: who, and whether the ball is in play yet."""
    team = next((c.team for c in run if c.team is not None), None)
    restart = any(c.kind.startswith("restart") for c in run)
    done = any("normal play" in c.text for c in run)
    if team is None:
        return plain(run[-1].told(who))
    name = who[team]
    if done:
        verb = "restarted" if restart else "served"
        return f"{name.name} {verb}: the ball is in play"
    if name.you:
        return "you restart" if restart else "you serve"
    return f"{name.name} restarts" if restart else f"{name.name} serves"


def talk_plain(call: Call, who: Mapping[Side, Who]) -> str:
    """A table-talk call in plain words first, its name after in brackets with what it means
    ("your goalie rod hits the ball towards your own goal (out of phase: hit the ball towards its
    own goal)"): a newcomer read "Buck: ..." as the goal's headline and "Out of phase: ..." in the
    log, words not yet known, first; a later one read "keeve", "greed" and "postmaster" unsaid."""
    told = call.told(who)
    body = told.split(": ", 1)[1] if ": " in told else told
    return f"{body} ({call.term.value}: {SHORT[call.term]})"


def talk_lines(calls: Sequence[Call], who: Mapping[Side, Who], since: int = 0) -> list[Line]:
    """Table talk from the ``since``-th call: each term once a game, its first call, in plain
    words with its name and what it means (a play-test found a "table talk, no penalty" line
    after every shot noise); the rest are only counted, on the end screen (counted_talk)."""
    lines: list[Line] = []
    named: set[Term] = set()
    for k, call in enumerate(calls):
        if call.term in named:
            continue
        named.add(call.term)
        if k >= since:
            told = call.told(who)
            body = told.split(": ", 1)[1] if ": " in told else told
            tag = f"{call.term.value}: table talk, {SHORT[call.term]}; no effect on the score"
            words = f"{body} ({tag})"
            if call.term in GOAL_TERMS:  # the goal's card says how it came, in plain words
                words = f"the table calls that goal {tag}"
            lines.append(Line(call.after - 0.5, words, None, k, k))
    return lines


def counted_talk(calls: Sequence[Call], who: Mapping[Side, Who], most: int = 4) -> list[str]:
    """The game's table talk for the end screen: each term once, in plain words with its name in
    brackets, counted per side; the most called first, at most ``most`` lines."""
    counts: dict[Term, dict[Side, int]] = {}
    for call in calls:
        counts.setdefault(call.term, dict.fromkeys(Side, 0))[call.side] += 1
    if not counts:
        return []
    order = sorted(counts, key=lambda t: -sum(counts[t].values()))
    lines = []
    for term in order[:most]:
        per = ", ".join(f"{who[side].name} {n}" for side, n in counts[term].items() if n)
        lines.append(f"{SHORT[term]} ({term.value}): {per}")
    if len(order) > most:
        lines.append(f"and {len(order) - most} more kinds of table talk")
    return ["Table talk (no effect on the score):", *lines]

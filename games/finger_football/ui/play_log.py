"""The play-by-play beside the mat, a play at a time (game_panel.py draws it). A newcomer found the
log a wall of text: every line as long as the rules tell it, "[Q1 play 8]" before the dice, each
line in one colour or another, the newest at the bottom. Now each play is a group under a short
title that says whose play it was ("Q1 play 8 · The CPU", "Kickoff · You"), its lines shorter
(the side named once in the title, not again before each line; "the dice show" as "Dice:"), the
newest group first. Pure words: no pygame."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from games.finger_football.rules.actions import Event, LogKind, Team
from games.finger_football.ui.prompts import Names, endzone_miss
from games.finger_football.ui.prompts import told as told_line
from games.finger_football.ui.sides import on_screen
from games.window import ui
from sim.slider.mat import Mat

PLAY_TAG = re.compile(r"^\[Q(\d+) play (\d+)\]\s*")
SHORTER = (  # the window's long wording (prompts.WINDOW_WORDS), as a line of the log says it
    ("the dice show ", "Dice: "),
    # A die the rules overrule is said so plainly (the CPU ran on "Zone 3 pass, choice": play-test).
    (
        ": that close to the goal, the side with the ball picks any circle",
        ": near the goal, a free pick: any circle, run or pass, or TD",
    ),
    (
        ": no such circle ahead outside the ball's own zone, so the side with the ball picks any",
        ": none ahead, both dice overruled: any circle",
    ),
    (": no such circle ahead outside the ball's own zone: roll again", ": none ahead, rolled again"),
    (": the side with the ball picks any circle", ": CHOICE overrules the zone die: any circle, run or pass"),
    (": a touchdown attempt", ": TD overrules the zone die: a touchdown try"),
    ("completely within the end zone: TOUCHDOWN", "TOUCHDOWN"),
    ("missed the pass circle", "missed the white centre (a pass)"),  # what a pass must touch
    ("; back to the line of scrimmage", "; back to the line"),
    (", new line of scrimmage on ", ", next play from "),
    (", new line of scrimmage ", ", next play from "),
)
NEXT_PLAY_FROM = ", next play from "
OFFENCE_KINDS = (LogKind.CHOICE, LogKind.CALL, LogKind.PLAY, LogKind.SCORE)  # said by the side with the ball


@dataclass(slots=True)
class Group:
    """One play (or kickoff, or the toss, or a quarter's end) of the play-by-play: its ``title``,
    whose it was (``side``: the offence, the kicker; None: nobody's), its lines in order."""

    title: str
    side: Team | None = None
    lines: list[str] = field(default_factory=list)
    play: bool = False  # a play from scrimmage (its side: the first line the offence says)

    def heading(self, names: Names) -> str:
        """The title and whose play: "Q1 play 8 · The CPU", "Kickoff · You"."""
        return f"{self.title} · {names.of(self.side)}" if self.side is not None else self.title


def kicker_of(event: Event) -> Team | None:
    """The side that kicked off, from the kickoff's line (the receiver's ball, or the kicker's
    own recovery of an onside kick)."""
    if event.team is None:
        return None
    return event.team if "recovered" in event.text else event.team.other


def starts_kickoff(event: Event) -> bool:
    text = event.text
    if event.kind == LogKind.CHOICE:
        return "onside kick" in text
    return event.kind == LogKind.POSSESSION and ("kickoff" in text or "onside kick" in text)


def shorter(line: str, side: Team | None, names: Names) -> str:
    """A line as its group shows it: without its side's name when the title says it, in the
    log's shorter words, starting with a capital."""
    if side is not None:
        name = f"{names.of(side).lower()}: "
        if line.lower().startswith(name):
            line = line[len(name) :]
    return ui.sentence(in_short(line))


def in_short(line: str) -> str:
    """A line in the log's shorter words (the game's log and the replay's say it alike)."""
    for long, short in SHORTER:
        line = line.replace(long, short)
    return line


def groups(
    log: Sequence[Event],
    names: Names,
    mat: Mat,
    sides: Mapping[int, int],
    attacking: int,
    offense: Team | None = None,
) -> list[Group]:
    """The play-by-play in groups, oldest first: a group begins at each play's dice (or call), a
    kickoff, the toss and a quarter's end. ``sides``: which way the side in play attacked, by
    log line (its symbols' sides said as drawn: sides.py); ``offense``: the side with the ball
    now (whose the last play is before its first line says)."""
    out: list[Group] = []
    holder: Team | None = None  # the side with the ball as the log goes: a play's is its flicker's
    for i, e in enumerate(log):
        told = endzone_miss(told_line(e, names), e.data.get("rest"), mat)
        told = on_screen(told, sides.get(i, attacking))
        tag = PLAY_TAG.match(told)
        if tag is not None:
            # Its side from the ball's holder, not its first line: a touchdown try off the back
            # of the mat says only the touchback, the other side's ball (play-test: yours put
            # under the CPU's name).
            out.append(Group(f"Q{tag[1]} play {tag[2]}", holder, play=True))
            told = told[tag.end() :]
        elif starts_kickoff(e) and not _kicking_off(out):
            out.append(Group("Kickoff", kicker_of(e) if e.kind == LogKind.POSSESSION else e.team))
        elif e.kind in (LogKind.QUARTER, LogKind.GAME):
            out.append(Group(ui.sentence(told)))  # "End of quarter 1 (you 6, the CPU 21)"
            continue
        elif e.kind == LogKind.TOSS or not out:
            out.append(Group("Coin toss"))
        group = out[-1]
        if group.play and group.side is None and e.kind in OFFENCE_KINDS:
            group.side = e.team
        group.lines.append(told)
        if e.team is not None and (e.kind == LogKind.POSSESSION or e.kind in OFFENCE_KINDS):
            holder = e.team
    if out and out[-1].play and out[-1].side is None:
        out[-1].side = offense  # the play just begun: only its dice said yet
    for g in out:  # shortened once the side is known: the dice come before the offence speaks
        g.lines = [shorter(line, g.side, names) for line in g.lines]
    if any(e.kind == LogKind.GAME for e in log):
        _no_next_play(out)
    return out


def _no_next_play(out: list[Group]) -> None:
    """The game's last play says where the ball stopped, not where a next play starts: there is
    none after the final whistle ("Run complete, next play from the CPU's 44" read as a promise)."""
    last = next((g for g in reversed(out) if g.play), None)
    if last is None:
        return
    last.lines = [
        f"{line.replace(NEXT_PLAY_FROM, ' on ')} · game over" if NEXT_PLAY_FROM in line else line
        for line in last.lines
    ]


def _kicking_off(out: list[Group]) -> bool:
    """Is the last group a kickoff still without its result (an onside kick announced)?"""
    return (
        bool(out) and out[-1].title == "Kickoff" and len(out[-1].lines) == 1 and "onside" in out[-1].lines[0]
    )

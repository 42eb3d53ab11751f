"""The defending person's part against the CPU: what the CPU aims for before it flicks, the
result of its play once ruled, and the rulebook's decisions of the defence with one line of why
each matters. The rulebook gives the defence: the roll of the dice (against the CPU they roll by
themselves: defence_flow.py), the "go" and the count of three at the CPU's kicks, its two hands as
the goalpost (kick_scene.py), and a flag to accept or refuse (asked, with what each leaves). Its
right to say it moved the table is a real table's: on a computer nothing moves it, so it is never
offered in the defender's lines (F1 lists B, explained). Pure words: no pygame."""

from __future__ import annotations

import re
from collections.abc import Sequence

from games.finger_football.rules.actions import Action, Event, PenaltyChoice, Phase, PlayKind, Team, ordinal
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.prompts import Names, target_words, told, yard_line
from games.finger_football.ui.sides import on_screen

# The first CPU flick a person defends: what the defence does, said once (a play-tester pressed
# "Roll the dice" and Space for 20 plays and read "Press B only if you bumped the table" after
# each: meaningless at a computer).
DEFENCE_FIRST = (
    "You defend: the dice roll and the CPU flicks by themselves (F: skip to its result); a score waits for "
    "Space. At a flag you accept or refuse; at its kicks you say go and count."
)
DEFENCE_KEY = "finger-football/defence"  # the settings' note that DEFENCE_FIRST was read
CPU_MISSES = "THE CPU MISSES"


def defence_words(first: bool) -> str:
    """The defender's line while the CPU flicks: what the defence does, the first time only."""
    return DEFENCE_FIRST if first else ""


def cpu_play_result(events: Sequence[Event], names: Names) -> tuple[str, str] | None:
    """The CPU's scrimmage play as ruled, for a banner the person reads before going on: a
    headline ("THE CPU MISSES") and what the play-by-play says of it, without the CPU's name."""
    said = [told(e, names) for e in events if e.kind in ("play", "possession")]
    if not said:
        return None
    line = said[0]
    detail = line.split(": ", 1)[1] if ": " in line else line
    # Short enough for the banner's one line (the rest is in the play-by-play): what it did.
    detail = detail.split(";")[0].split(", new line of scrimmage")[0].removesuffix(": touchback")
    if complete := re.search(r"\b(run|pass) complete\b", line):
        headline = f"{complete.group(1).upper()} COMPLETE"  # the detail says where, not it again
        new_line = line.partition(", new line of scrimmage")[2].split(";")[0]
        where = new_line.removeprefix(" ").removeprefix("on ")  # "from on the CPU's own 49": play-test
        detail = f"Next play from {where} (the line of scrimmage) · 1st down" if where else "1st down"
    elif "touchback" in line:
        headline = "TOUCHBACK"
    elif "sideways" in line:
        headline = "NO PLAY"
    elif "back to the line of scrimmage" in line:
        headline = CPU_MISSES
    else:
        headline = "THE CPU'S PLAY"
    return headline, detail


def defending(game: FingerFootball, humans: frozenset[Team]) -> bool:
    """Is the person the defence against the CPU's flick, and the one to decide now?"""
    team = game.to_move()
    return (
        len(humans) == 1
        and team in humans
        and game.offense is not None
        and game.offense not in humans
        and game.phase in (Phase.DEFENCE_JUDGE, Phase.PENALTY)
    )


def cpu_aim_words(game: FingerFootball, names: Names, attacking: int) -> str:
    """What the CPU is about to flick for, said before it lets go, after "The CPU is flicking: it"
    ("" if it is not flicking)."""
    team = game.to_move()
    if not isinstance(team, Team) or not names.versus_cpu:
        return ""
    target = game.target
    if game.phase == Phase.SCRIMMAGE and target is not None:
        if target.kind == PlayKind.TOUCHDOWN:
            return "goes for the touchdown: it must rest inside your end zone"
        circle = "pass circle (the white centre)" if target.kind == PlayKind.PASS else "run circle (the ring)"
        said = target_words(target, game.offense, names, game.mat)
        return f"aims for the lit {circle}: {on_screen(said, attacking)}"
    if game.phase == Phase.PUNT:
        return "punts: deep into your half, short of your end zone"
    if game.phase == Phase.KICKOFF:
        return "kicks off: deep towards your end zone"
    return ""


def defence_why(game: FingerFootball, names: Names) -> str:
    """One line of why the defence's decision now matters."""
    if game.phase == Phase.PENALTY:
        accept, refuse = _after(game, PenaltyChoice(True), names), _after(game, PenaltyChoice(False), names)
        return f"Accept: {accept}. Refuse: {refuse}. Accept pushes the CPU back; the down is lost either way."
    return ""


def _after(game: FingerFootball, action: Action, names: Names) -> str:
    """Where the offence stands after ``action``, on a copy of the game, named as the status
    line names it: "3rd down at the CPU's own 25"."""
    copy = game.clone()
    copy.apply(action)
    team = copy.offense
    if team is None or copy.los is None:
        return "the ball changes hands"
    return f"{ordinal(copy.down)} down at {yard_line(copy, team, copy.los[0], names)}"

"""Tortellini Football's "How to play" pages (F1, after the controls; shown once by itself before
a player's first game): the board and the chips, setting up, a turn's orders, the tackle, the
pass, the interception and the goal, each a few short lines and a picture the game draws
(diagrams.py), in the window's names for the two sides (you and the CPU, or Player 1 and 2)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

import pygame

from games.core.wording import Who, sentence, tell, verb, who, whose
from games.tortellini.rules.actions import GOALS_TO_WIN, Team
from games.tortellini.ui import diagrams
from games.window.howto import Diagram, Page
from games.window.scene import Host

RULES_SEEN = "tortellini/how-to-play"  # the settings' note that the pages were shown once
ONE, TWO = Team.ONE, Team.TWO
CONTROLS = (  # F1's first page: (the keys or mouse, what they do)
    ("click your home row", "place your next chip (setting up)"),
    ("click chip, then dot", "the chip's order: a step that way"),
    ("click a chip again", "two of yours on one square: the other one"),
    ("Pass (P), then a chip", "pass to a ringed chip (a pink X: a defender could block)"),
    ("green ring (Pass)", "a receiver no chip of the other side can reach this turn"),
    ("yellow square (defence)", "step a chip onto it this turn: it intercepts their pass"),
    ("Clear (C)", "plan again"),
    ("Reveal (Enter)", "both plans are carried out at once"),
    ("any key or click", "skip the rest of a turn being shown"),
    ("N", "a new game, after the last goal"),
    ("Esc", "leave the game (asks first)"),
)


def pages(names: Mapping[Team, Who], goals: int | None = GOALS_TO_WIN) -> list[Page]:
    """The pages in the window's ``names``; ``goals``: the game's goals to win (None: before a
    game is chosen, when the player may still choose fewer)."""
    wins = _wins(goals)

    def say(*lines: str) -> tuple[str, ...]:
        return tuple(sentence(tell(line, names)) for line in lines)

    def pic(draw: Callable[[Mapping[Team, Who], pygame.Surface, pygame.Rect], None]) -> Diagram:
        return partial(draw, names)

    return [
        Page(
            "the board and the chips",
            say(
                f"{who(ONE)} {verb(ONE, 'has', 'have')} three chips, red, white and blue: round, with a "
                f"teal rim; {whose(TWO)} three are square, with a black rim.",
                "The colours only tell a side's chips apart: all three move and pass alike, and each "
                "gets its own order every turn.",
                "The ball is the tortellino, the pasta riding on one chip.",
                f"A goal: end a turn with the ball on a chip on {whose(TWO)} home row (the top row). {wins}",
                "Squares are named by the board's edges: a letter for the column (a to h, left to "
                "right), then the row's number (1 at the bottom): d1 is column d, bottom row.",
            ),
            pic(diagrams.board),
        ),
        Page(
            "setting up",
            say(
                "A coin decides who has the ball first.",
                "The side with the ball places a chip on its home row first (the ball goes on it), "
                "then the other side, turn about, until all six chips are placed.",
                f"{who(ONE)}: click a square of {whose(ONE)} home row, the bottom row: red goes "
                "down first, then white, then blue.",
                "Chips may share a square: they are drawn side by side.",
            ),
            pic(diagrams.setup),
        ),
        Page(
            "a turn: secret orders",
            say(
                f"Every turn both sides plan at the same time, in secret: each of {whose(ONE)} three "
                "chips gets one order.",
                "An order is one step, onto any of the eight squares around the chip, straight or "
                "diagonal, never off the board: click the chip, then a yellow dot beside it.",
                "No chip may stay where it is, except the two of a pass: the side with the ball may "
                "mark the ball's chip and one other P instead of a step (the pass page).",
                f"Reveal: both plans are shown, {whose(ONE)} arrows solid and {whose(TWO)} dashed, "
                "and all six chips step at the same moment. A pass is thrown after the steps.",
            ),
            pic(diagrams.move),
        ),
        Page(
            "the tackle",
            say(
                "Without the ball, chase it: a chip that ends its move on the square of the chip "
                "with the ball takes the ball. That is a tackle, and its side now has the ball.",
                "The chip with the ball must move too, unless it passes: guess where the "
                "tackler will step, and step elsewhere.",
                "Two chips that only swap squares do not tackle (the next page).",
                "After a pass the passer has no ball: stepping onto it tackles nothing. Step onto "
                "the catcher, or into the lane between them.",
            ),
            pic(diagrams.tackle),
        ),
        Page(
            "a swap is not a tackle",
            say(
                "Only where the chips end their steps counts: a tackle is a chip of the other side "
                "ending its step on the square where the chip with the ball ends its step.",
                "A swap: the chip with the ball and a chip of the other side step onto each other's "
                "squares. They cross on the way and neither ends on the other's square: no tackle.",
                "The ball stays on its own chip, which moves on to its new square as ordered.",
                "To tackle, guess the square the ball's chip will step to, and step there too.",
            ),
            pic(diagrams.swap),
        ),
        Page(
            "the pass",
            say(
                "Only the side with the ball passes: press Pass, then click another of its chips "
                "on a straight or diagonal line with the ball's chip, at any distance.",
                "Both are marked P and stay where they are; the third chip still moves.",
                "The ball flies at once: a chip stepping onto the passer tackles nothing.",
                "The pass is caught when no chip of the other side stands on a square between them.",
            ),
            pic(diagrams.pass_lane),
        ),
        Page(
            "the interception",
            say(
                "A pass is checked after the moves: a defender that steps onto a square between "
                "the passer and the receiver intercepts it, and its side has the ball.",
                "Of several in the lane, the one nearest the receiver gets it.",
                "A defender stepping onto the receiver's square tackles it as it catches.",
            ),
            pic(diagrams.interception),
        ),
        Page(
            "the goal",
            say(
                "A goal: a turn ends with the ball on a chip on the other side's home row, "
                "by a step or by a pass caught there.",
                "Then the board is cleared, the side that conceded gets the ball, and both "
                "sides place their chips again.",
                wins,
            ),
            pic(diagrams.goal),
        ),
    ]


NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _wins(goals: int | None) -> str:
    """How a game is won, in its own number of goals (page 8 said five when three was chosen)."""
    if goals is None:
        return f"First to {NUMBERS[GOALS_TO_WIN]} goals wins (or fewer, chosen before the game)."
    said = NUMBERS.get(goals, str(goals))
    return f"First to {said} goal wins." if goals == 1 else f"First to {said} goals wins."


def show_once(app: Host, guided: bool = False) -> None:
    """Before a player's first game: the help opened on the first rules page (F1 opens it again);
    never when the rules were read already (from the menu, ``note_read``) or the guided first
    turn was seen (a play-test saw them open again after reading them from the menu), and not
    over a game that opens with the guided first turn (``guided``: against the CPU): the help
    hid the guide's card as the game opened, and a newcomer never saw a guide (play-test); the
    guide's first step says F1 has the rules."""
    from games.tortellini.ui.first_turn import NAME
    from games.window.app import GUIDE_SEEN, App

    if guided or not app.settings.first_time(RULES_SEEN) or not app.settings.first_time(GUIDE_SEEN + NAME):
        return
    app.settings.hint_seen(RULES_SEEN)
    if isinstance(app, App):
        app.help_open, app.help.page = True, 1  # page 0 is the controls


def note_read(app: Host) -> None:
    """The help open on a rules page (page 0 is the controls): the rules were read, and need not
    open by themselves before the first game."""
    from games.window.app import App

    if isinstance(app, App) and app.help_open and app.help.page >= 1:
        app.settings.hint_seen(RULES_SEEN)

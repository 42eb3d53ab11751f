"""What the Tortellini window says between turns: the caption above the board (what the board
waits for) and the hint under the buttons (what to click now), in the screen's names. Read from
the game's scene (game_scene.py), which draws them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from games.core.wording import Who, sentence, tell, verb, who, whose
from games.tortellini.rules.actions import CHIPS, Team
from games.tortellini.rules.engine import Chip, Tortellini
from games.tortellini.ui import defence
from games.tortellini.ui.rounds import round_of, turn_words
from games.tortellini.ui.view import TortelliniView

SHAPE = {Team.ONE: "round", Team.TWO: "square"}
# Said while a chip of yours is chosen that shares its square with another of yours: a click
# on the square again chooses that one.
OTHER_CHIP = "Click a yellow dot for your {chip} · click it again: your {other} on its square"


class Planning(Protocol):
    """What the words read of the scene."""

    game: Tortellini
    view: TortelliniView
    humans: frozenset[Team]
    planner: Team | None
    orders: dict[Chip, str]
    selected: Chip | None
    passing: bool

    @property
    def who(self) -> Mapping[Team, Who]: ...
    @property
    def showing(self) -> bool: ...


def say(scene: Planning, template: str) -> str:
    """A template told in the screen's names, as a line starts."""
    return sentence(tell(template, scene.who))


def situation(scene: Planning) -> str:
    """The caption between turns: what the board waits for."""
    g = scene.game
    if g.is_over():
        return ""
    placer = g.to_place()
    if placer is not None:
        places = f"{who(placer)} {verb(placer, 'places', 'place')} a chip"
        round_no = round_of(g)[0]  # "Round 2 · setting up" after a goal: a new round, said
        up = "setting up" if round_no <= 1 else f"Round {round_no} · setting up"
        return say(scene, f"{up}: {places}")
    turn, off = turn_words(*round_of(g)), g.offence
    if len(scene.humans) == 2:
        return turn + " · " + say(scene, f"{whose(off)} ball, heading for {whose(off.other)} home row")
    if off in scene.humans:
        return (
            turn + " · " + say(scene, f"{whose(off)} ball: take it to {whose(off.other)} home row, the top")
        )
    lanes = defence.words(defence.their_lanes(scene.view, scene.planner), scene.who, g)
    if lanes:
        return f"{turn} · {lanes}"
    # Defence is a guess: say how to make it (a newcomer found it pure guessing).
    return turn + " · " + say(scene, f"{whose(off)} ball: guess where it steps next, land a chip there")


def hint(scene: Planning) -> str:
    """The line under the buttons: what to click now."""
    g = scene.game
    if scene.showing:  # the winning turn too: the game is over only once it has been shown
        return "The turn is being shown: any key or click skips it"
    if g.is_over():
        return "N: a new game · Esc: the menu"
    placer = g.to_place()
    if placer is not None:
        chip = next(c for c in CHIPS if g.chips[(placer, c)] is None)
        if placer not in scene.humans:
            return say(scene, f"{who(placer)} {verb(placer, 'places', 'place')} its {chip} chip")
        return say(scene, f"{who(placer)}: click a square on {whose(placer)} home row for your {chip} chip")
    if scene.planner is None:
        return ""
    if scene.passing:
        return "Click a ringed chip to pass to it (green ring: safe, pink: at risk) · P again: no pass"
    if scene.selected is not None:
        other = sharing(scene.game, scene.selected)
        if other is not None:
            return OTHER_CHIP.format(chip=scene.selected[1], other=other[1])
        return f"Click a yellow dot: where your {scene.selected[1]} steps this turn"
    missing = [c for c in CHIPS if (scene.planner, c) not in scene.orders]
    if missing:
        todo = ", ".join(missing)
        if g.offence != scene.planner and len(scene.humans) == 1:
            if defence.catch_squares(defence.their_lanes(scene.view, scene.planner), g):
                return f"Every chip must move; to intercept, one steps ONTO a yellow square ({todo} left)"
            return f"Every chip must move: cover the squares ahead of the chip with the ball ({todo} left)"
        return say(scene, f"{who(scene.planner)}: click a chip, then a dot beside it ({todo} still to order)")
    return "Every chip has its order: Reveal (Enter) · Ctrl+Z takes an order back"


def sharing(game: Tortellini, chip: Chip) -> Chip | None:
    """The next chip of ``chip``'s side on its square (red, white, blue, round again), if any."""
    here = game.chips[chip]
    mine = [(chip[0], c) for c in CHIPS if here is not None and game.chips[(chip[0], c)] == here]
    if len(mine) < 2:
        return None
    return mine[(mine.index(chip) + 1) % len(mine)]

"""A turn as the window tells it: where the chips stood and where they moved, who passed to
whom, who intercepted or tackled, and where the ball ended the turn (on the board, even when a
goal then clears it). Worked out from the board before the turn and both plans with the rules'
own ``interceptor`` and ``tackler``, in the engine's order (the moves, the pass, a tackle when
the pass was not intercepted); a test checks it against the engine on random games.

Also the log's line of both plans in words no one can misread: one line a side, each step as the
screen shows it (up, down-left: the engine's log, which recordings keep, says it from each side's
own view), a pass said as "red passes to white" (the engine says "red passes, white passes")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from games.core.wording import Who, sentence, tell, who, whose
from games.tortellini.rules.actions import CHIPS, DIRECTIONS, PASS, Plan, Team, square_name
from games.tortellini.rules.engine import Chip, Tortellini, interceptor, tackler
from sim.tiles.grid import Square


@dataclass(frozen=True, slots=True)
class Story:
    plans: Mapping[Team, Plan]
    before: Mapping[Chip, Square]
    after: Mapping[Chip, Square]
    carrier: Chip  # the ball's chip before the turn
    receiver: Chip | None  # the chip passed to, if the carrier passed
    interceptor: Chip | None
    tackler: Chip | None
    holder: Chip  # the ball's chip at the end of the turn

    @property
    def goal(self) -> bool:
        """Did the turn end with the ball on the other side's home row?"""
        return self.after[self.holder][1] == self.holder[0].other.home_row

    @property
    def ball_path(self) -> list[Square]:
        """The pass's flight: from the passer to the chip that got it (caught or intercepted)."""
        if self.receiver is None:
            return []
        got = self.interceptor or self.receiver
        return [self.after[self.carrier], self.after[got]]

    @property
    def swapped(self) -> Chip | None:
        """The other side's chip that swapped squares with the ball's chip and did not tackle it
        (the rules: a chip tackles by landing on the carrier's square, not by passing through it)."""
        if self.receiver is not None or self.tackler is not None or self.holder != self.carrier:
            return None
        was, now = self.before[self.carrier], self.after[self.carrier]
        return next(
            (
                c
                for c in self.before
                if c[0] != self.carrier[0] and self.before[c] == now and self.after[c] == was != now
            ),
            None,
        )

    @property
    def changed_hands(self) -> Square | None:
        """Where the other side took the ball (an interception or a tackle), if it did."""
        taker = self.interceptor or self.tackler
        return None if taker is None else self.after[taker]


def story(game: Tortellini, plans: Mapping[Team, Plan]) -> Story:
    """The turn ``plans`` make of ``game`` (both plans made, not yet resolved)."""
    assert game.carrier is not None
    before = {c: sq for c, sq in game.chips.items() if sq is not None}
    after = {c: _moved(sq, plans[c[0]].order(c[1])) for c, sq in before.items()}
    carrier, options = game.carrier, game.options
    offence = plans[carrier[0]]
    receiver = _receiver(offence, carrier)
    taker = None
    holder = carrier
    if receiver is not None:
        lanes = after if options.pass_timing == "after" else before
        taker = interceptor(carrier[0], after[carrier], after[receiver], lanes)
        holder = taker or receiver
    tackled = None if taker is not None else tackler(holder, before, after, options.swap_is_turnover)
    return Story(plans, before, after, carrier, receiver, taker, tackled, tackled or holder)


def _moved(square: Square, order: str) -> Square:
    if order == PASS:
        return square
    dc, dr = DIRECTIONS[order]
    return (square[0] + dc, square[1] + dr)


def _receiver(plan: Plan, carrier: Chip) -> Chip | None:
    if plan.order(carrier[1]) != PASS:
        return None
    return next(((plan.team, c) for c in CHIPS if c != carrier[1] and plan.order(c) == PASS), None)


def screen_words(order: str) -> str:
    """A step as the screen shows it, the same for both sides: "up", "down-left" (up is towards
    the top of the board, whoever moves; the engine's log says it from the mover's own side)."""
    dc, dr = DIRECTIONS[order]
    words = [{1: "up", -1: "down"}.get(dr, ""), {1: "right", -1: "left"}.get(dc, "")]
    return "-".join(w for w in words if w)  # one word: a line never breaks inside a step


def plan_lines(turn: Story, names: Mapping[Team, Who]) -> list[str]:
    """Both plans, a line a side, steps as the screen shows them: "You: red up, white passes to
    blue (c3 to c7), ..."."""
    lines = []
    for team in Team:
        plan = turn.plans[team]
        parts = []
        for colour in CHIPS:
            order, chip = plan.order(colour), (team, colour)
            if order != PASS:
                parts.append(f"{colour} {screen_words(order)}")
            elif turn.receiver is not None and chip == turn.carrier:
                where = f"{square_name(turn.before[chip])} to {square_name(turn.before[turn.receiver])}"
                parts.append(f"{colour} passes to {turn.receiver[1]} ({where})")
        lines.append(sentence(tell(f"{who(team)}: " + ", ".join(parts), names)))
    return lines


def swap_words(turn: Story, names: Mapping[Team, Who]) -> str | None:
    """A swap of squares with the ball's chip, in plain words (it looks like a tackle missed)."""
    other = turn.swapped
    if other is None:
        return None
    mine, theirs = chip_said(turn.carrier, names), chip_said(other, names)
    return sentence(f"{mine} (the ball) and {theirs} swapped squares: a swap is not a tackle")


# Said when a chip of the other side lands on the passer after its pass (newcomer 7/10: it
# looked like a tackle the game forgot).
ON_PASSER = (
    "{chaser} stepped onto {passer}, the passer: no tackle, a passer has no ball after the pass"
    " (step onto the catcher or into the lane)"
)


def passer_words(turn: Story, names: Mapping[Team, Who]) -> str | None:
    """A chip of the other side that ended its step on the passer's square, told why it did not
    tackle (the ball had flown on); None when none did, or when it also took the ball."""
    if turn.receiver is None or turn.tackler is not None or turn.interceptor is not None:
        return None
    passer = turn.after[turn.carrier]
    chaser = next((c for c, sq in turn.after.items() if c[0] != turn.carrier[0] and sq == passer), None)
    if chaser is None:
        return None
    return sentence(ON_PASSER.format(chaser=chip_said(chaser, names), passer=chip_said(turn.carrier, names)))


def chip_said(chip: Chip, names: Mapping[Team, Who]) -> str:
    """A chip in the screen's names: "your red", "the CPU's white"."""
    return tell(f"{whose(chip[0])} {chip[1]}", names)

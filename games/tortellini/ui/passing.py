"""What Pass (P) shows while the player picks the receiver: each chip the rules let the ball's chip
pass to (another of its side's, on a straight or diagonal line with it, at any distance), the
lane to each, and the lanes a chip of the other side could step into this turn, or whose
receiver it could step onto, ringed and told in words. The other side plans in secret, so
"could" is all the window knows: any one step of a defender, as the rules check a pass (after
the moves, by default)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from games.core.wording import Who, sentence, tell, whose
from games.tortellini.rules.actions import CHIPS, DIRECTIONS, Team
from games.tortellini.rules.engine import MOVES_FROM, Chip, Tortellini
from games.tortellini.ui import pieces
from games.tortellini.ui.view import TortelliniView
from sim.tiles.grid import Square, between, line_direction

RISK = (255, 80, 200)  # the colour of a ball changing hands (view.MARK): a lane it may change in
# A receiver no chip of the other side can reach: green, not the yellow of the squares where you
# intercept on defence (one yellow meant two things: play-test 7/10).
OPEN = (110, 220, 120)


@dataclass(frozen=True, slots=True)
class Lane:
    receiver: Chip
    squares: tuple[Square, ...]  # strictly between the passer and the receiver
    threats: tuple[Chip, ...]  # the other side's chips that could step into it or onto the receiver
    risky: tuple[Square, ...]  # the lane's squares (and the receiver's) one of them could step onto


def lanes(game: Tortellini) -> list[Lane]:
    """A lane to each chip the ball's chip may pass to now (none when no chip has the ball)."""
    carrier = game.carrier
    passer = None if carrier is None else game.chips[carrier]
    if carrier is None or passer is None:
        return []
    team = carrier[0]
    out = []
    for colour in CHIPS:
        receiver = (team, colour)
        at = game.chips[receiver]
        if receiver == carrier or at is None or line_direction(passer, at) is None:
            continue
        squares = tuple(between(passer, at))
        reach = {d: _reach(game, d, squares, at) for d in ((team.other, c) for c in CHIPS)}
        threats = tuple(d for d, where in reach.items() if where)
        risky = tuple(sq for sq in (*squares, at) if any(sq in where for where in reach.values()))
        out.append(Lane(receiver, squares, threats, risky))
    return out


def _reach(game: Tortellini, defender: Chip, lane: tuple[Square, ...], receiver: Square) -> set[Square]:
    """Where ``defender`` could intercept (in the lane when the pass is checked) or tackle the
    receiver (by stepping onto its square) this turn."""
    return (checked_on(game, defender) & set(lane)) | (steps(game, defender) & {receiver})


def steps(game: Tortellini, chip: Chip) -> set[Square]:
    """The squares ``chip`` could step onto this turn (none when it is off the board)."""
    at = game.chips[chip]
    if at is None:
        return set()
    return {(at[0] + DIRECTIONS[n][0], at[1] + DIRECTIONS[n][1]) for n in MOVES_FROM[at]}


def checked_on(game: Tortellini, chip: Chip) -> set[Square]:
    """Where ``chip`` may stand when a pass is checked: after its step, or where it stands now."""
    at = game.chips[chip]
    if at is None:
        return set()
    return steps(game, chip) if game.options.pass_timing == "after" else {at}


def odds(game: Tortellini, found: list[Lane]) -> list[tuple[Chip, int, int]]:
    """Each chip of the other side that could take the pass, with how many of its steps this turn
    end on an X (in a lane, or on a receiver) and how many steps it has: as the rules resolve
    the pass, after the moves, where each chip ends its step."""
    crossed = {sq for lane in found for sq in lane.risky}
    threats = sorted({t for lane in found for t in lane.threats}, key=lambda c: CHIPS.index(c[1]))
    out = []
    for chip in threats:
        at = game.chips[chip]
        if at is None:
            continue
        ends = [(at[0] + DIRECTIONS[n][0], at[1] + DIRECTIONS[n][1]) for n in MOVES_FROM[at]]
        if game.options.pass_timing != "after":
            ends = [at]
        out.append((chip, sum(sq in crossed for sq in ends), len(ends)))
    return out


def odds_words(game: Tortellini, found: list[Lane], names: Mapping[Team, Who]) -> str:
    """The risk as the rules resolve the pass (after the moves, where each chip ends its step),
    for the panel: "A chip of the CPU's that ends its step on a pink X takes the ball: red in 3
    of its 8 steps, blue in 1 of 5"; "" when no chip can."""
    counted = odds(game, found)
    if not counted:
        return ""
    other = counted[0][0][0]
    if game.options.pass_timing != "after":  # checked where the chips stand: no step counts
        chips = " or ".join(chip[1] for chip, _, _ in counted)
        return sentence(tell(f"{whose(other)} {chips} stands on a pink X: it takes the ball", names))
    first, *more = counted
    parts = [f"{first[0][1]} in {first[1]} of its {first[2]} steps"]
    parts += [f"{chip[1]} in {n} of {total}" for chip, n, total in more]
    said = f"a chip of {whose(other)} that ends its step on a pink X takes the ball: {', '.join(parts)}"
    return sentence(tell(said, names))


def warning(found: list[Lane], names: Mapping[Team, Who]) -> str:
    """The lanes in words, for the caption above the board, receiver by receiver: which of the
    other side's chips could step onto it or into the lane to it ("Risky: the CPU's blue could
    step onto your white; the CPU's red could step into the lane to your blue", the X drawn on
    each square it could step onto: the old "to white (blue), to blue (red or white)" was hard to
    parse, newcomer play-test 7.5); two receivers at risk, one short clause each ("Risky passes
    (pink X) · to white: the CPU's red · to blue: the CPU's white or blue"); or that every lane
    is clear, or that no chip is on a line with the ball."""
    if not found:
        return "No chip of yours is on a line with the ball: no pass this turn"
    other = found[0].receiver[0].other
    risky = [lane for lane in found if lane.threats]
    if not risky:
        return sentence(
            tell(f"pass: every lane is safe (green): {whose(other)} chips cannot reach them", names)
        )
    if len(risky) > 1:  # a clause a receiver ran to two lines, off its box at 960 x 600 (7/10)
        parts = [
            f"to {ln.receiver[1]}: {whose(other)} {' or '.join(t[1] for t in ln.threats)}" for ln in risky
        ]
        return sentence(tell("risky passes (pink X) · " + " · ".join(parts), names))
    parts = []
    for lane in risky:
        chips = " or ".join(t[1] for t in lane.threats)
        into = any(sq in lane.squares for sq in lane.risky)
        onto = any(sq not in lane.squares for sq in lane.risky)  # the receiver's own square
        way = "into the lane to, or onto," if into and onto else "into the lane to" if into else "onto"
        parts.append(f"{whose(other)} {chips} could step {way} {whose(lane.receiver[0])} {lane.receiver[1]}")
    return sentence(tell("risky: " + "; ".join(parts), names))


def draw(s: pygame.Surface, view: TortelliniView, found: list[Lane]) -> None:
    """Each lane from the ball's chip, dotted, and each receiver ringed: green when no chip of
    the other side can reach the lane, pink when one can (its squares crossed by draw_risk)."""
    carrier = view.game.carrier
    spots = view.spots()
    if carrier is None or carrier not in spots:
        return
    start = view.square_centre(carrier)  # lanes run centre to centre: straight, never bent
    shown = [lane for lane in found if lane.receiver in spots]
    for lane in shown:
        cx, cy, r = spots[lane.receiver]
        colour = RISK if lane.threats else OPEN
        pieces.maybe_lane(s, start, view.square_centre(lane.receiver), view.size * 0.05)
        ring = min(r * 1.35 + 4, view.room((cx, cy)))  # inside its square, shared or not
        pygame.draw.circle(s, pieces.OUTLINE, (cx, cy), ring, 6)
        pygame.draw.circle(s, colour, (cx, cy), ring, 4)


def draw_risk(s: pygame.Surface, view: TortelliniView, found: list[Lane]) -> None:
    """The X on each square of a lane a chip of the other side could end its step on, drawn over
    the chips (the board's ``over``): a lane square a chip stands on hid its X under the chip, and
    the X the newcomer missed was the square the CPU's blue stepped onto. On a chip's square (the
    receiver's, or a lane square held) the X goes in the square's free upper right corner."""
    spots = view.spots()
    held = {view.square_at((round(x), round(y))) for x, y, _ in spots.values()}
    for lane in found:
        if lane.receiver not in spots:
            continue
        for square in lane.risky:
            x, y = view.centre(*square)
            if square in held:
                x, y = x + view.size * 0.3, y - view.size * 0.3
            _cross(s, (x, y), view.size * (0.13 if square in held else 0.2))


def _cross(s: pygame.Surface, at: tuple[float, float], half: float) -> None:
    """An X on a lane square a defender could step onto: the risk in shape, not colour alone."""
    x, y = at
    width = max(5, round(half * 0.45))  # thick, to be seen at 960 x 600 (4 px was missed)
    for a, b in (((x - half, y - half), (x + half, y + half)), ((x - half, y + half), (x + half, y - half))):
        pygame.draw.line(s, pieces.OUTLINE, a, b, width + 4)
        pygame.draw.line(s, RISK, a, b, width)

"""What the Tortellini window shows you on defence while you plan: where the other side's carrier
can pass (a violet lane to each chip of its side on a line with the ball, as Pass shows your own
on offence) and the squares of those lanes where a chip of yours intercepts, each framed in
yellow. A pass is checked after the moves: a chip of yours that steps onto a framed square takes
the ball (one standing on it now must move off: every chip moves).
The other side plans in secret, so these are the passes it *could* make."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from games.core.wording import Who, sentence, tell, who
from games.tortellini.rules.actions import CHIPS, Team
from games.tortellini.rules.engine import Tortellini
from games.tortellini.ui import pieces
from games.tortellini.ui.passing import Lane, checked_on, lanes
from games.tortellini.ui.view import TortelliniView
from games.window import ui
from sim.tiles.grid import Square

CATCH = ui.ACCENT  # an intercepting square's ring: the yellow of your own moves' dots


def their_lanes(game_view: TortelliniView, planner: Team | None) -> list[Lane]:
    """The other side's pass lanes while ``planner`` plans without the ball (else none)."""
    carrier = game_view.game.carrier
    if planner is None or carrier is None or carrier[0] == planner:
        return []
    return lanes(game_view.game)


def catch_squares(found: list[Lane], game: Tortellini) -> list[Square]:
    """The squares strictly between the passer and a receiver that a chip of yours can stand on
    when the pass is checked: one there intercepts. Only those: a ring on a square none of yours
    can reach (a CPU chip's, say) asked for a step the board refused (a newcomer)."""
    if not found:
        return []
    yours = found[0].receiver[0].other
    reach = set().union(*(checked_on(game, (yours, c)) for c in CHIPS))
    return sorted({sq for lane in found for sq in lane.squares} & reach)


def words(found: list[Lane], names: Mapping[Team, Who], game: Tortellini) -> str:
    """The caption while you defend: where the carrier may pass and how to intercept, in the
    words the board's drawing matches (violet lanes, yellow squares)."""
    if not found:
        return ""
    passer = found[0].receiver[0]
    if not any(lane.squares for lane in found):  # a receiver right beside the ball: nothing to step into
        return sentence(tell(f"{who(passer)} may pass (violet lane): land on its receiver to tackle", names))
    if not catch_squares(found, game):
        return sentence(
            tell(f"{who(passer)} may pass (violet lanes): they are out of your chips' reach this turn", names)
        )
    return sentence(
        tell(f"{who(passer)} may pass (violet lanes): step a chip onto a yellow square to intercept", names)
    )


def draw(s: pygame.Surface, view: TortelliniView, found: list[Lane]) -> None:
    """Each lane a violet band from the ball to its receiver (unlike any order), and a yellow frame
    on each square of a lane (under the chips' orders: drawn before them by the scene)."""
    carrier = view.game.carrier
    spots = view.spots()
    if carrier is None or carrier not in spots:
        return
    start = view.square_centre(carrier)  # lanes run centre to centre: straight, never bent
    for lane in found:
        if lane.receiver in spots:
            pieces.maybe_lane(s, start, view.square_centre(lane.receiver), view.size * 0.05)
    for square in catch_squares(found, view.game):
        catch_mark(s, view.centre(*square), view.size)


def catch_mark(s: pygame.Surface, at: tuple[float, float], size: float) -> None:
    """A square a chip of yours intercepts on by stepping onto it: a yellow frame round the
    square, its corners marked, unlike any ring (a ring round a chip is Pass's receiver, or the
    ball's chip: the same yellow ring meant both, play-test 7/10)."""
    frame = pygame.Rect(0, 0, round(size * 0.84), round(size * 0.84))
    frame.center = (round(at[0]), round(at[1]))
    pygame.draw.rect(s, pieces.OUTLINE, frame, 6)
    pygame.draw.rect(s, CATCH, frame.inflate(-2, -2), 3)
    corner = max(4, round(size * 0.2))  # the corners thicker: a target, seen under a chip too
    for x, y, dx, dy in (
        (frame.left, frame.top, 1, 1),
        (frame.right - 1, frame.top, -1, 1),
        (frame.left, frame.bottom - 1, 1, -1),
        (frame.right - 1, frame.bottom - 1, -1, -1),
    ):
        pygame.draw.line(s, CATCH, (x, y), (x + dx * corner, y), 5)
        pygame.draw.line(s, CATCH, (x, y), (x, y + dy * corner), 5)

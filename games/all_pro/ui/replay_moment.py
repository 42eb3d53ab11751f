"""What the replay viewer shows of an All-Pro moment beyond the board, as the game window showed it
when it happened (play-test 82: a pass was only a log line, the ball stayed in the passer's hands):
the lane of a pass thrown from the passer to his receiver, the dice rolled, and the strip with
the moment's headline (INCOMPLETE PASS, KICK BLOCKED, TOUCHDOWN!, PUNT...) and how it came out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from games.all_pro.rules.actions import Throw
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.rules.state import OFF
from games.all_pro.ui.banners import banner_of
from games.all_pro.ui.moments import draw_strip
from games.all_pro.ui.pieces import Pieces
from games.all_pro.ui.play_end import HEADLINES, play_end
from games.all_pro.ui.view import BoardView, Lane
from games.core.wording import Who, sentence, tell
from games.window.banner import DROP, Banner

STRIP = 54  # px: the strip's height over the field's edge


@dataclass(frozen=True, slots=True)
class Moment:
    """A frame's pass lane, dice and banner (each None when it has none)."""

    lane: Lane | None
    dice: tuple[int, ...] | None
    banner: Banner | None


def moment(before: AllPro | None, frame: Any, names: Mapping[Team, Who]) -> Moment:
    """The moment of ``frame`` (the game ``before`` it: where the passer and receiver stood)."""
    events = list(frame.events)
    dice = next((tuple(e.dice) for e in reversed(events) if e.dice), None)
    lane = None
    action = frame.action
    if isinstance(action, Throw) and before is not None and before.carrier is not None:
        passer = before.men[before.carrier].square
        to = before.men[action.receiver].square
        if OFF not in (passer, to):
            lane = Lane(passer, to, max(abs(to[0] - passer[0]), abs(to[1] - passer[1])))
    return Moment(lane, dice, _banner(events, names, before))


def _banner(events: Sequence[Any], names: Mapping[Team, Who], before: AllPro | None) -> Banner | None:
    """The live game's banner for the first moment among ``events``, else the play's end (its
    headline and last lines) when the frame ended a play."""
    defence = before.offence.other if before is not None else Team.AWAY
    for e in events:
        shown = banner_of(e, names, defence, lambda words: sentence(tell(words, names)))
        if shown is not None:
            return _grown(shown[0])
    kinds = {e.kind for e in events}
    if not any(kind in kinds for kind, _ in HEADLINES) and not any("INCOMPLETE" in e.text for e in events):
        return None
    end = play_end(events, names, None)
    return _grown(Banner(end.headline, " · ".join(end.lines), end.colour))


def _grown(banner: Banner) -> Banner:
    banner.age = DROP  # at its full width from the first frame: a still, not an animation
    return banner


def ball_thrown(picture: Pieces, action: Any) -> Pieces:
    """The board held after a pass that ended the play: the ball at the receiver's feet, out of
    the passer's hands."""
    if not isinstance(action, Throw) or action.receiver not in picture.men:
        return picture
    to = picture.men[action.receiver].square
    return Pieces(picture.men, picture.blocks, None, None if to == OFF else to, picture.walker)


def draw(s: pygame.Surface, view: BoardView, shown: Moment) -> None:
    """The strip along the field's edge away from the ball (the lane and dice are the view's)."""
    if shown.banner is None:
        return
    field = view.field()
    strip = pygame.Rect(field.left + 10, field.top + 4, field.width - 20, STRIP)
    g = view.game
    ball = g.men[g.carrier].square if g.carrier is not None else g.loose
    if ball is not None and ball != OFF and view.centre(*ball)[1] < field.centery:
        strip.bottom = field.bottom - 4
    draw_strip(s, shown.banner, strip)

"""Which moments of an All-Pro play get a banner over the board (and a sound): a score, a
turnover, the final whistle, and a kick called or kicked with what happens next (the defence's
three moves to block it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from games.all_pro.rules.actions import Event, LogKind
from games.all_pro.rules.board import Team
from games.all_pro.ui.panel import BRIGHT
from games.core.wording import Who, sentence, verb, who
from games.window import ui
from games.window.banner import Banner

KICK_COLOUR = ui.ACCENT
# The moments that get a banner: a word of the play-by-play, and the banner's headline.
MOMENTS = (
    ("TOUCHDOWN", "TOUCHDOWN!"),
    ("FIELD GOAL", "FIELD GOAL!"),
    ("SAFETY", "SAFETY!"),
    ("FUMBLE", "FUMBLE!"),
    ("INTERCEPTED", "INTERCEPTED!"),
    ("turnover on downs", "TURNOVER ON DOWNS"),
    ("END OF GAME", "FINAL WHISTLE"),
)


def banner_of(
    event: Event, names: Mapping[Team, Who], defence: Team, say: Callable[[str], str]
) -> tuple[Banner, str | None] | None:
    """The banner an event gets and its sound, if it is a moment; ``defence``: the team that
    may block a called kick; ``say``: a template told in the screen's names."""
    colour = BRIGHT[event.team] if event.team is not None else ui.ACCENT  # light: readable over the board
    if event.kind == LogKind.CALL and ("PUNT" in event.text or "FIELD GOAL" in event.text):
        kick = "PUNT" if "PUNT" in event.text else "FIELD GOAL TRY"
        # Short, to be read whole in the strip: the hint and the panel say the rest.
        has = verb(defence, "has", "have")
        told = say(f"{who(defence)} {has} three moves to block it: land a man on the ball")
        return Banner(kick, told, colour), None
    if event.kind == LogKind.CALL and "LATERAL" in event.text and event.team is not None:
        # Why the other side moves before the receiver is picked (newcomer 6/10): the rules'
        # lateral "is made the same as a short pass", the defence's three moves first.
        offence = event.team
        told = say(
            f"{who(defence)} {verb(defence, 'moves', 'move')} first, as for any pass; then"
            f" {who(offence)} {verb(offence, 'picks', 'pick')} who takes it"
        )
        return Banner("LATERAL CALLED", told, colour), None
    told = sentence(event.told(names))
    if event.kind == LogKind.KICK and " kicks the " in event.text:
        # The kick's own yellow (its odds' tags are yellow), the brightest on the dark strip:
        # the kicking side's colour read as a dim grey title (play-test); the words name who.
        return Banner("THE KICK", told, KICK_COLOUR), None
    headline = next((h for word, h in MOMENTS if word in event.text), None)
    if headline is None:
        return None
    return Banner(headline, told, colour), "crowd" if event.kind == "score" else "whistle"

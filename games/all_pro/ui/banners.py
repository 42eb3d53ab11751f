"""Which moments of an All-Pro play get a banner over the board (and a sound): a score, a
turnover, the end of a quarter and halftime with the score, the final whistle, and a kick called
or kicked with what happens next (the defence's three moves to block it)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from games.all_pro.rules.actions import Event, LogKind
from games.all_pro.rules.board import Team
from games.all_pro.ui.panel import BRIGHT
from games.all_pro.ui.screen_words import touchdown_words
from games.core.wording import Who, sentence, tell, verb, who
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


ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}


def quarter_headline(event: Event) -> str | None:
    """ "End of the 1st quarter" for the rules' "end of quarter 1"; "Halftime" at the half."""
    if event.kind == LogKind.HALF:
        return "HALFTIME"
    if event.kind != LogKind.QUARTER:
        return None
    n = int(event.text.rsplit(" ", 1)[-1]) if event.text[-1:].isdigit() else 0
    return f"END OF THE {ORDINALS.get(n, f'{n}th').upper()} QUARTER"


def score_words(score: Mapping[Team, int], names: Mapping[Team, Who]) -> str:
    """The score in the screen's names, home first: "You 7, the CPU 3"."""
    told = [f"{names[t].name if t in names else t.value} {score.get(t, 0)}" for t in (Team.HOME, Team.AWAY)]
    return sentence(", ".join(told))


def banner_of(
    event: Event,
    names: Mapping[Team, Who],
    defence: Team,
    say: Callable[[str], str],
    score: Mapping[Team, int] | None = None,
) -> tuple[Banner, str | None] | None:
    """The banner an event gets and its sound, if it is a moment; ``defence``: the team that
    may block a called kick; ``say``: a template told in the screen's names; ``score``: the
    score to tell at the end of a quarter (there was no word of it but the play-by-play's line:
    newcomer 6/10)."""
    colour = BRIGHT[event.team] if event.team is not None else ui.ACCENT  # light: readable over the board
    quarter = quarter_headline(event)
    if quarter is not None and score is not None:
        return Banner(quarter, score_words(score, names), ui.ACCENT), "whistle"
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
    if event.kind == LogKind.SCORE:
        told = touchdown_words(told)
    if event.kind == LogKind.KICK and " kicks the " in event.text:
        # The kick's own yellow (its odds' tags are yellow), the brightest on the dark strip:
        # the kicking side's colour read as a dim grey title (play-test); the words name who.
        return Banner("THE KICK", told, KICK_COLOUR), None
    headline = next((h for word, h in MOMENTS if word in event.text), None)
    if headline is None:
        return None
    team = event.team
    if event.kind == LogKind.FUMBLE and team is not None and team in names and not names[team].you:
        # The CPU's fumble named as yours is seen ("The CPU fumbles: ..."; newcomer 7/10).
        fumbles = sentence(tell(f"{who(team)} {verb(team, 'fumbles', 'fumble')}", names))
        told = f"{fumbles}: {told.removeprefix('FUMBLE: ')}"
    return Banner(headline, told, colour), "crowd" if event.kind == "score" else "whistle"


# An action's banners, the one that leads: a score, then a turnover, then the end of the game or
# of a quarter, then the rest (the last said). A CPU field goal on a quarter's last play was shown
# only as "END OF THE 1ST QUARTER" (newcomer 7/10): each banner replaced the one before.
RANK = (
    "TOUCHDOWN!",
    "FIELD GOAL!",
    "SAFETY!",
    "INTERCEPTED!",
    "FUMBLE!",
    "TURNOVER ON DOWNS",
    "FINAL WHISTLE",
)
Shown = tuple[Banner, str | None]


def _rank(shown: Shown) -> int:
    headline = shown[0].headline
    if headline in RANK:
        return RANK.index(headline)
    return len(RANK) if _is_quarter(headline) else len(RANK) + 1


def _is_quarter(headline: str) -> bool:
    return headline == "HALFTIME" or headline.startswith("END OF THE")


def lead(shown: list[Shown | None]) -> Shown | None:
    """The banner an action's events get: the first that matters most; a score that also ends
    a quarter leads, the quarter and the score said after it."""
    found = [s for s in reversed(shown) if s is not None]
    if not found:
        return None
    best = min(found, key=_rank)
    quarter = next((b for b, _ in found if _is_quarter(b.headline)), None)
    if quarter is None or _rank(best) >= len(RANK):
        return best
    banner, sound = best
    said = f"{banner.detail.rstrip('.')}. {quarter.headline.capitalize()}: {quarter.detail}"
    return Banner(banner.headline, said, banner.colour, mark=banner.mark), sound

"""A turn ended with moves unused: said, never refused. A newcomer (7/10) ended turns with moves
left and nothing warned; refusing it was tried and taken back (old play-tests end turns early on
purpose, and so may a player: a man already where he should be). So the End turn button says
what it leaves ("End turn (2 moves unused)"), Enter pressing it says the same, the panel says it
in words while moves are left, and the play-by-play keeps a line of it once the turn is ended
("You ended the turn with 2 moves unused"). The rules know nothing of it: the line is the
window's, kept with the place in the rules' log it was said at."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Protocol

from games.all_pro.rules.actions import Action, EndSeries, Event, HandOff, Phase, Step
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui.screen_words import told_events
from games.core.wording import Who, sentence, tell, who

Color = tuple[int, int, int]

END = "End turn"  # the button's words with nothing left unused (panel.PINNED)
MOVES = 3  # a turn's moves ("series" in the rules)
LEFT_LINE = "{n} of your {all} moves left this turn: End turn now leaves {them} unused"
ENDED_LINE = "{team} ended the turn with {moves} unused"

Note = tuple[int, str]  # a line of the window's, said after the rules' log's first ``int`` lines


def moves(n: int) -> str:
    return "1 move" if n == 1 else f"{n} moves"


def left(game: AllPro, humans: Collection[Team], legal: Sequence[Action] | None = None) -> int:
    """The moves a person's End turn would leave unused now: his turn in play, after the snap,
    with a move he could still make (a man to step or a hand-off); 0 when nothing is left.
    ``legal``: the game's legal actions, if at hand."""
    g = game
    if g.phase != Phase.PLAY or not g.snapped or g.mover not in humans or g.walker is not None:
        return 0
    n = MOVES - g.moves
    legal = g.legal_actions() if legal is None and n > 0 else legal or []
    if n <= 0 or not any(isinstance(a, Step | HandOff) for a in legal):
        return 0
    return n


def end_label(n: int) -> str:
    """ "End turn", or "End turn (2 moves unused)" while moves are left."""
    return f"{END} ({moves(n)} unused)" if n > 0 else END


def is_end(label: str) -> bool:
    return label.startswith(END)


def left_line(n: int) -> str | None:
    """The panel's words while moves are left, else None."""
    if n <= 0:
        return None
    return LEFT_LINE.format(n=n, all=MOVES, them="it" if n == 1 else "them")


def is_left_line(text: str) -> bool:
    """Is ``text`` the panel's moves-left line? Drawn in the panel's ordinary colour, not the
    warning's: it is a count, not a danger (round 5)."""
    return text.endswith(("leaves them unused", "leaves it unused")) and " moves left this turn" in text


def line_colour(text: str, warning: Color, plain: Color) -> Color:
    return plain if is_left_line(text) else warning


def ended_line(team: Team, n: int, names: Mapping[Team, Who]) -> str:
    """ "You ended the turn with 2 moves unused", in the screen's names."""
    return sentence(tell(ENDED_LINE.format(team=who(team), moves=moves(n)), names))


class Noting(Protocol):
    game: AllPro
    notes: list[Note]

    @property
    def who(self) -> Mapping[Team, Who]: ...


def note(scene: Noting, team: Team | None, n: int) -> None:
    """After a turn ended with ``n`` moves unused: the play-by-play's line of it."""
    if n > 0 and team is not None:
        scene.notes.append((len(scene.game.log), ended_line(team, n, scene.who)))


def play_by_play(
    log: Sequence[Event], notes: Sequence[Note], names: Mapping[Team, Who], last: int
) -> list[str]:
    """The play-by-play's lines of the log's ``last`` events, the window's notes among them at
    their places (a note past the log's end, its turn taken back, is left out)."""
    start = max(0, len(log) - last)
    shown = list(log[start:])
    at = {id(e): start + k for k, e in enumerate(shown)}
    pending = sorted(n for n in notes if start <= n[0] <= len(log))
    out: list[str] = []
    for event, words in told_events(shown, names):
        while pending and pending[0][0] <= at[id(event)]:
            out.append(pending.pop(0)[1])
        out.append(words)
    return out + [words for _, words in pending]


def ending(game: AllPro, humans: Collection[Team], action: object) -> tuple[Team | None, int]:
    """Before ``action``: if it ends a person's turn, whose turn and the moves it leaves unused."""
    if not isinstance(action, EndSeries):
        return None, 0
    return game.mover, left(game, humans)

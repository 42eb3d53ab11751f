"""All-Pro Football in the replay viewer: the board as the rules left it, and between plays as the
game window holds it (the play's end, then the line-up: replay_held.py), the down and distance
over a legend of what the board shows (the men's letters, the blue line, the yellow ticks, whose
colour is whose: "red: you"), and the play-by-play as the game's own window tells it, in each
side's colour ("Your B1 steps up", "The CPU ends its moves: you to move"), never the rules' bare
"end series"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from games.window import ui

LEGEND_SIZE, DOWN_SIZE = 17, 20
LEGEND = (
    "On the men: B back, E end, L lineman (guard or tackle), C center; the number tells two alike "
    "apart · blue line: the line of scrimmage · yellow ticks: the first-down marker · "
    "red: {home}, blue: {away}"
)
COLOUR_WORDS = {"home": "red", "away": "blue"}  # said with each side's name: 'You (red) 7'

BRIGHT = {"home": (255, 128, 112), "away": (128, 176, 255)}  # the teams' colours, readable as words


class BoardPainter:
    def __init__(self, game: Any, area: pygame.Rect, codec: Any = None) -> None:
        from games.all_pro.ui.replay_held import Held
        from games.all_pro.ui.view import BoardView

        self.area = area
        self.names: dict[str, Any] = {}  # the sides as the game named them (you, the CPU), if it did
        self.legend_rows = self._legend()
        # Room for the legend in either naming: the players are known only after the layout.
        named = ui.wrap(LEGEND.format(home="you", away="the CPU"), area.width - 8, LEGEND_SIZE, "")
        rows = min(3, max(len(self.legend_rows), len(named)))
        below = rows * ui.line_height(LEGEND_SIZE) + ui.line_height(DOWN_SIZE) + 10
        self.view = BoardView(game)
        self.view.layout(pygame.Rect(area.left, area.top, area.width, area.height - below))
        self.held = None if codec is None else Held(codec.restore)  # the board between plays

    def _legend(self) -> list[str]:
        legend = LEGEND.format(home=self.side("home"), away=self.side("away"))
        return ui.wrap(legend, self.area.width - 8, LEGEND_SIZE, "")[:3]

    def know_players(self, players: dict[str, str]) -> None:
        from games.window import who_played

        self.names = dict(who_played.names(players))
        self.legend_rows = self._legend()  # "red: you, blue: the CPU"

    @staticmethod
    def colours() -> dict[str, ui.Color]:
        """Each side's colour, for the score and the score marks on the bar."""
        return dict(BRIGHT)

    @staticmethod
    def colour_words() -> dict[str, str]:
        """Each side's colour in words: the score says 'You (red) 7', never 'You (Home) 7'."""
        return dict(COLOUR_WORDS)

    def side(self, value: str, possessive: bool = False) -> str:
        """'Home', "Home's"; 'you', 'your' when the game named the sides."""
        who = self.names.get(value)
        if who is None:
            label = value.capitalize()
            return f"{label}'s" if possessive else label
        if possessive:
            return "your" if getattr(who, "you", False) else f"{who.name}'s"
        return str(who.name)

    def named(self) -> dict[Any, Any]:
        """Each team's name as the game said it (Home and Away when it named none)."""
        from games.all_pro.rules.board import Team
        from games.core.wording import Who

        return {team: self.names.get(team.value) or Who(team.value.capitalize()) for team in Team}

    def tell(self, codec: Any, frames: Sequence[Any], index: int) -> list[tuple[str, ui.Color]]:
        """Frame ``index``'s play-by-play as the game's own window tells it (its names, its
        screen directions, its formation names: ``screen_words.told_events``), each line in the
        colour of the side it is about; an action that told nothing (the end of a side's moves)
        says whose turn follows."""
        from games.all_pro.rules.board import Team
        from games.all_pro.ui.screen_words import told_events
        from games.core.wording import Who

        frame = frames[index]
        named = {team: self.names.get(team.value) or Who(team.value.capitalize()) for team in Team}
        if frame.events:
            return [
                (words, BRIGHT.get("" if e.team is None else str(e.team.value), ui.MUTED))
                for e, words in told_events(list(frame.events), named)
            ]
        before = codec.restore(frames[index - 1].snapshot) if index > 0 else None
        mover = getattr(getattr(before, "turn", None), "mover", None)
        out: list[tuple[str, ui.Color]] = []
        for line in frame.lines:
            if line == "end series" and mover is not None:
                who, other = named[mover], named[mover.other]
                words = f"{who} {who:ends its|end your} moves; {other} {other:moves|move} next"
                out.append((words[:1].upper() + words[1:], BRIGHT.get(str(mover.value), ui.MUTED)))
            elif line == "go" and mover is not None:  # the call after a turn: none, the defence moves
                who, other = named[mover], named[mover.other]
                words = f"{who} {who:lets|let} {other} move: no pass or kick called"
                out.append((words[:1].upper() + words[1:], BRIGHT.get(str(mover.value), ui.MUTED)))
            elif line == "end advance":
                out.append(("The kicking team's advance ends: the receivers run the ball back", ui.MUTED))
            else:
                out.append((line[:1].upper() + line[1:], ui.MUTED))
        return out

    def draw(self, s: pygame.Surface, game: Any, frames: Sequence[Any], index: int, t: float) -> None:
        from games.all_pro.ui import replay_moment
        from sim.tiles.grid import Tumble

        self.view.game = game
        # Between plays the play's end, then the line-up, as the game window shows them.
        self.view.frozen = None if self.held is None else self.held.picture(frames, index)
        # The pass's lane, its dice and its banner, as the game window showed them (play-test 82).
        before = self.held.game(frames, index - 1) if self.held is not None and index > 0 else None
        shown = replay_moment.moment(before, frames[index], self.named())
        self.view.dice = None
        if shown.dice is not None:
            self.view.dice = Tumble(shown.dice)
            self.view.dice.step(self.view.dice.duration)  # settled: a still of the moment
        field = self.view.field()  # the dice just above the field's right end, inside the board's area
        self.view.dice_box = pygame.Rect(field.right - 120, max(self.area.top, field.top - 46), 120, 40)
        self.view.draw(s, lanes=[shown.lane] if shown.lane is not None else None)
        self.view.draw_dice(s)
        replay_moment.draw(s, self.view, shown)
        y = self.area.bottom - len(self.legend_rows) * ui.line_height(LEGEND_SIZE)
        down = self.down(game)
        if down:  # the final score in a neutral colour: neither side's
            top = y - ui.line_height(DOWN_SIZE) - 4
            said = down[:1].upper() + down[1:]  # "The CPU's ball", as a line starts
            if not down.startswith("Final"):  # the quarter and the play, as the game's top bar says
                plays = game.options.plays
                said += f" · Quarter {game.quarter} · play {min(game.plays + 1, plays)} of {plays}"
            ui.text(s, ui.fit(said, self.area.width - 8, DOWN_SIZE), (self.area.left + 4, top), DOWN_SIZE)
        for row in self.legend_rows:
            ui.text(s, row, (self.area.left + 4, y), LEGEND_SIZE, ui.MUTED)
            y += ui.line_height(LEGEND_SIZE)

    def down(self, game: Any) -> str:
        """'Home's ball · 2nd & 7 at Away's 35', 'your ball ...' (a kick, or the point after, says
        whose ball only)."""
        from games.all_pro.rules.board import Spot, own_yards
        from games.all_pro.rules.numbers import FIELD
        from games.all_pro.rules.wording import spot_words

        offence = getattr(game, "offence", None)
        if offence is None:
            return ""
        over = getattr(game, "is_over", None)
        if over is not None and over():  # no ball in play, no down: the final score
            said = " - ".join(f"{self.side(str(t.value))} {n}" for t, n in game.score.items())
            return f"Final: {said}"
        said = f"{self.side(str(offence.value), possessive=True)} ball"
        if not getattr(game, "is_down", False) or game.phase.value in NO_DOWN:
            return said
        togo = abs(game.marker - game.line)
        goal = own_yards(game.marker, offence) == FIELD
        nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(game.down, f"{game.down}th")
        down = f"{nth} & {'goal' if goal else togo}" if togo or goal else f"{nth} down, under a yard to go"
        names = {str(team.value): _Named(self.side(str(team.value))) for team in (offence, offence.other)}
        spot = spot_words(Spot(offence, game.line)).format_map(names)
        return f"{said} · {down} at {spot}"


class _Named:
    """A side's name in a rules template ('{home}' -> 'Home', '{home:'s}' -> "Home's")."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __format__(self, spec: str) -> str:
        if spec in ("'s", "s"):
            return "your" if self.name == "you" else f"{self.name}'s"
        return self.name


NO_DOWN = ("kick-off", "return formation", "free advance", "safety kick", "point after")


def painter(codec: Any, game: Any, area: pygame.Rect) -> BoardPainter:
    return BoardPainter(game, area, codec)

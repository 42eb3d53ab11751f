"""The panel beside the mat in a Finger Football game: the score (counting up after a score), the
clock, the ball, the dice and the target while they matter, what to do now, the first-game hint,
the buttons, and as much of the play-by-play as fits, a play at a time, the newest first. Laid out
top to bottom from its height."""

from __future__ import annotations

import pygame

from games.finger_football.rules.actions import DIRECTION_FACES, JUDGING, ZONE_FACES, Dice, Phase, Team
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui import play_log
from games.finger_football.ui.defence_flow import tumbling_faces
from games.finger_football.ui.die_faces import odds_words
from games.finger_football.ui.die_override import Overruled, overruled
from games.finger_football.ui.prompts import Names, dice_reading, moment_line, target_words
from games.finger_football.ui.sides import on_screen
from games.window import ui

TEAM_COLOUR = {Team.RED: (235, 80, 70), Team.BLUE: (80, 150, 255)}
PAD = 16
COUNT_STEP = 0.12  # s per point as a score counts up
BUTTON_H, BUTTON_GAP = 38, 8
PROMPT, HINT, INFO, LOG, REASON = 26, 21, 23, 18, 20
LOG_HEAD = 20  # a play's title in the play-by-play
LOG_INDENT = 12  # px: a play's lines, in from its title (its side's bar beside them)
LOG_GAP = 8  # px between plays
PLAIN = Overruled()  # dice that name the target: nothing struck
OVERRULED = (255, 140, 60)  # a die the rules overrule: its strike and the word that says why
LOG_NEW = (225, 232, 240)  # the newest play's lines; older ones are muted
LOG_RULE = (60, 68, 78)  # the thin rule between plays
REASON_COLOUR = (225, 232, 240)
DIE, DIE_WORDS = 54, 15  # px: a die's side, its words
ODDS = (18, 16, 14)  # sizes of the direction die's faces and odds, beside the dice
DICE_PHASES = (Phase.CHOOSE_TARGET, Phase.SCRIMMAGE, *JUDGING, Phase.PENALTY)
TARGET_PHASES = (Phase.SCRIMMAGE, *JUDGING, Phase.TWO_POINT)


class GamePanel:
    def __init__(self, names: Names) -> None:
        self.names = names
        self.rect = pygame.Rect(0, 0, 300, 400)
        self.buttons: list[ui.Button] = []
        self.hover = -1
        self.shown: dict[Team, int] | None = None  # the score as drawn, catching up with the game's
        self._count = 0.0
        self.sides: dict[int, int] = {}  # which way the side in play attacked, by log line

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def note_sides(self, start: int, end: int, attacking: int) -> None:
        """Log lines ``start``..``end`` were written while the side in play attacked this way."""
        for i in range(start, end):
            self.sides[i] = attacking

    def hover_at(self, pos: tuple[int, int]) -> None:
        self.hover = next((i for i, b in enumerate(self.buttons) if b.hit(pos)), -1)

    def update(self, dt: float, game: FingerFootball) -> None:
        """Count a new score up a point at a time."""
        if self.shown is None:
            self.shown = dict(game.score)
        self._count += dt
        while self._count >= COUNT_STEP:
            self._count -= COUNT_STEP
            for team in Team:
                gap = game.score[team] - self.shown[team]
                self.shown[team] += (gap > 0) - (gap < 0)

    def snap(self, score: dict[Team, int]) -> None:
        """The score drawn as it is now, no counting up: a banner telling a score shows it (the
        touchdown's banner said "Blue 25" while the board still counted 24: play-test)."""
        self.shown = dict(score)

    @staticmethod
    def clock_line(game: FingerFootball) -> str:
        g = game
        period = g.clock_text().split(" play ")[0]
        return f"{period} · play {g.plays} of {g.options.plays_per_quarter}"

    def draw(
        self,
        s: pygame.Surface,
        game: FingerFootball,
        prompt: str,
        hint: str,
        labels: list[str],
        reason: str = "",
        attacking: int = 1,
        hint_muted: bool = False,
        tumbling: float | None = None,
    ) -> None:
        """Everything wraps in the panel's width: no line is cut short. ``hint_muted``: the hint
        is an offer read in passing, drawn quieter; ``tumbling``: s the dice have tumbled for the
        CPU's play (drawn turning, before they land)."""
        p = self.rect
        ui.bar(s, p, (28, 34, 42))
        x, width = p.left + PAD, p.width - 2 * PAD
        if self.shown is None:
            self.shown = dict(game.score)
        y = self._draw_score(s, x, p.top + 10, width, self.shown)
        y = self._lines(s, self.clock_line(game), x, y, width, INFO, ui.PAPER)
        g = game
        moment, team = moment_line(g, self.names)
        if moment:
            y = self._lines(s, moment, x, y, width, INFO, TEAM_COLOUR[team] if team else ui.PAPER)
        if tumbling is not None:
            y = self._draw_tumbling(s, tumbling, x, y + 2)
            self._draw_odds(s, g, x, y - DIE - 6, width)
        elif g.dice is not None and g.phase in DICE_PHASES:
            shown = on_screen(f"Dice: {g.dice}", attacking)
            ruled = overruled(g)
            y = self._draw_dice(s, g.dice, shown, x, y + 2, ruled)
            self._draw_odds(s, g, x, y - DIE - 6, width)
            # A die overruled: why, in its strike's colour, in the dice line's room (a line more
            # pushed the buttons into the bottom bar at 960x600).
            reading = ruled.word or dice_reading(g, self.names)
            colour = OVERRULED if ruled.word else ui.ACCENT
            y = self._lines(s, f"{shown} · {reading}" if reading else shown, x, y, width, INFO, colour)
        if g.target is not None and g.phase in TARGET_PHASES:
            target = on_screen(f"Target: {target_words(g.target, g.offense, self.names, g.mat)}", attacking)
            y = self._lines(s, target, x, y, width, INFO, (255, 235, 0))
        y += 10
        y = self._lines(s, prompt, x, y, width, PROMPT, ui.HIGHLIGHT)
        if reason:
            y = self._lines(s, reason, x, y + 2, width, REASON, REASON_COLOUR)
        for line in ui.wrap(hint, width, HINT, indent="")[:4]:  # the defence's first words: four
            y = self._line(s, line, x, y, width, HINT, ui.MUTED if hint_muted else ui.ACCENT)
        y += 6
        self.buttons = []
        for i, words in enumerate(labels):
            button = ui.Button(words, pygame.Rect(x, y, width, BUTTON_H))
            button.draw(s, hover=i == self.hover, size=_button_size(words, width), key=str(i + 1))
            self.buttons.append(button)
            y += BUTTON_H + BUTTON_GAP
        self._draw_log(s, game, x, y + 6, width, attacking)

    def _draw_dice(
        self, s: pygame.Surface, dice: Dice, shown: str, x: int, y: int, ruled: Overruled = PLAIN
    ) -> int:
        """The two dice as they lie, drawn as the help draws them: the zone die (zone and run or
        pass) and the direction die (its side as seen on the screen, CHOICE or TD); a die the
        rules overrule greyed and struck through."""
        face = shown.partition(", ")[2].removesuffix(" side").upper()
        face = "TD" if dice.direction.value == "TD" else face
        self._dice_faces(s, ((f"ZONE {dice.zone}", dice.kind.value.upper()), (face, "")), x, y)
        for i, struck in enumerate((ruled.zone, ruled.direction)):
            if struck:
                box = pygame.Rect(x + i * (DIE + 10), y, DIE, DIE)
                ui.overlay(s, box, 150)
                pygame.draw.line(s, OVERRULED, box.bottomleft, box.topright, 4)
        return y + DIE + 6

    def _draw_odds(self, s: pygame.Surface, game: FingerFootball, x: int, y: int, width: int) -> None:
        """The direction die's faces and their odds, beside the two dice (die_faces.py)."""
        left = x + 2 * DIE + 20
        room = x + width - left
        words = odds_words(game.options.direction_faces())
        for size in ODDS:  # the largest size whose lines fit beside a die, none cut
            rows = ui.wrap(words, room, size, indent="")
            step = ui.line_height(size) + 1
            if step * len(rows) <= DIE + 4:
                break
        top = y + max(0, (DIE - step * len(rows)) // 2)
        for k, row in enumerate(rows):
            ui.text(s, ui.fit(row, room, size), (left, top + k * step), size, LOG_NEW)

    def _dice_faces(
        self, s: pygame.Surface, faces: tuple[tuple[str, str], ...], x: int, y: int, tilt: float | None = None
    ) -> None:
        """Two dice side by side, each face's words in it; ``tilt``: tumbling (s), each die
        bobbing as it turns."""
        side = DIE
        for i, (top, bottom) in enumerate(faces):
            bob = 0 if tilt is None else round(4 * abs(((tilt * 7 + i * 0.5) % 2.0) - 1.0))
            box = pygame.Rect(x + i * (side + 10), y + bob, side, side)
            pygame.draw.rect(s, (245, 244, 238), box, border_radius=8)
            pygame.draw.rect(s, (60, 60, 60), box, 2, border_radius=8)
            rows = [w for w in (top, bottom) if w]
            for k, words in enumerate(rows):
                dy = (k - (len(rows) - 1) / 2) * (ui.line_height(DIE_WORDS) + 3)
                at = (box.centerx, box.centery + dy)
                ui.text(s, ui.fit(words, side - 6, DIE_WORDS), at, DIE_WORDS, (30, 30, 30), "center")

    def _draw_tumbling(self, s: pygame.Surface, t: float, x: int, y: int) -> int:
        """The two dice turning over, faces flicking by, before they land."""
        zone, way = tumbling_faces(t, len(ZONE_FACES), len(DIRECTION_FACES))
        number, kind = ZONE_FACES[zone]
        face = DIRECTION_FACES[way].value.upper()
        face = {"LEFT": "UPPER", "RIGHT": "LOWER"}.get(face, face)  # sides as drawn (sides.py)
        self._dice_faces(s, ((f"ZONE {number}", kind.value.upper()), (face, "")), x, y, tilt=t)
        return y + DIE + 6

    def _lines(
        self, s: pygame.Surface, words: str, x: int, y: int, width: int, size: int, colour: ui.Color
    ) -> int:
        """``words`` wrapped to the panel's width, line by line; the y below them."""
        for line in ui.wrap(words, width, size, indent=""):
            y = self._line(s, line, x, y, width, size, colour)
        return y

    def _line(
        self, s: pygame.Surface, words: str, x: int, y: int, width: int, size: int, colour: ui.Color
    ) -> int:
        ui.text(s, ui.fit(words, width, size), (x, y), size, colour)
        return y + ui.line_height(size) + 4

    def line_side(self, told: str, team: Team | None) -> Team | None:
        """Whose colour a play-by-play line is drawn in: the side it opens with ("You: ...",
        "The CPU: ...", "Red: ..."), else the team it concerns. A touchback's line names the side
        that flicked, though the ball goes to the other: it is drawn in the flicker's colour."""
        for side in Team:
            if told.lower().startswith(f"{self.names.of(side).lower()}:"):
                return side
        return team

    def _draw_score(self, s: pygame.Surface, x: int, y: int, width: int, score: dict[Team, int]) -> int:
        half = width // 2
        for i, team in enumerate(Team):
            tag = self.names.tag(team)
            name = f"{team.label.upper()}{f' ({tag})' if tag else ''}"
            left = x + i * half
            ui.text(s, ui.fit(name, half - 8, 26), (left, y), 26, TEAM_COLOUR[team])
            ui.text(s, str(score[team]), (left, y + ui.line_height(26)), 52, ui.PAPER)
        return y + ui.line_height(26) + ui.line_height(52) + 4

    def _draw_log(
        self, s: pygame.Surface, game: FingerFootball, x: int, top: int, width: int, attacking: int
    ) -> None:
        """The play-by-play that fits below ``top``, a play at a time (play_log.py), the newest
        play first: its title in its side's colour ("Q1 play 8 · The CPU"), a bar of that colour
        beside its lines, which are bright for the newest play and quieter for older ones; a
        thin rule between plays. A play cut by the panel's bottom shows its first lines."""
        bottom = self.rect.bottom - 8
        step, head_step = ui.line_height(LOG) + 2, ui.line_height(LOG_HEAD) + 2
        y = top
        found = play_log.groups(game.log, self.names, game.mat, self.sides, attacking, game.offense)
        for k, group in enumerate(reversed(found)):
            if y + head_step + step > bottom:  # a title with none of its lines says nothing
                break
            colour = TEAM_COLOUR[group.side] if group.side is not None else ui.MUTED
            if k:
                pygame.draw.line(s, LOG_RULE, (x, y - 4), (x + width, y - 4))
            ui.text(s, ui.fit(group.heading(self.names), width, LOG_HEAD), (x, y), LOG_HEAD, colour)
            y += head_step
            start = y
            words = LOG_NEW if k == 0 else ui.MUTED
            for line in group.lines:
                for row in ui.wrap(line, width - LOG_INDENT, LOG):
                    if y + step > bottom:
                        break
                    ui.text(s, row, (x + LOG_INDENT, y), LOG, words)
                    y += step
            if y > start:
                pygame.draw.line(s, colour, (x + 2, start + 2), (x + 2, y - 4), 3)
            y += LOG_GAP


def _button_size(words: str, width: int) -> int:
    """The largest text size, 24 down to 16, at which a button's words fit whole beside its key
    (a run's or a pass's words were cut short in a narrow window)."""
    size = 24
    while size > 16 and ui.text_width(words, size) > width - 2 * (ui.text_width("9", size - 6) + 16):
        size -= 2
    return size

"""Finger Football in the replay viewer: the mat with each flick along its path, and field-goal
practice's kicks in flight. The end zones are named and the dice's target ringed as the game does
it (:mod:`games.finger_football.ui.marks`), in the names of the people who played. A legend under
the mat says what each mark means (the path, the ghost where a flick started, the rings)."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

import pygame

from games.finger_football.rules.actions import Accept, Bump, Flicked, Kicked, PenaltyChoice, Team
from games.finger_football.sessions import PracticeKick
from games.finger_football.ui import replay_status
from games.finger_football.ui.marks import LIT, endzone_names
from games.finger_football.ui.play_log import in_short
from games.finger_football.ui.prompts import Names, endzone_miss, window_words
from games.finger_football.ui.prompts import told as told_line
from games.finger_football.ui.replay_kick import draw_kick
from games.finger_football.ui.replay_rulings import (
    left_mat_at,
    line_colour_side,
    lit_rings,
    rest_line,
    ring_outside,
)
from games.finger_football.ui.sides import on_screen
from games.finger_football.ui.view import ENDZONE, ENDZONE_WORDS
from games.window import ui
from sim.geometry import Pose
from sim.kick import load_setup
from sim.slider.features import mat_features

PATH_COLOUR = (255, 90, 210)  # apart from the yellow line of scrimmage and the cyan rings
OFF_MAT = (255, 70, 70)  # the cross where a flick left the mat
AT_REST = 1e9  # s into a flick: over
LEGEND_SIZE = 17
LEGEND = (
    "Pink line: the flick's path · see-through slider: where it started · cyan ring: what it came to "
    "rest on · yellow ring: the dice's target · yellow line: the line of scrimmage · red cross: "
    "where it left the mat"
)


def painter(codec: Any, game: Any, area: pygame.Rect) -> Any:
    """A game or a practice on the mat; field-goal practice's kicks."""
    return MatPainter(codec, game, area) if codec.uses_mat else KickPainter(area)


class MatPainter:
    """Finger Football and its practice: the mat, the slider, each flick along its path."""

    def __init__(self, codec: Any, game: Any, area: pygame.Rect) -> None:
        from games.finger_football.ui.view import MatView

        self.table = codec.table
        self.codec = codec
        self.kick_setup = load_setup()
        self.view = MatView(game.mat)
        self.legend_rows = ui.wrap(LEGEND, area.width - 8, LEGEND_SIZE, "")[:3]
        self.legend_top = area.bottom - len(self.legend_rows) * ui.line_height(LEGEND_SIZE)
        # The mat a slider's length inside its area: a slider resting over the mat's edge (still
        # on it, by the rules) is drawn whole, never cut where the mat ends.
        self.clip = pygame.Rect(area.left, area.top, area.width, self.legend_top - area.top - 6)
        self.view.layout(self.clip)
        over = math.ceil(self.view.px(game.mat.slider.length)) + 2
        self.view.layout(self.clip.inflate(-2 * over, -2 * over))
        self.shapes = mat_features(game.mat)
        self.legend_left = area.left + 4
        self.names = Names(frozenset())  # Red and Blue, until the recording says who played

    def know_players(self, players: dict[str, str]) -> None:
        """Who played (side -> "human" or a CPU's skill), from the recording's header: the end
        zones are then named "YOUR END ZONE · RED" and the CPU's, as in the game."""
        teams = {team.value: team for team in Team}  # a practice's "player" is no team
        self.names = Names(
            frozenset(teams[side] for side, kind in players.items() if kind == "human" and side in teams)
        )

    def tell(self, codec: Any, frames: Sequence[Any], index: int) -> list[tuple[str, ui.Color]]:
        """Frame ``index``'s play-by-play as the game shows it: each side's lines in its colour,
        in the window's words (upper and lower, as drawn), a line that does not say who acted
        ("Accept where it rests") led by who did."""
        from games.finger_football.ui.game_panel import TEAM_COLOUR

        frame = frames[index]
        before = codec.restore(frames[index - 1].snapshot) if index > 0 else None
        after = codec.restore(frame.snapshot)
        actor = getattr(before, "to_move", lambda: None)()  # a practice has no sides
        actor = actor if isinstance(actor, Team) else None
        from games.window import who_played

        named = {team.value: w for team, w in self.names.who().items()} if self.names.versus_cpu else {}
        said = who_played.told(frame.lines, frame.events, named)
        events = frame.events or ()
        mat = self.view.mat
        if events and all(hasattr(e, "template") for e in events):
            # The events as the game window tells them: yard lines named as its status line names
            # them ("your own 45", "the CPU's 30"), never the rulebook's "its own", "the opponent's";
            # a touchdown try's miss with where it went ("long: past the end line, still on the mat").
            told = (endzone_miss(told_line(e, self.names), e.data.get("rest"), mat) for e in events)
            said = (*said[: len(said) - len(events)], *told)
        teams = [None] * (len(said) - len(events)) + [getattr(e, "team", None) for e in events]
        evented = [False] * (len(said) - len(events)) + [True] * len(events)
        flick = frame.action.outcome if isinstance(frame.action, Flicked) else None
        out: list[tuple[str, ui.Color]] = []
        ends = getattr(before, "defends", None) or getattr(after, "defends", None) or {}
        for words, team, event in zip(said, teams, evented, strict=True):
            game = before or after
            attacking = game.direction(game.offense) if getattr(game, "offense", None) is not None else 1
            if flick is not None:  # where it rests, as the engine read it
                words = rest_line(words, flick, mat)
            words = on_screen(in_short(window_words(words)), attacking)
            # Led by who made the action (the kicker of a kickoff, whose event names the
            # receiver), once: never when the line names them already ("Blue: final: Blue wins").
            doer = actor or team
            if doer is not None and (_kickoff(words) or not _names_anyone(words, self.names)):
                if not _names_anyone(words, self.names, doer):
                    words = said_by(self.names.of(doer), words)
                team = team if event else doer
            if event:  # the game panel's colour: the side the line opens with, else its event's
                team = line_colour_side(words, team, self.names)
            elif team is None:  # no side of its own ("Red rolls...", "end of quarter 4 (Red 26, Blue 45)")
                sides = [t for t in Team if _names_anyone(words, self.names, t)]
                opens = next((t for t in sides if words.startswith(self.names.of(t))), None)
                team = sides[0] if len(sides) == 1 else opens if sides else actor
            out.append((teamed(words, ends, self.names), TEAM_COLOUR[team] if team is not None else ui.MUTED))
        return out

    def in_team_names(self, words: str, game: Any) -> str:
        """A line naming the mat's halves (a what-if's "on the home 30") in the teams' names."""
        return teamed(words, getattr(game, "defends", None) or {}, self.names)

    def clear_of(self, box: pygame.Rect, frames: Sequence[Any], index: int) -> pygame.Rect:
        """``box`` (a box over the mat) in the half of the mat away from where the last flick
        came to rest: never over the spot a what-if's flick rested differently."""
        if isinstance(frames[index].action, Kicked):  # a kick: under the hands seen from the side
            moved = box.copy()
            moved.bottom = self.clip.bottom - 8
            return moved
        k = index
        while k > 0 and not isinstance(frames[k].action, Flicked):
            k -= 1
        action = frames[k].action
        if not isinstance(action, Flicked):
            return box
        rest = action.outcome.rest
        low = self.view.to_screen(rest.x, rest.y)[1] >= self.view.mat_rect.centery
        moved = box.copy()
        if low:  # the slider in the lower half: the box in the upper
            moved.top = self.clip.top + 8
        else:
            moved.bottom = self.clip.bottom - 8
        return moved

    def status(self, game: Any) -> list[tuple[str, ui.Color]]:
        """The game panel's status at this moment: quarter and play, the ball, down and line, the
        dice once rolled, the target (:mod:`games.finger_football.ui.replay_status`)."""
        return replay_status.status(game, self.names)

    def banner_word(self, frame: Any) -> str:
        """A score's banner word: 'TOUCHDOWN', 'FIELD GOAL', 'EXTRA POINT', 'SAFETY'."""
        return replay_status.banner_word(frame.events)

    def colours(self) -> dict[str, ui.Color]:
        """Each side's colour, by its value, for the score line."""
        from games.finger_football.ui.game_panel import TEAM_COLOUR

        return {team.value: colour for team, colour in TEAM_COLOUR.items()}

    def draw(self, s: pygame.Surface, game: Any, frames: Sequence[Any], index: int, t: float) -> None:
        action = frames[index].action
        if isinstance(action, Kicked) and index > 0:  # a field goal, an extra point: the kick
            self._kick(s, frames, index, action, t)
            self._legend(s)
            return
        view = self.view
        if hasattr(game, "defends"):  # a game (practice has no teams)
            # Before the ends are chosen, HOME and VISITORS: whatever action was shown before,
            # so an action looks the same however it was reached.
            unnamed = {half: (ENDZONE_WORDS[half], colour) for half, colour in ENDZONE.items()}
            view.name_endzones({**unnamed, **endzone_names(game, self.names)})
        view.draw_mat(s)
        s.set_clip(self.clip)
        lit = lit_rings(game)  # what the game lit at this moment, and nothing else
        view.light(s, lit, LIT)
        rested = _judged_flick(frames, index)
        if isinstance(action, Flicked):
            self._flick(s, action, t, lit)
        elif rested is not None:
            # Decisions on the flick just made (each side's "Accept where it rests", a bump, a
            # penalty): the slider stays where it came to rest, with its path, until the next
            # play begins, so the last picture of a touchdown shows the slider in the end zone.
            if game.los is not None:
                view.draw_line_of_scrimmage(s, game.los[0])
            self._flick(s, rested, AT_REST, lit)
        else:
            if game.los is not None:
                view.draw_line_of_scrimmage(s, game.los[0])
            start = getattr(game.request(), "start", None)
            if start is None and game.los is not None:  # between plays: the slider on the line
                ahead = game.direction(game.offense) if game.offense is not None else 1
                start = Pose(game.los[0], game.los[1], 0.0 if ahead > 0 else math.pi)
            if start is not None:
                view.draw_slider(s, start)
        s.set_clip(None)
        self._legend(s)

    def _legend(self, s: pygame.Surface) -> None:
        y = self.legend_top
        for row in self.legend_rows:  # what the marks mean, under the mat
            ui.text(s, row, (self.legend_left, y), LEGEND_SIZE, ui.MUTED)
            y += ui.line_height(LEGEND_SIZE)

    def _kick(self, s: pygame.Surface, frames: Sequence[Any], index: int, action: Kicked, t: float) -> None:
        """A game's kick as the kick window shows it: the hands at the distance the rules asked
        for (a game's goalpost: medium hands), the ball in flight, the call once it lands."""
        before = self.codec.restore(frames[index - 1].snapshot)
        request = before.request()
        distance = getattr(request, "distance", 1.1)
        post = self.kick_setup.goalpost("medium", distance)
        team = getattr(request, "team", None)
        purpose = getattr(request, "purpose", "kick")
        title = f"{self.names.possessive(team)} {purpose}" if isinstance(team, Team) else purpose
        pygame.draw.rect(s, (26, 32, 40), self.clip)
        draw_kick(s, self.clip.inflate(-16, -16), post, action.outcome, t, title)

    def _flick(self, s: pygame.Surface, action: Flicked, t: float, lit: set[str]) -> None:
        """A flick's path (cut where the slider was wholly off the mat, a cross there, as the
        engine ruled it), where it started and the slider where it is ``t`` seconds in; at rest,
        what it touches ringed, and the dice's target still seen round a circle it rests on."""
        view, shot = self.view, action.outcome
        gone = left_mat_at(shot)
        end = shot.time if gone is None else gone
        samples = [self.table.pose_at(shot, end * k / 40) for k in range(41)]
        pygame.draw.lines(s, PATH_COLOUR, False, [view.to_screen(p.x, p.y) for p in samples], 2)
        view.draw_slider(s, shot.start, ghost=True)
        if gone is not None and t >= gone:  # off the mat: where it left it, not lost beyond
            edge = samples[-1]
            view.draw_slider(s, edge, ghost=True)
            cx, cy = view.to_screen(edge.x, edge.y)
            for dx, dy in ((-8, -8), (8, 8)), ((-8, 8), (8, -8)):
                pygame.draw.line(s, OFF_MAT, (cx + dx[0], cy + dx[1]), (cx + dy[0], cy + dy[1]), 4)
        else:
            view.draw_slider(s, self.table.pose_at(shot, min(t, shot.time)))
        if t >= shot.time:
            touched = {touch.id for touch in shot.touched}
            view.draw_highlights(s, shot.touched)
            ring_outside(view, self.shapes, s, lit & touched, LIT)


class KickPainter:
    """Field-goal practice: the kick's flight from the side (height) and from above (aim), with
    the goalpost it was kicked at."""

    def __init__(self, area: pygame.Rect) -> None:
        from sim.kick import load_setup

        self.area = area
        self.setup = load_setup()

    def draw(self, s: pygame.Surface, game: Any, frames: Sequence[Any], index: int, t: float) -> None:
        action = frames[index].action
        if not isinstance(action, PracticeKick):
            ui.text(s, "no kick yet", self.area.center, 28, ui.MUTED, "center")
            return
        draw_kick(s, self.area, self.setup.goalpost(action.hands, action.distance), action.outcome, t)


_HALF = re.compile(r"\bthe (home|visitors') (\d+|endzone|end zone|end line|goal)\b")


def teamed(words: str, defends: dict[Any, Any], names: Names) -> str:
    """A line's "home" and "visitors'" (the mat's halves, as the rules say them) in the names of
    the teams defending them, as the end zones on the mat are named: "rests on the visitors' 45"
    is "rests on Red's own 45", "in the home endzone" is "in Blue's end zone"; the goal a team
    chooses to defend is the home or the visitors' goal, as the game says it. Before the ends
    are chosen: as is."""
    whose = {half.value: team for team, half in defends.items()}

    def said(m: re.Match[str]) -> str:
        half = "home" if m[1] == "home" else "visitor"
        if m[2] == "goal":  # the game's own words: "The CPU defends the home goal"
            return m[0]
        team = whose.get(half)
        if team is None:
            return m[0]
        owner = names.possessive(team, start=False)
        if m[2].isdigit():
            return f"{owner} own {m[2]}"
        return f"{owner} {'end zone' if m[2].startswith('end') and m[2] != 'end line' else m[2]}"

    return _HALF.sub(said, words)


def said_by(who: str, words: str) -> str:
    """A line led by who made it: a button's words ("Accept where it rests") as what they did
    ("Blue accepts where it rests"), read in the replay as a commentator says it; any other line
    after a colon ("Blue: the slider slides...")."""
    verb, _, rest = words.partition(" ")
    done = DONE.get(verb)
    if done is None:
        return f"{who}: {words[:1].lower()}{words[1:]}"
    return f"{who} {done} {rest}".rstrip()


DONE = {  # the buttons' first words (prompts.label), as what a side did
    "Accept": "accepts",
    "Refuse": "refuses",
    "Bump": "bumps",
    "Roll": "rolls",
    "Toss": "tosses",
    "Kick": "kicks",
    "Receive": "chooses to receive",
    "Punt": "punts",
    "Try": "tries",
    "Go": "goes",
    "Defend": "defends",
    "Onside": "tries an onside",
    "Ask": "asks",
    "Two-point": "goes for a two-point",
}


def _judged_flick(frames: Sequence[Any], index: int) -> Flicked | None:
    """The flick whose rest frame ``index`` is a decision on (through any number of them:
    the offence's and the defence's accept or bump, a penalty's), or None."""
    k = index
    while k > 0 and isinstance(frames[k].action, Accept | Bump | PenaltyChoice):
        k -= 1
    found = frames[k].action
    return found if k < index and isinstance(found, Flicked) else None


def _names_anyone(words: str, names: Names, team: Team | None = None) -> bool:
    """Whether a line names a side (``team``, or either) anywhere: "You ask for the dice",
    "final: Blue wins", "kickoff rests on the opponent's 42: the CPU's ball"."""
    said = set()
    for t in Team if team is None else (team,):
        said |= {names.of(t, start=False), names.possessive(t, start=False), t.label}
    pattern = "|".join(re.escape(w) for w in sorted(said, key=len, reverse=True))
    return re.search(rf"(?<![\w'])({pattern})(?![\w'])", words, re.IGNORECASE) is not None


def _kickoff(words: str) -> bool:
    """A kickoff's or a punt's line: its event is the receiver's (who gets the ball), its doer
    the kicker, who is named first: "You: kickoff rests on the opponent's 42: the CPU's ball"."""
    return re.match(r"(the )?(onside kick|kick-?off|punt)\b", words, re.IGNORECASE) is not None

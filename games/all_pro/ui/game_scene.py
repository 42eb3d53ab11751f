"""All-Pro Football in the window: you (home, red, the left end zone) against the CPU, or two
players at one mouse taking turns.

Before a scrimmage play, pick a formation and drag men to adjust it, then Ready. In play, click
one of your men, then one of the marked squares: three such moves a series. The buttons along the
bottom are every other action the rules allow now (snap, hand-off, calls, throws, kicks...). The
CPU plays its own turns at a pace you can follow; dice roll on the board.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import numpy as np
import pygame

from games.all_pro.players.coach import Coach
from games.all_pro.rules.actions import (
    Action,
    Advance,
    Call,
    CallIllegalFormation,
    EndAdvance,
    EndSeries,
    Event,
    Formation,
    Go,
    Ground,
    HandOff,
    IllegalAction,
    KickEndZone,
    Phase,
    Snap,
    Step,
    Throw,
    Touchback,
)
from games.all_pro.rules.board import Spot, Team
from games.all_pro.rules.carrying import GRIP, glide
from games.all_pro.rules.engine import AllPro, PassOdds
from games.all_pro.rules.wording import spot_words
from games.all_pro.ui.prompts import button_label, hint, pass_lines
from games.all_pro.ui.view import TEAM, BoardView
from games.core.recording import Recording, Resumed
from games.core.wording import Who, sentence, tell, verb, who, whose
from games.window import ui
from games.window.banner import Banner
from games.window.choice import ChoiceScene
from games.window.scene import Host, Scene
from sim.tiles.carry import Carried, carry, drag_accelerations
from sim.tiles.grid import Square

TOP_BAR, BOTTOM_BAR, SIDE_PANEL = 44, 70, 330
CPU_PACE = 0.35  # s between the CPU's actions, so a person can follow them
HURRY_LIMIT = 400  # actions the CPU may make at once when hurried (Space): never a whole game
LOG_LINES = 18


CALLS = ("pass", "lateral", "punt", "field goal")  # after a series, in their fixed slots
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


@dataclass(frozen=True, slots=True)
class Choice:
    """A button: what it does, or (greyed) why it does nothing now."""

    label: str
    act: Callable[[], None] | None
    why: str | None = None


def all_pro_setup(app: Host, seed: int = 0) -> ChoiceScene:
    """Choose the opponent: the CPU, or a friend at the same mouse."""

    def game(humans: frozenset[Team]) -> Callable[[Host], Scene]:
        return lambda a: AllProScene(a, humans, seed)

    choices = [
        ("Play the CPU", game(frozenset({Team.HOME}))),
        ("Hot-seat: two players, one mouse", game(frozenset(Team))),
    ]
    return ChoiceScene(app, "All-Pro Football", "the board game: 40 plays, three moves a turn", choices)


class AllProScene(Scene):
    title = "All-Pro Football"

    def __init__(
        self,
        app: Host,
        humans: frozenset[Team] = frozenset({Team.HOME}),
        seed: int = 0,
        resumed: Resumed | None = None,
    ) -> None:
        """``resumed``: an interrupted game, rebuilt from its recording, going on recording."""
        super().__init__(app)
        if resumed is None:
            self.game = AllPro(seed)
            players = {t.value: "human" if t in humans else "cpu" for t in Team}
            self.recorder: Recording | None = app.recordings("all-pro", self.game, players)
        else:
            game = resumed.game
            assert isinstance(game, AllPro)
            self.game, self.recorder = game, resumed.recording
            seed = self.game.seed
        self.seed, self.humans = seed, humans
        self.view = BoardView(self.game)
        self.cpu = {team: Coach(seed + 1 + i) for i, team in enumerate(Team) if team not in humans}
        self.selected: str | None = None
        self.places: dict[str, Square] | None = None  # a formation being arranged
        self.formation = ""
        self.dragging: str | None = None
        self.buttons: list[tuple[ui.Button, Callable[[], None]]] = []
        self.wait = 0.0
        self.error: str | None = None
        self.t = 0.0  # the scene's own clock: a drag's samples are timed by it
        self.drag: list[tuple[float, tuple[int, int]]] | None = None  # a man being glided by hand
        self.picking = False  # choosing which man takes a hand-off
        self.banner: Banner | None = None
        self.hand = np.random.default_rng(seed + 7)  # the steady glide of a click
        # The names the screen says: you and the CPU, or Player 1 and Player 2.
        self.who = (
            {Team.HOME: Who("you", you=True), Team.AWAY: Who("the CPU")}
            if len(humans) == 1
            else {Team.HOME: Who("Player 1"), Team.AWAY: Who("Player 2")}
        )

    def controls(self) -> list[tuple[str, str]]:
        return [
            ("click a man, then a marked square", "move him one space (three moves a series)"),
            ("drag a man onto a marked square", "move him as your hand does: a yank drops the ball"),
            ("drag men in a formation", "adjust it before Ready"),
            ("the buttons", "the rules' other actions; a grey one says why when clicked"),
            ("Space", "the CPU makes the rest of its moves at once"),
            ("N", "a new game, after the final whistle"),
            ("Esc", "leave the game"),
        ]

    # ----------------------------------------------------------------- layout and input
    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.view.layout(pygame.Rect(10, TOP_BAR + 30, w - SIDE_PANEL - 20, h - TOP_BAR - BOTTOM_BAR - 60))

    @property
    def my_turn(self) -> bool:
        return not self.game.is_over() and self.game.team_to_move() in self.humans

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and not self.my_turn:
            self._hurry()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_n and self.game.is_over():
            humans, seed = self.humans, self.seed + 1
            self.app.back()
            self.app.push(lambda a: AllProScene(a, humans, seed))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self._drop(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.append((self.t, event.pos))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            self._let_go(event.pos)

    def _press(self, pos: tuple[int, int]) -> None:
        for button, act in self.buttons:
            if button.hit(pos):
                act()
                return
        if not self.my_turn:
            return
        square = self.view.square_at(pos)
        if square is None:
            return
        game = self.game
        if self.places is not None:
            self.dragging = next((m for m, sq in self.places.items() if sq == square), None)
        elif game.phase == Phase.FREE_ADVANCE:
            man = game.at.get(square)
            if man is not None:
                self._do(Advance(man))
        elif game.phase == Phase.PLAY:
            self._click_in_play(square, pos)

    def _click_in_play(self, square: Square, pos: tuple[int, int]) -> None:
        game = self.game
        if self.picking:
            self.picking = False
            taker = game.at.get(square)
            if taker is not None and HandOff(taker) in game.legal_actions():
                self._do(HandOff(taker))
                return
        if self.selected is not None and square in self._targets():
            # A click on a marked square: the man glides there at a steady pace.
            self._do(
                Step(
                    self.selected, square, glide(game.men[self.selected].square, square, "steady", self.hand)
                )
            )
            return
        man = game.at.get(square)
        if game.walker is not None and game.men[game.walker].square == square:
            man = game.walker
        if man is not None and game.men[man].team == game.mover and not game.men[man].out:
            self.selected = man
            self.drag = [(self.t, pos)]  # held down, he may be dragged onto a marked square
        else:
            self.selected = None

    def _let_go(self, pos: tuple[int, int]) -> None:
        """A man dragged by hand and let go: onto a marked square, he glides as the hand did."""
        samples, self.drag = self.drag or [], None
        square = self.view.square_at(pos)
        if self.selected is None or square is None or square not in self._targets():
            return
        frm = self.game.men[self.selected].square
        samples.append((self.t, pos))
        self._do(Step(self.selected, square, self._glide_of(frm, square, samples)))

    def _glide_of(self, frm: Square, to: Square, samples: list[tuple[float, tuple[int, int]]]) -> Carried:
        """The ball on the man as the drag moved him: the pointer's progress along his line, in
        metres of a real board, against time."""
        start, end = self.view.centre(*frm), self.view.centre(*to)
        line = (end[0] - start[0], end[1] - start[1])
        length = math.hypot(*line)
        metres = GRIP.square * math.dist(frm, to) / length  # a pixel of this line on the board
        times: list[float] = []
        along: list[float] = []
        for t, (x, y) in samples:
            here = ((x - start[0]) * line[0] + (y - start[1]) * line[1]) / length * metres
            if times and t <= times[-1]:
                along[-1] = here  # the same instant: where the pointer was last
            else:
                times.append(t)
                along.append(here)
        if len(times) < 2:  # let go at once: as fast as a hand can move him, a yank
            times, along = [0.0, 1.0 / 60.0], [0.0, GRIP.square * math.dist(frm, to)]
        along[-1] = GRIP.square * math.dist(frm, to)  # he ends on the square's centre
        along[0] = 0.0
        return carry(drag_accelerations(np.array(times), np.array(along)), GRIP)

    def _drop(self, pos: tuple[int, int]) -> None:
        man, self.dragging = self.dragging, None
        square = self.view.square_at(pos)
        if man is None or square is None or self.places is None:
            return
        taken = {sq for m, sq in self.places.items() if m != man} | set(self.game.at)
        why = "that square is taken" if square in taken else self.game.lineup_refusal(man, square)
        if why is not None:
            self.error = why
            return
        self.places[man] = square

    def _targets(self) -> list[Square]:
        if self.picking and self.my_turn:
            return [self.game.men[a.to].square for a in self.game.legal_actions() if isinstance(a, HandOff)]
        if self.selected is None or not self.my_turn or self.game.phase != Phase.PLAY:
            return []
        return [a.to for a in self.game.legal_actions() if isinstance(a, Step) and a.man == self.selected]

    # ----------------------------------------------------------------- acting
    def _do(self, action: Action) -> None:
        try:
            self._apply(action)
            self.error = None
        except IllegalAction as exc:
            self.error = str(exc)

    def _apply(self, action: Action) -> None:
        game = self.game
        if isinstance(action, Step):
            start = game.men[action.man].square
            events = game.apply(action)
            self.view.glide(action.man, [start, action.to])
        else:
            events = game.apply(action)
        if self.recorder is not None:
            self.recorder.record(action)
        if self._counted_out(action):
            self._apply(EndSeries())  # the window counts to three: no fourth move by mistake
        for e in events:
            if e.dice:
                self.view.roll(e.dice)
            self._moment(e)
        if self.selected is not None and (game.phase != Phase.PLAY or game.men[self.selected].out):
            self.selected = None
        if self.selected is not None and not self._targets():
            self.selected = None

    def _moment(self, event: Event) -> None:
        """A score or a turnover gets a banner over the board and a sound."""
        told = sentence(event.told(self.who))
        headline = next((h for word, h in MOMENTS if word in event.text), None)
        if headline is None:
            return
        team = event.team
        colour = TEAM[team] if team is not None else ui.ACCENT
        self.banner = Banner(headline, told, colour)
        self.app.sounds.play("crowd" if event.kind == "score" else "whistle")

    def _counted_out(self, action: Action) -> bool:
        """A person's third move of a series, with nothing more to do in it."""
        g = self.game
        return (
            isinstance(action, Step | HandOff | Snap)
            and g.phase == Phase.PLAY
            and g.mover in self.humans
            and g.moves >= 3
            and g.walker is None
        )

    def update(self, dt: float) -> None:
        self.t += dt
        self.view.update(dt)
        if self.banner is not None:
            self.banner.update(dt)
            if self.banner.done:
                self.banner = None
        if self.game.is_over():
            return
        if self.my_turn:
            self._lay_out_first_formation()
            return
        if self.view.busy:
            return
        self.wait += dt
        if self.wait < CPU_PACE:
            return
        self.wait = 0.0
        player = self.cpu[self.game.team_to_move()]
        self._apply(player(self.game))

    def _lay_out_first_formation(self) -> None:
        """A formation to choose: the first one is laid out on the board at once, so the board
        is never empty while you choose (pick another below, or drag men)."""
        g = self.game
        if g.phase not in (Phase.FORMATION, Phase.RETURN_FORMATION) or self.places is not None:
            return
        first = next((a for a in g.legal_actions() if isinstance(a, Formation)), None)
        if first is not None:
            self._arrange(g.team_to_move(), first.name)

    def _hurry(self) -> None:
        """Space: the CPU makes the rest of its actions at once, up to the person's turn."""
        for _ in range(HURRY_LIMIT):
            if self.game.is_over() or self.my_turn:
                break
            self._apply(self.cpu[self.game.team_to_move()](self.game))
        self.view.glides.clear()
        if self.view.dice is not None:
            self.view.dice.step(self.view.dice.duration)

    # ----------------------------------------------------------------- buttons
    def _choices(self) -> list[Choice]:
        """The buttons for the person to act now: in play and after a series, a fixed slot for
        each kind of action, greyed when the rules do not allow it (a click says why)."""
        if not self.my_turn:
            return []
        game = self.game
        if game.phase in (Phase.FORMATION, Phase.RETURN_FORMATION):
            return self._formation_choices()
        legal = game.legal_actions()
        if game.phase == Phase.PLAY:
            return self._play_choices(legal)
        if game.phase == Phase.CALL:
            calls = [Choice(f"Call {what}", *self._allowed(Call(what), legal)) for what in CALLS]
            return [*calls, Choice("Defence's turn", *self._allowed(Go(), legal))]
        out: list[Choice] = []
        advances = 0
        for action in legal:
            if isinstance(action, Advance):
                advances += 1
            elif not isinstance(action, Step):
                out.append(Choice(button_label(self.game, action), partial(self._do, action)))
        if game.phase == Phase.THROW and Ground() not in legal:
            out.append(Choice("Throw it away", *self._allowed(Ground(), legal)))
        if advances:
            out.insert(0, Choice("Advance all", self._advance_all))
        return out

    def _play_choices(self, legal: list[Action]) -> list[Choice]:
        game = self.game
        snaps = [a for a in legal if isinstance(a, Snap)]
        handoffs = [a for a in legal if isinstance(a, HandOff)]
        if not game.snapped:
            snap = Choice(button_label(self.game, snaps[0]), partial(self._do, snaps[0])) if snaps else None
            out = [snap or Choice("Snap", None, "nobody stands directly behind your Center to take the snap")]
        elif len(handoffs) == 1:
            out = [Choice(button_label(self.game, handoffs[0]), partial(self._do, handoffs[0]))]
        elif handoffs:
            out = [Choice("Hand off…", self._pick_handoff)]
        else:
            out = [Choice("Hand off", None, self._why_no_handoff())]
        out.append(Choice("End series", *self._allowed(EndSeries(), legal)))
        rare = (KickEndZone, Touchback, CallIllegalFormation)
        out += [
            Choice(button_label(self.game, a), partial(self._do, a)) for a in legal if isinstance(a, rare)
        ]
        return out

    def _allowed(self, action: Action, legal: list[Action]) -> tuple[Callable[[], None] | None, str | None]:
        """What a button for ``action`` does, or why it is greyed: the rules' own refusal."""
        if action in legal:
            return partial(self._do, action), None
        try:
            copy.deepcopy(self.game).apply(action)
        except IllegalAction as exc:
            return None, sentence(str(exc).split(": ", 1)[-1])
        return None, "Not now"

    def _why_no_handoff(self) -> str:
        g = self.game
        if g.carrier is None:
            return "Nobody has the ball to hand off"
        if g.men[g.carrier].team != g.mover:
            return "Only the team with the ball hands off"
        return "No man of yours stands next to the ball carrier (beyond the line, only beside or behind him)"

    def _pick_handoff(self) -> None:
        """Several men could take the hand-off: they are marked on the board, click one."""
        self.picking = True
        self.selected = None

    def _formation_choices(self) -> list[Choice]:
        game = self.game
        team = game.team_to_move()
        out = [
            Choice(action.name, partial(self._arrange, team, action.name))
            for action in game.legal_actions()
            if isinstance(action, Formation)
        ]
        ready = Choice("Ready", lambda: self._ready(team))
        out.append(ready if self.places is not None else Choice("Ready", None, "Pick a formation first"))
        return out

    def _arrange(self, team: Team, name: str) -> None:
        self.places = self.game.formation_places(team, name)
        self.formation = name

    def _ready(self, team: Team) -> None:
        assert self.places is not None
        places = tuple(sorted(self.places.items()))
        self.places = None
        self._do(Formation(team, self.formation, places))

    def _advance_all(self) -> None:
        for action in self.game.legal_actions():
            if isinstance(action, Advance):
                self._do(action)
        self._do(EndAdvance())

    def _refused(self, why: str) -> None:
        self.error = why

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((22, 30, 26))
        held = None
        if self.drag is not None and self.selected is not None and len(self.drag) > 1:
            held = (self.selected, (float(self.drag[-1][1][0]), float(self.drag[-1][1][1])))
        tags = {
            self.game.men[r].square: f"{odds.complete:.0%}" for r, odds in self._pass_odds().items()
        }  # each receiver's chance of a completed pass
        self.view.draw(surface, self.selected, self._targets(), self.places, held, tags)
        self._draw_top(surface)
        self._draw_side(surface)
        self._draw_bottom(surface)
        if self.banner is not None:
            self.banner.draw(surface, self.view.area)
        elif self.game.is_over():
            self._banner(surface)

    def _say(self, template: str) -> str:
        """A template told in the screen's names, as a line starts."""
        return sentence(tell(template, self.who))

    def _draw_top(self, surface: pygame.Surface) -> None:
        g = self.game
        w = surface.get_width()
        ui.bar(surface, pygame.Rect(0, 0, w, TOP_BAR), ui.PANEL)
        home, away = (sentence(self.who[t].name) for t in Team)
        left = ui.text(surface, f"{home} {g.score[Team.HOME]}", (12, 8), 30, TEAM[Team.HOME])
        mid = ui.text(surface, " - ", (left.right, 8), 30)
        ui.text(surface, f"{g.score[Team.AWAY]} {away}", (mid.right, 8), 30, TEAM[Team.AWAY])
        quarter = f"Quarter {g.quarter} · play {min(g.plays + 1, g.options.plays)} of {g.options.plays}"
        ui.text(surface, quarter, (w - SIDE_PANEL - 12, 14), 22, ui.MUTED, "topright")

    def _draw_side(self, surface: pygame.Surface) -> None:
        g = self.game
        w, h = surface.get_size()
        area = pygame.Rect(w - SIDE_PANEL, 0, SIDE_PANEL, h - BOTTOM_BAR)
        ui.bar(surface, area, (28, 32, 40))
        width = SIDE_PANEL - 24
        y = area.top + 10
        lines = [(self._say(f"{whose(g.offence)} ball"), TEAM[g.offence])]
        if g.is_down and g.snapper == g.offence:
            togo = abs(g.marker - g.line)
            spot = tell(spot_words(Spot(g.offence, g.line)), self.who)
            lines.append((f"{_nth(g.down)} & {togo} at {spot}", ui.PAPER))
        lines.append((self._whose_turn(), ui.HIGHLIGHT))
        for text, colour in lines:
            y = ui.text(surface, ui.fit(text, width, 22), (area.left + 12, y), 22, colour).bottom + 4
        for text in self._pass_lines():
            for line in ui.wrap(text, width, 18):
                y = ui.text(surface, line, (area.left + 12, y), 18, ui.ACCENT).bottom + 2
        pygame.draw.line(surface, ui.MUTED, (area.left + 10, y + 4), (area.right - 10, y + 4))
        self._draw_log(surface, pygame.Rect(area.left + 12, y + 10, width, area.bottom - y - 16))

    def _pass_odds(self) -> dict[str, PassOdds]:
        """While you choose whom to throw to: each receiver's chances, by the dice rules."""
        g = self.game
        if g.phase != Phase.THROW or not self.my_turn:
            return {}
        return {a.receiver: g.pass_odds(a.receiver) for a in g.legal_actions() if isinstance(a, Throw)}

    def _pass_lines(self) -> list[str]:
        return pass_lines(self.game, self._pass_odds(), self.my_turn, self.who)

    def _whose_turn(self) -> str:
        """Who is to act, and on what, in the screen's names."""
        g = self.game
        team = g.team_to_move()
        if g.phase == Phase.PLAY and g.snapped:
            return self._say(f"{whose(team)} series: {g.moves} of 3 moves made")
        return self._say(f"{whose(team)} turn: {g.phase.value}")

    def _draw_log(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The play-by-play, newest at the bottom, wrapped to the panel: as many lines as fit."""
        size = 18
        step = ui.line_height(size)
        lines: list[str] = []
        for event in self.game.log[-LOG_LINES:]:
            dice = f" (dice {' '.join(map(str, event.dice))})" if event.dice else ""
            lines += ui.wrap(sentence(event.told(self.who)) + dice, area.width, size)
        room = max(0, area.height // step)
        for i, line in enumerate(lines[-room:] if room else []):
            ui.text(surface, line, (area.left, area.top + i * step), size, ui.PAPER)

    def _draw_bottom(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, ui.PANEL, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR))
        self.buttons = []
        x = 10
        mouse = pygame.mouse.get_pos()
        for choice in self._choices():
            width = ui.text_width(choice.label, 22) + 24
            button = ui.Button(choice.label, pygame.Rect(x, h - BOTTOM_BAR + 8, width, 30))
            button.draw(surface, button.hit(mouse), 22, enabled=choice.act is not None)
            self.buttons.append((button, choice.act or partial(self._refused, choice.why or "Not now")))
            x += width + 8
        hint = self.error or self._hint()
        ui.text(
            surface,
            ui.fit(hint, w - 20, 18),
            (12, h - 16),
            18,
            ui.ACCENT if self.error else ui.MUTED,
            "midleft",
        )

    def _hint(self) -> str:
        return hint(self.game, self.my_turn, self.picking, self._say)

    def _banner(self, surface: pygame.Surface) -> None:
        g = self.game
        winner = g.winner
        text = "A tie" if winner is None else self._say(f"{who(winner)} {verb(winner, 'wins', 'win')}")
        line = f"{text}, {g.score[Team.HOME]}-{g.score[Team.AWAY]}"
        area = self.view.area
        box = pygame.Rect(0, 0, ui.text_width(line, 40) + 60, 110)
        box.center = area.center
        ui.overlay(surface, box, 220, ui.ACCENT)
        ui.text(surface, "FINAL", (box.centerx, box.top + 12), 30, ui.ACCENT, "midtop")
        ui.text(surface, line, (box.centerx, box.top + 50), 40, ui.PAPER, "midtop")


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")

"""Tortellini Football in the window: you (team one, the bottom row) against the CPU, or two
players at one mouse with a hand-over screen, so neither sees the other's plan.

Setting up: click a square on your home row to place your next chip. Planning: click one of your
chips, then one of the marked squares around it (an arrow); with the ball, Pass marks the carrier
and the chip you select next on a line with it. When every chip has an order, Reveal. Both plans
are carried out at once: the chips glide, the ball flies.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from games.core.recording import Recording, Resumed
from games.core.wording import Who, sentence, tell, verb, who, whose
from games.tortellini.match import make_player
from games.tortellini.rules.actions import (
    CHIPS,
    DIRECTIONS,
    PASS,
    Action,
    Event,
    IllegalAction,
    Joint,
    Phase,
    Place,
    Plan,
    Team,
)
from games.tortellini.rules.engine import Chip, Tortellini, chip_words
from games.tortellini.ui.reveal import Reveal, Stage
from games.tortellini.ui.view import CHIP_COLOUR, RIM, TortelliniView
from games.window import ui
from games.window.banner import Banner
from games.window.choice import ChoiceScene
from games.window.scene import Host, Scene
from sim.tiles.grid import Square, line_direction

SIDE_PANEL = 340
CPU_PACE = 0.3  # s before the CPU places a chip
# The moments that get a banner, by the kind of their log line.
MOMENTS = {"goal": "GOAL!", "win": "GAME!", "interception": "INTERCEPTED!", "turnover": "TACKLED!"}
LOG_LINES = 20


def tortellini_setup(app: Host, seed: int = 0) -> ChoiceScene:
    def game(humans: frozenset[Team], skill: str = "expert") -> Callable[[Host], Scene]:
        return lambda a: TortelliniScene(a, humans, seed, skill)

    skills = {
        "novice": "novice",
        "club": "club",
        "expert": "expert",
        "strategist": "strategist, the strongest",
    }
    choices = [(f"Play the CPU: {label}", game(frozenset({Team.ONE}), s)) for s, label in skills.items()]
    choices.append(("Hot-seat: two players, turn about", game(frozenset(Team))))
    return ChoiceScene(
        app, "Tortellini Football", "secret orders, revealed together; first to five goals", choices
    )


class TortelliniScene(Scene):
    title = "Tortellini Football"

    def __init__(
        self,
        app: Host,
        humans: frozenset[Team] = frozenset({Team.ONE}),
        seed: int = 0,
        skill: str = "expert",
        resumed: Resumed | None = None,
    ) -> None:
        """``resumed``: an interrupted game, rebuilt from its recording, going on recording."""
        super().__init__(app)
        if resumed is None:
            self.game = Tortellini(seed)
            players = {t.value: "human" if t in humans else skill for t in Team}
            self.recorder: Recording | None = app.recordings("tortellini", self.game, players)
        else:
            game = resumed.game
            assert isinstance(game, Tortellini)
            self.game, self.recorder = game, resumed.recording
            seed = self.game.seed
        self.seed, self.humans, self.skill = seed, humans, skill
        # The names the screen says: you and the CPU, or Player 1 and Player 2.
        self.who = (
            {t: Who("you", you=True) if t in humans else Who("the CPU") for t in Team}
            if len(humans) == 1
            else {Team.ONE: Who("Player 1"), Team.TWO: Who("Player 2")}
        )
        self.view = TortelliniView(self.game)
        self.view.row_names = {t: sentence(f"{self.who[t]:'s} home row") for t in Team}
        cpus = [team for team in Team if team not in humans]
        self.cpu = {team: make_player(skill, seed + 1 + list(Team).index(team)) for team in cpus}
        self.planner: Team | None = None  # the person planning now
        self.orders: dict[Chip, str] = {}
        self.selected: Chip | None = None
        self.passing = False  # Pass pressed: the next chip selected receives
        self.screen_up = False  # the hand-over screen (hot-seat)
        self.buttons: list[tuple[ui.Button, Callable[[], None]]] = []
        self.wait = 0.0
        self.error: str | None = None
        self.reveal: Reveal | None = None  # a turn being shown
        self.moments: list[Event] = []
        self.banner: Banner | None = None
        self.revealed_carrier: Chip | None = None
        self._next_planner()

    # ----------------------------------------------------------------- whose turn
    def _next_planner(self) -> None:
        """After a turn (or a placement), who plans or places next, and the CPU's secret plan."""
        game = self.game
        self.orders, self.selected, self.passing = {}, None, False
        if game.phase != Phase.PLAN:
            self.planner = None
            return
        for team, cpu in self.cpu.items():
            if team not in game.pending:
                plan = cpu(game, team)
                assert isinstance(plan, Plan)
                self._submit(plan)  # the CPU plans in secret first, from the board alone
        waiting = [t for t in Team if t in self.humans and t not in game.pending]
        self.planner = waiting[0] if waiting else None
        self.screen_up = len(self.humans) == 2 and self.planner is not None

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.view.layout(pygame.Rect(150, 60, w - SIDE_PANEL - 170, h - 130))

    def observation_safe(self) -> bool:
        """The orders on the screen are the planner's own only (never the CPU's secret plan)."""
        return all(chip[0] == self.planner for chip in self.orders)

    def controls(self) -> list[tuple[str, str]]:
        return [
            ("click your home row", "place your next chip (setting up)"),
            ("click a chip, then a marked square", "its order for the turn"),
            ("Pass, then a chip", "the ball carrier passes to it (on a line)"),
            ("Reveal", "both plans are carried out at once"),
            ("any key or click", "skip the rest of a turn being shown"),
            ("Clear", "plan again"),
            ("N", "a new game, after the last goal"),
            ("Esc", "leave the game"),
        ]

    # ----------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back()
        elif self.reveal is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._skip_reveal()  # any key or click: straight to the end of the turn
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_n and self.game.is_over():
            humans, seed, skill = self.humans, self.seed + 1, self.skill
            self.app.back()
            self.app.push(lambda a: TortelliniScene(a, humans, seed, skill))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)

    def _click(self, pos: tuple[int, int]) -> None:
        if self.screen_up:
            self.screen_up = False  # the next player has the mouse
            return
        for button, act in self.buttons:
            if button.hit(pos):
                act()
                return
        square = self.view.square_at(pos)
        if square is None or self.view.busy:
            return
        placer = self.game.to_place()
        if placer is not None and placer in self.humans:
            self._place(placer, square)
        elif self.planner is not None:
            self._plan_click(square)

    def _place(self, team: Team, square: Square) -> None:
        chip = next(c for c in CHIPS if self.game.chips[(team, c)] is None)
        if square[1] != team.home_row:
            self.error = "Chips are placed on their own home row (the bottom row)"
            return
        self._act(lambda: self._apply(Place(team, chip, square[0])))
        self._next_planner()

    def _plan_click(self, square: Square) -> None:
        team = self.planner
        assert team is not None
        if self.selected is not None and square in self._targets():
            here = self.game.chips[self.selected]
            assert here is not None
            step = (square[0] - here[0], square[1] - here[1])
            self.orders[self.selected] = next(n for n, d in DIRECTIONS.items() if d == step)
            self.selected = None
            return
        mine = [(team, c) for c in CHIPS if self.game.chips[(team, c)] == square]
        if not mine:
            self.selected = None
            return
        chip = mine[0] if self.selected not in mine else mine[(mine.index(self.selected) + 1) % len(mine)]
        if self.passing:
            self._mark_pass(chip)
        else:
            self.selected = chip

    def _mark_pass(self, receiver: Chip) -> None:
        carrier = self.game.carrier
        assert carrier is not None
        a, b = self.game.chips[carrier], self.game.chips[receiver]
        self.passing = False
        if receiver == carrier or a is None or b is None or line_direction(a, b) is None:
            self.error = "a pass goes to another of your chips on a line with the ball"
            return
        for chip in list(self.orders):
            if self.orders[chip] == PASS:
                del self.orders[chip]
        self.orders[carrier] = self.orders[receiver] = PASS
        self.error = None

    def _targets(self) -> list[Square]:
        if self.selected is None:
            return []
        here = self.game.chips[self.selected]
        assert here is not None
        legal = self.game._moves(self.selected[0], self.selected[1])
        return [(here[0] + dc, here[1] + dr) for name, (dc, dr) in DIRECTIONS.items() if name in legal]

    def _reveal(self) -> None:
        team = self.planner
        assert team is not None
        red, white, blue = (self.orders.get((team, c), "") for c in CHIPS)
        plan = Plan(team, (red, white, blue))
        reason = self.game.check_plan(plan)
        if reason is not None:
            self.error = reason
            return
        before = dict(self.game.chips)
        carrier = self.game.carrier
        plans = {**self.game.pending, team: plan}
        events = self._submit(plan)
        self.error = None
        if events and len(plans) == 2:
            self._show(plans, before, carrier, events)
        self._next_planner()

    def _show(
        self,
        plans: dict[Team, Plan],
        before: dict[Chip, Square | None],
        carrier: Chip | None,
        events: list[Event],
    ) -> None:
        """Reveal the turn just resolved step by step (see reveal.py)."""
        game = self.game
        kinds = {e.kind for e in events}
        path: list[Square] = []
        if carrier is not None and kinds & {"pass", "interception"} and game.carrier is not None:
            start, end = before[carrier], game.chips[game.carrier]
            if start is not None and end is not None:
                path = [start, end]
        marks: list[Square] = []
        if kinds & {"interception", "turnover"} and game.carrier is not None:
            square = game.chips[game.carrier]
            marks = [] if square is None else [square]
        self.reveal = Reveal(plans, before, path, marks)
        self.revealed_carrier = carrier
        self.moments = [e for e in events if e.kind in MOMENTS]  # shown once the turn has been

    def _advance_reveal(self, dt: float) -> None:
        reveal = self.reveal
        if reveal is None:
            return
        stage = reveal.advance(dt, self.view.busy)
        if stage == Stage.MOVING and reveal.begin(stage):
            self.view.animate(reveal.before, [])
        elif stage == Stage.BALL and reveal.begin(stage):
            self.view.animate({}, reveal.ball_path)
        self._show_stage()

    def _show_stage(self) -> None:
        """What the board draws for the stage of the reveal, or for no reveal."""
        reveal = self.reveal
        if reveal is not None and reveal.stage == Stage.DONE:
            self.reveal = reveal = None
            self._moment()
        self.view.frozen = None if reveal is None else reveal.frozen()
        early = reveal is not None and reveal.stage in (Stage.PLANS, Stage.MOVING)
        self.view.ball_on = self.revealed_carrier if early else None
        self.view.marks = reveal.marks if reveal is not None and reveal.stage == Stage.MARKED else []

    def _moment(self) -> None:
        """The turn's goal or change of hands, once shown: a banner and a sound."""
        if not self.moments:
            return
        event = self.moments[-1]
        self.moments = []
        headline = MOMENTS[event.kind]
        colour = RIM[event.team] if event.team is not None else ui.ACCENT
        self.banner = Banner(
            headline, ui.sentence(event.text), colour if colour != RIM[Team.TWO] else ui.PAPER
        )
        self.app.sounds.play("crowd" if event.kind in ("goal", "win") else "whistle")

    def _skip_reveal(self) -> None:
        if self.reveal is not None:
            self.reveal.skip()
            self.view.glides.clear()
            self._show_stage()

    def _apply(self, action: Action) -> None:
        self.game.apply(action)
        if self.recorder is not None:
            self.recorder.record(action)

    def _submit(self, plan: Plan) -> list[Event]:
        """Submit one side's secret plan; the turn is recorded when the second plan resolves it."""
        plans = {**self.game.pending, plan.team: plan}
        events = self.game.submit(plan)
        if not self.game.pending and self.recorder is not None:
            self.recorder.record(Joint(plans[Team.ONE], plans[Team.TWO]))
        return events

    def _act(self, act: Callable[[], object]) -> None:
        try:
            act()
            self.error = None
        except IllegalAction as exc:
            self.error = str(exc)

    def update(self, dt: float) -> None:
        self.view.update(dt)
        self._advance_reveal(dt)
        if self.banner is not None:
            self.banner.update(dt)
            if self.banner.done:
                self.banner = None
        game = self.game
        placer = game.to_place()
        if placer is None or placer in self.humans or game.is_over():
            return
        self.wait += dt
        if self.wait >= CPU_PACE:
            self.wait = 0.0
            self._apply(self.cpu[placer](game, placer))
            self._next_planner()

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.fill((30, 26, 22))
        if self.screen_up and self.reveal is None:  # the turn is shown to both before it
            self._hand_over(surface)
            return
        shown = self.reveal.orders() if self.reveal is not None else dict(self.orders)
        self.view.draw(surface, shown, self.selected, self._targets())
        self._panel(surface)
        self._bottom(surface)
        if self.banner is not None:
            self.banner.draw(surface, self.view.area)
        elif self.game.is_over():
            self._banner(surface)

    def _hand_over(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        assert self.planner is not None
        ui.text(
            surface,
            self._say(f"{who(self.planner)} {verb(self.planner, 'plans', 'plan')} now"),
            (w / 2, h / 2 - 40),
            56,
            ui.PAPER,
            "center",
        )
        ui.text(
            surface,
            "the other player looks away; click when ready",
            (w / 2, h / 2 + 20),
            28,
            ui.MUTED,
            "center",
        )

    def _say(self, template: str) -> str:
        """A template told in the screen's names, as a line starts."""
        return sentence(tell(template, self.who))

    def _panel(self, surface: pygame.Surface) -> None:
        g = self.game
        w, h = surface.get_size()
        area = pygame.Rect(w - SIDE_PANEL, 0, SIDE_PANEL, h)
        ui.bar(surface, area, (36, 34, 40))
        width = SIDE_PANEL - 28
        one, two = (sentence(self.who[t].name) for t in Team)
        score = f"{one} {g.score[Team.ONE]} - {g.score[Team.TWO]} {two}"
        y = ui.text(surface, ui.fit(score, width, 34), (area.left + 14, 12), 34).bottom + 6
        ball = "No ball yet" if g.carrier is None else self._say(f"the ball: {chip_words(g.carrier)}")
        turn = "Setting up" if g.phase == Phase.SETUP else f"Turn {g.turn + 1}"
        for line in (self._say(f"{whose(g.offence)} ball"), ball, turn):
            y = ui.text(surface, ui.fit(line, width, 22), (area.left + 14, y), 22, ui.HIGHLIGHT).bottom + 4
        pygame.draw.line(surface, ui.MUTED, (area.left + 10, y + 4), (area.right - 10, y + 4))
        step = ui.line_height(18)
        lines = [part for e in g.log[-LOG_LINES:] for part in ui.wrap(self._say(e.template), width, 18)]
        room = max(0, (h - y - 16) // step)
        for i, line in enumerate(lines[-room:] if room else []):
            ui.text(surface, line, (area.left + 14, y + 10 + i * step), 18)

    def _bottom(self, surface: pygame.Surface) -> None:
        h = surface.get_height()
        self.buttons = []
        x = 150
        for label, act in self._choices():
            width = ui.text_width(label, 24) + 28
            button = ui.Button(label, pygame.Rect(x, h - 56, width, 34))
            button.draw(surface, button.hit(pygame.mouse.get_pos()), 24)
            self.buttons.append((button, act))
            x += width + 10
        ui.text(
            surface,
            self.error or self._hint(),
            (150, h - 14),
            20,
            ui.ACCENT if self.error else ui.MUTED,
            "midleft",
        )
        self._legend(surface)

    def _legend(self, surface: pygame.Surface) -> None:
        """Which chip is which: the colours, and the teams' shapes, under the top-left corner."""
        top = self.view.area.top + 150
        for i, colour in enumerate(CHIPS):
            pygame.draw.circle(surface, CHIP_COLOUR[colour], (26, top + 30 * i), 10)
            ui.text(surface, colour, (44, top + 30 * i), 20, ui.PAPER, "midleft")
        top += 30 * len(CHIPS) + 10
        pygame.draw.circle(surface, RIM[Team.ONE], (26, top), 10, 4)
        ui.text(surface, sentence(self.who[Team.ONE].name), (44, top), 20, ui.PAPER, "midleft")
        square = pygame.Rect(16, top + 20, 20, 20)
        pygame.draw.rect(surface, RIM[Team.TWO], square.inflate(4, 4), border_radius=4)
        pygame.draw.rect(surface, ui.MUTED, square.inflate(4, 4), 1, border_radius=4)
        ui.text(surface, sentence(self.who[Team.TWO].name), (44, top + 30), 20, ui.PAPER, "midleft")

    def _choices(self) -> list[tuple[str, Callable[[], None]]]:
        if self.planner is None or self.game.is_over():
            return []
        out: list[tuple[str, Callable[[], None]]] = []
        carrier = self.game.carrier
        if carrier is not None and carrier[0] == self.planner:
            out.append(("Pass", self._start_pass))
        out.append(("Clear", self._clear))
        out.append(("Reveal", self._reveal))
        return out

    def _start_pass(self) -> None:
        self.passing = True
        self.selected = None

    def _clear(self) -> None:
        self.orders, self.selected, self.passing = {}, None, False

    def _hint(self) -> str:
        g = self.game
        if g.is_over():
            return "N: a new game · Esc: menu"
        if self.reveal is not None:
            return "The turn is being shown: any key or click skips it"
        placer = g.to_place()
        if placer is not None:
            chip = _next_chip(g, placer)
            return self._say(f"{who(placer)}: click a square on your home row to place your {chip} chip")
        if self.planner is None:
            return "The turn is being shown: any key or click skips it"
        if self.passing:
            return "Click the chip to pass to (on a line with the ball)"
        missing = [c for c in CHIPS if (self.planner, c) not in self.orders]
        if missing:
            todo = ", ".join(missing)
            return self._say(
                f"{who(self.planner)}: click a chip, then a square beside it ({todo} still to order)"
            )
        return "Every chip has its order: Reveal"

    def _banner(self, surface: pygame.Surface) -> None:
        winner = self.game.winner
        high, low = max(self.game.score.values()), min(self.game.score.values())
        text = self._say(f"{who(winner)} {verb(winner, 'wins', 'win')} {high}-{low}") if winner else "Over"
        box = pygame.Rect(0, 0, ui.text_width(text, 48) + 60, 90)
        box.center = self.view.area.center
        ui.overlay(surface, box, 220, ui.ACCENT)
        ui.text(surface, text, box.center, 48, ui.ACCENT, "center")


def _next_chip(game: Tortellini, team: Team) -> str:
    return next(c for c in CHIPS if game.chips[(team, c)] is None)

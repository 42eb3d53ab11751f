"""Tortellini Football in the window: you (team one, the bottom row) against the CPU, or two
players at one mouse with a hand-over screen, so neither sees the other's plan.

Setting up: click a square on your home row to place your next chip. Planning: click one of your
chips, then one of the marked squares around it (an arrow); with the ball, Pass marks the carrier
and the chip you select next on a line with it. When every chip has an order, Reveal. Both plans
are carried out at once, step by step (reveal.py), the panel and log saying the result only once
the board has shown it (panel.py). How to play (howto.py) is F1's, and is shown by itself before
a player's first game; the first turn against the CPU is guided (first_turn.py). Ctrl+Z takes
back an order before Reveal, or (two at one mouse) the chip placed last, the other's not since.

The caption's and hint's words are hints.py's; the pass lanes and squares that intercept on
defence, defence.py's; a moment's banner words moments.py's."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from games.core.recording import Recording, Resumed
from games.core.wording import Who, sentence, tell, verb, who, whose
from games.tortellini.match import make_player
from games.tortellini.rules.actions import (
    CHIPS,
    DIRECTIONS,
    GOALS_TO_WIN,
    PASS,
    Action,
    Event,
    IllegalAction,
    Joint,
    Options,
    Phase,
    Place,
    Plan,
    Team,
)
from games.tortellini.rules.engine import Chip, Tortellini
from games.tortellini.ui import defence, hints, howto, passing
from games.tortellini.ui.banner_place import banner_area
from games.tortellini.ui.first_turn import first_turn
from games.tortellini.ui.fitting import draw_fitted
from games.tortellini.ui.layout import Layout
from games.tortellini.ui.moments import WrappedBanner, banner_detail
from games.tortellini.ui.panel import (
    Choice,
    Head,
    draw_footer,
    draw_hand_over,
    draw_panel,
    draw_result,
    guide_card,
    head_of,
    marked_head,
)
from games.tortellini.ui.picking import pick
from games.tortellini.ui.pieces import RIM
from games.tortellini.ui.reveal import MOVE_SPEED, Reveal, Stage
from games.tortellini.ui.rounds import log_lines, turn_words
from games.tortellini.ui.story import passer_words, plan_lines, story, swap_words
from games.tortellini.ui.view import TortelliniView
from games.window import ui
from games.window.app import NOTE_LIFE
from games.window.guide import Guide
from games.window.howto import Page
from games.window.scene import Host, Scene
from games.window.undo import TakeBack
from sim.tiles.grid import Square, line_direction

CPU_PACE = 0.3  # s before the CPU places a chip
# The moments that get a banner, by the kind of their log line.
MOMENTS = {"goal": "GOAL!", "win": "GAME!", "interception": "INTERCEPTED!", "turnover": "TACKLED!"}
LOG_LINES = 30
CPU_PLACED = "(a chip placed stays: the CPU answers it at once)"  # Ctrl+Z against the CPU
REVEAL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
# s after a turn's banner went by itself in which a key or click only answers it: Space pressed to
# end the banner as it went also tried Reveal (play-test 7/10). One press does one thing.
AFTER_BANNER = 0.6
VERSUS_CPU = {Team.ONE: Who("you", you=True), Team.TWO: Who("the CPU")}


class TortelliniScene(Scene):
    title = "Tortellini Football"

    def __init__(
        self,
        app: Host,
        humans: frozenset[Team] = frozenset({Team.ONE}),
        seed: int = 0,
        skill: str = "expert",
        resumed: Resumed | None = None,
        goals_to_win: int = GOALS_TO_WIN,
    ) -> None:
        """``resumed``: an interrupted game, rebuilt from its recording, going on recording;
        ``goals_to_win``: the rulebook's five, or fewer for a shorter game (the setup offers it)."""
        super().__init__(app)
        if resumed is None:
            self.game = Tortellini(seed, Options(goals_to_win=goals_to_win))
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
        self.lay = Layout(app.size)
        cpus = [team for team in Team if team not in humans]
        self.cpu = {team: make_player(skill, seed + 1 + list(Team).index(team)) for team in cpus}
        self.planner: Team | None = None  # the person planning now
        self.orders: dict[Chip, str] = {}
        self.history: list[dict[Chip, str]] = []  # the orders before each change, for Ctrl+Z
        self.selected: Chip | None = None
        self.passing = False  # Pass pressed: the next chip selected receives
        self.screen_up = False  # the hand-over screen (hot-seat)
        self.buttons: list[tuple[ui.Button, Choice]] = []
        self.wait = 0.0
        self.error: str | None = None
        self.reveal: Reveal | None = None  # a turn being shown
        self.head: Head | None = None  # the panel's head while a turn is shown: as it stood before
        self.told: dict[int, list[str]] = {}  # the log's plans lines, as the window words them
        self.latest = 0  # where the latest turn's lines begin in the log
        self.moments: list[Event] = []
        self.moment_shown = False  # the turn being shown has had its banner (it may have gone)
        self.banner: WrappedBanner | None = None
        self.quiet = 0.0  # s a press is still taken as meant for the banner just gone
        self.takeback = TakeBack()  # Ctrl+Z takes back a placement (games/window/undo.py)
        self.noted = 0.0  # s the kit's note about Ctrl+Z stays in the caption line, in its stead
        self._next_planner()

    # ----------------------------------------------------------------- whose turn
    def _next_planner(self) -> None:
        """After a turn (or a placement), who plans or places next, and the CPU's secret plan."""
        game = self.game
        self.orders, self.selected, self.passing, self.history = {}, None, False, []
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

    @property
    def showing(self) -> bool:
        """Is a turn being shown?"""
        return self.reveal is not None

    def resized(self, size: tuple[int, int]) -> None:
        self.lay = Layout(size)
        self.view.layout(self.lay.board_area)
        self.view.row_label_room = self.view.board.left - self.lay.px(12)

    def observation_safe(self) -> bool:
        """The orders on the screen are the planner's own only (never the CPU's secret plan)."""
        return all(chip[0] == self.planner for chip in self.orders)

    def controls(self) -> list[tuple[str, str]]:
        return list(howto.CONTROLS)

    def undo_help(self) -> str:  # the CPU places at once: a chip of yours is never the last move
        return f"take back an order before Reveal {CPU_PLACED if self.cpu else 'or the chip you placed last'}"

    def rules(self) -> list[Page]:
        return howto.pages(self.who, self.game.options.goals_to_win)

    def guide(self) -> Guide | None:
        """The guided first turn, against the CPU (a hot-seat game is two people's own)."""
        if len(self.humans) != 1 or self.game.turn > 0:
            return None
        return first_turn(self, next(iter(self.humans)))

    def note_at(self) -> tuple[int, int]:
        """A passing note ("Taken back: ...") in the caption line, off the board and its edges'
        letters; the caption is not drawn while it shows (a newcomer saw it cover the caption)."""
        return self.lay.caption.centerx, self.lay.caption.centery

    def guide_strip(self) -> pygame.Rect:
        """In the panel between the legend and the log (first_turn.py): clear of the board, its
        rows' names, the caption line and the buttons the steps point at, the score in sight."""
        return guide_card(self.lay)

    def _guided(self) -> bool:
        return getattr(self.app, "guide_of", lambda _: None)(self) is not None

    # ----------------------------------------------------------------- Ctrl+Z
    def undoable(self) -> bool:
        if self.reveal is not None or self.screen_up:
            return False
        if self.planner is not None and self.history:
            return True
        return self.takeback.refused(self.game, self.recorder) is None

    def undo(self) -> None:
        """Ctrl+Z: the last change to your orders, or else the chip you placed last (the
        recording's line goes with it)."""
        self.noted = NOTE_LIFE
        if self.planner is not None and self.history:
            self.orders = self.history.pop()
            self.selected, self.passing, self.error = None, False, None
            return
        self.game = self.view.game = self.takeback.take(self.recorder)
        self.error = None
        self._next_planner()

    def undo_refused(self) -> str:
        self.noted = NOTE_LIFE
        if self.reveal is not None:
            return "Wait for the turn to be shown"
        if self.planner is not None and not self.history and self.game.turn > 0:
            return "No order to take back: Ctrl+Z takes back an order before Reveal"
        return self.takeback.refused(self.game, self.recorder) or "Nothing to take back"

    # ----------------------------------------------------------------- input
    def in_game(self) -> bool:
        return not self.game.is_over()  # Esc asks first (games/window/app.py)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.call_off():
                self.leave()
        elif self.reveal is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._skip_reveal()  # any key or click: straight to the end of the turn
        elif self.quiet > 0.0 and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.quiet = 0.0  # meant for the banner that has just gone: it does nothing more
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)

    def call_off(self) -> bool:
        """Esc calls off a pass being aimed or a chosen chip before it asks to leave."""
        if self.reveal is None and (self.passing or self.selected is not None):
            self.passing, self.selected, self.error = False, None, None
            return True
        return False

    def _key(self, key: int) -> None:
        if self.screen_up and key in REVEAL_KEYS:
            self.screen_up = False
            return
        for choice in self._choices():
            if choice.enabled and _keys(choice.key, key):
                choice.act()
                return

    def _click(self, pos: tuple[int, int]) -> None:
        if self.screen_up:
            self.screen_up = False  # the next player has the mouse
            return
        for button, choice in self.buttons:
            if button.hit(pos):
                if choice.enabled:
                    choice.act()
                return
        square = self.view.square_at(pos)
        if square is None or self.view.busy:
            return
        placer = self.game.to_place()
        if placer is not None and placer in self.humans:
            self._place(placer, square)
        elif self.planner is not None:
            self._plan_click(pos, square)

    def _place(self, team: Team, square: Square) -> None:
        chip = next(c for c in CHIPS if self.game.chips[(team, c)] is None)
        if square[1] != team.home_row:
            self.error = self._say(f"chips are placed on {whose(team)} home row (marked at the left)")
            return
        with self.takeback.decision(self.game, self.recorder):  # the CPU's secret plan with it
            self._act(lambda: self._apply(Place(team, chip, square[0])))
            self._next_planner()

    def _plan_click(self, pos: tuple[int, int], square: Square) -> None:
        team = self.planner
        assert team is not None
        mine = self.view.other_chip_at(pos, team, self.selected)  # off the step's dot
        if self.selected is not None and square in self._targets() and mine is None:
            here = self.game.chips[self.selected]
            assert here is not None
            step = (square[0] - here[0], square[1] - here[1])
            self._order(self.selected, next(n for n, d in DIRECTIONS.items() if d == step))
            self.selected = None
            return
        chip = self.view.chip_at(pos, team)
        if chip is None and self.passing:  # Pass stays on: the reason, and how to call it off
            self.error = "A pass goes to a ringed chip of yours · P or Esc calls the pass off"
            return
        if chip is None and self.selected is not None:  # the chip stays selected: say why
            self.error = f"A chip steps one square: click a yellow dot beside your {self.selected[1]}"
            return
        if chip is None:
            self.selected = None
            if self.view.chip_at(pos, team.other) is not None:
                self.error = self._say(
                    f"that is {whose(team.other)} chip: {whose(team)} chips are the {hints.SHAPE[team]} ones"
                )
            return
        if self.passing and chip == self.game.carrier:  # the ball's own chip: it steps instead
            self.passing, self.selected, self.error = False, chip, None
        elif self.passing:
            self._mark_pass(chip)
        else:  # one still without an order first; clicked again, the next there (picking.py)
            self.selected, self.error = pick(self.view, team, pos, self.orders, self.selected), None

    def _remember(self) -> None:
        self.history.append(dict(self.orders))

    def _order(self, chip: Chip, order: str) -> None:
        """``chip`` steps ``order``; a pass it was part of is called off (both its P's)."""
        self._remember()
        if self.orders.get(chip) == PASS:
            self.orders = {c: o for c, o in self.orders.items() if o != PASS}
        self.orders[chip] = order
        self.error = None

    def _mark_pass(self, receiver: Chip) -> None:
        carrier = self.game.carrier
        assert carrier is not None
        a, b = self.game.chips[carrier], self.game.chips[receiver]
        self.passing = False
        if receiver == carrier or a is None or b is None or line_direction(a, b) is None:
            self.error = "A pass goes to another of your chips on a straight or diagonal line with the ball"
            return
        self._remember()
        self.orders = {c: o for c, o in self.orders.items() if o != PASS}
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
        missing = [c for c in CHIPS if (team, c) not in self.orders]
        if missing:
            chips = " and ".join(missing)
            self.error = self._say(
                f"{whose(team)} {chips} {'has' if len(missing) == 1 else 'have'} no order yet: "
                "click each, then a dot beside it"
            )
            return
        red, white, blue = (self.orders[(team, c)] for c in CHIPS)
        plan = Plan(team, (red, white, blue))
        reason = self.game.check_plan(plan)
        if reason is not None:
            self.error = sentence(reason)
            return
        plans = {**self.game.pending, team: plan}
        turn = story(self.game, plans) if len(plans) == 2 else None
        head, start = head_of(self.game), len(self.game.log)
        events = self._submit(plan)
        self.error = None
        if turn is not None and events:
            said = [w for w in (swap_words(turn, self.who), passer_words(turn, self.who)) if w]
            self.told[start] = [turn_words(head.round_no, head.played), *plan_lines(turn, self.who), *said]
            self.latest, self.head = start, head
            self.reveal = Reveal(turn)
            self.moments = [e for e in events if e.kind in MOMENTS]  # shown once the turn has been
            self.moment_shown = False
            self._show_stage()
        self._next_planner()

    # ----------------------------------------------------------------- a turn shown
    def _advance_reveal(self, dt: float) -> None:
        reveal = self.reveal
        if reveal is None:
            return
        stage = reveal.advance(dt, self.view.busy)
        if stage == Stage.MOVING and reveal.begin(stage):
            self.view.animate(reveal.before, [], reveal.story.after, speed=MOVE_SPEED)
        elif stage == Stage.BALL and reveal.begin(stage):
            self.view.animate({}, reveal.ball_path, ball_speed=reveal.flight_speed())
            self.app.sounds.play("whistle", 0.3)
        self._show_stage()

    def _show_stage(self) -> None:
        """What the board draws for the stage of the reveal, or for no reveal."""
        reveal = self.reveal
        if reveal is not None and reveal.stage == Stage.MARKED and reveal.begin(Stage.MARKED):
            self.head = marked_head(self.head, head_of(self.game), reveal.story)  # with the banner
            self._moment()  # its banner beside the ring, while the turn is still being shown
        if reveal is not None and reveal.stage == Stage.DONE:
            skipped, bannered = reveal.skipped, self.banner is not None or self.moment_shown
            self.reveal = self.head = reveal = None
            self._moment()  # a turn skipped before its moment: the sound
            if not self.game.is_over() and self.banner is not None:
                self.banner = None  # it ends with the turn shown: never over the board you plan on
            if bannered and not skipped:
                self.quiet = AFTER_BANNER  # gone by itself: a press just then was for it
        self.view.frozen = None if reveal is None else reveal.frozen()
        self.view.ball_on = None if reveal is None else reveal.ball_on()
        self.view.marks = reveal.marks if reveal is not None and reveal.stage == Stage.MARKED else []

    def _moment(self) -> None:
        """The turn's goal or change of hands, once shown: a banner and a sound."""
        if not self.moments:
            return
        event = self.moments[-1]
        self.moments, self.moment_shown = [], True
        headline = MOMENTS[event.kind]
        colour = RIM[event.team] if event.team is not None else ui.ACCENT
        detail = banner_detail(headline, self._say(event.template), self.view.board.width)
        self.banner = WrappedBanner(headline, detail, colour if colour != RIM[Team.TWO] else ui.PAPER)
        self.app.sounds.play("crowd" if event.kind in ("goal", "win") else "whistle")

    def _skip_reveal(self) -> None:
        if self.reveal is not None:
            self.reveal.skip()
            self.view.glides.clear()
            self._show_stage()

    def _apply(self, action: Action) -> None:
        self.takeback.forget("The CPU has played since: nothing to take back")
        self.game.apply(action)
        if self.recorder is not None:
            self.recorder.record(action)

    def _submit(self, plan: Plan) -> list[Event]:
        """Submit one side's secret plan; the turn is recorded when the second plan resolves it."""
        if plan.team in self.humans:  # the CPU's plan is secret until both are in: it reveals nothing
            self.takeback.forget("Your orders have been revealed: they cannot be taken back")
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
            self.error = sentence(str(exc))

    def update(self, dt: float) -> None:
        self.noted = max(0.0, self.noted - dt)
        self.quiet = max(0.0, self.quiet - dt)
        self.view.update(dt)
        self._advance_reveal(dt)
        if self.banner is not None:
            self.banner.update(dt)
            if self.banner.done and self.reveal is None:  # kept (faded out) to the turn's end
                self.banner = None
        game = self.game
        placer = game.to_place()
        if placer is None or placer in self.humans or game.is_over() or self.reveal is not None:
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
        self.view.draw(surface, shown, self.selected, self._targets(), self._lanes, self._risk)
        self._caption(surface)
        risk = passing.odds_words(self.game, passing.lanes(self.game), self.who) if self._aiming() else ""
        guide = guide_card(self.lay) if self._guided() else None  # the log goes under the guide's card
        draw_panel(surface, self.lay, self.head or head_of(self.game), self.who, self._log(), risk, guide)
        self.buttons = draw_footer(
            surface, self.lay, self.view.board, self._choices(), self.error or self._hint(), bool(self.error)
        )
        if self.banner is not None:
            self.banner.draw(surface, banner_area(self.view, self.reveal, self.banner))
        elif self.game.is_over() and self.reveal is None:  # once the winning turn and its banner are
            self._banner(surface)  # shown ("You win 3-0" came before its chips moved: play-test)

    def _lanes(self, surface: pygame.Surface) -> None:
        """While planning: your pass lanes after P; on defence, where the carrier may pass."""
        if self.reveal is not None:
            return
        if self.passing:
            passing.draw(surface, self.view, passing.lanes(self.game))
        else:
            defence.draw(surface, self.view, defence.their_lanes(self.view, self.planner))

    def _aiming(self) -> bool:
        """Is Pass on, the receiver being picked (not while a turn is shown)?"""
        return self.reveal is None and self.passing

    def _risk(self, surface: pygame.Surface) -> None:
        """While Pass is on: the X's over the chips (passing.draw_risk)."""
        if self._aiming():
            passing.draw_risk(surface, self.view, passing.lanes(self.game))

    def _caption(self, surface: pygame.Surface) -> None:
        """The caption line above the board (the guide's card is in the panel, clear of it)."""
        words = self.reveal.caption(self.who) if self.reveal is not None else self._situation()
        if self.passing and self.reveal is None:
            words = passing.warning(passing.lanes(self.game), self.who)
        if not words or self.noted > 0.0:
            return  # the note about Ctrl+Z is in the caption line: nothing under it
        area, size = self.lay.caption, self.lay.font(24)
        colour = ui.ACCENT if self.reveal is not None or self.passing else ui.PAPER
        centre = self.view.board.centerx
        if ui.text_width(words, size) > 2 * min(centre - area.left, area.right - centre):
            centre = area.centerx  # too wide to centre on the board: on the space beside the panel
        draw_fitted(surface, words, area, size, colour, centre_x=centre)  # wrapped, never cut

    def _log(self) -> list[tuple[str, bool]]:
        """The log's lines as the panel shows them (rounds.py); while a turn is shown, nothing of
        it but its plans."""
        end = len(self.game.log) if self.head is None else self.head.log_length + 1
        return log_lines(self.game.log, self.told, self.latest, end, self._say, LOG_LINES)

    def _hand_over(self, surface: pygame.Surface) -> None:
        assert self.planner is not None
        title = self._say(f"{who(self.planner)} {verb(self.planner, 'plans', 'plan')} now")
        draw_hand_over(surface, title, "the other player looks away; click (or press Enter) when ready")

    def _say(self, template: str) -> str:
        """A template told in the screen's names, as a line starts."""
        return sentence(tell(template, self.who))

    def _choices(self) -> list[Choice]:
        if self.reveal is not None:
            return []
        if self.game.is_over():
            return [Choice("New game", "N", self._new_game), Choice("Menu", "Esc", self.app.back, right=True)]
        if self.planner is None:
            return []
        carrier = self.game.carrier
        has_ball = carrier is not None and carrier[0] == self.planner
        return [
            Choice("Pass", "P", self._start_pass, enabled=has_ball),
            Choice("Clear", "C", self._clear, enabled=bool(self.orders)),
            Choice("Reveal", "Enter", self._reveal, right=True),
        ]

    def _new_game(self) -> None:
        humans, skill, goals = self.humans, self.skill, self.game.options.goals_to_win
        self.app.back()
        self.app.push(lambda a: TortelliniScene(a, humans, a.new_seed(), skill, goals_to_win=goals))

    def _start_pass(self) -> None:
        """Pass: the lanes and their risk are drawn (passing.py); pressed again, called off. With
        no chip on a line with the ball there is no pass to call: said, and nothing turns on."""
        if not self.passing and not passing.lanes(self.game):
            self.selected, self.error = None, passing.warning([], self.who)
            return
        self.passing, self.selected, self.error = not self.passing, None, None

    def _clear(self) -> None:
        if self.orders:
            self._remember()
        self.orders, self.selected, self.passing = {}, None, False

    def _hint(self) -> str:
        return hints.hint(self)

    def _situation(self) -> str:
        return hints.situation(self)

    def _banner(self, surface: pygame.Surface) -> None:
        winner = self.game.winner
        high, low = max(self.game.score.values()), min(self.game.score.values())
        text = self._say(f"{who(winner)} {verb(winner, 'wins', 'win')} {high}-{low}") if winner else "Over"
        draw_result(surface, self.view.area, text, self.lay.font(48))


def _keys(label: str, key: int) -> bool:
    """Does ``key`` press the button whose key is shown as ``label``?"""
    if label == "Enter":
        return key in REVEAL_KEYS
    return len(label) == 1 and key == ord(label.lower())

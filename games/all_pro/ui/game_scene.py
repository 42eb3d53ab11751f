"""All-Pro Football in the window: you (home, red, the left end zone) against the CPU, or two
players at one mouse taking turns.

Before a scrimmage play, pick a formation in the panel and drag men to adjust it, then Ready (a
formation the snap cannot follow is refused, with the reason). In play, click one of your men,
then one of the yellow dots (a ring round a man: block or tackle him): three such moves a
series. The buttons along the bottom are every other action the rules allow now (snap, hand-off,
calls, throws, kicks...), each in its place (panel.py); Enter presses the one marked "Enter".
When a pass can be called, the open receivers' lanes are drawn from the passer with their
distances. The CPU plays its own turns at a pace you can follow; dice roll on the board. Ctrl+Z
takes back your last move of a series against the CPU (games/window/undo.py); F1 shows the rules
with pictures (howto.py), shown once before a first game, and a first game is guided
(first_turn.py). Each play's end is held on the board until the person goes on (play_end.py).

This module is where the person's clicks and keys, the CPU's pace and the rules' actions meet;
the buttons offered are choices.py's, what is drawn and said panel.py's, view.py's and
prompts.py's and scene_words.py's, where the guide goes guide_place.py's, the defence's reach
rush.py's, the clicks on the board in play and Ctrl+Z board_clicks.py's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import numpy as np
import pygame

from games.all_pro.players.beginner import beginner_player
from games.all_pro.players.bot import Player
from games.all_pro.players.coach import DEEP_KICK, Coach
from games.all_pro.rules.actions import (
    Action,
    Advance,
    EndAdvance,
    EndSeries,
    Event,
    Formation,
    HandOff,
    IllegalAction,
    Phase,
    Snap,
    Step,
)
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro, PassOdds
from games.all_pro.ui import dice_turn as dice
from games.all_pro.ui import get_open, guide_place, pace, panel, rush, scene_marks, scene_words, snap_risk
from games.all_pro.ui.banners import banner_of, lead
from games.all_pro.ui.board_clicks import BoardClicks
from games.all_pro.ui.catch_banner import completed
from games.all_pro.ui.choices import choices, deep_kick, formation_choices, fourth_down_kick, ready_choice
from games.all_pro.ui.deep_return import backs_catch
from games.all_pro.ui.final import draw_final
from games.all_pro.ui.first_turn import first_turn
from games.all_pro.ui.get_open import Opening, opening
from games.all_pro.ui.howto import pages
from games.all_pro.ui.kick_odds import KickOdds, kick_at
from games.all_pro.ui.layout import Layout, layout
from games.all_pro.ui.moments import dice_box, draw_strip, strip_rect
from games.all_pro.ui.panel import Choice
from games.all_pro.ui.pass_die import PassDie, after, pass_die, thrown
from games.all_pro.ui.passing import lanes, pass_odds
from games.all_pro.ui.pieces import moved, pieces_of
from games.all_pro.ui.play_end import PlayEnd, ended, gained, play_end
from games.all_pro.ui.prompts import CONTROLS, HAND_LINE, SNAPPED, entered, hand_name
from games.all_pro.ui.return_play import StandIn, play_for
from games.all_pro.ui.rules_once import HOWTO_SEEN as HOWTO_SEEN  # the settings' note, for tests
from games.all_pro.ui.rules_once import note_read, show_once
from games.all_pro.ui.unused_moves import Note, ending, is_end, note
from games.all_pro.ui.view import BoardView, Lane, label
from games.core.recording import Recording, Resumed
from games.core.wording import Who, sentence, tell
from games.window import ui
from games.window.banner import Banner
from games.window.choice import KEY_GRACE, ChoiceScene
from games.window.guide import Guide
from games.window.howto import Page
from games.window.scene import Host, Scene
from games.window.undo import TakeBack
from sim.tiles.grid import Square
from sim.tiles.hands import SKILLS

# The CPU's levels, weakest first: the beginner thinks some series through and slips in others,
# the coach plans every series and his defence's rush (games/all_pro/players/, docs/bots.md).
CPU_LEVELS: dict[str, Callable[[int], Player]] = {"cpu": beginner_player, "coach": Coach}


def all_pro_setup(app: Host, seed: int | None = None) -> ChoiceScene:
    """Choose the opponent: the CPU, or a friend at the same mouse."""

    def game(humans: frozenset[Team], level: str = "cpu") -> Callable[[Host], Scene]:
        return lambda a: AllProScene(
            a, humans, a.new_seed() if seed is None else seed, howto_first=True, level=level
        )

    choices = [
        ("Beginner CPU: for a first game, plays loosely", game(frozenset({Team.HOME}), "cpu")),
        ("Coach CPU: plans every move, a hard rush", game(frozenset({Team.HOME}), "coach")),
        ("Hot-seat: two players, one mouse", game(frozenset(Team))),
    ]
    words = "the board game: 40 plays, three moves a turn · F1: how to play · Esc: back"
    return AllProSetup(app, "All-Pro Football", words, choices)


class AllProSetup(ChoiceScene):
    """The opponent's choice, the rules on F1 (named, as on Tortellini's: newcomer 6/10)."""

    def rules(self) -> list[Page]:
        return pages()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        super().draw(surface, alpha)
        note_read(self.app)  # read here, they do not open again before the game (play-test)


class AllProScene(BoardClicks, Scene):
    title = "All-Pro Football"

    def __init__(
        self,
        app: Host,
        humans: frozenset[Team] = frozenset({Team.HOME}),
        seed: int = 0,
        resumed: Resumed | None = None,
        howto_first: bool = False,
        hand: str = "club",
        level: str = "coach",
    ) -> None:
        """``resumed``: an interrupted game, rebuilt from its recording, going on recording;
        ``howto_first``: a game opened from the menu or the command line, before which a player's
        first game shows the rules; ``hand``: "your hand", the skill whose hand a click moves your
        men with (the CPU's model at that level; H changes it); ``level``: the CPU's, "cpu" (the
        beginner's opponent) or "coach"."""
        super().__init__(app)
        note = ""
        self.level = level if level in CPU_LEVELS else "coach"
        if resumed is None:
            self.game = AllPro(seed)
            # The CPU by its level ("cpu": the beginner): the list and a resumed game know it.
            players = {t.value: "human" if t in humans else self.level for t in Team}
            self.recorder: Recording | None = app.recordings("all-pro", self.game, players)
        else:
            game = resumed.game
            assert isinstance(game, AllPro)
            self.game, self.recorder = game, resumed.recording
            seed = self.game.seed
            note = str(getattr(resumed.recording, "note", ""))  # cut back before a refused move
        self.seed, self.humans = seed, humans
        self.view = BoardView(self.game)
        self.layout: Layout = layout(app.size)
        self.guided = False  # the layout keeps the guide's row (resized)
        self.count_on_top = True  # the quarter and play count along the top, not under the guide
        make = CPU_LEVELS[self.level]
        self.cpu = {team: make(seed + 1 + i) for i, team in enumerate(Team) if team not in humans}
        self.selected: str | None = None
        self.places: dict[str, Square] | None = None  # a formation being arranged
        self.formation = ""
        self.dragging: str | None = None
        self.buttons: list[tuple[ui.Button, Callable[[], None]]] = []
        self.greyed: list[str] = []  # the labels of the buttons drawn greyed
        self.bar: list[tuple[str, pygame.Rect]] = []  # the bottom bar's buttons, as last drawn
        self.pointer = (-1, -1)  # the mouse as the events tell it (the lateral's hint on hover)
        self.wait = 0.0
        self.error: str | None = note or None
        self.t = 0.0  # the scene's own clock: a drag's samples are timed by it
        self.drag: list[tuple[float, tuple[int, int]]] | None = None  # a man being glided by hand
        self.picking = False  # choosing which man takes a hand-off
        self.banner: Banner | None = None
        # A moment whose dice still roll: its banner (and sound) waits for them to settle.
        self.waiting: tuple[Banner, str | None] | None = None
        self.pause: PlayEnd | None = None  # a play's end held on the board until the person goes on
        self.pass_die: PassDie | None = None  # the last pass's die, on the board till then
        self.roll: dice.Roll | None = None  # the dice's turn and what they decided
        self.stand_in = StandIn(seed + 9)  # plays a return for the person who asks (return_play.py)
        self.guide_room = 0  # px at the foot of the side panel kept for the guide's card
        self.hand = np.random.default_rng(seed + 7)  # the steady glide of a click (the "move" reading)
        self.your_hand = hand if hand in SKILLS else "club"
        self.rush = rush.for_level(self.level, humans)  # the defence's reach, once per board
        self.takeback = TakeBack()  # Ctrl+Z: the person's last move of a series
        self.done: Counter[str] = Counter()  # what the person has done: the guide's steps
        self.notes: list[Note] = []  # the window's own lines in the play-by-play
        self.last_click: tuple[float, tuple[int, int], str] | None = None
        self.howto_first = howto_first
        self.help_was_open = False  # F1's help open at the last frame (_help_on_this_moment)
        # The names the screen says: you and the CPU, or Player 1 and Player 2.
        self.who = (
            {Team.HOME: Who("you", you=True), Team.AWAY: Who("the CPU")}
            if len(humans) == 1
            else {Team.HOME: Who("Player 1"), Team.AWAY: Who("Player 2")}
        )

    def controls(self) -> list[tuple[str, str]]:
        return list(CONTROLS)

    def rules(self) -> list[Page]:
        return pages()

    def guide(self) -> Guide | None:
        return first_turn(self) if len(self.humans) == 1 else None

    def guide_strip(self) -> int | pygame.Rect:
        return guide_place.strip(self)

    # ----------------------------------------------------------------- layout and input
    def resized(self, size: tuple[int, int]) -> None:
        self.guided = guide_place.running(self)  # the layout keeps the guide's row
        self.layout = layout(size, self.guided)
        self.view.layout(self.layout.board)
        self.view.dice_box = dice_box(self.layout, self.view.field())

    @property
    def my_turn(self) -> bool:
        return not self.game.is_over() and self.game.team_to_move() in self.humans

    def in_game(self) -> bool:
        """Esc asks first (games/window/app.py), once nothing is left to call off."""
        return not self.game.is_over()

    def call_off(self) -> bool:
        """Esc first lets go of what the person is in the middle of: the hand-off's taker being
        picked (play-test 22), the chosen man, a man being dragged into a formation (Esc then
        Enter left the game: newcomer 5/10)."""
        if self.picking:
            self.picking, self.error = False, "Hand-off cancelled"
        elif self.selected is not None:
            self.error = f"Let go of your {label(self.selected)}: click a man of yours to choose him"
            self.selected, self.drag = None, None
        elif self.dragging is not None:
            self.dragging, self.error = None, "Left where he stood"
        else:
            return False
        return True

    def handle_event(self, event: pygame.event.Event) -> None:
        self.pointer = getattr(event, "pos", self.pointer)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
        elif self.pause is not None:
            go_on = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in go_on
            ):
                self._go_on()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and not self.my_turn:
            pace.hurry(self)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_n and self.game.is_over():
            humans, hand, level = self.humans, self.your_hand, self.level
            self.app.back()
            self.app.push(
                lambda a: AllProScene(a, humans, a.new_seed(), hand=hand, level=level)
            )  # a fresh kick-off
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.your_hand = SKILLS[(SKILLS.index(self.your_hand) + 1) % len(SKILLS)]
            self.error = HAND_LINE.format(hand=hand_name(self.your_hand))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self._drop(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.append((self.t, event.pos))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            self._let_go(event.pos)

    def _go_on(self) -> None:
        """Click or Space after a play's end: on to the next lineup. Not the second half of the
        click or key that ended the play; the play's dice leave the board with it."""
        if self.pause is None or self.pause.age < KEY_GRACE:
            return
        self.pause, self.pass_die = None, None
        self.view.frozen = None  # the next lineup: the board as the rules have it
        self.wait = 0.0
        self.view.glides.clear()
        dice.clear(self)  # the play's dice go with it

    def _enter(self) -> None:
        """Enter presses the button marked "Enter": Ready, the snap, Call pass (the forward pass),
        End series..."""
        if not self.my_turn:
            return
        choices = self.choices() + ([self.ready_choice()] if self.forming() else [])
        default = next((c for c in choices if c.default), None)
        if default is None:
            return
        (default.act or (lambda: self.refused(default.why or "Not now")))()
        if default.act is not None and self.error in (None, SNAPPED):  # said: Enter never acts unseen
            self.error = entered(default.label, self.game, self.formation)
        if is_end(default.label):
            pace.on_to_the_defence(self)  # one key ends a turn: the call after it too, if idle

    def _press(self, pos: tuple[int, int]) -> None:
        for button, act in self.buttons:
            if button.hit(pos):
                if self._double_click(pos, button.label):
                    return
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

    # ----------------------------------------------------------------- acting
    def _do(self, action: Action) -> None:
        """A decision of the person at the window (Ctrl+Z may take it back while nothing was
        revealed after it and the CPU has not moved)."""
        try:
            self.takeback.before(self.game, self.recorder)
            ended = ending(self.game, self.humans, action)  # whose turn, the moves End turn leaves
            self._apply(action)
            self.error = SNAPPED if isinstance(action, Snap) else None  # the snap took a move
            self._count(action)
            note(self, *ended)
        except IllegalAction as exc:
            words = str(exc)
            self.error = sentence(words.removeprefix(f"{action}: "))  # the rule's words, not the action's

    def _count(self, action: Action) -> None:
        self.done["decisions"] += 1
        kind = type(action).__name__
        self.done[kind] += 1
        if isinstance(action, Step) and self.game.log and "block" in self.game.log[-1].text.lower():
            self.done["blocks"] += 1

    def _apply(self, action: Action) -> None:
        game = self.game
        before, line = game.phase, (game.line, game.offence)
        picture = pieces_of(game)  # the board as it stands: held if this action ends the play
        throw = thrown(game, action)  # the passer's and receiver's squares at a throw
        if isinstance(action, Step):
            start = game.men[action.man].square
            scene_marks.stepped(self, action.man, start, action.to)  # the CPU's trails (trails.py)
            events = game.apply(action)
            self.view.glide(action.man, [start, action.to])
            picture = moved(picture, action.man, action.to)
        else:
            events = game.apply(action)
        if self.recorder is not None:
            self.recorder.record(action)
        if self._counted_out(action):
            self._apply(EndSeries())  # the window counts to three: no fourth move by mistake
        self.pass_die = pass_die(events, *throw, game.series) if throw else after(self.pass_die, game)
        dice.rolled(self, events)  # the dice and the turn they belong to
        said = [banner_of(e, self.who, game.offence.other, self.say, game.score) for e in events]
        shown = lead([*said, completed(action, events, throw[1] if throw else None, line[0], self.say)])
        if shown is not None:  # a score, a turnover, a quarter's end, a kick called or kicked
            self._show(*shown)
        if self.pause is None and ended(before, game.phase) and not game.is_over():
            moment = self.waiting[0] if self.waiting is not None else None
            if self.banner is not None and self.banner.age == 0.0:
                moment = self.banner
            self.pause = play_end(events, self.who, moment, gained(line, game))  # held on the board
            self.view.frozen = picture  # and so do the men: the rules have cleared the board
            self.error = None  # the last turn's words are old news: the play is over
        if self.selected is not None and (game.phase != Phase.PLAY or game.men[self.selected].out):
            self.selected = None
        if self.selected is not None and not self._targets():
            self.selected = None

    def _moment(self, event: Event) -> None:
        """One event's banner, if it is a moment (an action's events go through ``lead``)."""
        shown = banner_of(event, self.who, self.game.offence.other, self.say, self.game.score)
        if shown is not None:
            self._show(*shown)

    def _show(self, banner: Banner, sound: str | None = None) -> None:
        """A moment's banner, once the dice that decided it have settled on their faces: never
        "INTERCEPTED!" over a die still rolling."""
        if self._rolling():
            self.waiting = (banner, sound)
            return
        self.banner, self.waiting = banner, None
        if sound is not None:
            self.app.sounds.play(sound)

    def _rolling(self) -> bool:
        return self.view.dice is not None and not self.view.dice.done

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
        dice.tidy(self)  # settled dice go with their turn
        self._show_rules_once()
        if self.waiting is not None and not self._rolling():
            self._show(*self.waiting)
        if self.banner is not None:
            self.banner.update(dt)
            if self.banner.done:
                self.banner = None
        if self.pause is not None:
            self.pause.update(dt)
            return  # the next play waits for the person to go on
        if self.game.is_over() or play_for(self, dt):  # a return played for the person
            return
        if self.my_turn:
            self.wait = 0.0  # the CPU's next move waits its pace after yours
            self._lay_out_first_formation()
            if not self.view.busy:
                pace.pass_idle_turn(self)
            return
        if self.view.busy:
            return
        self.wait += dt
        if self.wait < pace.CPU_PACE:
            return
        self.wait = 0.0
        pace.cpu_move(self)

    def _show_rules_once(self) -> None:
        """Before a player's first game, the rules with their pictures (F1 shows them again)."""
        if not self.howto_first:
            return
        self.howto_first = False
        if show_once(self.app):  # rules_once.py
            self.help_was_open = True  # before a first game the rules from their start

    def _lay_out_first_formation(self) -> None:
        """A formation to choose: the first one is laid out on the board at once, so the board
        is never empty while you choose (pick another in the panel, or drag men)."""
        g = self.game
        if g.phase not in (Phase.FORMATION, Phase.RETURN_FORMATION) or self.places is not None:
            return
        first = next((a for a in g.legal_actions() if isinstance(a, Formation)), None)
        if first is not None:
            error = self.error  # what was said stays (a resumed game's note)
            self._arrange(g.team_to_move(), first.name)
            self.error = error

    # ----------------------------------------------------------------- buttons
    def forming(self) -> bool:
        """Is the person lining up (the formations are in the panel)?"""
        return (
            self.my_turn
            and self.pause is None
            and self.game.phase in (Phase.FORMATION, Phase.RETURN_FORMATION)
        )

    def choices(self) -> list[Choice]:
        return choices(self)

    def formation_choices(self) -> list[tuple[Choice, str]]:
        return formation_choices(self)

    def ready_choice(self) -> Choice:
        return ready_choice(self)

    def _pick_handoff(self) -> None:
        """Several men could take the hand-off: they are ringed on the board, click one."""
        self.picking = True
        self.selected = None

    def lineup_warning(self) -> str:
        """What is wrong with the formation as arranged (said before Ready refuses it), or the
        safety it risks (snap_risk.py)."""
        return snap_risk.lineup_warning(self.game, self.places, self.who)

    def _arrange(self, team: Team, name: str) -> None:
        deep = deep_kick(self) if name == DEEP_KICK else None
        self.places = deep if deep is not None else self.game.formation_places(team, name)
        if name == "deep" and self.game.phase == Phase.RETURN_FORMATION:  # the Backs catch the kick
            self.places = backs_catch(self.game, self.places)
        self.formation = name
        self.error = None

    def _ready(self, team: Team) -> None:
        assert self.places is not None
        places = tuple(sorted(self.places.items()))
        self._do(Formation(team, self.formation, places))
        if self.error is None:
            self.places = None  # lined up; a refused formation stays on the board to fix

    def _advance_all(self) -> None:
        with self.takeback.decision(self.game, self.recorder):
            for action in self.game.legal_actions():
                if isinstance(action, Advance):
                    self._do(action)
            self._do(EndAdvance())

    def refused(self, why: str) -> None:
        self.error = why

    # ----------------------------------------------------------------- what the screen says
    def say(self, template: str) -> str:
        """A template told in the screen's names, as a line starts."""
        return sentence(tell(template, self.who))

    def hint(self) -> str:
        return scene_words.scene_hint(self)

    def pass_odds(self) -> dict[str, PassOdds]:
        return pass_odds(self.game, self.my_turn)

    def danger(self) -> frozenset[Square]:
        """The squares the defence can land a man on in its three moves, whenever it is your turn
        with the ball, no click needed, worked out again after each move, and kept up after your
        last move until the CPU's first (rush.py)."""
        if self.pause is not None:
            return frozenset()
        if not (rush.shown(self.game, self.humans, self.my_turn) or rush.just_ended(self.game, self.humans)):
            return frozenset()
        return self.rush.of(self.game)

    def kicks(self) -> list[KickOdds]:
        """The kicks the person is about to make, with their odds (kick_odds.py)."""
        if self.pause is not None:
            return []
        kicks = kick_at(self.game, self.humans, self.my_turn)
        if len(kicks) > 1:  # the kick Enter calls first: its odds are the board's tags
            enter = fourth_down_kick(self, self.game.legal_actions())
            kicks.sort(key=lambda kick: kick.what != enter)
        return kicks

    def pass_lines(self) -> list[str]:
        return scene_words.panel_lines(self)

    def lanes(self) -> list[Lane]:
        return lanes(self.game, self.humans, self.my_turn)

    def opening(self) -> Opening | None:
        """Nobody open for a pass: where a receiver steps to get open (get_open.py)."""
        return None if self.pause is not None else opening(self.game, self.humans, self.my_turn)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        scene_marks.help_on_this_moment(self)
        if guide_place.running(self) != self.guided:
            self.resized(self.app.size)  # the guide's row kept, or given back to the field
        surface.fill((22, 30, 26))
        self.buttons, self.greyed = [], []
        held = None
        if self.drag is not None and self.selected is not None and len(self.drag) > 1:
            held = (self.selected, (float(self.drag[-1][1][0]), float(self.drag[-1][1][1])))
        tags = {
            self.game.men[r].square: f"{odds.complete:.0%}" for r, odds in self.pass_odds().items()
        }  # each receiver's chance of a completed pass
        kicks = self.kicks()
        landing = kicks[0].tags() if kicks else {}  # where the ball may come down, and how likely
        fouls = self._fouls()
        self.view.draw(
            surface,
            self.selected,
            self._targets(),
            self.places,
            held,
            tags,
            self.lanes(),
            fouls,
            self.danger(),
            landing,
        )
        scene_marks.cpu_trails(self, surface)  # where the CPU's men went on its last turn
        scene_marks.ring_caught_carrier(self, surface)
        get_open.draw(surface, self.view, self.opening())
        scene_marks.warn_and_die(self, surface)  # moves opening the way to the carrier; the pass's die
        self.guide_room = guide_place.room(self)
        self.count_on_top = not guide_place.over_top(self)
        panel.draw_top(self, surface, self.count_on_top)
        panel.draw_panel(self, surface)
        panel.draw_bottom(self, surface)
        self.view.draw_dice(surface)  # in their box off the field, over the panel's corner if there
        dice.caption(self, surface)  # "Last roll: the kick"
        if self.pause is not None:
            if not self._rolling():  # how the play ended, once the dice show their faces
                strip = strip_rect(self.layout, self.view.field(), self._ball_y())
                self.pause.draw(surface, strip, self.pause.ready(self.view.busy))
        elif self.banner is not None:
            draw_strip(surface, self.banner, strip_rect(self.layout, self.view.field(), self._ball_y()))
        elif self.game.is_over():
            draw_final(surface, self.view.area, self.game, self.say)

    def _ball_y(self) -> float | None:
        return scene_marks.ball_y(self)

"""The pygame application: one window, a stack of scenes, a fixed-timestep loop."""

from __future__ import annotations

import time
import warnings
from collections.abc import Callable

import pygame

from games.core.recording import Recordings, no_recordings

from . import ui
from .choice import KEY_GRACE
from .dialog import Confirm
from .display import display_problem, window_size
from .guide import Guide
from .help import Help
from .loop import FixedStep
from .scene import Scene, SceneStack
from .seeds import Seeds
from .settings import Settings
from .sound import Sounds

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (960, 600)  # every scene is laid out to fit from here up
FRAME_CAP = 60  # frames per second drawn; physics runs at its own fixed rate
NOTE_LIFE = 2.5  # s a word from the kit (why Ctrl+Z did nothing) stays on screen
NOTE_SIZE = 24
GUIDE_SEEN = "guide:"
# Every input a person makes: a question takes them all, so a stray release cannot flick under it.
INPUT = frozenset(
    {
        pygame.KEYDOWN,
        pygame.KEYUP,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEMOTION,
        pygame.MOUSEWHEEL,
    }
)  # the settings' prefix of a guide's name once it was shown


def _hold_minimum_size() -> None:
    """Ask the window system not to let the window shrink below MIN_SIZE. pygame-ce reaches
    the window of its display module only through a call it marks as deprecated (it wants
    programs to move to its Window API); the size it sets is what this program needs."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MIN_SIZE


class NoDisplayError(RuntimeError):
    """No window can be opened on this machine."""


class App:
    """Owns the window and the scenes. ``run()`` is the real loop; ``frame()`` advances one
    frame by a given real-time interval, which is how tests drive it."""

    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        title: str = "tabletop-sim",
        settings: Settings | None = None,
    ) -> None:
        problem = display_problem()
        if problem:
            raise NoDisplayError(problem)
        pygame.display.init()
        size = window_size((max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])), MIN_SIZE)
        try:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error as exc:
            raise NoDisplayError(f"cannot open a window: {exc}") from exc
        _hold_minimum_size()
        pygame.display.set_caption(title)
        self.stack = SceneStack()
        self.clock = FixedStep()
        self.running = True
        self.recordings: Recordings = no_recordings  # the launcher hands in the replays service
        self.settings = settings or Settings.load()
        self.sounds = Sounds(self.settings.muted)
        self.sounds.open()
        ui.set_scale(self.settings.ui_scale)
        self.help = Help()
        self._help_open = False
        self.leaving: Confirm | None = None  # "Leave this game?", asked by the kit for every scene
        self._asked_of: Scene | None = None  # the scene the question is about
        self.guides: dict[int, Guide] = {}  # the guide on show over a scene, by the scene's id
        self.note, self.note_age = "", NOTE_LIFE
        self.seeds = Seeds()  # `tabletop play --seed N` pins the first game's

    def set_ui_scale(self, scale: float) -> None:
        """Text and the kit's panels ``scale`` times their size, remembered in the settings; every
        scene lays itself out again."""
        self.settings.ui_scale = scale
        self.settings.save()
        ui.set_scale(scale)
        for scene in self.stack:
            scene.resized(self.size)

    def new_seed(self) -> int:
        """The seed of a new game opened in this window (games/window/seeds.py)."""
        return self.seeds.new()

    @property
    def help_open(self) -> bool:
        return self._help_open

    @help_open.setter
    def help_open(self, value: bool) -> None:
        if value and not self._help_open:
            self.help.page = 0  # the help opens on its first page, the controls
        self._help_open = value

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def push(self, factory: Callable[[App], Scene]) -> Scene:
        scene = factory(self)
        self.stack.push(scene)
        scene.resized(self.size)
        self._offer_guide(scene)
        return scene

    def back(self) -> None:
        """Leave the top scene; leaving the last one quits."""
        self.leaving = None
        scene = self.stack.pop()
        if scene is not None:
            self.guides.pop(id(scene), None)
            scene.closed()
        if self.stack.top is None:
            self.running = False
        else:
            self.stack.top.resized(self.size)

    def frame(self, elapsed: float, draw: bool = True) -> None:
        """Handle pending events, run the physics steps ``elapsed`` seconds call for, draw (a
        frame nobody will see, ``draw=False``, is not: a scene changes nothing as it draws)."""
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.VIDEORESIZE:
                self.screen = pygame.display.get_surface() or self.screen
                if self.size[0] < MIN_SIZE[0] or self.size[1] < MIN_SIZE[1]:  # a system that let it
                    wanted = (max(self.size[0], MIN_SIZE[0]), max(self.size[1], MIN_SIZE[1]))
                    self.screen = pygame.display.set_mode(wanted, pygame.RESIZABLE)
                if self.stack.top:
                    self.stack.top.resized(self.size)
            elif not self._window_event(event) and self.stack.top:
                self.stack.top.handle_event(event)
        scene = self.stack.top
        if scene is None:
            self.running = False
            return
        if self.leaving is not None and scene is not self._asked_of:
            self.leaving = None  # the scene asked about has gone
        steps = self.clock.advance(elapsed * scene.pace)
        if self.leaving is not None:
            self.leaving.age += steps * self.clock.dt
        if not self.help_open and self.leaving is None:  # the game waits while its help is read
            for _ in range(steps):
                scene.update(self.clock.dt)
            self.note_age += steps * self.clock.dt
        guide = self.guide_of(scene)
        if guide is not None:
            guide.advance()
        if draw:
            self.draw(scene)
            pygame.display.flip()

    def draw(self, scene: Scene) -> None:
        """The scene, and over it what the kit shows: the guide's card, a note, the help, the
        question before leaving."""
        scene.draw(self.screen, self.clock.alpha)
        area = self.screen.get_rect()
        guide = self.guide_of(scene)
        if guide is not None and not self.help_open and self.leaving is None:
            place = scene.guide_strip()
            strip = area.move(0, place) if isinstance(place, int) else place
            guide.draw(self.screen, strip, self.settings.ui_scale)
        if self.note and self.note_age < NOTE_LIFE:
            self._draw_note(scene.note_at())
        if self.help_open:
            self.help.draw(self.screen, scene, guide is not None or scene.guide() is not None)
        if self.leaving is not None:
            self.leaving.draw(self.screen, area)

    def _draw_note(self, at: tuple[int, int] | None = None) -> None:
        """At the bottom of the window, or centred on ``at`` (the scene's choice)."""
        w, h = self.size
        words = ui.fit(self.note, w - 80, NOTE_SIZE)
        box = pygame.Rect(0, 0, ui.text_width(words, NOTE_SIZE) + 40, ui.line_height(NOTE_SIZE) + 20)
        box.midbottom = (w // 2, h - ui.px(70))
        if at is not None:
            box.center = at
        ui.overlay(self.screen, box, 235, ui.ACCENT)
        ui.text(self.screen, words, box.center, NOTE_SIZE, ui.PAPER, "center")

    def say(self, words: str) -> None:
        """A word from the kit, shown for a moment at the bottom of the window."""
        self.note, self.note_age = words, 0.0

    # ----------------------------------------------------------------- the guide
    def _offer_guide(self, scene: Scene) -> None:
        """Show the scene's guide if the player has not yet been shown a guide of its name."""
        guide = scene.guide()
        if guide is not None and self.settings.first_time(GUIDE_SEEN + guide.name):
            self.guides[id(scene)] = guide

    def guide_of(self, scene: Scene) -> Guide | None:
        """The guide on show over ``scene``, while it has a step to show."""
        guide = self.guides.get(id(scene))
        if guide is not None and guide.finished:
            del self.guides[id(scene)]
            # Kept as seen once followed to its end or skipped, not when first shown: a window
            # closed before its guide was read shows it again (a newcomer never saw one).
            self.settings.hint_seen(GUIDE_SEEN + guide.name)
            return None
        return guide

    def show_guide(self, scene: Scene) -> None:
        """Show the scene's guide again, from its first step (F1's G)."""
        guide = scene.guide()
        if guide is not None:
            guide.restart()
            self.guides[id(scene)] = guide

    def _guide_event(self, scene: Scene, event: pygame.event.Event) -> bool:
        guide = self.guide_of(scene)
        if guide is None:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            if event.mod & pygame.KMOD_SHIFT:
                guide.end()
            else:
                guide.skip()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and guide.clicked(event.pos)

    # ----------------------------------------------------------------- leaving
    def leave(self) -> None:
        """Leave the top scene as Esc does: asking first, once, when a game is under way."""
        scene = self.stack.top
        if scene is None or not scene.in_game():
            self.back()
            return
        own = getattr(scene, "leave_words", None)  # a scene may say it in its own words
        detail = (
            own()
            if callable(own)
            else (
                "Your game is saved: open it from Recordings on the menu to go on."
                if scene.game_saved()
                else "Your game will be lost: it is not recorded."
            )
        )
        self._asked_of = scene
        question = getattr(scene, "leave_question", "Leave this game?")  # practice says practice
        self.leaving = Confirm(question, detail, "Leave", self.back, "Play on", grace=KEY_GRACE, safe=True)

    # ----------------------------------------------------------------- keys every scene shares
    def _window_event(self, event: pygame.event.Event) -> bool:
        """The keys every scene shares: help, leaving, the guide, Ctrl+Z and mute. True if the
        event was one of them."""
        scene = self.stack.top
        if scene is None:
            return False
        if self.leaving is not None:  # the question takes every key and click until answered
            if event.type in INPUT and self.leaving.handle_event(event):
                self.leaving = None
            return event.type in INPUT
        if self.help_open:
            return self._help_event(scene, event)
        if self._guide_event(scene, event):
            return True
        if event.type != pygame.KEYDOWN:
            return False
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_F1 or event.unicode == "?":
            self.help_open = True
            return True
        if event.key == pygame.K_ESCAPE and scene.in_game():
            if not scene.call_off():
                self.leave()
            return True
        if event.key == pygame.K_z and ctrl and pygame.K_z not in scene.keys_of_its_own:
            self._undo(scene)
            return True
        owns_m = pygame.K_m in scene.keys_of_its_own
        if event.key == pygame.K_m and (not owns_m or ctrl):
            self.settings.muted = self.sounds.toggle_mute()
            self.settings.save()
            return True
        return False

    def _help_event(self, scene: Scene, event: pygame.event.Event) -> bool:
        """Arrows page the help; G shows the guide again; any other key or click closes it."""
        if event.type == pygame.KEYDOWN:
            if len(self.help.pages(scene, False)) == 1:  # one page: any key closes it
                if event.key == pygame.K_g and scene.guide() is not None:
                    self.show_guide(scene)
                self.help_open = False
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_DOWN):
                self.help.turn(scene, 1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_UP):
                self.help.turn(scene, -1)
                return True
            if event.key == pygame.K_g and scene.guide() is not None:
                self.show_guide(scene)
            self.help_open = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.help_open = False  # a click closes the help, and does nothing else
            return True
        return False

    def _undo(self, scene: Scene) -> None:
        if scene.undoable():
            scene.undo()
            self.say("Taken back: your last choice")
        else:
            self.say(scene.undo_refused())

    def run(self) -> None:
        cap = pygame.time.Clock()
        last = time.perf_counter()
        try:
            while self.running:
                now = time.perf_counter()
                self.frame(now - last)
                last = now
                cap.tick(FRAME_CAP)
        finally:
            self.stack.clear()  # every scene lets go of what it holds
            self.sounds.close()
            pygame.display.quit()

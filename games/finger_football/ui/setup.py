"""Before a Finger Football game: its length, the aim help, the hand and the opponent. A short game
is one quarter of 20 plays (the rulebook's game is four, 80 plays: long for a first game); the length is
chosen with the two buttons at the top (or L), the aim help with the three below them (or A: an
estimate of where a flick stops by default, the exact stop, or only the way), the hand with the three
below (or H: hand.py, a club player's by default), the opponent with a
button or its number, as on every choice; the mat with the button under the aim help (or O): the
shipped mat, or a mat saved from the mat editor, by its name. The length is the player's last
choice (remembered in the settings), the short game until the player chooses the full one."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from games.finger_football.players.levels import LEVELS, level_words
from games.finger_football.rules.actions import Options, Team
from games.finger_football.saved_mats import is_shipped, saved_mats, shown_name
from games.finger_football.ui.flick_input import (
    AIM_HELPS,
    ESTIMATE,
    aim_help_name,
    aim_help_words,
    next_aim_help,
)
from games.finger_football.ui.game_scene import GameScene
from games.finger_football.ui.hand import GAME_HAND, HANDS, hand_short, hand_words, next_hand
from games.window import ui
from games.window.choice import ChoiceScene
from games.window.scene import Host, Scene
from sim.slider import mat as mats
from sim.slider.mat import Mat

FIRST_GAME = "finger-football/first-game"  # the settings' note that a game was started here
FULL_CHOSEN = "finger-football/full-game"  # the settings' note that the player last chose the full game
SHORT, FULL = "Short game: 1 quarter", "Full game: 4 quarters"
WORDS = 17  # the size of the line under each opponent
# The mat the game comes with, by its own name everywhere: the setup, the mat editor ("the default
# mat") and the recordings alike (it was "standard" here, "the shipped mat" there: play-test).
STANDARD = mats.default().name


def hand_button(hand: str) -> str:
    """A hand's button, by what it does as the title bar says it ("Hand: club" was jargon:
    play-test): "Steady hand", "Strays a little", "Strays a lot"."""
    short = hand_short(hand)
    return "Steady hand" if short == "steady" else short[:1].upper() + short[1:]


def game_options(short: bool) -> Options:
    """The rulebook's options, one quarter long for a short game."""
    return replace(Options(), quarters=1) if short else Options()


class GameSetup(ChoiceScene):
    """Choose the game's length (a short game of one quarter, or the rulebook's four) and the
    opponent: the CPU at a skill, or a friend at the same mouse. Each game opened draws a fresh
    seed unless ``seed`` pins it."""

    def __init__(self, app: Host, mat: Mat | None = None, seed: int | None = None) -> None:
        self.short = app.settings.first_time(FULL_CHOSEN)  # the last choice; the short game at first
        self.seed = seed
        # The mats on offer: the one the window was opened on (the shipped mat by default), then
        # the mats saved in the data folder, by their names.
        self.mats: list[Mat | None] = [mat, *(m.mat for m in saved_mats() if m.mat != mat)]
        self.mat_index = 0
        self.mat_button = ui.Button("", pygame.Rect(0, 0, 1, 1))
        self.aim_help = ESTIMATE
        self.hand = GAME_HAND  # the noise a person's flick goes through (hand.py; H changes it)
        choices: list[tuple[str, Callable[[Host], Scene]]] = [
            (f"Play the CPU: {level}", self._game(frozenset({Team.RED}), level)) for level in LEVELS
        ]  # the weakest first: a first game's opponent is the first button (and the key 1)
        choices.append(("Hot-seat: two players at one mouse", self._game(frozenset(Team), "club")))
        super().__init__(app, "Finger Football", "", choices)
        self.lengths: list[ui.Button] = []
        self.helps: list[ui.Button] = []  # the aim help's three buttons
        self.hands: list[ui.Button] = []  # the hand's three buttons
        self.hand_words_at = (0, 0)
        self.help_words_at = (0, 0)

    @property
    def mat(self) -> Mat | None:
        return self.mats[self.mat_index]

    def _mat_words(self) -> str:
        more = f" · {self.mat_index + 1} of {len(self.mats)} (O: next)" if len(self.mats) > 1 else ""
        name = STANDARD if self.mat is None or is_shipped(self.mat) else shown_name(self.mat)
        return f"Mat: {name}{more}"

    def _set_short(self, short: bool) -> None:
        """The length chosen, remembered for the next visit."""
        self.short = short
        seen = self.app.settings.hints_seen
        before = set(seen)
        (seen.discard if short else seen.add)(FULL_CHOSEN)
        if seen != before:
            self.app.settings.save()

    def _game(self, humans: frozenset[Team], skill: str) -> Callable[[Host], Scene]:
        def make(app: Host) -> Scene:
            app.settings.hint_seen(FIRST_GAME)
            seed = app.new_seed() if self.seed is None else self.seed
            options = game_options(self.short)
            return GameScene(
                app, humans, skill, self.mat, seed, options=options, aim_help=self.aim_help, hand=self.hand
            )

        return make

    @property
    def subtitle_words(self) -> str:
        if self.short:
            return "A short game: one quarter of 20 plays (L: the full game)"
        return "The full game: 4 quarters of 20 plays, by the rulebook (L: a short game)"

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        w = size[0]
        width = min(w - 80, ui.px(520))
        half = (width - 12) // 2
        short = size[1] < ui.px(760)  # a small window, or a large UI scale: closer rows
        top, tall = ui.px(172), ui.px(36 if short else 44)
        left = (w - width) // 2
        self.lengths = [
            ui.Button(SHORT, pygame.Rect(left, top, half, tall)),
            ui.Button(FULL, pygame.Rect(left + width - half, top, half, tall)),
        ]
        third = (width - 24) // 3
        row = top + tall + ui.px(12)
        self.helps = [
            ui.Button(f"Aim: {aim_help_name(name)}", pygame.Rect(left + i * (third + 12), row, third, tall))
            for i, name in enumerate(AIM_HELPS)
        ]
        self.help_words_at = (w // 2, row + tall + ui.px(4))
        row += tall + ui.px(8) + ui.line_height(20) + ui.px(6)
        self.hands = [
            ui.Button(hand_button(name), pygame.Rect(left + i * (third + 12), row, third, tall))
            for i, name in enumerate(HANDS)
        ]
        self.hand_words_at = (w // 2, row + tall + ui.px(4))
        mat_top = row + tall + ui.px(8) + ui.line_height(20) + ui.px(6)
        self.mat_button = ui.Button(self._mat_words(), pygame.Rect(left, mat_top, width, tall))
        first = mat_top + tall + ui.px(12)
        self._place_opponents(size, first, left, width)

    def _place_opponents(self, size: tuple[int, int], first: int, left: int, width: int) -> None:
        """The opponents below, each CPU's button with one line under it saying what that level
        is like: one column if it fits, else the CPUs two by two and hot-seat under them."""
        words = ui.line_height(WORDS)
        room = size[1] - ui.px(16) - first
        places = [(0, i) for i in range(len(self.buttons))]
        if room // max(1, len(self.buttons)) < ui.px(30) + words + ui.px(6):
            cpus = len(self.buttons) - 1  # the last is the hot-seat
            places = [(i % 2 + 1, i // 2) for i in range(cpus)] + [(0, (cpus + 1) // 2)]
            wider = min(size[0] - 40, ui.px(900))  # two to a row: the window's width, for the words
            left, width = (size[0] - wider) // 2, wider
        rows = max(row for _, row in places) + 1
        pitch = min(ui.px(62), room // rows)
        half = (width - 12) // 2
        for (column, row), button in zip(places, self.buttons, strict=True):
            x, wide = (left, width) if column == 0 else (left + (column - 1) * (half + 12), half)
            tall = min(ui.px(54), pitch - ui.px(6) - words)
            button.rect = pygame.Rect(x, first + row * pitch, wide, tall)

    def controls(self) -> list[tuple[str, str]]:
        return [
            ("L", "a short game (1 quarter) or the full game (4)"),
            (
                "G",
                "aim help: an estimate of where a flick stops, where a steady flick stops, or only the way",
            ),
            ("H", "your hand: steady, strays a little (as the CPU's do) or strays a lot"),
            ("O", f"the next mat: the {STANDARD.lower()}, or one saved from the mat editor"),
            *super().controls(),
        ]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self._set_short(not self.short)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_o:
            self.mat_index = (self.mat_index + 1) % len(self.mats)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_g, pygame.K_a):  # G as in play
            self.aim_help = next_aim_help(self.aim_help)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.hand = next_hand(self.hand)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, button in enumerate(self.lengths):
                if button.hit(event.pos):
                    self._set_short(i == 0)
                    return
            if self.mat_button.hit(event.pos):
                self.mat_index = (self.mat_index + 1) % len(self.mats)
                return
            for name, button in zip(AIM_HELPS, self.helps, strict=True):
                if button.hit(event.pos):
                    self.aim_help = name
                    return
            for name, button in zip(HANDS, self.hands, strict=True):
                if button.hit(event.pos):
                    self.hand = name
                    return
        super().handle_event(event)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.subtitle = self.subtitle_words
        super().draw(surface, alpha)
        marked = [((i == 0) == self.short, b) for i, b in enumerate(self.lengths)]
        marked += [(name == self.aim_help, b) for name, b in zip(AIM_HELPS, self.helps, strict=True)]
        marked += [(name == self.hand, b) for name, b in zip(HANDS, self.hands, strict=True)]
        self.mat_button.label = ui.fit(self._mat_words(), self.mat_button.rect.width - 24, 24)
        marked.append((False, self.mat_button))  # a choice of its own, never 'chosen'
        for chosen, button in marked:
            button.draw(surface, hover=chosen, size=24)
            if chosen:
                pygame.draw.rect(surface, ui.ACCENT, button.rect.inflate(6, 6), width=2, border_radius=10)
        words = f"Aim help (G): {aim_help_words(self.aim_help)}"
        w = surface.get_width()
        ui.text(surface, ui.fit(words, w - 40, 20), self.help_words_at, 20, ui.MUTED, "midtop")
        words = f"Your hand (H): {hand_words(self.hand)}"
        ui.text(surface, ui.fit(words, w - 40, 20), self.hand_words_at, 20, ui.MUTED, "midtop")
        for level, button in zip(LEVELS, self.buttons, strict=False):
            line = ui.fit(level_words(level), button.rect.width, WORDS)
            ui.text(surface, line, (button.rect.centerx, button.rect.bottom + 1), WORDS, ui.MUTED, "midtop")

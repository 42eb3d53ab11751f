"""The mat's name being typed: the old name is there, selected, so the first letter typed
replaces it (Backspace edits it instead; Ctrl+A selects it all again, and Backspace then clears
it); Enter keeps the name and Esc gives it up."""

from __future__ import annotations

import pygame

from games.window import ui

LONGEST = 40  # characters: a name that fits the title, the replay list and a printed mat


class NameEntry:
    def __init__(self, name: str) -> None:
        self.text = name
        self.kept: str | None = None  # the name, once Enter kept it
        self.over = False  # Enter or Esc ended the typing
        self.selected = True  # the old name, whole: the first letter typed replaces it
        self.all_chosen = False  # selected by Ctrl+A (Backspace then clears it)

    def key(self, event: pygame.event.Event) -> None:
        """One key press (its ``unicode``, as typed on the person's keyboard)."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.kept, self.over = self.text.strip(), True
        elif event.key == pygame.K_ESCAPE:
            self.over = True
        elif event.key == pygame.K_a and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.selected = self.all_chosen = True  # Ctrl+A: the whole name, replaced by what is typed
        elif event.key == pygame.K_BACKSPACE:
            cleared = self.selected and self.all_chosen  # after Ctrl+A, Backspace clears it all
            self.text, self.selected = ("" if cleared else self.text[:-1]), False
        elif event.unicode and event.unicode.isprintable() and len(self.text) < LONGEST:
            self.text = event.unicode if self.selected else self.text + event.unicode
            self.selected = self.all_chosen = False


def draw(s: pygame.Surface, entry: NameEntry, head: str, at: tuple[int, int], width: int, size: int) -> None:
    """The title while naming: ``head`` lit, then the name (boxed while the old one is selected,
    else with a caret)."""
    x, y = at
    ui.text(s, head, (x, y), size, ui.ACCENT)
    x += ui.text_width(head, size)
    words = ui.fit(entry.text + ("" if entry.selected else "|"), width - x, size)
    if entry.selected:
        pygame.draw.rect(
            s, (60, 90, 140), pygame.Rect(x, y, ui.text_width(words, size) + 4, ui.line_height(size))
        )
    ui.text(s, words, (x + 2, y), size, ui.PAPER)

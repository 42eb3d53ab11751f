"""The guide's strip at every text scale: the step count, the skip button and its label each in
their place, none over another (at 1.25 and 1.5 the button covered "Step N of 6": play-test)."""

import pygame
import pytest

from games.window import ui
from games.window.guide import Guide, Step

WORDS = "Set your formation: drag your men onto the squares behind the line, then press Ready"


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_the_count_and_the_skip_button_never_overlap(scale: float) -> None:
    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    guide = Guide("strip", [Step(WORDS, lambda: False) for _ in range(6)])
    area = pygame.Rect(0, 0, 1280, 720)
    with ui.recording() as boxes:
        guide.draw(surface, area, scale)
    card = guide.card(area, scale)
    count = next(b.rect for b in boxes if b.words.startswith("Step 1 of 6"))
    label = next(b.rect for b in boxes if b.words.startswith("Skip guide"))
    assert guide.skip_button is not None
    button = guide.skip_button.rect
    assert not count.colliderect(button)
    assert card.contains(count) and card.contains(button) and button.contains(label)
    pygame.display.quit()

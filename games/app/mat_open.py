"""The mat editor's list of mats to open: on opening the editor (when mats have been saved) a new
mat or one of the saved mats, by name; in the editor (O) one of the saved mats. A button each, or
its number; Esc goes back."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import pygame

from games.finger_football.saved_mats import file_name, mats_folder, saved_mats
from games.window import ui
from games.window.choice import ChoiceScene
from games.window.scene import Host, Scene
from sim.slider import mat as mats
from sim.slider.mat import Mat

SHOWN = 7  # the mats listed: the buttons that fit the window at every text size
LABEL_SIZE = 30  # a row's words, made smaller (to 16) before they would be cut
NEW = "A new mat, from the default mat"


@dataclass(frozen=True, slots=True)
class Chosen:
    mat: Mat
    path: Path
    follows_name: bool  # its file is named after its name (and follows it when renamed)
    own: bool  # ``path`` holds this mat already


def new_mat(folder: Path | None = None) -> Chosen:
    """The default mat as a new mat, named 'My mat' (or 'My mat 2', ...: the first whose file is free)."""
    folder = folder or mats_folder()
    for k in range(1, 1000):
        name = "My mat" if k == 1 else f"My mat {k}"
        path = folder / file_name(name)
        if not path.exists():
            return Chosen(replace(mats.default(), name=name), path, True, False)
    raise OSError(f"no free mat name in {folder}")


OPEN_NOW = " · open now"  # the mat the editor has open, marked in the list


def choices(new: bool, current: Path | None = None) -> list[tuple[str, Callable[[], Chosen]]]:
    """The mats to open; ``current``'s (the file the editor has open) marked "open now"."""
    found = [
        (
            f"{m.name} ({m.path.name}){OPEN_NOW if current is not None and _same(m.path, current) else ''}",
            (lambda m=m: Chosen(m.mat, m.path, m.path.name == file_name(m.name), True)),
        )
        for m in saved_mats()
    ]
    head: list[tuple[str, Callable[[], Chosen]]] = [(NEW, lambda: new_mat())] if new else []
    return head + found[: SHOWN - len(head)]


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b


class MatList(ChoiceScene):
    """A chooser whose pick is handed to ``then`` (which gives the scene to show)."""

    def __init__(
        self,
        app: Host,
        title: str,
        then: Callable[[Host, Chosen], Scene],
        new: bool,
        current: Path | None = None,
    ) -> None:
        listed = choices(new, current)
        self.chosen = [make for _, make in listed]
        self.then = then
        more = len(saved_mats()) - (len(listed) - (1 if new else 0))
        subtitle = "Saved mats, by name" + (f" ({more} more in {mats_folder()})" if more > 0 else "")
        if not listed:
            subtitle = f"No mat saved yet in {mats_folder()} (Esc: back)"
        offered = [(label, self._make(i)) for i, (label, _) in enumerate(listed)]
        super().__init__(app, title, subtitle, offered)

    def resized(self, size: tuple[int, int]) -> None:
        """Buttons as wide as the window allows (at 520 px "Tight Red Zone (tight-red-zone.toml)
        · open now" was cut: play-test 6/10)."""
        super().resized(size)
        width = min(size[0] - 80, ui.px(900))
        top = ui.px(200)  # as the chooser lays them out, closer together where they would not fit
        pitch = min(ui.px(70), (size[1] - 10 - top) / max(1, len(self.buttons)))
        tall = min(ui.px(54), round(pitch) - 6)
        for k, button in enumerate(self.buttons):
            button.rect.update((size[0] - width) // 2, round(top + k * pitch), width, tall)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """As the chooser draws it, each row lit under the pointer, its words whole: smaller
        before they would be cut."""
        surface.fill(self.background)
        w = surface.get_width()
        ui.text(surface, ui.fit(self.title, w - 40, 64), (w / 2, ui.px(60)), 64, ui.PAPER, "midtop")
        ui.text(surface, ui.fit(self.subtitle, w - 40, 28), (w / 2, ui.px(126)), 28, ui.MUTED, "midtop")
        mouse = pygame.mouse.get_pos()
        for i, button in enumerate(self.buttons):
            size = LABEL_SIZE
            room = button.rect.width - 2 * (ui.text_width(str(i + 1), size - 6) + 16) - 8
            while size > 16 and (
                ui.text_width(button.label, size) > room or ui.line_height(size) > button.rect.height - 4
            ):
                size -= 2
                room = button.rect.width - 2 * (ui.text_width(str(i + 1), size - 6) + 16) - 8
            button.draw(surface, button.hit(mouse), size=size, key=str(i + 1))

    def _make(self, index: int) -> Callable[[Host], Scene]:
        return lambda app: self.then(app, self.chosen[index]())

    def choose(self, index: int) -> None:
        factory = self.choices[index][1]
        self.app.back()
        top = self.app.stack.top
        scene = factory(self.app)
        if scene is not top:  # the editor that asked loads the mat itself; a new editor is shown
            self.app.push(lambda _app: scene)


def choose(
    app: Host, then: Callable[[Host, Chosen], Scene], title: str, new: bool, current: Path | None = None
) -> None:
    """The list of mats to open; ``current``: the file open now (marked in the list)."""
    app.push(lambda a: MatList(a, title, then, new, current))

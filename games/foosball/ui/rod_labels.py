"""Each rod named on the table as the player sees it, beside its handle: your goalie, your
defence (2-man), your midfield (5-man), your attack (3-man), and the CPU's (play-test 5: "midfield
rod, defence rod, attack rod are never explained"), in practice and in a game. Small muted words
outside the walls, clear of the handles and of the ball waiting at a service hole."""

from __future__ import annotations

import pygame

from games.foosball.ui.view import HANDLE_WIDTH, TableView
from games.window import ui
from sim.foosball.spec import RodSpec, Side

SIZE = 14
ROLE_WORDS = {
    "goalie": ("goalie", ""),
    "defence": ("defence", "rod, 2 men"),
    "midfield": ("midfield", "rod, 5 men"),
    "attack": ("attack", "rod, 3 men"),
}
GAP = 4  # px between a handle and its words
HOLE_ROOM = 0.06  # m either side of midfield kept clear (the ball waits at the service hole)


OWNERS = {Side.HOME: "your", Side.AWAY: "CPU's"}
HOT_SEAT = {Side.HOME: "player 1's", Side.AWAY: "player 2's"}


def rod_words(role: str, team: Side, cpu_on: bool, owners: dict[Side, str] = OWNERS) -> tuple[str, str]:
    """The two lines naming a rod: whose and what, then how many figures."""
    name, figures = ROLE_WORDS.get(role, (role, ""))
    return f"{owners[team]} {name}", figures


def _sides(rods: list[RodSpec]) -> dict[int, float]:
    """Which side of its handle each rod's words go: away from the service hole at midfield."""
    return {r.index: -1.0 if -HOLE_ROOM - 0.1 < r.x < 0.0 else 1.0 for r in rods}


def _room(rod: RodSpec, rods: list[RodSpec], sides: dict[int, float], view: TableView) -> float:
    """The pixels ``rod``'s words may take: up to the next handle of its team on that side, or
    half way when that handle's words point back into the same gap (two labels, one gap)."""
    side = sides[rod.index]
    spec = view.table.spec
    gaps = []
    for r in rods:
        gap = (r.x - rod.x) * side
        if r.team == rod.team and gap > 0:
            gaps.append(gap / 2 if sides[r.index] == -side else gap)
    room = min([*gaps, 2 * abs(spec.rods[1].x - spec.rods[0].x)]) * view.scale
    return room - HANDLE_WIDTH * view.scale - 2 * GAP


def _fitting(choices: tuple[str, ...], room: float) -> str:
    """The first wording that fits ``room`` whole; the last, cut, when none does."""
    for words in choices:
        if ui.text_width(words, SIZE) <= room:
            return words
    return ui.fit(choices[-1], max(1, int(room)), SIZE)


def draw_rod_labels(
    surface: pygame.Surface, view: TableView, cpu_on: bool, owners: dict[Side, str] = OWNERS
) -> None:
    spec = view.table.spec
    rods = list(spec.rods)
    sides = _sides(rods)
    edge = spec.half_width + spec.wall_thickness
    step = ui.line_height(SIZE) + 1  # a line with tall letters is a pixel taller than "Hg"
    for rod in rods:
        toward = -1.0 if rod.team == Side.HOME else 1.0
        side = sides[rod.index]
        room = _room(rod, rods, sides, view)
        cx, wall = view.to_screen(rod.x + side * HANDLE_WIDTH / 2, toward * edge)
        x = cx + side * GAP
        # The words start just off the wall, going outward, so none lies on the table.
        top = wall + GAP if rod.team == Side.HOME else wall - GAP - 2 * step
        anchor = "topleft" if side > 0 else "topright"
        first, second = rod_words(rod.role, rod.team, cpu_on, owners)
        name = ROLE_WORDS.get(rod.role, (rod.role, ""))[0]
        line = ui.text(surface, _fitting((first, name), room), (x, top), SIZE, ui.MUTED, anchor)
        if second:
            short = second.removeprefix("rod, ")
            ui.text(surface, _fitting((second, short), room), (x, line.bottom), SIZE, ui.MUTED, anchor)

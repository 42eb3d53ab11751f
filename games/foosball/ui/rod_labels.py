"""Each rod named on the table as the player sees it, beside its handle: your goalie, your
defence (2-man), your midfield (5-man), your attack (3-man), and the CPU's (play-test 5: "midfield rod,
defence rod, attack rod are never explained"). Small muted words outside the walls, clear of the handles and
of the ball waiting at a service hole."""

from __future__ import annotations

import pygame

from games.foosball.ui.view import HANDLE_LENGTH, HANDLE_WIDTH, TableView
from games.window import ui
from sim.foosball.spec import Side

SIZE = 14
ROLE_WORDS = {
    "goalie": ("goalie", ""),
    "defence": ("defence", "rod, 2 men"),
    "midfield": ("midfield", "rod, 5 men"),
    "attack": ("attack", "rod, 3 men"),
}
GAP = 4  # px between a handle and its words
HOLE_ROOM = 0.06  # m either side of midfield kept clear (the ball waits at the service hole)


def rod_words(role: str, team: Side, cpu_on: bool) -> tuple[str, str]:
    """The two lines naming a rod: whose and what, then how many figures."""
    name, figures = ROLE_WORDS.get(role, (role, ""))
    owner = "your" if team == Side.HOME else "CPU's"
    return f"{owner} {name}", figures


def draw_rod_labels(surface: pygame.Surface, view: TableView, cpu_on: bool) -> None:
    spec = view.table.spec
    outside = spec.half_width + spec.wall_thickness + HANDLE_LENGTH / 2
    for rod in spec.rods:
        toward = -1.0 if rod.team == Side.HOME else 1.0
        # Beside the handle, on the side away from the service hole at midfield.
        side = -1.0 if -HOLE_ROOM - 0.1 < rod.x < 0.0 else 1.0
        # Up to the next handle on the same side of the table (two rods on, at most).
        ahead = [abs(r.x - rod.x) for r in spec.rods if r.team == rod.team and (r.x - rod.x) * side > 0]
        room = min([*ahead, 2 * abs(spec.rods[1].x - spec.rods[0].x)]) * view.scale
        room -= HANDLE_WIDTH * view.scale + 2 * GAP
        cx, cy = view.to_screen(rod.x + side * HANDLE_WIDTH / 2, toward * outside)
        x = cx + side * GAP
        anchor_top, anchor_bottom = ("topleft", "bottomleft") if side > 0 else ("topright", "bottomright")
        first, second = rod_words(rod.role, rod.team, cpu_on)
        colour = ui.MUTED
        ui.text(surface, ui.fit(first, max(20, int(room)), SIZE), (x, cy), SIZE, colour, anchor_bottom)
        if second:
            ui.text(surface, ui.fit(second, max(20, int(room)), SIZE), (x, cy), SIZE, colour, anchor_top)

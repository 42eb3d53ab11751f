"""The coin toss, seen: a coin over the middle of the mat spins in the air, lands on the winner's
face (the team's colour and name) and stays a moment. A newcomer pressed "Toss the coin" and saw
only the panel's words change: no coin. The toss itself is the game's seeded generator's; this
only draws it. While the coin is in the air the CPU waits and no button is offered (a choice
before it landed answered a toss not yet seen). Functions of the game scene (game_scene.py),
named and not imported: they read it and draw."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from games.finger_football.rules.actions import Event, LogKind, Phase, Team
from games.finger_football.ui.game_panel import TEAM_COLOUR
from games.window import ui

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

FLIGHT = 0.9  # s in the air
LANDED = 1.5  # s shown landed, then gone (or sooner, once the winner has chosen)
HALF_TURNS = 5  # odd: it lands on the face opposite the one it showed first
RADIUS = 56  # px at the player's UI scale
HOP = 60  # px: how high it rises over the mat
READ = 1.0  # s the landed face is seen before the CPU, if it won, chooses (its choice ends the toss)
RIM = (235, 200, 90)
SHADOW = (24, 70, 36)


@dataclass(slots=True)
class Coin:
    """A toss on show: its winner and how long ago it was tossed."""

    winner: Team
    t: float = 0.0

    @property
    def in_the_air(self) -> bool:
        return self.t < FLIGHT


def tossed(scene: GameScene, events: list[Event]) -> None:
    """A toss just ruled: its coin goes up (the CPU's next move waits for it to land)."""
    toss = next((e for e in events if e.kind == LogKind.TOSS and e.team is not None), None)
    if toss is not None and toss.team is not None:
        scene.coin = Coin(toss.team)
        scene.wait = max(scene.wait, FLIGHT + READ)


def in_the_air(scene: GameScene) -> bool:
    coin: Coin | None = getattr(scene, "coin", None)
    return coin is not None and coin.in_the_air


def update(scene: GameScene, dt: float) -> None:
    coin: Coin | None = scene.coin
    if coin is None:
        return
    coin.t += dt
    if coin.t >= FLIGHT + LANDED or scene.game.phase != Phase.TOSS_CHOICE:
        scene.coin = None


def face(team: Team, humans: frozenset[Team]) -> tuple[str, str]:
    """The words on a team's face: its name, and who it is to the people at the window."""
    if len(humans) == 1:
        return team.label.upper(), "you" if team in humans else "CPU"
    return team.label.upper(), ""


def draw(scene: GameScene, s: pygame.Surface) -> None:
    """The coin over the mat's middle: spinning (its width the turn's cosine, its faces taking
    turns) as it rises and falls, then flat on the winner's face."""
    coin: Coin | None = scene.coin
    if coin is None:
        return
    mat: pygame.Rect = scene.view.mat_rect
    r = ui.px(RADIUS)
    k = min(1.0, coin.t / FLIGHT)
    angle = HALF_TURNS * math.pi * k
    shown = coin.winner if math.floor(angle / math.pi + 0.5) % 2 == HALF_TURNS % 2 else coin.winner.other
    width = max(2, round(2 * r * abs(math.cos(angle))))
    centre = (mat.centerx, round(mat.centery - ui.px(HOP) * math.sin(math.pi * k)))
    shadow = pygame.Rect(0, 0, round(1.6 * r), round(0.4 * r))
    shadow.center = (mat.centerx, mat.centery + r)
    pygame.draw.ellipse(s, SHADOW, shadow)
    disk = pygame.Rect(0, 0, width, 2 * r)
    disk.center = centre
    pygame.draw.ellipse(s, RIM, disk)
    pygame.draw.ellipse(s, TEAM_COLOUR[shown], disk.inflate(-8, -8) if width > 10 else disk)
    if coin.in_the_air:
        return
    ui.note(ui.Kind.OVERLAY, disk)  # its words are on the coin, over the mat as a card's are
    name, who = face(shown, scene.humans)
    ui.text(s, name, (centre[0], centre[1] - (6 if who else 0)), 26, ui.PAPER, "center")
    if who:
        ui.text(s, who, (centre[0], centre[1] + 20), 18, ui.PAPER, "center")

"""The beginner: the CPU a newcomer's first game is played against (players/levels.py).

It stands for a person new to the game: one who aims sensibly but imprecisely. Play-testers saw
the old beginner (the novice's spreads times 1.5, drawn without limit) fly touchdown tries out of
the back of the endzone and off the mat: flicks no person makes, and they read as random. So:

* its plan is a safe one: a touchdown try aims just past the goal line (short of it only loses
  the down; off the back is a touchback, the ball lost), shorter still from far off so that its
  hardest stray stays on the mat, and a circle at its near half;
* its hand strays more in power than in way (a person judges a line better than a distance):
  the slide's length by 42% (the novice's 30% times 1.4), the way by 8 degrees (14% of the
  length across);
* no stray is absurd: each of its three draws is held within ``LIMIT`` spreads, so a flick never
  goes more than 1.63 times as far as meant nor turns aside by more than 12 degrees.

It stays beatable through its misses, short ones more than long ones. Measured (1-quarter games,
60 seeds, against the newcomer of docs/rules/finger_football.md): the newcomer wins 23 (26 against
the old beginner); 22% of its touchdown tries go off the back of the mat (35% before).
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np

from games.finger_football.players.bot import Bot, _flick
from games.finger_football.rules.actions import Call, PlayKind, Target, Team
from games.finger_football.rules.engine import FingerFootball, FlickRequest
from sim.geometry import Pose
from sim.inverse import flick_to
from sim.kick import KickRange
from sim.noise import SKILLS, Skill
from sim.slider.friction import FrictionModel
from sim.slider.mat import Half
from sim.slider.table import MAX_SPEED, Flick

BEGINNER = "beginner"
SPEED_SPREAD = 1.4  # its speed's spread, as a multiple of the novice's
WAY_SPREAD = 1.6  # its direction's (8 degrees): still a narrower miss than its 42% on length
TWIST_SPREAD = 1.5  # unintended spin, and each of the kick's three spreads
LIMIT = 1.5  # no draw strays further than this many spreads: never an absurd flick
CIRCLE_SHORT = 0.5  # of a circle's reach: how far short of its centre a run or a pass aims
# On 4th down this far out or more (yards to the goal line) it kicks the field goal: its touchdown
# tries from there stop short most of the time (measured, 60 seeded tries: 27% score from 20 yd
# out, 45% from 12, 63% from 8), and play-testers watched it take four short tries in a row.
KICK_FROM = 10.0
CHOICE_SALT = 0x42454749  # its choice of circle: a stream apart from its hand's
# Expected points: circles this near the best are all sensible picks (at its own 25: its own 45,
# the opponent's 45 or either 30; 0.5 let in circles that cost it 4 points a game, measured).
CLOSE_ENOUGH = 0.1


def beginner_skill() -> Skill:
    """Its spreads: the novice's, widened more on speed than on direction."""
    s = SKILLS["novice"]
    return dataclasses.replace(
        s,
        name=BEGINNER,
        speed_sd=s.speed_sd * SPEED_SPREAD,
        angle_sd=s.angle_sd * WAY_SPREAD,
        spin_sd=s.spin_sd * TWIST_SPREAD,
        kick_speed_sd=s.kick_speed_sd * TWIST_SPREAD,
        kick_elevation_sd=s.kick_elevation_sd * TWIST_SPREAD,
        kick_aim_sd=s.kick_aim_sd * TWIST_SPREAD,
    )


class Beginner(Bot):
    """The novice's choices with a beginner's safe plan and bounded hand (the module's doc)."""

    def __init__(self, skill: Skill, rng: np.random.Generator, kick_range: KickRange) -> None:
        super().__init__(skill, rng, kick_range)
        self._choices: np.random.Generator | None = None  # its picks among near-equal circles

    def _call(self, game: FingerFootball) -> Call:
        """The bot's call, but a field goal on 4th down from KICK_FROM yards out or more."""
        call = super()._call(game)
        team, los = game.offense, game.los
        if call != Call.TOUCHDOWN or game.down < 4 or team is None or los is None:
            return call
        to_goal = 100.0 - game.field.own_yards(los[0], game.direction(team))
        kick = any(getattr(a, "call", None) == Call.FIELD_GOAL for a in game.legal_actions())
        return Call.FIELD_GOAL if kick and to_goal >= KICK_FROM else call

    def _best_target(self, game: FingerFootball) -> Target:
        """One of the circles worth nearly the best, drawn from its seeded generator: a person
        does not pick the same circle every time (it always picked Zone 1's middle run)."""
        values = self.target_values(game)
        top = max(values.values())
        near = sorted((t for t, v in values.items() if v >= top - CLOSE_ENOUGH), key=lambda t: -values[t])
        if self._choices is None:  # a stream of its own, from the game's seed: the hand's draws
            self._choices = np.random.default_rng([CHOICE_SALT, game.seed])  # stay as they were
        return near[int(self._choices.integers(len(near)))]

    def _touchdown_depth(self, game: FingerFootball) -> float:
        """Just wholly past the goal line: its misses fall short, not off the back."""
        f, slider = game.mat.field, game.mat.slider
        return f.line_width + slider.length / 2.0

    def _aim_box(
        self, game: FingerFootball, team: Team, target: Target, start: Pose
    ) -> tuple[tuple[float, float], float, float]:
        aim, along, across = super()._aim_box(game, team, target, start)
        dx, dy = aim[0] - start.x, aim[1] - start.y
        distance = math.hypot(dx, dy)
        if distance <= 1e-9:
            return aim, along, across
        if target.kind == PlayKind.TOUCHDOWN:
            short = distance - self._safe_reach(game, team, start, distance)
        else:
            short = min(CIRCLE_SHORT * along, 0.5 * distance)  # the near half of the circle
        return (aim[0] - short * dx / distance, aim[1] - short * dy / distance), along, across

    def _safe_reach(self, game: FingerFootball, team: Team, start: Pose, distance: float) -> float:
        """How far it flicks a touchdown try aimed ``distance`` away: shortened so that its
        hardest stray still stops on the mat (off the back is the ball lost; short only the
        down), though never short of resting wholly past the goal line."""
        f, slider = game.mat.field, game.mat.slider
        goal = 0.0 if game.attacked_half(team) == Half.HOME else f.length
        to_goal = abs(goal - start.x)  # along the field: the try is aimed straight up it
        past_goal = to_goal + f.line_width + slider.length / 2.0
        to_edge = to_goal + f.endzone + f.margin - slider.length / 2.0
        hardest = 1.0 + 2.0 * self.skill.speed_sd * LIMIT  # the longest stray, as a share
        return max(past_goal, min(distance, to_edge / hardest))

    def flick(self, game: FingerFootball, request: FlickRequest) -> Flick:
        """Aimed as the bot aims (its safe plan), spoiled by a bounded stray."""
        aim = self._flick_aim(game, request)
        friction = FrictionModel(game.mat.mu, game.mat.slider.friction_radius)
        speed, direction = flick_to(friction, request.start, aim)
        z = np.clip(self.rng.standard_normal(3), -LIMIT, LIMIT)  # three draws, as the bot's
        s = self.skill
        # A person misjudges the distance, not the speed: the slide's length strays by twice the
        # speed's spread (a slide goes as the square of the speed), so its estimates still hold.
        speed *= math.sqrt(max(0.0, 1.0 + 2.0 * s.speed_sd * z[0]))
        speed = min(speed, 0.95 * MAX_SPEED)
        return _flick(game, request.start, speed, direction + s.angle_sd * z[1], s.spin_sd * z[2])

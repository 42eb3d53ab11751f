"""Made-up table events for referee tests: what the physics would report, without running it."""

from sim.foosball.spec import Side
from sim.foosball.table import EventKind, TableEvent

HOME, AWAY = Side.HOME, Side.AWAY
# Rods from the home goal: home goalie, home defence, away attack, home midfield, away midfield,
# home attack, away defence, away goalie.
GOALIE = {HOME: 0, AWAY: 7}
DEFENCE = {HOME: 1, AWAY: 6}
MIDFIELD = {HOME: 3, AWAY: 4}
ATTACK = {HOME: 5, AWAY: 2}
ROD_TEAM = {0: HOME, 1: HOME, 2: AWAY, 3: HOME, 4: AWAY, 5: HOME, 6: AWAY, 7: AWAY}
GOAL_X = {HOME: -0.6115, AWAY: 0.6115}


def strike(rod: int, speed: float = 6.0, ball_speed: float = 0.0) -> list[TableEvent]:
    """A figure hits the ball: a non-incidental contact."""
    return [
        TableEvent(
            EventKind.CONTACT, 0.0, 0.0, 0.0, rod=rod, team=ROD_TEAM[rod], speed=speed, ball_speed=ball_speed
        )
    ]


def deflect(rod: int, ball_speed: float = 8.0) -> list[TableEvent]:
    """The ball runs into a still figure: an incidental contact."""
    return strike(rod, 0.0, ball_speed)


def served(side: Side) -> list[TableEvent]:
    """The ball goes through ``side``'s service hole all the way."""
    return [TableEvent(kind, 0.0, 0.0, 0.0, team=side) for kind in SERVE_PLANES]


SERVE_PLANES = (EventKind.SERVE_OUTER, EventKind.SERVE_INNER, EventKind.SERVE_CROSSED)


def into_goal(goal: Side) -> list[TableEvent]:
    """The ball crosses ``goal``'s plane and is wholly inside."""
    x = GOAL_X[goal]
    return [
        TableEvent(EventKind.GOAL_PLANE, 0.0, x, 0.0, team=goal, inward=True),
        TableEvent(EventKind.BALL_IN_GOAL, 0.0, x * 1.03, 0.0, team=goal),
    ]


def goal(goal: Side) -> list[TableEvent]:
    """A goal in ``goal``: in, and down to the bottom of the trough (Article VI)."""
    return [*into_goal(goal), TableEvent(EventKind.TROUGH, 0.0, GOAL_X[goal] * 1.05, 0.0, team=goal)]


def shame(goal: Side) -> list[TableEvent]:
    """The ball wholly crosses ``goal``'s plane and comes back out onto the field."""
    return [
        *into_goal(goal),
        TableEvent(EventKind.GOAL_PLANE, 0.0, GOAL_X[goal], 0.0, team=goal, inward=False),
    ]


def left_table() -> list[TableEvent]:
    return [TableEvent(EventKind.LEFT_TABLE, 0.0, 0.0, 0.3)]


def back_on_table() -> list[TableEvent]:
    return [TableEvent(EventKind.BACK_ON_TABLE, 0.0, 0.0, 0.2)]


def dead_ball(x: float, y: float = 0.25) -> list[TableEvent]:
    return [TableEvent(EventKind.DEAD_BALL, 0.0, x, y)]


def failure(rod: int = 3) -> list[TableEvent]:
    return [
        TableEvent(
            EventKind.FAILURE_STARTED, 0.0, 0.0, 0.0, rod=rod, team=ROD_TEAM[rod], note=f"rod {rod} jams"
        )
    ]


def repaired(rod: int = 3) -> list[TableEvent]:
    return [TableEvent(EventKind.FAILURE_REPAIRED, 0.0, 0.0, 0.0, rod=rod, team=ROD_TEAM[rod])]

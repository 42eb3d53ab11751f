"""The rulebook's numbers (rulebooks/finger_football.txt), each named once with the section that
gives it: points, yard lines, downs, zones and the penalty's yardage. Yard lines are counted as
the rules count them, from a team's own goal line (0) to the opponent's (100): see
``Field.own_yards``. Plays a quarter and quarters a game are ``Options`` (players may change them).
Finger Football has no safety: a punt resting behind the punter's own goal line is brought out
to it (docs/rules/finger_football.md).
"""

from __future__ import annotations

# Object of Play: "Touchdowns - 6 points, Field Goal - 3 points, after Touchdown conversion: Field
# Goal - 1 point or running/passing play - 2 points".
TOUCHDOWN, FIELD_GOAL, EXTRA_POINT, TWO_POINT = 6, 3, 1, 2
POINTS = {
    "touchdown": TOUCHDOWN,
    "field goal": FIELD_GOAL,
    "extra point": EXTRA_POINT,
    "two-point": TWO_POINT,
}

# Playing Field: a replica of a real field, goal line to goal line; the 50 in the middle.
FIELD = 100
MIDFIELD = 50

# Kicking Off: a kickoff touching the goal line or into the endzone is the receivers' ball "on the
# receiving team's 20 yard line"; one out of bounds first "on the receiving team's 40".
KICKOFF_INTO_ENDZONE_LINE = 20
KICKOFF_OUT_OF_BOUNDS_LINE = 40
# A kickoff that never leaves the kicking team's own endzone: the receivers' ball on the kicking
# team's 20 (a reading: docs/rules/finger_football.md), the receivers' own 80.
KICKOFF_SHORT_LINE = FIELD - 20

# Play From Scrimmage: "A player has 4 downs to reach a new symbol."
DOWNS = 4

# Touchdowns: a touchback is the opponent's ball "on his own 20 yard line".
TOUCHBACK_LINE = 20

# Punts: "touching the goal line, carries into or travels through the endzone and off the playing
# surface": the receiver's ball "on his own 20 yard line".
PUNT_INTO_ENDZONE_LINE = 20

# Two Point After Touchdown Conversions: "on his own 30 yard line (70 yard attempt)".
TWO_POINT_LINE = 30

# Onside Kicks: the target is "one of the two run circles in the middle of the field on his
# opponent's 30 yard line" (the kicker's own 70); a miss is the defence's ball "at his own 40".
ONSIDE_LINE = FIELD - 30
ONSIDE_FAIL_LINE = 40

# Penalties: "move the slider back 15 yards from the previous line of scrimmage or half of the
# distance to the goal line".
PENALTY_YARDS = 15

# Special Rules: in the opponent's Zone 2 a roll of anything but Zone 3 gives the offence its
# choice; in the opponent's Zone 3 there is no roll, only a touchdown or a field goal.
CHOICE_ZONE = 2
SCORING_ZONE = 3

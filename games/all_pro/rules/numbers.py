"""The rulebook's numbers (rulebooks/all_pro_football.txt), each named once with the section that
gives it: moves, yardages, downs, points and distances. Yards are measured as the board does, from
a team's own goal line (board.py: ``own_yards``, ``stripe_of``)."""

from __future__ import annotations

# How Moves Are Made: "On his turn, the offensive player has three moves" (the defence too).
MOVES = 3

# The Game Board: "It is divided into 100 yards": goal line to goal line, the stripes 0 to 100.
FIELD = 100

# Scoring.
TD, FG, SAFETY, PAT = 6, 3, 2, 1  # Touchdown, Field Goal, Safety, Point After Touchdown
PAT_MISS = 1  # Point After Touchdown: 'If the number "one" comes up, the try is unsuccessful'

# Downs and First Downs: "4 downs in which to advance the ball 10 yards for a first down".
DOWNS = 4
FIRST_DOWN = 10  # yards: the marker ahead of the line

# Forward Passing: the distances a receiver stands from the passer, in spaces (short: one die;
# long: both dice).
SHORT = (2, 4, 6)
LONG = (8, 10, 12)
DOWNFIELD = 1  # Ineligible Receiver: an interior lineman "more than one space past the line"

# Kick-off: "The kicking team lines up on its own 40 yard line", and "moves as many men as he
# chooses three spaces forward".
KICKOFF_LINE = 40  # own yards
FREE_ADVANCE = 3  # spaces
# Punt: "the kicker positioned 10 or more yards behind the Center".
KICKER_DEPTH = 10  # yards
# Field Goal: "on, or inside, the opponent's 45 yard line".
FIELD_GOAL_RANGE = 55  # own yards
# Punt From Own End Zone: a team "forced to line up in its own end zone" calls "kick" before the
# snap: with the line on its own 5 or its goal line (docs/rules/all_pro.md).
END_ZONE_KICK_LINE = 5  # own yards, or nearer its goal
# Safety: "The team scored upon puts the ball in play from its own 20 yard line ... the opposing
# team lines up on the kicking team's 30 yard line."
FREE_KICK_LINE = 20  # own yards
FREE_KICK_RECEIVE_LINE = 30  # the kicking team's own yards
# Touchback: "puts the ball in play from scrimmage on its own 20 yard line".
TOUCHBACK_LINE = 20  # own yards

# N. F. L. Football Rules: forward progress. A play is whistled dead where the ball is once a
# whole round (a series of each team) has gone by with nobody moved.
IDLE_SERIES = 2

# Penalties: grounding, an illegal pass, illegal use of hands and a personal foul are 15 yards
# each; an illegal formation is 5.
PENALTY_YARDS = 15
ILLEGAL_FORMATION_YARDS = 5
MIN_ON_LINE = 7  # Illegal Formation: "The offense can never have less than 7 men on the line"
# Penalties Within 15 Yard Line: a penalty that would carry the ball past a team's own 5 stops
# there; Within 5 Yard Line: from its own 5 (or nearer) it goes to the goal line.
PENALTY_FLOOR = 5  # own yards

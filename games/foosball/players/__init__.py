"""Foosball's CPU team: how it works its rods, serves and takes the ball."""

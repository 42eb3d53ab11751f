"""Finger Football's CPU players: the bots at each skill, and random play."""

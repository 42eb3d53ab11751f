"""The games: one package per game (rules, bot, view) and the shared pygame application."""

import os

import sim  # noqa: F401  # first: its guard must see to our compiled modules before any is imported

# pygame prints a greeting on import unless told not to; our output is for our users.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

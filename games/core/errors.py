"""The one error every rules engine raises for an action its rules refuse."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says which rule and why. Each game
    raises its own subclass, so a caller may catch one game's refusals or any game's."""

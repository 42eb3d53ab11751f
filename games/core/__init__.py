"""What every game shares: the engine contract, chance, outcomes, the codec base of
recordings, and the registry the services read the games from."""

from .chance import Chance, ChanceNode, Thrown
from .engine import CHANCE, SIMULTANEOUS, Engine, chance_outcomes
from .errors import IllegalAction
from .event import Event
from .outcome import Outcome

__all__ = [
    "CHANCE",
    "SIMULTANEOUS",
    "Chance",
    "ChanceNode",
    "Engine",
    "Event",
    "IllegalAction",
    "Outcome",
    "Thrown",
    "chance_outcomes",
]

"""All-Pro Football's window: the game, the board view, its states and the replay painter."""

"""All-Pro Football's rules: the engine split by the rulebook's sections over its state, the board,
the formations, the vocabulary, the invariants. Pure: no pygame, no player, no window."""

"""Finger Football's rules: the engine split by the rulebook's sections over its state, the field as
the rules read it, the vocabulary, the invariants. Pure: no pygame, no player, no window."""

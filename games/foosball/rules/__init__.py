"""Foosball under the MabuchiLab rules: the players' actions and the referee's events, the referee,
its invariants, its words, and the ratings (Article X). Pure: no pygame, no player, no window."""

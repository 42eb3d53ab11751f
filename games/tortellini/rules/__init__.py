"""Tortellini Football's rules: its vocabulary, the engine, its invariants, its recording codec.
Pure: no pygame, no player, no window."""

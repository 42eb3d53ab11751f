"""Tortellini Football's windows: the game scene, the board view, the reveal, its states."""

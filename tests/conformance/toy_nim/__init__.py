"""Nim, a toy fifth game: the folder a contributor writes to add a game (CONTRIBUTING.md)."""

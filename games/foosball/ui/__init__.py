"""Foosball's windows: the game, practice, the table view, the mouse and keyboard hands."""

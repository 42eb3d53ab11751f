"""Finger Football's windows: the game, practice, the kick window, the mat view, the flick under the
mouse, the prompts, the replay painter, and every window's states."""

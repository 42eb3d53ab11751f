"""The application: the launcher and its menu, going on with a game, the replay viewer, the mat
editor, and every window in each of its states (for screenshots and the layout tests). It reads
the games from the registry and draws with :mod:`games.window`."""

"""Tile physics for the board games: the grid, its lines and the squares between two squares
(grid), and the ball riding on a man who glides square to square, which a jerky hand drops
(carry)."""

"""Tortellini Football's CPU players: the novice to expert bot and the strategist."""

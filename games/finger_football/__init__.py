"""Finger Football: the slider on the printed mat, its rules, its bot and its views."""

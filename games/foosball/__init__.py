"""Foosball: the MabuchiLab rules, the CPU team, the table views."""

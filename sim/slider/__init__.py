"""The Finger Football slider: the mat as data (mat, features), the friction of a flat footprint
that slides and spins (friction, disk_friction), the slide solved on the mat (table), vectorised
for Monte Carlo (batch), and shots worked back from where they should rest (inverse)."""

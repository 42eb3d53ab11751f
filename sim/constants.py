"""Physical constants every model shares."""

GRAVITY = 9.81  # m/s^2

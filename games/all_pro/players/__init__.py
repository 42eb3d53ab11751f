"""All-Pro Football's players: random, the CPU, and the coach."""

"""The foosball table: its geometry as data (spec), the rods' drives and motion, and the table
stepped with the ball (table). The three hot modules are compiled by mypyc when installed."""

"""The one pygame application: a fixed-timestep loop and a stack of scenes."""

"""What every window is made of: the pygame application with its fixed-timestep loop and stack of
scenes, the shared drawing helpers (which know every box they draw), dialogs, help, sound and
settings. Each game's scenes draw with it; it knows no game."""

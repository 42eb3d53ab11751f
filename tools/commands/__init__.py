"""One module per ``tabletop`` subcommand: each has ``add_parser`` and ``run``."""

"""What users run: the ``tabletop`` command and the tools behind its subcommands."""

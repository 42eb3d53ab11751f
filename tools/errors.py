"""Errors the command line reports in one line."""


class CliError(Exception):
    """A bad argument or an environment problem, said in one line."""

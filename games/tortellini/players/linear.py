"""Small dense linear programs, solved by HiGHS through its own Python binding.

The strategist solves two programs of about ten variables every turn. ``scipy.optimize.linprog``
solves them with the same HiGHS, but checks and converts its arguments for each call: about
three quarters of its 1.4 ms a program. Handed to HiGHS directly, a program costs about 0.3 ms.
"""

from __future__ import annotations

import highspy
import numpy as np
from highspy._core import _Highs

INF = highspy.kHighsInf


def minimise(
    cost: np.ndarray,
    a_ub: np.ndarray,
    b_ub: np.ndarray,
    a_eq: np.ndarray,
    b_eq: np.ndarray,
    lower: np.ndarray,
    upper: np.ndarray,
) -> np.ndarray | None:
    """The ``x`` that minimises ``cost @ x`` with ``a_ub @ x <= b_ub``, ``a_eq @ x == b_eq`` and
    ``lower <= x <= upper`` (``INF`` for no bound), or None if the program has no optimum."""
    rows = np.vstack([a_ub, a_eq]).astype(float)
    count, width = rows.shape
    program = highspy.HighsLp()
    program.num_col_ = width
    program.num_row_ = count
    program.col_cost_ = np.asarray(cost, dtype=float)
    program.col_lower_ = np.asarray(lower, dtype=float)
    program.col_upper_ = np.asarray(upper, dtype=float)
    program.row_lower_ = np.concatenate([np.full(len(b_ub), -INF), b_eq]).astype(float)
    program.row_upper_ = np.concatenate([b_ub, b_eq]).astype(float)
    matrix = program.a_matrix_
    matrix.format_ = highspy.MatrixFormat.kRowwise
    matrix.start_ = np.arange(0, count * width + 1, width, dtype=np.int32)
    matrix.index_ = np.tile(np.arange(width, dtype=np.int32), count)
    matrix.value_ = rows.ravel()
    solver = _solver()
    solver.clearSolver()  # no hot start from the last program: each answer its program's alone
    solver.passModel(program)
    solver.run()
    if solver.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return None
    return np.asarray(solver.getSolution().col_value, dtype=float)


_SOLVERS: list[_Highs] = []


def _solver() -> _Highs:
    """One quiet solver a process. (The binding's core class, which ``highspy.Highs`` wraps: the
    wrapper prints a banner on stdout when it is made, before it can be told not to, and a bot
    game's JSON goes to stdout.)"""
    if not _SOLVERS:
        solver = _Highs()
        solver.setOptionValue("output_flag", False)
        _SOLVERS.append(solver)
    return _SOLVERS[0]

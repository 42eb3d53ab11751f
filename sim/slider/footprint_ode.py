"""The fast slide of a real footprint: its friction read from a table over the state's two angles,
integrated with an adaptive Dormand-Prince 5(4) rule.

The table holds the body-frame friction G (force per mu m g, torque / (mu m g k)) on a grid of
phi (the state's elevation: sin phi = omega k / rho) and alpha (the velocity's direction in the
body frame), read by Catmull-Rom cubics: periodic in alpha, and past phi = +-pi/2 by the identity
(phi, alpha) = (pi - phi, alpha + pi), which names the same state. Plain floats and lists, so the
module runs as it is or compiled (mypyc).
"""

from __future__ import annotations

import math

from mypy_extensions import i64

# Dormand-Prince 5(4) coefficients.
A21 = 1 / 5
A31, A32 = 3 / 40, 9 / 40
A41, A42, A43 = 44 / 45, -56 / 15, 32 / 9
A51, A52, A53, A54 = 19372 / 6561, -25360 / 2187, 64448 / 6561, -212 / 729
A61, A62, A63, A64, A65 = 9017 / 3168, -355 / 33, 46732 / 5247, 49 / 176, -5103 / 18656
B1, B3, B4, B5, B6 = 35 / 384, 500 / 1113, 125 / 192, -2187 / 6784, 11 / 84
E1, E3, E4, E5, E6, E7 = 71 / 57600, -71 / 16695, 71 / 1920, -17253 / 339200, 22 / 525, -1 / 40

SPAN = 30.0  # as sim.slider.footprint_slide.SPAN
MAX_STEPS = 100_000
# How much more a step's own slip of the body angle (rad) may be than the direction's: 59-67
# steps a slide where 83 were (300 random flicks of the uniform and rim-loaded lens), the rest of
# 1,000 still within 5.3 um and 6.9e-4 rad of the reference (python -m tools.footprint_check).
ANGLE_SLACK = 30.0


class Table:
    """G on an (n_phi + 1) x n_alpha grid, given flattened row by row (phi rows, alpha columns),
    three values a node; kept padded by the rows and columns a cubic reads past the ends, so a
    look-up is plain index arithmetic."""

    # Whole numbers as machine integers when compiled: a look-up's index arithmetic (i64: plain
    # ints in Python) would otherwise check every sum for overflow into a Python int.
    n_phi: i64
    n_alpha: i64
    width: i64

    def __init__(self, values: list[float], n_phi: int, n_alpha: int) -> None:
        if len(values) != 3 * (n_phi + 1) * n_alpha or n_alpha % 2:
            raise ValueError("a friction table's values do not fill its grid")
        self.n_phi = n_phi
        self.n_alpha = n_alpha
        self.dphi = math.pi / n_phi
        self.dalpha = 2.0 * math.pi / n_alpha
        self.width = n_alpha + 3  # one column before, two after
        padded: list[float] = []
        for i in range(-1, n_phi + 3):
            row, shift = i, 0
            if i < 0:  # past -pi/2: (phi, alpha) is (-pi - phi, alpha + pi)
                row, shift = -i, n_alpha // 2
            elif i > n_phi:
                row, shift = 2 * n_phi - i, n_alpha // 2
            for j in range(-1, n_alpha + 2):
                o = 3 * (row * n_alpha + (j + shift) % n_alpha)
                padded += values[o : o + 3]
        self.values = padded

    def at(self, phi: float, alpha: float) -> tuple[float, float, float]:
        x = (phi + 0.5 * math.pi) / self.dphi
        y = (alpha % (2.0 * math.pi)) / self.dalpha
        i: i64 = min(max(i64(x), 0), self.n_phi - 1)
        j: i64 = min(i64(y), self.n_alpha - 1)
        a0, a1, a2, a3 = _weights(x - float(i))
        w0, w1, w2, w3 = _weights(y - float(j))
        v = self.values
        o: i64 = 3 * (i * self.width + j)
        step: i64 = 3 * self.width
        x0, y0, z0 = _row(v, o, w0, w1, w2, w3)
        x1, y1, z1 = _row(v, o + step, w0, w1, w2, w3)
        x2, y2, z2 = _row(v, o + 2 * step, w0, w1, w2, w3)
        x3, y3, z3 = _row(v, o + 3 * step, w0, w1, w2, w3)
        return (
            a0 * x0 + a1 * x1 + a2 * x2 + a3 * x3,
            a0 * y0 + a1 * y1 + a2 * y2 + a3 * y3,
            a0 * z0 + a1 * z1 + a2 * z2 + a3 * z3,
        )


def _row(v: list[float], o: i64, w0: float, w1: float, w2: float, w3: float) -> tuple[float, float, float]:
    """One row of the cubic: four nodes along alpha from offset ``o``."""
    return (
        w0 * v[o] + w1 * v[o + 3] + w2 * v[o + 6] + w3 * v[o + 9],
        w0 * v[o + 1] + w1 * v[o + 4] + w2 * v[o + 7] + w3 * v[o + 10],
        w0 * v[o + 2] + w1 * v[o + 5] + w2 * v[o + 8] + w3 * v[o + 11],
    )


def _slip(h: float, r1: float, r3: float, r4: float, r5: float, r6: float, r7: float) -> float:
    """The size of a step's local error in one component, from its stages' rates."""
    return abs(h * (E1 * r1 + E3 * r3 + E4 * r4 + E5 * r5 + E6 * r6 + E7 * r7))


SQRT3 = math.sqrt(3.0)
TAN15 = 2.0 - SQRT3  # tan(pi / 12)


def atan2(y: float, x: float) -> float:
    """math.atan2 to a few units in the last place, in plain arithmetic: compiled, the library
    call would box its arguments, and the slide takes two of them a stage."""
    ax, ay = abs(x), abs(y)
    if ax == 0.0 and ay == 0.0:
        return math.atan2(y, x)  # the signed zeros' conventions
    a = _atan_unit(ay / ax) if ay <= ax else 0.5 * math.pi - _atan_unit(ax / ay)
    if x < 0.0:
        a = math.pi - a
    return math.copysign(a, y)


def _atan_unit(t: float) -> float:
    """atan(t) for t in [0, 1]: past tan 15 degrees, by atan t = pi/6 + atan((t sqrt3 - 1) /
    (t + sqrt3)), then the odd series to t^23 (its tail below 3e-16 for |t| <= tan 15)."""
    base = 0.0
    if t > TAN15:
        t = (t * SQRT3 - 1.0) / (t + SQRT3)
        base = math.pi / 6.0
    t2 = t * t
    s = 1 / 21 - t2 / 23
    s = 1 / 19 - t2 * s
    s = 1 / 17 - t2 * s
    s = 1 / 15 - t2 * s
    s = 1 / 13 - t2 * s
    s = 1 / 11 - t2 * s
    s = 1 / 9 - t2 * s
    s = 1 / 7 - t2 * s
    s = 1 / 5 - t2 * s
    s = 1 / 3 - t2 * s
    return base + t * (1.0 - t2 * s)


def _weights(t: float) -> tuple[float, float, float, float]:
    """Catmull-Rom weights of the four nodes around t in [0, 1)."""
    t2 = t * t
    t3 = t2 * t
    return (
        0.5 * (-t3 + 2.0 * t2 - t),
        0.5 * (3.0 * t3 - 5.0 * t2 + 2.0),
        0.5 * (-3.0 * t3 + 4.0 * t2 + t),
        0.5 * (t3 - t2),
    )


Rates = tuple[float, float, float, float, float, float, float]


class Slide:
    """A slide integrated from its launch to rest. The state is (ux, uy, uz, x, y, theta, t);
    the rates depend on the direction u and the angle theta only, so each stage of the rule
    moves those four and the position and time are summed once a step."""

    def __init__(self, table: Table, k: float, decel: float, ratio: float = 1.0) -> None:
        self.table = table
        self.k = k
        self.decel = decel
        self.ratio = ratio  # the footprint's own size over the body's radius of gyration k
        self.steps = 0

    def rates(self, psi: float, ux: float, uy: float, uz: float, theta: float) -> Rates:
        norm = math.sqrt(ux * ux + uy * uy + uz * uz)
        ux /= norm
        uy /= norm
        uz /= norm
        c = math.cos(theta)
        sn = math.sin(theta)
        bx = c * ux + sn * uy
        by = -sn * ux + c * uy
        # The table is written in the footprint's own size: its phi from omega size, not omega k.
        phi = atan2(uz * self.ratio, math.sqrt(ux * ux + uy * uy))
        fx, fy, torque = self.table.at(phi, atan2(by, bx))
        gz = torque * self.ratio  # the torque over mu m g k
        gx = c * fx - sn * fy
        gy = sn * fx + c * fy
        d = ux * gx + uy * gy + uz * gz
        rho = math.exp(psi)
        move = rho * rho / (self.decel * d)
        return (
            (gx - ux * d) / d,
            (gy - uy * d) / d,
            (gz - uz * d) / d,
            ux * move,
            uy * move,
            uz / self.k * move,
            rho / (self.decel * d),
        )

    def run(
        self, psi0: float, state: list[float], tol: float, record: list[float] | None = None
    ) -> list[float]:
        """Integrate from ``psi0`` down by SPAN; ``tol`` bounds each step's error of the
        direction, weighed by how much of the slide is left (rho over its launch value), and of
        the position and time relative to the slide's scale; ANGLE_SLACK times it the angle's
        (rad).
        ``record`` receives (t, x, y, theta, vx, vy, spin) at the start and after every step: the
        knots of a cubic Hermite path (sim.slider.curved_path)."""
        psi = psi0
        end = psi0 - SPAN
        ux, uy, uz, x, y, th, t = state
        h = -0.01
        rho = math.exp(psi0)
        length = rho * rho / self.decel  # the scale of the whole slide's path
        duration = rho / self.decel
        k1 = self.rates(psi, ux, uy, uz, th)
        if record is not None:
            self._knot(record, psi, ux, uy, uz, x, y, th, t)
        while psi > end:
            if psi + h < end:
                h = end - psi
            k2 = self._stage(psi + h / 5, ux, uy, uz, th, h, k1, A21, k1, 0.0, k1, 0.0, k1, 0.0, k1, 0.0)
            k3 = self._stage(psi + 3 * h / 10, ux, uy, uz, th, h, k1, A31, k2, A32, k1, 0.0, k1, 0.0, k1, 0.0)
            k4 = self._stage(psi + 4 * h / 5, ux, uy, uz, th, h, k1, A41, k2, A42, k3, A43, k1, 0.0, k1, 0.0)
            k5 = self._stage(psi + 8 * h / 9, ux, uy, uz, th, h, k1, A51, k2, A52, k3, A53, k4, A54, k1, 0.0)
            k6 = self._stage(psi + h, ux, uy, uz, th, h, k1, A61, k2, A62, k3, A63, k4, A64, k5, A65)
            k7 = self._stage(psi + h, ux, uy, uz, th, h, k1, B1, k3, B3, k4, B4, k5, B5, k6, B6)
            # A slip of the direction u moves what is left of the slide only, and what is left
            # shrinks with rho: its error is weighed by rho's fall, so the slide's tail, which
            # no longer moves or turns the body, is crossed in a few long steps. The direction's
            # slips carry into all that follows; a step's own slip of the angle does not, and
            # held as tightly it would set the step (ANGLE_SLACK). (Each component is read by a
            # constant index: a loop over them would box the rate tuples.)
            fade = math.exp(psi - psi0) / tol
            err = max(
                _slip(h, k1[0], k3[0], k4[0], k5[0], k6[0], k7[0]) * fade,
                _slip(h, k1[1], k3[1], k4[1], k5[1], k6[1], k7[1]) * fade,
                _slip(h, k1[2], k3[2], k4[2], k5[2], k6[2], k7[2]) * fade,
                _slip(h, k1[3], k3[3], k4[3], k5[3], k6[3], k7[3]) / (tol * length),
                _slip(h, k1[4], k3[4], k4[4], k5[4], k6[4], k7[4]) / (tol * length),
                _slip(h, k1[5], k3[5], k4[5], k5[5], k6[5], k7[5]) / (tol * ANGLE_SLACK),
                _slip(h, k1[6], k3[6], k4[6], k5[6], k6[6], k7[6]) / (tol * duration),
            )
            self.steps += 1
            if self.steps > MAX_STEPS:
                raise ArithmeticError("a footprint slide took too many steps")
            if err <= 1.0:
                ux += h * (B1 * k1[0] + B3 * k3[0] + B4 * k4[0] + B5 * k5[0] + B6 * k6[0])
                uy += h * (B1 * k1[1] + B3 * k3[1] + B4 * k4[1] + B5 * k5[1] + B6 * k6[1])
                uz += h * (B1 * k1[2] + B3 * k3[2] + B4 * k4[2] + B5 * k5[2] + B6 * k6[2])
                x += h * (B1 * k1[3] + B3 * k3[3] + B4 * k4[3] + B5 * k5[3] + B6 * k6[3])
                y += h * (B1 * k1[4] + B3 * k3[4] + B4 * k4[4] + B5 * k5[4] + B6 * k6[4])
                th += h * (B1 * k1[5] + B3 * k3[5] + B4 * k4[5] + B5 * k5[5] + B6 * k6[5])
                t += h * (B1 * k1[6] + B3 * k3[6] + B4 * k4[6] + B5 * k5[6] + B6 * k6[6])
                psi += h
                k1 = k7
                if record is not None:
                    self._knot(record, psi, ux, uy, uz, x, y, th, t)
                h *= 5.0 if err == 0.0 else min(5.0, 0.9 * err**-0.2)
            else:
                h *= max(0.2, 0.9 * err**-0.25)
        return [ux, uy, uz, x, y, th, t]

    def _knot(
        self,
        record: list[float],
        psi: float,
        ux: float,
        uy: float,
        uz: float,
        x: float,
        y: float,
        th: float,
        t: float,
    ) -> None:
        rho = math.exp(psi) / math.sqrt(ux * ux + uy * uy + uz * uz)
        record += [t, x, y, th, ux * rho, uy * rho, uz * rho / self.k]

    def _stage(
        self,
        psi: float,
        ux: float,
        uy: float,
        uz: float,
        th: float,
        h: float,
        ka: Rates,
        a: float,
        kb: Rates,
        b: float,
        kc: Rates,
        c: float,
        kd: Rates,
        d: float,
        ke: Rates,
        e: float,
    ) -> Rates:
        """The rates at a stage: the state moved by h times the weighted earlier rates."""
        return self.rates(
            psi,
            ux + h * (a * ka[0] + b * kb[0] + c * kc[0] + d * kd[0] + e * ke[0]),
            uy + h * (a * ka[1] + b * kb[1] + c * kc[1] + d * kd[1] + e * ke[1]),
            uz + h * (a * ka[2] + b * kb[2] + c * kc[2] + d * kd[2] + e * ke[2]),
            th + h * (a * ka[5] + b * kb[5] + c * kc[5] + d * kd[5] + e * ke[5]),
        )

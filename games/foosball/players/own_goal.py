"""What keeps the CPU from putting the ball into its own goal (a newcomer's play-test, 6/10: "the
CPU scores own goals off my serve far too often").

Measured over seeded games of the scripted newcomer against the novice
(``python -m tools.foosball_stoppages``), the CPU's own goals came from what it did:

- A figure sliding sideways across the table to meet the ball where it was seen a reaction time
  ago ran its side into a ball that had already gone just past the rod (its centre behind the
  rod's axis, within a figure's half-thickness and a ball's radius): the figure's back corner sent
  it on towards its own goal. A rod no longer slides a figure across a ball lying in that band: it
  holds short of it, so the figure never meets the ball from the side there.
- A figure sliding after a ball that had already gone past its rod, on its way towards its own
  goal, caught it with its side and sped it on. A rod does not chase such a ball: the rods behind
  it play it.
- The goalie, the last guard, let slow balls roll past its foot's edge into the goal: a novice
  lines up with a moving ball 6 cm off at random. It lines up squarely with a ball rolling at its
  goal slower than SLOW_AT_GOAL.
- The goalie tapped a slow ball lying behind it "back, to rebound off the end wall": behind the
  goalie there is only its own goal's mouth, so the tap went in. The goalie stands instead; such a
  ball is stranded, ruled dead within seconds and brought out in front of the goalie (Article V,
  docs/rules/foosball.md).

Goals into the CPU's own goal whose last strike (the referee's non-incidental contact) was the
CPU's and sent the ball towards its own goal, per 100 serves, over seeds 0-15 (300 s each):
CPU against CPU 10.1 before, 4.6 after; the scripted newcomer against the novice, after your
serves 8.2 before, 6.9 after, after the CPU's 5.4 before, 2.7 after. Most of what a goal card calls
the CPU's own goal is still a slow ball rolling in off a still figure of its ("came off"): a
novice's aim is loose by design.
"""

from __future__ import annotations

from sim.foosball.spec import TableSpec

SLOW_AT_GOAL = 1.5  # m/s: a ball rolling at its goal slower than this, the goalie meets squarely
GONE_SPEED = 0.3  # m/s towards its own goal: a ball this fast is not one a rod taps back
MARGIN = 0.004  # m a figure stops short of the ball's side (the drive's stop is not exact)


def slide_clear_of(
    spec: TableSpec,
    rod: int,
    forward: float,
    now: float,
    slide: float,
    ball: tuple[float, float],
) -> float:
    """The slide nearest ``slide`` for rod ``rod`` (now at ``now``) whose figures do not cross a
    ball at ``ball`` lying just behind the rod's axis, where a figure's side would push it
    towards its own goal; ``slide`` itself for a ball anywhere else."""
    x, y = ball
    ahead = (x - spec.rods[rod].x) * forward
    if not -(spec.figure_thickness / 2.0 + spec.ball_radius) < ahead < 0.0:
        return slide
    clear = spec.figure_width / 2.0 + spec.ball_radius + MARGIN
    low, high = -float("inf"), float("inf")
    for off in spec.rods[rod].offsets():
        side = y - (now + off)
        if abs(side) < clear:
            return now  # a figure stands across the ball's back: sliding, it would rub it back
        if side > 0.0:
            high = min(high, y - clear - off)  # below the ball: it stays below it
        else:
            low = max(low, y + clear - off)
    return min(high, max(low, slide))


def gone_past(spec: TableSpec, rod: int, forward: float, x: float, vx: float) -> bool:
    """Has the ball (now at ``x``, moving at ``vx`` along the table) gone past the rod's axis on
    its way towards the rod's own goal? The rod then holds its slide."""
    return (x - spec.rods[rod].x) * forward < 0.0 and vx * forward < -GONE_SPEED


def keeps_squarely(along: float) -> bool:
    """Does the goalie line up squarely with a ball moving ``along`` the table (+: towards the
    goal its side attacks)? A slow ball rolling at its own goal: a person's last guard takes care
    over it, whatever their skill's aim error."""
    return -SLOW_AT_GOAL < along < -GONE_SPEED / 3.0


def goalie_of(spec: TableSpec, rods: list[int], forward: float) -> int:
    """The rod of ``rods`` nearest its own goal."""
    return min(rods, key=lambda index: spec.rods[index].x * forward)

"""Where a steady flick stops, as the aim help's "steady stop" bar and its "about N yd" say it:
the physics' own solve of the very flick the pull makes, spin and all, whether it rests on the
mat or past its edge. A rest off the mat was dropped, and the bar fell back on the slide of a
flick without spin (v^2 / 2 mu g): a spun long flick then went 2 yd past the bar and its words
(measured: up to 2.1 yd at 60 rad/s, the most the wheel sets), exactly the long, strong flicks
(touchdown tries) where a player trusts the bar most. Pure: no pygame."""

from __future__ import annotations

from games.finger_football.ui.aim import Aim
from sim.errors import FlickError
from sim.geometry import Pose
from sim.slider.table import SliderTable


def steady_rest(table: SliderTable, pose: Pose, aim: Aim) -> tuple[float, float] | None:
    """Where ``aim`` flicked steadily from ``pose`` comes to rest (m), on the mat or off it; None
    only when the physics refuses the flick (the aim keeps flicks legal)."""
    try:
        outcome = table.flick(pose, aim.flick(table.mat.slider))
    except (FlickError, ValueError):
        return None
    return outcome.rest.x, outcome.rest.y

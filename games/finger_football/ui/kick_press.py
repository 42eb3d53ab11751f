"""A press and its release in the kick window (kick_scene.py is the window). The kick is dragged in
the top view only: a press on the side view's ball had started the count, a drag there did
nothing, and the count ran out as "BLOCKED - too late … A click is no kick", the round's kick lost
(play-test 6). Now a press on the side view's ball starts nothing and says where to kick from. And
a press just after a result is not taken for "set up the next kick" until the result has been up
RESULT_SEEN s (a press made as kick 2 landed set up kick 3 before its result was seen: play-test 6;
the project's standard: nothing is taken for a choice the player has not seen for 0.3 s).
Functions of the scene."""

from __future__ import annotations

from typing import Any

from games.finger_football.ui import kick_swing, kick_watch
from games.finger_football.ui.kick_consts import Phase

Scene = Any  # the kick window (kick_scene.py), named and not imported: it imports this module

RESULT_SEEN = 0.4  # s a result is up before a press on the ball sets up the next kick
SIDE_PRESS = "Kick from the top view: press the ball there (below), drag back, let go"


def press(k: Scene, pos: tuple[int, int]) -> None:
    """A press: on the top view's ball, the kicker's "ready" (the count starts) and the drag's
    start; on the side view's ball, a word on where to kick from; after a result (seen a moment),
    the next kick set up."""
    if k.watching:
        kick_watch.press(k)
        return
    on_side = k._near(pos, k.views.side(0.0, k.setup.ball.radius))
    on_top = k._near(pos, k.views.top(0.0, 0.0))
    if k.phase == Phase.DONE and (on_side or on_top) and k.done_t < RESULT_SEEN:
        return  # the result has only just appeared: this press was not made at it
    if on_side or on_top:
        kick_swing.end(k)  # a practice swing landed: the press brings up the real kick
    if k.phase == Phase.DONE and k.on_result is None and (on_side or on_top):
        # Practice: a press on the ball after a result brings up the next kick (R does too):
        # its hands placed, its setup line and notices said; the count waits for the next
        # press (it had started at once, the hands moving mid-count: play-test 5).
        k._reset()
        k.resized(k.app.size)
        return
    if on_side and not on_top and k.phase in (Phase.WAITING, Phase.COUNTING) and k.press is None:
        k.note = SIDE_PRESS  # the count is not started (nor, running, is a click called no kick)
        k.side_pressed = True
        return
    if k.phase == Phase.WAITING and on_top:
        k._ready()  # the press on the ball is the kicker's "ready": the count starts now
    if k.phase != Phase.COUNTING or not on_top:
        return
    k.note = ""
    if k.stood_at is None:
        k.stood_at = k.clock  # the ball is stood up on its tip...
    k.press = k.pull = k.views.from_top(*pos)  # ...and the same press drags the kick


def release_taken(k: Scene) -> bool:
    """A release after a press on the side view's ball: nothing to kick, and the note on where
    to kick from stays (True: the release is taken)."""
    if not getattr(k, "side_pressed", False):
        return False
    k.side_pressed = False
    return k.press is None

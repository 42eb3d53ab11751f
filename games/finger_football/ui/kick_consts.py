"""The kick window's fixed words, sizes and the phases of a kick (kick_scene.py is the window;
kick_words.py and kick_drawing.py say and draw it): split out so each of them reads them from one
place. Pure values: pygame only for the key codes."""

from __future__ import annotations

import math
from enum import Enum, auto

import pygame

FULL_PULL = 0.3  # of the window's smaller side: the pull for full power
KICK_MAX_SPEED = 6.0  # m/s at a full pull
LOFT_STEP = math.radians(2.5)
TOP_BAR, BOTTOM_BAR, STRIP = 44, 30, 96
GUTTER = 110  # px left of the views for their labels (at the player's UI scale: ui.px)
WATCH_GRACE = 0.5  # s after the CPU's kick lands before Space or a click goes back (one meant before)
WAITING_WORDS = "Press on the ball in the top view when you are ready"
GAME_WAITING_WORDS = "press on the ball when ready"  # after "Your field goal: ", kept short to fit
HOW_TO = (
    "Hold it, drag back away from the hands and let go. The defender's count of three starts "
    "at your press: nothing runs until then."
)
FIRST_KICK_NOTE = (
    "First kick: nothing counted. Press on the ball and keep holding, drag back away from the "
    "hands, let go. The count of three starts at that press."
)
COUNT_WORDS = (
    (0.4, "GO!"),
    (1.4, "one thousand one"),
    (2.4, "one thousand two"),
    (math.inf, "one thousand three"),
)
STEPS = "F1: help · press on the ball, drag back, let go · wheel: loft"
TREMBLE_KEY = "C: tremble on/off"  # C's one name, everywhere it is named
# The keys that leave a round for free practice, in the help bar: the title bar is the round's
# score alone (the two mixed read as one muddle: play-test).
HELP = f"{STEPS} · H: hands · D: air drag · {TREMBLE_KEY} · R: next kick · T: new round · Esc: back"
DISTANCE_KEY = "Left/Right: distance"  # free practice: the hands nearer or further
# Free practice's footer names its distance key; at a large text scale the footer drops its least
# needed parts, never Esc (kick_footer.py).
HELP_FREE = (
    f"{STEPS} · H: hands · {DISTANCE_KEY} · D: air drag · {TREMBLE_KEY} · R: next kick · T: a round"
    " · Esc: back"
)
DRAG_WORDS = "air drag (the air slowing the ball)"  # D: no wind blows; the toggle is the drag
# "3\u00a0s": held together where the strip wraps (kick_strip.wrap_held; a lone "s" at 150 %: play-test 6).
HOW_TO_ROUND = "Press on the ball in the top view, drag back away from the hands, let go within 3\u00a0s"
ROUND_SALT = 0x4B52  # keeps the round's draws apart from the hand's tremble on one seed
JUDGE_IT = (
    "In a round you judge it: the dotted line shows the first half of the way. Kick when it looks right"
)
HELP_IN_GAME = f"{STEPS} · Esc: leave the game"
HELP_KICKED = "Enter: back to the game · Esc: leave the game"
GOOD_CUE, BAD_CUE = (90, 230, 120), (255, 110, 90)
# The rulebook's "just inside the goal line so that attempts cross the entire length of the
# field", in plain words ("from your own goal line ... wherever the ball is" confused: play-test).
WHY_GOAL_LINE = (
    "By the rules every kick at goal starts on your own goal line and flies the whole field to the "
    "hands, wherever the ball stood; that spot only matters on a missed field goal: the CPU takes over there."
)
INSET_W, INSET_MIN = 250, 236  # the goalpost seen from the front, at the right of the strip
WHY = 18
LABEL = 20
NO_KICK = "A click is no kick: press on the ball, drag back away from the hands and let go"
NO_KICK_FORWARD = "No kick: drag back, away from the hands (not toward them), and let go"
# After a result: the press brings up the next kick (its hands, its setup line), and the press after
# it starts the count (it had started at once, the hands moving mid-count: play-test 5).
AGAIN = "Press on the ball (or R) to set up the next kick; press it again when ready to kick"
PRACTICE_KEYS = (
    pygame.K_h,
    pygame.K_d,
    pygame.K_t,
    pygame.K_c,
    pygame.K_LEFT,
    pygame.K_RIGHT,
)  # change practice
MARGIN_ADVISED = 10  # % over the needed speed advised: measured, 94 % of a round's trembling kicks (40°)
TREMBLE_MARGIN = 10  # points over the advised pull past which "pull less hard" is said
ADVICE = (
    " Pull further back",
    " No pull clears",
    " Aim more to the",
    " Aim nearer",
    " Kick the same way",
    " let go sooner",
)
TOP_LEAST = 0.4  # m of the field's width the top view shows at least (the mat is 0.62 m wide)
CUES = {  # the kick dragged now, if let go
    "short": "Too soft: it drops before the fingers. Pull further back",
    "bounced first": "Too soft: it bounces before the hands (no good: it must sail over). Pull further back",
    "off the crossbar": "Too soft: it hits the fingers. Pull further back or loft it more",
    # The result's direction words, left and right then the top view's up and down (play-test 5).
    "wide left": "Wide: it passes left of the thumbs. Aim more to the right (down in the top view)",
    "wide right": "Wide: it passes right of the thumbs. Aim more to the left (up in the top view)",
    "off a thumb": "Off a thumb: aim nearer the middle of the gap",
}

TABLE_TOP = (46, 110, 60)


class Phase(Enum):
    WAITING = auto()  # before "ready"
    COUNTING = auto()  # the count is running; the ball lies on its side until stood up
    FLYING = auto()
    DONE = auto()

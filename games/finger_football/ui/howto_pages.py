"""Finger Football's "How to play" pages (F1, after the controls), each a few short lines and a
picture the game draws (diagrams.py): for the game, its practice and field-goal practice."""

from __future__ import annotations

from games.finger_football.ui import diagrams
from games.finger_football.ui.flick_input import ESTIMATE, EXACT, aim_line_words
from games.finger_football.ui.likely_band import HOLDS
from games.window.howto import Page
from sim.slider.mat import Mat


def scale_words(mat: Mat) -> str:
    """The game's scale: how big a yard is on the mat, and the field."""
    yard_cm = mat.field.yard * 100
    return (
        f"Scale: 1 yard on the mat is {yard_cm:.1f} cm; the field is 100 yards ({mat.field.length:.2f} m) "
        f"goal line to goal line, and the slider {mat.slider.length * 100:.0f} cm long."
    )


def flick_page(mat: Mat, aim_help: str = EXACT, hand: str = "club") -> Page:
    """The flick's page, its line about the aim line as the aim help now draws it (practice:
    exact; a game: estimate by default)."""
    return Page(
        "Your flick",
        (
            "Press inside the white ring around the slider, pull back away from where it should go, "
            "and let go. The longer the pull, the harder the flick.",
            aim_line_words(aim_help, hand),
            "Hold Shift while pulling for a fine pull (four times finer). The wheel sets spin before "
            "the flick: none gives a straight flick.",
            scale_words(mat),
        ),
        diagrams.flick,
    )


CIRCLES = Page(
    "Run and pass circles",
    (
        "Each circle on the mat (the rulebook's symbol) is a large black run circle with a white "
        "pass circle inside.",
        "A run is good when the slider rests touching the black circle; a pass only when it rests "
        "touching the white centre. Where it rests is the new line of scrimmage (the yellow line "
        "across the field: the next play starts there), 1st down.",
        "You have 4 downs to reach your target. Targets are always ahead of you, in a zone you are "
        "not standing in: circles beside or behind you never count.",
    ),
    diagrams.circles,
)

DICE = Page(
    "The dice",
    (
        "Ask for the dice and the defence rolls them for your target: the zone die names Zone 1, 2 "
        "or 3 and run or pass; the direction die upper, middle or lower (the side as the field is "
        "drawn on the screen), CHOICE (you pick) or TD (touchdown). The circles they name light up.",
        "CHOICE: click any lit circle, then Run or Pass; or go for the touchdown. TD: you must try "
        "for a touchdown.",
        "In the opponent's Zone 2, any roll but Zone 3 gives you the choice. In the opponent's "
        "Zone 3 there is no roll: a touchdown or a field goal.",
    ),
    diagrams.dice,
)

FLAGS = Page(
    "Flags and fumbles",
    (
        "Resting on a red football is a fumble: the other side's ball, there (not on kickoffs and punts).",
        "Resting on a yellow flag is a penalty: back 15 yards (or half the way to your goal line) "
        "and a lost down; the defence may refuse it.",
        "At a real table, a player who moves the mat during a flick says so, and the play goes the "
        "other side's way (B does it here; at a computer nothing moves the mat).",
    ),
    diagrams.flags,
)

SCORING = Page(
    "Scoring",
    (
        "Touchdown, 6: the slider rests completely inside the end zone, touching no line.",
        "Then kick the extra point (1), or flick for 2 from your own 30 into the end zone.",
        "Field goal, 3: once your drive has touched the 50. Through the back of the end zone and "
        "off the mat: a touchback, the other side's ball on its 20.",
        "A game is 4 quarters of 20 plays (a short game: 1); a roll, a punt or a kick at goal is a play.",
    ),
    diagrams.endzone,
)

HAND = Page(
    "The field goal hand",
    (
        "The defender makes the goalpost: index fingers end to end (the crossbar), thumbs up (the uprights).",
        "A kick is good between the thumbs and above the fingers.",
        "In a game every kick is from your own goal line, the whole length of the field away, "
        "wherever the ball is, and your hand is steady (no tremble, unlike a practice round).",
        "When ready, press on the ball: it stands up and the count starts there. Drag back and let "
        'go before "one thousand three". The dotted line shows its flight while you drag.',
    ),
    diagrams.hand,
)


ONSIDE = Page(
    "Kickoffs and onside kicks",
    (
        "After your touchdown and its extra point (or two-point try) you kick off: as usual (a long "
        "flick, the other side's ball where it stops), or an onside kick.",
        "Onside kick: flick from just inside your own end zone and stop touching one of the two lit "
        "run circles on the other side's 30: you keep the ball there.",
        "Miss them, and the other side gets the ball on its own 40, in the middle of the field. A "
        "gamble for when you are behind.",
    ),
    diagrams.onside,
)


def game_pages(mat: Mat, aim_help: str = ESTIMATE, hand: str = "club") -> list[Page]:
    return [flick_page(mat, aim_help, hand), CIRCLES, DICE, FLAGS, SCORING, ONSIDE, HAND]


# Practice's own pages: F1 there opens on PRACTICE, never on the game's line of scrimmage,
# downs, kickoffs or owning up to a bump (a newcomer found those in practice's help).
PRACTICE = Page(
    "Practice",
    (
        "Your slider is the brown football in the white ring (ringed and named before your first "
        "flick). Stop it touching the circle ringed in yellow: a hit. Each target tried lights another.",
        "Round 1 is a warm-up of 3 targets: the yellow line ends where it will stop. From round 2 "
        f"a round is 10 targets and counts (the best is kept): a pale band shows where {HOLDS} "
        "flicks stop (on a long pull it runs to the mat's edge, and the label says how many of the "
        "same 10 stop in it and how many leave), and your hand trembles as a real finger does.",
        "Right-click puts the slider anywhere: its flicks are free tries, not scored, until R puts "
        "it back at the start. G (aim help) or H (your hand) leave the round; T starts a scored round.",
    ),
    diagrams.circles,
)

PRACTICE_MAT = Page(
    "Circles, flags and red footballs",
    (
        "Each circle is a large black ring with a white centre: a slider resting touching the "
        "black ring touches the circle (in a game, a run; the white centre, a pass).",
        "Red footballs and yellow flags are printed on the mat. In practice nothing happens on "
        "them: the panel says what a game would make of it (a red football: a fumble, the other "
        "side's ball; a flag: a penalty).",
        "The halves: YOUR END ZONE is behind the slider's start, THEIR END ZONE far ahead; so "
        '"your 46" and "their 46" are the two 46-yard lines either side of midfield.',
    ),
    diagrams.flags,
)


def practice_pages(mat: Mat) -> list[Page]:
    return [PRACTICE, flick_page(mat), PRACTICE_MAT]


CHALLENGE = Page(
    "The tremble (C: tremble on/off)",
    (
        "With the tremble on (C: tremble on/off), and from a round's third kick, your hand "
        "trembles, as a real one does: the kick struck strays from the one you drew, by chance, "
        "and more the harder you pull (a full pull strays more than twice as far as one just strong enough).",
        "So the same drag does not always score: practice is harder than a game, whose kicks never "
        "tremble. C, H (the defender's hands) and D (air resistance) leave a round for free practice.",
        "A kick must pass between the thumbs, over the fingers: while you drag, the dotted flight "
        'says "strong enough" or "too soft".',
    ),
    diagrams.hand,
)


GOAL_LINE = Page(
    "Why every kick is from your own goal line",
    (
        "The rulebook puts every kick at goal just inside the kicker's own goal line, so that it "
        "crosses the whole length of the field to the defender's hands.",
        "So a field goal is as long from the CPU's 7 as from your own 30: where the ball stood "
        "does not change the kick.",
        "It matters only on a miss (or a ball held past the count): the other side takes the ball "
        "there. In the kick window, W says this in short.",
        "Before your first kick of a game, P gives you a practice swing: it flies as a kick would and "
        "is not counted.",
    ),
    diagrams.hand,
)


def kick_pages() -> list[Page]:
    return [HAND, GOAL_LINE, CHALLENGE]

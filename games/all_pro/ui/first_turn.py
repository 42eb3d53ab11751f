"""All-Pro Football's guided first turn: a step at a time, each shown until the player has done
it (the kit shows the guide once, Tab skips a step, Shift+Tab or its button ends it, F1 shows it
again).

Each step waits for its moment (``when``: lining up, your turn with the ball, a pass call), so
"Snap the ball" is never shown during a kick return, and counts what the player does from when it
is first shown (:class:`FirstTurn`): the move that passes one step does not pass the next as well,
so the count never jumps from step 3 to step 5."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from games.all_pro.rules.actions import Phase, Snap
from games.all_pro.rules.actions import Step as Move
from games.all_pro.ui.panel import AllProScene
from games.window.guide import Guide, Step


class FirstTurn(Guide):
    """A guide whose steps count from when each is first shown."""

    def __init__(self, name: str, counts: Callable[[], dict[str, int]]) -> None:
        super().__init__(name, [])
        self.counts = counts  # what the player has done so far, by kind
        self.since: dict[int, dict[str, int]] = {}  # what was done when step k was first shown
        self.said: dict[int, Callable[[], str]] = {}  # a step whose words follow the moment

    @property
    def showing(self) -> Step | None:
        """The step on show, in the words of the moment it is shown in."""
        step = super().showing
        words = self.said.get(self.index)
        return step if step is None or words is None else replace(step, words=words())

    def restart(self) -> None:
        super().restart()
        self.since = {}

    def counted(self, step: int, done: Callable[[dict[str, int]], bool]) -> Callable[[], bool]:
        """Step ``step`` is done once ``done`` holds of what was done since it was first shown
        (not before its moment: the kit asks the current step each frame, shown or not)."""

        def check() -> bool:
            moment = self.steps[step].when
            if step not in self.since:
                if not moment():
                    return False
                self.since[step] = dict(self.counts())
            base = self.since[step]
            return done({k: v - base.get(k, 0) for k, v in self.counts().items()})

        return check


def first_turn(scene: AllProScene) -> Guide:
    guide = FirstTurn("all-pro-first-turn", lambda: dict(scene.done))

    def mine() -> bool:
        g = scene.game  # read each time: N starts a new game
        return not g.is_over() and g.team_to_move() == _human(scene)

    def lining_up() -> bool:
        return mine() and scene.game.phase in (Phase.FORMATION, Phase.RETURN_FORMATION)

    def legal(kind: type) -> Callable[[], bool]:
        return lambda: mine() and any(isinstance(a, kind) for a in scene.game.legal_actions())

    def n(c: dict[str, int], *kinds: str) -> int:
        return sum(c.get(k, 0) for k in kinds)

    def your_series() -> bool:
        return mine() and scene.game.phase == Phase.PLAY

    def can_pass() -> bool:  # a forward pass may be called now: never on a return (as the panel)
        g = scene.game
        yours = g.carrier is not None and g.men[g.carrier].team == _human(scene)
        return mine() and yours and g.phase in (Phase.PLAY, Phase.CALL) and g.snapped and "pass" in g._calls()

    # Each step shows only while it applies (``when``), in this order, in the words of the moment
    # (``said``): the steps "came and went" and spoke of the snap and the Center while the
    # person lined up for a kick return, where the panel said neither (newcomer 6/10).
    guide.steps = (
        Step(WELCOME, guide.counted(0, lambda c: n(c, "decisions") > 0), lambda: not scene.game.is_over()),
        Step(LINING_UP, guide.counted(1, lambda c: n(c, "Formation", "Step") > 0), lining_up),
        Step(
            IN_PLAY + MOVING,
            # On offence or defence, whichever comes first: never waiting for a snap while the
            # player defends unguided (play-test 7 saw the steps come out of order).
            guide.counted(2, lambda c: n(c, "Step") > 0),
            _either(legal(Snap), legal(Move)),
        ),
        Step(
            THREE_MOVES + BLOCKERS,
            guide.counted(3, lambda c: n(c, "EndSeries") > 0 or n(c, "Step") >= 3),
            your_series,  # in play only: "End turn" means nothing while lining up
        ),
        Step(PASSING, guide.counted(4, lambda c: n(c, "Call", "Go") > 0), can_pass),
        Step(
            "F1 shows the rules with pictures: blocks, tackles, passes, kicks and scoring.",
            # Done once the help is opened, or two choices later: never on the screen for the
            # rest of the game (play-test 22).
            _either(lambda: bool(scene.app.help_open), guide.counted(5, lambda c: n(c, "decisions") >= 2)),
            lambda: not scene.game.is_over(),
        ),
    )
    guide.said[0] = lambda: welcome_words(scene)
    guide.said[1] = lambda: lining_up_words(scene)
    guide.said[2] = lambda: in_play_words(scene)
    guide.said[3] = lambda: three_moves_words(scene)
    return guide


WELCOME = (
    "You are red, attacking to the right; the CPU is blue. Each button says what it does, and"
    " Enter presses the one marked Enter."
)
LINING_UP = (
    "Lining up: pick a formation in the panel, drag men to move them, then Ready (Enter). "
    "With the ball, a man must stand right behind your Center to take the snap."
)
RETURN_LINE_UP = (
    "Lining up to receive the kick: pick a formation in the panel, drag your Backs behind the"
    " line, then Ready (Enter). There is no snap on a return."
)
DEFENCE_LINE_UP = (
    "Lining up on defence: pick a formation in the panel (7 or 5 men on the line), drag men to"
    " move them, then Ready (Enter)."
)
THREE_MOVES = "Three moves make your turn, then End turn (Enter). "
# Taught with the ball (newcomer 6/10: sacked through the squares his blockers had left).
BLOCKERS = (
    "Keep your blockers in front of your ball carrier: a blocker who steps aside opens the way to"
    " him (a ! marks such a move). To gain: block the man in front of him, then step the carrier"
    " onto that block and off it."
)
TACKLING = "Land a man on their ball carrier to tackle him; block their blockers out of the way."
PASSING = (
    "After your turn, with the ball behind the line, you may Call pass: light lanes show who is"
    " open (2, 4 or 6 spaces ahead, straight or diagonal); light rings, where to step."
)


def welcome_words(scene: AllProScene) -> str:
    """The first step: the kick-off named only while the game starts with one."""
    g = scene.game
    start = "The game starts with a kick-off. " if g.phase == Phase.KICKOFF and g.plays == 0 else ""
    return WELCOME.replace("blue. ", f"blue. {start}", 1)


def lining_up_words(scene: AllProScene) -> str:
    """The lining-up step in the words of the lineup it is shown in: to take a kick, on defence,
    with the ball (the panel's own words: "Line up to receive...")."""
    g = scene.game
    if g.phase == Phase.RETURN_FORMATION:
        return RETURN_LINE_UP
    if g.forming is not None and g.forming != g.offence:
        return DEFENCE_LINE_UP
    return LINING_UP


def three_moves_words(scene: AllProScene) -> str:
    """The turn's step: with the ball, keep the blockers in front of the carrier; on defence,
    tackle."""
    g = scene.game
    return THREE_MOVES + (BLOCKERS if g.mover == g.offence else TACKLING)


# The first step in play, as the moment is: the snap only where there is one to make (a kick
# return has none, and Enter there ends the turn: newcomer 6/10).
IN_PLAY = "In play, with the ball: Snap first (Enter), your first move. "
RETURN = "Your kick return: no snap, your man with the ball runs now. "
SNAPPED = "The ball is snapped: your man with the ball runs now, behind your blockers. "
DEFENDING = "The CPU has the ball: stop its ball carrier. "
MOVING = (
    "On either side: click one of your men, then a yellow dot; a ring round a blue man: block or tackle him."
)


def in_play_words(scene: AllProScene) -> str:
    """The snap step's words for the moment it is shown in: before a snap, on a return, on
    defence."""
    g = scene.game
    if any(isinstance(a, Snap) for a in g.legal_actions()):
        return IN_PLAY + MOVING
    if g.mover != g.offence:
        return DEFENDING + MOVING
    if g.carrier is None:
        return (
            "Your kick return: no snap. Land one of your men on the ball to pick it up (click him,"
            " then a yellow dot), then run with him."
        )
    # Only a kick's return runs without a snap: after a snap from scrimmage "no snap" misled
    # (newcomer 7/10).
    return (RETURN if g.kick_return else SNAPPED) + MOVING


def _either(one: Callable[[], bool], other: Callable[[], bool]) -> Callable[[], bool]:
    """Both asked each frame (a step's count starts when it is first shown), either passes it."""

    def check() -> bool:
        a, b = one(), other()
        return a or b

    return check


def _human(scene: AllProScene) -> object:
    humans = getattr(scene, "humans", None)
    return next(iter(humans)) if humans else None

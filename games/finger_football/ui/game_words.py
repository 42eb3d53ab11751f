"""What the game's window says of the moment (game_scene.py holds the flow): the decisions open
to a person as labelled buttons, the prompt, the first-game hint, what rides on a kick, and why a
decision can no longer be taken back. The sentences themselves are prompts.py's; this picks them
for the scene's moment. Functions of the scene: they read it, never change the game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.finger_football.rules.actions import (
    Action,
    Bump,
    ChooseTarget,
    Flicked,
    Kicked,
    Phase,
    PlayKind,
    Roll,
    Team,
    Toss,
    ordinal,
)
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui import coin_toss
from games.finger_football.ui.card_footer import card_waits
from games.finger_football.ui.circle_pick import LABELS, pick_prompt
from games.finger_football.ui.defence import DEFENCE_KEY, cpu_aim_words, defence_why, defence_words, defending
from games.finger_football.ui.defence_flow import rolls_for_cpu
from games.finger_football.ui.flick_input import ESTIMATE
from games.finger_football.ui.game_panel import GamePanel
from games.finger_football.ui.prompts import (
    HINTS,
    PASS_HINT,
    TOUCHDOWN_HINT,
    Names,
    ball_words,
    label,
    prompt,
    said,
    told,
    waiting,
    window_words,
    yard_line,
)
from games.finger_football.ui.whose_turn import own_flick_ruled

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

# The dice roll by themselves (defence_flow.py): "You roll the dice…" read as an order to press.
ROLLING = "The dice roll by themselves for the CPU's play…"
BUMP_HINTS = 2  # flicks after which "play goes on by itself" is said; then it is known
BUMP_HINT = "Play goes on by itself in a moment: look where it stopped."


def controls() -> list[tuple[str, str]]:
    """The game's keys and mouse, as F1 lists them."""
    return [
        ("drag the slider", "press in its ring, pull back, let go: the flick goes the other way"),
        ("hold Shift", "while pulling: a fine pull, four times finer"),
        ("wheel, Left/Right", "set spin before the flick: it turns the slider as it slides"),
        ("0", "no spin: a straight flick (spin is cleared after each flick too)"),
        (
            "G",
            "aim help, in turn: estimate (a band of likely stops), then off, then steady stop "
            "(where a steady flick stops), then estimate again",
        ),
        (
            "click a lit circle",
            "when the dice let you pick (their CHOICE face): that circle, then 1 (a run) or 2 (a pass)",
        ),
        ("1-9, Enter", "the buttons on the right (Enter: the first)"),
        ("B", "own up to a bump: the mat was knocked during a flick, so the play goes the other side's way"),
        ("Space, click", "go on from a result card (the CPU's score waits for it; nothing else starts)"),
        ("F", "skip the CPU's play now to its result (the result still shows until read)"),
        ("Esc", "let go of a pull or a picked circle; else leave the game (saved; it asks first)"),
        ("N", "a new game, once this one is over"),
    ]


@dataclass(slots=True)
class Choice:
    label: str
    action: Action


def choices(scene: GameScene) -> list[Choice]:
    """The decisions open to the person now, as labelled actions."""
    if not scene.human_turn() or scene.game.request() is not None or scene.auto_accepts():
        return []
    if rolls_for_cpu(scene) or coin_toss.in_the_air(scene):
        return []  # the dice roll by themselves, or the coin is still up: nothing to press yet
    out = [Choice(LABELS[t.kind], ChooseTarget(t)) for t in scene.pick.plays(scene.game)]
    for action in scene.game.legal_actions():
        if isinstance(action, ChooseTarget):
            if action.target.kind == PlayKind.TOUCHDOWN:
                out.append(Choice("Go for the touchdown", action))
            continue  # a circle is picked on the mat first: its run and pass come first
        if isinstance(action, Bump) and action.by not in scene.humans:
            continue
        out.append(Choice(label(action, scene.game, scene.names), action))
    return out


CARD_WAITS = "Read the result: Space, Enter or a click for the next play"
COIN_UP = "The coin is in the air…"


def prompt_of(scene: GameScene) -> str:
    g = scene.game
    if g.is_over():
        return "Final whistle: N for a new game, Esc to leave"
    if scene.banner is not None and scene.banner_waits and not scene.sliding:
        # Not what comes after: "The CPU is choosing…" under a card that waits.
        return card_waits(scene, CARD_WAITS)
    if scene.anim is not None:
        return "Watch it slide…" if scene.sliding else stopped(g, scene.names)
    if coin_toss.in_the_air(scene):
        return COIN_UP
    if rolls_for_cpu(scene):
        return ROLLING
    if (scene.human_turn() and scene.auto_accepts()) or own_flick_ruled(scene):
        assert g.offense is not None and g.pending is not None
        return f"{scene.names.possessive(g.offense)} flick: {said(window_words(g.pending.why))}"
    if scene.human_turn() and g.phase == Phase.CHOOSE_TARGET and scene.pick.plays(g):
        return pick_prompt(g, scene.pick, scene.names, scene._attacking())
    if scene.human_turn():
        return prompt(g, scene.names)
    doing = waiting(g, scene.names, flicking=scene.wind_up is not None)
    aim = cpu_aim_words(g, scene.names, scene._attacking())  # the defender sees it before the flick
    return f"{doing.rstrip('…')}: it {aim}" if aim else doing


def stopped(g: FingerFootball, names: Names) -> str:
    """What a flick that has just stopped made, in the play-by-play's own words."""
    if not g.log:
        return "Stopped."
    line = told(g.log[-1], names)
    return f"Stopped: {line[0].lower()}{line[1:]}" if line.startswith("The ") else f"Stopped: {line}"


def hint_of(scene: GameScene) -> str:
    """The first-game hint for the decision a person faces now, if not yet seen."""
    phase = scene.game.phase
    if scene.notice:
        return str(scene.notice)
    if scene.defends_cpu_flick() or cpu_flicking(scene) or rolls_for_cpu(scene):
        return defence_words(first_defence(scene))  # what the defence does: said once
    if scene.human_turn() and scene.auto_accepts():
        return BUMP_HINT if scene.bump_hints < BUMP_HINTS else ""
    if scene.human_turn() and defending(scene.game, scene.humans):
        return defence_why(scene.game, scene.names)  # every time: the defence's one decision
    if not scene.human_turn() or phase not in HINTS:
        return ""
    target = scene.game.target
    if phase == Phase.SCRIMMAGE and target is not None and target.kind == PlayKind.TOUCHDOWN:
        return TOUCHDOWN_HINT  # a warning before every touchdown flick: a touchback loses the ball
    first = scene.app.settings.first_time(hint_key(phase))
    band = " The band past the yellow line: where it will likely stop." if scene.aim_help == ESTIMATE else ""
    if phase == Phase.SCRIMMAGE and target is not None and target.kind == PlayKind.PASS:
        return f"{PASS_HINT}{band if first else ''}"  # before every pass: what counts
    if not first:
        return ""
    if phase == Phase.SCRIMMAGE:
        return f"{HINTS[phase]}{band}"
    return HINTS[phase]


def hint_muted(scene: GameScene) -> bool:
    """Is the hint an offer to be read in passing (the defence's B), not a tip to act on? The
    first CPU flick's, which says what the defence does, is read in full colour."""
    defending_now = scene.defends_cpu_flick() or cpu_flicking(scene) or rolls_for_cpu(scene)
    return not scene.notice and defending_now and not first_defence(scene)


def cpu_flicking(scene: GameScene) -> bool:
    """Is the CPU winding up its flick against the person (the defender reads its aim)?"""
    return bool(scene.wind_up is not None and scene.names.versus_cpu)


def first_defence(scene: GameScene) -> bool:
    """Is this the first CPU flick the person defends (until its result is gone on from)?"""
    return not scene.cpu_results_seen and bool(scene.app.settings.first_time(DEFENCE_KEY))


def stakes(g: FingerFootball, names: Names) -> str:
    """What rides on a kick, as the game stands: the ball, the clock, the score, in the main
    window's words ("Your ball · 4th down · the CPU's 40"; "Red ball · opponent's 40" read as
    another game's: play-test)."""
    team = g.offense
    where = "after the touchdown"
    if g.phase == Phase.FIELD_GOAL and team is not None and g.los is not None:
        line = yard_line(g, team, g.los[0], names)
        where = f"{ball_words(team, names)} · {ordinal(g.down)} down · {line}"
    clock = GamePanel.clock_line(g)
    score = " - ".join(f"{names.of(t)} {g.score[t]}" for t in (Team.RED, Team.BLUE))
    return f"{where} · {clock} · {score}"


def hint_key(phase: Phase) -> str:
    return f"finger-football/{phase.value}"


def forgotten(action: Action) -> str:
    """Why a decision before ``action`` can no longer be taken back."""
    if isinstance(action, Flicked):
        return "A flick cannot be taken back: the mat has shown where it went"
    if isinstance(action, Kicked):
        return "A kick cannot be taken back: it has flown"
    if isinstance(action, Roll | Toss):
        return "The dice have been rolled: what came before cannot be taken back"
    return "The CPU has played since: nothing to take back"


def miss_costs(g: FingerFootball, names: Names) -> str:
    """What a miss of the kick asked now costs, said before the press ("A miss (or a ball held
    past the count): the CPU's ball on the CPU's 27, your drive over"): a newcomer chose a field
    goal on 2nd down, learning only from the result that the ball went over (play-test)."""
    team = g.offense
    if team is None:
        return ""
    if g.phase == Phase.FIELD_GOAL and g.los is not None:
        line = yard_line(g, team, g.los[0], names)
        other = f"{names.possessive(team.other, start=False)} ball"
        early = f", though it is only {ordinal(g.down)} down" if g.down < 4 else ""
        return f"A miss (or a ball held past the count): {other} on {line}{early}."
    return "A miss: no point, and the kickoff as after a make."

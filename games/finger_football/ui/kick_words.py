"""What the kick window says of a kick (kick_scene.py is the window): the call's story in a few
plain sentences, the pull it took as a share of a full pull (never raw speeds: testers read
"needs 3.49 m/s at 40°" as a programmer's number), what to change, how far a trembling hand took
the kick, and a round's tally. Functions of the scene: they read it, never change it."""

from __future__ import annotations

import math
from typing import Any

from games.finger_football.ui.kick_blame import aim_was_sound, tremble_aside
from games.finger_football.ui.kick_consts import (
    ADVICE,
    AGAIN,
    BAD_CUE,
    CUES,
    GOOD_CUE,
    JUDGE_IT,
    KICK_MAX_SPEED,
    TREMBLE_MARGIN,
    Phase,
)
from games.finger_football.ui.kick_hand import HIT_HAND, hit_hand, short_words
from games.finger_football.ui.kick_need import advised_speed, easiest_loft
from games.finger_football.ui.kick_round import KICKS, best
from games.finger_football.ui.kick_watch import back_in
from games.window import ui
from sim.kick import Kick, KickOutcome

# The kick window (kick_scene.FieldGoalScene), named and not imported: it imports this module.
Scene = Any

BOUNCED = "bounced first"  # sim.kick.Reason.BOUNCED's words


def percent(speed: float) -> str:
    """A kick's speed as the share of a full pull that makes it, rounded down: "58%". Rounded
    down, and what is needed rounded up (:func:`needed`): a pull shown at the need then clears
    (rounded to the nearest, "needs 58%" and a 58% pull fell short: play-test). Never past
    100%: a pull is at most a full one ("pull 106%" was a trembling hand's kick: play-test; the
    tremble's own line says how much harder it struck)."""
    return f"{min(100, math.floor(round(speed / KICK_MAX_SPEED * 100, 6)))}%"


def needed(speed: float) -> str:
    """The share of a full pull a kick of ``speed`` needs, rounded up: "59%"."""
    return f"{math.ceil(round(speed / KICK_MAX_SPEED * 100, 6))}%"


def advised(speed: float) -> str:
    """The share of a full pull advised to a trembling hand when a kick of ``speed`` is needed: "71%"."""
    return f"{advised_share(speed)}%"


def advised_share(speed: float) -> int:
    """:func:`advised` as a number: rounded up, as the need is, and never past a full pull."""
    return min(100, share(advised_speed(speed), up=True))


def trembling_need(speed: float) -> str:
    """Said after the need whenever the hand trembles, in every place the need is said (a pull at
    the need alone then missed often: newcomer play-test): "(trembling: pull about 71%)"."""
    return f"(trembling: pull about {advised(speed)})"


def result_words(k: Scene) -> list[str]:
    """What the strip says under the call, each a paragraph: how the kick went and what next,
    how far the hand trembled (a round's end has a card of its own: kick_drawing.py)."""
    assert k.outcome is not None
    then = back_in(k) if k.watching else "Enter: back to the game" if k.on_result else AGAIN
    if k.round_over:  # the round's card says what next, once (two instructions: play-test 6)
        return [k.kick_story(), *tremor_words(k)]
    return [f"{k.kick_story()} {then}.", *tremor_words(k)]


def kick_heading(k: Scene) -> str:
    """The round's kick now: "Kick 3 of 8"."""
    assert k.round is not None
    return f"Kick {k.round.index + 1} of {KICKS}: press on the ball when ready"


def round_words(k: Scene) -> str:
    """The title bar's tally of the round: "Round: 2 good of 3 · kick 4 of 8 · best 6/8"."""
    assert k.round is not None
    r = k.round
    flying = k.phase == Phase.FLYING and bool(r.results)  # in the air: not told yet
    taken = len(r.results) - flying
    goods = r.goods - (r.results[-1] if flying else 0)
    last = f"last round {r.last_score}/{KICKS} · " if r.last_score is not None else ""
    top = best(k.app.settings.hints_seen)
    kick = f"kick {min(taken + 1, KICKS)} of {KICKS}"
    return f"Round: {goods} good of {taken} · {kick}{_tail(last, top)}"


def _tail(last: str, top: int) -> str:
    """The last round and the best one, where there are any: "best 0/8" beside three good kicks
    of the first round read as the round's own count gone wrong (play-test)."""
    best_words = f"best round {top}/{KICKS}" if top else ""
    words = (last + best_words).removesuffix(" · ")
    return f" · {words}" if words else ""


def round_over_words(k: Scene) -> str:
    assert k.round is not None
    top = best(k.app.settings.hints_seen)
    return f"Round over: {k.round.goods} of {KICKS} good{_tail('', top)}"


def tell(k: Scene) -> str:
    """:func:`story`; for the CPU's kick without the advice, which is meant for the person
    kicking ("Pull further back" under the CPU's miss told the person to pull)."""
    told = story(k)
    if not k.watching:
        return told
    for advice in ADVICE:
        cut = told.find(advice)
        if cut >= 0:
            told = told[:cut].rstrip(" .:") + "."
    return told


def story(k: Scene) -> str:
    """How the kick went and why, in a few plain sentences: where the ball met the hands (the
    front view marks it), the pull it had against the pull it needed, and what to change."""
    o = k.outcome
    if o is None:
        return ""
    count = f"{k.setup.count_length:g} s"
    if o.kick is None and k.note:
        return f"You let go with no kick and the count of {count} ran out. {k.note}."
    if o.kick is None:
        return f"You held the ball past the count of {count}: let go sooner."
    if o.reason in ("too late", "too early"):
        return f"Not kicked between your press and the end of the count of {count}: it does not count."
    who = "It" if not k.watching else "The ball"
    by = "The CPU" if k.watching else "You"  # only the CPU's kicks are watched, never kicked here
    drawn = k.meant if k.meant is not None else o.kick  # the pull made, not the tremble's stroke
    # The need of the kick drawn, at its own loft and aim: the model that judged it (kick_need.py).
    clears = None if k.watching else k.clearing_speed(drawn.elevation, drawn.aim)
    need = f"; it needed at least {needed(clears)}" if clears is not None else ""
    if need and clears is not None and k.meant is not None:  # the hand trembled: what to pull then
        need += f" {trembling_need(clears)}"
    pulled = f"{by} pulled {percent(drawn.speed)} at {math.degrees(drawn.elevation):.0f}° loft{need}."
    if o.good and clears is not None and share(drawn.speed) < share(clears, up=True):
        # Drawn short of the need and still good: only the tremble can have carried it.
        pulled += " Your hand's tremble struck it harder and carried it over: luck, not the pull."
    if k.tremble_missed:
        return trembled_story(k, who, clears)
    reason = o.reason.value
    where = crossed(k)
    further = "Pull further back."
    if not k.watching and clears is None:  # no pull up to a full one clears at this loft
        further = loft_more(k, drawn.elevation)
    if o.good:
        return f"{who} went {between(k)}{where}. {pulled}"
    if reason == "short":
        return f"{who} {short_words(o, k.setup.ball.radius)}{where}. {pulled} {further}"
    if reason == BOUNCED:
        return (
            f"{who} bounced on the table before the hands, then went over them{where}: a kick must "
            f"sail over in the air (the rulebook), so no good. {pulled} {further}"
        )
    if reason == "off the crossbar":
        return f"{who} hit the fingers{where}. {pulled} {further}"
    if aim_was_sound(k):  # drawn between the thumbs: the tremble took it aside, not the aim
        short = clears is not None and share(drawn.speed) < share(clears, up=True)
        return tremble_aside(k, who, where, pulled) + (" Pull further back." if short else "")
    post = k.range.post
    if reason in ("wide left", "wide right"):
        side = "left" if reason == "wide left" else "right"
        other = "right" if side == "left" else "left"
        return (
            f"{who} passed {side} of the thumbs{where}; they stand {post.width / 2 * 100:.1f} cm each "
            f"side of the middle. Aim more to the {other} ({screen_way(other)} in the top view)."
        )
    if reason == "off a thumb":
        mark = k.hands_mark()
        side = "left" if mark is not None and mark[0] > 0 else "right"
        other = "right" if side == "left" else "left"
        return (
            f"{who} hit the {side} thumb{where}. Aim nearer the middle of the gap: a little more to "
            f"the {other} ({screen_way(other)} in the top view)."
        )
    return f"{who}: {o.call.lower()}{where}."


def loft_more(k: Scene, loft: float) -> str:
    """The advice when the loft, not the pull, was the cause: at ``loft`` no pull up to a full one
    clears the fingers ("Pull further back" after a 90% pull at 8°: play-test 6). Which way to
    turn it is found, not assumed: above the loft that clears with the least pull, less ("loft it
    more" at 72°, the most being 75°: play-test 7)."""
    best = easiest_loft(k)
    way = "less (wheel down or Down)" if best is not None and loft > best else "more (wheel up or Up)"
    return f"No pull clears the fingers at {math.degrees(loft):.0f}° loft: loft it {way}."


def trembled_story(k: Scene, who: str, clears: float | None) -> str:
    """A kick drawn good that the trembling hand made miss: which part of the tremble did it (the
    pull, the loft or the aim: "-5% pull" beside a loft's miss read as the cause), and what to
    change. A tremble that cut the pull short is said so, never answered with "pull less hard"
    (a 71% pull cut short read "pull less hard, pull about 70%": play-test). A pull too near the
    need: pull about MARGIN_ADVISED% over it (:func:`advised`). A pull far over it that the aim or
    the loft undid: the tremble grows with the pull, pull less hard. Else the pull was sound: bad luck. The
    shares of a full pull differ in percentage points, of the figures as said ("71%, 7 points
    more than the 64%", never the unrounded 7.6 as "8")."""
    meant, struck = k.meant, k.outcome.kick if k.outcome is not None else None
    cut = (
        meant is not None and struck is not None and struck.speed < meant.speed and "pull" in k.tremble_missed
    )
    if cut and meant is not None and struck is not None:
        harder = ui.signed((struck.speed / meant.speed - 1.0) * 100)
        first = (
            f"{who} missed, though the kick you drew was good: your hand trembled and cut the pull "
            f"short ({harder}%)."
        )
    else:
        first = (
            f"{who} missed, though the kick you drew was good: your hand trembled, and "
            f"{k.tremble_missed} made it miss."
        )
    if meant is None or clears is None:
        return first
    pulled_pct, need_pct = share(meant.speed), share(clears, up=True)
    advice, spare = advised(clears), advised_share(clears)
    # One unit, the pull's %: "3 points more" and "10% over the need" beside it muddled (play-test).
    pulled = f"You pulled {pulled_pct}%; it needed at least {need_pct}%"
    if pulled_pct < spare:
        return f"{first} {pulled}: too little to spare for a trembling hand; pull about {advice}."
    if not cut and pulled_pct > spare + TREMBLE_MARGIN:
        return f"{first} {pulled}, and the tremble grows with the pull: pull less hard, about {advice}."
    return f"{first} {pulled}: a sound pull; the tremble was bad luck. Kick the same way again."


def share(speed: float, up: bool = False) -> int:
    """A kick's speed as a whole share of a full pull, as :func:`percent` (down) and
    :func:`needed` (``up``) say it."""
    value = round(speed / KICK_MAX_SPEED * 100, 6)
    return math.ceil(value) if up else math.floor(value)


def crossed(k: Scene) -> str:
    """Where the ball met the hands: ": 0.9 cm right of the middle, 13 cm up"."""
    mark = k.hands_mark()
    if mark is None:
        return ""
    y, z = mark
    return f": {across(y)}, {z * 100:.0f} cm up"


def between(k: Scene) -> str:
    """Where a good kick went by the hands: higher than the thumbs' tips counts too, said so (a
    ball "between the thumbs, 13.4 cm up" beside thumbs 12.5 cm high read as a mistake)."""
    mark = k.hands_mark()
    if mark is not None and mark[1] > k.range.post.thumb_top:
        # Said on the first such kick only (every high kick said it: play-test 5).
        told = getattr(k, "tips_told", False)
        return "over the fingers and above the gap between the thumbs" + (
            "" if told else " (higher than their tips counts)"
        )
    return "over the fingers and between the thumbs"


def above_tips(k: Scene) -> bool:
    """Did this good kick cross higher than the thumbs' tips (said once: :func:`between`)?"""
    mark = k.hands_mark()
    return bool(
        k.outcome is not None and k.outcome.good and mark is not None and mark[1] > k.range.post.thumb_top
    )


def aim_words(angle: float) -> str:
    """An aim in the kicker's words, as the result says it: "aim 2.1° left" ("aim +2.1°" read as a
    programmer's number: play-test 5); +: the kicker's left, up in the top view."""
    degrees = math.degrees(angle)
    if abs(degrees) < 0.05:
        return "aim straight"
    return f"aim {abs(degrees):.1f}° {'left' if degrees > 0 else 'right'}"


def tremor_words(k: Scene) -> list[str]:
    """How far the trembling hand took the kick from the one drawn (the challenge)."""
    struck = k.outcome.kick if k.outcome is not None else None
    if k.meant is None or struck is None:
        return []
    aim = math.degrees(struck.aim - k.meant.aim)
    way = "left" if aim > 0 else "right"
    harder = (struck.speed / k.meant.speed - 1.0) * 100 if k.meant.speed > 0 else 0.0
    loft = math.degrees(struck.elevation - k.meant.elevation)
    # Only what moved is said ("0.0° right" read as a mistake: play-test).
    parts = [f"{abs(aim):.1f}° {way}"] if abs(aim) >= 0.05 else []
    parts += [f"{ui.signed(harder)}% pull"] if abs(harder) >= 0.5 else []
    parts += [f"{ui.signed(loft, 1)}° loft"] if abs(loft) >= 0.05 else []
    if not parts:
        return ["Your hand trembled, but too little to matter"]
    return [f"Your hand trembled: {', '.join(parts)}"]


def across(y: float) -> str:
    """Where across the hands a ball crossed (+y: the kicker's left), as the kicker sees them."""
    off = abs(y) * 100
    return "dead centre" if off < 0.05 else f"{off:.1f} cm {'left' if y > 0 else 'right'} of the middle"


def screen_way(side: str) -> str:
    """The kicker's left is up in the top view (the kick goes to the right of the screen)."""
    return "up" if side == "left" else "down"


def call_words(outcome: KickOutcome, radius: float | None = None) -> str:
    """The referee's call in this window's words: the hands' index fingers are the crossbar,
    and the window calls them fingers everywhere ("off the crossbar" was never explained); a
    short kick that met the hand in the air (given the ball's ``radius``) says so (kick_hand.py)."""
    if radius is not None and hit_hand(outcome, radius):
        return f"{outcome.verdict.value} - it {HIT_HAND}"
    return outcome.call.replace("the crossbar", "the fingers")


def crossing_words(y: float, z: float) -> str:
    """Where a kick passed the hands, in plain words: "went over 13.9 cm above the table, 1.2 cm
    left of the middle" (+y: the kicker's left)."""
    return f"went over {z * 100:.1f} cm above the table, {across(y)}"


def cue(k: Scene) -> tuple[str, ui.Color]:
    """The strip's one line while the count runs: what to do, or how the kick dragged now
    would go (strong enough, too soft, wide)."""
    if k.stood_at is None:
        return "Press on the ball in the top view, drag back away from the hands, let go", ui.PAPER
    if k.note:  # let go with no kick: what happened, and how to kick
        return f"{k.note}.", BAD_CUE
    flight = k.predicted()
    if flight is None:
        return "Now kick: drag back from the ball in the top view, let go", ui.PAPER
    if k.round is not None:
        return JUDGE_IT, ui.PAPER  # no verdict before the kick: a round is judged by eye
    if not flight.good and k.clearing_speed() is None:  # the loft, not the pull
        return loft_more(k, k.loft), BAD_CUE
    if flight.good and spare_short(k):  # good as drawn, but the tremble would often undo it
        return f"Strong enough as drawn {trembling_need(k.clearing_speed())}", GOOD_CUE
    if flight.good:
        return "Strong enough: over the fingers, between the thumbs. Let go!", GOOD_CUE
    return CUES.get(flight.reason.value, f"As aimed: {flight.call.lower()}"), BAD_CUE


def spare_short(k: Scene) -> bool:
    """Is the kick dragged now, with the hand trembling, short of the pull advised (:func:`advised`)?
    Good as drawn, it would then miss often ("Strong enough" at the bare need: newcomer play-test)."""
    clears, aimed = k.clearing_speed(), k.aim()
    if not k.trembles or clears is None or aimed is None:
        return False
    return share(KICK_MAX_SPEED * aimed[0]) < advised_share(clears)


def tremble_missed(k: Scene, meant: Kick | None, struck: Kick) -> str:
    """When the kick drawn was good and the one struck missed: the part of the tremble that
    alone makes it miss ("its loft (-3.8°)"), or "" when the tremble did not cost the kick."""
    if meant is None or k.outcome is None or k.outcome.good:
        return ""
    if not k.range.kick(meant, drag=k.drag).good:
        return ""
    loft = ui.signed(math.degrees(struck.elevation - meant.elevation), 1)
    harder = ui.signed((struck.speed / meant.speed - 1.0) * 100) if meant.speed > 0 else "0"
    aim = math.degrees(struck.aim - meant.aim)
    parts = (
        (Kick(meant.speed, struck.elevation, meant.aim), f"loft ({loft}°)"),
        (Kick(struck.speed, meant.elevation, meant.aim), f"pull ({harder}%)"),
        (
            Kick(meant.speed, meant.elevation, struck.aim),
            f"aim ({abs(aim):.1f}° {'left' if aim > 0 else 'right'})",
        ),
    )
    alone = [words for kick, words in parts if not k.range.kick(kick, drag=k.drag).good]
    return f"its {' and '.join(alone)}" if alone else "the tremble as a whole (below)"


def before_press(k: Scene) -> list[str]:
    """A game's kick, said before the press: the pull it needs at the loft set, the count's
    limit, and what a miss costs (a newcomer saw "pull 59% or more" only once the count ran, and
    learnt the cost of a miss on 2nd down from the result: play-test)."""
    clears = k.clearing_speed()
    pull = f"pull {needed(clears)} or more" if clears is not None else "pull hard"
    count = f"{k.setup.count_length:g} s"
    loft = f"{math.degrees(k.loft):.0f}°"
    need = f"To clear the fingers, {pull} (at {loft} loft) and let go within {count} of your press."
    return [need, k.miss] if k.miss else [need]


def seconds_left(k: Scene) -> str:
    """What is left of the count, said beside its bar: "1.8 s left"."""
    return f"{max(0.0, k.setup.count_length - k.clock):.1f} s left"

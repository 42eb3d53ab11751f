"""Field-goal practice's own keys (kick_scene.py is the window): H the defender's hands, D air
resistance, C the trembling hand, T a new round. H, D and C leave a round for free practice (C
too: it said "challenge" and changed nothing in a round, play-test), saying so. Part-way through a
round they ask first, as Finger Football practice's G and H do (C threw a round away silently:
play-test); after a round's last kick its card closes (its score is kept already: a key pressed
over the card ended the program, play-test)."""

from __future__ import annotations

from typing import Any

import pygame

from games.finger_football.ui.kick_consts import DRAG_WORDS, Phase
from games.finger_football.ui.kick_round import JITTER, KICKS, PLAN, KickRound, round_plan
from games.window.dialog import Confirm
from sim.kick import HANDS

# The kick window (kick_scene.FieldGoalScene), named and not imported: it imports this module.
Scene = Any

LEAVING = {
    pygame.K_c: "the tremble",
    pygame.K_h: "the defender's hands",
    pygame.K_d: "the wind",
    pygame.K_LEFT: "the hands' distance",
    pygame.K_RIGHT: "the hands' distance",
}
FREE = (
    "Free practice (not scored)"  # then " · " and what changed ("…: tremble off: a steady hand" read doubled)
)
NEAREST, STEP = 0.80, 0.05  # m: free practice's hands, Left/Right; the farthest a round's (widest)


def practice_key(k: Scene, key: int) -> None:
    """H (hands), D (air drag), T (a new round), C (the tremble): each says what it did; leaving
    a round part-way is asked first, and said to lose that round."""
    if k.phase not in (Phase.WAITING, Phase.DONE):
        k.app.say("Wait for this kick to land, then press it again")
        return
    dropped = round_dropped(k)
    if dropped and key in LEAVING:
        question = "Leave the round?"  # short: "Change the defender's hands and leave the ro..." was cut
        taken = len(k.round.results)
        detail = (
            f"Changing {LEAVING[key]} leaves it: {taken} of {KICKS} kicks taken, not kept. "
            "H, D, C and Left/Right: free practice, not scored; T: a new round."
        )
        k.confirm = Confirm(
            question, detail, "Leave the round", lambda: change(k, key), "Keep playing", safe=True
        )
        return
    change(k, key)


def call_off(k: Scene) -> bool:
    """Esc's first job: a pull under way is let go (no kick; the count runs on). True if one was."""
    if k.press is None:
        return False
    k.press = k.pull = None
    return True


def escape(k: Scene) -> None:
    """Esc: a pull let go; else practice closes, or a game's kick window asks "Leave this
    game?", over the window (Enter: play on; Y or a click on Leave: the kick window and the game
    both close, the game kept to go on with, as the game's own Esc does)."""
    if call_off(k):
        return
    if k.on_result is None:
        k.app.back()
        return
    detail = (
        "Your game is saved: open it from Recordings on the menu to go on."
        if k.game_kept
        else "Your game will be lost: it is not recorded."
    )
    k.confirm = Confirm("Leave this game?", detail, "Leave", lambda: leave_game(k), "Play on", safe=True)


def leave_game(k: Scene) -> None:
    """Close the kick window and the game under it (the game's recording is kept on closing)."""
    k.app.back()
    k.app.back()


def widest(k: Scene) -> float:
    """The farthest the hands stand in this window (m): the views are laid out for it, so the
    ball's start never moves between a round's kicks (it moved up to 90 px as the hands' distance
    changed: play-test); a game's kick is always at one distance."""
    if k.on_result is not None:
        return float(k.distance)
    return float(max(k.distance, *(distance + JITTER for _hands, distance, _tremble in PLAN)))


def tallest_hands(k: Scene) -> float:
    """The tallest thumbs' tips of the hands this window may set (m): one height of the views
    for every hand (H and a round change them)."""
    if k.on_result is not None:
        return float(k.range.post.thumb_top)
    return float(max(k.setup.goalpost(hands, k.distance).thumb_top for hands in HANDS))


def again(k: Scene) -> None:
    """R: the next kick once this one is taken. In a round, a kick not yet taken stays as it is
    (its hands, its distance, its count running): R never skips a hard one (play-test)."""
    untaken = k.round is not None and k.phase in (Phase.WAITING, Phase.COUNTING)
    if untaken and len(k.round.results) <= k.round.index:
        k.app.say(f"Kick {k.round.index + 1} of {KICKS} first: R brings the next once it is taken")
        return
    k._reset()


def change(k: Scene, key: int) -> None:
    """Do what ``key`` asks (asked first if it leaves a round part-way) and say so."""
    dropped = round_dropped(k)
    trembled = k.trembles  # C turns the tremble the other way from the kick's own
    if key in LEAVING and k.round is not None:
        k.round = None  # hands, air or tremble of your own: free practice, not scored
        k.round_over = False  # a finished round's card closes with it (its score is kept)
        k._reset()  # the round's last result is not free practice's (it stayed: play-test)
    elif key in LEAVING and k.phase == Phase.DONE:
        k._reset()  # the old path and verdict were of the old hands: drawn through the new ones
    if key == pygame.K_c:
        k.challenge = not trembled
        state = "on: your hand trembles from this kick on" if k.challenge else "off: a steady hand"
        done = f"{FREE} · tremble {state}"
    elif key == pygame.K_h:
        k._set_post(HANDS[(HANDS.index(k.hands) + 1) % len(HANDS)], k.distance)
        done = f"{FREE} · {k.hands} hands"
    elif key in (pygame.K_LEFT, pygame.K_RIGHT):
        way = 1 if key == pygame.K_RIGHT else -1
        farthest = max(distance for _h, distance, _t in PLAN) + JITTER
        moved = round(min(max(k.distance + way * STEP, NEAREST), farthest), 2)
        k._set_post(k.hands, moved)
        done = f"{FREE} · the hands {moved:.2f} m away"
    elif key == pygame.K_d:
        k.drag = not k.drag
        done = f"{FREE} · {DRAG_WORDS} {'on' if k.drag else 'off'}"
    else:
        # A round keeps its own tremble schedule: C's tremble of free practice is off (it trembled
        # kicks 1 and 2 under "a steady hand for the first 2": play-test 6).
        k.round, k.drag, k.challenge = KickRound(round_plan(k.round_rng)), True, False
        k._set_post(k.round.setting.hands, k.round.setting.distance)
        k._reset()
        steady = next(i for i, (_h, _d, tremble) in enumerate(PLAN) if tremble)
        done = f"A new round of {KICKS} kicks: a steady hand for the first {steady}, then it trembles"
    k.app.say(f"{dropped}{done}")


def round_dropped(k: Scene) -> str:
    """What leaving the round now loses, said first ("" when none is under way)."""
    r = k.round
    if r is None or not r.results or len(r.results) >= len(r.plan):
        return ""
    return f"Round left after {len(r.results)} of {len(r.plan)} kicks: not kept. "


def confirm_event(k: Scene, event: pygame.event.Event) -> bool:
    """An open question takes every key and click until answered; True if it took ``event``."""
    if k.confirm is None:
        return False
    if k.confirm.handle_event(event):
        k.confirm = None
    return True


def controls(k: Scene) -> list[tuple[str, str]]:
    """The window's keys, as the help lists them."""
    if k.watching:
        return [
            ("Space, Enter, a click", "say go: the CPU must kick before your count of three ends"),
            ("Enter (or Space)", "back to the game once it lands (it goes back by itself too)"),
            ("Esc", "leave the game (it asks first; the kick is never skipped)"),
        ]
    rows = [
        ("press on the ball", "in the top view, when ready: it stands up and the count starts"),
        ("drag back, let go", "away from the hands, within three seconds of the press"),
        ("wheel, Up/Down", "the loft: how steeply it rises"),
    ]
    if k.on_result is None:
        rows += [
            ("T", "a new round of eight kicks, each at hands set their own way"),
            ("C", "tremble on/off: your hand trembles or is steady (leaves a round: free practice)"),
            ("H", "the defender's hands: small, medium, large (leaves a round: free practice)"),
            ("D", f"{DRAG_WORDS}, on or off: off, it flies as in a vacuum (leaves a round: free practice)"),
            ("Left/Right", "free practice: the hands 5 cm nearer or further (leaves a round: free practice)"),
            ("R, Enter", "set up the next kick (Enter on a round's end: the next round)"),
            ("Esc", "back"),
        ]
    else:
        rows.append(("P", "before your first kick of a game: a practice swing, not counted"))
        rows.append(("W", "why every kick is from your own goal line"))
        rows.append(("Enter", "back to the game, once kicked"))
        rows.append(("Esc", "let go of a pull; else leave the game (it asks first)"))
    return rows


def leave_asked(k: Scene) -> bool:
    """Esc asks first in practice while a round is part-way; a game's kick leaves through the
    game's own question."""
    return k.on_result is None and k.confirm is None and bool(round_dropped(k))


def leave_words(k: Scene) -> str:
    """The leave question's words: the round is lost, the kicks are kept to watch."""
    assert k.round is not None
    kept = " Your kicks are kept: watch them from Recordings on the menu." if k.game_saved() else ""
    return f"{len(k.round.results)} of {KICKS} kicks taken: this round would not be kept.{kept}"

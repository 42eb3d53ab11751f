"""The CPU's drive against the person, flowing without needless presses (game_scene.py holds the
flow). A play-tester defended for 20 plays and did nothing but press "Roll the dice" and then Space
to close the CPU's result: on a computer neither press decides anything. So, against the CPU:

* the dice roll by themselves for the CPU's play (the rulebook's defence rolls; the panel shows
  them tumbling for a moment, then where they land, looked at a moment before the CPU aims);
* the CPU's ordinary result stays in full for a moment, then goes by itself (Space or a click:
  sooner); its score, or the ball changing hands, stays until Space or a click (a newcomer missed
  the CPU's kickoff and several flicks: the whole play had taken about 3 s).

What the rulebook gives the defence to decide is still asked: a flag (accept or refuse), the toss
and the second half's kickoff, and at the CPU's kicks the defender's "go" and count (kick_scene.py).
Functions of the scene: they read it and act through it."""

from __future__ import annotations

from typing import Any

from games.finger_football.rules.actions import Phase, Roll

# The game scene (game_scene.GameScene), named and not imported, even for its type: its imports
# run one way, scene to helpers (tests/test_boundaries.py counts type-only imports too).
GameScene = Any

TUMBLE = 0.6  # s the dice tumble in the panel before they land for the CPU's play
DICE_SHOWN = 0.8  # s the landed dice are looked at before the CPU winds up its flick
RESULT_READ = 1.5  # s an ordinary CPU result stays in full before it fades by itself (Space: sooner)
TUMBLE_STEP = 0.08  # s each face shows while the dice tumble


def rolls_for_cpu(scene: GameScene) -> bool:
    """Do the dice roll now for the CPU's play, the person defending (they roll by themselves)?"""
    g = scene.game
    return bool(
        scene.names.versus_cpu
        and g.phase == Phase.ROLL
        and g.offense is not None
        and g.offense in scene.cpu
        and not scene.busy
        and not g.is_over()
    )


def tumble(scene: GameScene, dt: float) -> None:
    """The dice tumble, then land: the roll is the person's (the defence's), made for them. A
    banner shows first: the dice wait for it (the result it tells is read before the next play)."""
    if scene.banner is not None or scene.confirm is not None:
        return
    scene.tumbling += dt
    if scene.tumbling >= TUMBLE:
        scene.tumbling = 0.0
        scene._act(Roll())


def tumbling_faces(t: float, zones: int, directions: int) -> tuple[int, int]:
    """Which face each die shows ``t`` s into its tumble (indices into the faces): the two dice
    turn at different rates, so they never look locked together. Drawn only: the roll itself is
    the game's seeded generator's."""
    step = int(t / TUMBLE_STEP)
    return step % zones, (step * 3 + 1) % directions


def hold(scene: GameScene, dt: float, life: float, fade: float) -> None:
    """A CPU result: shown in full for RESULT_READ, then left to fade like any banner; one that
    waits (a score, the ball changing hands) in full until Space or a click."""
    scene.banner_read += dt
    if scene.banner_read < RESULT_READ or scene.banner_waits:
        scene.banner.age = min(scene.banner.age, life - fade)
    else:  # read: it fades now, not after a banner's whole life
        scene.banner.age = max(scene.banner.age, life - fade)

"""A trembling hand's miss aside, blamed on the tremble (kick_words.py says the rest of a kick): a
kick drawn straight that the tremble took wide was told "Aim more to the left", so a player aimed
the other way after a kick the hand, not the aim, had spoiled (play-test 5). When the aim drawn,
with the pull and loft the hand struck, passes between the thumbs, the aim was sound: the words
say how far the tremble took it and keep the aim. Functions of the scene: they read it."""

from __future__ import annotations

import math
from typing import Any

from sim.kick import Kick

Scene = Any  # the kick window (kick_scene.py), named and not imported: it imports kick_words

ASIDE = ("wide left", "wide right", "off a thumb")


def aim_was_sound(k: Scene) -> bool:
    """Did the tremble alone take this trembling kick aside (wide or off a thumb)?"""
    o, meant = k.outcome, k.meant
    if meant is None or o is None or o.kick is None or o.reason.value not in ASIDE:
        return False
    struck = o.kick
    kept = k.range.kick(Kick(struck.speed, struck.elevation, meant.aim), drag=k.drag)
    return kept.reason.value not in ASIDE


def tremble_aside(k: Scene, who: str, where: str, pulled: str) -> str:
    """The words for a kick the tremble took aside: "It passed left of the thumbs…: your hand
    trembled and took it 2.4° left; the aim you drew was between the thumbs: keep it."."""
    o, meant = k.outcome, k.meant
    assert o is not None and o.kick is not None and meant is not None
    moved = math.degrees(o.kick.aim - meant.aim)
    way = "left" if moved > 0 else "right"
    went = (
        "hit a thumb"
        if o.reason.value == "off a thumb"
        else f"passed {o.reason.value.split()[1]} of the thumbs"
    )
    return (
        f"{who} {went}{where}: your hand trembled and took it {abs(moved):.1f}° {way}; the aim you "
        f"drew was between the thumbs: keep it. {pulled}"
    )

"""M (the kit's sound key) said in the kick window: it muted the sound with no word in the
window, and the player could not tell it had done anything (play-test 7). The window watches the
setting and says "Sound off" or "Sound on" for a moment where its notes go. A function of the
scene: it reads it, and keeps the setting last seen."""

from __future__ import annotations

from typing import Any

Scene = Any  # the kick window (kick_scene.py), named and not imported: it imports this module

OFF, ON = "Sound off", "Sound on"


def say_mute(k: Scene) -> None:
    """Say the sound's new state once it has changed since the last frame."""
    muted = bool(k.app.settings.muted)
    seen = getattr(k, "_muted_seen", None)
    k._muted_seen = muted
    if seen is not None and seen != muted:
        k.app.say(OFF if muted else ON)

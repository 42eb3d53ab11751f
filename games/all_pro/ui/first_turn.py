"""All-Pro Football's guided first turn: a step at a time, each shown until the player has done
it (the kit shows the guide once, Tab skips a step, Shift+Tab or its button ends it, F1 shows it
again)."""

from __future__ import annotations

from games.all_pro.rules.actions import Phase
from games.all_pro.ui.panel import AllProScene
from games.window.guide import Guide, Step


def first_turn(scene: AllProScene) -> Guide:
    done = scene.done
    return Guide(
        "all-pro-first-turn",
        [
            Step(
                "You are red, attacking to the right; the CPU is blue. The game starts with a "
                "kick-off: each button says what it does, and Enter presses the one marked Enter.",
                lambda: done["decisions"] > 0,
            ),
            Step(
                "Lining up: pick a formation in the panel, drag men to move them, then Ready. A man "
                "must stand directly behind your Center to take the snap.",
                lambda: done["Formation"] > 0 or done["Step"] > 0,
            ),
            Step(
                "Snap the ball: it goes to the man behind your Center and is the first of your three moves.",
                lambda: done["Snap"] > 0 or done["Step"] > 0,
            ),
            Step(
                "Click one of your men, then a yellow dot to move him one space. A yellow ring round "
                "a blue man: land on him to block him (or tackle him if he has the ball).",
                lambda: done["Step"] > 0,
            ),
            Step(
                "Three moves a series, then End series (Enter) and the CPU moves. Ctrl+Z takes back "
                "your last move while the series lasts.",
                lambda: done["EndSeries"] > 0 or done["Step"] >= 3,
            ),
            Step(
                "With the ball behind the line you may Call pass after a series. Light lanes from "
                "the passer show who is open: an even number of spaces, straight or diagonal.",
                lambda: done["Call"] > 0 or done["EndSeries"] >= 2 or scene.game.phase == Phase.THROW,
            ),
            Step(
                "F1 shows the rules with pictures: blocks, tackles, passes, kicks and scoring.",
                lambda: scene.app.help_open,
            ),
        ],
        # Never over the panel's words, the score or the buttons (game_scene.py guide_avoid).
        avoid=scene.guide_avoid,
    )

"""The replay viewer's first-use guide: one card, the first time the viewer opens (the kit shows a
guide once per name; F1 shows it again), saying how to step, play, jump to the next score and,
where there is a mat, ask what if. A play-tester watched key moments go by unseen: nothing said
that Right shows a move, N finds the scores or M changes the mat. It goes once two of the things
it names have been done (Tab or its button end it sooner)."""

from __future__ import annotations

from typing import Any

from games.window.guide import Guide, Step

NAME = "replay viewer"


def words(scene: Any) -> str:
    """The card's words for this recording (foosball plays in real time; only a mat has a what-if)."""
    if scene.real_time:
        said = [
            "Space plays the game as it went",
            "N jumps to just before the next goal and plays the shot (a diamond on the bar marks each)",
            "Right steps on a moment",
        ]
    else:
        said = [f"Right steps one {scene.unit(1)} on and shows it moving", "Space plays them all"]
        if scene.scores:  # practice scores nothing
            said[1] = "Space plays the game"
            said.append("N jumps to the next score (a diamond on the bar marks each)")
    if scene.offers_what_if:
        said.append("M: the same flicks on another mat")
    return " · ".join(said)


def first_use(scene: Any) -> Guide:
    return Guide(NAME, [Step(words(scene), lambda: len(scene.tried) >= 2)])

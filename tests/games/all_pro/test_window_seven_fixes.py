"""The All-Pro window after a newcomer's play-test against the CPU (7/10): a CPU defence that lines
up by the offence it faces, one hint in the panel at a time, End turn straight on to the defence
when there is nothing to call, marks that go with their moment and stay on the field, captions
whole, and the yardage said with the new down."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pygame

from games.all_pro.players.beginner import beginner_player
from games.all_pro.players.defence_call import defence_formation, kick_look, set_weights
from games.all_pro.rules.actions import Formation, Phase
from games.all_pro.rules.board import Team
from games.all_pro.rules.engine import AllPro
from games.all_pro.ui import howto, states
from games.all_pro.ui.pass_die import PassDie, after
from games.all_pro.ui.play_end import yardage
from games.all_pro.ui.turn_end import STOP_AT_CALLS
from games.window import ui
from games.window.app import App

from .window_kit import click, drawn


def lined_up(offence: str, down: int = 1, togo: int = 10) -> AllPro:
    """A game with the home offence lined up in ``offence`` and the away defence to line up."""
    game = AllPro.position({}, None, phase=Phase.FORMATION, down=down, marker=50 + togo)
    game.apply(Formation(Team.HOME, offence))
    return game


# ----------------------------------------------------------------------------- 1: the defence
def test_the_cpu_defence_lines_up_by_the_offence_and_the_down_with_variety() -> None:
    cpu = beginner_player(7)
    seen: dict[str, Counter[str]] = {}
    for offence, down, togo in (("T", 1, 10), ("balanced", 3, 12), ("T", 3, 1), ("punt", 4, 20)):
        picks = Counter()
        for _ in range(40):
            game = lined_up(offence, down, togo)
            action = cpu(game)
            assert isinstance(action, Formation) and action.team == Team.AWAY
            game.apply(action)  # a legal line-up
            picks[action.name] += 1
        seen[f"{offence} {down}&{togo}"] = picks
    assert seen["punt 4&20"].most_common(1)[0][0] == "punt return"
    assert seen["T 3&1"].most_common(1)[0][0] == "7-2-2"
    assert seen["balanced 3&12"].most_common(1)[0][0] == "5-4-2"
    assert all(len(picks) >= 2 for picks in seen.values()), seen  # never one set every snap
    assert kick_look(lined_up("punt"), Team.HOME) and not kick_look(lined_up("T"), Team.HOME)
    assert (
        set_weights(lined_up("T"), Team.HOME)["7-2-2"] > set_weights(lined_up("balanced"), Team.HOME)["7-2-2"]
    )


def test_the_defence_s_pick_is_the_player_s_own_draw() -> None:
    picks = [defence_formation(lined_up("T"), Team.AWAY, np.random.default_rng(s)).name for s in range(3)]
    again = [defence_formation(lined_up("T"), Team.AWAY, np.random.default_rng(s)).name for s in range(3)]
    assert picks == again


# ----------------------------------------------------------------------------- 2: the panel
def test_the_panel_shows_one_hint_and_the_lateral_only_on_its_button(window: App) -> None:
    scene = states._pass_call(window)
    said = [b.words for b in drawn(window, "one-hint")]
    assert not any(w.startswith("Call lateral: your carrier") for w in said)
    button = next(b for b, _ in scene.buttons if b.label == "Call lateral")
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    # Wrapped lines joined (round 5's longer warning before it moved where the line wraps).
    said = " ".join(" ".join(b.words for b in drawn(window, "lateral-hover")).split())
    assert "Call lateral: your carrier tosses" in said
    hints = [line for line in scene.pass_lines() if not line.startswith("To ")]
    assert len(hints) <= 1, hints


def test_end_turn_goes_straight_to_the_defence_when_nothing_is_worth_calling(window: App) -> None:
    men = {"home.B1": (5, 9), "home.C": (5, 11), "home.E1": (1, 11), "away.C": (5, 16), "away.B1": (9, 18)}
    scene = states._set(window, AllPro.position(men, "home.B1", moves=1))
    drawn(window)
    labels = [b.label for b, _ in scene.buttons]
    assert STOP_AT_CALLS in labels and "End turn (2 moves unused)" in labels  # round 4: what it leaves
    end = next(b for b, _ in scene.buttons if b.label == "End turn (2 moves unused)")
    click(window, end.rect.center)
    assert scene.game.phase != Phase.CALL and scene.game.mover == Team.AWAY, "no call step to wave on"
    drawn(window, "end-turn-straight-on")


def test_the_stop_at_the_calls_button_keeps_the_call_step(window: App) -> None:
    men = {"home.B1": (5, 9), "home.C": (5, 11), "home.E1": (1, 11), "away.C": (5, 16), "away.B1": (9, 18)}
    scene = states._set(window, AllPro.position(men, "home.B1", moves=1))
    drawn(window)
    stop = next(b for b, _ in scene.buttons if b.label == STOP_AT_CALLS)
    click(window, stop.rect.center)
    assert scene.game.phase == Phase.CALL


# ----------------------------------------------------------------------------- 3: marks
def test_a_caught_pass_s_die_goes_when_the_turn_passes() -> None:
    game = AllPro.position({"home.B1": (5, 9), "away.C": (5, 16)}, "home.B1", moves=1)
    die = PassDie((5, 9), (5, 13), (2,), "complete", game.series)
    assert after(die, game) is die
    dropped = PassDie((5, 9), (5, 13), (3,), "incomplete", game.series - 1)
    assert after(dropped, game) is dropped, "a dropped pass's die stays with the play's end"
    assert after(PassDie((5, 9), (5, 13), (2,), "complete", game.series - 1), game) is None


def test_the_punt_call_keeps_the_blocks_whole_and_its_marks_on_the_field(window: App) -> None:
    scene = states._punt_called(window)
    boxes = drawn(window, "punt-call")
    field = scene.view.field()
    assert scene.opening() is None, "no get-open rings while the kick is called"
    tags = [b for b in boxes if b.words.endswith("%") and b.rect.colliderect(field)]
    for tag in tags:
        assert field.contains(tag.rect), tag
    for i, a in enumerate(tags):
        for b in tags[i + 1 :]:
            assert not a.rect.colliderect(b.rect), (a.words, b.words)


# ----------------------------------------------------------------------------- 4 and 5: words
def test_captions_wrap_whole_at_every_window_size() -> None:
    for size in ((960, 600), (1280, 720), (1920, 1080)):
        surface = pygame.Surface(size)
        for page in howto.pages():
            picture = getattr(page, "diagram", None)
            if picture is None or not picture.caption:
                continue
            area = pygame.Rect(0, 0, size[0] // 2, size[1] // 2)
            with ui.recording() as boxes:
                picture(surface, area)
            said = " ".join(b.words for b in boxes if b.rect.top >= area.top)
            for word in picture.caption.split():
                assert word in said, (size, picture.caption)
            assert all(area.contains(b.rect) for b in boxes if b.words in picture.caption), size


def test_the_kicks_page_says_each_man_three_spaces_and_any_man_may_carry() -> None:
    words = " ".join(" ".join(page.lines) for page in howto.pages())
    assert "each three spaces" in words and "advances any men three spaces" not in words
    assert "Any man may carry the ball" in words


def test_the_result_says_the_yardage() -> None:
    assert yardage(4) == "Gain of 4" and yardage(-10) == "Loss of 10" and yardage(0) == "No gain"

"""What the kick window draws (kick_scene.py is the window, kick_words.py says it): the side and
top views with the flight, the hands and the ball, the labels in their margin (the pull as a share
of a full pull), the title and help bars, the message strip with the hands from the front, and a
round's end as a card over the side view (the line in the strip was missed: play-test). Functions
of the scene: they read it and draw, never change it."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from typing import Any

import pygame

from games.finger_football.ui import kick_watch, kick_words
from games.finger_football.ui.kick_card import hand_segments
from games.finger_football.ui.kick_consts import (
    BAD_CUE,
    BOTTOM_BAR,
    COUNT_WORDS,
    GAME_WAITING_WORDS,
    GOOD_CUE,
    GUTTER,
    HELP,
    HELP_FREE,
    HELP_IN_GAME,
    HELP_KICKED,
    HOW_TO,
    HOW_TO_ROUND,
    KICK_MAX_SPEED,
    LABEL,
    TABLE_TOP,
    TOP_BAR,
    WAITING_WORDS,
    WHY,
    WHY_GOAL_LINE,
    Phase,
)
from games.finger_football.ui.kick_fit import views_for
from games.finger_football.ui.kick_footer import draw_footer
from games.finger_football.ui.kick_inset import draw_inset as draw_front
from games.finger_football.ui.kick_round import setting_words
from games.finger_football.ui.kick_strip import draw_lines, held
from games.finger_football.ui.kick_swing import OFFER, SWINGING, SWUNG, WHY_LINK, offered
from games.finger_football.ui.kick_views import (
    ARROW,
    OUT_OF_VIEW,
    Pose,
    draw_ball,
    draw_band,
    draw_ring,
    draw_side_hand,
    draw_top_hands,
    out_of,
    out_words,
)
from games.finger_football.ui.kick_words import advised, call_words, needed, percent, share
from games.window import ui
from sim.kick import Kick

# The kick window (kick_scene.FieldGoalScene), named and not imported: it imports this module.
Scene = Any

CARD_HEAD, CARD_WORDS = 44, 24
ROUND_NEXT = "Enter, Space or a press on the ball: the next round (press the ball again to kick)"


def draw(k: Scene, surface: pygame.Surface) -> None:
    k.settle()  # laid out anew only for a new window size or a guide's band: never for a kick
    laid = k.views
    k.views = views_for(k)  # a kick higher than the side view: drawn smaller to fit (kick_fit.py)
    try:
        draw_all(k, surface, laid.scale)
    finally:
        k.views = laid  # the press on the ball and the pull read the views as laid out


def draw_all(k: Scene, surface: pygame.Surface, laid_scale: float) -> None:
    surface.fill((22, 26, 32))
    v = k.views
    surface.set_clip(v.side_area)
    draw_side(k, surface)
    surface.set_clip(v.top_area)
    draw_top(k, surface)
    surface.set_clip(None)
    ui.playing_surface(v.side_area)
    ui.playing_surface(v.top_area)
    draw_labels(k, surface, v.scale < laid_scale)
    draw_hud(k, surface)
    if k.round_over and k.phase == Phase.DONE and k.round is not None:
        draw_round_card(k, surface)
    if k.confirm is not None:
        k.confirm.draw(surface, surface.get_rect())


def draw_side(k: Scene, s: pygame.Surface) -> None:
    v, ball, post = k.views, k.setup.ball, k.range.post
    scale = v.scale
    pygame.draw.rect(s, TABLE_TOP, pygame.Rect(0, round(v.side_base), s.get_width(), 6))
    behind = behind_near_thumb(k)
    if not behind:
        draw_side_hand(s, v, post)
    draw_path(k, s, lambda x, y, z: v.side(x, z))
    x, _y, z = k.ball_position()
    draw_ball(s, v.side(x, z), pose(k), scale, ball, v.side_area, side=True)
    if behind:  # between the thumbs: the near thumb stands in front of the ball's way
        draw_side_hand(s, v, post)
    mark = k.side_mark()
    if mark is not None and k.outcome is not None:
        colour = GOOD_CUE if k.outcome.good else BAD_CUE
        draw_ring(s, v.side(*mark), ball.radius * scale, colour)  # over the thumb: where it crossed
    if k.phase in (Phase.WAITING, Phase.COUNTING) and (k.stood_at is not None or not k.watching):
        # The launch direction the loft gives, from before the press (the wheel's effect seen:
        # play-test 6); once the ball stands, the strike point too.
        if k.stood_at is not None:
            sx, sy = v.side(0.0, Kick(1.0, k.loft).strike_height(ball))
            pygame.draw.circle(s, ui.ACCENT, (sx - ball.radius * scale, sy), 3)
        cx, cy = v.side(0.0, ball.tee_height)
        length = 60
        tip = (cx + length * math.cos(k.loft), cy - length * math.sin(k.loft))
        pygame.draw.line(s, ui.ACCENT, (cx, cy), tip, 2)


def pose(k: Scene) -> Pose:
    """Lying until pressed, stood on its tip until kicked, then flying (the model's sphere)."""
    if k.outcome is not None and k.outcome.kick is not None:
        return Pose.FLYING
    return Pose.STANDING if k.stood_at is not None else Pose.LYING


def behind_near_thumb(k: Scene) -> bool:
    """Does the kick go between the thumbs (or is it yet to be kicked)? Seen from the side it
    then passes behind the near thumb, which is drawn over it (over it, the thumb looked run
    through)."""
    return k.outcome is None or k.outcome.good or k.outcome.reason in ("short", "bounced first")


def draw_top(k: Scene, s: pygame.Surface) -> None:
    v, post = k.views, k.range.post
    half = k.y_span / 2
    a, b = v.top(-0.06, half), v.top(k.distance, -half)
    field = pygame.Rect(round(a[0]), round(a[1]), round(b[0] - a[0]), round(b[1] - a[1]))
    pygame.draw.rect(s, (38, 132, 62), field)
    for n in range(0, 11):  # ten-yard lines of the default mat, the last one the far goal line
        x = n * 0.1
        if x <= k.distance:
            pygame.draw.line(s, (235, 235, 230), v.top(x, half), v.top(x, -half), 3 if n in (0, 10) else 1)
    draw_top_hands(s, v, post)
    draw_path(k, s, lambda x, y, z: v.top(x, y))
    x, y, _z = k.ball_position()
    draw_ball(s, v.top(x, y), pose(k), v.scale, k.setup.ball, v.top_area, side=False)
    aimed = k.aim()
    if aimed is not None and k.press is not None and k.pull is not None:
        power, angle = aimed
        start = v.top(0.0, 0.0)
        reach = 120 * power + 20
        tip = (start[0] + reach * math.cos(angle), start[1] - reach * math.sin(angle))
        pygame.draw.line(s, ui.ACCENT, start, tip, 3)
        pygame.draw.line(s, (255, 255, 255), v.top(*k.press), v.top(*k.pull), 1)


def loft_labels(k: Scene) -> list[tuple[str, ui.Color]]:
    """The loft beside the side view: the one set, and the one kicked when it differs (a
    trembling hand's, or the CPU's own: "loft 40°" beside "the CPU kicked at 37°" read as two
    kicks: play-test). The CPU's kick: its own loft alone (the person sets none)."""
    kicked = k.outcome.kick if k.outcome is not None else None
    flown = kicked is not None and k.phase in (Phase.FLYING, Phase.DONE)
    if k.watching:
        return [(f"loft {math.degrees(kicked.elevation):.0f}°", ui.PAPER)] if kicked is not None else []
    set_at = f"{math.degrees(k.loft):.0f}"
    labels = [(f"loft {set_at}°", ui.PAPER)]
    if flown and kicked is not None and f"{math.degrees(kicked.elevation):.0f}" != set_at:
        labels.append((f"kicked {math.degrees(kicked.elevation):.0f}°", ui.PAPER))
    return labels


def draw_labels(k: Scene, s: pygame.Surface, zoomed: bool = False) -> None:
    """The views' names and the kick's figures, in the margins beside the views (``zoomed``: drawn
    smaller to fit a high kick's flight, said under the side view's name)."""
    v = k.views
    room = ui.px(GUTTER) - 16
    step = ui.line_height(LABEL) + 2
    side: list[tuple[str, ui.Color]] = [("side view", ui.MUTED)]
    side += [("zoomed out", ui.MUTED), ("to fit it", ui.MUTED)] if zoomed else []
    side += loft_labels(k)
    clears = None if k.watching else k.clearing_speed()
    if not k.watching and k.round is None:  # a round: the speed needed is judged
        side += [(line, ui.ACCENT) for line in need_lines(k, clears, rows_of(v.side_area, step) - len(side))]
    top: list[tuple[str, ui.Color]] = [("top view", ui.MUTED)]
    aimed = k.aim()
    if aimed is not None:
        power, angle = aimed
        speed = KICK_MAX_SPEED * power
        flight = k.predicted()
        colour = GOOD_CUE if flight is not None and flight.good else BAD_CUE
        late = timed_out(k)
        if late and clears is not None:  # the pull judged alone: the timing is what failed
            colour = GOOD_CUE if share(speed) >= share(clears, up=True) else BAD_CUE
        judged = k.round is not None
        colour = ui.PAPER if judged else colour
        top += [(f"pull {percent(speed)}", colour)]
        if clears is not None and not judged:
            top += [(f"needs {needed(clears)}", colour)]
            top += [(line, colour) for line in (trembling_lines(clears) if k.trembles else ())]
        else:
            top += [("", colour)]
        top += [(line, BAD_CUE) for line in late]
        top += [(kick_words.aim_words(angle), ui.PAPER)]
    else:  # held past the count: the drag is gone (play-test 7), the count still blamed in red
        top += [(line, BAD_CUE) for line in timed_out(k)]
    if pose(k) == Pose.FLYING:  # the yellow arrow of a ball out of a view, said beside it
        x, y, z = k.ball_position()
        beyond = x > k.range.post.distance
        for at, area, said in ((v.side(x, z), v.side_area, side), (v.top(x, y), v.top_area, top)):
            if out_of(at, area, k.setup.ball, v.scale):
                words = out_words(at, area, said is side, beyond)
                said += out_of_view_note(len(said), area, step, words)
    for lines, area in ((side, v.side_area), (top, v.top_area)):
        rows = rows_of(area, step)
        # Wrapped inside the column, never cut ("aim 5.3° rig…" at 1280x800: play-test 6).
        wrapped = [(part, colour) for line, colour in lines for part in column_lines(line, room)]
        for i, (line, colour) in enumerate(wrapped[:rows]):
            ui.text(s, line, (12, area.top + 4 + step * i), LABEL, colour)


def column_lines(line: str, room: int) -> list[str]:
    """A gutter label in the lines it takes in ``room`` px (an empty one: one empty line)."""
    return ui.wrap(line, room, LABEL, indent="") if line else [""]


# A kick blocked by the count: the count is blamed, in red, not the pull (a red "pull 69%" beside
# "needs 59%" read as if 69% were too little: play-test).
TIMED_OUT = {
    "too late": ("too late:", "held past", "the count"),
    "too early": ("too early:", "before", "your press"),
}


def timed_out(k: Scene) -> tuple[str, ...]:
    """Why the count blocked the kick, in the gutter's lines; () when it did not."""
    o = k.outcome
    return TIMED_OUT.get(str(o.reason), ()) if k.phase == Phase.DONE and o is not None else ()


def rows_of(area: pygame.Rect, step: int) -> int:
    """The label lines beside a view: never past its foot (the footer hid them)."""
    return max(1, (area.height - 4) // step)


def need_lines(k: Scene, clears: float | None, rows: int) -> tuple[str, ...]:
    """The pull the kick needs at the loft set, beside the side view, rounded up: a pull shown at
    it clears (play-test). In plain words ("loft 40° needs a 59% pull at 40°" read as jargon:
    newcomer), and with a trembling hand what to pull then; said shorter where the side view is
    low (the smallest window at the largest text: the figure itself was cut off)."""
    if clears is None:
        return ("too low to", "clear: loft", "it higher")
    tremble = trembling_lines(clears) if k.trembles else ()  # a pull at the need alone missed often
    words = ("to clear the", "fingers, pull", f"{needed(clears)} or more", *tremble)
    return words if len(words) <= rows else (f"needs {needed(clears)}", *tremble)


def trembling_lines(clears: float) -> tuple[str, str]:
    """kick_words.trembling_need, in the gutter's two narrow lines: "(trembling:", "about 71%)"
    (the line above them ends "pull")."""
    return "(trembling:", f"about {advised(clears)})"


def out_of_view_note(
    used: int, area: pygame.Rect, step: int, words: tuple[str, ...] = OUT_OF_VIEW
) -> list[tuple[str, ui.Color]]:
    """The note beside a view that the ball has flown out of it ("ball above", "the view",
    "(yellow arrow)"), as long as the view's height leaves room for (in the low top view the long
    note ran under the footer: play-test)."""
    lines = [w for w in words if w]
    rows = rows_of(area, step) - used
    if rows >= len(lines) + 1:
        return [("", ui.PAPER), *((line, ARROW) for line in lines)]
    return [(line, ARROW) for line in lines[: max(0, rows)]]


def draw_path(
    k: Scene, s: pygame.Surface, project: Callable[[float, float, float], tuple[float, float]]
) -> None:
    """The kick dragged now, dotted, and the kick made, as far as it has flown: each a band as
    wide as the ball round its centre's line (the band, not the line, meets what the ball met)."""
    width = k.setup.ball.diameter * k.views.scale
    flight = k.predicted()
    if flight is not None and flight.trajectory:
        colour = GOOD_CUE if flight.good else BAD_CUE
        samples = flight.trajectory
        if k.round is not None:  # a round: the first half of the way, no verdict in its colour
            colour = ui.PAPER
            samples = tuple(p for p in samples if p[1] <= k.distance / 2)
        dots = [project(x, y, z) for _t, x, y, z in samples]
        dashes = list(itertools.islice(itertools.pairwise(dots), 0, None, 2))
        draw_band(s, dashes, width, colour)  # dotted: a kick not yet made
        for a, b in dashes:
            pygame.draw.line(s, colour, a, b, 2)
    if k.outcome is None or not k.outcome.trajectory:
        return
    points = [project(x, y, z) for t, x, y, z in k.flown() if t <= k.flight_t]
    if len(points) >= 2:
        draw_band(s, [points], width, (255, 255, 255))
        pygame.draw.lines(s, (255, 255, 255), False, points, 1)


def draw_hud(k: Scene, s: pygame.Surface) -> None:
    w, h = s.get_size()
    ui.bar(s, pygame.Rect(0, 0, w, TOP_BAR))
    title = ui.text(s, ui.fit(k.title, w // 2, 30), (12, 10), 30)
    if k.round is not None:
        info = kick_words.round_words(k)
    elif k.on_result is None:
        goods, attempts = k.landed_tally()  # free practice's kicks only: a round's are its own
        tally = f": {goods} good of {attempts}" if attempts else ""
        # Its hands and how far away they are (Left/Right move them): the keys are the footer's.
        info = f"Free practice{tally} · {k.hands} hands {k.distance:.2f} m away"
        info += f" · air drag {'on' if k.drag else 'off'} · tremble {'on' if k.challenge else 'off'}"
    else:
        info = k.stakes or f"{k.distance * 100:.0f} cm to the goalpost"
    ui.text(s, ui.fit(info, w - title.right - 36, 22), (w - 12, 14), 22, ui.MUTED, "topright")
    ui.bar(s, pygame.Rect(0, h - BOTTOM_BAR, w, BOTTOM_BAR))
    kicked = k.phase in (Phase.FLYING, Phase.DONE)
    help_line = (
        watch_help(k)
        if k.watching
        else (HELP if k.round is not None else HELP_FREE)
        if k.on_result is None
        else HELP_KICKED
        if kicked
        else HELP_IN_GAME
    )
    draw_footer(s, help_line, h - BOTTOM_BAR, BOTTOM_BAR)  # whole at every text scale
    strip = pygame.Rect(0, TOP_BAR, w, k.strip_height)
    ui.bar(s, strip, (28, 34, 42))
    draw_message(k, s, strip)


def draw_inset(k: Scene, s: pygame.Surface) -> None:
    """The defender's hands as the kicker sees them, to scale, measured; once the kick is
    done, marked where the ball met them."""
    o = k.outcome
    mark = k.hands_mark() if k.phase == Phase.DONE and o is not None else None
    ring = GOOD_CUE if o is not None and o.good else BAD_CUE
    draw_front(s, k.inset, k.range.post, k.setup.ball.diameter, mark, ring)


def draw_message(k: Scene, s: pygame.Surface, strip: pygame.Rect) -> None:
    """The strip's words, left of the hands seen from the front: a headline, then lines
    fitted whole below it (kick_strip.py), above the game's note on why the kick is from
    the goal line."""
    draw_inset(k, s)
    area = pygame.Rect(16, strip.top, k.inset.left - 32, strip.height)
    room = area.width
    centre = (area.centerx, strip.top + 6)
    bottom = strip.bottom - 4
    if k.on_result is not None:  # the CPU's kick too: its window laid out as the person's
        bottom -= 2 * ui.line_height(WHY)
        top = bottom
        # The rule's reason, one key away: three paragraphs above a kick were too many (play-test).
        # W works on your own kick only: on the CPU's the link offered a key that did nothing.
        why = WHY_GOAL_LINE if k.why_shown else WHY_LINK
        for line in ui.wrap(why, room, WHY, indent="")[:2] if not k.watching else ():
            ui.text(s, line, (area.centerx, top), WHY, ui.MUTED, "midtop")
            top += ui.line_height(WHY)

    def lines(paragraphs: list[str], top: int, colour: ui.Color) -> None:
        draw_lines(s, paragraphs, pygame.Rect(area.left, top, room, bottom - top), colour)

    if k.watching and k.phase == Phase.WAITING:
        heading = ui.fit(f"{k.kicker}: the CPU is ready", room, 34)
        said = ui.text(s, heading, centre, 34, ui.ACCENT, "midtop")
        lines([kick_watch.SAY_GO], said.bottom + 4, ui.PAPER)
    elif k.watching and k.phase == Phase.COUNTING:
        words = next(word for limit, word in COUNT_WORDS if k.clock < limit)
        said = ui.text(s, words, centre, 40, ui.ACCENT, "midtop")
        lines([kick_watch.COUNTING], count_bar(k, s, area, said.bottom), ui.PAPER)
    elif k.watching and k.phase == Phase.FLYING:
        words = ui.fit(f"{k.kicker}: the kick is in the air…", room, 34)
        ui.text(s, words, centre, 34, ui.PAPER, "midtop")
    elif (k.phase == Phase.WAITING or k.count_waits) and k.round is not None:
        said = ui.text(s, ui.fit(kick_words.kick_heading(k), room, 34), centre, 34, ui.ACCENT, "midtop")
        assert k.round is not None
        setting = held(setting_words(k.setup, k.round.setting, k.round.before), room)
        # A press on the side view's ball: where to kick from, first (kick_press.py).
        lines([k.note, setting] if k.note else [setting, HOW_TO_ROUND], said.bottom + 4, ui.PAPER)
    elif k.phase == Phase.WAITING or k.count_waits:
        words = WAITING_WORDS
        size = 34
        if k.on_result is not None:  # whose kick it is, said here too: a guide may cover the title
            words = SWINGING if k.swinging else f"{k.title}: {GAME_WAITING_WORDS}"
            while size > 24 and ui.text_width(words, size) > room:
                size -= 2  # the heading whole, a size smaller, rather than cut off
        said = ui.text(s, ui.fit(words, room, size), centre, size, ui.ACCENT, "midtop")
        told = [k.note or HOW_TO]  # a first kick's click: said again
        if k.on_result is not None:  # a game's: the need and the limit, short (the guide says how)
            told = [k.note] if k.note else []
            told += kick_words.before_press(k)
            told += [OFFER] if offered(k) else []
        lines(told, said.bottom + 4, ui.PAPER)
    elif k.phase == Phase.COUNTING:
        words = next(word for limit, word in COUNT_WORDS if k.clock < limit)
        said = ui.text(s, words, centre, 40, ui.ACCENT, "midtop")
        hint, colour = k._cue()
        lines([hint], count_bar(k, s, area, said.bottom), colour)
    elif k.phase == Phase.DONE and k.outcome is not None:
        colour = GOOD_CUE if k.outcome.good else BAD_CUE
        call = ui.text(
            s, ui.fit(call_words(k.outcome, k.setup.ball.radius), room, 40), centre, 40, colour, "midtop"
        )
        lines([SWUNG] if k.swinging else kick_words.result_words(k), call.bottom + 2, ui.PAPER)


def count_bar(k: Scene, s: pygame.Surface, area: pygame.Rect, top: int) -> int:
    """The count's bar under its words, filling over the three seconds; the y below it."""
    bar = pygame.Rect(area.centerx - 150, top + 4, 300, 6)
    pygame.draw.rect(s, (60, 60, 60), bar)
    done = bar.copy()
    done.width = round(bar.width * min(k.clock / k.setup.count_length, 1.0))
    pygame.draw.rect(s, ui.ACCENT, done)
    below = bar.bottom + 4
    if k.stood_at is not None:  # the count runs: what is left of it, in seconds (play-test)
        said = ui.text(s, kick_words.seconds_left(k), (bar.right + 10, bar.centery), 18, ui.ACCENT, "midleft")
        below = max(below, said.bottom + 1)  # the words below clear of it (at a large UI scale)
    return below


def watch_help(k: Scene) -> str:
    """The help bar while the CPU kicks and the person defends."""
    if k.phase == Phase.WAITING:
        return kick_watch.HELP_WAITING
    if k.phase == Phase.DONE:
        return kick_watch.back_in(k)
    return kick_watch.HELP_FLYING


def card_place(k: Scene, box: pygame.Rect, area: pygame.Rect) -> tuple[int, int]:
    """Where a round's card is centred: in the side view's sky, clear of the kick's flight (over
    its arc it hid how the last kick went: play-test) and of the guide's strip along the sky's
    top; else in the top view, clear of the flight's line there too (the card had been put over
    it, the one place left: play-test 5); the first clear place from the top, so one place for a
    flight (the views zoom to fit a high one: kick_fit.py). Clear of the whole band the ball
    drew, between its samples too (its points alone let the card over the arc's top: play-test 6)."""
    v = k.views
    flown = k.flown() if k.outcome is not None else []
    pad = math.ceil(k.setup.ball.radius * v.scale) + 2  # the band's half-width, and a little
    key = (box.size, tuple(area), v.scale, v.x0, id(k.outcome), len(flown))
    kept = getattr(k, "_card_kept", None)
    if kept is not None and kept[0] == key:
        return kept[1]  # type: ignore[no-any-return]
    runs = [
        thinned([v.side(x, z) for _t, x, _y, z in flown]),
        thinned([v.top(x, y) for _t, x, y, _z in flown]),
    ]
    segments = [(a, b) for run in runs for a, b in itertools.pairwise(run)] + [
        (p, p) for run in runs for p in run
    ]
    segments += hand_segments(k)  # nor over the hands (a thumb under the card: play-test 7)
    place = area.left + box.width // 2 + 8, area.top + 8 + box.height // 2  # nowhere clear: the sky's corner
    for view in (area, v.top_area):
        trials = [
            (x, y)
            for y in range(view.top + 4 + box.height // 2, view.bottom - box.height // 2, 4)
            for x in (
                view.centerx,
                view.left + box.width // 2 + 8,
                view.right - box.width // 2 - 8,
                *range(view.left + box.width // 2 + 8, view.right - box.width // 2 - 8, 24),
            )
        ]
        clear = next((at for at in trials if not crosses(box, at, pad, segments)), None)
        if clear is not None:
            place = clear
            break
    k._card_kept = (key, place)
    return place


def thinned(points: list[tuple[float, float]], gap: float = 6.0) -> list[tuple[float, float]]:
    """``points`` with those nearer than ``gap`` px to the last kept left out (the ends kept)."""
    kept = points[:1]
    for p in points[1:]:
        if math.hypot(p[0] - kept[-1][0], p[1] - kept[-1][1]) >= gap:
            kept.append(p)
    return [*kept, points[-1]] if points and kept[-1] != points[-1] else kept


def crosses(
    box: pygame.Rect,
    centre: tuple[int, int],
    pad: int,
    segments: list[tuple[tuple[float, float], tuple[float, float]]],
) -> bool:
    """Does the card centred at ``centre`` come within ``pad`` px of the flight's line?"""
    trial = box.copy()
    trial.center = centre
    wide = trial.inflate(2 * pad, 2 * pad)
    return any(wide.clipline(a, b) for a, b in segments)


def draw_round_card(k: Scene, s: pygame.Surface) -> None:
    """A round's end: a card over the side view's sky, its score, the best and what next."""
    assert k.round is not None
    # Two lines, low enough for the sky over the last kick's arc (three lines, the score said twice,
    # left no clear place: the card went over the arc's top: play-test 6); the strip's result says
    # no "what next" of its own then (kick_words.result_words): this is the one instruction.
    lines = [(kick_words.round_over_words(k), CARD_HEAD, ui.HIGHLIGHT), (ROUND_NEXT, CARD_WORDS, ui.PAPER)]
    area = k.views.side_area
    room = area.width - 60
    fitted = [(part, size, c) for w, size, c in lines for part in ui.wrap(w, room, size, indent="")]
    width = max(ui.text_width(w, size) for w, size, _ in fitted) + 48
    height = sum(ui.line_height(size) + 2 for _, size, _ in fitted) + 10  # low: the sky has room
    box = pygame.Rect(0, 0, width, height)
    box.center = card_place(k, box, area)
    ui.overlay(s, box, 235, ui.HIGHLIGHT)
    y = box.top + 5
    for words, size, colour in fitted:
        ui.text(s, words, (box.centerx, y), size, colour, "midtop")
        y += ui.line_height(size) + 2

"""Play-test: the beginner CPU's flicks looked random (touchdown tries flew off the back of the
mat). It now aims sensibly and imprecisely (players/beginner.py): these count its rests over a
few dozen seeded flicks, headless, against the old beginner's (the novice's spreads times 1.5)."""

import dataclasses

from games.finger_football.match import Physics, make_player
from games.finger_football.players.beginner import LIMIT, Beginner
from games.finger_football.players.bot import Bot
from games.finger_football.rules.actions import Call, CallPlay, Team
from games.finger_football.rules.engine import FingerFootball, FlickRequest

PHYSICS = Physics(FingerFootball().mat)
TRIES = 30


def touchdown_tries(own: float, old: bool = False) -> list[tuple[bool, float]]:
    """(on the mat, yards past the goal line) of TRIES seeded touchdown tries from ``own``."""
    out = []
    for seed in range(TRIES):
        game = FingerFootball.position(Team.RED, own, seed=seed)
        bot = make_player("beginner", 1000 + seed, Team.RED, PHYSICS)
        if old:
            novice = make_player("novice", 1000 + seed, Team.RED, PHYSICS).skill
            wide = dataclasses.replace(novice, speed_sd=novice.speed_sd * 1.5, angle_sd=novice.angle_sd * 1.5)
            bot = Bot(wide, bot.rng, bot.kick_range)
        game.apply(CallPlay(Call.TOUCHDOWN))
        request = game.request()
        assert isinstance(request, FlickRequest)
        o = PHYSICS.table.flick(request.start, bot.flick(game, request))
        out.append((o.on_surface, game.mat.field.yards(o.rest.x - game.mat.field.length)))
    return out


def test_the_beginners_touchdown_tries_stay_on_the_mat_far_more_often_than_before() -> None:
    assert isinstance(make_player("beginner", 1, Team.RED, PHYSICS), Beginner)
    near = touchdown_tries(90.0)  # 10 yd out: measured 0 of 30 off the mat (the old: 4)
    assert all(on for on, _ in near)
    far = touchdown_tries(80.0)  # 20 yd out: measured 4 of 30 (the old: 10)
    old = touchdown_tries(80.0, old=True)
    assert sum(not on for on, _ in far) < sum(not on for on, _ in old)
    assert sum(not on for on, _ in far) <= 6


def test_no_beginner_flick_strays_absurdly_far() -> None:
    """Its hardest stray is LIMIT spreads: a 10-yd try never rests as far as the mat's edge, 13 yd
    past the goal line."""
    assert LIMIT <= 1.5
    assert max(past for _, past in touchdown_tries(90.0)) < 13.0

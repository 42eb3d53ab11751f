"""All-Pro's rules at their edges: kicks and fumbles in the order they happen, end zones left
and re-entered, fouls on returns, the receiving team's own line-up, and the doubtful sentences
read literally (docs/rules/all_pro.md says why)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.all_pro.match import make_player
from games.all_pro.rules.actions import (
    Call,
    EndSeries,
    Formation,
    Go,
    Ground,
    IllegalAction,
    Kick,
    Options,
    Phase,
    Step,
    Throw,
)
from games.all_pro.rules.board import Kind, in_end_zone
from games.all_pro.rules.engine import AllPro

from .helpers import AWAY, HOME, Dice, play, position

QB, B2, E1, L1, C = "home.B1", "home.B2", "home.E1", "home.L1", "home.C"
DB, DB2, DE, DL = "away.B1", "away.B2", "away.E1", "away.L1"


def returning(
    men: dict[str, tuple[int, int]], carrier: str | None, kicked: str = "punt", **kw: object
) -> AllPro:
    """Away's kick came down and home runs it back: no line of scrimmage to protect."""
    return position(men, carrier, offence=HOME, returning=kicked, **kw)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- kicks, then fumbles


def test_the_kicking_team_touching_a_loose_punt_first_downs_it() -> None:
    """A loose punt touched first by the kicking team is downed: the receivers' ball there."""
    game = returning({QB: (5, 4), DB: (5, 10)}, None, loose=(5, 9), mover=AWAY, kick_loose=True)
    game.apply(Step(DB, (5, 9)))
    assert "downs the punt" in game.log[-2].text and game.offence == HOME and game.phase == Phase.FORMATION


def test_a_returners_fumble_recovered_by_the_kicking_team_is_theirs() -> None:
    """ "Anytime the ball falls off the ball carrier, it is a fumble" and the return has begun:
    the kicking team recovering it keeps the ball and runs with it (Fumbles), it is not downed."""
    for kicked in ("punt", "field goal"):
        game = returning(
            {QB: (5, 8), DB: (5, 11)},
            QB,
            kicked=kicked,
            dice=Dice(fumble=True),
            fumbles="chance",
            fumble_chance=0.5,
        )
        game.apply(Step(QB, (5, 9)))  # the ball falls off on the first free square around him
        assert game.carrier is None and game.loose is not None
        play(game, [EndSeries()])  # the returner's team lets it lie
        path = _path(game.men[DB].square, game.loose)
        for square in path:
            game.apply(Step(DB, square))
        assert game.offence == AWAY and game.carrier == DB, kicked
        assert not any("downs the" in e.text for e in game.log)


def _path(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
    out = []
    c, r = a
    while (c, r) != b:
        c += (b[0] > c) - (b[0] < c)
        r += (b[1] > r) - (b[1] < r)
        out.append((c, r))
    return out


def test_a_field_goal_is_called_a_field_goal() -> None:
    from .test_rules import punt_formation

    game = punt_formation(line=65, dice=Dice(1, 1))
    play(game, [EndSeries(), Call("field goal"), EndSeries()])
    texts = " ".join(e.text for e in game.log)
    assert "kicks the field goal" in texts and "punt" not in texts.replace("punt formation", "")


TOUCHES = ("catch", "recovery", "downed", "blocked")


def _first_touches_of_kicks(log: list[object]) -> int:
    """Each punt's and field goal's first touch: by the receivers a catch or a recovery, by the
    kicking team the kick downed (nobody else had the ball between the kick and its being downed).
    Returns how many kicks were checked, so a caller sees the check was made."""
    checked = 0
    kicker = None
    for e in log:
        kind, team, text = e.kind, e.team, e.text  # type: ignore[attr-defined]
        if kind == "kick":
            kicker = team if ("punt" in text or "field goal" in text) else None
        elif kicker is not None and kind in TOUCHES:
            assert (kind == "downed") == (team == kicker and kind != "blocked"), (kind, text)
            checked += 1
            kicker = None
        elif kind in ("score", "touchback", "whistle", "formation"):
            kicker = None  # the kick ended untouched
    return checked


MAX_ACTIONS = 20_000  # no game between these players needs half as many


def _random_game(seed: int, fumbles: float) -> AllPro:
    game = AllPro(seed, Options(fumbles="chance", fumble_chance=fumbles))
    players = {HOME: make_player("random", seed + 1), AWAY: make_player("cpu", seed + 2)}
    for _ in range(MAX_ACTIONS):
        if game.is_over():
            return game
        game.apply(players[game.team_to_move()](game))
    raise AssertionError(f"seed {seed}: the game did not end in {MAX_ACTIONS} actions")


@pytest.mark.slow
def test_only_the_first_touch_of_a_kick_downs_it_over_many_games() -> None:
    """Over 60 games with a fumble on one move in five: a kick is downed only when the kicking
    team is the first to touch it."""
    checked = sum(_first_touches_of_kicks(_random_game(seed, 0.2).log) for seed in range(60))
    assert checked >= 60  # punts and field goals were touched in these games: the rule was checked


# ----------------------------------------------------------------------------- end zones


def test_a_returner_who_leaves_his_end_zone_and_is_tackled_back_in_it_gives_a_safety() -> None:
    """ "Anytime a ball carrier is tackled behind his own goal line, the opposing team scores 2
    points"; the touchback is for a team that "does not ... choose to run the ball out of the end
    zone". Out and back in is a safety."""
    game = returning({QB: (5, 1), DB: (5, 4)}, QB, safe_in_end_zone=True)  # he caught it in his end zone
    play(game, [Step(QB, (5, 2)), Step(QB, (5, 1)), EndSeries()])
    assert game.mover == AWAY
    play(game, [Step(DB, (5, 3)), Step(DB, (5, 2)), Step(DB, (5, 1))])
    assert game.score[AWAY] == 2 and "SAFETY" in " ".join(e.text for e in game.log)


def test_a_returner_downed_in_his_end_zone_without_leaving_it_is_a_touchback() -> None:
    game = returning({QB: (5, 1), DB: (5, 4)}, QB, safe_in_end_zone=True)
    play(game, [Step(QB, (4, 1)), EndSeries()])
    play(game, [Step(DB, (5, 3)), Step(DB, (5, 2)), Step(DB, (4, 1))])
    assert game.score == {HOME: 0, AWAY: 0} and "TOUCHBACK" in game.log[-1].text + game.log[-2].text


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.sampled_from([(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (-1, -1), (0, -1), (1, -1)]),
        min_size=1,
        max_size=2,
    )
)
def test_out_of_the_end_zone_once_is_a_safety_after(moves: list[tuple[int, int]]) -> None:
    """Any path of the returner from his end zone: tackled in it, it is a safety exactly when
    the ball has left the end zone on the way."""
    game = returning({QB: (5, 1), DB: (5, 5)}, QB, safe_in_end_zone=True)
    square, left = (5, 1), False
    for dc, dr in moves:
        nxt = (square[0] + dc, square[1] + dr)
        if not 0 <= nxt[1] <= 3 or Step(QB, nxt) not in game.legal_actions():
            continue
        game.apply(Step(QB, nxt))
        square = nxt
        left = left or not in_end_zone(square[1], HOME)
    if not in_end_zone(square[1], HOME) or game.phase != Phase.PLAY:
        return
    game.apply(EndSeries())
    # The defender comes straight at him, three moves a series, while the returner stands.
    path = _path(game.men[DB].square, square)
    while len(path) > 3:
        play(game, [Step(DB, sq) for sq in path[:3]])  # his series ends after the third move
        assert game.phase == Phase.PLAY and game.mover == HOME
        game.apply(EndSeries())
        path = path[3:]
    for sq in path:
        game.apply(Step(DB, sq))
    assert (game.score[AWAY] == 2) == left


# ----------------------------------------------------------------------------- fouls on returns


def test_illegal_use_of_hands_is_called_on_a_kick_off_return() -> None:
    """ "It is considered illegal use of hands if any interior lineman is moved diagonally by the
    offense": the receiving team on a kick-off return has the ball, so it is the offence."""
    game = returning({L1: (5, 8), QB: (5, 6), DB: (5, 16)}, QB, kicked="kick-off")
    game.apply(Step(L1, (6, 9)))
    assert "illegal use of hands" in game.log[-1].text and game.phase == Phase.FORMATION
    assert game.offence == HOME and game.down == 1


def test_no_pass_interference_on_a_kick_return() -> None:
    """There is no line of scrimmage on a return: a kicking-team man lands on a receiving-team
    End far upfield, and it is a block."""
    for kicked in ("kick-off", "punt"):
        game = returning({E1: (2, 13), DB: (2, 14), QB: (5, 9)}, QB, kicked=kicked, mover=AWAY)
        game.apply(Step(DB, (2, 13)))
        assert game.blocks[(2, 13)] == (DB, E1) and game.phase == Phase.PLAY, kicked
        assert not any("INTERFERENCE" in e.text for e in game.log)


@pytest.mark.slow
def test_fouls_follow_the_rulebook_in_every_kind_of_play() -> None:
    """Over 40 games of a random player against the CPU: every diagonal move of an interior
    lineman by the team with the ball draws illegal use of hands, on downs and returns alike,
    and pass interference is never called once the ball has changed hands."""
    for seed in range(40):
        game = AllPro(seed, Options(fumbles="chance", fumble_chance=0.1))
        players = {HOME: make_player("random", seed + 1), AWAY: make_player("random", seed + 2)}
        while not game.is_over():
            action = players[game.to_move()](game)
            diagonal = _diagonal_lineman_move(game, action)
            changed = game.possession_changed
            events = game.apply(action)
            texts = " ".join(e.text for e in events)
            if diagonal:
                assert "illegal use of hands" in texts or "fourth time" in texts, (seed, action)
            if changed:
                assert "INTERFERENCE" not in texts, (seed, action)


def _diagonal_lineman_move(game: AllPro, action: object) -> bool:
    if not isinstance(action, Step) or game.phase != Phase.PLAY:
        return False
    man = game.men[action.man]
    frm, to = man.square, action.to
    return (
        man.team == game.offence
        and man.kind in (Kind.LINEMAN, Kind.CENTER)
        and frm[0] != to[0]
        and frm[1] != to[1]
        and to not in game.blocks
        and game.at.get(to) != game.carrier
    )


# ----------------------------------------------------------------------------- the receivers' line-up


def test_the_receiving_team_lines_up_its_backs_as_it_chooses() -> None:
    """ "The receiving team lines up the linemen on its own 40 yard line with the Backs dispersed
    behind the line in any formation the player chooses." """
    game = AllPro(0, Options(first_kick="home"))
    assert game.phase == Phase.RETURN_FORMATION and game.to_move() == AWAY
    names = {a.name for a in game.legal_actions() if isinstance(a, Formation)}
    assert {"deep", "wedge", "wide"} <= names
    places = game.formation_places(AWAY, "deep")
    line = game.receive_row
    backs = {m for m in places if game.men[m].kind == Kind.BACK}
    assert all(places[m][1] == line for m in places if m not in backs)
    assert all((places[m][1] - line) * AWAY.forward < 0 for m in backs)
    mine = dict(places)
    mine["away.B4"] = (0, line + 5)  # a Back deep in a corner: his choice
    game.apply(Formation(AWAY, "", tuple(mine.items())))
    assert game.men["away.B4"].square == (0, line + 5) and game.phase == Phase.KICKOFF
    game.apply(Kick())


def test_a_receiving_formation_keeps_linemen_on_the_line_and_backs_behind() -> None:
    game = AllPro(0, Options(first_kick="home"))
    places = game.formation_places(AWAY, "wide")
    line = game.receive_row
    back_on_line = {**places, "away.B1": (0, line)}
    with pytest.raises(IllegalAction, match="Backs line up behind the line"):
        game.apply(Formation(AWAY, "", tuple(back_on_line.items())))
    guard_back = {**places, "away.L1": (0, line + 2)}
    with pytest.raises(IllegalAction, match="linemen line up on the line"):
        game.apply(Formation(AWAY, "", tuple(guard_back.items())))


# ----------------------------------------------------------------------------- doubtful readings


def _series(game: AllPro, man: str, squares: list[tuple[int, int]]) -> None:
    """Move ``man`` through ``squares`` and end the series (no call after it)."""
    play(game, [*(Step(man, sq) for sq in squares), EndSeries()])
    if game.phase == Phase.CALL:
        game.apply(Go())


def test_play_goes_on_until_a_tackle_or_a_score_unless_nobody_moves() -> None:
    """ "Play only stops when a tackle has been made or the team scores": no whistle after a
    number of series by default; a round in which neither team moves a man is dead (forward
    progress stopped, the NFL rule the rulebook defers to). With the forward-progress whistle off."""
    game = position({QB: (5, 8), DB: (5, 16)}, QB, stalled_series=0)
    for _ in range(20):
        _series(game, QB, [(4, 8), (5, 8)])
        _series(game, DB, [(4, 16), (5, 16)])
    assert game.phase == Phase.PLAY and game.series == 40
    _series(game, QB, [])
    assert game.phase == Phase.PLAY, "one team resting is not enough"
    _series(game, DB, [])
    assert "whistled dead" in " ".join(e.text for e in game.log[-3:]) and game.phase == Phase.FORMATION
    capped = position({QB: (5, 8), DB: (5, 16)}, QB, max_series=2)
    _series(capped, QB, [(4, 8)])
    _series(capped, DB, [(4, 16)])
    _series(capped, QB, [(5, 8)])
    assert capped.phase == Phase.PLAY
    _series(capped, DB, [(5, 16)])
    assert capped.phase == Phase.FORMATION, "the option's limit of two series a team"


def test_a_carrier_who_gains_no_ground_for_four_series_is_whistled_dead() -> None:
    """The forward-progress whistle (Options.stalled_series, 4 by default): a carrier who only
    shuffles sideways is down where he stands; every gain starts the count again."""
    game = position({QB: (5, 8), DB: (5, 16)}, QB)

    def defend() -> None:  # the defender steps to and fro, far away
        _series(game, DB, [(4, 16) if game.men[DB].square == (5, 16) else (5, 16)])

    _series(game, QB, [(5, 9)])  # a gain: the count starts
    defend()
    for _ in range(3):
        _series(game, QB, [(4, 9), (5, 9)])
        defend()
    assert game.phase == Phase.PLAY and game.stalled_series == 3
    _series(game, QB, [(5, 10)])  # ground gained: the count starts again
    assert game.stalled_series == 0
    for _ in range(4):
        defend()
        if game.phase != Phase.PLAY:
            break
        _series(game, QB, [(4, 10), (5, 10)])
    assert game.phase == Phase.FORMATION
    assert "no ground gained in 4 series" in " ".join(e.text for e in game.log[-4:])


def test_throwing_away_only_when_no_eligible_receiver_is_open() -> None:
    """ "If the offensive player calls 'pass' and finds he does not have an eligible receiver on
    a legal space ... he has intentionally grounded the ball." """
    open_end = position({QB: (5, 9), E1: (5, 11), DB: (0, 20)}, QB, line=50)
    play(open_end, [EndSeries(), Call("pass"), EndSeries()])
    assert open_end.phase == Phase.THROW
    assert Throw(E1) in open_end.legal_actions() and Ground() not in open_end.legal_actions()
    covered = position({QB: (5, 9), E1: (4, 12), DB: (0, 20)}, QB, line=50)
    play(covered, [EndSeries(), Call("pass"), EndSeries()])
    assert covered.legal_actions() == [Ground()]
    anytime = position({QB: (5, 9), E1: (5, 11), DB: (0, 20)}, QB, line=50, ground_anytime=True)
    play(anytime, [EndSeries(), Call("pass"), EndSeries()])
    assert Ground() in anytime.legal_actions()


def test_a_fourth_move_is_a_personal_foul() -> None:
    """ "If a player takes more than three moves on his turn, it is considered a personal foul
    ... Offense: 15 yards from line of scrimmage and loss of down. Defense: 15 yards from line of
    scrimmage." """
    offence = position({QB: (5, 9), DB: (5, 16)}, QB, line=50, down=1)
    for square in ((5, 10), (5, 11), (5, 12)):
        offence.apply(Step(QB, square))
    assert offence.phase == Phase.PLAY and offence.moves == 3, "the series waits: end it, or foul"
    offence.apply(Step(QB, (5, 13)))
    assert "personal foul" in offence.log[-2].text + offence.log[-1].text
    assert (offence.offence, offence.line, offence.down) == (HOME, 35, 2)

    defence = position({QB: (5, 9), DB: (5, 16)}, QB, line=50, down=2, mover=AWAY)
    for square in ((5, 15), (5, 14), (5, 13), (5, 12)):
        defence.apply(Step(DB, square))
    assert (defence.offence, defence.line, defence.down) == (HOME, 65, 1), "past the marker: first down"

    prevented = position({QB: (5, 9), DB: (5, 16)}, QB, extra_moves="prevented")
    for square in ((5, 10), (5, 11), (5, 12)):
        prevented.apply(Step(QB, square))
    assert prevented.mover == AWAY or prevented.phase == Phase.CALL


# ----------------------------------------------------------------------------- rule 68: touchbacks


def test_a_punt_downed_by_the_kickers_in_the_receivers_end_zone_is_a_touchback_on_the_20() -> None:
    """ "When the ball is kicked into a team's end zone ... it is a touchback ... on its own 20
    yard line": the kickers' first touch downs it there, and the receivers start from their 20."""
    game = returning({QB: (5, 5), DB: (5, 2)}, None, loose=(5, 1), mover=AWAY, kick_loose=True)
    game.apply(Step(DB, (5, 1)))
    told = " ".join(e.text for e in game.log[-3:])
    assert "TOUCHBACK" in told and game.offence == HOME and game.line == 20, told
    assert game.score == {HOME: 0, AWAY: 0}


def test_a_punt_left_in_the_end_zone_until_the_play_is_whistled_dead_is_a_touchback() -> None:
    game = returning({QB: (5, 8), DB: (5, 12)}, None, loose=(5, 0), mover=HOME, kick_loose=True)
    for _ in range(8):  # nobody moves: each series ended at once until forward progress stops
        if game.phase != Phase.PLAY:
            break
        game.apply(EndSeries())
    told = " ".join(e.text for e in game.log)
    assert "whistled dead" in told and "TOUCHBACK" in told, told
    assert game.offence == HOME and game.line == 20


def test_a_fumble_recovered_in_ones_own_end_zone_and_downed_there_is_a_touchback() -> None:
    """The project's reading (docs/rules/all_pro.md): a ball gained in one's own end zone from the
    other team, a recovered fumble too, and downed there without leaving it is a touchback."""
    game = position({QB: (5, 2), DB: (5, 4)}, None, offence=AWAY, line=30, loose=(5, 1), mover=HOME)
    play(game, [Step(QB, (5, 1)), EndSeries()])  # away's fumble, recovered in home's end zone
    assert game.offence == HOME and game.score == {HOME: 0, AWAY: 0}
    play(game, [Step(DB, (5, 3)), Step(DB, (5, 2)), Step(DB, (5, 1))])
    told = " ".join(e.text for e in game.log)
    assert "TOUCHBACK" in told and "SAFETY" not in told, told
    assert game.score == {HOME: 0, AWAY: 0} and game.offence == HOME and game.line == 20


def test_the_old_reading_spots_a_dead_end_zone_ball_on_the_goal_line() -> None:
    """Rules version 1 (the option dead_in_end_zone="spot") spotted it at the 0: recordings of
    that version replay so."""
    game = returning(
        {QB: (5, 5), DB: (5, 2)}, None, loose=(5, 1), mover=AWAY, kick_loose=True, dead_in_end_zone="spot"
    )
    game.apply(Step(DB, (5, 1)))
    assert game.offence == HOME and game.line == 0


@pytest.mark.parametrize(("counts", "registered"), [(True, 1), (False, 0)])
def test_a_kick_off_return_ended_by_a_tackle_registers_a_play(counts: bool, registered: int) -> None:
    """ "A play is registered only after each down or when a team scores", and of the return:
    "when the ball carrier is tackled, the play is over". Rules version 3 registers it;
    ``kickoff_counts=False`` is the reading of versions 1 and 2."""
    game = returning({QB: (5, 20), DB: (5, 23)}, QB, kicked="kick-off", mover=AWAY, kickoff_counts=counts)
    play(game, [Step(DB, (5, 22)), Step(DB, (5, 21))])  # beside him, then onto him
    if game.carrier == QB:
        game.apply(Step(DB, (5, 20)))
    assert "tackled" in " ".join(e.text for e in game.log)
    assert game.plays == registered


# ----------------------------------------------------------------------------- laterals on returns


@pytest.mark.parametrize("kicked", ["punt", "kick-off"])
def test_a_returner_may_toss_a_lateral_to_a_man_beside_him(kicked: str) -> None:
    """The Lateral Pass "is made the same as a short pass" with three exceptions, none about whose
    ball it is: after his team's series the returner may call one (rules version 5)."""
    game = returning({QB: (5, 8), B2: (3, 8), DB: (5, 14)}, QB, kicked=kicked, dice=Dice(4))
    game.apply(EndSeries())
    assert game.phase == Phase.CALL and set(game.legal_actions()) == {Call("lateral"), Go()}
    play(game, [Call("lateral"), Step(DB, (5, 13)), EndSeries()])
    assert {a.receiver for a in game.legal_actions() if isinstance(a, Throw)} == {B2}
    game.apply(Throw(B2))
    assert game.carrier == B2 and game.offence == HOME


def test_an_incomplete_lateral_on_a_return_ends_it_where_the_passer_stands() -> None:
    """A return has no line of its own to go back to: the play ends at the passer's spot, as a
    tackle there would end it, first down for the returners."""
    game = returning({QB: (5, 8), B2: (3, 8), DB: (5, 14)}, QB, dice=Dice(3))
    play(game, [EndSeries(), Call("lateral"), Step(DB, (5, 13)), EndSeries(), Throw(B2)])
    assert "INCOMPLETE" in " ".join(e.text for e in game.log)
    tackled = returning({QB: (5, 8), DB: (5, 9)}, QB, mover=AWAY)
    tackled.apply(Step(DB, (5, 8)))
    assert game.phase == Phase.FORMATION and game.offence == HOME and game.down == 1
    assert game.line == tackled.line


def test_no_lateral_is_offered_on_a_return_with_nobody_to_take_it() -> None:
    """A lateral thrown to nobody would be grounded, and a return has no line to mark that
    penalty from: with no man beside or behind the returner, his series ends as before."""
    game = returning({QB: (5, 8), B2: (5, 12), DB: (5, 14)}, QB)
    game.apply(EndSeries())
    assert game.phase == Phase.PLAY and game.mover == AWAY


def test_versions_before_five_refuse_laterals_on_returns() -> None:
    """``return_laterals=False`` is the reading of rules versions 1 to 4: recordings of those
    replay so."""
    game = returning({QB: (5, 8), B2: (3, 8), DB: (5, 14)}, QB, return_laterals=False)
    game.apply(EndSeries())
    assert game.phase == Phase.PLAY and game.mover == AWAY

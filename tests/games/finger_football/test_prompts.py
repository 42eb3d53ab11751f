"""What the Finger Football window says: prompts in the player's own terms, buttons and narration
without an internal value, a bump's consequence as the rules rule it, the moments worth a banner,
and first-game hints that stop once seen. Over many positions (hypothesis), and mirrored."""

import math
import re

from hypothesis import given, reject, settings
from hypothesis import strategies as st

from games.core.wording import Who
from games.finger_football.rules.actions import (
    Accept,
    Bump,
    Call,
    CallPlay,
    ChooseConversion,
    ChooseKickoff,
    ChooseTarget,
    Conversion,
    Dice,
    Direction,
    Event,
    Options,
    PenaltyChoice,
    Phase,
    PlayKind,
    Team,
    ordinal,
)
from games.finger_football.rules.engine import FingerFootball
from games.finger_football.ui.moments import moment_of
from games.finger_football.ui.prompts import HINTS, Names, consequence_of_bump, label, narrate, prompt
from games.window.settings import Settings
from sim.slider.mat import Half

from .helpers import accept, flick_to, kick, yards

ASKED = [Phase.CALL, Phase.ROLL, Phase.CHOOSE_TARGET, Phase.SCRIMMAGE, Phase.PUNT, Phase.PENALTY]
RAW = re.compile(r"\b[HV]\d[LMR]\d?\b|None|Phase\.|Team\.|\bTrue\b|\bFalse\b|-0\b|\(\w+\)$")
PEOPLE = [frozenset({Team.RED}), frozenset({Team.BLUE}), frozenset(Team)]


def position(
    offense: Team, own: float, down: int, phase: Phase, red_defends: Half = Half.HOME
) -> FingerFootball:
    """``offense`` on its own ``own`` line, ``down``, at ``phase``, reached by legal play: through
    the dice where the dice lead there (a choice for CHOOSE_TARGET, a touchdown try for
    SCRIMMAGE), a punt called for PUNT, and a punt come to rest on a flag for PENALTY. In the
    opponent's Zone 3 there is no roll: a touchdown called for SCRIMMAGE, the punt allowed there
    (``Options.punt_in_zone_3``) for PUNT and PENALTY, and no ROLL or CHOOSE_TARGET ever (a
    hypothesis example asking for one is not used)."""
    options = Options(punt_in_zone_3=True) if phase in (Phase.PUNT, Phase.PENALTY) else None
    game = FingerFootball.position(offense, own, down=down, red_defends=red_defends, seed=1, options=options)
    rolls = CallPlay(Call.ROLL) in game.legal_actions()
    if phase in (Phase.ROLL, Phase.CHOOSE_TARGET):
        if not rolls:
            reject()  # no dice in the opponent's Zone 3: this phase never comes there
        game.apply(CallPlay(Call.ROLL))
        if phase == Phase.CHOOSE_TARGET:
            game.apply_dice(Dice(2, PlayKind.PASS, Direction.CHOICE))
    elif phase == Phase.SCRIMMAGE and rolls:
        game.apply(CallPlay(Call.ROLL))
        game.apply_dice(Dice(3, PlayKind.RUN, Direction.TD))
    elif phase == Phase.SCRIMMAGE:
        game.apply(CallPlay(Call.TOUCHDOWN))
    elif phase in (Phase.PUNT, Phase.PENALTY):
        game.apply(CallPlay(Call.PUNT))
        if phase == Phase.PENALTY:
            los, d = game.drive.los, game.direction(offense)
            assert los is not None
            # A punt goes forwards: within the rules' 80 degrees of straight ahead.
            ahead = [
                f
                for f in game.mat.flags
                if (f.x - los[0]) * d > 0.0
                and abs(f.y - los[1]) < (f.x - los[0]) * d * math.tan(math.radians(80))
            ]
            if not ahead:
                reject()
            flick_to(game, (ahead[0].x, ahead[0].y))
    assert game.phase == phase, (game.phase, phase)
    return game


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(list(Team)),
    st.floats(1.0, 99.0),
    st.integers(1, 4),
    st.sampled_from(ASKED),
    st.sampled_from(PEOPLE),
)
def test_every_prompt_names_who_acts_in_plain_words(
    offense: Team, own: float, down: int, phase: Phase, humans: frozenset[Team]
) -> None:
    game = position(offense, own, down, phase)
    names = Names(humans)
    said = prompt(game, names)
    assert said and not RAW.search(said), said
    assert not said.startswith(("Red:", "Blue:")), "a person is addressed, not a team label"
    actor = game.to_move()
    assert actor is not None
    if names.versus_cpu and actor in humans:
        assert said.startswith(("Your", "You", "Roll the dice", "A flag")), said
    for action in game.legal_actions():
        if not isinstance(action, ChooseTarget):
            words = label(action, game, names)
            assert words and not RAW.search(words), words


@settings(max_examples=60, deadline=None)
@given(st.floats(1.0, 99.0), st.integers(1, 4), st.sampled_from(ASKED))
def test_the_two_teams_are_told_alike(own: float, down: int, phase: Phase) -> None:
    """Mirror symmetry at one mouse: Red's position from its end and Blue's from the other read the
    same but for the names."""
    hotseat = Names(frozenset(Team))
    red = prompt(position(Team.RED, own, down, phase, Half.HOME), hotseat)
    blue = prompt(position(Team.BLUE, own, down, phase, Half.VISITOR), hotseat)
    swap = {"Red": "Blue", "Blue": "Red"}
    assert re.sub(r"Red|Blue", lambda m: swap[m.group()], red) == blue


def test_the_prompt_reads_the_situation() -> None:
    game = position(Team.RED, 35.0, 3, Phase.CALL)
    assert prompt(game, Names(frozenset({Team.RED}))) == "Your call: 3rd down, your own 35"
    game = position(Team.BLUE, 35.0, 3, Phase.ROLL)
    assert prompt(game, Names(frozenset({Team.RED}))) == "Roll the dice for the CPU's play"
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
    ]  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(st.floats(5.0, 95.0), st.sampled_from(list(Team)), st.sampled_from(list(Team)))
def test_a_bump_is_described_as_the_rules_rule_it(own: float, offense: Team, by: Team) -> None:
    from games.finger_football.match import Physics
    from games.finger_football.ui.aim import Aim

    game = position(offense, own, 1, Phase.SCRIMMAGE)
    request = game.request()
    physics = Physics(game.mat)
    direction = 0.0 if game.direction(offense) > 0 else 3.141592653589793
    flick = Aim(0.08, direction, 3.0 * 0.08**0.5, (0.0, 0.0)).flick(game.mat.slider)
    game.apply(physics.flicked(request, flick))  # type: ignore[arg-type]
    assert game.phase == Phase.JUDGE
    if by != offense:
        game.apply(Accept())  # each declares only their own bump: the defence in its moment
    before = game.to_json()
    told = consequence_of_bump(game, by)
    assert game.to_json() == before, "asking changes nothing"
    assert game.apply(Bump(by))[0].text == told


def test_the_moments_worth_a_banner() -> None:
    score = {Team.RED: 6, Team.BLUE: 0}
    td = Event("score", "Red: TOUCHDOWN: +6", Team.RED, 6, data={"what": "touchdown"})
    moment = moment_of([td], score)
    assert moment is not None and moment.headline == "TOUCHDOWN!" and moment.team == Team.RED
    assert "crowd" in moment.sounds and "Red 6 - Blue 0" in moment.detail
    fumble = Event("possession", "Red: fumble! Blue ball there", Team.BLUE, 0, data={"how": "fumble"})
    assert moment_of([fumble], score).headline == "FUMBLE!"  # type: ignore[union-attr]
    final = Event("game", "final: Red wins", Team.RED)
    assert moment_of([td, final], score).headline == "FINAL WHISTLE"  # type: ignore[union-attr]
    ordinary = Event("play", "Red: pass complete", Team.RED, 0, data={"rest": (0.3, 0.0)})
    punt = Event("possession", "the punt rests on its own 30", Team.BLUE, 0, data={"how": ""})
    assert moment_of([ordinary, punt], score) is None, "a punt or a gain is no banner"


def test_the_rules_tell_each_turnover_by_its_kind() -> None:
    """The rules name how the ball changed hands, so the window can make a moment of it."""
    game = FingerFootball.position(Team.RED, 40.0, down=4, seed=1)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(2, PlayKind.PASS, Direction.CHOICE))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseTarget)))
    flag = next(f for f in game.mat.flags if f.x > 0.5 and abs(f.y) < 0.01)  # ahead, on the 70
    flick_to(game, (flag.x, flag.y))
    accept(game)
    assert game.phase == Phase.PENALTY and game.to_move() == Team.BLUE
    events = game.apply(PenaltyChoice(False))
    turnover = [e for e in events if e.kind == "possession"]
    assert turnover and turnover[0].data["how"] == "downs" and turnover[0].team == Team.BLUE
    moment = moment_of(events, game.score)
    assert moment is not None and moment.headline == "TURNOVER ON DOWNS"


def test_replays_narrate_what_the_rules_did_not_say() -> None:
    game = FingerFootball.position(Team.RED, 30.0, seed=1)
    assert narrate(CallPlay(Call.ROLL), game) == "Red asks for the dice (Blue rolls them)"
    scored = FingerFootball.position(Team.BLUE, 90.0, seed=1)  # Blue scores, converts, kicks onside
    scored.apply(CallPlay(Call.TOUCHDOWN))
    flick_to(scored, yards(105.0, scored.direction(Team.BLUE)))
    accept(scored)
    scored.apply(ChooseConversion(Conversion.KICK))
    scored.apply(kick(True))
    scored.apply(ChooseKickoff(True))
    assert scored.kicker == Team.BLUE
    assert narrate(ChooseKickoff(True), scored) == "Blue tries an onside kick"
    assert narrate(ChooseConversion(Conversion.TWO_POINT), game) == "Red goes for two"
    assert narrate(Accept(), game) == "Accept where it rests"


def test_a_hint_shows_until_the_player_has_acted_on_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    settings_file = tmp_path / "settings.json"
    first = Settings.load(settings_file)
    key = f"finger-football/{Phase.JUDGE.value}"
    assert first.first_time(key) and Phase.JUDGE in HINTS
    first.hint_seen(key)
    assert not Settings.load(settings_file).first_time(key), "the next game remembers"


def test_an_announced_symbol_on_your_own_side_is_told_as_yours() -> None:
    """The symbol's label says where it is as the offence sees it ("on its own 45"): told to the
    offence, that is "your own 45"; in the rulebook's names it stays as it was recorded."""
    game = FingerFootball.position(Team.RED, 10.0, seed=1)
    game.apply(CallPlay(Call.ROLL))
    game.apply_dice(Dice(2, PlayKind.PASS, Direction.CHOICE))
    own = next(
        a for a in game.legal_actions() if isinstance(a, ChooseTarget) and " on its own " in a.target.label
    )
    event = game.apply(own)[0]
    names = {Team.RED: Who("You", you=True), Team.BLUE: Who("the CPU")}
    assert " on its own " in event.text and event.text.startswith("Red announces")
    assert " on your own " in event.told(names) and " its own " not in event.told(names)

"""The strategist: each turn a matrix game solved exactly, its plan drawn from its equilibrium
mix. It beats the expert, and no fixed plan-by-rule player beats it."""

import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

import numpy as np
import pytest

from games.tortellini.match import make_player, play_turn
from games.tortellini.players.strategist import Strategist, StrategistStyle, _worth, maximin
from games.tortellini.rules.actions import CHIPS, DIRECTIONS, PASS, Joint, LogKind, Options, Place, Plan, Team
from games.tortellini.rules.engine import Tortellini

Player = Callable[[Tortellini, Team], Place | Plan]


# ----------------------------------------------------------------- the matrix game
def test_maximin_mixes_evenly_at_matching_pennies_and_plays_a_saddle_point_pure() -> None:
    assert maximin(np.array([[1.0, -1.0], [-1.0, 1.0]])) == pytest.approx([0.5, 0.5], abs=1e-9)
    # Rock, paper, scissors: a third each.
    rps = np.array([[0.0, -1.0, 1.0], [1.0, 0.0, -1.0], [-1.0, 1.0, 0.0]])
    assert maximin(rps) == pytest.approx([1 / 3] * 3, abs=1e-9)
    # A saddle point: row 1 is best against every column.
    assert maximin(np.array([[1.0, 2.0], [3.0, 4.0]])) == pytest.approx([0.0, 1.0], abs=1e-9)


def test_of_equal_equilibria_it_plays_the_evenest_and_keeps_the_games_value() -> None:
    # Three steps worth the same against every defence: any mix of them is an equilibrium, and
    # the simplex method would return one of them alone, which a guesser learns to read.
    same = np.array([[0.5, -1.0, 0.2], [0.5, -1.0, 0.2], [0.5, -1.0, 0.2]])
    assert maximin(same) == pytest.approx([1 / 3] * 3, abs=1e-6)
    rng = np.random.default_rng(7)
    for _ in range(20):
        payoff = rng.normal(size=(6, 5)).round(1)
        mix = maximin(payoff)
        best = max(float((p @ payoff).min()) for p in np.eye(6))  # a pure row's guarantee
        assert float((mix @ payoff).min()) >= best - 1e-6  # a mix never guarantees less


def test_trusting_a_model_of_the_other_side_leans_towards_its_best_reply() -> None:
    pennies = np.array([[1.0, -1.0], [-1.0, 1.0]])
    heads = np.array([1.0, 0.0])  # the other side is expected to show heads
    assert maximin(pennies, heads, 0.0) == pytest.approx([0.5, 0.5], abs=1e-9)
    assert maximin(pennies, heads, 0.5)[0] == pytest.approx(1.0, abs=1e-9)


Chips = dict[tuple[Team, str], tuple[int, int]]


def _set(offence: Team, chips: Chips, carrier: str) -> Tortellini:
    return Tortellini.position(chips, (offence, carrier))


def test_a_lone_defender_on_the_carriers_square_is_a_guessing_game_it_mixes() -> None:
    # Team one's red carries on d4 with a defender on the same square: whatever square the carrier
    # steps to, the defender can land there. The strategist spreads its steps; the defender too.
    far = {(Team.ONE, "white"): (0, 0), (Team.ONE, "blue"): (7, 0)}
    away = {(Team.TWO, "white"): (0, 7), (Team.TWO, "blue"): (7, 7)}
    game = _set(Team.ONE, {(Team.ONE, "red"): (3, 3), (Team.TWO, "red"): (3, 3), **far, **away}, "red")
    strategist = Strategist(1)
    attacks, _, payoff = strategist.matrix(game)
    mix = maximin(payoff)
    steps = {a.plan.order("red") for a, p in zip(attacks, mix, strict=True) if p > 0.05}
    assert len(steps) >= 3, steps
    assert max(mix) < 0.6
    # Every attack the defender can meet is met in some defence: each step can be tackled.
    for row, attack in zip(payoff, attacks, strict=True):
        if attack.plan.order("red") != PASS:
            assert row.min() < 0.0, attack


# ----------------------------------------------------------------- fixed players
def _moves(game: Tortellini, team: Team, chip: str) -> list[str]:
    """The steps ``chip`` may take now, in the rules' own order: read off ``team``'s legal plans."""
    i = CHIPS.index(chip)
    return list(dict.fromkeys(p.orders[i] for p in game.plans(team) if PASS not in p.orders))


def _pass_pairs(game: Tortellini, team: Team) -> list[tuple[str, str]]:
    """(receiver, the chip that must move) for each pass the carrier may make now, in the rules'
    own order: read off ``team``'s legal plans."""
    pairs = []
    for plan in game.plans(team):
        if PASS in plan.orders:
            marked = dict(zip(CHIPS, plan.orders, strict=True))
            receiver = next(c for c, o in marked.items() if o == PASS and (team, c) != game.carrier)
            pairs.append((receiver, next(c for c, o in marked.items() if o != PASS)))
    return list(dict.fromkeys(pairs))


def _toward(game: Tortellini, team: Team, chip: str, goal: tuple[int, int]) -> str:
    """The first legal order (N, NE, ... NW) that ends nearest ``goal``."""
    c, r = game.chips[(team, chip)]  # type: ignore[misc]

    def gap(order: str) -> tuple[int, int]:
        dc, dr = DIRECTIONS[order]
        return (max(abs(c + dc - goal[0]), abs(r + dr - goal[1])), abs(c + dc - goal[0]))

    return min(_moves(game, team, chip), key=gap)


def _place(game: Tortellini, team: Team) -> Place:
    chip = next(c for c in CHIPS if game.chips[(team, c)] is None)
    return Place(team, chip, {"red": 3, "white": 1, "blue": 6}[chip])


def _fixed(attack: Callable[[Tortellini, Team], Plan], defend: Callable[[Tortellini, Team], Plan]) -> Player:
    def play(game: Tortellini, team: Team) -> Place | Plan:
        if game.to_place() == team:
            return _place(game, team)
        return attack(game, team) if team == game.offence else defend(game, team)

    return play


def _ahead(game: Tortellini, team: Team, chip: str) -> tuple[int, int]:
    c, r = game.chips[(team, chip)]  # type: ignore[misc]
    return (c, team.other.home_row if r != team.other.home_row else r)


def charge(game: Tortellini, team: Team) -> Plan:
    """Every chip straight for the goal row."""
    return Plan(team, tuple(_toward(game, team, chip, _ahead(game, team, chip)) for chip in CHIPS))  # type: ignore[arg-type]


def lob(game: Tortellini, team: Team) -> Plan:
    """A pass to the chip nearest the goal row whenever one is on a line; else charge."""
    passes = _pass_pairs(game, team)
    if not passes:
        return charge(game, team)
    goal = team.other.home_row
    receiver, other = min(passes, key=lambda p: abs(game.chips[(team, p[0])][1] - goal))  # type: ignore[index]
    orders = {receiver: PASS, game.carrier[1]: PASS}  # type: ignore[index]
    orders[other] = _toward(game, team, other, _ahead(game, team, other))
    return Plan(team, (orders["red"], orders["white"], orders["blue"]))


def swarm(game: Tortellini, team: Team) -> Plan:
    """Every chip onto the square the carrier stands on."""
    ball = game.ball()
    assert ball is not None
    return Plan(team, tuple(_toward(game, team, chip, ball) for chip in CHIPS))  # type: ignore[arg-type]


def guess_ahead(game: Tortellini, team: Team) -> Plan:
    """Every chip onto the square straight ahead of the carrier: where a charge goes next."""
    ball = game.ball()
    assert ball is not None
    step = (ball[0], min(7, max(0, ball[1] + team.other.forward)))
    return Plan(team, tuple(_toward(game, team, chip, step) for chip in CHIPS))  # type: ignore[arg-type]


FIXED: dict[str, Player] = {
    "charge and swarm": _fixed(charge, swarm),
    "lob and guess ahead": _fixed(lob, guess_ahead),
    "charge and guess ahead": _fixed(charge, guess_ahead),
}


def _strategist_wins(seed: int, opponent: str) -> bool:
    """A game against the expert or a fixed player, the strategist team one on even seeds."""
    game = Tortellini(seed)
    mine = Team.ONE if seed % 2 == 0 else Team.TWO
    other: Player = FIXED[opponent] if opponent in FIXED else make_player(opponent, seed + 7919)
    players: dict[Team, Player] = {mine: Strategist(seed + 104729), mine.other: other}
    while not game.is_over():
        placer = game.to_place()
        if placer is not None:
            game.apply(players[placer](game, placer))
        else:
            one, two = players[Team.ONE](game, Team.ONE), players[Team.TWO](game, Team.TWO)
            game.submit(one)  # type: ignore[arg-type]
            game.submit(two)  # type: ignore[arg-type]
        assert game.turn < 5000
    return game.winner == mine


def _wins(opponent: str, games: int) -> int:
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        return sum(pool.map(_strategist_wins, range(games), [opponent] * games, chunksize=4))


@pytest.mark.slow
def test_the_strategist_beats_the_expert_in_at_least_65_percent_of_200_games() -> None:
    assert _wins("expert", 200) >= 130


@pytest.mark.slow
@pytest.mark.parametrize("opponent", sorted(FIXED))
def test_no_fixed_player_beats_the_strategist_half_the_time(opponent: str) -> None:
    assert _wins(opponent, 40) >= 20


# ----------------------------------------------------------------- the matrix against the rules
def _valued_by_the_rules(game: Tortellini, attack: Plan, defence: Plan) -> float | None:
    """The offence's payoff of one cell, found by playing the turn with the engine itself and
    valuing where the ball ends as the strategist values a position; None if the turn scores (the
    engine sets up the next round at once)."""
    offence = game.offence
    after = game.clone()
    plans = {attack.team: attack, defence.team: defence}
    events = after.apply(Joint(plans[Team.ONE], plans[Team.TWO]))
    if any(e.kind == LogKind.GOAL for e in events):
        return None
    assert after.carrier is not None
    team = after.carrier[0]
    ball = after.chips[after.carrier]
    theirs = tuple(after.chips[(team.other, c)] for c in CHIPS)
    worth = _worth(StrategistStyle(), team.other.home_row, team.forward, ball, theirs)  # type: ignore[arg-type]
    return worth if team == offence else -worth


@pytest.mark.parametrize("timing", ["after", "before"])
@pytest.mark.parametrize("swap", [False, True])
def test_every_cell_of_the_matrix_is_the_turn_the_rules_would_play(timing: str, swap: bool) -> None:
    # Positions from seeded games between experts, under each reading of passes and swaps: every
    # pair of plans the strategist weighs is played out by the engine, and the payoff it wrote
    # down for the pair is what the engine's result is worth.
    options = Options(pass_timing=timing, swap_is_turnover=swap)  # type: ignore[arg-type]
    cells = 0
    for seed in range(3):
        game = Tortellini(seed, options)
        players = {t: make_player("expert", seed * 2 + k) for k, t in enumerate(Team)}
        strategist = Strategist(seed)
        while not game.is_over() and game.turn < 12:
            if game.to_place() is None:
                attacks, defences, payoff = strategist.matrix(game)
                for row, attack in zip(payoff, attacks, strict=True):
                    for value, defence in zip(row, defences, strict=True):
                        expected = _valued_by_the_rules(game, attack.plan, defence)
                        if expected is not None:
                            assert value == pytest.approx(expected), (attack, defence)
                            cells += 1
            play_turn(game, players)
    assert cells > 500

"""The coach: an All-Pro CPU that calls plays and weighs the dice.

Before each snap it calls a play from its playbook (games/all_pro/players/playbook.py) by down,
distance and field position: runs, hand-offs meant for different backs and passes, from the T,
the backs spread out or the line shifted right; on fourth down a field goal when the dice give it a fair
chance (:func:`field_goal_odds`, exact over the 36 rolls), a punt from far off, or going for it.
The pick among the plays that fit is drawn from their weights by the coach's own seeded
generator, so it is hard to read and still deterministic.

Its decisions are an expectimax over the dice and the defence's reply: after each series it
compares running on (the carrier tackled where he stands if a defender can reach him in three
moves), a forward pass and a lateral, each pass valued over every roll of its die or dice
(:func:`dice_odds`) with the defence's best man stepping into the lane where he can; at the throw
it takes the receiver with the most expected yards by the engine's own odds. On a pass play the
receivers run to passing lines; on a hand-off the ball goes to the back the play means if his
way is about as clear as the clearest's; a
carrier out of reach does not risk a fumble shuffling without a gain; with a pass called the
defence smears the passer or steps into the best lane; against a run out of tackling reach it
contains (:func:`contain`), cutting off the squares the carrier could gain most from next series.
The rest (blocking, running, pursuit, kicks and returns) is the CPU's (games/all_pro/players/bot.py).
"""

from __future__ import annotations

from games.all_pro.players.bot import Cpu
from games.all_pro.players.defence_call import defence_formation
from games.all_pro.players.planner import (
    FIRST_DOWN,
    INTERFERE_MARGIN,
    KIND,
    OPEN_FIELD,
    SAFETY,
    TEAM,
    Planner,
    Play,
    Sketch,
    contain,
    king_steps,
    last_of_half,
)
from games.all_pro.players.playbook import PLAYBOOK, draw_play, meant_back, play_weights
from games.all_pro.players.reach import Field, after, best_series, first_move, reach, room
from games.all_pro.rules.actions import (
    Action,
    Call,
    EndSeries,
    Formation,
    Go,
    Ground,
    HandOff,
    PassKind,
    Step,
    Throw,
)
from games.all_pro.rules.board import CENTRE_COL, GRID, ROWS, Team, in_end_zone, man_id, own_yards, row_behind
from games.all_pro.rules.engine import FIELD_GOAL_RANGE, LONG, MOVES, SHORT, AllPro, Man
from games.all_pro.rules.formations import OFFENCE, place
from games.all_pro.rules.numbers import IDLE_SERIES
from sim.tiles.grid import Square, line_distance

# A carrier tackled has used up his down; one out of reach has his next series to run in, worth
# this much of the ground open ahead of him (round the men, not past them).
TACKLED = 5.0
ROOM = 0.5
PROTECT_MARGIN = 0.5  # yards a series must beat standing still by to be played for the carrier
# A lateral is called only when it beats running on by this much: the ball goes sideways or back
# and half the time falls, so a person sees it as a gift unless it plainly gains.
LATERAL_MARGIN = 5.0
READING = Play("reading", "")  # the other side's pass, weighed at the dice's odds


def field_goal_odds(line: int, team: Team, depth: int = 1) -> float:
    """The chance a field goal from the punt formation on ``line`` is good: the ball is kicked
    from a square in front of the kicker (``depth`` behind the Center's row: 1 in the punt
    formation, 2 in the coach's deep kick) and flies two dice of squares; it must reach the end
    zone."""
    ball = row_behind(line, team) - depth * team.forward
    good = sum(
        1
        for a in range(1, 7)
        for b in range(1, 7)
        if not 0 <= ball + (a + b) * team.forward < GRID.rows
        or in_end_zone(ball + (a + b) * team.forward, team.other)
    )
    return good / 36


# Fourth down (newcomer play-test: a punt from the other side's 30, a field goal from the 15 out
# of "safe punt formation"). A field goal with this chance or better; going for it with this many
# yards or fewer to go (one square past the marker, or two); and a punt in the other half only
# from beyond its 35 (from nearer, the ball mostly flies into the end zone: a touchback on the
# 20, a few yards for a down given away), so from there on it goes for it.
FAIR_FIELD_GOAL = 0.4
SHORT_YARDAGE = 5
PUNT_UP_TO = 65  # own yards: the other side's 35


def kick_on_fourth(need: int, own: int, field_goal: float) -> str | None:
    """A coach's fourth down: a punt from its own half; in the other half a field goal with a
    fair chance, else going for it on short yardage or inside the other side's 35, else a
    punt."""
    if own < 50:
        return "punt"
    if field_goal >= FAIR_FIELD_GOAL:
        return "field goal"
    if need <= SHORT_YARDAGE or own >= PUNT_UP_TO:
        return None
    return "punt"


# The coach kicks from deeper than the punt formation: the kicker three squares behind the
# Center, so the ball (one in front of him) is beyond the defence's three moves even over a
# block of the Center (two squares behind him, it is blocked by the Center blocked and a lineman
# stepping over him onto it). The kick is a square shorter for it.
DEEP_KICK = "deep kick"
# The same lineup when the kick is to be a field goal: named so (the window said the CPU lined up
# in "safe punt formation" and then kicked a field goal).
FIELD_GOAL_KICK = "field goal kick"
DEEP_KICK_SHAPE = {**OFFENCE["punt"], "B1": (5, 3)}
DEEP_KICKER = 3  # rows behind the Center


def deep_kick_places(game: AllPro, team: Team) -> dict[str, Square] | None:
    """Where the deep kick lines ``team`` up on this down (None if it does not fit the board)."""
    line_row = row_behind(game.line, team)
    kicker = (CENTRE_COL, line_row - DEEP_KICKER * team.forward)
    if not GRID.contains(kicker):
        return None
    places = place(team, DEEP_KICK_SHAPE, line_row, lambda s: game.on_own_side(team, s), set(game.at))
    if places[man_id(team, "B1")] != kicker or game.snap_refusal(team, places) is not None:
        return None
    return places


def kick_depth(line: int, team: Team) -> int:
    """The rows behind the Center's the coach's kick is kicked from on ``line``."""
    deep = GRID.contains((CENTRE_COL, row_behind(line, team) - DEEP_KICKER * team.forward))
    return DEEP_KICKER - 1 if deep else 1


def kick_call(game: AllPro) -> str | None:
    """The kick the coach calls on this down, if any: on fourth down as :func:`kick_on_fourth`
    has it, on the half's last play a field goal with any fair chance. Worked out from the game
    alone, so a coach that joins mid-play reads it the same."""
    own = own_yards(game.line, game.offence)
    depth = kick_depth(game.line, game.offence)
    field_goal = field_goal_odds(game.line, game.offence, depth) if own >= FIELD_GOAL_RANGE else 0.0
    if last_of_half(game):
        return "field goal" if field_goal > 0.1 else None
    if game.down == 4:
        return kick_on_fourth(abs(game.marker - game.line), own, field_goal)
    return None


def _whistled_unless_past(game: AllPro) -> int | None:
    """On the offence's last series before the play is whistled dead for want of progress, the
    furthest the ball has been (its row times the team's forward): a carrier who does not pass it
    is dead where he stands, so keeping him out of reach gains nothing. None on any other series."""
    limit = game.options.stalled_series
    if not limit or game.turn.best_progress is None or game.turn.stalled_series < limit - 1:
        return None
    return game.turn.best_progress


def _place(sq: Square, team: Team) -> Square:
    """A square as ``team`` sees it: its column, and its row counted from the team's own end (the
    same in the mirrored game, the board end for end and the teams swapped)."""
    return (sq[0], sq[1] if team.forward > 0 else ROWS - 1 - sq[1])


def _label(man: str | None) -> str | None:
    return None if man is None else man.partition(".")[2]


def _signature(field: Field, team: Team) -> object:
    """The board as ``team`` sees it (ours or theirs, labels, squares from its own end)."""
    men = frozenset(((TEAM[m] == team, _label(m)), _place(sq, team)) for m, sq in field.where.items())
    blocks = frozenset((_place(sq, team), owner == team) for sq, owner in field.blocks.items())
    return men, blocks, _label(field.carrier), _label(field.walker)


Seen = tuple[str, str, Square | None]  # a move of ours as we see it: kind, man, square


def _seen(move: Step | HandOff, team: Team) -> Seen:
    if isinstance(move, HandOff):
        return ("hand-off", move.to.partition(".")[2], None)
    return ("step", move.man.partition(".")[2], _place(move.to, team))


def _unseen(move: Seen, team: Team) -> Step | HandOff:
    kind, label, sq = move
    man = man_id(team, label)
    if kind == "hand-off" or sq is None:
        return HandOff(man)
    return Step(man, _place(sq, team))  # the same count from the other end: its own inverse


class Coach(Cpu):
    """The planning CPU for one team."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.play: Play = PLAYBOOK["run"]
        self.last_call: str | None = None  # the play called the down before (seldom twice running)
        # The rest of a series planned to keep the carrier safe, and the board it expects next
        # (one search a series, and no change of mind half way through it).
        # Kept as the team sees the board, so the mirrored game plans the same (docs/bots.md).
        self.series: tuple[object, list[Seen]] | None = None

    # ----------------------------------------------------------------- the playbook
    def _formation(self, game: AllPro, actions: list[Action]) -> Action:
        if game.forming != game.offence:
            assert game.forming is not None
            if not any(isinstance(a, Formation) for a in actions):
                return super()._formation(game, actions)
            return defence_formation(game, game.forming, self.rng)
        names = {a.name for a in actions if isinstance(a, Formation)}
        self.play = self._call_play(game)
        if self.play.formation not in names:
            self.play = PLAYBOOK["run"] if "T" in names else self.play
        name = self.play.formation if self.play.formation in names else sorted(names)[0]
        if name == "punt" and self._kicking(game) and not game.kick.safety_free_kick:
            deep = deep_kick_places(game, game.offence)
            if deep is not None:
                named = FIELD_GOAL_KICK if self.play.name == "field goal" else DEEP_KICK
                return Formation(game.offence, named, tuple(sorted(deep.items())))
        return Formation(game.offence, name)

    def _call_play(self, game: AllPro) -> Play:
        kick = kick_call(game)
        if kick is not None:
            return PLAYBOOK[kick]
        if last_of_half(game):
            return PLAYBOOK["long pass"]
        need = abs(game.marker - game.line)
        weights = play_weights(game.down, need, own_yards(game.line, game.offence))
        self.last_call = draw_play(weights, self.last_call, self.rng)
        return PLAYBOOK[self.last_call]

    def _kicking(self, game: AllPro) -> bool:
        """This down is a kick: read from the game, not from the call remembered at the lineup
        (a game resumed or taken back in the window has a fresh coach)."""
        return kick_call(game) is not None

    def _will_kick(self, game: AllPro) -> bool:  # the CPU's snap and kicker follow the call
        return self._kicking(game)

    # ----------------------------------------------------------------- calls and throws
    def _call(self, game: AllPro, actions: list[Action]) -> Action:
        calls = {a.what for a in actions if isinstance(a, Call)}
        kick = kick_call(game)
        if kick is not None and game.kicker == game.carrier:
            want = kick if kick in calls else "punt"
            if want in calls:
                return Call(want)
        sketch = Sketch.of(game)
        planner = Planner(game, self.play)
        run = planner.run_value(sketch)
        options: list[tuple[float, Action]] = [(run, Go())]
        if "pass" in calls:
            options.append((planner.pass_value(sketch, lanes=True), Call("pass")))
        if "lateral" in calls:
            options.append((planner.lateral_value(sketch) - LATERAL_MARGIN, Call("lateral")))
        return max(options, key=lambda o: o[0])[1]

    def _throw(self, game: AllPro, actions: list[Action]) -> Action:
        planner = Planner(game, self.play)
        best: tuple[float, Action] | None = None
        forward = game.passing is not None and game.passing[0] == PassKind.FORWARD
        for a in actions:
            if not isinstance(a, Throw) or (forward and not KIND[a.receiver].eligible):
                continue  # a forward pass to a lineman is a penalty
            value = planner.throw_value(game, a.receiver)
            if best is None or value > best[0]:
                best = (value, a)
        if best is not None:
            return best[1]
        return Ground() if any(isinstance(a, Ground) for a in actions) else actions[0]

    # ----------------------------------------------------------------- series
    def _play(self, game: AllPro, actions: list[Action]) -> Action:
        """As the CPU's, and a defender may take a pass-interference penalty worth taking."""
        if game.mover != game.offence and game.passing is None and game.moves < 3 and game.walker is None:
            foul = self._interference(game, actions)
            if foul is not None:
                return foul
        return super()._play(game, actions)

    def _interference(self, game: AllPro, actions: list[Action]) -> Step | None:
        """A defender's step onto a receiver beyond the line (a foul: first down for the passing
        team at his spot) when the pass to him from where the carrier stands is worth more to
        the offence than that first down."""
        if game.carrier is None or not game.is_down or game.possession_changed or game.passed:
            return None
        planner = Planner(game, READING)
        sketch = Sketch.of(game)
        passer = game.men[game.carrier].square
        if not planner.behind(passer):
            return None
        best: tuple[float, Step] | None = None
        for a in actions:
            if not (isinstance(a, Step) and game.is_foul(a) and a.to in game.at):
                continue
            receiver = game.men[game.at[a.to]]
            if receiver.team != game.offence or not receiver.kind.eligible:
                continue
            d = line_distance(passer, receiver.square)
            if d is None or d not in SHORT + LONG:
                continue
            threat, _, _ = planner._throw(sketch, passer, receiver.square, d)  # as the defenders stand
            cost = planner.yards(receiver.square) + FIRST_DOWN
            if threat - cost > INTERFERE_MARGIN and (best is None or threat - cost > best[0]):
                best = (threat - cost, a)
        return None if best is None else best[1]

    def _offence(self, game: AllPro, steps: list[Step], actions: list[Action]) -> Action:
        """The carrier kept out of the defence's reach (or run on, on a return), else the planned
        move; but a series is never ended without a move while the ball carrier
        could gain ground (over his own blockers, too): an idle series beside the person's idle
        one whistled the play dead ("nobody moves") with the offence stuck behind its blocks."""
        protect = self._protect(game, actions)
        if protect is not None:
            return protect
        action = self._planned(game, steps, actions)
        last = _whistled_unless_past(game) is not None
        if not last and not self._keeps_safe(game, action):
            action = EndSeries()  # a block or a step that would open the way to him: he stands
        kicking = game.kicker is not None and game.kicker == game.carrier and self._will_kick(game)
        if isinstance(action, EndSeries) and game.moves == 0 and not kicking:
            return self._gain(game, steps) or self._not_idle(game, steps) or action
        onto_nobody = isinstance(action, Step) and (action.to not in game.at or action.to in game.blocks)
        if isinstance(action, Step) and action.man == game.walker and onto_nobody:
            return self._gain(game, steps) or action  # off his own block: on, ahead if he can
        return action

    def _protect(self, game: AllPro, actions: list[Action]) -> Action | None:
        """The first move of the series that leaves the carrier best off (:func:`best_series`)
        when the defence could reach him now, or on a return: a hand-off, his run to daylight,
        a block of the man who could reach him, a team-mate filling the gap beside a block."""
        carrier = game.carrier
        kicking = game.kicker is not None and game.kicker == carrier and self._kicking(game)
        if carrier is None or kicking:
            return None
        field = Field.of(game)
        team = game.offence
        if not game.possession_changed and reach(field, field.where[carrier], team.other) > MOVES:
            return None
        planner = Planner(game, self.play)
        whistle_at = _whistled_unless_past(game)

        def worth(f: Field) -> float:
            return self._worth(planner, f, team, whistle_at)

        key = _signature(field, team)
        if self.series and self.series[0] == key:  # the series planned is going as planned
            series = [_unseen(m, team) for m in self.series[1]]
        else:
            value, series = best_series(game, field, MOVES - game.moves, worth)
            if not series or value <= worth(field) + PROTECT_MARGIN:
                self.series = None
                return None
        move = series[0]
        if move not in actions or game.is_foul(move):
            self.series = None
            return None
        rest = series[1:]
        self.series = (_signature(after(field, move), team), [_seen(m, team) for m in rest]) if rest else None
        return move

    @staticmethod
    def _worth(planner: Planner, field: Field, team: Team, whistle_at: int | None = None) -> float:
        """Where the series leaves the carrier, in yards this down: tackled where he stands if
        the defence can reach him, else his yards and the room around him. On the series before
        the whistle (``whistle_at``: the row he must pass) a carrier who does not pass it is dead
        where he stands, tackled or not, and one tackled past it has gained that much: a defence
        that stands still cannot make him retreat."""
        assert field.carrier is not None
        c = field.where[field.carrier]
        if in_end_zone(c[1], team.other):
            return planner._gained(c)
        tackled = reach(field, c, team.other) <= MOVES
        if whistle_at is not None and (tackled or c[1] * team.forward <= whistle_at):
            return -SAFETY if in_end_zone(c[1], team) else planner._gained(c)
        if tackled:
            return -SAFETY if in_end_zone(c[1], team) else planner._gained(c) - TACKLED
        near = min((king_steps(sq, c) for m, sq in field.where.items() if TEAM[m] != team), default=9)
        margin = OPEN_FIELD * min(max(near - MOVES, 1), MOVES)
        return planner._gained(c) + margin + ROOM * room(field, c, team.forward)

    def _gain(self, game: AllPro, steps: list[Step]) -> Step | None:
        """A step of the ball carrier (or of the man on his own block) that gains ground, onto
        nobody but his own block, and leaves a carrier out of the defence's reach out of it."""
        mover = game.walker or game.carrier
        if mover is None:
            return None
        team = game.men[mover].team
        frm = game.men[mover].square
        free = [s for s in steps if s.man == mover and (s.to not in game.at or s.to in game.blocks)]
        last = _whistled_unless_past(game) is not None
        ahead = [
            s for s in free if (s.to[1] - frm[1]) * team.forward > 0 and (last or self._keeps_safe(game, s))
        ]
        return ahead[0] if ahead else None

    def _not_idle(self, game: AllPro, steps: list[Step]) -> Step | None:
        """After a defence that stood still, a series without a move would whistle the play dead
        ("nobody moves") where the ball is: a man other than the carrier steps (forward first)
        where it leaves the carrier as safe, so the play goes on."""
        if game.turn.idle_series < IDLE_SERIES - 1:
            return None
        others = [
            s for s in steps if s.man != game.carrier and s.to not in game.at and self._keeps_safe(game, s)
        ]
        others.sort(key=lambda s: -(s.to[1] - game.men[s.man].square[1]) * game.offence.forward)
        return others[0] if others else None

    @staticmethod
    def _keeps_safe(game: AllPro, action: Action) -> bool:
        """Does ``action`` leave a ball carrier the defence cannot reach out of its reach? (A
        block beside him, or his step, may open its way to him: then he stands.) A carrier
        already in reach, or a man stepping off his own block, is not judged here."""
        carrier = game.carrier
        if not isinstance(action, Step) or carrier is None or game.walker is not None:
            return True
        field = Field.of(game)
        other = game.men[carrier].team.other
        if reach(field, field.where[carrier], other) <= MOVES:
            return True
        moved = after(field, action)
        return moved.carrier is None or reach(moved, moved.where[carrier], other) > MOVES

    def _planned(self, game: AllPro, steps: list[Step], actions: list[Action]) -> Action:
        if game.carrier is None or game.walker is not None:
            return super()._offence(game, steps, actions)
        if self._kicking(game) and game.kicker == game.carrier:
            return EndSeries()  # the kicker stays put: he kicks after this series
        carrier = game.men[game.carrier]
        planner = Planner(game, self.play)
        passing = self.play.name.endswith("pass") and planner.can_pass and planner.behind(carrier.square)
        threats = self._threats(game, carrier)
        for step in steps:  # a defender next to the carrier: block him
            other = game.at.get(step.to)
            if other in threats and step.man != carrier.id:
                return step
        if self._hand_off_first(game):
            handoffs = [a for a in actions if isinstance(a, HandOff)]
            if handoffs:
                # To the back the play means (or the clearest), if his way is clearer than the passer's.
                danger = {a.to: self._danger(game, game.men[a.to].square, carrier.team) for a in handoffs}
                to = meant_back(self.play, danger)
                if to is not None and danger[to] < self._danger(game, carrier.square, carrier.team):
                    return HandOff(to)
        if passing:
            move = planner.routes(steps)
            if move is not None:
                return move
        return super()._offence(game, steps, actions)

    def _run(self, game: AllPro, carrier: Man, steps: list[Step]) -> Step | None:
        """The CPU's run, never back towards his own goal (a carrier the defence can reach was
        moved out of it by :meth:`_protect`, if a step back could), and a carrier nobody can
        reach this series does not shuffle without gaining ground: each move risks a fumble."""
        fwd, other = carrier.team.forward, carrier.team.other
        ahead = [s for s in steps if (s.to[1] - carrier.square[1]) * fwd >= 0]
        field = Field.of(game)
        last = _whistled_unless_past(game) is not None
        if not last and reach(field, carrier.square, other) > MOVES:  # out of reach: he stays out of it
            ahead = [s for s in ahead if s.man != carrier.id or reach(after(field, s), s.to, other) > MOVES]
        step = super()._run(game, carrier, ahead)
        if step is None or (step.to[1] - carrier.square[1]) * fwd > 0:
            return step
        safe = all(
            king_steps(m.square, carrier.square) > 3 for m in game.men_of(carrier.team.other) if not m.out
        )
        return None if safe else step

    def _defence(self, game: AllPro, steps: list[Step]) -> Action:
        ball = game.ball_square()
        if ball is not None and (game.carrier is not None or game.pending_kick is not None):
            # The tackle, the sack or the blocked kick, over a block of ours if need be.
            reached = first_move(game, ball, game.mover, steps)
            if reached is not None:
                return reached
        if game.carrier is None or game.walker is not None:
            return super()._defence(game, steps)
        carrier = game.men[game.carrier]
        for step in steps:
            if step.to == carrier.square:
                return step  # the tackle, or the passer smeared
        if game.passing is None:
            return contain(game, steps) or super()._defence(game, steps)
        planner = Planner(game, self.play)
        return planner.cover(steps) or super()._defence(game, steps)

    def _hand_off_first(self, game: AllPro) -> bool:
        return self.play.hand_off and game.moves == 1 and game.carrier == man_id(game.offence, "B1")

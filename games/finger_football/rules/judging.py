"""Judging a scrimmage flick where it rests: a run or pass reached ("touching or within" its
circle) is a new line of scrimmage, a miss a loss of down; Touchdowns ("completely within the
endzone area") and the touchback ("out of the back of the endzone and leaves the playing surface
completely"); a flick "sideways or backwards" is no play. Then the Special Rules' moved surface
(the bump rule): "the advantage is given to the player not involved in causing the movement".
"""

from __future__ import annotations

import math
from dataclasses import replace

from games.finger_football.rules.actions import (
    JUDGING,
    Accept,
    Bump,
    IllegalAction,
    LogKind,
    Phase,
    PlayKind,
    Target,
)
from games.finger_football.rules.field import Field
from games.finger_football.rules.numbers import TOUCHBACK_LINE
from games.finger_football.rules.penalties import Penalties
from games.finger_football.rules.state import Judgement
from games.finger_football.rules.wording import ball, its, on_line, who
from sim.slider.features import FeatureKind
from sim.slider.mat import Half
from sim.slider.table import FlickOutcome

# Readings the offence's own bump does not undo: none is better for it than a miss.
STANDS_AGAINST_THE_OFFENCE = ("fumble", "penalty", "touchback", "sideways")


def read_rest(
    field: Field, o: FlickOutcome, target: Target, direction: int, attacked: Half
) -> tuple[str, str]:
    """What a scrimmage flick at ``target`` by an offence attacking in ``direction`` (the endzone
    ``attacked``) comes to: (result, why), the result one of sideways, fumble, penalty,
    touchdown, touchback, success and fail."""
    if not field.forward_enough(o, direction):
        return "sideways", "flicked sideways or backwards: no play"
    if field.touches(o, FeatureKind.FUMBLE) and o.on_surface:
        return "fumble", "rests on a red football: fumble!"
    if field.touches(o, FeatureKind.FLAG) and o.on_surface:
        return "penalty", "rests on a penalty flag"
    if target.kind == PlayKind.TOUCHDOWN:
        if field.within_endzone(o, attacked):
            return "touchdown", "completely within the endzone: TOUCHDOWN"
        if field.touchback(o, attacked):
            return "touchback", "through the back of the endzone and off the mat: touchback"
        return "fail", "not completely within the endzone"
    if field.reached(o, target, attacked):
        return "success", f"{target.kind.value} complete"
    return "fail", f"misses the {target.kind.value} circle"


class Judging(Penalties):
    def _scrimmage_result(self, o: FlickOutcome) -> None:
        judgement = self._judge(o)
        self.play.pending = judgement
        if self.options.allow_bumps:
            self.phase = Phase.JUDGE
        else:
            self._resolve(judgement)

    def _judge(self, o: FlickOutcome) -> Judgement:
        team, target = self.drive.offense, self.play.target
        assert team is not None and target is not None
        attacked = self.attacked_half(team)
        gap = self.field.gap_to_target(o.rest, target, attacked) if o.on_surface else math.inf
        near = gap <= self.options.inspection_gap * self.mat.slider.length
        result, why = self._read_rest(o, attacked)
        angle = o.rest.angle if self.options.bump_touch == "outline" else None
        return Judgement(result, (o.rest.x, o.rest.y), why, near, angle)

    def _read_rest(self, o: FlickOutcome, attacked: Half) -> tuple[str, str]:
        team, target = self.drive.offense, self.play.target
        assert team is not None and target is not None
        return read_rest(self.field, o, target, self.direction(team), attacked)

    def _accept(self, _: Accept) -> None:
        self._expect(*JUDGING, rule="a rest is accepted after a scrimmage flick")
        assert self.play.pending is not None
        if self.phase == Phase.JUDGE and self.options.bump_claims == "own":
            self.phase = Phase.DEFENCE_JUDGE  # the defence's moment to say it moved the surface
            return
        self._resolve(self.play.pending)

    def _bump(self, action: Bump) -> None:
        """ "The advantage is given to the player not involved in causing the movement", for a
        slider "near a completed or successful run or pass, close enough to require careful
        inspection". The offence moving it makes the play unsuccessful (a fumble, a flag or a
        touchback still stands: they are no better for the offence); the defence moving a slider
        near its target makes the attempt good; one moved from farther away is put back."""
        self._expect(*JUDGING, rule="the moved-surface rule applies to a slider at rest after a flick")
        j, team, target = self.play.pending, self.drive.offense, self.play.target
        assert j is not None and team is not None and target is not None
        if self.options.bump_claims == "own" and action.by != self.to_move():
            raise IllegalAction(
                "the moved-surface rule: each player declares only their own bump"
                f" ({'the offence' if action.by == team else 'the defence'} says so in its own moment)"
            )
        rest, by = j.rest, who(action.by)
        if action.by == team:
            if j.result in STANDS_AGAINST_THE_OFFENCE:
                self._resolve(replace(j, why=f"{j.why} ({by} moved the surface)"))
            else:
                self._resolve(Judgement("fail", rest, f"{by} moved the surface: the play is unsuccessful"))
            return
        if j.result == "sideways" or not (j.near or self.options.bump_anywhere):
            self._resolve(replace(j, why=f"{j.why} ({by} moved the surface, too far away to matter)"))
            return
        why = f"{by} moved the surface: the offence's attempt is good"
        if target.kind == PlayKind.TOUCHDOWN:
            self._resolve(Judgement("touchdown", rest, why))
            return
        # "The offensive player may move the slider just enough to have it touching the circle
        # that was being attempted": the nearest of the circles the dice allowed.
        nearest = min(
            (self.field.circle(c) for c in target.circles),
            key=lambda c: math.hypot(c.x - rest[0], c.y - rest[1]),
        )
        spot = self.field.touching_spot(rest, nearest, target.kind, j.rest_angle)
        self._resolve(Judgement("success", spot, why))

    def _resolve(self, j: Judgement) -> None:
        """The play as judged: its result applied, the pending judgement gone."""
        team, los = self.drive.offense, self.drive.los
        assert team is not None and los is not None
        d = self.direction(team)
        self.play.pending = None
        name = who(team)
        if j.result == "success":
            self._say(
                LogKind.PLAY,
                f"{name}: {j.why}, new line of scrimmage {on_line(self.field, j.rest[0], d, team)}",
                team,
                data={"rest": j.rest},
            )
            self.scoreboard.stats[team]["first downs"] += 1
            self.drive.los, self.drive.down = j.rest, 1
            self.drive.midfield_reached = self.drive.midfield_reached or self.field.touched_midfield(
                j.rest[0], d
            )
            self._next_call()
        elif j.result == "touchdown":
            self._score(team, "touchdown", f"{name}: {j.why}")
            self.scoreboard.stats[team]["touchdowns"] += 1
            self.phase = Phase.CONVERSION_CHOICE
        elif j.result == "touchback":
            self.scoreboard.stats[team]["touchbacks"] += 1
            other = team.other
            self._possession(
                other,
                self.field.spot(TOUCHBACK_LINE, self.direction(other)),
                f"{name}: {j.why}; {ball(other)} on {its(other)} own {TOUCHBACK_LINE}",
            )
        elif j.result == "fumble":
            self._fumble(team, j)
        elif j.result == "penalty":
            self._flag(team, j)
        else:
            self._say(
                LogKind.PLAY, f"{name}: {j.why}; back to the line of scrimmage", team, data={"rest": j.rest}
            )
            self._loss_of_down()

"""Punts: "flicking the slider towards the opponent's endzone". At rest in the field of play it is
the receiver's ball there; "touching the goal line, carries into or travels through the endzone
and off the playing surface", the receiver's own 20; out of bounds, where it crossed the
sideline, in the middle of the field. A punt resting on a flag is a penalty ("anytime an
offensive player flicks the slider"), unless ``Options.flags_on_punts`` is off.

"An offensive player may never flick the slider sideways ... nor can he flick the slider
backwards": a punt aimed backwards is refused before it is flicked; one flicked sideways, or
resting behind its line of scrimmage, is no punt and a loss of down (``Options.backward_punt``).
"""

from __future__ import annotations

import math

from games.finger_football.rules.actions import LogKind, Phase
from games.finger_football.rules.numbers import PUNT_INTO_ENDZONE_LINE
from games.finger_football.rules.scrimmage import Scrimmage
from games.finger_football.rules.wording import ball, its, on_line, whose
from sim.slider.features import FeatureKind
from sim.slider.table import EventKind, FlickOutcome


class Punts(Scrimmage):
    def flick_refusal(self, o: FlickOutcome) -> str | None:
        """Why the flick ``o`` may not be made now, in a player's words; None when it may. Only a
        punt aimed backwards is refused before it slides: every other flick is ruled by its rest."""
        if self.phase != Phase.PUNT or self.options.backward_punt != "loss_of_down":
            return None
        team = self.drive.offense
        assert team is not None
        if o.launch.speed > 0.0 and math.cos(o.launch.direction) * self.direction(team) < 0.0:
            return "a punt is flicked towards the opponent's endzone, never backwards"
        return None

    def _punt_result(self, o: FlickOutcome) -> None:
        team = self.drive.offense
        assert team is not None
        receiver = team.other
        self.scoreboard.stats[team]["punts"] += 1
        if self.options.backward_punt == "loss_of_down" and self._punted_backwards(o):
            self.scoreboard.stats[team]["backward punts"] += 1
            said = f"{whose(team)} punt goes sideways or backwards: no punt, a down lost"
            self._say(LogKind.PLAY, said, team)
            self._loss_of_down()
            return
        d = self.direction(receiver)
        home = self.ends.defends[receiver]
        # The path decides first, in the order it happened: out of bounds, or into the endzone.
        first = self.field.first_punt_event(o, home)
        if first is not None and first.kind == EventKind.SIDELINE_CROSSED:
            spot = self.field.into_field(first.x, 0.0)
            where = on_line(self.field, spot[0], d, receiver)
            self._possession(receiver, spot, f"the punt goes out of bounds {where}")
        elif first is not None or self.field.touches_goal_line(o, home) or not o.on_surface:
            self._possession(
                receiver,
                self.field.spot(PUNT_INTO_ENDZONE_LINE, d),
                f"the punt carries into the endzone: {ball(receiver)} on {its(receiver)} own "
                f"{PUNT_INTO_ENDZONE_LINE}",
            )
        elif self.options.flags_on_punts and self.field.touches(o, FeatureKind.FLAG):
            self.scoreboard.stats[team]["penalties"] += 1
            self._say(LogKind.PENALTY, f"{whose(team)} punt rests on a penalty flag", team)
            self.phase = Phase.PENALTY
        else:  # in the field, or behind the punter's own goal line (brought out to it)
            spot = self.field.into_field(o.rest.x, o.rest.y)
            self._possession(receiver, spot, f"the punt rests {on_line(self.field, spot[0], d, receiver)}")

    def _punted_backwards(self, o: FlickOutcome) -> bool:
        """Flicked more than the rules' angle off straight ahead, or at rest behind its line."""
        team, los = self.drive.offense, self.drive.los
        assert team is not None and los is not None
        d = self.direction(team)
        return not self.field.forward_enough(o, d) or (o.rest.x - los[0]) * d < 0.0

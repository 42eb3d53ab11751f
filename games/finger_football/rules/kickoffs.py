"""Kicking Off and Onside Kicks: a kickoff flicked from just inside the kicking team's endzone and
where it gives the receivers the ball (where it rests, their 20 from the endzone, their 40 when
it went out of bounds first); after a conversion attempt, the scorer's choice of an onside kick,
which keeps the ball by touching one of the two run circles on the opponent's 30.
"""

from __future__ import annotations

from games.finger_football.rules.actions import ChooseKickoff, LogKind, Phase
from games.finger_football.rules.numbers import (
    FIELD,
    KICKOFF_INTO_ENDZONE_LINE,
    KICKOFF_OUT_OF_BOUNDS_LINE,
    KICKOFF_SHORT_LINE,
    ONSIDE_FAIL_LINE,
)
from games.finger_football.rules.scrimmage import Scrimmage
from games.finger_football.rules.wording import ball, its, on_line, verb, who
from sim.slider.features import FeatureKind
from sim.slider.table import EventKind, FlickOutcome


class Kickoffs(Scrimmage):
    def _start_kickoff(self) -> None:
        """The kicking team (``ends.kicker``) kicks off: nobody has the ball until it rests."""
        self.drive.offense = None
        self.drive.los = None
        self.play.target = None
        self.phase = Phase.KICKOFF
        self._check_quarter()

    def _kickoff_result(self, o: FlickOutcome) -> None:
        kicker = self.ends.kicker
        assert kicker is not None
        receiver = kicker.other
        home_of_receiver = self.ends.defends[receiver]
        sideline = o.event(EventKind.SIDELINE_CROSSED)
        entered = next(
            (
                e
                for e in o.events
                if e.kind == EventKind.ENDZONE_ENTERED and e.feature == f"endzone-{home_of_receiver.value}"
            ),
            None,
        )
        d = self.direction(receiver)
        if sideline is not None and (entered is None or sideline.t < entered.t):
            self.scoreboard.stats[kicker]["kickoffs out of bounds"] += 1
            self._possession(
                receiver,
                self.field.spot(KICKOFF_OUT_OF_BOUNDS_LINE, d),
                "the kickoff goes out of bounds: penalty on the kicking team, "
                f"{ball(receiver)} on {its(receiver)} own {KICKOFF_OUT_OF_BOUNDS_LINE}",
            )
        elif self.field.touches_goal_line(o, home_of_receiver) or self.field.entered_endzone(
            o, home_of_receiver
        ):
            self._possession(
                receiver,
                self.field.spot(KICKOFF_INTO_ENDZONE_LINE, d),
                f"kickoff into the endzone: {ball(receiver)} on {its(receiver)} own "
                f"{KICKOFF_INTO_ENDZONE_LINE}",
            )
        elif self.field.in_field_of_play(o):
            self._possession(
                receiver,
                (o.rest.x, o.rest.y),
                f"kickoff rests {on_line(self.field, o.rest.x, d, receiver)}: {ball(receiver)}",
            )
        elif self.options.short_kickoff == "receivers_20":
            # It never left the kicking team's own endzone: "if the slider touches the goal line,
            # carries into or out of the endzone, play begins ... on the receiving team's 20".
            self._possession(
                receiver,
                self.field.spot(KICKOFF_INTO_ENDZONE_LINE, d),
                f"the kickoff never leaves the kicking team's endzone: {ball(receiver)} on "
                f"{its(receiver)} own {KICKOFF_INTO_ENDZONE_LINE}",
            )
        else:
            self._possession(
                receiver,
                self.field.spot(KICKOFF_SHORT_LINE, d),
                f"the kickoff never reaches the field: {ball(receiver)} on the kicking team's "
                f"{FIELD - KICKOFF_SHORT_LINE}",
            )

    # ----------------------------------------------------------------- onside kicks
    def _kickoff_choice(self, action: ChooseKickoff) -> None:
        self._expect(
            Phase.KICKOFF_CHOICE, rule="an onside kick may be chosen only right after a conversion attempt"
        )
        kicker = self.ends.kicker
        assert kicker is not None
        self.drive.offense = None
        self.drive.los = None
        self.phase = Phase.ONSIDE if action.onside else Phase.KICKOFF
        if action.onside:
            self._say(LogKind.CHOICE, f"{who(kicker)} {verb(kicker, 'tries', 'try')} an onside kick", kicker)
        self._check_quarter()

    def _onside_result(self, o: FlickOutcome) -> None:
        kicker = self.ends.kicker
        assert kicker is not None
        stats = self.scoreboard.stats[kicker]
        stats["onside kicks tried"] += 1
        wanted = {c.id for c in self.field.onside_circles(self.direction(kicker))}
        if any(t.kind == FeatureKind.RUN_CIRCLE and t.id in wanted for t in o.touched):
            stats["onside kicks recovered"] += 1
            self._possession(
                kicker, (o.rest.x, o.rest.y), f"onside kick recovered by {who(kicker)}!", how="onside"
            )
        else:
            receiver = kicker.other
            self._possession(
                receiver,
                self.field.spot(ONSIDE_FAIL_LINE, self.direction(receiver)),
                f"onside kick fails: {ball(receiver)} on {its(receiver)} own {ONSIDE_FAIL_LINE}",
            )

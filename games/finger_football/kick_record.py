"""Field-goal kicks in a replay: the kick as struck and its timing, and the same kick flown again."""

from __future__ import annotations

from typing import Any

from sim.kick import Kick, KickOutcome, KickRange, KickSetup, KickTiming, Reason, blocked


def kick_record(outcome: KickOutcome) -> dict[str, Any]:
    k = outcome.kick
    return {
        "kick": None if k is None else {"speed": k.speed, "elevation": k.elevation, "aim": k.aim},
        "kicked_at": outcome.kicked_at,
        "late": outcome.reason == Reason.TOO_LATE,
        "early": outcome.reason == Reason.TOO_EARLY,
    } | _sail(outcome)


def _sail(outcome: KickOutcome) -> dict[str, Any]:
    """Kicked under the rulebook's "sails between the goal posts" (a bounce over is no good):
    said on the line. Lines without it were kicked when a bounce over counted, replay so, and
    are written again as they were (their games' states hash as they did)."""
    return {"sail": True} if outcome.sail else {}


def kick_hash_fields(outcome: KickOutcome) -> list[Any]:
    o = outcome
    return [o.verdict.value, o.reason.value, o.cross, o.time, o.landing, o.rest, o.kicked_at]


class Kicker:
    """Flies recorded kicks again, one goalpost per hands and distance (built once)."""

    def __init__(self, setup: KickSetup) -> None:
        self.setup = setup
        self.ranges: dict[tuple[str, float], KickRange] = {}

    def again(
        self, data: dict[str, Any], hands: str, distance: float, drag: bool = True, trajectory: bool = False
    ) -> KickOutcome:
        # The count's exact moments do not change the flight: only whether the kick was early
        # or late.
        timing = KickTiming(
            self.setup.count_length,
            stood_at=None if data.get("late") else -1.0 if data.get("early") else 0.0,
            kicked_at=data.get("kicked_at"),
        )
        if data.get("kick") is None:
            return blocked(timing)
        key = (hands, distance)
        if key not in self.ranges:
            self.ranges[key] = KickRange(self.setup.goalpost(hands, distance), self.setup.ball)
        k = data["kick"]
        kick = Kick(float(k["speed"]), float(k["elevation"]), float(k["aim"]))
        sail = bool(data.get("sail", False))
        return self.ranges[key].kick(kick, drag=drag, timing=timing, trajectory=trajectory, sail=sail)

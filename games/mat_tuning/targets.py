"""The targets file of ``tabletop mat tune``: which parameters of a mat may change, within which
bounds, and which measures should fall in which ranges (docs/mat-tuning.md has the format).

A measure is read for a team: "home" (the offence attacking the visitors' endzone, as the study
names it), "visitors" (the other way), or "both" (one target for each). Shot measures name their
lines and targets as the home team sees them; the visitors count the mirror images. Whole bot
games give ``points`` (a team's points a game) and ``drive`` (a team's plays a drive): there the
home team is the one that starts the game defending the home endzone (teams change ends every
quarter). ``balance`` is one measure for home minus the same for the visitors, within ``warn``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sim.errors import DataError, SimError
from sim.io.toml import Reader, read_file
from sim.slider.mat import Mat

from .hand import Hand, hand
from .mat_edits import GRID, mirror_pairs
from .shots import DEFAULT_GRID, Shot, study_shots

FORMAT = "tabletop-sim/mat-targets"
PARAMETERS = ("run_radius", "pass_radius", "flag_radius", "shift_x", "shift_y")
SHOT_MEASURES = ("run", "pass", "touchdown", "two-point", "onside", "flag", "fumble", "out")
GAME_MEASURES = ("points", "drive")
MEASURES = (*SHOT_MEASURES, *GAME_MEASURES, "balance")
TEAMS = ("home", "visitors")
GAMES = 8  # bot games a candidate, unless the file says: a few, they are costly
TOP = {"points": 500.0, "drive": 100.0}  # the largest sensible value (odds: 1)


class TargetsError(DataError):
    """A targets file that cannot be used; the message names the key."""


@dataclass(frozen=True, slots=True)
class Parameter:
    name: str
    features: tuple[str, ...]
    low: float  # yards
    high: float


@dataclass(frozen=True, slots=True)
class Goal:
    """One range to meet: ``measure`` for ``team``, or, for a balance, ``of`` for home minus the
    same for the visitors (``team`` empty, the range -warn to +warn)."""

    measure: str
    team: str
    los: tuple[float, ...] | None
    features: tuple[str, ...] | None  # as the home team names them
    low: float
    high: float
    of: str = ""

    @property
    def compared(self) -> str:
        """The measure read (a balance's ``of``)."""
        return self.of or self.measure

    @property
    def from_games(self) -> bool:
        return self.compared in GAME_MEASURES

    @property
    def is_balance(self) -> bool:
        return self.measure == "balance"

    @property
    def teams(self) -> tuple[str, ...]:
        return TEAMS if self.is_balance else (self.team,)

    def label(self) -> str:
        if self.compared == "points":
            what = "points a game"
        elif self.compared == "drive":
            what = "plays a drive"
        else:
            where = "" if self.los is None else f" from own {', '.join(f'{x:g}' for x in self.los)}"
            which = "" if self.features is None else f" at {', '.join(self.features)}"
            what = f"{self.compared}{which}{where}"
        return f"balance of {what} (home - visitors)" if self.is_balance else f"{what} ({self.team})"

    def show(self, value: float, signed: bool = False) -> str:
        """A value of this measure as the output writes it: odds in per cent, else one decimal."""
        sign = "+" if signed else ""
        if self.from_games:
            return f"{value:{sign}.1f}"
        return f"{100 * value:{sign}.1f}%"

    def wanted(self) -> str:
        if self.is_balance:
            return f"warn above {self.show(self.high)}"
        if self.from_games:
            return f"wanted {self.low:g}-{self.high:g}"
        return f"wanted {100 * self.low:.0f}-{100 * self.high:.0f}%"

    def unit(self) -> str:
        """What a gap of this measure is counted in."""
        return {"points": " points", "drive": " plays"}.get(self.compared, "")


@dataclass(frozen=True, slots=True)
class Targets:
    hand: Hand
    flicks: int
    seed: int
    parameters: tuple[Parameter, ...]
    goals: tuple[Goal, ...]
    grid: float = GRID  # yd: every value the tuner writes is a multiple of it
    mirror: bool = True  # each change made to the item's mirror image in the other half too
    games: int = GAMES  # bot games a candidate (same seeds for every candidate)
    generations: int = 30  # of the differential evolution, at most

    @property
    def plays_games(self) -> bool:
        return any(g.from_games for g in self.goals)


def load_targets(path: Path, mat: Mat) -> Targets:
    source = str(path)
    data = read_file(path, TargetsError)
    top = Reader(data, "", source, TargetsError)
    top.check_keys(
        {"format", "parameter", "target"},
        {"skill", "flicks", "seed", "grid", "mirror", "games", "generations"},
    )
    if top.text("format") != FORMAT:
        raise TargetsError("format", f"must be {FORMAT!r}", source)
    ids = {c.id for c in mat.run_circles} | {f.id for f in mat.flags} | {f.id for f in mat.fumbles}
    parameters = tuple(_parameter(r, ids) for r in top.tables("parameter"))
    tables = top.tables("target")
    goals = tuple(g for r in tables for g in _goals(r, mat))
    if not parameters or not goals:
        raise TargetsError("parameter" if not parameters else "target", "at least one is needed", source)
    try:
        player = hand(str(data.get("skill", "club")))
    except SimError as exc:
        raise TargetsError("skill", str(exc), source) from None
    flicks = top.integer("flicks") if "flicks" in data else 20_000
    if flicks < 100:
        raise TargetsError("flicks", f"at least 100 a shot, got {flicks}", source)
    seed = top.integer("seed") if "seed" in data else 0
    grid = top.ranged("grid", 0.01, 5.0, " yd", GRID)
    mirror = data.get("mirror", True)
    if not isinstance(mirror, bool):
        raise TargetsError("mirror", "must be true or false", source)
    games = top.integer("games", 0, 10_000) if "games" in data else GAMES
    if games < 2 and any(g.from_games for g in goals):
        raise TargetsError("games", f"at least 2 for a standard error, got {games}", source)
    generations = top.integer("generations", 1, 1000) if "generations" in data else 30
    return Targets(player, flicks, seed, parameters, goals, grid, mirror, games, generations)


def _parameter(r: Reader, ids: set[str]) -> Parameter:
    r.check_keys({"name", "features", "min", "max"})
    name = r.text("name")
    if name not in PARAMETERS:
        raise TargetsError(r.key("name"), f"{name!r}: one of {', '.join(PARAMETERS)}", r.source)
    features = _ids(r, "features")
    unknown = [f for f in features if f not in ids]
    if unknown:
        raise TargetsError(r.key("features"), f"not on the mat: {', '.join(unknown)}", r.source)
    low, high = r.number("min"), r.number("max")
    if not low < high:
        raise TargetsError(r.key("max"), f"must be above min ({low:g}), got {high:g}", r.source)
    return Parameter(name, features, low, high)


def _goals(r: Reader, mat: Mat) -> list[Goal]:
    """One target table's goals: one a team (two for "both"), or one balance."""
    measure = r.table.get("measure")
    if measure == "balance":
        r.check_keys({"measure", "of", "warn"}, {"from", "features"})
        of = r.text("of")
        if of not in SHOT_MEASURES + GAME_MEASURES:
            known = ", ".join(SHOT_MEASURES + GAME_MEASURES)
            raise TargetsError(r.key("of"), f"{of!r}: one of {known}", r.source)
        warn = r.number("warn")
        if not 0.0 < warn <= TOP.get(of, 1.0):
            raise TargetsError(r.key("warn"), f"must be above 0 and at most {TOP.get(of, 1.0):g}", r.source)
        los, features = _selection(r, of)
        goal = Goal("balance", "", los, features, -warn, warn, of)
        _check_selected(r, goal, mat)
        return [goal]
    r.check_keys({"measure", "low", "high"}, {"from", "features", "team"})
    measure = r.text("measure")
    if measure not in MEASURES:
        raise TargetsError(r.key("measure"), f"{measure!r}: one of {', '.join(MEASURES)}", r.source)
    team = r.text("team") if "team" in r.table else ("both" if measure in GAME_MEASURES else "home")
    if team not in (*TEAMS, "both"):
        raise TargetsError(r.key("team"), f"{team!r}: one of home, visitors, both", r.source)
    low, high, top = r.number("low"), r.number("high"), TOP.get(measure, 1.0)
    if not 0.0 <= low <= high <= top:
        raise TargetsError(
            r.key("high"), f"need 0 <= low <= high <= {top:g}, got {low:g} and {high:g}", r.source
        )
    los, features = _selection(r, measure)
    goals = [Goal(measure, t, los, features, low, high) for t in (TEAMS if team == "both" else (team,))]
    for goal in goals:
        _check_selected(r, goal, mat)
    return goals


def _selection(r: Reader, measure: str) -> tuple[tuple[float, ...] | None, tuple[str, ...] | None]:
    """The lines of scrimmage and target symbols a shot measure averages over (None: all)."""
    if measure in GAME_MEASURES:
        for key in ("from", "features"):
            if key in r.table:
                raise TargetsError(r.key(key), f"not for {measure}: it is read from whole games", r.source)
        return None, None
    los = None
    if "from" in r.table:
        values = r.table["from"]
        if not isinstance(values, list) or not values or not all(_is_number(v) for v in values):
            raise TargetsError(r.key("from"), "must be a list of own yard lines, like [30, 40]", r.source)
        los = tuple(float(v) for v in values)
    return los, _ids(r, "features") if "features" in r.table else None


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _check_selected(r: Reader, goal: Goal, mat: Mat) -> None:
    """A shot measure must count at least one shot of the study, for each team it is read for."""
    if goal.from_games:
        return
    pairs = mirror_pairs(mat)
    for team in goal.teams:
        if not any(selects(goal, team, s, pairs) for s in team_shots(mat, team)):
            key = "features" if goal.features is not None else "from" if goal.los is not None else "measure"
            lines = ", ".join(f"{x:g}" for x in DEFAULT_GRID)
            raise TargetsError(
                r.key(key),
                f"no {goal.compared} shot of the {team} attack matches (its lines: own {lines}; "
                "a symbol counts only from the lines where it is legal)",
                r.source,
            )


def _ids(r: Reader, key: str) -> tuple[str, ...]:
    values = r.table[key]
    if not isinstance(values, list) or not values or not all(isinstance(v, str) for v in values):
        raise TargetsError(r.key(key), 'must be a list of feature ids, like ["V1M"]', r.source)
    return tuple(values)


# ----------------------------------------------------------------- which shots a goal counts


def team_shots(mat: Mat, team: str, grid: tuple[float, ...] = DEFAULT_GRID) -> list[Shot]:
    """The study's shots of one team's attack (the report's: :mod:`.shots`)."""
    return study_shots(mat, grid, direction=1 if team == "home" else -1)


def selects(goal: Goal, team: str, shot: Shot, pairs: dict[str, str]) -> bool:
    """Whether ``shot`` (of ``team``'s attack) is one a shot measure averages over; the visitors
    count the mirror images (``pairs``) of the symbols named."""
    measure = goal.compared
    hazard = measure in ("flag", "fumble", "out")  # pooled over runs and passes
    if not (shot.kind in ("run", "pass") if hazard else shot.kind == measure):
        return False
    if goal.los is not None and shot.los not in goal.los:
        return False
    if goal.features is None:
        return True
    named = goal.features if team == "home" else tuple(pairs.get(f, f) for f in goal.features)
    return shot.target in named

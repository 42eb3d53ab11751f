"""Article X: the MabuchiLab rating system, and the book of ratings kept between sessions.

"Numerical ratings are assigned to players and teams": a player's rating moves in the games
they play alone, a team's (its members, in any order) in the games it plays as a team, by the
same method and in the same book. A new player, or team, has 100. The spread between two is the
square root of the difference of their ratings: the favourite is expected to win by that many
goals. Whoever beats the spread gains the difference between the final score differential and
the spread; the other loses as much. The book is a TOML file in the user's data folder, changed
under a lock and written atomically; reading it changes nothing, and a book that cannot be read
is kept aside (never silently replaced) only when a result is to be written into it.
"""

from __future__ import annotations

import glob
import itertools
import math
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import tomli_w
from filelock import FileLock

from games.core.data_dir import data_dir
from sim.errors import DataError
from sim.io.atomic import write_text
from sim.io.toml import Reader, parse_toml, read_text

NEW_PLAYER = 100.0
NEW_TEAM = NEW_PLAYER  # "assigned to players and teams based on the following system"
FORMAT = 1  # a book of players only
FORMAT_TEAMS = 2  # with teams: a version that reads only format 1 keeps it aside, never loses it
TEAM_JOIN = " & "
LOCK_WAIT = 30.0  # s another window may hold the book while it writes a result


class RatingsError(DataError):
    """The ratings file is invalid."""


@dataclass(frozen=True, slots=True)
class RatingChange:
    """What one game did to two ratings."""

    home: str
    away: str
    spread: float
    beat_the_spread: str | None  # the player who beat it; None if the margin equals the spread
    points: float  # moved from the other player to that one
    before: tuple[float, float]  # home's and away's ratings
    after: tuple[float, float]

    def to_json(self) -> dict[str, object]:
        return {
            "home": self.home,
            "away": self.away,
            "spread": round(self.spread, 3),
            "beat_the_spread": self.beat_the_spread,
            "points": round(self.points, 3),
            "before": [round(r, 3) for r in self.before],
            "after": [round(r, 3) for r in self.after],
        }


def spread(a: float, b: float) -> float:
    return math.sqrt(abs(a - b))


def rate(
    ratings: Mapping[str, float], home: str, away: str, home_goals: int, away_goals: int
) -> RatingChange:
    """The change a finished game makes; ``ratings`` is not modified."""
    if home == away:
        raise ValueError("a player cannot be rated against themself")
    before = (ratings.get(home, NEW_PLAYER), ratings.get(away, NEW_PLAYER))
    s = spread(*before)
    home_favoured = before[0] >= before[1]
    # The favourite's winning margin, against the margin the spread expects of it.
    margin = (home_goals - away_goals) if home_favoured else (away_goals - home_goals)
    favourite, underdog = (home, away) if home_favoured else (away, home)
    if margin == s:
        return RatingChange(home, away, s, None, 0.0, before, before)
    winner = favourite if margin > s else underdog
    points = abs(margin - s)
    sign = 1.0 if winner == home else -1.0
    after = (before[0] + sign * points, before[1] - sign * points)
    return RatingChange(home, away, s, winner, points, before, after)


@dataclass(slots=True)
class PlayerRecord:
    rating: float = NEW_PLAYER
    games: int = 0


TeamRecord = PlayerRecord  # a team's rating and games, kept as a player's are


def team_name(members: Iterable[str]) -> str:
    """A team as the book names it: its members, in any order, each once ("ann & bob")."""
    names = sorted(set(members))
    if not names:
        raise ValueError("a team has at least one player")
    if any(not name or TEAM_JOIN in name for name in names):
        raise ValueError(f"a team's players are named, without {TEAM_JOIN.strip()!r}: {names}")
    return TEAM_JOIN.join(names)


class RatingsBook:
    """Players' ratings, by name, and teams', by their members."""

    def __init__(
        self, players: dict[str, PlayerRecord] | None = None, teams: dict[str, TeamRecord] | None = None
    ) -> None:
        self.players: dict[str, PlayerRecord] = players or {}
        self.teams: dict[str, TeamRecord] = teams or {}

    def ratings(self) -> dict[str, float]:
        return {name: p.rating for name, p in self.players.items()}

    def team_ratings(self) -> dict[str, float]:
        return {name: t.rating for name, t in self.teams.items()}

    def record(self, home: str, away: str, home_goals: int, away_goals: int) -> RatingChange:
        """Rate a finished game of two players and keep the new ratings."""
        return _record(self.players, home, away, home_goals, away_goals)

    def record_teams(
        self, home: Iterable[str], away: Iterable[str], home_goals: int, away_goals: int
    ) -> RatingChange:
        """Rate a finished game of two teams (each its players) and keep the teams' new ratings:
        Article X's method, the teams in the players' places. A change names the teams."""
        return _record(self.teams, team_name(home), team_name(away), home_goals, away_goals)

    def ranked(self) -> list[tuple[str, PlayerRecord]]:
        return sorted(self.players.items(), key=lambda item: (-item[1].rating, item[0]))

    def ranked_teams(self) -> list[tuple[str, TeamRecord]]:
        return sorted(self.teams.items(), key=lambda item: (-item[1].rating, item[0]))

    # ----------------------------------------------------------------- the file
    def dumps(self) -> str:
        def table(records: dict[str, PlayerRecord]) -> dict[str, dict[str, float | int]]:
            return {name: {"rating": r.rating, "games": r.games} for name, r in sorted(records.items())}

        if not self.teams:  # as a version without teams wrote it, which reads it still
            return tomli_w.dumps({"format": FORMAT, "players": table(self.players)})
        return tomli_w.dumps(
            {"format": FORMAT_TEAMS, "players": table(self.players), "teams": table(self.teams)}
        )

    @classmethod
    def loads(cls, text: str, source: str | None = None) -> RatingsBook:
        data = parse_toml(text, source, RatingsError)  # a structure nested too deep included
        top = Reader(data, "", source, RatingsError)
        top.check_keys({"format"}, {"players", "teams"})
        form = top.integer("format")
        if form not in (FORMAT, FORMAT_TEAMS):
            raise RatingsError("format", f"this version reads formats {FORMAT} and {FORMAT_TEAMS}", source)
        if "teams" in data and form == FORMAT:
            raise RatingsError("teams", f"a book with teams is format {FORMAT_TEAMS}", source)
        players = _records(data, "players", source)
        teams = _records(data, "teams", source, check=team_name)
        return cls(players, teams)

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text(path, self.dumps())

    @classmethod
    def read(cls, path: Path) -> RatingsBook:
        """The book at ``path``, read only (an empty book if there is no file yet); a file that
        cannot be read is a RatingsError saying why. Nothing on disk is changed."""
        if not path.exists() and not path.is_symlink():
            return cls()
        return cls.loads(read_text(path, RatingsError), str(path))


def _record(
    records: dict[str, PlayerRecord], home: str, away: str, home_goals: int, away_goals: int
) -> RatingChange:
    ratings = {name: r.rating for name, r in records.items()}
    change = rate(ratings, home, away, home_goals, away_goals)
    for name, rating in zip((home, away), change.after, strict=True):
        record = records.setdefault(name, PlayerRecord())
        record.rating = rating
        record.games += 1
    return change


def _records(
    data: dict[str, object], key: str, source: str | None, check: Callable[[list[str]], str] | None = None
) -> dict[str, PlayerRecord]:
    out: dict[str, PlayerRecord] = {}
    table = Reader(data.get(key, {}), key, source, RatingsError)
    for name in table.table:
        r = Reader(table.table[name], f"{key}.{name}", source, RatingsError)
        r.check_keys({"rating", "games"})
        games = r.integer("games")
        if games < 0:
            raise RatingsError(r.key("games"), "must not be negative", source)
        if check is not None and not _named_in_order(name, check):
            raise RatingsError(f"{key}.{name}", "a team is named by its players in order, each once", source)
        out[name] = PlayerRecord(r.number("rating"), games)
    return out


def _named_in_order(name: str, check: Callable[[list[str]], str]) -> bool:
    try:
        return check(name.split(TEAM_JOIN)) == name
    except ValueError:  # a member with no name
        return False


def record_game(
    path: Path, home: str, away: str, home_goals: int, away_goals: int
) -> tuple[RatingChange, str | None]:
    """Rate a finished game of two players into the book at ``path``: read, changed and written
    under a lock, so games finishing at once in several windows all count. A book there that
    cannot be read is kept aside under a new name and a new one begun; the warning says where."""
    return _in_book(path, lambda book: book.record(home, away, home_goals, away_goals))


def record_team_game(
    path: Path, home: Iterable[str], away: Iterable[str], home_goals: int, away_goals: int
) -> tuple[RatingChange, str | None]:
    """Rate a finished game of two teams into the book at ``path``, as :func:`record_game`."""
    home, away = tuple(home), tuple(away)
    return _in_book(path, lambda book: book.record_teams(home, away, home_goals, away_goals))


def _in_book(path: Path, change_it: Callable[[RatingsBook], RatingChange]) -> tuple[RatingChange, str | None]:
    # One book reached by two names (a symbolic link) is one lock: the file itself is locked.
    path = Path(os.path.realpath(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    with FileLock(path.with_name(path.name + ".lock"), timeout=LOCK_WAIT):
        _clear_leftovers(path)
        warning = None
        try:
            book = RatingsBook.read(path)
        except RatingsError as exc:
            if not path.is_file():
                raise
            warning = _set_aside(path, str(exc))
            book = RatingsBook()
        change = change_it(book)
        book.save(path)
    return change, warning


def _clear_leftovers(path: Path) -> None:
    """Remove the temporary files of writes killed before their rename. Every writer of the
    book holds its lock while its temporary file exists, so under the lock none is live."""
    for left in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        left.unlink(missing_ok=True)


def _set_aside(path: Path, why: str) -> str:
    """Keep an unreadable book under a name no earlier copy has."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    for n in itertools.count():
        aside = path.with_name(f"{path.name}.corrupt-{stamp}" + (f"-{n}" if n else ""))
        try:
            os.link(path, aside)  # fails rather than overwrite
        except FileExistsError:
            continue
        path.unlink()
        return f"the ratings file could not be read ({why}); it was kept as {aside} and a new one begun"
    raise AssertionError("unreachable")


def default_path() -> Path:
    """Where the ratings live: the user's data folder, or $TABLETOP_DATA_DIR."""
    return data_dir() / "foosball_ratings.toml"

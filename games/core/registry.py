"""The registry of games: each game's package says what it is once, in a :class:`GameSpec`, and
every service (the replays, the ladder, ``tabletop simulate``, resume, the launcher) reads it
from here instead of naming the game.

A game registers itself from a module ``spec`` in its own package (``games/<game>/spec.py``
calling :func:`register`); :func:`games` imports every such module it finds among the packages
of ``games``, so adding a game is one folder. Everything heavy in a spec (the engine, its
players, its windows) is reached through functions that import on demand, so reading the
registry costs nothing.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from .mirror import Mirror
from .outcome import Outcome


class Report(Protocol):
    """What ``tabletop simulate`` prints of a run of games: a line a game, its play-by-play,
    the totals, and the JSON (documented in docs/cli.md)."""

    def line(self, summary: Any) -> str: ...

    def log(self, summary: Any) -> list[str]: ...

    def totals(self, summaries: Sequence[Any]) -> str: ...

    def to_json(self, summaries: Sequence[Any], with_log: bool) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class Setting:
    """A setting of a game's headless games beyond the rules (foosball's time limit, Finger
    Football's mat): ``tabletop simulate GAME --NAME VALUE``."""

    name: str  # a Python name; the option is spelled with dashes
    help: str
    parse: Callable[[str], Any]  # raises argparse.ArgumentTypeError or ValueError on bad text
    default: Any = None
    metavar: str | None = None


@dataclass(frozen=True, slots=True)
class Play:
    """One headless game to play: what ``GameSpec.play`` is handed (it can go to a worker)."""

    seed: int
    first: str  # the first side's player (red, home, team one)
    second: str
    options: Any
    settings: Mapping[str, Any] = field(default_factory=dict)
    check: bool = False  # check the game's invariants after every action
    watch: Callable[[Any], Callable[..., None]] | None = None  # shown the game, it records it


@dataclass(frozen=True, slots=True)
class Window:
    """A window of a game the launcher opens: ``name`` as ``tabletop play NAME`` spells it,
    ``title`` as the menu says it. ``open(app, mat)`` is the window the menu opens (a game's
    first asks who plays); ``versus(app, opponent, mat, seed)`` goes straight into a game
    against the CPU at skill ``opponent``, or hot-seat when it is None."""

    name: str
    title: str
    open: Callable[[Any, Any], Any]
    versus: Callable[[Any, str | None, Any, int], Any] | None = None
    skills: tuple[str, ...] = ()  # what ``versus`` takes, weakest first
    # ``tabletop play NAME`` alone opens a game against the CPU at its strongest (``versus``), not
    # the window the menu opens (which asks who plays)
    straight_in: bool = False


# A game played on from where it stands by CPU players, each action told to ``record``: it
# yields after each action (or each second of play, for a real-time game) and ends with the game.
PlayOn = Callable[[Any, tuple[str, str], Callable[..., None]], Iterator[None]]


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game, as the services see it. Everything that imports the game's modules is a
    function, called when it is needed.

    ``mirror``, for a game whose rules treat its two sides alike, gives how it mirrors (a
    :class:`~games.core.mirror.Mirror`: the position with the sides swapped and the field turned,
    an action, an event, a throw of chance), and the conformance suite checks that the mirrored
    game plays as the mirror of the game. A game that is not symmetric leaves it None and says
    why in its spec."""

    name: str  # as the command line, recordings and the launcher spell it: "all-pro"
    title: str  # as players know it: "All-Pro Football"
    sides: tuple[str, str]  # the two sides as recordings name them: ("home", "away")
    players: tuple[str, ...]  # the CPU players, weakest first as their names promise
    default_player: str
    options: Callable[[], type]  # the rule readings: a frozen dataclass with to_json and from_json
    rules_doc: str  # where its rules and their readings are written
    new_engine: Callable[[int, Any], Any]  # (seed, options or None) -> an Engine
    play: Callable[[Play], Any]  # one headless game -> its summary
    report: Callable[[str, str], Report]  # (first, second) -> the report of a run
    codecs: Callable[[], Mapping[str, type]]  # recording name -> codec class (game and practices)
    outcome_of: Callable[[Any], Outcome | None]  # a summary -> its Outcome, None if unfinished
    play_on: PlayOn  # CPU players take a game on to its end
    settings: tuple[Setting, ...] = ()
    windows: Callable[[], tuple[Window, ...]] = lambda: ()
    resume_window: Callable[[Any, frozenset[str], str], Callable[[Any], Any]] | None = None
    replay_painter: Callable[[Any, Any, Any], Any] | None = None  # (codec, game, area) -> its painter
    scene_states: Callable[[], Sequence[Any]] = lambda: ()  # every window of it in each state
    random_action: Callable[[Any, Any], Any] | None = None  # (engine, rng) -> a legal action
    invariants: Callable[[Any], Callable[[Sequence[Any]], list[str]]] | None = None  # engine -> checker
    mirror: Callable[[], Mirror] | None = None  # how its sides mirror (lazy_value), if they do
    # The rules' version: a fix that changes how a game plays raises it, and keeps the reading
    # older recordings were played under as an option, its old value in legacy_options.
    rules_version: int = 1
    # For each older version, the values of the options added since: a recording that names that
    # version, or none (version 1), is read under them, so it verifies as it was played.
    legacy_options: Mapping[int, Mapping[str, Any]] = field(default_factory=dict)
    max_actions: int = 100_000  # random play ends before this many actions
    menu_rank: int = 100  # its place in the menu, first to last
    env_ids: Mapping[str, str] = field(default_factory=dict)  # Gymnasium id -> entry point (docs/envs.md)
    # A recorded CPU player's name -> the launcher's word for its level, where they differ
    level_words: Mapping[str, str] = field(default_factory=dict)

    def options_played(self, head: Mapping[str, Any]) -> Any:
        """The options a recording's header says it was played under, with those added since
        its rules' version at the values that version played by (a header's options that are
        not a table are handed on as they are, for the codec to refuse)."""
        options = head.get("options")
        version = head.get("rules_version", 1)
        if not isinstance(options, Mapping) or not isinstance(version, int) or isinstance(version, bool):
            return options
        legacy: dict[str, Any] = {}
        for older in range(version, self.rules_version):
            legacy = {**legacy, **self.legacy_options.get(older, {})}
        return {**legacy, **options}

    def __post_init__(self) -> None:
        if self.default_player not in self.players:
            raise ValueError(f"{self.name}: the default player {self.default_player!r} is not a player")
        if len(set(self.sides)) != 2:
            raise ValueError(f"{self.name}: two different sides, not {self.sides}")


def lazy(target: str) -> Callable[..., Any]:
    """``"module:name"`` as a function that imports ``name`` from ``module`` when it is first
    called and calls it: a spec names its game's parts without importing them."""
    return lambda *args, **kwargs: _imported(target)(*args, **kwargs)


def lazy_value(target: str) -> Callable[[], Any]:
    """``"module:name"`` as a function that imports and returns ``name`` itself (a type, a list)."""
    return lambda: _imported(target)


def _imported(target: str) -> Any:
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


_SPECS: dict[str, GameSpec] = {}
_discovered = False


class UnknownGame(KeyError, ValueError):
    """No game has that name: the message lists the games there are."""

    def __str__(self) -> str:
        return str(self.args[0])


def register(spec: GameSpec) -> GameSpec:
    """Add ``spec`` to the registry (a game's ``spec`` module calls this once)."""
    known = _SPECS.get(spec.name)
    if known is not None and known is not spec:
        raise ValueError(f"two games are named {spec.name!r}")
    _SPECS[spec.name] = spec
    return spec


def unregister(name: str) -> None:
    """Forget a game (a test's toy game, once the test is done)."""
    _SPECS.pop(name, None)


def discover(package: str = "games") -> None:
    """Import the ``spec`` module of every package of ``package`` that has one. The packages
    themselves are looked at on disk, not imported: the window's and the environments' packages
    would bring pygame and gymnasium along."""
    root = importlib.import_module(package)
    for folder in root.__path__:
        for info in pkgutil.iter_modules([folder]):
            if info.ispkg and (Path(folder) / info.name / "spec.py").is_file():
                importlib.import_module(f"{package}.{info.name}.spec")


def _ensure() -> None:
    global _discovered
    if not _discovered:
        discover()
        _discovered = True


def games() -> tuple[GameSpec, ...]:
    """Every registered game, by name."""
    _ensure()
    return tuple(_SPECS[n] for n in sorted(_SPECS))


def names() -> tuple[str, ...]:
    return tuple(s.name for s in games())


def game(name: str) -> GameSpec:
    """The game named ``name``; UnknownGame (a KeyError) naming the games there are."""
    _ensure()
    spec = _SPECS.get(name)
    if spec is None:
        raise UnknownGame(f"no game {name!r}: one of {', '.join(names())}")
    return spec


def codecs() -> dict[str, type]:
    """Every recording name (games and their practices) and its codec."""
    out: dict[str, type] = {}
    for spec in games():
        out.update(spec.codecs())
    return out


def recording_game(name: str) -> GameSpec:
    """The game whose recordings (the game's own or a practice's) are named ``name``."""
    for spec in games():
        if name in spec.codecs():
            return spec
    raise UnknownGame(f"no game records {name!r}: one of {', '.join(codecs())}")


def windows() -> list[Window]:
    """Every game's windows, in the menu's order."""
    return [w for spec in sorted(games(), key=lambda s: (s.menu_rank, s.name)) for w in spec.windows()]

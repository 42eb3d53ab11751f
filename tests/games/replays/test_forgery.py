"""Recordings changed on purpose and re-sealed with valid checksums: verification reports every
change (a header field, an action, a shot's outcome, the end line's result), never "identical"."""

import json
import re
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from games.core.replay_format import ReplayError, seal
from games.replays import verify

from .test_files import lines_of, write

MUTATIONS_PER_RECORDING = 40
HEADER_CHANGES = ("seed", "dt", "players", "options", "geometry")


def _practice(folder: Path) -> Path:
    """Flicks imported from CSV: a practice recording of Finger Football."""
    from games.replays.imports import import_flicks
    from sim.slider import mat as mats

    csv = folder / "flicks.csv"
    csv.write_text("x,y,speed,angle,spin\n" + "".join(f"0.2,0,{1 + k / 10},{k - 3},{k}\n" for k in range(8)))
    return import_flicks(csv, mats.default(), folder / "practice.jsonl")[0]


def _short(path: Path, folder: Path, keep: int) -> Path:
    """The first ``keep`` lines of a long recording: it verifies up to where it stops."""
    return write(folder / f"short-{path.name}", lines_of(path)[:keep])


def _leaves(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(data, dict):
        return [leaf for k, v in data.items() for leaf in _leaves(v, (*prefix, k))] or [prefix]
    if isinstance(data, list):
        return [leaf for k, v in enumerate(data) for leaf in _leaves(v, (*prefix, k))] or [prefix]
    return [prefix]


def _changed(value: Any, rng: np.random.Generator) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + int(rng.choice([-1, 1]))
    if isinstance(value, float):
        return value * (1.0 + 1e-6) if value else 1e-9
    if isinstance(value, str):
        return value + "x" if not value.isdigit() else str(int(value) + 1)
    return 0 if value is None else None


def _set(data: Any, path: tuple[Any, ...], value: Any) -> None:
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = value


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


def _mutate(lines: list[str], rng: np.random.Generator) -> tuple[list[str], str]:
    """One change a forger might make, the line re-sealed."""
    out = list(lines)
    records = [json.loads(line) for line in lines]
    for r in records:
        r.pop("check")
    kind = rng.choice(["header", "action", "action", "outcome", "hash", "end"])
    actions = [i for i, r in enumerate(records) if r.get("type") == "action"]
    ends = [i for i, r in enumerate(records) if r.get("type") == "end"]
    if kind == "end" and not ends:
        kind = "action"
    if kind == "header":
        head = records[0]
        name = str(rng.choice([n for n in HEADER_CHANGES if n in head]))
        if name == "geometry":
            texts = [p for p in _leaves(head["geometry"]) if p and isinstance(_get(head["geometry"], p), str)]
            if not texts:
                return out, "nothing"
            text = _get(head["geometry"], texts[0])
            # the first number in the geometry's TOML, a little larger: a moved or resized thing
            _set(
                head["geometry"],
                texts[0],
                re.sub(r"= (\d+\.\d+)", lambda m: f"= {m.group(1)}1", text, count=1),
            )
        elif name in ("players", "options") and isinstance(head.get(name), dict) and head[name]:
            leaf = [p for p in _leaves(head[name]) if p]
            path = leaf[int(rng.integers(len(leaf)))]
            _set(head[name], path, _changed(_get(head[name], path), rng))
        else:
            head[name] = _changed(head.get(name), rng)
        out[0] = seal(head)
        return out, f"header {name}"
    if kind == "end":
        i = ends[0]
        end = records[i]
        leaf = [p for p in _leaves(end["result"]) if p] or [()]
        if leaf == [()]:
            end["result"] = _changed(end["result"], rng)
        else:
            path = leaf[int(rng.integers(len(leaf)))]
            _set(end["result"], path, _changed(_get(end["result"], path), rng))
        out[i] = seal(end)
        return out, "end result"
    i = actions[int(rng.integers(len(actions)))]
    record = records[i]
    if kind == "outcome" and "outcome" in record:
        if rng.random() < 0.5:
            del record["outcome"]
        else:
            record["outcome"] = "0" * 16
        what = "outcome"
    elif kind == "hash":
        record["hash"] = "f" * 16
        what = "hash"
    else:
        leaves = [p for p in _leaves(record["action"]) if p and p[0] != "kind"]
        if not leaves or rng.random() < 0.15:
            record["action"]["note"] = "added"
            what = "action field added"
        else:
            path = leaves[int(rng.integers(len(leaves)))]
            _set(record["action"], path, _changed(_get(record["action"], path), rng))
            what = f"action {'.'.join(map(str, path))}"
    out[i] = seal(record)
    return out, what


def _forgeries(path: str, seed: int, folder: str) -> list[str]:
    """The mutations that verified as identical: none may."""
    rng = np.random.default_rng(seed)
    lines = lines_of(Path(path))
    fooled = []
    for k in range(MUTATIONS_PER_RECORDING):
        mutated, what = _mutate(lines, rng)
        if mutated == lines:
            continue
        target = write(Path(folder) / f"forged-{seed}-{k}.jsonl", mutated)
        try:
            report = verify(target)
        except ReplayError:
            continue  # refused outright: reported
        if report.identical:
            fooled.append(what)
    return fooled


@pytest.mark.slow
def test_no_change_re_sealed_verifies_as_identical(recorded: dict[str, Path], tmp_path: Path) -> None:
    recordings = {
        "finger-football": recorded["finger-football"],
        "all-pro": _short(recorded["all-pro"], tmp_path, 120),
        "tortellini": recorded["tortellini"],
        "foosball": _short(recorded["foosball"], tmp_path, 24),
        "practice": _practice(tmp_path),
    }
    jobs = [(str(p), 100 + k, str(tmp_path)) for k, p in enumerate(recordings.values())]
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(_forgeries, *zip(*jobs, strict=True)))
    fooled = {name: r for name, r in zip(recordings, results, strict=True) if r}
    assert not fooled, fooled

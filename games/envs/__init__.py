"""Every game as a Gymnasium or PettingZoo environment (docs/envs.md); needs the ``envs`` extra.

Importing this package registers the Gymnasium environments:

- ``tabletop/FieldGoal-v0`` and ``tabletop/Flick-v0``: the physics alone, one kick or one flick;
- ``tabletop/FingerFootball-v0``, ``tabletop/AllPro-v0``, ``tabletop/Tortellini-v0`` and
  ``tabletop/Foosball-v0``: one team against the built-in CPU (``cpu=``).

The two-player PettingZoo environments are ``games.envs.finger_football.env()`` and
``games.envs.all_pro.env()`` (AEC), ``games.envs.tortellini.parallel_env()`` and
``games.envs.foosball.parallel_env()`` (Parallel).
"""

from __future__ import annotations

try:
    import gymnasium
    import pettingzoo  # noqa: F401 - its absence is told here, not at the first environment
except ImportError as missing:  # pragma: no cover - the extra is installed in the suite
    raise ImportError(
        f"the learning environments need the 'envs' extra ({missing.name} is missing): "
        "pip install 'tabletop-sim[envs]', or pip install -e '.[envs]' in a checkout"
    ) from missing

from games.core import registry

# Each game names its environments and their entry points in its spec.
IDS = {env_id: entry for spec in registry.games() for env_id, entry in spec.env_ids.items()}

for _id, _entry in IDS.items():
    if _id not in gymnasium.registry:
        gymnasium.register(_id, entry_point=_entry, disable_env_checker=True)

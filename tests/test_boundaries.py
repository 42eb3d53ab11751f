"""The layers' boundaries: the physics core and the rules never pull in pygame."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("module", ["sim", "sim.slider", "sim.batch", "sim.mat", "sim.friction"])
def test_importing_does_not_import_pygame(module: str) -> None:
    code = f"import sys, {module}; assert 'pygame' not in sys.modules, sorted(sys.modules)"
    subprocess.run([sys.executable, "-c", code], check=True)

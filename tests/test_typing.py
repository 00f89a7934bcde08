"""The generator is type-checked as strictly as the Python module it emits."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_generator_passes_mypy_strict() -> None:
    package = Path(__file__).resolve().parent.parent / "generator" / "vocabgen"
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", "/dev/null",
                           str(package)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr

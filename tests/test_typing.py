"""The generator is type-checked as strictly as the Python module it emits."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "generator" / "vocabgen"
# mypy's incremental cache, outside the checkout (as tests/run.sh keeps bytecode) and one per
# checkout: a run after an edit re-checks what the edit reaches (a second, against 5 from cold).
# mypy keys the cache on its version, its options and each file's hash, so the verdict is the
# cold run's; CI starts cold.
CACHE = Path(tempfile.gettempdir()) / f"vocabgen-mypy-{os.getuid() if hasattr(os, 'getuid') else 0}" / \
    hashlib.sha256(str(PACKAGE).encode()).hexdigest()[:16]


def test_generator_passes_mypy_strict() -> None:
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(CACHE), str(PACKAGE)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr

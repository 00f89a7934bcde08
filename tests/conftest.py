"""Shared fixtures: a small valid vocabulary in a temp folder."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest


def pytest_configure(config: pytest.Config) -> None:
    """Keep the render cache of test runs away from the user's own cache."""
    os.environ["VOCABGEN_CACHE_DIR"] = tempfile.mkdtemp(prefix="vocabgen-test-cache-")

MINIMAL = '''schema_version = 1

[statuses]
doc = "Task statuses."
singular = "status"

[statuses.values]
done = "Finished."
timeout = "Out of time."

[limits]
singular = "limit"

[limits.values]
maxTurns = "Turns ran out."
maxWallMs = "Wall clock ran out."

[limits.aliases]
turns = "maxTurns"
wallMs = "maxWallMs"

[rules.limit_stop]
vocabulary = "statuses"
values = ["timeout"]
carries = "limits"

[targets.python]
module = "demo.vocab"

[targets.conformance]
'''


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder holding a minimal vocab.toml, made the working directory."""
    (tmp_path / "vocab.toml").write_text(MINIMAL, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path

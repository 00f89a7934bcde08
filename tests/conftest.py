"""Shared fixtures: a small valid vocabulary in a temp folder."""

from __future__ import annotations

from pathlib import Path

import pytest

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

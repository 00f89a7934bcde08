"""Shared fixtures: a small valid vocabulary in a temp folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

from tests.toolchains import CURRENT, require

# The golden corpus holds rendered output (including generated Python tests) as data, not tests;
# tests/host is a miniature host whose own tests tests/test_host.py runs in a copy.
collect_ignore_glob = ["golden/*", "host/*"]


def pytest_configure(config: pytest.Config) -> None:
    """Under CI, make hypothesis deterministic so a green run is reproducible (locally it keeps
    exploring). vocabgen keeps no cache, so there is nothing to keep away from the user's."""
    settings.register_profile("ci", derandomize=True, print_blob=True)
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        settings.load_profile("ci")



def pytest_runtest_setup(item: pytest.Item) -> None:
    """A test marked toolchain("go", ...) needs those tools: skip without them (fail under CI)."""
    for mark in item.iter_markers("toolchain"):
        if mark.args:
            token = CURRENT.set(item)
            try:
                require(*mark.args)
            finally:
                CURRENT.reset(token)


@pytest.fixture(autouse=True)
def _current_test(request: pytest.FixtureRequest) -> None:
    """Lets tests.toolchains.require() see whether the running test is marked toolchain."""
    CURRENT.set(request.node)


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

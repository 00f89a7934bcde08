"""Find a language toolchain, or skip locally / fail under CI (CI=true) with the reason.

Every test that runs an external toolchain (a compiler, a formatter, a linter, node) carries
`@pytest.mark.toolchain`, so the fast command (`bash tests/run.sh --fast`, which deselects that
marker) runs none of them. The marker may name the tools: `@pytest.mark.toolchain("gofmt")`
requires them before the test starts (tests/conftest.py). A test that calls require() without
the marker fails, so a toolchain cannot slip into the fast command unnoticed.
"""

from __future__ import annotations

import os
import shutil
import sys
from contextvars import ContextVar

import pytest

# The test now running (set by an autouse fixture in tests/conftest.py).
CURRENT: ContextVar[pytest.Item | None] = ContextVar("current_test", default=None)


def under_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


def missing(reason: str) -> None:
    """Skip the running test with reason, or fail it under CI."""
    if under_ci():
        pytest.fail(f"{reason}; under CI a missing toolchain is a failure, not a skip")
    pytest.skip(reason)


def require(*tools: str) -> dict[str, str]:
    """Paths of the named executables (names on PATH, or paths); a missing one skips the test,
    or fails it under CI. Only a test marked `toolchain` may ask (the interpreter running the
    tests is no toolchain: the Python port's vectors run in the fast command)."""
    item = CURRENT.get()
    tools = tuple(tool for tool in tools if tool != sys.executable)
    if tools and item is not None and item.get_closest_marker("toolchain") is None:
        pytest.fail(f"{item.nodeid} runs {', '.join(tools)} but is not marked @pytest.mark.toolchain: "
                    "the fast command would run it")
    found: dict[str, str] = {}
    absent = []
    for tool in tools:
        path = shutil.which(tool)
        if path is None:
            absent.append(tool)
        else:
            found[tool] = path
    if absent:
        missing(f"toolchain missing: {', '.join(absent)} not found (the README's test command installs it)")
    return found

"""Find a language toolchain, or skip locally / fail under CI (CI=true) with the reason."""

from __future__ import annotations

import os
import shutil

import pytest


def under_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


def require(*tools: str) -> dict[str, str]:
    """Paths of the named executables; a missing one skips the test, or fails it under CI."""
    found: dict[str, str] = {}
    missing = []
    for tool in tools:
        path = shutil.which(tool)
        if path is None:
            missing.append(tool)
        else:
            found[tool] = path
    if missing:
        reason = f"toolchain missing: {', '.join(missing)} not on PATH (the README's test command installs it)"
        if under_ci():
            pytest.fail(f"{reason}; under CI a missing toolchain is a failure, not a skip")
        pytest.skip(reason)
    return found

"""benchmarks/README.md documents phases.py and targets.py as commands: they must run on today's
pipeline (they reach into it, so a rebuild that renames a stage breaks them, as it once did)."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Every target the shipped vocab.toml configures, in its order (tests/test_contributing.py: every registered one).
PORTS = tuple(tomllib.loads((ROOT / "vocab.toml").read_text(encoding="utf-8"))["targets"])


def _run(*args: str) -> str:
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


@pytest.mark.slow
@pytest.mark.parametrize("check", [False, True], ids=["render", "check"])
def test_phases_times_every_stage_and_every_target(check: bool) -> None:
    out = _run("benchmarks/phases.py", "--vocab", "vocab.toml", "--repeat", "1", *(["--check"] if check else []))
    phases = dict(re.findall(r"^(.+?)\s+(\d+\.\d\d)$", out, re.MULTILINE))
    assert [p.removeprefix("render: ") for p in phases if p.startswith("render: ")] == list(PORTS)
    assert {"load: view built (every port's names and literals)", "plan (read + compare existing files)",
            "sum of medians"} <= set(phases)
    assert ("apply (atomic writes, fsync)" in phases) is not check


@pytest.mark.slow
def test_targets_times_the_view_and_each_target() -> None:
    out = _run("benchmarks/targets.py", "--vocab", "vocab.toml", "--repeat", "1")
    rows = re.findall(r"^(.+?)\s+(\d+\.\d\d) ms$", out, re.MULTILINE)
    assert [name for name, _ in rows] == ["view (all ports)", *(f"render {p}" for p in PORTS), "all"]

"""README promises: the two opening commands work as written, .ci/run calls the test command."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def opening_commands() -> list[str]:
    """The first fenced block's command lines, comments stripped."""
    block = re.search(r"```sh\n(.*?)```", README, re.DOTALL)
    assert block, "README.md must open with a ```sh block"
    return [re.sub(r"\s+#.*$", "", line).strip() for line in block.group(1).splitlines() if line.strip()]


def test_readme_opens_with_two_one_line_commands() -> None:
    commands = opening_commands()
    assert len(commands) == 2, commands
    assert commands[1] == "bash tests/run.sh"
    assert "bash tests/run.sh" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert README.index("```sh") < 200, "the commands come first"


@pytest.mark.slow
def test_quick_start_runs_verbatim_in_a_fresh_folder(tmp_path: Path) -> None:
    """The first command, run by sh in a copy of the repository, installs into a fresh virtual
    environment (never the system Python) and renders exactly the committed generated/."""
    project = tmp_path / "vocabgen"
    shutil.copytree(ROOT, project, ignore=shutil.ignore_patterns(
        ".git", ".venv", ".toolchains", "node_modules", "__pycache__", "*.egg-info", "build", "dist", "generated",
        ".hypothesis", ".pytest_cache", ".mypy_cache"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PIP_USER")}
    proc = subprocess.run(["sh", "-c", opening_commands()[0]], cwd=project, capture_output=True, text=True, env=env,
                          timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert (project / ".venv" / "bin" / "vocabgen").exists(), "the quick start installs into .venv"
    expected = {p.relative_to(ROOT / "generated"): p.read_bytes() for p in (ROOT / "generated").rglob("*")
                if p.is_file() and "__pycache__" not in p.parts}
    actual = {p.relative_to(project / "generated"): p.read_bytes() for p in (project / "generated").rglob("*")
              if p.is_file()}
    assert actual == expected

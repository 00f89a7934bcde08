"""The shipped pre-commit hooks, run by the real `pre-commit` tool in a temporary git repository:
a stale generated tree fails the commit naming the files; a fresh one commits."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from vocabgen import __version__

ROOT = Path(__file__).resolve().parent.parent
PACKAGE_FILES = ("pyproject.toml", "README.md", ".pre-commit-hooks.yaml")
PACKAGE_DIRS = ("generator", "templates")


def _git(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_GLOBAL": os.devnull}
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, env=env)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("git") is None, reason="git not installed")
def test_hooks_fail_a_stale_commit_and_pass_a_fresh_one(tmp_path: Path) -> None:
    # vocabgen as pre-commit sees a hook repository: the working tree's package, committed.
    hooks = tmp_path / "vocabgen"
    hooks.mkdir()
    for name in PACKAGE_FILES:
        shutil.copy2(ROOT / name, hooks / name)
    for folder in PACKAGE_DIRS:
        shutil.copytree(ROOT / folder, hooks / folder, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    assert _git(hooks, "init", "-q", "-b", "main").returncode == 0
    _git(hooks, "add", ".")
    assert _git(hooks, "commit", "-qm", "hooks").returncode == 0
    rev = _git(hooks, "rev-parse", "HEAD").stdout.strip()

    project = tmp_path / "project"
    project.mkdir()
    _git(project, "init", "-q", "-b", "main")
    shutil.copy2(ROOT / "tests" / "vocabularies" / "http_outcomes.toml", project / "vocab.toml")
    # The CI page's configuration (docs/ci/pre-commit-config.yaml, for pre-commit and pre-commit.ci),
    # its repository and tag this checkout's.
    shown = (ROOT / "docs" / "ci" / "pre-commit-config.yaml").read_text(encoding="utf-8")
    assert f"repo: https://github.com/OWNER/vocabgen\n    rev: v{__version__}\n" in shown
    (project / ".pre-commit-config.yaml").write_text(
        shown.replace("https://github.com/OWNER/vocabgen", str(hooks)).replace(f"rev: v{__version__}", f"rev: {rev}"),
        encoding="utf-8")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"), "GIT_CONFIG_GLOBAL": os.devnull,
           "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com"}
    env.pop("VIRTUAL_ENV", None)
    pre_commit = [sys.executable, "-m", "pre_commit"]
    installed = subprocess.run([*pre_commit, "install"], cwd=project, capture_output=True, text=True, env=env)
    assert installed.returncode == 0, installed.stdout + installed.stderr

    # Stale: vocab.toml committed without its generated files.
    subprocess.run(["git", "add", "."], cwd=project, check=True, env=env)
    stale = subprocess.run(["git", "commit", "-m", "vocab only"], cwd=project, capture_output=True, text=True, env=env)
    assert stale.returncode != 0, "a stale tree must fail the commit"
    assert "missing: generated/go/outcomes/vocabulary.go" in stale.stdout + stale.stderr

    # Fresh: render, stage everything, commit.
    rendered = subprocess.run([sys.executable, "-m", "vocabgen", "render", "--quiet"], cwd=project,
                              capture_output=True, text=True, env=env)
    assert rendered.returncode == 0, rendered.stderr
    subprocess.run(["git", "add", "."], cwd=project, check=True, env=env)
    fresh = subprocess.run(["git", "commit", "-m", "vocab and output"], cwd=project, capture_output=True, text=True,
                           env=env)
    assert fresh.returncode == 0, fresh.stdout + fresh.stderr
    assert "vocabgen render --check" in fresh.stdout + fresh.stderr and "Passed" in fresh.stdout + fresh.stderr
    assert "Unexpected key" not in fresh.stdout + fresh.stderr, "pre-commit.ci's `ci:` key is one pre-commit knows"

"""The release (docs/ci.md, "Releases"): its workflow is what actionlint accepts, and the build and
checks it runs on a tag (scripts/release.sh) run here on a copy of this checkout — offline, from
the wheelhouse tests/install/action.sh downloads — so a release is never the first time they run."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_action import ACTIONLINT, _lint, _offline_pip
from tests.toolchains import require
from vocabgen import __version__

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _copy(tmp_path: Path) -> Path:
    """The committed files of this checkout (what a tag's checkout holds)."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True).stdout
    copy = tmp_path / "vocabgen"
    for name in filter(None, listed.decode().split("\0")):
        if (ROOT / name).is_file():
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, copy / name)
    return copy


def _release(copy: Path, out: Path, tag: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **_offline_pip(), "RELEASE_TAG": tag,
           "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]])}
    return subprocess.run(["bash", "scripts/release.sh", str(out)], cwd=copy, capture_output=True, text=True,
                          env=env, timeout=900)


@pytest.mark.toolchain(str(ACTIONLINT), "shellcheck", "git")
def test_actionlint_passes_the_release_workflow(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / ".github" / "workflows").mkdir(parents=True)
    shutil.copy(WORKFLOW, repo / ".github" / "workflows" / "release.yml")
    proc = _lint(repo)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "bash scripts/release.sh dist" in text and "id-token: write" in text


@pytest.mark.slow
def test_the_release_builds_checks_and_renders_with_the_wheel(tmp_path: Path) -> None:
    copy = _copy(tmp_path)
    proc = _release(copy, tmp_path / "dist", f"v{__version__}")
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    built = sorted(p.name for p in (tmp_path / "dist").iterdir())
    assert built == [f"vocabgen-{__version__}-py3-none-any.whl", f"vocabgen-{__version__}.tar.gz"]
    assert "PASSED" in proc.stdout and "0 would change" in proc.stdout, proc.stdout


@pytest.mark.slow
def test_a_tag_that_is_not_the_version_builds_nothing(tmp_path: Path) -> None:
    copy = _copy(tmp_path)
    proc = _release(copy, tmp_path / "dist", f"v{__version__}.1")
    assert proc.returncode == 2
    assert f"the tag v{__version__}.1 is not v{__version__}" in proc.stderr
    assert not (tmp_path / "dist").exists()


@pytest.mark.slow
def test_a_stale_generated_file_fails_the_release(tmp_path: Path) -> None:
    """The wheel renders the shipped vocab.toml: a generated/ it would not write stops the release."""
    copy = _copy(tmp_path)
    stale = next(p for p in sorted((copy / "generated").rglob("*")) if p.is_file())
    stale.write_text(stale.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    proc = _release(copy, tmp_path / "dist", "")
    assert proc.returncode == 1, proc.stdout[-2000:] + proc.stderr[-2000:]


@pytest.mark.toolchain("shellcheck")
def test_shellcheck_passes_the_release_script() -> None:
    shellcheck = require("shellcheck")["shellcheck"]
    proc = subprocess.run([shellcheck, "-s", "bash", str(ROOT / "scripts" / "release.sh")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout

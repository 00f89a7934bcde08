"""A non-editable install into a fresh venv works: the templates ship inside the wheel."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_wheel_install_renders_the_shipped_vocab(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    python = venv / "bin" / "python"
    build = tmp_path / "src"
    subprocess.run(["git", "clone", "-q", "--no-hardlinks", str(ROOT), str(build)], check=False)
    source = build if (build / "pyproject.toml").exists() else ROOT
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    proc = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation",
                           "--disable-pip-version-check", str(source)], capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    where = subprocess.run([str(python), "-c", "import vocabgen, sys; print(vocabgen.__file__)"],
                           capture_output=True, text=True, cwd=tmp_path, env=env)
    assert str(venv) in where.stdout, f"vocabgen must come from the venv, not the source tree: {where.stdout}"
    out = tmp_path / "out"
    render = subprocess.run([str(venv / "bin" / "vocabgen"), "render", "--vocab", str(ROOT / "vocab.toml"),
                             "--out", str(out)], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert render.returncode == 0, render.stdout + render.stderr
    expected = {p.relative_to(ROOT / "generated"): p.read_bytes() for p in (ROOT / "generated").rglob("*") if p.is_file()}
    actual = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert actual == expected

"""A non-editable install into a fresh venv works: the templates ship inside the wheel."""

from __future__ import annotations

import os
import shutil
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
    source = tmp_path / "src"  # only what a source distribution holds, so nothing else can leak in
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    for folder in ("generator", "templates"):
        shutil.copytree(ROOT / folder, source / folder, ignore=shutil.ignore_patterns("__pycache__"))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    proc = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps",
                           "--disable-pip-version-check", str(source)], capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    where = subprocess.run([str(python), "-c", "import vocabgen, sys; print(vocabgen.__file__)"],
                           capture_output=True, text=True, cwd=tmp_path, env=env)
    assert str(venv) in where.stdout, f"vocabgen must come from the venv, not the source tree: {where.stdout}"
    shutil.copy2(ROOT / "vocab.toml", tmp_path / "vocab.toml")  # the marker names it relative to --out:
    out = tmp_path / "generated"  # the repository's own layout gives the committed bytes
    render = subprocess.run([str(venv / "bin" / "vocabgen"), "render", "--vocab", str(tmp_path / "vocab.toml"),
                             "--out", str(out)], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert render.returncode == 0, render.stdout + render.stderr
    expected = {p.relative_to(ROOT / "generated"): p.read_bytes() for p in (ROOT / "generated").rglob("*")
                if p.is_file() and "__pycache__" not in p.parts}
    actual = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert actual == expected

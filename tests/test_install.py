"""A real package: the sdist `python -m build` makes installs and renders the committed bytes;
the templates ship inside it, and the templates compiled by the wheel's build step."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _generated() -> dict[Path, bytes]:
    return {p.relative_to(ROOT / "generated"): p.read_bytes() for p in (ROOT / "generated").rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}


def _render_with(command: list[str], tmp_path: Path, env: dict[str, str]) -> dict[Path, bytes]:
    """Render the shipped vocab.toml laid out as in the repository (vocab.toml beside generated/,
    so the marker names it ../vocab.toml) and return the output's bytes."""
    project = tmp_path / "project"
    out = project / "generated"
    shutil.rmtree(project, ignore_errors=True)
    project.mkdir()
    shutil.copy2(ROOT / "vocab.toml", project / "vocab.toml")
    proc = subprocess.run([*command, "render"], capture_output=True, text=True, cwd=project, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}


@pytest.mark.slow
def test_built_sdist_installs_and_renders_the_same_bytes(tmp_path: Path) -> None:
    """`python -m build --sdist` makes an sdist that installs in a fresh venv, reports the
    single-sourced version and precompiled templates, and renders exactly the committed bytes.
    (The wheel and pipx are installed by the README's own install lines: tests/test_readme.py.)"""
    from vocabgen import __version__

    source = tmp_path / "src"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", ".toolchains", "node_modules", "__pycache__", "*.egg-info", "build", "dist", "tests",
        "generated", "benchmarks", ".hypothesis", ".pytest_cache", ".mypy_cache", "_build"))
    dist = tmp_path / "dist"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    built = subprocess.run([sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(dist),
                            str(source)], capture_output=True, text=True, env=env)
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    sdist = next(dist.glob(f"vocabgen-{__version__}.tar.gz"))
    venv = tmp_path / "venv"
    # No pip of its own (ensurepip costs a venv more than the rest of the install): this Python's
    # pip installs into it (`pip --python`), running under the venv's interpreter.
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(venv)], check=True)
    proc = subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install", "-q",
                           "--no-deps", "--no-build-isolation", "--disable-pip-version-check", str(sdist)],
                          capture_output=True, text=True, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    version = subprocess.run([str(venv / "bin" / "vocabgen"), "--version"], capture_output=True, text=True, env=env)
    first, templates = version.stdout.splitlines()
    assert first == f"vocabgen, version {__version__}"
    assert templates.startswith("templates: precompiled"), templates  # the wheel's build step made them
    assert _render_with([str(venv / "bin" / "vocabgen")], tmp_path, env) == _generated()
    # A file pinned to another release: the message names how to get one this way (from a package
    # file), never `pip install 'vocabgen>=9'`, which no index can answer before a release.
    pinned = tmp_path / "pinned"
    pinned.mkdir()
    (pinned / "vocab.toml").write_text('schema_version = 1\nrequired_version = ">=9"\n', encoding="utf-8")
    refused = subprocess.run([str(venv / "bin" / "vocabgen"), "validate"], cwd=pinned, capture_output=True,
                             text=True, env=env)
    assert refused.returncode == 2
    assert (f"install a matching vocabgen (pip install a matching release's wheel or sdist, as this one came from "
            f"{sdist.name}) or change required_version") in refused.stderr, refused.stderr

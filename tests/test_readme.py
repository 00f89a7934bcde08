"""README promises: short, for users; the set-up commands, the sample, the install lines and the
quick start work as written."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
COPY_IGNORE = shutil.ignore_patterns(".git", ".venv", ".toolchains", "node_modules", "__pycache__", "*.egg-info",
                                     "build", "dist", "generated", ".hypothesis", ".pytest_cache", ".mypy_cache", "_build")


def blocks(language: str) -> list[str]:
    """Every fenced block of one language, in README order."""
    return re.findall(rf"```{language}\n(.*?)```", README, re.DOTALL)


def commands(block: str) -> list[str]:
    """A block's command lines, comments stripped."""
    return [re.sub(r"\s+#.*$", "", line).strip() for line in block.splitlines() if line.strip()]


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PIP_USER")}


def _tree(folder: Path) -> dict[Path, bytes]:
    return {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}


def test_readme_opens_with_two_one_line_commands() -> None:
    opening = commands(blocks("sh")[0])
    assert len(opening) == 2, opening
    assert opening[1] == "bash tests/run.sh"
    assert "bash tests/run.sh" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert README.index("```sh") < 200, "the commands come first"


def test_readme_links_resolve() -> None:
    """Every relative link of the README and CONTRIBUTING.md names a file that exists."""
    for doc in (ROOT / "README.md", ROOT / "CONTRIBUTING.md", ROOT / "CHANGELOG.md"):
        for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", doc.read_text(encoding="utf-8")):
            if "://" not in target:
                assert (doc.parent / target).exists(), f"{doc.name} links to missing {target}"


def _chunks(block: str, comment: str) -> list[str]:
    """A sample's pieces between its `<comment> ...` elision lines."""
    return [piece.strip("\n") for piece in re.split(rf"^{re.escape(comment)} \.\.\.\n", block, flags=re.M)]


def test_readme_sample_is_real_output(tmp_path: Path) -> None:
    """The before/after: the TOML sample renders, and each piece of the Go and Python shown is in
    the file it names, in order."""
    (tmp_path / "vocab.toml").write_text(blocks("toml")[0], encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "vocabgen", "render"], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    for language, comment, path in (("go", "//", "generated/go/agents/vocabulary.go"),
                                    ("python", "#", "generated/python/acme/vocabulary.py")):
        assert f"`{path}`" in README
        text = (tmp_path / path).read_text(encoding="utf-8")
        at = 0
        for piece in _chunks(blocks(language)[0], comment):
            found = text.find(piece, at)
            assert found >= 0, f"README's {language} sample is not in {path}:\n{piece}"
            at = found + len(piece)


def test_quick_start_runs_as_written(tmp_path: Path) -> None:
    """init, render, render --check and compat --against main, in a git repository whose main
    holds the rendered file: each exits 0."""
    env = {**_env(), "GIT_CONFIG_GLOBAL": os.devnull, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}
    subprocess.run(["git", "init", "-q", "-b", "main"], cwd=tmp_path, check=True, env=env)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "vocabgen").write_text(f"#!/bin/sh\nexec {sys.executable} -m vocabgen \"$@\"\n")
    (bin_dir / "vocabgen").chmod(0o755)
    env["PATH"] = f"{bin_dir}{os.pathsep}{env['PATH']}"
    quick = commands(next(b for b in blocks("sh") if "vocabgen init" in b))
    assert [c.split()[:2] for c in quick] == [["vocabgen", "init"], ["vocabgen", "render"], ["vocabgen", "render"],
                                              ["vocabgen", "compat"]]
    for command in quick:
        if command.startswith("vocabgen compat"):
            subprocess.run(["git", "add", "-A"], cwd=tmp_path, check=True, env=env)
            subprocess.run(["git", "commit", "-qm", "start"], cwd=tmp_path, check=True, env=env)
        proc = subprocess.run(["sh", "-c", command], cwd=tmp_path, capture_output=True, text=True, env=env)
        assert proc.returncode == 0, (command, proc.stdout, proc.stderr)


@pytest.mark.slow
def test_setup_command_runs_verbatim_in_a_fresh_folder(tmp_path: Path) -> None:
    """The first command, run by sh in a copy of the repository, installs into a fresh virtual
    environment (never the system Python) and renders exactly the committed generated/."""
    project = tmp_path / "vocabgen"
    shutil.copytree(ROOT, project, ignore=COPY_IGNORE)
    proc = subprocess.run(["sh", "-c", commands(blocks("sh")[0])[0]], cwd=project, capture_output=True, text=True,
                          env=_env(), timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert (project / ".venv" / "bin" / "vocabgen").exists(), "the quick start installs into .venv"
    assert _tree(project / "generated") == _tree(ROOT / "generated")


@pytest.mark.slow
def test_install_lines_run_verbatim(tmp_path: Path) -> None:
    """Each install line, run by sh in a copy of the repository (pipx with its own home; pip
    installing into an activated fresh venv), gives a vocabgen that renders the committed bytes.
    The venv has no pip of its own (ensurepip costs more than the rest of the line): `pip` is this
    Python's pip, pointed at the venv by PIP_PYTHON as `pip --python` would be, so it installs there."""
    project = tmp_path / "vocabgen"
    shutil.copytree(ROOT, project, ignore=COPY_IGNORE)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(venv)], check=True)
    pip_bin = tmp_path / "pip-bin"
    pip_bin.mkdir()
    (pip_bin / "pip").write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} -m pip \"$@\"\n")
    (pip_bin / "pip").chmod(0o755)
    path = os.pathsep.join([str(venv / "bin"), str(pip_bin), str(tmp_path / "pipx-bin"),
                            str(Path(sys.executable).parent), os.environ["PATH"]])  # pipx is a test dependency, installed beside this Python
    env = {**_env(), "PATH": path,
           "PIPX_HOME": str(tmp_path / "pipx"), "PIPX_BIN_DIR": str(tmp_path / "pipx-bin"),
           "PIPX_MAN_DIR": str(tmp_path / "pipx-man"), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    install = commands(next(b for b in blocks("sh") if "pipx install" in b))
    assert [line.split()[0] for line in install] == ["pipx", "python3"]
    # Only the pip line's pip is pointed at the venv (pipx runs pip for its own venvs).
    envs = (env, {**env, "PIP_PYTHON": str(venv / "bin" / "python")})
    for line, line_env, program in zip(install, envs, (tmp_path / "pipx-bin" / "vocabgen", venv / "bin" / "vocabgen")):
        proc = subprocess.run(["sh", "-c", line], cwd=project, capture_output=True, text=True, env=line_env,
                              timeout=900)
        assert proc.returncode == 0, (line, proc.stdout[-3000:], proc.stderr[-3000:])
        shutil.rmtree(project / "generated", ignore_errors=True)
        rendered = subprocess.run([str(program), "render"], cwd=project, capture_output=True, text=True, env=env)
        assert rendered.returncode == 0, (line, rendered.stderr)
        assert _tree(project / "generated") == _tree(ROOT / "generated"), line

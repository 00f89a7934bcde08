"""The test command degrades where it cannot install: tests/install.sh on a machine with no
apt-get, no sudo and none of the toolchains says what it could not install and exits 0, so the
tests still run (and those ports skip locally, fail under CI=true)."""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import subprocess
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Only the shell tools the scripts themselves use: no apt-get, sudo, go, npm, python3, cargo, javac...
BASICS = ("bash", "sh", "dirname", "cat", "grep", "uname", "mkdir", "mktemp", "pwd", "head", "env", "touch", "rm")


def test_install_script_without_apt_or_toolchains_reports_and_carries_on(tmp_path: Path) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in BASICS:
        found = shutil.which(tool)
        if found:
            (bin_dir / tool).symlink_to(found)
    # `id -u` answers 1000: a user who is not root, and there is no sudo on PATH.
    (bin_dir / "id").write_text("#!/bin/sh\necho 1000\n", encoding="utf-8")
    (bin_dir / "id").chmod(0o755)
    project = tmp_path / "project"
    (project / "tests").mkdir(parents=True)
    shutil.copy2(ROOT / "tests" / "install.sh", project / "tests" / "install.sh")
    shutil.copytree(ROOT / "tests" / "install", project / "tests" / "install")
    env = {"PATH": str(bin_dir), "HOME": str(tmp_path)}
    proc = subprocess.run([str(bin_dir / "bash"), "tests/install.sh"], cwd=project, capture_output=True, text=True,
                          env=env, timeout=120)
    output = proc.stdout + proc.stderr
    assert proc.returncode == 0, output
    assert "cannot install toolchains here (no apt-get, or not root and no sudo):" in output
    for package in ("golang-go", "mono-mcs", "elixir", "openjdk-17-jdk-headless", "nodejs", "php-cli", "phpunit",
                    "php-codesniffer"):  # (clojure: by file)
        assert package in output
    assert "staticcheck: go not found, skipped" in output
    assert "npm missing, skipped" in output
    assert "junit: python3 not found, skipped" in output
    assert "jackson: python3 not found, skipped" in output
    assert "clojure: python3 not found, skipped" in output
    assert not (project / ".toolchains").exists() or not any((project / ".toolchains").rglob("*.jar"))


def test_install_scripts_run_side_by_side_and_a_failing_one_fails_the_install(tmp_path: Path) -> None:
    """Every per-port script runs (concurrently), each one's output is printed whole, and one
    that fails makes tests/install.sh fail after the others have finished."""
    project = tmp_path / "project"
    (project / "tests" / "install").mkdir(parents=True)
    shutil.copy2(ROOT / "tests" / "install.sh", project / "tests" / "install.sh")
    scripts = {"a.sh": "echo a-start; sleep 1; echo a-end\n", "b.sh": "echo b-ran; exit 3\n",
               "c.sh": "sleep 1; touch c-done; echo c-ran\n"}
    for name, body in scripts.items():
        (project / "tests" / "install" / name).write_text(body, encoding="utf-8")
    proc = subprocess.run(["bash", "tests/install.sh"], cwd=project, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert proc.stdout.endswith("a-start\na-end\nb-ran\ntests/install/b.sh failed (exit 3)\nc-ran\n"), proc.stdout
    assert (project / "c-done").exists()


def _maven_jar() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("maven_jar", ROOT / "tests" / "install" / "maven_jar.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_maven_jar_checks_the_pinned_digest_and_keeps_a_good_jar(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    maven_jar = _maven_jar()
    repo = tmp_path / "repo"
    jar = repo / "org" / "example" / "lib" / "1.0" / "lib-1.0.jar"
    jar.parent.mkdir(parents=True)
    jar.write_bytes(b"PK jar bytes")
    good = hashlib.sha256(b"PK jar bytes").hexdigest()
    monkeypatch.setattr(maven_jar, "CENTRAL", repo.as_uri())
    dest = tmp_path / "dest"

    with pytest.raises(SystemExit, match=f"lib-1.0.jar: SHA-256 {good} from .*, expected {'0' * 64}"):
        maven_jar.fetch("org.example:lib:1.0", "0" * 64, dest)
    assert not dest.exists() or not any(dest.iterdir())  # nothing written, not even a temporary file

    assert maven_jar.main(["org.example:lib:1.0", good, str(dest)]) == 0
    assert (dest / "lib-1.0.jar").read_bytes() == b"PK jar bytes" and sorted(os.listdir(dest)) == ["lib-1.0.jar"]
    jar.unlink()  # already there with the right digest: not fetched again
    assert maven_jar.fetch("org.example:lib:1.0", good, dest) == dest / "lib-1.0.jar"
    (dest / "lib-1.0.jar").write_bytes(b"damaged")  # a damaged jar is fetched again (here: gone upstream)
    with pytest.raises(OSError):
        maven_jar.fetch("org.example:lib:1.0", good, dest)

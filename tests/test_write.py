"""Writes lose nothing: atomic replacement, survival of a killed render, concurrent renders."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import tomli_w

from vocabgen.load import load_text
from vocabgen.render import render
from vocabgen.write import State, apply, plan, write_atomic


def _document(tag: str, count: int) -> dict:  # type: ignore[type-arg]
    return {
        "schema_version": 1,
        "items": {"singular": "item", "values": {f"{tag}Value{i}": f"Doc {i} of {tag}." for i in range(count)}},
        "targets": {"python": {"module": "big.items"}, "conformance": {}},
    }


def test_write_atomic_replaces_and_keeps_permissions(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b.txt"
    write_atomic(target, "one\n")
    os.chmod(target, 0o600)
    write_atomic(target, "two\n")
    assert target.read_text() == "two\n"
    assert target.stat().st_mode & 0o777 == 0o600
    assert [p.name for p in target.parent.iterdir()] == ["b.txt"]


def test_killed_render_leaves_every_file_old_or_new(tmp_path: Path) -> None:
    old_doc, new_doc = _document("old", 1500), _document("new", 1500)
    old_files = render(load_text(tomli_w.dumps(old_doc)))
    new_files = render(load_text(tomli_w.dumps(new_doc)))
    vocab = tmp_path / "vocab.toml"
    out = tmp_path / "out"
    vocab.write_text(tomli_w.dumps(new_doc))
    cmd = [sys.executable, "-m", "vocabgen", "render", "--vocab", str(vocab), "--out", str(out), "--prune"]
    start = time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True)
    full = time.perf_counter() - start
    rng = random.Random(1234)
    for _ in range(12):
        apply(out, plan(out, old_files), prune=True)
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.0, full))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        for rel in old_files:
            text = (out / rel).read_text(encoding="utf-8")
            assert text in (old_files[rel], new_files[rel]), f"{rel} is partial after a kill"
        leftovers = plan(out, new_files)
        assert all(e.state is not State.ORPHAN or e.path.endswith(".vocabgen-tmp") for e in leftovers.entries)
    # a later render cleans up: --prune removes temp files a killed run left behind
    subprocess.run(cmd, check=True, capture_output=True)
    assert not [p for p in out.rglob("*.vocabgen-tmp")]
    assert subprocess.run(cmd[:-1] + ["--check"], capture_output=True).returncode == 0


def test_concurrent_renders_end_consistent(tmp_path: Path) -> None:
    vocab = tmp_path / "vocab.toml"
    vocab.write_text(tomli_w.dumps(_document("same", 800)))
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "vocabgen", "render", "--vocab", str(vocab), "--out", str(out)]
    procs = [subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(3)]
    for proc in procs:
        _, err = proc.communicate()
        assert proc.returncode == 0, err
    check = subprocess.run(cmd + ["--check"], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
    assert not [p for p in out.rglob("*.vocabgen-tmp")]

"""What a person at a terminal reads: colour on a terminal only (NO_COLOR and FORCE_COLOR
honoured), and drift that ends with the command fixing it."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from vocabgen.cli import main

ESC = b"\x1b["


def _read_all(fd: int) -> bytes:
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 1 << 16)
        except OSError:  # EIO: the terminal's other side closed (Linux)
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks)


def _run(args: list[str], cwd: Path, terminal: bool, **env: str) -> tuple[int, bytes]:
    """`python -m vocabgen ARGS` with both streams on a pseudo-terminal (or pipes), under a
    clean environment plus env; its exit status and everything it printed."""
    environ = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR", "TERM")}
    environ |= {"TERM": "xterm-256color"} | env
    command = [sys.executable, "-m", "vocabgen", *args]
    if not terminal:
        proc = subprocess.run(command, cwd=cwd, env=environ, capture_output=True)
        return proc.returncode, proc.stdout + proc.stderr
    leader, follower = pty.openpty()
    try:
        child = subprocess.Popen(command, cwd=cwd, env=environ, stdout=follower, stderr=follower,
                                 stdin=subprocess.DEVNULL)
        os.close(follower)
        output = _read_all(leader)
        return child.wait(), output
    finally:
        os.close(leader)


@pytest.fixture
def drifted(project: Path) -> Path:
    """A rendered project whose Python module was edited by hand."""
    assert CliRunner().invoke(main, ["render"]).exit_code == 0
    module = project / "generated/python/demo/vocab.py"
    module.write_text(module.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    return project


# (both streams on a terminal?, environment) -> coloured?
CASES = {
    "a terminal": (True, {}, True),
    "a terminal, NO_COLOR": (True, {"NO_COLOR": "1"}, False),
    "a terminal, NO_COLOR empty (unset)": (True, {"NO_COLOR": ""}, True),
    "a terminal, TERM=dumb": (True, {"TERM": "dumb"}, False),
    "a pipe": (False, {}, False),
    "a pipe, FORCE_COLOR": (False, {"FORCE_COLOR": "1"}, True),
    "a pipe, FORCE_COLOR and NO_COLOR": (False, {"FORCE_COLOR": "1", "NO_COLOR": "1"}, False),
}


@pytest.mark.parametrize("case", CASES)
def test_colour_on_a_terminal_only_and_as_the_environment_says(drifted: Path, case: str) -> None:
    terminal, env, coloured = CASES[case]
    status, output = _run(["render", "--diff"], drifted, terminal, **env)
    assert status == 1, output
    assert (ESC in output) is coloured, output
    plain = output.replace(b"\r\n", b"\n")
    if coloured:
        assert b"\x1b[32m+# edited\x1b[0m" not in plain  # the file gained the line: the diff removes it
        assert b"\x1b[31m-# edited\x1b[0m\n" in plain, plain
        assert b"\x1b[1mrun `vocabgen render` and commit the result\x1b[0m\n" in plain, plain
    else:
        assert b"\n-# edited\n" in plain and b"run `vocabgen render` and commit the result\n" in plain


def test_problems_on_a_terminal_show_their_location_in_bold(project: Path) -> None:
    (project / "vocab.toml").write_text("schema_version = 1\n[statuses]\nsingluar = 'status'\n", encoding="utf-8")
    status, output = _run(["validate"], project, terminal=True)
    assert status == 2
    lines = output.replace(b"\r\n", b"\n").splitlines()
    assert b"\x1b[1mvocab.toml:3:\x1b[0m statuses.singluar: unknown key in vocabulary [statuses]; did you mean " \
           b"'singular'?" in lines, lines
    assert lines[-1] == b"\x1b[31m\x1b[1m3 problems found; nothing was written.\x1b[0m"


def test_compat_classes_are_coloured_on_a_terminal(tmp_path: Path) -> None:
    case = Path(__file__).resolve().parent / "cases" / "compat" / "value_added_to_a_typed_port"
    status, output = _run(["compat", "--vocab", str(case / "vocab.toml"), "--against", str(case / "baseline.toml")],
                          tmp_path, terminal=True)
    assert status == 0
    assert b": \x1b[33m\x1b[1msource-breaking\x1b[0m: value added to a typed port: 'cancelled'" in output, output


def test_an_escape_in_a_file_name_is_shown_not_painted_over(project: Path) -> None:
    """Colour is added after a user's text is made visible: an ESC in a folder's name stays `\\x1b`."""
    odd = project / "x\x1b[2Jy"
    odd.mkdir()
    (odd / "vocab.toml").write_text("schema_version = 1\n", encoding="utf-8")
    status, output = _run(["validate", "x\x1b[2Jy/vocab.toml"], project, terminal=True)
    assert status == 2
    assert b"\x1b[2J" not in output and b"\x1b[1mx\\x1b[2Jy/vocab.toml:1:\x1b[0m" in output, output


# --- drift ends with what fixes it -------------------------------------------------------------

@pytest.mark.parametrize("mode", ["--check", "--diff"])
def test_drift_ends_with_the_render_that_fixes_it(drifted: Path, mode: str) -> None:
    """As black and ruff end --check: the last line (standard error, so stdout stays the list or
    the patch) names the render with the options that chose what was compared; no drift, or a
    problem, offers none."""
    result = CliRunner().invoke(main, ["render", mode])
    assert result.exit_code == 1
    assert result.stderr.splitlines()[-1] == "run `vocabgen render` and commit the result"
    (drifted / "other dir").mkdir()
    (drifted / "vocab.toml").rename(drifted / "other dir/my vocab.toml")
    named = CliRunner().invoke(main, ["render", mode, "other dir/my vocab.toml", "--out", "out",
                                      "--target", "python"])
    assert named.exit_code == 1, named.stderr
    assert named.stderr.splitlines()[-1] == ("run `vocabgen render 'other dir/my vocab.toml' --out out "
                                             "--target python` and commit the result")
    assert CliRunner().invoke(main, ["render", "--vocab", "other dir/my vocab.toml", "--out", "out"]).exit_code == 0
    clean = CliRunner().invoke(main, ["render", "--vocab", "other dir/my vocab.toml", "--out", "out", mode])
    assert clean.exit_code == 0 and "commit the result" not in clean.output + clean.stderr, "no drift, no fix"
    vocab = drifted / "other dir/my vocab.toml"
    vocab.write_text(vocab.read_text(encoding="utf-8") + "\n[targets.go]\n", encoding="utf-8")
    broken = CliRunner().invoke(main, ["render", mode, "--vocab", "other dir/my vocab.toml", "--out", "out"])
    assert broken.exit_code == 2 and "commit the result" not in broken.stderr, "a problem is no drift"


def test_an_orphan_is_fixed_by_a_render_with_prune(drifted: Path) -> None:
    (drifted / "generated/python/demo/old.py").write_text(
        "# Code generated by vocabgen from ../vocab.toml. DO NOT EDIT.\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["render", "--check", "-q"])
    assert result.exit_code == 1
    assert result.stderr == "run `vocabgen render --prune` and commit the result\n", "said under --quiet too"

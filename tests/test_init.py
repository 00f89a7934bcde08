"""`vocabgen init`: a starter that validates, is pinned, never overwrites, refuses bad names."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from vocabgen import __version__
from vocabgen.cli import main
from vocabgen.init import minor_series
from tests.loading import load_file
from vocabgen.targets.registry import TARGETS


def test_init_writes_a_valid_pinned_starter(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["init", "--name", "acme.billing"])
    assert result.exit_code == 0, result.output + result.stderr
    text = (tmp_path / "vocab.toml").read_text(encoding="utf-8")
    assert text.startswith("# vocab.toml: the single source of truth")
    assert f'required_version = "{minor_series(__version__)}"' in text
    model = load_file(tmp_path / "vocab.toml")
    settings = {t.name: dict(t.settings) for t in model.targets}
    assert sorted(settings) == sorted(TARGETS), "a [targets.*] table for every port"
    assert settings["java"]["package"] == "acme.billing"
    assert settings["go"]["package"] == "billing"
    assert settings["csharp"]["namespace"] == "Acme.Billing"
    assert settings["elixir"]["module"] == "Acme.Billing.Vocabulary"
    assert settings["clojure"]["namespace"] == "acme.billing.vocabulary"
    assert settings["python"]["module"] == "acme.billing.vocabulary"
    assert model.rules and model.vocabulary("limits").aliases
    assert model.out == "generated", "the starter names its output folder, so adopters see the key"
    rendered = CliRunner().invoke(main, ["render", "--vocab", "vocab.toml", "--out", "out"])
    assert rendered.exit_code == 0, rendered.output + rendered.stderr
    bare = CliRunner().invoke(main, ["render"])
    assert bare.exit_code == 0, bare.output + bare.stderr
    assert (tmp_path / "generated" / "conformance").is_dir(), "a bare render writes under the starter's out"


def test_init_leaves_a_working_editor_setup(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The `#:schema` line names a file init writes beside vocab.toml (vocabgen schema's bytes),
    against which the starter validates; its comments point at the docs site, never at a path
    inside vocabgen's repository; the hint names render, --check and the pre-commit hook."""
    import json
    import re
    import tomllib

    import jsonschema

    from vocabgen.links import DOCS
    from vocabgen.schema import text as schema_text

    monkeypatch.chdir(tmp_path)
    (tmp_path / "config").mkdir()
    result = CliRunner().invoke(main, ["init", "--vocab", "config/vocab.toml"])
    assert result.exit_code == 0, result.stderr
    text = (tmp_path / "config/vocab.toml").read_text(encoding="utf-8")
    named = re.search(r"^#:schema (\S+)$", text, re.M)
    assert named, "the line editors read"
    schema_file = (tmp_path / "config" / named.group(1)).resolve()
    assert schema_file.read_text(encoding="utf-8") == schema_text(), "the file it names is written, beside it"
    jsonschema.validate(tomllib.loads(text), json.loads(schema_file.read_text(encoding="utf-8")))
    comments = "\n".join(line for line in text.splitlines() if line.startswith("#"))
    assert "docs/" not in comments.replace(DOCS, ""), "no path inside vocabgen's repository"
    assert f"{DOCS}vocab-toml.html" in comments
    lines = result.output.splitlines()
    assert lines[0] == "wrote config/vocab.toml and config/vocab.schema.json (editors check the first against the second)"
    said = " ".join(lines[1:])
    assert all(step in said for step in ("vocabgen render --vocab config/vocab.toml",
                                         "vocabgen render --check --vocab config/vocab.toml",
                                         "pre-commit hook vocabgen-check", f"{DOCS}ci.html#pre-commit"))


def test_init_keeps_its_own_schema_and_refuses_another(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A second starter beside the first shares its schema file (the same bytes); a different
    vocab.schema.json is never overwritten, and then nothing is written."""
    monkeypatch.chdir(tmp_path)
    assert CliRunner().invoke(main, ["init"]).exit_code == 0
    assert CliRunner().invoke(main, ["init", "--vocab", "other.toml"]).exit_code == 0
    assert _leftovers(tmp_path) == ["other.toml", "vocab.schema.json", "vocab.toml"]
    (tmp_path / "vocab.schema.json").write_text("{}\n", encoding="utf-8")
    refused = CliRunner().invoke(main, ["init", "--vocab", "third.toml"])
    assert refused.exit_code == 2
    assert refused.stderr == ("vocabgen init: vocab.schema.json already exists and is not this vocabgen's schema; "
                              "vocabgen init never overwrites a file (move it away, or refresh it first: vocabgen "
                              "schema > vocab.schema.json)\n")
    assert (tmp_path / "vocab.schema.json").read_text(encoding="utf-8") == "{}\n"
    assert not (tmp_path / "third.toml").exists()


def test_init_never_overwrites(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "vocab.toml").write_text("mine", encoding="utf-8")
    result = CliRunner().invoke(main, ["init"])
    assert result.exit_code == 2
    assert "already exists" in result.stderr
    assert (tmp_path / "vocab.toml").read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize("name", ["acme.class", "Acme", "acme..x", "1acme"])
def test_init_refuses_names_a_port_cannot_use(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["init", "--name", name])
    assert result.exit_code == 2, result.output
    assert not (tmp_path / "vocab.toml").exists(), "a refused init leaves nothing behind"


def test_minor_series() -> None:
    assert minor_series("0.2.0") == ">=0.2,<0.3"
    assert minor_series("1.10.3") == ">=1.10,<1.11"


# --- all or nothing ---------------------------------------------------------------------------

INIT_FAULTS = ("open", "write", "close", "fsync", "link", "unlink")  # a new file: no chmod, the umask applies
ERRORS = {"EPERM": errno.EPERM, "ENOSPC": errno.ENOSPC, "EMFILE": errno.EMFILE}


def _inject(monkeypatch: pytest.MonkeyPatch, name: str, at: int, error: BaseException | None) -> list[int]:
    """os.NAME raises `error` at its at-th call (none: only counts); the list counts the calls."""
    real = getattr(os, name)
    calls = [0]

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        if error is not None and calls[0] == at:
            raise error
        return real(*args, **kwargs)

    monkeypatch.setattr(os, name, wrapper)
    return calls


BOTH = ("vocab.toml", "vocab.schema.json")  # init writes both or neither


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def _contents(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in BOTH}


def _remove(folder: Path) -> None:
    for name in BOTH:
        (folder / name).unlink()


@pytest.mark.parametrize("code", ERRORS)
@pytest.mark.parametrize("name", INIT_FAULTS)
def test_init_failing_at_any_os_call_writes_all_or_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, code: str) -> None:
    """os.NAME fails at its n-th call, for every n: vocab.toml is complete or absent, no temp
    file remains (or the message names the one left beside a complete file), and the rerun
    is not refused as "already exists"."""
    monkeypatch.chdir(tmp_path)
    with monkeypatch.context() as counting:
        calls = _inject(counting, name, 0, None)
        assert CliRunner().invoke(main, ["init"]).exit_code == 0
    expected = {name: (tmp_path / name).read_bytes() for name in BOTH}
    _remove(tmp_path)
    assert calls[0] > 0, f"init calls os.{name}"
    for at in range(1, calls[0] + 1):
        with monkeypatch.context() as failing:
            _inject(failing, name, at, OSError(ERRORS[code], os.strerror(ERRORS[code])))
            result = CliRunner().invoke(main, ["init"])
        where = f"os.{name} call {at}: {result.stderr}"
        assert result.exception is None or isinstance(result.exception, SystemExit), where
        left = _leftovers(tmp_path)
        if result.exit_code == 0:
            assert left == sorted(BOTH) and _contents(tmp_path) == expected, where
        else:
            assert result.exit_code == 2, where
            assert all(n in result.stderr for n in left), f"what is left is named: {where}"
            assert "vocab.toml" not in left or sorted(BOTH) == [n for n in left if n in BOTH], where
            for complete in set(left) & set(BOTH):  # each file it leaves is complete
                assert (tmp_path / complete).read_bytes() == expected[complete], where
        for leftover in left:
            (tmp_path / leftover).unlink()
        assert CliRunner().invoke(main, ["init"]).exit_code == 0, "the rerun works"
        _remove(tmp_path)


def test_ctrl_c_during_init_leaves_no_half_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("open", "write", "close", "fsync", "link"):
        with monkeypatch.context() as counting:
            calls = _inject(counting, name, 0, None)
            assert CliRunner().invoke(main, ["init"]).exit_code == 0
        expected = _contents(tmp_path)
        _remove(tmp_path)
        assert calls[0] > 0, f"init calls os.{name}"
        for at in range(1, calls[0] + 1):
            with monkeypatch.context() as failing:
                _inject(failing, name, at, KeyboardInterrupt())
                result = CliRunner().invoke(main, ["init"])
            assert result.exit_code == 130, (name, at, result.stderr)
            left = _leftovers(tmp_path)
            assert left in ([], sorted(BOTH)), (name, at, left)
            if left:
                assert _contents(tmp_path) == expected
                _remove(tmp_path)


def test_init_on_a_full_disk_leaves_nothing_and_the_rerun_works(tmp_path: Path) -> None:
    """A real full file system (a tmpfs of a few pages, filled up): the file used to be left
    empty, and the rerun refused it as "already exists"."""
    if sys.platform != "linux" or os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs Linux and root")
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(disk)], capture_output=True,
                             text=True)
    if mounted.returncode:
        pytest.skip(f"mount -t tmpfs is not allowed here ({mounted.stderr.strip()})")
    try:
        filler = os.open(disk / "filler", os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(filler, b"x" * 4096):
                pass
        except OSError:
            pass
        finally:
            os.close(filler)
        proc = subprocess.run([sys.executable, "-m", "vocabgen", "init", "--vocab", str(disk / "vocab.toml")],
                              capture_output=True, text=True)
        assert proc.returncode == 2, proc.stderr
        assert "cannot be written (No space left on device)" in proc.stderr and "Traceback" not in proc.stderr
        assert _leftovers(disk) == ["filler"], "no vocab.toml, no schema, no temp file"
        (disk / "filler").unlink()
        rerun = subprocess.run([sys.executable, "-m", "vocabgen", "init", "--vocab", str(disk / "vocab.toml")],
                               capture_output=True, text=True)
        assert rerun.returncode == 0, rerun.stderr
        assert load_file(disk / "vocab.toml").targets
    finally:
        subprocess.run(["umount", str(disk)], check=True)


def test_init_refuses_an_append_only_folder_before_writing(tmp_path: Path) -> None:
    """chattr +a: a temp file made there could never be removed again."""
    if sys.platform != "linux" or os.geteuid() != 0 or shutil.which("chattr") is None:
        pytest.skip("chattr +a needs Linux, root and chattr")
    folder = tmp_path / "folder"
    folder.mkdir()
    if subprocess.run(["chattr", "+a", str(folder)], capture_output=True).returncode:
        pytest.skip("this file system does not take chattr flags")
    try:
        proc = subprocess.run([sys.executable, "-m", "vocabgen", "init", "--vocab", str(folder / "vocab.toml")],
                              capture_output=True, text=True)
        left = _leftovers(folder)
    finally:
        subprocess.run(["chattr", "-a", str(folder)], check=True)
    assert proc.returncode == 2, proc.stderr
    assert "cannot be written (its folder is append-only" in proc.stderr
    assert left == []


def test_init_without_hard_links_still_never_overwrites(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file system without hard links (os.link refused): the temp file is renamed into place
    while the name is free, and an existing file is still never replaced."""
    monkeypatch.chdir(tmp_path)

    def no_links(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    assert CliRunner().invoke(main, ["init"]).exit_code == 0
    assert _leftovers(tmp_path) == sorted(BOTH) and load_file(tmp_path / "vocab.toml").targets
    (tmp_path / "vocab.toml").write_text("mine", encoding="utf-8")
    result = CliRunner().invoke(main, ["init"])
    assert result.exit_code == 2 and "already exists" in result.stderr
    assert _leftovers(tmp_path) == sorted(BOTH) and (tmp_path / "vocab.toml").read_text() == "mine"

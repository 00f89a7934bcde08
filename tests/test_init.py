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
from vocabgen.load import load_file
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


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


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
    expected = (tmp_path / "vocab.toml").read_bytes()
    (tmp_path / "vocab.toml").unlink()
    assert calls[0] > 0, f"init calls os.{name}"
    for at in range(1, calls[0] + 1):
        with monkeypatch.context() as failing:
            _inject(failing, name, at, OSError(ERRORS[code], os.strerror(ERRORS[code])))
            result = CliRunner().invoke(main, ["init"])
        where = f"os.{name} call {at}: {result.stderr}"
        assert result.exception is None or isinstance(result.exception, SystemExit), where
        left = _leftovers(tmp_path)
        if result.exit_code == 0:
            assert left == ["vocab.toml"] and (tmp_path / "vocab.toml").read_bytes() == expected, where
        else:
            assert result.exit_code == 2, where
            assert not left or "vocab.toml" in left and all(n in result.stderr for n in left), where
            if left:  # only once it is complete: a temp file it names
                assert (tmp_path / "vocab.toml").read_bytes() == expected, where
        for leftover in left:
            (tmp_path / leftover).unlink()
        assert CliRunner().invoke(main, ["init"]).exit_code == 0, "the rerun works"
        (tmp_path / "vocab.toml").unlink()


def test_ctrl_c_during_init_leaves_no_half_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("open", "write", "close", "fsync", "link"):
        with monkeypatch.context() as counting:
            calls = _inject(counting, name, 0, None)
            assert CliRunner().invoke(main, ["init"]).exit_code == 0
        expected = (tmp_path / "vocab.toml").read_bytes()
        (tmp_path / "vocab.toml").unlink()
        assert calls[0] > 0, f"init calls os.{name}"
        for at in range(1, calls[0] + 1):
            with monkeypatch.context() as failing:
                _inject(failing, name, at, KeyboardInterrupt())
                result = CliRunner().invoke(main, ["init"])
            assert result.exit_code == 130, (name, at, result.stderr)
            left = _leftovers(tmp_path)
            assert left in ([], ["vocab.toml"]), (name, at, left)
            if left:
                assert (tmp_path / "vocab.toml").read_bytes() == expected
                (tmp_path / "vocab.toml").unlink()


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
        assert _leftovers(disk) == ["filler"], "no vocab.toml, no temp file"
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
    assert _leftovers(tmp_path) == ["vocab.toml"] and load_file(tmp_path / "vocab.toml").targets
    (tmp_path / "vocab.toml").write_text("mine", encoding="utf-8")
    result = CliRunner().invoke(main, ["init"])
    assert result.exit_code == 2 and "already exists" in result.stderr
    assert _leftovers(tmp_path) == ["vocab.toml"] and (tmp_path / "vocab.toml").read_text() == "mine"

"""The loader on inputs that are awkward rather than wrong: BOM, huge files, many problems."""

from __future__ import annotations

import errno
import os
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.conftest import MINIMAL
from vocabgen.cli import main
from tests.loading import load_file, load_text
from vocabgen.problems import ProblemsFound


def test_a_utf8_bom_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "vocab.toml"
    path.write_bytes(b"\xef\xbb\xbf" + MINIMAL.encode("utf-8"))
    assert load_file(path).vocabulary("statuses").texts == ("done", "timeout")


def test_huge_input_with_a_late_syntax_error_is_located() -> None:
    """The text is valid TOML up to the last line (that vocabgen accepts a file this large is
    tests/test_limits.py's: 55,001 entries, loaded in full)."""
    values = "".join(f'value{i} = "Doc {i}."\n' for i in range(50_000))
    text = MINIMAL.replace('[limits]\n', '[many]\nsingular = "many"\n\n[many.values]\n' + values + "\n[limits]\n")
    assert len(tomllib.loads(text)["many"]["values"]) == 50_000
    broken = text + "\n[targets.java\n"
    with pytest.raises(ProblemsFound) as raised:
        load_text(broken)
    [problem] = raised.value.problems
    assert problem.line == broken.count("\n")
    assert "invalid TOML" in problem.message


def test_every_problem_is_reported_once_and_sorted() -> None:
    text = MINIMAL.replace('singular = "status"', "singular = 3").replace('turns = "maxTurns"', 'turns = "nope"')
    with pytest.raises(ProblemsFound) as raised:
        load_text(text)
    lines = [p.line for p in raised.value.problems]
    assert lines == sorted(lines) and len(lines) == 2


def test_a_full_disk_is_a_clear_error(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    result = CliRunner().invoke(main, ["render"])
    assert result.exit_code == 2
    assert "No space left on device" in result.stderr and "Traceback" not in result.stderr
    assert not [p for p in (project / "generated").rglob("*") if p.is_file()], "no partial or temp file is left"


def test_an_unreadable_vocab_is_a_clear_error(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_open = os.open

    def denied(path: object, *args: object, **kwargs: object) -> int:
        if str(path) == "vocab.toml":  # we run as root: chmod would not stop the read
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", denied)
    result = CliRunner().invoke(main, ["render"])
    assert result.exit_code == 2
    assert "vocab.toml: cannot be read (Permission denied); check its permissions" in result.stderr


def test_a_read_only_output_folder_is_a_clear_error(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_open = os.open

    def read_only(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if flags & os.O_CREAT:  # the file system refuses every new file
            raise OSError(errno.EROFS, "Read-only file system")
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", read_only)
    result = CliRunner().invoke(main, ["render"])
    assert result.exit_code == 2
    assert "cannot be written (Read-only file system)" in result.stderr and "Traceback" not in result.stderr


def test_required_version_pin_accepted_and_refused_by_every_command(tmp_path: Path) -> None:
    """A matching pin renders; a refused one stops render, --check, --diff, validate and compat with exit 2,
    naming the running version and the specifier."""
    from click.testing import CliRunner

    from vocabgen import __version__
    from vocabgen.cli import main
    from vocabgen.init import minor_series

    body = ('\n[statuses]\nsingular = "status"\n[statuses.values]\ndone = "Done."\n'
            '[targets.conformance]\n')
    ok = tmp_path / "ok.toml"
    ok.write_text(f'schema_version = 1\nrequired_version = "{minor_series(__version__)}"\n' + body, encoding="utf-8")
    result = CliRunner().invoke(main, ["render", str(ok), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output + result.stderr
    refused = tmp_path / "refused.toml"
    refused.write_text('schema_version = 1\nrequired_version = "<0.1"\n' + body, encoding="utf-8")
    for args in (["render", str(refused), "--out", str(tmp_path / "out2")],
                 ["render", "--check", str(refused), "--out", str(tmp_path / "out2")],
                 ["render", "--diff", str(refused), "--out", str(tmp_path / "out2")],
                 ["validate", str(refused)],
                 ["compat", "--vocab", str(refused), "--against", str(ok)]):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 2, (args, result.output)
        assert f"required_version: this is vocabgen {__version__}, but this file requires '<0.1'" in result.stderr
    assert not (tmp_path / "out2").exists()

"""End-to-end case folders: each tests/cases/errors/NAME/vocab.toml must fail with exactly the
located messages in expected_stderr.txt, exit 2, write nothing, and never print a traceback.

Regenerate the golden files after an intended message change with UPDATE_GOLDEN=1 and review the diff.
A message that lists the registry's targets is written with a placeholder (LISTS), so a new port
changes no expected file.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from vocabgen.cli import main
from vocabgen.targets.registry import TARGETS

ERRORS = Path(__file__).resolve().parent / "cases" / "errors"
ERROR_CASES = sorted(p.name for p in ERRORS.iterdir() if p.is_dir())
# Placeholder -> the list it stands for in an expected_stderr.txt, longest list first (the typed
# list is a prefix of the full one).
LISTS = {"{every target}": ", ".join(TARGETS),
         "{every target taking typed}": ", ".join(name for name, target in TARGETS.items()
                                                   if any(s.name == "typed" for s in target.settings))}


def expanded(text: str) -> str:
    """An expected_stderr.txt with its placeholders filled from the registry."""
    for placeholder, listed in LISTS.items():
        text = text.replace(placeholder, listed)
    return text


def placeheld(text: str) -> str:
    """What UPDATE_GOLDEN writes: the registry's lists put back as their placeholders."""
    for placeholder, listed in LISTS.items():
        text = text.replace(listed, placeholder)
    return text


@pytest.mark.parametrize("command", ["render", "validate"])
@pytest.mark.parametrize("name", ERROR_CASES)
def test_bad_vocab_gives_located_error_and_writes_nothing(
    name: str, command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    case = ERRORS / name
    monkeypatch.chdir(case)
    out = tmp_path / "out"
    args = [command, "--vocab", "vocab.toml"] + (["--out", str(out)] if command == "render" else [])
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output + result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert not out.exists(), "an invalid vocab.toml must not write a byte"
    expected_file = case / "expected_stderr.txt"
    if os.environ.get("UPDATE_GOLDEN") and command == "render":
        expected_file.write_text(placeheld(result.stderr), encoding="utf-8")
    expected = expanded(expected_file.read_text(encoding="utf-8"))
    assert result.stderr == expected
    for line in expected.splitlines()[:-1]:
        assert line.startswith("vocab.toml:"), "every problem is located in the file"


@pytest.mark.parametrize("name", ["long_text_is_clipped", "long_identifier_is_clipped"])
def test_no_message_repeats_a_long_value(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The two cases above with their 200-character texts grown to 70,000: the same problems, each
    quoting at most SHOWN characters of any text and its length, never the text in full."""
    case = ERRORS / name
    grown = (case / "vocab.toml").read_text(encoding="utf-8")
    for letter in "abAB":
        grown = grown.replace(letter * 200, letter * 70_000)
    (tmp_path / "vocab.toml").write_text(grown, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["validate", "--vocab", "vocab.toml"])
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert len(lines) == len(expanded((case / "expected_stderr.txt").read_text(encoding="utf-8")).splitlines())
    assert max(len(line) for line in lines) < 1_500, "a problem quoted a 70 KB text in full"
    assert all("a" * 81 not in line and "b" * 81 not in line for line in lines)
    assert "(70,0" in result.stderr

"""File names the file system refuses (vocabgen.filenames): a generated file or a compiled class
or BEAM file whose name has a segment past 255 bytes is refused by validate, located at the key
that makes it long, exit 2, nothing written; one byte shorter is accepted. That the compilers
write exactly those names at the longest accepted singular: tests/test_boundaries.py."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from vocabgen.cli import main
from vocabgen.filenames import NAME_MAX
from tests.loading import checked_text
from vocabgen.plan import TEMP_EXTRA, temp_name
from vocabgen.problems import ProblemsFound

# The longest singular (one word, so its PascalCase is as long) each port's typed output takes:
# its longest name is Vocabulary$Open<Singular>.class (Java, 21 more bytes),
# Vocabulary$Open<Singular>$Unknown.class (Kotlin, 29 more) and Known<Singular>.php (PHP, 9 more,
# and written through a temp file whose name is TEMP_EXTRA bytes longer).
LONGEST = {"java": (NAME_MAX - 21, 'package = "big"', "Vocabulary$Open", ".class"),
           "kotlin": (NAME_MAX - 29, 'package = "big"', "Vocabulary$Open", "$Unknown.class"),
           "php": (NAME_MAX - TEMP_EXTRA - 9, "namespace = 'Big'", "Known", ".php")}


def typed(port: str, singular: str, extra: str = "") -> str:
    return (f'schema_version = 1\n\n[things]\nsingular = "{singular}"\n[things.values]\nx = "X."\n\n'
            f"[targets.{port}]\n{LONGEST[port][1]}\ntyped = true\n{extra}")


def refused(text: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """The CLI's standard error for text: exit 2, nothing written, no traceback."""
    (tmp_path / "vocab.toml").write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["render", "--out", "out"])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output and not (tmp_path / "out").exists()
    return result.stderr


@pytest.mark.parametrize("port", sorted(LONGEST))
def test_the_longest_typed_singular_is_accepted_and_one_letter_more_is_refused_at_it(
        port: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    length, _, before, after = LONGEST[port]
    checked_text(typed(port, "s" * length))
    name = before + "S" + "s" * length + after
    size = len(name)
    what = "the generated file" if port == "php" else "the compiled file"
    staged = f", staged under a temp name of {NAME_MAX + 1}" if port == "php" else ""
    assert refused(typed(port, "s" * (length + 1)), tmp_path, monkeypatch) == (
        f"vocab.toml:4: things.singular: {port}: {what} {name[:80]}... ({size} characters) is a name of {size} bytes"
        f"{staged}; file systems allow {NAME_MAX} a path segment; shorten the singular\n"
        "1 problem found; nothing was written.\n")


def test_without_typed_the_long_singular_makes_no_class_file() -> None:
    for port in LONGEST:
        checked_text(typed(port, "s" * (NAME_MAX + 1)).replace("typed = true\n", ""))


def test_a_path_setting_with_a_long_segment_is_refused_at_the_setting() -> None:
    segment = "a" * (NAME_MAX - TEMP_EXTRA - 2) + ".ts"  # staged under a temp name of 256 bytes
    text = 'schema_version = 1\n\n[things]\nsingular = "thing"\n[things.values]\nx = "X."\n\n[targets.typescript]\n'
    checked_text(text + f'path = "typescript/{segment[1:]}"\n')
    with pytest.raises(ProblemsFound) as raised:
        checked_text(text + f'path = "typescript/{segment}"\n')
    assert str(raised.value) == (f"vocab.toml:8: targets.typescript.path: typescript: the generated path's segment "
                                 f"{segment[:80]}... (225 characters) is a name of 225 bytes, staged under a temp name "
                                 "of 256; file systems allow 255 a path segment; shorten path")


def test_a_long_test_class_and_package_are_refused_at_their_settings() -> None:
    """The JUnit class's file (its stem and .class) and a package segment, a folder of class files."""
    stem = "T" * (NAME_MAX - 5)  # T...T.java fits; T...T.class is 256 bytes
    with pytest.raises(ProblemsFound) as raised:
        checked_text(typed("java", "thing", f'tests_path = "java/big/{stem}.java"\n').replace("typed = true\n", ""))
    assert str(raised.value).startswith("vocab.toml:8: targets.java.tests_path: java: the compiled file TTT")
    assert str(raised.value).endswith("is a name of 256 bytes; file systems allow 255 a path segment; "
                                      "shorten tests_path")
    with pytest.raises(ProblemsFound) as raised:
        checked_text(typed("kotlin", "thing").replace('package = "big"', f'package = "big.{"p" * 256}"'))
    assert f"targets.kotlin.package: kotlin: the compiled file {'p' * 80}... (256 characters)" in str(raised.value)


def test_an_elixir_module_whose_beam_file_is_too_long_is_refused() -> None:
    """Elixir.<module>.beam: the module may be 243 characters (its atom, with Elixir., allows 248)."""
    text = ('schema_version = 1\n\n[things]\nsingular = "thing"\n[things.values]\nx = "X."\n\n[targets.elixir]\n'
            'module = "{}"\npath = "lib/a.ex"\n')
    checked_text(text.format("A" * 243))
    with pytest.raises(ProblemsFound) as raised:
        checked_text(text.format("A" * 244))
    assert str(raised.value).startswith("vocab.toml:8: targets.elixir.module: elixir: the compiled file Elixir.AAA")


def test_temp_extra_is_what_a_temp_name_adds_at_the_longest_process_id() -> None:
    assert len(temp_name("x")) - len("x") - len(str(os.getpid())) + 7 == TEMP_EXTRA

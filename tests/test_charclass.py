"""The frozen Unicode table: output follows it, never the running Python's Unicode database."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from tests.toolchains import missing
from vocabgen import charclass, unicode_table
from vocabgen.targets import go, python, typescript

ROOT = Path(__file__).resolve().parent.parent
# Assigned in Unicode 15.0 (after the frozen 14.0): printable on Python 3.12+, unknown to the table.
NEWER = "\U0001F6DC"
DERIVED = Path("/usr/share/unicode/DerivedCoreProperties.txt")
# Printable characters drawn blank that Default_Ignorable_Code_Point leaves out: braille pattern
# blank, the Khitan small script filler, the null notehead (docs/strings.md).
BLANK = {0x2800, 0x16FE4, 0x1D159}
PERL_IGNORABLE = r"""
use Unicode::UCD qw(prop_invlist);
print Unicode::UCD::UnicodeVersion(), "\n";
my @list = prop_invlist("Default_Ignorable_Code_Point");
push @list, 0x110000 if @list % 2;
for (my $i = 0; $i < @list; $i += 2) { print "$list[$i] ", $list[$i + 1] - 1, "\n"; }
"""


@pytest.mark.toolchain
def test_table_matches_its_unicode_version_when_this_python_has_it() -> None:
    """scripts/freeze_unicode.py --check: the classes from this Python's unicodedata and the
    INVISIBLE class from Unicode's DerivedCoreProperties.txt (Debian's unicode-data)."""
    if unicodedata.unidata_version != charclass.UNICODE_VERSION:
        pytest.skip(f"this Python has Unicode {unicodedata.unidata_version}; the table records "
                    f"{charclass.UNICODE_VERSION} (the cross-version test below covers this Python)")
    if not DERIVED.is_file():
        missing(f"{DERIVED} not found (Debian's unicode-data; the README's test command installs it)")
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "freeze_unicode.py"), "--check"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_table_agrees_with_python_on_long_assigned_characters() -> None:
    for ch in "aZ09 ~é€中😀\u0301":
        assert charclass.is_printable(ch) == ch.isprintable(), repr(ch)
    for ch in "\x00\x7f\u200b\u00ad\ue000":
        assert not charclass.is_printable(ch), repr(ch)


def test_a_newer_character_is_escaped_whatever_the_running_python_knows() -> None:
    """Escaping follows the table: a code point unassigned at the table's version is escaped."""
    assert not charclass.is_printable(NEWER)
    assert go.literal(NEWER) == '"\\U0001f6dc"'
    assert typescript.literal(NEWER).startswith('"\\u')
    assert python.literal(NEWER) == '"\\U0001f6dc"'


def _other_pythons() -> list[str]:
    found = []
    for version in ("3.12", "3.13"):
        pyenv = Path.home() / ".pyenv" / "versions"
        candidates = sorted(pyenv.glob(f"{version}.*/bin/python{version}")) if pyenv.is_dir() else []
        exe = str(candidates[-1]) if candidates else shutil.which(f"python{version}")
        if exe and "/shims/" not in exe:  # a pyenv shim may name a version it will not run
            found.append(exe)
    return found


@pytest.mark.slow
def test_same_bytes_on_every_available_python(tmp_path: Path) -> None:
    """Render the hostile strings on each other installed CPython (3.12, 3.13: newer Unicode)
    and compare with this one, byte for byte."""
    others = _other_pythons()
    if not others:
        pytest.skip("no other CPython 3.12+/3.13 on this machine to compare with")
    import click
    import jinja2
    import markupsafe

    site = {str(Path(m.__file__).resolve().parent.parent) for m in (click, jinja2, markupsafe)}
    vocab = ROOT / "tests" / "vocabularies" / "hostile_strings.toml"
    script = ("import sys; from pathlib import Path; from vocabgen.load import load; "
              "from vocabgen.render import render; from vocabgen.source import read_source; "
              "files = render(load(read_source(Path(sys.argv[1]), 'hostile_strings.toml'), 'hostile_strings.toml')); "
              "sys.stdout.buffer.write(b''.join(k.encode() + b'\\0' + v.encode() + b'\\0' for k, v in files.items()))")
    outputs = {}
    for exe in [sys.executable, *others]:
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path / "pkg"), *sorted(site)]),
               "PYTHONDONTWRITEBYTECODE": "1"}
        pkg = tmp_path / "pkg" / "vocabgen"
        if not pkg.exists():
            shutil.copytree(ROOT / "generator" / "vocabgen", pkg, ignore=shutil.ignore_patterns("__pycache__"))
            shutil.copytree(ROOT / "templates", pkg / "templates", ignore=shutil.ignore_patterns("__pycache__"))
        proc = subprocess.run([exe, "-c", script, str(vocab)], capture_output=True, env=env)
        assert proc.returncode == 0, proc.stderr.decode()
        outputs[exe] = proc.stdout
    first = outputs[sys.executable]
    for exe, out in outputs.items():
        assert out == first, f"{exe} renders different bytes from {sys.executable}"


@pytest.mark.toolchain("perl")
def test_invisible_is_unicode_14_default_ignorable_and_the_blank_characters() -> None:
    """The INVISIBLE class, frozen from Unicode 15.0's file, is Default_Ignorable_Code_Point as
    Unicode 14.0 (perl 5.36's Unicode::UCD, built from Unicode's own files) has it, plus BLANK."""
    out = subprocess.run(["perl", "-e", PERL_IGNORABLE], capture_output=True, text=True, check=True).stdout
    version, *rows = out.splitlines()
    if version != charclass.UNICODE_VERSION:
        pytest.skip(f"this perl has Unicode {version}; the table records {charclass.UNICODE_VERSION}")
    ignorable = {code for row in rows for code in range(int(row.split()[0]), int(row.split()[1]) + 1)}
    frozen = {code for first, last in unicode_table.INVISIBLE for code in range(first, last + 1)}
    assert frozen == ignorable | BLANK
    assert {0x115F, 0x1160, 0x3164, 0xFFA0} <= ignorable  # the Hangul fillers


def test_visible_leaves_out_every_invisible_character_python_calls_printable() -> None:
    """is_visible (what a port may write raw) is is_printable less the INVISIBLE class."""
    for ch in "\u034f\u115f\u1160\u17b4\u180b\u2800\u3164\ufe0f\uffa0\U00016fe4\U0001d159\U000e0100":
        assert ch.isprintable() and charclass.is_printable(ch) and not charclass.is_visible(ch), repr(ch)
        assert charclass.is_hidden(ch), repr(ch)
    for ch in "a ~é€中😀\u0301\u2764":
        assert charclass.is_visible(ch) and not charclass.is_hidden(ch), repr(ch)
    assert not charclass.is_visible("\u00a0") and not charclass.is_hidden("\u00a0")  # a space, not hidden


def test_no_ascii_character_is_format_or_unassigned() -> None:
    """is_format_or_unassigned answers ASCII without the table: the table must agree."""
    from vocabgen import unicode_table

    assert all(first >= 0x80 for first, _ in unicode_table.FORMAT_OR_UNASSIGNED)
    assert [charclass.is_format_or_unassigned(ch) for ch in "\u00ad\u200b\ue000\U000E0001"] == [True] * 4

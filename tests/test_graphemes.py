"""graphemes.count: extended grapheme clusters (UAX #29) from the table frozen at Unicode 14.0,
the width mix format gives a line (Elixir's String.length; tests/targets/test_elixir.py compares
the two in Elixir itself)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from vocabgen import charclass, graphemes

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("text", "clusters"), [
    ("", 0),
    ("plain ascii", 11),
    ("caf\u00e9 \u4e2d\u6587 \U0001F600", 9),  # no character joins: its length
    ("a\r\nb", 3),  # GB3: CR LF is one
    ("\r\r\n\n", 3),
    ("e\u0301\u0302", 1),  # GB9: marks extend
    ("\u0301a", 2),  # a mark at the start is a cluster of its own
    ("\u0915\u093f", 1),  # GB9a: a spacing mark
    ("\u0d4ea", 1),  # GB9b: a prepended letter
    ("\u1100\u1161\u11a8", 1),  # GB6-8: L V T
    ("\uac00\u11a8\uac00", 2),  # LV T, then LV
    ("\uac01\u1161", 2),  # LVT never takes a V
    ("\U0001F1EB\U0001F1F7\U0001F1E9", 2),  # GB12/13: regional indicators pair up
    ("\U0001F1EB\U0001F1F7\U0001F1E9\U0001F1EA", 2),
    ("\U0001F44D\U0001F3FD", 1),  # an emoji modifier extends
    ("\U0001F468\u200d\U0001F469\u200d\U0001F467", 1),  # GB11: a ZWJ sequence
    ("a\u200d\U0001F469", 2),  # ZWJ joins an emoji only after an emoji
    ("e\u0301\u00e9\x00", 3),  # controls break on both sides
])
def test_count(text: str, clusters: int) -> None:
    assert graphemes.count(text) == clusters


def test_ascii_takes_the_same_count_as_the_rules() -> None:
    """The ASCII shortcut (length less CR LF pairs) against the rules it skips."""
    text = "a\r\n\r\rb\n\r\n c"
    assert graphemes.count(text) == graphemes.count(text + "\u00e9") - 1 == 9


def test_classes_come_from_the_table() -> None:
    assert graphemes.UNICODE_VERSION == charclass.UNICODE_VERSION == "14.0.0"
    assert [graphemes.break_class(ch) for ch in "a\r\n\x00\u0301\u200d\U0001F1E6\u0600\u0903"] == [
        "Other", "CR", "LF", "Control", "Extend", "ZWJ", "RI", "Prepend", "SpacingMark"]
    assert [graphemes.break_class(ch) for ch in "\u1100\u1161\u11a8\uac00\uac01\ud7a3"] == [
        "L", "V", "T", "LV", "LVT", "LVT"]
    assert graphemes.is_pictographic("\U0001F600") and not graphemes.is_pictographic("a")
    assert graphemes.break_class("\U0001FAE8") == "Other"  # assigned in 15.0: Other at 14.0


@pytest.mark.toolchain("perl")
def test_table_matches_perls_unicode_14() -> None:
    """scripts/freeze_graphemes.py --check: the committed table is what perl's Unicode::UCD
    (14.0.0, perl 5.36) gives; the script refuses another version."""
    version = subprocess.run(["perl", "-MUnicode::UCD", "-e", "print Unicode::UCD::UnicodeVersion()"],
                             capture_output=True, text=True, check=True).stdout
    if version != graphemes.UNICODE_VERSION:
        pytest.skip(f"this perl has Unicode {version}; the table records {graphemes.UNICODE_VERSION}")
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "freeze_graphemes.py"), "--check"],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr

"""The str.isprintable() fast paths in front of three character classes: every character a class
matches is unprintable on this Python (the premise; for the marker's, whose fast path takes only
ASCII, every ASCII one), and each fast path agrees with its regex."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings, strategies as st

from vocabgen import marker, tables
from vocabgen.targets import base


def _members(pattern: str) -> list[str]:
    """Every character a character class (the first [...] of pattern) matches."""
    body = pattern[1:pattern.index("]", 1)]
    compiled = re.compile(f"[{body}]")
    return [chr(code) for code in range(0x110000) if compiled.fullmatch(chr(code))]


@pytest.mark.parametrize("pattern, printable_ok, ascii_only", [
    (tables.FORBIDDEN, "", False),
    (base.UNPRINTABLE, "", False),
    (marker.UNSAFE, "\\", True),
])
def test_every_class_member_is_unprintable(pattern: str, printable_ok: str, ascii_only: bool) -> None:
    members = _members(pattern)
    assert members, pattern
    checked = [ch for ch in members if ch.isascii()] if ascii_only else members
    assert [ch for ch in checked if ch.isprintable() and ch not in printable_ok] == []


PIECES = st.one_of(st.characters(), st.sampled_from(["\u2028", "\ufeff", "\ufe0f", "\u3164", "\\", "*/", "/*", "<!--",
                                                     "-->", "--!>", "\n"]))
TEXT = st.lists(PIECES, max_size=12).map("".join)


@settings(max_examples=400, deadline=None)
@given(text=TEXT)
def test_fast_paths_agree_with_their_regex(text: str) -> None:
    found = marker._unsafe(text)
    expected = re.search(marker.UNSAFE, text)
    assert (found and found.group()) == (expected and expected.group())
    lines = text.replace("\r\n", "\n").replace("\r", "\n")
    slow = [line.rstrip() for line in re.sub(base.UNPRINTABLE, " ", lines).split("\n")]
    while slow and not slow[0]:
        slow.pop(0)
    while slow and not slow[-1]:
        slow.pop()
    assert base.comment_lines(text) == slow

"""The str.isprintable() fast paths in front of two character classes agree with their regex on
drawn text (the comparison fails when a fast path skips a character its class matches)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings, strategies as st

from vocabgen import marker, tables
from vocabgen.targets import base


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

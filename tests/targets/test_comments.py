"""The one doc-comment writer (vocabgen.targets.comments): the promises a CommentFormat makes for
every port that declares one. What each port's format writes is tested in its own module."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from vocabgen.records import replace
from vocabgen.targets.comments import DocWriter
from vocabgen.targets.registry import TARGETS

FORMATS = {name: profile.comment for name, profile in TARGETS.items() if profile.comment is not None}
# Text that reaches a comment: every escape's and directive's trigger among plain words.
TEXT = st.lists(st.sampled_from([
    "a", "Word", " ", "\t", "*/", "/*", "&", "<", ">", "@", "{@", "\\u", "\\", "`", "```", "- ", "1. ", "\u0661) ",
    "> ", "~~~", "[", "]", "#", "|", "_", "--", "\u202e", "\u200b", "\xa0", "\xe9", "\U0001f600"]), max_size=12).map("".join)


def test_every_port_that_writes_comments_declares_its_format() -> None:
    """Clojure and Elixir write docs as strings (StringDocWriter); JSON holds no comment."""
    assert set(FORMATS) == set(TARGETS) - {"clojure", "elixir", "conformance"}


@pytest.mark.parametrize("name", sorted(name for name, form in FORMATS.items() if form.special))
@settings(max_examples=300, deadline=None)
@given(line=TEXT)
def test_special_finds_every_line_the_escapes_change(name: str, line: str) -> None:
    """`special` lets a line skip the escapes (the common line needs none): it must match every
    line they would change, so the gate never changes what is written."""
    form = FORMATS[name]
    assert DocWriter(form).escaped(line) == DocWriter(replace(form, special="")).escaped(line)


@pytest.mark.parametrize("name", sorted(FORMATS))
@settings(max_examples=300, deadline=None)
@given(text=TEXT)
def test_the_one_line_fast_path_agrees_with_the_general_one(name: str, text: str) -> None:
    """A trailing line break sends a doc the general way (comment_lines) and changes nothing else."""
    writer = DocWriter(FORMATS[name])
    assert writer.lines(text) == writer.lines(text + "\n")

"""The identifier check's bulk pattern test answers as a call per name does."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from vocabgen.targets import registry
from vocabgen.targets.registry import TARGETS, _all_match, _joined

PATTERNS = [t.identifier_pattern for t in TARGETS.values()] + [
    re.compile(p) for p in (r"a.b", r"[^a]+", r"a$", r"x|y", r"(ab)+\??", r"[a-c]*", r".*", r"a*")]


@settings(max_examples=400, deadline=None)
@given(names=st.lists(st.text(alphabet="aAbxyz_$-?!.1\n é", max_size=5), max_size=6))
@example(names=["a", ""])  # an empty name among others
@example(names=["a\nb"])  # a name holding a newline is no two names
@example(names=[])
def test_every_name_fully_matches_exactly_when_each_does(names: list[str]) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(registry, "JOIN_FROM", 0)  # every list takes the joined pass where it can
        for pattern in PATTERNS:
            assert _all_match(pattern, names) == all(pattern.fullmatch(name) for name in names), pattern.pattern


def test_a_short_list_compiles_no_joined_pattern() -> None:
    """A small vocabulary's check (every project's) pays nothing for the joined pass."""
    _joined.cache_clear()
    assert _all_match(TARGETS["python"].identifier_pattern, ["STATUS_DONE"] * 50)
    assert _joined.cache_info().misses == 0


def test_the_ports_simple_patterns_are_checked_in_one_pass() -> None:
    """Only a pattern that could see past a name's end (Rust's lookahead) or match a newline keeps
    a call per name."""
    joined = {name for name, target in TARGETS.items() if _joined(target.identifier_pattern) is not None}
    assert joined == set(TARGETS) - {"rust"}
    assert _joined(re.compile(r"[^a]+")) is None and _joined(re.compile(r"a$")) is None

"""Case conventions built from lowercase ASCII words."""

from __future__ import annotations

from itertools import chain

from hypothesis import given, settings
from hypothesis import strategies as st

from vocabgen.targets.naming import camel, kebab, pascal, screaming, snake
from vocabgen.words import split_words


def test_every_case_from_the_same_words() -> None:
    words = split_words("maxToolCalls")
    assert screaming(("limit",), words) == "LIMIT_MAX_TOOL_CALLS"
    assert pascal(("limit",), words) == "LimitMaxToolCalls"
    assert camel(("canonical",), ("run", "status")) == "canonicalRunStatus"
    assert snake(("limit",), words) == "limit_max_tool_calls"
    assert kebab(("limit",), words) == "limit-max-tool-calls"


def test_digits_stay_attached_and_never_lead() -> None:
    words = split_words("2xx")
    assert screaming(("outcome",), words) == "OUTCOME_2XX"
    assert pascal(("outcome",), words) == "Outcome2xx"
    assert pascal(("utf8",), ("bytes",)) == "Utf8Bytes"


def _words_by_boundaries(text: str) -> tuple[str, ...]:
    """The word rule as first written: ASCII letter-digit chunks, split where a lowercase letter
    or digit meets a capital, and before the last capital of a run that starts a word."""
    import re

    words: list[str] = []
    for chunk in re.findall(r"[A-Za-z0-9]+", text):
        words.extend(p.lower() for p in re.split(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", chunk) if p)
    return tuple(words)


@settings(max_examples=300)
@given(st.lists(st.text(alphabet="aAbBzZ019_- .é", max_size=16), min_size=10, max_size=10))
def test_split_words_is_the_boundary_rule(texts: list[str]) -> None:
    """3,000 texts, ten to an example: one text costs hypothesis far more than the check does."""
    for text in texts:
        assert split_words(text) == _words_by_boundaries(text), text


def test_split_words_examples() -> None:
    assert split_words("HTTPError") == ("http", "error")
    assert split_words("ABc1D") == ("a", "bc1", "d")
    assert split_words("HTTP-Error 2") == ("http", "error", "2")
    assert split_words("é") == ()


WORDS = st.lists(st.text(alphabet="abcxyz019", min_size=1, max_size=5), max_size=4)


@settings(max_examples=300, deadline=None)
@given(parts=st.lists(st.tuples(WORDS, st.booleans()), min_size=1, max_size=3))
def test_every_style_spells_any_number_of_sequences_like_their_words_chained(parts: list[tuple[list[str], bool]]) -> None:
    """The fast paths (one sequence as is, two tuples concatenated) agree with chaining every word."""

    sequences = [tuple(words) if as_tuple else list(words) for words, as_tuple in parts]
    words = list(chain.from_iterable(sequences))
    assert screaming(*sequences) == "_".join(words).upper()
    assert snake(*sequences) == "_".join(words)
    assert kebab(*sequences) == "-".join(words)
    assert pascal(*sequences) == "".join(w.capitalize() for w in words)
    assert camel(*sequences) == (lambda p: p[:1].lower() + p[1:])("".join(w.capitalize() for w in words))

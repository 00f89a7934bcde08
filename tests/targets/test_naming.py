"""Case conventions built from lowercase ASCII words."""

from __future__ import annotations

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

"""vocabgen.tomlparse gives what tomllib gives: the same dict in the same order, or the same error."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from vocabgen import tomlparse


def _both(text: str) -> tuple[Any, Any]:
    """(tomllib's answer, loads's answer): each the parsed document with every table's key order,
    or the error's type and message."""
    answers = []
    for parse in (tomllib.loads, lambda t: tomlparse.loads(t, min_lines=0, min_pairs=1)):
        try:
            answers.append(_ordered(parse(text)))
        except tomllib.TOMLDecodeError as exc:
            answers.append(("error", str(exc)))
    return answers[0], answers[1]


def _ordered(value: Any) -> Any:
    if isinstance(value, dict):
        return [(key, _ordered(item)) for key, item in value.items()]
    if isinstance(value, list):
        return [_ordered(item) for item in value]
    return value


KEYS = st.sampled_from(["a", "b", "A-1", "_", '"a"', '"b c"', '""', '"x.y"', "a.b", "'lit'", '"esc\\u0041"'])
VALUES = st.sampled_from(['"doc"', '""', '"a\\tb"', '"c:\\\\x"',
                          '"d é #"', '"tab\there"', '"q\\"uote"', "'literal'", "1", "true",
                          '"""multi\nline"""', "[1, 2]", '{ doc = "x" }', '"bad\x01"', '"unterminated'])
SPACE = st.sampled_from(["", " ", "\t", "  "])
COMMENT = st.sampled_from(["", " # note", "# [x]", " #\t tab", " # bad\x7f"])
HEADERS = st.sampled_from(["[t]", "[t.values]", "[ t . values ]", "[u]", "[t.values.sub]", "[[arr]]", '["q k"]',
                           "[t] # c", "[1]", "[t.values]x"])


@st.composite
def _line(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["pair", "pair", "pair", "pair", "header", "blank", "comment", "array", "other"]))
    if kind == "pair":
        return f"{draw(SPACE)}{draw(KEYS)}{draw(SPACE)}={draw(SPACE)}{draw(VALUES)}{draw(SPACE)}{draw(COMMENT)}"
    if kind == "header":
        return draw(HEADERS)
    if kind == "blank":
        return draw(SPACE)
    if kind == "comment":
        return draw(SPACE) + "#" + draw(st.sampled_from(["", " x", " [t]", " a = \"b\""]))
    if kind == "array":  # a header-looking line inside a multi-line array
        return draw(st.sampled_from(["arr = [", "[1]", "[2],", "]", ", 3 ]"]))
    return draw(st.sampled_from(['k = """', '"""', "x = 1", "a.b.c = \"v\"", "\r"]))


@settings(max_examples=1500, deadline=None)
@given(lines=st.lists(_line(), max_size=14), newline=st.sampled_from(["\n", "\r\n"]),
       final=st.sampled_from(["", "\n"]))
@example(lines=["[t]", "a = \"1\"", "b = \"2\""], newline="\n", final="")
@example(lines=["[t]", "a = \"1\"", '"a" = "2"'], newline="\n", final="\n")  # a key twice
@example(lines=["[t.values.sub]", "[t.values]", "a = \"1\""], newline="\n", final="\n")  # the table holds a sub-table
@example(lines=["arr = [", "[1]", "a = \"1\"", "[2]", "]"], newline="\n", final="\n")  # inside an array
@example(lines=["k = \"\"\"", "[t]", "a = \"1\"", "[u]", "\"\"\""], newline="\n", final="\n")  # inside a string
@example(lines=["[t.values]", "a = \"1\"", "[t]", "values.b = \"2\""], newline="\n", final="\n")
@example(lines=["[t]", "a = \"1\"", "[t.sub]"], newline="\n", final="\n")  # tomllib orders a before sub
@example(lines=["[t]", "sub = \"1\"", "[t.sub]"], newline="\n", final="\n")  # a key and a table of one name
@example(lines=["[t]", "[u]", "k = \"\"\"", "[t]", "a = \"1\"", "[u]", "\"\"\""], newline="\n", final="\n")
@example(lines=["[t]", "a = \"x\\ty\"", "b = \"c:\\\\d\""], newline="\n", final="\n")  # escapes are tomllib's
@example(lines=["[u]", "a = \"1\"", "\r"], newline="\n", final="")  # a lone \r at the end is no line break
def test_loads_answers_as_tomllib_does(lines: list[str], newline: str, final: str) -> None:
    expected, got = _both(newline.join(lines) + final)
    assert got == expected


def _document(values: int) -> str:
    rows = "".join(f'v{i} = "doc {i}"  # note\n' if i % 7 else f'"v {i}" = "doc {i}"\n' for i in range(values))
    return f'schema_version = 1\n\n[status]\nsingular = "status"\n\n[status.values]\n{rows}\n# end\n[targets.python]\n'


def test_a_long_plain_table_is_read_by_regex_and_nothing_else_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The fast path is taken (tomllib never sees the table's lines) and gives tomllib's dict."""
    text = _document(2000)
    seen: list[str] = []
    real = tomllib.loads

    def recording(given: str) -> dict[str, Any]:
        seen.append(given)
        return real(given)

    monkeypatch.setattr(tomlparse.tomllib, "loads", recording)
    got = tomlparse.loads(text)
    assert _ordered(got) == _ordered(real(text))
    assert len(seen) == 1 and "v1 =" not in seen[0] and "[status.values]" in seen[0]


def test_an_error_after_a_long_plain_table_is_tomllibs_own_at_its_line() -> None:
    text = _document(2000) + "broken = ]\nmore = 1\n"
    with pytest.raises(tomllib.TOMLDecodeError) as ours:
        tomlparse.loads(text)
    with pytest.raises(tomllib.TOMLDecodeError) as theirs:
        tomllib.loads(text)
    assert str(ours.value) == str(theirs.value) and f"line {text.count(chr(10)) - 1}," in str(ours.value)


def test_a_short_text_goes_straight_to_tomllib_without_compiling_a_pattern(monkeypatch: pytest.MonkeyPatch) -> None:
    """A small vocab file (every project's, at start-up) pays nothing for the fast path."""
    seen: list[str] = []
    monkeypatch.setattr(tomlparse.tomllib, "loads", lambda given: seen.append(given) or {})
    tomlparse._patterns.cache_clear()
    text = _document(10)
    tomlparse.loads(text)
    assert seen == [text]
    assert tomlparse._patterns.cache_info().misses == 0

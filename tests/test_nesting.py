"""TOML nested deeper than tomllib reads safely is refused before tomllib reads it, located, at a
limit that does not depend on the stack: the largest accepted nesting parses, one more is refused
(the error catalogue's tests/cases/errors/values_nested_too_deep shows the 500 levels that used to
end in a RecursionError traceback)."""

from __future__ import annotations

import tomllib
from collections.abc import Callable

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from vocabgen.load import parse
from vocabgen.nesting import MAX_DEPTH, too_deep
from vocabgen.problems import ProblemsFound


def _dotted(parts: int) -> str:
    return ".".join(["a"] * parts)


# Every way TOML nests, as the line after `schema_version = 1` at a depth.
SHAPES: dict[str, Callable[[int], str]] = {
    "arrays": lambda n: "x = " + "[" * n + "]" * n,
    "inline tables": lambda n: "x = " + "{ a = " * n + "1" + " }" * n,
    "arrays of inline tables": lambda n: "x = " + "[{ a = " * (n // 2) + ("[]" if n % 2 else "1") + " }]" * (n // 2),
    "a multi-line array": lambda n: "x = " + "[\n" * n + "]\n" * n,
    "a dotted key": lambda n: f"{_dotted(n)} = 1",
    "a dotted key of quoted parts": lambda n: ".".join(['"a.b"'] * n) + " = 1",
    "a table header": lambda n: f"[{_dotted(n)}]",
    "an array-of-tables header": lambda n: f"[[{_dotted(n)}]]",
    "a dotted key in an inline table": lambda n: f"x = {{ {_dotted(n)} = 1 }}",
}


@pytest.mark.parametrize("shape", SHAPES)
def test_the_limit_is_exact_for_every_way_toml_nests(shape: str) -> None:
    """MAX_DEPTH levels parse (tomllib reads them, whatever the caller's stack); one more is
    refused, located on the line that passes the limit, naming it."""
    at_limit = f"schema_version = 1\n{SHAPES[shape](MAX_DEPTH)}\n"
    assert parse(at_limit, "vocab.toml") == tomllib.loads(at_limit)
    with pytest.raises(ProblemsFound) as raised:
        parse(f"schema_version = 1\n{SHAPES[shape](MAX_DEPTH + 1)}\n", "vocab.toml")
    [problem] = raised.value.problems
    passed = 2 + (MAX_DEPTH if shape == "a multi-line array" else 0)  # one '[' a line there
    assert (problem.file, problem.line) == ("vocab.toml", passed)
    assert problem.message.startswith("invalid TOML: ") and f"at most {MAX_DEPTH}" in problem.message


# Strings and comments that hold what nests, in every form TOML writes a string, and keys quoted.
_TEXT = st.text(st.sampled_from(list("[]{}.,=#'\"\\ ax\n\t")), max_size=12)


def _strings(text: str) -> list[str]:
    """text as every TOML string form that can hold it (a basic string always can); the
    multi-line basic string writes quotes raw, escaping each third in a row, as a person might."""
    slashed = text.replace("\\", "\\\\")
    basic = '"' + slashed.replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'
    raw, quotes = "", 0  # quotes: how many raw quotes `raw` ends with
    for ch in slashed:
        escape = ch == '"' and quotes == 2
        raw += '\\"' if escape else ch
        quotes = quotes + 1 if ch == '"' and not escape else 0
    forms = [basic, f'"""{raw}"""']
    if "'" not in text and "\n" not in text:
        forms.append(f"'{text}'")
    if "\'\'\'" not in text:
        forms.append(f"\'\'\'{text}\'\'\'")
    return forms


@given(texts=st.lists(_TEXT, min_size=1, max_size=4), depth=st.integers(1, 6))
@example(texts=['"""""]]] [[[ #', "'''x", "\\"], depth=2)  # an escaped quote before two raw ones
@settings(max_examples=200)
def test_brackets_dots_and_quotes_inside_strings_and_comments_do_not_count(texts: list[str], depth: int) -> None:
    """The scan follows strings and comments as tomllib does: a document whose keys have `depth`
    parts and whose values nest `depth` levels, its strings, quoted keys and comments holding
    brackets, dots, quotes and newlines, measures `depth`, neither more nor less."""
    lines = []
    for index, text in enumerate(texts):
        key = ".".join([_strings(text)[0].replace("\\n", "").replace("\\t", "")] * (depth - 1) + [f"k{index}"])
        values = ", ".join(_strings(text))
        lines.append(f"{key} = {'[' * depth}{values}{']' * depth}  # {text.replace(chr(10), ' ')}")
    document = "\n".join(lines) + "\n"
    tomllib.loads(document)  # valid TOML, and each key as deep as `depth`
    assert too_deep(document, depth) is None
    assert too_deep(document, depth - 1) is not None

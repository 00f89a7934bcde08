"""Key paths are located on the right line, whatever the TOML looks like."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from vocabgen.locate import locate
from vocabgen.problems import Problem, format_key_path
from vocabgen.words import split_words

TEXT = '''schema_version = 1  # [not.a.table]
doc = """a multi-line
string with [brackets] and key = value
"""

[limits]
singular = "limit"
values.inline = "dotted key"

[limits.aliases]
"quoted key" = "x"
'literal.key' = "y"
wallMs = "maxWallMs" # comment
arr = [
  "a = b",
  ]
after = 1

[[points]]
x = 1
[[points]]
x = 2
'''


def test_lines_of_keys_tables_and_quoted_keys() -> None:
    loc = locate(TEXT)
    assert loc.line(("schema_version",)) == 1
    assert loc.line(("doc",)) == 2
    assert loc.line(("limits",)) == 6
    assert loc.line(("limits", "singular")) == 7
    assert loc.line(("limits", "values", "inline")) == 8
    assert loc.line(("limits", "aliases")) == 10
    assert loc.line(("limits", "aliases", "quoted key")) == 11
    assert loc.line(("limits", "aliases", "literal.key")) == 12
    assert loc.line(("limits", "aliases", "wallMs")) == 13
    assert loc.line(("limits", "aliases", "after")) == 17
    assert loc.line(("points", "1", "x")) == 22
    assert loc.line(("limits", "aliases", "missing")) == 10, "unknown keys fall back to their parent"
    assert loc.line(("nothing",)) == 0


def test_problem_formatting_quotes_non_bare_keys() -> None:
    assert format_key_path(("limits", "aliases", "wallMs")) == "limits.aliases.wallMs"
    assert format_key_path(("s", "values", 'say "hi"')) == 's.values."say \\"hi\\""'
    assert str(Problem("vocab.toml", 12, ("limits", "aliases", "wallMs"), "bad")) == \
        "vocab.toml:12: limits.aliases.wallMs: bad"
    assert str(Problem("vocab.toml", 0, (), "bad")) == "vocab.toml: bad"


def test_split_words() -> None:
    assert split_words("maxToolCalls") == ("max", "tool", "calls")
    assert split_words("HTTPError") == ("http", "error")
    assert split_words("max-turns") == ("max", "turns")
    assert split_words("2xx") == ("2xx",)
    assert split_words("utf8Bytes") == ("utf8", "bytes")
    assert split_words("café crème") == ("caf", "cr", "me")
    assert split_words("完了") == ()



_KEYS = st.sampled_from(["a", "wallMs", "max-turns", "k_1", '"quoted key"', '"dot.ted"', "'lit.key'", '"esc\\"aped"'])
_STRINGS = st.sampled_from(['"plain doc"', '"with \\"escapes\\" and \\\\"', '"# not a comment"', '""',
                            "'literal = x'", '"""multi\nline = "no"\n"""', '{ doc = "d", deprecated = "x" }',
                            '["a = b",\n  "c"]', "1", '"tab\\tand unicode \\u00e9"'])


def _key_name(key: str) -> str:
    import tomllib

    return next(iter(tomllib.loads(f"{key} = 1")))


@given(st.lists(st.tuples(st.booleans(), _KEYS, _STRINGS, st.booleans()), min_size=1, max_size=12))
@settings(max_examples=300)
def test_every_key_is_found_on_the_line_that_defines_it(lines: list[tuple[bool, str, str, bool]]) -> None:
    """Random documents of tables, bare/quoted/literal keys, escaped, multi-line, inline-table and
    array values and comments: each key's line is where the document defines it."""
    import tomllib

    text, expected, table, seen = "", {}, (), set()
    for index, (header, key, value, comment) in enumerate(lines):
        if header:
            table = (f"t{index}",)
            text += f"\n[t{index}]\n"
        name = _key_name(key)
        if table + (name,) in seen:
            continue
        seen.add(table + (name,))
        expected[table + (name,)] = text.count("\n") + 1
        text += f"{key} = {value}" + ("  # a comment = \"x\"" if comment else "") + "\n"
    tomllib.loads(text)  # the generator only writes valid TOML
    found = locate(text)
    assert {path: found.line(path) for path in expected} == expected

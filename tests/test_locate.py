"""Key paths are located on the right line, whatever the TOML looks like."""

from __future__ import annotations

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


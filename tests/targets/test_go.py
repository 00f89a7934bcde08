"""Unit tests of the Go target: names, the generated-code marker, literal and doc escaping, reserved
words, collisions, and (when Go is installed) gofmt cleanliness, including gofmt's doc-comment rules."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from vocabgen.load import load_text
from vocabgen.model import Model
from vocabgen.problems import ProblemsFound
from vocabgen.render import render
from vocabgen.targets import go
from vocabgen.targets.base import comment_lines

ROOT = Path(__file__).resolve().parents[2]
CONFIG = '[targets.go]\npackage = "{package}"\n'
GO_MARKER = re.compile(r"^// Code generated .* DO NOT EDIT\.$")


def load_only(path: Path, package: str) -> Model:
    """A vocab file with its [targets.*] tables replaced by the Go one, so only this target is checked."""
    text = path.read_text(encoding="utf-8")
    return load_text(text[: text.index("\n[targets.")] + "\n" + CONFIG.format(package=package), path.name)


def small(body: str) -> str:
    return "schema_version = 1\n" + body + "\n" + CONFIG.format(package="small")


def rendered(model: Model) -> str:
    (text,) = render(model, ["go"]).values()
    return text


def problems(toml: str) -> str:
    with pytest.raises(ProblemsFound) as info:
        load_text(toml)
    return str(info.value)


def unquote(lit: str) -> str:
    """Decode the interpreted string literals go.literal writes (the escapes it uses, nothing more)."""
    assert lit[0] == lit[-1] == '"'
    body, out, i = lit[1:-1], [], 0
    simple = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v", "\\": "\\", '"': '"'}
    while i < len(body):
        ch = body[i]
        assert ch != '"', f"unescaped quote in {lit}"
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        nxt = body[i + 1]
        width = {"x": 2, "u": 4, "U": 8}.get(nxt)
        if width:
            out.append(chr(int(body[i + 2:i + 2 + width], 16)))
            i += 2 + width
        else:
            out.append(simple[nxt])
            i += 2
    return "".join(out)


@pytest.fixture(scope="module")
def shipped() -> Model:
    return load_only(ROOT / "vocab.toml", "agents")


@pytest.fixture(scope="module")
def hostile() -> Model:
    return load_only(ROOT / "tests" / "vocabularies" / "hostile_strings.toml", "hostile")


def test_shipped_public_names(shipped: Model) -> None:
    lines = rendered(shipped).split("\n")
    for line in [
        "package agents",
        '\tStatusDone = "done"',
        '\tLimitMaxToolCalls = "maxToolCalls"',
        '\tRunStatusIncomplete = "incomplete"',
        "func Statuses() []string {",
        "func RunStatuses() []string {",
        "func IsStatus(s string) bool {",
        "func LimitAliases() map[string]string {",
        '\t\t"toolCalls":  LimitMaxToolCalls,',
        "func CanonicalLimit(name string) (string, error) {",
        "func CanonicalRunStatus(name string) (string, error) {",
        "func LimitStopStatuses() []string {",
        "func SettleLimitStop(status, limit string) (string, error) {",
        "func ReadStatus(s string) (string, bool) {",
        "var vocabgenStatusLookup = vocabgenLookupOf(Statuses(), nil)",
        "var ErrUnknown = errors.New(\"unknown spelling\")",
    ]:
        assert line in lines, line
    text = "\n".join(lines)
    assert "StatusAliases" not in text and "RunStatusAliases" not in text
    # Every exported declaration's doc comment starts with its name.
    for index, line in enumerate(lines):
        match = re.match(r"(?:func|var) ([A-Z]\w*)", line)
        if match:
            doc = index - 1
            while lines[doc - 1].startswith("//"):
                doc -= 1
            assert lines[doc].startswith(f"// {match.group(1)} "), line


def test_marker_then_blank_line_then_not_the_package_doc(shipped: Model) -> None:
    (path, text), = render(shipped, ["go"]).items()
    assert path == "go/agents/vocabulary.go"
    first, second, third, fourth, fifth = text.split("\n")[:5]
    assert GO_MARKER.match(first)
    assert second == ""
    # The vocab file's doc stays, detached from the package clause: the host's package keeps its own doc.
    assert third.startswith("// toolnexus closed string vocabularies") and fourth == ""
    assert fifth == "package agents"
    assert "// Package" not in text
    assert text.endswith("}\n") and not text.endswith("\n\n")
    assert "\r" not in text
    assert rendered(shipped) == text


def test_api_names(shipped: Model) -> None:
    config = next(c for c in shipped.targets if c.name == "go")
    names = go.api(shipped, config)
    assert names["dir"] == "go/agents" and names["package"] == "agents"
    assert names["vocabularies"][1] == {"key": "limits", "collection": "Limits", "canonical": "CanonicalLimit",
                                        "guard": "IsLimit", "read": "ReadLimit", "aliases": "LimitAliases",
                                        "lookup": "vocabgenLimitLookup"}
    assert names["rules"] == [{"key": "limit_stop", "members": "LimitStopStatuses", "settle": "SettleLimitStop"}]


@pytest.mark.parametrize("text, expected", [
    ('say "hi"', '"say \\"hi\\""'),
    ("back\\slash", '"back\\\\slash"'),
    ("backtick `x` ${x} #{x} %s", '"backtick `x` ${x} #{x} %s"'),
    ("smile \U0001F600 face", '"smile \U0001F600 face"'),
    ("zero\u200bwidth", '"zero\\u200bwidth"'),
    ("rtl \u202e override", '"rtl \\u202e override"'),
    ("nbsp\u00a0", '"nbsp\\u00a0"'),
    ("astral format \U000E0001", '"astral format \\U000e0001"'),
    ("tab\there\x01", '"tab\\there\\x01"'),
    ("café", '"café"'),
])
def test_literal(text: str, expected: str) -> None:
    assert go.literal(text) == expected
    assert unquote(expected) == text


def test_every_hostile_value_and_alias_round_trips(hostile: Model) -> None:
    text = rendered(hostile)
    for vocab in hostile.vocabularies:
        for value in vocab.values:
            name = go.constant(vocab, value.words)
            match = re.search(rf"^\t{name} += (\".*\")$", text, re.M)
            assert match, name
            assert unquote(match.group(1)) == value.text
        for alias in vocab.aliases:
            match = re.search(rf"^\t\t({re.escape(go.literal(alias.name))}): +{go.constant_of(vocab, alias.canonical)},$",
                              text, re.M)
            assert match and unquote(match.group(1)) == alias.name, alias.name


def doc_lines(text: str) -> list[str]:
    return go.doc_lines(comment_lines(text))


def test_doc_lines_follow_gofmt_rules() -> None:
    doc = "First line.\n\n\n  indented code-like line\n\tTabbed\n\nOld Heading Here\n\nMore text.\n#  spaced heading"
    assert doc_lines(doc) == ["First line.", "", "indented code-like line", "Tabbed", "", "# Old Heading Here",
                              "", "More text.", "#  spaced heading"]
    assert doc_lines("A\n\n#\tHeading\n\nB") == ["A", "", "# Heading", "", "B"]
    assert doc_lines("#   First\n\nB") == ["# First", "", "B"]
    # Not headings: punctuation, a possessive is fine but other apostrophes are not, no paragraph after.
    assert doc_lines("A\n\nEnds with period.\n\nB")[2] == "Ends with period."
    assert doc_lines("A\n\nThe model's Limit\n\nB")[2] == "# The model's Limit"
    assert doc_lines("A\n\nDon't Stop\n\nB")[2] == "Don't Stop"
    assert doc_lines("A\n\nLast Line") == ["A", "", "Last Line"]
    assert doc_lines("bidi \u202e and nbsp\u00a0x") == ["bidi   and nbsp x"]


def test_doc_lines_quotes_and_link_definitions() -> None:
    assert doc_lines("say ``hi'' ```md``` https://e.com/a''b") == ["say \u201chi\u201d ```md``` https://e.com/a''b"]
    # A paragraph made only of link definitions would move to the end of the comment.
    assert doc_lines("A\n\n[x]: https://e.com\n[y]: http://f.org") == ["A", "", "[x] : https://e.com",
                                                                       "[y]: http://f.org"]
    # gofmt's quirk: after ``` it skips backticks from the wrong offset, so the rest become quotes.
    assert doc_lines("x\n`````y") == ["x", "```\u201cy"]
    # Rewriting '' can make a heading, which gofmt would rewrite next time: we emit the fixed point.
    assert doc_lines("A\n\nTitle''Case\n\nB") == ["A", "", "# Title\u201dCase", "", "B"]
    # Mixed with text it is an ordinary paragraph, left alone.
    assert doc_lines("A\n\n[x]: https://e.com\nmore") == ["A", "", "[x]: https://e.com", "more"]


def test_reserved_and_fixed_names_are_rejected() -> None:
    body = '[err_unknown]\nsingular = "e"\n[err_unknown.values]\na = "A."\n'
    assert "go: collection 'ErrUnknown' is a reserved word" in problems(small(body))
    assert {"nil", "true", "iota", "string", "len", "map", "type", "errors", "strings"} <= go.RESERVED


def test_identifier_collisions_are_rejected() -> None:
    body = '[limits]\nsingular = "limit"\n[limits.values]\nmaxTurns = "A."\n"max-turns" = "B."\n'
    assert "go: constant 'LimitMaxTurns' collides" in problems(small(body))
    body = ('[limits]\nsingular = "limit"\n[limits.values]\naliases = "A."\n'
            '[limits.aliases]\nx = "aliases"\n')
    assert "go: aliases 'LimitAliases' collides" in problems(small(body))
    body = ('[statuses]\nsingular = "status"\n[statuses.values]\na = "A."\n'
            '[limit_stop_statuses]\nsingular = "stop"\n[limit_stop_statuses.values]\nb = "B."\n'
            '[limits]\nsingular = "limit"\n[limits.values]\nx = "X."\n'
            '[rules.limit_stop]\nvocabulary = "statuses"\nvalues = ["a"]\ncarries = "limits"\n')
    assert "go: rule members 'LimitStopStatuses' collides" in problems(small(body))


def test_settle_parameters_fall_back_when_reserved() -> None:
    body = ('[types]\nsingular = "type"\n[types.values]\na = "A."\n'
            '[limits]\nsingular = "limit"\n[limits.values]\nx = "X."\n'
            '[rules.r]\nvocabulary = "types"\nvalues = ["a"]\ncarries = "limits"\n')
    assert "func SettleR(subject, carried string) (string, error) {" in rendered(load_text(small(body)))


def test_alignment_of_long_and_short_alias_keys() -> None:
    long_key = "x" * 50
    keys = go.go_keys(['"a"', '"bb"', f'"{long_key}"', '"c"'])
    # Short keys align together; the 52-byte key is far from their mean, so it starts a new section.
    assert keys[0] == '"a":  '
    assert keys[1] == '"bb": '
    assert keys[2] == f'"{long_key}": '


needs_gofmt = pytest.mark.skipif(shutil.which("gofmt") is None, reason="gofmt not installed")

AWKWARD = '''
doc = """Package doc with structure.

Old Style Heading

  an indented line that gofmt would make a code block
- a list-looking line
# A New Heading
#\tTabbed Heading

Title''Case

Say ``hi'' and ```code``` and https://e.com/a''b
`````y

[x]: https://example.com

Trailing text."""

[codes]
doc = """Codes.

Codes Heading

   1. numbered, indented
Text after."""
singular = "code"

[codes.values]
ok = ""
"ok-but-much-longer-value-name" = ""
"short" = "Has a doc."
"x" = ""

[codes.aliases]
"a" = "ok"
"an-alias-that-is-considerably-longer-than-forty-bytes-long" = "ok"
"b" = "x"
"\U0001F600\U0001F600" = "short"
"c" = "x"
'''


@needs_gofmt
@pytest.mark.parametrize("source", ["shipped", "hostile", "http", "awkward"])
def test_gofmt_leaves_the_output_alone(source: str, tmp_path: Path, shipped: Model, hostile: Model) -> None:
    if source == "shipped":
        model = shipped
    elif source == "hostile":
        model = hostile
    elif source == "http":
        model = load_only(ROOT / "tests" / "vocabularies" / "http_outcomes.toml", "outcomes")
    else:
        model = load_text(small(AWKWARD))
    path = tmp_path / "vocabulary.go"
    path.write_text(rendered(model), encoding="utf-8")
    listed = subprocess.run(["gofmt", "-l", str(path)], capture_output=True, text=True)
    assert listed.returncode == 0, listed.stderr
    if listed.stdout.strip():
        diff = subprocess.run(["gofmt", "-d", str(path)], capture_output=True, text=True).stdout
        pytest.fail(f"gofmt would reformat the {source} output:\n{diff}")

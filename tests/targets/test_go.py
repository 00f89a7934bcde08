"""Unit tests of the Go target: names, the generated-code marker, literal and doc escaping, reserved
words, collisions, and (when Go is installed) gofmt cleanliness, including gofmt's doc-comment rules."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.loading import load_text
from vocabgen.model import Model
from vocabgen.problems import ProblemsFound
from tests.loading import render
from vocabgen.targets import go, go_doc
from vocabgen.targets.registry import build_view
from vocabgen.charclass import is_visible
from vocabgen.targets.base import comment_lines, printable
from tests.strategies import NOISE, long_named_documents
from tests.toolchains import require

ROOT = Path(__file__).resolve().parents[2]
CONFIG = '[targets.go]\npackage = "{package}"\n'
GO_MARKER = re.compile(r"^// Code generated .* DO NOT EDIT\.$")


def load_only(path: Path, package: str, extra: str = "") -> Model:
    """A vocab file with its [targets.*] tables replaced by the Go one, so only this target is checked."""
    text = path.read_text(encoding="utf-8")
    return load_text(text[: text.index("\n[targets.")] + "\n" + CONFIG.format(package=package) + extra, path.name)


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


def test_the_naming_table_spells_every_role(shipped: Model) -> None:
    file = build_view(shipped)
    limits = file.vocabularies[1]
    assert limits.names["go"] == {"collection": "Limits", "aliases": "LimitAliases", "canonical": "CanonicalLimit",
                                  "guard": "IsLimit", "read": "ReadLimit", "lookup": "vocabgenLimitLookup",
                                  "type": "Limit", "test": "TestVocabgenVocabularyLimits"}
    assert limits.values[0].names["go"] == {"constant": "LimitMaxTurns"}
    assert [rule.names["go"] for rule in file.rules] == [
        {"members": "LimitStopStatuses", "settle": "SettleLimitStop", "member_set": "vocabgenLimitStopStatuses",
         "rule_test": "TestVocabgenRuleLimitStop", "subject_param": "status", "carried_param": "limit"},
        {"members": "RunLimitStopRunStatuses", "settle": "SettleRunLimitStop",
         "member_set": "vocabgenRunLimitStopRunStatuses", "rule_test": "TestVocabgenRuleRunLimitStop",
         "subject_param": "runStatus", "carried_param": "limit"}]
    assert file.names["go"] == {"err_unknown": "ErrUnknown", "lookup_helper": "vocabgenLookupOf",
                                "canonical_helper": "vocabgenCanonical", "set_helper": "vocabgenSetOf"}
    internal = build_view(load_only(ROOT / "vocab.toml", "agents", 'functions = "internal"\n'))
    assert internal.vocabularies[1].names["go"]["guard"] == "isLimit"
    assert internal.names["go"]["err_unknown"] == "errVocabgenUnknown"  # private: vocabgen's prefix
    none = build_view(load_only(ROOT / "vocab.toml", "agents", 'functions = "none"\n'))
    assert set(none.vocabularies[1].names["go"]) == {"collection", "aliases", "type", "test"}


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
    for vocab in build_view(hostile).vocabularies:
        for value in vocab.values:
            name = value.names["go"]["constant"]
            match = re.search(rf"^\t{name} += (\".*\")$", text, re.M)
            assert match, name
            assert unquote(match.group(1)) == value.text
        for alias in vocab.aliases:
            constant = alias.value.names["go"]["constant"]
            match = re.search(rf"^\t\t({re.escape(go.literal(alias.name))}): +{constant},$", text, re.M)
            assert match and unquote(match.group(1)) == alias.name, alias.name


def doc_lines(text: str) -> list[str]:
    return go_doc.doc_lines(comment_lines(text))


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


# Text the doc fast paths must treat exactly as the full gofmt port does: plain words and spaces
# mixed with what makes it take the slow way (headings, link definitions, quotes, controls, breaks).
DOC_TEXT = st.lists(st.sampled_from(["a", "Word", " ", "  ", "\n", "\n\n", "#", "[x]: ", "https://e.com", "``",
                                     "''", "\t", "\r", "\xa0", "\u202e", ".", "é"]), max_size=12).map("".join)


@settings(max_examples=400, deadline=None)
@given(DOC_TEXT, st.sampled_from(["", "\t", "\t\t"]))
def test_go_doc_fast_paths_print_what_the_full_port_prints(text: str, indent: str) -> None:
    full = comment_lines(text)
    assert go.go_text(text) == ("" if not go_doc.doc_lines(full) else "\n".join((full[0].strip(), *full[1:])))
    assert go.literal(text) == '"' + "".join(go.literal(ch)[1:-1] for ch in text) + '"'
    assert printable(text) == "".join(ch if is_visible(ch) else " " for ch in text)


def test_reserved_and_fixed_names_are_rejected() -> None:
    body = '[err_unknown]\nsingular = "e"\n[err_unknown.values]\na = "A."\n'
    assert ("err_unknown: go: collection 'ErrUnknown' collides with the error sentinel 'ErrUnknown' that vocabgen "
            "declares in this go output (targets.go)") in problems(small(body))
    assert {"nil", "true", "iota", "string", "len", "map", "type", "errors", "strings", "testing"} <= go.RESERVED


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


needs_gofmt = pytest.mark.toolchain("gofmt")
needs_go = pytest.mark.toolchain("go", "gofmt")

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


# The contract: functions levels, package doc, the generated tests, a host package -------------

EVOLUTION = ROOT / "tests" / "vocabularies" / "evolution.toml"
CASES = {"shipped": ROOT / "vocab.toml", "http": ROOT / "tests" / "vocabularies" / "http_outcomes.toml",
         "hostile": ROOT / "tests" / "vocabularies" / "hostile_strings.toml", "evolution": EVOLUTION}


def test_evolution_renders_deprecations_tombstones_fallback_and_two_settles() -> None:
    text = rendered(load_only(EVOLUTION, "evolve"))
    assert ("\t// StatusCancelled is \"cancelled\": The task was cancelled.\n\t//\n"
            "\t// Deprecated: use interrupted: cancelled and interrupted were merged\n"
            "\tStatusCancelled = \"cancelled\"\n") in text
    assert "// \"steps\" is deprecated (still accepted): use turns\nfunc LimitAliases()" in text
    assert "Deprecated:" not in text.split("func LimitAliases")[0].rsplit("\n\n", 1)[-1]  # the map is not deprecated
    assert "func RemovedLimits() []string {\n\treturn []string{\n\t\t// Replaced by maxTurns.\n\t\t\"maxCalls\",\n" in text
    assert "\treturn StatusError, false\n" in text and "\treturn \"\", false\n" in text
    assert "func SettleTaskLimit(status, limit string) (string, error) {" in text
    assert "func SettleRunLimit(runStatus, limit string) (string, error) {" in text
    assert "RemovedRunStatuses" not in text


def test_generated_sentences_wrap_at_80_columns() -> None:
    """The generator's own sentences wrap (the settle doc was one 216-column line); vocab.toml
    docs keep their own lines."""
    user_text = EVOLUTION.read_text(encoding="utf-8") + (ROOT / "vocab.toml").read_text(encoding="utf-8")
    for model in (load_only(EVOLUTION, "evolve"), load_only(ROOT / "vocab.toml", "agents")):
        for line in rendered(model).split("\n"):
            text = line.lstrip("\t")
            if text.startswith("//") and text[3:].split(": ", 1)[-1] not in user_text:
                assert len(text) <= 83, line


def test_functions_internal_unexports_every_function_and_none_drops_them() -> None:
    internal = rendered(load_only(EVOLUTION, "evolve", 'functions = "internal"\n'))
    for line in ["func isStatus(s string) bool {", "func canonicalLimit(name string) (string, error) {",
                 "func readStatus(s string) (string, bool) {", "func settleTaskLimit(status, limit string) (string, error) {",
                 "var errVocabgenUnknown = errors.New(\"unknown spelling\")", "func Statuses() []string {",
                 "func LimitAliases() map[string]string {", "func RemovedStatuses() []string {"]:
        assert line + "\n" in internal, line
    assert not re.search(r"^func (Is|Canonical|Read|Settle)", internal, re.M) and "ErrUnknown" not in internal
    none = rendered(load_only(EVOLUTION, "evolve", 'functions = "none"\n'))
    assert "\nimport (" not in none and "vocabgenLookupOf" not in none and "Unknown" not in none
    assert re.findall(r"^func (\w+)", none, re.M) == ["Statuses", "RemovedStatuses", "Limits", "LimitAliases",
                                                       "RemovedLimits", "RunStatuses", "TaskLimitStatuses",
                                                       "RunLimitRunStatuses"]


PUBLIC_API = ROOT / "tests" / "vocabularies" / "public_api.toml"


def test_prefix_leads_every_name_a_host_uses_and_private_names_keep_vocabgen() -> None:
    file = build_view(load_only(EVOLUTION, "evolve", 'prefix = "vocab"\n'))
    statuses = file.vocabularies[0]
    assert statuses.values[0].names["go"] == {"constant": "VocabStatusDone"}
    assert {role: statuses.names["go"][role] for role in ("collection", "guard", "canonical", "read", "lookup")} == {
        "collection": "VocabStatuses", "guard": "VocabIsStatus", "canonical": "VocabCanonicalStatus",
        "read": "VocabReadStatus", "lookup": "vocabgenStatusLookup"}
    assert statuses.names["go"]["removed"] == "VocabRemovedStatuses"
    assert file.rules[0].names["go"]["members"].startswith("Vocab") and file.rules[0].names["go"]["settle"].startswith("VocabSettle")
    assert file.names["go"]["err_unknown"] == "ErrVocabUnknown"  # Go names an error variable ErrFoo (ST1012)
    internal = build_view(load_only(EVOLUTION, "evolve", 'prefix = "vocab"\nfunctions = "internal"\n'))
    assert internal.vocabularies[0].names["go"]["guard"] == "vocabIsStatus"
    assert internal.names["go"]["err_unknown"] == "errVocabgenUnknown"
    default = rendered(load_only(EVOLUTION, "evolve"))
    assert "Vocab" not in default and "var ErrUnknown = " in default


def test_collections_internal_unexports_the_collections_and_nothing_else() -> None:
    text = rendered(load_only(EVOLUTION, "evolve", 'collections = "internal"\n'))
    exported = set(re.findall(r"^func ([A-Z]\w*)", text, re.M))
    view = build_view(load_only(EVOLUTION, "evolve", 'collections = "internal"\n'))
    unexported = set(re.findall(r"^func ([a-z]\w*)", text, re.M)) - set(view.names["go"].values())
    assert {"statuses", "removedStatuses", "limits", "limitAliases", "taskLimitStatuses"} <= unexported
    assert not {name for name in exported if not re.match(r"(Is|Canonical|Read|Settle)", name)}, exported
    assert "\tStatusDone = \"done\"\n" in text and "var ErrUnknown = " in text
    assert re.findall(r"^func ([A-Z]\w*)", rendered(load_only(EVOLUTION, "evolve")), re.M)[0] == "Statuses"
    # With functions = "internal" too, the constants are all the package exports.
    both = rendered(load_only(EVOLUTION, "evolve", 'collections = "internal"\nfunctions = "internal"\n'))
    assert not re.findall(r"^(?:func|var) [A-Z]", both, re.M) and "\tStatusDone = \"done\"\n" in both


def test_prefix_and_collections_values_are_checked_located() -> None:
    base = small('[s]\nsingular = "s"\n[s.values]\na = ""\n')
    assert "vocab.toml:9: targets.go.prefix: 'Vocab' must be lowercase snake_case" in problems(base + 'prefix = "Vocab"\n')
    assert "targets.go.prefix: 'vocabgen_x' must not start with 'vocabgen'" in problems(base + 'prefix = "vocabgen_x"\n')
    assert "targets.go.collections: 'private' is not one of public, internal" in problems(
        base + 'collections = "private"\n')
    # An unexported collection may not take a name the test file imports, nor (where it is
    # written) the name its functions' parameter shadows.
    body = '[testing]\nsingular = "tee"\n[testing.values]\na = ""\n'
    report = problems(small(body) + 'collections = "internal"\n')
    assert "go: collection 'testing' is a standard package the generated files import" in report, report
    body = '[t]\nsingular = "tee"\n[t.values]\na = ""\n'
    report = problems(small(body) + 'collections = "internal"\ntests_path = "go/small/vocabulary_test.go"\n')
    assert "t: go: collection 't' collides with the test parameter 't'" in report, report


def test_alias_constants_name_each_alias_and_are_off_by_default() -> None:
    model = load_only(PUBLIC_API, "publicapi", "alias_constants = true\n")
    limits = build_view(model).vocabularies[1]
    assert [a.names["go"]["alias_constant"] for a in limits.aliases] == [
        "LimitAliasTurns", "LimitAliasWallMs", "LimitAliasSayHi", "LimitAliasBackSlash2", "LimitAliasCafTokens"]
    text = rendered(model)
    assert '\t// Deprecated: use maxWallMs; wallMs is the pool\'s name\n\tLimitAliasWallMs = "wallMs"\n' in text
    assert '\tLimitAliasBackSlash2 = "back\\\\slash 2"\n' in text
    assert "Alias" not in rendered(load_only(PUBLIC_API, "publicapi")).replace("Aliases", "")
    wordless = small('[s]\nsingular = "s"\n[s.values]\na = ""\n[s.aliases]\n"--" = "a"\n') + "alias_constants = true\n"
    assert ("vocab.toml:7: s.aliases.--: go: alias has no ASCII letter or digit to name its constant from"
            in problems(wordless))
    load_text(wordless.replace("alias_constants = true\n", ""))  # without alias constants it needs no name


def test_settle_parameters_never_shadow_a_function_the_body_calls() -> None:
    body = ('[things]\nsingular = "canonical_limit"\n[things.values]\na = "A."\n'
            '[limits]\nsingular = "limit"\n[limits.values]\nx = "X."\n'
            '[rules.r]\nvocabulary = "things"\nvalues = ["a"]\ncarries = "limits"\n')
    text = small(body).replace('package = "small"\n', 'package = "small"\nfunctions = "internal"\n')
    assert "func settleR(subject, carried string) (string, error) {" in rendered(load_text(text))


def test_package_doc_is_a_setting_off_by_default() -> None:
    on = rendered(load_only(ROOT / "vocab.toml", "agents", "package_doc = true\n"))
    assert on.split("\n")[2:5] == ["// Package agents holds closed string vocabularies generated from vocab.toml.",
                                   "//", "// toolnexus closed string vocabularies (SPEC §7D agent runtime, §8 client runs)."]
    assert on.split("\n")[5] == "package agents"
    assert "package_doc: must be true or false" in problems(small("").replace('"small"\n', '"small"\npackage_doc = "yes"\n'))


@pytest.mark.parametrize("package, message", [
    ("type", "'type' is a Go keyword and cannot name a package"),
    ("func", "'func' is a Go keyword"),
    ("string", "'string' is a predeclared Go identifier"),
    ("nil", "'nil' is a predeclared Go identifier"),
    ("Agents", "'Agents' is not a valid name here"),
])
def test_package_setting_rejects_keywords_and_predeclared_names(package: str, message: str) -> None:
    report = problems("schema_version = 1\n[s]\nsingular = \"s\"\n[s.values]\na = \"\"\n" + CONFIG.format(package=package))
    assert f"vocab.toml:7: targets.go.package: {message}" in report, report


def test_tests_path_must_be_a_test_file_in_the_package_folder() -> None:
    base = small("[s]\nsingular = \"s\"\n[s.values]\na = \"\"\n")
    assert "must end with '_test.go'" in problems(base + 'tests_path = "go/small/vocabulary.go.txt"\n')
    assert "must be in the folder of path" in problems(base + 'tests_path = "go/other/vocabulary_test.go"\n')
    (only,) = render(load_text(base), ["go"])
    assert only == "go/small/vocabulary.go"  # no tests_path, no test file


def _tests_file(model: Model) -> str:
    return render(model, ["go"])["go/" + next(c for c in model.targets).get("package") + "/vocabulary_test.go"]


def test_generated_tests_cover_every_vector() -> None:
    from vocabgen.vectors import canonical_cases, guard_cases, read_cases, settle_cases

    model = load_only(EVOLUTION, "evolve", 'tests_path = "go/evolve/vocabulary_test.go"\n')
    text = _tests_file(model)
    file = build_view(model)
    for vocab, view in zip(model.vocabularies, file.vocabularies):
        guard, canonical, read = (view.names["go"][role] for role in ("guard", "canonical", "read"))
        assert text.count(f'vocabgenTestGuard(t, "{guard}", ') == len(guard_cases(vocab))
        assert text.count(f'vocabgenTestStrict(t, "{canonical}", ') == len(canonical_cases(vocab))
        assert text.count(f'vocabgenTestRead(t, "{read}", ') == len(read_cases(vocab))
        for value in view.values:
            name = value.names["go"]["constant"]
            assert f'vocabgenTestEqual(t, "{name}", {name}, {go.literal(value.text)})' in text
    for rule, view_rule in zip(model.rules, file.rules):
        settle = view_rule.names["go"]["settle"]
        assert text.count(f'vocabgenTestSettle(t, "{settle}", ') == len(settle_cases(model, rule))
    assert 'vocabgenTestRead(t, "ReadStatus", ReadStatus, "aborted", "error", false)' in text
    assert 'vocabgenTestStrict(t, "CanonicalLimit", CanonicalLimit, "steps", "maxSteps", false)' in text


HOST = '''// Package {package} is a hand-written host package with its own doc and its own helpers;
// the generated vocabulary file lives next to this file.
package {package}

import "strings"

// canonical, lookupOf and statusLookup are the host's own unexported names.
func canonical(s string) string {{ return strings.ToLower(s) }}

func lookupOf(values []string) map[string]bool {{
	found := map[string]bool{{}}
	for _, value := range values {{
		found[value] = true
	}}
	return found
}}

var statusLookup = lookupOf([]string{{"x"}})

// Settled reports a status the host understands, through the generated API.
func Settled(s string) bool {{
	_, known := {read}(canonical(s))
	return known && statusLookup["x"] && {guard}(StatusDone)
}}
'''


@needs_go
def test_generated_tests_pass_and_a_host_package_compiles_with_the_file(tmp_path: Path) -> None:
    """One module, one `go vet` and one `go test` for every case and functions level, a host
    package with its own helpers and doc, and a mutant whose wrong reader the tests must catch."""
    from tests.ports.go import MODULE, gofmt_clean, go_module
    from tests.ports.common import run

    env = go_module(tmp_path)
    packages = {name: (path, "") for name, path in CASES.items()}
    packages |= {"evointernal": (EVOLUTION, 'functions = "internal"\n'), "evonone": (EVOLUTION, 'functions = "none"\n'),
                 "shipinternal": (ROOT / "vocab.toml", 'functions = "internal"\n'),
                 # The public-API settings: the test file in the package reaches the unexported collections.
                 "pubapi": (PUBLIC_API, 'prefix = "vocab"\ncollections = "internal"\nalias_constants = true\n'),
                 "evoprivate": (EVOLUTION, 'prefix = "evo"\ncollections = "internal"\nfunctions = "internal"\n'
                                'alias_constants = true\n'),
                 # typed = true (docs/typed.md): the generic test helpers and the open parse cases.
                 **{f"typed{name}": (path, "typed = true\n") for name, path in CASES.items()},
                 "typedprivate": (PUBLIC_API, 'typed = true\nprefix = "vocab"\ncollections = "internal"\n'
                                  'functions = "internal"\nalias_constants = true\n'),
                 "mutant": (EVOLUTION, ""), "typedmutant": (EVOLUTION, "typed = true\n")}
    written = []
    for package, (path, extra) in packages.items():
        model = load_only(path, package, extra + f'tests_path = "go/{package}/vocabulary_test.go"\n')
        for rel, text in render(model, ["go"]).items():
            if package == "mutant" and rel.endswith("/vocabulary.go"):
                text = text.replace("\treturn StatusError, false\n", "\treturn \"\", false\n", 1)
            if package == "typedmutant" and rel.endswith("/vocabulary.go"):  # an unknown loses its raw string
                text = text.replace("\treturn Status(raw)\n", "\treturn \"\"\n", 1)
            (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / rel).write_text(text, encoding="utf-8")
            written.append(str(tmp_path / rel))
    for package, read, guard, extra in [("host", "ReadStatus", "IsStatus", ""),
                                        ("hostinternal", "readStatus", "isStatus", 'functions = "internal"\n')]:
        folder = tmp_path / "go" / package
        folder.mkdir(parents=True)
        (folder / "host.go").write_text(HOST.format(package=package, read=read, guard=guard), encoding="utf-8")
        (folder / "vocabulary.go").write_text(rendered(load_only(ROOT / "vocab.toml", package, extra)), encoding="utf-8")
        written.append(str(folder / "vocabulary.go"))
    gofmt_clean(written, tmp_path, env)
    run(["go", "vet", "./..."], cwd=tmp_path, env=env)
    result = subprocess.run(["go", "test", "./..."], cwd=tmp_path, env=env, capture_output=True, text=True)
    verdicts = {package.removeprefix(f"{MODULE}/go/"): verdict
                for verdict, package in re.findall(r"^(ok|FAIL|\?)[ \t]+(\S+)", result.stdout, re.M)}
    assert verdicts.pop("mutant") == "FAIL" and verdicts.pop("typedmutant") == "FAIL", result.stdout
    assert 'ReadStatus("aborted") = "", false; want "error", false' in result.stdout
    assert re.search(r'ParseStatus\("aborted"\) = "", known false, text "", <nil>; want "aborted", known false',
                     result.stdout), result.stdout
    assert verdicts == {**{name: "ok" for name in packages if "mutant" not in name}, "host": "?",
                        "hostinternal": "?"}, result.stdout + result.stderr


# Deprecation: staticcheck's SA1019 (tests/install/go.sh puts it into .toolchains/bin) ----------

USER_PROGRAM = '''package main

import (
	"fmt"

	"example.com/user/go/evolve"
)

func main() {
	fmt.Println(evolve.StatusCancelled, evolve.LimitMaxTurns)
}
'''


def staticcheck() -> str:
    """The pinned staticcheck from .toolchains/bin (or PATH); skip locally, fail under CI."""
    local = ROOT / ".toolchains" / "bin" / "staticcheck"
    name = str(local) if local.exists() else "staticcheck"
    return require(name)[name]


@needs_go
def test_staticcheck_reports_a_deprecated_constant_and_nothing_in_the_generated_file(tmp_path: Path) -> None:
    from tests.ports.go import go_module

    checker = staticcheck()
    # A dotted module path: SA1019 stays silent for dotless paths, which it takes for the standard library.
    env = go_module(tmp_path, "example.com/user")
    (tmp_path / "go" / "evolve").mkdir(parents=True)
    # package_doc on: standing alone, the package has no other file to carry its doc (ST1000).
    model = load_only(EVOLUTION, "evolve", "package_doc = true\n")
    (tmp_path / "go" / "evolve" / "vocabulary.go").write_text(rendered(model), encoding="utf-8")
    # typed = true, in the same run: the typed file adds no report either.
    (tmp_path / "go" / "evotyped").mkdir(parents=True)
    typed = load_only(EVOLUTION, "evotyped", "package_doc = true\ntyped = true\n")
    (tmp_path / "go" / "evotyped" / "vocabulary.go").write_text(rendered(typed), encoding="utf-8")
    (tmp_path / "cmd" / "user").mkdir(parents=True)
    (tmp_path / "cmd" / "user" / "main.go").write_text(USER_PROGRAM, encoding="utf-8")
    result = subprocess.run([checker, "-checks", "all", "./..."], cwd=tmp_path, env=env, capture_output=True,
                            text=True, timeout=600)
    assert result.returncode == 1, result.stdout + result.stderr
    lines = result.stdout.strip().split("\n")
    assert lines == ["cmd/user/main.go:10:14: example.com/user/go/evolve.StatusCancelled is deprecated: use interrupted: cancelled and "
                     "interrupted were merged  (SA1019)"], result.stdout + result.stderr


# Trust: sizes and lengths ---------------------------------------------------------------------

def _large(count: int) -> str:
    """A vocabulary of `count` values (the benchmark's size), aliases for a tenth, and a rule
    whose members are half of them."""
    lines = ["schema_version = 1", "[things]", 'singular = "thing"', "[things.values]"]
    lines += [f'"value-{i}-{"x" * (i % 50)}" = "Value {i}."' for i in range(count)]
    lines += ["[things.aliases]"] + [f'"alias{i}" = "value-{i}-{"x" * (i % 50)}"' for i in range(0, count, 10)]
    lines += ["[marks]", 'singular = "mark"', "[marks.values]", 'a = ""', 'b = ""',
              "[rules.marked]", 'vocabulary = "things"', "carries = \"marks\"",
              "values = [" + ", ".join(f'"value-{i}-{"x" * (i % 50)}"' for i in range(0, count, 2)) + "]",
              CONFIG.format(package="large")]
    return "\n".join(lines) + "\n"


@needs_go
@pytest.mark.slow
def test_ten_thousand_values_compile(tmp_path: Path) -> None:
    from tests.ports.common import run
    from tests.ports.go import gofmt_clean, go_module

    env = go_module(tmp_path)
    written = []
    for rel, text in render(load_text(_large(10_000)), ["go"]).items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
        written.append(str(tmp_path / rel))
    gofmt_clean(written, tmp_path, env)
    run(["go", "build", "./..."], cwd=tmp_path, env=env, timeout=900)


LONG = st.text(NOISE | st.sampled_from("abc xyz"), min_size=40, max_size=300)


@needs_gofmt
@settings(max_examples=15, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate],
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(values=st.lists(LONG, min_size=2, max_size=6, unique=True),
       aliases=st.lists(st.one_of(LONG, st.text(NOISE, min_size=1, max_size=3)), min_size=1, max_size=8, unique=True),
       singular=st.sampled_from(["s", "a_singular_that_is_long_enough_to_make_every_identifier_long"]))
def test_long_values_aliases_and_singulars_stay_gofmt_clean(values: list[str], aliases: list[str],
                                                           singular: str) -> None:
    texts = [f"{v.strip()}#v{i}" for i, v in enumerate(values)]
    names = [f"{a.strip()}#a{i}" for i, a in enumerate(aliases)]
    document = {"schema_version": 1,
                "things": {"doc": texts[0], "singular": singular, "values": {t: t for t in texts},
                           "aliases": {name: texts[i % len(texts)] for i, name in enumerate(names)},
                           "removed": {f"gone {t}": t for t in texts[:1]}, "fallback": texts[-1]},
                "marks": {"singular": "mark", "values": {t: "" for t in texts}},
                "rules": {"a_rule_key_long_enough": {"vocabulary": "things", "carries": "marks", "values": texts}},
                "targets": {"go": {"package": "long", "tests_path": "go/long/vocabulary_test.go"}}}
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        typed = {**document, "targets": {"go": {**document["targets"]["go"], "typed": True,  # type: ignore[dict-item]
                                                "path": "go/long/typed.go", "tests_path": "go/long/typed_test.go"}}}
        for source in (document, typed):
            for rel, text in render(load_text(tomli_w.dumps(source)), ["go"]).items():
                path = Path(folder) / rel.replace("/", "_")
                path.write_text(text, encoding="utf-8")
                paths.append(str(path))
        listed = subprocess.run(["gofmt", "-l", *paths], capture_output=True, text=True)
        assert listed.returncode == 0 and not listed.stdout, \
            subprocess.run(["gofmt", "-d", *paths], capture_output=True, text=True).stdout[:3000]


# examples/custom-templates: a user template folder in front of the built-in one -----------------

EXAMPLE = ROOT / "examples" / "custom-templates"
TYPED_USER = '''package main

import (
	"errors"
	"fmt"

	"vocabtest/go/typed"
)

func main() {
	var status typed.Status = typed.StatusIncomplete
	limit, err := typed.SettleLimitStop(string(status), "turns")
	var carried typed.Limit = limit
	canonical, _ := typed.CanonicalStatus("done")
	read, known := typed.ReadStatus("aborted")
	_, unknown := typed.CanonicalLimit("Turns")
	fmt.Println(carried, err, canonical == typed.StatusDone, read, known, errors.Is(unknown, typed.ErrUnknown),
		len(typed.Statuses()), typed.IsStatus("done"), typed.IsLimit("turns"))
}
'''


@needs_go
def test_custom_template_example_renders_a_typed_package(tmp_path: Path) -> None:
    """The example renders through the command line, which reads its `templates` key."""
    from click.testing import CliRunner

    from vocabgen.cli import main
    from tests.ports.common import run
    from tests.ports.go import gofmt_clean, go_module

    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["render", "--vocab", str(EXAMPLE / "vocab.toml"), "--out", str(out)])
    assert result.exit_code == 0, result.output + result.stderr
    (path,) = [p.relative_to(out).as_posix() for p in out.rglob("*.go")]
    text = (out / path).read_text(encoding="utf-8")
    assert "type Status string\n" in text and "\tStatusDone Status = \"done\"\n" in text
    assert "func CanonicalStatus(name string) (Status, error) {" in text
    assert "func SettleLimitStop(status, limit string) (Limit, error) {" in text
    assert "\t// Deprecated: use interrupted\n" in text  # the doc filters apply to an override too
    model = load_text((EXAMPLE / "vocab.toml").read_text(encoding="utf-8"), "vocab.toml")
    assert "type Status string" not in rendered(model)  # the built-in template is untouched
    go_env = go_module(tmp_path)
    (tmp_path / path).parent.mkdir(parents=True)
    (tmp_path / path).write_text(text, encoding="utf-8")
    (tmp_path / "cmd" / "user").mkdir(parents=True)
    (tmp_path / "cmd" / "user" / "main.go").write_text(TYPED_USER, encoding="utf-8")
    gofmt_clean([str(tmp_path / path), str(tmp_path / "cmd" / "user" / "main.go")], tmp_path, go_env)
    run(["go", "vet", "./..."], cwd=tmp_path, env=go_env)
    output = run(["go", "run", "./cmd/user"], cwd=tmp_path, env=go_env)
    assert output == "maxTurns <nil> true error false true 5 true false\n"


# typed = true (docs/typed.md): type X string, typed constants and API, the open parse ----------

TYPED = """
[statuses]
singular = "status"
[statuses.values]
done = "D."
maxTurns = "M."
pending = "P."
[statuses.aliases]
turns = "maxTurns"
[statuses.removed]
finished = "Renamed to done."

[limits]
singular = "limit"
[limits.values]
maxTurns = "T."
wallMs = "W."

[rules.limit_stop]
vocabulary = "statuses"
values = ["maxTurns"]
carries = "limits"
"""


def test_typed_changes_exactly_what_docs_typed_md_lists() -> None:
    """The type, typed constants, member-typed results and the typed settle; inputs, alias
    constants and removed spellings stay strings; without typed nothing of it appears."""
    typed = rendered(load_text(small(TYPED) + "typed = true\nalias_constants = true\n"))
    for line in ["type Status string", '\tStatusMaxTurns Status = "maxTurns"', '\tStatusAliasTurns = "turns"',
                 "func Statuses() []Status {", "func StatusAliases() map[string]Status {",
                 "func RemovedStatuses() []string {", "func IsStatus(s string) bool {",
                 "func CanonicalStatus(name string) (Status, error) {", "func ReadStatus(s string) (Status, bool) {",
                 "func ParseStatus(raw string) Status {", "func (s Status) Known() bool {",
                 "func (s Status) String() string {", "func (s Status) MarshalText() ([]byte, error) {",
                 "func (s *Status) UnmarshalText(text []byte) error {", "func LimitStopStatuses() []Status {",
                 "func SettleLimitStop(status Status, limit Limit) (Limit, error) {"]:
        assert line + "\n" in typed, line
    untyped = rendered(load_text(small(TYPED) + "alias_constants = true\n"))
    assert "type Status" not in untyped and "Parse" not in untyped and "[T ~string]" not in untyped
    assert '\tStatusMaxTurns = "maxTurns"\n' in untyped
    internal = rendered(load_text(small(TYPED) + 'typed = true\nfunctions = "internal"\n'))
    assert "func parseStatus(raw string) Status {\n" in internal and "func (s Status) known() bool {\n" in internal
    assert "func (s Status) String() string {\n" in internal  # the interfaces' methods stay exported


def test_typed_is_checked_located() -> None:
    none = small(TYPED) + 'typed = true\nfunctions = "none"\n'
    assert 'targets.go: typed = true needs functions = "public" or "internal"' in problems(none)
    # The type is a name like any other: a collection of that spelling collides, but only when typed.
    clash = small(TYPED + '[status]\nsingular = "state"\n[status.values]\nx = "X."\n')
    load_text(clash)
    assert ("vocab.toml:24: status: go: collection 'Status' collides with the one from statuses.singular; rename one of them"
            in problems(clash + "typed = true\n"))


TYPED_SWITCH = """package main

import (
	"fmt"

	"vocabtest/go/small"
)

func describe(s small.Status) string {
	switch s {
	case {cases}:
		return "known " + s.String()
	}
	return "unknown " + s.String()
}

func main() {
	var decoded struct{ S small.Status }
	fmt.Println(describe(small.ParseStatus("turns")), describe(small.ParseStatus("finished")), decoded.S.Known())
}
"""


def exhaustive() -> str:
    """The pinned exhaustive analyser from .toolchains/bin (tests/install/go.sh); skip locally, fail under CI."""
    local = ROOT / ".toolchains" / "bin" / "exhaustive"
    name = str(local) if local.exists() else "exhaustive"
    return require(name)[name]


@needs_go
def test_typed_switch_missing_a_member_is_reported_by_exhaustive(tmp_path: Path) -> None:
    """github.com/nishanths/exhaustive over two programs: a switch naming every Status constant
    is clean, one missing StatusPending is reported (as an added value would be)."""
    from tests.ports.common import run
    from tests.ports.go import go_module

    checker = exhaustive()
    env = go_module(tmp_path)
    (tmp_path / "go" / "small").mkdir(parents=True)
    (tmp_path / "go" / "small" / "vocabulary.go").write_text(rendered(load_text(small(TYPED) + "typed = true\n")),
                                                             encoding="utf-8")
    members = ["small.StatusDone", "small.StatusMaxTurns", "small.StatusPending"]
    for name, cases in (("complete", members), ("missing", members[:2])):
        (tmp_path / "cmd" / name).mkdir(parents=True)
        (tmp_path / "cmd" / name / "main.go").write_text(TYPED_SWITCH.replace("{cases}", ", ".join(cases)),
                                                         encoding="utf-8")
    assert run(["go", "run", "./cmd/complete"], cwd=tmp_path, env=env) == "known maxTurns unknown finished false\n"
    result = subprocess.run([checker, "./..."], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 3, result.stdout + result.stderr
    assert result.stderr.strip().split("\n") == [
        f"{tmp_path}/cmd/missing/main.go:10:2: missing cases in expression switch: small.StatusPending"], result.stderr


ROUND_TRIP = """package main

import (
	"bufio"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"

	"vocabtest/go/small"
)

// For each hex line: the wire string (hex), Known(), and whether encoding/json decoded the
// string as ParseStatus does and wrote the wire string back.
func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<24)
	for in.Scan() {
		raw, err := hex.DecodeString(in.Text())
		if err != nil {
			panic(err)
		}
		parsed := small.ParseStatus(string(raw))
		var field struct{ S small.Status }
		document, _ := json.Marshal(map[string]string{"S": string(raw)})
		decoded := json.Unmarshal(document, &field) == nil && field.S == parsed
		back, _ := json.Marshal(field)
		want, _ := json.Marshal(map[string]string{"S": parsed.String()})
		fmt.Printf("%s\\t%t\\t%t\\n", hex.EncodeToString([]byte(parsed.String())), parsed.Known(),
			decoded && string(back) == string(want))
	}
}
"""


@pytest.fixture(scope="module")
def round_trip(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The typed package of TYPED and a program over it, built once for every drawn example."""
    from tests.ports.common import run
    from tests.ports.go import go_module

    if not shutil.which("go"):
        pytest.skip("go not installed")
    work = tmp_path_factory.mktemp("go-round-trip")
    env = go_module(work)
    (work / "go" / "small").mkdir(parents=True)
    (work / "go" / "small" / "vocabulary.go").write_text(rendered(load_text(small(TYPED) + "typed = true\n")),
                                                         encoding="utf-8")
    (work / "cmd" / "trip").mkdir(parents=True)
    (work / "cmd" / "trip" / "main.go").write_text(ROUND_TRIP, encoding="utf-8")
    run(["go", "build", "-o", str(work / "trip"), "./cmd/trip"], cwd=work, env=env)
    return work / "trip"


KNOWN = {"done": "done", "maxTurns": "maxTurns", "pending": "pending", "turns": "maxTurns"}


@needs_go
@settings(max_examples=10, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.data_too_large, HealthCheck.too_slow])
@given(raws=st.lists(st.one_of(st.text(), st.text(st.characters(codec="utf-8"), min_size=100, max_size=400),
                               st.sampled_from(["\x00", "\u202e", "\ufeff", "${", "{{", "\U0001f600", "done ", "Done",
                                                "turns", "finished", "<&>", "nil", "ok", "error", "String"])),
                     min_size=10, max_size=60))
def test_typed_open_parse_keeps_any_unknown_string_byte_for_byte(round_trip: Path, raws: list[str]) -> None:
    """The property docs/typed.md states, drawn and batched (one build, one run per example): the
    open parse never fails, an unknown keeps exactly its input, the wire gives it back byte for
    byte (known spellings: the canonical), and encoding/json round-trips it through a struct field."""
    stdin = "".join(raw.encode("utf-8").hex() + "\n" for raw in raws)
    result = subprocess.run([str(round_trip)], input=stdin, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[:3000]
    lines = result.stdout.split("\n")[:-1]
    assert len(lines) == len(raws)
    for raw, line in zip(raws, lines):
        wire, known, json_ok = line.split("\t")
        assert (bytes.fromhex(wire).decode("utf-8"), known, json_ok) == (KNOWN.get(raw, raw), str(raw in KNOWN).lower(),
                                                                         "true"), repr(raw)


@needs_go
@pytest.mark.slow
def test_a_typed_file_at_the_go_cap_compiles(tmp_path: Path) -> None:
    """docs/strings.md: the typed form adds a type, four methods per vocabulary and generic
    helpers, no per-value code: a typed file at Go's entry cap compiles, so the cap covers it
    (benchmarks/limits.py go-typed: 50,000 values in 10.4 s, untyped 9.2 s)."""
    from tests.ports.common import run
    from tests.ports.go import go_module
    from tests.test_limits import cap, vocab_file

    text = vocab_file("go", cap("go")).replace('package = "big"\n', 'package = "big"\ntyped = true\n')
    env = go_module(tmp_path)
    for rel, body in render(load_text(text), ["go"]).items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(body, encoding="utf-8")
    assert "type Item string\n" in (tmp_path / "go" / "big" / "vocabulary.go").read_text(encoding="utf-8")
    run(["go", "build", "./..."], cwd=tmp_path, env=env, timeout=900)


# Directives in comments (docs/strings.md): doc text Go's tools act on -----------------------------

# +build words in a deprecated alias: the alias map's doc wraps its note at 80 columns, so lines of
# that comment start with `+build`, as a spelling could make them.
BUILD_WORDS = " ".join(["+build"] * 16)
DIRECTIVE_DOCS = f'''schema_version = 1
doc = "+build ignore\\n\\nA file doc whose first paragraph was a build constraint; go vet reads +build anywhere here."

[statuses]
doc = "Deprecated: was the const block's deprecation.\\n\\n+build linux"
singular = "status"

[statuses.values]
done = "Finished.\\n\\nDeprecated: was the constant's deprecation."
later = "go:build ignore\\n\\ngo:generate touch made-by-a-doc\\n\\nline other.go:1\\n\\nnolint"

[statuses.aliases]
"{BUILD_WORDS}" = {{ canonical = "done", deprecated = "use done" }}

[statuses.removed]
gone = "+build linux"

[limits]
singular = "limit"

[limits.values]
turns = "Turns ran out."

[rules.stop]
doc = "Deprecated: was the members function's deprecation."
vocabulary = "statuses"
values = ["done"]
carries = "limits"

[targets.go]
package = "vocab"
path = "vocab/vocabulary.go"
'''
HOST_OF_DIRECTIVES = '''// Package use is a host using every name whose doc held a directive.
package use

import "example.com/host/vocab"

// Uses are the names.
var Uses = []string{vocab.StatusDone, vocab.StatusLater, vocab.StopStatuses()[0]}
'''


@needs_go
def test_go_tools_act_on_no_directive_a_doc_holds(tmp_path: Path) -> None:
    """One module: a file doc `+build ignore` (go build left the file out) and `+build` within a
    line above `package` (go vet: possibly malformed), `+build` lines elsewhere, a wrapped alias's
    among them (go vet: misplaced), `Deprecated:` paragraphs in a
    vocabulary's, a value's and a rule's doc (staticcheck: SA1019 at every use) and the forms the
    `// ` prefix rules out (`go:generate`, `go:build`). Go builds, vets, lints and generates it
    as plain text."""
    from tests.ports.common import run
    from tests.ports.go import go_module, gofmt_clean

    env = go_module(tmp_path, "example.com/host")
    text = rendered(load_text(DIRECTIVE_DOCS))
    assert re.search(r"^// \+ ?build \+build", text, re.M), "a wrapped line starts with the spelling's +build"
    (tmp_path / "vocab").mkdir()
    (tmp_path / "vocab" / "vocabulary.go").write_text(text, encoding="utf-8")
    (tmp_path / "use").mkdir()
    (tmp_path / "use" / "use.go").write_text(HOST_OF_DIRECTIVES, encoding="utf-8")
    gofmt_clean([str(tmp_path / "vocab" / "vocabulary.go")], tmp_path, env)
    run(["go", "build", "./..."], cwd=tmp_path, env=env)
    run(["go", "vet", "./..."], cwd=tmp_path, env=env)
    run(["go", "generate", "./..."], cwd=tmp_path, env=env)
    assert not (tmp_path / "vocab" / "made-by-a-doc").exists()
    # ST1000 wants a package doc, which package_doc = true would write (its own test runs it)
    checked = subprocess.run([staticcheck(), "-checks", "all,-ST1000", "./..."], cwd=tmp_path, env=env,
                             capture_output=True, text=True, timeout=600)
    assert checked.returncode == 0 and not checked.stdout, checked.stdout + checked.stderr


@needs_gofmt
def test_gofmt_leaves_the_long_names_corpus_alone(tmp_path: Path) -> None:
    """The registry-shaped file of 60-to-70-character singulars, typed, with aliases, fallbacks,
    alias constants, rules and the _test.go file (tests/vocabularies/registry_shape.py), in one
    gofmt run."""
    from tests.ports.common import long_names_files

    files = [str(path) for path in long_names_files("go", tmp_path)]
    listed = subprocess.run(["gofmt", "-l", *files], capture_output=True, text=True)
    assert listed.returncode == 0 and not listed.stdout, (
        listed.stderr + subprocess.run(["gofmt", "-d", *files], capture_output=True, text=True).stdout[:6000])


# Every Go setting that adds lines naming a vocabulary or a rule.
GO_SETTINGS = {"functions": st.sampled_from(["public", "internal"]), "typed": st.booleans(),
               "alias_constants": st.booleans(), "collections": st.sampled_from(["public", "internal"])}


@needs_gofmt
@settings(max_examples=2, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck),
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(documents=st.tuples(*(long_named_documents(GO_SETTINGS) for _ in range(40))))
def test_gofmt_leaves_names_of_any_length_alone(documents: tuple[dict[str, Any], ...]) -> None:
    """The alignment of const blocks and map literals (go_keys) against gofmt, every name and value
    long or short independently of the others, with the _test.go file (40 documents, one gofmt run,
    per example)."""
    from tests.ports.common import rendered_documents

    with tempfile.TemporaryDirectory() as folder:
        files = [str(path) for path in rendered_documents(
            "go", documents, Path(folder), lambda i: {"package": f"long{i}", "tests_path": f"go/long{i}/v_test.go"})]
        listed = subprocess.run(["gofmt", "-l", *files], capture_output=True, text=True)
        assert listed.returncode == 0 and not listed.stdout, (
            listed.stderr + subprocess.run(["gofmt", "-d", *files], capture_output=True, text=True).stdout[:6000])

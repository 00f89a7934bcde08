"""Go 1.19+: untyped string consts, copy-returning collection funcs, error-returning canonicalise.

One file per vocab.toml, already in gofmt's layout (the tests run `gofmt -l` on it). The
empty string means "none" for a settle function's carried input and result; every unknown
spelling is an error wrapping ErrUnknown.
"""

from __future__ import annotations

import math
import posixpath
import re
import textwrap
from typing import Any

from vocabgen.charclass import is_alpha, is_digit, is_printable, is_upper
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary
from vocabgen.targets.base import (
    runner_names,
    PLAIN_ASCII,
    printable,
    derived_identifiers,
    Identifier,
    OutputFile,
    Setting,
    Target,
    check_relative_path,
    comment_lines,
    dotted_name_check,
    marker,
)
from vocabgen.targets.naming import camel, pascal

SETTINGS = (
    Setting("package", "add package = \"agents\"", dotted_name_check(r"[a-z][a-z0-9]*", "agents")),
    Setting("path", "the .go file under --out", check_relative_path, lambda s: "go/" + s["package"] + "/vocabulary.go"),
)

LINE_LENGTH = 100  # gofmt never wraps; this only chooses between one-line and one-per-line lists
WRAP = 80  # the generator's own doc sentences wrap here; vocab.toml docs keep their line breaks

KEYWORDS = frozenset("""
    break case chan const continue default defer else fallthrough for func go goto if import
    interface map package range return select struct switch type var
""".split())
# Predeclared identifiers: shadowing them at package level breaks or misleads the file.
PREDECLARED = frozenset("""
    any bool byte comparable complex64 complex128 error float32 float64 int int8 int16 int32 int64
    rune string uint uint8 uint16 uint32 uint64 uintptr true false iota nil
    append cap close complex copy delete imag len make new panic print println real recover
""".split())
IMPORTS = ("errors", "fmt", "sort", "strconv", "strings")
# Names the generated file defines or imports itself; a vocabulary may not reuse them.
FIXED_NAMES = frozenset({"ErrUnknown", "canonical", "lookupOf", "init", "main", *IMPORTS})
RESERVED = KEYWORDS | PREDECLARED | FIXED_NAMES

_ESCAPES = {"\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\v": "\\v",
            "\\": "\\\\", '"': '\\"'}


def literal(text: str) -> str:
    """A Go interpreted string literal for text, escaped like strconv.Quote.

    Backticks, `$`, `%` and `#{` need nothing; quotes and backslashes are escaped, and so is
    every non-printable character (controls, format and bidi characters, zero-width and
    non-ASCII spaces). Printable Unicode, astral-plane characters included, stays as itself.
    """
    if PLAIN_ASCII.fullmatch(text):
        return f'"{text}"'
    out = ['"']
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif not is_printable(ch):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x80 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


# go/doc/comment (Go 1.19+), which gofmt uses to reformat doc comments, ported as far as the
# generator needs: its URL and identifier scanners (text inside either keeps '' and ``), its
# link-definition and heading tests.
_SCHEMES = frozenset({"file", "ftp", "gopher", "http", "https", "mailto", "nntp"})
_ALNUM = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
_HOST = _ALNUM | frozenset(b"_@-.[]:")
_PUNCT = frozenset(b".,:;?!")
_PATH = _ALNUM | frozenset(b"$'()*+&#=@~_/-[]{}%")
_HEADING_ILLEGAL = frozenset(";:!?+*/=[]{}_^°&§~%#@<\">\\")
_BACKTICK, _QUOTE = ord("`"), ord("'")


def _auto_url(s: bytes) -> int:
    """The length in bytes of the URL s starts with (go/doc/comment autoURL), else 0."""
    if len(s) < 7:
        return 0
    colon = next((i for i in (3, 4, 5, 6) if s[i] == ord(":")), 0)
    if not colon or s[colon:colon + 3] != b"://" or s[:colon].decode("latin-1") not in _SCHEMES:
        return 0
    i = colon + 3
    if i >= len(s) or s[i] not in _HOST or s[i] in _PUNCT:
        return 0
    i += 1
    end = i
    while i < len(s) and s[i] in _HOST:
        if s[i] not in _PUNCT:
            end = i + 1
        i += 1
    i = end
    stack: list[int] = []
    while i < len(s):
        c = s[i]
        if c in _PUNCT:
            i += 1
            continue
        if c not in _PATH:
            break
        if c in b"({[":
            stack.append({ord("("): ord(")"), ord("{"): ord("}"), ord("["): ord("]")}[c])
        elif c in b")}]":
            if not stack or stack[-1] != c:
                break
            stack.pop()
        if not stack:
            end = i + 1
        i += 1
    return end


def _ident(s: bytes) -> int:
    """The length in bytes of the identifier s starts with ([\\pL_][\\pL_0-9]*), else 0."""
    n = 0
    while n < len(s):
        c = s[n]
        if c < 0x80:
            if (c in _ALNUM or c == ord("_")) and (n > 0 or not 0x30 <= c <= 0x39):
                n += 1
                continue
            break
        width = 2 if c >> 5 == 0b110 else 3 if c >> 4 == 0b1110 else 4 if c >> 3 == 0b11110 else 0
        try:
            letter = width > 0 and is_alpha(s[n:n + width].decode("utf-8"))
        except UnicodeDecodeError:
            letter = False
        if not letter:
            break
        n += width
    return n


def _typographic_quotes(line: str) -> str:
    """gofmt writes `` and '' in doc text as \u201c and \u201d, except inside URLs and runs of
    three or more backticks. A byte-for-byte port of go/doc/comment parseText on a paragraph,
    quirks included (after ``` it skips further backticks counting from the wrong offset).
    Not ported: a doc link such as [os.Exit] restarts that offset in gofmt."""
    if "``" not in line and "''" not in line:
        return line  # only those two pairs are ever rewritten
    s = line.encode("utf-8")
    out = bytearray()
    i = 0
    while i < len(s):
        t = s[i:]
        step = _auto_url(t) or _ident(t)
        if step:
            out += t[:step]
            i += step
        elif t.startswith(b"``") and len(t) >= 3 and t[2] == _BACKTICK:
            j = i + 3
            while j < len(t) and t[j] == _BACKTICK:
                j += 1
            out += s[i:j]
            i = j
        elif t.startswith(b"``") or t.startswith(b"''"):
            out += ("\u201c" if t[0] == _BACKTICK else "\u201d").encode("utf-8")
            i += 2
        else:
            out.append(t[0])
            i += 1
    return out.decode("utf-8")


def _link_definition(line: str) -> bool:
    """go/doc/comment parseLink: `[text]: scheme://...`."""
    if not line.startswith("["):
        return False
    i = line.find("]:")
    if i < 0 or i + 3 >= len(line) or line[i + 2] not in " \t":
        return False
    url = line[i + 3:].strip()
    j = url.find("://")
    return j >= 0 and url[:j] in _SCHEMES


def _old_heading(lines: list[str], i: int) -> bool:
    """go/doc/comment isOldHeading: a lone capitalised line between paragraphs."""
    if i <= 0 or lines[i - 1] or i + 2 >= len(lines) or lines[i + 1]:
        return False
    line = lines[i]
    if not line or not (is_alpha(line[0]) and is_upper(line[0])):
        return False
    if not (is_alpha(line[-1]) or is_digit(line[-1])):
        return False
    if any(ch in _HEADING_ILLEGAL for ch in line):
        return False
    if any(part != "s" and not part.startswith("s ") for part in line.split("'")[1:]):
        return False  # an apostrophe only in a possessive 's
    if any(part == "" or part.startswith(" ") for part in line.split(".")[1:]):
        return False  # a period only when a non-space follows
    return True


def doc_lines(raw: list[str]) -> list[str]:
    """Comment lines as the text of a Go doc comment, already in the form gofmt prints.

    gofmt (Go 1.19+) reformats doc comments: indented lines become code blocks or lists,
    runs of blank lines collapse, a lone `# text` or capitalised line between paragraphs
    becomes a heading, a paragraph of `[text]: URL` lines is a link definition moved to
    the end, and `` and '' become typographic quotes. Comments may be sanitised, so lines
    lose their indentation and non-printable characters, a link-definition paragraph gets a
    space before its first line's colons, and the rest is written the way gofmt rewrites it.
    """
    lines: list[str] = []
    for line in raw:
        line = printable(line).strip()
        if line or (lines and lines[-1]):
            lines.append(line)
    while lines and not lines[-1]:
        lines.pop()
    # gofmt's rewrites can enable each other ('' becomes \u201d, and the line may then read
    # as a heading), so rewrite until nothing changes: the result is gofmt's fixed point.
    for _ in range(8):
        rewritten = _rewrite(lines)
        if rewritten == lines:
            break
        lines = rewritten
    return lines


def _rewrite(lines: list[str]) -> list[str]:
    """One pass of gofmt's doc-comment rewrites over sanitised lines."""
    out = list(lines)
    start = 0
    while start < len(lines):
        end = start
        while end < len(lines) and lines[end]:
            end += 1
        paragraph = range(start, end)
        if end - start == 1 and len(lines[start]) >= 2 and lines[start][0] == "#" and lines[start][1] == " " \
                and lines[start].strip() != "#":
            out[start] = "# " + lines[start][1:].strip()
        elif end - start == 1 and _old_heading(lines, start):
            out[start] = "# " + lines[start]
        else:
            if all(_link_definition(lines[i]) for i in paragraph):
                out[start] = lines[start].replace("]:", "] :")
            # parseText scans the paragraph as one string, which its ``` quirk depends on.
            out[start:end] = _typographic_quotes("\n".join(out[start:end])).split("\n")
        start = end + 1
    return out


def comment(lines: list[str], indent: str = "") -> list[str]:
    return [f"{indent}// {line}" if line else f"{indent}//" for line in lines]


def doc(first: str, text: str = "", indent: str = "") -> list[str]:
    """A doc comment whose first sentence starts with the declared name, then the doc text."""
    body = comment_lines(text)
    return comment(doc_lines([*textwrap.wrap(first, WRAP), *([""] if body else []), *body]), indent)


def names(vocab: Vocabulary) -> dict[str, str]:
    """The package-level names one vocabulary defines, by role."""
    return {
        "collection": pascal(vocab.words),
        "aliases": pascal(vocab.singular, ("aliases",)),
        "canonical": pascal(("canonical",), vocab.singular),
        "guard": pascal(("is",), vocab.singular),
        "lookup": camel(vocab.singular, ("lookup",)),
    }


def constant(vocab: Vocabulary, words: tuple[str, ...]) -> str:
    return pascal(vocab.singular, words)


def constant_of(vocab: Vocabulary, text: str) -> str:
    return constant(vocab, vocab.by_text[text].words)


def rule_names(model: Model, rule: Rule) -> dict[str, str]:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    return {"members": pascal(rule.words, subject.words), "settle": pascal(("settle",), carried.singular)}


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return derived_identifiers(model, constant, names, rule_names,
                               {"members": "rule members", "settle": "settle function"})


def aligned(pairs: list[tuple[str, str]], indent: str) -> list[str]:
    """Consecutive one-line `left right` entries with the right column aligned, as gofmt's
    tabwriter does (widths in runes; one space past the widest left cell)."""
    width = max(len(left) for left, _ in pairs)
    return [f"{indent}{left}{' ' * (width - len(left) + 1)}{right}" for left, right in pairs]


def map_entries(pairs: list[tuple[str, str]]) -> list[str]:
    """Composite-literal `key: value,` lines aligned as go/printer's exprList does: a new
    alignment section starts when a key longer than 40 bytes (or following one) is 2.5 times
    off the geometric mean of the key sizes in the current section."""
    sections: list[list[tuple[str, str]]] = []
    lnsum = 0.0
    count = 0
    prev = 0
    for key, value in pairs:
        size = len(key.encode("utf-8"))
        use_ff = True
        if prev > 0 and size > 0:
            if count == 0 or prev <= 40 and size <= 40:
                use_ff = False
            else:
                geomean = math.exp(lnsum / count)
                ratio = size / geomean
                use_ff = 2.5 * ratio <= 1 or 2.5 <= ratio
        if not sections or use_ff:
            sections.append([])
            lnsum, count = 0.0, 0  # a formfeed starts a new section: the mean restarts from this key
        sections[-1].append((key + ":", value + ","))
        lnsum += math.log(size)
        count += 1
        prev = size
    return [line for section in sections for line in aligned(section, "\t\t")]


def one_or_many(head: str, items: list[str], tail: str, indent: str) -> list[str]:
    """`head a, b tail` on one line when it fits, else one item per line (gofmt keeps both)."""
    one = f"{indent}{head}{', '.join(items)}{tail}"
    if len(one.expandtabs(4)) <= LINE_LENGTH:
        return [one]
    return [f"{indent}{head}{items[0]},", *(f"{indent}\t{item}," for item in items[1:-1]),
            f"{indent}\t{items[-1]}{tail}"] if len(items) > 1 else [one]


def slice_body(items: list[str]) -> list[str]:
    return ["\treturn []string{", *(f"\t\t{item}," for item in items), "\t}"]


def _settle_params(model: Model, rule: Rule) -> tuple[str, str]:
    """The settle function's parameter names: the singulars, unless they clash or are reserved."""
    subject = camel(model.vocabulary(rule.vocabulary).singular)
    carried = camel(model.vocabulary(rule.carries).singular)
    if subject == carried or {subject, carried} & (RESERVED | {"value", "err"}):
        return "subject", "carried"
    return subject, carried


def _vocabulary_context(vocab: Vocabulary) -> dict[str, Any]:
    n = names(vocab)
    singular = vocab.noun
    # Every const has its own doc line, so gofmt aligns nothing inside the block.
    const_lines = [line for value in vocab.values
                   for line in [*_value_doc(vocab, value.words, value.text, value.doc),
                                f"\t{constant(vocab, value.words)} = {literal(value.text)}"]]
    const_names = [constant(vocab, v.words) for v in vocab.values]
    alias_lines: list[str] = []
    if vocab.has_aliases:
        alias_lines = [
            *doc(f"{n['aliases']} returns the accepted alternative spellings of a {singular}, each mapped to "
                 "its canonical value, as a fresh map the caller may modify."),
            f"func {n['aliases']}() map[string]string {{",
            *(["\treturn map[string]string{",
               *map_entries([(literal(a.name), constant_of(vocab, a.canonical)) for a in vocab.aliases]),
               "\t}"] if vocab.aliases else ["\treturn map[string]string{}"]),
            "}",
        ]
    lookup_args = f"{n['collection']}(), {n['aliases'] + '()' if vocab.has_aliases else 'nil'}"
    return {
        "comment": comment(doc_lines(comment_lines(vocab.doc))),
        "const_lines": const_lines,
        "collection_lines": [
            *doc(f"{n['collection']} returns every {singular} in declaration order, as a fresh slice the "
                 "caller may modify."),
            f"func {n['collection']}() []string {{",
            *slice_body(const_names),
            "}",
        ],
        "guard_lines": [
            *doc(f"{n['guard']} reports whether s is a canonical {singular}"
                 + ("; an alias is not." if vocab.has_aliases else ".")),
            f"func {n['guard']}(s string) bool {{",
            "\tswitch s {",
            *one_or_many("case ", const_names, ":", "\t"),
            "\t\treturn true",
            "\t}",
            "\treturn false",
            "}",
        ],
        "alias_lines": alias_lines,
        "lookup_line": f"var {n['lookup']} = lookupOf({lookup_args})",
        "canonical_lines": [
            *doc(f"{n['canonical']} returns the canonical {singular} for a value"
                 + (" or an alias" if vocab.has_aliases else "")
                 + ". The lookup is exact: no trimming and no case folding. Any other spelling returns an "
                   "error wrapping ErrUnknown."),
            f"func {n['canonical']}(name string) (string, error) {{",
            f"\treturn canonical({n['lookup']}, {literal(singular)}, name)",
            "}",
        ],
    }


def _value_doc(vocab: Vocabulary, words: tuple[str, ...], text: str, value_doc: str) -> list[str]:
    """`// StatusDone is "done": <doc>` — the name first, as Go doc comments begin."""
    raw = comment_lines(value_doc)
    head = f"{constant(vocab, words)} is {literal(text)}"
    if not doc_lines(raw):
        return comment([head + "."], "\t")
    return comment(doc_lines([f"{head}: {raw[0].strip()}", *raw[1:]]), "\t")


def _rule_context(model: Model, rule: Rule) -> dict[str, Any]:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    rnames = rule_names(model, rule)
    s_names, c_names = names(subject), names(carried)
    s_param, c_param = _settle_params(model, rule)
    s_words, c_words = subject.noun, carried.noun
    members = [constant_of(subject, m) for m in rule.values]
    return {
        "members_lines": [
            *doc(f"{rnames['members']} returns the {' '.join(subject.words)} that carry a {c_words}, as a fresh "
                 "slice the caller may modify.", rule.doc),
            f"func {rnames['members']}() []string {{",
            *slice_body(members),
            "}",
        ],
        "settle_lines": [
            *doc(f"{rnames['settle']} returns the canonical {c_words} a {s_words} carries, or \"\" for none.",
                 f"Members of {rnames['members']} carry {c_names['canonical']}({c_param}), and an empty {c_param} "
                 f"carries none; every other {s_words} carries none. An unknown {s_param}, or an unknown "
                 f"{c_param} on a member, returns an error wrapping ErrUnknown."),
            f"func {rnames['settle']}({s_param}, {c_param} string) (string, error) {{",
            f"\tvalue, err := {s_names['canonical']}({s_param})",
            "\tif err != nil {",
            "\t\treturn \"\", err",
            "\t}",
            "\tswitch value {",
            *one_or_many("case ", members, ":", "\t"),
            f"\t\tif {c_param} != \"\" {{",
            f"\t\t\treturn {c_names['canonical']}({c_param})",
            "\t\t}",
            "\t}",
            "\treturn \"\", nil",
            "}",
        ],
    }


def _context(model: Model, config: TargetConfig) -> dict[str, Any]:
    package = config.get("package")
    source = marker(model).removeprefix("Code generated by vocabgen from ").split(". DO NOT EDIT.")[0]
    return {
        "marker": f"// {marker(model)}",
        "package_comment": doc(f"Package {package} holds closed string vocabularies generated from {source}.",
                               model.doc),
        "package": package,
        "imports": IMPORTS,
        "vocabularies": [_vocabulary_context(v) for v in model.vocabularies],
        "rules": [_rule_context(model, r) for r in model.rules],
    }


def check_config(config: TargetConfig) -> list[str]:
    path = config.get("path")
    if not path.endswith(".go") or path.endswith("_test.go"):
        return [f"path {path!r} must end with '.go' (and not '_test.go')"]
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return [OutputFile(config.get("path"), "go/vocabulary.go.j2", _context(model, config))]


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {"package": config.get("package"), "dir": posixpath.dirname(config.get("path")) or ".",
            **runner_names(model, names, rule_names)}


TARGET = Target(
    name="go",
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
)

"""Java 17+: a final class of constants, unmodifiable collections, canonicalLimit/settleLimit.

The output compiles warning-free under `javac -Xlint:all -Werror -Xdoclint:all/protected` on 17
and 21, and uses only java.base.

String literals are pure ASCII: printable ASCII is written as is, `"` and `\\` are escaped, and every
other character is a `\\uXXXX` escape (an astral-plane character becomes its UTF-16 surrogate pair,
`\\uD83D\\uDE00`). A backslash in a value is always written as `\\\\`, so the run of backslashes in
front of a `u` in the source is even and javac's pre-lexing `\\u` translation never fires on a value's
own text; the escapes we emit ourselves are never for `"`, `\\` or a line terminator, so their
translation cannot end a literal. Values therefore round-trip exactly whatever the file encoding.

Docs become Javadoc. Comments may be sanitised, values never are: `&`, `<`, `>` become entities;
a backslash directly before `u` becomes `&#92;` (javac would decode `\\u` even inside a comment);
`*/` becomes `*&#47;`; `@` at a line start or after `{` becomes `&#64;` so it is never read as a
tag; invisible format characters (bidi controls, zero-width spaces) are shown as `U+XXXX` so a
comment cannot reorder the code around it. Other Unicode stays readable UTF-8 in comments.
"""

from __future__ import annotations

import re
from typing import Any

from vocabgen.charclass import is_format_or_unassigned
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary
from vocabgen.targets.base import (
    class_identifiers,
    keyword_parameters,
    runner_names,
    PLAIN_ASCII,
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
from vocabgen.targets.naming import camel, screaming

SETTINGS = (
    Setting("package", "add package = \"com.example.vocab\"",
            dotted_name_check(r"[a-z_][A-Za-z0-9_]*(\.[a-z_][A-Za-z0-9_]*)*", "io.github.example.agents")),
    Setting("class", "add class = \"Vocabulary\"", dotted_name_check(r"[A-Z][A-Za-z0-9_]*", "Vocabulary"),
            lambda s: "Vocabulary"),
    Setting("path", "the .java file under --out", check_relative_path,
            lambda s: "java/" + s["package"].replace(".", "/") + "/" + s["class"] + ".java"),
)

INDENT = "    "
CONTINUATION = INDENT * 3

# Reserved keywords and literals (JLS 3.9, 3.10): never usable as any name.
KEYWORDS = frozenset("""
    abstract assert boolean break byte case catch char class const continue default do double else enum
    extends final finally float for goto if implements import instanceof int interface long native new
    package private protected public return short static strictfp super switch synchronized this throw
    throws transient try void volatile while true false null _
""".split())
# Contextual keywords that break as type or member names in some position (JLS 3.9).
CONTEXTUAL = frozenset("var yield record sealed permits when exports module open opens provides requires "
                       "to transitive uses with".split())
# Types the generated class names; a class or member spelled the same would shadow or obscure them.
TYPES_USED = frozenset({"Collections", "IllegalArgumentException", "LinkedHashMap", "List", "Map", "String"})
# Private helper methods every generated class defines.
HELPERS = ("lookup", "canonical")
RESERVED = KEYWORDS | CONTEXTUAL | TYPES_USED


def literal(text: str) -> str:
    """A Java string literal for text, ASCII-only and immune to javac's \\u pre-lexing."""
    if PLAIN_ASCII.fullmatch(text):
        return f'"{text}"'
    named = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch in named:
            out.append(named[ch])
        elif code < 0x20:
            out.append(f"\\{code:03o}")  # never \u000a: javac would turn it into a line break
        elif code < 0x7F:
            out.append(ch)
        elif code < 0x10000:
            out.append(f"\\u{code:04x}")
        else:
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
    out.append('"')
    return "".join(out)


def _visible(ch: str) -> str:
    return f"U+{ord(ch):04X}" if is_format_or_unassigned(ch) else ch


def doc_text(line: str) -> str:
    """One comment line made safe for Javadoc: HTML-escaped, no \\u escape, no */, no tags."""
    if not line.isascii():
        line = "".join(_visible(ch) for ch in line)
    line = line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    line = re.sub(r"\\(?=u)", "&#92;", line)
    line = line.replace("*/", "*&#47;")
    line = re.sub(r"^(\s*)@", r"\1&#64;", line).replace("{@", "{&#64;")
    return line


def doc_lines(text: str) -> list[str]:
    """A doc as Javadoc body lines; a blank line starts a new <p> paragraph."""
    out: list[str] = []
    paragraph = False
    for line in comment_lines(text):
        if not line:
            if out and out[-1]:
                out.append("")
            paragraph = True
            continue
        safe = doc_text(line)
        out.append(f"<p>{safe}" if paragraph and out else safe)
        paragraph = False
    return out


def javadoc(body: list[str], indent: str = INDENT) -> list[str]:
    """Wrap Javadoc body lines in /** */, on one line when there is only one."""
    if not body:
        return []
    if len(body) == 1:
        return [f"{indent}/** {body[0]} */"]
    return [f"{indent}/**", *(f"{indent} * {line}" if line else f"{indent} *" for line in body), f"{indent} */"]


def _names(vocab: Vocabulary) -> dict[str, str]:
    return {
        "collection": screaming(vocab.words),
        "aliases": screaming(vocab.singular, ("aliases",)),
        "lookup": screaming(vocab.singular, ("lookup",)),
        "canonical": camel(("canonical",), vocab.singular),
    }


def _constant(vocab: Vocabulary, text: str) -> str:
    return screaming(vocab.singular, vocab.by_text[text].words)


def _members(model: Model, rule: Rule) -> str:
    return screaming(rule.words, model.vocabulary(rule.vocabulary).words)


def _settle(model: Model, rule: Rule) -> str:
    return camel(("settle",), model.vocabulary(rule.carries).singular)


def _parameter(vocab: Vocabulary) -> str:
    return camel(vocab.singular)


def _rule_names(model: Model, rule: Rule) -> dict[str, str]:
    return {"members": _members(model, rule), "settle": _settle(model, rule)}


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return [
        *class_identifiers(config, HELPERS),
        *derived_identifiers(model, lambda vocab, words: screaming(vocab.singular, words), _names, _rule_names,
                             {"collection": "collection field", "aliases": "aliases field", "lookup": "lookup field",
                              "canonical": "canonical method", "members": "rule members", "settle": "settle method"}),
        *keyword_parameters(model, _parameter, KEYWORDS),
    ]


def check_config(config: TargetConfig) -> list[str]:
    problems = []
    cls = config.get("class")
    path = config.get("path")
    if path != f"{cls}.java" and not path.endswith(f"/{cls}.java"):
        problems.append(f"path {path!r} must name the file {cls}.java: javac requires a public class "
                        "to live in a file of the same name")
    bad = [segment for segment in config.get("package").split(".") if segment in KEYWORDS]
    if bad:
        problems.append(f"package {config.get('package')!r} has the reserved word {bad[0]!r} as a segment; "
                        "rename it")
    return problems


def _vocabulary_context(vocab: Vocabulary) -> dict[str, Any]:
    names = _names(vocab)
    singular = vocab.noun
    constants = []
    for value in vocab.values:
        body = doc_lines(value.doc) or [f"The {singular} {doc_text(chr(34) + value.text + chr(34))}."]
        constants.append({"doc": javadoc(body), "name": screaming(vocab.singular, value.words),
                          "literal": literal(value.text)})
    collection_doc = doc_lines(vocab.doc) or [f"Every {singular}."]
    collection_doc += ["", "<p>Unmodifiable, in vocab.toml order."]
    items = [screaming(vocab.singular, v.words) for v in vocab.values]
    aliases = [f"aliases.put({literal(a.name)}, {_constant(vocab, a.canonical)});" for a in vocab.aliases]
    alias_doc = [f"Accepted non-canonical spellings of a {singular}, each mapped to its canonical {singular}.",
                 "", "<p>Unmodifiable, in vocab.toml order."]
    canonical_doc = [
        f"Returns the canonical {singular} for a {singular}"
        + (f" or one of its {{@link #{names['aliases']} aliases}}" if vocab.has_aliases else "") + ".",
        "",
        "<p>The match is exact: no trimming and no case folding.",
        "",
        "@param name the spelling to canonicalise",
        f"@return the canonical {singular}",
        f"@throws IllegalArgumentException if {{@code name}} is {{@code null}} or not a known {singular}",
    ]
    return {
        "key": vocab.key,
        "constants": constants,
        "collection_doc": javadoc(collection_doc),
        "collection": names["collection"],
        "entries": [f"{CONTINUATION}{item}," for item in items[:-1]] + [f"{CONTINUATION}{items[-1]});"],
        "has_aliases": vocab.has_aliases,
        "aliases_doc": javadoc(alias_doc),
        "aliases": names["aliases"],
        "alias_puts": [f"{INDENT * 2}{line}" for line in aliases],
        "lookup": names["lookup"],
        "lookup_aliases": names["aliases"] if vocab.has_aliases else "Map.of()",
        "canonical_doc": javadoc(canonical_doc),
        "canonical": names["canonical"],
        "kind": literal(singular),
    }


def _rule_context(model: Model, rule: Rule) -> dict[str, Any]:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    members = _members(model, rule)
    s_name, c_name = subject.noun, carried.noun
    s_param, c_param = _parameter(subject), _parameter(carried)
    items = [_constant(subject, m) for m in rule.values]
    members_doc = doc_lines(rule.doc) or [f"The {subject.plural} that carry a {c_name}."]
    members_doc += ["", "<p>Unmodifiable, in vocab.toml order."]
    settle_doc = [
        f"Returns the {c_name} a {s_name} carries.",
        "",
        f"<p>Members of {{@link #{members}}} carry the canonical {c_name} ({{@code null}} stays",
        f"{{@code null}}); every other {s_name} carries {{@code null}}.",
        "",
        f"@param {s_param} a {s_name}" + (" or one of its aliases" if subject.aliases else ""),
        f"@param {c_param} a {c_name}" + (" or one of its aliases" if carried.aliases else "") + ", or {@code null}",
        f"@return the canonical {c_name}, or {{@code null}}",
        f"@throws IllegalArgumentException if {{@code {s_param}}} is not a known {s_name}, or a carried",
        f"        {{@code {c_param}}} is not a known {c_name}",
    ]
    return {
        "members_doc": javadoc(members_doc),
        "members": members,
        "entries": [f"{CONTINUATION}{item}," for item in items[:-1]] + [f"{CONTINUATION}{items[-1]});"],
        "settle_doc": javadoc(settle_doc),
        "settle": _settle(model, rule),
        "subject_param": s_param,
        "carried_param": c_param,
        "subject_canonical": _names(subject)["canonical"],
        "carried_canonical": _names(carried)["canonical"],
    }


def _context(model: Model, config: TargetConfig) -> dict[str, Any]:
    class_doc = doc_lines(model.doc)
    class_doc += ([""] if class_doc else []) + [
        ("<p>" if class_doc else "") + "Closed string vocabularies generated from one vocab.toml by vocabgen;",
        "edit the vocab.toml and re-render, never this file.",
    ]
    return {
        "marker": f"// {marker(model)}",
        "package": config.get("package"),
        "class": config.get("class"),
        "class_doc": javadoc(class_doc, ""),
        "vocabularies": [_vocabulary_context(v) for v in model.vocabularies],
        "rules": [_rule_context(model, r) for r in model.rules],
    }


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return [OutputFile(config.get("path"), "java/class.java.j2", _context(model, config))]


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {"package": config.get("package"), "class": config.get("class"),
            **runner_names(model, _names, _rule_names)}


TARGET = Target(
    name="java",
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
)

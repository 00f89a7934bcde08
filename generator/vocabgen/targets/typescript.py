"""TypeScript (strict, ESM): as-const constants, readonly tuples, type guards.

One module per vocab.toml. Every value is an `as const` string constant, every vocabulary a
readonly tuple with a union type derived from it, aliases a frozen prototype-free record, and
canonicalise / settle functions throw RangeError on an unknown spelling. The module imports
nothing and compiles under the strictest tsc options (see tests/ports/typescript.py).
"""

from __future__ import annotations

import re
from typing import Any

from vocabgen.charclass import is_printable
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
    marker,
)
from vocabgen.targets.naming import camel, pascal, screaming

SETTINGS = (
    Setting("path", "the .ts file under --out", check_relative_path, lambda s: "typescript/vocabulary.ts"),
)

LINE_LENGTH = 100  # a common prettier printWidth; short constructs stay on one line
INDENT = "  "

# ECMAScript reserved words, strict-mode and module reserved words, and global names whose
# shadowing misleads or breaks (undefined, NaN, eval, ...).
KEYWORDS = frozenset("""
    break case catch class const continue debugger default delete do else enum export extends
    false finally for function if import in instanceof new null return super switch this throw
    true try typeof var void while with
    let static implements interface package private protected public yield await
    undefined NaN Infinity eval arguments globalThis
""".split())
# TypeScript's own type keywords: not usable as type alias names.
TYPE_KEYWORDS = frozenset("""
    any bigint boolean never number object string symbol unknown void type declare namespace
    module abstract as asserts infer is keyof readonly unique satisfies
""".split())
# Names the generated module refers to or defines itself; a vocabulary may not shadow them.
FIXED_NAMES = frozenset({
    "contains", "findCanonical", "frozenRecord", "lookupTable",
    "Object", "Map", "ReadonlyMap", "Record", "Readonly", "RangeError", "JSON", "Array", "String", "Error",
})
RESERVED = KEYWORDS | TYPE_KEYWORDS | FIXED_NAMES

_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


def literal(text: str) -> str:
    """A double-quoted TypeScript string literal for text.

    Double quotes never interpolate, so `${`, backticks and `#{` stay as they are. Quotes,
    backslashes and every non-printable character (line and paragraph separators, format
    and bidi controls, zero-width and non-ASCII spaces) are escaped; printable Unicode,
    astral-plane characters included, is written as itself.
    """
    if PLAIN_ASCII.fullmatch(text):
        return f'"{text}"'
    out = ['"']
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif not is_printable(ch):
            code = ord(ch)
            out.append(f"\\u{code:04x}" if code < 0x10000 else f"\\u{{{code:x}}}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def property_key(text: str) -> str:
    """An object-literal key: bare when it is an identifier name, quoted otherwise.

    `__proto__` is written as a computed key, since a plain `__proto__:` entry sets the
    object's prototype instead of adding a property.
    """
    if text == "__proto__":
        return f"[{literal(text)}]"
    if _IDENTIFIER.fullmatch(text):
        return text
    return literal(text)


def sanitise(line: str) -> str:
    """One comment line made safe inside `/** ... */`: non-printables become spaces and no
    `*/` can end the comment early."""
    line = printable(line).rstrip()
    return line.replace("*/", "*\\/")


def doc_comment(text: str | list[str], indent: str = "") -> list[str]:
    """A TSDoc block for doc text (or pre-split lines); nothing for an empty doc."""
    raw = comment_lines(text) if isinstance(text, str) else text
    lines = [sanitise(line) for line in raw]
    if not lines:
        return []
    if len(lines) == 1 and len(f"{indent}/** {lines[0]} */") <= LINE_LENGTH:
        return [f"{indent}/** {lines[0]} */"]
    return [f"{indent}/**", *(f"{indent} * {line}" if line else f"{indent} *" for line in lines), f"{indent} */"]


def names(vocab: Vocabulary) -> dict[str, str]:
    """The module-level names one vocabulary defines, by role."""
    return {
        "type": pascal(vocab.singular),
        "collection": screaming(vocab.words),
        "aliases": screaming(vocab.singular, ("aliases",)),
        "lookup": camel(vocab.singular, ("lookup",)),
        "canonical": camel(("canonical",), vocab.singular),
        "guard": camel(("is",), vocab.singular),
    }


def constant(vocab: Vocabulary, words: tuple[str, ...]) -> str:
    return screaming(vocab.singular, words)


def constant_of(vocab: Vocabulary, text: str) -> str:
    return constant(vocab, vocab.by_text[text].words)


def rule_names(model: Model, rule: Rule) -> dict[str, str]:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    return {"members": screaming(rule.words, subject.words), "settle": camel(("settle",), carried.singular)}


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return derived_identifiers(model, constant, names, rule_names,
                               {"members": "rule members", "settle": "settle function"})


def _module_names(model: Model) -> set[str]:
    found = {name for vocab in model.vocabularies for name in names(vocab).values()}
    found |= {rule_names(model, rule)[k] for rule in model.rules for k in ("members", "settle")}
    return found


def one_or_many(head: str, items: list[str], tail: str) -> list[str]:
    """`head a, b tail` on one line when it fits, else one item per line with a trailing comma."""
    one = f"{head}{', '.join(items)}{tail}"
    if len(one) <= LINE_LENGTH:
        return [one]
    return [head.rstrip(), *(f"{INDENT}{item}," for item in items), tail.lstrip()]


def signature(head: str, params: list[str], tail: str) -> list[str]:
    """A function signature, its parameters one per line when the line would be too long."""
    one = f"{head}{', '.join(params)}{tail}"
    if len(one) <= LINE_LENGTH:
        return [one]
    return [head, *(f"{INDENT}{p}," for p in params), tail.lstrip()]


def _settle_params(model: Model, rule: Rule) -> tuple[str, str]:
    """The settle function's parameter names: the singulars, unless they clash or are reserved."""
    subject = camel(model.vocabulary(rule.vocabulary).singular)
    carried = camel(model.vocabulary(rule.carries).singular)
    taken = RESERVED | _module_names(model)
    if subject == carried or subject in taken or carried in taken:
        return "subject", "carried"
    return subject, carried


def _vocabulary_context(vocab: Vocabulary) -> dict[str, Any]:
    n = names(vocab)
    singular = vocab.noun
    vocab_doc = comment_lines(vocab.doc)
    constants = [{"comment": doc_comment(value.doc),
                  "line": f"export const {constant(vocab, value.words)} = {literal(value.text)} as const;"}
                 for value in vocab.values]
    collection = one_or_many(f"export const {n['collection']} = [", [constant(vocab, v.words) for v in vocab.values],
                             "] as const;")
    alias_lines: list[str] = []
    if vocab.has_aliases:
        head = f"export const {n['aliases']}: Readonly<Record<string, {n['type']}>> = frozenRecord<{n['type']}>({{"
        if vocab.aliases:
            alias_lines = [head, *(f"{INDENT}{property_key(a.name)}: {constant_of(vocab, a.canonical)},"
                                   for a in vocab.aliases), "});"]
        else:
            alias_lines = [head + "});"]
    aliases_arg = n["aliases"] if vocab.has_aliases else "{}"
    lookup = f"const {n['lookup']}: ReadonlyMap<string, {n['type']}> = lookupTable({n['collection']}, {aliases_arg});"
    if len(lookup) > LINE_LENGTH:
        lookup = "\n".join([f"const {n['lookup']}: ReadonlyMap<string, {n['type']}> = lookupTable(",
                            f"{INDENT}{n['collection']},", f"{INDENT}{aliases_arg},", ");"])
    canonical_doc = [
        f"Returns the canonical {singular} for a value" + (" or an alias." if vocab.has_aliases else "."),
        "",
        "The lookup is exact: no trimming and no case folding.",
        "",
        f"@throws RangeError when `name` is not a {singular}" + (" or an alias of one." if vocab.has_aliases else "."),
    ]
    return {
        "constants": constants,
        "collection_comment": doc_comment(f"Every {singular}, in declaration order."),
        "collection_lines": collection,
        "type_comment": doc_comment([*vocab_doc, *([""] if vocab_doc else []), f"One of {{@link {n['collection']}}}."]),
        "type_line": f"export type {n['type']} = (typeof {n['collection']})[number];",
        "alias_comment": doc_comment(f"Accepted alternative spellings of a {singular}, mapped to the canonical value."),
        "alias_lines": alias_lines,
        "lookup_line": lookup,
        "guard_comment": doc_comment(f"Whether `value` is a canonical {singular}"
                                     + (" (an alias is not)." if vocab.has_aliases else ".")),
        "guard_signature": f"export function {n['guard']}(value: unknown): value is {n['type']} {{",
        "guard_body": f"return typeof value === \"string\" && contains({n['collection']}, value);",
        "canonical_comment": doc_comment(canonical_doc),
        "canonical_signature": f"export function {n['canonical']}(name: string): {n['type']} {{",
        "canonical_body": f"return findCanonical({n['lookup']}, {literal(singular)}, name);",
    }


def _rule_context(model: Model, rule: Rule) -> dict[str, Any]:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    rnames = rule_names(model, rule)
    s_names, c_names = names(subject), names(carried)
    s_param, c_param = _settle_params(model, rule)
    members = one_or_many(f"export const {rnames['members']} = [", [constant_of(subject, m) for m in rule.values],
                          "] as const;")
    settle_doc = [
        f"Returns the {carried.noun} a {subject.noun} carries.",
        "",
        f"Members of {{@link {rnames['members']}}} carry the canonical {carried.noun} "
        f"(`null` or `undefined` carries none);",
        f"every other {subject.noun} carries none.",
        "",
        f"@throws RangeError when `{s_param}` is unknown, or when a member carries an unknown `{c_param}`.",
    ]
    condition = f"!contains({rnames['members']}, {s_names['canonical']}({s_param})) || {c_param} == null"
    return {
        "comment": doc_comment(rule.doc),
        "members_lines": members,
        "settle_comment": doc_comment(settle_doc),
        "settle_signature": signature(f"export function {rnames['settle']}(",
                                      [f"{s_param}: string", f"{c_param}: string | null | undefined"],
                                      f"): {c_names['type']} | undefined {{"),
        "settle_if": [f"{INDENT}if ({condition}) {{"] if len(f"{INDENT}if ({condition}) {{") <= LINE_LENGTH
        else [f"{INDENT}if (", f"{INDENT * 2}{condition}", f"{INDENT}) {{"],
        "settle_return": f"return {c_names['canonical']}({c_param});",
    }


def _context(model: Model, config: TargetConfig) -> dict[str, Any]:
    module_doc = comment_lines(model.doc)
    return {
        "marker": f"// {marker(model)}",
        "module_comment": doc_comment([*module_doc, *([""] if module_doc else []), "@packageDocumentation"]),
        "vocabularies": [_vocabulary_context(v) for v in model.vocabularies],
        "rules": [_rule_context(model, r) for r in model.rules],
        "uses_aliases": any(v.has_aliases for v in model.vocabularies),
    }


def check_config(config: TargetConfig) -> list[str]:
    path = config.get("path")
    if not path.endswith(".ts") or path.endswith(".d.ts"):
        return [f"path {path!r} must end with '.ts' (and not '.d.ts')"]
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return [OutputFile(config.get("path"), "typescript/module.ts.j2", _context(model, config))]


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    path = config.get("path")
    # The specifier a module beside the output folder's root imports it by (NodeNext wants .js).
    return {"path": path, "import": "./" + path[: -len(".ts")] + ".js", **runner_names(model, names, rule_names)}


TARGET = Target(
    name="typescript",
    settings=SETTINGS,
    identifier_pattern=_IDENTIFIER,
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
)

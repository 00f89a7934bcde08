"""Python: a typed runtime module (`Final` constants, `Literal` aliases, canonicalise/settle
functions) and its pytest file. Output is already black-formatted, so black is a test-time check."""

from __future__ import annotations

import keyword
import posixpath
import re
from collections.abc import Mapping
from typing import Any

from vocabgen.charclass import is_narrow_visible, is_printable
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary
from vocabgen.targets.base import (
    runner_names,
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
from vocabgen.targets.naming import pascal, screaming, snake
from vocabgen.vectors import Outcome, canonical_cases, settle_cases

LINE_LENGTH = 88
# Names the generated module defines or imports itself; a vocabulary may not reuse them.
FIXED_NAMES = frozenset({"annotations", "Final", "Literal", "Mapping", "MappingProxyType",
                         "TypeVar", "_T", "_canonical", "_settle"})
RESERVED = frozenset(keyword.kwlist) | FIXED_NAMES


def _default_path(settings: Mapping[str, str]) -> str:
    return "python/" + settings["module"].replace(".", "/") + ".py"


def _default_tests_path(settings: Mapping[str, str]) -> str:
    return "python/tests/test_" + settings["module"].rsplit(".", 1)[-1] + ".py"


SETTINGS = (
    Setting("module", "add module = \"package.module\"",
            dotted_name_check(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*", "toolnexus.agents.vocabulary")),
    Setting("path", "the module's file under --out", check_relative_path, _default_path),
    Setting("tests_path", "the generated pytest file under --out", check_relative_path, _default_tests_path),
)


_PLAIN = re.compile(r"[ !#-\[\]-~]*")  # printable ASCII except " and \\


def literal(text: str) -> str:
    """A Python string literal for text, quoted the way black would leave it."""
    if _PLAIN.fullmatch(text):
        return f'"{text}"'
    quote = "'" if '"' in text and "'" not in text else '"'
    out = [quote]
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == quote:
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) >= 0x80 and not is_narrow_visible(ch) or not is_printable(ch):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    out.append(quote)
    return "".join(out)


def comment(text: str, indent: str = "") -> list[str]:
    """Doc text as `#` comment lines; black keeps these byte for byte."""
    return [f"{indent}# {line}" if line else f"{indent}#" for line in comment_lines(text)]


def call(indent: str, head: str, args: list[str], tail: str = ")") -> list[str]:
    """Lay out `head(args)tail` as black does: one line, else the arguments on one
    indented line, else one argument per line with a trailing comma."""
    one = f"{indent}{head}{', '.join(args)}{tail}"
    if len(one) <= LINE_LENGTH:
        return [one]
    inner = indent + "    "
    body = inner + ", ".join(args)
    if len(body) <= LINE_LENGTH:
        return [f"{indent}{head}", body, f"{indent}{tail}"]
    return [f"{indent}{head}", *(f"{inner}{a}," for a in args), f"{indent}{tail}"]


def assign(lhs: str, rhs: str) -> list[str]:
    """`lhs = rhs` for an atom rhs: black wraps the atom in parentheses only when that makes it fit."""
    one = f"{lhs} = {rhs}"
    if len(one) <= LINE_LENGTH or len(lhs) + 4 > LINE_LENGTH or len("    " + rhs) > LINE_LENGTH:
        return [one]
    return [f"{lhs} = (", f"    {rhs}", ")"]


def exploded(head: str, items: list[str], tail: str, indent: str = "") -> list[str]:
    """A bracketed list with a magic trailing comma, one item per line (black keeps it)."""
    if len(items) == 1:
        one = f"{indent}{head}{items[0]},{tail}" if head.endswith("(") else f"{indent}{head}{items[0]}{tail}"
        if len(one) <= LINE_LENGTH:
            return [one]
        if not head.endswith("("):
            return [f"{indent}{head}", f"{indent}    {items[0]}", f"{indent}{tail}"]
    return [f"{indent}{head}", *(f"{indent}    {item}," for item in items), f"{indent}{tail}"]


def _names(vocab: Vocabulary) -> dict[str, str]:
    return {
        "type": pascal(vocab.singular),
        "collection": screaming(vocab.words),
        "aliases": screaming(vocab.singular, ("aliases",)),
        "lookup": "_" + screaming(vocab.singular, ("lookup",)),
        "canonical": snake(("canonical",), vocab.singular),
    }


def _constant(vocab: Vocabulary, words: tuple[str, ...]) -> str:
    return screaming(vocab.singular, words)


def _rule_names(model: Model, rule: Rule) -> dict[str, str]:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    return {"members": screaming(rule.words, subject.words), "settle": snake(("settle",), carried.singular)}


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return derived_identifiers(model, _constant, _names, _rule_names,
                               {"members": "rule members", "settle": "settle function"})


def _context(model: Model, config: TargetConfig) -> dict[str, Any]:
    vocabularies = []
    for vocab in model.vocabularies:
        names = _names(vocab)
        constants = []
        for value in vocab.values:
            name = _constant(vocab, value.words)
            constants.append({"comment": comment(value.doc), "lines": assign(f"{name}: Final", literal(value.text))})
        const_names = [_constant(vocab, v.words) for v in vocab.values]
        literal_lines = exploded(f"{names['type']} = Literal[", [literal(v.text) for v in vocab.values], "]")
        collection_lines = exploded(f"{names['collection']}: Final[tuple[{names['type']}, ...]] = (", const_names, ")")
        alias_lines: list[str] = []
        if vocab.has_aliases:
            head = f"{names['aliases']}: Final[Mapping[str, {names['type']}]] = MappingProxyType("
            if vocab.aliases:
                entries = [f"{literal(a.name)}: {_constant(vocab, vocab.by_text[a.canonical].words)}"
                           for a in vocab.aliases]
                alias_lines = [head, "    {", *(f"        {e}," for e in entries), "    }", ")"]
            else:
                alias_lines = call("", head, ["{}"])
        lookup_head = f"{names['lookup']}: Final[Mapping[str, {names['type']}]] = MappingProxyType("
        lookup_parts = [f"**{{value: value for value in {names['collection']}}}"]
        if vocab.has_aliases:
            lookup_parts.append(f"**{names['aliases']}")
        lookup_lines = [lookup_head, "    {", *(f"        {p}," for p in lookup_parts), "    }", ")"]
        vocabularies.append({
            "comment": comment(vocab.doc),
            "constants": constants,
            "literal_lines": literal_lines,
            "collection_lines": collection_lines,
            "alias_lines": alias_lines,
            "lookup_lines": lookup_lines,
            "canonical_def": call("", f"def {names['canonical']}(", ["name: object"], f") -> {names['type']}:"),
            "canonical_doc": f"Return the canonical {vocab.noun} for a value"
                             + (" or an alias" if vocab.has_aliases else "") + "; raise ValueError otherwise.",
            "canonical_return": call("    ", "return _canonical(",
                                     [names["lookup"], literal(vocab.noun), "name"]),
        })
    rules = []
    for rule in model.rules:
        subject = _names(model.vocabulary(rule.vocabulary))
        carried = _names(model.vocabulary(rule.carries))
        subject_vocab = model.vocabulary(rule.vocabulary)
        members = [_constant(subject_vocab, subject_vocab.by_text[m].words)
                   for m in rule.values]
        members_name, settle = _rule_names(model, rule).values()
        carried_vocab = model.vocabulary(rule.carries)
        rules.append({
            "comment": comment(rule.doc),
            "members_lines": exploded(f"{members_name}: Final[tuple[{subject['type']}, ...]] = (", members, ")"),
            "settle_def": call("", f"def {settle}(", [f"{snake(subject_vocab.singular)}: object",
                                                       f"{snake(carried_vocab.singular)}: object"],
                               f") -> {carried['type']} | None:"),
            "settle_doc": [
                f'"""Return the {carried_vocab.noun} a {subject_vocab.noun} carries.',
                "",
                f"    Members of {members_name} carry a canonical {carried_vocab.noun} (None stays",
                "    None); every other value carries None. An unknown value raises ValueError.",
                '    """',
            ],
            "settle_return": call("    ", "return _settle(", [
                subject["canonical"], carried["canonical"], members_name,
                snake(subject_vocab.singular), snake(carried_vocab.singular)]),
        })
    module_comment = comment(model.doc)
    return {
        "marker": f"# {marker(model)}",
        "module_comment": module_comment,
        "vocabularies": vocabularies,
        "rules": rules,
        "module": config.get("module"),
    }


def tuple_item(items: list[str], indent: str, trailer: str = ",") -> list[str]:
    """A tuple literal as black lays it out: one line if it fits, else one item per line."""
    one = f"{indent}({', '.join(items)}){trailer}"
    if len(one) <= LINE_LENGTH:
        return [one]
    return [f"{indent}(", *(f"{indent}    {item}," for item in items), f"{indent}){trailer}"]


def _outcome(outcome: Outcome) -> str:
    return literal(outcome.value) if outcome.kind == "value" else "None"


def _test_context(model: Model, config: TargetConfig) -> dict[str, Any]:
    vocabs = []
    for vocab in model.vocabularies:
        names = _names(vocab)
        vocabs.append({
            "test": snake(vocab.words),
            "expected_lines": exploded("EXPECTED = (", [literal(v) for v in vocab.texts], ")", "    "),
            "constant_lines": [line for v in vocab.values
                               for line in tuple_item([literal(_constant(vocab, v.words)), literal(v.text)], "        ")],
            "collection": names["collection"],
            "type": names["type"],
            "canonical": names["canonical"],
            "aliases": names["aliases"] if vocab.has_aliases else "",
            "alias_lines": [line for a in vocab.aliases for line in tuple_item([literal(a.name), literal(a.canonical)], "        ")],
            "canonical_lines": [line for spelling, outcome in canonical_cases(vocab)
                                for line in tuple_item([literal(spelling), _outcome(outcome)], "        ")],
        })
    rules = []
    for rule in model.rules:
        members, settle = _rule_names(model, rule).values()
        rows = []
        for status, limit, outcome in settle_cases(model, rule):
            kind = literal(outcome.kind)
            rows.extend(tuple_item([literal(status), "None" if limit is None else literal(limit), kind,
                                    _outcome(outcome)], "        "))
        rules.append({
            "test": snake(rule.words),
            "members": members,
            "member_lines": exploded(f"assert vocab.{members} == (", [literal(m) for m in rule.values], ")", "    "),
            "settle": settle,
            "rows": rows,
        })
    tests_dir = posixpath.dirname(config.get("tests_path"))
    root = module_root(config)
    return {
        "marker": f"# {marker(model)}",
        "module": config.get("module"),
        "root": literal(posixpath.relpath(root or ".", tests_dir or ".")),
        "vocabularies": vocabs,
        "rules": rules,
    }


def module_root(config: TargetConfig) -> str:
    """The folder that must be on sys.path for the module to import under its dotted name."""
    suffix = config.get("module").replace(".", "/") + ".py"
    path = config.get("path")
    return path[: -len(suffix)].rstrip("/")


def check_config(config: TargetConfig) -> list[str]:
    suffix = config.get("module").replace(".", "/") + ".py"
    path = config.get("path")
    if path != suffix and not path.endswith("/" + suffix):
        return [f"path {path!r} must end with {suffix!r} so that module {config.get('module')!r} can be imported"]
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return [
        OutputFile(config.get("path"), "python/module.py.j2", _context(model, config)),
        OutputFile(config.get("tests_path"), "python/test_module.py.j2", _test_context(model, config)),
    ]


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {"module": config.get("module"), "root": module_root(config) or ".",
            **runner_names(model, _names, _rule_names)}


TARGET = Target(
    name="python",
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
)

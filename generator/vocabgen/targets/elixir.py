"""Elixir: one module with a zero-arity function per value, the values in order, alias maps,
`canonical_*/1` returning {:ok, v} | {:error, reason} with a raising `canonical_*!/1`, and
`settle_*/2` (+ `settle_*!/2`) per rule. Every name and literal is built here; the template
only lays lines out."""

from __future__ import annotations

import re
from typing import Any

from vocabgen.charclass import is_printable
from vocabgen.model import Model, TargetConfig, Vocabulary
from vocabgen.targets.base import (
    runner_names,
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
from vocabgen.targets.naming import snake

LINE_LENGTH = 98  # mix format's default


def _snake_segment(segment: str) -> str:
    """Elixir's Macro.underscore for a module segment: ToolNexus -> tool_nexus."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", segment).lower()

SETTINGS = (
    Setting("module", "add module = \"Company.Vocabulary\"",
            dotted_name_check(r"[A-Z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9_]*)*", "Toolnexus.Agents.Vocabulary")),
    Setting("path", "the .ex file under --out", check_relative_path,
            lambda s: "elixir/" + "/".join(_snake_segment(p) for p in s["module"].split(".")) + ".ex"),
)

# Reserved words, and Kernel.SpecialForms that cannot be a function's name.
KEYWORDS = frozenset("do end fn when and or not in true false nil catch rescue after else".split())
SPECIAL_FORMS = frozenset("""alias case cond for import quote receive require super try unquote unquote_splicing
    with __CALLER__ __DIR__ __ENV__ __MODULE__ __STACKTRACE__ __aliases__ __block__""".split())
# Kernel functions and macros: a zero-arity def of make_ref/node/self/binding/dbg conflicts with
# the auto-import, and a def named like a definition or control macro reads as that macro.
KERNEL = frozenset("""make_ref node self binding dbg def defp defmacro defmacrop defmodule defprotocol defimpl
    defstruct defexception defdelegate defguard defguardp defoverridable defcallback if unless use raise
    reraise throw import require alias sigil_S sigil_s is_nil is_struct is_exception match? destructure
    get_in put_in update_in pop_in get_and_update_in to_string to_charlist var! alias! exit spawn apply""".split())
# Functions every module defines, and names the typespec system owns (a type cannot reuse them).
GENERATED = frozenset("module_info __info__ behaviour_info __struct__ __protocol__ __impl__".split())
BUILTIN_TYPES = frozenset("""term arity as_boolean binary bitstring boolean bool byte char charlist nonempty_charlist
    fun function identifier iodata iolist keyword list nonempty_list maybe_improper_list
    nonempty_maybe_improper_list nonempty_improper_list mfa module no_return node number struct timeout any
    none atom map pid port reference tuple float integer neg_integer non_neg_integer pos_integer string
    nonempty_string nonempty_binary nonempty_bitstring dynamic""".split())
RESERVED = KEYWORDS | SPECIAL_FORMS | KERNEL | GENERATED | BUILTIN_TYPES


_PLAIN = re.compile(r"[ !$%&'()*+,\-./0-9:;<=>?@A-Z\[\]^_`a-z{|}~]*")  # printable ASCII but \\ " #


def literal(text: str) -> str:
    """An Elixir string literal: \\ and " escaped, #{ never interpolates, invisible characters
    (zero-width, bidi overrides, which the Elixir tokenizer rejects raw) as \\u{...}."""
    if _PLAIN.fullmatch(text):
        return f'"{text}"'
    out = ['"']
    for index, ch in enumerate(text):
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "#" and text[index + 1:index + 2] == "{":
            out.append("\\#")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif not is_printable(ch):
            out.append(f"\\u{{{ord(ch):04X}}}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def doc_lines(text: str) -> list[str]:
    """Doc text as lines safe in Elixir source: invisible characters become spaces."""
    return [printable(line).rstrip() for line in comment_lines(text)]


def _heredoc_line(line: str) -> str:
    """One line inside a \"\"\" heredoc, which processes escapes, interpolates #{ and would end
    at a \"\"\" opening a line; mix format escapes every \"\"\" in it, and so do we."""
    return line.replace("\\", "\\\\").replace("#{", "\\#{").replace('"""', '\\"""')


def attribute(name: str, lines: list[str], indent: str = "  ") -> list[str]:
    """`@doc "one line"`, or a heredoc for several lines; nothing for an empty doc."""
    if not lines:
        return []
    if len(lines) == 1:
        one = f"{indent}@{name} {literal(lines[0])}"
        if len(one) <= LINE_LENGTH:
            return [one]
    return [f'{indent}@{name} """', *(f"{indent}{_heredoc_line(line)}" if line else "" for line in lines),
            f'{indent}"""']


def zero_arity(name: str, opener: str, entries: list[str], closer: str) -> list[str]:
    """`def name, do: [a, b]` when it fits, else a do-block with one entry per line (mix format's layout)."""
    one = f"  def {name}, do: {opener}{', '.join(entries)}{closer}"
    if len(one) <= LINE_LENGTH or not entries:
        return [one]
    return [f"  def {name} do", f"    {opener}", *(f"      {e}," for e in entries[:-1]), f"      {entries[-1]}",
            f"    {closer}", "  end"]


def spec(head: str, alternatives: list[str]) -> list[str]:
    """`@spec head :: a | b`, broken after `::` and then before each `|` when too long, as mix format does."""
    one = f"  @spec {head} :: {' | '.join(alternatives)}"
    if len(one) <= LINE_LENGTH:
        return [one]
    two = f"          {' | '.join(alternatives)}"
    if len(two) <= LINE_LENGTH:
        return [f"  @spec {head} ::", two]
    return [f"  @spec {head} ::", f"          {alternatives[0]}", *(f"          | {a}" for a in alternatives[1:])]


def assign(indent: str, lhs: str, rhs: str) -> list[str]:
    """`lhs = rhs`, or the right-hand side on its own line when the whole does not fit."""
    one = f"{indent}{lhs} = {rhs}"
    return [one] if len(one) <= LINE_LENGTH else [f"{indent}{lhs} =", f"{indent}  {rhs}"]


def raise_argument_error(indent: str, message: str) -> list[str]:
    one = f"{indent}raise ArgumentError, {message}"
    return [one] if len(one) <= LINE_LENGTH else [f"{indent}raise ArgumentError,", f"{indent}      {message}"]


def _names(vocab: Vocabulary) -> dict[str, str]:
    return {
        "type": snake(vocab.singular),
        "collection": snake(vocab.words),
        "aliases": snake(vocab.singular, ("aliases",)),
        "canonical": snake(("canonical",), vocab.singular),
        "canonical_bang": snake(("canonical",), vocab.singular) + "!",
    }


def _value_fn(vocab: Vocabulary, words: tuple[str, ...]) -> str:
    return snake(vocab.singular, words)


def _rule_names(model: Model, rule: Any) -> dict[str, str]:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    settle = snake(("settle",), carried.singular)
    return {"members": snake(rule.words, subject.words), "settle": settle, "settle_bang": settle + "!"}


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return derived_identifiers(model, _value_fn, _names, _rule_names,
                               {"constant": "function", "collection": "collection function",
                                "aliases": "aliases function", "canonical": "canonical function",
                                "canonical_bang": "canonical! function", "members": "members function",
                                "settle": "settle function", "settle_bang": "settle! function"})


def _spellings(vocab: Vocabulary) -> str:
    names = _names(vocab)
    if vocab.has_aliases:
        return f"{names['collection']}() ++ Map.keys({names['aliases']}())"
    return f"{names['collection']}()"


def _vocab_context(vocab: Vocabulary) -> dict[str, Any]:
    names = _names(vocab)
    kind = vocab.noun
    type_ = f"{names['type']}()"
    values = []
    for value in vocab.values:
        values.append({
            "doc": attribute("doc", doc_lines(value.doc)),
            "line": f"  def {_value_fn(vocab, value.words)}, do: {literal(value.text)}",
        })
    collection = zero_arity(names["collection"], "[", [literal(t) for t in vocab.texts], "]")
    aliases: list[str] = []
    if vocab.has_aliases:
        aliases = [*attribute("doc", [f"Accepted non-canonical spellings of a {kind}, "
                                      f"each mapped to its canonical {kind}."]),
                   f"  @spec {names['aliases']}() :: %{{optional(String.t()) => {type_}}}"]
        entries = [f"{literal(a.name)} => {literal(a.canonical)}" for a in vocab.aliases]
        aliases.extend(zero_arity(names["aliases"], "%{", entries, "}"))
    reason = f":unknown_{names['type']}"
    clauses = [f"  def {names['canonical']}({literal(text)}), do: {{:ok, {literal(text)}}}" for text in vocab.texts]
    clauses += [f"  def {names['canonical']}({literal(a.name)}), do: {{:ok, {literal(a.canonical)}}}"
                for a in vocab.aliases]
    or_alias = " or one of its aliases" if vocab.has_aliases else ""
    return {
        "typedoc": attribute("typedoc", doc_lines(vocab.doc)),
        "type": f"  @type {names['type']} :: String.t()",
        "functions": values,
        "collection_doc": attribute("doc", [f"Every {kind}, in vocab.toml order."]),
        "collection_spec": f"  @spec {names['collection']}() :: [{type_}, ...]",
        "collection": collection,
        "aliases": aliases,
        "canonical_doc": attribute("doc", [
            f"Return `{{:ok, {names['type']}}}` for a {kind}{or_alias},",
            f"else `{{:error, {{{reason}, input}}}}`.",
            "",
            "The lookup is exact: no trimming and no case folding, so a near miss is an error.",
        ]),
        "canonical_spec": spec(f"{names['canonical']}(term())", [f"{{:ok, {type_}}}", f"{{:error, {{{reason}, term()}}}}"]),
        "canonical_head": f"  def {names['canonical']}(input)",
        "canonical_clauses": clauses,
        "canonical_fallback": f"  def {names['canonical']}(input), do: {{:error, {{{reason}, input}}}}",
        "bang_doc": attribute("doc", [f"Like `{names['canonical']}/1`, but return the {kind} "
                                      "or raise `ArgumentError`."]),
        "bang_spec": f"  @spec {names['canonical_bang']}(term()) :: {type_}",
        "bang_head": f"  def {names['canonical_bang']}(input) do",
        "bang_case": f"    case {names['canonical']}(input) do",
        "bang_ok": f"      {{:ok, {names['type']}}} ->",
        "bang_value": f"        {names['type']}",
        "bang_error": [
            *assign("        ", "expected", f"Enum.map_join({_spellings(vocab)}, \", \", &inspect/1)"),
            "",
            *raise_argument_error("        ", f'"unknown {kind} #{{inspect(input)}}; expected one of: #{{expected}}"'),
        ],
    }


def _rule_context(model: Model, rule: Any) -> dict[str, Any]:
    names = _rule_names(model, rule)
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    s, c = _names(subject), _names(carried)
    s_var, c_var = s["type"], c["type"]
    s_kind, c_kind = subject.noun, carried.noun
    return {
        "members_doc": attribute("doc", doc_lines(rule.doc) or [f"The {' '.join(subject.words)} that carry a "
                                                                f"{c_kind}."]),
        "members_spec": f"  @spec {names['members']}() :: [{s['type']}(), ...]",
        "members": zero_arity(names["members"], "[", [literal(m) for m in rule.values], "]"),
        "settle_doc": attribute("doc", [
            f"Return the {c_kind} a {s_kind} carries.",
            "",
            f"Members of `{names['members']}/0` carry a canonical {c_kind} (`nil` settles to `{{:ok, nil}}`);",
            f"every other {s_kind} carries `{{:ok, nil}}`. An unknown {s_kind} or {c_kind} is an error.",
        ]),
        "settle_spec": spec(f"{names['settle']}(term(), term())",
                            [f"{{:ok, {c['type']}() | nil}}", f"{{:error, {{:unknown_{s_var} | :unknown_{c_var}, term()}}}}"]),
        "settle_head": f"  def {names['settle']}({s_var}, {c_var}) do",
        "settle_with": f"    with {{:ok, {s_var}}} <- {s['canonical']}({s_var}) do",
        "settle_if": f"      if not is_nil({c_var}) and {s_var} in {names['members']}() do",
        "settle_carried": f"        {c['canonical']}({c_var})",
        "bang_doc": attribute("doc", [f"Like `{names['settle']}/2`, but return the {c_kind} or `nil`, "
                                      "or raise `ArgumentError`."]),
        "bang_spec": f"  @spec {names['settle_bang']}(term(), term()) :: {c['type']}() | nil",
        "bang_head": f"  def {names['settle_bang']}({s_var}, {c_var}) do",
        "bang_subject": f"    {s_var} = {s['canonical_bang']}({s_var})",
        "bang_if": f"    if not is_nil({c_var}) and {s_var} in {names['members']}() do",
        "bang_carried": f"      {c['canonical_bang']}({c_var})",
    }


def _context(model: Model, config: TargetConfig) -> dict[str, Any]:
    moduledoc = doc_lines(model.doc)
    if moduledoc:
        moduledoc.append("")
    moduledoc += [
        "Closed string vocabularies: a function per value, the values in order, `canonical_*/1`",
        "returning `{:ok, value}` or `{:error, reason}` and a raising `canonical_*!/1`.",
        "Generated by vocabgen; edit the vocab file, never this module.",
    ]
    return {
        "marker": f"# {marker(model)}",
        "module": config.get("module"),
        "moduledoc": attribute("moduledoc", moduledoc),
        "vocabularies": [_vocab_context(v) for v in model.vocabularies],
        "rules": [_rule_context(model, r) for r in model.rules],
    }


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return [OutputFile(config.get("path"), "elixir/module.ex.j2", _context(model, config))]


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {"module": config.get("module"), "path": config.get("path"),
            **runner_names(model, _names, _rule_names, literal)}


TARGET = Target(
    name="elixir",
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[a-z][a-z0-9_]*[!?]?"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    api=api,
)

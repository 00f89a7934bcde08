"""Python: a typed runtime module (`Final` constants, `Literal` aliases, guard, canonicalise,
lenient read and settle functions) and its pytest file.

This module owns the language knowledge (names, reserved words, string escaping, comment
sanitising, paths); `templates/python/*.j2` own the files' shape. Output is already
black-formatted, so black is a test-time check.
"""

from __future__ import annotations

import keyword
import re
import sys
from collections.abc import Mapping
from typing import Any

from vocabgen.charclass import is_narrow_visible, is_printable
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary
from vocabgen.targets.base import (
    as_context,
    plain_literal,
    Context,
    Identifier,
    OutputFile,
    Setting,
    Target,
    check_relative_path,
    comment_lines,
    derived_identifiers,
    functions_setting,
    marker,
    runner_names,
    spelled_values,
)
from vocabgen.targets.naming import pascal, screaming, snake
from vocabgen.vectors import Outcome, canonical_cases, guard_cases, read_cases, settle_cases

# Builtins of CPython 3.11 to 3.13, frozen so that what is valid does not depend on the
# running Python: a type named ValueError would hide the exception the module raises.
BUILTINS = frozenset("""
    ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError
    BrokenPipeError BufferError BytesWarning ChildProcessError ConnectionAbortedError ConnectionError
    ConnectionRefusedError ConnectionResetError DeprecationWarning EOFError Ellipsis EncodingWarning
    EnvironmentError Exception ExceptionGroup False FileExistsError FileNotFoundError FloatingPointError
    FutureWarning GeneratorExit IOError ImportError ImportWarning IndentationError IndexError
    InterruptedError IsADirectoryError KeyError KeyboardInterrupt LookupError MemoryError
    ModuleNotFoundError NameError None NotADirectoryError NotImplemented NotImplementedError OSError
    OverflowError PendingDeprecationWarning PermissionError ProcessLookupError PythonFinalizationError
    RecursionError ReferenceError ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration
    StopIteration SyntaxError SyntaxWarning SystemError SystemExit TabError TimeoutError True TypeError
    UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError
    UnicodeWarning UserWarning ValueError Warning ZeroDivisionError
    abs aiter all anext any ascii bin bool breakpoint bytearray bytes callable chr classmethod compile
    complex copyright credits delattr dict dir divmod enumerate eval exec exit filter float format
    frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter len license
    list locals map max memoryview min next object oct open ord pow print property quit range repr
    reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip
""".split())
# Names the generated module imports; a vocabulary name that equals one would rebind it.
IMPORTS = frozenset({"annotations", "Final", "Literal", "Mapping", "MappingProxyType", "TypeGuard", "TypeVar"})
# Private names the module defines itself, all under the `_vocabgen_` prefix so that a host's
# own names in the same package cannot collide with them.
HELPERS = frozenset({"_vocabgen_canonical", "_vocabgen_read", "_vocabgen_is", "_vocabgen_settle",
                     "_VOCABGEN_T", "_VOCABGEN_S", "__all__"})
KEYWORDS = frozenset(keyword.kwlist)
RESERVED = KEYWORDS | BUILTINS | IMPORTS | HELPERS
# Modules the generated files import by absolute name: a top-level package of the same name
# would be imported instead of them.
SHADOWED_MODULES = frozenset(sys.stdlib_module_names) | {"pytest"}


def _check_module(value: str) -> str | None:
    """A dotted module name whose every segment is an identifier and not a keyword, and whose
    top-level package does not shadow a standard-library module the files import."""
    segments = value.split(".")
    for segment in segments:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", segment):
            return f"{value!r} is not a valid name here; use something like 'toolnexus.agents.vocabulary'"
        if segment in KEYWORDS:
            return (f"{value!r} has the Python keyword {segment!r} as a segment, so `import {value}` is a "
                    "syntax error; rename that segment")
    if segments[0] in SHADOWED_MODULES:
        return (f"{value!r} starts with {segments[0]!r}, a standard-library module: a package of that name "
                "would shadow it for the whole host; choose another top-level package")
    return None


def _default_path(settings: Mapping[str, str]) -> str:
    return "python/" + settings["module"].replace(".", "/") + ".py"


def _default_tests_path(settings: Mapping[str, str]) -> str:
    return "python/tests/test_" + settings["module"].rsplit(".", 1)[-1] + ".py"


SETTINGS = (
    Setting("module", "add module = \"package.module\"", _check_module),
    Setting("path", "the module's file under --out", check_relative_path, _default_path),
    Setting("tests_path", "the generated pytest file under --out", check_relative_path, _default_tests_path),
    functions_setting(),
)


def literal(text: str) -> str:
    """A Python string literal for text, quoted the way black would leave it."""
    # the common case, printable ASCII without " or \\, tested by C string methods
    if plain_literal(text):
        return f'"{text}"'
    # black keeps double quotes unless single quotes need fewer escapes
    quote = "'" if text.count('"') > text.count("'") else '"'
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


def py_comment(line: str) -> str:
    """One sanitised doc line as a `#` comment; black keeps comments byte for byte."""
    return f"# {line}" if line else "#"


def py_optional(text: str | None) -> str:
    """A string literal, or None."""
    return "None" if text is None else literal(text)


# A comment on line 1 or 2 matching this is a source-encoding declaration (PEP 263).
_CODING = re.compile(r"coding[:=]")


def _doc(text: str) -> tuple[str, ...]:
    """A doc as sanitised comment lines (control characters removed, no blank ends)."""
    return tuple(comment_lines(text))


def _module_doc(text: str) -> tuple[str, ...]:
    """The module's doc lands on line 2, where `coding: ...` would change how Python decodes the
    file: break that one pattern with a space."""
    lines = list(_doc(text))
    if lines:
        lines[0] = _CODING.sub(lambda m: m.group()[:-1] + " " + m.group()[-1], lines[0])
    return tuple(lines)


# ---------------------------------------------------------------------------------------------
# Names: computed here, used by templates, checked by identifiers() before anything renders.


def _private(config: TargetConfig | None) -> str:
    """The prefix functions carry: "_" under functions = "internal" (PEP 8's internal marker)."""
    return "_" if config is not None and config.get("functions") == "internal" else ""


def _names(vocab: Vocabulary, config: TargetConfig | None = None) -> dict[str, str]:
    prefix = _private(config)
    names = {
        "type": pascal(vocab.singular),
        "collection": screaming(vocab.words),
        "aliases": screaming(vocab.singular, ("aliases",)),
        "lookup": "_VOCABGEN_" + screaming(vocab.singular, ("lookup",)),
        "guard": prefix + snake(("is",), vocab.singular),
        "canonical": prefix + snake(("canonical",), vocab.singular),
        "read": prefix + snake(("read",), vocab.singular),
    }
    if vocab.removed:
        names["removed"] = screaming(("removed",), vocab.words)
    if config is not None and config.get("functions") == "none":
        for role in ("lookup", "guard", "canonical", "read"):
            del names[role]
    return names


CONSTANT_CASE = screaming  # a value's constant: the singular and the value's words


def _rule_names(model: Model, rule: Rule, config: TargetConfig | None = None) -> dict[str, str]:
    subject = model.vocabulary(rule.vocabulary)
    names = {"members": screaming(rule.words, subject.words),
             "settle": _private(config) + snake(("settle",), rule.words)}
    if config is not None and config.get("functions") == "none":
        del names["settle"]
    return names


def _parameter(vocab: Vocabulary) -> str:
    return snake(vocab.singular)


def _functions(config: TargetConfig) -> bool:
    return config.get("functions") != "none"


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    """Every module-level name, then each settle parameter that would hide one of them."""
    idents = derived_identifiers(model, CONSTANT_CASE, lambda v: _names(v, config),
                                 lambda m, r: _rule_names(m, r, config),
                                 {"members": "rule members", "settle": "settle function", "guard": "guard function",
                                  "canonical": "canonical function", "read": "read function",
                                  "removed": "removed spellings", "lookup": "lookup table"})
    if not _functions(config):
        return idents
    module_names = {ident.name for ident in idents} | IMPORTS
    shadowing: dict[str, Identifier] = {}
    for rule in model.rules:
        for key in (rule.vocabulary, rule.carries):
            vocab = model.vocabulary(key)
            name = _parameter(vocab)
            if name in module_names and name not in shadowing:
                shadowing[name] = Identifier(name, (key, "singular"), vocab.line, "settle parameter")
    return idents + list(shadowing.values())


# ---------------------------------------------------------------------------------------------
# The module's context.


class PyConstant(Context):
    """One value's `Final` constant."""

    name: str  # the constant, e.g. STATUS_DONE
    literal: str  # the value as a Python string literal, escaped
    doc_lines: tuple[str, ...]  # the value's doc, sanitised, one comment line each
    deprecated_lines: tuple[str, ...]  # "Deprecated: why" as comment lines; empty when current


class PyAlias(Context):
    """One entry of the alias map."""

    literal: str  # the alias spelling as a string literal
    constant: str  # the constant of the value it canonicalises to
    deprecated_lines: tuple[str, ...]  # "Deprecated: why" as comment lines; empty when current


class PyRemoved(Context):
    """One tombstone: a spelling that may never come back."""

    literal: str  # the removed spelling as a string literal
    reason_lines: tuple[str, ...]  # why it was removed, as comment lines


class PyVocabulary(Context):
    """One vocabulary: its constants, type, collections and function names."""

    doc_lines: tuple[str, ...]  # the vocabulary's doc as comment lines
    noun: str  # the singular as prose ("run status"): lowercase ASCII words, safe in docstrings
    noun_literal: str  # noun as a string literal, for error messages
    type: str  # the Literal type alias, e.g. Status
    collection: str  # the ordered tuple of values, e.g. STATUSES
    constants: tuple[PyConstant, ...]  # in vocab.toml order
    literals: tuple[str, ...]  # every value as a string literal, in order
    has_aliases: bool  # an alias map is emitted (possibly empty)
    aliases_name: str  # the alias map, e.g. LIMIT_ALIASES; "" without one
    aliases: tuple[PyAlias, ...]  # the alias map's entries
    removed_name: str  # the tuple of removed spellings, e.g. REMOVED_STATUSES; "" without tombstones
    removed: tuple[PyRemoved, ...]  # the tombstones
    lookup: str  # the private value-and-alias table; "" when functions = "none"
    guard: str  # is_status; "" when functions = "none"
    canonical: str  # canonical_status; "" when functions = "none"
    read: str  # read_status; "" when functions = "none"
    fallback: str  # the constant read returns for unknown input; "" when none is set


class PyRule(Context):
    """One rule: its members tuple and settle function."""

    doc_lines: tuple[str, ...]  # the rule's doc as comment lines
    members: str  # the members tuple, e.g. LIMIT_STOP_STATUSES
    member_constants: tuple[str, ...]  # the members' constants, in rule order
    subject_type: str  # Status
    carried_type: str  # Limit
    settle: str  # settle_limit_stop; "" when functions = "none"
    subject_parameter: str  # status
    carried_parameter: str  # limit
    subject_lookup: str  # the subject vocabulary's private lookup table
    carried_lookup: str  # the carried vocabulary's private lookup table
    subject_noun: str  # "status", prose
    carried_noun: str  # "limit", prose
    subject_noun_literal: str  # "status" as a string literal
    carried_noun_literal: str  # "limit" as a string literal


class PyModule(Context):
    """Context of python/module.py.j2."""

    marker: str  # the do-not-edit line, already a `#` comment
    doc_lines: tuple[str, ...]  # the vocab file's doc as comment lines
    exports: tuple[str, ...]  # __all__: exactly the public API, in file order
    functions: bool  # guard, canonicalise, read and settle functions are emitted
    vocabularies: tuple[PyVocabulary, ...]
    rules: tuple[PyRule, ...]


def _deprecated(reason: str) -> tuple[str, ...]:
    return _doc("Deprecated: " + reason) if reason else ()


class _Literals(dict[str, str]):
    """literal() memoised for one files() call: a value's literal is written up to seven times
    across the module and its tests, and a vocabulary may have 10,000 values."""

    def __missing__(self, text: str) -> str:
        made = self[text] = literal(text)
        return made


def _constants(vocab: Vocabulary) -> dict[str, str]:
    """Each value's constant by its text, spelt once per render for the module, its tests and the rules."""
    return dict(zip(vocab.texts, spelled_values(CONSTANT_CASE, vocab)))


def _vocabulary_context(vocab: Vocabulary, config: TargetConfig, constants: Mapping[str, str],
                        literals: _Literals) -> PyVocabulary:
    names = _names(vocab, config)
    return PyVocabulary(
        doc_lines=_doc(vocab.doc),
        noun=vocab.noun,
        noun_literal=literal(vocab.noun),
        type=names["type"],
        collection=names["collection"],
        constants=tuple(PyConstant(name=constants[v.text], literal=literals[v.text], doc_lines=_doc(v.doc),
                                   deprecated_lines=_deprecated(v.deprecated) if v.deprecated else ())
                        for v in vocab.values),
        literals=tuple(map(literals.__getitem__, vocab.texts)),
        has_aliases=vocab.has_aliases,
        aliases_name=names["aliases"] if vocab.has_aliases else "",
        aliases=tuple(PyAlias(literal=literals[a.name], constant=constants[a.canonical],
                              deprecated_lines=_deprecated(a.deprecated)) for a in vocab.aliases),
        removed_name=names.get("removed", ""),
        removed=tuple(PyRemoved(literal=literals[r.text], reason_lines=_doc(r.reason)) for r in vocab.removed),
        lookup=names.get("lookup", ""),
        guard=names.get("guard", ""),
        canonical=names.get("canonical", ""),
        read=names.get("read", ""),
        fallback=constants[vocab.fallback] if vocab.fallback else "",
    )


def _rule_context(model: Model, rule: Rule, config: TargetConfig, constants: Mapping[str, str]) -> PyRule:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    names = _rule_names(model, rule, config)
    return PyRule(
        doc_lines=_doc(rule.doc),
        members=names["members"],
        member_constants=tuple(constants[m] for m in rule.values),
        subject_type=pascal(subject.singular),
        carried_type=pascal(carried.singular),
        settle=names.get("settle", ""),
        subject_parameter=_parameter(subject),
        carried_parameter=_parameter(carried),
        subject_lookup=_names(subject)["lookup"],
        carried_lookup=_names(carried)["lookup"],
        subject_noun=subject.noun,
        carried_noun=carried.noun,
        subject_noun_literal=literal(subject.noun),
        carried_noun_literal=literal(carried.noun),
    )


def _exports(vocabularies: tuple[PyVocabulary, ...], rules: tuple[PyRule, ...], public: bool) -> tuple[str, ...]:
    """The public API in file order: constants, types, collections, then public functions."""
    names: list[str] = []
    for vocab in vocabularies:
        names.extend(c.name for c in vocab.constants)
        names.extend(n for n in (vocab.type, vocab.collection, vocab.removed_name, vocab.aliases_name) if n)
    names.extend(rule.members for rule in rules)
    if public:
        for vocab in vocabularies:
            names.extend((vocab.guard, vocab.canonical, vocab.read))
        names.extend(rule.settle for rule in rules)
    return tuple(names)


def _context(model: Model, config: TargetConfig, constants: Mapping[str, Mapping[str, str]],
             literals: _Literals) -> PyModule:
    vocabularies = tuple(_vocabulary_context(v, config, constants[v.key], literals) for v in model.vocabularies)
    rules = tuple(_rule_context(model, r, config, constants[r.vocabulary]) for r in model.rules)
    return PyModule(
        marker=py_comment(marker(model)),
        doc_lines=_module_doc(model.doc),
        exports=_exports(vocabularies, rules, config.get("functions") == "public"),
        functions=_functions(config),
        vocabularies=vocabularies,
        rules=rules,
    )


# ---------------------------------------------------------------------------------------------
# The shipped tests' context: expectations from vectors.py, never from the module's output.


class PyCase(Context):
    """One parametrised case: an input spelling and what the function must give."""

    spelling: str  # the input as a string literal
    expected: str  # the expected canonical value as a string literal, or None


class PySettleCase(Context):
    """One settle case."""

    subject: str  # the subject spelling as a string literal
    carried: str  # the carried spelling as a string literal, or None
    kind: str  # "value", "none" or "error", as a string literal
    expected: str  # the expected value as a string literal, or None


class PyVocabularyTests(Context):
    """The tests of one vocabulary."""

    test: str  # the test-name stem, e.g. run_statuses
    collection: str  # STATUSES
    literals: tuple[str, ...]  # the expected values, as string literals, in order
    constants: tuple[tuple[str, str], ...]  # (constant name literal, value literal)
    aliases_name: str  # LIMIT_ALIASES; "" without an alias map
    aliases: tuple[tuple[str, str], ...]  # (alias literal, canonical value literal)
    removed_name: str  # REMOVED_STATUSES; "" without tombstones
    removed: tuple[str, ...]  # removed spellings as string literals
    guard: str  # the guard function; "" when functions = "none"
    canonical: str  # the canonicalise function; "" when functions = "none"
    read: str  # the lenient reader; "" when functions = "none"
    canonical_cases: tuple[PyCase, ...]  # expected None: raises ValueError
    guard_cases: tuple[PyCase, ...]  # expected "True" or "False"
    read_cases: tuple[PyCase, ...]  # expected None: the reader gives None
    fallback: str  # what read gives for a non-string, as a literal (None without a fallback)


class PyRuleTests(Context):
    """The tests of one rule."""

    test: str  # the test-name stem, e.g. limit_stop
    members: str  # LIMIT_STOP_STATUSES
    member_literals: tuple[str, ...]  # expected members as string literals
    settle: str  # the settle function; "" when functions = "none"
    cases: tuple[PySettleCase, ...]


class PyTests(Context):
    """Context of python/test_module.py.j2."""

    marker: str  # the do-not-edit line, already a `#` comment
    module: str  # the module's dotted name, imported as the host would import it
    functions: bool  # the module has functions to test
    vocabularies: tuple[PyVocabularyTests, ...]
    rules: tuple[PyRuleTests, ...]


def _outcome(outcome: Outcome, literals: _Literals) -> str:
    return literals[outcome.value] if outcome.kind == "value" else "None"


def _vocabulary_tests(vocab: Vocabulary, config: TargetConfig, constants: Mapping[str, str],
                      literals: _Literals) -> PyVocabularyTests:
    names = _names(vocab, config)
    return PyVocabularyTests(
        test=snake(vocab.words),
        collection=names["collection"],
        literals=tuple(map(literals.__getitem__, vocab.texts)),
        # a constant's name is an identifier: its literal is the name in double quotes
        constants=tuple((f'"{constants[v.text]}"', literals[v.text]) for v in vocab.values),
        aliases_name=names["aliases"] if vocab.has_aliases else "",
        aliases=tuple((literals[a.name], literals[a.canonical]) for a in vocab.aliases),
        removed_name=names.get("removed", ""),
        removed=tuple(literals[r.text] for r in vocab.removed),
        guard=names.get("guard", ""),
        canonical=names.get("canonical", ""),
        read=names.get("read", ""),
        canonical_cases=tuple(PyCase(spelling=literals[s],
                                     expected=literals[o.value] if o.kind == "value" else "None")
                              for s, o in canonical_cases(vocab)),
        guard_cases=tuple(PyCase(spelling=literals[s], expected=str(member)) for s, member in guard_cases(vocab)),
        read_cases=tuple(PyCase(spelling=literals[s],
                                expected=literals[o.value] if o.kind == "value" else "None")
                         for s, o in read_cases(vocab)),
        fallback=literals[vocab.fallback] if vocab.fallback else "None",
    )


def _rule_tests(model: Model, rule: Rule, config: TargetConfig, literals: _Literals) -> PyRuleTests:
    names = _rule_names(model, rule, config)
    return PyRuleTests(
        test=snake(rule.words),
        members=names["members"],
        member_literals=tuple(literals[m] for m in rule.values),
        settle=names.get("settle", ""),
        cases=tuple(PySettleCase(subject=literals[s], carried="None" if c is None else literals[c],
                                 kind=literals[o.kind], expected=_outcome(o, literals))
                    for s, c, o in settle_cases(model, rule)),
    )


def _test_context(model: Model, config: TargetConfig, constants: Mapping[str, Mapping[str, str]],
                  literals: _Literals) -> PyTests:
    return PyTests(
        marker=py_comment(marker(model)),
        module=config.get("module"),
        functions=_functions(config),
        vocabularies=tuple(_vocabulary_tests(v, config, constants[v.key], literals) for v in model.vocabularies),
        rules=tuple(_rule_tests(model, r, config, literals) for r in model.rules),
    )


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
    # constants and literals are spelled once here and shared by both files
    constants = {v.key: _constants(v) for v in model.vocabularies}
    literals = _Literals()
    return [
        OutputFile(config.get("path"), "python/module.py.j2", as_context(_context(model, config, constants, literals))),
        OutputFile(config.get("tests_path"), "python/test_module.py.j2",
                   as_context(_test_context(model, config, constants, literals))),
    ]


def api(model: Model, config: TargetConfig) -> dict[str, object]:
    return {"module": config.get("module"), "root": module_root(config) or ".",
            **runner_names(model, lambda v: _names(v, config), lambda m, r: _rule_names(m, r, config))}


TARGET = Target(
    name="python",
    value_case=CONSTANT_CASE,
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
    filters={"py_string": literal, "py_comment": py_comment, "py_optional": py_optional},
    starter=lambda parts: {"module": ".".join(parts) + ".vocabulary"},
)

"""Clojure (.cljc): kebab-case defs with docstrings, vectors, sets and maps, `status?`,
`read-status`, `canonical-*` and `settle-<rule>` functions (the strict ones throw ex-info on
unknown input). Plain Clojure only, so the file also reads as ClojureScript.

This module owns the language's knowledge: names, reserved words, core-name exclusion,
escaping (`clj_string`, `clj_doc`), doc sanitising and paths. The file's shape lives in
templates/clojure/namespace.cljc.j2 and its macros."""

from __future__ import annotations

import re
from typing import Any

from vocabgen.charclass import is_printable
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary
from vocabgen.targets.base import (
    plain_literal,
    Context,
    runner_names,
    as_context,
    functions_setting,
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
    spelled_values,
)
from vocabgen.targets.naming import kebab
from vocabgen.vectors import canonical_cases, guard_cases, read_cases, settle_cases


# Special forms cannot be redefined, and nil/true/false are literals.
SPECIAL_FORMS = frozenset("""def if do let quote var fn loop recur throw try catch finally monitor-enter monitor-exit
    new set! letfn case deftype reify import nil true false""".split())
# clojure.core names the generated code itself calls; a def of the same name would break it.
USED = frozenset("ns defn or get ex-info str pr-str merge zipmap into keys when and some? set contains? let".split())
RESERVED = SPECIAL_FORMS | USED
# clojure.core's public names (1.11, plus 1.12's additions): any other one a def would shadow
# goes into (:refer-clojure :exclude [...]), so loading never warns.
CORE_NAMES = frozenset("""
    abs accessor aclone add-classpath add-tap add-watch agent agent-error agent-errors aget alength alias
    all-ns alter alter-var-root amap ancestors and apply areduce array-map aset aset-boolean aset-byte
    aset-char aset-double aset-float aset-int aset-long aset-short assert assoc assoc-in atom await
    await-for await1 bases bean bigdec bigint biginteger binding bit-and bit-and-not bit-clear bit-flip
    bit-not bit-or bit-set bit-shift-left bit-shift-right bit-test bit-xor boolean boolean-array booleans
    bound-fn bounded-count butlast byte byte-array bytes case cast cat char char-array char-escape-string
    char-name-string chars chunk chunk-append chunk-buffer chunk-cons chunk-first chunk-next chunk-rest
    class clear-agent-errors clojure-version comment commute comp comparator compare compile complement
    completing concat cond condp conj cons constantly construct-proxy count create-ns create-struct cycle
    dec declare dedupe default-data-readers definline definterface defmacro defmethod defmulti defn defn-
    defonce defprotocol defrecord defstruct deftype delay deliver denominator deref derive descendants
    destructure disj dissoc distinct doall dorun doseq dosync dotimes doto double double-array doubles drop
    drop-last drop-while eduction empty ensure ensure-reduced enumeration-seq error-handler error-mode eval
    every-pred ex-cause ex-data ex-info ex-message extend extend-protocol extend-type extenders ffirst
    file-seq filter filterv find find-keyword find-ns find-protocol-impl find-protocol-method find-var
    first flatten float float-array floats flush fn fnext fnil for force format frequencies future
    future-call future-cancel gen-class gen-interface gensym get get-in get-method get-proxy-class
    get-thread-bindings get-validator group-by halt-when hash hash-combine hash-map hash-ordered-coll
    hash-set hash-unordered-coll identity if-let if-not if-some import in-ns inc init-proxy inst-ms int
    int-array interleave intern interpose into into-array ints iterate iteration iterator-seq juxt keep
    keep-indexed key keys keyword last lazy-cat lazy-seq let letfn line-seq list load load-file load-reader
    load-string loaded-libs locking long long-array longs loop macroexpand macroexpand-1 make-array
    make-hierarchy map map-indexed mapcat mapv max max-key memfn memoize merge merge-with meta method-sig
    methods min min-key mix-collection-hash mod munge name namespace namespace-munge newline next nfirst
    nnext not not-empty ns ns-aliases ns-imports ns-interns ns-map ns-name ns-publics ns-refers ns-resolve
    ns-unalias ns-unmap nth nthnext nthrest num numerator object-array or parents parse-boolean
    parse-double parse-long parse-uuid partial partition partition-all partition-by pcalls peek pmap pop
    pop-thread-bindings pr pr-str prefer-method prefers primitives-classnames print print-ctor print-dup
    print-method print-simple print-str printf println println-str prn prn-str promise proxy
    proxy-call-with-super proxy-mappings proxy-name proxy-super push-thread-bindings pvalues quot rand
    rand-int rand-nth random-sample random-uuid range rationalize re-find re-groups re-matcher re-matches
    re-pattern re-seq read read-line read-string reader-conditional reduce reduce-kv reduced reductions ref
    ref-history-count ref-max-history ref-min-history ref-set refer refer-clojure reify
    release-pending-sends rem remove remove-all-methods remove-method remove-ns remove-tap remove-watch
    repeat repeatedly replace replicate require requiring-resolve resolve rest restart-agent resultset-seq
    reverse rseq rsubseq second select-keys send send-off send-via seq seq-to-map-for-destructuring seque
    sequence set short short-array shorts shuffle shutdown-agents slurp some some-fn sort sort-by
    sorted-map sorted-map-by sorted-set sorted-set-by spit split-at split-with str struct struct-map subs
    subseq subvec supers symbol sync tagged-literal take take-last take-nth take-while test the-ns time
    to-array to-array-2d trampoline transduce transient tree-seq type unchecked-add unchecked-add-int
    unchecked-byte unchecked-char unchecked-dec unchecked-dec-int unchecked-divide-int unchecked-double
    unchecked-float unchecked-inc unchecked-inc-int unchecked-int unchecked-long unchecked-multiply
    unchecked-multiply-int unchecked-negate unchecked-negate-int unchecked-remainder-int unchecked-short
    unchecked-subtract unchecked-subtract-int underive unquote unquote-splicing unreduced
    unsigned-bit-shift-right update update-in update-keys update-proxy update-vals use val vals var-get
    var-set vary-meta vec vector vector-of when when-first when-let when-not when-some while with-bindings
    with-in-str with-loading-context with-local-vars with-meta with-open with-out-str with-precision
    with-redefs with-redefs-fn xml-seq zipmap
    partitionv partitionv-all splitv-at stream-reduce! stream-seq! stream-transduce! stream-into!
    any? associative? boolean? bound? bytes? char? chunked-seq? class? coll? contains? counted? decimal?
    delay? distinct? double? empty? even? every? false? float? fn? future-cancelled? future-done? future?
    ident? identical? ifn? indexed? inst? instance? int? integer? isa? keyword? list? map-entry? map?
    nat-int? neg-int? neg? nil? not-any? not-every? number? odd? pos-int? pos? qualified-ident?
    qualified-keyword? qualified-symbol? ratio? rational? reader-conditional? realized? record? reduced?
    reversible? seq? seqable? sequential? set? simple-ident? simple-keyword? simple-symbol? some? sorted?
    special-symbol? string? symbol? tagged-literal? thread-bound? true? uri? uuid? var? volatile? zero?
    NaN? infinite?
""".split())


def check_namespace(value: str) -> str | None:
    """A namespace of kebab-case segments that neither lives under clojure.* / cljs.* (it would
    replace or extend a namespace Clojure ships) nor has a special form as a segment."""
    shape = dotted_name_check(r"[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*", "toolnexus.agents.vocabulary")(value)
    if shape:
        return shape
    segments = value.split(".")
    if segments[0] in ("clojure", "cljs"):
        return f"{value!r} lives under {segments[0]!r}, which Clojure itself ships; use your own top-level name"
    special = [s for s in segments if s in SPECIAL_FORMS]
    if special:
        return (f"{value!r} has the special form {special[0]!r} as a segment; a namespace segment that reads as "
                "a special form breaks tooling that resolves it; rename the segment")
    return None


def _check_tests_path(value: str) -> str | None:
    if not value.endswith(".clj"):
        return f"{value!r} must end with .clj (a clojure.test namespace for the JVM)"
    return check_relative_path(value)


SETTINGS = (
    Setting("namespace", "add namespace = \"company.vocabulary\"", check_namespace),
    Setting("path", "the .cljc file under --out", check_relative_path,
            lambda s: "clojure/" + s["namespace"].replace("-", "_").replace(".", "/") + ".cljc"),
    functions_setting(),
    Setting("tests_path", "a clojure.test file under --out exercising the namespace (optional)", _check_tests_path,
            lambda _: ""),
)



def literal(text: str) -> str:
    r"""A Clojure string literal: only " and \ need escaping; invisible characters (zero-width,
    bidi overrides) are written as \uXXXX, astral ones as their UTF-16 surrogate pair."""
    # Printable ASCII without " and \ (most values) is the text in quotes; str methods find it
    # several times faster than a regex over the characters.
    if plain_literal(text):
        return f'"{text}"'
    out = ['"']
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif not is_printable(ch):
            units = ch.encode("utf-16-be")
            out.extend(f"\\u{units[i] << 8 | units[i + 1]:04X}" for i in range(0, len(units), 2))
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def doc_lines(text: str) -> tuple[str, ...]:
    """Doc text as docstring lines: invisible characters become spaces."""
    return tuple(printable(line).rstrip() for line in comment_lines(text))


def one_line(text: str) -> str:
    """A reason or remark for one docstring line: lines joined by spaces, sanitised."""
    if not text:  # most aliases are not deprecated
        return ""
    return " ".join(line.strip() for line in doc_lines(text))


def doc_escape(line: str) -> str:
    """One docstring line: only \\ and " need escaping inside a Clojure string."""
    return line.replace("\\", "\\\\").replace('"', '\\"')


class CljValue(Context):
    """One value's def."""

    name: str  # the def, e.g. status-done
    literal: str  # the value as a Clojure string literal
    doc: tuple[str, ...]  # sanitised docstring lines (raw: the template applies clj_doc)
    deprecated_literal: str  # the :deprecated metadata as a string literal; "" when current


class CljAlias(Context):
    """One accepted non-canonical spelling."""

    literal: str  # the alias as a literal
    canonical_literal: str  # the value it canonicalises to, as a literal
    text: str  # the alias, sanitised for a docstring line
    deprecated: str  # why and what instead, one sanitised line; "" when current


class CljRemoved(Context):
    """One tombstone."""

    literal: str  # the spelling as a literal
    text: str  # the spelling, sanitised for a docstring line
    reason: str  # why it was removed, one sanitised line


class CljVocabulary(Context):
    """One vocabulary's names, values and flags."""

    key_literal: str  # the vocabulary's key as a literal (ex-info data)
    kind: str  # the singular as prose ("run status")
    doc: tuple[str, ...]  # the vocabulary's sanitised doc lines
    values: tuple[CljValue, ...]  # in vocab.toml order
    literals: tuple[str, ...]  # every value's literal, in vocab.toml order (the collection's elements)
    collection: str  # the vector of every value, e.g. statuses
    set: str  # the same values as a set, e.g. status-set
    aliases: str  # the alias map, "" when none are declared
    alias_entries: tuple[CljAlias, ...]
    removed: str  # the removed-spellings vector, "" without [X.removed]
    removed_entries: tuple[CljRemoved, ...]
    guard: str  # status?
    read: str  # read-status
    fallback_literal: str  # the reader's result for unknown input; "" means nil
    lookup: str  # the private spelling -> canonical map
    canonical: str  # canonical-status


class CljRule(Context):
    """One rule: members of a subject vocabulary that carry a value of another."""

    doc: tuple[str, ...]  # the rule's sanitised doc lines; empty for the default sentence
    members: str  # the members vector, e.g. limit-stop-statuses
    member_literals: tuple[str, ...]  # the members as literals, in order
    settle: str  # settle-limit-stop
    subject: CljVocabulary
    carried: CljVocabulary
    subject_param: str  # settle's first parameter
    carried_param: str  # settle's second parameter


class CljNamespace(Context):
    """The context of templates/clojure/namespace.cljc.j2."""

    marker: str  # the do-not-edit line, already a comment
    ns: str  # the namespace name (not `namespace`: that is Jinja's own helper)
    doc: tuple[str, ...]  # the vocab file's sanitised doc lines
    functions: str  # "public", "internal" (^:no-doc) or "none" (constants and collections only)
    excluded: tuple[str, ...]  # clojure.core names the file defines, for (:refer-clojure :exclude [...])
    vocabularies: tuple[CljVocabulary, ...]
    rules: tuple[CljRule, ...]


def _names(vocab: Vocabulary, level: str = "public") -> dict[str, str]:
    names = {"collection": kebab(vocab.words), "set": kebab(vocab.singular, ("set",)),
             "aliases": kebab(vocab.singular, ("aliases",))}
    if vocab.removed:
        names["removed"] = kebab(("removed",), vocab.words)
    if level != "none":
        names.update({"guard": kebab(vocab.singular) + "?", "read": kebab(("read",), vocab.singular),
                      "lookup": kebab(("vocabgen",), vocab.singular, ("lookup",)),
                      "canonical": kebab(("canonical",), vocab.singular)})
    return names


VALUE_DEF_CASE = kebab  # a value's def: the singular and the value's words


def _rule_names(model: Model, rule: Rule, level: str = "public") -> dict[str, str]:
    subject = model.vocabulary(rule.vocabulary)
    names = {"members": kebab(rule.words, subject.words)}
    if level != "none":
        names["settle"] = kebab(("settle",), rule.words)
    return names


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    level = config.get("functions")
    return derived_identifiers(model, VALUE_DEF_CASE, lambda v: _names(v, level), lambda m, r: _rule_names(m, r, level),
                               {"constant": "def", "lookup": "helper"})


def _vocabulary(vocab: Vocabulary) -> CljVocabulary:
    names = _names(vocab)
    values = tuple(CljValue(name=name, literal=literal(v.text), doc=doc_lines(v.doc),
                            deprecated_literal=literal(one_line(v.deprecated)) if v.deprecated else "")
                   for v, name in zip(vocab.values, spelled_values(VALUE_DEF_CASE, vocab)))
    return CljVocabulary(
        key_literal=literal(vocab.key),
        kind=vocab.noun,
        doc=doc_lines(vocab.doc),
        values=values,
        literals=tuple(value.literal for value in values),
        collection=names["collection"],
        set=names["set"],
        aliases=names["aliases"] if vocab.has_aliases else "",
        alias_entries=tuple(CljAlias(literal=literal(a.name), canonical_literal=literal(a.canonical),
                                 text=one_line(a.name), deprecated=one_line(a.deprecated)) for a in vocab.aliases),
        removed=names.get("removed", ""),
        removed_entries=tuple(CljRemoved(literal=literal(r.text), text=one_line(r.text), reason=one_line(r.reason))
                              for r in vocab.removed),
        guard=names["guard"],
        read=names["read"],
        fallback_literal=literal(vocab.fallback) if vocab.fallback else "",
        lookup=names["lookup"],
        canonical=names["canonical"],
    )


def _param(words: tuple[str, ...], fallback: str, avoid: set[str]) -> str:
    """The singular as a parameter name, unless it would shadow something the body uses."""
    name = kebab(words)
    return fallback if name in avoid or name in RESERVED else name


def _rule(model: Model, rule: Rule, by_key: dict[str, CljVocabulary], emitted: set[str]) -> CljRule:
    names = _rule_names(model, rule)
    subject, carried = model.vocabulary(rule.vocabulary), model.vocabulary(rule.carries)
    s_param = _param(subject.singular, "subject", emitted)
    c_param = _param(carried.singular, "carried", emitted | {s_param})
    return CljRule(doc=doc_lines(rule.doc), members=names["members"], member_literals=tuple(map(literal, rule.values)),
                   settle=names["settle"], subject=by_key[rule.vocabulary], carried=by_key[rule.carries],
                   subject_param=s_param, carried_param=c_param)


def _emitted(model: Model, level: str, by_key: dict[str, CljVocabulary]) -> list[str]:
    """The names `identifiers` lists, in its order, with the value defs taken from the contexts
    already built: only the names matter here, so no Identifier (origin and line) per value."""
    names: list[str] = []
    for vocab in model.vocabularies:
        names.extend(value.name for value in by_key[vocab.key].values)
        names.extend(name for role, name in _names(vocab, level).items() if role != "aliases" or vocab.has_aliases)
    for rule in model.rules:
        names.extend(_rule_names(model, rule, level).values())
    return names


def _context(model: Model, config: TargetConfig) -> CljNamespace:
    by_key = {v.key: _vocabulary(v) for v in model.vocabularies}
    emitted = _emitted(model, config.get("functions"), by_key)
    idents = set(emitted)
    return CljNamespace(
        marker=f";; {marker(model)}",
        ns=config.get("namespace"),
        doc=doc_lines(model.doc),
        functions=config.get("functions"),
        excluded=tuple(name for name in emitted if name in CORE_NAMES),
        vocabularies=tuple(by_key[v.key] for v in model.vocabularies),
        rules=tuple(_rule(model, r, by_key, idents) for r in model.rules),
    )


class CljCase(Context):
    """One call and the result vocab.toml's semantics demand (from vectors.py)."""

    args: tuple[str, ...]  # the arguments as Clojure literals (nil for none)
    expected: str  # the expected result: a literal, nil, true/false, or :error


class CljTestVocabulary(Context):
    """The cases of one vocabulary."""

    names: CljVocabulary  # the names under test
    collection_literals: tuple[str, ...]  # every value in order
    alias_cases: tuple[CljCase, ...]  # alias -> canonical
    guard_cases: tuple[CljCase, ...]  # true / false
    read_cases: tuple[CljCase, ...]  # canonical, fallback or nil
    canonical_cases: tuple[CljCase, ...]  # canonical literal or :error


class CljTestRule(Context):
    """The cases of one rule."""

    names: CljRule  # the names under test
    settle_cases: tuple[CljCase, ...]  # literal, nil or :error


class CljTests(Context):
    """The context of templates/clojure/test.clj.j2."""

    marker: str  # the do-not-edit line
    ns: str  # the namespace under test
    test_namespace: str  # the clojure.test namespace
    functions: str  # which functions exist: public, internal or none
    vocabularies: tuple[CljTestVocabulary, ...]
    rules: tuple[CljTestRule, ...]


def _tests(model: Model, config: TargetConfig, ns: CljNamespace) -> CljTests:
    """The test file's cases, naming what `ns` (the namespace file's context) defines."""
    vocabularies = []
    for vocab, names in zip(model.vocabularies, ns.vocabularies):
        vocabularies.append(CljTestVocabulary(
            names=names,
            collection_literals=names.literals,
            # Cases by keyword: Context's fast path, as there are several per value.
            alias_cases=tuple(CljCase(args=(literal(a.name),), expected=literal(a.canonical)) for a in vocab.aliases),
            guard_cases=tuple(CljCase(args=(literal(s),), expected="true" if ok else "false")
                              for s, ok in guard_cases(vocab)),
            read_cases=tuple(CljCase(args=(literal(s),), expected=literal(o.value) if o.kind == "value" else "nil")
                             for s, o in read_cases(vocab)),
            canonical_cases=tuple(CljCase(args=(literal(s),), expected=literal(o.value) if o.kind == "value"
                                          else ":error") for s, o in canonical_cases(vocab)),
        ))
    rules = []
    for rule, rule_names in zip(model.rules, ns.rules):
        cases = tuple(CljCase(args=(literal(s), "nil" if c is None else literal(c)),
                              expected={"value": literal(o.value), "none": "nil"}.get(o.kind, ":error"))
                      for s, c, o in settle_cases(model, rule))
        rules.append(CljTestRule(rule_names, cases))
    return CljTests(marker=ns.marker, ns=ns.ns, test_namespace=test_namespace(config),
                    functions=ns.functions, vocabularies=tuple(vocabularies), rules=tuple(rules))


def test_namespace(config: TargetConfig) -> str:
    """The clojure.test namespace: the namespace under test plus -test, as clojure.test hosts name it."""
    return config.get("namespace") + "-test"


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    ns = _context(model, config)
    out = [OutputFile(config.get("path"), "clojure/namespace.cljc.j2", as_context(ns))]
    if config.get("tests_path"):
        out.append(OutputFile(config.get("tests_path"), "clojure/test.clj.j2", as_context(_tests(model, config, ns))))
    return out


def source_root(config: TargetConfig) -> str:
    """The folder that must be on the classpath for the namespace to load under its name."""
    suffix = config.get("namespace").replace("-", "_").replace(".", "/") + ".cljc"
    path = config.get("path")
    return path[: -len(suffix)].rstrip("/") if path.endswith(suffix) else ""


def check_config(config: TargetConfig) -> list[str]:
    suffix = config.get("namespace").replace("-", "_").replace(".", "/") + ".cljc"
    path = config.get("path")
    problems = []
    if path != suffix and not path.endswith("/" + suffix):
        problems.append(f"path {path!r} must end with {suffix!r} so that namespace {config.get('namespace')!r} "
                        "can be required")
    tests = config.get("tests_path")
    test_suffix = suffix[: -len(".cljc")] + "_test.clj"
    if tests and tests != test_suffix and not tests.endswith("/" + test_suffix):
        problems.append(f"tests_path {tests!r} must end with {test_suffix!r} so that namespace "
                        f"{test_namespace(config)!r} can be required")
    return problems


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {"namespace": config.get("namespace"), "root": source_root(config) or ".",
            **runner_names(model, _names, _rule_names, literal)}


TARGET = Target(
    name="clojure",
    value_case=VALUE_DEF_CASE,
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*\??"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
    filters={"clj_string": literal, "clj_doc": doc_escape},
    starter=lambda parts: {"namespace": ".".join(parts) + ".vocabulary"},
)

"""Clojure (.cljc): kebab-case defs with docstrings, vectors and maps, `canonical-*` and `settle-*`
functions that throw ex-info on unknown input. Plain Clojure only, so the file also reads as
ClojureScript. Every name and literal is built here; the template only lays lines out."""

from __future__ import annotations

import re
from collections.abc import Sequence
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
    dotted_name_check,
    marker,
)
from vocabgen.targets.naming import kebab

LINE_LENGTH = 80

SETTINGS = (
    Setting("namespace", "add namespace = \"company.vocabulary\"",
            dotted_name_check(r"[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*", "toolnexus.agents.vocabulary")),
    Setting("path", "the .cljc file under --out", check_relative_path,
            lambda s: "clojure/" + s["namespace"].replace("-", "_").replace(".", "/") + ".cljc"),
)

# Special forms cannot be redefined, and nil/true/false are literals.
SPECIAL_FORMS = frozenset("""def if do let quote var fn loop recur throw try catch finally monitor-enter monitor-exit
    new set! letfn case deftype reify import nil true false""".split())
# clojure.core names the generated code itself calls; a def of the same name would break it.
USED = frozenset("ns defn or get ex-info str pr-str merge zipmap into keys when and some some?".split())
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
""".split())


def literal(text: str) -> str:
    r"""A Clojure string literal: only " and \ need escaping; invisible characters (zero-width,
    bidi overrides) are written as \uXXXX, astral ones as their UTF-16 surrogate pair."""
    if PLAIN_ASCII.fullmatch(text):
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


def doc_lines(text: str) -> list[str]:
    """Doc text as docstring lines: invisible characters become spaces."""
    return [printable(line).rstrip() for line in comment_lines(text)]


def docstring(lines: list[str], indent: str = "  ") -> list[str]:
    """A docstring, continuation lines indented as Clojure code conventionally does."""
    if not lines:
        return []
    escaped = [line.replace("\\", "\\\\").replace('"', '\\"') for line in lines]
    escaped[0] = '"' + escaped[0]
    escaped[-1] += '"'
    return [indent + escaped[0], *(indent + line if line else "" for line in escaped[1:])]


def seq(opener: str, items: Sequence[str], closer: str, indent: str, tail: str) -> list[str]:
    """`[a b c]tail` on one line when it fits, else one item per line aligned after the opener."""
    one = f"{indent}{opener}{' '.join(items)}{closer}{tail}"
    if len(one) <= LINE_LENGTH or len(items) < 2:
        return [one]
    pad = indent + " " * len(opener)
    return [f"{indent}{opener}{items[0]}", *(pad + item for item in items[1:-1]), f"{pad}{items[-1]}{closer}{tail}"]


def _names(vocab: Vocabulary) -> dict[str, str]:
    return {
        "collection": kebab(vocab.words),
        "aliases": kebab(vocab.singular, ("aliases",)),
        "lookup": kebab(vocab.singular, ("lookup",)),
        "canonical": kebab(("canonical",), vocab.singular),
    }


def _value_def(vocab: Vocabulary, words: tuple[str, ...]) -> str:
    return kebab(vocab.singular, words)


def _rule_names(model: Model, rule: Rule) -> dict[str, str]:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    return {"members": kebab(rule.words, subject.words), "settle": kebab(("settle",), carried.singular)}


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return derived_identifiers(model, _value_def, _names, _rule_names, {"constant": "def"})


def _vocab_context(vocab: Vocabulary) -> dict[str, Any]:
    names = _names(vocab)
    kind = vocab.noun
    defs = [{"name": _value_def(vocab, v.words), "doc": docstring(doc_lines(v.doc)), "value": literal(v.text)}
            for v in vocab.values]
    refs = [_value_def(vocab, v.words) for v in vocab.values]
    aliases: list[str] = []
    if vocab.has_aliases:
        entries = [f"{literal(a.name)} {_value_def(vocab, vocab.by_text[a.canonical].words)}"
                   for a in vocab.aliases]
        aliases = seq("{", entries, "}", "  ", ")")
    collection, lookup = names["collection"], names["lookup"]
    merged = f"(merge (zipmap {collection} {collection}) {names['aliases']})" if vocab.has_aliases \
        else f"(zipmap {collection} {collection})"
    expected = f"(into {collection} (keys {names['aliases']}))" if vocab.has_aliases else collection
    or_alias = " or one of its aliases" if vocab.has_aliases else ""
    return {
        "defs": defs,
        "collection": collection,
        "collection_doc": docstring(doc_lines(vocab.doc) or [f"Every {kind}, in vocab.toml order."]),
        "collection_items": seq("[", refs, "]", "  ", ")"),
        "aliases_name": names["aliases"] if vocab.has_aliases else "",
        "aliases_doc": docstring([f"Accepted non-canonical spellings of a {kind}, mapped to the canonical one."]),
        "aliases": aliases,
        "lookup": lookup,
        "lookup_value": f"  {merged})",
        "canonical": names["canonical"],
        "canonical_doc": docstring([f"Return the canonical {kind} for a value{or_alias.replace('its', 'the')}, or",
                                    "throw ex-info whose data names the input and the valid spellings.",
                                    "The lookup is exact: no trimming and no case folding."]),
        "canonical_get": f"  (or (get {lookup} spelling)",
        "canonical_throw": f"      (throw (ex-info (str {literal('unknown ' + kind + ' ')} (pr-str spelling))",
        "canonical_data": [f"                      {{:vocabulary {literal(vocab.key)}",
                           "                       :input spelling",
                           f"                       :expected {expected}}}))))"],
    }


def _param(words: tuple[str, ...], fallback: str, avoid: set[str]) -> str:
    """The singular as a parameter name, unless it would shadow something the body uses."""
    name = kebab(words)
    return fallback if name in avoid or name in RESERVED else name


def _rule_context(model: Model, rule: Rule, emitted: set[str]) -> dict[str, Any]:
    names = _rule_names(model, rule)
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    s_kind, c_kind = subject.noun, carried.noun
    s_param = _param(subject.singular, "subject", emitted)
    c_param = _param(carried.singular, "carried", emitted | {s_param})
    members = [_value_def(subject, subject.by_text[m].words) for m in rule.values]
    return {
        "members": names["members"],
        "members_doc": docstring(doc_lines(rule.doc) or [f"The {' '.join(subject.words)} that carry a {c_kind}."]),
        "members_items": seq("[", members, "]", "  ", ")"),
        "settle": names["settle"],
        "settle_doc": docstring([f"Return the {c_kind} a {s_kind} carries: members of {names['members']} carry",
                                 f"a canonical {c_kind} (nil stays nil); every other {s_kind} carries nil.",
                                 f"Throw ex-info on an unknown {s_kind} or {c_kind}."]),
        "settle_params": f"  [{s_param} {c_param}]",
        "settle_when": f"  (when (and (some #{{({_names(subject)['canonical']} {s_param})}} {names['members']})",
        "settle_some": f"             (some? {c_param}))",
        "settle_carried": f"    ({_names(carried)['canonical']} {c_param})))",
    }


def _context(model: Model, config: TargetConfig) -> dict[str, Any]:
    idents = [i.name for i in identifiers(model, config)]
    excluded = [name for name in idents if name in CORE_NAMES]
    ns_doc = doc_lines(model.doc)
    if ns_doc:
        ns_doc.append("")
    ns_doc += ["Closed string vocabularies: a def per value, the values in order, canonical-*",
               "functions that throw ex-info on unknown input. Generated by vocabgen; edit the",
               "vocab file, never this namespace."]
    refer = seq("(:refer-clojure :exclude [", excluded, "]", "  ", "))") if excluded else []
    doc = docstring(ns_doc)
    if not refer:
        doc[-1] += ")"
    return {
        "marker": f";; {marker(model)}",
        "namespace": config.get("namespace"),
        "ns_doc": doc,
        "refer": refer,
        "vocabularies": [_vocab_context(v) for v in model.vocabularies],
        "rules": [_rule_context(model, r, set(idents)) for r in model.rules],
    }


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return [OutputFile(config.get("path"), "clojure/namespace.cljc.j2", _context(model, config))]


def source_root(config: TargetConfig) -> str:
    """The folder that must be on the classpath for the namespace to load under its name."""
    suffix = config.get("namespace").replace("-", "_").replace(".", "/") + ".cljc"
    path = config.get("path")
    return path[: -len(suffix)].rstrip("/") if path.endswith(suffix) else ""


def check_config(config: TargetConfig) -> list[str]:
    suffix = config.get("namespace").replace("-", "_").replace(".", "/") + ".cljc"
    path = config.get("path")
    if path != suffix and not path.endswith("/" + suffix):
        return [f"path {path!r} must end with {suffix!r} so that namespace {config.get('namespace')!r} can be required"]
    return []


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {"namespace": config.get("namespace"), "root": source_root(config) or ".",
            **runner_names(model, _names, _rule_names, literal)}


TARGET = Target(
    name="clojure",
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
)

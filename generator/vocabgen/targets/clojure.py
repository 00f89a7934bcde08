"""Clojure (.cljc): kebab-case defs with docstrings, vectors, sets and maps, `status?`,
`read-status`, `canonical-*` and `settle-<rule>` functions (the strict ones throw ex-info on
unknown input), and (optionally) a clojure.test file. Plain Clojure only, so the file also reads
as ClojureScript.

Clojure's profile: its naming table, reserved words, clojure.core's names (a def that shadows
one is excluded from :refer-clojure, `clj_core`), string escaping (`clj_string`, `clj_doc`), doc
sanitising (`clj_lines`, `clj_line`), settle's parameters, settings and paths. The shape of each
file lives in templates/clojure/.

Not data (why this module passes 150 lines): the string escaper (literal), the namespace and path
checks, the docstring escaper and the core-name and member-keyword filters.
"""

from __future__ import annotations

import re

from vocabgen import view
from vocabgen.charclass import is_visible
from vocabgen.model import TargetConfig
from vocabgen.problems import quote
from vocabgen.profile import Directive, Limits, Profile, Reserved
from vocabgen.roles import Spell, port_roles
from vocabgen.targets.base import (
    Setting,
    alias_constants_setting,
    stability_setting,
    check_relative_path,
    dotted_name_check,
    functions_setting,
    invalid_members,
    plain_literal,
    settle_parameters,
    typed_needs_functions,
    typed_setting,
)
from vocabgen.targets.comments import StringDocWriter
from vocabgen.targets.naming import affixed, kebab

# Special forms cannot be redefined, and nil/true/false are literals.
SPECIAL_FORMS = frozenset("""def if do let quote var fn loop recur throw try catch finally monitor-enter monitor-exit
    new set! letfn case deftype reify import nil true false""".split())
# clojure.core names the generated code itself calls; a def of the same name would break it.
USED = frozenset("ns defn or get ex-info str pr-str merge zipmap into keys when and some? set contains? let".split())
RESERVED = Reserved(("a Clojure special form or literal", SPECIAL_FORMS),
                    ("a clojure.core name the generated code calls", USED))
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
        return f"{quote(value)} lives under {quote(segments[0])}, which Clojure itself ships; use your own top-level name"
    special = [s for s in segments if s in SPECIAL_FORMS]
    if special:
        return (f"{quote(value)} has the special form {quote(special[0])} as a segment; a namespace segment that reads as "
                "a special form breaks tooling that resolves it; rename the segment")
    return None


def _check_tests_path(value: str) -> str | None:
    if not value.endswith((".clj", ".cljc")):
        return (f"{quote(value)} must end with .clj (a clojure.test namespace for the JVM) or .cljc (for a host "
                "that also runs its tests on ClojureScript)")
    return check_relative_path(value)


SETTINGS = (
    Setting("namespace", "add namespace = \"company.vocabulary\"", check_namespace),
    Setting("path", "the .cljc file under --out", check_relative_path,
            lambda s: "clojure/" + s["namespace"].replace("-", "_").replace(".", "/") + ".cljc"),
    functions_setting(),
    Setting("tests_path", "a clojure.test file under --out exercising the namespace (optional; .clj, or .cljc "
            "for Clojure and ClojureScript)", _check_tests_path, lambda _: ""),
    alias_constants_setting(),
    stability_setting(),
    typed_setting(),
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
        elif not is_visible(ch):
            units = ch.encode("utf-16-be")
            out.extend(f"\\u{units[i] << 8 | units[i + 1]:04X}" for i in range(0, len(units), 2))
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


# The forms Clojure's tools act on (docs/strings.md, "Directives in comments"): every doc is the
# text of a string (a docstring, `:deprecated "..."`), where the reader reads no form.
DIRECTIVES = (
    Directive("#_, #?(...), ;, #=", "the reader discards a form at `#_`, picks a branch at a reader "
              "conditional, ends a line at `;`, evaluates at `#=`", "", "",
              "ruled out: docs are strings, and clj_doc escapes every `\"` and `\\` in them", "#=(System/exit 1)"),
)
DOC = StringDocWriter(DIRECTIVES)


def doc_escape(line: str) -> str:
    """Filter: one docstring line: only \\ and " need escaping inside a Clojure string."""
    return line.replace("\\", "\\\\").replace('"', '\\"')


def core_names(names: list[str]) -> list[str]:
    """Filter: the names among `names` that clojure.core also defines, in order: the file excludes
    them from (:refer-clojure :exclude [...]), so loading it never warns."""
    return [name for name in names if name in CORE_NAMES]


# Naming: every name the templates print, spelled by the view from this table ------------------

predicate = affixed(kebab, "", "?", "predicate")  # a guard's name: status?
bang = affixed(kebab, "", "!", "bang")  # a raising variant's name
# A keyword the reader takes in Clojure and ClojureScript alike (typed = true): a value's words
# in kebab case, starting with a letter (invalid_members refuses the rest, located).
KEYWORD = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")


def member_keyword(spelling: str, vocab: view.Vocabulary) -> str:
    """Filter: the keyword literal of the value `spelling` is or, as an alias, names."""
    return ":" + vocab.spellings[spelling].names["clojure"]["member"]


# Functions exist at the public and internal levels (internal: the same names under ^:no-doc).
FUNCTION = {"public": kebab, "internal": kebab}
GUARD = {"public": predicate, "internal": predicate}
STRICT = {"public": bang, "internal": bang}
# Each value's keyword is a literal in the tables, never made from input.
ROLES = port_roles(dict(
    constant=kebab, member=kebab, alias_constant=kebab, collection=kebab, set=kebab, aliases=kebab,
    lookup=Spell(FUNCTION, words="vocabgen {singular} lookup", what="helper"), canonical=FUNCTION,
    guard=Spell(GUARD, words="{singular}"), read=FUNCTION, removed=kebab, parse=FUNCTION,
    known_parse=Spell(STRICT, words="parse {singular}"), wire=Spell(FUNCTION, what="wire function"),
    keywords=FUNCTION, wires=FUNCTION, members=Spell(kebab, what="members"), settle=FUNCTION, typed_settle=FUNCTION,
    module_alias=kebab, outcome_helper=kebab,
), {"function": "", "constant": "def"})


def check_config(config: TargetConfig) -> list[str]:
    return typed_needs_functions(config) + _check_paths(config)


def _check_paths(config: TargetConfig) -> list[str]:
    suffix = config.get("namespace").replace("-", "_").replace(".", "/") + ".cljc"
    path = config.get("path")
    problems = []
    if path != suffix and not path.endswith("/" + suffix):
        problems.append(f"path {quote(path)} must end with {quote(suffix)} so that namespace {quote(config.get('namespace'))} "
                        "can be required")
    tests = config.get("tests_path")
    test_suffix = suffix[: -len(".cljc")] + "_test" + tests[tests.rindex("."):] if tests else ""
    if tests and tests != test_suffix and not tests.endswith("/" + test_suffix):
        problems.append(f"tests_path {quote(tests)} must end with {quote(test_suffix)} so that namespace "
                        f"{quote(config.get('namespace') + '-test')} can be required")
    return problems


PROFILE = Profile(
    name="clojure",
    internal="^:no-doc: left out of the docs, still callable",
    roles=ROLES,
    identifier_pattern=re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*[?!]?"),
    reserved=RESERVED,
    literal=literal,
    settings=SETTINGS,
    outputs=(("path", "clojure/namespace.cljc.j2"), ("tests_path", "clojure/test.clj.j2")),
    filters={"clj_string": literal, "clj_doc": doc_escape, "clj_lines": DOC.lines, "clj_line": DOC.sentence,
             "clj_core": core_names, "clj_member": member_keyword},
    check_config=check_config,
    rule_locals=settle_parameters("clojure", case=kebab),
    extra_identifiers=lambda file, config: invalid_members(file, config, KEYWORD),
    starter=lambda parts: {"namespace": ".".join(parts) + ".vocabulary"},
    limits=Limits("Clojure", 55_001, "was not measured"),  # benchmarks/limits.py; docs/strings.md, Compiler limits
    directives=DIRECTIVES,
)

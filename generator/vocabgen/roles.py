"""The one list of roles: every name a port's templates print or declare, each once, with what it
is, the words it is spelled from, when it exists and whether the identifier check sees it.

No language is named here. A port (vocabgen.targets.<port>) supplies only data: a case style per
role it has (a role it leaves out is absent), the few words and messages it changes, and its nouns
("method" where a language says method); `port_roles` turns that into the `Role` tuple the
profile, the view and the check consume, in this list's order (the check's order). A role has one
name in every port, so a later per-target setting can key on it; per-value names and
`initialisms` stay entries of the vocab file, spelled through these roles.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from vocabgen.profile import Case, Role
from vocabgen.records import Record

# How messages name a role, with the port's nouns filled in: what a language calls a callable
# ("function", "method", or "" to say the role alone), a stored collection ("field",
# "property", "constant", "" alone) and a value's constant ("constant", "function", "def").
NOUNS = {"function": "function", "field": "", "constant": "constant"}


class Meaning(Record):
    """One role of the list: its name, default words (Role.words), message pattern (its {nouns}
    filled per port), what it is, and the defaults a port may not change unless it says so."""

    role: str
    words: str
    what: str
    doc: str
    when: str = ""
    checked: bool = True
    level: str = "functions"
    keyed: str = ""  # a plain case exists only where the level setting is this value


def _m(role: str, words: str, what: str, doc: str, **more: object) -> Meaning:
    return Meaning(role, words, what, doc, **more)  # type: ignore[arg-type]


ROLES: tuple[Meaning, ...] = (
    # A value's names.
    _m("constant", "{singular} {value}", "{constant}", "the value's constant, holding its wire string"),
    _m("member", "{value}", "enum member", "the value in the known type (an enum member, atom, keyword)",
       when="typed", checked=False),
    # An alias's.
    _m("alias_constant", "{singular} alias {alias}", "alias {constant}", "an alias's constant (alias_constants = true)",
       level="alias_constants", keyed="true"),
    # A vocabulary's.
    _m("type", "{singular}", "type", "the type of the vocabulary's wire strings"),
    _m("collection", "{key}", "collection {field}", "every canonical value, in vocab.toml order"),
    _m("set", "{singular} set", "set", "the values as a set"),
    _m("aliases", "{singular} aliases", "aliases {field}", "each alias and the value it stands for", when="aliases"),
    _m("alias_entries", "{singular} alias entries", "alias entries", "the aliases as entries", when="aliases"),
    _m("lookup", "{singular} lookup", "lookup {field}", "each accepted spelling to its canonical value"),
    _m("canonical", "canonical {singular}", "canonical {function}", "a spelling to its canonical value, or an error"),
    _m("canonical_bang", "canonical {singular}", "canonical! {function}", "canonical that raises"),
    _m("guard", "is {singular}", "guard {function}", "whether a string is a canonical value"),
    _m("guard_macro", "is {singular}", "guard macro", "the guard as a macro usable in guards", level="accessors"),
    _m("read", "read {singular}", "read {function}", "a spelling to its canonical value, or none"),
    _m("removed", "removed {key}", "removed {field}", "each removed spelling and why", when="removed"),
    _m("test", "test {key}", "test {function} prefix", "the generated tests' names for the vocabulary (a stem)",
       checked=False),
    _m("reason", "unknown {singular}", "error reason atom", "the error a strict function returns"),
    _m("known_type", "{singular}", "known type", "the type of the known values", when="typed"),
    _m("unknown_type", "unknown {singular}", "unknown carrier", "the type carrying an unknown value", when="typed"),
    _m("open_type", "open {singular}", "open type", "a known value or an unknown one", when="typed"),
    _m("known_lookup", "known {singular} lookup", "lookup {field}", "each spelling to its member", when="typed"),
    _m("parse", "parse {singular}", "open parse {function}", "a wire string to the open type", when="typed"),
    _m("known_parse", "known {singular}", "strict parse {function}", "a wire string to the known type, or an error",
       when="typed"),
    _m("wire", "{singular} wire", "wire {function}", "a typed value back to its wire string", when="typed"),
    _m("positions", "{singular} positions", "positions lookup", "each spelling to its member's position",
       when="typed"),
    _m("atoms", "vocabgen {singular} atoms", "helper attribute", "each canonical value to its member", when="typed"),
    _m("keywords", "vocabgen {singular} keywords", "helper {function}", "each canonical value to its member",
       when="typed"),
    _m("wires", "vocabgen {singular} wires", "helper {function}", "each member to its wire string", when="typed"),
    _m("typed_test", "test {key} typed", "test {function} prefix", "the typed tests' stem", when="typed"),
    # A rule's.
    _m("members", "{members}", "rule members", "the subject values the rule carries"),
    _m("members_guard", "is {rule} {subject_singular}", "guard macro", "whether a value is a member, as a macro",
       level="accessors"),
    _m("settle", "settle {rule}", "settle {function}", "the carried value, kept only for a member subject"),
    _m("member_set", "vocabgen {members}", "rule members set", "the members as a set"),
    _m("settle_bang", "settle {rule}", "settle! {function}", "settle that raises"),
    _m("subject_param", "{subject_singular}", "settle parameter", "settle's subject parameter (renamed where it "
       "would clash: Profile.rule_locals)", checked=False),
    _m("carried_param", "{carried_singular}", "settle parameter", "settle's carried parameter", checked=False),
    _m("rule_test", "test {rule}", "test {function} prefix", "the generated tests' stem for the rule",
       checked=False),
    _m("typed_settle", "settle known {rule}", "typed settle {function}", "settle over the known types", when="typed"),
    _m("typed_rule_test", "test {rule} rule typed", "test {function} prefix", "the typed rule tests' stem",
       when="typed"),
    # The file's own names: vocabgen's helpers and types, each where its template declares it.
    _m("exports", "all", "export list", "the module's export list", level=""),
    _m("type_var", "vocabgen t", "helper type variable", "the helpers' type variable"),
    _m("subject_type_var", "vocabgen s", "helper type variable", "settle's type variable", when="rules"),
    _m("known_type_var", "vocabgen k", "helper type variable", "the typed helpers' type variable", when="typed"),
    _m("unknown_type_var", "vocabgen u", "helper type variable", "the unknown carrier's type variable",
       when="typed"),
    _m("err_unknown", "err vocabgen unknown", "error sentinel", "the error every strict function wraps"),
    _m("error_type", "unknown spelling", "error type", "the error every strict function returns"),
    _m("read_helper", "vocabgen read", "helper {function}", "the shared body of read"),
    _m("is_helper", "vocabgen is", "helper {function}", "the shared body of the guard"),
    _m("contains_helper", "vocabgen contains", "helper {function}", "the shared body of the guard"),
    _m("frozen_entries_helper", "vocabgen frozen entries", "helper {function}", "freezes the alias entries",
       when="aliases"),
    _m("frozen_record_helper", "vocabgen frozen record", "helper {function}", "freezes the aliases",
       when="aliases"),
    _m("lookup_helper", "lookup", "helper {function}", "builds a lookup table"),
    _m("canonical_helper", "canonical", "helper {function}", "the shared body of canonical"),
    _m("join_helper", "join", "helper {function}", "joins a chunked collection"),
    _m("set_helper", "vocabgen set of", "helper {function}", "builds a rule's member set", when="rules"),
    _m("settle_helper", "vocabgen settle", "helper {function}", "the shared body of settle", when="rules"),
    _m("parse_helper", "vocabgen parse", "helper {function}", "the shared body of parse", when="typed"),
    _m("known_helper", "vocabgen known", "helper {function}", "the shared body of the strict parse",
       when="typed"),
    _m("carry_helper", "vocabgen carry", "helper {function}", "the shared body of the typed settle",
       when="typed rules"),
    _m("index_helper", "vocabgen index", "helper {function}", "a spelling's position"),
    _m("positions_helper", "positions", "helper {function}", "builds a positions lookup", when="typed"),
    _m("known", "known", "known method", "whether an open value is known (the open type's own namespace)",
       when="typed", checked=False),
    _m("open_parse", "parse", "open parse", "the open type's own parse (its namespace)", when="typed",
       checked=False),
    _m("open_wire", "wire", "wire", "an open value's wire string (the open type's namespace)", when="typed",
       checked=False),
    _m("known_member", "known", "known member", "an open value's known member, or none (the open type's namespace)",
       when="typed", checked=False),
    _m("known_case", "known", "open type case", "the open type's known case (its own namespace)", when="typed",
       checked=False),
    _m("unknown_case", "unknown", "open type case", "the open type's unknown case", when="typed", checked=False),
    # The generated test file's own names.
    _m("module_alias", "v", "module alias", "the test file's alias of the module", when="tests", checked=False),
    _m("test_param", "t", "test parameter", "each test's parameter", when="tests"),
    _m("test_equal_helper", "vocabgen test equal", "test helper", "asserts two values are equal", when="tests"),
    _m("test_list_helper", "vocabgen test list", "test helper", "asserts a collection", when="tests"),
    _m("test_aliases_helper", "vocabgen test aliases", "test helper", "asserts the aliases", when="tests aliases"),
    _m("test_guard_helper", "vocabgen test guard", "test helper", "asserts the guard", when="tests"),
    _m("test_strict_helper", "vocabgen test strict", "test helper", "asserts a strict function", when="tests"),
    _m("test_read_helper", "vocabgen test read", "test helper", "asserts read", when="tests"),
    _m("test_parse_helper", "vocabgen test parse", "test helper", "asserts parse", when="tests typed"),
    _m("test_settle_helper", "vocabgen test settle", "test helper", "asserts settle", when="tests rules"),
    _m("test_outcome_helper", "vocabgen test outcome", "test helper", "an expected outcome", when="tests"),
    _m("outcome_helper", "outcome", "test helper", "an expected outcome", when="tests", checked=False),
    _m("parsed_helper", "assert parsed", "test helper", "asserts a parse", when="tests typed", checked=False),
    _m("unknown_helper", "assert unknown", "test helper", "asserts an unknown value", when="tests", checked=False),
)
MEANINGS = {meaning.role: meaning for meaning in ROLES}


class Spell(Record):
    """A port's spelling of one role where it differs from the list's defaults: its case (or
    cases per level), and only the fields it changes ("" / None: the list's)."""

    case: Case | Mapping[str, Case]
    words: str = ""
    what: str = ""
    level: str = ""
    checked: bool | None = None
    always: bool = False  # exists without typed = true (Rust's enum and its variants)
    within: str = ""  # Role.within


Given = Case | Mapping[str, Case] | Spell | tuple[Spell, ...]


def what(meaning: Meaning, nouns: Mapping[str, str]) -> str:
    """How messages name a role in a port with these nouns ("guard method")."""
    return re.sub(" +", " ", meaning.what.format_map({**NOUNS, **nouns})).strip()


def port_roles(spelled: Mapping[str, Given], nouns: Mapping[str, str] | None = None, *,
               prefixed: Iterable[str] = (), folded: Iterable[str] = ()) -> tuple[Role, ...]:
    """A port's naming table from its data: each role it spells, in the list's order.

    spelled: role -> its case, its cases per level, or a Spell (several for one role whose
      words differ per level); a role absent here the port does not have.
    nouns: the port's words for NOUNS. prefixed: roles whose words start with {prefix}.
    folded: roles the language compares case-insensitively (Role.folded).
    """
    unknown = sorted(set(spelled) - MEANINGS.keys())
    if unknown:
        raise ValueError(f"not roles of vocabgen.roles.ROLES: {', '.join(unknown)}")
    prefixed, folded = frozenset(prefixed), frozenset(folded)
    table: list[Role] = []
    for meaning in ROLES:
        given = spelled.get(meaning.role)
        if given is None:
            continue
        for spell in given if isinstance(given, tuple) else (given,):
            if not isinstance(spell, Spell):
                spell = Spell(spell)
            case = spell.case
            if meaning.keyed and not isinstance(case, Mapping):
                case = {meaning.keyed: case}
            words = spell.words or meaning.words
            if meaning.role in prefixed:
                words = "{prefix} " + words
            when = " ".join(c for c in meaning.when.split() if c != "typed") if spell.always else meaning.when
            table.append(Role(meaning.role, words, case, spell.what or what(meaning, nouns or {}), when,
                              meaning.checked if spell.checked is None else spell.checked, spell.within,
                              spell.level or meaning.level, meaning.role in folded))
    return tuple(table)

"""Elixir: one module with a zero-arity accessor per value, the values in order, alias maps,
removed spellings, `status?/1`, `read_status/1`, `canonical_status/1` (+ `!`) and
`settle_<rule>/2` (+ `!`) per rule, and (optionally) an ExUnit file. With accessors = "macros"
each accessor is a macro (usable in patterns after `require`), and each vocabulary and rule gets
a `defguard` (`is_status/1`, `is_limit_stop_status/1`).

Elixir's profile: its naming table (the `?` and `!` suffixes are case functions), reserved
words and shipped modules, string escaping (`ex_string`, `ex_heredoc`), doc sanitising
(`ex_lines`, `ex_line`), line widths as mix format counts them (`ex_width`: graphemes), settings
and paths. The shape of each file, mix format's line breaking included, lives in templates/elixir/.

Not data (why this module passes 150 lines): the string escapers (literal, ascii_literal), mix
format's width rule (fits, heredoc_line), the atom and test-name filters, the module and path
checks and the typed limits (nil_members, typed_limit, name_limit).
"""

from __future__ import annotations

import hashlib
import re

from vocabgen import graphemes, view
from vocabgen.charclass import is_visible
from vocabgen.limits import entry_pieces, passes
from vocabgen.model import TargetConfig
from vocabgen.problems import Problem, quote
from vocabgen.profile import Directive, Identifier, Limits, Profile, Reserved, value_origin
from vocabgen.roles import Spell, port_roles
from vocabgen.targets.base import (
    Setting,
    alias_constants_setting,
    check_relative_path,
    dotted_name_check,
    functions_setting,
    level_setting,
    plain_literal,
    typed_needs_functions,
    typed_setting,
)
from vocabgen.targets.comments import StringDocWriter
from vocabgen.targets.naming import affixed, pascal, snake

# mix format's line length (its default :line_length): templates/elixir/_macros.ex.j2 writes a
# line flat while it fits (`ex_fits`).
MIX_FORMAT_COLUMNS = 98
ATOM_LIMIT = 255  # the BEAM's longest atom, in characters: every function, type and reason is one
# ExUnit makes each test a function named by the atom :"test <name>", and the Erlang compiler
# names each anonymous function in it (a `for` over a table) :"-test <name>/1-fun-<n>-": a test's
# name has ATOM_LIMIT less these characters (n up to 999); past that, a SystemLimitError.
TEST_ATOM = "-test /1-fun-999-"
# typed = true writes two more maps per vocabulary (string to atom and back), which doubles
# elixirc's time: 6,000 values took 212 s (3,000: 66 s typed, 33 s untyped); docs/strings.md.
TYPED_ENTRIES = 6_001


def _snake_segment(segment: str) -> str:
    """Elixir's Macro.underscore for a module segment: ToolNexus -> tool_nexus."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", segment).lower()


# Modules Elixir 1.14-1.17 and OTP ship under Elixir names: defining one of them (or a module
# inside one, e.g. "Kernel.Vocab" redefines nothing but "String" does) replaces the real one.
SHIPPED_MODULES = frozenset("""
    Access Agent Application ArgumentError ArithmeticError Atom BadArityError BadBooleanError
    BadFunctionError BadMapError BadStructError Base Behaviour Bitwise Calendar CaseClauseError Code
    Collectable CompileError CondClauseError Config Date DateTime Dict Duration DynamicSupervisor Enum
    Enumerable ErlangError Exception File Float Function FunctionClauseError GenEvent GenServer HashDict
    HashSet IO Inspect Integer Kernel KeyError Keyword List Macro Map MapSet MatchError MismatchedDelimiterError
    Module NaiveDateTime Node OptionParser PartitionSupervisor Path Port Process Protocol Range Record Regex
    Registry RuntimeError Set Stream String StringIO Supervisor SyntaxError System SystemLimitError Task
    TokenMissingError TryClauseError Tuple URI UndefinedFunctionError UnicodeConversionError Version
    WithClauseError Elixir ExUnit IEx Mix EEx Logger Erlang
""".split())
# Reserved words, and Kernel.SpecialForms that cannot be a function's name.
KEYWORDS = frozenset("do end fn when and or not in true false nil catch rescue after else".split())
SPECIAL_FORMS = frozenset("""alias case cond for import quote receive require super try unquote unquote_splicing
    with __CALLER__ __DIR__ __ENV__ __MODULE__ __STACKTRACE__ __aliases__ __block__""".split())
# Kernel functions and macros: a zero-arity def of make_ref/node/self/binding/dbg conflicts with
# the auto-import, and a def named like a definition or control macro reads as that macro; a
# guard named like a Kernel guard (is_map/1, ...) would be ambiguous wherever a host imports both.
KERNEL = frozenset("""make_ref node self binding dbg def defp defmacro defmacrop defmodule defprotocol defimpl
    defstruct defexception defdelegate defguard defguardp defoverridable defcallback if unless use raise
    reraise throw import require alias sigil_S sigil_s is_nil is_struct is_exception match? destructure
    get_in put_in update_in pop_in get_and_update_in to_string to_charlist var! alias! exit spawn apply
    is_binary inspect is_atom is_bitstring is_boolean is_float is_function is_integer is_list is_map
    is_map_key is_non_struct_map is_number is_pid is_port is_reference is_tuple""".split())
# Functions every module defines, and names the typespec system owns (a type cannot reuse them).
GENERATED = frozenset("module_info __info__ behaviour_info __struct__ __protocol__ __impl__".split())
BUILTIN_TYPES = frozenset("""term arity as_boolean binary bitstring boolean bool byte char charlist nonempty_charlist
    fun function identifier iodata iolist keyword list nonempty_list maybe_improper_list
    nonempty_maybe_improper_list nonempty_improper_list mfa module no_return node number struct timeout any
    none atom map pid port reference tuple float integer neg_integer non_neg_integer pos_integer string
    nonempty_string nonempty_binary nonempty_bitstring dynamic optional required""".split())
RESERVED = Reserved(("an Elixir reserved word", KEYWORDS), ("an Elixir special form", SPECIAL_FORMS),
                    ("a Kernel function, macro or guard", KERNEL),
                    ("a function every module defines, or a name the typespec system owns", GENERATED),
                    ("an Elixir built-in type", BUILTIN_TYPES))


def check_module(value: str) -> str | None:
    """A module name made of aliases, none of them one Elixir or OTP ships at its top level."""
    shape = dotted_name_check(r"[A-Z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9_]*)*", "Toolnexus.Agents.Vocabulary")(value)
    if shape:
        return shape
    if value in SHIPPED_MODULES or value.split(".")[0] in SHIPPED_MODULES:
        return (f"{quote(value)} is or lives inside {quote(value.split('.')[0])}, a module Elixir/OTP ships; defining it "
                "would replace or extend the real one. Use your own top-level name, e.g. 'Acme.Vocabulary'")
    longest = max(value.split("."), key=len)
    if len("Elixir." + value) > ATOM_LIMIT:
        return (f"{quote(value)} gives a module atom ('Elixir.' and the name) of {len('Elixir.' + value):,} "
                f"characters; BEAM atoms hold at most {ATOM_LIMIT} (longest segment {longest[:20]!r}...)")
    return None


def _check_tests_path(value: str) -> str | None:
    if not value.endswith(".exs"):
        return f"{quote(value)} must end with .exs (an ExUnit script)"
    return check_relative_path(value)


# How each value's accessor is defined: a function (the default), or a macro that expands to the
# literal, so a host module can `require` this one and match on it; macros also bring the guards.
ACCESSORS = ("functions", "macros")

SETTINGS = (
    Setting("module", "add module = \"Company.Vocabulary\"", check_module),
    Setting("path", "the .ex file under --out", check_relative_path,
            lambda s: "elixir/" + "/".join(_snake_segment(p) for p in s["module"].split(".")) + ".ex"),
    functions_setting(),
    Setting("tests_path", "an ExUnit .exs file under --out exercising the module (optional)", _check_tests_path,
            lambda _: ""),
    level_setting("accessors", ACCESSORS, "a def per value, or a defmacro per value (usable in patterns after "
                  "`require`) and an is_* defguard per vocabulary and rule"),
    alias_constants_setting(),
    typed_setting(),
)


# Characters a literal writes as \u{...} though they are visible. A prepended letter (U+0D4E
# MALAYALAM LETTER DOT REPH, U+111C2, U+11A3A, ...) joins the character after it into one
# grapheme, and Elixir 1.14's tokenizer then misses a closing quote or a backslash behind it (so
# `\#{` would interpolate); a mark opening the text would join the opening quote, which mix
# format measures apart from the text.
def _escaped(ch: str, first: bool) -> bool:
    """Whether a character other than a backslash, a quote and #{ is written \\u{...}: invisible,
    or joining its neighbour (above)."""
    if not is_visible(ch):
        return True
    joins = graphemes.break_class(ch)
    return joins in graphemes.JOINS_NEXT or (first and joins in graphemes.JOINS_PREVIOUS)


def literal(text: str) -> str:
    """An Elixir string literal: \\ and " escaped, #{ never interpolates, invisible characters
    (zero-width, bidi overrides, which the Elixir tokenizer rejects raw) and the joining ones
    above as \\u{...}, so a line's graphemes are what mix format counts (`ex_width`)."""
    # Printable ASCII without \ " # (most values) is the text in quotes; str methods find it
    # several times faster than a regex over the characters.
    if plain_literal(text) and "#" not in text:
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
        elif " " <= ch <= "~" or not _escaped(ch, index == 0):
            out.append(ch)
        else:
            out.append(f"\\u{{{ord(ch):04X}}}")
    out.append('"')
    return "".join(out)


def ascii_literal(text: str) -> str:
    """Filter: an Elixir string literal in ASCII, every other character as \\u{...}: the ExUnit
    file's literals, so a line's width is its length (mix format counts graphemes)."""
    quoted = literal(text)
    if quoted.isascii():
        return quoted
    return "".join(ch if ch < "\x80" else f"\\u{{{ord(ch):04X}}}" for ch in quoted)


def fits(text: str, column: int = 0) -> bool:
    """Filter: whether one line of text, starting at `column`, fits mix format's 98 columns,
    counted in graphemes as mix format counts them (String.length): the one measure of the Elixir
    templates' layout."""
    return column + graphemes.count(text) <= MIX_FORMAT_COLUMNS


def heredoc_line(line: str) -> str:
    """One line inside a \"\"\" heredoc, which processes escapes, interpolates #{ and would end
    at a \"\"\" opening a line; mix format escapes every \"\"\" in it, and so do we. A prepended
    letter is written \\u{...}: raw, it would hide the backslash of a \\#{ behind it (see literal)."""
    line = line.replace("\\", "\\\\").replace("#{", "\\#{").replace('"""', '\\"""')
    if line.isascii():
        return line
    return "".join(f"\\u{{{ord(ch):04X}}}" if graphemes.break_class(ch) in graphemes.JOINS_NEXT else ch for ch in line)


# The forms Elixir's tools act on in a doc (docs/strings.md, "Directives in comments"), defused by
# doc_lines in every doc from vocab.toml.
DIRECTIVES = (
    Directive("iex>", "ExUnit runs every `iex>` (or `iex(1)>`) line of a @moduledoc or @doc as a doctest, "
              "with the code after it, once the host's tests say `doctest Module`", r"^(\s*iex)(?=[>(])", r"\1 ",
              "a space after `iex`: ExUnit needs the prompt whole at the line's start, and the text still "
              "reads the same", "iex> System.halt(1)", hints=("iex",)),
    Directive("#{ and \"\"\"", "Elixir interpolates `#{...}` in a heredoc and ends it at a line opening "
              "with `\"\"\"`", "", "", "ruled out: ex_heredoc writes `\\#{` and `\\\"\"\"`", "#{System.halt()}"),
    Directive("# credo:", "Credo reads `# credo:disable-for-this-file` and its kin in comments", "", "",
              "ruled out: docs are the text of strings (heredocs, `@deprecated \"...\"`), which Credo does not "
              "read for comments", "# credo:disable-for-this-file"),
)
DOC = StringDocWriter(DIRECTIVES)


# An atom mix format writes without quotes: `:done`, `:max_turns`; any other needs `:"..."`.
_BARE_ATOM = re.compile(r"[a-z_][a-zA-Z0-9_]*[?!]?")


def test_name(title: str) -> str:
    """The `ex_test_name` filter: a generated test's name, whole while its atom fits; a longer one
    (its names up to ATOM_LIMIT characters each) is cut to fit and ended with `...` and 8 hex digits
    of its SHA-256, so the names of one module stay distinct and the same input gives the same file."""
    room = ATOM_LIMIT - len(TEST_ATOM)
    if len(title) <= room:
        return title
    tail = "... " + hashlib.sha256(title.encode("utf-8")).hexdigest()[:8]
    return title[:room - len(tail)] + tail


def atom(name: str) -> str:
    """Filter: a known member's atom as a literal (typed = true): `:max_turns`, `:"1st"` where the
    name needs quotes, and `true`, `false`, `nil` as Elixir (and mix format) writes those atoms."""
    if name in ("true", "false", "nil"):
        return name
    return f":{name}" if _BARE_ATOM.fullmatch(name) else f':"{name}"'


def member_atom(spelling: str, vocab: view.Vocabulary) -> str:
    """Filter: the atom literal of the value `spelling` is or, as an alias, names (the ExUnit file's
    expectations)."""
    return atom(vocab.spellings[spelling].names["elixir"]["member"])


def nil_members(file: view.File, config: TargetConfig) -> list[Identifier]:
    """typed = true: a value whose atom would be `nil` is refused (reserved) in a vocabulary a rule
    carries, where `nil` is the typed settle's "carries none"; elsewhere `nil`, `true` and `false`
    are members like any other atom. Two values with one atom already collide as accessors (the
    accessor's words contain the value's)."""
    if not config.flag("typed"):
        return []
    carried = {rule.carried.key for rule in file.rules}
    return [Identifier("nil", *value_origin(vocab, value), "carried member atom")
            for vocab in file.vocabularies if vocab.key in carried
            for value in vocab.values if value.names["elixir"]["member"] == "nil"]


def typed_limit(file: view.File, config: TargetConfig, source: str) -> list[Problem]:
    """typed = true: the lower cap on a file's values, aliases and removed spellings (TYPED_ENTRIES),
    located at the vocabulary that passes it."""
    past = passes(entry_pieces(file), 0, TYPED_ENTRIES) if config.flag("typed") else None
    if past is None:
        return []
    total, line, path = past
    return [Problem(source, line, path,
                    f"elixir: the file would hold {total:,} values, aliases and removed spellings together; "
                    f"with typed = true vocabgen allows {TYPED_ENTRIES:,} per elixir file (elixirc takes minutes "
                    "past that); split the vocab file or turn typed off")]


predicate = affixed(snake, "", "?", "predicate")  # a guard's name: status?
bang = affixed(snake, "", "!", "bang")  # a raising variant's name
def name_limit(config: TargetConfig) -> tuple[int, str]:
    """The longest name, and why: a name is an atom; a macro's is also inside MACRO-<name>."""
    if dict(config.settings).get("accessors") == "macros":
        return (ATOM_LIMIT - len("MACRO-"), 'with accessors = "macros" a name (a macro is also the atom MACRO-<name>, '
                f"and an atom is at most {ATOM_LIMIT} characters)")
    return (ATOM_LIMIT, "an Elixir name is an atom, and an atom")


# Naming: every name the templates print, spelled by the view from this table ------------------

# Functions exist at the public and internal levels (internal: the same names under @doc false).
FUNCTION = {"public": snake, "internal": snake}
GUARD = {"public": predicate, "internal": predicate}
RAISING = {"public": bang, "internal": bang}
# Each value's atom is a literal, never made from input (nil_members checks its shape).
ROLES = port_roles(dict(
    constant=snake, member=snake, alias_constant=snake, type=snake, collection=snake, aliases=snake,
    lookup=Spell(FUNCTION, words="vocabgen {singular}", what="helper function"), canonical=FUNCTION,
    canonical_bang=RAISING, guard=Spell(GUARD, words="{singular}"), guard_macro={"macros": snake}, read=FUNCTION,
    removed=snake, reason=FUNCTION, known_type=Spell(snake, words="known {singular}"), open_type=snake,
    parse=FUNCTION, known_parse=Spell(RAISING, words="parse {singular}"), wire=FUNCTION, atoms=snake,
    wires=Spell(snake, what="helper attribute"),
    members=Spell(snake, what="members function"), members_guard={"macros": snake}, settle=FUNCTION,
    settle_bang=RAISING, typed_settle=FUNCTION, module_alias=pascal,
), {"field": "function", "constant": "function"})

PROFILE = Profile(
    name="elixir",
    internal="@doc false: left out of the docs, still callable",
    roles=ROLES,
    identifier_pattern=re.compile(r"[a-z][a-z0-9_]*[!?]?"),
    reserved=RESERVED,
    literal=literal,
    settings=SETTINGS,
    outputs=(("path", "elixir/module.ex.j2"), ("tests_path", "elixir/test.exs.j2")),
    filters={"ex_string": literal, "ex_ascii": ascii_literal, "ex_heredoc": heredoc_line, "ex_lines": DOC.lines,
             "ex_line": DOC.sentence, "ex_atom": atom, "ex_test_name": test_name,
             "ex_member": member_atom, "ex_width": graphemes.count, "ex_fits": fits},
    identifier_limit=name_limit,
    check_config=typed_needs_functions,
    extra_identifiers=nil_members,
    starter=lambda parts: {"module": ".".join(p[:1].upper() + p[1:] for p in parts) + ".Vocabulary"},
    # elixirc's BEAM file of the module (the test module is compiled in memory by ExUnit).
    class_files=("Elixir.{module}.beam",),
    limits=Limits("elixirc", 12_101, "takes minutes", typed_limit),  # benchmarks/limits.py; docs/strings.md
    directives=DIRECTIVES,
)

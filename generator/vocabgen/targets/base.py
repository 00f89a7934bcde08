"""What every target provides, and the checks that apply to all of them alike.

Not data (why this module passes 150 lines): the setting checks every port shares, the one
settle-parameter policy (settle_parameters) and the doc-text primitives the comment writer reads
(printable, comment_lines, defuser).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence

from vocabgen import profile, view
from vocabgen.lifecycle import LEVELS
from vocabgen.charclass import is_visible
from vocabgen.links import page
from vocabgen.model import TargetConfig
from vocabgen.problems import quote
from vocabgen.records import Record


class Setting(Record):
    """One key of [targets.NAME]: how to check it and, when absent, how to derive it."""

    name: str
    help: str
    check: Callable[[str], str | None]
    default: Callable[[Mapping[str, str]], str] | None = None
    boolean: bool = False  # a TOML true/false, kept in TargetConfig as "true" / "false"
    optional: bool = False  # without a default: absent means "not wanted" (e.g. an optional tests_path)
    # The values a level setting takes (the first is its default): a naming table's Role may
    # key its case on them (Role.level), and the golden corpus pins each.
    choices: tuple[str, ...] = ()


FUNCTION_LEVELS = ("public", "internal", "none")


def level_setting(name: str, choices: tuple[str, ...], what: str = "") -> Setting:
    """A setting that takes one of choices, the first by default; what, when given, says what it
    controls (the schema's description)."""

    def check(value: str) -> str | None:
        if value in choices:
            return None
        return f"{quote(value)} is not one of {', '.join(choices)}"

    levels = ", ".join(choices[:-1]) + " or " + choices[-1]
    return Setting(name, f"{what}: {levels}" if what else levels, check, lambda _: choices[0], choices=choices)


def functions_setting() -> Setting:
    """`functions`, shared by every language target: how much beyond the constants a file exports.

    public: constants, collections and every function; internal: functions kept out of the host's
    public API where the language allows (package-private, internal, unexported, @doc false, not
    exported); none: constants and collections only.
    """
    return level_setting("functions", FUNCTION_LEVELS)


def alias_constants_setting() -> Setting:
    """`alias_constants`, shared by every language target (and the vectors): true gives each alias
    a named constant holding its spelling (`LIMIT_ALIAS_WALL_MS = "wallMs"`); off by default, as
    every 0.2 addition to the output is."""
    return Setting("alias_constants", "true gives each alias a named constant holding its spelling",
                   lambda _: None, lambda _: "false", boolean=True)


def stability_setting() -> Setting:
    """`stability`, shared by every language target and the vectors: ship only the vocabularies
    and values at or above this level (docs/registries.md); development, the default, ships all."""
    return level_setting("stability", LEVELS, "ship only the vocabularies and values at or above this level "
                         f"({page('registries')}#stability), lowest first")


_INITIALISM = re.compile(r"[A-Z][A-Z0-9]*")


def _check_initialisms(value: str) -> str | None:
    entries = value.split()
    for entry in entries:
        if not _INITIALISM.fullmatch(entry):
            return (f"{quote(entry)} is not an initialism: write each one in capitals (letters and digits, "
                    "a letter first), separated by spaces, e.g. initialisms = \"HTTP ID URL\"")
    twice = sorted({entry for entry in entries if entries.count(entry) > 1})
    if twice:
        return f"lists {quote(twice[0])} twice; list each initialism once"
    return None


def initialisms_setting() -> Setting:
    """`initialisms` (none by default): the user's list of words its Pascal and camel names keep
    in capitals, as the language's convention wants (Go: `HTTPRequestMethod`, `userID`)."""
    return Setting("initialisms", "words kept in capitals in Pascal and camel names, separated by spaces, "
                   "e.g. initialisms = \"HTTP ID URL\" (HTTPRequestMethodGet); none by default",
                   _check_initialisms, lambda _: "")


def typed_setting() -> Setting:
    """`typed` (docs/typed.md): a native type for the known values, an unknown carrier that keeps
    its raw string, and the open parse, wire and typed settle between them; off by default."""
    return Setting("typed", f"true adds the typed, open API of {page('typed')}", lambda _: None,
                   lambda _: "false", boolean=True)


def typed_needs_functions(config: TargetConfig) -> list[str]:
    """The typed API is functions (parse, wire, typed settle): `functions = "none"` has none."""
    if config.flag("typed") and config.get("functions") == "none":
        return ['typed = true needs functions = "public" or "internal": the typed API is its parse, wire and '
                "settle functions"]
    return []


def invalid_members(file: view.File, config: TargetConfig, pattern: re.Pattern[str]) -> list[profile.Identifier]:
    """typed = true: each known member's name (the `member` role) that is not an identifier of
    the port (a value whose words start with a digit). Members live in their type's namespace,
    beside nothing else, so only their shape can break them."""
    if not config.flag("typed"):
        return []
    port = config.name
    patterned = next((((("targets", port, "names", "member"), line)) for role, _, line in config.names
                      if role == "member"), None)  # a member spelled by a pattern is located at it
    return [profile.Identifier(value.names[port]["member"], *(patterned or profile.value_origin(vocab, value)),
                               "enum member")
            for vocab in file.vocabularies for value in vocab.values
            if not pattern.fullmatch(value.names[port]["member"])]


def class_identifiers(config: TargetConfig) -> list[profile.Identifier]:
    """For ports that emit one class (Java, C#): the class name itself, checked before any other
    name (a member may not share it; the class's own helpers are roles of the naming table)."""
    return [profile.Identifier(config.get("class"), ("targets", config.name, "class"), config.line, "class")]


def settle_parameters(port: str, fixed: Iterable[str] = (), *, case: profile.Case | None = None, hides: bool = True,
                      longest: tuple[int, int] = (0, 0)) -> Callable[[view.Rule, set[str]], dict[str, str]]:
    """settle's parameters, one policy in every port: the singulars (as the port's `subject_param`
    and `carried_param` roles spell them, or `case` does), unless they are one name, one is in
    `fixed` (a keyword, a local of settle's body), one would hide a name the file declares (where
    a parameter can: `hides`) or one is longer than `longest`; then `subject` and `carried`:
    renaming breaks no file that renders, where refusing failed a file for a local."""
    fixed = frozenset(fixed)

    def parameters(rule: view.Rule, taken: set[str]) -> dict[str, str]:
        if case is not None:
            subject, carried = case(rule.subject.singular), case(rule.carried.singular)
        elif "subject_param" in rule.names[port]:
            subject, carried = rule.names[port]["subject_param"], rule.names[port]["carried_param"]
        else:
            return {}
        long = bool(longest[0]) and (len(subject) > longest[0] or len(carried) > longest[1])
        if subject == carried or {subject, carried} & (fixed | taken if hides else fixed) or long:
            subject, carried = "subject", "carried"
        return {"subject_param": subject, "carried_param": carried}

    return parameters


_SEGMENT = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+-]*")


def check_relative_path(value: str) -> str | None:
    """Output paths are plain relative paths that stay inside --out."""
    if value.startswith("/") or re.match(r"[A-Za-z]:", value):
        return f"{quote(value)} is absolute; give a path relative to the output folder"
    parts = value.split("/")
    for part in parts:
        if part in ("", ".", ".."):
            return f"{quote(value)} must not contain empty, '.' or '..' segments; it must stay inside the output folder"
        if not _SEGMENT.fullmatch(part):
            return (f"{quote(value)} has a segment {quote(part)} that is not a name of A-Z a-z 0-9 _ . + - starting with a "
                    "letter, a digit or _")
    return None


def dotted_name_check(pattern: str, example: str) -> Callable[[str], str | None]:
    """A checker for module / package / namespace names made of identifier segments."""
    compiled = re.compile(pattern)

    def check(value: str) -> str | None:
        if compiled.fullmatch(value):
            return None
        return f"{quote(value)} is not a valid name here; use something like {quote(example)}"

    return check


def plain_literal(text: str) -> bool:
    """Printable ASCII without " and \\: a double-quoted literal of such text needs no escape in
    Java, C#, TypeScript, Go, Rust, Clojure and Python (Elixir also minds #{), the common value.
    Tested by str methods: several times faster than a regex over the characters."""
    return text.isascii() and text.isprintable() and '"' not in text and "\\" not in text


def plain_line(text: str) -> bool:
    """One line of printable ASCII, the common doc: comment_lines gives its rstrip (or nothing)
    and printable() leaves it alone, so a target's doc filter may take it straight."""
    return text.isascii() and text.isprintable()


_OUTSIDE_PRINTABLE_ASCII = re.compile(r"[^ -~]")


def printable(line: str) -> str:
    """The line with each non-printable character replaced by a space (comments may be sanitised).

    Only the characters outside printable ASCII are looked up: docs are mostly ASCII with the odd
    section sign or dash."""
    uncommon = _OUTSIDE_PRINTABLE_ASCII.findall(line)
    if not uncommon or all(is_visible(ch) for ch in uncommon):
        return line
    return "".join(ch if is_visible(ch) else " " for ch in line)


# Made spaces in comments. None of them (nor a line break) is printable to str.isprintable() on any
# Python, so a printable doc is one clean line; re compiles the class only for docs that need it.
UNPRINTABLE = "[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]"


def comment_lines(text: str) -> list[str]:
    """Split a doc into comment lines: control characters become spaces, no trailing space,
    no blank lines at either end. Comments may be sanitised; values never are."""
    if text.isprintable():  # one clean line: the common case
        line = text.rstrip()
        return [line] if line else []
    text = re.sub(UNPRINTABLE, " ", text.replace("\r\n", "\n").replace("\r", "\n"))
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return lines


def defuser(directives: Sequence[profile.Directive], *, lines: bool = False,
            header: bool = False) -> Callable[[str], str]:
    """The function a doc filter calls on each line of comment text: every form of the port's
    directive table that has a pattern, defused in table order (docs/strings.md, "Directives in
    comments"). lines: for whole comment lines the port writes, template text included, so the
    forms its templates write themselves (`own`) stay; header: only the forms a tool reads at a
    file's top (`header`), for the lines a filter knows to be there."""
    # Patterns stay strings: re.sub compiles (and caches) one when a line first holds its hint.
    chosen = [(d.hints, d.pattern, d.replacement) for d in directives
              if d.pattern and not (lines and d.own) and bool(d.header) == header]
    if not chosen:
        return str
    hints = tuple(dict.fromkeys(hint for row in chosen for hint in row[0]))

    def defuse(line: str) -> str:
        low = line.lower()
        for hint in hints:  # nearly every line holds none: a few `in` tests, no regex
            if hint in low:
                break
        else:
            return line
        for row_hints, pattern, replacement in chosen:
            if any(hint in low for hint in row_hints):
                line = re.sub(pattern, replacement, line)
                low = line.lower()
        return line

    return defuse

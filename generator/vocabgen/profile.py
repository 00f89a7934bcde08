"""What a language is to vocabgen: a profile of tables and small functions, no file shapes.

A profile names every identifier its templates print through a naming table: each role (guard,
collection, constant, ...) is a word pattern and a case style, e.g. `Role("guard", "is
{singular}", FUNCTION)`, built by vocabgen.roles.port_roles from the one role list and the port's
data (its case styles and the few words it changes), so a role means the same in every port. The
view (vocabgen.view) spells each role once per render; the identifier check below and the
templates read those same names, so what is checked is what is printed. Everything else a
language needs is data or a small function: reserved words, the identifier pattern, the string
escaper, the filters its templates use, its settings and the templates it renders to which path
setting.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple

from vocabgen import patterns
from vocabgen.model import TargetConfig
from vocabgen.problems import Problem, format_key_path, quote
from vocabgen.records import Record, replace
from vocabgen.targets.naming import initialism_table, with_initialisms
from vocabgen.view import File, Rule, Speller, Value, Vocabulary

Case = Callable[..., str]  # vocabgen.targets.naming: pascal, camel, snake, screaming, kebab, ...
Words = tuple[str, ...]
_PLACEHOLDER = re.compile(r"\{(\w+)\}")
VALUE_WORDS = frozenset({"value"})
ALIAS_WORDS = frozenset({"alias"})
RULE_WORDS = frozenset({"rule", "subject", "subject_singular", "carried_singular", "members"})


class Role(Record):
    """One name a port derives: its role, its words, and how it is spelled.

    words: a pattern of literal words and placeholders, {key} {singular} (the vocabulary's),
      {value} (a value's words), {alias} (an alias's words), {rule} {subject} {subject_singular}
      {carried_singular} (a rule's key and its vocabularies), {members} (the words a rule's
      members collection is named from), {prefix} (the port's `prefix` setting's words, none
      without one). The placeholders decide the scope: a name per value, per alias, per rule, per
      vocabulary, or (none) one per file.
    case: a naming function, or one per level of the setting `level` names (the functions levels
      "public", "internal", "none"; Elixir's accessors "functions", "macros"; a boolean's "true",
      "false"); a level it does not list has no such name. Two roles of one name may share the levels out, each with its own words.
    level: the setting whose value picks the case from a mapping.
    what: how messages name it ("guard function"); the role itself when empty.
    when: the conditions under which the name exists, space-separated, all of them holding:
      "aliases" or "removed": only for a vocabulary that declares them (a name of the file: for a
      file any of whose vocabularies does); "rules": only for a file with rules; "typed": only
      where the target sets `typed = true` (docs/typed.md); "tests": only where it writes its
      generated tests (`tests_path`). A name is neither spelled nor checked where its conditions
      fail, so each private name a template declares is checked exactly where the template
      declares it.
    checked: False for a name the table's check leaves out: one no built-in template declares
      (offered to user templates), one that lives in a namespace no other name of the table
      reaches (a generated test's, a type's own), or a local the port names itself
      (rule_locals: settle's parameters, renamed where they would clash).
    within: the role (of the same vocabulary) whose name qualifies this one in the check, joined
      by "::" (Rust's enum variants live in their enum's namespace).
    folded: the language compares this name case-insensitively (PHP's methods), so the check
      compares it lower-cased: `isRunStatus` and `isRunsTatus` collide.
    """

    role: str
    words: str
    case: Case | Mapping[str, Case]
    what: str = ""
    when: str = ""
    checked: bool = True
    within: str = ""
    level: str = "functions"
    folded: bool = False

    @property
    def scope(self) -> str:
        found = set(_PLACEHOLDER.findall(self.words)) - {"prefix"}
        if found & VALUE_WORDS:
            return "value"
        if found & ALIAS_WORDS:
            return "alias"
        if found & RULE_WORDS:
            return "rule"
        return "vocabulary" if found else "file"

    def at(self, level: str) -> Spelling | None:
        """How this role is spelled at a functions level, or None where the level has no such name."""
        case = self.case.get(level) if isinstance(self.case, Mapping) else self.case
        if case is None:
            return None
        tokens = tuple((found.group(1), True) if (found := _PLACEHOLDER.fullmatch(token)) else (token, False)
                       for token in self.words.split())
        return Spelling(self, case, tokens)


class Spelling(Record):
    """A role ready to spell at one functions level: its case and its words, parsed once; or the
    target's pattern for it (`names`), which spells the whole name instead."""

    role: Role
    case: Case
    tokens: tuple[tuple[str, bool], ...]  # (a word, or a placeholder's name, and which)
    pattern: tuple[patterns.Piece, ...] = ()

    def spell(self, parts: Mapping[str, Words]) -> str:
        if self.pattern:
            return patterns.spell(self.pattern, parts)
        words: list[str] = []
        for token, placeholder in self.tokens:
            words.extend(parts[token] if placeholder else (token,))
        return self.case(tuple(words))


class Reserved(frozenset[str]):
    """A port's reserved names: one set to test a name against, remembering what each kind of name
    is, for the message ("a predeclared Go identifier", "a global type ... the generated module
    uses"), from (kind, names) pairs; the first pair holding a name says what it is."""

    kinds: tuple[tuple[str, frozenset[str]], ...]

    def __new__(cls, *kinds: tuple[str, Iterable[str]]) -> Reserved:
        pairs = tuple((kind, frozenset(names)) for kind, names in kinds)
        made = super().__new__(cls, (name for _, names in pairs for name in names))
        made.kinds = pairs
        return made

    def kind(self, name: str) -> str:
        """What a reserved name is, as a message says it."""
        return next(kind for kind, names in self.kinds if name in names)


def reserved_kind(reserved: frozenset[str], name: str, port: str) -> str:
    """What a reserved name is: its kind where the port names its kinds (Reserved)."""
    return reserved.kind(name) if isinstance(reserved, Reserved) else f"a reserved word in {port}"


class Identifier(NamedTuple):
    """A name a port will emit, and where in vocab.toml it comes from; `key` is the name as the
    language compares it, when that is not the name itself (lower-cased where case is ignored);
    `level` the level its role's setting is at ("internal": kept out of the host's public API)."""

    name: str
    path: tuple[str, ...]
    line: int
    what: str
    key: str = ""
    level: str = ""


class Directive(Record):
    """A comment form a host tool acts on, as data: each port's doc sanitiser reads its table
    (`directives`) and defuses every form in text from vocab.toml or a path that reaches a
    comment (docs/strings.md, "Directives in comments"). One shape for every port.

    form: the form as the docs show it (`+build`, `# type:`).
    tools: who acts on it, with what the tool does.
    pattern: a regex over one line of comment text (what follows the port's comment prefix);
      "" when the port's comment syntax or escaper already rules the form out (`how` says how).
    replacement: what re.sub writes for each match: the defused form.
    how: the defusal, and why the text still reads as meant.
    example: a line of doc text the tool would act on; the docs show what it becomes.
    header: "" for a form read anywhere; else where at a file's top the tool reads it ("lines 1
      and 2", PEP 263's encoding declaration; "the comments above `package`"), which only the
      filters writing those comments defuse.
    own: the port's templates write this form themselves (Go's `Deprecated:` paragraph), so only
      text from vocab.toml is defused, never a whole comment line.
    hints: lower-case text one of which every match holds: a line holding none is left alone
      without running the pattern, as nearly every line is.
    """

    form: str
    tools: str
    pattern: str
    replacement: str
    how: str
    example: str
    header: str = ""
    own: bool = False
    hints: tuple[str, ...] = ()


class CommentFormat(Record):
    """How a port writes a doc comment, as data: one writer (vocabgen.targets.comments) reads it
    for every port, so a port supplies its syntax and never restates the code.

    header, prefix, footer: a block comment's first line, each body line's lead and its last line
      (`/**`, ` * `, ` */`); a blank body line is the prefix without its trailing blank. A line
      comment (Rust's `///`, Go's `//`, Python's `#`) has no header: the template names its prefix.
    single: (before, after) a one-line body on the block's one line (`/** `, ` */`); None: never.
    tag: the default for `{tag}` in header, footer and single (C#'s `<summary>`; the template may
      name another, `<remarks>`).
    indent: the columns a block is indented by when the template does not say.
    width: a block goes on one line only when that line fits in this many columns (0: always).
    hidden: how an invisible character (bidi control, zero-width space) is written: "shown" as
      `U+XXXX` (Trojan Source), or "space", as the compiler reads it, the line then losing its
      trailing blanks (every non-printable character, a tab included, becomes a space).
    layout: how a doc's lines become body lines: "kept" (blank lines kept, indentation kept),
      "trimmed" (blank lines at either end dropped after invisible characters are made spaces),
      "flowing" (every line stripped of its indentation, blank runs one blank line, none at either
      end: the form rustdoc and gofmt read as plain paragraphs).
    sentence: how a doc becomes one line (a deprecation, a table cell): "joined" (its non-blank
      lines joined by a space, then made safe), "stripped" (each line made safe and stripped, the
      non-blank ones joined by a space), "collapsed" (every run of blanks one space, then made safe).
    special: a regex any line the escapes would change matches (after invisible characters are
      written); a line without a match skips them ("": every line takes them).
    escapes: (regex, replacement) pairs applied in order, before the port's directive table
      (Directive) defuses the line, so an entity they write stays one.
    verbatim: a regex of the spans no directive is defused in (Rust's code spans, which rustdoc
      reads as code); "": none.
    paragraph: None keeps a doc's blank lines as blank body lines; else (open, close) around every
      paragraph after the first (`<p>` in Javadoc, `<para>`...`</para>` in an XML doc), with
      `gap` saying whether a blank line still separates paragraphs.
    rewritten: every comment line written is defused again, the port's own forms kept (Go, whose
      templates compose doc paragraphs around text from vocab.toml before the writer sees them).
    """

    header: str = "/**"
    prefix: str = " * "
    footer: str = " */"
    single: tuple[str, str] | None = ("/** ", " */")
    tag: str = ""
    indent: int = 4
    width: int = 0
    hidden: str = "shown"
    layout: str = "kept"
    sentence: str = "joined"
    special: str = ""
    escapes: tuple[tuple[str, str], ...] = ()
    verbatim: str = ""
    paragraph: tuple[str, str] | None = None
    gap: bool = False
    rewritten: bool = False


class Limits(Record):
    """What a port's compiler refuses, as data; vocabgen.limits checks it before anything is rendered.

    compiler: who refuses ("javac", "elixirc").
    entries: the values, aliases and removed spellings one generated file may hold together (0:
      no cap), set from what benchmarks/limits.py measured (docs/strings.md, "Compiler limits").
    past: what the compiler does past `entries`, for the message ("takes minutes").
    units: the limits the compiler states in its own unit (javac's constant pool and string
      constants, mcs's user strings), given the view, the target's settings and the vocab file's
      name: a located problem per excess.
    """

    compiler: str
    entries: int = 0
    past: str = ""
    units: Callable[[File, TargetConfig, str], list[Problem]] | None = None


class Profile(Record):
    """One language: its naming table and everything else it knows, as data and small functions."""

    name: str
    roles: tuple[Role, ...]
    identifier_pattern: re.Pattern[str]
    reserved: frozenset[str]
    literal: Callable[[str], str]
    settings: tuple[Any, ...]  # vocabgen.targets.base.Setting
    # (the setting holding an output's path, the template that renders it); a path setting
    # that is absent or "" renders nothing.
    outputs: tuple[tuple[str, str], ...]
    # Files rendered beside `outputs` whose number depends on the vocab file (PHP's typed API: a
    # file per enum and per open class, as PSR-4 autoloading wants): (path, template, context
    # added to `file` and `settings`), given the view and the target's settings.
    more_outputs: Callable[[File, Mapping[str, str]], list[tuple[str, str, Mapping[str, Any]]]] | None = None
    # Filters this language's templates use, named for the syntax they produce (`go_string`, ...).
    filters: Mapping[str, Callable[..., Any]] = {}
    check_config: Callable[[TargetConfig], list[str]] | None = None
    # The longest identifier the language's compiler accepts, and what imposes it (0: no limit),
    # or a function of the port's settings giving them.
    identifier_limit: tuple[int, str] | Callable[[TargetConfig], tuple[int, str]] = (0, "")
    # Names local to a rule's functions (settle's parameters), given the rule and every name the
    # file declares at top level; a port chooses them where they cannot hide anything.
    rule_locals: Callable[[Rule, set[str]], dict[str, str]] | None = None
    # The names rule_locals must not take, where they are not every name the file declares (Python:
    # its module-level names, which a parameter would hide; a builtin it may shadow).
    rule_taken: Callable[[File, TargetConfig], set[str]] | None = None
    # Identifiers checked before the table's (names fixed by settings: a class) and after it.
    fixed_identifiers: Callable[[TargetConfig], list[Identifier]] | None = None
    extra_identifiers: Callable[[File, TargetConfig], list[Identifier]] | None = None
    # `vocabgen init`: this port's [targets.NAME] settings for a dotted package name's parts.
    starter: Callable[[tuple[str, ...]], dict[str, str]] = lambda parts: {}
    # What the port's compiler refuses (None: nothing compiles the file, as for the JSON vectors).
    limits: Limits | None = None
    # The files the port's compiler writes from the generated code (a JVM class file per nested
    # class, a BEAM file per module), which the file system must hold (vocabgen.filenames): paths
    # as str.format patterns over the target's settings, `package_path` (its package as folders),
    # `tests_class` (the tests_path file's stem) and the port's names of the file and of each
    # vocabulary (a pattern naming a vocabulary's is one file per vocabulary).
    class_files: tuple[str, ...] = ()
    # The comment forms this port's host tools act on, which its doc filters defuse (Directive).
    directives: tuple[Directive, ...] = ()
    # How its doc comments are written (CommentFormat; None: the port writes them its own way).
    comment: CommentFormat | None = None
    # Whether `typed = true` changes the types of names the port already had (Go's typed constants)
    # rather than only adding names: compat then calls turning it on source-breaking.
    typed_retypes: bool = False
    # How a name at the "internal" level (functions = "internal", Go's collections) is kept out of
    # the host's public API, as compat says it ("unexported: only the host's own package sees it").
    internal: str = ""
    # With typed = true, what makes an exhaustive match over the known type stop compiling when a
    # value is added ("" when nothing here checks it): compat names it for the ports configured.
    exhaustive: str = ""


def _by_scope(roles: tuple[Role, ...], settings: Mapping[str, str],
              names: tuple[tuple[str, str, int], ...] = ()) -> dict[str, list[Spelling]]:
    """The roles of each scope that exist at the configured levels, in table order, ready to
    spell: prepared once per port, not once per value; a role the target's `names` patterns
    (vocabgen.names checked it) spelled by its pattern."""
    found: dict[str, list[Spelling]] = {"file": [], "vocabulary": [], "value": [], "alias": [], "rule": []}
    kept = initialism_table(settings.get("initialisms", ""))
    patterned = {role: pattern for role, pattern, _ in names}
    if patterned:  # (without `names`, the common case, no role is patterned: skip the pairwise search)
        for twin in roles:  # one name under two roles (Go's type, printed, and known_type, checked): one pattern
            if twin.role not in patterned:
                patterned.update({twin.role: patterned[other.role] for other in roles if other.role in patterned
                                  and (other.words, other.case) == (twin.words, twin.case)})
    for role in roles:
        spelling = role.at(settings.get(role.level, ""))
        if spelling is not None:
            if role.role in patterned:
                pieces = patterns.parse(patterned[role.role], role.scope)[0]
                if kept:
                    pieces = tuple(replace(p, case=with_initialisms(p.case, kept)) if p.case else p for p in pieces)
                spelling = replace(spelling, pattern=pieces)
            elif kept:
                spelling = replace(spelling, case=with_initialisms(spelling.case, kept))
            found[role.scope].append(spelling)
    return found


SETTING_CONDITIONS: dict[str, Callable[[Mapping[str, str]], bool]] = {
    "typed": lambda settings: settings.get("typed") == "true",
    "tests": lambda settings: bool(settings.get("tests_path")),
}


def _exists(role: Role, settings: Mapping[str, str]) -> bool:
    """Whether the settings give a role its name: each of its setting conditions holds."""
    return all(SETTING_CONDITIONS[condition](settings) for condition in role.when.split()
               if condition in SETTING_CONDITIONS)


def _applies(role: Role, vocab: Vocabulary | None, file: File | None = None) -> bool:
    """Whether a role's content conditions hold: its vocabulary declares aliases, or removed
    spellings (for a name of the file: any vocabulary does); the file has rules."""
    vocabularies = (vocab,) if vocab is not None else file.vocabularies if file is not None else ()
    for condition in role.when.split():
        if condition == "aliases":
            found = any(v.has_aliases for v in vocabularies)
        elif condition == "removed":
            found = any(v.removed for v in vocabularies)
        elif condition == "rules":
            found = file is not None and bool(file.rules)
        else:
            continue
        if not found:
            return False
    return True


def _spelled(spellings: list[Spelling], parts: Mapping[str, Words], vocab: Vocabulary | None = None,
             file: File | None = None) -> dict[str, str]:
    return {s.role.role: s.spell(parts) for s in spellings if _applies(s.role, vocab, file)}


def speller(profile: Profile, config: TargetConfig) -> Speller:
    """How the view spells this port's names, at the configured levels; a role whose setting
    conditions fail (`typed`, `tests`) not at all."""
    settings = dict(config.settings)
    port = profile.name
    roles = _by_scope(tuple(role for role in profile.roles if _exists(role, settings)), settings, config.names)
    prefix = {"prefix": tuple(settings["prefix"].split("_")) if settings.get("prefix") else ()}

    def vocabulary_names(vocab: Vocabulary) -> dict[str, str]:
        return _spelled(roles["vocabulary"], {**prefix, "key": vocab.words, "singular": vocab.singular}, vocab)

    def value_names(vocab: Vocabulary) -> list[dict[str, str]]:
        spellings = [s for s in roles["value"] if _applies(s.role, vocab)]
        parts = {**prefix, "key": vocab.words, "singular": vocab.singular}
        names = []
        for value in vocab.values:
            parts["value"] = value.words
            names.append({spelling.role.role: spelling.spell(parts) for spelling in spellings})
        return names

    constant = next((s for s in roles["value"] if s.role.role == "constant"), None)

    def deprecated_name_names(vocab: Vocabulary) -> list[list[dict[str, str]]]:
        """A deprecated name is spelled as the value's constant is, from its own words."""
        parts = {**prefix, "key": vocab.words, "singular": vocab.singular}
        names = []
        for value in vocab.values:
            row = []
            for former in value.deprecated_names:
                parts["value"] = former.words
                row.append({"constant": constant.spell(parts)} if constant is not None else {})
            names.append(row)
        return names

    def alias_names(vocab: Vocabulary) -> list[dict[str, str]]:
        parts = {**prefix, "key": vocab.words, "singular": vocab.singular}
        names = []
        for alias in vocab.aliases:
            parts["alias"] = alias.words
            names.append({spelling.role.role: spelling.spell(parts) for spelling in roles["alias"]})
        return names

    def rule_names(rule: Rule) -> dict[str, str]:
        return _spelled(roles["rule"], {**prefix, "rule": rule.words, "subject": rule.subject.words,
                                        "subject_singular": rule.subject.singular,
                                        "carried_singular": rule.carried.singular, "members": rule.members_words})

    # Every private name the port's files may declare, whether or not this file does: a local
    # never takes one, so adding a test file or a rule never renames a parameter.
    private = {spelling.spell(prefix) for spelling in _by_scope(profile.roles, settings, config.names)["file"]
               if spelling.role.checked}

    def rule_locals(file: File) -> dict[str, dict[str, str]]:
        if profile.rule_locals is None or not file.rules:
            return {}
        taken = profile.rule_taken(file, config) if profile.rule_taken else declared(profile, file) | private
        return {rule.key: profile.rule_locals(rule, taken) for rule in file.rules}

    def file_names(file: File) -> dict[str, str]:
        return _spelled(roles["file"], prefix, file=file)

    return Speller(port, file_names, vocabulary_names, value_names, alias_names, deprecated_name_names, rule_names,
                   rule_locals, profile.literal)


def declared(profile: Profile, file: File) -> set[str]:
    """Every name the port's file declares at top level: the table's names (its own helpers among
    them, file-scope roles) and the reserved ones (which hold the library names it imports)."""
    port = profile.name
    found = set(profile.reserved) | set(file.names[port].values())
    for vocab in file.vocabularies:
        found.update(vocab.names[port].values())
        for value in vocab.values:
            found.update(value.names[port].values())
            for former in value.deprecated_names:
                found.update(former.names[port].values())
        for alias in vocab.aliases:
            found.update(alias.names[port].values())
    for rule in file.rules:
        found.update(rule.names[port].values())
    return found


def singular_origin(vocab: Vocabulary) -> tuple[tuple[str, ...], int]:
    """Where a name spelled from a vocabulary's singular comes from: its `singular` key."""
    return (vocab.key, "singular"), vocab.singular_line


def constant_level(profile: Profile) -> str:
    """The setting whose level a value's constant is at (as the identifier check reports it)."""
    return next((role.level for role in profile.roles if role.role == "constant"), "")


def value_origin(vocab: Vocabulary, value: Value) -> tuple[tuple[str, ...], int]:
    """Where a value's names come from: its `name` where it has one, else the value itself."""
    path = (vocab.key, "values", value.text)
    return (path + ("name",), value.named_line) if value.named else (path, value.line)


def identifiers(profile: Profile, file: File, config: TargetConfig) -> list[Identifier]:
    """Every name the port's files declare, each with its origin in vocab.toml, in check order:
    fixed names and the file's own (located at its [targets.NAME] table), then per vocabulary
    each value's names, each alias's and the vocabulary's, then the rules'. A name the target's
    `names` table patterns is located at its pattern."""
    port = profile.name
    found = list(profile.fixed_identifiers(config)) if profile.fixed_identifiers is not None else []
    settings = dict(config.settings)
    roles = {scope: [s.role for s in spellings if s.role.checked]  # the roles that exist at the configured levels
             for scope, spellings in _by_scope(profile.roles, settings).items()}
    patterned = {role: (("targets", port, "names", role), line) for role, _, line in config.names}

    def named(role: Role, name: str, path: tuple[str, ...], line: int) -> Identifier:
        path, line = patterned.get(role.role, (path, line))
        return Identifier(name, path, line, role.what or role.role, _key(role, name), settings.get(role.level, ""))

    names = file.names[port]
    found.extend(named(role, names[role.role], ("targets", port), config.line)
                 for role in roles["file"] if role.role in names)
    for vocab in file.vocabularies:
        for value in vocab.values:
            names = value.names[port]
            path, line = value_origin(vocab, value)
            for role in roles["value"]:
                if role.role in names:
                    name = names[role.role]
                    if role.within:
                        name = f"{vocab.names[port][role.within]}::{name}"
                    found.append(named(role, name, path, line))
            for former in value.deprecated_names:
                constant = former.names[port].get("constant")
                if constant is not None:
                    found.append(Identifier(constant, (vocab.key, "values", value.text, "deprecated_names", former.name),
                                            former.line, "deprecated constant", "",
                                            settings.get(constant_level(profile), "")))
        for alias in vocab.aliases:
            names = alias.names[port]
            found.extend(named(role, names[role.role], (vocab.key, "aliases", alias.name), alias.line)
                         for role in roles["alias"] if role.role in names)
        names = vocab.names[port]
        for role in roles["vocabulary"]:
            if role.role in names:
                path, line = singular_origin(vocab) if "{singular}" in role.words else ((vocab.key,), vocab.line)
                found.append(named(role, names[role.role], path, line))
    for rule in file.rules:
        names = rule.names[port]
        for role in roles["rule"]:
            if role.role in names:
                found.append(named(role, names[role.role], ("rules", rule.key), rule.line))
    if profile.extra_identifiers is not None:
        found.extend(profile.extra_identifiers(file, config))
    return found


def _suggest_name(file: File, path: tuple[str, ...]) -> str:
    """What to do about a value whose words cannot start an identifier (`2xx`, `429`): a wire
    value is the server's to choose, so give it a name that starts with a letter, the
    vocabulary's last singular word before its words suggested (`outcome_2xx`)."""
    if path[2:3] == ("names",) and path[0] == "targets":
        return "change the pattern, or the words it spells (a value's `name`)"
    vocab = next((v for v in file.vocabularies if v.key == path[0]), None)
    value = vocab.spellings.get(path[2]) if vocab is not None and len(path) >= 3 and path[1] == "values" else None
    if vocab is None or value is None:
        return "rename it"
    if value.named:
        return "choose another name"
    if not value.words[0][:1].isdigit():
        return f"give the value a name (the wire value stays {quote(value.text)}): {{ name = \"...\" }}"
    suggested = "_".join((vocab.singular[-1], *value.words))
    return (f"its words start with a digit, so give the value a name that starts with a letter "
            f"(the wire value stays {quote(value.text)}), e.g. {{ name = \"{suggested}\" }}")


def _key(role: Role, name: str) -> str:
    """How the language compares a name of this role ("": as it is)."""
    return name.lower() if role.folded else ""


def _wordless_aliases(profile: Profile, file: File, config: TargetConfig, source: str) -> list[Problem]:
    """An alias a port names (alias constants) must have an ASCII letter or digit to name it from."""
    wordless = [(vocab, alias) for vocab in file.vocabularies for alias in vocab.aliases if not alias.words]
    if not wordless or not _by_scope(profile.roles, dict(config.settings))["alias"]:  # the cheap test first
        return []
    return [Problem(source, alias.line, (vocab.key, "aliases", alias.name),
                    f"{profile.name}: alias has no ASCII letter or digit to name its constant from "
                    "(identifiers are never invented); add one, or turn alias_constants off")
            for vocab, alias in wordless]


def check(profile: Profile, file: File, config: TargetConfig, source: str) -> list[Problem]:
    """Every offending identifier of one port: invalid, too long, reserved, or colliding (where
    the language ignores case, as PHP's methods, colliding lower-cased). Reported, never renamed."""
    problems = _wordless_aliases(profile, file, config, source)
    wordless = {problem.path for problem in problems}
    pattern, reserved = profile.identifier_pattern.fullmatch, profile.reserved
    limit, why = profile.identifier_limit(config) if callable(profile.identifier_limit) else profile.identifier_limit
    port = profile.name
    seen: dict[str, tuple[str, ...]] = {}
    spelt: dict[str, str] = {}  # a folded name's key -> the name it was seen as
    private: dict[str, str] = {}  # a name the port's files declare themselves (a file role) -> what it is
    own = ("targets", port)
    for ident in identifiers(profile, file, config):
        name = ident.name
        key = ident.key or name
        if ident.path in wordless:
            continue
        if pattern(name) and not (limit and len(name) > limit) and name not in reserved and key not in seen:
            seen[key] = ident.path
            if ident.key:
                spelt[key] = name
            if ident.path == own:
                private[key] = ident.what
            continue
        where = f"{port}: {ident.what} {quote(name)}"
        if not pattern(name):
            message = f"{where} is not a valid {port} identifier; {_suggest_name(file, ident.path)}"
        elif limit and len(name) > limit:
            message = (f"{port}: {ident.what} is {len(name)} characters long; {why} holds at most {limit}; "
                       "shorten the value or the singular")
        elif name in reserved:
            message = f"{where} is {reserved_kind(reserved, name, port)}; rename it"
        elif key in private:
            message = (f"{where} collides with the {private[key]} {quote(spelt.get(key, name))} that vocabgen "
                       f"declares in this {port} output ({format_key_path(own)}); rename it")
        elif spelt.get(key, name) != name:
            message = (f"{where} collides with {quote(spelt[key])} from {format_key_path(seen[key])} ({port} compares "
                       "these names case-insensitively); rename one of them")
        else:
            message = f"{where} collides with the one from {format_key_path(seen[key])}; rename one of them"
        problems.append(Problem(source, ident.line, ident.path, message))
    return problems

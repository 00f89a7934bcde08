"""PHP 8.1+: a final class of constants in a namespace, run by PHP 8.2, clean under PSR-12.

The file starts `<?php`, a blank line (PSR-12's header rule) and the marker, then
`declare(strict_types=1);`, the namespace and one final class: a `public const` string per
value, list and map constants per vocabulary, a private lookup constant, and static methods
(canonical, guard, read, settle) that call only fully-qualified built-ins (`\\is_string`), so a
function the host declares in its own namespace cannot stand in for one.

String literals: printable ASCII is single-quoted (only `\\\\` and `\\'` are escapes there, so `$`
and `{$` never interpolate); anything else is double-quoted with every `$` written `\\$`, so `{$`
and `${` cannot interpolate either, controls as `\\n`, `\\xhh`, and invisible or non-printable
Unicode as `\\u{hex}`. Printable Unicode stays readable UTF-8.

Names: constants are SCREAMING_SNAKE (case-sensitive, and `CLASS` is refused by PHP), methods
camelCase. PHP compares method (and class) names case-insensitively, so the methods are
checked folded: `isRunStatus` and `isRunsTatus` collide. Keywords are allowed as method and
constant names since PHP 7.0; a class name must avoid them and the reserved type names.

Docs become PHPDoc: `*/` cannot close the comment early, a line's leading `@` cannot start a tag,
invisible format characters show as `U+XXXX`. `?>` ends PHP mode inside a `//` comment but not
inside `/** */`; the file's only `//` comments are the marker (whose path is refused when it
holds `?>`) and section headings made of vocabulary keys (snake_case).

Not data (why this module passes 150 lines): the string escaper (literal), the typed files per
vocabulary (typed_files), the checks of class names apart from methods (_typed_names, _parameters)
and the namespace and path checks.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Mapping
from typing import Any

from vocabgen.charclass import is_visible
from vocabgen.model import TargetConfig
from vocabgen.problems import clip, quote
from vocabgen.profile import CommentFormat, Directive, Identifier, Profile, Reserved, singular_origin
from vocabgen.roles import Spell, port_roles
from vocabgen.targets.base import (
    Setting,
    alias_constants_setting,
    stability_setting,
    check_relative_path,
    dotted_name_check,
    functions_setting,
    invalid_members,
    settle_parameters,
    typed_needs_functions,
    typed_setting,
)
from vocabgen.targets.comments import DocWriter
from vocabgen.targets.naming import camel, pascal, screaming
from vocabgen.view import File

_NAMESPACE = r"[A-Z][A-Za-z0-9_]*(\\[A-Z][A-Za-z0-9_]*)*"

SETTINGS = (
    functions_setting(),
    alias_constants_setting(),
    stability_setting(),
    Setting("namespace", "add namespace = 'Acme\\Vocab' (a TOML literal string keeps the backslashes)",
            dotted_name_check(_NAMESPACE, "Toolnexus\\Agents")),
    Setting("class", "add class = \"Vocabulary\"", dotted_name_check(r"[A-Z][A-Za-z0-9_]*", "Vocabulary"),
            lambda s: "Vocabulary"),
    Setting("path", "the .php file under --out (PSR-4: php/<namespace path>/<class>.php)", check_relative_path,
            lambda s: "php/" + s["namespace"].replace("\\", "/") + "/" + s["class"] + ".php"),
    Setting("tests_path", "the generated PHPUnit 9 test class under --out (optional)", check_relative_path,
            lambda s: ""),
    typed_setting(),
)

# Reserved words (php.net "List of Keywords", "Other reserved words"), lower-case: no class may
# be named so, compared case-insensitively.
CLASS_RESERVED = frozenset("""
    __halt_compiler abstract and array as break callable case catch class clone const continue declare
    default die do echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile eval exit
    extends final finally fn for foreach function global goto if implements include include_once
    instanceof insteadof interface isset list match namespace new or print private protected public
    readonly require require_once return static switch throw trait try unset use var while xor yield
    int float bool string true false null void iterable object mixed never parent self
""".split())
# settle's parameters are variables: only `$this` breaks one, which is then renamed (settle_parameters).
PARAMETER_RESERVED = frozenset({"this"})
# A class constant may be called anything but `class` (`Foo::class` is the class's name, in any
# case); no other name the table spells is all lower-case, so `this` can only be a parameter.
# typed = true: an enum case is a class constant too, so `Class` (the only spelling a value's
# words give that PHP refuses: phpcs 3.7.1 and PHP 8.2 take `List`, `Default`, `Enum`, ...).
RESERVED = Reserved(("a name PHP reserves for a class constant (Foo::class)", {"CLASS", "Class"}),
                    ("PHP's $this", PARAMETER_RESERVED))
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# The enum cases invalid_members reports: not an identifier, or `Class` (reported as reserved).
_MEMBER = re.compile(r"(?!Class\Z)[A-Za-z_][A-Za-z0-9_]*")

_SIMPLE = {"\\": "\\\\", '"': '\\"', "$": "\\$", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\v": "\\v",
           "\f": "\\f", "\x1b": "\\e"}


def literal(text: str) -> str:
    """A PHP string literal for text that never interpolates and round-trips byte for byte."""
    if text.isascii() and text.isprintable():
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"
    out = ['"']
    for ch in text:
        if ch in _SIMPLE:
            out.append(_SIMPLE[ch])
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\x{ord(ch):02x}")  # always two digits: the next character stays itself
        elif ch.isascii() or is_visible(ch):
            out.append(ch)
        else:
            out.append(f"\\u{{{ord(ch):x}}}")
    out.append('"')
    return "".join(out)


# The comment forms PHP's tools act on (docs/strings.md, "Directives in comments"), defused by
# the doc writer in this order: a whole-text form first, so no later escape leaves its text whole.
DIRECTIVES = (
    Directive("@codingStandards..., @phpstan-ignore...", "phpcs skips the whole file at "
              "`@codingStandardsIgnoreFile` and PHPStan the next line at `@phpstan-ignore-next-line`, found "
              "anywhere in a comment's text (PHPStan is not installed here, so no test runs it)",
              r"@(?=codingStandards|phpstan-ignore)", "&#64;",
              "the HTML character reference `&#64;` (phpDocumentor shows `@`): the tools search for the "
              "text with its `@`, so escaping the `@` alone would leave it whole", "see @codingStandardsIgnoreFile",
              hints=("@codingstandards", "@phpstan-ignore")),
    Directive("@tag", "phpDocumentor, PHPStan and Psalm read a tag at a line's start "
              "(`@var`, `@return`, `@deprecated`, `@psalm-suppress`, `@internal`)", r"^(\s*)@", r"\1\\@",
              "a backslash before it, PHPDoc's escape for a literal `@`", "@psalm-suppress all", hints=("@",)),
    Directive("{@tag}", "phpDocumentor expands an inline tag (`{@link X}`, `{@inheritDoc}`)", r"\{@", r"{\\@",
              "the same backslash after the brace", "see {@inheritDoc}", hints=("{@",)),
    Directive("phpcs:", "phpcs reads a comment line that starts `phpcs:` (any case, after blanks, `/`, `*` "
              "and `#`) as its own instruction: `phpcs:ignoreFile` skips the file, `phpcs:disable` every sniff",
              r"(?i:^([\s/*#]*phpcs))(?=:)", r"\1 ", "a space before the colon: phpcs needs the word and its "
              "colon together, and the text still reads the same", "phpcs:ignoreFile", hints=("phpcs",)),
)
# PHPDoc: `*/` cannot close the comment early (`*\/`); blank lines stay blank.
COMMENT = CommentFormat(escapes=((r"\*/", r"*\\/"),))
DOC = DocWriter(COMMENT, DIRECTIVES)


# Naming: every name the templates print. Methods are folded (PHP ignores their case), and so are
# the generated PHPUnit class's method prefixes: test{Key}Constants, test{Rule}RuleSettle, ...
PRIVATE = {"public": camel, "internal": camel}  # a test helper that exists only with functions
# Methods are compared case-insensitively, as PHP does (folded); the typed enum and open class
# live in files of their own, checked by _typed_names; the PHPUnit class's methods are tests.
ROLES = port_roles(dict(
    constant=screaming, member=pascal, alias_constant=screaming, collection=screaming, aliases=screaming,
    lookup=screaming, canonical=camel, guard=camel, read=camel, removed=screaming,
    test=Spell(camel, checked=True), known_type=Spell(pascal, words="known {singular}", checked=False),
    open_type=Spell(pascal, checked=False), known_parse=camel, typed_test=camel,
    members=screaming, settle=camel, subject_param=camel, carried_param=camel,
    rule_test=Spell(camel, words="test {rule} rule", checked=True), typed_settle=camel, typed_rule_test=camel,
    canonical_helper=camel, parsed_helper=camel, unknown_helper=PRIVATE,
    known=Spell(camel, words="is known"), known_member=camel, open_parse=camel, open_wire=camel,
), {"function": "method", "field": "constant"}, folded=("canonical", "guard", "read", "test", "known_parse",
   "typed_test", "settle", "rule_test", "typed_settle", "typed_rule_test", "canonical_helper"))


def _fixed(config: TargetConfig) -> list[Identifier]:
    """With typed = true the class, checked before the table's names: it shares its namespace
    with the enums and open classes."""
    if not config.flag("typed"):
        return []
    return [Identifier(config.get("class"), ("targets", config.name, "class"), config.line, "class",
                       _class_key(config.get("class")))]


def _class_key(name: str) -> str:
    """How PHP compares class names (ignoring case), apart from its method names."""
    return "class " + name.lower()


def _typed_names(file: File, config: TargetConfig) -> list[Identifier]:
    """typed = true: each vocabulary's enum and open class, compared with the class and each other
    as PHP compares class names; an enum case that is no identifier, or `Class`."""
    if not config.flag("typed"):
        return []
    found = [Identifier(vocab.names["php"][role], *singular_origin(vocab), what, _class_key(vocab.names["php"][role]))
             for vocab in file.vocabularies for role, what in (("known_type", "enum"), ("open_type", "open class"))]
    return found + invalid_members(file, config, _MEMBER)


def _parameters(file: File, config: TargetConfig) -> list[Identifier]:
    return _typed_names(file, config)


def typed_files(file: File, settings: Mapping[str, str]) -> list[tuple[str, str, Mapping[str, Any]]]:
    """typed = true: each vocabulary's enum and open class, each in its own file beside the class
    (PSR-1 wants one class a file, PSR-4 a file named as its class); context `vocab`."""
    if settings.get("typed") != "true":
        return []
    folder = posixpath.dirname(settings["path"])
    found: list[tuple[str, str, Mapping[str, Any]]] = []
    for vocab in file.vocabularies:
        for role, template in (("known_type", "php/enum.php.j2"), ("open_type", "php/open.php.j2")):
            found.append((posixpath.join(folder, vocab.names["php"][role] + ".php"), template, {"vocab": vocab}))
    return found


def check_config(config: TargetConfig) -> list[str]:
    problems = typed_needs_functions(config)
    cls = config.get("class")
    if cls.lower() in CLASS_RESERVED:
        problems.append(f"class {quote(cls)} is a reserved word in php (class names ignore case); rename it")
    namespace = config.get("namespace")
    if namespace.split("\\")[0].lower() == "namespace":
        problems.append(f"namespace {quote(namespace)} starts with the segment 'namespace', which PHP reads as a "
                        "namespace-relative name; rename it")
    path = config.get("path")
    if path != f"{cls}.php" and not path.endswith(f"/{cls}.php"):
        problems.append(f"path {quote(path)} must name the file {clip(cls)}.php: PSR-4 autoloading looks for the class there")
    tests = config.get("tests_path")
    stem = posixpath.basename(tests).removesuffix(".php")
    if tests and (not tests.endswith(".php") or not re.fullmatch(r"[A-Z][A-Za-z0-9_]*Test", stem)
                  or stem.lower() in CLASS_RESERVED):
        problems.append(f"tests_path {quote(tests)} must name a file NameTest.php: PHPUnit runs the class of that name")
    elif tests and stem.lower() == cls.lower():
        problems.append(f"tests_path {quote(tests)} names the generated class itself; use e.g. {clip(cls)}Test.php")
    if tests and cls.lower() == "testcase":
        problems.append(f"class {quote(cls)} would hide PHPUnit's TestCase in the generated test class; rename it")
    return problems


PROFILE = Profile(
    name="php",
    internal="tagged @internal (PHP has no package visibility): still callable",
    roles=ROLES,
    identifier_pattern=IDENTIFIER,
    reserved=RESERVED,
    literal=literal,
    settings=SETTINGS,
    outputs=(("path", "php/class.php.j2"), ("tests_path", "php/test_class.php.j2")),
    more_outputs=typed_files,
    filters={"php_string": literal, "phpdoc": DOC.block, "phpdoc_lines": DOC.lines, "phpdoc_text": DOC.text,
             "phpdoc_line": DOC.sentence},
    check_config=check_config,
    fixed_identifiers=_fixed,
    rule_locals=settle_parameters("php", PARAMETER_RESERVED, hides=False),
    extra_identifiers=_parameters,
    starter=lambda parts: {"namespace": "\\".join(p[:1].upper() + p[1:] for p in parts)},
    directives=DIRECTIVES,
    comment=COMMENT,
)

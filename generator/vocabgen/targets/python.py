"""Python: a typed runtime module (`Final` constants, `Literal` aliases, guard, canonicalise,
lenient read and settle functions) and its pytest file.

Python's profile: its naming table, reserved words and builtins, string escaping (`py_string`,
`py_optional`), doc comments (`py_comments`), settings and paths. The shape of each file, and
every width decision black's 88 columns ask for, lives in templates/python/. Output is already
black-formatted, so black is a test-time check.

Not data (why this module passes 150 lines): the string escaper (literal, py_optional), the module
and path checks and the module-level names settle's parameters must not hide (module_names).
"""

from __future__ import annotations

import keyword
import re
import sys
from collections.abc import Mapping

from vocabgen.charclass import is_narrow_visible, is_visible
from vocabgen.model import TargetConfig
from vocabgen.problems import clip, quote
from vocabgen.profile import CommentFormat, Directive, Limits, Profile, Reserved, identifiers
from vocabgen.records import replace
from vocabgen.roles import Spell, port_roles
from vocabgen.targets.base import (
    Setting,
    alias_constants_setting,
    stability_setting,
    check_relative_path,
    functions_setting,
    invalid_members,
    plain_literal,
    settle_parameters,
    typed_needs_functions,
    typed_setting,
)
from vocabgen.targets.comments import DocWriter
from vocabgen.targets.naming import affixed, pascal, screaming, snake
from vocabgen.view import File

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
KEYWORDS = frozenset(keyword.kwlist)
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
RESERVED = Reserved(("a Python keyword", KEYWORDS), ("a Python builtin", BUILTINS),
                    ("a name the generated module imports", IMPORTS))
# Modules the generated files import by absolute name: a top-level package of the same name
# would be imported instead of them.
SHADOWED_MODULES = frozenset(sys.stdlib_module_names) | {"pytest"}


def _check_module(value: str) -> str | None:
    """A dotted module name whose every segment is an identifier and not a keyword, and whose
    top-level package does not shadow a standard-library module the files import."""
    segments = value.split(".")
    for segment in segments:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", segment):
            return f"{quote(value)} is not a valid name here; use something like 'toolnexus.agents.vocabulary'"
        if segment in KEYWORDS:
            return (f"{quote(value)} has the Python keyword {quote(segment)} as a segment, so `import {clip(value)}` is a "
                    "syntax error; rename that segment")
    if segments[0] in SHADOWED_MODULES:
        return (f"{quote(value)} starts with {quote(segments[0])}, a standard-library module: a package of that name "
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
    alias_constants_setting(),
    stability_setting(),
    typed_setting(),
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
        elif ord(ch) >= 0x80 and not is_narrow_visible(ch) or not is_visible(ch):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    out.append(quote)
    return "".join(out)


def py_optional(text: str | None) -> str:
    """Filter: a string literal, or None."""
    return "None" if text is None else literal(text)


# The comment forms Python's tools act on (docs/strings.md, "Directives in comments"), defused by
# py_comments in every doc. A tool reads most of them right after a `#`: the one py_comments
# writes, or one inside the text.
_AFTER_HASH = r"(?:^|#)\s*"
DIRECTIVES = (
    Directive("coding:, coding=", "CPython reads it on a file's first two lines as the "
              "source encoding (PEP 263): an unknown name is a SyntaxError, a known one (latin-1) decodes the "
              "file's strings wrongly", r"(coding)(?=[:=])", r"\1 ",
              "a space before the `:` or `=`, which PEP 263 needs right after the word. The marker on line 1 "
              "names the vocab file's path: a path holding `coding:` or `coding=` is refused, as a changed "
              "path would no longer name the file", "-*- coding: latin-1 -*-", header="lines 1 and 2",
              hints=("coding",)),
    Directive("# type:", "mypy and CPython's parser read a type comment: `# type: ignore` above the first "
              "statement makes mypy skip the whole module", rf"({_AFTER_HASH}type)(?=:)", r"\1 ",
              "a space before the colon: the tools match the word and its colon together, and the text "
              "still reads the same", "type: ignore", hints=("type",)),
    Directive("# mypy:", "mypy reads `# mypy:` at a line's start as the file's own configuration "
              "(`# mypy: ignore-errors`)", rf"({_AFTER_HASH}mypy)(?=:)", r"\1 ", "a space before the colon",
              "mypy: ignore-errors", hints=("mypy",)),
    Directive("# fmt:, # yapf:", "black stops formatting at `# fmt: off` (or `# yapf: disable`) until "
              "`# fmt: on`, and leaves a line with `# fmt: skip` as it is", rf"({_AFTER_HASH}(?:fmt|yapf))(?=:)",
              r"\1 ", "a space before the colon", "fmt: off", hints=("fmt", "yapf")),
    Directive("# noqa", "flake8 and ruff silence a line's findings at `# noqa` (not installed here, so no "
              "test runs them)", rf"(?i:({_AFTER_HASH})(noqa))", r"\1\\\2",
              "a backslash before the word: the tools need it right after the `#` and its blanks, and a "
              "backslash is the usual mark of a word meant literally", "noqa: E501", hints=("noqa",)),
    Directive("# flake8:, # ruff:, # isort:, # pyright:, # pragma:, pylint:", "flake8 and ruff skip the "
              "whole file at `# flake8: noqa` or `# ruff: noqa`, isort at `# isort: skip_file`, pyright changes "
              "its checks at `# pyright: basic`, coverage.py excludes at `# pragma: no cover`, and pylint "
              "reads `pylint: disable=...` anywhere in a comment (none installed here, so no test runs them)",
              rf"(?i:({_AFTER_HASH}(?:flake8|ruff|isort|pyright|pragma)|\bpylint)(?=[:=]))", r"\1 ",
              "a space before the colon", "flake8: noqa",
              hints=("flake8", "ruff", "isort", "pyright", "pragma", "pylint")),
)
# `#` comments, which black keeps byte for byte: every non-printable character (bidi controls and
# zero-width ones among them) a space, no blank line at either end; `py_comments(header=true)`
# writes the file doc after the marker on line 1, where PEP 263's encoding declaration counts too.
COMMENT = CommentFormat(prefix="# ", hidden="space", layout="trimmed")
DOC = DocWriter(COMMENT, DIRECTIVES)


# Naming: every name the templates print, spelled by the view from this table ------------------


internal_snake = affixed(snake, "_", "", "internal_snake")  # PEP 8's internal marker: _is_status
private_screaming = affixed(screaming, "_", "", "private_screaming")  # the module's own tables
dunder = affixed(snake, "__", "__", "dunder")  # a name Python itself reads: __all__
FUNCTION = {"public": snake, "internal": internal_snake}  # functions = "none" declares none
PRIVATE = {"public": internal_snake, "internal": internal_snake}  # the module's own, with functions only
PRIVATE_TYPE = {"public": private_screaming, "internal": private_screaming}
LOCAL = {"public": snake, "internal": snake}  # settle's parameters, with functions only
# settle's parameters are the singulars (settle_parameters renames them where they would clash);
# the module's own names are under the `_vocabgen_` prefix so that a host's names in the same
# package cannot collide with them; `__all__` has no functions level: never a host's name (compat).
ROLES = port_roles(dict(
    constant=screaming, member=screaming, alias_constant=screaming, type=pascal, collection=screaming,
    aliases=screaming, lookup=Spell(PRIVATE_TYPE, words="vocabgen {singular} lookup", what="lookup table"),
    canonical=FUNCTION, guard=FUNCTION, read=FUNCTION, removed=Spell(screaming, what="removed spellings"),
    test=snake, known_type=Spell(pascal, words="known {singular}"), unknown_type=pascal, open_type=pascal,
    parse=FUNCTION, known_parse=FUNCTION, wire=FUNCTION,
    members=screaming, settle=FUNCTION, subject_param=LOCAL, carried_param=LOCAL, rule_test=snake,
    typed_settle=FUNCTION,
    exports=dunder, type_var=PRIVATE_TYPE, subject_type_var=PRIVATE_TYPE, known_type_var=PRIVATE_TYPE,
    unknown_type_var=PRIVATE_TYPE, read_helper=PRIVATE, is_helper=PRIVATE,
    canonical_helper=Spell(PRIVATE, words="vocabgen canonical"), settle_helper=PRIVATE, parse_helper=PRIVATE,
    known_helper=PRIVATE, carry_helper=PRIVATE, module_alias=Spell(snake, words="vocab"),
))


def module_names(file: File, config: TargetConfig) -> set[str]:
    """The module-level names and imports a settle parameter would hide inside settle."""
    return set(IMPORTS | {ident.name for ident in identifiers(TABLE_ONLY, file, config)})


def check_config(config: TargetConfig) -> list[str]:
    """The module imports under its dotted name only from the folder its path ends that name in;
    the typed API is functions, so typed = true needs some."""
    problems = typed_needs_functions(config)
    suffix = config.get("module").replace(".", "/") + ".py"
    path = config.get("path")
    if path != suffix and not path.endswith("/" + suffix):
        problems.append(f"path {quote(path)} must end with {quote(suffix)} so that module {quote(config.get('module'))} can be imported")
    return problems


PROFILE = Profile(
    name="python",
    internal="a leading _ and left out of __all__, PEP 8's internal marker",
    exhaustive="a match with assert_never (mypy --strict)",
    roles=ROLES,
    identifier_pattern=IDENTIFIER,
    reserved=RESERVED,
    literal=literal,
    settings=SETTINGS,
    outputs=(("path", "python/module.py.j2"), ("tests_path", "python/test_module.py.j2")),
    filters={"py_string": literal, "py_optional": py_optional, "py_comments": DOC.comments},
    check_config=check_config,
    rule_locals=settle_parameters("python", KEYWORDS),
    rule_taken=module_names,
    extra_identifiers=lambda file, config: invalid_members(file, config, IDENTIFIER),
    starter=lambda parts: {"module": ".".join(parts) + ".vocabulary"},
    limits=Limits("CPython", 55_001, "was not measured"),  # benchmarks/limits.py; docs/strings.md, Compiler limits
    directives=DIRECTIVES,
    comment=COMMENT,
)
TABLE_ONLY = replace(PROFILE, extra_identifiers=None, rule_taken=None)  # module-level names settle's parameters must not hide

"""Ruby: a module of frozen constants, frozen collections and module functions, and its
minitest file.

Ruby's profile: its naming table, reserved words (keywords and every method a module answers),
string escaping (`rb_string`), YARD comments (`rb_doc`, `rb_line`), the file the tests require
(`rb_feature`), settings and paths. The shape of each file lives in templates/ruby/.

Not data (why this module passes 150 lines): the string escaper (literal), the module-name and
path checks (_check_module, check_config) and the feature name the tests require (feature).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from vocabgen.charclass import is_visible
from vocabgen.model import TargetConfig
from vocabgen.problems import quote
from vocabgen.profile import CommentFormat, Directive, Profile, Reserved
from vocabgen.roles import Spell, port_roles
from vocabgen.targets.base import (Setting, alias_constants_setting, check_relative_path, functions_setting,
                                   invalid_members, plain_literal, settle_parameters, stability_setting,
                                   typed_needs_functions, typed_setting)
from vocabgen.targets.comments import DocWriter
from vocabgen.targets.naming import affixed, pascal, screaming, snake

KEYWORDS = frozenset("""
    __ENCODING__ __LINE__ __FILE__ BEGIN END alias and begin break case class def defined? do else elsif end
    ensure false for if in module next nil not or redo rescue retry return self super then true undef unless
    until when while yield
""".split())
# What every module answers in ruby 3.1 (Module, Object, Kernel, with rubygems): a function of the
# same name would replace it on the generated module (`frozen?`, `name`, `hash`).
MODULE_METHODS = frozenset("""
    __callee__ __dir__ __id__ __method__ __send__ abort alias_method ancestors append_features at_exit attr
    attr_accessor attr_reader attr_writer autoload autoload? binding block_given? caller caller_locations catch
    class class_eval class_exec class_variable_defined? class_variable_get class_variable_set class_variables
    clone const_defined? const_get const_missing const_set const_source_location constants define_method
    define_singleton_method deprecate_constant display dup enum_for eql? equal? eval exec exit extend
    extend_object extended fail fork format freeze frozen? gem gem_original_require gets global_variables hash
    include include? included included_modules initialize initialize_clone initialize_copy initialize_dup
    inspect instance_eval instance_exec instance_method instance_methods instance_of?
    instance_variable_defined? instance_variable_get instance_variable_set instance_variables is_a? iterator?
    itself kind_of? lambda load local_variables loop method method_added method_defined? method_missing
    method_removed method_undefined methods module_eval module_exec module_function name nil? object_id open p
    pp prepend prepend_features prepended print printf private private_class_method private_constant
    private_instance_methods private_method_defined? private_methods proc protected protected_instance_methods
    protected_method_defined? protected_methods public public_class_method public_constant
    public_instance_method public_instance_methods public_method public_method_defined? public_methods
    public_send putc puts raise rand readline readlines refine remove_class_variable remove_const
    remove_instance_variable remove_method require require_relative respond_to? respond_to_missing?
    ruby2_keywords select send set_trace_func singleton_class singleton_class? singleton_method
    singleton_method_added singleton_method_removed singleton_method_undefined singleton_methods sleep spawn
    sprintf srand syscall system taint tainted? tap test then throw to_enum to_s trace_var trap trust
    undef_method untaint untrace_var untrust untrusted? using warn yield_self
""".split())
# Ruby 3.1's top-level constants and the test file's Minitest: a module segment of the same name
# would reopen a core class (`module String` is a TypeError) or hide it from the module's code.
CORE_CONSTANTS = frozenset("""
    ARGF ARGV ArgumentError Array BasicObject Bignum Binding Class ClosedQueueError Comparable Complex
    ConditionVariable Data Dir ENV EOFError Encoding EncodingError Enumerable Enumerator Errno Exception
    FalseClass Fiber FiberError File FileTest Fixnum Float FloatDomainError FrozenError GC Gem Hash IO IOError
    IndexError Integer Interrupt Kernel KeyError LoadError LocalJumpError Marshal MatchData Math Method Minitest
    Module Mutex NameError NilClass NoMatchingPatternError NoMatchingPatternKeyError NoMemoryError
    NoMethodError NotImplementedError Numeric Object ObjectSpace Proc Process Queue Ractor Random Range
    RangeError Rational Refinement Regexp RegexpError RubyVM RuntimeError STDERR STDIN STDOUT ScriptError
    SecurityError Signal SignalException SizedQueue StandardError StopIteration String Struct Symbol
    SyntaxError SystemCallError SystemExit SystemStackError Thread ThreadError ThreadGroup Time TracePoint
    TrueClass TypeError UnboundMethod UncaughtThrowError UnicodeNormalize Warning ZeroDivisionError
""".split())
RESERVED = Reserved(("a Ruby keyword", KEYWORDS), ("a method every Ruby module answers (Module, Object, Kernel)",
                                                     MODULE_METHODS))
_MODULE = re.compile(r"[A-Z][A-Za-z0-9_]*(::[A-Z][A-Za-z0-9_]*)*")


def feature(module: str) -> str:
    """Filter `rb_feature`: Toolnexus::Agents::Vocabulary -> toolnexus/agents/vocabulary, the
    name `require` finds the module's file by (Zeitwerk's convention)."""
    return "/".join(re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", part).lower()
                    for part in module.split("::"))


def _check_module(value: str) -> str | None:
    if not _MODULE.fullmatch(value):
        return f"{quote(value)} is not a Ruby module name; use something like 'Toolnexus::Agents::Vocabulary'"
    if KEYWORDS & set(value.split("::")):
        return f"{quote(value)} has a Ruby keyword as a segment (`module END` is a syntax error); rename it"
    core = next((segment for segment in value.split("::") if segment in CORE_CONSTANTS), None)
    if core is not None:
        return (f"{quote(value)} has {quote(core)}, a constant of Ruby's core (or Minitest), as a segment: the module "
                "would reopen it, or hide it from the module's own code; rename that segment")
    return None


SETTINGS = (
    Setting("module", "add module = \"Package::Vocabulary\"", _check_module),
    Setting("path", "the .rb file under --out", check_relative_path, lambda s: f"ruby/lib/{feature(s['module'])}.rb"),
    Setting("tests_path", "the generated minitest file under --out (run with `ruby -Ilib -Itest`)",
            check_relative_path, lambda s: f"ruby/test/test_{feature(s['module']).rsplit('/', 1)[-1]}.rb"),
    functions_setting(),
    alias_constants_setting(),
    typed_setting(),
    stability_setting(),
)
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def literal(text: str) -> str:
    """A double-quoted Ruby string literal for text: quotes, backslashes and `#` before `{`, `@`
    or `$` (interpolation) escaped, every invisible character as `\\u{...}`."""
    if plain_literal(text) and "#" not in text:
        return f'"{text}"'
    out = ['"']
    for index, ch in enumerate(text):
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ch == "#" and text[index + 1:index + 2] in ("{", "@", "$"):
            out.append("\\#")
        elif not is_visible(ch):
            out.append(f"\\u{{{ord(ch):X}}}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


# The comment forms Ruby's tools act on (docs/strings.md, "Directives in comments").
DIRECTIVES = (
    Directive("@tag, @!directive", "YARD reads a tag (`@deprecated`, `@api private`) or a directive "
              "(`@!visibility private`, `@!parse`) where a docstring line starts with `@`", r"^(\s*)@", r"\1\\@",
              "a backslash before the `@`: YARD reads a tag only at a line's start", "@api private", hints=("@",)),
    Directive("# rubocop:disable", "rubocop turns its cops off at `# rubocop:disable all` (and `enable`, "
              "`todo`) anywhere in a comment", r"(^|#)(\s*)(rubocop)(?=\s*:)", r"\1\2\\\3",
              "a backslash before the word: rubocop needs it right after a `#` and blanks", "rubocop:disable all",
              hints=("rubocop",)),
    Directive("frozen_string_literal:, shareable_constant_value:, warn_indent:, coding:", "ruby reads a magic "
              "comment (`key: value`, or `-*- key: value -*-` within a line; case and `-`/`_` ignored): in the "
              "file's first comments `frozen_string_literal: false` unfreezes every literal, and "
              "`shareable_constant_value:` changes every constant after it wherever it stands",
              r"(?i)(?<![\\\w-])((?:frozen[-_]string[-_]literal|shareable[-_]constant[-_]value|warn[-_](?:indent|past[-_]scope)|"
              r"(?:en)?coding))(?=\s*[:=])", r"\\\1", "a backslash before the key, which no magic comment starts with. "
              "The marker on line 1 names the vocab file's path: a path holding `coding:` or `-*-` is refused",
              "frozen_string_literal: false", hints=("frozen", "shareable", "warn", "coding")),
    Directive("=begin, =end, __END__", "ruby reads `=begin` ... `=end` as a block comment and stops reading "
              "the file at `__END__`, each at a line's start", "", "", "ruled out: every comment line starts "
              "with `#` and every literal is one line", "=begin"),
)
COMMENT = CommentFormat("#", "# ", "")
_DOCS = DocWriter(COMMENT, DIRECTIVES)


def doc_lines(text: str, indent: int = 0) -> list[str]:
    """Filter `rb_doc`: a doc from vocab.toml as YARD comment lines at indent, each tag and
    directive defused and invisible characters shown (the one writer's line comments, as Python's
    `py_comments`); none for an empty doc."""
    return _DOCS.prefixed(_DOCS.lines(text), " " * indent + COMMENT.prefix.rstrip())


# Naming: every name the templates print, spelled by the view from this table ------------------


predicate = affixed(snake, "", "?", "predicate")  # a guard's name: status?
FUNCTION = {"public": snake, "internal": snake}  # internal: tagged `@api private`
GUARD = {"public": predicate, "internal": predicate}
ROLES = port_roles(dict(
    constant=screaming, alias_constant=screaming, collection=screaming, aliases=screaming,
    lookup=Spell({"public": screaming, "internal": screaming}, words="vocabgen {singular} lookup", what="lookup table"),
    guard=Spell(GUARD, words="{singular}"), canonical=FUNCTION, read=FUNCTION,
    removed=Spell(screaming, what="removed spellings"), members=screaming, settle=FUNCTION,
    subject_param=FUNCTION, carried_param=FUNCTION,
    # typed = true (docs/typed.md): a class of frozen members (their shape checked by
    # invalid_members: constants in the class), a class carrying an unknown string, the module
    # both include, and the functions between them and the wire.
    known_type=Spell(pascal, words="known {singular}"), member=screaming, unknown_type=pascal, open_type=pascal,
    known_lookup=Spell(screaming, words="vocabgen known {singular}", what="known lookup table"),
    parse=FUNCTION, known_parse=FUNCTION, wire=FUNCTION, typed_settle=FUNCTION,
    canonical_helper=Spell(FUNCTION, words="vocabgen canonical"),
    # The minitest file's own names (its class is the module's name joined, then Test): the
    # module's alias inside the test class, and test methods named from stems.
    module_alias=Spell(screaming, words="vocab"), test=snake, rule_test=snake,
))


def check_config(config: TargetConfig) -> list[str]:
    """The tests require the module by its feature name, so its path must end in it."""
    problems = typed_needs_functions(config)
    suffix = feature(config.get("module")) + ".rb"
    path = config.get("path")
    if path != suffix and not path.endswith("/" + suffix):
        problems.append(f"path {quote(path)} must end with {quote(suffix)} so that `require "
                        f"{quote(suffix[:-3])}` finds module {quote(config.get('module'))}")
    return problems


_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\??")
PROFILE = Profile(
    name="ruby",
    internal="public but tagged `@api private` in its YARD docs, which `yard --hide-api private` leaves out",
    roles=ROLES,
    identifier_pattern=_IDENTIFIER,
    reserved=RESERVED,
    literal=literal,
    settings=SETTINGS,
    outputs=(("path", "ruby/module.rb.j2"), ("tests_path", "ruby/test_module.rb.j2")),
    filters={"rb_string": literal, "rb_doc": doc_lines, "rb_line": _DOCS.sentence, "rb_feature": feature},
    check_config=check_config,
    rule_locals=settle_parameters("ruby", KEYWORDS, hides=False),
    extra_identifiers=lambda file, config: invalid_members(file, config, re.compile(r"[A-Z][A-Za-z0-9_]*")),
    starter=lambda parts: {"module": "::".join(map(pascal, ([p] for p in parts))) + "::Vocabulary"},
    # None, as PHP: ruby -w loads the most benchmarks/limits.py tries (50,000 values) in 1.1 s, 300 MiB.
    directives=DIRECTIVES,
    comment=COMMENT,
)

"""What every target provides, and the checks that apply to all of them alike."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, field
from typing import Any, NamedTuple, TypeVar, cast, dataclass_transform

from vocabgen.charclass import is_printable, printable_text
from vocabgen.marker import marker_for, marker_sentence
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary

@dataclass(frozen=True)
class Setting:
    """One key of [targets.NAME]: how to check it and, when absent, how to derive it."""

    name: str
    help: str
    check: Callable[[str], str | None]
    default: Callable[[Mapping[str, str]], str] | None = None
    boolean: bool = False  # a TOML true/false, kept in TargetConfig as "true" / "false"
    optional: bool = False  # without a default: absent means "not wanted" (e.g. an optional tests_path)


class Identifier(NamedTuple):
    """A name a target will emit, and where in vocab.toml it comes from (a named tuple, not a
    dataclass: a 10,000-value vocabulary makes ~100,000 of them, and a tuple is built 4x faster)."""

    name: str
    path: tuple[str, ...]
    line: int
    what: str


@dataclass(frozen=True)
class OutputFile:
    """One file a target produces: its path under --out, its template, and the template's context."""

    path: str
    template: str
    context: Mapping[str, Any]


@dataclass(frozen=True)
class Target:
    """A language: its settings, its reserved words, its identifiers, and its files."""

    name: str
    settings: tuple[Setting, ...]
    identifier_pattern: re.Pattern[str]
    reserved: frozenset[str]
    identifiers: Callable[[Model, TargetConfig], list[Identifier]]
    files: Callable[[Model, TargetConfig], list[OutputFile]]
    check_config: Callable[[TargetConfig], list[str]] | None = None
    # The names this target emits, for the tests' conformance runner templates:
    # {"vocabularies": [{key, collection, canonical, aliases}], "rules": [{key, members, settle}], ...}
    api: Callable[[Model, TargetConfig], dict[str, Any]] | None = None
    # Jinja filters this language's templates use, named for the syntax they produce
    # (`go_string`, `py_doc`, ...); registered in the one environment for every template.
    filters: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    # The longest identifier the language's compiler accepts, and what imposes it (0: no limit).
    identifier_limit: tuple[int, str] = (0, "")
    # `vocabgen init`: this port's [targets.NAME] settings for a dotted package name's parts
    # (("acme", "billing") -> Java package "acme.billing"); the default is no settings.
    starter: Callable[[tuple[str, ...]], dict[str, str]] = lambda parts: {}
    # This target's render cost relative to a typical port's (benchmarks/targets.py at 10,000
    # values); rendering in two processes hands out the heaviest targets first, so neither
    # process is left with a big one at the end.
    weight: float = 1.0


class ContextField(NamedTuple):
    """What Context's __init__ needs of a field: its name and how it defaults."""

    name: str
    default: Any = MISSING
    default_factory: Any = MISSING


class _LazyDataclassFields:
    """`__dataclass_fields__` of a context class, made when first asked for.

    The contexts are dataclasses to whoever asks (`dataclasses.fields()`, `is_dataclass()`: the
    README's tables, the tests' context walk), but dataclass's processing of about eighty classes
    (parsing each string annotation) was a tenth of vocabgen's start-up, and a render never asks.
    The first lookup on a class runs `dataclass()` on it, which stores the real fields on the
    class, so this descriptor is not consulted for it again."""

    def __get__(self, instance: object, owner: type) -> dict[str, Field[Any]]:
        if owner is Context:  # the base itself is no dataclass
            raise AttributeError("__dataclass_fields__")
        dataclass(init=False, repr=False, eq=False)(owner)
        made: dict[str, Field[Any]] = owner.__dict__["__dataclass_fields__"]
        return made


class Context:
    """The base of every template context: frozen like a frozen dataclass, but built by this one
    shared __init__ instead of code generated per class. dataclass's generated methods cost about
    a millisecond a class at import, and the targets define about eighty contexts."""

    __dataclass_fields__: Any = _LazyDataclassFields()
    __context_fields__: tuple[ContextField, ...] = ()
    __context_names__: frozenset[str] = frozenset()
    __context_order__: tuple[str, ...] = ()
    __context_made__: int = 0  # instances this shared __init__ built; see _specialise

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        cls = type(self)
        made = cls.__context_made__ + 1
        type.__setattr__(cls, "__context_made__", made)
        if made == SPECIALISE_AFTER:
            _specialise(cls)
        if args:
            if kwargs or len(args) != len(self.__context_order__):
                kwargs = self._completed(args, kwargs)
            else:  # every field, in order
                kwargs = dict(zip(self.__context_order__, args))
        elif kwargs.keys() != self.__context_names__:  # the common case, every field by name, skips this
            kwargs = self._completed((), kwargs)
        self.__dict__.update(kwargs)

    def _completed(self, args: tuple[Any, ...], given: dict[str, Any]) -> dict[str, Any]:
        """Positional fields by name, then the given fields plus defaults; a missing, unknown or
        repeated field is a TypeError."""
        if args:
            positional = dict(zip(self.__context_order__, args))
            if len(args) > len(positional) or positional.keys() & given.keys():
                raise TypeError(f"{type(self).__name__}() takes {len(self.__context_fields__)} fields, "
                                f"{len(args)} given positionally, or a field twice")
            given = {**given, **positional}
        unknown = given.keys() - self.__context_names__
        if unknown:
            raise TypeError(f"{type(self).__name__}() got an unexpected or repeated field {sorted(unknown)[0]!r}")
        values = dict(given)
        for f in self.__context_fields__:
            if f.name in values:
                continue
            if f.default is not MISSING:
                values[f.name] = f.default
            elif f.default_factory is not MISSING:
                values[f.name] = f.default_factory()
            else:
                raise TypeError(f"{type(self).__name__}() missing field {f.name!r}")
        return values

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __repr__(self) -> str:
        inner = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in self.__context_fields__)
        return f"{type(self).__name__}({inner})"


# A context class built this many times (a per-value context of a large vocabulary) gets its own
# __init__ with one parameter per field: about twice as fast per instance as the shared one.
# Compiling it costs about a tenth of a millisecond, so the classes of a small render never pay.
SPECIALISE_AFTER = 256


def _specialise(cls: type[Context]) -> None:
    """Give cls an __init__ written for its fields: the same fields, defaults and frozenness."""
    names = cls.__context_order__
    if any(name == "self" or name.startswith("_vocabgen") for name in names):
        return
    namespace: dict[str, Any] = {"_vocabgen_missing": MISSING}
    params, body = [], []
    for f in cls.__context_fields__:
        if f.default is not MISSING:
            namespace[f"_vocabgen_default_{f.name}"] = f.default
            params.append(f"{f.name}=_vocabgen_default_{f.name}")
        elif f.default_factory is not MISSING:
            namespace[f"_vocabgen_factory_{f.name}"] = f.default_factory
            params.append(f"{f.name}=_vocabgen_missing")
            body.append(f"    if {f.name} is _vocabgen_missing:\n        {f.name} = _vocabgen_factory_{f.name}()\n")
        else:
            params.append(f.name)
    fields_dict = ", ".join(f"{name!r}: {name}" for name in names)
    source = (f"def __init__(self, {', '.join(params)}):\n" + "".join(body)
              + f"    self.__dict__.update({{{fields_dict}}})\n")
    exec(source, namespace)  # noqa: S102 - built from the class's own field names, checked above
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    type.__setattr__(cls, "__init__", init)


_C = TypeVar("_C", bound=type)


@dataclass_transform(frozen_default=True, eq_default=False)
def template_context(cls: _C) -> _C:
    """Make cls (a Context subclass) a template context: a dataclass to `fields()` and the
    README's context tables, frozen, built by Context's shared __init__."""
    made: Any = cls
    found = []
    for name in cls.__dict__.get("__annotations__", {}):  # own fields, in order; contexts derive from Context only
        default = cls.__dict__.get(name, MISSING)
        if isinstance(default, Field):
            found.append(ContextField(name, default.default, default.default_factory))
        else:
            found.append(ContextField(name, default))
    made.__context_fields__ = tuple(found)
    made.__context_order__ = tuple(f.name for f in made.__context_fields__)
    made.__context_names__ = frozenset(made.__context_order__)
    made.__init__ = Context.__init__  # never a specialised base's: each class counts and specialises itself
    return cast(_C, made)


def as_context(context: Any) -> dict[str, Any]:
    """A frozen context dataclass as a template's top-level names (its fields stay dataclasses)."""
    return {name: getattr(context, name) for name in context.__context_order__}


FUNCTION_LEVELS = ("public", "internal", "none")


def functions_setting() -> Setting:
    """`functions`, shared by every language target: how much beyond the constants a file exports.

    public: constants, collections and every function; internal: functions kept out of the host's
    public API where the language allows (package-private, internal, unexported, @doc false, not
    exported); none: constants and collections only.
    """

    def check(value: str) -> str | None:
        if value in FUNCTION_LEVELS:
            return None
        return f"{value!r} is not one of {', '.join(FUNCTION_LEVELS)}"

    return Setting("functions", "public, internal or none", check, lambda _: "public")


def derived_identifiers(
    model: Model,
    constant: Callable[[Vocabulary, tuple[str, ...]], str],
    vocabulary_names: Callable[[Vocabulary], Mapping[str, str]],
    rule_names: Callable[[Model, Rule], Mapping[str, str]],
    kinds: Mapping[str, str] | None = None,
) -> list[Identifier]:
    """Every name a target derives from values, vocabularies and rules, each with its origin.

    A target passes its own spellings; `kinds` relabels roles in messages (e.g. "constant" ->
    "def"). An alias map is only listed where the vocabulary declares aliases.
    """
    label = kinds or {}
    idents: list[Identifier] = []
    what = label.get("constant", "constant")
    for vocab in model.vocabularies:
        key = vocab.key
        idents.extend([Identifier(constant(vocab, value.words), (key, "values", value.text), value.line, what)
                       for value in vocab.values])
        for role, name in vocabulary_names(vocab).items():
            if role != "aliases" or vocab.has_aliases:
                idents.append(Identifier(name, (vocab.key,), vocab.line, label.get(role, role)))
    for rule in model.rules:
        for role, name in rule_names(model, rule).items():
            idents.append(Identifier(name, ("rules", rule.key), rule.line, label.get(role, role)))
    return idents


def class_identifiers(config: TargetConfig, helpers: tuple[str, ...]) -> list[Identifier]:
    """For targets that emit one class: the class name itself (a member may not share it) and
    the private helpers every generated class defines."""
    where = ("targets", config.name)
    return [Identifier(config.get("class"), where + ("class",), config.line, "class"),
            *(Identifier(name, where, config.line, "helper method") for name in helpers)]


# How identifiers are named in messages for targets that emit one class (Java, C#).
CLASS_MEMBER_KINDS = {"collection": "collection field", "aliases": "aliases field", "lookup": "lookup field",
                      "canonical": "canonical method", "guard": "guard method", "read": "read method",
                      "removed": "removed field", "members": "rule members", "settle": "settle method"}


def keyword_parameters(model: Model, parameter: Callable[[Vocabulary], str],
                       keywords: frozenset[str]) -> list[Identifier]:
    """Settle parameters named after singulars: local names, so they cannot collide with
    members, and only a keyword can break them."""
    idents = []
    for rule in model.rules:
        for key in (rule.vocabulary, rule.carries):
            vocab = model.vocabulary(key)
            if parameter(vocab) in keywords:
                idents.append(Identifier(parameter(vocab), (key, "singular"), vocab.line, "parameter"))
    return idents


def runner_names(
    model: Model,
    vocabulary_names: Callable[[Vocabulary], Mapping[str, str]],
    rule_names: Callable[[Model, Rule], Mapping[str, str]],
    literal: Callable[[str], str] | None = None,
) -> dict[str, list[dict[str, str]]]:
    """The names a conformance runner template calls, per vocabulary and per rule, in the
    target's own spelling ("aliases" is "" where none are declared); with literal, each entry
    also carries its key as a string literal of the language."""
    vocabularies = []
    for vocab in model.vocabularies:
        entry = {"key": vocab.key, **vocabulary_names(vocab)}
        if not vocab.has_aliases:
            entry["aliases"] = ""
        if literal is not None:
            entry["key_literal"] = literal(vocab.key)
        vocabularies.append(entry)
    rules = []
    for rule in model.rules:
        entry = {"key": rule.key, **rule_names(model, rule)}
        if literal is not None:
            entry["key_literal"] = literal(rule.key)
        rules.append(entry)
    return {"vocabularies": vocabularies, "rules": rules}


def marker(model: Model) -> str:
    """The one-line do-not-edit notice naming this model's vocab file by its origin (its path
    relative to the output folder), or by base name when no origin is set."""
    return marker_sentence(model.origin) if model.origin else marker_for(model.source)


_SEGMENT = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+-]*")


def check_relative_path(value: str) -> str | None:
    """Output paths are plain relative paths that stay inside --out."""
    if value.startswith("/") or re.match(r"[A-Za-z]:", value):
        return f"{value!r} is absolute; give a path relative to the output folder"
    parts = value.split("/")
    for part in parts:
        if part in ("", ".", ".."):
            return f"{value!r} must not contain empty, '.' or '..' segments; it must stay inside the output folder"
        if not _SEGMENT.fullmatch(part):
            return f"{value!r} has a segment {part!r} with characters outside A-Z a-z 0-9 _ . + -"
    return None


def dotted_name_check(pattern: str, example: str) -> Callable[[str], str | None]:
    """A checker for module / package / namespace names made of identifier segments."""
    compiled = re.compile(pattern)

    def check(value: str) -> str | None:
        if compiled.fullmatch(value):
            return None
        return f"{value!r} is not a valid name here; use something like {example!r}"

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
    if not uncommon or all(is_printable(ch) for ch in uncommon):
        return line
    return "".join(ch if is_printable(ch) else " " for ch in line)


_UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]")


def comment_lines(text: str) -> list[str]:
    """Split a doc into comment lines: control characters become spaces, no trailing space,
    no blank lines at either end. Comments may be sanitised; values never are."""
    if "\n" not in text and _UNPRINTABLE.search(text) is None:  # one clean line: the common case
        line = text.rstrip()
        return [line] if line else []
    text = _UNPRINTABLE.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n"))
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return lines

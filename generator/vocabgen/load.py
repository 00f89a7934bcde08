"""Read vocab.toml, validate all of it, and build the Model; collect every problem, stop at none."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from vocabgen import __version__
from vocabgen.locate import Locator, locate
from vocabgen.model import Alias, Model, Removed, Rule, TargetConfig, Value, Vocabulary
from vocabgen.problems import Problem, ProblemsFound, format_key_path
from vocabgen.records import replace
from vocabgen.source import read_source
from vocabgen.targets.registry import TARGETS, build_view, check_identifiers
from vocabgen.view import File
from vocabgen.words import SNAKE_NAME, split_words

SCHEMA_VERSION = 1
RESERVED_TOP = ("schema_version", "vocabulary_version", "required_version", "doc", "templates", "targets", "rules")
VOCAB_KEYS = ("doc", "singular", "values", "aliases", "removed", "fallback")
VALUE_KEYS = ("doc", "deprecated")
ALIAS_KEYS = ("canonical", "deprecated")
RULE_KEYS = ("doc", "vocabulary", "values", "carries")
# Compiled by re on first use (a TOML error only), not at import.
_TOML_POSITION = r"\s*\(at line (\d+), column (\d+)\)|\s*\(at end of document\)"


class _Collector:
    """Gathers problems against one file, looking up lines for key paths."""

    def __init__(self, file: str, locator: Locator) -> None:
        self.file = file
        self.locator = locator
        self.problems: list[Problem] = []

    def add(self, path: tuple[str, ...], message: str, line: int | None = None) -> None:
        self.problems.append(
            Problem(self.file, self.locator.line(path) if line is None else line, path, message)
        )


def _type_name(value: object) -> str:
    names = {str: "a string", int: "an integer", float: "a float", bool: "a boolean",
             list: "an array", dict: "a table"}
    return names.get(type(value), type(value).__name__)


# tomllib's messages, explained in words a newcomer can act on.
_EXPLAIN = (
    ("Expected ']' at the end of a table declaration", "a table header such as [statuses] needs its closing ']'"),
    ("Expected ']]' at the end of an array declaration", "an array-of-tables header needs its closing ']]'"),
    ("Invalid value", "the text after '=' is not a TOML value: strings need quotes (\"done\"), arrays "
                      "brackets ([\"a\", \"b\"]), tables braces ({ doc = \"...\" })"),
    ("Unterminated string", "a string is missing its closing quote"),
    ("Expected '=' after a key in a key/value pair", "every line inside a table is `key = value`"),
    ("Invalid statement", "this line is neither a table header [name] nor `key = value`"),
    ("Illegal character '\\n'", "a string is missing its closing quote before the end of the line"),
    ("Illegal character", "a control character or stray symbol is not allowed here"),
    ("Invalid initial character for a key part", "a key must be bare (letters, digits, _ and -) or quoted"),
)


def _duplicate(text: str, line: int) -> tuple[tuple[str, ...], int] | None:
    """The key path defined twice on `line`, and the line that first defined it."""
    try:
        definitions = locate(text).definitions
    except (ValueError, IndexError):
        return None
    for path, lines in definitions.items():
        if line in lines[1:]:
            return path, lines[0]
    return None


def parse(text: str, display: str) -> dict[str, Any]:
    """Parse TOML, turning a syntax error into a located problem explained in words."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        match = re.search(_TOML_POSITION, message)
        line = text.count("\n") + 1
        where = ""
        if match and match.group(1):
            line = int(match.group(1))
            where = f" at column {match.group(2)}"
        reason = re.sub(_TOML_POSITION, "", message).rstrip(".")
        if reason.startswith("Cannot overwrite a value") or reason.startswith("Cannot declare"):
            duplicate = _duplicate(text, line)
            if duplicate is not None:
                path, first = duplicate
                raise ProblemsFound([Problem(display, line, path, f"is defined twice: first on line {first}, again "
                                             f"here; remove or rename one (values and aliases must be unique)")])
            hint = "a key or table is defined twice; remove or rename one (values and aliases must be unique)"
        else:
            words = next((w for prefix, w in _EXPLAIN if reason.startswith(prefix)), "")
            hint = f"{words}; fix the TOML syntax" if words else "fix the TOML syntax"
        raise ProblemsFound([Problem(display, line, (), f"invalid TOML: {reason}{where}; {hint}")])


def checked_file(path: Path, display: str | None = None, origin: str = "") -> tuple[Model, File]:
    """Load and validate a vocab.toml, every port's identifiers included; raise ProblemsFound
    listing every problem. The model comes with its view, built once: the identifier check read
    its names, and the render that follows prints them. `origin` is how markers name the file
    (see Model.origin)."""
    display = display if display is not None else path.name
    return checked_text(read_source(path, display), display, origin)


def checked_text(text: str, display: str = "vocab.toml", origin: str = "") -> tuple[Model, File]:
    """checked_file for text already read."""
    data = parse(text, display)
    out = _Collector(display, locate(text))
    if not check_required_version(data, out):
        raise ProblemsFound(out.problems)
    model = _build(data, out)
    if out.problems or model is None:
        raise ProblemsFound(out.problems)
    if origin:
        model = replace(model, origin=origin)
    file = build_view(model)
    problems = check_identifiers(model, file)
    if problems:
        raise ProblemsFound(problems)
    return model, file


def load_file(path: Path, display: str | None = None, origin: str = "") -> Model:
    """The validated model of a vocab.toml (checked_file without the view)."""
    return checked_file(path, display, origin)[0]


def load_text(text: str, display: str = "vocab.toml", origin: str = "") -> Model:
    """The validated model of vocab.toml text (checked_text without the view)."""
    return checked_text(text, display, origin)[0]


def check_required_version(data: dict[str, Any], out: _Collector, running: str = __version__) -> bool:
    """Like black's required-version: a vocab.toml may pin the vocabgen releases that render it.

    A mismatch is the only problem reported: the file may use what this release does not know.
    """
    if "required_version" not in data:
        return True
    spec = data["required_version"]
    if not isinstance(spec, str):
        out.add(("required_version",), f"must be a PEP 440 version specifier string such as \">=0.2,<0.3\", "
                f"not {_type_name(spec)}")
        return False
    from packaging.specifiers import InvalidSpecifier, SpecifierSet  # only for required_version: 29 M instructions

    try:
        allowed = SpecifierSet(spec)
    except InvalidSpecifier:
        out.add(("required_version",), f"{spec!r} is not a PEP 440 version specifier; write one such as \">=0.2,<0.3\"")
        return False
    if not allowed.contains(running, prereleases=True):
        out.add(("required_version",), f"this is vocabgen {running}, but this file requires {spec!r}; "
                "install a matching vocabgen (pip install 'vocabgen" + spec + "') or change required_version")
        return False
    return True


def _string(out: _Collector, table: dict[str, Any], key: str, path: tuple[str, ...],
            required: bool = False, default: str = "") -> str:
    if key not in table:
        if required:
            out.add(path, f"missing required key '{key}'; add {key} = \"...\"")
        return default
    value = table[key]
    if not isinstance(value, str):
        out.add(path + (key,), f"must be a string, not {_type_name(value)}")
        return default
    return value


def _unknown_keys(out: _Collector, table: dict[str, Any], allowed: tuple[str, ...],
                  path: tuple[str, ...], what: str) -> None:
    for key in table:
        if key not in allowed:
            out.add(path + (key,), f"unknown key in {what}; allowed keys are {', '.join(allowed)}")


def _snake(out: _Collector, value: str, path: tuple[str, ...], what: str) -> bool:
    if SNAKE_NAME.fullmatch(value):
        return True
    out.add(path, f"{what} {value!r} must be lowercase snake_case ASCII words such as 'run_status'")
    return False


def _build(data: dict[str, Any], out: _Collector) -> Model | None:
    version = data.get("schema_version")
    if "schema_version" not in data:
        out.add((), f"missing required key 'schema_version'; add schema_version = {SCHEMA_VERSION} at the top", line=1)
    elif not isinstance(version, int) or isinstance(version, bool):
        out.add(("schema_version",), f"must be an integer, not {_type_name(version)}; use schema_version = {SCHEMA_VERSION}")
    elif version > SCHEMA_VERSION:
        out.add(("schema_version",), f"{version} is newer than this vocabgen understands ({SCHEMA_VERSION}); upgrade vocabgen")
        return None
    elif version < 1:
        out.add(("schema_version",), f"{version} is not a schema version; use schema_version = {SCHEMA_VERSION}")
    doc = _string(out, data, "doc", ())
    templates = _string(out, data, "templates", ())
    contract = data.get("vocabulary_version", 1)
    if not isinstance(contract, int) or isinstance(contract, bool) or contract < 1:
        out.add(("vocabulary_version",), f"must be a positive integer (raise it with every breaking change), "
                f"not {contract!r}")

    vocabularies = []
    for key, table in data.items():
        if key in RESERVED_TOP:
            continue
        if isinstance(table, list) and all(isinstance(item, dict) for item in table):
            out.add((key,), f"is an array of tables ([[{key}]]); a vocabulary is one table: write [{key}] once")
            continue
        if not isinstance(table, dict):
            out.add((key,), f"unknown top-level key; top-level keys are {', '.join(RESERVED_TOP)} "
                    f"and vocabulary tables such as [{key}]")
            continue
        vocab = _vocabulary(key, table, out)
        if vocab is not None:
            vocabularies.append(vocab)
    if not vocabularies and not any(p.path[:1] not in ((), ("schema_version",)) for p in out.problems):
        out.add((), "defines no vocabulary; add a table such as [statuses] with singular and values", line=1)

    by_key = {v.key: v for v in vocabularies}
    declared = [k for k, t in data.items() if k not in RESERVED_TOP and isinstance(t, dict)]
    rules = _rules(data.get("rules", {}), by_key, declared, out)
    targets = _targets(data.get("targets"), out)
    if out.problems:
        return None
    return Model(source=out.file, schema_version=SCHEMA_VERSION, vocabulary_version=contract, doc=doc,
                 vocabularies=tuple(vocabularies), rules=tuple(rules), targets=tuple(targets),
                 templates=templates)


def _vocabulary(key: str, table: dict[str, Any], out: _Collector) -> Vocabulary | None:
    path = (key,)
    before = len(out.problems)
    _snake(out, key, path, "vocabulary name")
    _unknown_keys(out, table, VOCAB_KEYS, path, f"vocabulary [{key}]")
    doc = _string(out, table, "doc", path)
    singular = _string(out, table, "singular", path, required=True)
    if singular:
        _snake(out, singular, path + ("singular",), "singular")

    values: list[Value] = []
    raw_values = table.get("values")
    if raw_values is None:
        out.add(path, f"missing required table 'values'; add [{key}.values] with one `value = \"doc\"` line per value")
    elif not isinstance(raw_values, dict):
        out.add(path + ("values",), f"must be a table of value = \"doc\", not {_type_name(raw_values)}")
    elif not raw_values:
        out.add(path + ("values",), "is empty; a vocabulary needs at least one value")
    else:
        for text, entry in raw_values.items():
            vpath = path + ("values", text)
            value_doc, deprecated = _entry(out, entry, vpath, "doc", VALUE_KEYS, "the value's doc string")
            if value_doc is None:
                continue
            _check_text(out, vpath, text, "value")
            words = split_words(text)
            if text and not words:
                out.add(vpath, "value has no ASCII letter or digit to build identifiers from; "
                        "add one (identifiers are never invented)")
            values.append(Value(text, value_doc, words, out.locator.line(vpath), deprecated))

    aliases: list[Alias] = []
    raw_aliases = table.get("aliases")
    canonical = {v.text for v in values}
    if raw_aliases is not None and not isinstance(raw_aliases, dict):
        out.add(path + ("aliases",), f"must be a table of alias = \"canonical\", not {_type_name(raw_aliases)}")
    elif raw_aliases:
        for name, entry in raw_aliases.items():
            apath = path + ("aliases", name)
            target, deprecated = _entry(out, entry, apath, "canonical", ALIAS_KEYS, "the canonical value as a string")
            if target is None:
                continue
            _check_text(out, apath, name, "alias")
            if name in canonical:
                out.add(apath, f"alias shadows the canonical value {name!r}; remove it, canonical values map to themselves")
            elif target not in canonical:
                if target in raw_aliases:
                    chained = raw_aliases[target]
                    chained = chained.get("canonical") if isinstance(chained, dict) else chained
                    out.add(apath, f"targets {target!r}, which is itself an alias; point it at "
                            f"{chained!r} or another canonical value of [{key}.values]"
                            if isinstance(chained, str) else
                            f"targets {target!r}, which is itself an alias; point it at a canonical value")
                else:
                    out.add(apath, f"targets {target!r}, which is not a value of [{key}.values]; "
                            f"use one of: {', '.join(sorted(canonical)) or '(none)'}")
            else:
                aliases.append(Alias(name, target, out.locator.line(apath), deprecated))
    removed = _removed(out, table.get("removed"), path, key, values, aliases)
    fallback = _string(out, table, "fallback", path)
    if fallback and fallback not in canonical:
        out.add(path + ("fallback",), f"names {fallback!r}, which is not a value of [{key}.values]; "
                f"use one of: {', '.join(v.text for v in values) or '(none)'}")
    if len(out.problems) > before:
        return None
    return Vocabulary(key=key, words=tuple(key.split("_")), singular=tuple(singular.split("_")),
                      doc=doc, values=tuple(values), aliases=tuple(aliases),
                      has_aliases=raw_aliases is not None, line=out.locator.line(path),
                      removed=removed, fallback=fallback)


def _entry(out: _Collector, entry: Any, path: tuple[str, ...], main: str, keys: tuple[str, ...],
           what: str) -> tuple[str | None, str]:
    """A value or alias entry: a plain string, or an inline table adding `deprecated`.

    Returns (main string, deprecation reason), or (None, "") after reporting a problem.
    """
    if isinstance(entry, str):
        return entry, ""
    if not isinstance(entry, dict):
        out.add(path, f"must be {what} or an inline table {{ {main} = ..., deprecated = \"...\" }}, "
                f"not {_type_name(entry)}")
        return None, ""
    before = len(out.problems)
    _unknown_keys(out, entry, keys, path, "this entry")
    text = _string(out, entry, main, path, required=main != "doc")
    deprecated = _string(out, entry, "deprecated", path)
    if "deprecated" in entry and isinstance(entry["deprecated"], str) and not deprecated.strip():
        out.add(path + ("deprecated",), "is empty; say why and what to use instead, e.g. \"use maxTurns\"")
    if len(out.problems) > before:
        return None, ""
    return text, deprecated


def _removed(out: _Collector, raw: Any, path: tuple[str, ...], key: str, values: list[Value],
             aliases: list[Alias]) -> tuple[Removed, ...]:
    """Tombstones, like protobuf's `reserved`: a removed spelling may never return."""
    if raw is None:
        return ()
    if not isinstance(raw, dict):
        out.add(path + ("removed",), f"must be a table of spelling = \"why it was removed\", not {_type_name(raw)}")
        return ()
    current = {v.text: ("values", v.text) for v in values}
    current.update({a.name: ("aliases", a.name) for a in aliases})
    removed = []
    for text, reason in raw.items():
        rpath = path + ("removed", text)
        if not isinstance(reason, str) or not reason.strip():
            out.add(rpath, "must be a non-empty string saying why the spelling was removed")
            continue
        _check_text(out, rpath, text, "removed spelling")
        line = out.locator.line(rpath)
        if text in current:
            out.add(path + current[text], f"{text!r} was removed (line {line}: {reason!r}); a removed spelling "
                    f"never comes back; choose another spelling or delete it from [{key}.removed] on purpose")
            continue
        removed.append(Removed(text, reason, line))
    return tuple(removed)


# Characters no port can carry safely in a string literal or through a terminal diff. None is
# printable to str.isprintable() on any Python, so printable text (nearly every value) skips the
# search, and re compiles the class (a 64K-entry bitmap, ~0.4 ms) only for text that needs it.
FORBIDDEN = "[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]"


def _check_text(out: _Collector, path: tuple[str, ...], text: str, what: str) -> None:
    if text == "":
        out.add(path, f"{what} is the empty string; give it a name")
        return
    bad = None if text.isprintable() else re.search(FORBIDDEN, text)
    if bad:
        out.add(path, f"{what} contains U+{ord(bad.group()):04X}, a control or invisible character "
                f"that would not survive every port's source and tooling; remove it")
    elif text != text.strip():
        out.add(path, f"{what} {text!r} has leading or trailing white space; remove it")


def _rules(raw: Any, by_key: dict[str, Vocabulary], declared: list[str], out: _Collector) -> list[Rule]:
    """Check rules; a reference to a vocabulary that exists but is itself invalid is not
    reported again, so one mistake gives one message."""
    if not isinstance(raw, dict):
        out.add(("rules",), f"must be a table of rule tables such as [rules.limit_stop], not {_type_name(raw)}")
        return []
    rules = []
    for key, table in raw.items():
        path = ("rules", key)
        if not isinstance(table, dict):
            out.add(path, f"must be a table with vocabulary, values and carries, not {_type_name(table)}")
            continue
        before = len(out.problems)
        _snake(out, key, path, "rule name")
        _unknown_keys(out, table, RULE_KEYS, path, f"rule [rules.{key}]")
        doc = _string(out, table, "doc", path)
        vocab_key = _string(out, table, "vocabulary", path, required=True)
        carries_key = _string(out, table, "carries", path, required=True)
        for field, ref in (("vocabulary", vocab_key), ("carries", carries_key)):
            if ref and ref not in declared:
                out.add(path + (field,), f"names {ref!r}, which is not a vocabulary; use one of: "
                        f"{', '.join(declared) or '(none)'}")
        if vocab_key and vocab_key == carries_key:
            out.add(path + ("carries",), "a vocabulary cannot carry itself; name a different vocabulary")
        members = table.get("values")
        values: list[str] = []
        if members is None:
            out.add(path, "missing required key 'values'; list the values that carry, e.g. values = [\"incomplete\"]")
        elif not isinstance(members, list) or not all(isinstance(m, str) for m in members):
            out.add(path + ("values",), "must be an array of strings")
        elif not members:
            out.add(path + ("values",), "is empty; list at least one value that carries")
        else:
            subject = by_key.get(vocab_key)
            seen: set[str] = set()
            for member in members:
                if member in seen:
                    out.add(path + ("values",), f"lists {member!r} twice; list each value once")
                seen.add(member)
                if subject is not None and member not in subject.texts:
                    out.add(path + ("values",), f"names {member!r}, which is not a value of [{vocab_key}.values]; "
                            f"use one of: {', '.join(subject.texts)}")
                values.append(member)
        if len(out.problems) == before and vocab_key in by_key and carries_key in by_key:
            rules.append(Rule(key=key, words=tuple(key.split("_")), doc=doc, vocabulary=vocab_key,
                              values=tuple(values), carries=carries_key, line=out.locator.line(path)))
    return rules


def _targets(raw: Any, out: _Collector) -> list[TargetConfig]:
    if raw is None:
        out.add((), "no [targets.NAME] table; add at least one, e.g. [targets.python] "
                f"(known targets: {', '.join(TARGETS)})", line=1)
        return []
    if not isinstance(raw, dict):
        out.add(("targets",), f"must be a table of target tables, not {_type_name(raw)}")
        return []
    configs = []
    for name, table in raw.items():
        path = ("targets", name)
        target = TARGETS.get(name)
        if target is None:
            out.add(path, f"unknown target; known targets are {', '.join(TARGETS)}")
            continue
        if not isinstance(table, dict):
            out.add(path, f"must be a table of settings, not {_type_name(table)}")
            continue
        allowed = tuple(s.name for s in target.settings)
        _unknown_keys(out, table, allowed, path, f"[targets.{name}]")
        given: dict[str, str] = {}
        for setting in target.settings:
            if setting.name not in table:
                continue
            value = table[setting.name]
            if setting.boolean:
                if not isinstance(value, bool):
                    out.add(path + (setting.name,), f"must be true or false, not {_type_name(value)}")
                else:
                    given[setting.name] = "true" if value else "false"
                continue
            if not isinstance(value, str):
                out.add(path + (setting.name,), f"must be a string, not {_type_name(value)}")
                continue
            problem = setting.check(value)
            if problem:
                out.add(path + (setting.name,), problem)
                continue
            given[setting.name] = value
        resolved: dict[str, str] = {}
        for setting in target.settings:
            if setting.name in given:
                resolved[setting.name] = given[setting.name]
            elif setting.default is not None:
                try:
                    resolved[setting.name] = setting.default(resolved)
                except KeyError:
                    pass  # derived from a setting that is missing or invalid, already reported
            elif setting.name not in table and not setting.optional:
                out.add(path, f"missing required setting '{setting.name}'; {setting.help}")
        config = TargetConfig(name, tuple(resolved.items()), out.locator.line(path))
        complete = all(s.name in resolved for s in target.settings if not (s.optional and s.name not in table))
        if target.check_config is not None and complete:
            for message in target.check_config(config):
                out.add(path, message)
        configs.append(config)
    _check_output_paths(configs, out)
    return configs


def _check_output_paths(configs: list[TargetConfig], out: _Collector) -> None:
    """No two outputs of one vocab file may share a path, sit one inside the other, or differ
    only by case (they collide on macOS and Windows): checked before anything is written."""
    paths: list[tuple[str, tuple[str, ...]]] = []
    for config in configs:
        for name, value in config.settings:
            if (name == "path" or name.endswith("_path")) and value:  # "" means an optional file is off
                paths.append((value, ("targets", config.name, name)))
    for index, (path, where) in enumerate(paths):
        for other, other_where in paths[:index]:
            what = format_key_path(other_where)
            if path == other:
                out.add(where, f"{path!r} is also the path of {what}; give each output its own path")
            elif path.casefold() == other.casefold():
                out.add(where, f"{path!r} differs from {what} ({other!r}) only by case; the two collide on "
                        "case-insensitive file systems (macOS, Windows)")
            elif path.casefold().startswith(other.casefold() + "/") or other.casefold().startswith(path.casefold() + "/"):
                out.add(where, f"{path!r} and {what} ({other!r}) need the same name as a file and as a folder; "
                        "move one of them")

"""Read vocab.toml and validate all of it, the identifier checks and compiler limits of every port
included: the one validation stage. Every problem is collected and reported at once; nothing is rendered or
written with any."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from vocabgen import __version__, shipping
from vocabgen.locate import locate
from vocabgen.model import Model
from vocabgen.nesting import MAX_DEPTH, too_deep
from vocabgen.problems import SHOWN, Collector, Problem, ProblemsFound, format_key_path, quote, type_name
from vocabgen.records import Record, replace
from vocabgen.tables import build
from vocabgen.targets.registry import build_view, check_identifiers, check_limits
from vocabgen.view import File

# Compiled by re on first use (a TOML error only), not at import.
_TOML_POSITION = r"\s*\(at line (\d+), column (\d+)\)|\s*\(at end of document\)"



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


_TOO_DEEP = {
    "value": f"invalid TOML: arrays and inline tables nested more than {MAX_DEPTH} levels deep; vocabgen reads "
             f"at most {MAX_DEPTH} (a vocab file needs two or three): flatten the value",
    "key": f"invalid TOML: a key or table header of more than {MAX_DEPTH} dotted parts; vocabgen reads at most "
           f"{MAX_DEPTH} (a vocab file needs two or three): shorten the key",
}


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


# What each kind of entry of a vocabulary is, for the message about one listed twice.
_ENTRIES = {"values": "value", "aliases": "alias", "removed": "removed spelling"}


def _twice(path: tuple[str, ...], line: str) -> str:
    """What to do about a key path defined twice, in the words for what it is: a table, a
    vocabulary's value, alias or removed spelling, a target's setting, or another key."""
    if line.lstrip().startswith("["):
        return f"a table is declared once: merge the two [{format_key_path(path)}] tables into one"
    if len(path) == 3 and path[0] not in ("targets", "rules") and path[1] in _ENTRIES:
        return f"remove or rename one (each {_ENTRIES[path[1]]} is listed once)"
    if len(path) == 3 and path[0] == "targets":
        return "a setting is set once: keep the value you mean and remove the other"
    return "a key is set once: keep the value you mean and remove the other"


def parse(text: str, display: str) -> dict[str, Any]:
    """Parse TOML, turning a syntax error into a located problem explained in words; text nested
    deeper than tomllib reads safely (nesting.py) is refused before it reads it."""
    deep = too_deep(text)
    if deep is not None:
        raise ProblemsFound([Problem(display, deep.line, (), _TOO_DEEP[deep.what])])
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
                                             f"here; {_twice(path, text.splitlines()[line - 1])}")])
            hint = "a key or table is defined twice; keep one"
        else:
            words = next((w for prefix, w in _EXPLAIN if reason.startswith(prefix)), "")
            hint = f"{words}; fix the TOML syntax" if words else "fix the TOML syntax"
        raise ProblemsFound([Problem(display, line, (), f"invalid TOML: {reason}{where}; {hint}")])


class Loaded(Record):
    """A vocab file validated whole: its model, and its view, built once: every port's identifier
    and limit checks read it, and the render that follows prints it. A port whose `stability`
    setting leaves something out renders from its own view of what it ships (vocabgen.shipping),
    whose names are the whole view's."""

    model: Model
    file: File
    shipped: Mapping[str, File] = MappingProxyType({})  # port -> its view, for a port that filters

    def view_of(self, port: str) -> File:
        """The view a port renders from."""
        return self.shipped.get(port, self.file)


def load(text: str, display: str = "vocab.toml", origin: Callable[[Model], str] | str = "") -> Loaded:
    """A vocab file (its text, as read_source reads it), every port's identifiers and limits
    included; raise ProblemsFound listing every problem. `origin` is how markers name the file
    (see Model.origin), or what says so from the model: the output folder it is relative to may
    come from the file's own `out` key."""
    model = _model(text, display, pinned=True)
    return _viewed(model, origin(model) if callable(origin) else origin)


def load_baseline(text: str, display: str) -> Model:
    """A compat baseline, checked as a file is, except required_version: it is not this vocabgen's
    to meet (the baseline may predate an upgrade that moved the pin)."""
    return _viewed(_model(text, display, pinned=False), "").model


def _model(text: str, display: str, pinned: bool) -> Model:
    """The tables validated, the model built, no view yet (the marker's origin may depend on the
    model)."""
    data = parse(text, display)
    out = Collector(display, locate(text))
    if pinned and not check_required_version(data, out):
        raise ProblemsFound(out.problems)
    model = build(data, out)
    if out.problems or model is None:
        raise ProblemsFound(out.problems)
    return model


def _viewed(model: Model, origin: str) -> Loaded:
    """The model with its origin, and its view, every port's identifiers and limits checked."""
    if origin:
        model = replace(model, origin=origin)
    file = build_view(model)
    problems = check_identifiers(model, file) + check_limits(model, file)
    if problems:
        raise ProblemsFound(problems)
    shipped: dict[str, File] = {}
    for level in sorted({shipping.level_of(c) for c in model.targets} - {shipping.DEFAULT}):
        ports = tuple(c for c in model.targets if shipping.level_of(c) == level)
        view = build_view(replace(shipping.shipped(model, level), targets=ports))
        shipped.update((c.name, view) for c in ports)
    return Loaded(model, file, MappingProxyType(shipped))


def check_required_version(data: dict[str, Any], out: Collector, running: str = __version__) -> bool:
    """Like black's required-version: a vocab.toml may pin the vocabgen releases that render it.

    A mismatch is the only problem reported: the file may use what this release does not know.
    """
    if "required_version" not in data:
        return True
    spec = data["required_version"]
    if not isinstance(spec, str):
        out.add(("required_version",), f"must be a PEP 440 version specifier string such as \">=0.2,<0.3\", "
                f"not {type_name(spec)}")
        return False
    from packaging.specifiers import InvalidSpecifier, SpecifierSet  # only for required_version: 29 M instructions

    try:
        allowed = SpecifierSet(spec)
    except InvalidSpecifier:
        out.add(("required_version",), f"{quote(spec)} is not a PEP 440 version specifier; write one such as \">=0.2,<0.3\"")
        return False
    if not allowed.contains(running, prereleases=True):
        from vocabgen.installed import install_hint  # only here: it reads the installed metadata

        how = f" ({install_hint(spec)})" if len(spec) <= SHOWN else ""  # a command only in full
        out.add(("required_version",), f"this is vocabgen {running}, but this file requires {quote(spec)}; "
                f"install a matching vocabgen{how} or change required_version")
        return False
    return True



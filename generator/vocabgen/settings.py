"""Validate each [targets.NAME] table against that port's settings, and the output paths of all
of them together; problems go into the load's Collector."""

from __future__ import annotations

from typing import Any

from vocabgen.links import page
from vocabgen.marker import SYNTAXES, extension
from vocabgen.model import TargetConfig
from vocabgen.names import check_names
from vocabgen.problems import Collector, close_match, format_key_path, quote, type_name, unknown_keys
from vocabgen.targets.registry import TARGETS

def check_targets(raw: Any, out: Collector, reported: bool = False) -> list[TargetConfig]:
    """Every [targets.NAME] table's configuration; reported: a misspelt `targets` table was
    already reported, so its absence is not reported again."""
    if raw is None:
        if not reported:
            out.add((), "no [targets.NAME] table; add at least one, e.g. [targets.python] "
                    f"(known targets: {', '.join(TARGETS)})", line=1)
        return []
    if not isinstance(raw, dict):
        out.add(("targets",), f"must be a table of target tables, not {type_name(raw)}")
        return []
    configs = []
    for name, table in raw.items():
        path = ("targets", name)
        target = TARGETS.get(name)
        if target is None:
            match = close_match(name, [t for t in TARGETS if t not in raw])
            out.add(path, f"unknown target; did you mean {quote(match)}?" if match is not None
                    else f"unknown target; known targets are {', '.join(TARGETS)}")
            continue
        if not isinstance(table, dict):
            out.add(path, f"must be a table of settings, not {type_name(table)}")
            continue
        allowed = tuple(s.name for s in target.settings)
        if "typed" in table and "typed" not in allowed:
            out.add(path + ("typed",), f"not built for {name} in this release ({page('typed')}); the targets "
                    f"that accept it are {', '.join(_typed_targets())}")
            allowed += ("typed",)
        if target.roles or "names" in table:  # every code port's; refused by check_names where a port names nothing
            allowed += ("names",)
        meant = unknown_keys(out, table, allowed, path, f"[targets.{name}]")
        given: dict[str, str] = {}
        for setting in target.settings:
            if setting.name not in table:
                continue
            value = table[setting.name]
            if setting.boolean:
                if not isinstance(value, bool):
                    out.add(path + (setting.name,), f"must be true or false, not {type_name(value)}")
                else:
                    given[setting.name] = "true" if value else "false"
                continue
            if not isinstance(value, str):
                out.add(path + (setting.name,), f"must be a string, not {type_name(value)}")
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
            elif setting.name in table:
                pass  # given but invalid, already reported: no default stands in for what the user wrote
            elif setting.default is not None:
                try:
                    resolved[setting.name] = setting.default(resolved)
                except KeyError:
                    pass  # derived from a setting that is missing or invalid, already reported
            elif setting.name not in table and not setting.optional and setting.name not in meant:
                out.add(path, f"missing required setting '{setting.name}'; {setting.help}")
        config = TargetConfig(name, tuple(resolved.items()), out.locator.line(path))
        if "names" in table:
            config = check_names(target, table["names"], config, out)
        complete = all(s.name in resolved for s in target.settings if not (s.optional and s.name not in table))
        messages = target.check_config(config) if target.check_config is not None and complete else []
        for message in messages:
            out.add(path, message)
        if not messages:  # a path the port refused (`must name the file B.java`) is not refused twice
            _check_output_types(config, out)
        configs.append(config)
    _check_output_paths(configs, out)
    return configs


def _typed_targets() -> list[str]:
    """The targets whose settings include `typed` (docs/typed.md), in output order."""
    return [name for name, target in TARGETS.items() if any(s.name == "typed" for s in target.settings)]


def _check_output_types(config: TargetConfig, out: Collector) -> None:
    """A path whose extension vocabgen reads a marker from must be of the type its output is:
    the output's first line is the marker in its own type's syntax, and a file named `.md` is
    vocabgen's only with the Markdown one (a Python test file at `tests/test_x.md` would be
    refused as not generated by vocabgen). An extension vocabgen knows no syntax for is any
    type's (marker.accepted_syntaxes)."""
    settings = dict(config.settings)
    for setting, template in TARGETS[config.name].outputs:
        path = settings.get(setting)
        if not path:
            continue
        given, own = extension(path), extension(template.removesuffix(".j2"))
        if given in SYNTAXES and SYNTAXES[given] != SYNTAXES[own]:
            out.add(("targets", config.name, setting),
                    f"{quote(path)} must not end with {quote(given)}: this output is a {own} file, which carries the "
                    f"generated marker as {SYNTAXES[own].line('...')!r}, and vocabgen reads a {given} file's "
                    f"marker only as {SYNTAXES[given].line('...')!r}; end it with {own!r} (or with an "
                    "extension vocabgen knows no comment syntax for)")


def _check_output_paths(configs: list[TargetConfig], out: Collector) -> None:
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
                out.add(where, f"{quote(path)} is also the path of {what}; give each output its own path")
            elif path.casefold() == other.casefold():
                out.add(where, f"{quote(path)} differs from {what} ({quote(other)}) only by case; the two collide on "
                        "case-insensitive file systems (macOS, Windows)")
            elif path.casefold().startswith(other.casefold() + "/") or other.casefold().startswith(path.casefold() + "/"):
                out.add(where, f"{quote(path)} and {what} ({quote(other)}) need the same name as a file and as a folder; "
                        "move one of them")

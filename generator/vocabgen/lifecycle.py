"""Stability levels and replacements: the lifecycle keys of a vocab file (docs/registries.md).

The levels are the OpenTelemetry semantic conventions' three, lowest first; a vocabulary or value
without one is unmarked and ranks as stable (today's files promise every value)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from vocabgen.problems import Collector, one_of, quote, type_name

LEVELS = ("development", "release_candidate", "stable")
VALUE_ORDERS = ("significant", "insignificant")


def rank(level: str) -> int:
    """A level's place in LEVELS, lowest first; unmarked ("") ranks as stable."""
    return LEVELS.index(level or "stable")


def stability(out: Collector, table: dict[str, Any], path: tuple[str, ...]) -> str:
    """The table's `stability` key, checked against LEVELS; "" when absent or reported."""
    if "stability" not in table:
        return ""
    level = table["stability"]
    if not isinstance(level, str):
        out.add(path + ("stability",), f"must be a string, one of {', '.join(map(quote, LEVELS))}, not {type_name(level)}")
        return ""
    if level not in LEVELS:
        older = " (the older name of 'development')" if level == "experimental" else ""
        out.add(path + ("stability",), f"{quote(level)} is not a stability level{older}; "
                + ("use 'development'" if older else one_of(level, LEVELS, "use one of (lowest first): ")))
        return ""
    return level


def replaced_by(out: Collector, table: dict[str, Any], path: tuple[str, ...], known: set[str], what: str,
                itself: str, aliases: Mapping[str, str] = MappingProxyType({})) -> str:
    """The table's `replaced_by` key: a string naming one of `known` (what they are: "a value of
    [statuses.values]"), other than `itself`, beside a `deprecated` reason; "" when absent or reported.
    `aliases` (alias -> its value) lets the message point from an alias to its value."""
    if "replaced_by" not in table:
        return ""
    target = table["replaced_by"]
    where = path + ("replaced_by",)
    if not isinstance(target, str):
        out.add(where, f"must be a string naming {what}, not {type_name(target)}")
        return ""
    if "deprecated" not in table:  # (an empty or malformed one is reported at `deprecated`)
        out.add(where, "names the replacement of a deprecated entry; add deprecated = \"why\" beside it "
                "(the reason is what every port prints)")
        return ""
    if target == itself:
        out.add(where, f"names {quote(target)} itself; name the {what.split(' of ')[0].removeprefix('a ')} "
                "that replaces it")
        return ""
    if target not in known:
        canonical = aliases.get(target)
        out.add(where, f"names {quote(target)}, which is not {what}; " +
                (f"it is an alias: name its value {quote(canonical)}" if canonical is not None else
                 one_of(target, sorted(known - {itself}))))
        return ""
    return target


def value_order(out: Collector, data: dict[str, Any]) -> str:
    """The top-level `value_order` policy (a table of that name is a vocabulary, as before)."""
    if "value_order" not in data or isinstance(data["value_order"], dict):
        return VALUE_ORDERS[0]
    policy = data["value_order"]
    if policy not in VALUE_ORDERS:
        shown = quote(policy) if isinstance(policy, str) else type_name(policy)
        out.add(("value_order",), f"must be {' or '.join(map(quote, VALUE_ORDERS))} (whether compat calls a "
                f"reordering of values breaking), not {shown}")
        return VALUE_ORDERS[0]
    return str(policy)

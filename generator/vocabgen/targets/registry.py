"""The known targets, in output order, and the identifier check that spans all of them."""

from __future__ import annotations

import functools
import re
import weakref
from operator import itemgetter

from vocabgen.model import Model
from vocabgen.problems import Problem, ProblemsFound, format_key_path
from vocabgen.targets import clojure, conformance, csharp, elixir, go, java, markdown, python, rust, typescript
from vocabgen.targets.base import Target

TARGETS: dict[str, Target] = {
    t.name: t
    for t in (python.TARGET, java.TARGET, typescript.TARGET, go.TARGET, csharp.TARGET, elixir.TARGET,
              clojure.TARGET, rust.TARGET, conformance.TARGET, markdown.TARGET)
}


# Each model's identifier problems, found once: load and render may both ask. Keyed by the model's
# identity (hashing a frozen Model would walk every value) and dropped when the model is collected,
# so nothing outlives the model it describes. The identifiers themselves are not kept: only the
# check reads them (every port's names for the Markdown page are Target.value_case columns).
_PROBLEMS: dict[int, tuple[Problem, ...]] = {}


_NAME = itemgetter(0)  # Identifier.name

# Fewer names than this are matched one by one: compiling a joined pattern would cost more.
JOIN_FROM = 1000


@functools.cache
def _joined(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """A pattern that fully matches names joined by newlines exactly when each name fully matches
    `pattern` (one regex pass instead of a call per name, ~3x faster); None for a pattern whose
    syntax could see past a name's end or match a newline. Allowed: character classes without
    escapes or negation, then (outside them) letters, digits, repeats, groups, alternatives, `.`
    and escaped punctuation; no anchors, lookarounds, (?...) groups or other escapes."""
    source = pattern.pattern
    classes = re.compile(r"\[[^\]\\]*\]")
    if ("(?" in source or pattern.flags & re.DOTALL or any(c.startswith("[^") for c in classes.findall(source))
            or not re.fullmatch(r"(?:[A-Za-z0-9_*+?()|.-]|\\[?*+.()\[\]|!-])*", classes.sub("", source))):
        return None
    return re.compile(f"(?:{source})(?:\n(?:{source}))*", pattern.flags)


def _all_match(pattern: re.Pattern[str], names: list[str]) -> bool:
    """Whether every name fully matches pattern."""
    if len(names) < JOIN_FROM or (joined := _joined(pattern)) is None:
        return all(map(pattern.fullmatch, names))
    text = "\n".join(names)
    if text.count("\n") != len(names) - 1:  # a name holding a newline: one at a time
        return all(map(pattern.fullmatch, names))
    return joined.fullmatch(text) is not None


def check_identifiers(model: Model) -> list[Problem]:
    """Compute every identifier of every configured target and report each offender (once per
    model: a second call gives the same problems without checking again).

    Reserved words, invalid shapes and collisions are all reported, never renamed.
    """
    found = _PROBLEMS.get(id(model))
    if found is None:
        found = _PROBLEMS[id(model)] = tuple(_offenders(model))
        weakref.finalize(model, _PROBLEMS.pop, id(model), None)
    return list(found)


def require_identifiers(model: Model) -> None:
    """Raise ProblemsFound with every identifier problem of `model`, if it has any."""
    problems = check_identifiers(model)
    if problems:
        raise ProblemsFound(problems)


def _offenders(model: Model) -> list[Problem]:
    problems: list[Problem] = []
    for config in model.targets:
        target = TARGETS[config.name]
        pattern, reserved = target.identifier_pattern.fullmatch, target.reserved
        limit, why = target.identifier_limit
        idents = target.identifiers(model, config)
        names = list(map(_NAME, idents))
        if (len(set(names)) == len(names) and reserved.isdisjoint(names) and _all_match(target.identifier_pattern, names)
                and not (limit and names and max(map(len, names)) > limit)):
            continue  # the common case, checked in bulk: every name valid, free and unique
        seen: dict[str, tuple[str, ...]] = {}
        for ident in idents:
            name = ident.name
            if name not in seen and name not in reserved and pattern(name) and not (limit and len(name) > limit):
                seen[name] = ident.path  # the common case: no message to build
                continue
            where = f"{target.name}: {ident.what} {name!r}"
            if not pattern(name):
                problems.append(Problem(model.source, ident.line, ident.path,
                                        f"{where} is not a valid {target.name} identifier; rename the value"))
            elif limit and len(name) > limit:
                problems.append(Problem(model.source, ident.line, ident.path,
                                        f"{target.name}: {ident.what} is {len(name)} characters long; "
                                        f"{why} holds at most {limit}; shorten the value or the singular"))
            elif name in reserved:
                problems.append(Problem(model.source, ident.line, ident.path,
                                        f"{where} is a reserved word in {target.name}; rename it"))
            else:
                problems.append(Problem(model.source, ident.line, ident.path,
                                        f"{where} collides with the one from {format_key_path(seen[name])}; "
                                        "rename one of them"))
    return problems

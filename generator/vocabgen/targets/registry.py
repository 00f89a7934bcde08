"""The known targets, in output order, and the identifier check that spans all of them."""

from __future__ import annotations

from vocabgen.model import Model
from vocabgen.problems import Problem, ProblemsFound, format_key_path
from vocabgen.targets import clojure, conformance, csharp, elixir, go, java, markdown, python, rust, typescript
from vocabgen.targets.base import Target

TARGETS: dict[str, Target] = {
    t.name: t
    for t in (python.TARGET, java.TARGET, typescript.TARGET, go.TARGET, csharp.TARGET, elixir.TARGET,
              clojure.TARGET, rust.TARGET, conformance.TARGET, markdown.TARGET)
}


def require_identifiers(model: Model) -> None:
    """Raise ProblemsFound with every identifier problem of `model`, if it has any."""
    problems = check_identifiers(model)
    if problems:
        raise ProblemsFound(problems)


def check_identifiers(model: Model) -> list[Problem]:
    """Compute every identifier of every configured target and report each offender.

    Reserved words, invalid shapes and collisions are all reported, never renamed.
    """
    problems: list[Problem] = []
    for config in model.targets:
        target = TARGETS[config.name]
        pattern, reserved = target.identifier_pattern.fullmatch, target.reserved
        limit, why = target.identifier_limit
        seen: dict[str, tuple[str, ...]] = {}
        for ident in target.identifiers(model, config):
            name = ident.name
            if name not in seen and name not in reserved and pattern(name) and not (limit and len(name) > limit):
                seen[name] = ident.path
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

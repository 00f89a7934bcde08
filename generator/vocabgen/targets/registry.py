"""The known targets, in output order, and the identifier check that spans all of them."""

from __future__ import annotations

from vocabgen.model import Model
from vocabgen.problems import Problem, format_key_path
from vocabgen.targets import clojure, conformance, csharp, elixir, go, java, markdown, python, rust, typescript
from vocabgen.targets.base import Target

TARGETS: dict[str, Target] = {
    t.name: t
    for t in (python.TARGET, java.TARGET, typescript.TARGET, go.TARGET, csharp.TARGET, elixir.TARGET,
              clojure.TARGET, rust.TARGET, conformance.TARGET, markdown.TARGET)
}


def check_identifiers(model: Model) -> list[Problem]:
    """Compute every identifier of every configured target and report each offender.

    Reserved words, invalid shapes and collisions are all reported, never renamed.
    """
    problems: list[Problem] = []
    for config in model.targets:
        target = TARGETS[config.name]
        seen: dict[str, tuple[str, ...]] = {}
        for ident in target.identifiers(model, config):
            where = f"{target.name}: {ident.what} {ident.name!r}"
            if not target.identifier_pattern.fullmatch(ident.name):
                problems.append(Problem(model.source, ident.line, ident.path,
                                        f"{where} is not a valid {target.name} identifier; rename the value"))
            elif target.identifier_limit[0] and len(ident.name) > target.identifier_limit[0]:
                limit, why = target.identifier_limit
                problems.append(Problem(model.source, ident.line, ident.path,
                                        f"{target.name}: {ident.what} is {len(ident.name)} characters long; "
                                        f"{why} holds at most {limit}; shorten the value or the singular"))
            elif ident.name in target.reserved:
                problems.append(Problem(model.source, ident.line, ident.path,
                                        f"{where} is a reserved word in {target.name}; rename it"))
            elif ident.name in seen:
                problems.append(Problem(model.source, ident.line, ident.path,
                                        f"{where} collides with the one from {format_key_path(seen[ident.name])}; "
                                        "rename one of them"))
            else:
                seen[ident.name] = ident.path
    return problems

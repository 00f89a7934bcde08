"""The known targets, in output order, and the identifier check that spans all of them.

A target is either a Profile (vocabgen.profile: a naming table and templates over the view) or,
until every language has moved, a Target (its own contexts built from the model).
"""

from __future__ import annotations

from vocabgen import view
from vocabgen.marker import marker_for, marker_sentence
from vocabgen.model import Model, TargetConfig
from vocabgen.problems import Problem, ProblemsFound, format_key_path
from vocabgen.profile import Identifier, Profile, check, identifiers, speller
from vocabgen.targets import clojure, conformance, csharp, elixir, go, java, markdown, python, rust, typescript
from vocabgen.targets.base import Target

TARGETS: dict[str, Target | Profile] = {
    t.name: t
    for t in (python.PROFILE, java.PROFILE, typescript.PROFILE, go.PROFILE, csharp.PROFILE, elixir.PROFILE,
              clojure.PROFILE, rust.PROFILE, conformance.PROFILE, markdown.PROFILE)
}


def _legacy_speller(target: Target) -> view.Speller:
    """Until a language has a profile, the view holds only the name users refer to each value by
    (the Markdown page reads it)."""
    case = target.value_case

    def value_names(vocab: view.Vocabulary, value: view.Value) -> dict[str, str]:
        return {} if case is None else {"constant": case(vocab.singular, value.words)}

    return view.Speller(target.name, lambda file: {}, lambda vocab: {}, value_names, lambda rule: {},
                        lambda file: {}, str)


def build_view(model: Model) -> view.File:
    """The view of model, with the names and literals of every configured port."""
    spellers = tuple(speller(target, config) if isinstance(target := TARGETS[config.name], Profile)
                     else _legacy_speller(target) for config in model.targets)
    marker = marker_sentence(model.origin) if model.origin else marker_for(model.source)
    return view.build(model, marker, spellers, {config.name: template_settings(config) for config in model.targets})


def template_settings(config: TargetConfig) -> dict[str, str | bool]:
    """A target's settings as templates read them: booleans as booleans."""
    flags = {s.name for s in TARGETS[config.name].settings if s.boolean}
    return {name: value == "true" if name in flags else value for name, value in config.settings}


def target_identifiers(model: Model, config: TargetConfig, file: view.File | None = None) -> list[Identifier]:
    """Every identifier one configured target emits, with its origin in vocab.toml."""
    target = TARGETS[config.name]
    if isinstance(target, Profile):
        return identifiers(target, file if file is not None else build_view(model), config)
    return [Identifier(*ident) for ident in target.identifiers(model, config)]


def check_identifiers(model: Model, file: view.File) -> list[Problem]:
    """Every offending identifier of every configured target, read from the names the view holds
    (the names the templates print). Reserved words, invalid shapes and collisions are all
    reported, never renamed."""
    problems: list[Problem] = []
    for config in model.targets:
        target = TARGETS[config.name]
        if isinstance(target, Profile):
            problems += check(target, file, config, model.source)
            continue
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


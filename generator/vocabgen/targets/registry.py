"""The known targets, in output order: each a Profile (vocabgen.profile). The view of a model
and the identifier check that spans every configured target."""

from __future__ import annotations

from vocabgen import filenames, limits, shipping, view
from vocabgen.marker import marker_for, marker_sentence
from vocabgen.model import Model, TargetConfig
from vocabgen.problems import Problem
from vocabgen.profile import Identifier, Profile, check, identifiers, speller
from vocabgen.records import replace
from vocabgen.targets import clojure, conformance, csharp, elixir, go, java, kotlin, markdown, php, python, ruby, rust, typescript

TARGETS: dict[str, Profile] = {
    t.name: t
    for t in (python.PROFILE, java.PROFILE, typescript.PROFILE, go.PROFILE, csharp.PROFILE, elixir.PROFILE,
              clojure.PROFILE, rust.PROFILE, php.PROFILE, kotlin.PROFILE, ruby.PROFILE, conformance.PROFILE, markdown.PROFILE)
}


def build_view(model: Model) -> view.File:
    """The view of model, with the names and literals of every configured port."""
    spellers = tuple(speller(TARGETS[config.name], config) for config in model.targets)
    marker = marker_sentence(model.origin) if model.origin else marker_for(model.source)
    return view.build(model, marker, spellers, {config.name: template_settings(config) for config in model.targets})


def port_view(model: Model, config: TargetConfig) -> view.File:
    """The view one port renders from: the whole view's, or, where its `stability` setting leaves
    something out, the view of what it ships (vocabgen.shipping) with its own names alone."""
    level = shipping.level_of(config)
    if level == shipping.DEFAULT:
        return build_view(model)
    return build_view(replace(shipping.shipped(model, level), targets=(config,)))


def template_settings(config: TargetConfig) -> dict[str, str | bool]:
    """A target's settings as templates read them: booleans as booleans."""
    flags = {s.name for s in TARGETS[config.name].settings if s.boolean}
    return {name: value == "true" if name in flags else value for name, value in config.settings}


def target_identifiers(config: TargetConfig, file: view.File) -> list[Identifier]:
    """Every identifier one configured target emits, with its origin in vocab.toml."""
    return identifiers(TARGETS[config.name], file, config)


def check_identifiers(model: Model, file: view.File) -> list[Problem]:
    """Every offending identifier of every configured target, read from the names the view holds
    (the names the templates print). Reserved words, invalid shapes and collisions are all
    reported, never renamed."""
    return [problem for config in model.targets for problem in check(TARGETS[config.name], file, config, model.source)]


def check_limits(model: Model, file: view.File) -> list[Problem]:
    """Every compiler limit a configured target's files would pass (vocabgen.limits), and every
    file name too long for the file system (vocabgen.filenames): a vocab file one of them would
    refuse is refused before anything is rendered."""
    return [problem for config in model.targets
            for check in (limits.check, filenames.check)
            for problem in check(TARGETS[config.name], file, config, model.source)]

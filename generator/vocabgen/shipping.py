"""The target setting `stability` (docs/registries.md#stability): a port ships only the
vocabularies and values at or above its level. A filtered port renders from the model with the
rest left out, so its names, collections and generated tests know only what it ships, and a
value it left out reads as unknown, as an old or stable-only client reads it."""

from __future__ import annotations

from vocabgen.lifecycle import LEVELS, rank
from vocabgen.model import Model, TargetConfig, Vocabulary
from vocabgen.problems import Collector, quote
from vocabgen.records import replace

DEFAULT = LEVELS[0]  # development: everything ships


def level_of(config: TargetConfig) -> str:
    """The level a target ships from (development when it takes no `stability` setting)."""
    return dict(config.settings).get("stability", DEFAULT)


def shipped(model: Model, level: str) -> Model:
    """The model as a port at `level` ships it: vocabularies and values below it left out, with
    the aliases of a value left out, the rules whose subject or carried vocabulary is left out
    (and the members left out of the others, a rule left with none going too), and each
    replacement that names something left out (its deprecation's reason stays). A vocabulary
    left with no value is left out too."""
    floor = rank(level)
    vocabularies = tuple(v for v in (_vocabulary(v, floor) for v in model.vocabularies
                                     if rank(v.stability) >= floor) if v.values)
    kept = {v.key: v for v in vocabularies}
    vocabularies = tuple(replace(v, replaced_by="") if v.replaced_by and v.replaced_by not in kept else v
                         for v in vocabularies)
    rules = []
    for rule in model.rules:
        if rule.vocabulary not in kept or rule.carries not in kept:
            continue
        members = tuple(text for text in rule.values if text in kept[rule.vocabulary].by_text)
        if members:
            rules.append(replace(rule, values=members))
    return replace(model, vocabularies=vocabularies, rules=tuple(rules))


def _vocabulary(vocab: Vocabulary, floor: int) -> Vocabulary:
    values = tuple(v for v in vocab.values if rank(vocab.stability_of(v)) >= floor)
    if len(values) == len(vocab.values):
        return vocab
    texts = {v.text for v in values}
    values = tuple(replace(v, replaced_by="") if v.replaced_by and v.replaced_by not in texts else v for v in values)
    aliases = tuple(replace(a, replaced_by="") if a.replaced_by and a.replaced_by not in texts else a
                    for a in vocab.aliases if a.canonical in texts)
    return replace(vocab, values=values, aliases=aliases)


def check(model: Model, out: Collector) -> None:
    """A filtered target must still ship every vocabulary's fallback it ships the vocabulary of
    (the reader would return a value the port does not have) and at least one vocabulary."""
    for config in model.targets:
        level = level_of(config)
        if level == DEFAULT:
            continue
        where = ("targets", config.name, "stability")
        floor = rank(level)
        kept = shipped(model, level).vocabularies
        if not kept:
            out.add(where, f"{quote(level)} leaves out every vocabulary (no value is at or above it); lower it, "
                    "or raise a vocabulary's stability")
        for vocab in kept:
            if vocab.fallback and vocab.fallback not in vocab.by_text:
                whole = next(v for v in model.vocabularies if v.key == vocab.key)
                out.add(where, f"{quote(level)} leaves out {quote(vocab.fallback)}, the fallback of [{vocab.key}] "
                        f"(its level is {whole.stability_of(whole.by_text[vocab.fallback])}), which the reader "
                        "would return; lower the setting, raise the value's stability, or choose another fallback")

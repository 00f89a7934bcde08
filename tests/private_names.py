"""The name-collision probe (issue 38): every private name a port's built-in templates declare,
reached by a user's word.

For each port the private names are read from what its templates render for a probe vocab file
with every optional name on (typed, alias constants, a generated test file, aliases, removed
spellings, a rule), found by the port's declaration syntax (`func NAME`, `def NAME`, ...) less
every name the view spells from the file's own words, and joined with the port's file-scope
roles; never from a list of names (a port's probe table, PROBE_TARGET, with every optional output
and name on, and its declaration syntax, DECLARATION, are in tests/ports/<port>.py). For each
private name and each role of the naming table whose words a value, an alias, a vocabulary's key
or singular, a rule's key or its members key can fill so that the role spells exactly that name,
a probe vocab file does so. Each probe is then
either refused by `validate`, located at the key that spelled the name, or rendered and handed to
the port's real compiler (tests/test_private_names.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from tests.loading import load_text
from tests.ports import port as port_module
from vocabgen.problems import Problem, ProblemsFound, format_key_path
from vocabgen.profile import Spelling
from tests.loading import render
from vocabgen.targets.registry import TARGETS, build_view
from vocabgen.words import split_words

LEVELS = ("public", "internal")  # each functions level spells some names differently

# The parts of a role's words a vocab file fills, and where the probe puts each.
FILLED = ("key", "singular", "subject_singular", "carried_singular", "value", "alias", "rule", "members")


@dataclass(frozen=True)
class Probe:
    """One vocab file in which `role` spells `name`, a private name of the port's templates."""

    port: str
    level: str
    name: str
    role: str
    parts: tuple[tuple[str, str], ...]  # placeholder -> the snake_case text the probe gives it
    number: int = 0

    def text(self) -> str:
        return vocab_text(self.port, self.level, self.number, dict(self.parts))

    def offending(self) -> tuple[str, ...]:
        """The key path the check must name: the value, alias, vocabulary or rule spelling it."""
        parts = dict(self.parts)
        key = parts.get("key", WORDS[0]["key"])
        if "value" in parts:
            return (key, "values", parts["value"])
        if "alias" in parts:
            return (key, "aliases", parts["alias"])
        if {"rule", "members"} & parts.keys():
            return ("rules", parts.get("rule", WORDS[0]["rule"]))
        return (WORDS[0]["limits"],) if "carried_singular" in parts else (key,)


def target_table(port: str, level: str, number: int) -> str:
    table = port_module(port).PROBE_TARGET.format(n=number, level=level,
                                                  accessors="functions" if level == "public" else "macros")
    flags = {s.name for s in TARGETS[port].settings if s.boolean} & {"typed", "alias_constants"}
    return (f"[targets.{port}]\n{table}functions = \"{level}\"\n"
            + "".join(f"{flag} = true\n" for flag in sorted(flags)))


# The words of a probe file where no part replaces them; the second set tells the names the
# templates spell from the file's words from those they declare whatever the words.
WORDS = ({"key": "probe_items", "singular": "probe_item", "limits": "probe_limits", "carried": "probe_limit",
          "rule": "probe_rule", "value": "alpha", "alias": "beta", "removed": "gamma", "limit": "delta"},
         {"key": "other_things", "singular": "other_thing", "limits": "more_marks", "carried": "more_mark",
          "rule": "other_rule", "value": "omega", "alias": "sigma", "removed": "kappa", "limit": "zeta"})


def vocab_text(port: str, level: str, number: int, parts: dict[str, str], words: int = 0) -> str:
    """The probe vocab file: two vocabularies (aliases, a removed spelling) and a rule, with the
    given parts in place of the default words."""
    w = WORDS[words]
    key, limits = parts.get("key", w["key"]), w["limits"]
    singular = parts.get("singular", parts.get("subject_singular", w["singular"]))
    carried = parts.get("carried_singular", w["carried"])
    value = f'{parts["value"]} = "The probe."\n' if "value" in parts else ""
    alias = f'{parts["alias"]} = "{w["value"]}"\n' if "alias" in parts else ""
    members = f'members = "{parts["members"]}"\n' if "members" in parts else ""
    rule = parts.get("rule", w["rule"])
    return (f'schema_version = 1\n\n[{key}]\nsingular = "{singular}"\n\n[{key}.values]\n{w["value"]} = "A."\n{value}'
            f'\n[{key}.aliases]\n{w["alias"]} = "{w["value"]}"\n{alias}\n[{key}.removed]\n{w["removed"]} = "Removed."\n'
            f'\n[{limits}]\nsingular = "{carried}"\n\n[{limits}.values]\n{w["limit"]} = "D."\n'
            f'\n[rules.{rule}]\nvocabulary = "{key}"\nvalues = ["{w["value"]}"]\ncarries = "{limits}"\n{members}'
            f"\n{target_table(port, level, number)}")


def declared(port: str, rendered: str) -> set[str]:
    """Every name a rendered file of the port declares, by the port's declaration syntax."""
    return {group for match in re.finditer(port_module(port).DECLARATION, rendered, re.M)
            for group in match.groups() if group}


def _declared(port: str, text: str) -> set[str]:
    """Every name the port's rendered files for a vocab file declare."""
    return set().union(*(declared(port, rendered) for rendered in render(load_text(text), [port]).values()))


def private_names(port: str, level: str) -> set[str]:
    """The names the port's templates declare whatever the vocab file's words (those two probe
    files with no word in common both declare), and the port's file-scope roles."""
    texts = [vocab_text(port, level, 0, {}, words) for words in range(len(WORDS))]
    file = build_view(load_text(texts[0]))
    return (_declared(port, texts[0]) & _declared(port, texts[1])) | set(file.names[port].values())


def _spellings(port: str, level: str) -> Iterator[Spelling]:
    """Every role of the naming table a vocab file's words fill, spelled at the probe's settings."""
    settings = {"functions": level, "collections": level, "alias_constants": "true", "typed": "true",
                "accessors": "functions" if level == "public" else "macros"}
    for role in TARGETS[port].roles:
        spelling = role.at(settings.get(role.level, ""))
        if spelling is not None and any(placeholder and token in FILLED for token, placeholder in spelling.tokens):
            yield spelling


def _fills(tokens: tuple[tuple[str, bool], ...], words: tuple[str, ...]) -> Iterator[dict[str, tuple[str, ...]]]:
    """Each way of matching words to a role's tokens: a literal word to itself, a placeholder to
    one or more words ({prefix} to none: the probe sets no prefix)."""
    if not tokens:
        if not words:
            yield {}
        return
    (token, placeholder), rest = tokens[0], tokens[1:]
    if not placeholder:
        if words[:1] == (token,):
            yield from _fills(rest, words[1:])
        return
    if token == "prefix":
        yield from _fills(rest, words)
        return
    for end in range(1, len(words) + 1):
        for found in _fills(rest, words[end:]):
            if found.get(token, words[:end]) == words[:end]:
                yield {token: words[:end], **found}


def _fillable(token: str, words: tuple[str, ...]) -> bool:
    """A key, singular or members key starts with a letter (the schema's snake_case names)."""
    return token in ("value", "alias") or words[0][:1].isalpha()


def probes(port: str) -> list[Probe]:
    """One probe per private name and role that can spell it, numbered: at the first level that
    spells it so (a level that spells the same name from the same words adds nothing)."""
    found: list[Probe] = []
    seen: set[tuple[str, str, tuple[tuple[str, str], ...]]] = set()
    for level in LEVELS:
        for name in sorted(private_names(port, level)):
            words = split_words(name)
            for spelling in _spellings(port, level):
                for fill in _fills(spelling.tokens, words):
                    if all(_fillable(token, part) for token, part in fill.items()) and \
                            spelling.spell({"prefix": (), **fill}) == name:
                        parts = tuple(sorted((token, "_".join(part)) for token, part in fill.items()))
                        if (name, spelling.role.role, parts) not in seen:
                            seen.add((name, spelling.role.role, parts))
                            found.append(Probe(port, level, name, spelling.role.role, parts, len(found)))
                        break
    return found


def outcome(probe: Probe) -> list[Problem]:
    """validate's problems for the probe's vocab file (none: it renders)."""
    try:
        load_text(probe.text())
    except ProblemsFound as found:
        return found.problems
    return []


def located(probe: Probe, problems: list[Problem]) -> bool:
    """A refusal located at the key that spelled the private name (or below it: a singular) and
    naming the name; or, where the words that spell it spell another name of the file too, at
    that collision, naming the probe's key."""
    offending = probe.offending()
    return any(p.path[:len(offending)] == offending and repr(probe.name) in p.message
               or format_key_path(offending) in p.message for p in problems)

"""`vocabgen compat`: what a change to vocab.toml does to the consumers of every port.

Like `buf breaking` for string vocabularies. Both files are loaded by this vocabgen and compared
as consumers see them: the wire values (values, aliases, rule membership, the lenient reader's
fallback, order) and, per configured port, the public symbol set — every identifier the port
emits, with its kind, at the location its settings put it (module, package, namespace, class,
path). A renamed Java package is breaking even though no string changed.

The classification lives in one table, RULES; docs/evolution.md repeats it (scripts/docs_tables.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from vocabgen.baseline import read_baseline
from vocabgen.compat_classes import BREAKING, CLASSES, FAIL_ON, NON_BREAKING, SOURCE_BREAKING, WIRE_ADDITION
from vocabgen.lifecycle import rank
from vocabgen.load import load, load_baseline
from vocabgen.model import Model, TargetConfig, Value, Vocabulary
from vocabgen import github, shipping
from vocabgen.output import Painter, visible
from vocabgen.problems import ProblemsFound, clip, format_key_path, listing, quote
from vocabgen.records import Record, asdict
from vocabgen.source import read_source
from vocabgen.targets.registry import TARGETS, build_view, port_view, target_identifiers

# What to do about a source-breaking change: nothing, unless CI gates on the class.
_SOURCE_ADVICE = "nothing to do unless compat runs with --fail-on source-breaking; then raise vocabulary_version"
# change -> (class, what it means for consumers). One table; docs/evolution.md's compat rules table is generated from it.
# Every breaking and source-breaking why line ends with what a user can do: doing it makes compat
# accept the change (tests/test_compat.py follows each advice on the case folders).
RULES: dict[str, tuple[str, str]] = {
    "vocabulary removed": (BREAKING, "every constant, collection and function of it disappears; keep it, marked "
                           "deprecated = \"why\", or raise vocabulary_version"),
    "value removed": (BREAKING, "consumers sending or matching it break (a tombstone records the removal, it does "
                      "not make it safe); keep the value with deprecated = \"why\", or raise vocabulary_version"),
    "value renamed": (BREAKING, "a removal plus an addition: the old spelling stops being accepted and its "
                      "constants go; keep the old value beside the new one, with deprecated = \"why\" and "
                      "replaced_by, or raise vocabulary_version"),
    "value renamed, old spelling kept": (BREAKING, "the old spelling is still accepted (an alias of the new value), "
                                         "but the value sent changes, which old readers take as unknown, and the "
                                         "old value's constants go; keep the old value beside the new one, with "
                                         "deprecated = \"why\" and replaced_by, or raise vocabulary_version"),
    "stable value changed": (BREAKING, "a stable (or release_candidate) value's wire string never changes, the "
                             "registry's rule; keep the old value beside the new one, with deprecated = \"why\" "
                             "and replaced_by, or raise vocabulary_version"),
    "stability lowered": (BREAKING, "consumers relying on the level's promise lose it (unmarked ranks as stable); "
                          "keep the level, or raise vocabulary_version"),
    "alias removed": (BREAKING, "inputs spelt that way stop canonicalising; keep the alias with deprecated = "
                      "\"why\", or raise vocabulary_version"),
    "alias retargeted": (BREAKING, "the same input now canonicalises to another value; keep its canonical value "
                         "(add another spelling for the new one), or raise vocabulary_version"),
    "order changed": (BREAKING, "every port exposes declaration order (STATUSES, ALL, ...); restore the order (new "
                      "values may go at the end), set value_order = \"insignificant\" if consumers never rely on "
                      "it, or raise vocabulary_version"),
    "singular changed": (BREAKING, "every identifier derived from it changes in every port; restore it, or raise "
                         "vocabulary_version"),
    "fallback changed": (BREAKING, "the lenient reader returns something else for unknown input; restore it, or "
                         "raise vocabulary_version"),
    "rule removed": (BREAKING, "its members collection and settle function disappear; keep the rule, or raise "
                     "vocabulary_version"),
    "rule changed": (BREAKING, "settle gives other results: members, subject or carried vocabulary changed; "
                     "restore them, or raise vocabulary_version"),
    "target removed": (BREAKING, "that port's file is no longer generated; keep the target, or raise "
                       "vocabulary_version"),
    "target setting changed": (BREAKING, "the public API moves or is renamed in that port; restore the setting, or "
                               "raise vocabulary_version"),
    "symbol removed": (BREAKING, "a public name consumers may use is gone; restore what named it, or raise "
                       "vocabulary_version"),
    "internal symbol removed": (NON_BREAKING, "not part of the host's public API (functions or Go's collections = "
                                "\"internal\"; the finding says how the port keeps it out): consumers were never to "
                                "rely on it"),
    "value added": (WIRE_ADDITION, "non-breaking on the wire; exhaustive matches (TypeScript never checks, "
                    "mypy assert_never, Rust matches without a wildcard) must handle it, and consumers "
                    "treat unknown values as unknown"),
    "value added to a typed port": (SOURCE_BREAKING, "non-breaking on the wire (an old client parses it as "
                                    "unknown and writes it back unchanged), but an exhaustive match over the "
                                    "known type stops compiling where the port's checker enforces it: a Java "
                                    "switch expression, a TypeScript never check, mypy assert_never, an in-crate "
                                    "Rust match, a Kotlin when; " + _SOURCE_ADVICE),
    "value name changed": (SOURCE_BREAKING, "wire unchanged (the same string is sent and accepted), but the "
                           "port's names of the value (its constant, typed member, variant) change: code naming "
                           "them stops compiling; restore the value's name, or raise vocabulary_version"),
    "initialisms changed": (SOURCE_BREAKING, "wire unchanged, but the port's Pascal and camel names holding "
                            "those words change (HttpMethod -> HTTPMethod): code naming them stops compiling; "
                            "restore the list, or raise vocabulary_version"),
    "typed turned on": (NON_BREAKING, "the typed API is added beside the existing names"),
    "typed turned on, retyping the API": (SOURCE_BREAKING, "Go: wire unchanged; constants and results take the new "
                                          "type; " + _SOURCE_ADVICE),
    "typed turned off": (BREAKING, "the typed API (known type, unknown carrier, parse, wire) disappears; turn it "
                         "back on, or raise vocabulary_version"),
    "development value removed": (NON_BREAKING, "it was marked development: consumers were told it may change or "
                                  "go (removed, or renamed to another value)"),
    "stability raised": (NON_BREAKING, "a stronger promise, nothing removed"),
    "order changed, declared insignificant": (NON_BREAKING, "value_order = \"insignificant\": consumers do not "
                                              "rely on declaration order"),
    "value order policy changed": (NON_BREAKING, "compat's own policy (value_order); what it allows from now on is "
                                   "shown in review"),
    "vocabulary added": (NON_BREAKING, "new names only"),
    "alias added": (NON_BREAKING, "one more accepted input spelling"),
    "rule added": (NON_BREAKING, "new names only"),
    "target added": (NON_BREAKING, "a new port"),
    "symbol added": (NON_BREAKING, "a new public name"),
    "internal symbol added": (NON_BREAKING, "a new name outside the host's public API"),
    "doc changed": (NON_BREAKING, "comments only"),
    "deprecation added": (NON_BREAKING, "a warning for its users, nothing removed"),
    "deprecation removed": (NON_BREAKING, "the warning goes away"),
    "tombstone added": (NON_BREAKING, "a removed spelling is recorded so it never returns"),
}
# Settings that do not move a port's public API (alias_constants adds or removes names, which the
# symbol comparison reports: an addition is non-breaking, a removal breaking).
_LOCAL_SETTINGS = frozenset({"tests_path", "tests_import", "alias_constants"})
# Settings that only respell names, never move them: their change is a class of its own, and no
# symbol's location names them.
_SPELLING_SETTINGS = frozenset({"initialisms"})
_TYPED_CHANGES = tuple(change for change in RULES if change.startswith("typed turned"))


class Finding(Record):
    """One change, located in the current file where it exists (line 0: file level)."""

    change: str
    severity: str
    line: int
    path: tuple[str, ...]
    detail: str

    def render(self, file: str, paint: Callable[[str, str], str] = lambda text, role: text) -> str:
        """The text line: `vocab.toml:11: statuses.values.x: breaking: value renamed: ...`, shown
        visible, its location and class painted on a terminal."""
        where = visible(f"{file}:{self.line}" if self.line else file)
        key = format_key_path(self.path)
        rest = visible(f" {key + ': ' if key else ''}")
        return (f"{paint(where + ':', 'location')}{rest}{paint(self.severity, self.severity)}: "
                f"{visible(self.change)}: {visible(self.detail)}")


class Verdict(Record):
    findings: tuple[Finding, ...]
    baseline_version: int
    current_version: int
    fail_on: str = BREAKING

    @property
    def breaking(self) -> bool:
        return any(f.severity == BREAKING for f in self.findings)

    @property
    def failing(self) -> bool:
        """Whether a finding of the `--fail-on` class, or a stricter one, exists."""
        gated = CLASSES[:CLASSES.index(self.fail_on) + 1]
        return any(f.severity in gated for f in self.findings)

    @property
    def exit_code(self) -> int:
        """0: nothing at the fail-on class or stricter, or vocabulary_version raised; 1: such a
        change without the bump."""
        return 1 if self.failing and self.current_version <= self.baseline_version else 0


def _finding(change: str, line: int, path: tuple[str, ...], detail: str) -> Finding:
    severity, meaning = RULES[change]
    return Finding(change, severity, line, path, f"{detail} ({meaning})")


def _typed_addition(line: int, path: tuple[str, ...], text: str, typed: list[str]) -> Finding:
    """A value added where ports are typed: source-breaking, naming the checkers of those ports
    only (RULES' text names every port's, for the docs' table)."""
    checks = [f"{TARGETS[port].exhaustive} in {port}" for port in typed if TARGETS[port].exhaustive]
    unchecked = [port for port in typed if not TARGETS[port].exhaustive]
    where = (f"stops compiling where the port's checker enforces it: {'; '.join(checks)}" if checks else
             "compiles on, as nothing checks exhaustiveness there")
    if checks and unchecked:
        where += f" (nothing checks it in {', '.join(unchecked)})"
    return Finding("value added to a typed port", SOURCE_BREAKING, line, path,
                   f"{quote(text)}, typed in {', '.join(typed)} (non-breaking on the wire (an old client parses it as "
                   f"unknown and writes it back unchanged), but an exhaustive match over the known type {where}; "
                   f"{_SOURCE_ADVICE})")


def _renames(old: Vocabulary, new: Vocabulary, gone: list[str], added: list[str]) -> dict[str, str]:
    """Removed values paired with the added value that replaces each, old -> new: the old spelling
    now an alias of an added value, or, for a value the baseline gives a stability level (a
    registry's member), an added value with its words (its `name`, the member id, or the words of
    its spelling: the same member with another wire value); else, as before these pairings, the
    one removal with the one addition when nothing else came or went and the removal is not
    tombstoned. Per value, so a rename is recognised beside other removals; a file without
    stability keys is paired as before but for the kept old spelling, which the issue asks for."""
    spelt = {a.name: a.canonical for a in new.aliases}
    named = {new.by_text[text].words: text for text in added}
    pairs: dict[str, str] = {}
    for text in gone:
        if spelt.get(text) in added and spelt[text] not in pairs.values():
            pairs[text] = spelt[text]
        elif old.stability_of(old.by_text[text]) and old.by_text[text].words in named \
                and named[old.by_text[text].words] not in pairs.values():
            pairs[text] = named[old.by_text[text].words]
    if not pairs and len(gone) == 1 and len(added) == 1 and gone[0] not in {r.text for r in new.removed}:
        pairs[gone[0]] = added[0]
    return pairs


def _removals(old: Vocabulary, new: Vocabulary, typed: list[str]) -> list[Finding]:
    """Values gone and added, a rename where one replaces another (_renames), classed by the
    removed value's stability where the baseline marks one."""
    found: list[Finding] = []
    key = new.key
    gone = [t for t in old.texts if t not in new.by_text]
    added = [t for t in new.texts if t not in old.by_text]
    tombstones = {r.text for r in new.removed}
    pairs = _renames(old, new, gone, added)
    for text in gone:
        level = old.stability_of(old.by_text[text])
        if text in pairs:
            kept = new.spellings.get(text) == pairs[text]
            detail = f"{quote(text)} -> {quote(pairs[text])}" + (" (the old spelling kept as an alias)" if kept else "")
            change = ("development value removed" if level == "development" else
                      "stable value changed" if level else
                      "value renamed, old spelling kept" if kept else "value renamed")
            found.append(_finding(change, new.by_text[pairs[text]].line, (key, "values", pairs[text]),
                                  detail + (f" ({level})" if level else "")))
            continue
        how = "tombstoned in [removed] on purpose" if text in tombstones else "not tombstoned"
        change = "development value removed" if level == "development" else "value removed"
        found.append(_finding(change, new.line, (key, "values"), f"{quote(text)} ({how})"))
    for text in added:
        if text in pairs.values():
            continue
        if typed:
            found.append(_typed_addition(new.by_text[text].line, (key, "values", text), text, typed))
        else:
            found.append(_finding("value added", new.by_text[text].line, (key, "values", text), quote(text)))
    return found


def _levels(old: Vocabulary, new: Vocabulary) -> list[Finding]:
    """Stability going down (breaking) or up: the vocabulary's own level, and a kept value's where
    either file gives it one of its own (else its vocabulary's finding says it). Unmarked ranks as
    stable; a file without the key has nothing to compare."""
    found: list[Finding] = []
    changes: list[tuple[tuple[str, ...], int, str, str]] = [((new.key,), new.line, old.stability, new.stability)]
    changes += [((new.key, "values", value.text), value.line, old.stability_of(old.by_text[value.text]),
                 new.stability_of(value)) for value in new.values
                if value.text in old.by_text and (value.stability or old.by_text[value.text].stability)]
    for path, line, before, after in changes:
        if rank(before) != rank(after):
            found.append(_finding("stability lowered" if rank(after) < rank(before) else "stability raised", line,
                                  path + ("stability",), f"{quote(before or '(unmarked)')} -> {quote(after or '(unmarked)')}"))
    return found


def _vocabulary_changes(old: Vocabulary, new: Vocabulary, typed: list[str], order: str) -> list[Finding]:
    found: list[Finding] = []
    key = new.key
    if old.singular != new.singular:
        found.append(_finding("singular changed", new.line, (key, "singular"),
                              f"{quote('_'.join(old.singular))} -> {quote('_'.join(new.singular))}"))
    found.extend(_removals(old, new, typed))
    found.extend(_levels(old, new))
    kept_old = [t for t in old.texts if t in new.by_text]
    kept_new = [t for t in new.texts if t in old.by_text]
    if kept_old != kept_new:
        change = "order changed" if order == "significant" else "order changed, declared insignificant"
        found.append(_finding(change, new.line, (key, "values"), f"{listing(kept_old)} -> {listing(kept_new)}"))
    # an old spelling kept as the alias of its new value is the rename's finding, not an alias added
    renamed = _renames(old, new, [t for t in old.texts if t not in new.by_text],
                       [t for t in new.texts if t not in old.by_text])
    old_aliases = {a.name: a for a in old.aliases}
    new_aliases = {a.name: a for a in new.aliases if renamed.get(a.name) != a.canonical}
    for name, alias in old_aliases.items():
        if name not in new_aliases:
            found.append(_finding("alias removed", new.line, (key, "aliases"), f"{quote(name)} (was -> {quote(alias.canonical)})"))
        elif new_aliases[name].canonical != alias.canonical:
            found.append(_finding("alias retargeted", new_aliases[name].line, (key, "aliases", name),
                                  f"{quote(alias.canonical)} -> {quote(new_aliases[name].canonical)}"))
    for name, alias in new_aliases.items():
        if name not in old_aliases:
            found.append(_finding("alias added", alias.line, (key, "aliases", name), f"{quote(name)} -> {quote(alias.canonical)}"))
    if old.fallback != new.fallback:
        found.append(_finding("fallback changed", new.line, (key, "fallback"),
                              f"{quote(old.fallback or '(none)')} -> {quote(new.fallback or '(none)')}"))
    if old.doc != new.doc:
        found.append(_finding("doc changed", new.line, (key, "doc"), "vocabulary doc"))
    if new.deprecated and not old.deprecated:
        found.append(_finding("deprecation added", new.line, (key, "deprecated"), clip(new.deprecated)))
    elif old.deprecated and not new.deprecated:
        found.append(_finding("deprecation removed", new.line, (key, "deprecated"), clip(old.deprecated)))
    if (old.replaced_by, new.replaced_by) != ("", "") and old.replaced_by != new.replaced_by:
        found.append(_finding("doc changed", new.line, (key, "replaced_by"), "vocabulary's replacement"))
    for value in new.values:
        before = old.by_text.get(value.text)
        if before is None:
            continue
        if before.doc != value.doc:
            found.append(_finding("doc changed", value.line, (key, "values", value.text), "value doc"))
        if value.replaced_by != before.replaced_by:
            found.append(_finding("doc changed", value.line, (key, "values", value.text, "replaced_by"),
                                  "value's replacement"))
        if value.deprecated and not before.deprecated:
            found.append(_finding("deprecation added", value.line, (key, "values", value.text), clip(value.deprecated)))
        elif before.deprecated and not value.deprecated:
            found.append(_finding("deprecation removed", value.line, (key, "values", value.text), clip(before.deprecated)))
    for name, alias in new_aliases.items():
        before_alias = old_aliases.get(name)
        if before_alias is not None and alias.deprecated and not before_alias.deprecated:
            found.append(_finding("deprecation added", alias.line, (key, "aliases", name), clip(alias.deprecated)))
    old_tombstones = {r.text for r in old.removed}
    for removed in new.removed:
        if removed.text not in old_tombstones:
            found.append(_finding("tombstone added", removed.line, (key, "removed", removed.text), clip(removed.reason)))
    return found


_NOT_PUBLIC = ("lookup", "helper", "parameter", "test method")  # (PHP checks its test methods too)


class _Symbol(Record):
    """A name a port's file gives the host: its kind, where the port puts it, its origin in the
    vocab file, and how the port keeps it out of the host's public API ("": it is public)."""

    kind: str
    location: str
    origin: tuple[str, ...]
    line: int
    internal: str


def _symbols(model: Model) -> dict[tuple[str, str], _Symbol]:
    """Every name per port a host may refer to, public or at the "internal" level, which the port
    describes (Profile.internal): (port, name) -> symbol. vocabgen's private helpers and names a
    leading underscore marks private are none of them."""
    symbols: dict[tuple[str, str], _Symbol] = {}
    file = build_view(model)
    for config in model.targets:
        location = ", ".join(f"{k}={clip(v)}" for k, v in config.settings
                             if k not in _LOCAL_SETTINGS | _SPELLING_SETTINGS
                             and not (k == "stability" and v == shipping.DEFAULT))
        # a port that ships less names less: raising its stability removes the names it leaves out
        shipped = file if shipping.level_of(config) == shipping.DEFAULT else port_view(model, config)
        for ident in target_identifiers(config, shipped):
            internal = TARGETS[config.name].internal if ident.level == "internal" else ""
            if any(word in ident.what for word in _NOT_PUBLIC) or ident.name.lstrip("_").lower().startswith("vocabgen") \
                    or ident.name.startswith("_") and not internal:
                continue
            symbols[(config.name, ident.name)] = _Symbol(ident.what, location, ident.path, ident.line, internal)
    return symbols


def _explained(path: tuple[str, ...], explained: set[tuple[str, ...]]) -> bool:
    return any(path[:n] in explained for n in range(1, len(path) + 1))


def _symbol_changes(baseline: Model, current: Model, found: list[Finding]) -> list[Finding]:
    """Public names that appear or disappear in a port whose location did not move, and that no
    finding about the vocabulary itself already explains (a removed value removes its constants)."""
    explained = _moved_spellings(baseline, current)
    for finding in found:
        if finding.change in ("vocabulary removed", "vocabulary added", "singular changed", "rule removed",
                                "rule added", "target removed", "target added", "target setting changed",
                                *_TYPED_CHANGES):
            explained.add(finding.path[:2] if finding.path[0] in ("rules", "targets") else finding.path[:1])
    moved = {f.path[1] for f in found if f.change in ("target setting changed", "initialisms changed", *_TYPED_CHANGES)}
    old_symbols, new_symbols = _symbols(baseline), _symbols(current)
    changes = _renamed_values(baseline, current, old_symbols, new_symbols, moved)
    explained.update(f.path[:3] for f in changes)
    for (port, name), old in old_symbols.items():
        if (port, name) not in new_symbols and port not in moved and not _explained(old.origin, explained) \
                and ("targets", port) not in explained:
            where = old.internal or old.location
            changes.append(_finding(f"{'internal ' if old.internal else ''}symbol removed", 0, ("targets", port),
                                    f"{old.kind} {clip(name)} ({where})"))
    for (port, name), new in new_symbols.items():
        if (port, name) not in old_symbols and port not in moved and not _explained(new.origin, explained) \
                and ("targets", port) not in explained:
            detail = f"{new.kind} {clip(name)}" + (f" ({new.internal})" if new.internal else "")
            changes.append(_finding(f"{'internal ' if new.internal else ''}symbol added", new.line,
                                    ("targets", port), detail))
    return changes


def _words_of(value: Value) -> str:
    """A value's words as a finding shows them: its name, or the words taken from the value."""
    return quote(value.name) if value.name else f"{quote('_'.join(value.words))} (from the value)"


def _renamed_values(baseline: Model, current: Model, old_symbols: dict[tuple[str, str], _Symbol],
                    new_symbols: dict[tuple[str, str], _Symbol], moved: set[str]) -> list[Finding]:
    """A kept value whose words changed (its `name` given, changed or dropped): per port whose
    names of it change, one finding naming them old -> new. Source-breaking, not breaking: the
    wire is the same, only code naming the value stops compiling."""
    old_vocabs = {v.key: v for v in baseline.vocabularies}
    renamed: dict[tuple[str, ...], tuple[str, str, int]] = {}
    for new in current.vocabularies:
        old = old_vocabs.get(new.key)
        if old is None or old.singular != new.singular:
            continue
        for value in new.values:
            before = old.by_text.get(value.text)
            if before is not None and before.words != value.words:
                renamed[(new.key, "values", value.text)] = (_words_of(before), _words_of(value),
                                                             value.name_line or value.line)
    if not renamed:
        return []
    gone: dict[tuple[str, tuple[str, ...]], list[str]] = {}
    came: dict[tuple[str, tuple[str, ...]], list[str]] = {}
    for symbols, into in ((old_symbols, gone), (new_symbols, came)):
        for (port, name), symbol in symbols.items():
            if symbol.origin[:3] in renamed and port not in moved and not (symbols is old_symbols
                                                                              and (port, name) in new_symbols) \
                    and not (symbols is new_symbols and (port, name) in old_symbols):
                into.setdefault((port, symbol.origin[:3]), []).append(name)
    changes = []
    for port, path in sorted(set(gone) | set(came), key=lambda item: (renamed[item[1]][2], item[0])):
        was, now, line = renamed[path]
        changes.append(_finding("value name changed", line, path,
                                f"{port}: words {was} -> {now}: "
                                f"{', '.join(gone.get((port, path), [])) or '(none)'} -> "
                                f"{', '.join(came.get((port, path), [])) or '(none)'}"))
    return changes


def _moved_spellings(baseline: Model, current: Model) -> set[tuple[str, ...]]:
    """The values and aliases a kept vocabulary gained or lost (removed, added or renamed): their
    findings explain their constants coming and going, as key paths."""
    moved: set[tuple[str, ...]] = set()
    old_vocabs = {v.key: v for v in baseline.vocabularies}
    for new in current.vocabularies:
        old = old_vocabs.get(new.key)
        if old is not None:
            moved.update((new.key, "values", text) for text in set(old.texts) ^ set(new.texts))
            moved.update((new.key, "aliases", name) for name in {a.name for a in old.aliases} ^ {a.name for a in new.aliases})
    return moved


def _setting_changes(name: str, before: dict[str, str], config: TargetConfig) -> list[Finding]:
    """A port's settings that moved: `typed` in a class of its own, any other public one breaking."""
    found: list[Finding] = []
    for setting, value in config.settings:
        if setting in _LOCAL_SETTINGS or before.get(setting) == value:
            continue
        path = ("targets", name, setting)
        if setting in _SPELLING_SETTINGS:
            found.append(_finding("initialisms changed", config.line, path,
                                  f"{quote(before.get(setting) or '(none)')} -> {quote(value or '(none)')}"))
            continue
        if setting == "typed":
            if (before.get(setting) == "true") != (value == "true"):
                change = "typed turned off" if value != "true" else \
                    "typed turned on, retyping the API" if TARGETS[name].typed_retypes else "typed turned on"
                found.append(_finding(change, config.line, path, f"{quote(before.get(setting, '(unset)'))} -> {quote(value)}"))
            continue
        found.append(_finding("target setting changed", config.line, path,
                              f"{quote(before.get(setting, '(unset)'))} -> {quote(value)}"))
    return found


def compare(baseline: Model, current: Model, fail_on: str = BREAKING) -> Verdict:
    """Every change from baseline to current, classified by RULES."""
    found: list[Finding] = []
    old_vocabs = {v.key: v for v in baseline.vocabularies}
    new_vocabs = {v.key: v for v in current.vocabularies}
    typed = [config.name for config in current.targets if config.flag("typed")]  # an added value is source-breaking
    for key, vocab in old_vocabs.items():
        if key not in new_vocabs:
            found.append(_finding("vocabulary removed", 0, (key,), f"[{key}] with {len(vocab.values)} values"))
        else:
            found.extend(_vocabulary_changes(vocab, new_vocabs[key], typed, current.value_order))
    for key, vocab in new_vocabs.items():
        if key not in old_vocabs:
            found.append(_finding("vocabulary added", vocab.line, (key,), f"[{key}]"))
    old_rules = {r.key: r for r in baseline.rules}
    new_rules = {r.key: r for r in current.rules}
    for key, rule in old_rules.items():
        if key not in new_rules:
            found.append(_finding("rule removed", 0, ("rules", key), f"[rules.{key}]"))
            continue
        new = new_rules[key]
        if (rule.vocabulary, set(rule.values), rule.carries) != (new.vocabulary, set(new.values), new.carries):
            found.append(_finding("rule changed", new.line, ("rules", key),
                                  f"{rule.vocabulary} {list(rule.values)} carries {rule.carries} -> "
                                  f"{new.vocabulary} {list(new.values)} carries {new.carries}"))
        if rule.doc != new.doc:
            found.append(_finding("doc changed", new.line, ("rules", key, "doc"), "rule doc"))
    for key, rule in new_rules.items():
        if key not in old_rules:
            found.append(_finding("rule added", rule.line, ("rules", key), f"[rules.{key}]"))
    old_targets = {t.name: t for t in baseline.targets}
    new_targets = {t.name: t for t in current.targets}
    for name in old_targets:
        if name not in new_targets:
            found.append(_finding("target removed", 0, ("targets", name), f"[targets.{name}]"))
    for name, config in new_targets.items():
        if name not in old_targets:
            found.append(_finding("target added", config.line, ("targets", name), f"[targets.{name}]"))
            continue
        found.extend(_setting_changes(name, dict(old_targets[name].settings), config))
    if baseline.value_order != current.value_order and baseline.vocabularies:
        found.append(_finding("value order policy changed", current.value_order_line, ("value_order",),
                              f"{quote(baseline.value_order)} -> {quote(current.value_order)}"))
    if baseline.doc != current.doc and baseline.vocabularies:  # (no baseline file: the doc is new, no change)
        found.append(_finding("doc changed", 0, ("doc",), "file doc"))
    found.extend(_symbol_changes(baseline, current, found))
    found.sort(key=lambda f: (CLASSES.index(f.severity), f.line, f.path, f.change, f.detail))
    return Verdict(tuple(found), baseline.vocabulary_version, current.vocabulary_version, fail_on)


def to_json(verdict: Verdict, file: str) -> str:
    return json.dumps({
        "file": file,
        "vocabulary_version": {"baseline": verdict.baseline_version, "current": verdict.current_version},
        "breaking": verdict.breaking,
        "fail_on": verdict.fail_on,
        "exit_code": verdict.exit_code,
        "findings": [asdict(f) | {"path": list(f.path)} for f in verdict.findings],
    }, indent=2, ensure_ascii=False) + "\n"


def _nothing(name: str) -> Model:
    """The baseline of a revision that holds no vocab file: no vocabulary, rule or target, so
    every one of the current file is an addition."""
    return Model(source=name, schema_version=1, vocabulary_version=0, doc="", vocabularies=(), rules=(), targets=())


def _level(verdict: Verdict, finding: Finding) -> str:
    """A finding's annotation level: an error when it fails the run, a warning when it would
    but vocabulary_version was raised, a notice otherwise."""
    if finding.severity in CLASSES[:CLASSES.index(verdict.fail_on) + 1]:
        return "error" if verdict.exit_code else "warning"
    return "notice"


def _annotation(verdict: Verdict, finding: Finding, file: str) -> str:
    key = format_key_path(finding.path)
    return github.annotation(_level(verdict, finding), f"{key + ': ' if key else ''}{finding.detail}", file,
                             finding.line, f"vocabgen compat: {finding.severity}: {finding.change}")


def run(vocab: Path, against: str, output_format: str, echo: Callable[..., None], fail_on: str = BREAKING) -> int:
    """Load both files with this vocabgen, compare, print through echo (the CLI's, which turns a
    stream that cannot be written into exit 2) as text, json or github annotations; the exit
    code as documented."""
    annotate = output_format == "github"
    try:
        current = load(read_source(vocab, vocab.as_posix()), vocab.as_posix()).model
    except ProblemsFound as found:
        for problem in found.problems:
            echo(github.for_problem(problem, "compat") if annotate else visible(str(problem)), err=not annotate)
        return 2
    try:
        text, name = read_baseline(against, vocab)
        baseline = load_baseline(text, name) if text is not None else _nothing(name)
        name += "" if text is not None else " (no such file there: everything is new)"
    except ProblemsFound as found:
        for problem in found.problems:
            echo(github.annotation("error", f"baseline: {problem}", title="vocabgen compat") if annotate
                 else visible(f"baseline: {problem}"), err=not annotate)
        return 2
    verdict = compare(baseline, current, fail_on)
    file = vocab.as_posix()
    if output_format == "json":
        echo(to_json(verdict, file), nl=False)
        return verdict.exit_code
    paint = Painter(allowed=not annotate)
    for finding in verdict.findings:
        if annotate:
            echo(_annotation(verdict, finding, file))
            continue
        echo(finding.render(file, paint))
    counts = {s: sum(1 for f in verdict.findings if f.severity == s) for s in CLASSES}
    summary = (f"{counts[BREAKING]} breaking, {counts[SOURCE_BREAKING]} source-breaking, "
               f"{counts[WIRE_ADDITION]} additions, {counts[NON_BREAKING]} non-breaking against {name}")
    gated = "breaking" if verdict.fail_on == BREAKING else "breaking and source-breaking"
    if verdict.exit_code:
        summary += (f"; {gated} changes need vocabulary_version raised above {verdict.baseline_version} "
                    f"(set vocabulary_version = {verdict.baseline_version + 1}), or restore what was removed")
    elif verdict.failing:
        summary += f"; vocabulary_version raised {verdict.baseline_version} -> {verdict.current_version}"
    echo(visible(summary), err=True)
    return verdict.exit_code

"""The validated vocabulary: frozen, ordered, and free of any language's knowledge.

Names are kept as tuples of lowercase ASCII words; each target spells them in its own case.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from types import MappingProxyType

from vocabgen.records import Record

Words = tuple[str, ...]


class DeprecatedName(Record):
    """A second, deprecated name of a value (`deprecated_names = { completion = "use output" }`): a
    deprecated constant of the same value in every port, for code written against the old name."""

    name: str
    words: Words
    reason: str
    line: int


class Value(Record):
    """One member of a closed vocabulary, with the words its identifiers are built from."""

    text: str
    doc: str
    words: Words
    line: int
    deprecated: str = ""  # why and what to use instead; empty when the value is current
    # The value's own name (`name = "http_1_0"`), its words the identifiers' instead of the
    # value's; "" when the words come from the value. `name_line` locates it.
    name: str = ""
    name_line: int = 0
    deprecated_names: tuple[DeprecatedName, ...] = ()
    # Its stability level (lifecycle.LEVELS), "" when the value has none of its own: then its
    # vocabulary's applies (Vocabulary.stability_of).
    stability: str = ""
    replaced_by: str = ""  # the value of the same vocabulary that replaces a deprecated one; "" when none


class Alias(Record):
    """An accepted non-canonical spelling that canonicalises to `canonical`."""

    name: str
    canonical: str
    line: int
    deprecated: str = ""  # why and what to use instead; empty when the alias is current
    words: Words = ()  # the words an alias constant is named from; () when it has no ASCII letter or digit
    replaced_by: str = ""  # the value of the same vocabulary that replaces a deprecated alias; "" when none


class Removed(Record):
    """A tombstone: a spelling that was a value or alias once and may never come back."""

    text: str
    reason: str
    line: int


class Vocabulary(Record):
    """A closed, ordered set of strings; `key` names the collection, `singular` each member."""

    key: str
    words: Words
    singular: Words
    doc: str
    values: tuple[Value, ...]
    aliases: tuple[Alias, ...]
    has_aliases: bool
    line: int
    removed: tuple[Removed, ...] = ()
    fallback: str = ""  # the value a lenient reader returns for unknown input; empty: none
    singular_line: int = 0  # where `singular` is: names spelled from it are located there
    stability: str = ""  # its stability level (lifecycle.LEVELS); "": unmarked, ranked as stable
    deprecated: str = ""  # why the whole vocabulary is deprecated; empty when it is current
    replaced_by: str = ""  # the key of the vocabulary that replaces a deprecated one; "" when none

    def stability_of(self, value: Value) -> str:
        """A value's level: its own, else its vocabulary's; "" when neither marks one."""
        return value.stability or self.stability

    @property
    def noun(self) -> str:
        """The singular as prose for docs and messages: ("run", "status") -> "run status"."""
        return " ".join(self.singular)

    @property
    def plural(self) -> str:
        """The vocabulary's key as prose: ("run", "statuses") -> "run statuses"."""
        return " ".join(self.words)

    @cached_property
    def texts(self) -> tuple[str, ...]:
        """The values' strings in order (computed once: large vocabularies ask often)."""
        return tuple(v.text for v in self.values)

    @cached_property
    def spellings(self) -> Mapping[str, str]:
        """Every accepted spelling (value or alias) mapped to its canonical value; read-only,
        computed once (each port's tests and vectors ask for it)."""
        table = {v.text: v.text for v in self.values}
        table.update({a.name: a.canonical for a in self.aliases})
        return MappingProxyType(table)

    @cached_property
    def by_text(self) -> dict[str, Value]:
        """Each value by its string, for constant-time lookups of alias and rule targets."""
        return {v.text: v for v in self.values}


class Rule(Record):
    """Values of `vocabulary` that carry a member of `carries`; every other value carries none."""

    key: str
    words: Words
    doc: str
    vocabulary: str
    values: tuple[str, ...]
    carries: str
    line: int
    # The words its members collection is named from: the rule's `members` key, else the rule
    # key's words followed by the subject vocabulary's key (LIMIT_STOP_STATUSES).
    members: Words = ()


class TargetConfig(Record):
    """The settings of one output target, as given in [targets.NAME] after defaults."""

    name: str
    settings: tuple[tuple[str, str], ...]
    line: int
    # Its `names` table (docs/registries.md, "Name patterns per target"): (role, pattern, the
    # pattern's line), checked against the port's roles; () spells every role as the port does.
    names: tuple[tuple[str, str, int], ...] = ()

    def get(self, key: str) -> str:
        return dict(self.settings)[key]

    def flag(self, key: str) -> bool:
        """A boolean setting (stored as "true" / "false")."""
        return dict(self.settings).get(key) == "true"


class Model(Record):
    """Everything a target needs to render; nothing here knows about any language."""

    source: str
    schema_version: int
    vocabulary_version: int  # the contract's own version; `vocabgen compat` wants it raised on a break
    doc: str
    vocabularies: tuple[Vocabulary, ...]
    rules: tuple[Rule, ...]
    targets: tuple[TargetConfig, ...]
    # How the do-not-edit marker names the vocab file: its path relative to the output folder
    # ("../vocab.toml"), set by the command line; "" means the base name of `source`.
    origin: str = ""
    # The override templates folder (`templates = "DIR"`), as written: relative to the vocab file's folder.
    templates: str = ""
    templates_line: int = 0  # where `templates` is, for jobs.templates_folder's problem
    # The output folder (`out = "DIR"`), as written: relative to the vocab file's folder; "" when
    # absent (then `generated` beside the file). `out_line` locates it for jobs.out_folder.
    out: str = ""
    out_line: int = 0
    # compat's policy: whether the order of a vocabulary's values is part of the contract
    # ("significant", the default) or not ("insignificant": a reordering is non-breaking).
    value_order: str = "significant"
    value_order_line: int = 0  # where `value_order` is; 0 when absent

    def vocabulary(self, key: str) -> Vocabulary:
        return self._by_key[key]

    @cached_property
    def _by_key(self) -> dict[str, Vocabulary]:
        return {v.key: v for v in self.vocabularies}

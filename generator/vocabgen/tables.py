"""Validate vocab.toml's tables and build the model from them: every problem is collected into
a Collector, none is raised, so the load reports them all at once."""

from __future__ import annotations

import re
from typing import Any

from vocabgen import lifecycle
from vocabgen.model import Alias, DeprecatedName, Model, Removed, Rule, Value, Vocabulary
from vocabgen.problems import Collector, clip, close_match, one_of, quote, type_name, unknown_keys
from vocabgen.records import replace
from vocabgen.settings import check_targets
from vocabgen.words import SNAKE_NAME, split_words

SCHEMA_VERSION = 1
RESERVED_TOP = ("schema_version", "vocabulary_version", "required_version", "doc", "templates", "out", "targets",
                "rules")
VOCAB_KEYS = ("doc", "singular", "values", "aliases", "removed", "fallback", "stability", "deprecated", "replaced_by")
VALUE_KEYS = ("doc", "deprecated", "name", "deprecated_names", "stability", "replaced_by")
ALIAS_KEYS = ("canonical", "deprecated", "replaced_by")
# Top-level keys that are reserved only when they are not a table: a table of that name stays a
# vocabulary, as it was before the key existed.
POLICY_KEYS = ("value_order",)
RULE_KEYS = ("doc", "vocabulary", "values", "carries", "members")


def _string(out: Collector, table: dict[str, Any], key: str, path: tuple[str, ...],
            required: bool = False, default: str = "") -> str:
    if key not in table:
        if required:
            out.add(path, f"missing required key '{key}'; add {key} = \"...\"")
        return default
    value = table[key]
    if not isinstance(value, str):
        out.add(path + (key,), f"must be a string, not {type_name(value)}")
        return default
    return value


def _snake(out: Collector, value: str, path: tuple[str, ...], what: str) -> bool:
    if SNAKE_NAME.fullmatch(value):
        return True
    out.add(path, f"{what} {quote(value)} must be lowercase snake_case ASCII words such as 'run_status'")
    return False


def _misspelt_top(data: dict[str, Any]) -> dict[str, str]:
    """Top-level keys that look like a misspelt reserved key the file lacks: a key that is not a
    table (`schema_versoin = 1`), or a table holding no vocabulary key (`[target.python]`), ->
    the reserved key; reported once, as "did you mean", never also as a missing key or a
    vocabulary without values."""
    absent = [k for k in RESERVED_TOP if k not in data]
    meant = {}
    for key, value in data.items():
        if key in RESERVED_TOP or key in POLICY_KEYS and not isinstance(value, dict):
            continue
        if isinstance(value, dict):
            match = None if not value or set(value) & set(VOCAB_KEYS) else close_match(key, ("targets", "rules"))
        else:
            match = close_match(key, [k for k in absent if k not in ("targets", "rules")])
        if match is not None:
            meant[key] = match
    return meant


def build(data: dict[str, Any], out: Collector) -> Model | None:
    version = data.get("schema_version")
    meant = _misspelt_top(data)
    if "schema_version" not in data and "schema_version" in meant.values():
        pass  # reported at the misspelt key
    elif "schema_version" not in data:
        out.add((), f"missing required key 'schema_version'; add schema_version = {SCHEMA_VERSION} at the top", line=1)
    elif not isinstance(version, int) or isinstance(version, bool):
        out.add(("schema_version",), f"must be an integer, not {type_name(version)}; use schema_version = {SCHEMA_VERSION}")
    elif version > SCHEMA_VERSION:
        out.add(("schema_version",), f"{version} is newer than this vocabgen understands ({SCHEMA_VERSION}); upgrade vocabgen")
        return None
    elif version < 1:
        out.add(("schema_version",), f"{version} is not a schema version; use schema_version = {SCHEMA_VERSION}")
    doc = _string(out, data, "doc", ())
    templates = _templates_folder(out, data)
    folder = _out_folder(out, data)
    contract = data.get("vocabulary_version", 1)
    if not isinstance(contract, int) or isinstance(contract, bool) or contract < 1:
        wrong = str(contract) if isinstance(contract, int) and not isinstance(contract, bool) else type_name(contract)
        out.add(("vocabulary_version",), f"must be a positive integer (raise it with every breaking change), "
                f"not {wrong}")

    order = lifecycle.value_order(out, data)
    declared = [k for k, t in data.items() if k not in RESERVED_TOP and isinstance(t, dict)]
    vocabularies = []
    for key, table in data.items():
        if key in RESERVED_TOP or key in POLICY_KEYS and not isinstance(table, dict):
            continue
        if isinstance(table, list) and all(isinstance(item, dict) for item in table):
            out.add((key,), f"is an array of tables ([[{clip(key)}]]); a vocabulary is one table: write [{clip(key)}] once")
            continue
        if not isinstance(table, dict) or key in meant:
            match = meant.get(key)
            line = out.locator.line((key,)) or isinstance(table, dict) and out.locator.line((key, next(iter(table))))
            out.add((key,), "unknown top-level key; " + (f"did you mean {quote(match)}?" if match else
                    f"top-level keys are {', '.join(RESERVED_TOP)} and vocabulary tables such as [{clip(key)}]"),
                    line=line or 0)
            continue
        vocab = _vocabulary(key, table, out, set(declared))
        if vocab is not None:
            vocabularies.append(vocab)
    if not vocabularies and not any(p.path[:1] not in ((), ("schema_version",)) for p in out.problems):
        out.add((), "defines no vocabulary; add a table such as [statuses] with singular and values", line=1)

    by_key = {v.key: v for v in vocabularies}
    rules = _rules(data.get("rules", {}), by_key, declared, out)
    targets = check_targets(data.get("targets"), out, reported="targets" in meant.values())
    if out.problems:
        return None
    return Model(source=out.file, schema_version=SCHEMA_VERSION, vocabulary_version=contract, doc=doc,
                 vocabularies=tuple(vocabularies), rules=tuple(rules), targets=tuple(targets),
                 templates=templates, templates_line=out.locator.line(("templates",)) if templates else 0,
                 out=folder, out_line=out.locator.line(("out",)) if folder else 0, value_order=order,
                 value_order_line=out.locator.line(("value_order",)) if "value_order" in data else 0)


# One segment of `out`: a folder name like a target path's segments, or "." / ".." (the schema's too).
OUT_SEGMENT = r"\.\.?|[A-Za-z0-9_][A-Za-z0-9_.+-]*"


def _out_folder(out: Collector, data: dict[str, Any]) -> str:
    """`out = "DIR"`: the output folder, relative to the vocab file's folder like `templates`.
    Like buf's `out`, it may climb with ".." (jobs.out_folder keeps it inside the repository);
    never absolute (the file would render differently on every machine), never empty."""
    value = data.get("out")
    if value is None:
        return ""
    if not isinstance(value, str):
        also = "; a vocabulary cannot be named 'out', rename the table" if isinstance(value, dict) else ""
        out.add(("out",), f"must be a string, the output folder relative to this file's folder, not "
                f"{type_name(value)}{also}")
        return ""
    if value == "":
        out.add(("out",), "is empty; write out = \".\" for this file's own folder")
    elif _absolute(out, "out", value):
        return ""
    elif "" in value.split("/"):
        out.add(("out",), f"{quote(value)} has an empty segment; separate folders with one '/' and do not end with one")
    else:
        bad = next((part for part in value.split("/") if not re.fullmatch(OUT_SEGMENT, part)), None)
        if bad is None:
            return value
        out.add(("out",), f"{quote(value)} has a segment {quote(bad)} that is not a name of A-Z a-z 0-9 _ . + - starting "
                "with a letter, a digit or _ (folders are separated by '/')")
    return ""


def _templates_folder(out: Collector, data: dict[str, Any]) -> str:
    """`templates = "DIR"`: relative to the vocab file's folder, as `out` is, so it names the same
    folder on every machine; never empty (which used to mean no overrides, silently)."""
    value = _string(out, data, "templates", ())
    if data.get("templates") == "":
        out.add(("templates",), "is empty; name the folder of template overrides, relative to this file's folder, "
                "or remove the key")
    elif _absolute(out, "templates", value):
        return ""
    return value


def _absolute(out: Collector, key: str, value: str) -> bool:
    """A folder key (`out`, `templates`) must be relative to the vocab file's folder, so it names
    the same folder on every machine: a POSIX root or a Windows drive is a problem, located."""
    if not (value.startswith("/") or re.match(r"[A-Za-z]:", value)):
        return False
    out.add((key,), f"{quote(value)} is absolute; give a folder relative to this file's folder "
            f"(the command line's --{key} takes any folder)")
    return True


def _vocabulary(key: str, table: dict[str, Any], out: Collector, declared: set[str]) -> Vocabulary | None:
    path = (key,)
    before = len(out.problems)
    _snake(out, key, path, "vocabulary name")
    meant = unknown_keys(out, table, VOCAB_KEYS, path, f"vocabulary [{clip(key)}]")
    doc = _string(out, table, "doc", path)
    singular = _string(out, table, "singular", path, required="singular" not in meant)
    if singular:
        _snake(out, singular, path + ("singular",), "singular")

    values: list[Value] = []
    raw_values = table.get("values")
    if raw_values is None:
        if "values" not in meant:
            out.add(path, f"missing required table 'values'; add [{clip(key)}.values] with one `value = \"doc\"` line per value")
    elif not isinstance(raw_values, dict):
        out.add(path + ("values",), f"must be a table of value = \"doc\", not {type_name(raw_values)}")
    elif not raw_values:
        out.add(path + ("values",), "is empty; a vocabulary needs at least one value")
    else:
        for text, entry in raw_values.items():
            vpath = path + ("values", text)
            value_doc, deprecated = _entry(out, entry, vpath, "doc", VALUE_KEYS, "the value's doc string")
            if value_doc is None:
                continue
            _check_text(out, vpath, text, "value")
            name = _value_name(out, entry, vpath)
            words = tuple(name.split("_")) if name else split_words(text)
            if text and not words and name is not None:
                out.add(vpath, "value has no ASCII letter or digit to build identifiers from; give it a name "
                        f"(identifiers are never invented): {quote(text)} = {{ name = \"...\" }}, snake_case words")
            values.append(Value(text, value_doc, words, out.locator.line(vpath), deprecated, name or "",
                                out.locator.line(vpath + ("name",)) if name else 0,
                                _deprecated_names(out, entry, vpath, words),
                                lifecycle.stability(out, entry, vpath) if isinstance(entry, dict) else ""))

    aliases: list[Alias] = []
    raw_aliases = table.get("aliases")
    # Every spelling declared a value, a malformed entry's too (reported once, at the entry): an
    # alias or fallback naming it is not reported again.
    canonical = set(raw_values) if isinstance(raw_values, dict) else set()
    if raw_aliases is not None and not isinstance(raw_aliases, dict):
        out.add(path + ("aliases",), f"must be a table of alias = \"canonical\", not {type_name(raw_aliases)}")
    elif raw_aliases:
        for name, entry in raw_aliases.items():
            apath = path + ("aliases", name)
            target, deprecated = _entry(out, entry, apath, "canonical", ALIAS_KEYS, "the canonical value as a string")
            if target is None:
                continue
            _check_text(out, apath, name, "alias")
            if name in canonical:
                out.add(apath, f"alias shadows the canonical value {quote(name)}; remove it, canonical values map to themselves")
            elif target not in canonical:
                if target in raw_aliases:
                    chained = raw_aliases[target]
                    chained = chained.get("canonical") if isinstance(chained, dict) else chained
                    out.add(apath, f"targets {quote(target)}, which is itself an alias; point it at "
                            f"{quote(chained)} or another canonical value of [{clip(key)}.values]"
                            if isinstance(chained, str) else
                            f"targets {quote(target)}, which is itself an alias; point it at a canonical value")
                else:
                    out.add(apath, f"targets {quote(target)}, which is not a value of [{clip(key)}.values]; "
                            + one_of(target, sorted(canonical)))
            else:
                aliases.append(Alias(name, target, out.locator.line(apath), deprecated, split_words(name)))
    spelt = {a.name: a.canonical for a in aliases}
    alias_entries = raw_aliases if isinstance(raw_aliases, dict) else {}
    aliases = [replace(a, replaced_by=_replacement(out, alias_entries[a.name], path + ("aliases", a.name), canonical,
                                                   key, a.name, spelt)) for a in aliases]
    entries = raw_values if isinstance(raw_values, dict) else {}
    values = [replace(v, replaced_by=_replacement(out, entries[v.text], path + ("values", v.text), canonical,
                                                  key, v.text, spelt)) for v in values]
    removed = _removed(out, table.get("removed"), path, key, values, aliases)
    fallback = _string(out, table, "fallback", path)
    if fallback and canonical and fallback not in canonical:  # no values: reported above
        out.add(path + ("fallback",), f"names {quote(fallback)}, which is not a value of [{clip(key)}.values]; "
                + one_of(fallback, raw_values if isinstance(raw_values, dict) else ()))
    stability = lifecycle.stability(out, table, path)
    deprecated = _string(out, table, "deprecated", path)
    if "deprecated" in table and isinstance(table["deprecated"], str) and not deprecated.strip():
        out.add(path + ("deprecated",), "is empty; say why the vocabulary is deprecated and what to use instead")
    replacement = lifecycle.replaced_by(out, table, path, declared, "a vocabulary of this file", key)
    if len(out.problems) > before:
        return None
    return Vocabulary(key=key, words=tuple(key.split("_")), singular=tuple(singular.split("_")),
                      doc=doc, values=tuple(values), aliases=tuple(aliases),
                      has_aliases=raw_aliases is not None, line=out.locator.line(path),
                      singular_line=out.locator.line(path + ("singular",)), removed=removed, fallback=fallback,
                      stability=stability, deprecated=deprecated, replaced_by=replacement)


def _replacement(out: Collector, entry: Any, path: tuple[str, ...], canonical: set[str], key: str,
                 itself: str, aliases: dict[str, str]) -> str:
    """A value's or alias's `replaced_by`: a value of the same vocabulary (an alias named is
    pointed to its value)."""
    if not isinstance(entry, dict):
        return ""
    return lifecycle.replaced_by(out, entry, path, canonical, f"a value of [{clip(key)}.values]", itself, aliases)


def _value_name(out: Collector, entry: Any, path: tuple[str, ...]) -> str | None:
    """A value's own name (`name = "http_1_0"`): the words its identifiers are spelled from in
    every port instead of the value's, so a wire string that cannot name a member ("1.0", "2xx")
    or names it otherwise ("IPv4" as ipv4) still gets the registry's name. "" without one; None
    after reporting a malformed one (its identifiers are then not reported again)."""
    if not isinstance(entry, dict) or "name" not in entry:
        return ""
    name = entry["name"]
    if not isinstance(name, str):
        out.add(path + ("name",), f"must be a string of snake_case words such as 'http_1_0', not {type_name(name)}")
        return None
    if not _snake(out, name, path + ("name",), "name"):
        return None
    return name


def _deprecated_names(out: Collector, entry: Any, path: tuple[str, ...], words: tuple[str, ...]
                      ) -> tuple[DeprecatedName, ...]:
    """A value's second names (`deprecated_names = { completion = "use output" }`), each snake_case
    words with why it is deprecated: a registry that renamed a member keeps the old name's constant
    for the same value. A name spelling the value's own words is refused (it would be its constant)."""
    if not isinstance(entry, dict) or "deprecated_names" not in entry:
        return ()
    raw = entry["deprecated_names"]
    path = path + ("deprecated_names",)
    if not isinstance(raw, dict) or not raw:
        out.add(path, "must be a table of name = \"why it is deprecated\" with at least one entry, such as "
                f"{{ completion = \"use output\" }}, not {type_name(raw) if not isinstance(raw, dict) else 'an empty table'}")
        return ()
    found = []
    for name, reason in raw.items():
        npath = path + (name,)
        if not _snake(out, name, npath, "deprecated name"):
            continue
        if not isinstance(reason, str) or not reason.strip():
            out.add(npath, "must be a non-empty string saying why the name is deprecated and what to use instead, "
                    "e.g. \"use output\"")
            continue
        if tuple(name.split("_")) == words:
            out.add(npath, f"spells the value's own name ({quote(name)}); a deprecated name is another one: "
                    "remove it, or give the value its new name with `name`")
            continue
        found.append(DeprecatedName(name, tuple(name.split("_")), reason, out.locator.line(npath)))
    return tuple(found)


def _entry(out: Collector, entry: Any, path: tuple[str, ...], main: str, keys: tuple[str, ...],
           what: str) -> tuple[str | None, str]:
    """A value or alias entry: a plain string, or an inline table adding `deprecated`.

    Returns (main string, deprecation reason), or (None, "") after reporting a problem.
    """
    if isinstance(entry, str):
        return entry, ""
    if not isinstance(entry, dict):
        out.add(path, f"must be {what} or an inline table {{ {main} = ..., deprecated = \"...\" }}, "
                f"not {type_name(entry)}")
        return None, ""
    before = len(out.problems)
    unknown_keys(out, entry, keys, path, "this entry")
    text = _string(out, entry, main, path, required=main != "doc")
    deprecated = _string(out, entry, "deprecated", path)
    if "deprecated" in entry and isinstance(entry["deprecated"], str) and not deprecated.strip():
        out.add(path + ("deprecated",), "is empty; say why and what to use instead, e.g. \"use maxTurns\"")
    if len(out.problems) > before:
        return None, ""
    return text, deprecated


def _removed(out: Collector, raw: Any, path: tuple[str, ...], key: str, values: list[Value],
             aliases: list[Alias]) -> tuple[Removed, ...]:
    """Tombstones, like protobuf's `reserved`: a removed spelling may never return."""
    if raw is None:
        return ()
    if not isinstance(raw, dict):
        out.add(path + ("removed",), f"must be a table of spelling = \"why it was removed\", not {type_name(raw)}")
        return ()
    current = {v.text: ("values", v.text) for v in values}
    current.update({a.name: ("aliases", a.name) for a in aliases})
    removed = []
    for text, reason in raw.items():
        rpath = path + ("removed", text)
        if not isinstance(reason, str) or not reason.strip():
            out.add(rpath, "must be a non-empty string saying why the spelling was removed")
            continue
        _check_text(out, rpath, text, "removed spelling")
        line = out.locator.line(rpath)
        if text in current:
            out.add(path + current[text], f"{quote(text)} was removed (line {line}: {quote(reason)}); a removed spelling "
                    f"never comes back; choose another spelling or delete it from [{clip(key)}.removed] on purpose")
            continue
        removed.append(Removed(text, reason, line))
    return tuple(removed)


# Characters no port can carry safely in a string literal or through a terminal diff. None is
# printable to str.isprintable() on any Python, so printable text (nearly every value) skips the
# search, and re compiles the class (a 64K-entry bitmap, ~0.4 ms) only for text that needs it.
FORBIDDEN = "[\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]"


def _check_text(out: Collector, path: tuple[str, ...], text: str, what: str) -> None:
    if text == "":
        out.add(path, f"{what} is the empty string; give it a name")
        return
    bad = None if text.isprintable() else re.search(FORBIDDEN, text)
    if bad:
        out.add(path, f"{what} contains U+{ord(bad.group()):04X}, a control or invisible character "
                f"that would not survive every port's source and tooling; remove it")
    elif text != text.strip():
        out.add(path, f"{what} {quote(text)} has leading or trailing white space; remove it")


def _rules(raw: Any, by_key: dict[str, Vocabulary], declared: list[str], out: Collector) -> list[Rule]:
    """Check rules; a reference to a vocabulary that exists but is itself invalid is not
    reported again, so one mistake gives one message."""
    if not isinstance(raw, dict):
        out.add(("rules",), f"must be a table of rule tables such as [rules.limit_stop], not {type_name(raw)}")
        return []
    rules = []
    for key, table in raw.items():
        path = ("rules", key)
        if not isinstance(table, dict):
            out.add(path, f"must be a table with vocabulary, values and carries, not {type_name(table)}")
            continue
        before = len(out.problems)
        _snake(out, key, path, "rule name")
        meant = unknown_keys(out, table, RULE_KEYS, path, f"rule [rules.{clip(key)}]")
        doc = _string(out, table, "doc", path)
        members_name = _string(out, table, "members", path)
        if "members" in table and isinstance(table["members"], str):
            _snake(out, members_name, path + ("members",), "members name")
        vocab_key = _string(out, table, "vocabulary", path, required="vocabulary" not in meant)
        carries_key = _string(out, table, "carries", path, required="carries" not in meant)
        for field, ref in (("vocabulary", vocab_key), ("carries", carries_key)):
            if ref and ref not in declared:
                out.add(path + (field,), f"names {quote(ref)}, which is not a vocabulary; " + one_of(ref, declared))
        if vocab_key and vocab_key == carries_key:
            out.add(path + ("carries",), "a vocabulary cannot carry itself; name a different vocabulary")
        members = table.get("values")
        values: list[str] = []
        if members is None:
            if "values" not in meant:
                out.add(path, "missing required key 'values'; list the values that carry, e.g. values = [\"incomplete\"]")
        elif not isinstance(members, list) or not all(isinstance(m, str) for m in members):
            out.add(path + ("values",), "must be an array of strings")
        elif not members:
            out.add(path + ("values",), "is empty; list at least one value that carries")
        else:
            subject = by_key.get(vocab_key)
            seen: set[str] = set()
            for member in members:
                if member in seen:
                    out.add(path + ("values",), f"lists {quote(member)} twice; list each value once")
                seen.add(member)
                if subject is not None and member not in subject.texts:
                    out.add(path + ("values",), f"names {quote(member)}, which is not a value of "
                            f"[{clip(vocab_key)}.values]; " + one_of(member, subject.texts))
                values.append(member)
        if len(out.problems) == before and vocab_key in by_key and carries_key in by_key:
            words = tuple(key.split("_"))
            rules.append(Rule(key=key, words=words, doc=doc, vocabulary=vocab_key, values=tuple(values),
                              carries=carries_key, line=out.locator.line(path),
                              members=tuple(members_name.split("_")) if members_name else words + by_key[vocab_key].words))
    return rules

"""A reference page people read instead of the TOML: VOCABULARY.md.

For each vocabulary its doc, a table of values (doc, aliases, deprecation), the name each
configured port gives every value, removed spellings; each rule in words. Markdown knowledge
(code spans, table cells, HTML comments) lives here as filters; the page's shape is the template.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from vocabgen.model import Model, TargetConfig, Vocabulary
from vocabgen.words import with_article
from vocabgen.targets.base import (Context, Identifier, OutputFile, Setting, Target, check_relative_path, comment_lines,
                                  marker, spelled_values)

SETTINGS = (Setting("path", "the Markdown file under --out", check_relative_path, lambda _: "VOCABULARY.md"),)


_BACKTICKS = re.compile(r"`+")
_MD_SPECIAL = re.compile(r"([\\`*_\[\]|#])")


def md_code(text: str) -> str:
    """`text` as a code span, with a fence longer than any backtick run inside (CommonMark)."""
    if "`" not in text:  # the common case (every identifier): a one-backtick fence
        if "|" not in text and text[:1] != " ":
            return f"`{text}`"
        pad = " " if text.startswith(" ") and text.endswith(" ") else ""
        return f"`{pad}{md_cell_raw(text) if '|' in text else text}{pad}`"
    longest = max(len(run) for run in _BACKTICKS.findall(text))
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or (text.startswith(" ") and text.endswith(" ")) else ""
    return f"{fence}{pad}{md_cell_raw(text)}{pad}{fence}"


def md_cell_raw(text: str) -> str:
    """Inside a table cell a pipe ends the cell even in a code span: escape it."""
    return text.replace("|", "\\|")


def md_text(text: str | tuple[str, ...]) -> str:
    """Prose for a table cell or a paragraph (text, or a doc's lines): one line, HTML and
    Markdown specials inert."""
    flat = " ".join((" ".join(text) if isinstance(text, tuple) else text).split())
    escaped = flat.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")  # html.escape, quote=False
    return _MD_SPECIAL.sub(r"\\\1", escaped)


def md_comment(text: str) -> str:
    """Text safe inside an HTML comment (no `--`)."""
    return text.replace("--", "- -")


class ValueRow(Context):
    """One value: its string, doc, accepted aliases, deprecation and each port's name for it, in `ports` order."""

    text: str
    doc: tuple[str, ...]
    aliases: tuple[str, ...]
    deprecated: tuple[str, ...]
    names: tuple[str, ...]


class RemovedRow(Context):
    """A removed spelling and why."""

    text: str
    reason: tuple[str, ...]


class VocabularyPage(Context):
    """One vocabulary's section."""

    key: str
    noun: str
    doc: tuple[str, ...]
    fallback: str
    values: tuple[ValueRow, ...]
    removed: tuple[RemovedRow, ...]
    ports: tuple[str, ...]


class RulePage(Context):
    """One rule in words."""

    key: str
    doc: tuple[str, ...]
    subject_noun: str
    carried_noun: str
    members: tuple[str, ...]


class Page(Context):
    """The whole file's context."""

    marker: str
    doc: tuple[str, ...]
    vocabularies: tuple[VocabularyPage, ...]
    rules: tuple[RulePage, ...]


def _ports(model: Model) -> dict[str, Callable[..., str]]:
    """The configured ports that name values, in configuration order, each with its value_case."""
    from vocabgen.targets.registry import TARGETS

    cases = {config.name: TARGETS[config.name].value_case for config in model.targets}
    return {port: case for port, case in cases.items() if case is not None}


def _name_rows(vocab: Vocabulary, ports: dict[str, Callable[..., str]]) -> list[tuple[str, ...]]:
    """Each value's names, port by port: each port's column of names (spelled once per process,
    and already by the identifier check) zipped into rows. Plain strings, not a record per name:
    a 10,000-value page has 80,000 of them."""
    columns = [spelled_values(case, vocab) for case in ports.values()]
    if not columns:
        return [()] * len(vocab.values)
    return list(zip(*columns))


def _vocabulary(model: Model, vocab: Vocabulary, ports: dict[str, Callable[..., str]]) -> VocabularyPage:
    aliases_of: dict[str, list[str]] = {}  # one pass: a lookup per value would be quadratic
    for alias in vocab.aliases:
        aliases_of.setdefault(alias.canonical, []).append(alias.name)
    rows = []
    for value, row_names in zip(vocab.values, _name_rows(vocab, ports)):
        rows.append(ValueRow(
            text=value.text, doc=tuple(comment_lines(value.doc)),
            deprecated=tuple(comment_lines(value.deprecated)) if value.deprecated else (),
            aliases=tuple(aliases_of.get(value.text, ())),
            names=row_names))
    return VocabularyPage(key=vocab.key, noun=vocab.noun, doc=tuple(comment_lines(vocab.doc)), fallback=vocab.fallback,
                          values=tuple(rows), ports=tuple(ports),
                          removed=tuple(RemovedRow(r.text, tuple(comment_lines(r.reason))) for r in vocab.removed))


def _context(model: Model) -> Page:
    ports = _ports(model)
    rules = tuple(RulePage(key=r.key, doc=tuple(comment_lines(r.doc)), subject_noun=model.vocabulary(r.vocabulary).noun,
                           carried_noun=model.vocabulary(r.carries).noun, members=r.values) for r in model.rules)
    return Page(marker=marker(model), doc=tuple(comment_lines(model.doc)),
                vocabularies=tuple(_vocabulary(model, v, ports) for v in model.vocabularies), rules=rules)


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return [OutputFile(config.get("path"), "markdown/vocabulary.md.j2", {"page": _context(model)})]


def check_config(config: TargetConfig) -> list[str]:
    path = config.get("path")
    return [] if path.endswith(".md") else [f"path {path!r} must end with '.md'"]


TARGET = Target(
    name="markdown",
    settings=SETTINGS,
    identifier_pattern=re.compile(r".*"),
    reserved=frozenset(),
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    filters={"md_code": md_code, "md_text": md_text, "md_comment": md_comment},
)



"""A reference page people read instead of the TOML: VOCABULARY.md.

For each vocabulary its doc, a table of values (doc, aliases, deprecation), the name each
configured port gives every value (the first value role of its naming table, as the view spells
it), removed spellings; each rule in words. Markdown knowledge (code spans, table cells, HTML
comments) lives here as filters; the page's shape is the template.
"""

from __future__ import annotations

import re

from vocabgen.charclass import is_visible
from vocabgen.model import TargetConfig
from vocabgen.problems import quote
from vocabgen.profile import CommentFormat, Directive, Profile
from vocabgen.targets.base import Setting, check_relative_path
from vocabgen.targets.comments import DocWriter

SETTINGS = (Setting("path", "the Markdown file under --out", check_relative_path, lambda _: "VOCABULARY.md"),)


_BACKTICKS = re.compile(r"`+")
_MD_SPECIAL = re.compile(r"([\\`*_\[\]|#])")
_ASCII_PUNCTUATION = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")  # what CommonMark lets a backslash escape


def md_code(text: str) -> str:
    """`text` as a code span, with a fence longer than any backtick run inside (CommonMark).

    A code span shows its text raw, so text holding a character that is not printable (a bidi
    control, a zero-width character: Trojan Source) is written as a <code> element instead, that
    character as an HTML character reference (`&#x202E;`) and ASCII punctuation backslash-escaped:
    the page's bytes show it, and the rendered page still holds the exact text."""
    if text.isascii() and text.isprintable() and "`" not in text and "|" not in text and text[:1] != " ":
        return f"`{text}`"  # an identifier, say
    if not all(is_visible(ch) for ch in text):
        return "<code>" + "".join(map(_code_element_char, text)) + "</code>"
    longest = max((len(run) for run in _BACKTICKS.findall(text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or (text.startswith(" ") and text.endswith(" ")) else ""
    return f"{fence}{pad}{md_cell_raw(text)}{pad}{fence}"


def _code_element_char(ch: str) -> str:
    """One character of a <code> element's text: Markdown still parses it, so punctuation is escaped."""
    if not is_visible(ch):
        return f"&#x{ord(ch):X};"
    return "\\" + ch if ch in _ASCII_PUNCTUATION else ch


def md_cell_raw(text: str) -> str:
    """Inside a table cell a pipe ends the cell even in a code span: escape it."""
    return text.replace("|", "\\|")


# The forms a Markdown renderer acts on in a doc (docs/strings.md, "Directives in comments"), all
# ruled out by md_text, which writes a doc as one escaped line.
DIRECTIVES = (
    Directive("<tag>", "GitHub and every CommonMark renderer show raw HTML (`<details>`, `<img>`) as HTML", "",
              "", "ruled out: md_text escapes every `&`, `<` and `>`", "<img src=x>"),
    Directive("[label]: url", "CommonMark reads a line `[label]: url` as a link reference definition, which "
              "the page does not show", "", "", "ruled out: md_text escapes every `[` and `]`, and writes a doc "
              "on one line", "[x]: https://example.org"),
)


# Prose for a table cell or a paragraph (`md_text`): a doc's lines as one line, every run of blanks
# one space, non-printable characters as spaces, HTML (as html.escape, quote=False) and Markdown
# specials inert.
COMMENT = CommentFormat(hidden="space", layout="trimmed", sentence="collapsed",
                        escapes=(("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), (_MD_SPECIAL.pattern, r"\\\1")))
DOC = DocWriter(COMMENT, DIRECTIVES)


def md_comment(text: str) -> str:
    """Text safe inside an HTML comment (no `--`)."""
    return text.replace("--", "- -")


def check_config(config: TargetConfig) -> list[str]:
    path = config.get("path")
    return [] if path.endswith(".md") else [f"path {quote(path)} must end with '.md'"]


PROFILE = Profile(
    name="markdown",
    roles=(),
    identifier_pattern=re.compile(r".*"),
    reserved=frozenset(),
    literal=md_code,
    settings=SETTINGS,
    outputs=(("path", "markdown/vocabulary.md.j2"),),
    filters={"md_code": md_code, "md_text": DOC.sentence, "md_comment": md_comment},
    check_config=check_config,
    directives=DIRECTIVES,
    comment=COMMENT,
)

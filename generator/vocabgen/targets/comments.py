"""One doc-comment writer for every port, parameterised by the port's CommentFormat.

A port's doc filters (`javadoc`, `phpdoc_lines`, `kdoc_text`, `cs_text`, ...) are the methods of
one DocWriter built from its comment format and its directive table: the filter names stay the
port's (templates and user templates call them), the code is written once here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from vocabgen.charclass import is_hidden
from vocabgen.profile import CommentFormat, Directive
from vocabgen.targets.base import comment_lines, defuser, plain_line, printable


def visible(line: str) -> str:
    """The line with each invisible format character (bidi controls, zero-width spaces) shown as
    `U+XXXX`, so a comment cannot reorder the code around it (Trojan Source)."""
    return "".join(f"U+{ord(ch):04X}" if is_hidden(ch) else ch for ch in line)


class DocWriter:
    """A port's doc filters, from its comment format and its directive table."""

    def __init__(self, form: CommentFormat, directives: Sequence[Directive] = ()) -> None:
        self.form = form
        self._special: Callable[[str], object] | None = re.compile(form.special).search if form.special else None
        self._escapes = tuple((re.compile(pattern), replacement) for pattern, replacement in form.escapes)
        self._defuse = defuser(directives)

    def text(self, line: str) -> str:
        """One comment line made safe inside the port's comment: invisible characters shown,
        the format's escapes applied, every directive of the port's table defused."""
        if not line.isascii():
            line = visible(line)
        if self._special is not None and not self._special(line):
            return line  # the common case: nothing to rewrite
        for pattern, replacement in self._escapes:
            line = pattern.sub(replacement, line)
        return self._defuse(line)

    def lines(self, text: str) -> list[str]:
        """A doc as safe comment body lines, its paragraphs written by the format's rule."""
        if plain_line(text):  # one line, the common case: no paragraph break
            line = text.rstrip()
            return [self.text(line)] if line else []
        if self.form.paragraph is None:
            return [self.text(line) if line else "" for line in comment_lines(text)]
        paragraphs: list[list[str]] = [[]]
        for line in comment_lines(text):
            if line:
                paragraphs[-1].append(self.text(line))
            elif paragraphs[-1]:
                paragraphs.append([])
        opening, closing = self.form.paragraph
        out = list(paragraphs[0])
        for paragraph in paragraphs[1:]:
            if paragraph:
                if self.form.gap:
                    out.append("")
                out.extend([opening + paragraph[0], *paragraph[1:]])
                out[-1] += closing
        return out

    def sentence(self, text: str) -> str:
        """A doc (a deprecation, a removal reason) as one safe line, its lines joined by spaces."""
        if not text:
            return ""  # most values and aliases are not deprecated
        return self.text(" ".join(line for line in comment_lines(text) if line))

    def block(self, body: Sequence[str], indent: int = 4) -> str:
        """Safe body lines as the format's block comment, on one line when there is only one."""
        pad = " " * indent
        form = self.form
        if len(body) == 1:
            return f"{pad}{form.header} {body[0]}{form.footer}"
        blank = f"{pad}{form.prefix.rstrip()}"
        inner = [f"{pad}{form.prefix}{line}" if line else blank for line in body]
        return "\n".join([f"{pad}{form.header}", *inner, f"{pad}{form.footer}"])


class StringDocWriter:
    """The doc filters of a port whose docs are the text of strings (Clojure's docstrings,
    Elixir's heredocs): the string's escaper handles the syntax, so a line needs only its
    invisible characters made spaces (shown as the compiler reads them) and the port's
    directives defused."""

    def __init__(self, directives: Sequence[Directive] = ()) -> None:
        self._defuse = defuser(directives)

    def lines(self, text: str) -> list[str]:
        """A doc as string lines: invisible characters become spaces, no trailing blank."""
        return [self._defuse(printable(line).rstrip()) for line in comment_lines(text)]

    def sentence(self, text: str) -> str:
        """A reason, remark or spelling for one doc line: its lines joined by spaces."""
        if not text:  # most values and aliases are not deprecated
            return ""
        return " ".join(line.strip() for line in self.lines(text))

"""One doc-comment writer for every port, parameterised by the port's CommentFormat.

A port's doc filters (`javadoc`, `phpdoc_lines`, `kdoc_text`, `cs_doc`, `ts_doc`, `rust_doc`,
`py_comments`, `md_text`, ...) are the methods of one DocWriter built from its comment format and
its directive table: the filter names stay the port's (templates and user templates call them),
the code is written once here. What stays a port's own is a reader it emulates (go_doc: gofmt's
doc-comment rewrites), whose lines this writer still writes.
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
        self._verbatim = re.compile(form.verbatim) if form.verbatim else None
        self._defuse = defuser(directives)
        self._defuse_header = defuser(directives, header=True)
        self._defuse_written = defuser(directives, lines=True) if form.rewritten else None

    def escaped(self, line: str) -> str:
        """A line a template writes made safe inside the comment: invisible characters written as
        the format says, its escapes applied; its directives are the template's own."""
        if self.form.hidden == "space":
            line = printable(line).rstrip()
        elif not line.isascii():
            line = visible(line)
        if self._special is not None and not self._special(line):
            return line  # the common case: nothing to rewrite
        for pattern, replacement in self.form.escapes:  # compiled by re.sub on first use, as few lines need one
            line = re.sub(pattern, replacement, line)
        return line

    def defused(self, line: str) -> str:
        """Every directive of the port's table defused, outside the format's verbatim spans."""
        if self._verbatim is None:
            return self._defuse(line)
        out: list[str] = []
        start = 0
        for span in self._verbatim.finditer(line):
            out.extend((self._defuse(line[start:span.start()]), span.group()))
            start = span.end()
        out.append(self._defuse(line[start:]))
        return "".join(out)

    def text(self, line: str) -> str:
        """One comment line of text from vocab.toml made safe inside the port's comment:
        invisible characters written, the format's escapes applied, every directive defused."""
        return self.defused(self.escaped(line))

    def layout(self, text: str) -> list[str]:
        """A doc's lines laid out by the format's rule, not yet made safe."""
        layout = self.form.layout
        if layout == "kept":
            return comment_lines(text)
        lines = [printable(line).strip() if layout == "flowing" else printable(line).rstrip()
                 for line in comment_lines(text)]
        if layout == "flowing":  # no blank runs: each is one blank line
            lines = [line for at, line in enumerate(lines) if line or (at and lines[at - 1])]
        while lines and not lines[0]:
            lines.pop(0)
        while lines and not lines[-1]:
            lines.pop()
        return lines

    def _lines(self, text: str) -> list[str]:
        return [self.text(line) if line else "" for line in self.layout(text)]

    def lines(self, text: str) -> list[str]:
        """A doc as safe comment body lines, its paragraphs written by the format's rule."""
        if plain_line(text):  # one line, the common case: no paragraph break
            line = text.strip() if self.form.layout == "flowing" else text.rstrip()
            return [self.text(line)] if line else []
        if self.form.paragraph is None:
            return self._lines(text)
        paragraphs: list[list[str]] = [[]]
        for line in self._lines(text):
            if line:
                paragraphs[-1].append(line)
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

    def joined(self, text: str) -> str:
        """A doc's non-blank lines joined by a space, not yet made safe (a template escapes it for
        a comment or quotes it as a literal)."""
        return " ".join(line for line in comment_lines(text) if line)

    def sentence(self, text: str) -> str:
        """A doc (a deprecation, a removal reason) as one safe line, by the format's sentence rule."""
        if not text:
            return ""  # most values and aliases are not deprecated
        rule = self.form.sentence
        if rule == "stripped":
            return " ".join(line for line in (self.text(line).strip() for line in comment_lines(text)) if line)
        if rule == "collapsed":
            return self.text(" ".join(" ".join(self.layout(text)).split()))
        return self.text(self.joined(text))

    def block(self, body: str | Sequence[str], indent: int | None = None, tag: str | None = None) -> str:
        """Body lines as the format's block comment, on one line when there is only one and it
        fits; "" for none. body: safe lines (`*_lines`, or lines the template writes safe), or a
        text (a filter block's) whose lines are made safe here, its directives the template's."""
        if isinstance(body, str):
            body = [self.escaped(line) if line else "" for line in comment_lines(body)]
        if not body:
            return ""
        form = self.form
        pad = " " * (form.indent if indent is None else indent)
        tag = form.tag if tag is None else tag
        if len(body) == 1 and form.single is not None:
            line = f"{pad}{form.single[0].format(tag=tag)}{body[0]}{form.single[1].format(tag=tag)}"
            if not form.width or len(line) <= form.width:
                return line
        blank = f"{pad}{form.prefix.rstrip()}"
        inner = [f"{pad}{form.prefix}{line}" if line else blank for line in body]
        return "\n".join([f"{pad}{form.header.format(tag=tag)}", *inner, f"{pad}{form.footer.format(tag=tag)}"])

    def tagged(self, body: str | Sequence[str], tag: str | None = None, indent: int | None = None) -> str:
        """block, its tag first (C#'s `cs_doc("remarks", 4)`)."""
        return self.block(body, indent, tag)

    def prefixed(self, lines: Sequence[str], prefix: str) -> list[str]:
        """Safe lines as line comments behind prefix (`///`, `\\t//`), a blank one as the prefix alone."""
        if self._defuse_written is not None:
            lines = [self._defuse_written(line) for line in lines]
        return [f"{prefix} {line}" if line else prefix for line in lines]

    def doc(self, text: str, prefix: str, lead: str = "") -> str:
        """A doc as line comments behind prefix ("" when nothing printable is left); lead (a
        removed spelling's literal) starts the first line, defused, as the template wrote it."""
        lines = self.lines(text)
        if lead:
            lead = self.defused(lead)
            lines = [(f"{lead} {lines[0]}" if lines else lead).rstrip(), *lines[1:]]
        return "\n".join(self.prefixed(lines, prefix))

    def comments(self, text: str, header: bool = False) -> list[str]:
        """A doc as line comments behind the format's prefix; header: the first follows the file's
        first line, where a tool reads the forms of the table read at a file's top."""
        lines = self.lines(text)
        if header and lines:
            lines[0] = self._defuse_header(lines[0])
        return self.prefixed(lines, self.form.prefix.rstrip())


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

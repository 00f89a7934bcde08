"""gofmt's doc-comment rules (go/doc/comment, Go 1.19+), ported as far as the generator needs:
a doc written into a generated file is already in the form gofmt prints, so `gofmt -l` is clean.
"""

from __future__ import annotations

from vocabgen.charclass import is_alpha, is_digit, is_upper
from vocabgen.profile import CommentFormat, Directive
from vocabgen.targets.base import comment_lines, defuser, printable
from vocabgen.targets.comments import DocWriter

# The comment forms Go's tools act on (docs/strings.md, "Directives in comments"): go_text and
# go_line defuse them in text from vocab.toml, and every comment line is written through
# the writer (DOC, rewritten), so a form that wraps to a line's start (a value in a sentence) is defused too.
DIRECTIVES = (
    Directive("+build", "go build reads a line starting `+build` in the comments above `package` as a build "
              "constraint (`+build ignore` leaves the file out of every build); go vet fails on such a line "
              'anywhere else ("misplaced +build comment")', r"^(\s*)\+(?=build(?![^ \t]))", r"\1+ ",
              "a space after the `+`, where Go needs the two together", "+build ignore", hints=("+build",)),
    Directive("+build", 'go vet fails on `+build` anywhere in the comments above `package` ("possible '
              'malformed +build comment"); a vocab file whose path holds it is refused, as the marker on '
              "line 1 names the path", r"\+(?=build)", "+ ", "a space after the `+`, as above",
              "tagged +build", header="the comments above `package`",
              hints=("+build",)),
    Directive("Deprecated:", "staticcheck (SA1019), gopls and pkg.go.dev read a doc paragraph that starts "
              "`Deprecated: ` as the declaration's deprecation, reported at every use",
              r"^(\s*)Deprecated(?=:)", r"\1Deprecated ",
              "a space before the colon: the tools match the word and its colon together; the paragraph "
              "still reads the same (a deprecation belongs in vocab.toml's `deprecated` key, which writes the "
              "real paragraph)", "Deprecated: use done", own=True, hints=("deprecated:",)),
    Directive("nolint", "golangci-lint reads `// nolint` (a space allowed) above a declaration as exempting "
              "it from every linter (golangci-lint is not installed here, so no test runs it)",
              r"^(\s*)nolint(?=[ :]|$)", r"\1\\nolint", "a backslash before the word, the usual mark of a "
              "word meant literally: golangci-lint needs it right after the `//` and its blanks", "nolint",
              hints=("nolint",)),
    Directive("//go:, //line, //export, //extern, //lint:", "go build, go generate, cgo and staticcheck act on "
              "these only with no space after the `//`", "", "",
              "ruled out: every comment line vocabgen writes starts `// `, with a space", "go:generate rm -rf ."),
    Directive('cgo preamble', 'cgo compiles the comment right above `import "C"` as C', "", "",
              'ruled out: no generated file imports "C"', "#include <stdlib.h>"),
)
_defuse_text = defuser(DIRECTIVES)
_defuse_header = defuser(DIRECTIVES, header=True)

# go/doc/comment (Go 1.19+), which gofmt uses to reformat doc comments, ported as far as the
# generator needs: its URL and identifier scanners (text inside either keeps '' and ``), its
# link-definition and heading tests.
_SCHEMES = frozenset({"file", "ftp", "gopher", "http", "https", "mailto", "nntp"})
_ALNUM = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
_HOST = _ALNUM | frozenset(b"_@-.[]:")
_PUNCT = frozenset(b".,:;?!")
_PATH = _ALNUM | frozenset(b"$'()*+&#=@~_/-[]{}%")
_HEADING_ILLEGAL = frozenset(";:!?+*/=[]{}_^°&§~%#@<\">\\")
_BACKTICK, _QUOTE = ord("`"), ord("'")


def _auto_url(s: bytes) -> int:
    """The length in bytes of the URL s starts with (go/doc/comment autoURL), else 0."""
    if len(s) < 7:
        return 0
    colon = next((i for i in (3, 4, 5, 6) if s[i] == ord(":")), 0)
    if not colon or s[colon:colon + 3] != b"://" or s[:colon].decode("latin-1") not in _SCHEMES:
        return 0
    i = colon + 3
    if i >= len(s) or s[i] not in _HOST or s[i] in _PUNCT:
        return 0
    i += 1
    end = i
    while i < len(s) and s[i] in _HOST:
        if s[i] not in _PUNCT:
            end = i + 1
        i += 1
    i = end
    stack: list[int] = []
    while i < len(s):
        c = s[i]
        if c in _PUNCT:
            i += 1
            continue
        if c not in _PATH:
            break
        if c in b"({[":
            stack.append({ord("("): ord(")"), ord("{"): ord("}"), ord("["): ord("]")}[c])
        elif c in b")}]":
            if not stack or stack[-1] != c:
                break
            stack.pop()
        if not stack:
            end = i + 1
        i += 1
    return end


def _ident(s: bytes) -> int:
    """The length in bytes of the identifier s starts with ([\\pL_][\\pL_0-9]*), else 0."""
    n = 0
    while n < len(s):
        c = s[n]
        if c < 0x80:
            if (c in _ALNUM or c == ord("_")) and (n > 0 or not 0x30 <= c <= 0x39):
                n += 1
                continue
            break
        width = 2 if c >> 5 == 0b110 else 3 if c >> 4 == 0b1110 else 4 if c >> 3 == 0b11110 else 0
        try:
            letter = width > 0 and is_alpha(s[n:n + width].decode("utf-8"))
        except UnicodeDecodeError:
            letter = False
        if not letter:
            break
        n += width
    return n


def _typographic_quotes(line: str) -> str:
    """gofmt writes `` and '' in doc text as \u201c and \u201d, except inside URLs and runs of
    three or more backticks. A byte-for-byte port of go/doc/comment parseText on a paragraph,
    quirks included (after ``` it skips further backticks counting from the wrong offset).
    Not ported: a doc link such as [os.Exit] restarts that offset in gofmt."""
    if "``" not in line and "''" not in line:
        return line  # only those two pairs are ever rewritten
    s = line.encode("utf-8")
    out = bytearray()
    i = 0
    while i < len(s):
        t = s[i:]
        step = _auto_url(t) or _ident(t)
        if step:
            out += t[:step]
            i += step
        elif t.startswith(b"``") and len(t) >= 3 and t[2] == _BACKTICK:
            j = i + 3
            while j < len(t) and t[j] == _BACKTICK:
                j += 1
            out += s[i:j]
            i = j
        elif t.startswith(b"``") or t.startswith(b"''"):
            out += ("\u201c" if t[0] == _BACKTICK else "\u201d").encode("utf-8")
            i += 2
        else:
            out.append(t[0])
            i += 1
    return out.decode("utf-8")


def _link_definition(line: str) -> bool:
    """go/doc/comment parseLink: `[text]: scheme://...`."""
    if not line.startswith("["):
        return False
    i = line.find("]:")
    if i < 0 or i + 3 >= len(line) or line[i + 2] not in " \t":
        return False
    url = line[i + 3:].strip()
    j = url.find("://")
    return j >= 0 and url[:j] in _SCHEMES


def _old_heading(lines: list[str], i: int) -> bool:
    """go/doc/comment isOldHeading: a lone capitalised line between paragraphs."""
    if i <= 0 or lines[i - 1] or i + 2 >= len(lines) or lines[i + 1]:
        return False
    line = lines[i]
    if not line or not (is_alpha(line[0]) and is_upper(line[0])):
        return False
    if not (is_alpha(line[-1]) or is_digit(line[-1])):
        return False
    if any(ch in _HEADING_ILLEGAL for ch in line):
        return False
    if any(part != "s" and not part.startswith("s ") for part in line.split("'")[1:]):
        return False  # an apostrophe only in a possessive 's
    if any(part == "" or part.startswith(" ") for part in line.split(".")[1:]):
        return False  # a period only when a non-space follows
    return True


# `//` comments, each line written through the one writer: the lines of a doc are laid out as
# gofmt's reader expects them (indentation dropped, blank runs one blank line, none at either end)
# and every line written is defused again, Go's own forms kept (its templates compose `Deprecated:`
# paragraphs around text from vocab.toml).
COMMENT = CommentFormat(prefix="// ", hidden="space", layout="flowing", rewritten=True)
DOC = DocWriter(COMMENT, DIRECTIVES)


def doc_lines(raw: list[str]) -> list[str]:
    """Comment lines as the text of a Go doc comment, already in the form gofmt prints.

    gofmt (Go 1.19+) reformats doc comments: indented lines become code blocks or lists,
    runs of blank lines collapse, a lone `# text` or capitalised line between paragraphs
    becomes a heading, a paragraph of `[text]: URL` lines is a link definition moved to
    the end, and `` and '' become typographic quotes. Comments may be sanitised, so lines
    lose their indentation and non-printable characters, a link-definition paragraph gets a
    space before its first line's colons, and the rest is written the way gofmt rewrites it.
    """
    lines = DOC.layout("\n".join(raw))
    # gofmt's rewrites can enable each other ('' becomes \u201d, and the line may then read
    # as a heading), so rewrite until nothing changes: the result is gofmt's fixed point.
    for _ in range(8):
        rewritten = _rewrite(lines)
        if rewritten == lines:
            break
        lines = rewritten
    return lines


def _rewrite(lines: list[str]) -> list[str]:
    """One pass of gofmt's doc-comment rewrites over sanitised lines."""
    out = list(lines)
    start = 0
    while start < len(lines):
        end = start
        while end < len(lines) and lines[end]:
            end += 1
        paragraph = range(start, end)
        if end - start == 1 and len(lines[start]) >= 2 and lines[start][0] == "#" and lines[start][1] == " " \
                and lines[start].strip() != "#":
            out[start] = "# " + lines[start][1:].strip()
        elif end - start == 1 and _old_heading(lines, start):
            out[start] = "# " + lines[start]
        else:
            if all(_link_definition(lines[i]) for i in paragraph):
                out[start] = lines[start].replace("]:", "] :")
            # parseText scans the paragraph as one string, which its ``` quirk depends on.
            out[start:end] = _typographic_quotes("\n".join(out[start:end])).split("\n")
        start = end + 1
    return out


def comment(lines: list[str], indent: str = "") -> list[str]:
    return DOC.prefixed(lines, f"{indent}//")


def defuse(text: str, header: bool = False) -> str:
    """Text from vocab.toml with every directive of DIRECTIVES defused, line by line; header: the
    text goes above `package`, so the forms read there are defused too."""
    defuse_line = (lambda line: _defuse_header(_defuse_text(line))) if header else _defuse_text
    if "\n" not in text:
        return defuse_line(text)
    return "\n".join(defuse_line(line) for line in text.split("\n"))


def go_doc(text: str, indent: str = "") -> str:
    """Filter: text as a Go doc comment (`// ...` lines), already in the form gofmt prints it."""
    return "\n".join(comment(doc_lines(comment_lines(text)), indent))


def go_comment(text: str, indent: str = "") -> str:
    """Filter: text as plain `// ...` lines (not a doc comment: gofmt leaves those as written)."""
    return "\n".join(comment([printable(line).strip() for line in comment_lines(text)], indent))

"""What the program prints, and how it exits.

Every line goes out in full or the run fails with exit 2 (a closed stream, a full disk, an I/O
error); exit 1 is kept for drift alone. A reader that closes the pipe early (`| head -1`) is no
failure: the run ends at once, silently, with 141 (128 + SIGPIPE), as git and cat do. Paths in every message are shown one way: relative to the
working directory, with `/` separators (`../generated/go/vocab.go` from a subfolder).
"""

from __future__ import annotations

import errno
import os
import select
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn

import click

from vocabgen.exit_codes import INVALID, READER_GONE
from vocabgen.problems import Problem
from vocabgen.records import replace

def show(path: Path) -> str:
    """A path as every message shows it: relative to the working directory, `/`-separated."""
    if path.is_absolute():
        try:
            path = Path(os.path.relpath(path))
        except ValueError:  # another drive on Windows: no relative form exists
            pass
    return path.as_posix()


def shown(problems: list[Problem], base: Path | None = None) -> list[Problem]:
    """Problems with their file shown the one way; base is the folder their file is relative to."""
    return [replace(p, file=show(base / p.file if base is not None else Path(p.file))) for p in problems]


class ReaderGone(click.exceptions.Exit):
    """The reader of a pipe closed it before reading everything (EPIPE): it wanted no more.
    Exit 141 without a message, like a Unix tool ended by SIGPIPE."""

    def __init__(self) -> None:
        super().__init__(READER_GONE)


class OutputFailed(click.ClickException):
    """Standard output or error could not be written in full (a full disk, a closed stream, an
    I/O error): exit 2, never a traceback, whichever stream still works carries the reason."""

    exit_code = INVALID

    def show(self, file: Any = None) -> None:
        try:
            write(f"Error: {self.format_message()}\n", err=True)
        except (OSError, ValueError):  # standard error fails too: the exit status alone tells
            pass


def write(text: str, err: bool) -> None:
    """Write text to standard output (or error) in full, or raise OSError.

    A closed stream is an error (click.echo would drop the text without one). A stream on a
    file descriptor is written through it, waiting while a non-blocking pipe is full: Python's
    buffered writer drops what does not fit there, without an error. Other streams (a test
    runner's, Windows' consoles, which translate line endings) go through click.echo."""
    stream = sys.stderr if err else sys.stdout
    if stream is None:
        raise OSError(errno.EBADF, "it is closed")
    try:
        fd = stream.fileno() if os.name == "posix" else -1
    except (OSError, ValueError):  # io.UnsupportedOperation: an in-memory stream
        fd = -1
    if fd < 0:
        click.echo(text, file=stream, nl=False)
        return
    stream.flush()
    data = memoryview(text.encode(stream.encoding, stream.errors or "strict"))
    while data:
        try:
            data = data[os.write(fd, data):]
        except BlockingIOError:
            select.select([], [fd], [])


def echo(message: str, err: bool = False, nl: bool = True) -> None:
    """Print a message in full, or fail with a clear error and exit 2 (141, silently, when the
    reader closed the pipe)."""
    try:
        write(message + "\n" if nl else message, err)
    except OSError as exc:
        stream = sys.stderr if err else sys.stdout
        try:  # drop what is still buffered, so that the exit's own flush cannot fail again
            if stream is not None:
                os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        if exc.errno == errno.EPIPE:
            raise ReaderGone() from None
        name = "standard error" if err else "standard output"
        raise OutputFailed(f"cannot write to {name} ({exc.strerror or exc})") from None


# How each kind of text looks on a terminal (click.style's arguments). Colour is added after the
# text is made visible (an escape in a user's text is shown, never acted on) and only where
# painter() allows it; a GitHub annotation is never painted (it must start its line).
STYLES: dict[str, dict[str, Any]] = {
    "location": {"bold": True},
    "failed": {"fg": "red", "bold": True},
    "drift": {"fg": "yellow", "bold": True},
    "hint": {"bold": True},
    "removed": {"fg": "red"},
    "added": {"fg": "green"},
    "hunk": {"fg": "cyan"},
    "header": {"bold": True},
    "breaking": {"fg": "red", "bold": True},
    "source-breaking": {"fg": "yellow", "bold": True},
    "addition": {"fg": "cyan"},
    "non-breaking": {"fg": "green"},
}


def colour_wanted(err: bool = False) -> bool:
    """Whether a stream gets colour: never under NO_COLOR (no-color.org), always under FORCE_COLOR
    (force-color.org), each when set and not empty, NO_COLOR first as in CPython and pytest;
    otherwise only on a terminal that is not TERM=dumb, never in a pipe or a file."""
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    stream = sys.stderr if err else sys.stdout
    try:
        return stream is not None and stream.isatty() and os.environ.get("TERM") != "dumb"
    except (OSError, ValueError):
        return False


class Painter:
    """Styles text by its role (STYLES) when the stream gets colour, else leaves it alone; asked
    once per stream and command, not per line."""

    def __init__(self, err: bool = False, allowed: bool = True) -> None:
        self.on = allowed and colour_wanted(err)

    def __call__(self, text: str, role: str) -> str:
        return click.style(text, **STYLES[role]) if self.on and text else text

    def diff(self, text: str) -> str:
        """A unified diff's lines coloured as git colours them: headers, hunks, removed, added."""
        if not self.on:
            return text
        painted = []
        for line in text.splitlines(keepends=True):
            body = line.rstrip("\n")
            role = ("header" if line.startswith(("--- ", "+++ ")) else "hunk" if line.startswith("@@") else
                    "removed" if line.startswith("-") else "added" if line.startswith("+") else "")
            painted.append((self(body, role) if role else body) + line[len(body):])
        return "".join(painted)


def count(n: int, singular: str, plural: str = "") -> str:
    """"1 rule", "2 rules": counts in messages agree with their nouns."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"


def visible(text: str) -> str:
    """Text with each character a terminal would act on or hide (controls, line breaks, bidi and
    other format characters) as its Python escape: a message quoting what a user's file or
    template chose (an exception's text, a file name) cannot move the cursor, forge a line of a
    CI log or reorder it."""
    return text if text.isprintable() else "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def print_problems(problems: list[Problem], footer: str | None = None,
                   annotate: Callable[[Problem], str] | None = None) -> None:
    """Every problem, then the footer (nothing written, or what was), on standard error; with
    annotate (--format github), each problem is that annotation instead, on standard output."""
    paint = Painter(err=True, allowed=annotate is None)
    for problem in problems:
        if annotate is not None:
            echo(annotate(problem))
            continue
        where = visible(problem.where)
        echo(paint(where + ":", "location") + visible(str(problem))[len(where) + 1:], err=True)
    echo(paint(footer or f"{count(len(problems), 'problem')} found; nothing was written.", "failed"), err=True)


def report_bug(bug: Exception) -> None:
    """The traceback of an exception no handler expected, on standard error if that works."""
    try:
        sys.excepthook(type(bug), bug, bug.__traceback__)
        write("vocabgen: internal error; please report it with the traceback above\n", err=True)
    except (OSError, ValueError):
        pass


def exit_status(code: object) -> int:
    """The status Python itself would exit with for sys.exit(code)."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def flushed(status: int) -> int:
    """Flush stdout and stderr; 2 if either cannot be (output not fully written, where Python's
    own shutdown would report 120), 141 if its reader closed the pipe."""
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except BrokenPipeError:
            status = READER_GONE
        except (OSError, ValueError):
            status = INVALID
    return status


def leave(status: int) -> NoReturn:
    """Exit at once after flushing, like mypy: the interpreter's shutdown would free every object
    one by one (about a tenth of a shipped render) for memory the system takes back anyway. Under
    a tracer or profiler (coverage, cProfile), a normal exit, so that they write their data."""
    monitoring = getattr(sys, "monitoring", None)  # Python 3.12+: coverage's sysmon core
    if sys.gettrace() or sys.getprofile() or monitoring and any(map(monitoring.get_tool, range(6))):
        sys.exit(status)
    os._exit(flushed(status))

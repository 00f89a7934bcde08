"""Read vocab.toml as text: the one place file-reading mistakes become located problems."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from vocabgen.problems import Problem, ProblemsFound

MAX_BYTES = 16 * 1024 * 1024  # no real vocabulary comes near; /dev/zero would never end
NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # opening a FIFO must not wait for a writer (absent on Windows)


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words for a message."""
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


class NotRegular(OSError):
    """A FIFO, a device or a socket where a file was expected: never read, never replaced."""

    def __init__(self, mode: int) -> None:
        super().__init__(kind_of(mode))
        self.kind = kind_of(mode)


def _refuse_special(path: Path) -> None:
    """NotRegular when the path is there and is neither a regular file nor a directory."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise NotRegular(mode) from None


def read_regular(path: Path, limit: int | None = None) -> bytes:
    """A regular file's bytes (at most `limit`); anything else raises NotRegular at once.

    Opened non-blocking so that a FIFO never hangs the open; fstat on the open descriptor
    decides, so nothing can swap the file between the check and the read.
    """
    try:
        fd = os.open(path, os.O_RDONLY | NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        _refuse_special(path)  # a socket cannot be opened at all (ENXIO): say what it is
        raise
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
        if not stat.S_ISREG(mode):
            raise NotRegular(mode)
        if NONBLOCK:
            os.set_blocking(fd, True)
        chunks = []
        left = -1 if limit is None else limit
        while left:
            chunk = os.read(fd, 1 << 20 if left < 0 else min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left = left - len(chunk) if left > 0 else left
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_bytes(path: Path, display: str, limit: int = MAX_BYTES) -> bytes:
    """The vocab file's bytes: a regular file of at most `limit` bytes, else a located problem."""
    def problem(message: str) -> ProblemsFound:
        return ProblemsFound([Problem(display, 0, (), message)])

    try:
        data = read_regular(path, limit + 1)
    except FileNotFoundError:
        raise problem("file not found; create it or pass --vocab PATH") from None
    except IsADirectoryError:
        raise problem("is a directory, not a file; pass --vocab PATH to a vocab.toml") from None
    except NotRegular as exc:
        raise problem(f"is {exc.kind}, not a regular file; vocabgen reads vocab.toml only from a regular file") \
            from None
    except OSError as exc:
        raise problem(f"cannot be read ({exc.strerror}); check its permissions") from None
    if len(data) > limit:
        raise problem(f"is larger than {limit // (1024 * 1024)} MiB, the most vocabgen reads; "
                      "split the vocabulary into several files")
    return data


def read_source(path: Path, display: str) -> str:
    """Read the file as UTF-8 text; a BOM is accepted and dropped, like most TOML readers."""
    return decode_source(read_bytes(path, display), display)


def decode_source(data: bytes, display: str) -> str:
    """A vocab file's bytes as text, from a file or a git revision: a BOM is dropped, and invalid
    UTF-8 is a problem naming its line."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ProblemsFound([Problem(display, line, (), f"invalid UTF-8 (byte 0x{data[exc.start]:02x}); "
                                     "save the file as UTF-8")]) from None

"""Read vocab.toml as text: the one place file-reading mistakes become located problems."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from vocabgen.problems import Problem, ProblemsFound

MAX_BYTES = 16 * 1024 * 1024  # no real vocabulary comes near; /dev/zero would never end


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


def _problem(display: str, message: str) -> ProblemsFound:
    return ProblemsFound([Problem(display, 0, (), message)])


def read_bytes(path: Path, display: str, limit: int = MAX_BYTES) -> bytes:
    """The file's bytes, reading only a regular file and at most `limit` bytes of it.

    Opened non-blocking so that a FIFO never hangs the open; fstat on the open descriptor
    decides, so nothing can swap the file between the check and the read.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise _problem(display, "file not found; create it or pass --vocab PATH") from None
    except IsADirectoryError:
        raise _problem(display, "is a directory, not a file; pass --vocab PATH to a vocab.toml") from None
    except OSError as exc:
        raise _problem(display, f"cannot be read ({exc.strerror}); check its permissions") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise _problem(display, "is a directory, not a file; pass --vocab PATH to a vocab.toml")
        if not stat.S_ISREG(mode):
            raise _problem(display, f"is {kind_of(mode)}, not a regular file; vocabgen reads vocab.toml "
                                    "only from a regular file")
        os.set_blocking(fd, True)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise _problem(display, f"cannot be read ({exc.strerror}); check its permissions") from None
    finally:
        os.close(fd)
    if size > limit:
        raise _problem(display, f"is larger than {limit // (1024 * 1024)} MiB, the most vocabgen reads; "
                                "split the vocabulary into several files")
    return b"".join(chunks)


def read_source(path: Path, display: str) -> str:
    """Read the file as UTF-8 text; a BOM is accepted and dropped, like most TOML readers."""
    data = read_bytes(path, display)
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ProblemsFound([Problem(display, line, (), f"invalid UTF-8 (byte 0x{data[exc.start]:02x}); "
                                     "save the file as UTF-8")]) from None

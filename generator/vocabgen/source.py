"""Read vocab.toml as text: the one place file-reading mistakes become located problems."""

from __future__ import annotations

from pathlib import Path

from vocabgen.problems import Problem, ProblemsFound


def read_source(path: Path, display: str) -> str:
    """Read the file as UTF-8 text; a BOM is accepted and dropped, like most TOML readers."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ProblemsFound([Problem(display, 0, (), "file not found; create it or pass --vocab PATH")]) from None
    except IsADirectoryError:
        raise ProblemsFound([Problem(display, 0, (), "is a directory, not a file; pass --vocab PATH to a vocab.toml")]) from None
    except OSError as exc:
        raise ProblemsFound([Problem(display, 0, (), f"cannot be read ({exc.strerror}); check its permissions")]) from None
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise ProblemsFound([Problem(display, line, (), f"invalid UTF-8 (byte 0x{data[exc.start]:02x}); "
                                     "save the file as UTF-8")]) from None

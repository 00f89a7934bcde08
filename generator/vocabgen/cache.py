"""A content-addressed cache of rendered output, in the spirit of black's cache.

Rendering is a pure function of (vocab.toml bytes, its file name, the selected targets, vocabgen's
own sources and templates, the Python and Unicode versions). The cache stores the rendered
{path: text} under a hash of exactly those inputs, so `render --check` and an unchanged `render`
need neither Jinja nor template compilation. Any change to any input is a different key; a
damaged entry is ignored. Only valid input is ever cached. Set VOCABGEN_NO_CACHE=1 to disable,
VOCABGEN_CACHE_DIR to move it.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
import unicodedata
from collections.abc import Iterable
from pathlib import Path

from vocabgen import __version__
from vocabgen.paths import templates_dir

KEEP = 32  # entries kept; older ones are removed
_PACKAGE = Path(__file__).resolve().parent


def cache_dir() -> Path | None:
    """Where cached renders live, or None when caching is off."""
    if os.environ.get("VOCABGEN_NO_CACHE"):
        return None
    explicit = os.environ.get("VOCABGEN_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "vocabgen" / __version__


def _source_files() -> list[Path]:
    files = [p for p in _PACKAGE.rglob("*.py")]
    files += [p for p in templates_dir().rglob("*.j2")]
    return sorted(files)


def render_key(vocab_bytes: bytes, display_name: str, targets: Iterable[str]) -> str:
    """The hash of every input that can change rendered output."""
    digest = hashlib.sha256()
    for part in (__version__, sys.version.split()[0], unicodedata.unidata_version, display_name,
                 "\0".join(sorted(targets))):
        digest.update(part.encode("utf-8") + b"\0")
    digest.update(vocab_bytes)
    for path in _source_files():
        digest.update(path.name.encode("utf-8") + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def load(key: str) -> dict[str, str] | None:
    """The cached render for key, or None (missing, unreadable or damaged)."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        data = marshal.loads((folder / f"{key}.render").read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
        return None
    return data


def store(key: str, files: dict[str, str]) -> None:
    """Save a render; failure to cache never fails the command."""
    folder = cache_dir()
    if folder is None:
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / f".{key}.{os.getpid()}.tmp"
        tmp.write_bytes(marshal.dumps(files))
        os.replace(tmp, folder / f"{key}.render")
        entries = sorted(folder.glob("*.render"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in entries[KEEP:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


def jinja_cache_dir() -> Path | None:
    """Where Jinja keeps compiled templates (it checks each template's source checksum itself)."""
    folder = cache_dir()
    if folder is None:
        return None
    try:
        (folder / "jinja").mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return folder / "jinja"

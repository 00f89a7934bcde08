"""Fetch one jar from Maven Central into a folder, checked against a pinned SHA-256.

The install scripts use this instead of `mvn dependency:copy`: into an empty local repository
Maven first resolves its own dependency plugin (about 30 seconds of downloads on a fresh
machine) to copy a file it could simply download. The pinned digest makes the jar exactly the
one the tests were written against. Idempotent: a jar already there with the right digest is
left alone.

    python3 tests/install/maven_jar.py GROUP:ARTIFACT:VERSION SHA256 DEST_FOLDER
"""

from __future__ import annotations

import hashlib
import os
import sys
import tempfile
import urllib.request
from pathlib import Path

CENTRAL = "https://repo.maven.apache.org/maven2"
ATTEMPTS = 3


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=120) as response:
        return bytes(response.read())


def _download(url: str) -> bytes:
    """The body at url, tried up to three times: one dropped connection should not fail a test run."""
    for _ in range(ATTEMPTS - 1):
        try:
            return _read(url)
        except OSError:
            pass
    return _read(url)


def fetch(coordinate: str, sha256: str, dest: Path) -> Path:
    """The jar for coordinate in dest, downloaded unless already there with the pinned digest."""
    group, artifact, version = coordinate.split(":")
    name = f"{artifact}-{version}.jar"
    target = dest / name
    if target.is_file() and _sha256(target.read_bytes()) == sha256:
        return target
    url = f"{CENTRAL}/{group.replace('.', '/')}/{artifact}/{version}/{name}"
    data = _download(url)
    if _sha256(data) != sha256:
        raise SystemExit(f"{name}: SHA-256 {_sha256(data)} from {url}, expected {sha256}; nothing written")
    dest.mkdir(parents=True, exist_ok=True)
    fd, staged = tempfile.mkstemp(dir=dest, prefix=f".{name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(staged, target)
    except BaseException:
        os.unlink(staged)
        raise
    return target


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    coordinate, sha256, dest = argv
    fetch(coordinate, sha256, Path(dest))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

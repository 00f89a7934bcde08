"""Re-render the golden corpus (tests/golden/<case>/out/) and print its fingerprint.

Run after a deliberate output change, review `git diff tests/golden`, then record the printed
fingerprint in CHANGELOG.md under a new "Output changes" entry that says what changed in which
port and why. tests/test_golden.py fails until both are done.

    python scripts/update_golden.py            # re-render every case, print the fingerprint
    python scripts/update_golden.py --print    # only print the fingerprint of the committed corpus
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"


def cases() -> list[Path]:
    return sorted(p for p in GOLDEN.iterdir() if (p / "vocab.toml").is_file())


def fingerprint() -> str:
    """SHA-256 over every golden output file: case name, path and bytes, in sorted order."""
    digest = hashlib.sha256()
    for case in cases():
        out = case / "out"
        for path in sorted(p for p in out.rglob("*") if p.is_file()):
            rel = f"{case.name}/{path.relative_to(out).as_posix()}"
            digest.update(rel.encode("utf-8") + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def main() -> int:
    if "--print" not in sys.argv:
        for case in cases():
            proc = subprocess.run([sys.executable, "-m", "vocabgen", "render", "--quiet", "--prune",
                                   "--vocab", str(case / "vocab.toml"), "--out", str(case / "out")])
            if proc.returncode != 0:
                return proc.returncode
    print(f"sha256:{fingerprint()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

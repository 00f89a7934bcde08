"""Instruction counts under callgrind: the shipped vocab.toml's cold render and --check, beside the
floor (`python -c "import click, jinja2"`).

Counts, unlike seconds, do not move with the machine's load: the same commit gives the same
figures within a fraction of a percent, so two commits can be compared on a busy 2-core machine.
Nothing fails on them; the script only reports.

    python benchmarks/instructions.py                 # floor, shipped_cold, shipped_check
    python benchmarks/instructions.py --vocab FILE    # another vocab file instead of vocab.toml
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def instructions(command: list[str], cwd: Path, scratch: Path) -> int:
    """The instructions one run of command executes (children included), as callgrind counts them."""
    out = scratch / "callgrind.out.%p"
    proc = subprocess.run(["valgrind", "--tool=callgrind", "--trace-children=yes", f"--callgrind-out-file={out}",
                           *command], cwd=cwd, capture_output=True, text=True,
                          env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed:\n{proc.stderr[-2000:]}")
    total = 0
    for line in proc.stderr.splitlines():
        found = re.search(r"Collected : (\d+)", line)
        if found:
            total += int(found.group(1))
    for file in scratch.glob("callgrind.out.*"):
        file.unlink()
    return total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vocab", type=Path, default=ROOT / "vocab.toml")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt-get install valgrind)")
    python = sys.executable
    # Byte-compile first, so that every row loads .pyc files, as an installed vocabgen does.
    subprocess.run([python, "-m", "compileall", "-q", str(ROOT / "generator")], check=True)
    with tempfile.TemporaryDirectory() as folder:
        scratch = Path(folder)
        project = scratch / "project"
        project.mkdir()
        shutil.copy2(args.vocab, project / "vocab.toml")
        floor = instructions([python, "-c", "import click, jinja2"], project, scratch)
        cold = instructions([python, "-m", "vocabgen", "render", "--quiet"], project, scratch)
        check = instructions([python, "-m", "vocabgen", "render", "--check", "--quiet"], project, scratch)
    for name, count in (("floor", floor), ("shipped_cold", cold), ("shipped_check", check)):
        print(f"{name:14} {count / 1e6:9.1f} M instructions  {count / floor:5.2f}x floor")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

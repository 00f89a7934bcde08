"""Re-render the golden corpus (tests/golden/<case>/out/), rewrite its coverage table, and print
its fingerprint.

Run after a deliberate output change, review `git diff tests/golden`, then record the printed
fingerprint in CHANGELOG.md under a new "Output changes" entry that says what changed in which
port and why. tests/test_golden.py fails until both are done.

    python scripts/update_golden.py            # re-render every case, rewrite the table, print the fingerprint
    python scripts/update_golden.py --print    # only print the fingerprint of the committed corpus
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tomllib
from pathlib import Path

from vocabgen.targets.base import Setting
from vocabgen.targets.registry import TARGETS

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"
README = GOLDEN / "README.md"
TABLE_START = "<!-- coverage table: written by scripts/update_golden.py -->"
TABLE_END = "<!-- end of coverage table -->"


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


def choices(setting: Setting) -> tuple[str, ...]:
    """What a setting can be, as the corpus must pin it: every level of a level setting
    (functions, Go's collections), both booleans, and for a name or path both an explicit value
    and the default (where one exists)."""
    if setting.choices:
        return setting.choices
    if setting.boolean:
        return ("true", "false")
    if setting.default is None and not setting.optional:
        return ("set",)
    return ("set", "default")


def choice(setting: Setting, table: dict[str, object]) -> str:
    """The choice a [targets.NAME] table makes for setting."""
    if setting.name not in table:
        if setting.choices or setting.boolean:
            assert setting.default is not None
            return setting.default({})
        return "default"
    value = table[setting.name]
    if setting.choices:
        return str(value)
    if setting.boolean:
        return "true" if value else "false"
    return "set"


def coverage() -> dict[tuple[str, str, str], list[str]]:
    """(port, setting, choice) -> the cases that pin it, for every choice of every setting of
    every port (an empty list: pinned by none)."""
    pinned: dict[tuple[str, str, str], list[str]] = {
        (port, setting.name, value): [] for port, target in TARGETS.items()
        for setting in target.settings for value in choices(setting)}
    for case in cases():
        document = tomllib.loads((case / "vocab.toml").read_text(encoding="utf-8"))
        for port, table in document.get("targets", {}).items():
            for setting in TARGETS[port].settings:
                pinned[(port, setting.name, choice(setting, table))].append(case.name)
    return pinned


def table() -> str:
    """The coverage table: a row per setting and choice, a column per port, the number of each
    case that pins it (— where the port has no such setting), then the legend."""
    numbers = {case.name: index for index, case in enumerate(cases(), start=1)}
    pinned = coverage()
    rows: list[tuple[str, str]] = []
    for target in TARGETS.values():
        for setting in target.settings:
            for value in choices(setting):
                if (setting.name, value) not in rows:
                    rows.append((setting.name, value))
    lines = ["| setting | " + " | ".join(TARGETS) + " |", "|---|" + "---|" * len(TARGETS)]
    for name, value in rows:
        cells = []
        for port in TARGETS:
            found = pinned.get((port, name, value))
            cells.append("—" if found is None else ", ".join(str(numbers[c]) for c in found) or "**none**")
        lines.append(f"| `{name}` {value} | " + " | ".join(cells) + " |")
    lines.append("")
    lines.extend(f"{number}. `{name}`" for name, number in numbers.items())
    return "\n".join(lines)


def readme_with_table(text: str) -> str:
    """The corpus README with its coverage table replaced by today's."""
    head, rest = text.split(TABLE_START, 1)
    _, tail = rest.split(TABLE_END, 1)
    return f"{head}{TABLE_START}\n{table()}\n{TABLE_END}{tail}"


def main() -> int:
    if "--print" not in sys.argv:
        for case in cases():
            proc = subprocess.run([sys.executable, "-m", "vocabgen", "render", "--quiet", "--prune",
                                   "--vocab", str(case / "vocab.toml"), "--out", str(case / "out")])
            if proc.returncode != 0:
                return proc.returncode
        README.write_text(readme_with_table(README.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"sha256:{fingerprint()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

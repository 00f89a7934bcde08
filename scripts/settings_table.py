"""Print the README's settings x ports table: which [targets.NAME] setting each port accepts, and
its default, read from every profile's settings (vocabgen.targets.*.SETTINGS).

A port refuses, located, every setting it does not list (`unknown key in [targets.go]`), so this
table is also the list of what each port refuses. tests/test_readme.py fails when the README's
copy differs from what this prints.

    python scripts/settings_table.py     # paste between the README's settings-table markers
"""

from __future__ import annotations

from vocabgen.targets.base import Setting
from vocabgen.targets.registry import TARGETS


def cell(setting: Setting) -> str:
    """A port's entry for one setting: required, its fixed default, derived from other settings, or off."""
    if setting.default is None:
        return "off" if setting.optional else "required"
    try:
        value = setting.default({})
    except KeyError:  # computed from another setting (a path from the module name, ...)
        return "derived"
    return f"`{value}`" if value else "off"


def table() -> str:
    names = list(dict.fromkeys(s.name for target in TARGETS.values() for s in target.settings))
    lines = ["| setting | " + " | ".join(TARGETS) + " |", "|---" * (len(TARGETS) + 1) + "|"]
    for name in names:
        cells = [next((cell(s) for s in target.settings if s.name == name), "—") for target in TARGETS.values()]
        lines.append(f"| `{name}` | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(table(), end="")

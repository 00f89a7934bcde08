"""Print the README's template-context tables from the targets' context dataclasses.

The tables are the contract for custom templates (`--templates DIR`); tests/test_readme.py
fails when the README's copy differs from what this prints, so the documentation cannot drift
from the real context.

    python scripts/context_tables.py     # paste between the README's context-table markers
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect

from vocabgen.targets.registry import TARGETS


def tables() -> str:
    lines = ["| target | dataclass | what it is | fields (type) |", "|---|---|---|---|"]
    for name in TARGETS:
        module = importlib.import_module(f"vocabgen.targets.{name}")
        classes = [c for _, c in inspect.getmembers(module, inspect.isclass)
                   if dataclasses.is_dataclass(c) and c.__module__ == module.__name__]
        classes.sort(key=lambda c: inspect.getsourcelines(c)[1])
        for cls in classes:
            doc = (inspect.getdoc(cls) or "").split("\n")[0].replace("|", "\\|")
            fields = ", ".join(f"`{f.name}` ({str(f.type).replace('|', '∣')})" for f in dataclasses.fields(cls))
            lines.append(f"| {name} | `{cls.__name__}` | {doc} | {fields} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(tables(), end="")

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

from vocabgen import view
from vocabgen.profile import Profile
from vocabgen.targets.registry import TARGETS


def _case(role: object) -> str:
    case = role.case  # type: ignore[attr-defined]
    if isinstance(case, dict):
        return "; ".join(f"{level}: {fn.__name__}" for level, fn in case.items())
    return str(getattr(case, "__name__", case))


def tables() -> str:
    lines = ["| target | dataclass | what it is | fields (type) |", "|---|---|---|---|"]
    for cls in view.CLASSES:
        doc = (inspect.getdoc(cls) or "").split("\n")[0].replace("|", "\\|")
        fields = ", ".join(f"`{name}` ({what.replace('|', '∣')})" for name, what, _ in view.fields(cls))
        lines.append(f"| view | `{cls.__name__}` | {doc} | {fields} |")
    for name, target in TARGETS.items():
        if isinstance(target, Profile):
            if target.roles:
                roles = ", ".join(f"`{r.role}` \"{r.words}\" ({_case(r)})" for r in target.roles)
                lines.append(f"| {name} | naming table | `.names.{name}.<role>`: words and case | {roles} |")
            continue
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

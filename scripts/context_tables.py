"""Print the README's template-context tables: the view's classes and every port's naming table.

The tables are the contract for custom templates (`--templates DIR`); tests/test_readme.py
fails when the README's copy differs from what this prints, so the documentation cannot drift
from the real context.

    python scripts/context_tables.py     # paste between the README's context-table markers
"""

from __future__ import annotations

import inspect

from vocabgen import view
from vocabgen.profile import Role
from vocabgen.targets.registry import TARGETS


def _case(role: Role) -> str:
    if isinstance(role.case, dict):
        spelled = "; ".join(f"{level}: {fn.__name__}" for level, fn in role.case.items())
    else:
        spelled = str(getattr(role.case, "__name__", role.case))
    if role.level != "functions":
        spelled = f"{role.level} {spelled}"
    return spelled


def tables() -> str:
    lines = ["| target | class | what it is | fields |", "|---|---|---|---|"]
    for cls in view.CLASSES:
        doc = (inspect.getdoc(cls) or "").split("\n")[0].replace("|", "\\|")
        fields = ", ".join(f"`{name}` ({what.replace('|', '∣')})" for name, what, _ in view.fields(cls))
        lines.append(f"| view | `{cls.__name__}` | {doc} | {fields} |")
    for name, target in TARGETS.items():
        if target.roles:
            roles = ", ".join(f"`{r.role}` \"{r.words}\" ({_case(r)})" for r in target.roles)
            lines.append(f"| {name} | naming table | `.names.{name}.<role>`: words and case | {roles} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(tables(), end="")

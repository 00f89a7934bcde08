"""The wheel's build step: the shipped templates compiled ahead of time into Python modules.

Declared in pyproject.toml (`[tool.setuptools.cmdclass] build_py`): after setuptools copies the
package into its build folder, Jinja's public Environment.compile_templates compiles the templates
found there into `vocabgen/compiled_templates/`, which jinja2.ModuleLoader loads at run time.
Why: compiling the templates costs a fresh process more than everything else vocabgen does; a
module compiled once into the package costs only an import, and is as trusted as vocabgen's own
code. Nothing it writes is committed: a checkout or an editable install has no such folder and
compiles the templates from source (same bytes: tests/test_environment.py), and `vocabgen
--version` says which an install uses.

    python scripts/build_templates.py FOLDER   # compile into FOLDER (vocabgen importable)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools.command.build_py import build_py

COMPILED = "compiled_templates"
MANIFEST = '''"""Templates compiled ahead of time by the wheel's build step (scripts/build_templates.py).

JINJA_VERSION is the Jinja that compiled them; vocabgen uses them while it runs a Jinja of that series.
"""

JINJA_VERSION = {jinja!r}
'''


def compile_into(folder: Path) -> None:
    """Write the compiled modules and their manifest into folder (emptied first): the same
    environment as a render's, so the filters are bound as a render binds them."""
    import jinja2  # the build's Jinja, present only when vocabgen is

    from vocabgen.environment import source_environment

    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    source_environment().compile_templates(str(folder), zip=None, ignore_errors=False)
    (folder / "__init__.py").write_text(MANIFEST.format(jinja=jinja2.__version__), encoding="utf-8")


class BuildWithTemplates(build_py):
    """setuptools' build_py, then the compiled templates beside the package it built. An
    editable install builds nothing here (its package is the checkout): it compiles from source."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        target = Path(self.build_lib) / "vocabgen" / COMPILED
        # In a fresh interpreter, importing the vocabgen just built (ahead of any other), with the
        # build environment's own path (pip's isolated build passes its Jinja there).
        path = [os.path.abspath(self.build_lib), *filter(None, [os.environ.get("PYTHONPATH")])]
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(path)}
        subprocess.run([sys.executable, os.path.abspath(__file__), str(target)], check=True, env=env)
        self.byte_compile([str(path) for path in sorted(target.glob("*.py"))])

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:  # type: ignore[override]
        folder = Path(self.build_lib) / "vocabgen" / COMPILED
        return [*super().get_outputs(include_bytecode), *(str(p) for p in sorted(folder.glob("*.py")))]


if __name__ == "__main__":
    compile_into(Path(sys.argv[1]))

"""Compile the shipped Jinja templates ahead of time into ordinary Python modules.

    python -m vocabgen.precompile           # rewrite generator/vocabgen/compiled_templates/
    python -m vocabgen.precompile --check   # exit 1 naming every module that disagrees

Why: compiling the templates costs a fresh process more than everything else vocabgen does;
modules compiled once and shipped in the package cost only an import, and are as trusted as
vocabgen's own code (no user-writable cache is involved). Jinja's Environment.compile_templates
writes them, jinja2.ModuleLoader loads them; the manifest records the templates' digests and the
Jinja that compiled them. The output is a pure function of the templates' bytes, the registered
filters and the Jinja version; tests/test_environment.py fails when it disagrees with templates/.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import jinja2

from vocabgen.environment import source_digests, source_environment
from vocabgen.paths import compiled_templates_dir

MANIFEST = '''"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = {jinja!r}
SOURCES = {{
{sources}}}
'''


def compiled_files() -> dict[str, bytes]:
    """Every file the compiled_templates folder must hold, by file name."""
    with tempfile.TemporaryDirectory() as folder:
        source_environment().compile_templates(folder, zip=None, ignore_errors=False)
        files = {path.name: path.read_bytes() for path in Path(folder).iterdir()}
    sources = "".join(f"    {name!r}: {digest!r},\n" for name, digest in source_digests().items())
    files["__init__.py"] = MANIFEST.format(jinja=jinja2.__version__, sources=sources).encode("utf-8")
    return dict(sorted(files.items()))


def differences(folder: Path) -> list[str]:
    """File names in folder that are stale, missing or left over, each with its state."""
    wanted = compiled_files()
    found = {p.name for p in folder.glob("*.py")} if folder.is_dir() else set()
    out = []
    for name, data in wanted.items():
        if name not in found:
            out.append(f"missing: {name}")
        elif (folder / name).read_bytes() != data:
            out.append(f"stale: {name}")
    out += [f"left over: {name}" for name in sorted(found - set(wanted))]
    return out


def write(folder: Path) -> list[str]:
    """Bring folder up to date; return what changed (unchanged files keep their bytes and mtime)."""
    changed = differences(folder)
    folder.mkdir(parents=True, exist_ok=True)
    wanted = compiled_files()
    for name, data in wanted.items():
        path = folder / name
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
    for path in folder.glob("*.py"):
        if path.name not in wanted:
            path.unlink()
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m vocabgen.precompile", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if any module disagrees")
    args = parser.parse_args(argv)
    folder = compiled_templates_dir()
    found = differences(folder) if args.check else write(folder)
    for line in found:
        print(line)
    return 1 if args.check and found else 0


if __name__ == "__main__":
    sys.exit(main())

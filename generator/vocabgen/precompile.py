"""Compile the shipped Jinja templates ahead of time into ordinary Python modules.

    python -m vocabgen.precompile           # rewrite generator/vocabgen/compiled_templates/
    python -m vocabgen.precompile --check   # exit 1 naming every module that disagrees

Why: compiling nine templates costs a fresh process more than everything else vocabgen does;
modules compiled once and shipped in the package cost only an import, and are as trusted as
vocabgen's own code (no user-writable cache is involved). The output is a pure function of the
templates' bytes, the registered filters and the Jinja version, so it is byte-identical on every
run; tests/test_precompile.py fails when it disagrees with templates/.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HEADER = ("# Compiled from templates/{name} by `python -m vocabgen.precompile`. DO NOT EDIT.\n"
          "# mypy: ignore-errors\n")
MANIFEST = '''"""Templates compiled ahead of time by `python -m vocabgen.precompile`. DO NOT EDIT.

SOURCES holds the sha256 of each template the modules were compiled from, JINJA_VERSION the Jinja
that compiled them; vocabgen.environment uses the modules only while both still match.
"""

JINJA_VERSION = {jinja!r}
SOURCES = {{
{sources}}}
'''


def compiled_files() -> dict[str, str]:
    """Every file the compiled_templates folder must hold, by file name, as text."""
    import jinja2

    from vocabgen.environment import source_digests, source_environment

    env = source_environment()
    files: dict[str, str] = {}
    digests = source_digests()
    for name in digests:
        source, filename, _ = env.loader.get_source(env, name)  # type: ignore[union-attr]
        code = env.compile(source, name, filename, raw=True, defer_init=True)
        files[jinja2.ModuleLoader.get_module_filename(name)] = HEADER.format(name=name) + code
    sources = "".join(f"    {name!r}: {digest!r},\n" for name, digest in digests.items())
    files["__init__.py"] = MANIFEST.format(jinja=jinja2.__version__, sources=sources)
    return dict(sorted(files.items()))


def differences(folder: Path) -> list[str]:
    """File names in folder that are stale, missing or left over, each with its state."""
    wanted = compiled_files()
    found = {p.name for p in folder.glob("*.py")} if folder.is_dir() else set()
    out = []
    for name, text in wanted.items():
        path = folder / name
        if name not in found:
            out.append(f"missing: {name}")
        elif path.read_bytes() != text.encode("utf-8"):
            out.append(f"stale: {name}")
    out += [f"left over: {name}" for name in sorted(found - set(wanted))]
    return out


def write(folder: Path) -> list[str]:
    """Bring folder up to date; return what changed (unchanged files keep their bytes and mtime)."""
    changed = differences(folder)
    folder.mkdir(parents=True, exist_ok=True)
    wanted = compiled_files()
    for name, text in wanted.items():
        path = folder / name
        if not path.exists() or path.read_bytes() != text.encode("utf-8"):
            path.write_bytes(text.encode("utf-8"))
    for path in folder.glob("*.py"):
        if path.name not in wanted:
            path.unlink()
    return changed


def main(argv: list[str] | None = None) -> int:
    from vocabgen.paths import compiled_templates_dir

    parser = argparse.ArgumentParser(prog="python -m vocabgen.precompile", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if any module disagrees")
    args = parser.parse_args(argv)
    folder = compiled_templates_dir()
    if args.check:
        found = differences(folder)
        for line in found:
            print(line)
        return 1 if found else 0
    for line in write(folder):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())

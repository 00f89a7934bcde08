"""The differential check: the generator as it was before the rebuild (pinned by commit) and the
working tree render the same drawn vocabularies, and every file must come out byte for byte the
same, except the files tests/differential_allowed.toml names with the reason they may change.

The baseline is installed once into .toolchains/ (from the repository's own history, `git
archive` of the pinned commit, then `pip install --target`); a second run fetches nothing. Both
versions run as `python -m vocabgen render` over every drawn vocab file in one process, as a user
runs them, so the check does not depend on either version's Python API.

The baseline never changes, so what it renders for a draw is a function of the drawn files and
the Python and libraries it runs on: `baseline_tree` keeps each draw's rendering in .toolchains/
under a key of exactly those (the pinned commit, every drawn file's bytes, the render's options,
the versions of Python, Jinja, MarkupSafe, click and tomli-w), and renders again when any of them
differs. The working tree renders every run.
"""

from __future__ import annotations

import fcntl
import fnmatch
import hashlib
import importlib.metadata
import io
import os
import random
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
import zipfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import tomli_w

from tests.toolchains import missing

ROOT = Path(__file__).resolve().parent.parent
# The last commit before the rebuild (issue 25): its generator is the reference for every byte.
BASELINE_COMMIT = "ac59b7bd7c8a0639e27ad10b3f3b67c837a76d1a"
ALLOWED = ROOT / "tests" / "differential_allowed.toml"
QUICK_COUNT = 24  # the fast command's draw
FULL_COUNT = 300  # the full command's draw

# Runs one `vocabgen` command with the baseline first on the import path, and refuses to run
# anything else: a baseline shadowed by the working tree would compare the tree with itself.
_BASELINE_MAIN = """
import runpy, sys
folder = sys.argv.pop(1)
sys.path.insert(0, folder)
import vocabgen
assert vocabgen.__file__.startswith(folder), f"vocabgen came from {vocabgen.__file__}, not {folder}"
sys.argv[0] = "vocabgen"
runpy.run_module("vocabgen", run_name="__main__", alter_sys=True)
"""


def baseline() -> Path:
    """The folder the pinned generator is installed in (installed on first use, under a lock so
    two test workers never install it at once)."""
    folder = ROOT / ".toolchains" / f"vocabgen-baseline-{BASELINE_COMMIT[:12]}"
    done = folder / ".installed"
    if done.is_file():
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    with open(folder.parent / "vocabgen-baseline.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.is_file():
            _install(folder)
            done.write_text(BASELINE_COMMIT + "\n", encoding="utf-8")
    return folder


def _install(folder: Path) -> None:
    """git archive of the pinned commit, pip-installed (no dependencies: they are this Python's)."""
    known = subprocess.run(["git", "-C", str(ROOT), "cat-file", "-e", f"{BASELINE_COMMIT}^{{commit}}"],
                           capture_output=True)
    if known.returncode != 0:
        subprocess.run(["git", "-C", str(ROOT), "fetch", "--quiet", "origin", BASELINE_COMMIT], capture_output=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", BASELINE_COMMIT],
                             capture_output=True)
    if archive.returncode != 0:
        missing(f"the differential baseline {BASELINE_COMMIT[:12]} is not in this repository's history "
                f"({archive.stderr.decode(errors='replace').strip()})")
    shutil.rmtree(folder, ignore_errors=True)
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "source"
        with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
            tar.extractall(source, filter="data")
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
                        "--no-build-isolation", "--target", str(folder), str(source)],
                       check=True, capture_output=True, cwd=scratch)


# Drawing vocabularies -----------------------------------------------------------------------

WORDS = ("alpha", "beta", "gamma", "delta", "north", "south", "amber", "green", "quick", "slow", "first",
         "last", "inner", "outer", "upper", "lower", "early", "late", "max", "min", "total", "batch",
         "ready", "stale", "fresh", "cold", "warm", "left", "right", "front", "back", "day", "night",
         "http", "v2", "x9")
SUBJECTS = ("order", "task", "job", "ticket", "signal", "event", "parcel", "stage")
# Characters that add no identifier word, placed around a value's words: quotes, backslashes,
# comment closers, interpolation openers, bidi and zero-width characters, non-ASCII letters.
NOISE = ("", "", "", "", '"', "\\", "*/", "-->", "#{", "${", "$", "`", "'", "é", "日本", "\U0001F600",
         "\u202e", "\u200b", ".", "-", " ()", "{}", "?>", "<>", "%")
DOCS = ("", "Plain.", 'Has "quotes" and \\backslashes\\.', "Ends a comment */ early /* and <!-- opens one.",
        "HTML <b>bold</b> & --> and ]]> end.", "Interpolation #{x} ${y} $z %s {0} ?> here.",
        "Bidi \u202e and zero\u200bwidth.", "Line one.\nLine two.\n\n  Indented third.", "Trailing   ",
        "Backticks `code` and ``double''.", "@param not a tag\n@deprecated neither", "# heading-like",
        "Tab\there.", "Non-ASCII: réglé, 日本, \U0001F600.", "[link]: https://example.com/x",
        "Old Style Heading", "A very long sentence " + "that keeps going " * 12 + "and ends.")


def _styled(rng: random.Random, words: tuple[str, ...]) -> str:
    style = rng.randrange(5)
    if style == 0:
        text = words[0] + "".join(w.capitalize() for w in words[1:])
    elif style == 1:
        text = "_".join(words)
    elif style == 2:
        text = "-".join(words)
    elif style == 3:
        text = " ".join(words)
    else:
        text = "_".join(words).upper()
    return rng.choice(NOISE) + text + rng.choice(NOISE)


def _words(rng: random.Random, taken: set[tuple[str, ...]]) -> tuple[str, ...]:
    while True:
        words = tuple(rng.sample(WORDS, rng.randint(1, 3)))
        if words not in taken:
            taken.add(words)
            return words


def draw_document(index: int) -> dict[str, Any]:
    """The index-th drawn vocab.toml (as data): 1-3 vocabularies with values, aliases,
    deprecations, removed spellings and fallbacks, maybe rules, and every target with settings
    crossed by index (each functions level, tests files on and off, package doc, serde, explicit
    and default paths)."""
    rng = random.Random(f"vocabgen-differential-{index}")
    document: dict[str, Any] = {"schema_version": 1, "doc": rng.choice(DOCS)}
    subjects = rng.sample(SUBJECTS, rng.randint(1, 3))
    for subject in subjects:
        taken: set[tuple[str, ...]] = set()
        texts = [_styled(rng, _words(rng, taken)) for _ in range(rng.randint(1, 7))]
        texts = list(dict.fromkeys(t.strip() for t in texts))
        values: dict[str, Any] = {}
        for text in texts:
            doc = rng.choice(DOCS)
            values[text] = {"doc": doc, "deprecated": "use another " + rng.choice(DOCS)} if rng.random() < 0.15 else doc
        table: dict[str, Any] = {"doc": rng.choice(DOCS), "singular": f"{subject}_state", "values": values}
        spellings = set(texts)
        if rng.random() < 0.6:
            aliases: dict[str, Any] = {}
            for _ in range(rng.randint(0, 4)):
                alias = _styled(rng, tuple(rng.sample(WORDS, rng.randint(1, 2)))).strip() + rng.choice(("", "1", "ő"))
                if alias and alias not in spellings:
                    spellings.add(alias)
                    target = rng.choice(texts)
                    aliases[alias] = {"canonical": target, "deprecated": "use " + target} if rng.random() < 0.2 else target
            table["aliases"] = aliases
        if rng.random() < 0.4:
            gone = f"gone {rng.choice(WORDS)}{rng.choice(NOISE)}".strip()
            if gone not in spellings:
                table["removed"] = {gone: rng.choice(DOCS[1:])}
        if rng.random() < 0.3:
            table["fallback"] = rng.choice(texts)
        document[f"{subject}s"] = table
    keys = [f"{s}s" for s in subjects]
    if len(keys) >= 2 and rng.random() < 0.7:
        rules: dict[str, Any] = {}
        for number in range(rng.randint(1, 2)):
            subject, carried = rng.sample(keys, 2)
            members = rng.sample(list(document[subject]["values"]), rng.randint(1, len(document[subject]["values"])))
            rules[f"rule_{number}_{rng.choice(WORDS[:20])}"] = {
                "doc": rng.choice(DOCS), "vocabulary": subject, "values": members, "carries": carried}
        document["rules"] = rules
    document["targets"] = _targets(index, rng.choice(WORDS[:20]))
    return document


def _targets(index: int, name: str) -> dict[str, dict[str, Any]]:
    """Every target the baseline knows, with settings crossed by index (not php or kotlin: the
    baseline predates them, and would refuse their tables as unknown targets)."""
    level = ("public", "internal", "none")[index % 3]
    tests = (index // 3) % 2 == 0
    explicit = (index // 6) % 2 == 0
    package = f"pkg{name}"
    targets: dict[str, dict[str, Any]] = {
        "python": {"module": f"{package}.vocab", "functions": level},
        "java": {"package": f"org.{package}", "functions": level},
        "typescript": {"functions": level},
        "go": {"package": package, "functions": level, "package_doc": (index // 12) % 2 == 0},
        "csharp": {"namespace": f"Org.{name.capitalize()}", "functions": level},
        "elixir": {"module": f"Org.{name.capitalize()}.Vocab", "functions": level},
        "clojure": {"namespace": f"org.{name}-vocab", "functions": level},
        "rust": {"serde": (index // 4) % 2 == 0, "functions": level},
        "conformance": {},
        "markdown": {},
    }
    if explicit:
        targets["python"].update(path=f"py/{package}/vocab.py", tests_path=f"py/tests/test_{package}.py")
        targets["java"].update(path=f"jvm/org/{package}/Names.java", **{"class": "Names"})
        targets["typescript"]["path"] = f"ts/{package}.ts"
        targets["go"]["path"] = f"golang/{package}/names.go"
        targets["csharp"].update(path=f"cs/{name}/Names.cs", **{"class": "Names"})
        targets["elixir"]["path"] = f"ex/{package}.ex"
        targets["clojure"]["path"] = f"clj/org/{name}_vocab.cljc"
        targets["rust"]["path"] = f"rs/{package}.rs"
        targets["conformance"]["path"] = f"vectors/{package}.json"
        targets["markdown"]["path"] = f"docs/{package}.md"
    if tests:
        folder = "golang" if explicit else "go"
        targets["java"]["tests_path"] = f"jvm-test/org/{package}/NamesTest.java"
        targets["typescript"]["tests_path"] = f"ts-test/{package}.test.ts"
        targets["go"]["tests_path"] = f"{folder}/{package}/{'names' if explicit else 'vocabulary'}_test.go"
        targets["elixir"]["tests_path"] = f"ex-test/{package}_test.exs"
        targets["clojure"]["tests_path"] = f"clj-test/org/{name}_vocab_test.clj"
    return targets


def write_cases(folder: Path, count: int) -> list[Path]:
    """Write the first count drawn vocab files, one folder each; their vocab.toml paths."""
    paths = []
    for index in range(count):
        case = folder / f"case{index:03d}"
        case.mkdir(parents=True)
        (case / "vocab.toml").write_text(tomli_w.dumps(draw_document(index)), encoding="utf-8")
        paths.append(case / "vocab.toml")
    return paths


# Rendering and comparing --------------------------------------------------------------------

def render(vocab_files: list[Path], cwd: Path, use_baseline: bool, *extra: str) -> subprocess.CompletedProcess[str]:
    """`vocabgen render` over every file in one process: the baseline's or the working tree's."""
    if use_baseline:
        command = [sys.executable, "-c", _BASELINE_MAIN, str(baseline())]
    else:
        command = [sys.executable, "-m", "vocabgen"]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run([*command, "render", "--quiet", *extra, *map(str, vocab_files)], cwd=cwd,
                          capture_output=True, text=True, env=env, timeout=600)


# The libraries the baseline runs on: its output may change with any of them, never otherwise.
BASELINE_LIBRARIES = ("jinja2", "markupsafe", "click", "tomli-w")


def _render_key(vocab_files: Sequence[Path], folder: Path, extra: Sequence[str]) -> str:
    """What the baseline's rendering of these files depends on, hashed."""
    digest = hashlib.sha256()
    versions = [f"{name} {importlib.metadata.version(name)}" for name in BASELINE_LIBRARIES]
    parts = [BASELINE_COMMIT, sys.version, *versions, *extra]
    for path in vocab_files:
        parts += [path.relative_to(folder).as_posix(), path.read_bytes().hex()]
    for part in parts:
        digest.update(part.encode("utf-8") + b"\0")
    return digest.hexdigest()


def baseline_tree(vocab_files: list[Path], folder: Path, *extra: str, kept_in: Path | None = None) -> dict[str, bytes]:
    """The baseline's rendering of the drawn files under folder (as `tree` reads it): kept from an
    earlier run with the same key (see the module docstring), else rendered now and kept in
    kept_in (the baseline's own folder's renders/ unless given)."""
    renders = kept_in or baseline() / "renders"
    kept = renders / f"draw-{len(vocab_files)}-{_render_key(vocab_files, folder, extra)[:32]}.zip"
    try:
        with zipfile.ZipFile(kept) as archive:
            return {name: archive.read(name) for name in archive.namelist()}
    except (FileNotFoundError, zipfile.BadZipFile):  # not kept yet, replaced by another draw's, or damaged
        pass
    proc = render(vocab_files, folder, True, *extra)
    if proc.returncode != 0:
        raise AssertionError(f"baseline render failed:\n{proc.stderr[-3000:]}")
    rendered = tree(folder)
    renders.mkdir(parents=True, exist_ok=True)
    for stale in renders.glob(f"draw-{len(vocab_files)}-*.zip"):  # an earlier draw's, never read again
        stale.unlink(missing_ok=True)
    partial = kept.with_suffix(f".{os.getpid()}.partial")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in rendered.items():
            archive.writestr(name, data)
    os.replace(partial, kept)  # whole or absent: a reader never sees half an archive
    return rendered


def tree(folder: Path) -> dict[str, bytes]:
    """Every generated file under folder's cases, by path relative to folder."""
    return {p.relative_to(folder).as_posix(): p.read_bytes()
            for p in sorted(folder.glob("case*/generated/**/*")) if p.is_file()}


def allowed_changes() -> list[dict[str, str]]:
    """The files a deliberate output change may change, each with why (tests/differential_allowed.toml)."""
    return list(tomllib.loads(ALLOWED.read_text(encoding="utf-8")).get("change", []))


def first_difference(before: Mapping[str, bytes], after: Mapping[str, bytes],
                     allowed: Sequence[Mapping[str, str]] = ()) -> str | None:
    """A description of the first file (in path order) that differs, naming its first differing
    line; None when every file not matched by an allowed pattern is the same."""
    def excused(path: str) -> bool:
        inner = path.split("/generated/", 1)[-1]
        return any(fnmatch.fnmatchcase(inner, change["files"]) for change in allowed)

    for path in sorted(set(before) | set(after)):
        if excused(path) or before.get(path) == after.get(path):
            continue
        if path not in after:
            return f"{path}: rendered by the baseline, not by the working tree"
        if path not in before:
            return f"{path}: rendered by the working tree, not by the baseline"
        old = before[path].decode("utf-8", "replace").split("\n")
        new = after[path].decode("utf-8", "replace").split("\n")
        line = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
        was = old[line] if line < len(old) else "(end of file)"
        now = new[line] if line < len(new) else "(end of file)"
        return f"{path}:{line + 1}: the baseline wrote {was!r}, the working tree writes {now!r}"
    return None

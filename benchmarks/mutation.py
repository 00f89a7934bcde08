"""How strong the tests are: apply named mutants one at a time and see whether the tests notice.

Run by hand before and after any change that removes tests, never in CI; its figures go in that
change's note.

    python benchmarks/mutation.py                      # every mutant of benchmarks/mutants.toml
    python benchmarks/mutation.py --only staging       # the mutants whose name holds "staging"
    python benchmarks/mutation.py --list               # the catalogue, nothing run
    python benchmarks/mutation.py --json benchmarks/results/mutation-$(date +%F).json

Why a catalogue of named mutants rather than mutmut or cosmic-ray: both mutate Python syntax
only, and half of what carries vocabgen's promises is Jinja templates (a guard that accepts an
alias, a collection that drops a value); each named mutant also states the promise it breaks,
so a survivor reads as a gap, not as a line number.

Each mutant runs in a scratch checkout of the committed HEAD (`.toolchains/mutation/tree`, a git
worktree with its own virtual environment, made once): the mutant is applied, then every
committed byte the change touches is re-blessed as a maintainer would after an output change
(`scripts/update_golden.py` and the CHANGELOG fingerprint, `generated/`, the docs tables), so only tests of behaviour can kill it, not tests that compare
committed bytes; then the fast suite (or the mutant's own `tests`) runs with `-x`.

A mutant is killed when pytest fails (or times out), survives when it passes, and is stale when
its `find` text is not in the file exactly `count` times (the code moved: update the catalogue).
One listed as `equivalent` (no observable change, with the reason) is expected to survive.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import time
import tomllib
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "benchmarks" / "mutants.toml"
SCRATCH = ROOT / ".toolchains" / "mutation"
TREE = SCRATCH / "tree"
VENV = SCRATCH / "venv"
PYTHON = VENV / "bin" / "python"
FAST = ("-m", "not toolchain and not slow")
FINGERPRINT = re.compile(r"Output fingerprint: `sha256:[0-9a-f]{64}`")


@dataclass(frozen=True)
class Mutant:
    """One deliberate bug: where, what it changes, and the promise a test should defend."""

    name: str
    file: str
    find: str
    replace: str
    promise: str
    count: int = 1
    tests: tuple[str, ...] = ()  # pytest arguments instead of the fast suite
    equivalent: str = ""  # why no test can notice it, when none can


@dataclass
class Result:
    name: str
    outcome: str  # killed, survived, equivalent, stale, error
    promise: str
    killed_by: str
    seconds: float


def catalogue(path: Path = CATALOGUE) -> list[Mutant]:
    with path.open("rb") as handle:
        raw = tomllib.load(handle)["mutant"]
    return [Mutant(**{**entry, "tests": tuple(entry.get("tests", ()))}) for entry in raw]


def _run(args: list[str], timeout: float | None = None) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key not in ("CI", "VIRTUAL_ENV")}
    return subprocess.run(args, cwd=TREE, capture_output=True, text=True, timeout=timeout, env=env)


def prepare(revision: str) -> None:
    """The scratch checkout at `revision`, clean, with the toolchains and its virtual environment."""
    if not (TREE / ".git").exists():
        SCRATCH.mkdir(parents=True, exist_ok=True)
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(TREE), revision], check=True,
                       capture_output=True)
    subprocess.run(["git", "-C", str(TREE), "checkout", "--detach", "--force", revision], check=True,
                   capture_output=True)
    _restore()
    toolchains = TREE / ".toolchains"
    if not toolchains.exists():
        toolchains.symlink_to((ROOT / ".toolchains").resolve(), target_is_directory=True)
    stamp = VENV / "vocabgen.stamp"
    want = hashlib.sha256((TREE / "pyproject.toml").read_bytes()).hexdigest()
    if not PYTHON.exists() or not stamp.exists() or stamp.read_text() != want:
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run([str(PYTHON), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e",
                        f"{TREE}[test]"], check=True)
        stamp.write_text(want)


def _restore() -> None:
    """Every tracked file back to the revision, every file the run made gone (toolchains kept)."""
    subprocess.run(["git", "-C", str(TREE), "checkout", "--force", "--", "."], check=True, capture_output=True)
    subprocess.run(["git", "-C", str(TREE), "clean", "-fdq", "-e", ".toolchains"], check=True, capture_output=True)


def rebless() -> None:
    """Re-bless the committed bytes, as a maintainer would after an output change; a step the
    mutant breaks is skipped (the tests then see the breakage themselves)."""
    golden = _run([str(PYTHON), "scripts/update_golden.py"], timeout=600)
    found = re.search(r"sha256:[0-9a-f]{64}", golden.stdout)
    if golden.returncode == 0 and found:
        changelog = TREE / "CHANGELOG.md"
        text = changelog.read_text(encoding="utf-8")
        changelog.write_text(FINGERPRINT.sub(f"Output fingerprint: `{found.group(0)}`", text, count=1),
                             encoding="utf-8")
    for step in (["-m", "vocabgen", "render"], ["scripts/docs_tables.py"]):
        _run([str(PYTHON), *step], timeout=600)


def first_failure(output: str) -> str:
    found = re.search(r"^(?:FAILED|ERROR) (\S+)", output, re.MULTILINE)
    return found.group(1) if found else ""


def run_one(mutant: Mutant, workers: int, timeout: float) -> Result:
    started = time.monotonic()
    target = TREE / mutant.file
    text = target.read_text(encoding="utf-8")
    if text.count(mutant.find) != mutant.count:
        return Result(mutant.name, "stale", mutant.promise,
                      f"find text found {text.count(mutant.find)} times, not {mutant.count}", 0.0)
    try:
        target.write_text(text.replace(mutant.find, mutant.replace), encoding="utf-8")
        rebless()
        selection = list(mutant.tests) or [*FAST, "tests"]
        args = [str(PYTHON), "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-n", str(workers),
                "--dist", "loadgroup", *selection]
        try:
            done = _run(args, timeout=timeout)
            code, output = done.returncode, done.stdout + done.stderr
        except subprocess.TimeoutExpired:
            code, output = 1, "timed out"
    finally:
        _restore()
    seconds = round(time.monotonic() - started, 1)
    failed = re.search(r"\b\d+ (?:failed|errors?)\b", output)
    if code == 1 or code == 2 and failed:  # -x under xdist ends the session as interrupted (exit 2)
        last = output.strip().splitlines()
        outcome, by = "killed", first_failure(output) or (last[-1] if last else "")
    elif code == 0:
        outcome, by = ("equivalent" if mutant.equivalent else "survived"), ""
    else:
        outcome, by = "error", f"pytest exit {code}: {output.strip().splitlines()[-1:]}"
    return Result(mutant.name, outcome, mutant.promise, by, seconds)


def report(results: list[Result], mutants: list[Mutant]) -> str:
    counts = {outcome: sum(1 for r in results if r.outcome == outcome)
              for outcome in ("killed", "survived", "equivalent", "stale", "error")}
    judged = counts["killed"] + counts["survived"]
    score = f"{100 * counts['killed'] / judged:.1f}%" if judged else "n/a"
    lines = [f"mutants: {len(results)}; " + ", ".join(f"{k} {v}" for k, v in counts.items()),
             f"score (killed / (killed + survived)): {score}", "",
             "| mutant | outcome | killed by / why | s |", "|---|---|---|---:|"]
    by_name = {m.name: m for m in mutants}
    for r in results:
        why = r.killed_by if r.outcome != "survived" else f"SURVIVED: breaks {r.promise}"
        if r.outcome == "equivalent":
            why = by_name[r.name].equivalent
        lines.append(f"| {r.name} | {r.outcome} | {why} | {r.seconds} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", default=[], help="run the mutants whose name holds this")
    parser.add_argument("--list", action="store_true", help="print the catalogue and run nothing")
    parser.add_argument("--rev", default="HEAD", help="the revision to mutate (default: HEAD; commit first)")
    parser.add_argument("--workers", type=int, default=2, help="pytest-xdist workers per mutant")
    parser.add_argument("--timeout", type=float, default=900.0, help="seconds before a mutant's tests count as killed")
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args()
    mutants = [m for m in catalogue() if not args.only or any(word in m.name for word in args.only)]
    if args.list:
        for m in mutants:
            print(f"{m.name}: {m.file}: {m.promise}{' (equivalent: ' + m.equivalent + ')' if m.equivalent else ''}")
        return 0
    revision = subprocess.run(["git", "-C", str(ROOT), "rev-parse", args.rev], check=True, capture_output=True,
                              text=True).stdout.strip()
    prepare(revision)
    results = []
    for index, mutant in enumerate(mutants, 1):
        result = run_one(mutant, args.workers, args.timeout)
        print(f"[{index}/{len(mutants)}] {result.outcome:10} {result.seconds:7.1f}s  {mutant.name}", flush=True)
        results.append(result)
    text = report(results, mutants)
    print()
    print(f"revision {revision[:12]}")
    print(text)
    if args.json:
        args.json.write_text(json.dumps({"revision": revision, "results": [asdict(r) for r in results]},
                                        indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

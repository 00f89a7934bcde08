#!/usr/bin/env python3
"""Whole-process benchmark of `vocabgen render` against the import floor and protoc.

Every measurement is a fresh child process (the same interpreter as this one for the Python
scenarios), timed from spawn to reap, with its peak memory (max RSS) taken from the child's own
rusage via os.wait4. Scenarios are run round-robin so that machine drift hits all of them alike,
and medians are reported. Nothing here asserts on speed: it reports, and compares with an earlier
run when asked (`--compare PATH`).

    python benchmarks/run.py             # 15 runs per scenario
    python benchmarks/run.py --quick     # 3 runs per scenario
    python benchmarks/run.py --compare benchmarks/results/latest.json
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "vocab.toml"
DEFAULT_JSON = ROOT / "benchmarks" / "results" / "latest.json"
SIZES = (100, 1_000, 10_000)
RENAMED = (2_250, 4_500)  # --diff after every value is renamed: N and 2N (issue 38: 259 s at 4,500)
PROTOC_LANGUAGES = ("java", "csharp", "python", "cpp")  # protoc's built-in generators that overlap our ports
JSON_FORMAT = 1

# --------------------------------------------------------------------------------------------
# Synthetic inputs
# --------------------------------------------------------------------------------------------

_PREFIXES = ("max", "min", "total", "last", "first", "next", "open", "closed", "pending", "user")
_NOUNS = ("Thing", "Turn", "Token", "Call", "Child", "Depth", "Wall", "Limit", "Error", "State", "Retry",
          "Budget", "Task", "Run")
KINDS = ("alpha", "betaKind", "gammaRay", "deltaForce")


def value_names(n: int) -> list[str]:
    """N camelCase value names such as `maxThing00001`; each splits into distinct words."""
    width = len(str(n))
    return [f"{_PREFIXES[i % len(_PREFIXES)]}{_NOUNS[(i // len(_PREFIXES)) % len(_NOUNS)]}{i + 1:0{width}d}"
            for i in range(n)]


def alias_names(names: list[str]) -> list[tuple[str, str]]:
    """~10% of the values get an alias: (alias, canonical)."""
    return [(f"legacy-{name.lower()}", name) for i, name in enumerate(names) if i % 10 == 0]


def synthetic_vocab(n: int, targets: dict[str, Any]) -> dict[str, Any]:
    """A vocab.toml shaped like the shipped one: a big vocabulary, a small one and a rule tying them."""
    names = value_names(n)
    return {
        "schema_version": 1,
        "doc": f"Synthetic benchmark vocabulary with {n} values.",
        "values": {
            "doc": f"{n} synthetic values.",
            "singular": "value",
            "values": {name: f"Synthetic value number {i + 1}." for i, name in enumerate(names)},
            "aliases": dict(alias_names(names)),
        },
        "kinds": {
            "doc": "A small vocabulary a few values carry.",
            "singular": "kind",
            "values": {kind: f"The {kind} kind." for kind in KINDS},
            "aliases": {"a": "alpha", "b": "betaKind"},
        },
        "rules": {
            "kind_carry": {
                "doc": "Only the first few values carry a kind.",
                "vocabulary": "values",
                "values": names[: min(3, n)],
                "carries": "kinds",
            },
        },
        "targets": targets,
    }


def renamed(document: dict[str, Any], suffix: str = "Renamed") -> dict[str, Any]:
    """A synthetic vocab.toml with every value of `values` renamed (aliases and the rule follow):
    the change that touches most lines of every port's file."""
    table = document["values"]
    values = {name + suffix: doc for name, doc in table["values"].items()}
    aliases = {alias: canonical + suffix for alias, canonical in table["aliases"].items()}
    rule = dict(document["rules"]["kind_carry"], values=[v + suffix for v in document["rules"]["kind_carry"]["values"]])
    return {**document, "values": {**table, "values": values, "aliases": aliases}, "rules": {"kind_carry": rule}}


def targets_within_caps(targets: dict[str, Any], n: int) -> dict[str, Any]:
    """The targets whose file cap (docs/strings.md, "Compiler limits") holds a synthetic file of n
    values: vocabgen refuses the others, located (Kotlin past 1,601 entries)."""
    from vocabgen.targets.registry import TARGETS

    entries = n + len(alias_names(value_names(n))) + len(KINDS) + 2
    return {port: table for port, table in targets.items()
            if not (limits := TARGETS[port].limits) or not limits.entries or entries <= limits.entries}


def _screaming(text: str) -> str:
    from vocabgen.words import split_words

    return "_".join(w.upper() for w in split_words(text))


def _proto_enum(name: str, prefix: str, values: list[tuple[str, str]], aliases: list[tuple[str, str]],
                doc: str) -> list[str]:
    """A proto3 enum: the first value is the zero value; aliases reuse a number (allow_alias)."""
    lines = [f"// {doc}", f"enum {name} {{"]
    if aliases:
        lines.append("  option allow_alias = true;")
    number: dict[str, int] = {}
    for index, (text, value_doc) in enumerate(values):
        number[text] = index
        lines.append(f"  // {value_doc}")
        lines.append(f"  {prefix}_{_screaming(text)} = {index};")
    for alias, canonical in aliases:
        lines.append(f"  {prefix}_{_screaming(alias)} = {number[canonical]};")
    lines.append("}")
    return lines


def shipped_proto(data: dict[str, Any]) -> str:
    """The shipped vocab.toml as proto3: one enum per vocabulary (7, 9 and 3 values)."""
    lines = ['syntax = "proto3";', "", "package toolnexus.agents;", ""]
    for key, table in data.items():
        if key in ("schema_version", "doc", "targets", "rules") or not isinstance(table, dict):
            continue
        singular = table["singular"]
        enum = "".join(w.capitalize() for w in singular.split("_"))
        lines += _proto_enum(enum, singular.upper(), list(table["values"].items()),
                             list(table.get("aliases", {}).items()), table.get("doc", "").split("\n")[0])
        lines.append("")
    return "\n".join(lines)


def synthetic_proto(n: int) -> str:
    names = value_names(n)
    lines = ['syntax = "proto3";', "", "package bench.synthetic;", ""]
    lines += _proto_enum("Value", "VALUE", [(nm, f"Synthetic value number {i + 1}.") for i, nm in enumerate(names)],
                         alias_names(names), f"{n} synthetic values.")
    lines.append("")
    lines += _proto_enum("Kind", "KIND", [(k, f"The {k} kind.") for k in KINDS], [("a", "alpha"), ("b", "betaKind")],
                         "A small vocabulary a few values carry.")
    lines.append("")
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------
# Measuring one child process
# --------------------------------------------------------------------------------------------


@dataclass
class Sample:
    ms: float
    rss_mib: float
    rc: int


def _maxrss_mib(ru_maxrss: int) -> float:
    # Linux reports KiB, macOS bytes.
    return ru_maxrss / (1024 * 1024) if sys.platform == "darwin" else ru_maxrss / 1024


# Why a launcher: on Linux a child's ru_maxrss is the high-water mark of its whole life, and that
# includes the address space it was forked (or vforked) from before exec. Spawned straight from
# this benchmark, every child would report at least this process's RSS (~20 MiB, as much as the
# floor itself). So, when a C compiler is available, children are started by this tiny launcher
# (~1 MiB): it forks, execs, reaps the child with wait4 and reports the child's own rusage and
# fork-to-reap wall time. Without a compiler, children are spawned and reaped directly with
# os.wait4, and peak RSS is floored at this process's RSS (reported in the JSON notes).
LAUNCHER_C = r"""
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>
int main(int argc, char **argv) {
    if (argc < 3) return 125;
    struct timespec a, b;
    struct rusage ru;
    int status = 0;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t pid = fork();
    if (pid < 0) return 126;
    if (pid == 0) { execvp(argv[2], argv + 2); _exit(127); }
    if (wait4(pid, &status, 0, &ru) < 0) return 126;
    clock_gettime(CLOCK_MONOTONIC, &b);
    FILE *f = fopen(argv[1], "w");
    if (!f) return 126;
    long long ns = (long long)(b.tv_sec - a.tv_sec) * 1000000000LL + (b.tv_nsec - a.tv_nsec);
    int rc = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    fprintf(f, "%lld %ld %d\n", ns, (long)ru.ru_maxrss, rc);
    fclose(f);
    return 0;
}
"""


def build_launcher(work: Path) -> Path | None:
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if not cc or sys.platform == "win32":
        return None
    src, exe = work / "launch.c", work / "launch"
    src.write_text(LAUNCHER_C, "utf-8")
    built = subprocess.run([cc, "-O2", "-o", str(exe), str(src)], capture_output=True)
    return exe if built.returncode == 0 and exe.exists() else None


LAUNCHER: Path | None = None
# Children get this environment. By default bytecode caching is forced on, into a pycache prefix
# inside the temporary folder (the warm-up round fills it): with PYTHONDONTWRITEBYTECODE=1, as in
# some sandboxes and CI images, vocabgen's own ~25 modules would be compiled from source on every
# run while click and jinja2 load their installed .pyc files, which is not what users see.
CHILD_ENV: dict[str, str] | None = None


def child_env(work: Path, as_is: bool) -> tuple[dict[str, str] | None, str]:
    if as_is:
        return None, "inherited environment as is" + (" (PYTHONDONTWRITEBYTECODE set: no .pyc for vocabgen)"
                                                      if os.environ.get("PYTHONDONTWRITEBYTECODE") else "")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
    for name in ("VOCABGEN_CACHE_DIR", "VOCABGEN_NO_CACHE"):
        env.pop(name, None)
    # vocabgen keeps no cache; point every user cache location at an empty folder anyway, and
    # check afterwards that it stayed empty (reported in the notes).
    env["XDG_CACHE_HOME"] = str(work / "empty-cache")
    (work / "empty-cache").mkdir(exist_ok=True)
    return env, ("Python bytecode cache on, PYTHONPYCACHEPREFIX in the temp folder (warmed by the warm-up round); "
                 "XDG_CACHE_HOME an empty temp folder")


def measure(argv: list[str], logdir: Path, extra_env: dict[str, str] | None = None, cwd: Path = ROOT) -> Sample:
    """Run argv to completion; return wall time and the child's own peak RSS from its wait4 rusage."""
    result = logdir / "launch.out"
    spawn = [str(LAUNCHER), str(result)] + argv if LAUNCHER else argv
    with open(logdir / "stdout", "wb") as out, open(logdir / "stderr", "wb") as err:
        start = time.perf_counter_ns()
        env = CHILD_ENV
        if extra_env:
            env = dict(CHILD_ENV if CHILD_ENV is not None else os.environ) | extra_env
        proc = subprocess.Popen(spawn, stdin=subprocess.DEVNULL, stdout=out, stderr=err, cwd=cwd, env=env)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter_ns() - start
    proc.returncode = os.waitstatus_to_exitcode(status)  # keep Popen from reaping again
    if not LAUNCHER:
        return Sample(elapsed / 1e6, _maxrss_mib(usage.ru_maxrss), proc.returncode)
    if proc.returncode != 0:
        raise RuntimeError(f"launcher failed ({proc.returncode}) on {argv}")
    ns, maxrss, rc = result.read_text().split()
    result.unlink()
    return Sample(int(ns) / 1e6, _maxrss_mib(int(maxrss)), int(rc))


@dataclass
class Scenario:
    key: str
    label: str
    group: str
    prepare: Callable[[int], list[str]]  # run index -> argv; runs outside the timed window
    expect_rc: int = 0
    out_dir: Callable[[int], Path] | None = None  # where this run wrote, for output size
    samples: list[Sample] = field(default_factory=list)
    failures: int = 0
    last_error: str = ""
    output: dict[str, int] = field(default_factory=dict)
    disabled: str = ""
    extra_env: dict[str, str] | None = None  # added to the children's environment
    cwd: Path = ROOT  # where the child runs

    def run(self, index: int, logdir: Path, record: bool) -> None:
        if self.disabled:
            return
        argv = self.prepare(index)
        sample = measure(argv, logdir, self.extra_env, self.cwd)
        if sample.rc != self.expect_rc:  # not recorded: a crash mid-way would read as a fast run
            self.failures += 1
            self.last_error = (logdir / "stderr").read_text("utf-8", "replace")[-2000:] or f"exit {sample.rc}"
            return
        if not self.output and self.out_dir is not None and sample.rc == self.expect_rc:
            files = [p for p in self.out_dir(index).rglob("*") if p.is_file()]
            self.output = {"files": len(files), "bytes": sum(p.stat().st_size for p in files)}
        if record:
            self.samples.append(sample)

    def summary(self) -> dict[str, Any]:
        ms = [s.ms for s in self.samples]
        rss = [s.rss_mib for s in self.samples]
        return {
            "label": self.label,
            "group": self.group,
            "runs": len(ms),
            "median_ms": round(statistics.median(ms), 3) if ms else None,
            "min_ms": round(min(ms), 3) if ms else None,
            "max_ms": round(max(ms), 3) if ms else None,
            "stdev_ms": round(statistics.stdev(ms), 3) if len(ms) > 1 else None,
            "median_rss_mib": round(statistics.median(rss), 2) if rss else None,
            "max_rss_mib": round(max(rss), 2) if rss else None,
            "samples_ms": [round(x, 3) for x in ms],
            "failures": self.failures,
            "last_error": self.last_error.strip()[-600:] if self.failures else "",
            "disabled": self.disabled,
            "output": self.output,
        }


# --------------------------------------------------------------------------------------------
# Building the scenarios
# --------------------------------------------------------------------------------------------


def _fresh(base: Path, name: str) -> Callable[[int], Path]:
    def path(index: int) -> Path:
        return base / f"{name}-{index}"
    return path


def _edit_one_doc(text: str, run: int) -> str:
    """The shipped vocab.toml with the first value doc (`name = "..."` after a [*.values] header) changed."""
    lines = text.split("\n")
    in_values = False
    for n, line in enumerate(lines):
        if line.startswith("["):
            in_values = line.rstrip().endswith(".values]")
        elif in_values and " = \"" in line:
            lines[n] = line.replace(" = \"", f" = \"Edited in run {run}. ", 1)
            return "\n".join(lines)
    raise ValueError("no value doc to edit in the shipped vocab.toml")


MONOREPO_LAYOUT = (  # folder, how many files: 100,000 in all
    ("node_modules", 60_000),
    (".git/objects", 20_000),
    ("build/classes", 10_000),
    ("dist", 10_000),
)


def make_monorepo(root: Path, vocab: Path) -> Path:
    """A repository root holding vocab.toml and 100,000 files that have nothing to do with vocabgen,
    in folders of 100 files; some are larger than a first-line read, some look like source code."""
    root.mkdir(parents=True)
    shutil.copy2(vocab, root / "vocab.toml")
    body = ("// unrelated file %d\n" + "x" * 600 + "\n").encode("ascii")
    for folder, count in MONOREPO_LAYOUT:
        for start in range(0, count, 100):
            sub = root / folder / f"pkg{start // 100:04d}"
            sub.mkdir(parents=True)
            for n in range(start, min(start + 100, count)):
                (sub / f"file{n}.js").write_bytes(body.replace(b"%d", str(n).encode()))
    return root


def build_scenarios(work: Path, console_script: bool) -> tuple[list[Scenario], dict[str, Any]]:
    py = sys.executable
    notes: dict[str, Any] = {}
    shipped = tomllib.loads(SHIPPED.read_text("utf-8"))
    targets = shipped.get("targets", {})
    notes["targets_configured"] = sorted(targets)
    render = [py, "-m", "vocabgen", "render", "--quiet"]
    scenarios: list[Scenario] = []

    scenarios.append(Scenario("floor", 'floor: python -c "import click, jinja2"', "floor",
                              lambda i: [py, "-c", "import click, jinja2"]))
    # A reference, not a target: the floor without the interpreter's shutdown, which the vocabgen
    # program skips (cli.run); the ratios against it show how much of the margin that is.
    scenarios.append(Scenario("floor_no_shutdown", 'floor, exiting without shutdown: ... os._exit(0)', "floor",
                              lambda i: [py, "-c", "import click, jinja2, os; os._exit(0)"]))

    # (a) cold: a fresh empty folder per run, created outside the timed window.
    cold_dir = _fresh(work / "out", "shipped-cold")

    def cold(i: int) -> list[str]:
        cold_dir(i).mkdir(parents=True)
        return render + ["--vocab", str(SHIPPED), "--out", str(cold_dir(i))]
    scenarios.append(Scenario("shipped_cold", "vocabgen render, shipped, cold", "shipped", cold, out_dir=cold_dir))
    # The everyday edit: the output folder is up to date with the previous vocab.toml (rendered
    # outside the timed window) and one value's doc just changed, so every port's file is stale.
    edited_dir = _fresh(work / "out", "shipped-edited")
    shipped_text = SHIPPED.read_text("utf-8")

    def edited(i: int, out: Callable[[int], Path] = edited_dir) -> list[str]:
        vocab = work / "edited" / f"{i}" / "vocab.toml"
        vocab.parent.mkdir(parents=True)
        vocab.write_text(shipped_text, "utf-8")
        subprocess.run(render + ["--vocab", str(vocab), "--out", str(out(i))], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL, env=CHILD_ENV)
        vocab.write_text(_edit_one_doc(shipped_text, i), "utf-8")
        return render + ["--vocab", str(vocab), "--out", str(out(i))]
    scenarios.append(Scenario("shipped_edited", "vocabgen render, shipped, just after an edit (every file stale)",
                              "shipped", edited, out_dir=edited_dir))

    if console_script:
        # The console script of the interpreter being measured, never another install on PATH.
        exe = str(Path(py).parent / "vocabgen")
        if Path(exe).exists():
            script_dir = _fresh(work / "out", "shipped-cold-script")

            def cold_script(i: int) -> list[str]:
                script_dir(i).mkdir(parents=True)
                return [exe, "render", "--quiet", "--vocab", str(SHIPPED), "--out", str(script_dir(i))]
            scenarios.append(Scenario("shipped_cold_script", "vocabgen (console script), shipped, cold", "shipped",
                                      cold_script, out_dir=script_dir))
            notes["console_script"] = exe

    # (b) and (c): an up-to-date folder, rendered once before measuring (and re-rendered once per
    # round, untimed, so a generator edited mid-run does not turn every sample into a write).
    current = work / "out" / "shipped-current"
    current.mkdir(parents=True)
    refresh = render + ["--vocab", str(SHIPPED), "--out", str(current)]

    def up_to_date(extra: list[str]) -> Callable[[int], list[str]]:
        def prepare(i: int) -> list[str]:
            subprocess.run(refresh, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return render + ["--vocab", str(SHIPPED), "--out", str(current)] + extra
        return prepare
    scenarios.append(Scenario("shipped_unchanged", "vocabgen render, shipped, unchanged", "shipped",
                              up_to_date([])))
    scenarios.append(Scenario("shipped_check", "vocabgen render --check, shipped", "shipped",
                              up_to_date(["--check"])))

    # A monorepo: `render --check --out .` at the root of a repository holding 100,000 unrelated
    # files (node_modules, .git, build output), made once; the tree is re-rendered untimed per round.
    repo = make_monorepo(work / "monorepo", SHIPPED)
    notes["monorepo_files"] = sum(1 for p in repo.rglob("*") if p.is_file())
    repo_render = render + ["--vocab", "vocab.toml", "--out", "."]

    def monorepo_check(i: int) -> list[str]:
        subprocess.run(repo_render, cwd=repo, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=CHILD_ENV)
        return repo_render + ["--check"]
    scenarios.append(Scenario("monorepo_check", "vocabgen render --check --out ., shipped, repo of 100,000 files",
                              "shipped", monorepo_check, cwd=repo))

    # Synthetic vocabularies, rendered cold with every shipped target configured.
    import tomli_w

    validation: dict[str, str] = {}
    for n in SIZES:
        vocab = work / f"synthetic-{n}.toml"
        fitting = targets_within_caps(targets, n)
        notes[f"targets_past_their_cap_{n}"] = sorted(set(targets) - set(fitting))
        vocab.write_bytes(tomli_w.dumps(synthetic_vocab(n, fitting)).encode("utf-8"))
        check = subprocess.run([py, "-m", "vocabgen", "validate", "--vocab", str(vocab)], cwd=ROOT,
                               capture_output=True, text=True)
        validation[str(n)] = (check.stdout.strip() or check.stderr.strip())[-400:]
        syn_dir = _fresh(work / "out", f"synthetic-{n}")

        def syn(i: int, vocab: Path = vocab, syn_dir: Callable[[int], Path] = syn_dir) -> list[str]:
            syn_dir(i).mkdir(parents=True)
            return render + ["--vocab", str(vocab), "--out", str(syn_dir(i))]
        scenario = Scenario(f"vocabgen_{n}", f"vocabgen render, {n:,} values, cold", "synthetic", syn,
                            out_dir=syn_dir)
        if check.returncode != 0:
            scenario.disabled = f"synthetic vocab.toml fails validate: {validation[str(n)]}"
        scenarios.append(scenario)
    notes["synthetic_validate"] = validation

    # --diff and --check after every value was renamed: the output folder holds the render of the
    # names before (made once, untimed; neither mode writes), then the vocab file gets the new names.
    for n in RENAMED:
        fitting = targets_within_caps(targets, n)
        vocab = work / f"renamed-{n}" / "vocab.toml"
        vocab.parent.mkdir()
        vocab.write_bytes(tomli_w.dumps(synthetic_vocab(n, fitting)).encode("utf-8"))
        made = subprocess.run(render + ["--vocab", str(vocab)], cwd=ROOT, capture_output=True, text=True)
        vocab.write_bytes(tomli_w.dumps(renamed(synthetic_vocab(n, fitting))).encode("utf-8"))
        for mode in ("--diff", "--check") if n == RENAMED[-1] else ("--diff",):
            key = f"{mode[2:]}_renamed_{n}"
            scenario = Scenario(key, f"vocabgen render {mode}, {n:,} values renamed", "renamed",
                                lambda i, mode=mode, vocab=vocab: render + ["--vocab", str(vocab), mode], expect_rc=1)
            if made.returncode != 0:
                scenario.disabled = f"the render before the renames failed: {made.stderr.strip()[-400:]}"
            scenarios.append(scenario)

    # protoc on equivalent .proto files, all four built-in generators in one invocation.
    protoc = shutil.which("protoc")
    protos = {"shipped": shipped_proto(shipped)} | {str(n): synthetic_proto(n) for n in SIZES}
    if protoc:
        notes["protoc"] = subprocess.run([protoc, "--version"], capture_output=True, text=True).stdout.strip()
    for size, text in protos.items():
        src = work / "proto" / size
        src.mkdir(parents=True)
        (src / "vocab.proto").write_text(text, "utf-8")
        p_dir = _fresh(work / "out", f"protoc-{size}")

        def pc(i: int, src: Path = src, p_dir: Callable[[int], Path] = p_dir) -> list[str]:
            p_dir(i).mkdir(parents=True)
            return [protoc or "protoc", f"-I{src}"] + [f"--{lang}_out={p_dir(i)}" for lang in PROTOC_LANGUAGES] + \
                   [str(src / "vocab.proto")]
        label = "protoc, shipped (3 enums), cold" if size == "shipped" else f"protoc, {int(size):,} values, cold"
        scenario = Scenario(f"protoc_{size}", label, "protoc", pc, out_dir=p_dir)
        if not protoc:
            scenario.disabled = "protoc not found (apt-get install -y protobuf-compiler)"
        scenarios.append(scenario)
    return scenarios, notes


# --------------------------------------------------------------------------------------------
# Ratios, targets, machine info
# --------------------------------------------------------------------------------------------

TARGETS = (
    # key, description, numerator, denominator, field, limit: issue 25's wall-clock rows (the
    # shipped render's own limit is in instructions: benchmarks/instructions.py)
    ("vs_protoc_10000", "10,000 values, one process, all ports <= 4.0x protoc (4 languages)", "vocabgen_10000",
     "protoc_10000", "median_ms", 4.0),
    ("growth_vocabgen", "growth 1k -> 10k values <= 12x", "vocabgen_10000", "vocabgen_1000", "median_ms", 12.0),
    ("memory_vs_floor", "peak memory, shipped <= 1.5x floor", "shipped_cold", "floor", "median_rss_mib", 1.5),
    ("monorepo_check_vs_floor", "render --check --out . in a repo of 100,000 files <= 2.0x floor",
     "monorepo_check", "floor", "median_ms", 2.0),
    ("growth_diff", "--diff growth 2,250 -> 4,500 renamed values <= 2.5x (near-linear; issue 38)",
     "diff_renamed_4500", "diff_renamed_2250", "median_ms", 2.5),
)

RATIOS = (
    ("shipped_cold / floor", "shipped_cold", "floor", "median_ms"),
    ("shipped_unchanged / floor", "shipped_unchanged", "floor", "median_ms"),
    ("shipped_check / floor", "shipped_check", "floor", "median_ms"),
    ("shipped_cold_script / floor", "shipped_cold_script", "floor", "median_ms"),
    ("shipped_edited / floor", "shipped_edited", "floor", "median_ms"),
    ("monorepo_check / floor", "monorepo_check", "floor", "median_ms"),
    ("shipped_cold / floor without shutdown", "shipped_cold", "floor_no_shutdown", "median_ms"),
    ("shipped_edited / floor without shutdown", "shipped_edited", "floor_no_shutdown", "median_ms"),
    ("shipped_check / floor without shutdown", "shipped_check", "floor_no_shutdown", "median_ms"),
    ("vocabgen / protoc, shipped", "shipped_cold", "protoc_shipped", "median_ms"),
    ("vocabgen / protoc, 100 values", "vocabgen_100", "protoc_100", "median_ms"),
    ("vocabgen / protoc, 1,000 values", "vocabgen_1000", "protoc_1000", "median_ms"),
    ("vocabgen / protoc, 10,000 values", "vocabgen_10000", "protoc_10000", "median_ms"),
    ("growth 1k -> 10k, vocabgen", "vocabgen_10000", "vocabgen_1000", "median_ms"),
    ("growth 1k -> 10k, protoc", "protoc_10000", "protoc_1000", "median_ms"),
    ("growth --diff 2,250 -> 4,500 renamed", "diff_renamed_4500", "diff_renamed_2250", "median_ms"),
    ("--diff / --check, 4,500 renamed", "diff_renamed_4500", "check_renamed_4500", "median_ms"),
    ("peak RSS, shipped cold / floor", "shipped_cold", "floor", "median_rss_mib"),
    ("peak RSS, shipped check / floor", "shipped_check", "floor", "median_rss_mib"),
    ("peak RSS, 10,000 values: vocabgen / protoc", "vocabgen_10000", "protoc_10000", "median_rss_mib"),
)


def _ratio(results: dict[str, Any], num: str, den: str, fld: str) -> float | None:
    a, b = results.get(num, {}).get(fld), results.get(den, {}).get(fld)
    if not a or not b:
        return None
    return round(a / b, 3)


def machine_info(notes: dict[str, Any]) -> dict[str, Any]:
    try:
        from importlib.metadata import version
        vg_version = version("vocabgen")
    except Exception:  # noqa: BLE001 - report what we can
        vg_version = "unknown"
    commit, dirty = None, None
    try:
        commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                                check=True).stdout.strip()
        dirty = bool(subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True,
                                    text=True).stdout.strip())
    except (OSError, subprocess.CalledProcessError):
        pass
    try:
        affinity = len(os.sched_getaffinity(0))
    except AttributeError:
        affinity = os.cpu_count()
    return {
        "python": platform.python_version(),
        "python_implementation": platform.python_implementation(),
        "executable": sys.executable,
        "platform": platform.platform(),
        "machine": platform.machine(),
        "nproc": affinity,
        "cpu_count": os.cpu_count(),
        "vocabgen_version": vg_version,
        "git_commit": commit,
        "git_dirty": dirty,
        "protoc": notes.get("protoc"),
    }


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------


def _fmt(x: float | None, spec: str) -> str:
    return "n/a" if x is None else format(x, spec)


def table(rows: list[list[str]], right: set[int]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for n, row in enumerate(rows):
        cells = [c.rjust(widths[i]) if i in right else c.ljust(widths[i]) for i, c in enumerate(row)]
        out.append("| " + " | ".join(cells) + " |")
        if n == 0:
            out.append("|" + "|".join(("-" * (w + 1) + ":") if i in right else ("-" * (w + 2))
                                      for i, w in enumerate(widths)) + "|")
    return "\n".join(out)


def report(doc: dict[str, Any]) -> str:
    res = doc["scenarios"]
    lines = []
    m = doc["machine"]
    lines.append(f"vocabgen {m['vocabgen_version']} @ {(m['git_commit'] or '?')[:12]}"
                 f"{' (dirty)' if m['git_dirty'] else ''} | Python {m['python']} | {m['platform']} | "
                 f"nproc {m['nproc']} | {doc['runs']} runs per scenario, medians")
    lines.append(f"protoc: {m['protoc'] or 'not found'}, emitting {len(PROTOC_LANGUAGES)} languages: "
                 f"{', '.join('--' + lang + '_out' for lang in PROTOC_LANGUAGES)}")
    lines.append(f"vocabgen targets configured: {', '.join(doc['notes']['targets_configured'])}")
    lines.append(f"timing and peak RSS: {doc['notes'].get('rss_method', '?')}")
    lines.append(f"bytecode: {doc['notes'].get('bytecode', '?')}")
    lines.append("")
    rows = [["scenario", "median ms", "min ms", "max ms", "peak RSS MiB", "files out", "KiB out", "note"]]
    for key, r in res.items():
        note = r["disabled"] or (f"{r['failures']} failed run(s) left out" if r["failures"] else "")
        out = r.get("output") or {}
        rows.append([r["label"], _fmt(r["median_ms"], ".1f"), _fmt(r["min_ms"], ".1f"), _fmt(r["max_ms"], ".1f"),
                     _fmt(r["median_rss_mib"], ".1f"), str(out.get("files", "")),
                     _fmt(out["bytes"] / 1024, ".0f") if out else "", note[:60]])
    lines.append(table(rows, {1, 2, 3, 4, 5, 6}))
    lines.append("")
    rows = [["ratio (medians)", "value"]]
    for name, value in doc["ratios"].items():
        rows.append([name, _fmt(value, ".2f") + ("x" if value is not None else "")])
    lines.append(table(rows, {1}))
    lines.append("")
    rows = [["target", "measured", "limit", "met"]]
    for t in doc["targets"]:
        met = "n/a" if t["met"] is None else ("yes" if t["met"] else "NO")
        rows.append([t["description"], _fmt(t["measured"], ".2f") + ("x" if t["measured"] is not None else ""),
                     f"{t['limit']:.1f}x", met])
    lines.append(table(rows, {1, 2}))
    errors = [(r["label"], r["last_error"]) for r in res.values() if r["failures"] and r["last_error"]]
    for label, err in errors:
        lines.append("")
        lines.append(f"last error of {label}:\n{err}")
    return "\n".join(lines)


def compare(doc: dict[str, Any], old: dict[str, Any], old_path: Path) -> str:
    om = old.get("machine", {})
    lines = [f"compared with {old_path} ({old.get('timestamp', '?')}, commit {(om.get('git_commit') or '?')[:12]}, "
             f"{old.get('runs', '?')} runs)"]
    if om.get("platform") != doc["machine"]["platform"] or om.get("python") != doc["machine"]["python"]:
        lines.append("note: the earlier run was on a different platform or Python; deltas mix machine and code")
    rows = [["scenario", "old ms", "new ms", "delta ms", "delta %", "old MiB", "new MiB", "delta MiB"]]
    for key, r in doc["scenarios"].items():
        o = old.get("scenarios", {}).get(key)
        if not o:
            rows.append([r["label"], "-", _fmt(r["median_ms"], ".1f"), "new", "", "-", _fmt(r["median_rss_mib"], ".1f"),
                         ""])
            continue
        a, b = o.get("median_ms"), r["median_ms"]
        ra, rb = o.get("median_rss_mib"), r["median_rss_mib"]
        rows.append([r["label"], _fmt(a, ".1f"), _fmt(b, ".1f"),
                     _fmt(b - a if a is not None and b is not None else None, "+.1f"),
                     _fmt((b - a) / a * 100 if a and b is not None else None, "+.1f"),
                     _fmt(ra, ".1f"), _fmt(rb, ".1f"),
                     _fmt(rb - ra if ra is not None and rb is not None else None, "+.1f")])
    lines.append(table(rows, {1, 2, 3, 4, 5, 6, 7}))
    lines.append("")
    rows = [["ratio", "old", "new", "delta"]]
    for name, value in doc["ratios"].items():
        was = old.get("ratios", {}).get(name)
        rows.append([name, _fmt(was, ".2f"), _fmt(value, ".2f"),
                     _fmt(value - was if value is not None and was is not None else None, "+.2f")])
    lines.append(table(rows, {1, 2, 3}))
    return "\n".join(lines)


# --------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15, help="measured runs per scenario (default 15)")
    parser.add_argument("--quick", action="store_true", help="3 runs per scenario")
    parser.add_argument("--warmup", type=int, default=1, help="unrecorded runs per scenario first (default 1)")
    parser.add_argument("--json", type=Path, default=DEFAULT_JSON, help=f"where to write results (default {DEFAULT_JSON.relative_to(ROOT)})")
    parser.add_argument("--no-json", action="store_true", help="do not write the JSON results")
    parser.add_argument("--compare", type=Path, metavar="PATH", help="print deltas against an earlier results JSON")
    parser.add_argument("--no-console-script", action="store_true", help="skip the `vocabgen` console-script scenario")
    parser.add_argument("--as-is-env", action="store_true",
                        help="run children in this environment unchanged (by default PYTHONDONTWRITEBYTECODE is "
                             "dropped and .pyc files go to a pycache prefix in the temp folder)")
    parser.add_argument("--only", action="append", metavar="KEY", help="run only these scenario keys (repeatable)")
    args = parser.parse_args(argv)
    runs = 3 if args.quick else args.runs
    if runs < 1:
        parser.error("--runs must be at least 1")
    baseline = None
    if args.compare:  # read it up front, so that comparing with latest.json compares with the *previous* run
        baseline = json.loads(args.compare.read_text("utf-8"))

    with tempfile.TemporaryDirectory(prefix="vocabgen-bench-") as tmp:
        work = Path(tmp)
        scenarios, notes = build_scenarios(work, console_script=not args.no_console_script)
        if args.only:
            scenarios = [s for s in scenarios if s.key in args.only]
        logdir = work / "log"
        logdir.mkdir()
        global LAUNCHER, CHILD_ENV
        LAUNCHER = build_launcher(work)
        CHILD_ENV, notes["bytecode"] = child_env(work, args.as_is_env)
        if args.warmup < 1 and not args.as_is_env:
            print("note: --warmup 0 with a fresh pycache prefix: the first round compiles every module",
                  file=sys.stderr)
        import resource
        notes["rss_method"] = ("C launcher: fork/exec/wait4, child's own ru_maxrss" if LAUNCHER else
                               "os.wait4 from this process; ru_maxrss floored at this process's RSS "
                               f"({_maxrss_mib(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss):.1f} MiB)")
        total = (runs + args.warmup) * len(scenarios)
        done = 0
        started = time.monotonic()
        for index in range(-args.warmup, runs):
            for scenario in scenarios:
                scenario.run(index + args.warmup, logdir, record=index >= 0)
                done += 1
            print(f"\rround {index + args.warmup + 1}/{runs + args.warmup} ({done}/{total} processes, "
                  f"{time.monotonic() - started:.0f}s)", end="", file=sys.stderr, flush=True)
        print(file=sys.stderr)
        results = {s.key: s.summary() for s in scenarios}
        leftovers = sorted(p.name for p in (work / "empty-cache").rglob("*")) if (work / "empty-cache").exists() else []
        notes["user_cache_after_run"] = leftovers or "empty"

    doc: dict[str, Any] = {
        "format": JSON_FORMAT,
        "timestamp": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "runs": runs,
        "warmup": args.warmup,
        "machine": machine_info(notes),
        "notes": notes,
        "protoc_languages": list(PROTOC_LANGUAGES),
        "scenarios": results,
        "ratios": {name: _ratio(results, num, den, fld) for name, num, den, fld in RATIOS},
        "targets": [],
    }
    for key, description, num, den, fld, limit in TARGETS:
        measured = _ratio(results, num, den, fld)
        doc["targets"].append({"key": key, "description": description, "measured": measured, "limit": limit,
                               "met": None if measured is None else measured <= limit})
    print(report(doc))
    if baseline is not None:
        print()
        print(compare(doc, baseline, args.compare))
    if not args.no_json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n", "utf-8")
        print(f"\nresults written to {args.json}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Where one `vocabgen render` spends its time, phase by phase, in a single fresh process.

    python benchmarks/phases.py --vocab vocab.toml [--check] [--repeat 7]

Each repeat is a fresh interpreter (so imports are cold as in real use) running the same steps as
`vocabgen render` one by one with a clock around each; the medians per phase are printed. Output
goes to a temporary folder (or, with --check, a temporary folder rendered once beforehand).
Interpreter start-up itself is not visible from inside; compare with `python -c pass`.
As in run.py, children load .pyc files from a pycache prefix in the temporary folder (warmed by
one unrecorded run), even where PYTHONDONTWRITEBYTECODE is set; built-in templates load as `vocabgen render`
loads them in the running install (precompiled in a wheel, from source in a checkout).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

CHILD = r"""
import json, sys, time
T = time.perf_counter
phases = {}
t = T()
def mark(name):
    global t
    now = T()
    phases[name] = phases.get(name, 0.0) + (now - t) * 1000
    t = now
import click, jinja2
mark("import click + jinja2 (the floor)")
import vocabgen.cli
mark("import vocabgen.cli (every module a render uses)")
from pathlib import Path
from vocabgen.environment import make_environment
from vocabgen.load import _model  # the load's first half, timed apart from the view
from vocabgen.plan import plan
from vocabgen.render import render_target
from vocabgen.source import read_source
from vocabgen.targets.registry import build_view, check_identifiers, check_limits
from vocabgen.write import apply
vocab, out, check = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3] == "1"
text = read_source(vocab, str(vocab))
mark("load: read")
model = _model(text, str(vocab), pinned=True)
mark("load: tomllib + tables checked + model built")
file = build_view(model)
mark("load: view built (every port's names and literals)")
problems = check_identifiers(model, file) + check_limits(model, file)
assert not problems, problems[:3]
mark("load: identifier and limit checks")
env = make_environment()
mark("jinja2 environment")
files, problems = {}, []
for config in model.targets:
    render_target(file, config, env, files, problems)
    mark(f"render: {config.name}")
assert not problems, problems[:3]
files = dict(sorted(files.items()))
the_plan = plan(out, files, find_orphans=True, origin=model.origin)
mark("plan (read + compare existing files)")
if not check:
    apply(out, the_plan)
    mark("apply (atomic writes, fsync)")
print(json.dumps({"phases": phases}))
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vocab", type=Path, default=Path("vocab.toml"))
    parser.add_argument("--check", action="store_true", help="time a check on an up-to-date folder")
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    runs: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory(prefix="vocabgen-phases-") as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        warm = Path(tmp) / "warm"
        subprocess.run([sys.executable, "-m", "vocabgen", "render", "-q", "--vocab", str(args.vocab),
                        "--out", str(warm)], check=True, env=env)
        for i in range(args.repeat):
            out = Path(tmp) / f"out{i}"
            out.mkdir()
            if args.check:
                subprocess.run([sys.executable, "-m", "vocabgen", "render", "-q", "--vocab", str(args.vocab),
                                "--out", str(out)], check=True, env=env)
            done = subprocess.run([sys.executable, "-c", CHILD, str(args.vocab), str(out), "1" if args.check else "0"],
                                  capture_output=True, text=True, env=env)
            if done.returncode:
                print(done.stderr, file=sys.stderr)
                return 1
            runs.append(json.loads(done.stdout.strip().splitlines()[-1])["phases"])
    names = list(dict.fromkeys(name for run in runs for name in run))
    width = max(len(n) for n in names)
    total = 0.0
    print(f"{'phase':<{width}}  median ms")
    for name in names:
        value = statistics.median(r.get(name, 0.0) for r in runs)
        total += value
        print(f"{name:<{width}}  {value:9.2f}")
    print(f"{'sum of medians':<{width}}  {total:9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

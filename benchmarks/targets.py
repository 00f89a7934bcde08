#!/usr/bin/env python3
"""In-process cost of each target: rendering its templates from the shared view.

    python benchmarks/targets.py --vocab vocab.toml [--target python ...] [--repeat 5] [--profile]

The model is loaded once; the view (every port's names and literals, built once per render and
shared by all targets) is built `--repeat` times, then each target's templates are rendered
`--repeat` times after one unrecorded warm-up (templates already loaded), and the medians are
printed. Start-up, imports, loading and writing are not included: `phases.py` and `run.py`
measure those. With --profile, the slowest functions of one more pass are printed per target.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import statistics
import sys
import time
from pathlib import Path

from vocabgen.environment import make_environment
from vocabgen.load import load
from vocabgen.model import TargetConfig
from vocabgen.problems import Problem
from vocabgen.render import render_target
from vocabgen.source import read_source
from vocabgen.targets.registry import build_view


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vocab", type=Path, default=Path("vocab.toml"))
    parser.add_argument("--target", action="append", help="only these targets (repeatable)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--profile", action="store_true", help="print the top functions per target")
    args = parser.parse_args()

    model = load(read_source(args.vocab, args.vocab.name), args.vocab.name).model
    env = make_environment()
    configs = [c for c in model.targets if not args.target or c.name in args.target]
    views = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        file = build_view(model)
        views.append((time.perf_counter() - start) * 1000)

    def run(config: TargetConfig) -> float:
        files: dict[str, str] = {}
        problems: list[Problem] = []
        start = time.perf_counter()
        render_target(file, config, env, files, problems)
        assert not problems, problems[:3]
        return (time.perf_counter() - start) * 1000

    grand = statistics.median(views)
    print(f"{'view (all ports)':<17} {grand:9.2f} ms")
    for config in configs:
        run(config)
        took = statistics.median(run(config) for _ in range(args.repeat))
        grand += took
        print(f"{'render ' + config.name:<17} {took:9.2f} ms")
        if args.profile:
            profile = cProfile.Profile()
            profile.runcall(run, config)
            text = io.StringIO()
            pstats.Stats(profile, stream=text).sort_stats("tottime").print_stats(15)
            print(text.getvalue())
    print(f"{'all':<17} {grand:9.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

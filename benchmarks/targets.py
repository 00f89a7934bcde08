#!/usr/bin/env python3
"""In-process cost of each target: building its template contexts and rendering its templates.

    python benchmarks/targets.py --vocab vocab.toml [--target python ...] [--repeat 5] [--profile]

The model is loaded once; each target's `files()` and each template render are then timed
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vocab", type=Path, default=Path("vocab.toml"))
    parser.add_argument("--target", action="append", help="only these targets (repeatable)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--profile", action="store_true", help="print the top functions per target")
    args = parser.parse_args()

    from vocabgen.environment import make_environment
    from vocabgen.load import load_file
    from vocabgen.targets.registry import TARGETS

    model = load_file(args.vocab)
    env = make_environment()
    configs = [c for c in model.targets if not args.target or c.name in args.target]

    def run(config_name: str) -> tuple[float, float]:
        config = next(c for c in configs if c.name == config_name)
        start = time.perf_counter()
        outputs = TARGETS[config.name].files(model, config)
        built = time.perf_counter()
        for output in outputs:
            env.get_template(output.template).render(output.context)
        return (built - start) * 1000, (time.perf_counter() - built) * 1000

    print(f"{'target':<12} {'files() ms':>11} {'render ms':>10} {'total ms':>9}")
    grand = 0.0
    for config in configs:
        run(config.name)
        samples = [run(config.name) for _ in range(args.repeat)]
        ctx = statistics.median(s[0] for s in samples)
        ren = statistics.median(s[1] for s in samples)
        grand += ctx + ren
        print(f"{config.name:<12} {ctx:11.2f} {ren:10.2f} {ctx + ren:9.2f}")
        if args.profile:
            profile = cProfile.Profile()
            profile.runcall(run, config.name)
            text = io.StringIO()
            pstats.Stats(profile, stream=text).sort_stats("tottime").print_stats(15)
            print(text.getvalue())
    print(f"{'all':<12} {'':>11} {'':>10} {grand:9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""`make bench-hostile`: the worst case per reader of the hostile inputs (issue 34).

The hostile shapes are declared once, in the tests that bound them (CodeScannerLimitTests,
HostileAppFilesTests, HostilePodspecTests, ScenarioLimitTests, BoundedReadingTests,
DeepPayloadMemoryTests, BaselineScaleTests: written at run time, about 0.5 to 1 MB each). This
runs those suites with the release binary (PUSHROUTE_TEST_BINARY) and PUSHROUTE_MEASURE_LOG
set, so that every measured run (`MeasuredRun`: the child's own CPU time and peak memory, GNU
time) appends its figures; then prints, per reader, its worst run by CPU time and by memory.
Target (issue 34): any hostile input of 1 MB in any reader, <= 2 s of CPU and <= 256 MiB.
The tests themselves assert the looser bounds a debug build on a loaded machine meets.

Needs the debug test build (`make strict-build`) and the release binary; PUSHROUTE_BIN names
another binary. Exits 1 if a target is missed (BENCH_STRICT=0: report only).
"""
import collections
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(HERE, "out")
BINARY = os.environ.get("PUSHROUTE_BIN") or os.path.join(ROOT, ".build", "release", "pushroute")
LOG = os.path.join(OUT, "hostile-runs.tsv")
MAX_SECONDS, MAX_MIB = 2.0, 256.0

# The suites that measure their runs, and the readers each one attacks.
SUITES = {
    "CodeScannerLimitTests.swift": "Swift and Objective-C scanning (app infer)",
    "HostileAppFilesTests.swift": "plists, Podfile.lock, project.pbxproj (app infer)",
    "HostilePodspecTests.swift": "podspecs and Podfiles (app infer)",
    "ScenarioLimitTests.swift": "scenarios (simulate --scenario)",
    "BoundedReadingTests.swift": "payloads, pastes and logs (--max-bytes)",
    "DeepPayloadMemoryTests.swift": "deep payloads (--max-depth 1000)",
    "BaselineScaleTests.swift": "baselines (lint --baseline)",
    "HostilePayloadTests.swift": "wide pastes: payloads, repairs, findings (classify, normalize, lint)",
}


def main():
    os.makedirs(OUT, exist_ok=True)
    if os.path.exists(LOG):
        os.remove(LOG)
    names = "|".join(name[: -len(".swift")] for name in SUITES)
    environment = dict(os.environ, PUSHROUTE_TEST_BINARY=BINARY, PUSHROUTE_MEASURE_LOG=LOG)
    tests = subprocess.run(["swift", "test", "--skip-build", "--filter", names], cwd=ROOT, env=environment,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    summary = [line for line in tests.stdout.splitlines() if "Test run with" in line]
    print(f"binary: {BINARY}")
    print("tests: " + (summary[-1].strip() if summary else "no summary; exit status %d" % tests.returncode))
    runs = collections.defaultdict(list)
    with open(LOG, encoding="utf-8") as log:
        for line in log:
            suite, test, arguments, name, size, head, seconds, peak = line.rstrip("\n").split("\t")
            runs[suite].append((float(seconds), int(peak) / (1 << 20), int(size), name, head, test))
    missed = []
    print(f"{'reader':52} {'runs':>4} {'worst CPU':>10} {'worst peak':>11}  input of the worst")
    for suite, reader in SUITES.items():
        if not runs[suite]:
            missed.append(f"{reader}: no measured run")
            continue
        by_time = max(runs[suite])
        by_memory = max(runs[suite], key=lambda run: run[1])
        print(f"{reader:52} {len(runs[suite]):4} {by_time[0]:8.2f} s {by_memory[1]:7.1f} MiB"
              f"  {by_time[2] >> 10} KB '{by_time[4][:24]}'; {by_memory[2] >> 10} KB '{by_memory[4][:24]}'")
        for seconds, mib, size, name, head, test in runs[suite]:
            if size <= 1 << 20 and (seconds > MAX_SECONDS or mib > MAX_MIB):
                missed.append(f"{reader}: {seconds:.2f} s, {mib:.1f} MiB on {size >> 10} KB '{head[:24]}' ({test})")
    if tests.returncode != 0:
        missed.append("the measured tests failed with the release binary: run them with swift test to see why")
    for line in missed:
        print("MISSED " + line)
    return 1 if missed and os.environ.get("BENCH_STRICT", "1") != "0" else 0


if __name__ == "__main__":
    sys.exit(main())

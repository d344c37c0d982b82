#!/usr/bin/env python3
"""`make bench`: pushroute against the C floor and jq, alternately, in one run.

Runs each contender BENCH_ROUNDS times (default 5) in turn on a 200 000-payload NDJSON
corpus, in JSON and text formats, then on 10 000 small files in one invocation (a run of about
0.15 s, so timed BENCH_FILE_ROUNDS times, default 21, for a median the machine's noise moves
less; the extra rounds take about 15 s); pushroute
with --jobs 1, 2 and 4 (the scaling curve; 4 oversubscribes a 2-core machine). Prints median
wall times, the ratios against the single-threaded C floor and jq, and peak memory (GNU
time's %M) at --jobs 2 on the corpus and on one 4x larger. Handler counts must agree with
the floor's.

The log group reads generated device session logs (gen_log.py, Xcode console format; 50 and
200 MB, BENCH_LOG_MB) as one file each: `grep -c aps`, `pushroute classify --format json` and
`pushroute classify --events --format json`, alternately BENCH_ROUNDS times on the smaller log; the median ratio against grep, peak memory on
both logs (which must not grow with the log), stderr bytes per input byte, and the records with
a handler, which must equal the pushes the generator wrote.

The session group reads a generated 50 MB session log with 1 000 episodes (gen_session.py,
`log stream` format, from the session tests' generator): `grep -c aps`, `pushroute session`
(every verdict decided) and `pushroute session --migration lp` (half the pushes differ, so
the explanations' replays run), alternately BENCH_ROUNDS times; the median ratios against
grep and the peak memory (issue 38: <= 10x grep, <= 64 MiB).

`--only payloads`, `--only log` or `--only session` runs one group; without it all run. PUSHROUTE_BIN runs that
binary instead of building and running .build/release/pushroute.
Exits 1 if a target is missed or the counts disagree (BENCH_STRICT=0: report only).
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(HERE, "out")
PUSHROUTE = os.environ.get("PUSHROUTE_BIN") or os.path.join(ROOT, ".build", "release", "pushroute")
FLOOR = os.path.join(OUT, "floor")
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "5"))
FILE_ROUNDS = int(os.environ.get("BENCH_FILE_ROUNDS", "21"))
COUNT = int(os.environ.get("BENCH_PAYLOADS", "200000"))
FILES = int(os.environ.get("BENCH_FILES", "10000"))
LOG_MB = [int(mb) for mb in os.environ.get("BENCH_LOG_MB", "50,200").split(",")]

JOBS = (1, 2, 4)
TARGETS = {  # measure (pushroute's time / the contender's): limit
    "json jobs 1/floor": 1.05, "text jobs 1/floor": 1.10, "json jobs 2/floor": 0.62,
    "files jobs 2/floor": 0.70, "files jobs 1/floor": 1.5, "json jobs 1/jq": 0.5, "text jobs 1/jq": 0.5,
}
LOG_TARGETS = {  # the log group: measure: limit
    "log pushroute/grep": 4.0,       # issue 32 (issue 22's was 10, stretch 5)
    "log events/grep": 6.0,          # classify --events, issue 32
    "log peak MiB": 32.0,            # on each log
    "log peak growth": 1.25,         # peak on the largest log / peak on the smallest
    "log stderr/input": 0.01,        # bytes written to stderr per input byte
}
SESSION_TARGETS = {  # the session group: measure: limit (issue 38)
    "session/grep": 10.0,
    "session peak MiB": 64.0,
}


def sh(args, **kw):
    return subprocess.run(args, check=True, **kw)


def prepare():
    os.makedirs(OUT, exist_ok=True)
    sh(["cc", "-O2", "-o", FLOOR, os.path.join(HERE, "floor.c"), "-ljansson"])
    corpora = {}
    for name, count in (("corpus", COUNT), ("corpus4x", COUNT * 4)):
        path = os.path.join(OUT, f"{name}-{count}.ndjson")
        if not os.path.exists(path):
            with open(path, "w") as f:
                sh([sys.executable, os.path.join(HERE, "gen_corpus.py"), str(count)], stdout=f)
        corpora[name] = path
    files_dir = os.path.join(OUT, f"files-{FILES}")
    if not os.path.isdir(files_dir):
        sh([sys.executable, os.path.join(HERE, "gen_corpus.py"), "--files", str(FILES), files_dir])
    files = sorted(os.path.join(files_dir, f) for f in os.listdir(files_dir))
    return corpora, files


def timed(args, stdout=subprocess.DEVNULL):
    """Wall seconds and peak RSS (KiB) of one run, through GNU time."""
    start = time.perf_counter()
    proc = subprocess.run(["/usr/bin/time", "-f", "%M"] + args, stdout=stdout, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        sys.exit(f"bench: {' '.join(args)} failed with {proc.returncode}:\n{proc.stderr}")
    return elapsed, int(proc.stderr.strip().splitlines()[-1]), proc.stderr


def contenders(corpus, files):
    jq = ["jq", "-cR", "-f", os.path.join(HERE, "classify.jq"), corpus]
    groups = {
        "json": {"floor": [FLOOR, "--lines", "--format", "json", corpus], "jq": jq},
        "text": {"floor": [FLOOR, "--lines", corpus], "jq": jq},
        "files": {"floor": [FLOOR, "--format", "json"] + files},
    }
    for jobs in JOBS:
        name = f"jobs {jobs}"
        groups["json"][name] = [PUSHROUTE, "classify", "--lines", "--format", "json", "--jobs", str(jobs), corpus]
        groups["text"][name] = [PUSHROUTE, "classify", "--lines", "--jobs", str(jobs), corpus]
        groups["files"][name] = [PUSHROUTE, "classify", "--format", "json", "--jobs", str(jobs)] + files
    return groups


def measure(groups):
    times = {(g, c): [] for g, cs in groups.items() for c in cs}
    peaks = {}
    for index in range(max(ROUNDS, FILE_ROUNDS)):
        for group, commands in groups.items():
            if index >= (FILE_ROUNDS if group == "files" else ROUNDS):
                continue
            for name, args in commands.items():
                if name == "jq" and group == "text" and (group, name) in times and times["json", "jq"]:
                    continue  # jq has one output format; timed once per round under json
                elapsed, peak, _ = timed(args)
                times[group, name].append(elapsed)
                peaks[group, name] = max(peaks.get((group, name), 0), peak)
    times["text", "jq"] = times["json", "jq"]
    peaks["text", "jq"] = peaks.get(("json", "jq"), 0)
    return {k: statistics.median(v) for k, v in times.items() if v}, peaks


def handler_counts(corpus):
    """The floor reads jansson's JSON only: a broken line is invalid there. pushroute reads a
    line cut off as far as it goes (status partial, docs/pasted-forms.md 4.13), so those count
    with the invalid ones here, and the handlers of whole payloads must agree."""
    out = subprocess.run([PUSHROUTE, "classify", "--lines", "--format", "json", corpus],
                         capture_output=True, text=True).stdout
    records = [json.loads(line) for line in out.splitlines() if line]
    ours = {h: sum(1 for r in records if r["handler"] == h and r["status"] != "partial")
            for h in ("leanplum", "clevertap", "none")}
    ours["invalid"] = sum(1 for r in records if r["status"] in ("invalid", "partial"))
    err = subprocess.run([FLOOR, "--lines", corpus], capture_output=True, text=True).stderr
    floor = {k: int(v) for k, v in re.findall(r"(\w+) (\d+)", err)}
    return ours, floor


def prepare_logs():
    """The session logs, generated once each; beside each, the number of pushes written."""
    os.makedirs(OUT, exist_ok=True)
    logs = []
    for mb in LOG_MB:
        path = os.path.join(OUT, f"session-{mb}mb.log")
        count_path = path + ".pushes"
        if not (os.path.exists(path) and os.path.exists(count_path)):
            with open(path, "w") as f:
                err = sh([sys.executable, os.path.join(HERE, "gen_log.py"), str(mb)], stdout=f,
                         stderr=subprocess.PIPE, text=True).stderr
            with open(count_path, "w") as f:
                f.write(re.search(r"(\d+) pushes", err).group(1) + "\n")
        with open(count_path) as f:
            logs.append((mb, path, int(f.read())))
    return logs


def pushroute_stderr(time_stderr):
    """What pushroute wrote to stderr, without GNU time's lines (its %M, and the note it adds
    when the command exits non-zero)."""
    lines = time_stderr.splitlines(keepends=True)[:-1]
    if lines and lines[-1].startswith("Command exited with non-zero status"):
        lines.pop()
    return "".join(lines)


def run_log_group():
    """Returns the names of the missed log targets."""
    logs = prepare_logs()
    _, small, small_pushes = logs[0]
    grep = ["grep", "-c", "aps", small]
    classify = [PUSHROUTE, "classify", "--format", "json"]
    events = [PUSHROUTE, "classify", "--events", "--format", "json", small]
    times = {"grep": [], "pushroute": [], "events": []}
    peaks = {"grep": 0, "pushroute": 0, "events": 0}
    for _ in range(ROUNDS):
        for name, args in (("grep", grep), ("pushroute", classify + [small]), ("events", events)):
            # Output to a pipe, never /dev/null: GNU grep stops at the first match when its
            # output is /dev/null, even with -c.
            elapsed, peak, _ = timed(args, stdout=subprocess.PIPE)
            times[name].append(elapsed)
            peaks[name] = max(peaks[name], peak)
    medians = {name: statistics.median(values) for name, values in times.items()}
    per_log = []  # (MB, bytes, peak KiB, stderr bytes, records with a handler, pushes written)
    for mb, path, pushes in logs:
        records_path = os.path.join(OUT, f"session-{mb}mb.records.ndjson")
        with open(records_path, "w") as records:
            _, peak, err = timed(classify + [path], stdout=records)
        with open(records_path) as records:
            found = sum(1 for line in records if line.strip() and json.loads(line).get("handler") is not None)
        os.remove(records_path)
        per_log.append((mb, os.path.getsize(path), peak, len(pushroute_stderr(err).encode()), found, pushes))

    failed = []
    print(f"pushroute log bench: {os.path.basename(small)} ({os.path.getsize(small) / 1e6:.1f} MB, {small_pushes} pushes), "
          f"{ROUNDS} rounds (median wall time)")
    for name in ("grep", "pushroute", "events"):
        print(f"  log   {name:9} {medians[name]:8.3f} s   peak {peaks[name] / 1024:7.1f} MiB")
    for name in ("pushroute", "events"):
        measure = f"log {name}/grep"
        ratio, limit = medians[name] / medians["grep"], LOG_TARGETS[measure]
        failed += [] if ratio <= limit else [measure]
        print(f"  ratio {measure:22} {ratio:5.2f}  target <= {limit:.2f}  {'ok' if ratio <= limit else 'MISSED'}")
    mib = [peak / 1024 for _, _, peak, _, _, _ in per_log]
    growth = mib[-1] / mib[0] if mib[0] else float("inf")
    mem_ok = max(mib) <= LOG_TARGETS["log peak MiB"] and growth <= LOG_TARGETS["log peak growth"]
    failed += [] if mem_ok else ["log memory"]
    print("  peak RSS pushroute on logs: " + ", ".join(f"{m:.1f} MiB on {mb} MB" for m, (mb, *_) in zip(mib, per_log))
          + f"; {per_log[-1][0]} MB / {per_log[0][0]} MB {growth:.2f}"
          + f" (target <= {LOG_TARGETS['log peak MiB']:.0f} MiB each, <= {LOG_TARGETS['log peak growth']:.2f}x)"
          + f"  {'ok' if mem_ok else 'MISSED'}")
    shares = [err / size for _, size, _, err, _, _ in per_log]
    err_ok = max(shares) <= LOG_TARGETS["log stderr/input"]
    failed += [] if err_ok else ["log stderr"]
    print("  stderr/input: " + ", ".join(f"{share:.4f} on {mb} MB ({err} bytes)"
                                         for share, (mb, _, _, err, _, _) in zip(shares, per_log))
          + f" (target <= {LOG_TARGETS['log stderr/input']:.2f})  {'ok' if err_ok else 'MISSED'}")
    for mb, _, _, _, found, pushes in per_log:
        agree = found == pushes
        failed += [] if agree else [f"log counts {mb} MB"]
        print(f"  records with a handler on {mb} MB: pushroute {found}, pushes written {pushes}  "
              f"{'agree' if agree else 'DISAGREE'}")
    return failed


def run_session_group():
    """Returns the names of the missed session targets."""
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, "session-episodes-50mb.log")
    if not os.path.exists(path):
        with open(path, "w") as f:
            sh([sys.executable, os.path.join(HERE, "gen_session.py"), "50", "1000"], stdout=f, stderr=subprocess.DEVNULL)
    runs = {
        "grep": ["grep", "-c", "aps", path],
        "session": [PUSHROUTE, "session", "--exit-zero", path],
        "differs": [PUSHROUTE, "session", "--exit-zero", "--migration", "lp", path],
    }
    times = {name: [] for name in runs}
    peaks = {name: 0 for name in runs}
    for _ in range(ROUNDS):
        for name, args in runs.items():
            elapsed, peak, _ = timed(args, stdout=subprocess.PIPE)  # a pipe: see run_log_group
            times[name].append(elapsed)
            peaks[name] = max(peaks[name], peak)
    medians = {name: statistics.median(values) for name, values in times.items()}
    print(f"pushroute session bench: {os.path.basename(path)} ({os.path.getsize(path) / 1e6:.1f} MB, 1000 episodes), "
          f"{ROUNDS} rounds (median wall time)")
    failed = []
    for name in runs:
        print(f"  session {name:8} {medians[name]:8.3f} s   peak {peaks[name] / 1024:7.1f} MiB")
    for name in ("session", "differs"):
        ratio, limit = medians[name] / medians["grep"], SESSION_TARGETS["session/grep"]
        failed += [] if ratio <= limit else [f"session {name}/grep"]
        print(f"  ratio {name + '/grep':22} {ratio:5.2f}  target <= {limit:.2f}  {'ok' if ratio <= limit else 'MISSED'}")
        mib, cap = peaks[name] / 1024, SESSION_TARGETS["session peak MiB"]
        failed += [] if mib <= cap else [f"session {name} memory"]
        print(f"  peak  {name:22} {mib:5.1f} MiB  target <= {cap:.0f}  {'ok' if mib <= cap else 'MISSED'}")
    return failed


def run_payload_groups():
    """The corpus and file groups against the C floor and jq; returns the missed targets."""
    corpora, files = prepare()
    medians, peaks = measure(contenders(corpora["corpus"], files))
    _, peak4x, _ = timed([PUSHROUTE, "classify", "--lines", "--format", "json", "--jobs", "2", corpora["corpus4x"]])
    ratios = {}
    for measure_name in TARGETS:
        mine, theirs = measure_name.split("/")
        group, jobs = mine.split(" ", 1)
        ratios[measure_name] = medians[group, jobs] / medians[group, theirs]
    print(f"pushroute bench: {COUNT} payloads, {FILES} files, {ROUNDS} rounds ({FILE_ROUNDS} for the files; median wall time)")
    for (group, name), value in sorted(medians.items()):
        print(f"  {group:5} {name:9} {value:8.3f} s   peak {peaks.get((group, name), 0) / 1024:7.1f} MiB")
    print("  scaling (time at --jobs 1 / time at N):  " + "   ".join(
        f"{group} " + " ".join(f"{medians[group, 'jobs 1'] / medians[group, f'jobs {jobs}']:.2f}" for jobs in JOBS)
        for group in ("json", "text", "files")))
    failed = []
    for measure_name, ratio in ratios.items():
        ok = ratio <= TARGETS[measure_name]
        failed += [] if ok else [measure_name]
        print(f"  ratio {measure_name:22} {ratio:5.2f}  target <= {TARGETS[measure_name]:.2f}  {'ok' if ok else 'MISSED'}")
    peak = peaks["json", "jobs 2"] / 1024
    growth = peak4x / 1024 - peak
    mem_ok = peak <= 32 and growth <= 2
    failed += [] if mem_ok else ["memory"]
    print(f"  peak RSS pushroute --jobs 2: {peak:.1f} MiB on {COUNT}, {peak4x / 1024:.1f} MiB on {COUNT * 4} "
          f"(target <= 32 MiB, no growth)  {'ok' if mem_ok else 'MISSED'}")
    ours, floor = handler_counts(corpora["corpus"])
    agree = ours == floor
    failed += [] if agree else ["counts"]
    print(f"  handler counts pushroute {ours}\n                 floor     {floor}  {'agree' if agree else 'DISAGREE'}")
    return failed


def main():
    parser = argparse.ArgumentParser(description="pushroute's speed and memory against its targets")
    parser.add_argument("--only", choices=("payloads", "log", "session"),
                        help="run one group: the payload corpus and files (against the C floor and jq), the device logs, or a session log")
    only = parser.parse_args().only
    if "PUSHROUTE_BIN" not in os.environ:
        sh(["swift", "build", "-c", "release"], cwd=ROOT, stdout=subprocess.DEVNULL)
    failed = []
    if only in (None, "payloads"):
        failed += run_payload_groups()
    if only in (None, "log"):
        failed += run_log_group()
    if only in (None, "session"):
        failed += run_session_group()
    if failed and os.environ.get("BENCH_STRICT", "1") != "0":
        sys.exit(f"bench: missed: {', '.join(failed)}")


if __name__ == "__main__":
    main()

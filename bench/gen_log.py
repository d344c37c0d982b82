#!/usr/bin/env python3
"""Writes a deterministic device session log for the log bench, in the Xcode console format.

Usage: gen_log.py SIZE_MB [SEED] > session.log   (1 MB = 1 000 000 bytes; stops at the first
       entry boundary past SIZE_MB)

Format 1 of Tests/Fixtures/logs/README.md (Xcode 14 and earlier:
`2026-11-29 10:01:02.123456+0100 Shop[812:33441] message`, print() lines bare), one push per
about 400 entries (300 to 500 apart), printed by CleverTap, Leanplum or the app as in the
fixtures, among the fixtures' noise in its proportions: mostly one-line entries, some multi-line
dictionaries, layout dumps and stack traces. The entries are drawn from a few hundred templates
built once with the fixture generator's printers (Tests/Fixtures/logs/make_fixtures.py), so
200 MB take seconds. Prints the number of pushes written to stderr ("N pushes"): each is one
payload, and classify should report exactly that many records with a handler.
"""
import os
import random
import sys
from datetime import timedelta

sys.dont_write_bytecode = True  # no __pycache__ left in the fixtures directory
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "Fixtures", "logs"))
import make_fixtures as mf  # noqa: E402

NOISE_TEMPLATES = 400
PUSH_TEMPLATES = 96
PUSH_GAP = (300, 500)


def xcode_build():
    return mf.Build(ct_oslog=False, stdio=True, xcode=True)


def entry(e, pids):
    """An event as (needs a timestamp, text after it): print() output has no prefix."""
    if e.stdio:
        return False, e.text + "\n"
    category = f"[{e.cat}] " if e.sub and e.cat else ""
    return True, f" {e.proc}[{pids[e.proc]}:{e.tid}] {category}{e.text}\n"


def noise_templates(rng):
    s = mf.Session(rng, xcode_build(), mf.DEVICE_PIDS)
    while len(s.events) < NOISE_TEMPLATES:
        mf.noise(s, 1)
    return [entry(e, s.pids) for e in s.events[:NOISE_TEMPLATES]]


def push_templates(rng):
    """Groups of entries, each ending with the one entry that holds a push."""
    s = mf.Session(rng, xcode_build(), mf.DEVICE_PIDS)
    payloads = [lambda: mf.lp_push(rng), lambda: mf.lp_push(rng, key="_lpu"), lambda: mf.lp_push(rng, silent=True),
                lambda: mf.ct_push(rng), lambda: mf.ct_push(rng, rich=True, accent=True),
                lambda: mf.ct_push(rng, dollar_only=True), lambda: mf.both_push(rng), lambda: mf.fcm_push(rng),
                lambda: mf.fcm_push(rng, silent=True), lambda: mf.own_push(rng), lambda: mf.own_push(rng, silent=True)]
    statements = [mf.ct_handling, mf.ct_static, mf.ct_not_from, mf.ct_launch, mf.ct_leanplum_will, mf.lp_launched,
                  lambda s, p: mf.lp_holder(s, p, rng.choice([1, 2])), mf.app_json, mf.app_nsdict, mf.app_swift,
                  mf.app_split]
    for i in range(PUSH_TEMPLATES):
        statement = statements[i % len(statements)]
        if statement is mf.ct_handling and i % 4 == 0:
            payload = mf.ct_push_no_aps(rng)
        else:
            payload = rng.choice(payloads)()
        statement(s, payload)
    groups, current = [], []
    for e in s.events:
        current.append(entry(e, s.pids))
        if e.push:
            groups.append(current)
            current = []
    assert not current and len(groups) == PUSH_TEMPLATES
    return groups


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: gen_log.py SIZE_MB [SEED] > session.log")
    limit = int(float(sys.argv[1]) * 1_000_000)
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    noise = [(stamp, text, len(text.encode())) for stamp, text in noise_templates(rng)]
    pushes = [[(stamp, text, len(text.encode())) for stamp, text in group] for group in push_templates(rng)]
    steps = [rng.randint(40, 9000) for _ in range(4093)]  # microseconds between entries
    stamp_bytes = len(mf.ts_full(mf.START).encode())
    start = mf.START.replace(tzinfo=None)
    zone = mf.START.strftime("%z")

    out = open(sys.stdout.fileno(), "w", encoding="utf-8", buffering=1 << 20, closefd=False)
    written = pushes_written = 0
    micros = mf.START.microsecond
    second, base = -1, ""
    until_push = rng.randint(*PUSH_GAP)
    chunk = []
    while written < limit:
        picks = rng.choices(range(len(noise)), k=4096)
        for n, pick in enumerate(picks):
            if until_push == 0:
                group = pushes[rng.randrange(len(pushes))]
                until_push = rng.randint(*PUSH_GAP)
                pushes_written += 1
            else:
                group = (noise[pick],)
                until_push -= 1
            for needs_stamp, text, size in group:
                if needs_stamp:
                    micros += steps[(n + written) % len(steps)]
                    if micros // 1_000_000 != second:
                        second = micros // 1_000_000
                        base = (start.replace(microsecond=0) + timedelta(seconds=second)).strftime("%Y-%m-%d %H:%M:%S")
                    chunk.append(f"{base}.{micros % 1_000_000:06d}{zone}")
                    written += stamp_bytes
                chunk.append(text)
                written += size
            if written >= limit:
                break
        out.write("".join(chunk))
        chunk = []
    out.flush()
    print(f"{pushes_written} pushes", file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes a deterministic session log for the session bench, as `log stream` prints it.

Usage: gen_session.py SIZE_MB PUSHES > session.log   (1 MB = 1 000 000 bytes)

The golden session of Tests/Fixtures/logs/session/make_sessions.py (a background tap, a
foreground receive, a push iOS did not deliver, another provider's push: four episodes) is
repeated until PUSHES episodes are written, each copy with its own request ids, among one-line
noise entries of the app and SpringBoard that fill the log to SIZE_MB. Prints the number of
episodes to stderr.
"""
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "Fixtures", "logs", "session"))
import make_sessions as ms  # noqa: E402

NOISE = [
    (ms.APP, "[Networking] GET https://api.shop.example/v2/cart 200 (183 ms)"),
    (ms.APP, "Layout: <UIStackView: 0x7f8b1c40e3a0; frame = (0 0; 390 844); layer = <CALayer: 0x600003f2c0a0>>"),
    (ms.SB, "[com.shop.app] Badge count set to 3"),
    (ms.APP, "[Analytics] queued event screen_view {screen = Home}"),
    (ms.SB, "Scene lifecycle: foreground-active for com.shop.app"),
]


def main():
    size, pushes = int(float(sys.argv[1]) * 1_000_000), int(sys.argv[2])
    rng = random.Random(7)
    block = ms.SESSIONS["session.log"][2:]  # four episodes, after the wrapper's start lines
    copies = (pushes + 3) // 4
    noise_per_copy = max(0, (size // copies - 4000) // 150)
    out = sys.stdout
    out.write("\n".join(ms.log_stream(ms.STARTED)[:4]) + "\n")
    written, index = 0, 0
    for copy in range(copies):
        entries = [(who, text.replace("-000", f"-{copy:05d}")) for who, text in block]
        entries += [rng.choice(NOISE) for _ in range(noise_per_copy)]
        for (process, pid), message in entries:
            time = f"2026-11-29 {10 + index // 3_600_000:02d}:{index // 60_000 % 60:02d}:{index // 1000 % 60:02d}.{index % 1000:03d}000+0100"
            out.write(f"{time} 0x{0x3f2a9 + pid:x}    {'Default':<11} 0x0                  {pid:<6} 0    {process}: {message}\n")
            index += 1
        written += 4
    print(f"{written} episodes", file=sys.stderr)


if __name__ == "__main__":
    main()

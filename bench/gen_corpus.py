#!/usr/bin/env python3
"""Writes a deterministic NDJSON corpus of realistic push payloads.

Usage: gen_corpus.py COUNT [SEED] > corpus.ndjson
       gen_corpus.py --files COUNT DIR [SEED]   (one payload per file)

Mix: ~40 % Leanplum (some muted, some silent), ~40 % CleverTap (some rich media, some
without an account), ~8 % both SDKs' keys, ~11 % other SDKs (Firebase, Braze,
OneSignal, Airship, Iterable), ~1 % broken lines.
"""
import json
import os
import random
import sys

WORDS = ("sale order shipped cart deal new today only your back welcome price drop item list "
         "track courier nearby offer ends midnight save miss surprise").split()


def sentence(rng, n):
    return " ".join(rng.choice(WORDS) for _ in range(n)).capitalize()


def alert(rng):
    if rng.random() < 0.3:
        return sentence(rng, 6)
    return {"title": sentence(rng, 3), "body": sentence(rng, 9)}


def aps(rng, silent=False, mutable=False):
    if silent:
        return {"content-available": 1}
    a = {"alert": alert(rng)}
    if rng.random() < 0.5:
        a["sound"] = "default"
    if rng.random() < 0.3:
        a["badge"] = rng.randint(0, 9)
    if mutable:
        a["mutable-content"] = 1
    if rng.random() < 0.1:
        a["content-available"] = 1
    return a


def uuid(rng):
    h = "%032x" % rng.getrandbits(128)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def leanplum(rng):
    silent = rng.random() < 0.1
    p = {"aps": aps(rng, silent=silent)}
    p[rng.choice(["_lpm", "_lpm", "_lpm", "_lpu", "_lpn", "_lpv"])] = rng.randint(10**15, 10**16)
    if not silent:
        p["_lpx"] = {"__name__": "Open URL", "URL": f"shop://item/{rng.randint(1, 99999)}"}
    if rng.random() < 0.7:
        p["lp_occurrence_id"] = uuid(rng)
    return p


def clevertap(rng):
    rich = rng.random() < 0.4
    p = {"aps": aps(rng, mutable=rich)}
    if rng.random() < 0.9:
        p["wzrk_acct_id"] = "W84-WW7-123A"
    p["wzrk_pivot"] = "wzrk_default"
    p["wzrk_id"] = f"{rng.randint(1700000000, 1800000000)}_20261129"
    if rng.random() < 0.6:
        p["wzrk_dl"] = f"shop://deal/{rng.randint(1, 999)}"
    if rich:
        p["ct_mediaUrl"] = f"https://cdn.example.com/push/{rng.randint(1, 9999)}.jpg"
        p["ct_mediaType"] = "image"
    p["W$rnv"] = 0
    return p


def both(rng):
    p = leanplum(rng)
    p.update({k: v for k, v in clevertap(rng).items() if k != "aps"})
    return p


def other(rng):
    kind = rng.randrange(5)
    p = {"aps": aps(rng)}
    if kind == 0:
        p.update({"gcm.message_id": str(rng.getrandbits(50)), "google.c.a.e": "1"})
    elif kind == 1:
        p.update({"ab": {"c": "Y2FtcGFpZ24="}, "ab_uri": "shop://ab"})
    elif kind == 2:
        p["custom"] = {"i": uuid(rng)}
    elif kind == 3:
        p["com.urbanairship.metadata"] = uuid(rng)
    else:
        p["itbl"] = {"campaignId": rng.randint(1, 10**6)}
    return p


def payload_line(rng):
    r = rng.random()
    if r < 0.01:
        text = json.dumps(leanplum(rng), separators=(",", ":"))
        return text[: rng.randint(5, len(text) - 2)]  # cut off: a broken line
    maker = leanplum if r < 0.41 else clevertap if r < 0.81 else both if r < 0.89 else other
    return json.dumps(maker(rng), separators=(",", ":"), ensure_ascii=False)


def main():
    args = sys.argv[1:]
    if args and args[0] == "--files":
        count, directory = int(args[1]), args[2]
        rng = random.Random(int(args[3]) if len(args) > 3 else 1)
        os.makedirs(directory, exist_ok=True)
        for i in range(count):
            with open(os.path.join(directory, f"p{i:06d}.json"), "w") as f:
                f.write(payload_line(rng) + "\n")
        return
    count = int(args[0])
    rng = random.Random(int(args[1]) if len(args) > 1 else 1)
    out = sys.stdout
    for _ in range(count):
        out.write(payload_line(rng) + "\n")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes large settings files, for timing how pushroute reads them (bench/RESULTS.md,
"Settings files of 100 000 elements").

Usage: gen_settings.py KIND COUNT DIR

KIND is one of:
  excludes   DIR/.pushroute.json with COUNT "exclude" globs, and DIR/a.json to lint
  bad-globs  the same, every glob unclosed ('[' without ']'): COUNT errors to place
  overrides  DIR/.pushroute.json with COUNT "overrides", and DIR/a.json
  baseline   DIR/baseline.json with COUNT findings, and DIR/a.json
  scenario   DIR/steps.scenario with COUNT "push" steps of inline JSON
  profile    DIR/app.json: an app profile whose one line holds COUNT unknown keys

Then, for instance:
  time pushroute lint DIR/a.json                                   (excludes, overrides)
  time pushroute lint --baseline DIR/baseline.json DIR/a.json      (baseline)
  time pushroute simulate --scenario DIR/steps.scenario            (scenario)
  time pushroute simulate --app DIR/app.json samples/firebase.json (profile)
"""
import json
import os
import sys

PAYLOAD = {"aps": {"alert": "hello", "sound": "default"}, "_lpm": 1}


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def main():
    kind, count, directory = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    os.makedirs(directory, exist_ok=True)
    write(os.path.join(directory, "a.json"), json.dumps(PAYLOAD, indent=2) + "\n")
    config = os.path.join(directory, ".pushroute.json")
    if kind == "excludes":
        write(config, json.dumps({"exclude": [f"legacy/{i}/**/*.json" for i in range(count)]}, indent=2) + "\n")
    elif kind == "bad-globs":
        write(config, json.dumps({"exclude": [f"legacy/[{i}" for i in range(count)]}, indent=2) + "\n")
    elif kind == "overrides":
        overrides = [{"files": [f"legacy/{i}/*.json"], "rules": {"aps-badge": "off"}} for i in range(count)]
        write(config, json.dumps({"overrides": overrides}, indent=2) + "\n")
    elif kind == "baseline":
        findings = [{"file": f"old/{i}.json", "rule": "aps-badge", "path": "/aps/badge", "fingerprint": "%016x" % i}
                    for i in range(count)]
        write(os.path.join(directory, "baseline.json"), json.dumps({"version": 1, "findings": findings}, indent=2) + "\n")
    elif kind == "scenario":
        lines = ["migration lp+ct"] + [f'push {{"aps":{{"alert":"step {i}"}},"_lpm":{i}}}' for i in range(count)]
        write(os.path.join(directory, "steps.scenario"), "\n".join(lines) + "\n")
    elif kind == "profile":
        members = ", ".join(f'"unknown{i}": {i}' for i in range(count))
        write(os.path.join(directory, "app.json"), '{"profile": 1, ' + members + "}\n")
    else:
        sys.exit(f"unknown kind {kind!r}")


if __name__ == "__main__":
    main()
